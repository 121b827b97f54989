/*
 * diag.c: diagnostics and exit codes.  Every message is written through
 * put_escaped(), so that what it quotes of an input (a name, a word, a
 * file name) cannot hide in it, move the cursor or turn the text around.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "utf8.h"
#include "version.h"

static const char *progname = "refkit";
static int stdin_closed;

/*
 * Where a thread that defers its diagnostics holds them: a stream into a
 * buffer, opened at its first message (see diag_defer()).
 */
static _Thread_local int	 deferring;
static _Thread_local FILE	*held;
static _Thread_local char	*held_text;
static _Thread_local size_t	 held_len;
static int			 silent;
static _Thread_local int	 capturing;
static _Thread_local char	*captured;
static _Thread_local struct pos	 captured_pos;
static _Thread_local int	 intercepting;

/*
 * If the descriptor fd is closed, hold it with /dev/null opened read-only
 * (writing to it fails as writing to a closed one does), so that no file
 * the program opens takes its place; return whether it was closed.
 */
static int
reserve(int fd)
{
	int	 got;

	if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
		return 0;
	if ((got = open("/dev/null", O_RDONLY)) != fd && got != -1)
		close(got);
	return 1;
}

/*
 * Remember the program's name, the last part of argv[0], and hold the
 * standard descriptors that are closed.
 */
void
diag_init(const char *argv0)
{
	const char	*slash;

	stdin_closed = reserve(STDIN_FILENO);
	(void)reserve(STDOUT_FILENO);
	(void)reserve(STDERR_FILENO);
	if (argv0 == NULL || *argv0 == '\0')
		return;
	slash = strrchr(argv0, '/');
	progname = slash != NULL ? slash + 1 : argv0;
}

const char *
diag_progname(void)
{
	return progname;
}

int
diag_stdin_closed(void)
{
	return stdin_closed;
}

void
diag_defer(int on)
{
	deferring = on;
}

char *
diag_take(void)
{
	char	*text;

	if (held == NULL)
		return NULL;
	if (fclose(held) == EOF) {
		held = NULL;
		free(held_text);
		diag_fatal("out of memory");
	}
	held = NULL;
	text = held_text;
	held_text = NULL;
	if (held_len == 0) {
		free(text);
		return NULL;
	}
	return text;
}

void
diag_put(const char *text)
{
	fflush(stdout);
	fputs(text, stderr);
}

/*
 * The stream this thread's next message goes to: stderr, after stdout is
 * flushed so that the two come out in order, or the deferred buffer.
 */
static FILE *
message_stream(void)
{
	if (!deferring) {
		fflush(stdout);
		return stderr;
	}
	if (held == NULL && (held = open_memstream(&held_text,
	    &held_len)) == NULL) {
		deferring = 0;
		diag_fatal("out of memory");
	}
	return held;
}

/* Stop deferring this thread's messages, printing those held back. */
static void
release(void)
{
	char	*text;

	deferring = 0;
	if ((text = diag_take()) != NULL) {
		diag_put(text);
		free(text);
	}
}

/*
 * Write the len bytes at s to fp, each character that shows nothing (see
 * utf8_invisible()) as <U+XXXX> and each byte that is not UTF-8 as <0xXX>.
 */
static void
put_escaped(FILE *fp, const char *s, size_t len)
{
	uint32_t	 cp;
	size_t		 i, n;

	for (i = 0; i < len; i += n) {
		if ((n = utf8_decode(s + i, len - i, &cp)) == 0) {
			fprintf(fp, "<0x%02X>", (unsigned char)s[i]);
			n = 1;
		} else if (utf8_invisible(cp))
			fprintf(fp, "<U+%04X>", (unsigned int)cp);
		else
			fwrite(s + i, 1, n, fp);
	}
}

/* Write fmt and its arguments to fp as put_escaped() does. */
static void
put_formatted(FILE *fp, const char *fmt, va_list ap)
{
	char	 small[1024], *text = small;
	va_list	 again;
	int	 len;

	va_copy(again, ap);
	len = vsnprintf(small, sizeof(small), fmt, ap);
	if (len >= (int)sizeof(small) && (text = malloc((size_t)len + 1)) !=
	    NULL)
		(void)vsnprintf(text, (size_t)len + 1, fmt, again);
	va_end(again);
	if (len < 0)
		len = 0;
	if (text == NULL) {		/* no memory: what fits */
		text = small;
		len = sizeof(small) - 1;
	}
	put_escaped(fp, text, (size_t)len);
	if (text != small)
		free(text);
}

/* Write "prog: " and, if pos has a file, "file:line:col: " to fp. */
static void
put_prefix(FILE *fp, const struct pos *pos)
{
	put_escaped(fp, progname, strlen(progname));
	fputs(": ", fp);
	if (pos != NULL && pos->file != NULL) {
		put_escaped(fp, pos->file, strlen(pos->file));
		fputc(':', fp);
		if (pos->line > 0) {
			fprintf(fp, "%u:", pos->line);
			if (pos->col > 0)
				fprintf(fp, "%u:", pos->col);
		}
		fputc(' ', fp);
	}
}

/* Keep the message for diag_captured(), if one is wanted. */
static void
capture(const struct pos *pos, const char *fmt, va_list ap)
{
	FILE	*fp;
	char	*text = NULL;
	size_t	 len = 0;

	capturing = 0;
	if ((fp = open_memstream(&text, &len)) == NULL)
		return;
	put_formatted(fp, fmt, ap);
	if (fclose(fp) != 0) {
		free(text);
		return;
	}
	captured = text;
	captured_pos = *pos;
}

void
diag_capture(void)
{
	free(captured);
	captured = NULL;
	capturing = 1;
}

void
diag_intercept(void)
{
	diag_capture();
	intercepting = 1;
}

char *
diag_captured(struct pos *pos)
{
	char	*text = captured;

	*pos = captured_pos;
	captured = NULL;
	capturing = intercepting = 0;
	return text;
}

void
diag_vat(const struct pos *pos, const char *fmt, va_list ap)
{
	FILE	*fp = message_stream();
	va_list	 again;

	if (capturing && pos != NULL) {
		va_copy(again, ap);
		capture(pos, fmt, again);
		va_end(again);
	}
	put_prefix(fp, pos);
	put_formatted(fp, fmt, ap);
	fputc('\n', fp);
}

void
diag_silence(void)
{
	silent = 1;
}

void
diag_at(const struct pos *pos, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	if (intercepting && pos != NULL) {
		intercepting = 0;
		capture(pos, fmt, ap);
	} else if (!silent)
		diag_vat(pos, fmt, ap);
	else if (capturing)
		capture(pos, fmt, ap);
	va_end(ap);
}

void
diag_warn(const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	diag_vat(NULL, fmt, ap);
	va_end(ap);
}

void
diag_fatal(const char *fmt, ...)
{
	va_list	 ap;

	release();
	va_start(ap, fmt);
	diag_vat(NULL, fmt, ap);
	va_end(ap);
	exit(EXIT_TROUBLE);
}

void
diag_fatal_at(const struct pos *pos, const char *fmt, ...)
{
	va_list	 ap;

	release();
	va_start(ap, fmt);
	diag_vat(pos, fmt, ap);
	va_end(ap);
	exit(EXIT_TROUBLE);
}

void
diag_fatal_errno(const char *fmt, ...)
{
	va_list	 ap;
	int	 saved = errno;

	release();
	fflush(stdout);
	put_prefix(stderr, NULL);
	va_start(ap, fmt);
	put_formatted(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, ": %s\n", strerror(saved));
	exit(EXIT_TROUBLE);
}

void
diag_usage(const char *fmt, ...)
{
	va_list	 ap;

	release();
	va_start(ap, fmt);
	diag_vat(NULL, fmt, ap);
	va_end(ap);
	diag_try_help();
}

void
diag_try_help(void)
{
	diag_warn("try '%s --help'", progname);
	exit(EXIT_TROUBLE);
}

void
diag_version(void)
{
	printf("%s (refkit) %s\n", progname, REFKIT_VERSION);
	diag_exit(EXIT_VALID);
}

void
diag_exit(int status)
{
	if (fflush(stdout) == EOF || ferror(stdout)) {
		diag_warn("write error on standard output: %s",
		    strerror(errno));
		exit(EXIT_TROUBLE);
	}
	exit(status);
}

int
diag_worse(int a, int b)
{
	return a > b ? a : b;
}
