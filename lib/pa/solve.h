/*
 * solve.h: finding groups on a grid: every placement of a shape, and every
 * group with a question's shape and contents (the solutions of a round).
 *
 * Groups are struct pa_shape values with absolute, sorted cells.  Lists
 * are returned in ascending pa_shape_cmp order and owned by the caller.
 */
#ifndef REFKIT_PA_SOLVE_H
#define REFKIT_PA_SOLVE_H

#include <stddef.h>

#include "grid.h"
#include "shape.h"

/* A question: a shape (any rotation or reflection) and its contents. */
struct pa_question {
	struct pa_shape		 shape;
	struct pa_contents	 contents;
};

/*
 * Every group of cells on a rows x cols grid that has the shape, each
 * once however many orientations give it; store the array in *out (the
 * caller frees it; NULL may be passed to only count) and return how many.
 */
size_t	 pa_placements(int rows, int cols, const struct pa_shape *,
	    struct pa_shape **out);

/*
 * Every solution of the question on the grid: groups with its shape and
 * contents; store the array in *out (the caller frees it; NULL may be
 * passed to only count) and return how many.
 */
size_t	 pa_solve(const struct pa_grid *, const struct pa_question *,
	    struct pa_shape **out);

/* How many solutions, counting no further than limit. */
size_t	 pa_count_solutions(const struct pa_grid *, const struct pa_question *,
	    size_t limit);

#endif
