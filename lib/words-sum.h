/*
 * words-sum.h: the checksum of the images of dictionary data that are
 * mapped, not parsed (the closure, words-closure.h; the prefix index's
 * image, words-index.h): their bytes read 8 at a time as numbers w, in
 * the machine's byte order; with a the sum of the w and b the sum of the
 * a after each, both modulo 2^64, the sum is b XOR a * 0x9e3779b97f4a7c15.
 */
#ifndef REFKIT_WORDS_SUM_H
#define REFKIT_WORDS_SUM_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct wsum {
	uint64_t	 a, b;
};

/* Add the len bytes at p (a multiple of 8) to the sum. */
static inline void
wsum_add(struct wsum *s, const void *p, size_t len)
{
	const unsigned char *u = p;
	uint64_t	 w;
	size_t		 i;

	for (i = 0; i + 8 <= len; i += 8) {
		memcpy(&w, u + i, sizeof(w));
		s->a += w;
		s->b += s->a;
	}
}

/* The checksum of what was added. */
static inline uint64_t
wsum_end(const struct wsum *s)
{
	return s->b ^ (s->a * 0x9e3779b97f4a7c15ULL);
}

#endif
