/*
 * lexicon.c: the word graph built from a list, and the questions asked of
 * it.  The build is Daciuk's incremental one for sorted words: the trie
 * grows along the last word's path, and each node that the next word
 * leaves behind is final, so it is looked up among the nodes kept so far
 * and replaced by its equal if there is one.  The result is the smallest
 * DAWG of the words, children before parents.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "alloc.h"
#include "lexicon.h"

/* A node still on the last word's path: its letters and its children. */
struct pending {
	uint32_t	 letters;
	uint32_t	 child[26];
};

/* A node kept: its letters and where its children are in edge[]. */
struct kept {
	uint32_t	 letters;
	uint32_t	 first;
};

/* The graph under construction and the table that finds equal nodes. */
struct builder {
	struct kept	*node;
	uint32_t	*edge;
	uint32_t	 nnodes, nedges, nodecap, edgecap;
	uint32_t	*slot;		/* node index + 1, or 0 for empty */
	size_t		 nslots;
};

/* The number of edges of a node of these letters. */
static uint32_t
degree(uint32_t letters)
{
	return lexicon_bits(letters & LEXICON_ALL);
}

/* The FNV-1a hash of a node's letters and children. */
static uint64_t
hash_node(uint32_t letters, const uint32_t *child, uint32_t n)
{
	uint64_t	 h = 0xcbf29ce484222325ULL;
	uint32_t	 i;

	h = (h ^ letters) * 0x100000001b3ULL;
	for (i = 0; i < n; i++)
		h = (h ^ child[i]) * 0x100000001b3ULL;
	return h ^ (h >> 29);
}

/* Put node id into the table of kept nodes (which has room). */
static void
slot_insert(struct builder *b, uint32_t id)
{
	const struct kept *nd = &b->node[id];
	size_t		 i;

	i = hash_node(nd->letters, b->edge + nd->first,
	    degree(nd->letters)) & (b->nslots - 1);
	while (b->slot[i] != 0)
		i = (i + 1) & (b->nslots - 1);
	b->slot[i] = id + 1;
}

/* Double the table of kept nodes and put them all back. */
static void
slot_grow(struct builder *b)
{
	uint32_t	 id;

	free(b->slot);
	b->nslots = b->nslots ? b->nslots * 2 : 1024;
	b->slot = xcalloc(b->nslots, sizeof(*b->slot));
	for (id = 0; id < b->nnodes; id++)
		slot_insert(b, id);
}

/*
 * The index of the kept node equal to p (its letters and children),
 * appended to the graph if there is none yet.
 */
static uint32_t
keep(struct builder *b, const struct pending *p)
{
	uint32_t	 child[26], n = 0, L, id;
	size_t		 i;

	for (L = 0; L < 26; L++)
		if (p->letters & (1u << L))
			child[n++] = p->child[L];
	if ((size_t)b->nnodes * 2 >= b->nslots)
		slot_grow(b);
	i = hash_node(p->letters, child, n) & (b->nslots - 1);
	for (; b->slot[i] != 0; i = (i + 1) & (b->nslots - 1)) {
		id = b->slot[i] - 1;
		if (b->node[id].letters == p->letters && (n == 0 ||
		    memcmp(b->edge + b->node[id].first, child,
		    n * sizeof(*child)) == 0))
			return id;
	}
	if (b->nnodes == b->nodecap) {
		b->nodecap = b->nodecap ? b->nodecap * 2 : 1024;
		b->node = xreallocarray(b->node, b->nodecap,
		    sizeof(*b->node));
	}
	while (b->nedges + n > b->edgecap) {
		b->edgecap = b->edgecap ? b->edgecap * 2 : 1024;
		b->edge = xreallocarray(b->edge, b->edgecap,
		    sizeof(*b->edge));
	}
	id = b->nnodes++;
	b->node[id].letters = p->letters;
	b->node[id].first = b->nedges;
	if (n > 0)
		memcpy(b->edge + b->nedges, child, n * sizeof(*child));
	b->nedges += n;
	b->slot[i] = id + 1;
	return id;
}

/*
 * Replace the path's nodes from depth from down to depth to + 1 (those of
 * the last word, whose letters are at w) by the kept nodes equal to them,
 * deepest first.
 */
static void
freeze(struct builder *b, struct pending *path, const char *w, size_t from,
    size_t to)
{
	size_t	 d;

	for (d = from; d > to; d--)
		path[d - 1].child[w[d - 1] - 'A'] = keep(b, &path[d]);
}

/* Order words as strcmp does. */
static int
cmp_word(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Whether the len bytes at s are 1 to LEXICON_MAXLEN letters A-Z. */
static int
is_word(const char *s, size_t len)
{
	size_t	 i;

	if (len == 0 || len > LEXICON_MAXLEN)
		return 0;
	for (i = 0; i < len; i++)
		if (s[i] < 'A' || s[i] > 'Z')
			return 0;
	return 1;
}

/* What the hash set is built from: its slots, their mask, its probes. */
struct hash_build {
	uint64_t	*slots;
	uint32_t	 mask, probes;
	unsigned int	 shift;
};

/* Put a word of the hash set's lengths into it (which has room). */
static void
hash_insert(const char *word, size_t len, void *arg)
{
	struct hash_build *h = arg;
	uint64_t	 key = lexicon_key(word, len);
	uint32_t	 i, n;

	if (len < LEXICON_HASH_MIN || len > LEXICON_HASH_MAX || key == 0)
		return;
	i = lexicon_slot(key, h->shift);
	for (n = 1; h->slots[i] != 0 && h->slots[i] != key; n++)
		i = (i + 1) & h->mask;
	h->slots[i] = key;
	h->probes = n > h->probes ? n : h->probes;
}

/* Count a word of the hash set's lengths. */
static void
hash_count(const char *word, size_t len, void *arg)
{
	(void)word;
	*(size_t *)arg += len >= LEXICON_HASH_MIN && len <= LEXICON_HASH_MAX;
}

/*
 * The hash set of the graph's words of LEXICON_HASH_MIN to
 * LEXICON_HASH_MAX letters, a quarter of its slots free at least, into
 * lex (allocated: own_slots).
 */
static void
index_hash(struct lexicon *lex)
{
	struct hash_build h;
	size_t		 n = 0, slots = 16;

	lexicon_each(lex, hash_count, &n);
	while (slots < n + n / 3 + 1)
		slots *= 2;
	h.slots = xcalloc(slots, sizeof(*h.slots));
	h.mask = (uint32_t)slots - 1;
	h.probes = 0;
	for (h.shift = 64; ((size_t)1 << (64 - h.shift)) < slots; h.shift--)
		continue;
	lexicon_each(lex, hash_insert, &h);
	lex->own_slots = h.slots;
	lex->slots = h.slots;
	lex->nslots = (uint32_t)slots;
	lex->probes = h.probes;
	lex->slot_shift = h.shift;
}

/*
 * The builder's nodes as the lexicon's array (lexicon.h): the dead end,
 * then each node's letters and its children's places in the array,
 * children first and the root last, padded with zeros to LEXICON_PAD
 * words after the root.
 */
static void
flatten(const struct builder *b, uint32_t root, struct lexicon *lex)
{
	uint32_t	*at, *a, i, k, deg, size;

	at = xreallocarray(NULL, b->nnodes, sizeof(*at));
	for (size = 1, i = 0; i < b->nnodes; i++) {
		at[i] = size;
		size += 1 + degree(b->node[i].letters);
	}
	if (size < at[root] + LEXICON_PAD)
		size = at[root] + LEXICON_PAD;
	a = xcalloc(size, sizeof(*a));
	for (i = 0; i < b->nnodes; i++) {
		deg = degree(b->node[i].letters);
		a[at[i]] = b->node[i].letters;
		for (k = 0; k < deg; k++)
			a[at[i] + 1 + k] = at[b->edge[b->node[i].first + k]];
	}
	lex->own = a;
	lex->a = a;
	lex->size = size;
	lex->root = at[root];
	lex->nnodes = b->nnodes;
	lex->nedges = b->nedges;
	free(at);
}

struct lexicon *
lexicon_build(const char *const word[], const size_t len[], size_t n,
    char *err, size_t errsize)
{
	struct builder	 b;
	struct lexicon	*lex;
	struct pending	 path[LEXICON_MAXLEN + 1];
	char		**sorted;
	const char	*prev = "";
	size_t		 i, p, d, prevlen = 0, wlen;

	for (i = 0; i < n; i++)
		if (!is_word(word[i], len[i])) {
			snprintf(err, errsize, "word %zu is not 1 to %d "
			    "letters A-Z", i + 1, LEXICON_MAXLEN);
			return NULL;
		}
	if (n >= UINT32_MAX / 2) {
		snprintf(err, errsize, "too many words");
		return NULL;
	}
	sorted = xreallocarray(NULL, n ? n : 1, sizeof(*sorted));
	for (i = 0; i < n; i++)
		sorted[i] = xstrndup(word[i], len[i]);
	qsort(sorted, n, sizeof(*sorted), cmp_word);
	memset(&b, 0, sizeof(b));
	lex = xcalloc(1, sizeof(*lex));
	memset(&path[0], 0, sizeof(path[0]));
	for (i = 0; i < n; i++) {
		if (strcmp(sorted[i], prev) == 0)
			continue;
		wlen = strlen(sorted[i]);
		for (p = 0; p < wlen && p < prevlen && sorted[i][p] == prev[p];
		    p++)
			continue;
		freeze(&b, path, prev, prevlen, p);
		for (d = p; d < wlen; d++) {
			path[d].letters |= 1u << (sorted[i][d] - 'A');
			memset(&path[d + 1], 0, sizeof(path[d + 1]));
		}
		path[wlen].letters |= LEXICON_FINAL;
		if (wlen > lex->maxlen)
			lex->maxlen = (uint32_t)wlen;
		lex->nwords++;
		prev = sorted[i];
		prevlen = wlen;
	}
	freeze(&b, path, prev, prevlen, 0);
	flatten(&b, keep(&b, &path[0]), lex);
	lex->own_short = xcalloc(LEXICON_SHORT_WORDS, sizeof(uint32_t));
	lexicon_index_short(lex, lex->own_short);
	lex->short_words = lex->own_short;
	index_hash(lex);
	for (i = 0; i < n; i++)
		free(sorted[i]);
	free(sorted);
	free(b.slot);
	free(b.node);
	free(b.edge);
	return lex;
}

void
lexicon_free(struct lexicon *lex)
{
	if (lex == NULL)
		return;
	if (lex->map != NULL)
		munmap(lex->map, lex->maplen);
	free(lex->own);
	free(lex->own_short);
	free(lex->own_slots);
	free(lex->own_copy);
	free(lex);
}

size_t
lexicon_count(const struct lexicon *lex)
{
	return lex->nwords;
}

size_t
lexicon_maxlen(const struct lexicon *lex)
{
	return lex->maxlen;
}

/* The graph's bytes: the tables of words beside it are not counted. */
size_t
lexicon_bytes(const struct lexicon *lex)
{
	return sizeof(*lex) + (size_t)lex->size * sizeof(*lex->a);
}

/* The node after walking the len letters at s from node, or LEXICON_NONE. */
static uint32_t
walk(const struct lexicon *lex, uint32_t node, const char *s, size_t len)
{
	size_t	 i;

	for (i = 0; i < len && node != LEXICON_NONE; i++) {
		if (s[i] < 'A' || s[i] > 'Z')
			return LEXICON_NONE;
		node = lexicon_child(lex, node, (unsigned int)(s[i] - 'A'));
	}
	return node;
}

/* The bit of short_words[] of the word of 2 or 3 capitals at s. */
static unsigned int
short_index(const char *s, size_t len)
{
	unsigned int	 i = (unsigned int)(s[0] - 'A') * 26 +
			    (unsigned int)(s[1] - 'A');

	return len == 2 ? i : 26 * 26 + i * 26 + (unsigned int)(s[2] - 'A');
}

void
lexicon_index_short(const struct lexicon *lex, uint32_t *short_words)
{
	uint32_t	 n1, n2, n3;
	unsigned int	 a, b, c, i;

	memset(short_words, 0, LEXICON_SHORT_WORDS * sizeof(*short_words));
	for (a = 0; a < 26; a++) {
		if ((n1 = lexicon_child(lex, lex->root, a)) == LEXICON_NONE)
			continue;
		for (b = 0; b < 26; b++) {
			if ((n2 = lexicon_child(lex, n1, b)) == LEXICON_NONE)
				continue;
			i = a * 26 + b;
			if (lexicon_final(lex, n2))
				short_words[i / 32] |= 1u << i % 32;
			for (c = 0; c < 26; c++) {
				n3 = lexicon_child(lex, n2, c);
				i = 26 * 26 + (a * 26 + b) * 26 + c;
				if (n3 != LEXICON_NONE && lexicon_final(lex, n3))
					short_words[i / 32] |= 1u << i % 32;
			}
		}
	}
}

/*
 * Whether the hash set has the key: its slot and those after it, up to
 * a free one, or as far as the longest probe of the set's words.  The
 * key 0 (no word) is never found: a free slot ends the search first.
 */
static int
hash_has(const struct lexicon *lex, uint64_t key)
{
	uint32_t	 i, n, mask = lex->nslots - 1;

	i = lexicon_slot(key, lex->slot_shift);
	for (n = 0; n < lex->probes; n++, i = (i + 1) & mask) {
		if (lex->slots[i] == 0)
			return 0;
		if (lex->slots[i] == key)
			return 1;
	}
	return 0;
}

/*
 * A word of 2 or 3 capitals, as more than half of those a game asks
 * about are, is read from the table, a line the processor keeps at hand;
 * one of 4 to 12, from the hash set, a line or two; a walk reads a node
 * a letter, in lines it loses between two words, each waiting for the
 * last.
 */
int
lexicon_has(const struct lexicon *lex, const char *word, size_t len)
{
	uint32_t	 node;
	unsigned int	 i;

	if (len >= LEXICON_HASH_MIN && len <= LEXICON_HASH_MAX)
		return hash_has(lex, lexicon_key(word, len));
	if ((len == 2 || len == 3) && word[0] >= 'A' && word[0] <= 'Z' &&
	    word[1] >= 'A' && word[1] <= 'Z' && (len == 2 ||
	    (word[2] >= 'A' && word[2] <= 'Z'))) {
		i = short_index(word, len);
		return lex->short_words[i / 32] >> i % 32 & 1;
	}
	node = walk(lex, lex->root, word, len);
	return node != LEXICON_NONE && lexicon_final(lex, node);
}

uint32_t
lexicon_cross_set(const struct lexicon *lex, const char *before, size_t blen,
    const char *after, size_t alen)
{
	uint32_t	 node, letters, set = 0, end;
	unsigned int	 L;

	if (blen == 0 && alen == 0)
		return LEXICON_ALL;
	if ((node = walk(lex, lex->root, before, blen)) == LEXICON_NONE)
		return 0;
	letters = lexicon_letters(lex, node);
	for (L = 0; L < 26; L++) {
		if ((letters & (1u << L)) == 0)
			continue;
		end = walk(lex, lexicon_child(lex, node, L), after, alen);
		if (end != LEXICON_NONE && lexicon_final(lex, end))
			set |= 1u << L;
	}
	return set;
}

/* What lexicon_each() has left: words to call fn on, nodes to visit. */
struct budget {
	uint64_t	 words, nodes;
};

/* Call fn on every word below node, whose first depth letters are in buf. */
static void
each(const struct lexicon *lex, uint32_t node, char *buf, size_t depth,
    struct budget *left, void (*fn)(const char *, size_t, void *), void *arg)
{
	uint32_t	 letters, child;
	unsigned int	 L;

	if (node == LEXICON_NONE || left->nodes == 0)
		return;
	left->nodes--;
	if (lexicon_final(lex, node) && left->words > 0) {
		left->words--;
		buf[depth] = '\0';
		fn(buf, depth, arg);
	}
	if (depth >= LEXICON_MAXLEN)
		return;
	letters = lexicon_letters(lex, node);
	for (L = 0; L < 26; L++)
		if (letters & (1u << L)) {
			buf[depth] = (char)('A' + L);
			child = lexicon_child(lex, node, L);
			each(lex, child, buf, depth + 1, left, fn, arg);
		}
}

/*
 * A word of the graph passes through at most maxlen + 1 nodes of its
 * trie, so the walk of a true graph visits no more than the budget.
 */
void
lexicon_each(const struct lexicon *lex,
    void (*fn)(const char *word, size_t len, void *arg), void *arg)
{
	struct budget	 left;
	char		 buf[LEXICON_MAXLEN + 1];

	left.words = lex->nwords;
	left.nodes = (uint64_t)lex->nwords * (lex->maxlen + 1) + 1;
	each(lex, lex->root, buf, 0, &left, fn, arg);
}
