/*
 * words-index.c: reading the prefix index and searching it.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "words-index.h"

#define MAGIC	"refkit-words-index 1"

struct windex {
	char		*data;		/* the whole file, lines cut at NUL */
	char		**word;
	unsigned char	*flags;
	size_t		 n;
	uint64_t	 aff_size, aff_hash, dic_size, dic_hash;
	unsigned long	 accepted, covered;
	int		 has_coverage;
};

static int
fold(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* Compare with A-Z folded; n bytes at most if n is not 0 (a prefix). */
static int
fold_cmp(const char *a, const char *b, size_t n)
{
	const unsigned char *p = (const unsigned char *)a;
	const unsigned char *q = (const unsigned char *)b;
	size_t		 i;

	for (i = 0; n == 0 || i < n; i++) {
		if (fold(p[i]) != fold(q[i]))
			return fold(p[i]) - fold(q[i]);
		if (p[i] == '\0')
			return 0;
	}
	return 0;
}

int
windex_cmp(const char *a, const char *b)
{
	int	 c;

	if ((c = fold_cmp(a, b, 0)) != 0)
		return c;
	return strcmp(a, b);
}

int
windex_hash_file(const char *path, uint64_t *hash, uint64_t *size,
    char *err, size_t errsize)
{
	FILE		*fp;
	unsigned char	 buf[65536];
	uint64_t	 h = 0xcbf29ce484222325ULL, total = 0;
	size_t		 n, i;

	if ((fp = fopen(path, "rb")) == NULL) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return 0;
	}
	while ((n = fread(buf, 1, sizeof(buf), fp)) > 0) {
		for (i = 0; i < n; i++) {
			h ^= buf[i];
			h *= 0x100000001b3ULL;
		}
		total += n;
	}
	if (ferror(fp)) {
		snprintf(err, errsize, "%s: read error: %s", path,
		    strerror(errno));
		fclose(fp);
		return 0;
	}
	fclose(fp);
	*hash = h;
	*size = total;
	return 1;
}

/* Read the whole file into a NUL-terminated buffer. */
static char *
slurp(const char *path, size_t *lenp, char *err, size_t errsize)
{
	FILE	*fp;
	char	*buf;
	size_t	 len = 0, cap = 1 << 20, n;

	if ((fp = fopen(path, "rb")) == NULL) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return NULL;
	}
	buf = xmalloc(cap);
	while ((n = fread(buf + len, 1, cap - len - 1, fp)) > 0) {
		len += n;
		if (cap - len - 1 == 0)
			buf = xreallocarray(buf, cap *= 2, 1);
	}
	if (ferror(fp)) {
		snprintf(err, errsize, "%s: read error: %s", path,
		    strerror(errno));
		fclose(fp);
		free(buf);
		return NULL;
	}
	fclose(fp);
	buf[len] = '\0';
	*lenp = len;
	return buf;
}

/* Cut the next line off *p; NULL at the end. */
static char *
next_line(char **p, char *end)
{
	char	*line = *p, *nl;

	if (line >= end)
		return NULL;
	if ((nl = memchr(line, '\n', (size_t)(end - line))) == NULL)
		nl = end;
	*nl = '\0';
	*p = nl + 1;
	return line;
}

static struct windex *
bad(struct windex *x, const char *path, const char *what, char *err,
    size_t errsize)
{
	snprintf(err, errsize, "%s: not a refkit prefix index: %s", path,
	    what);
	windex_free(x);
	return NULL;
}

struct windex *
windex_load(const char *path, char *err, size_t errsize)
{
	struct windex	*x;
	char		*p, *end, *line, *tab;
	size_t		 len, cap = 0, nwords = 0;

	x = xcalloc(1, sizeof(*x));
	if ((x->data = slurp(path, &len, err, errsize)) == NULL) {
		free(x);
		return NULL;
	}
	p = x->data;
	end = x->data + len;
	if ((line = next_line(&p, end)) == NULL || strcmp(line, MAGIC) != 0)
		return bad(x, path, "no 'refkit-words-index 1' line", err,
		    errsize);
	while ((line = next_line(&p, end)) != NULL && *line != '\0') {
		if (sscanf(line, "aff %" SCNu64 " %" SCNx64, &x->aff_size,
		    &x->aff_hash) == 2 ||
		    sscanf(line, "dic %" SCNu64 " %" SCNx64, &x->dic_size,
		    &x->dic_hash) == 2 ||
		    sscanf(line, "words %zu", &nwords) == 1)
			continue;
		if (sscanf(line, "coverage %lu %lu", &x->accepted,
		    &x->covered) == 2) {
			x->has_coverage = 1;
			continue;
		}
		return bad(x, path, "an unknown header line", err, errsize);
	}
	if (x->dic_size == 0 || x->aff_size == 0)
		return bad(x, path, "no aff or dic line", err, errsize);
	while ((line = next_line(&p, end)) != NULL) {
		if (x->n == cap) {
			cap = cap ? cap * 2 : (nwords ? nwords + 1 : 1024);
			x->word = xreallocarray(x->word, cap, sizeof(*x->word));
			x->flags = xreallocarray(x->flags, cap, 1);
		}
		x->flags[x->n] = 0;
		if ((tab = strchr(line, '\t')) != NULL) {
			*tab = '\0';
			if (strcmp(tab + 1, "A") == 0)
				x->flags[x->n] = WINDEX_ABBREVIATION;
		}
		if (*line == '\0' || (x->n > 0 &&
		    windex_cmp(x->word[x->n - 1], line) >= 0))
			return bad(x, path, "the words are not in order", err,
			    errsize);
		x->word[x->n++] = line;
	}
	if (x->n != nwords)
		return bad(x, path, "the words line does not count them", err,
		    errsize);
	return x;
}

void
windex_free(struct windex *x)
{
	if (x == NULL)
		return;
	free(x->data);
	free(x->word);
	free(x->flags);
	free(x);
}

int
windex_built_from(const struct windex *x, const char *aff, const char *dic,
    char *err, size_t errsize)
{
	uint64_t	 h, size;

	if (!windex_hash_file(aff, &h, &size, err, errsize))
		return 0;
	if (h != x->aff_hash || size != x->aff_size) {
		snprintf(err, errsize, "it was built with another %s", aff);
		return 0;
	}
	if (!windex_hash_file(dic, &h, &size, err, errsize))
		return 0;
	if (h != x->dic_hash || size != x->dic_size) {
		snprintf(err, errsize, "it was built from another %s", dic);
		return 0;
	}
	return 1;
}

size_t
windex_count(const struct windex *x)
{
	return x->n;
}

/* The first entry not before key in fold order (all of key, or prefix). */
static size_t
lower_bound(const struct windex *x, const char *key, size_t n)
{
	size_t	 lo = 0, hi = x->n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (fold_cmp(x->word[mid], key, n) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

void
windex_range(const struct windex *x, const char *prefix, size_t *first,
    size_t *end)
{
	size_t	 n = strlen(prefix), i;

	if (n == 0) {
		*first = 0;
		*end = x->n;
		return;
	}
	*first = lower_bound(x, prefix, n);
	for (i = *first; i < x->n && fold_cmp(x->word[i], prefix, n) == 0; i++)
		;
	*end = i;
}

const char *
windex_word(const struct windex *x, size_t i, int *flags)
{
	if (flags != NULL)
		*flags = x->flags[i];
	return x->word[i];
}

int
windex_find(const struct windex *x, const char *word, size_t len)
{
	size_t	 i;

	for (i = lower_bound(x, word, len); i < x->n &&
	    fold_cmp(x->word[i], word, len) == 0; i++)
		if (strlen(x->word[i]) == len &&
		    memcmp(x->word[i], word, len) == 0)
			return x->flags[i];
	return -1;
}

int
windex_coverage(const struct windex *x, unsigned long *accepted,
    unsigned long *covered)
{
	*accepted = x->accepted;
	*covered = x->covered;
	return x->has_coverage;
}
