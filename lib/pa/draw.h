/*
 * draw.h: pictures of Pattern Assembly grids and questions, for a host to
 * post in a game room: as text (pictures O, X and +, colored with ANSI
 * escapes when asked) or as a standalone SVG document.
 *
 * Every function writes to the stream given and allocates nothing; the
 * caller checks the stream for write errors.
 */
#ifndef REFKIT_PA_DRAW_H
#define REFKIT_PA_DRAW_H

#include <stddef.h>
#include <stdio.h>

#include "grid.h"
#include "shape.h"
#include "solve.h"

/*
 * Write the grid as the rules reveal it: column numbers right-aligned
 * above, a row letter at the left of each row, pictures separated by
 * spaces; circles red, crosses blue and plusses green if color is set.
 */
void	 pa_draw_grid(FILE *, const struct pa_grid *, int color);

/*
 * Write a shape as a small picture, '#' for a cell and '.' for a place of
 * its bounding box that is not one, a space between columns.
 */
void	 pa_draw_shape(FILE *, const struct pa_shape *);

/*
 * Write a round's question, one group or several (the Plus variant): its
 * heading, then for each group the shape and the contents, in the rules'
 * order and in words.  plus says how a group scores: 1 point, not its
 * size.
 */
void	 pa_draw_round(FILE *, int round, const struct pa_question *, int nq,
	    int plus, int color);

/*
 * Write the contents in words, "2 circles, 1 cross", into buf of the
 * given size, truncating if it is too small; return the full length.
 */
size_t	 pa_contents_words(const struct pa_contents *, char *buf, size_t size);

/* Write the grid as an SVG document: labels, a square per cell, pictures. */
void	 pa_svg_grid(FILE *, const struct pa_grid *);

/*
 * Write a round's question as an SVG document: its heading, then for each
 * group the shape's cells as squares and the contents as pictures in a
 * row below.
 */
void	 pa_svg_round(FILE *, int round, const struct pa_question *, int nq,
	    int plus);

#endif
