/*
 * lbline.c: unit tests of lb_check_line(), the placement rule for a play
 * that writes a whole line (lib/letterboard.c), against lb_check_play(),
 * the rule of record: on random boards, random lines across the grid and
 * over its edges, their new tiles where the squares are empty (a play as
 * a record writes it) or, in near-illegal twins, with a square changed
 * (a new tile on a tile, a square left empty), each judged fault for
 * fault as lb_check_play() judges its new tiles; and, for each play
 * placed, the tiles it says make a cross word are those with a tile
 * beside them across the line, and those whose cross word, once the
 * tiles are down, has two letters or more.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "letterboard.h"
#include "rng.h"
#include "tap.h"

#define BOARDS	3000
#define LINES	60

/* A line: its first square, direction, length, new tiles. */
struct line {
	int		 col, row, len;
	enum lb_dir	 dir;
	uint64_t	 fresh;
};

/* The k-th square of the line. */
static void
square(const struct line *l, int k, int *col, int *row)
{
	*col = l->col + (l->dir == LB_ACROSS ? k : 0);
	*row = l->row + (l->dir == LB_DOWN ? k : 0);
}

/* Whether a square holds a tile. */
static int
holds(const struct letterboard *b, int col, int row)
{
	return lb_get(b, col, row).letter != '\0';
}

/* The line's new tiles as lb_check_play() takes them; how many. */
static int
places(const struct line *l, struct lb_place *p)
{
	int	 k, n = 0;

	for (k = 0; k < l->len; k++)
		if (l->fresh >> k & 1) {
			square(l, k, &p[n].col, &p[n].row);
			p[n].letter = 'E';
			p[n++].tag = 2;
		}
	return n;
}

/*
 * A random line of 1 to 8 squares (at times up to 64) from a square
 * near x,y; its new tiles on its empty squares, but in one of three a
 * square turned (a tile on a tile, or an empty square kept empty), and
 * in one of eight any squares at all.
 */
static void
random_line(struct rng *r, const struct letterboard *b, int x, int y,
    struct line *l)
{
	int	 k, c, w, turn = (int)rng_below(r, 24);

	l->len = rng_below(r, 20) == 0 ? 1 + (int)rng_below(r, 64) :
	    1 + (int)rng_below(r, 8);
	l->dir = rng_below(r, 2) ? LB_ACROSS : LB_DOWN;
	l->col = x + (int)rng_below(r, 20);
	l->row = y + (int)rng_below(r, 20);
	l->fresh = 0;
	for (k = 0; k < l->len; k++) {
		square(l, k, &c, &w);
		if (!holds(b, c, w))
			l->fresh |= (uint64_t)1 << k;
	}
	if (turn < 8)
		l->fresh ^= (uint64_t)1 << rng_below(r, (uint32_t)l->len);
	else if (turn < 11)
		l->fresh = ((uint64_t)rng_below(r, UINT32_MAX) << 32 |
		    rng_below(r, UINT32_MAX)) & (l->len == 64 ? ~UINT64_C(0) :
		    (UINT64_C(1) << l->len) - 1);
}

/* The new tiles with a tile beside them across the line, read square
   by square. */
static uint64_t
beside_tiles(const struct letterboard *b, const struct line *l)
{
	uint64_t	 bits = 0;
	int		 k, c, w, dc = l->dir == LB_ACROSS;

	for (k = 0; k < l->len; k++) {
		square(l, k, &c, &w);
		if ((l->fresh >> k & 1) && (holds(b, c - !dc, w - dc) ||
		    holds(b, c + !dc, w + dc)))
			bits |= (uint64_t)1 << k;
	}
	return bits;
}

/* The new tiles whose cross word has 2 letters or more once put down. */
static uint64_t
cross_words(const struct letterboard *b, const struct line *l)
{
	struct letterboard	 after;
	struct lb_word		 w;
	uint64_t		 bits = 0;
	int			 k, c, row;

	lb_copy(&after, b);
	for (k = 0; k < l->len; k++)
		if (l->fresh >> k & 1) {
			square(l, k, &c, &row);
			(void)lb_put(&after, c, row, 'E', 2);
		}
	for (k = 0; k < l->len; k++) {
		square(l, k, &c, &row);
		if ((l->fresh >> k & 1) && lb_word_at(&after, c, row,
		    l->dir == LB_ACROSS ? LB_DOWN : LB_ACROSS, &w) >= 2)
			bits |= (uint64_t)1 << k;
	}
	lb_free(&after);
	return bits;
}

/* A random board: up to 40 tiles in a square of 12, some in words. */
static void
random_board(struct rng *r, struct letterboard *b)
{
	int	 tiles = 1 + (int)rng_below(r, 40), k, c, w, len, i;

	lb_init(b);
	for (k = 0; k < tiles; k++) {
		c = (int)rng_below(r, 12);
		w = (int)rng_below(r, 12);
		len = rng_below(r, 3) == 0 ? 2 + (int)rng_below(r, 5) : 1;
		for (i = 0; i < len; i++)
			(void)lb_put(b, c + (k % 2 ? i : 0), w + (k % 2 ? 0 :
			    i), 'E', 1);
	}
}

static void
test_random_lines(void)
{
	struct letterboard	 b;
	struct lb_place		 p[64];
	struct line		 l;
	struct rng		 r;
	int			 seen[LB_NOT_ON_START + 1] = { 0 };
	int			 i, k, n, bad = 0, wrong_beside = 0, lines = 0;
	int			 wrong_cross = 0, crossed = 0, quiet = 0;
	uint64_t		 beside;
	enum lb_fault		 got, want;

	rng_seed(&r, 11);
	for (i = 0; i < BOARDS; i++) {
		random_board(&r, &b);
		for (k = 0; k < LINES; k++) {
			random_line(&r, &b, b.col0 - 4, b.row0 - 4, &l);
			n = places(&l, p);
			want = lb_check_play(&b, p, n);
			got = lb_check_line(&b, l.col, l.row, l.dir, l.len,
			    l.fresh, &beside);
			lines++;
			seen[want]++;
			if (got != want) {
				if (bad++ < 5)
					printf("#   %d,%d %s %d: %s, not %s\n",
					    l.col, l.row, l.dir == LB_ACROSS ?
					    "across" : "down", l.len,
					    lb_fault_text(got),
					    lb_fault_text(want));
				continue;
			}
			if (got != LB_OK)
				continue;
			wrong_beside += beside != beside_tiles(&b, &l);
			wrong_cross += beside != cross_words(&b, &l);
			crossed += beside != 0;
			quiet += beside == 0;
		}
		lb_free(&b);
	}
	tap_is_int(bad, 0, "%d random lines judged as lb_check_play() judges "
	    "their new tiles", lines);
	tap_ok(seen[LB_OK] > 10000 && seen[LB_NOT_TOUCHING] > 1000 &&
	    seen[LB_GAP] > 1000 && seen[LB_TAKEN] > 1000 &&
	    seen[LB_NO_TILES] > 100 && seen[LB_TOO_MANY] > 10, "among them "
	    "%d placed, %d touching nothing, %d with a gap, %d on a tile, %d "
	    "of no tile, %d of too many", seen[LB_OK], seen[LB_NOT_TOUCHING],
	    seen[LB_GAP], seen[LB_TAKEN], seen[LB_NO_TILES],
	    seen[LB_TOO_MANY]);
	tap_is_int(wrong_beside, 0, "each placed line's tiles with a tile "
	    "beside them across are those it says");
	tap_is_int(wrong_cross, 0, "and they are those that make a cross "
	    "word once down");
	tap_ok(crossed > 1000 && quiet > 1000, "%d placed lines with a "
	    "cross word, %d without", crossed, quiet);
}

/* Lines at LB_FAR and beyond, on an empty board and on a board with
   tiles: judged as lb_check_play() judges them. */
static void
test_far(void)
{
	struct letterboard	 b;
	struct lb_place		 p[64];
	struct line		 l;
	uint64_t		 beside;
	int			 bad = 0, k, n, edge;

	lb_init(&b);
	for (k = 0; k < 2; k++) {
		for (edge = LB_FAR - 3; edge <= LB_FAR + 1; edge++) {
			l.col = edge;
			l.row = edge;
			l.len = 3;
			l.dir = (enum lb_dir)(edge % 2);
			l.fresh = 7;
			n = places(&l, p);
			bad += lb_check_line(&b, l.col, l.row, l.dir, l.len,
			    l.fresh, &beside) != lb_check_play(&b, p, n);
			l.col = -edge;
			n = places(&l, p);
			bad += lb_check_line(&b, l.col, l.row, l.dir, l.len,
			    l.fresh, &beside) != lb_check_play(&b, p, n);
		}
		(void)lb_put(&b, LB_FAR - 1, LB_FAR, 'E', 1);
		(void)lb_put(&b, -LB_FAR, LB_FAR - 1, 'E', 1);
	}
	lb_free(&b);
	tap_is_int(bad, 0, "lines at the farthest squares and beyond, on an "
	    "empty board and beside tiles there, judged as lb_check_play() "
	    "judges them");
}

int
main(void)
{
	test_random_lines();
	test_far();
	return tap_done();
}
