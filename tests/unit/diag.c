/*
 * diag.c: unit tests for what a diagnostic shows of its input (lib/diag.c
 * with lib/utf8.c): every character that shows nothing is written
 * <U+XXXX>, every byte that is not UTF-8 <0xXX>, visible text as it is;
 * the file name too; a message intercepted is kept and not printed.
 * And a verdict's text cut at its size is cut
 * between characters (lib/verdict.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "utf8.h"
#include "verdict.h"
#include "tap.h"

/* The message diag_at() writes for text at file:2:3, without its "\n". */
static const char *
shown(const char *file, const char *text)
{
	static char	 got[1024];
	struct pos	 at = { file, 2, 3 };
	FILE		*caught;
	size_t		 n;
	int		 saved;

	fflush(stderr);
	if ((caught = tmpfile()) == NULL || (saved = dup(2)) == -1 ||
	    dup2(fileno(caught), 2) == -1) {
		perror("catching stderr");
		exit(1);
	}
	diag_at(&at, "'%s'", text);
	fflush(stderr);
	dup2(saved, 2);
	close(saved);
	rewind(caught);
	n = fread(got, 1, sizeof(got) - 1, caught);
	got[n] = '\0';
	fclose(caught);
	if (n > 0 && got[n - 1] == '\n')
		got[n - 1] = '\0';
	return got;
}

/* The message for text must be want (after "t: f:2:3: "). */
static void
shows(const char *text, const char *want, const char *name)
{
	char	 full[512];

	snprintf(full, sizeof(full), "t: f:2:3: '%s'", want);
	tap_is_str(shown("f", text), full, "%s", name);
}

int
main(void)
{
	struct verdict	 v;
	struct pos	 at;
	char		 long_text[VERDICT_TEXT + 8], *text;
	uint32_t	 cp;

	diag_init("t");
	shows("ann", "ann", "ASCII as it is");
	shows("Jos\xc3\xa9 \xe5\xa4\xaa\xe9\x83\x8e", "Jos\xc3\xa9 \xe5\xa4\xaa"
	    "\xe9\x83\x8e", "letters of other scripts as they are");
	shows("a\tb\nc\033[31m", "a<U+0009>b<U+000A>c<U+001B>[31m",
	    "tab, newline, escape");
	shows("a\x7f" "b", "a<U+007F>b", "DEL");
	shows("a\xc2\x85" "b\xc2\xa0" "c", "a<U+0085>b<U+00A0>c",
	    "a C1 control, a no-break space");
	shows("b\xef\xbb\xbfob", "b<U+FEFF>ob", "a byte order mark");
	shows("\xe2\x80\xa8\xe2\x80\xae\xe2\x81\xa6\xe2\x80\x8b",
	    "<U+2028><U+202E><U+2066><U+200B>",
	    "line separator, override, isolate, zero width space");
	shows("\xf3\xa0\x80\x81x", "<U+E0001>x", "a tag character");
	shows("a\xff" "b\xc3", "a<0xFF>b<0xC3>", "bytes that are not UTF-8");
	shows("\xc0\xaf\xed\xa0\x80", "<0xC0><0xAF><0xED><0xA0><0x80>",
	    "an overlong form and a surrogate");
	tap_is_str(shown("x\033y.rec", "z"), "t: x<U+001B>y.rec:2:3: 'z'",
	    "the file name too");

	/*
	 * diag_intercept(): the next message with a place is kept, escaped,
	 * not printed; the one after it prints again.  diag_capture() keeps
	 * it and prints it.
	 */
	diag_intercept();
	tap_is_str(shown("f", "a\001b"), "", "an intercepted message is not "
	    "printed");
	text = diag_captured(&at);
	tap_ok(text != NULL && strcmp(text, "'a<U+0001>b'") == 0 &&
	    strcmp(at.file, "f") == 0 && at.line == 2 && at.col == 3,
	    "it is kept, escaped as printed, with its place");
	free(text);
	tap_is_str(shown("f", "c"), "t: f:2:3: 'c'", "the next message "
	    "prints");
	diag_intercept();
	text = diag_captured(&at);
	tap_ok(text == NULL, "nothing intercepted, nothing kept");
	tap_is_str(shown("f", "d"), "t: f:2:3: 'd'", "and the message after "
	    "diag_captured() prints");
	diag_capture();
	tap_is_str(shown("f", "e"), "t: f:2:3: 'e'", "a captured message "
	    "prints");
	text = diag_captured(&at);
	tap_ok(text != NULL && strcmp(text, "'e'") == 0, "and is kept");
	free(text);

	tap_is_int(utf8_decode("\xf4\x90\x80\x80", 4, &cp), 0,
	    "beyond U+10FFFF is not UTF-8");
	tap_is_int(utf8_decode("\xe2\x82", 2, &cp), 0, "a cut character "
	    "is not UTF-8");
	tap_ok(utf8_decode("\xf0\x9f\x98\x80", 4, &cp) == 4 && cp == 0x1f600,
	    "a character of four bytes");

	/* 510 x's, then a character of two bytes, cut after its first. */
	memset(long_text, 'x', VERDICT_TEXT - 2);
	strcpy(long_text + VERDICT_TEXT - 2, "\xc3\xa9z");
	verdict_clear(&v);
	verdict_reject(&v, NULL, "%s", long_text);
	tap_is_int(strlen(v.text), VERDICT_TEXT - 2, "a verdict cut inside "
	    "a character ends before it");
	long_text[VERDICT_TEXT - 3] = '\0';
	strcat(long_text, "\xc3\xa9z");
	verdict_reject(&v, NULL, "%s", long_text);
	tap_is_int(strlen(v.text), VERDICT_TEXT - 1, "a verdict cut after "
	    "a whole character keeps it");
	return tap_done();
}
