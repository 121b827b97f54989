/*
 * words-cache.h: the verdict cache of the word layer.  A batch of game
 * records asks about the same words again and again; hunspell is asked
 * once per word, and the verdict kept here, a byte for each word.
 *
 * The cache is an open-addressing hash table: a word of up to
 * WCACHE_INLINE bytes is kept in its entry, a longer one in an arena.  It
 * starts over when it holds WCACHE_MAX words or WCACHE_KEYS_MAX bytes, so
 * an endless stream of new words never exhausts memory.
 *
 * Ownership: the caller owns the struct wcache (zeroed to start, or
 * after wcache_free()); entries and words returned live until the next
 * call that may add a word, unless wcache_reserve() made room first.
 */
#ifndef REFKIT_WORDS_CACHE_H
#define REFKIT_WORDS_CACHE_H

#include <stddef.h>
#include <stdint.h>

#define WCACHE_INLINE	14
/*
 * Words before it starts over: the table then has 2^19 entries of 32
 * bytes (16 MiB; 24 MiB while it doubles), which keeps wordck within 64
 * MiB however many distinct words it reads; a text's own vocabulary is
 * far smaller and stays whole.
 */
#define WCACHE_MAX	(1u << 18)
#define WCACHE_KEYS_MAX	(1u << 22)	/* bytes of long words, likewise */
#define WCACHE_PENDING	0xff		/* the verdict of a word just added */

struct wcache_entry {
	uint64_t	 hash;
	uint32_t	 len;
	unsigned char	 verdict;
	unsigned char	 used;		/* 0 free, 1 used; 2 is the caller's */
	union {
		uint32_t	 off;
		char		 bytes[WCACHE_INLINE];
	} key;
};

struct wcache {
	struct wcache_entry *e;
	size_t		 cap, used;
	char		*keys;
	size_t		 keylen, keycap;
};

/*
 * The entry of the word (len bytes): found, or added with the verdict
 * WCACHE_PENDING, which *made tells.
 */
struct wcache_entry *wcache_entry(struct wcache *, const char *word,
		    size_t len, int *made);

/* The word of an entry (not NUL-terminated; its len bytes). */
const char	*wcache_word(const struct wcache *,
		    const struct wcache_entry *);

/*
 * Make room for n more words of bytes bytes in all, starting over if need
 * be, so that adding them moves no entry.  Returns 0 if n words can never
 * fit at once.
 */
int		 wcache_reserve(struct wcache *, size_t n, size_t bytes);

/* Forget every word. */
void		 wcache_free(struct wcache *);

#endif
