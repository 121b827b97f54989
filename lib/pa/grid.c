/*
 * grid.c: the grid of pictures and the contents of groups.
 */
#include <string.h>

#include "grid.h"

void
pa_grid_init(struct pa_grid *g, int rows, int cols)
{
	memset(g, 0, sizeof(*g));
	g->rows = rows;
	g->cols = cols;
}

void
pa_grid_set(struct pa_grid *g, int row, int col, enum pa_picture p)
{
	int	 q;

	g->pic[row][col] = (unsigned char)p;
	for (q = 0; q < PA_NPICTURES; q++)
		g->bits[q][row] &= ~((uint32_t)1 << col);
	g->bits[p][row] |= (uint32_t)1 << col;
}

int
pa_grid_contains(const struct pa_grid *g, const struct pa_cell *c)
{
	return c->row >= 0 && c->row < g->rows && c->col >= 0 && c->col < g->cols;
}

void
pa_grid_contents(const struct pa_grid *g, const struct pa_shape *group,
    struct pa_contents *out)
{
	int	 i;

	memset(out, 0, sizeof(*out));
	for (i = 0; i < group->n; i++)
		out->count[g->pic[group->cell[i].row][group->cell[i].col]]++;
}

char
pa_picture_char(enum pa_picture p)
{
	static const char chars[PA_NPICTURES] = { '.', 'O', 'X', '+' };

	return chars[p];
}

int
pa_picture_from_char(int ch)
{
	switch (ch) {
	case 'O':
		return PA_CIRCLE;
	case 'X':
		return PA_CROSS;
	case '+':
		return PA_PLUS;
	case '.':
	case '-':
		return PA_BLANK;
	default:
		return -1;
	}
}

const char *
pa_picture_name(enum pa_picture p)
{
	static const char *const names[PA_NPICTURES] =
	    { "blank", "circle", "cross", "plus" };

	return names[p];
}

int
pa_contents_total(const struct pa_contents *c)
{
	return c->count[PA_CIRCLE] + c->count[PA_CROSS] + c->count[PA_PLUS];
}

int
pa_contents_equal(const struct pa_contents *a, const struct pa_contents *b)
{
	return a->count[PA_CIRCLE] == b->count[PA_CIRCLE] &&
	    a->count[PA_CROSS] == b->count[PA_CROSS] &&
	    a->count[PA_PLUS] == b->count[PA_PLUS];
}

int
pa_contents_format(const struct pa_contents *c, char *buf, size_t size)
{
	size_t	 len = 0;
	int	 p, k;

	for (p = PA_CIRCLE; p <= PA_PLUS; p++)
		for (k = 0; k < c->count[p]; k++) {
			if (len + 1 < size)
				buf[len] = pa_picture_char((enum pa_picture)p);
			len++;
		}
	if (size > 0)
		buf[len < size ? len : size - 1] = '\0';
	return (int)len;
}
