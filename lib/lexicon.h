/*
 * lexicon.h: a game's words as a graph, for move generators: is this a
 * word, which letters fit between these two, and a walk letter by letter.
 *
 * The graph is a DAWG (a directed acyclic word graph: the trie of the
 * words with equal subtrees merged), as Appel and Jacobson's move
 * generator walks it.  Letters are 'A' to 'Z'; a set of letters is a
 * 26-bit mask, bit L for the letter 'A' + L.
 *
 * Words come from a list (lexicon_build(), for tests and tools) or from a
 * file written ahead of time by lexicon_save() (lexicon_load()): checking
 * every word of a dictionary under a game's policy takes hunspell about a
 * quarter of a second, loading the file a fraction of a millisecond.  The
 * build writes build/dicts/DICT-POLICY.lex (lexicon-build(1) in tools/);
 * lexicon_open() finds it.
 *
 * The graph is one array of 32-bit words, in memory as in the file: a
 * node is its letters (the mask of its edges, and LEXICON_FINAL if a word
 * ends there) followed by its children in letter order, each the index
 * of a node of a lower index; the root is the last node, and the first
 * word, 0, is a dead end (no letters, no word ends there).  A letter of a
 * walk reads the node's word and one of its children, side by side, most
 * often in one cache line.  The file is mapped, not read: loading does no
 * work a node.  It is trusted through two checks that cost no more: its
 * checksum (every byte, damaged ones refused) and the walk itself, which
 * takes a child only from a node above it, so that even a file made to
 * pass the checksum cannot send a walk out of the array or round a cycle
 * (such a child is the dead end: a letter of a node still has a child).
 *
 * The file (integers are 32 bits, little-endian, unless said):
 *
 *	"refkit-lexicon 3\n"	17 bytes, then 3 NUL bytes
 *	size root		the array's words; the root's index, at
 *				least 27 words from the end (the array is
 *				padded with zeros after the root)
 *	nodes edges words maxlen	the graph's counts and longest word
 *	source			1 if the next four name the dictionary
 *				the words were checked against, else 0
 *				(a plain word list) and they are 0
 *	aff_size aff_hash	64 bits each: the .aff file's size and
 *	dic_size dic_hash	hash, then the .dic's, as the prefix index
 *				records them (words-index.h)
 *	sum			64 bits: lexicon_seal()'s checksum
 *	size words		the array
 *
 * A lexicon whose source names a dictionary stands for what the policy
 * accepts from it: lexicon_built_from() tells whether the files a
 * program found are those, so that a word in the graph needs no hunspell.
 *
 * Ownership: lexicon_build(), lexicon_load() and lexicon_open() return a
 * lexicon the caller frees with lexicon_free(); nothing else allocates.
 * Every other function only reads it, so threads may share one.
 */
#ifndef REFKIT_LEXICON_H
#define REFKIT_LEXICON_H

#include <stddef.h>
#include <stdint.h>

#define LEXICON_ALL	0x3ffffffu	/* the mask of every letter */
#define LEXICON_FINAL	0x80000000u	/* a node's bit: a word ends here */
#define LEXICON_NONE	UINT32_MAX	/* no node: the walk fell off */
#define LEXICON_MAXLEN	64		/* the longest word a list may have */
#define LEXICON_PAD	27		/* the array's words from the root on */

/* The dictionary files a lexicon's words were checked against. */
struct lexicon_source {
	int		 known;		/* 0: a plain word list */
	uint64_t	 aff_size, aff_hash;
	uint64_t	 dic_size, dic_hash;
};

/* The words of 2 letters, then of 3, each a bit of short[]. */
#define LEXICON_SHORT	(26 * 26 + 26 * 26 * 26)

/* Defined here for the inline walk below; use the functions. */
struct lexicon {
	const uint32_t		*a;		/* the array, size words */
	uint32_t		 size, root;
	uint32_t		 nnodes, nedges;
	uint32_t		 nwords, maxlen;
	struct lexicon_source	 source;
	void			*map;		/* the file mapped, or NULL */
	size_t			 maplen;
	uint32_t		*own;		/* the array allocated, or NULL */
	uint32_t		 short_words[(LEXICON_SHORT + 31) / 32];
					/* bit i set: the word of 2 or 3
					   letters i (lexicon_index_short())
					   is one the walk finds */
};

/*
 * A lexicon of n words (word[i] of len[i] letters A-Z, in any order,
 * duplicates allowed, each of 1 to LEXICON_MAXLEN letters).  NULL with a
 * message in err if a word is not such.
 */
struct lexicon	*lexicon_build(const char *const word[], const size_t len[],
		    size_t n, char *err, size_t errsize);

/* Read a lexicon file (path, or size bytes at data); NULL and err if bad. */
struct lexicon	*lexicon_load(const char *path, char *err, size_t errsize);
struct lexicon	*lexicon_parse(const unsigned char *data, size_t size,
		    char *err, size_t errsize);

/*
 * The lexicon of dictionary dict under policy ("en_US", "control-word"):
 * DICT-POLICY.lex in the directories of $WORDCK_INDEX (colon-separated),
 * else in datadir_dirs("dicts") (datadir.h).
 */
struct lexicon	*lexicon_open(const char *dict, const char *policy,
		    char *err, size_t errsize);

/*
 * Write the checksum of the size bytes of a lexicon file at data into its
 * header (for lexicon_save(), and for tests that make files by hand);
 * nothing if size is less than a header.
 */
void		 lexicon_seal(unsigned char *data, size_t size);

/* Write the lexicon to path (through a temporary file); 1, or 0 and err. */
int		 lexicon_save(const struct lexicon *, const char *path,
		    char *err, size_t errsize);

void		 lexicon_free(struct lexicon *);

/*
 * Record the dictionary the words were checked against (lexicon_save()
 * writes it); lexicon_build() leaves it unknown.
 */
void		 lexicon_set_source(struct lexicon *,
		    const struct lexicon_source *);

/*
 * Whether the lexicon's words were checked against these very .aff and
 * .dic files: its source is known and both files have the recorded size
 * and hash.  0 too if a file cannot be read.
 */
int		 lexicon_built_from(const struct lexicon *, const char *aff,
		    const char *dic);

/*
 * How many words; the longest word's length; the bytes the graph takes
 * (its array and struct, the table of short words aside).
 */
size_t		 lexicon_count(const struct lexicon *);
size_t		 lexicon_maxlen(const struct lexicon *);
size_t		 lexicon_bytes(const struct lexicon *);

/* Whether the len letters at word (A-Z) are a word. */
int		 lexicon_has(const struct lexicon *, const char *word,
		    size_t len);

/*
 * Fill the lexicon's table of the words of 2 and 3 letters from its
 * graph, by the walk lexicon_has() takes for longer ones (the builder
 * and the loaders do, once the array is in place).
 */
void		 lexicon_index_short(struct lexicon *);

/*
 * The letters L such that before + L + after is a word (blen and alen
 * letters); every letter when both are empty (no word is formed).
 */
uint32_t	 lexicon_cross_set(const struct lexicon *, const char *before,
		    size_t blen, const char *after, size_t alen);

/*
 * Call fn on every word in alphabetical order, NUL-terminated in a buffer
 * of the lexicon's walk that lives until fn returns; at most as many as
 * the header counts, and the walk gives up after as many nodes as such
 * words can pass through (a file made to pass the checksum may lie).
 */
void		 lexicon_each(const struct lexicon *,
		    void (*fn)(const char *word, size_t len, void *arg),
		    void *arg);

/*
 * The number of bits set in x.  (GCC's __builtin_popcount is a call into
 * libgcc where the build does not target an instruction for it.)
 */
static inline uint32_t
lexicon_bits(uint32_t x)
{
	x = x - ((x >> 1) & 0x55555555u);
	x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0fu;
	return (x * 0x01010101u) >> 24;
}

/*
 * The walk: the node after letter L (0-25) from node, or LEXICON_NONE if
 * node has no such letter; a child not below its parent (only a forged
 * file has one) is the dead end, 0.
 */
static inline uint32_t
lexicon_child(const struct lexicon *lex, uint32_t node, unsigned int L)
{
	const uint32_t	*nd = lex->a + node;
	uint32_t	 child;

	if ((nd[0] & (1u << L)) == 0)
		return LEXICON_NONE;
	child = nd[1 + lexicon_bits(nd[0] & ((1u << L) - 1))];
	return child < node ? child : 0;
}

/* Whether a word ends at node. */
static inline int
lexicon_final(const struct lexicon *lex, uint32_t node)
{
	return (lex->a[node] & LEXICON_FINAL) != 0;
}

/* The letters of node's edges. */
static inline uint32_t
lexicon_letters(const struct lexicon *lex, uint32_t node)
{
	return lex->a[node] & LEXICON_ALL;
}

#endif
