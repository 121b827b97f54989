/*
 * polygon.h: the geometry of Alphagon's polygon, one path of squares from
 * the start point (the flag where the first '+' stands).
 *
 * Every letter and every '+' goes on the next square in the current
 * direction.  The path turns (a corner) on a square that holds a '+', on
 * a square of the board's edge when the direction leads off the board,
 * and on a square from which the next one would be early closure: it
 * would touch, by an edge, a square of the path other than the one it
 * comes from (touching the start point is allowed once the polygon has 4
 * sides: that is its closure).  The new direction is one of the two
 * perpendicular ones: with fewer than 4 sides built the one that moves
 * away from the start point, with 4 or more the one that approaches it;
 * when the corner is level with the start point on that axis, the one
 * with more squares before the board's edge (and when both edges are as
 * far, the right turn).  If that one is blocked (off the board, or early
 * closure), the other; if both are, the polygon is stuck.  The polygon is
 * closed when its last square touches the start point with at least 4
 * sides, and ends with its 10th side, when that side reaches a corner.
 *
 * The board is rows by cols squares (13 by 13 in the game; smaller ones
 * draw small examples), square r * cols + c as in board.h.
 *
 * Ownership: a struct ag_polygon is a plain value, copied with '='.
 */
#ifndef REFKIT_AG_POLYGON_H
#define REFKIT_AG_POLYGON_H

#include "ag/board.h"

#define AG_MAXSIDES	10
#define AG_POLY_WHY	128	/* bytes of a reason given back */

enum ag_dir {
	AG_NORTH,
	AG_EAST,
	AG_SOUTH,
	AG_WEST
};

/* What ended the polygon, if anything did. */
enum ag_end {
	AG_OPEN,		/* the next piece goes on poly->next */
	AG_CLOSED,		/* the last square touches the start point */
	AG_TEN_SIDES,		/* the 10th side reached a corner */
	AG_STUCK		/* at a corner, both new directions blocked */
};

/* Why the last piece placed made a corner, if it did. */
enum ag_corner {
	AG_STRAIGHT,		/* no corner: the side goes on */
	AG_AT_PLUS,		/* a '+' */
	AG_AT_EDGE,		/* the board's edge */
	AG_AT_EARLY		/* one step before early closure */
};

struct ag_polygon {
	int		 rows, cols;
	int		 n;			/* squares on the path */
	short		 path[AG_SQUARES];	/* squares, start point first */
	char		 piece[AG_SQUARES];	/* 'A'-'Z' or '+', by path */
	short		 at[AG_SQUARES];	/* path index + 1 of a square,
						   0 if it is empty */
	unsigned char	 beside[AG_SQUARES];	/* the path's squares beside
						   a square, by an edge */
	int		 row, col;		/* the last square's */
	int		 start_row, start_col;	/* the start point's */
	enum ag_dir	 dir;			/* the current direction */
	int		 sides;			/* sides begun */
	int		 next;			/* the next square, or -1 */
	enum ag_end	 end;
	enum ag_corner	 corner;		/* what the last piece did */
};

/* The direction's name, "north" and so on; and its letter, 'N'. */
const char	*ag_dir_name(enum ag_dir);
int		 ag_dir_letter(enum ag_dir);

/* Read a direction letter N, E, S or W into *d; 1, or 0 if not one. */
int		 ag_dir_parse(int letter, enum ag_dir *d);

/*
 * Begin a polygon on a board of rows by cols squares: the '+' on the
 * square start and the letter on the next square in direction d.  Returns
 * 1, or 0 with a reason in why (AG_POLY_WHY bytes) if the letter is not a
 * capital letter or its square is off the board.  The caller checks that
 * start is a flag.
 */
int	 ag_poly_start(struct ag_polygon *, int rows, int cols, int start,
	    enum ag_dir, int letter, char *why);

/*
 * Place a letter or a '+' on the next square, then find whether the
 * polygon closes, turns or ends there.  Returns 1, or 0 with a reason in
 * why if the piece is neither or the polygon has ended.
 */
int	 ag_poly_place(struct ag_polygon *, int piece, char *why);

/*
 * Whether ag_poly_place() would take the piece now: 1, or 0 with its
 * reason in why; the polygon is not changed.
 */
int	 ag_poly_may_place(const struct ag_polygon *, int piece, char *why);

/*
 * Draw the path as rows lines of cols characters, each ended by '\n':
 * '.' for an empty square, the piece on the others.  buf holds at least
 * rows * (cols + 1) + 1 bytes; it is ended by a NUL.
 */
void	 ag_poly_draw(const struct ag_polygon *, char *buf);

#endif
