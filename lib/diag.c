/*
 * diag.c: diagnostics and exit codes.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "version.h"

static const char *progname = "refkit";

/*
 * Where a thread that defers its diagnostics holds them: a stream into a
 * buffer, opened at its first message (see diag_defer()).
 */
static _Thread_local int	 deferring;
static _Thread_local FILE	*held;
static _Thread_local char	*held_text;
static _Thread_local size_t	 held_len;

/* Remember the program's name, the last part of argv[0]. */
void
diag_init(const char *argv0)
{
	const char	*slash;

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

void
diag_vat(const struct pos *pos, const char *fmt, va_list ap)
{
	FILE	*fp = message_stream();

	fprintf(fp, "%s: ", progname);
	if (pos != NULL && pos->file != NULL) {
		fprintf(fp, "%s:", pos->file);
		if (pos->line > 0) {
			fprintf(fp, "%u:", pos->line);
			if (pos->col > 0)
				fprintf(fp, "%u:", pos->col);
		}
		fputc(' ', fp);
	}
	vfprintf(fp, fmt, ap);
	fputc('\n', fp);
}

void
diag_at(const struct pos *pos, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	diag_vat(pos, fmt, ap);
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
diag_fatal_errno(const char *fmt, ...)
{
	va_list	 ap;
	int	 saved = errno;

	release();
	fflush(stdout);
	fprintf(stderr, "%s: ", progname);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
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
	fprintf(stderr, "%s: try '%s --help'\n", progname, progname);
	exit(EXIT_TROUBLE);
}

void
diag_try_help(void)
{
	fprintf(stderr, "%s: try '%s --help'\n", progname, progname);
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
		fprintf(stderr, "%s: write error on standard output: %s\n",
		    progname, strerror(errno));
		exit(EXIT_TROUBLE);
	}
	exit(status);
}

int
diag_worse(int a, int b)
{
	return a > b ? a : b;
}
