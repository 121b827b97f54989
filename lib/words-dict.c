/*
 * words-dict.c: checking a dictionary's files (see words-dict.h).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "numarg.h"
#include "words-dict.h"
#include "words-text.h"

#define LINE_KEEP	1024	/* bytes of a line kept to be read */
#define BOM		"\xef\xbb\xbf"

/* What a line handler is given: the start of a line, and where it is. */
struct line {
	char		*s;		/* its first LINE_KEEP bytes at most */
	size_t		 len;
	unsigned long	 number;
	int		 blank;		/* only blanks, CR and a BOM */
};

typedef int	 line_fn(const struct line *, void *arg, char *err,
		    size_t errsize);

/* Whether the bytes are blanks (a CR, a byte order mark) only. */
static int
blank(const char *s, size_t len)
{
	size_t	 i = 0;

	if (len >= 3 && memcmp(s, BOM, 3) == 0)
		i = 3;
	for (; i < len; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r')
			return 0;
	return 1;
}

/* Hand the line kept in buf to fn. */
static int
hand(line_fn *fn, void *arg, char *buf, size_t len, unsigned long number,
    char *err, size_t errsize)
{
	struct line	 l;

	buf[len] = '\0';
	l.s = buf;
	l.len = len;
	l.number = number;
	l.blank = blank(buf, len);
	return fn(&l, arg, err, errsize);
}

/*
 * Read the file at path a piece at a time, check that it is UTF-8 text,
 * and call fn on each line (its first LINE_KEEP bytes, without the
 * newline).  Returns 1, or 0 with a message in err.
 */
static int
each_line(const char *path, line_fn *fn, void *arg, char *err,
    size_t errsize)
{
	FILE		*fp;
	struct wtext	 text;
	char		 chunk[65536], line[LINE_KEEP + 1], why[128];
	size_t		 n, i, len = 0;
	unsigned long	 number = 1;
	int		 ok = 1, partial = 0;

	if ((fp = fopen(path, "rb")) == NULL) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return 0;
	}
	wtext_init(&text);
	while (ok && (n = fread(chunk, 1, sizeof(chunk), fp)) > 0) {
		if (!wtext_feed(&text, chunk, n, why, sizeof(why))) {
			snprintf(err, errsize, "%s:%lu:%lu: %s: not UTF-8 "
			    "text (refkit reads UTF-8 dictionaries only)",
			    path, text.line, text.col, why);
			ok = 0;
			break;
		}
		for (i = 0; ok && i < n; i++) {
			if (chunk[i] != '\n') {
				if (len < LINE_KEEP)
					line[len++] = chunk[i];
				partial = 1;
				continue;
			}
			ok = hand(fn, arg, line, len, number++, err, errsize);
			len = 0;
			partial = 0;
		}
	}
	if (ok && ferror(fp)) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		ok = 0;
	}
	fclose(fp);
	if (ok && !wtext_end(&text, why, sizeof(why))) {
		snprintf(err, errsize, "%s:%lu:%lu: %s: not UTF-8 text "
		    "(refkit reads UTF-8 dictionaries only)", path, text.line,
		    text.col, why);
		ok = 0;
	}
	if (ok && partial)
		ok = hand(fn, arg, line, len, number, err, errsize);
	return ok;
}

/* What an affix file says that refkit needs. */
struct aff {
	char	 set[64];
	char	*wordchars;
	int	 lines;			/* lines not blank */
};

/* Read a line of an affix file: SET and WORDCHARS. */
static int
aff_line(const struct line *l, void *arg, char *err, size_t errsize)
{
	struct aff	*a = arg;
	char		 key[32], value[LINE_KEEP];
	const char	*p = l->s;

	(void)err;
	(void)errsize;
	if (l->blank)
		return 1;
	a->lines++;
	if (l->number == 1 && strncmp(p, BOM, 3) == 0)
		p += 3;
	if (sscanf(p, "%31s %1023s", key, value) != 2)
		return 1;
	if (strcmp(key, "SET") == 0)
		snprintf(a->set, sizeof(a->set), "%.63s", value);
	else if (strcmp(key, "WORDCHARS") == 0) {
		free(a->wordchars);
		a->wordchars = xstrdup(value);
	}
	return 1;
}

int
wdict_check_aff(const char *path, char **wordchars, char *err,
    size_t errsize)
{
	struct aff	 a;

	memset(&a, 0, sizeof(a));
	snprintf(a.set, sizeof(a.set), "ISO8859-1");	/* hunspell's */
	*wordchars = NULL;
	if (!each_line(path, aff_line, &a, err, errsize)) {
		free(a.wordchars);
		return 0;
	}
	if (a.lines == 0) {
		free(a.wordchars);
		snprintf(err, errsize, "%s: an empty affix file: a "
		    "dictionary's .aff says at least 'SET UTF-8'", path);
		return 0;
	}
	if (strcmp(a.set, "UTF-8") != 0 && strcmp(a.set, "utf-8") != 0) {
		free(a.wordchars);
		snprintf(err, errsize, "%s: the dictionary's encoding is %s: "
		    "refkit reads UTF-8 only (its affix file needs "
		    "'SET UTF-8')", path, a.set);
		return 0;
	}
	*wordchars = a.wordchars;
	return 1;
}

/* What a word file holds: its count, and the lines of words after it. */
struct dic {
	const char	*path;
	uint64_t	 count;
	uint64_t	 words;
};

/* Read a line of a word file: the count first, then words. */
static int
dic_line(const struct line *l, void *arg, char *err, size_t errsize)
{
	struct dic	*d = arg;
	char		 digits[32], why[128];
	const char	*p = l->s;
	size_t		 n;

	if (l->number > 1) {
		d->words += !l->blank;
		return 1;
	}
	/* The count, with blanks around it, after a byte order mark. */
	if (l->len == 0)
		return 1;	/* said below, by what follows */
	if (strncmp(p, BOM, 3) == 0)
		p += 3;
	p += strspn(p, " \t");
	n = strspn(p, "0123456789");
	if (n == 0 || n >= sizeof(digits) || !blank(p + n, strlen(p + n))) {
		snprintf(err, errsize, "%s:1: the first line is not the "
		    "number of words (a .dic starts with it)", d->path);
		return 0;
	}
	memcpy(digits, p, n);
	digits[n] = '\0';
	if (!numarg(digits, 1, UINT64_MAX, &d->count, why)) {
		snprintf(err, errsize, "%s:1: the number of words: %s",
		    d->path, why);
		return 0;
	}
	return 1;
}

int
wdict_check_dic(const char *path, char *err, size_t errsize)
{
	struct dic	 d;

	memset(&d, 0, sizeof(d));
	d.path = path;
	if (!each_line(path, dic_line, &d, err, errsize))
		return 0;
	if (d.count == 0 && d.words == 0) {
		snprintf(err, errsize, "%s: an empty word file: a .dic is the "
		    "number of words, then the words", path);
		return 0;
	}
	if (d.count == 0) {
		snprintf(err, errsize, "%s:1: the first line is not the "
		    "number of words (a .dic starts with it)", path);
		return 0;
	}
	if (d.words == 0) {
		snprintf(err, errsize, "%s: no words after the number of "
		    "words", path);
		return 0;
	}
	if (d.count > 2 * d.words) {
		snprintf(err, errsize, "%s:1: the number of words is %" PRIu64
		    ", and %" PRIu64 " line%s of words follow%s: the file is "
		    "cut short or the number is wrong", path, d.count, d.words,
		    d.words == 1 ? "" : "s", d.words == 1 ? "s" : "");
		return 0;
	}
	return 1;
}
