/*
 * shape.c: a card's silhouette against the end of the polygon, as sets
 * of squares compared after each of the 8 turns and flips, both moved to
 * their least row and column; a set is a bit mask, and a card's 8 are
 * made once, as its deck is read (cards.c).
 */
#include <string.h>

#include "ag/cards.h"
#include "ag/polygon.h"
#include "ag/shape.h"

#define MAXSQ	(AG_MAXSTEPS + 1)

struct cell {
	int	 r, c;
};

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

/*
 * The set of n cells (a path of at most 5, so within 5 by 5), moved to
 * their least row and column.
 */
static ag_shape_set
set_of(const struct cell *s, int n)
{
	ag_shape_set	 set = 0;
	int		 i, r = s[0].r, c = s[0].c;

	for (i = 1; i < n; i++) {
		r = s[i].r < r ? s[i].r : r;
		c = s[i].c < c ? s[i].c : c;
	}
	for (i = 0; i < n; i++)
		set |= (ag_shape_set)1 << (5 * (s[i].r - r) + (s[i].c - c));
	return set;
}

int
ag_shape_sets(const char *steps, ag_shape_set set[AG_SHAPE_TURNS])
{
	static const int dr[4] = { -1, 0, 1, 0 }, dc[4] = { 0, 1, 0, -1 };
	struct cell	 sil[MAXSQ], t[MAXSQ];
	const char	*d;
	int		 n = (int)strlen(steps) + 1, i, k;

	for (k = 0; k < AG_SHAPE_TURNS; k++)
		set[k] = 0;
	if (n < 4 || n > MAXSQ)
		return 0;
	sil[0].r = sil[0].c = 0;
	for (i = 1; i < n; i++) {
		if ((d = strchr("NESW", steps[i - 1])) == NULL)
			return 0;
		sil[i].r = sil[i - 1].r + dr[d - "NESW"];
		sil[i].c = sil[i - 1].c + dc[d - "NESW"];
	}
	for (k = 0; k < AG_SHAPE_TURNS; k++) {
		for (i = 0; i < n; i++)
			t[i] = transform(sil[i], k);
		set[k] = set_of(t, n);
	}
	return n;
}

int
ag_shape_end_is(const struct ag_polygon *p, int n,
    const ag_shape_set set[AG_SHAPE_TURNS], int turned)
{
	struct cell	 end[MAXSQ];
	ag_shape_set	 at;
	int		 i, hit = 0;

	if (n < 4 || n > MAXSQ || p->n < n)
		return 0;
	for (i = 0; i < n; i++) {
		end[i].r = p->path[p->n - n + i] / p->cols;
		end[i].c = p->path[p->n - n + i] % p->cols;
	}
	at = set_of(end, n);
	/* All 8 compared, not to the first found: no branch to mispredict. */
	for (i = 0; i < AG_SHAPE_TURNS; i++)
		hit |= set[i] == at;
	return turned ? hit : set[0] == at;
}

int
ag_shape_at_end(const struct ag_polygon *p, const char *steps)
{
	return ag_shape_at_end_as(p, steps, 1);
}

int
ag_shape_at_end_as(const struct ag_polygon *p, const char *steps, int turned)
{
	ag_shape_set	 set[AG_SHAPE_TURNS];
	int		 n = ag_shape_sets(steps, set);

	return n > 0 && ag_shape_end_is(p, n, set, turned);
}
