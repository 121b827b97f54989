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
 * often in one cache line; but the lines of a word's letters wait on
 * each other, and a word's walk is some lines the processor lost since
 * the last.  So beside the graph, lexicon_has() reads two tables of the
 * same words: one bit a word of 2 or 3 letters, and a hash set of the
 * words of LEXICON_HASH_MIN to LEXICON_HASH_MAX letters (a word a 64-bit
 * key, 5 bits a letter, open addressing), where a word is one line.
 *
 * The file is mapped, not read: loading does no work a node.  It is
 * trusted through two checks that cost no more: its checksum (every byte
 * but its text header's, damaged ones refused), which a file under its
 * seal (words-index.h: as lexicon_save() left it) is spared; and the
 * walk itself, which takes a child only from a node above it, so that
 * even a file made to pass the checksum cannot send a walk out of the
 * array or round a cycle (such a child is the dead end: a letter of a
 * node still has a child).  Such a file's tables may say other than its
 * walk, as its graph may say other than its words; the hash set's probes
 * stop at its recorded longest, so no table sends a lookup out of bounds
 * or round and round either.
 *
 * The file (integers are little-endian, 32 bits unless said):
 *
 *	"refkit-lexicon 4\n"	the text header, 128 bytes: this line,
 *	"seal INO SIZE SEC NSEC\n\n"	the file's own seal (or seal 0
 *				0 0 0, words-index.h), NUL bytes to 128
 *	size root		the array's words; the root's index, at
 *				least 27 words from the end (the array is
 *				padded with zeros after the root)
 *	nodes edges words maxlen	the graph's counts and longest word
 *	source			1 if what follows names the dictionary
 *				the words were checked against, else 0
 *				(a plain word list) and it is all 0
 *	aff_size aff_hash	64 bits each: the .aff file's size and
 *	dic_size dic_hash	hash, then the .dic's, as the prefix index
 *				records them (words-index.h)
 *	aff_seal dic_seal	4 numbers of 64 bits each: their seals
 *				(all 0: none)
 *	slots probes		the hash set's slots (a power of two) and
 *				its longest probe, in slots
 *	pad			4 bytes of 0
 *	sum			64 bits: lexicon_seal()'s checksum
 *	short			LEXICON_SHORT bits, in 32-bit words, and
 *				4 bytes of 0
 *	slots keys		64 bits each, 0 for a free slot
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

#include "words-index.h"

#define LEXICON_ALL	0x3ffffffu	/* the mask of every letter */
#define LEXICON_FINAL	0x80000000u	/* a node's bit: a word ends here */
#define LEXICON_NONE	UINT32_MAX	/* no node: the walk fell off */
#define LEXICON_MAXLEN	64		/* the longest word a list may have */
#define LEXICON_PAD	27		/* the array's words from the root on */

/*
 * The dictionary files a lexicon's words were checked against, and their
 * seals (words-index.h; all 0 for none) when they were hashed.
 */
struct lexicon_source {
	int		 known;		/* 0: a plain word list */
	uint64_t	 aff_size, aff_hash;
	uint64_t	 dic_size, dic_hash;
	struct windex_seal aff_seal, dic_seal;
};

/* The words of 2 letters, then of 3, each a bit of short_words[]. */
#define LEXICON_SHORT	(26 * 26 + 26 * 26 * 26)
#define LEXICON_SHORT_WORDS	((LEXICON_SHORT + 31) / 32)

/* The lengths of the words of the hash set. */
#define LEXICON_HASH_MIN	4
#define LEXICON_HASH_MAX	12

/* Defined here for the inline walk below; use the functions. */
struct lexicon {
	const uint32_t		*a;		/* the array, size words */
	uint32_t		 size, root;
	uint32_t		 nnodes, nedges;
	uint32_t		 nwords, maxlen;
	struct lexicon_source	 source;
	const uint32_t		*short_words;	/* LEXICON_SHORT_WORDS: bit
					   i set, the word of 2 or 3 letters
					   i (lexicon_index_short()) is one */
	const uint64_t		*slots;		/* the hash set: nslots keys,
					   0 for a free slot */
	uint32_t		 nslots, probes;	/* its longest probe */
	unsigned int		 slot_shift;	/* 64 - log2(nslots) */
	void			*map;		/* the file mapped, or NULL */
	size_t			 maplen;
	uint32_t		*own;		/* the array allocated, or NULL */
	uint32_t		*own_short;	/* the tables allocated, */
	uint64_t		*own_slots;	/* or NULL */
	unsigned char		*own_copy;	/* a file copied, or NULL */
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
 * nothing if size is less than a header.  The text header's seal line is
 * not summed: windex_seal_file() writes it after.
 */
void		 lexicon_seal(unsigned char *data, size_t size);

/*
 * Write the lexicon to path (through a temporary file, sealed before it
 * takes the name); 1, or 0 and err.
 */
int		 lexicon_save(const struct lexicon *, const char *path,
		    char *err, size_t errsize);

void		 lexicon_free(struct lexicon *);

/*
 * Record the dictionary the words were checked against (lexicon_save()
 * writes it); lexicon_build() leaves it unknown.  Its seals, if not all
 * 0, are those windex_hash_sealed() took as it hashed the files.
 */
void		 lexicon_set_source(struct lexicon *,
		    const struct lexicon_source *);

/*
 * Whether the lexicon's words were checked against these very .aff and
 * .dic files: its source is known and both files have the recorded size
 * and hash, which a file under its recorded seal has without being read.
 * 0 too if a file cannot be read.
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
 * The table of the words of 2 and 3 letters of the graph, by its walk,
 * into short_words (LEXICON_SHORT_WORDS); the builder makes it, and the
 * file keeps it.
 */
void		 lexicon_index_short(const struct lexicon *,
		    uint32_t *short_words);

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

/* The hash set's multiplier: a key times it, its top bits, is a slot. */
#define LEXICON_HASH_MUL	UINT64_C(0x9e3779b97f4a7c15)

/* The first slot of the key in a set of 1 << (64 - shift) slots. */
static inline uint32_t
lexicon_slot(uint64_t key, unsigned int shift)
{
	return (uint32_t)(key * LEXICON_HASH_MUL >> shift);
}

/*
 * The hash set's key of the len letters at word (at most 12): 5 bits a
 * letter, 'A' 1 to 'Z' 26, the first the highest; 0 if a byte is no
 * capital.  Each is tested without a branch (the letters are chance).
 */
static inline uint64_t
lexicon_key(const char *word, size_t len)
{
	uint64_t	 key = 0;
	unsigned int	 c, bad = 0;
	size_t		 i;

	for (i = 0; i < len; i++) {
		c = (unsigned int)(unsigned char)word[i] - 'A';
		bad |= c >= 26;
		key = key << 5 | (c + 1);
	}
	return bad ? 0 : key;
}

/*
 * Ask the processor for the line of the hash set that lexicon_has() will
 * read for the len letters at word (nothing for a length the set has
 * not): a caller that knows a word some hundreds of instructions before
 * it asks has the line by then, not a wait on memory.
 */
static inline void
lexicon_prefetch(const struct lexicon *lex, const char *word, size_t len)
{
	uint64_t	 key;

	if (len >= LEXICON_HASH_MIN && len <= LEXICON_HASH_MAX) {
		key = lexicon_key(word, len);
		__builtin_prefetch(&lex->slots[lexicon_slot(key,
		    lex->slot_shift)]);
		/* gcc takes a function that only prefetches for one without
		   effect, and drops its calls: this says it has one. */
		__asm__ volatile ("" : : "r" (key));
	}
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
