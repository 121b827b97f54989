/*
 * word8.h: eight bytes of memory read as one 64-bit number, the first
 * byte in the lowest eight bits on any machine, for the scanners that
 * look at text eight bytes at a time (the record reader, the dictionary
 * files' loaders and their hash).
 */
#ifndef REFKIT_WORD8_H
#define REFKIT_WORD8_H

#include <stdint.h>
#include <string.h>

/* The 8 bytes at p (any alignment), the first the lowest. */
static inline uint64_t
word8_load(const void *p)
{
	uint64_t	 w;

	memcpy(&w, p, sizeof(w));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	w = __builtin_bswap64(w);
#endif
	return w;
}

#endif
