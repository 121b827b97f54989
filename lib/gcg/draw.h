/*
 * draw.h: a picture of a GCG record's position: the 15x15 board with its
 * premium squares and tiles, the players' totals and whose turn it is,
 * as a standalone SVG document.
 *
 * The functions write to the stream or buffer given and allocate
 * nothing; the caller checks the stream for write errors.
 */
#ifndef REFKIT_GCG_DRAW_H
#define REFKIT_GCG_DRAW_H

#include <stddef.h>
#include <stdio.h>

#include "gcg/replay.h"

/*
 * Where the game stands, into buf: the totals and who moves next, "ann
 * 123, bob 98; bob to move", or "...; the game is over".
 */
void	 gcg_standing(const struct gcg_game *, char *buf, size_t size);

/*
 * Write the position after shown event lines as an SVG document: a
 * caption (title, the events shown, where the game stands), then the
 * board: plain squares light, double and triple letter squares light and
 * deep blue, double and triple word squares pink and red, the centre
 * starred, the columns A to O above and the rows 1 to 15 at the left;
 * each tile a cream square with its letter, a blank's in lower case and
 * grey.
 */
void	 gcg_draw_svg(FILE *, const struct gcg_game *, const char *title,
	    unsigned long shown);

#endif
