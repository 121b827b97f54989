/*
 * rng.c: xoshiro256** seeded by splitmix64, and exact bounded draws.
 */
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "rng.h"

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t	 z;

	z = (*x += UINT64_C(0x9e3779b97f4a7c15));
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

void
rng_seed(struct rng *r, uint64_t seed)
{
	int	 i;

	for (i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

uint64_t
rng_next(struct rng *r)
{
	uint64_t	 result, t;

	result = rotl(r->s[1] * 5, 7) * 9;
	t = r->s[1] << 17;
	r->s[2] ^= r->s[0];
	r->s[3] ^= r->s[1];
	r->s[1] ^= r->s[2];
	r->s[0] ^= r->s[3];
	r->s[2] ^= t;
	r->s[3] = rotl(r->s[3], 45);
	return result;
}

uint64_t
rng_below(struct rng *r, uint64_t bound)
{
	uint64_t	 x, threshold;

	threshold = (UINT64_C(0) - bound) % bound;
	do
		x = rng_next(r);
	while (x < threshold);
	return x % bound;
}

uint64_t
rng_fresh_seed(void)
{
	FILE		*fp;
	uint64_t	 seed = 0;

	if ((fp = fopen("/dev/urandom", "rb")) != NULL) {
		if (fread(&seed, sizeof(seed), 1, fp) != 1)
			seed = 0;
		fclose(fp);
	}
	if (seed == 0)
		seed = (uint64_t)time(NULL);
	return seed;
}
