/*
 * words-closure.c: writing and reading the closure of simple words and
 * asking it (the format is in words-closure.h).
 *
 * The forms are in an open-addressing hash table (half as many slots
 * again as forms, or more), which a lookup probes with the word folded
 * to lower case, or with the word as written if its case is mixed.  The
 * builder makes the table and writes it whole; the loader reads it into
 * memory as it is, checks it (the header, the size, and unless the file
 * is under its seal a checksum and each slot against the forms' bytes)
 * and probes it where it lies.
 */
#include <sys/mman.h>
#include <sys/stat.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "numarg.h"
#include "words-closure.h"
#include "words-index.h"
#include "words-letters.h"
#include "words-sum.h"

#define MAGIC		WCLOSURE_MAGIC
#define MAXFORM		WCLOSURE_MAXFORM
#define REBUILD		"a damaged closure: run make to build it again"
#define HEADER		WCLOSURE_HEADER
#define NLINES		13	/* the header's lines before the empty one */

#define HEAD		16	/* a form's bytes a slot holds */

/*
 * A slot: where its form is in the forms' bytes, its length, its cases,
 * the top bits of its hash and the form's first HEAD bytes, so that a
 * lookup reads the forms (another cache miss) only for a longer form.
 * The file holds the slots as they are in memory (24 bytes, no padding).
 */
struct slot {
	uint32_t	 off;
	uint8_t		 len;		/* 0: the slot is free */
	uint8_t		 cases;
	uint16_t	 tag;
	char		 head[HEAD];
};

struct wclosure {
	char		 head[HEADER + 1];	/* the file's header, lines cut */
	char		*map;		/* the file, mapped (mapsize bytes) */
	size_t		 mapsize;
	char		*aff, *dic;	/* its aff and dic lines */
	struct slot	*slot;		/* in data */
	const char	*bytes;		/* the forms' bytes, in data */
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
		    memcmp(x->bytes + s->off + HEAD, form + HEAD, len - HEAD) ==
		    0)
			return s;
	}
}

_Static_assert(sizeof(struct slot) == 24, "a slot is 24 bytes, as written");

/* The layout line of this machine's slots. */
static const char *
layout(void)
{
	static const uint16_t one = 1;

	return *(const unsigned char *)&one == 1 ? "layout 24 little" :
	    "layout 24 big";
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

/* Fill err with what is damaged at line (0: the whole file); NULL. */
static struct wclosure *
damaged(struct wclosure *x, const char *path, size_t line, const char *what,
    char *err, size_t errsize)
{
	if (line > 0)
		snprintf(err, errsize, "%s:%zu: %s: %s", path, line, what,
		    REBUILD);
	else
		snprintf(err, errsize, "%s: %s: %s", path, what, REBUILD);
	wclosure_free(x);
	return NULL;
}

/*
 * Whether the len bytes at form, with these cases, may be in a closure
 * of the letters set: a form in lower case with cases 0-7, or a spelling
 * in mixed case with 0 or 1.
 */
static int
closure_form(const char *form, size_t len, enum wletters set, int cases)
{
	enum wcase	 kind;

	return len > 0 && len <= MAXFORM &&
	    wletter_fold(form, len, set, NULL, &kind) &&
	    (kind == WCASE_LOWER || kind == WCASE_MIXED) && cases >= 0 &&
	    cases <= (kind == WCASE_MIXED ? 1 : 7);
}

/* The line "kind-seal INO SIZE SEC NSEC" of the seal (NULL: none). */
static void
seal_line(char *line, size_t size, const char *kind,
    const struct windex_seal *seal)
{
	static const struct windex_seal none;

	if (seal == NULL)
		seal = &none;
	snprintf(line, size, "%s-seal %llu %llu %llu %llu", kind,
	    (unsigned long long)seal->ino, (unsigned long long)seal->size,
	    (unsigned long long)seal->sec, (unsigned long long)seal->nsec);
}

int
wclosure_write(FILE *fp, unsigned long long aff_size,
    unsigned long long aff_hash, unsigned long long dic_size,
    unsigned long long dic_hash, const struct windex_seal *aff_seal,
    const struct windex_seal *dic_seal, int complete, enum wletters set,
    char *const form[], const unsigned char cases[], size_t n, char *err,
    size_t errsize)
{
	struct wclosure	 x;
	struct slot	*s;
	struct wsum	 sum = { 0, 0 };
	char		 head[HEADER], *bytes, aff_line[128], dic_line[128];
	size_t		 i, len, total = 0, slots, off = 0;
	uint64_t	 h;
	int		 ok = 1;

	for (i = 0; i < n; i++) {
		len = strlen(form[i]);
		if (!closure_form(form[i], len, set, cases[i])) {
			snprintf(err, errsize, "%.40s, cases %d: expected a "
			    "form in lower case with cases 0-7, or a spelling "
			    "in mixed case with 0 or 1", form[i], cases[i]);
			return 0;
		}
		total += len;
	}
	total = (total + 7) / 8 * 8;
	if (total >= UINT32_MAX) {
		snprintf(err, errsize, "the forms are too many bytes");
		return 0;
	}
	slots = table_size(n);
	memset(&x, 0, sizeof(x));
	x.slot = xcalloc(slots, sizeof(*x.slot));
	x.mask = slots - 1;
	x.bytes = bytes = xcalloc(1, total + 1);
	for (i = 0; ok && i < n; i++) {
		len = strlen(form[i]);
		memcpy(bytes + off, form[i], len);
		h = hash(form[i], len);
		s = probe(&x, form[i], len, h);
		if (s->len != 0) {
			snprintf(err, errsize, "%.40s: a form twice", form[i]);
			ok = 0;
			break;
		}
		s->off = (uint32_t)off;
		s->len = (uint8_t)len;
		s->cases = cases[i];
		s->tag = tag(h);
		memcpy(s->head, form[i], len < HEAD ? len : HEAD);
		off += len;
	}
	if (ok) {
		wsum_add(&sum, x.slot, slots * sizeof(*x.slot));
		wsum_add(&sum, bytes, total);
		memset(head, 0, sizeof(head));
		seal_line(aff_line, sizeof(aff_line), "aff", aff_seal);
		seal_line(dic_line, sizeof(dic_line), "dic", dic_seal);
		snprintf(head, sizeof(head), "%s\naff %llu %016llx\n"
		    "dic %llu %016llx\ncomplete %d\nletters %s\nforms %zu\n"
		    "slots %zu\nbytes %zu\nsum %016llx\n%s\n%s\n%s\n"
		    "seal 0 0 0 0\n\n", MAGIC, aff_size, aff_hash, dic_size,
		    dic_hash, complete != 0, set == WLETTERS_LATIN ? "latin" :
		    "ascii", n, slots, total, (unsigned long long)wsum_end(&sum),
		    layout(), aff_line, dic_line);
		if (fwrite(head, 1, HEADER, fp) != HEADER ||
		    fwrite(x.slot, sizeof(*x.slot), slots, fp) != slots ||
		    fwrite(bytes, 1, total, fp) != total) {
			snprintf(err, errsize, "%s", strerror(errno));
			ok = 0;
		}
	}
	free(x.slot);
	free(bytes);
	return ok;
}

/*
 * Open the file at path: its header (HEADER bytes at most) into x->head,
 * the rest mapped, read-only, at x->map (the pages the kernel has of the
 * file, not a copy); what fstat() says of it into *st, its size into
 * *size.  Returns 1, or 0 with a message in err.
 */
static int
open_image(struct wclosure *x, const char *path, struct stat *st,
    size_t *size, char *err, size_t errsize)
{
	FILE		*fp;
	size_t		 n;

	if ((fp = fopen(path, "rb")) == NULL) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return 0;
	}
	if (fstat(fileno(fp), st) == -1 || !S_ISREG(st->st_mode) ||
	    (uintmax_t)st->st_size >= SIZE_MAX) {
		snprintf(err, errsize, "%s: not a regular file", path);
		fclose(fp);
		return 0;
	}
	*size = (size_t)st->st_size;
	n = *size < HEADER ? *size : HEADER;
	if (fread(x->head, 1, n, fp) != n) {
		snprintf(err, errsize, "%s: %s", path, ferror(fp) ?
		    strerror(errno) : "the file changed while it was read");
		fclose(fp);
		return 0;
	}
	x->head[n] = '\0';
	if (*size > HEADER) {
		x->map = mmap(NULL, *size, PROT_READ, MAP_PRIVATE, fileno(fp),
		    0);
		if (x->map == MAP_FAILED) {
			x->map = NULL;
			snprintf(err, errsize, "%s: %s", path, strerror(errno));
			fclose(fp);
			return 0;
		}
		x->mapsize = *size;
	}
	fclose(fp);
	return 1;
}

/* What a closure's header gives. */
struct header {
	uint64_t	 forms, slots, bytes, sum;
	struct windex_seal seal;
};

/*
 * Read the header of the file of size bytes in x->head into x and h.
 * Returns NULL, or what is wrong and the line in *line (0: no line).
 */
static const char *
read_header(struct wclosure *x, size_t size, struct header *h,
    size_t *line)
{
	char		*p = x->head, *l[NLINES + 1], why[128];
	const char	*end = x->head + (size < HEADER ? size : HEADER);
	size_t		 i;

	for (i = 0; i <= NLINES; i++) {
		*line = i + 1;
		if ((l[i] = cut(&p, end)) == NULL)
			return i == 0 || strcmp(l[0], MAGIC) == 0 ? "the "
			    "header is cut short" : "not a closure (no '"
			    MAGIC "' line)";
		if (i == 0 && strcmp(l[0], MAGIC) != 0)
			return "not a closure (no '" MAGIC "' line)";
	}
	*line = 2;
	if (strncmp(l[1], "aff ", 4) != 0 || strncmp(l[2], "dic ", 4) != 0)
		return "expected the aff and dic lines";
	*line = 4;
	if (strcmp(l[3], "complete 0") != 0 && strcmp(l[3], "complete 1") != 0)
		return "expected 'complete 0' or 'complete 1'";
	*line = 5;
	if (strcmp(l[4], "letters ascii") != 0 &&
	    strcmp(l[4], "letters latin") != 0)
		return "expected 'letters ascii' or 'letters latin'";
	*line = 6;
	if (strncmp(l[5], "forms ", 6) != 0 ||
	    !numarg(l[5] + 6, 0, UINT32_MAX / 2, &h->forms, why))
		return "expected 'forms N'";
	*line = 7;
	if (strncmp(l[6], "slots ", 6) != 0 ||
	    !numarg(l[6] + 6, 0, UINT32_MAX, &h->slots, why) ||
	    h->slots != table_size(h->forms))
		return "expected 'slots S', S the slots of a table of the forms";
	*line = 8;
	if (strncmp(l[7], "bytes ", 6) != 0 ||
	    !numarg(l[7] + 6, 0, UINT32_MAX - 1, &h->bytes, why) ||
	    h->bytes % 8 != 0 || h->bytes < h->forms)
		return "expected 'bytes B', B a multiple of 8, one at least "
		    "a form";
	*line = 9;
	if (strncmp(l[8], "sum ", 4) != 0 ||
	    !windex_read_hash(l[8] + 4, &h->sum))
		return "expected 'sum HASH' (16 hexadecimal digits)";
	*line = 10;
	if (strcmp(l[9], "layout 24 little") != 0 &&
	    strcmp(l[9], "layout 24 big") != 0)
		return "expected 'layout 24 little' or 'layout 24 big'";
	if (strcmp(l[9], layout()) != 0)
		return "built on a machine of another byte order";
	*line = 11;
	if (strncmp(l[10], "aff-", 4) != 0 || !windex_read_seal(l[10] + 4,
	    &h->seal))
		return "expected 'aff-seal INO SIZE SEC NSEC'";
	*line = 12;
	if (strncmp(l[11], "dic-", 4) != 0 || !windex_read_seal(l[11] + 4,
	    &h->seal))
		return "expected 'dic-seal INO SIZE SEC NSEC'";
	*line = 13;
	if (!windex_read_seal(l[12], &h->seal))
		return "expected 'seal INO SIZE SEC NSEC'";
	*line = 14;
	if (*l[13] != '\0')
		return "expected an empty line after the header";
	for (; p < end; p++)
		if (*p != '\0')
			return "expected NUL bytes to the end of the header";
	*line = 0;
	if (size < HEADER)
		return "cut short in its header";
	x->set = l[4][8] == 'l' ? WLETTERS_LATIN : WLETTERS_ASCII;
	x->aff = l[1];
	x->dic = l[2];
	x->complete = l[3][9] == '1';
	return NULL;
}

/*
 * Check the table and the forms' bytes of x against the header h: the
 * checksum, and each slot's form within the bytes.  NULL, or what is
 * wrong.
 */
static const char *
check_body(struct wclosure *x, const struct header *h)
{
	const struct slot *s;
	struct wsum	 sum = { 0, 0 };
	size_t		 i, n = 0;
	int		 past = 0;

	/* No branch on a slot (a free one is all 0, as the builder wrote). */
	for (i = 0; i <= x->mask; i++) {
		s = &x->slot[i];
		wsum_add(&sum, s, sizeof(*s));
		n += s->len != 0;
		past |= ((uint64_t)s->off + s->len > h->bytes) | (s->cases > 7);
	}
	if (past)
		return "a slot whose form is past the forms' bytes, or whose "
		    "cases are past 7";
	wsum_add(&sum, x->bytes, h->bytes);
	if (wsum_end(&sum) != h->sum)
		return "its checksum is not the sum line's: the file is "
		    "damaged";
	if (n != h->forms)
		return "the forms line does not count the forms";
	x->n = n;
	return NULL;
}

struct wclosure *
wclosure_load(const char *path, char *err, size_t errsize)
{
	struct wclosure	*x;
	struct header	 h;
	struct stat	 st;
	const char	*what;
	size_t		 size, line;

	x = xcalloc(1, sizeof(*x));
	if (!open_image(x, path, &st, &size, err, errsize)) {
		free(x);
		return NULL;
	}
	if ((what = read_header(x, size, &h, &line)) != NULL)
		return damaged(x, path, line, what, err, errsize);
	if (size != HEADER + h.slots * sizeof(struct slot) + h.bytes) {
		snprintf(err, errsize, "%s: %zu bytes, and its header says "
		    "%llu: it is cut short or added to: %s", path, size,
		    (unsigned long long)(HEADER + h.slots *
		    sizeof(struct slot) + h.bytes), REBUILD);
		wclosure_free(x);
		return NULL;
	}
	x->slot = (struct slot *)(x->map + HEADER);
	x->mask = h.slots - 1;
	x->bytes = x->map + HEADER + h.slots * sizeof(struct slot);
	/* Under its seal, the file is as wordck-closure checked it. */
	if (windex_seal_holds(&h.seal, &st))
		x->n = (size_t)h.forms;
	else if ((what = check_body(x, &h)) != NULL)
		return damaged(x, path, 0, what, err, errsize);
	return x;
}

void
wclosure_free(struct wclosure *x)
{
	if (x == NULL)
		return;
	if (x->map != NULL)
		munmap(x->map, x->mapsize);
	free(x);
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

void
wclosure_each(const struct wclosure *x,
    void (*fn)(const char *, size_t, int, void *), void *arg)
{
	const struct slot *s;
	size_t		 i;

	for (i = 0; i <= x->mask; i++) {
		s = &x->slot[i];
		if (s->len > 0)
			fn(x->bytes + s->off, s->len, s->cases, arg);
	}
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

int
wclosure_cases(const struct wclosure *x, const char *low, size_t len)
{
	const struct slot *s;

	if (len == 0 || len > MAXFORM)
		return -1;
	s = probe(x, low, len, hash(low, len));
	return s->len != 0 ? s->cases : -1;
}

void
wclosure_prefetch(const struct wclosure *x, const char *word, size_t len)
{
	char		 low[MAXFORM];
	size_t		 i;

	if (len == 0 || len > MAXFORM)
		return;
	for (i = 0; i < len; i++)
		low[i] = word[i] >= 'A' && word[i] <= 'Z' ? word[i] | 0x20 :
		    word[i];
	__builtin_prefetch(&x->slot[hash(low, len) & x->mask]);
}

enum wclosure_answer
wclosure_says(const struct wclosure *x, const char *word, size_t len)
{
	char		 low[MAXFORM];
	enum wcase	 kind;
	int		 cases;
	static const int bit[] = { WCLOSURE_LOWER, WCLOSURE_INITIAL,
	    WCLOSURE_UPPER, 1 };

	if (len > MAXFORM)
		return x->complete && wletter_fold(word, len, x->set, NULL,
		    NULL) ? WCLOSURE_NO : WCLOSURE_UNKNOWN;
	if (!wletter_fold(word, len, x->set, low, &kind))
		return WCLOSURE_UNKNOWN;
	/* A spelling in mixed case is hunspell's only as written. */
	cases = wclosure_cases(x, kind == WCASE_MIXED ? word : low, len);
	if (cases < 0)
		return x->complete ? WCLOSURE_NO : WCLOSURE_UNKNOWN;
	return (cases & bit[kind]) ? WCLOSURE_YES : WCLOSURE_NO;
}
