/*
 * rng.h: the seeded generator.  The same seed gives the same numbers on
 * every machine and in every version of refkit: golden tests lock that.
 *
 * The generator is xoshiro256** (Blackman and Vigna, 2018), its state
 * filled from the 64-bit seed by four steps of splitmix64.  Bounded numbers
 * are drawn by rejection, so they are exactly uniform: rng_below(b) takes
 * the next 64-bit output x, rejects it while x < (2^64 - b) mod b, and
 * returns x mod b.  Changing any of this changes every generated match:
 * don't.
 */
#ifndef REFKIT_RNG_H
#define REFKIT_RNG_H

#include <stdint.h>

struct rng {
	uint64_t	 s[4];
};

/* Start the generator from a seed. */
void		 rng_seed(struct rng *, uint64_t seed);

/* The next 64 random bits. */
uint64_t	 rng_next(struct rng *);

/* A number from 0 to bound - 1, each equally likely; bound is at least 1. */
uint64_t	 rng_below(struct rng *, uint64_t bound);

/*
 * A seed for a run the user gave no seed: from the system's random
 * source, or the time if it cannot be read.
 */
uint64_t	 rng_fresh_seed(void);

#endif
