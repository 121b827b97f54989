/*
 * geometry.c: a Netzwerk board's geometry, worked out once for its size
 * in each thread that asks.
 */
#include "board.h"
#include "geometry.h"

_Thread_local struct nw_geometry nw_geometry_cached;

struct nw_geometry *
nw_geometry_here(void)
{
	return &nw_geometry_cached;
}

/* The square of file f and rank r, or NW_NOSQUARE if it is off the board. */
static short
square_or_none(const struct nw_pos *p, int f, int r)
{
	int	 sq = nw_square(p, f, r);

	return (short)(sq < 0 ? NW_NOSQUARE : sq);
}

void
nw_geometry_build(const struct nw_pos *p)
{
	struct nw_geometry	*g = &nw_geometry_cached;
	int			 fd, sq, x, y, side, i, c[4];

	g->cols = p->cols;
	g->rows = p->rows;
	for (fd = 0; fd < nw_nfields(p); fd++) {
		g->field_x[fd] = (unsigned char)(x = nw_field_x(p, fd));
		g->field_y[fd] = (unsigned char)(y = nw_field_y(p, fd));
		g->beside[fd][0] = square_or_none(p, x - 1, y - 1);
		g->beside[fd][1] = square_or_none(p, x, y - 1);
		g->beside[fd][2] = square_or_none(p, x - 1, y);
		g->beside[fd][3] = square_or_none(p, x, y);
	}
	for (sq = 0; sq < nw_nsquares(p); sq++) {
		g->square_file[sq] = (unsigned char)nw_square_file(p, sq);
		g->square_rank[sq] = (unsigned char)nw_square_rank(p, sq);
		for (side = 0; side < 2; side++) {
			nw_corners(p, sq, side, c);
			for (i = 0; i < 4; i++)
				g->corner[side][sq][i] = (short)c[i];
		}
	}
}
