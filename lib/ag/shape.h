/*
 * shape.h: whether a polygon card's silhouette is the end of the polygon:
 * the squares its steps make, turned a quarter, a half or three quarters
 * and flipped as may be, are the polygon's last squares, as many.
 *
 * Ownership: nothing is allocated.
 */
#ifndef REFKIT_AG_SHAPE_H
#define REFKIT_AG_SHAPE_H

#include <stdint.h>

#include "ag/polygon.h"

#define AG_SHAPE_TURNS	8	/* turns and flips of a silhouette */

/*
 * A set of squares at most 5 by 5, moved to its least row and column:
 * bit 5 * row + column for each.  Two silhouettes are the same, turned
 * as they are, when their sets are.
 */
typedef uint32_t	 ag_shape_set;

/*
 * Whether the silhouette of steps ("ESSE": 3 or 4 of N, E, S, W from its
 * first square) equals the polygon's last 4 or 5 squares, turned or
 * flipped.
 */
int	 ag_shape_at_end(const struct ag_polygon *, const char *steps);

/*
 * The same, but turned and flipped only if turned is 1; if it is 0, the
 * silhouette must be the polygon's last squares as printed.
 */
int	 ag_shape_at_end_as(const struct ag_polygon *, const char *steps,
	    int turned);

/*
 * The sets of the silhouette of steps under each of the 8 turns and flips
 * (set[0] as printed), for ag_shape_end_is(); returns its squares, or 0
 * if steps are not 3 or 4 of N, E, S, W.
 */
int	 ag_shape_sets(const char *steps, ag_shape_set set[AG_SHAPE_TURNS]);

/*
 * Whether the silhouette of n squares whose sets ag_shape_sets() made is
 * the polygon's last n squares: as printed (set[0]), or turned or
 * flipped too if turned is 1.
 */
int	 ag_shape_end_is(const struct ag_polygon *, int n,
	    const ag_shape_set set[AG_SHAPE_TURNS], int turned);

#endif
