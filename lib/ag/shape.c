/*
 * shape.c: a card's silhouette against the end of the polygon, as sets
 * of squares compared after each of the 8 turns and flips, both moved to
 * their least row and column.
 */
#include <string.h>

#include "ag/cards.h"
#include "ag/polygon.h"
#include "ag/shape.h"

#define MAXSQ	(AG_MAXSTEPS + 1)

struct cell {
	int	 r, c;
};

/* Whether cell x comes before cell y: by row, then column. */
static int
cell_before(struct cell x, struct cell y)
{
	return x.r < y.r || (x.r == y.r && x.c < y.c);
}

/*
 * Sort n cells by row, then column: by insertion, as there are 4 or 5,
 * for which qsort()'s calls cost more than the sorting.
 */
static void
sort_cells(struct cell *s, int n)
{
	struct cell	 x;
	int		 i, j;

	for (i = 1; i < n; i++) {
		x = s[i];
		for (j = i; j > 0 && cell_before(x, s[j - 1]); j--)
			s[j] = s[j - 1];
		s[j] = x;
	}
}

/* Move n cells to their least row and column, and sort them. */
static void
normalize(struct cell *s, int n)
{
	int	 i, r = s[0].r, c = s[0].c;

	for (i = 1; i < n; i++) {
		if (s[i].r < r)
			r = s[i].r;
		if (s[i].c < c)
			c = s[i].c;
	}
	for (i = 0; i < n; i++) {
		s[i].r -= r;
		s[i].c -= c;
	}
	sort_cells(s, n);
}

/* Turn or flip a cell by symmetry t (0 to 7). */
static struct cell
transform(struct cell x, int t)
{
	struct cell	 y;

	if (t & 4)
		x.c = -x.c;
	switch (t & 3) {
	case 1:
		y.r = x.c;
		y.c = -x.r;
		return y;
	case 2:
		y.r = -x.r;
		y.c = -x.c;
		return y;
	case 3:
		y.r = -x.c;
		y.c = x.r;
		return y;
	default:
		return x;
	}
}

int
ag_shape_at_end(const struct ag_polygon *p, const char *steps)
{
	return ag_shape_at_end_as(p, steps, 1);
}

int
ag_shape_at_end_as(const struct ag_polygon *p, const char *steps, int turned)
{
	static const int dr[4] = { -1, 0, 1, 0 }, dc[4] = { 0, 1, 0, -1 };
	struct cell	 sil[MAXSQ], end[MAXSQ], t[MAXSQ];
	const char	*d;
	int		 n = (int)strlen(steps) + 1, i, k;

	if (n < 4 || n > MAXSQ || p->n < n)
		return 0;
	sil[0].r = sil[0].c = 0;
	for (i = 1; i < n; i++) {
		if ((d = strchr("NESW", steps[i - 1])) == NULL)
			return 0;
		sil[i].r = sil[i - 1].r + dr[d - "NESW"];
		sil[i].c = sil[i - 1].c + dc[d - "NESW"];
	}
	for (i = 0; i < n; i++) {
		end[i].r = p->path[p->n - n + i] / p->cols;
		end[i].c = p->path[p->n - n + i] % p->cols;
	}
	normalize(end, n);
	for (k = 0; k < (turned ? 8 : 1); k++) {
		for (i = 0; i < n; i++)
			t[i] = transform(sil[i], k);
		normalize(t, n);
		if (memcmp(t, end, sizeof(struct cell) * (size_t)n) == 0)
			return 1;
	}
	return 0;
}
