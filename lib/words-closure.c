/*
 * words-closure.c: reading the closure of simple words and asking it (the
 * format is in words-closure.h).
 *
 * The loader holds the file to its exact shape: the header lines in their
 * order, then N lines each of a simple word of the letters named (in lower
 * case, or a spelling in mixed case), a tab, a digit (0-7, or 0-1 for a
 * mixed spelling) and a newline, no form twice.  The forms go into an
 * open-addressing hash table (half as many slots again as forms, or more),
 * which a lookup probes with the word folded to lower case, or with the
 * word as written if its case is mixed.
 */
#define _DEFAULT_SOURCE		/* madvise(2)'s MADV_HUGEPAGE */

#include <sys/mman.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "numarg.h"
#include "words-closure.h"
#include "words-index.h"
#include "words-letters.h"
#include "words-text.h"

#define MAGIC		WCLOSURE_MAGIC
#define MAXFORM		WCLOSURE_MAXFORM
#define REBUILD		"a damaged closure: run make to build it again"

#define HEAD		16	/* a form's bytes a slot holds */
#define HUGE_PAGE	(2 << 20)

/*
 * A slot: where its form is in the file, its length, its cases, the top
 * bits of its hash and the form's first HEAD bytes, so that a lookup
 * reads the file (another cache miss) only for a longer form.
 */
struct slot {
	uint32_t	 off;
	uint8_t		 len;		/* 0: the slot is free */
	uint8_t		 cases;
	uint16_t	 tag;
	char		 head[HEAD];
};

struct wclosure {
	char		*data;		/* the whole file */
	char		*aff, *dic;	/* its aff and dic lines */
	struct slot	*slot;
	size_t		 mask;		/* slots - 1 */
	size_t		 n;
	int		 complete;
	enum wletters	 set;		/* the letters of its forms */
};

/* FNV-1a of len bytes. */
static uint64_t
hash(const char *s, size_t len)
{
	uint64_t	 h = 0xcbf29ce484222325ULL;
	size_t		 i;

	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 0x100000001b3ULL;
	return h;
}

/*
 * The slots of the table of a closure of n forms: a power of two, at least
 * n and half n again.  Twice n made en_US's table 12 MiB, most of
 * ag-check's memory; at most two thirds full, a lookup still probes
 * neighbours in one or two cache lines.
 */
static size_t
table_size(size_t n)
{
	size_t	 slots;

	for (slots = 1024; slots < n + n / 2; slots *= 2)
		;
	return slots;
}

size_t
wclosure_first_slot(const char *form, size_t len, size_t n)
{
	return hash(form, len) & (table_size(n) - 1);
}

/*
 * A zeroed table of size bytes, in huge pages where the system gives them
 * (a table of 2 MiB or more): a lookup's cache miss then costs no TLB
 * miss as well, a sixth of wordck's time on a text of distinct words.
 */
static void *
table_alloc(size_t size)
{
	void	*p;

	if (size < HUGE_PAGE || posix_memalign(&p, HUGE_PAGE, size) != 0)
		return xcalloc(1, size);
#ifdef MADV_HUGEPAGE
	(void)madvise(p, size, MADV_HUGEPAGE);
#endif
	memset(p, 0, size);
	return p;
}

/* The top bits of a hash, a slot's tag. */
static uint16_t
tag(uint64_t h)
{
	return (uint16_t)(h >> 48);
}

/*
 * The slot of the form (len bytes) whose hash is h: its own, or the free
 * one where it would go.
 */
static struct slot *
probe(const struct wclosure *x, const char *form, size_t len, uint64_t h)
{
	struct slot	*s;
	size_t		 i;

	for (i = h & x->mask; ; i = (i + 1) & x->mask) {
		s = &x->slot[i];
		if (s->len == 0)
			return s;
		if (s->len != len || s->tag != tag(h))
			continue;
		if (len <= HEAD ? memcmp(s->head, form, len) == 0 :
		    memcmp(s->head, form, HEAD) == 0 &&
		    memcmp(x->data + s->off + HEAD, form + HEAD, len - HEAD) ==
		    0)
			return s;
	}
}

/* Cut the next line at p (before end); NULL if there is no newline. */
static char *
cut(char **p, const char *end)
{
	char	*line = *p, *nl;

	if (line >= end || (nl = memchr(line, '\n', (size_t)(end - line))) ==
	    NULL)
		return NULL;
	*nl = '\0';
	*p = nl + 1;
	return line;
}

/* Fill err with what is damaged at line; NULL. */
static struct wclosure *
damaged(struct wclosure *x, const char *path, size_t line, const char *what,
    char *err, size_t errsize)
{
	snprintf(err, errsize, "%s:%zu: %s: %s", path, line, what, REBUILD);
	wclosure_free(x);
	return NULL;
}

/*
 * Whether the line at p (before end) is the usual one: a form of small
 * letters a-z and apostrophes, a tab, a digit 0-7 and a newline, which
 * needs no wletter_fold() to be read (its bytes are their own fold, its
 * case is lower); if so, the form's length into *len and its hash()
 * into *h, in the one pass.
 */
static int
usual_form(const char *p, const char *end, size_t *len, uint64_t *h)
{
	const unsigned char *u = (const unsigned char *)p;
	size_t		 i, left = (size_t)(end - p);
	uint64_t	 hh = 0xcbf29ce484222325ULL;

	for (i = 0; i < left && ((u[i] >= 'a' && u[i] <= 'z') ||
	    u[i] == '\''); i++)
		hh = (hh ^ u[i]) * 0x100000001b3ULL;
	if (i == 0 || i > MAXFORM || left - i < 3 || u[i] != '\t' ||
	    u[i + 1] < '0' || u[i + 1] > '7' || u[i + 2] != '\n')
		return 0;
	*len = i;
	*h = hh;
	return 1;
}

/* Read the form lines from p to end into the table; NULL or a message. */
static const char *
read_forms(struct wclosure *x, char *p, const char *end, size_t *line)
{
	struct slot	*s;
	char		*form;
	size_t		 len;
	uint64_t	 h;
	enum wcase	 kind;

	while (p < end) {
		if (usual_form(p, end, &len, &h)) {
			form = p;
			p += len + 3;
			(*line)++;
		} else {
			if ((form = cut(&p, end)) == NULL)
				break;
			(*line)++;
			len = strcspn(form, "\t");
			if (len == 0 || len > MAXFORM || form[len] != '\t' ||
			    !wletter_fold(form, len, x->set, NULL, &kind) ||
			    (kind != WCASE_LOWER && kind != WCASE_MIXED) ||
			    form[len + 1] < '0' ||
			    form[len + 1] > (kind == WCASE_MIXED ? '1' : '7') ||
			    form[len + 2] != '\0')
				return "expected a form in lower case, a tab "
				    "and a digit 0-7, or a spelling in mixed "
				    "case, a tab and 0 or 1";
			h = hash(form, len);
		}
		s = probe(x, form, len, h);
		if (s->len != 0)
			return "a form twice";
		s->off = (uint32_t)(form - x->data);
		s->len = (uint8_t)len;
		s->cases = (uint8_t)(form[len + 1] - '0');
		s->tag = tag(h);
		memcpy(s->head, form, len < HEAD ? len : HEAD);
		x->n++;
	}
	return p == end ? NULL : "the last line has no newline";
}

struct wclosure *
wclosure_load(const char *path, char *err, size_t errsize)
{
	struct wclosure	*x;
	const char	*what;
	char		*p, *end, *line[7], why[128];
	uint64_t	 n;
	size_t		 len, i, slots;

	x = xcalloc(1, sizeof(*x));
	if ((x->data = wtext_slurp(path, &len, err, errsize)) == NULL) {
		free(x);
		return NULL;
	}
	if (len >= UINT32_MAX)
		return damaged(x, path, 0, "too large", err, errsize);
	p = x->data;
	end = x->data + len;
	for (i = 0; i < 7; i++)
		if ((line[i] = cut(&p, end)) == NULL)
			return damaged(x, path, i + 1, "the header is cut "
			    "short", err, errsize);
	if (strcmp(line[0], MAGIC) != 0)
		return damaged(x, path, 1, "not a closure (no '" MAGIC
		    "' line)", err, errsize);
	if (strncmp(line[1], "aff ", 4) != 0 ||
	    strncmp(line[2], "dic ", 4) != 0)
		return damaged(x, path, 2, "expected the aff and dic lines",
		    err, errsize);
	if (strcmp(line[3], "complete 0") != 0 &&
	    strcmp(line[3], "complete 1") != 0)
		return damaged(x, path, 4, "expected 'complete 0' or "
		    "'complete 1'", err, errsize);
	if (strcmp(line[4], "letters ascii") != 0 &&
	    strcmp(line[4], "letters latin") != 0)
		return damaged(x, path, 5, "expected 'letters ascii' or "
		    "'letters latin'", err, errsize);
	if (strncmp(line[5], "forms ", 6) != 0 ||
	    !numarg(line[5] + 6, 0, (end - p) / 3, &n, why) ||
	    *line[6] != '\0')
		return damaged(x, path, 6, "expected 'forms N' (N no more "
		    "than the lines that follow) and an empty line", err,
		    errsize);
	x->set = line[4][8] == 'l' ? WLETTERS_LATIN : WLETTERS_ASCII;
	x->aff = line[1];
	x->dic = line[2];
	x->complete = line[3][9] == '1';
	slots = table_size(n);
	x->slot = table_alloc(slots * sizeof(*x->slot));
	x->mask = slots - 1;
	i = 7;
	if ((what = read_forms(x, p, end, &i)) != NULL)
		return damaged(x, path, i, what, err, errsize);
	if (x->n != n)
		return damaged(x, path, 6, "the forms line does not count the "
		    "forms", err, errsize);
	return x;
}

void
wclosure_free(struct wclosure *x)
{
	if (x == NULL)
		return;
	free(x->data);
	free(x->slot);
	free(x);
}

void
wclosure_header(char *buf, size_t size, unsigned long long aff_size,
    unsigned long long aff_hash, unsigned long long dic_size,
    unsigned long long dic_hash, int complete, enum wletters set,
    size_t forms)
{
	snprintf(buf, size, "%s\naff %llu %016llx\ndic %llu %016llx\n"
	    "complete %d\nletters %s\nforms %zu\n\n", MAGIC, aff_size,
	    aff_hash, dic_size, dic_hash, complete,
	    set == WLETTERS_LATIN ? "latin" : "ascii", forms);
}

/* Whether line is the header line of the file at path (aff or dic). */
static int
same_file(const char *line, const char *kind, const char *path, char *err,
    size_t errsize)
{
	uint64_t	 h, size;
	char		 want[128];

	if (!windex_hash_file(path, &h, &size, err, errsize))
		return 0;
	snprintf(want, sizeof(want), "%s %llu %016llx", kind,
	    (unsigned long long)size, (unsigned long long)h);
	if (strcmp(line, want) != 0) {
		snprintf(err, errsize, "it was built from another %s", path);
		return 0;
	}
	return 1;
}

int
wclosure_built_from(const struct wclosure *x, const char *aff,
    const char *dic, char *err, size_t errsize)
{
	return same_file(x->aff, "aff", aff, err, errsize) &&
	    same_file(x->dic, "dic", dic, err, errsize);
}

int
wclosure_complete(const struct wclosure *x)
{
	return x->complete;
}

size_t
wclosure_count(const struct wclosure *x)
{
	return x->n;
}

enum wclosure_answer
wclosure_says(const struct wclosure *x, const char *word, size_t len)
{
	const struct slot *s;
	const char	*key;
	char		 low[MAXFORM];
	enum wcase	 kind;
	static const int bit[] = { WCLOSURE_LOWER, WCLOSURE_INITIAL,
	    WCLOSURE_UPPER };

	if (len > MAXFORM)
		return x->complete && wletter_fold(word, len, x->set, NULL,
		    NULL) ? WCLOSURE_NO : WCLOSURE_UNKNOWN;
	if (!wletter_fold(word, len, x->set, low, &kind))
		return WCLOSURE_UNKNOWN;
	/* A spelling in mixed case is hunspell's only as written. */
	key = kind == WCASE_MIXED ? word : low;
	s = probe(x, key, len, hash(key, len));
	if (s->len == 0)
		return x->complete ? WCLOSURE_NO : WCLOSURE_UNKNOWN;
	if (kind == WCASE_MIXED)
		return (s->cases & 1) ? WCLOSURE_YES : WCLOSURE_NO;
	return (s->cases & bit[kind]) ? WCLOSURE_YES : WCLOSURE_NO;
}
