/*
 * lbput.c: unit tests of lb_put_places() (lib/letterboard.c), which puts
 * a play's tiles on their squares in place where it can, against lb_put()
 * tile by tile: on random boards, random tiles on squares empty or not,
 * inside the grid, beyond its edge, beyond LB_FAR, some with no letter,
 * two on one square; the boards after are the same, tile for tile, with
 * the same list of squares that hold a tile.  And of lb_copy_reusing(),
 * a copy in the buffers of a board done with, against lb_copy(): the
 * same board from old boards larger, smaller and empty, and the same
 * after more tiles are put on both.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "letterboard.h"
#include "rng.h"
#include "tap.h"

#define BOARDS	3000

/* Whether two boards hold the same tiles, listed in the same order. */
static int
same_board(const struct letterboard *a, const struct letterboard *b)
{
	size_t	 i;
	int	 c, r;

	if (a->ntiles != b->ntiles || a->cols != b->cols ||
	    a->rows != b->rows || a->col0 != b->col0 || a->row0 != b->row0)
		return 0;
	for (i = 0; i < a->ntiles; i++)
		if (a->down[i].col != b->down[i].col ||
		    a->down[i].row != b->down[i].row)
			return 0;
	for (r = a->row0; r < a->row0 + a->rows; r++)
		for (c = a->col0; c < a->col0 + a->cols; c++)
			if (lb_get(a, c, r).letter != lb_get(b, c, r).letter ||
			    lb_get(a, c, r).tag != lb_get(b, c, r).tag)
				return 0;
	return 1;
}

/* A random square: most near the tiles, some beyond the grid or LB_FAR. */
static int
random_coord(struct rng *r)
{
	switch (rng_below(r, 16)) {
	case 0:
		return LB_FAR - 2 + (int)rng_below(r, 5);
	case 1:
		return -40 + (int)rng_below(r, 100);
	default:
		return (int)rng_below(r, 14);
	}
}

static void
test_random_puts(void)
{
	struct letterboard	 one, all;
	struct lb_place		 p[40];
	struct rng		 r;
	int			 i, k, n, bad = 0, grew = 0;

	rng_seed(&r, 3);
	for (i = 0; i < BOARDS; i++) {
		lb_init(&one);
		n = (int)rng_below(&r, 30);
		for (k = 0; k < n; k++)
			(void)lb_put(&one, (int)rng_below(&r, 14),
			    (int)rng_below(&r, 14), 'E', 1);
		lb_copy(&all, &one);
		n = (int)rng_below(&r, 40);
		for (k = 0; k < n; k++) {
			p[k].col = random_coord(&r);
			p[k].row = random_coord(&r);
			if (k > 0 && rng_below(&r, 10) == 0) {
				p[k].col = p[k - 1].col;
				p[k].row = p[k - 1].row;
			}
			p[k].letter = rng_below(&r, 12) == 0 ? '\0' :
			    (char)('A' + rng_below(&r, 26));
			p[k].tag = (unsigned char)rng_below(&r, 5);
		}
		for (k = 0; k < n; k++)
			(void)lb_put(&one, p[k].col, p[k].row, p[k].letter,
			    p[k].tag);
		grew += all.cols != one.cols;
		lb_put_places(&all, p, n);
		if (!same_board(&one, &all) && bad++ < 5)
			printf("#   board %d: not the same tiles\n", i);
		lb_free(&one);
		lb_free(&all);
	}
	tap_is_int(bad, 0, "%d random boards: the tiles put at once as put "
	    "one by one", BOARDS);
	tap_ok(grew > 100, "%d of them grew the grid", grew);
}

/* A random board of up to n tiles in a square of side. */
static void
random_board(struct rng *r, struct letterboard *b, int n, int side)
{
	int	 k;

	lb_init(b);
	n = (int)rng_below(r, (uint64_t)n + 1);
	for (k = 0; k < n; k++)
		(void)lb_put(b, (int)rng_below(r, (uint64_t)side),
		    (int)rng_below(r, (uint64_t)side), (char)('A' +
		    rng_below(r, 26)), (unsigned char)rng_below(r, 5));
}

static void
test_copy_reusing(void)
{
	struct letterboard	 src, old, copy, fresh;
	struct rng		 r;
	int			 i, k, c, w, bad = 0, reused = 0;
	const void		*was;

	rng_seed(&r, 4);
	for (i = 0; i < BOARDS; i++) {
		random_board(&r, &src, 40, 14);
		random_board(&r, &old, i % 3 == 0 ? 0 : 120, i % 2 ? 40 : 8);
		was = old.grid;
		lb_copy_reusing(&copy, &src, &old);
		reused += copy.grid != NULL && copy.grid == was;
		lb_copy(&fresh, &src);
		bad += !same_board(&copy, &fresh) || old.grid != NULL ||
		    old.ntiles != 0;
		for (k = 0; k < 20; k++) {
			c = (int)rng_below(&r, 40) - 10;
			w = (int)rng_below(&r, 40) - 10;
			(void)lb_put(&copy, c, w, 'Q', 3);
			(void)lb_put(&fresh, c, w, 'Q', 3);
		}
		bad += !same_board(&copy, &fresh);
		lb_free(&src);
		lb_free(&old);
		lb_free(&copy);
		lb_free(&fresh);
	}
	tap_is_int(bad, 0, "%d random boards copied in the buffers of old "
	    "ones as lb_copy() copies them, and the same after more tiles",
	    BOARDS);
	tap_ok(reused > 500 && reused < BOARDS - 500, "%d copies in old "
	    "buffers, %d in new ones", reused, BOARDS - reused);
}

int
main(void)
{
	test_random_puts();
	test_copy_reusing();
	return tap_done();
}
