/*
 * words-text.c: wtext_feed() against words-text.h's rule, read here a
 * character at a time: text is UTF-8 with no NUL byte, no overlong form,
 * no surrogate, nothing beyond U+10FFFF; the first fault's place is its
 * line (from 1) and the column of its character (from 1), and after text
 * the line is one more than the newlines read.  The loader reads ASCII 8
 * bytes at a time, so the faults and newlines are put at every place
 * modulo 8, and the bytes are fed whole and in random pieces.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tap.h"
#include "words-text.h"

/* What the rule says of the n bytes at p: text, or the fault's place. */
struct verdict {
	int		 text;
	unsigned long	 line, col;
};

/* The rule, a character at a time (no character is cut short here). */
static struct verdict
rule(const unsigned char *p, size_t n)
{
	struct verdict	 v = { 1, 1, 0 };
	size_t		 i = 0, k, len;
	unsigned long	 c;

	while (i < n) {
		v.col++;
		if (p[i] == '\n') {
			v.line++;
			v.col = 0;
			i++;
			continue;
		}
		if (p[i] < 0x80) {
			if (p[i] == 0)
				goto fault;
			i++;
			continue;
		}
		if (p[i] >= 0xc0 && p[i] < 0xe0) {
			len = 2;
			c = p[i] & 0x1f;
		} else if (p[i] >= 0xe0 && p[i] < 0xf0) {
			len = 3;
			c = p[i] & 0x0f;
		} else if (p[i] >= 0xf0 && p[i] < 0xf8) {
			len = 4;
			c = p[i] & 0x07;
		} else
			goto fault;
		for (k = 1; k < len; k++) {
			if (i + k >= n || (p[i + k] & 0xc0) != 0x80)
				goto fault;
			c = c << 6 | (p[i + k] & 0x3f);
		}
		if ((len == 2 && c < 0x80) || (len == 3 && c < 0x800) ||
		    (len == 4 && c < 0x10000) || c > 0x10ffff ||
		    (c >= 0xd800 && c <= 0xdfff))
			goto fault;
		i += len;
	}
	return v;
fault:
	v.text = 0;
	return v;
}

/* What wtext_feed() says of the bytes, fed in pieces of at most piece. */
static struct verdict
feed(const unsigned char *p, size_t n, size_t piece, unsigned *seed)
{
	struct wtext	 t;
	struct verdict	 v;
	char		 why[128];
	size_t		 i, m;

	wtext_init(&t);
	v.text = 1;
	for (i = 0; i < n && v.text; i += m) {
		m = piece == 0 ? n - i : 1 + (size_t)rand_r(seed) % piece;
		if (m > n - i)
			m = n - i;
		v.text = wtext_feed(&t, (const char *)p + i, m, why,
		    sizeof(why));
	}
	if (v.text)
		v.text = wtext_end(&t, why, sizeof(why));
	v.line = t.line;
	v.col = t.col;
	return v;
}

/* Whether the two verdicts agree: the same, and the place of a fault. */
static int
agree(struct verdict a, struct verdict b)
{
	return a.text == b.text && a.line == b.line &&
	    (a.text || a.col == b.col);
}

/* A random piece of text, or of nearly text: n bytes into p. */
static void
random_bytes(unsigned char *p, size_t n, int faults, unsigned *seed)
{
	static const char *const pieces[] = { "\n", "\n", "\t", "\xc3\xa9",
	    "\xe2\x80\x99", "\xf0\x9f\x82\xa1", "\xef\xbf\xbf" };
	static const char *const bad[] = { "\0", "\xff", "\xc0\xaf",
	    "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x28\xa1", "\x80" };
	const char	*s;
	size_t		 i = 0, len;
	int		 r;

	while (i < n) {
		r = rand_r(seed) % 100;
		if (faults && r == 0)
			s = bad[(size_t)rand_r(seed) % 7];
		else if (r < 12)
			s = pieces[(size_t)rand_r(seed) % 7];
		else {
			p[i++] = (unsigned char)(' ' + rand_r(seed) % 95);
			continue;
		}
		len = s[0] == '\0' ? 1 : strlen(s);
		if (len > n - i)
			len = n - i;
		memcpy(p + i, s, len);
		i += len;
		if (len < strlen(s))	/* cut: make it whole ASCII */
			memset(p + i - len, 'x', len);
	}
}

int
main(void)
{
	unsigned char	 buf[4096];
	unsigned	 seed = 7;
	size_t		 at, n, k, bad = 0, runs = 0, faulty = 0;
	struct verdict	 want, got;

	/* A NUL, an invalid byte and a newline at each place modulo 8. */
	for (at = 0; at < 24; at++) {
		memset(buf, 'a', 40);
		buf[at] = '\0';
		want = rule(buf, 40);
		got = feed(buf, 40, 0, &seed);
		tap_ok(!got.text && agree(want, got) && got.col == at + 1,
		    "a NUL byte at byte %zu: refused at 1:%zu", at, at + 1);
		buf[at] = 0xff;
		got = feed(buf, 40, 0, &seed);
		tap_ok(!got.text && got.line == 1 && got.col == at + 1,
		    "byte 0xff at byte %zu: refused at 1:%zu", at, at + 1);
		buf[at] = '\n';
		got = feed(buf, 40, 0, &seed);
		tap_ok(got.text && got.line == 2 && got.col == 39 - at,
		    "a newline at byte %zu: text, line 2, column %zu after",
		    at, 39 - at);
		buf[at] = 'a';
	}
	/* A character of two bytes across 8 bytes' edge, then a fault. */
	memcpy(buf, "abcdefg\xc3\xa9hijklmnop\n\nqrstuvw\x80xyz", 31);
	got = feed(buf, 31, 0, &seed);
	tap_ok(!got.text && got.line == 3 && got.col == 8, "e acute across "
	    "8 bytes' edge is text; a lone continuation byte on line 3, "
	    "column 8 is not");
	memcpy(buf, "abcdefgh\xe2\x80", 10);
	got = feed(buf, 10, 0, &seed);
	tap_ok(!got.text, "a character cut short at the end is not text");

	/* Random text and nearly text, whole and in pieces. */
	for (k = 0; k < 3000; k++) {
		n = 1 + (size_t)rand_r(&seed) % sizeof(buf);
		random_bytes(buf, n, k % 2, &seed);
		want = rule(buf, n);
		faulty += !want.text;
		got = feed(buf, n, k % 3 == 0 ? 0 : 1 + k % 17, &seed);
		runs++;
		if (!agree(want, got) && bad++ < 5)
			printf("# %zu bytes: want %d %lu:%lu, got %d "
			    "%lu:%lu\n", n, want.text, want.line, want.col,
			    got.text, got.line, got.col);
	}
	tap_ok(bad == 0 && faulty > 500 && faulty < runs - 500, "%zu random "
	    "buffers (%zu not text): wtext_feed() says what the rule says, "
	    "and where", runs, faulty);
	return tap_done();
}
