/*
 * agshape.c: unit tests for lib/ag/shape.c, a card's silhouette against
 * the end of the polygon.  The rules' reading (a shape is found when the
 * silhouette, turned or flipped, or as printed only under the option,
 * equals the last 4 or 5 squares of the polygon) is checked against a
 * plain search: each of the 8 turns and flips of the silhouette, moved
 * so that one of its squares lies on the polygon's, covers its last
 * squares.  Each case stands beside its twin.
 */
#include <stdio.h>
#include <string.h>

#include "rng.h"
#include "ag/cards.h"
#include "ag/polygon.h"
#include "ag/shape.h"
#include "tap.h"

/* The silhouette's squares (row, column) for steps; returns how many. */
static int
cells(const char *steps, int r[], int c[])
{
	int	 n;

	r[0] = c[0] = 0;
	for (n = 1; *steps != '\0'; steps++, n++) {
		r[n] = r[n - 1] + (*steps == 'S') - (*steps == 'N');
		c[n] = c[n - 1] + (*steps == 'E') - (*steps == 'W');
	}
	return n;
}

/*
 * Whether the silhouette of steps, by a plain search, is the polygon's
 * last squares: as printed, or under any quarter turn and mirror if
 * turned.
 */
static int
plain_search(const struct ag_polygon *p, const char *steps, int turned)
{
	int	 r[8], c[8], tr[8], tc[8], n = cells(steps, r, c);
	int	 sym, i, j, k, dr, dc, sq, found;

	if (p->n < n)
		return 0;
	for (sym = 0; sym < (turned ? 8 : 1); sym++) {
		for (i = 0; i < n; i++) {
			int	 x = r[i], y = sym >= 4 ? -c[i] : c[i], t;

			for (k = 0; k < sym % 4; k++) {
				t = x;
				x = y;
				y = -t;
			}
			tr[i] = x;
			tc[i] = y;
		}
		/* Move its square j onto the polygon's first of the last n. */
		for (j = 0; j < n; j++) {
			sq = p->path[p->n - n];
			dr = sq / p->cols - tr[j];
			dc = sq % p->cols - tc[j];
			found = 1;
			for (i = 0; i < n && found; i++) {
				found = 0;
				for (k = p->n - n; k < p->n; k++)
					if (p->path[k] == (tr[i] + dr) *
					    p->cols + tc[i] + dc &&
					    tc[i] + dc >= 0 && tc[i] + dc <
					    p->cols)
						found = 1;
			}
			if (found)
				return 1;
		}
	}
	return 0;
}

/* A polygon from the start square (r, c) on 13 by 13, then pieces. */
static void
poly(struct ag_polygon *p, int r, int c, enum ag_dir d, const char *pieces)
{
	char	 why[AG_POLY_WHY];

	ag_poly_start(p, AG_SIZE, AG_SIZE, r * AG_SIZE + c, d, pieces[0], why);
	for (pieces++; *pieces != '\0'; pieces++)
		ag_poly_place(p, *pieces, why);
}

/* The cases and their twins. */
static void
twins(void)
{
	struct ag_polygon	 p;

	/* '+' on row 4, then A B C to the east: the last four in a row. */
	poly(&p, 3, 3, AG_EAST, "ABC");
	tap_ok(ag_shape_at_end_as(&p, "EEE", 0), "EEE is four squares in a "
	    "row, as printed");
	tap_ok(ag_shape_at_end_as(&p, "WWW", 0), "and WWW, the same squares");
	tap_ok(!ag_shape_at_end_as(&p, "SSS", 0), "SSS is not, as printed");
	tap_ok(ag_shape_at_end_as(&p, "SSS", 1), "SSS is, turned");
	tap_ok(!ag_shape_at_end_as(&p, "EEN", 1), "EEN is not, turned or "
	    "flipped");
	tap_ok(!ag_shape_at_end_as(&p, "EEEE", 1), "EEEE is five squares: "
	    "the polygon has four");
	poly(&p, 3, 3, AG_EAST, "ABCD");
	tap_ok(ag_shape_at_end_as(&p, "EEEE", 1), "five in a row, once "
	    "there are five");
	tap_ok(ag_shape_at_end_as(&p, "EEE", 1), "and the last four "
	    "of them are EEE");
	tap_ok(!ag_shape_at_end_as(&p, "", 1), "no steps are no silhouette");
	tap_ok(!ag_shape_at_end_as(&p, "EXE", 1), "nor steps other than N, "
	    "E, S, W");
}

int
main(void)
{
	struct ag_deck		 d;
	struct ag_polygon	 p;
	struct rng		 rng;
	char			 why[AG_POLY_WHY];
	unsigned long		 tried = 0, found[2] = { 0, 0 }, wrong = 0;
	int			 game, k, turned, piece, want, got;

	twins();
	ag_deck_standin(&d);
	/* Every card against every end of random polygons. */
	rng_seed(&rng, 7);
	for (game = 0; game < 2000; game++) {
		ag_poly_start(&p, AG_SIZE, AG_SIZE, 3 * AG_SIZE + 3 +
		    (int)rng_below(&rng, 7) * (AG_SIZE + 1),
		    (enum ag_dir)rng_below(&rng, 4), 'A', why);
		while (p.end == AG_OPEN) {
			for (k = 0; k < d.n; k++)
				for (turned = 0; turned < 2; turned++) {
					want = plain_search(&p,
					    d.card[k].steps, turned);
					got = ag_shape_end_is(&p,
					    d.card[k].squares, d.card[k].set,
					    turned);
					tried++;
					found[turned] += got;
					if (got != want && wrong++ < 5)
						printf("# card %d, %s: %d\n",
						    k + 1, turned ? "turned" :
						    "as printed", got);
				}
			piece = rng_below(&rng, 4) == 0 ? '+' :
			    'A' + (int)rng_below(&rng, 26);
			ag_poly_place(&p, piece, why);
		}
	}
	tap_ok(wrong == 0, "the stand-in deck's %d cards on every end of 2000 "
	    "random polygons (%lu looks): found as the plain search finds",
	    d.n, tried);
	tap_ok(found[0] > 100 && found[1] > found[0], "shapes were found, "
	    "%lu as printed, %lu turned or flipped", found[0], found[1]);
	ag_deck_free(&d);
	return tap_done();
}
