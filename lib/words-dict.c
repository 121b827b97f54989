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
#include "words-enc.h"
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

/* What the bytes of a file must be. */
enum text {
	TEXT_UTF8,		/* UTF-8 text: stop at the first fault */
	TEXT_8BIT,		/* 8-bit text: stop at the first NUL byte */
	TEXT_EITHER		/* not known yet (an .aff before its SET) */
};

/* Where a file's bytes first stop being text, of either kind. */
struct faults {
	int		 utf8;		/* not UTF-8 text, at uline:ucol */
	unsigned long	 uline, ucol;
	char		 why[128];
	int		 nul;		/* a NUL byte, at nline:ncol */
	unsigned long	 nline, ncol;
};

/*
 * Say in err where and why the file at path is not text: not UTF-8 text
 * if utf8, else a NUL byte (which no 8-bit text holds).  Returns 0.
 */
static int
not_text(const char *path, const struct faults *f, int utf8, char *err,
    size_t errsize)
{
	if (utf8)
		snprintf(err, errsize, "%s:%lu:%lu: %s: not UTF-8 text (the "
		    "dictionary's encoding, SET UTF-8)", path, f->uline,
		    f->ucol, f->why);
	else
		snprintf(err, errsize, "%s:%lu:%lu: a NUL byte: not text",
		    path, f->nline, f->ncol);
	return 0;
}

/* Note the first fault of UTF-8 text the wtext found (or why says). */
static void
utf8_fault(struct faults *f, const struct wtext *t, const char *why)
{
	if (f->utf8)
		return;
	f->utf8 = 1;
	f->uline = t->line;
	f->ucol = t->col;
	snprintf(f->why, sizeof(f->why), "%s", why);
}

/*
 * Read the file at path a piece at a time, note in f where it stops being
 * text (see enum text: the first fault of the kind asked for ends the
 * reading with a message in err), and call fn on each line (its first
 * LINE_KEEP bytes, without the newline).  Returns 1, or 0 with a message
 * in err.
 */
static int
each_line(const char *path, enum text kind, struct faults *f, line_fn *fn,
    void *arg, char *err, size_t errsize)
{
	FILE		*fp;
	struct wtext	 text;
	char		 chunk[65536], line[LINE_KEEP + 1], why[128];
	size_t		 n, i, len = 0;
	unsigned long	 number = 1, col = 0;
	int		 ok = 1, partial = 0;

	memset(f, 0, sizeof(*f));
	if ((fp = fopen(path, "rb")) == NULL) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return 0;
	}
	wtext_init(&text);
	while (ok && (n = fread(chunk, 1, sizeof(chunk), fp)) > 0) {
		if (kind != TEXT_8BIT && !f->utf8 &&
		    !wtext_feed(&text, chunk, n, why, sizeof(why))) {
			utf8_fault(f, &text, why);
			if (kind == TEXT_UTF8) {
				ok = not_text(path, f, 1, err, errsize);
				break;
			}
		}
		for (i = 0; ok && i < n; i++) {
			if (chunk[i] != '\n') {
				col++;
				/* (In UTF-8, wtext_feed() found it.) */
				if (chunk[i] == '\0' && kind != TEXT_UTF8 &&
				    !f->nul) {
					f->nul = 1;
					f->nline = number;
					f->ncol = col;
					if (kind == TEXT_8BIT)
						ok = not_text(path, f, 0, err,
						    errsize);
				}
				if (len < LINE_KEEP)
					line[len++] = chunk[i];
				partial = 1;
				continue;
			}
			ok = hand(fn, arg, line, len, number++, err, errsize);
			len = 0;
			col = 0;
			partial = 0;
		}
	}
	if (ok && ferror(fp)) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		ok = 0;
	}
	fclose(fp);
	if (ok && kind != TEXT_8BIT && !f->utf8 &&
	    !wtext_end(&text, why, sizeof(why))) {
		utf8_fault(f, &text, why);
		if (kind == TEXT_UTF8)
			ok = not_text(path, f, 1, err, errsize);
	}
	if (ok && partial)
		ok = hand(fn, arg, line, len, number, err, errsize);
	return ok;
}

/* What an affix file says that refkit needs. */
struct aff {
	char	 set[64];
	int	 set_seen;
	char	*wordchars;
	int	 lines;			/* lines not blank */
};

/*
 * Read a line of an affix file: SET and WORDCHARS, as hunspell reads
 * them: a line that starts with the name (SETX too), its second field,
 * and the first such line only (hunspell calls the others "multiple
 * definitions" and leaves them).
 */
static int
aff_line(const struct line *l, void *arg, char *err, size_t errsize)
{
	struct aff	*a = arg;
	char		 value[LINE_KEEP];
	const char	*p = l->s;

	(void)err;
	(void)errsize;
	if (l->blank)
		return 1;
	a->lines++;
	if (l->number == 1 && strncmp(p, BOM, 3) == 0)
		p += 3;
	if (sscanf(p, "%*s %1023s", value) != 1)
		return 1;
	if (strncmp(p, "SET", 3) == 0 && !a->set_seen) {
		snprintf(a->set, sizeof(a->set), "%.63s", value);
		a->set_seen = 1;
	} else if (strncmp(p, "WORDCHARS", 9) == 0 && a->wordchars == NULL)
		a->wordchars = xstrdup(value);
	return 1;
}

int
wdict_check_aff(const char *path, char **encoding, char **wordchars,
    char *err, size_t errsize)
{
	struct aff	 a;
	struct faults	 f;
	struct wenc	*e = NULL;
	char		 why[256];
	int		 utf8;

	memset(&a, 0, sizeof(a));
	snprintf(a.set, sizeof(a.set), "ISO8859-1");	/* hunspell's */
	*encoding = *wordchars = NULL;
	if (!each_line(path, TEXT_EITHER, &f, aff_line, &a, err, errsize)) {
		free(a.wordchars);
		return 0;
	}
	utf8 = wenc_is_utf8(a.set);
	if (a.lines == 0) {
		free(a.wordchars);
		snprintf(err, errsize, "%s: an empty affix file: a "
		    "dictionary's .aff says at least 'SET UTF-8'", path);
		return 0;
	}
	if (utf8 ? f.utf8 : f.nul) {
		free(a.wordchars);
		return not_text(path, &f, utf8, err, errsize);
	}
	if (!utf8 && (e = wenc_open(a.set, why, sizeof(why))) == NULL) {
		free(a.wordchars);
		snprintf(err, errsize, "%s: the dictionary's encoding (SET "
		    "%s): %s", path, a.set, why);
		return 0;
	}
	if (e != NULL && a.wordchars != NULL) {
		/* The tokenizer reads them in UTF-8, as hunspell does. */
		*wordchars = xstrdup(wenc_from_dict(e, a.wordchars,
		    strlen(a.wordchars), NULL));
		free(a.wordchars);
	} else
		*wordchars = a.wordchars;
	wenc_close(e);
	*encoding = xstrdup(a.set);
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
	const char	*p = l->s, *rest;
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
	/* A comment may follow the count, as hunspell reads it. */
	rest = p + n + strspn(p + n, " \t");
	if (n == 0 || n >= sizeof(digits) || (*rest != '#' &&
	    !blank(rest, strlen(rest)))) {
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
wdict_check_dic(const char *path, const char *encoding, char *err,
    size_t errsize)
{
	struct dic	 d;
	struct faults	 f;

	memset(&d, 0, sizeof(d));
	d.path = path;
	if (!each_line(path, wenc_is_utf8(encoding) ? TEXT_UTF8 : TEXT_8BIT,
	    &f, dic_line, &d, err, errsize))
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
