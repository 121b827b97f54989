/*
 * judge.c: reading groups of cells and judging answers.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "grid.h"
#include "judge.h"
#include "shape.h"

size_t
pa_answer_parse(const char *s, struct pa_answer *a, char *why)
{
	const char	*p = s;
	int		 col, digits;

	a->n = 0;
	for (;;) {
		if (!isalpha((unsigned char)*p) ||
		    !isdigit((unsigned char)p[1])) {
			snprintf(why, PA_WHY, "expected a cell such as C3");
			return 0;
		}
		if (a->n == PA_MAXANSWER) {
			snprintf(why, PA_WHY, "more than %d cells: no grid has "
			    "that many", PA_MAXANSWER);
			return 0;
		}
		a->cell[a->n].row = toupper((unsigned char)*p) - 'A';
		p++;
		col = 0;
		for (digits = 0; isdigit((unsigned char)*p); digits++, p++)
			if (digits < 4)
				col = col * 10 + (*p - '0');
		if (digits > 3) {
			snprintf(why, PA_WHY, "column number too large: no grid "
			    "has more than %d columns", PA_MAXCOLS);
			return 0;
		}
		a->cell[a->n].col = col - 1;
		a->n++;
		if (*p != '-' || !isalpha((unsigned char)p[1]))
			return (size_t)(p - s);
		p++;
	}
}

/* Whether two cells of the answer are the same; say which in why. */
static int
has_repeat(const struct pa_answer *a, char *why)
{
	char	 cell[PA_CELLBUF];
	int	 i, j;

	for (i = 0; i < a->n; i++)
		for (j = i + 1; j < a->n; j++)
			if (a->cell[i].row == a->cell[j].row &&
			    a->cell[i].col == a->cell[j].col) {
				pa_cell_format(&a->cell[i], cell);
				snprintf(why, PA_WHY, "cell %s is given twice",
				    cell);
				return 1;
			}
	return 0;
}

int
pa_answer_to_shape(const struct pa_answer *a, struct pa_shape *s, char *why)
{
	int	 i;

	if (a->n > PA_MAXCELLS) {
		snprintf(why, PA_WHY, "%d cells: a shape has at most %d",
		    a->n, PA_MAXCELLS);
		return 0;
	}
	if (has_repeat(a, why))
		return 0;
	s->n = a->n;
	for (i = 0; i < a->n; i++)
		s->cell[i] = a->cell[i];
	if (!pa_shape_connected(s)) {
		snprintf(why, PA_WHY, "the cells are not connected");
		return 0;
	}
	pa_shape_normalize(s);
	return 1;
}

int
pa_answer_shape_ok(const struct pa_grid *g, const struct pa_shape *shape,
    const struct pa_answer *a, struct pa_shape *group, char *why)
{
	struct pa_shape	 s;
	char		 cell[PA_CELLBUF];
	int		 i;

	if (a->n != shape->n) {
		snprintf(why, PA_WHY, "%d cell%s given, the shape has %d",
		    a->n, a->n == 1 ? "" : "s", shape->n);
		return 0;
	}
	for (i = 0; i < a->n; i++)
		if (!pa_grid_contains(g, &a->cell[i])) {
			pa_cell_format(&a->cell[i], cell);
			snprintf(why, PA_WHY, "cell %s is off the grid (rows A-%c, "
			    "columns 1-%d)", cell, 'A' + g->rows - 1, g->cols);
			return 0;
		}
	if (has_repeat(a, why))
		return 0;
	s.n = a->n;
	for (i = 0; i < a->n; i++)
		s.cell[i] = a->cell[i];
	if (!pa_shape_connected(&s)) {
		snprintf(why, PA_WHY, "the cells are not connected");
		return 0;
	}
	if (!pa_shape_congruent(&s, shape)) {
		snprintf(why, PA_WHY, "the cells do not form the shape, even "
		    "rotated or flipped");
		return 0;
	}
	pa_shape_sort(&s);
	*group = s;
	return 1;
}

void
pa_contents_spaced(const struct pa_contents *c, char *buf, size_t size)
{
	char	 packed[PA_MAXANSWER + 1];
	size_t	 i, len = 0;

	pa_contents_format(c, packed, sizeof(packed));
	buf[0] = '\0';
	for (i = 0; packed[i] != '\0' && len + 2 < size; i++) {
		if (i > 0)
			buf[len++] = ' ';
		buf[len++] = packed[i];
		buf[len] = '\0';
	}
}

enum pa_judgement
pa_judge(const struct pa_grid *g, const struct pa_question *q,
    const struct pa_answer *a, struct pa_shape *group, char *why)
{
	struct pa_contents	 got;
	struct pa_shape		 cells;
	char			 have[64], want[64];

	if (!pa_answer_shape_ok(g, &q->shape, a, &cells, why))
		return PA_WRONG_SHAPE;
	*group = cells;
	pa_grid_contents(g, &cells, &got);
	if (!pa_contents_equal(&got, &q->contents)) {
		pa_contents_spaced(&got, have, sizeof(have));
		pa_contents_spaced(&q->contents, want, sizeof(want));
		snprintf(why, PA_WHY, "the cells hold %s, the question asks "
		    "for %s", have, want);
		return PA_WRONG_CONTENTS;
	}
	why[0] = '\0';
	return PA_CORRECT;
}

const char *
pa_judgement_name(enum pa_judgement j)
{
	switch (j) {
	case PA_CORRECT:
		return "correct";
	case PA_WRONG_SHAPE:
		return "wrong shape";
	default:
		return "wrong contents";
	}
}
