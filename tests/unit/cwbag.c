/*
 * cwbag.c: unit tests of cw_bag_move() (lib/cw/bag.c), a draw's letters
 * taken from a bag and given to a rack in one pass, against the way of
 * record, cw_bag_take() and then cw_bag_add() for each letter: on random
 * bags, random letters in either case, some the bag lacks, some no
 * letter at all; the same answer, the same letter lacking, the same two
 * bags after.
 */
#include <stdio.h>
#include <string.h>

#include "rng.h"
#include "cw/bag.h"
#include "tap.h"

#define TRIES	20000

/* A random bag: the 98 tiles, less some drawn at random. */
static void
random_bag(struct rng *r, struct cw_bag *b)
{
	char	 c;
	int	 k, n = (int)rng_below(r, 98);

	cw_bag_fill(b);
	for (k = 0; k < n; k++) {
		c = (char)('A' + rng_below(r, 26));
		(void)cw_bag_take(b, &c, 1, &c);
	}
}

/* A random letter: a capital, at times small, at times no letter. */
static char
random_letter(struct rng *r)
{
	switch (rng_below(r, 20)) {
	case 0:
		return (char)('a' + rng_below(r, 26));
	case 1:
		return "@[`{0 "[rng_below(r, 6)];
	default:
		return (char)('A' + rng_below(r, 26));
	}
}

static void
test_random_moves(void)
{
	struct cw_bag	 from, to, from2, to2;
	struct rng	 r;
	char		 s[16], lack1 = 0, lack2 = 0;
	int		 i, k, len, ok1, ok2, bad = 0, took = 0, refused = 0;

	rng_seed(&r, 9);
	for (i = 0; i < TRIES; i++) {
		random_bag(&r, &from);
		random_bag(&r, &to);
		len = (int)rng_below(&r, 16);
		for (k = 0; k < len; k++)
			s[k] = random_letter(&r);
		from2 = from;
		to2 = to;
		ok1 = cw_bag_move(&from, &to, s, len, &lack1);
		if ((ok2 = cw_bag_take(&from2, s, len, &lack2)))
			for (k = 0; k < len; k++)
				cw_bag_add(&to2, s[k]);
		took += ok1;
		refused += !ok1;
		if (ok1 != ok2 || (!ok1 && lack1 != lack2) ||
		    memcmp(&from, &from2, sizeof(from)) != 0 ||
		    memcmp(&to, &to2, sizeof(to)) != 0) {
			if (bad++ < 5)
				printf("#   try %d: %.*s moved otherwise\n", i,
				    len, s);
		}
	}
	tap_is_int(bad, 0, "%d random moves as taken then added letter by "
	    "letter", TRIES);
	tap_ok(took > 1000 && refused > 1000, "%d moved, %d refused", took,
	    refused);
}

int
main(void)
{
	test_random_moves();
	return tap_done();
}
