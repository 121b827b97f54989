/*
 * geometry.h: a Netzwerk board's geometry worked out once for its size:
 * each field's column and row and the squares beside it, each square's
 * file and rank and its corners in each side's order of spending.  The
 * rules ask these for every move they check, and a look-up costs less
 * than working them out (a multiplication for a row, masks for the
 * board's edges).
 *
 * Ownership: nw_geometry() returns the calling thread's own tables
 * (_Thread_local), valid until the thread asks for a board of another
 * size; nothing is allocated.
 */
#ifndef REFKIT_NW_GEOMETRY_H
#define REFKIT_NW_GEOMETRY_H

#include "board.h"

struct nw_geometry {
	int		 cols, rows;	/* the board's size, 0 before any */
	unsigned char	 field_x[NW_MAXFIELDS];	/* nw_field_x() */
	unsigned char	 field_y[NW_MAXFIELDS];	/* nw_field_y() */
	/*
	 * The squares beside a field: below it left and right, then above
	 * it left and right; NW_NOSQUARE, always empty, for one off the
	 * board.
	 */
	short		 beside[NW_MAXFIELDS][4];
	unsigned char	 square_file[NW_MAXSQUARES];	/* nw_square_file() */
	unsigned char	 square_rank[NW_MAXSQUARES];	/* nw_square_rank() */
	short		 corner[2][NW_MAXSQUARES][4];	/* nw_corners(), by
							   side */
};

extern _Thread_local struct nw_geometry nw_geometry_cached;

/* Work out the tables of the position's board into nw_geometry_cached. */
void	 nw_geometry_build(const struct nw_pos *);

/*
 * This thread's nw_geometry_cached, by a call: with the sanitizers (a
 * build without link-time optimisation, where the call stays a call) gcc
 * tests the address of a thread-local object made inline for NULL by the
 * flags of the add that makes it, which the linker turns into a lea that
 * sets none, and UBSan reports a null pointer that is not; linked whole,
 * the call is inlined.
 */
struct nw_geometry *nw_geometry_here(void);

/* The geometry of the position's board; inline, for every move asks. */
static inline const struct nw_geometry *
nw_geometry(const struct nw_pos *p)
{
	struct nw_geometry	*g = nw_geometry_here();

	if (__builtin_expect(g->cols != p->cols || g->rows != p->rows, 0))
		nw_geometry_build(p);
	return g;
}

#endif
