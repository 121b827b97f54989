/*
 * shape.h: whether a polygon card's silhouette is the end of the polygon:
 * the squares its steps make, turned a quarter, a half or three quarters
 * and flipped as may be, are the polygon's last squares, as many.
 *
 * Ownership: nothing is allocated.
 */
#ifndef REFKIT_AG_SHAPE_H
#define REFKIT_AG_SHAPE_H

#include "ag/polygon.h"

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

#endif
