/*
 * words-scache.h: the suggestion cache of the word layer.  hunspell takes
 * a good part of a second to suggest words for a long non-word, and a
 * batch of records misspells the same word again and again: each word's
 * suggestions are asked for once and kept here, as verdicts are kept in
 * words-cache.h.
 *
 * The cache holds SCACHE_MAX words, and SCACHE_BYTES bytes of words and
 * suggestions, at most; past either it starts over, so that an endless
 * stream of new misspellings never exhausts memory.
 *
 * Ownership: the caller owns the struct scache (zeroed to start, or after
 * scache_free()).  scache_put() keeps copies of what it is given;
 * scache_get() gives a copy of the list, which the caller frees with
 * words_free_list() (words.h).
 */
#ifndef REFKIT_WORDS_SCACHE_H
#define REFKIT_WORDS_SCACHE_H

#include <stddef.h>
#include <stdint.h>

#define SCACHE_MAX	4096		/* words before it starts over */
#define SCACHE_BYTES	(16u << 20)	/* bytes, likewise */

struct scache_entry {
	uint64_t	 hash;
	char		*word;		/* NULL: a free slot */
	char		**list;
	int		 n;
};

struct scache {
	struct scache_entry *e;		/* 2 * SCACHE_MAX slots */
	size_t		 used, bytes;
};

/*
 * The suggestions kept for the word: returns 1 with a copy of them in
 * *list and their number in *n, or 0 if the word has none kept.
 */
int	 scache_get(const struct scache *, const char *word, char ***list,
	    int *n);

/* Keep a copy of the n suggestions for the word (not kept yet). */
void	 scache_put(struct scache *, const char *word, char *const list[],
	    int n);

/* Forget every word. */
void	 scache_free(struct scache *);

#endif
