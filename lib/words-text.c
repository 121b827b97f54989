/*
 * words-text.c: checking that bytes are UTF-8 text, and reading a whole
 * file (see words-text.h).
 */
#include <sys/stat.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "words-text.h"

void
wtext_init(struct wtext *t)
{
	t->line = 1;
	t->col = 0;
	t->need = 0;
	t->lo = t->hi = 0;
	t->lead = 0;
}

/*
 * Start a character on its lead byte c: set how many bytes follow and the
 * range of the first (which rules out overlong forms, surrogates and code
 * points past U+10FFFF).  Returns 0 if c cannot begin a character.
 */
static int
lead(struct wtext *t, unsigned char c)
{
	t->lead = c;
	t->lo = 0x80;
	t->hi = 0xbf;
	if (c >= 0xc2 && c <= 0xdf)
		t->need = 1;
	else if (c >= 0xe0 && c <= 0xef) {
		t->need = 2;
		if (c == 0xe0)
			t->lo = 0xa0;
		else if (c == 0xed)
			t->hi = 0x9f;
	} else if (c >= 0xf0 && c <= 0xf4) {
		t->need = 3;
		if (c == 0xf0)
			t->lo = 0x90;
		else if (c == 0xf4)
			t->hi = 0x8f;
	} else
		return 0;
	return 1;
}

#define ONES	0x0101010101010101ULL
#define HIGHS	0x8080808080808080ULL
#define LOWS	0x7f7f7f7f7f7f7f7fULL

/* The high bit of each byte of v that is 0, and no other bit. */
static uint64_t
zero_bytes(uint64_t v)
{
	return ~(((v & LOWS) + LOWS) | v | LOWS);
}

/*
 * Pass the 8 bytes at p if they are ASCII with no NUL, as the loop of
 * wtext_feed() would, byte by byte: count their newlines into t->line and
 * the characters after the last into t->col.  Returns 0 (nothing done) if
 * they are not, or the machine's bytes are not in little-endian order.
 */
static int
ascii8(struct wtext *t, const unsigned char *p)
{
	uint64_t	 v, nl;

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(&v, p, sizeof(v));
	if ((v & HIGHS) != 0 || zero_bytes(v) != 0)
		return 0;
	if ((nl = zero_bytes(v ^ ('\n' * ONES))) == 0) {
		t->col += 8;
		return 1;
	}
	/* One a byte marked: their sum is in the top byte. */
	t->line += (unsigned long)(((nl >> 7) * ONES) >> 56);
	/* The last newline is the highest byte marked. */
	t->col = (unsigned long)(7 - (63 - __builtin_clzll(nl)) / 8);
	return 1;
#else
	(void)t;
	(void)p;
	(void)v;
	(void)nl;
	return 0;
#endif
}

int
wtext_feed(struct wtext *t, const char *buf, size_t n, char *why,
    size_t whysize)
{
	const unsigned char *p = (const unsigned char *)buf;
	size_t		 i;

	for (i = 0; i < n; i++) {
		/* Most text is ASCII: 8 bytes at a time while it is. */
		while (t->need == 0 && n - i >= 8 && ascii8(t, p + i))
			i += 8;
		if (i == n)
			break;
		if (t->need > 0) {
			if (p[i] < t->lo || p[i] > t->hi) {
				snprintf(why, whysize, "invalid UTF-8 (byte "
				    "0x%02x after 0x%02x)", p[i], t->lead);
				return 0;
			}
			t->need--;
			t->lo = 0x80;
			t->hi = 0xbf;
			continue;
		}
		t->col++;
		if (p[i] == '\0') {
			snprintf(why, whysize, "a NUL byte");
			return 0;
		}
		if (p[i] == '\n') {
			t->line++;
			t->col = 0;
			continue;
		}
		if (p[i] >= 0x80 && !lead(t, p[i])) {
			snprintf(why, whysize, "invalid UTF-8 (byte 0x%02x)",
			    p[i]);
			return 0;
		}
	}
	return 1;
}

int
wtext_ascii(const char *buf, size_t n, unsigned long *newlines)
{
	const unsigned char *p = (const unsigned char *)buf;
	uint64_t	 v, high = 0, nul = 0;
	unsigned long	 count = 0;
	size_t		 i;

	/* No branch but the loop's: the bytes' faults are gathered. */
	for (i = 0; n - i >= 8; i += 8) {
		memcpy(&v, p + i, sizeof(v));
		high |= v;
		nul |= zero_bytes(v);
		count += (unsigned long)(((zero_bytes(v ^ ('\n' * ONES)) >>
		    7) * ONES) >> 56);
	}
	for (; i < n; i++) {
		high |= p[i];
		nul |= p[i] == '\0';
		count += p[i] == '\n';
	}
	if ((high & HIGHS) != 0 || nul != 0)
		return 0;
	*newlines = count;
	return 1;
}

int
wtext_end(const struct wtext *t, char *why, size_t whysize)
{
	if (t->need == 0)
		return 1;
	snprintf(why, whysize, "invalid UTF-8 (a character cut short at "
	    "the end, after 0x%02x)", t->lead);
	return 0;
}

/*
 * Read the whole file into a NUL-terminated buffer the caller frees, of
 * the size fstat(2) gives (a file that grows as it is read is refused).
 */
char *
wtext_slurp(const char *path, size_t *lenp, char *err, size_t errsize)
{
	struct stat	 st;
	FILE		*fp;
	char		*buf;
	size_t		 len;

	if ((fp = fopen(path, "rb")) == NULL) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return NULL;
	}
	if (fstat(fileno(fp), &st) == -1 || !S_ISREG(st.st_mode) ||
	    (uintmax_t)st.st_size >= SIZE_MAX) {
		snprintf(err, errsize, "%s: not a regular file", path);
		fclose(fp);
		return NULL;
	}
	len = (size_t)st.st_size;
	buf = xmalloc(len + 1);
	if (fread(buf, 1, len, fp) != len || getc(fp) != EOF) {
		snprintf(err, errsize, "%s: %s", path, ferror(fp) ?
		    strerror(errno) : "the file changed while it was read");
		fclose(fp);
		free(buf);
		return NULL;
	}
	fclose(fp);
	buf[len] = '\0';
	*lenp = len;
	return buf;
}
