/*
 * lbedge.c: unit tests of lib/letterboard.c's placement check on the
 * edges of its grid.  The rule ("the tiles of one play lie in one line
 * with no gap but tiles already down; the play touches a tile already
 * down", the popular game's, which Control Word follows) knows nothing
 * of the grid the board keeps around its tiles: so a play is judged the
 * same on a board and on its copy whose grid has grown far beyond the
 * play.  On the copy no tile of the play is near the grid's edge; on the
 * board, tiles lie on its first and last squares, where the quick check
 * reads a tile's neighbours past the edge.
 */
#include <stdio.h>
#include <string.h>

#include "letterboard.h"
#include "rng.h"
#include "tap.h"

#define BOARDS	3000
#define PLAYS	40

/*
 * A random play of 1 to 5 tiles in a line from a square near x,y (a
 * window of 16 squares each way), at times with a gap, at times with a
 * tile out of the line.
 */
static int
random_play(struct rng *r, int x, int y, struct lb_place *p)
{
	int	 n = 1 + (int)rng_below(r, 5), i;
	int	 across = (int)rng_below(r, 2), gap = (int)rng_below(r, 4);
	int	 c = x + (int)rng_below(r, 16), row = y + (int)rng_below(r, 16);

	for (i = 0; i < n; i++) {
		p[i].col = across ? c + i + (i > 1 && gap == 0) : c;
		p[i].row = across ? row : row + i + (i > 1 && gap == 0);
		p[i].letter = 'A';
		p[i].tag = 1;
	}
	if (n > 1 && rng_below(r, 8) == 0)
		p[n - 1].row++;
	return n;
}

/* Whether a tile of the play lies on the grid's first or last row or
   column. */
static int
on_edge(const struct letterboard *b, const struct lb_place *p, int n)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (p[i].col == b->col0 || p[i].col == b->col0 + b->cols - 1 ||
		    p[i].row == b->row0 || p[i].row == b->row0 + b->rows - 1)
			return 1;
	return 0;
}

/*
 * Copy b into wide, its grid grown 20 squares beyond b's on every side:
 * a tile put there and taken off again, so the tiles are b's.
 */
static void
grown_copy(const struct letterboard *b, struct letterboard *wide)
{
	lb_copy(wide, b);
	(void)lb_put(wide, b->col0 - 12, b->row0 - 12, 'Z', 1);
	lb_remove(wide, b->col0 - 12, b->row0 - 12);
	(void)lb_put(wide, b->col0 + b->cols + 11, b->row0 + b->rows + 11,
	    'Z', 1);
	lb_remove(wide, b->col0 + b->cols + 11, b->row0 + b->rows + 11);
}

/*
 * Whether the play is judged on the board as want says, the two faults
 * told if not and tell is set.
 */
static int
judged_as(const struct letterboard *b, const struct lb_place *p, int n,
    enum lb_fault want, int tell)
{
	enum lb_fault	 got = lb_check_play(b, p, n);

	if (got != want && tell)
		printf("#   %d,%d and %d more: %s, not %s\n", p[0].col,
		    p[0].row, n - 1, lb_fault_text(got), lb_fault_text(want));
	return got == want;
}

/*
 * Random boards of up to 40 tiles in a square of 12, and random plays
 * across the corners of their grids: each judged on the board as on its
 * grown copy, fault for fault.
 */
static void
test_edges(void)
{
	struct letterboard	 b, wide;
	struct lb_place		 p[8];
	struct rng		 r;
	int			 seen[LB_NOT_ON_START + 1] = { 0 };
	int			 i, k, n, tiles, edge = 0, bad = 0, grew = 0;
	enum lb_fault		 want;

	rng_seed(&r, 7);
	for (i = 0; i < BOARDS; i++) {
		lb_init(&b);
		tiles = 1 + (int)rng_below(&r, 40);
		for (k = 0; k < tiles; k++)
			(void)lb_put(&b, (int)rng_below(&r, 12),
			    (int)rng_below(&r, 12), 'E', 1);
		grown_copy(&b, &wide);
		grew += wide.cols >= b.cols + 40 && wide.rows >= b.rows + 40 &&
		    wide.ntiles == b.ntiles;
		for (k = 0; k < PLAYS; k++) {
			if (k % 2 == 0)
				n = random_play(&r, b.col0 - 8, b.row0 - 8, p);
			else
				n = random_play(&r, b.col0 + b.cols - 8,
				    b.row0 + b.rows - 8, p);
			if (!on_edge(&b, p, n))
				continue;
			edge++;
			want = lb_check_play(&wide, p, n);
			seen[want]++;
			bad += !judged_as(&b, p, n, want, bad < 5);
		}
		lb_free(&wide);
		lb_free(&b);
	}
	tap_is_int(grew, BOARDS, "each copy's grid grew 40 squares or more "
	    "each way, its tiles the board's");
	tap_ok(edge > 10000, "%d random plays with a tile on a square of the "
	    "grid's edge", edge);
	tap_is_int(bad, 0, "each judged as on the grown copy, where no tile "
	    "is near an edge");
	tap_ok(seen[LB_OK] > 100 && seen[LB_NOT_TOUCHING] > 100 &&
	    seen[LB_GAP] > 100 && seen[LB_TAKEN] > 100, "among them %d "
	    "placed as the rules say, %d touching nothing, %d with a gap, %d "
	    "on a tile", seen[LB_OK], seen[LB_NOT_TOUCHING], seen[LB_GAP],
	    seen[LB_TAKEN]);
}

int
main(void)
{
	test_edges();
	return tap_done();
}
