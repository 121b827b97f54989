/*
 * lexicon-file.c: a lexicon written to a file and read back (the format
 * is in lexicon.h).  The reader trusts nothing: the size first, then
 * every node and edge, then the word count and the longest word, which it
 * counts again on the graph.  The dictionary a lexicon records is checked
 * by its user, against the files it found (lexicon_built_from()).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "datadir.h"
#include "lexicon.h"
#include "words-index.h"

#define MAGIC		"refkit-lexicon 2\n"
#define MAGIC_LEN	(sizeof(MAGIC) - 1)
#define COUNTS_LEN	(5 * 4)		/* nodes edges root words maxlen */
#define SOURCE_LEN	(4 + 4 * 8)	/* known, the files' sizes, hashes */
#define HEADER_LEN	(MAGIC_LEN + COUNTS_LEN + SOURCE_LEN)
#define MAX_FILE	((size_t)256 << 20)	/* far above any dictionary */

/* The 32-bit little-endian integer at p. */
static uint32_t
get32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

/* The 64-bit little-endian integer at p. */
static uint64_t
get64(const unsigned char *p)
{
	return (uint64_t)get32(p) | (uint64_t)get32(p + 4) << 32;
}

/* Write x as a 32-bit little-endian integer. */
static void
put32(FILE *fp, uint32_t x)
{
	unsigned char	 b[4];

	b[0] = (unsigned char)x;
	b[1] = (unsigned char)(x >> 8);
	b[2] = (unsigned char)(x >> 16);
	b[3] = (unsigned char)(x >> 24);
	fwrite(b, 1, sizeof(b), fp);
}

/* Write x as a 64-bit little-endian integer. */
static void
put64(FILE *fp, uint64_t x)
{
	put32(fp, (uint32_t)x);
	put32(fp, (uint32_t)(x >> 32));
}

/*
 * Read the source at p into lex: known is 0 or 1, and an unknown source
 * has nothing but zeros.  Returns 1, or 0 and a message in err.
 */
static int
read_source(struct lexicon *lex, const unsigned char *p, char *err,
    size_t errsize)
{
	struct lexicon_source *src = &lex->source;
	uint32_t	 known = get32(p);

	src->aff_size = get64(p + 4);
	src->aff_hash = get64(p + 12);
	src->dic_size = get64(p + 20);
	src->dic_hash = get64(p + 28);
	if (known > 1 || (known == 0 && (src->aff_size | src->aff_hash |
	    src->dic_size | src->dic_hash) != 0)) {
		snprintf(err, errsize, "a bad dictionary source");
		return 0;
	}
	src->known = (int)known;
	return 1;
}

/*
 * Check the nodes of lex as read: letters, edge ranges, children below
 * their parents.  Returns 1, or 0 and a message in err.
 */
static int
check_nodes(const struct lexicon *lex, char *err, size_t errsize)
{
	uint32_t	 i, e, deg, next = 0;

	for (i = 0; i < lex->nnodes; i++) {
		const struct lexicon_node *nd = &lex->node[i];

		if (nd->letters & ~(LEXICON_ALL | LEXICON_FINAL)) {
			snprintf(err, errsize, "node %u: bad letters", i);
			return 0;
		}
		if (nd->first != next) {
			snprintf(err, errsize, "node %u: edges out of place", i);
			return 0;
		}
		deg = lexicon_bits(nd->letters & LEXICON_ALL);
		if (deg > lex->nedges - next) {
			snprintf(err, errsize, "node %u: edges past the end", i);
			return 0;
		}
		if (deg == 0 && !(nd->letters & LEXICON_FINAL) &&
		    !(i == lex->root && lex->nnodes == 1)) {
			snprintf(err, errsize, "node %u: a dead end", i);
			return 0;
		}
		for (e = next; e < next + deg; e++)
			if (lex->edge[e] >= i) {
				snprintf(err, errsize, "node %u: an edge "
				    "that does not lead down", i);
				return 0;
			}
		next += deg;
	}
	if (next != lex->nedges) {
		snprintf(err, errsize, "edges that no node has");
		return 0;
	}
	if (lex->node[lex->root].letters & LEXICON_FINAL) {
		snprintf(err, errsize, "the empty word");
		return 0;
	}
	return 1;
}

/*
 * Count the words and the longest one, children first, and compare them
 * with the header's.  Returns 1, or 0 and a message in err.
 */
static int
check_counts(const struct lexicon *lex, char *err, size_t errsize)
{
	uint64_t	*words;
	uint32_t	*depth, i, e, c;
	int		 ok;

	words = xcalloc(lex->nnodes, sizeof(*words));
	depth = xcalloc(lex->nnodes, sizeof(*depth));
	for (i = 0; i < lex->nnodes; i++) {
		const struct lexicon_node *nd = &lex->node[i];
		uint32_t deg = lexicon_bits(nd->letters &
		    LEXICON_ALL);

		words[i] = (nd->letters & LEXICON_FINAL) ? 1 : 0;
		for (e = nd->first; e < nd->first + deg; e++) {
			c = lex->edge[e];
			words[i] += words[c];
			if (words[i] > UINT32_MAX)
				words[i] = (uint64_t)UINT32_MAX + 1;
			if (depth[c] + 1 > depth[i])
				depth[i] = depth[c] + 1;
		}
	}
	ok = 0;
	if (words[lex->root] != lex->nwords)
		snprintf(err, errsize, "the header's word count is wrong");
	else if (depth[lex->root] != lex->maxlen)
		snprintf(err, errsize, "the header's longest word is wrong");
	else
		ok = 1;
	free(words);
	free(depth);
	return ok;
}

struct lexicon *
lexicon_parse(const unsigned char *data, size_t size, char *err,
    size_t errsize)
{
	struct lexicon	*lex;
	const unsigned char *p;
	uint32_t	 i;

	if (size < MAGIC_LEN || memcmp(data, MAGIC, MAGIC_LEN) != 0) {
		snprintf(err, errsize, "not a refkit lexicon");
		return NULL;
	}
	if (size < HEADER_LEN) {
		snprintf(err, errsize, "truncated header");
		return NULL;
	}
	lex = xcalloc(1, sizeof(*lex));
	p = data + MAGIC_LEN;
	lex->nnodes = get32(p);
	lex->nedges = get32(p + 4);
	lex->root = get32(p + 8);
	lex->nwords = get32(p + 12);
	lex->maxlen = get32(p + 16);
	if (size != HEADER_LEN + (uint64_t)lex->nnodes * 8 +
	    (uint64_t)lex->nedges * 4) {
		snprintf(err, errsize, "the size is not what the header says");
		goto bad;
	}
	if (lex->nnodes == 0 || lex->root != lex->nnodes - 1) {
		snprintf(err, errsize, "the root is not the last node");
		goto bad;
	}
	if (lex->maxlen > LEXICON_MAXLEN) {
		snprintf(err, errsize, "words longer than %d letters",
		    LEXICON_MAXLEN);
		goto bad;
	}
	if (!read_source(lex, data + MAGIC_LEN + COUNTS_LEN, err, errsize))
		goto bad;
	lex->node = xreallocarray(NULL, lex->nnodes, sizeof(*lex->node));
	lex->edge = xreallocarray(NULL, lex->nedges ? lex->nedges : 1,
	    sizeof(*lex->edge));
	p = data + HEADER_LEN;
	for (i = 0; i < lex->nnodes; i++, p += 8) {
		lex->node[i].letters = get32(p);
		lex->node[i].first = get32(p + 4);
	}
	for (i = 0; i < lex->nedges; i++, p += 4)
		lex->edge[i] = get32(p);
	if (check_nodes(lex, err, errsize) && check_counts(lex, err, errsize))
		return lex;
bad:
	lexicon_free(lex);
	return NULL;
}

struct lexicon *
lexicon_load(const char *path, char *err, size_t errsize)
{
	struct lexicon	*lex = NULL;
	struct stat	 st;
	unsigned char	*data;
	size_t		 got;
	FILE		*fp;
	char		 why[200];

	if ((fp = fopen(path, "rb")) == NULL) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return NULL;
	}
	if (fstat(fileno(fp), &st) == -1 || !S_ISREG(st.st_mode) ||
	    (uintmax_t)st.st_size > MAX_FILE) {
		snprintf(err, errsize, "%s: not a lexicon file of at most "
		    "%zu MiB", path, MAX_FILE >> 20);
		fclose(fp);
		return NULL;
	}
	data = xmalloc((size_t)st.st_size + 1);
	got = fread(data, 1, (size_t)st.st_size + 1, fp);
	if (ferror(fp))
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
	else if (got != (size_t)st.st_size)
		snprintf(err, errsize, "%s: changed while read", path);
	else if ((lex = lexicon_parse(data, got, why, sizeof(why))) == NULL)
		snprintf(err, errsize, "%s: %s", path, why);
	fclose(fp);
	free(data);
	return lex;
}

int
lexicon_save(const struct lexicon *lex, const char *path, char *err,
    size_t errsize)
{
	FILE		*fp;
	char		*tmp;
	size_t		 n;
	uint32_t	 i;
	int		 ok;

	n = strlen(path) + 5;
	tmp = xmalloc(n);
	snprintf(tmp, n, "%s.tmp", path);
	if ((fp = fopen(tmp, "wb")) == NULL) {
		snprintf(err, errsize, "%s: %s", tmp, strerror(errno));
		free(tmp);
		return 0;
	}
	fwrite(MAGIC, 1, MAGIC_LEN, fp);
	put32(fp, lex->nnodes);
	put32(fp, lex->nedges);
	put32(fp, lex->root);
	put32(fp, lex->nwords);
	put32(fp, lex->maxlen);
	put32(fp, lex->source.known ? 1 : 0);
	put64(fp, lex->source.known ? lex->source.aff_size : 0);
	put64(fp, lex->source.known ? lex->source.aff_hash : 0);
	put64(fp, lex->source.known ? lex->source.dic_size : 0);
	put64(fp, lex->source.known ? lex->source.dic_hash : 0);
	for (i = 0; i < lex->nnodes; i++) {
		put32(fp, lex->node[i].letters);
		put32(fp, lex->node[i].first);
	}
	for (i = 0; i < lex->nedges; i++)
		put32(fp, lex->edge[i]);
	ok = !ferror(fp);
	if (fclose(fp) != 0)
		ok = 0;
	if (ok && rename(tmp, path) == -1)
		ok = 0;
	if (!ok) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		remove(tmp);
	}
	free(tmp);
	return ok;
}

struct lexicon *
lexicon_open(const char *dict, const char *policy, char *err, size_t errsize)
{
	const char	*dirs, *d, *end;
	char		 path[4096];
	size_t		 dlen;

	if ((dirs = getenv("WORDCK_INDEX")) == NULL || *dirs == '\0')
		dirs = datadir_dirs("dicts");
	for (d = dirs; *d != '\0'; d = *end ? end + 1 : end) {
		if ((end = strchr(d, ':')) == NULL)
			end = d + strlen(d);
		dlen = (size_t)(end - d);
		if (dlen == 0 || (size_t)snprintf(path, sizeof(path),
		    "%.*s/%s-%s.lex", (int)dlen, d, dict, policy) >=
		    sizeof(path))
			continue;
		if (access(path, F_OK) == 0)
			return lexicon_load(path, err, errsize);
	}
	snprintf(err, errsize, "no lexicon %s-%s.lex in %s: %s to build it",
	    dict, policy, dirs, datadir_rebuild());
	return NULL;
}

void
lexicon_set_source(struct lexicon *lex, const struct lexicon_source *src)
{
	lex->source = *src;
	lex->source.known = 1;
}

/*
 * Both files are hashed whole, as the prefix index's check does: for
 * en_US (3 KB and 840 KB) that costs 1.5 ms, under 2% of checking 10,000
 * games, and the path without the graph paid it too (for the index).
 * Sizes and dates would cost nothing, but a package update or a copy may
 * keep both while the bytes change, and a wrong graph accepts words.
 */
int
lexicon_built_from(const struct lexicon *lex, const char *aff,
    const char *dic)
{
	uint64_t	 hash, size;
	char		 err[512];

	if (!lex->source.known)
		return 0;
	if (!windex_hash_file(aff, &hash, &size, err, sizeof(err)) ||
	    size != lex->source.aff_size || hash != lex->source.aff_hash)
		return 0;
	if (!windex_hash_file(dic, &hash, &size, err, sizeof(err)) ||
	    size != lex->source.dic_size || hash != lex->source.dic_hash)
		return 0;
	return 1;
}
