/*
 * words-enc.c: converting words between UTF-8 and a dictionary's 8-bit
 * encoding, as the hunspell program does (see words-enc.h).
 */
#include <errno.h>
#include <iconv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "words-enc.h"

#define UAPOS		"\xe2\x80\x99"

struct wenc {
	iconv_t		 to;		/* UTF-8 -> the dictionary's */
	iconv_t		 from;		/* the dictionary's -> UTF-8 */
	char		*buf;
	size_t		 cap;
};

int
wenc_is_utf8(const char *encoding)
{
	return strcmp(encoding, "UTF-8") == 0 ||
	    strcmp(encoding, "utf-8") == 0;
}

/* The name iconv(3) knows the encoding by: hunspell's one exception. */
static const char *
iconv_name(const char *encoding)
{
	return strcmp(encoding, "TIS620-2533") == 0 ? "TIS620" : encoding;
}

struct wenc *
wenc_open(const char *encoding, char *err, size_t errsize)
{
	struct wenc	*e;

	e = xcalloc(1, sizeof(*e));
	e->to = iconv_open(iconv_name(encoding), "UTF-8");
	e->from = iconv_open("UTF-8", iconv_name(encoding));
	if (e->to == (iconv_t)-1 || e->from == (iconv_t)-1) {
		snprintf(err, errsize, "the encoding %s is not one iconv "
		    "converts from UTF-8 and back", encoding);
		wenc_close(e);
		return NULL;
	}
	return e;
}

void
wenc_close(struct wenc *e)
{
	if (e == NULL)
		return;
	if (e->to != (iconv_t)-1)
		iconv_close(e->to);
	if (e->from != (iconv_t)-1)
		iconv_close(e->from);
	free(e->buf);
	free(e);
}

/*
 * Convert len bytes of s with cd into the handle's buffer, NUL-terminated,
 * as far as iconv goes: up to the first character it cannot convert.
 * Returns 1 if it converted them all.
 */
static int
convert(struct wenc *e, iconv_t cd, const char *s, size_t len)
{
	char	*in = (char *)s, *out;
	size_t	 inleft = len, outleft, done = 0;

	if (e->cap < len + 1) {
		e->cap = len + 1 > 64 ? len + 1 : 64;
		free(e->buf);
		e->buf = xmalloc(e->cap);
	}
	(void)iconv(cd, NULL, NULL, NULL, NULL);	/* the initial state */
	for (;;) {
		out = e->buf + done;
		outleft = e->cap - 1 - done;
		if (iconv(cd, &in, &inleft, &out, &outleft) != (size_t)-1 ||
		    errno != E2BIG) {
			done = (size_t)(out - e->buf);
			break;
		}
		done = (size_t)(out - e->buf);
		e->cap *= 2;
		e->buf = xreallocarray(e->buf, e->cap, 1);
	}
	e->buf[done] = '\0';
	return inleft == 0;
}

const char *
wenc_to_dict(struct wenc *e, const char *word, size_t len)
{
	char	*q;

	(void)convert(e, e->to, word, len);
	/* hunspell makes a typographic apostrophe plain after converting. */
	for (q = e->buf; (q = strstr(q, UAPOS)) != NULL; q++) {
		*q = '\'';
		memmove(q + 1, q + 3, strlen(q + 3) + 1);
	}
	return e->buf;
}

const char *
wenc_from_dict(struct wenc *e, const char *s, size_t len, int *whole)
{
	int	 all;

	all = convert(e, e->from, s, len);
	if (whole != NULL)
		*whole = all;
	return e->buf;
}
