/*
 * polyomino.h: every polyomino of n cells, once each up to the chosen
 * symmetry, by Redelmeier's algorithm.
 *
 * Each polyomino is given in its canonical form (pa_shape_canonical under
 * the symmetry): normalized, cells sorted by row then column.  A size n is
 * valid from 1 to PA_MAXCELLS; for any other n every function here finds
 * no polyomino.  Lists are sorted in ascending pa_shape_cmp order, so the
 * same n and symmetry give the same list, in the same order, every time;
 * the caller owns each list and releases it as its function says.
 */
#ifndef REFKIT_PA_POLYOMINO_H
#define REFKIT_PA_POLYOMINO_H

#include <stddef.h>

#include "shape.h"

/*
 * A sorted list kept compactly: polyomino i is the n bytes at
 * cells + i * n, each cell one byte, its row times 16 plus its column
 * (a cell of a normalized shape of at most 16 cells is below 16 both
 * ways).  Byte order is pa_shape_cmp order.
 */
struct pa_polyset {
	int		 n;
	size_t		 count;
	unsigned char	*cells;		/* owned; pa_polyset_free */
};

/* How many polyominoes of n cells there are under the symmetry. */
unsigned long long pa_polyomino_count(int n, enum pa_symmetry);

/*
 * Call fn with each polyomino of n cells, in the order generated (not
 * sorted), and arg; stop when fn returns nonzero.  The shape passed lives
 * only during the call.  Return the nonzero value fn stopped with, or 0.
 */
int	 pa_polyomino_each(int n, enum pa_symmetry,
	    int (*fn)(const struct pa_shape *, void *), void *arg);

/*
 * Fill set with every polyomino of n cells, sorted; the caller releases
 * it with pa_polyset_free.  This takes n bytes a polyomino.
 */
void	 pa_polyset_make(struct pa_polyset *set, int n, enum pa_symmetry);

/* Write polyomino i (below set->count) of the set to out. */
void	 pa_polyset_get(const struct pa_polyset *set, size_t i,
	    struct pa_shape *out);

/* Release what the set holds and leave it empty. */
void	 pa_polyset_free(struct pa_polyset *set);

/*
 * Store in *out an array of every polyomino of n cells, sorted (the caller
 * frees it with free(3); NULL when there are none) and return how many.
 */
size_t	 pa_polyominoes(int n, enum pa_symmetry, struct pa_shape **out);

#endif
