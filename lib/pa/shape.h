/*
 * shape.h: Pattern Assembly shapes: sets of cells, their rotations and
 * reflections, a canonical form, and the rules' cell notation.
 *
 * A shape is a value: a small fixed array, copied freely, never allocated.
 * A normalized shape has its topmost row and leftmost column at 0 and its
 * cells sorted by row, then column.  A group (cells placed on a grid) uses
 * the same type with absolute coordinates, still sorted.
 */
#ifndef REFKIT_PA_SHAPE_H
#define REFKIT_PA_SHAPE_H

#include <stddef.h>

#define PA_MAXCELLS	16	/* the largest shape a question may have */
#define PA_NTRANSFORMS	8	/* four rotations, each also reflected */

/* A cell: row 0 is the rules' row A, column 0 is the rules' column 1. */
struct pa_cell {
	int	 row;
	int	 col;
};

struct pa_shape {
	int		 n;
	struct pa_cell	 cell[PA_MAXCELLS];
};

/* Which transforms make two shapes the same (pa-shapes --one-sided, --fixed). */
enum pa_symmetry {
	PA_FREE,	/* rotations and reflections */
	PA_ONESIDED,	/* rotations only */
	PA_FIXED	/* translations only */
};

/* Sort the cells by row, then column, keeping them where they are. */
void	 pa_shape_sort(struct pa_shape *);

/* Move the shape to row 0 and column 0 and sort it. */
void	 pa_shape_normalize(struct pa_shape *);

/*
 * Write to out the shape turned a quarter clockwise (t & 3) times, then
 * mirrored left to right if t & 4, normalized.  t is 0 to 7.
 */
void	 pa_shape_transform(struct pa_shape *out, const struct pa_shape *, int t);

/* Order two sorted shapes: by size, then cell by cell (row, then column). */
int	 pa_shape_cmp(const struct pa_shape *, const struct pa_shape *);

/*
 * Write to out the canonical form: of the shape's transforms allowed by the
 * symmetry, the normalized one that pa_shape_cmp orders first.
 */
void	 pa_shape_canonical(struct pa_shape *out, const struct pa_shape *,
	    enum pa_symmetry);

/*
 * Fill out[] with the distinct normalized orientations of the shape under
 * rotation and reflection, in the order of t; return how many (1 to 8).
 */
int	 pa_shape_orientations(const struct pa_shape *,
	    struct pa_shape out[PA_NTRANSFORMS]);

/* Whether the two shapes are the same up to rotation, reflection and place. */
int	 pa_shape_congruent(const struct pa_shape *, const struct pa_shape *);

/* Whether every cell can reach every other through edge neighbors. */
int	 pa_shape_connected(const struct pa_shape *);

/* Height and width of the shape's bounding box. */
int	 pa_shape_height(const struct pa_shape *);
int	 pa_shape_width(const struct pa_shape *);

/*
 * Write a cell in the rules' notation ("C3") into buf, NUL-terminated;
 * return the length.  buf has room for at least PA_CELLBUF bytes.
 */
#define PA_CELLBUF	16
int	 pa_cell_format(const struct pa_cell *, char buf[PA_CELLBUF]);

/*
 * Write the cells, in their order, joined by '-' ("C3-D3-D4") into buf of
 * the given size, truncating if it is too small; return the full length.
 */
size_t	 pa_shape_format(const struct pa_shape *, char *buf, size_t size);

/*
 * Write the cells as pa_shape_format() does, but with no final NUL, into
 * buf, which has room for PA_SHAPEBUF bytes; return the length.  A cell
 * of a grid is written without snprintf(3): this is the fast road of the
 * listings (pa-solve, pa-shapes).
 */
#define PA_SHAPEBUF	(PA_MAXCELLS * PA_CELLBUF)
size_t	 pa_shape_write(const struct pa_shape *, char buf[PA_SHAPEBUF]);

#endif
