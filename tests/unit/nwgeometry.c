/*
 * nwgeometry.c: unit tests for lib/nw/geometry.c, a board's geometry
 * worked out once: every entry of its tables, on boards from the
 * smallest to the largest, is what lib/nw/board.h works out for it
 * (nw_field_x(), nw_field_y(), nw_beside(), nw_square_file(),
 * nw_square_rank(), nw_corners()); the tables follow the board asked
 * for, back and forth; each thread has its own; and the square a field
 * off the board's edge is given, NW_NOSQUARE, is empty in every position.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "nw/board.h"
#include "nw/geometry.h"
#include "nw/rules.h"
#include "tap.h"

/*
 * How many entries of g differ from what board.h works out for the board
 * of p.
 */
static int
wrong_entries(const struct nw_geometry *g, const struct nw_pos *p)
{
	int	 fd, sq, side, i, n, k, wrong = 0, beside[4], c[4];

	if (g->cols != p->cols || g->rows != p->rows)
		return 1;
	for (fd = 0; fd < nw_nfields(p); fd++) {
		wrong += g->field_x[fd] != nw_field_x(p, fd);
		wrong += g->field_y[fd] != nw_field_y(p, fd);
		/* The same squares, in the same order, and none else. */
		n = nw_beside(p, fd, beside);
		for (i = 0, k = 0; i < 4; i++) {
			if (g->beside[fd][i] == NW_NOSQUARE)
				continue;
			wrong += k >= n || g->beside[fd][i] != beside[k];
			k++;
		}
		wrong += k != n;
	}
	for (sq = 0; sq < nw_nsquares(p); sq++) {
		wrong += g->square_file[sq] != nw_square_file(p, sq);
		wrong += g->square_rank[sq] != nw_square_rank(p, sq);
		for (side = 0; side < 2; side++) {
			nw_corners(p, sq, side, c);
			for (i = 0; i < 4; i++)
				wrong += g->corner[side][sq][i] != c[i];
		}
	}
	return wrong;
}

/* A second thread's geometry, of a 2x3 board. */
static void *
other_thread(void *arg)
{
	struct nw_pos	 p;

	nw_pos_init(&p, 2, 3);
	*(int *)arg = wrong_entries(nw_geometry(&p), &p);
	return NULL;
}

int
main(void)
{
	static const int boards[][2] = {
		{ 2, 3 }, { 6, 6 }, { 25, 26 }, { 7, 5 }, { 3, 9 }, { 6, 6 },
		{ 12, 11 }, { 25, 3 }, { 2, 26 }
	};
	struct nw_pos	 p;
	pthread_t	 t;
	size_t		 i;
	int		 wrong, other = -1;

	for (i = 0; i < sizeof(boards) / sizeof(boards[0]); i++) {
		nw_pos_init(&p, boards[i][0], boards[i][1]);
		wrong = wrong_entries(nw_geometry(&p), &p);
		tap_ok(wrong == 0, "the geometry of a %dx%d board is board.h's "
		    "(%d entries differ)", p.cols, p.rows, wrong);
	}
	nw_pos_init(&p, 6, 6);
	(void)nw_geometry(&p);
	if (pthread_create(&t, NULL, other_thread, &other) != 0 ||
	    pthread_join(t, NULL) != 0)
		return 1;
	tap_ok(other == 0, "a second thread works out its own board's");
	tap_ok(nw_geometry_cached.cols == 6 && nw_geometry_cached.rows == 6 &&
	    wrong_entries(&nw_geometry_cached, &p) == 0, "and the first "
	    "thread's stays its own");

	/* Off the board's edge: a square that is always empty. */
	nw_pos_init(&p, NW_MAXCOLS, NW_MAXROWS);
	tap_ok(p.square[NW_NOSQUARE] == 0, "NW_NOSQUARE is empty on the "
	    "largest board");
	p.square[0] |= NW_SQ_MOVED;
	nw_pass(&p, &(struct nw_rules){ 0, 0, NW_CONTROL_STRICT }, 0);
	tap_ok(p.square[NW_NOSQUARE] == 0 && nw_nsquares(&p) <= NW_NOSQUARE,
	    "and after a turn passes, past every board's squares");
	return tap_done();
}
