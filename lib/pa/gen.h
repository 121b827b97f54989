/*
 * gen.h: generating a random Pattern Assembly match from a seed, by the
 * method pa-gen(1) states under RULES: every cell uniformly one of the
 * three pictures; for each round, a free polyomino of the round's size
 * drawn uniformly among those that fit the grid, placed uniformly among
 * the groups of cells that have its shape, and its contents read off
 * the grid.  With unique set, shapes and places are drawn the same way
 * but only among questions that have exactly one solution; when a grid
 * has no such question for a round, the next grid of the seed's stream
 * is drawn.
 */
#ifndef REFKIT_PA_GEN_H
#define REFKIT_PA_GEN_H

#include <stdint.h>

#include "match.h"

#define PA_GEN_MAXSIZE	10	/* the largest shape a generated round asks */
#define PA_GEN_GRIDS	100	/* grids drawn for --unique before giving up */

struct pa_gen_options {
	uint64_t	 seed;
	int		 rows;
	int		 cols;
	int		 rounds;
	int		 nsizes;
	int		 sizes[PA_MAXROUNDS];
	int		 plus;
	int		 groups;	/* questions a round */
	int		 unique;
};

/*
 * Fill the match (the caller frees it with pa_match_free) from the
 * options.  Returns 1, or 0 with a message in why (256 bytes) when the
 * grid makes the match impossible.
 */
int	 pa_generate(const struct pa_gen_options *, struct pa_match *,
	    char *why);

/* Round r's shape size (r from 0): the sizes split into equal blocks. */
int	 pa_gen_size(const struct pa_gen_options *, int r);

#endif
