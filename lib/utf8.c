/*
 * utf8.c: decoding UTF-8 and telling invisible characters.
 */
#include "utf8.h"

size_t
utf8_decode(const char *str, size_t len, uint32_t *cp)
{
	const unsigned char	*s = (const unsigned char *)str;
	uint32_t		 c, min;
	size_t			 n, i;

	if (len == 0)
		return 0;
	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		n = 2;
		c = s[0] & 0x1f;
		min = 0x80;
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		n = 3;
		c = s[0] & 0x0f;
		min = 0x800;
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		n = 4;
		c = s[0] & 0x07;
		min = 0x10000;
	} else
		return 0;
	if (len < n)
		return 0;
	for (i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (s[i] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	*cp = c;
	return n;
}

int
utf8_invisible(uint32_t cp)
{
	return cp < 0x20 || (cp >= 0x7f && cp <= 0xa0) || cp == 0xad ||
	    cp == 0x34f || cp == 0x61c || cp == 0x115f || cp == 0x1160 ||
	    cp == 0x17b4 || cp == 0x17b5 ||
	    (cp >= 0x180b && cp <= 0x180e) ||
	    (cp >= 0x2000 && cp <= 0x200f) ||
	    (cp >= 0x2028 && cp <= 0x202f) ||
	    (cp >= 0x205f && cp <= 0x206f) || cp == 0x3000 || cp == 0x3164 ||
	    (cp >= 0xfe00 && cp <= 0xfe0f) || cp == 0xfeff || cp == 0xffa0 ||
	    (cp >= 0xfff0 && cp <= 0xfffb) || cp == 0xfffe || cp == 0xffff ||
	    (cp >= 0x1d173 && cp <= 0x1d17a) ||
	    (cp >= 0xe0000 && cp <= 0xe0fff);
}
