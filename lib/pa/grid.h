/*
 * grid.h: the Pattern Assembly grid of pictures, kept both as a table and
 * as one bitboard per picture (a row fits in a machine word), and the
 * contents of a group: how many of each picture it holds.
 *
 * A grid is a value with no allocations; copy it freely.
 */
#ifndef REFKIT_PA_GRID_H
#define REFKIT_PA_GRID_H

#include <stdint.h>

#include "shape.h"

#define PA_MAXROWS	26	/* rows A to Z */
#define PA_MAXCOLS	20	/* columns 1 to 20 */

/* The pictures, in the order the rules list contents. */
enum pa_picture {
	PA_BLANK = 0,	/* only in a showdown answer: '.' or '-' */
	PA_CIRCLE = 1,	/* red circle, 'O' */
	PA_CROSS = 2,	/* blue cross, 'X' */
	PA_PLUS = 3	/* green plus, '+' */
};
#define PA_NPICTURES	4

struct pa_grid {
	int		 rows;
	int		 cols;
	unsigned char	 pic[PA_MAXROWS][PA_MAXCOLS];	/* enum pa_picture */
	uint32_t	 bits[PA_NPICTURES][PA_MAXROWS];  /* bit c: pic[r][c] */
};

/* How many of each picture a group holds; count[PA_BLANK] is unused. */
struct pa_contents {
	int	 count[PA_NPICTURES];
};

/* Make an empty grid (every cell PA_BLANK) of the given size. */
void	 pa_grid_init(struct pa_grid *, int rows, int cols);

/* Put a picture in a cell, keeping the bitboards in step. */
void	 pa_grid_set(struct pa_grid *, int row, int col, enum pa_picture);

/* Whether the cell lies on the grid. */
int	 pa_grid_contains(const struct pa_grid *, const struct pa_cell *);

/* The contents of a group of cells that all lie on the grid. */
void	 pa_grid_contents(const struct pa_grid *, const struct pa_shape *,
	    struct pa_contents *);

/* The character the rules write for a picture: '.', 'O', 'X' or '+'. */
char	 pa_picture_char(enum pa_picture);

/* The picture a character stands for, or -1 if it stands for none. */
int	 pa_picture_from_char(int);

/* The plain name of a picture: "circle", "cross", "plus" or "blank". */
const char *pa_picture_name(enum pa_picture);

/* Cells in a group: the sum of the counts. */
int	 pa_contents_total(const struct pa_contents *);

/* Whether two contents hold the same pictures. */
int	 pa_contents_equal(const struct pa_contents *, const struct pa_contents *);

/*
 * Write the contents as the rules list them, circles then crosses then
 * plusses ("OOX+"), NUL-terminated, into buf of the given size (at least
 * PA_MAXCELLS + 1 for a question); return the full length.
 */
int	 pa_contents_format(const struct pa_contents *, char *buf, size_t size);

#endif
