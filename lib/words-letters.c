/*
 * words-letters.c: the simple words' letters, read from UTF-8, and their
 * case (the set is in words-letters.h).
 *
 * The case pairs of U+00C0 to U+017F: Latin-1's capitals are their small
 * letters less 0x20 (and y with diaeresis pairs with U+0178); in Latin
 * Extended-A a capital and its small letter are neighbours, the capital
 * even from U+0100 to U+0137 and from U+014A to U+0177, odd from U+0139
 * to U+0148 and from U+0179 to U+017E.  Sharp s (U+00DF) has no capital
 * of one character: like the apostrophe it has no case.
 */
#include <stddef.h>
#include <string.h>

#include "words-letters.h"

long
wletter_next(const char *s, size_t len, size_t *i)
{
	const unsigned char *p = (const unsigned char *)s + *i;
	size_t		 left = len - *i;
	long		 c;

	if (left == 0)
		return -1;
	if (p[0] < 0x80) {
		(*i)++;
		return p[0];
	}
	/* Only two-byte characters can be letters of the set. */
	if (p[0] < 0xc2 || p[0] > 0xdf || left < 2 || (p[1] & 0xc0) != 0x80)
		return -1;
	c = ((long)(p[0] & 0x1f) << 6) | (p[1] & 0x3f);
	*i += 2;
	return c;
}

int
wletter_in(long c, enum wletters set)
{
	if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '\'')
		return 1;
	if (set != WLETTERS_LATIN || c < 0xc0 || c > 0x17f)
		return 0;
	return c != 0xd7 && c != 0xf7 && c != 0x130 && c != 0x131 &&
	    c != 0x138 && c != 0x149 && c != 0x17f;
}

/* Whether c, in Latin Extended-A, is a capital (see above). */
static int
extended_capital(long c)
{
	if ((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17e))
		return c % 2 == 1;
	return c % 2 == 0;
}

long
wletter_lower(long c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + 'a';
	if (c == 0x178)
		return 0xff;
	if (c >= 0xc0 && c <= 0xde && c != 0xd7)
		return c + 0x20;
	if (c >= 0x100 && c <= 0x17e && extended_capital(c))
		return c + 1;
	return c;
}

long
wletter_upper(long c)
{
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 'A';
	if (c == 0xff)
		return 0x178;
	if (c >= 0xe0 && c <= 0xfe && c != 0xf7)
		return c - 0x20;
	if (c >= 0x100 && c <= 0x17e && c != 0x178 && !extended_capital(c))
		return c - 1;
	return c;
}

/* Write c, of the set, as UTF-8 at out (as many bytes as it had). */
static void
put(long c, char *out)
{
	if (c < 0x80) {
		out[0] = (char)c;
		return;
	}
	out[0] = (char)(0xc0 | (c >> 6));
	out[1] = (char)(0x80 | (c & 0x3f));
}

int
wletter_fold(const char *s, size_t len, enum wletters set, char *out,
    enum wcase *kind)
{
	size_t	 i = 0, at, n = 0, caps = 0, caseless = 0;
	long	 c, low;
	int	 first = 0;

	/* Most words are small letters a-z: their bytes are their fold. */
	while (i < len && ((s[i] >= 'a' && s[i] <= 'z') || s[i] == '\''))
		caseless += s[i++] == '\'';
	n = i;
	if (out != NULL)
		memcpy(out, s, i);
	while (i < len) {
		at = i;
		if ((c = wletter_next(s, len, &i)) < 0 || !wletter_in(c, set))
			return 0;
		low = wletter_lower(c);
		if (low != c) {
			caps++;
			first |= n == 0;
		} else if (wletter_upper(c) == c)
			caseless++;
		if (out != NULL)
			put(low, out + at);
		n++;
	}
	if (kind == NULL)
		return n > 0;
	/* hunspell's get_captype(), with its neutral characters. */
	if (caps == 0)
		*kind = WCASE_LOWER;
	else if (caps == 1 && first)
		*kind = WCASE_INITIAL;
	else if (caps + caseless == n)
		*kind = WCASE_UPPER;
	else
		*kind = WCASE_MIXED;
	return n > 0;
}

void
wletter_recase(const char *s, size_t len, enum wcase kind, char *out)
{
	size_t	 i = 0, at;
	long	 c;

	while (i < len) {
		at = i;
		if ((c = wletter_next(s, len, &i)) < 0) {
			out[at] = s[at];
			i = at + 1;
			continue;
		}
		put(kind == WCASE_UPPER || (kind == WCASE_INITIAL && at == 0) ?
		    wletter_upper(c) : c, out + at);
	}
}
