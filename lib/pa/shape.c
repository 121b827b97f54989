/*
 * shape.c: shapes, their transforms and canonical forms, and cell notation.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shape.h"

static int
cell_cmp(const void *a, const void *b)
{
	const struct pa_cell	*x = a, *y = b;

	if (x->row != y->row)
		return x->row < y->row ? -1 : 1;
	if (x->col != y->col)
		return x->col < y->col ? -1 : 1;
	return 0;
}

void
pa_shape_sort(struct pa_shape *s)
{
	qsort(s->cell, (size_t)s->n, sizeof(s->cell[0]), cell_cmp);
}

void
pa_shape_normalize(struct pa_shape *s)
{
	int	 i, minrow = INT_MAX, mincol = INT_MAX;

	for (i = 0; i < s->n; i++) {
		if (s->cell[i].row < minrow)
			minrow = s->cell[i].row;
		if (s->cell[i].col < mincol)
			mincol = s->cell[i].col;
	}
	for (i = 0; i < s->n; i++) {
		s->cell[i].row -= minrow;
		s->cell[i].col -= mincol;
	}
	pa_shape_sort(s);
}

void
pa_shape_transform(struct pa_shape *out, const struct pa_shape *in, int t)
{
	int	 i, k, row, col, turned;

	out->n = in->n;
	for (i = 0; i < in->n; i++) {
		row = in->cell[i].row;
		col = in->cell[i].col;
		/* A quarter turn clockwise takes (row, col) to (col, -row). */
		for (k = 0; k < (t & 3); k++) {
			turned = -row;
			row = col;
			col = turned;
		}
		if (t & 4)
			col = -col;
		out->cell[i].row = row;
		out->cell[i].col = col;
	}
	pa_shape_normalize(out);
}

int
pa_shape_cmp(const struct pa_shape *a, const struct pa_shape *b)
{
	int	 i, c;

	if (a->n != b->n)
		return a->n < b->n ? -1 : 1;
	for (i = 0; i < a->n; i++)
		if ((c = cell_cmp(&a->cell[i], &b->cell[i])) != 0)
			return c;
	return 0;
}

void
pa_shape_canonical(struct pa_shape *out, const struct pa_shape *in,
    enum pa_symmetry sym)
{
	struct pa_shape	 candidate;
	int		 t, last;

	last = sym == PA_FREE ? 7 : sym == PA_ONESIDED ? 3 : 0;
	pa_shape_transform(out, in, 0);
	for (t = 1; t <= last; t++) {
		pa_shape_transform(&candidate, in, t);
		if (pa_shape_cmp(&candidate, out) < 0)
			*out = candidate;
	}
}

int
pa_shape_orientations(const struct pa_shape *in,
    struct pa_shape out[PA_NTRANSFORMS])
{
	struct pa_shape	 candidate;
	int		 t, i, count = 0, seen;

	for (t = 0; t < PA_NTRANSFORMS; t++) {
		pa_shape_transform(&candidate, in, t);
		seen = 0;
		for (i = 0; i < count && !seen; i++)
			seen = pa_shape_cmp(&candidate, &out[i]) == 0;
		if (!seen)
			out[count++] = candidate;
	}
	return count;
}

int
pa_shape_congruent(const struct pa_shape *a, const struct pa_shape *b)
{
	struct pa_shape	 ca, cb;

	if (a->n != b->n)
		return 0;
	pa_shape_canonical(&ca, a, PA_FREE);
	pa_shape_canonical(&cb, b, PA_FREE);
	return pa_shape_cmp(&ca, &cb) == 0;
}

int
pa_shape_connected(const struct pa_shape *s)
{
	int	 reached[PA_MAXCELLS], stack[PA_MAXCELLS];
	int	 top = 0, count = 1, i, j, dr, dc;

	if (s->n == 0)
		return 0;
	memset(reached, 0, sizeof(reached));
	reached[0] = 1;
	stack[top++] = 0;
	while (top > 0) {
		i = stack[--top];
		for (j = 0; j < s->n; j++) {
			if (reached[j])
				continue;
			dr = abs(s->cell[i].row - s->cell[j].row);
			dc = abs(s->cell[i].col - s->cell[j].col);
			if (dr + dc == 1) {
				reached[j] = 1;
				stack[top++] = j;
				count++;
			}
		}
	}
	return count == s->n;
}

int
pa_shape_height(const struct pa_shape *s)
{
	int	 i, lo = INT_MAX, hi = INT_MIN;

	for (i = 0; i < s->n; i++) {
		if (s->cell[i].row < lo)
			lo = s->cell[i].row;
		if (s->cell[i].row > hi)
			hi = s->cell[i].row;
	}
	return s->n == 0 ? 0 : hi - lo + 1;
}

int
pa_shape_width(const struct pa_shape *s)
{
	int	 i, lo = INT_MAX, hi = INT_MIN;

	for (i = 0; i < s->n; i++) {
		if (s->cell[i].col < lo)
			lo = s->cell[i].col;
		if (s->cell[i].col > hi)
			hi = s->cell[i].col;
	}
	return s->n == 0 ? 0 : hi - lo + 1;
}

int
pa_cell_format(const struct pa_cell *c, char buf[PA_CELLBUF])
{
	if (c->row >= 0 && c->row < 26)
		return snprintf(buf, PA_CELLBUF, "%c%d", 'A' + c->row, c->col + 1);
	return snprintf(buf, PA_CELLBUF, "?%d", c->col + 1);
}

size_t
pa_shape_write(const struct pa_shape *s, char buf[PA_SHAPEBUF])
{
	const struct pa_cell	*c;
	char			*p = buf;
	int			 i;

	for (i = 0; i < s->n && i < PA_MAXCELLS; i++) {
		c = &s->cell[i];
		if (i > 0)
			*p++ = '-';
		if (c->row < 0 || c->row >= 26 || c->col < 0 || c->col >= 99) {
			p += pa_cell_format(c, p);
			continue;
		}
		/* A letter and one or two digits, as "%c%d" writes them. */
		*p++ = (char)('A' + c->row);
		if (c->col + 1 >= 10)
			*p++ = (char)('0' + (c->col + 1) / 10);
		*p++ = (char)('0' + (c->col + 1) % 10);
	}
	return (size_t)(p - buf);
}

size_t
pa_shape_format(const struct pa_shape *s, char *buf, size_t size)
{
	char	 cell[PA_CELLBUF];
	size_t	 len = 0, piece;
	int	 i;

	if (size > 0)
		buf[0] = '\0';
	for (i = 0; i < s->n; i++) {
		if (i > 0) {
			if (len + 1 < size) {
				buf[len] = '-';
				buf[len + 1] = '\0';
			}
			len++;
		}
		piece = (size_t)pa_cell_format(&s->cell[i], cell);
		if (len + piece < size)
			memcpy(buf + len, cell, piece + 1);
		else if (len < size)
			buf[len] = '\0';
		len += piece;
	}
	return len;
}
