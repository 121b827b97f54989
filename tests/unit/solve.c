/*
 * solve.c: pa_placements, pa_solve and pa_count_solutions against a plain
 * reference written here (every transform, every offset, every cell) on
 * seeded random grids, and against answers worked out by hand.
 *
 * The rules: "A group of cells is a connected set of cells.  The shape of
 * a group ... can be rotated and flipped.  The contents of a group are the
 * pictures in it."  A solution is a group with the question's shape and
 * contents; each group counts once, however symmetric its shape.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "rng.h"
#include "pa/grid.h"
#include "pa/shape.h"
#include "pa/solve.h"
#include "tap.h"

/* Groups sorted and without repeats, as the reference builds them. */
struct glist {
	struct pa_shape	*v;
	size_t		 n;
	size_t		 cap;
};

/* Shapes picked by hand, in the rules' notation. */
static const char *const shapes[] = {
	"A1",				/* monomino */
	"A1-A2",			/* domino */
	"A1-B1-C1",			/* straight line of 3 */
	"B2-B3-B4-B5",			/* straight line of 4, moved */
	"A1-B1-C1-C2",			/* L */
	"A1-A2-A3-B2",			/* T */
	"A2-A3-B1-B2",			/* S */
	"A1-A2-B1-B2",			/* square */
	"A2-B1-B2-B3-C2",		/* plus: one orientation only */
	"C3-D3-D4-D5-E5",		/* the rules' example */
	"A1-A2-B2-B3-C3-D3",		/* a hexomino */
	"A1-B1-C1-D1-E1-F1-G1",		/* straight line of 7 */
	"A1-A2-A3-B1-B3-C1-C2-C3",	/* ring of 8 */
	"A1-A2-A3-A4-B4-C4-C5-C6"	/* a long octomino */
};

/* Parse "C3-D3" into s, cells in the order given; exit on a typo. */
static void
parse_shape(struct pa_shape *s, const char *text)
{
	const char	*p = text;
	char		*end;

	s->n = 0;
	while (*p != '\0') {
		if (*p < 'A' || *p > 'Z' || s->n == PA_MAXCELLS) {
			printf("Bail out! bad shape %s\n", text);
			exit(2);
		}
		s->cell[s->n].row = *p++ - 'A';
		s->cell[s->n].col = (int)strtol(p, &end, 10) - 1;
		s->n++;
		p = *end == '-' ? end + 1 : end;
	}
}

/* Build a grid from rows of 'O', 'X', '+' and '.' joined by '/'. */
static void
parse_grid(struct pa_grid *g, const char *text)
{
	const char	*p;
	int		 rows = 1, r = 0, c = 0;

	for (p = text; *p != '\0'; p++)
		rows += *p == '/';
	pa_grid_init(g, rows, (int)strcspn(text, "/"));
	for (p = text; *p != '\0'; p++)
		if (*p == '/') {
			r++;
			c = 0;
		} else
			pa_grid_set(g, r, c++,
			    (enum pa_picture)pa_picture_from_char(*p));
}

/* Fill a grid with random pictures, leaving a cell blank one time in blank. */
static void
random_grid(struct pa_grid *g, struct rng *r, int rows, int cols, int blank)
{
	int	 row, col;

	pa_grid_init(g, rows, cols);
	for (row = 0; row < rows; row++)
		for (col = 0; col < cols; col++)
			if (blank == 0 || rng_below(r, (uint64_t)blank) != 0)
				pa_grid_set(g, row, col, (enum pa_picture)
				    (PA_CIRCLE + rng_below(r, 3)));
}

/* Add a group to the list unless it is there already, keeping the order. */
static void
glist_add(struct glist *l, const struct pa_shape *g)
{
	size_t	 i, at;
	int	 c = 1;

	for (at = 0; at < l->n; at++)
		if ((c = pa_shape_cmp(g, &l->v[at])) <= 0)
			break;
	if (at < l->n && c == 0)
		return;
	if (l->n == l->cap) {
		l->cap = l->cap == 0 ? 16 : 2 * l->cap;
		l->v = xreallocarray(l->v, l->cap, sizeof(l->v[0]));
	}
	for (i = l->n; i > at; i--)
		l->v[i] = l->v[i - 1];
	l->v[at] = *g;
	l->n++;
}

/*
 * The reference: every one of the eight transforms at every offset that
 * keeps it on a rows x cols grid; with a grid, only the groups whose
 * contents are the question's.  The list is reset first.
 */
static void
reference(struct glist *l, int rows, int cols, const struct pa_grid *g,
    const struct pa_question *q)
{
	struct pa_shape		 t, group;
	struct pa_contents	 got;
	int			 k, i, dr, dc;

	l->n = 0;
	if (q->shape.n < 1 || (g != NULL &&
	    pa_contents_total(&q->contents) != q->shape.n))
		return;
	for (k = 0; k < PA_NTRANSFORMS; k++) {
		pa_shape_transform(&t, &q->shape, k);
		for (dr = 0; dr < rows; dr++)
			for (dc = 0; dc < cols; dc++) {
				group = t;
				for (i = 0; i < t.n; i++) {
					group.cell[i].row += dr;
					group.cell[i].col += dc;
					if (group.cell[i].row >= rows ||
					    group.cell[i].col >= cols)
						break;
				}
				if (i < t.n)
					continue;
				if (g != NULL) {
					pa_grid_contents(g, &group, &got);
					if (!pa_contents_equal(&got,
					    &q->contents))
						continue;
				}
				glist_add(l, &group);
			}
	}
}

/*
 * Whether n groups in got are exactly the reference's; on the first
 * difference, say where in a TAP comment.
 */
static int
same_groups(const struct pa_shape *got, size_t n, const struct glist *want,
    const char *what)
{
	char	 a[256], b[256];
	size_t	 i;

	for (i = 0; i < n && i < want->n; i++)
		if (pa_shape_cmp(&got[i], &want->v[i]) != 0)
			break;
	if (i == n && n == want->n)
		return 1;
	a[0] = b[0] = '\0';
	if (i < n)
		pa_shape_format(&got[i], a, sizeof(a));
	if (i < want->n)
		pa_shape_format(&want->v[i], b, sizeof(b));
	printf("# %s: %zu groups, expected %zu; at %zu got '%s', "
	    "expected '%s'\n", what, n, want->n, i, a, b);
	return 0;
}

/* Print the grid and the question as TAP comments. */
static void
show(const struct pa_grid *g, const struct pa_question *q)
{
	char	 buf[256];
	int	 r, c;

	for (r = 0; r < g->rows; r++) {
		printf("#   ");
		for (c = 0; c < g->cols; c++)
			putchar(pa_picture_char((enum pa_picture)g->pic[r][c]));
		putchar('\n');
	}
	pa_shape_format(&q->shape, buf, sizeof(buf));
	printf("#   shape %s, ", buf);
	pa_contents_format(&q->contents, buf, sizeof(buf));
	printf("contents %s\n", buf);
}

/* Move the shape by a random offset and give it a random transform. */
static void
disguise(struct pa_shape *out, const struct pa_shape *s, struct rng *r)
{
	struct pa_cell	 tmp;
	int		 i, j, dr, dc;

	pa_shape_transform(out, s, (int)rng_below(r, PA_NTRANSFORMS));
	dr = (int)rng_below(r, 9) - 4;
	dc = (int)rng_below(r, 9) - 4;
	for (i = 0; i < out->n; i++) {
		out->cell[i].row += dr;
		out->cell[i].col += dc;
	}
	/* The question's cells may come in any order. */
	for (i = out->n - 1; i > 0; i--) {
		j = (int)rng_below(r, (uint64_t)i + 1);
		tmp = out->cell[i];
		out->cell[i] = out->cell[j];
		out->cell[j] = tmp;
	}
}

/* Random contents of n cells: total n unless wrong is set. */
static void
random_contents(struct pa_contents *c, struct rng *r, int n, int wrong)
{
	memset(c, 0, sizeof(*c));
	c->count[PA_CIRCLE] = (int)rng_below(r, (uint64_t)n + 1);
	c->count[PA_CROSS] = (int)rng_below(r,
	    (uint64_t)(n - c->count[PA_CIRCLE]) + 1);
	c->count[PA_PLUS] = n - c->count[PA_CIRCLE] - c->count[PA_CROSS];
	if (wrong)
		c->count[1 + rng_below(r, 3)] += 1 + (int)rng_below(r, 2);
}

/*
 * Compare the solver with the reference on rounds random grids of one
 * size, for every hand-picked shape; print one TAP line.
 */
static void
compare_size(struct rng *r, int rows, int cols, int rounds, int blank)
{
	struct pa_grid		 g;
	struct pa_question	 q;
	struct pa_shape		 base, *got, *placed = NULL;
	struct glist		 want = { NULL, 0, 0 };
	size_t			 n, i, k, nplaced, checked = 0, found = 0;
	int			 round, ok = 1, kind;

	for (round = 0; round < rounds && ok; round++) {
		random_grid(&g, r, rows, cols, blank);
		parse_shape(&base, shapes[round % (sizeof(shapes) /
		    sizeof(shapes[0]))]);
		disguise(&q.shape, &base, r);

		/* Placements ignore pictures. */
		reference(&want, rows, cols, NULL, &q);
		nplaced = pa_placements(rows, cols, &q.shape, &placed);
		ok = same_groups(placed, nplaced, &want, "placements");

		for (kind = 0; kind < 3 && ok; kind++) {
			if (kind == 0 && nplaced > 0) {
				/* Contents read off a real placement. */
				k = (size_t)rng_below(r, nplaced);
				pa_grid_contents(&g, &placed[k], &q.contents);
			} else
				random_contents(&q.contents, r, q.shape.n,
				    kind == 2);
			reference(&want, rows, cols, &g, &q);
			n = pa_solve(&g, &q, &got);
			if ((ok = same_groups(got, n, &want, "solutions")) == 0)
				show(&g, &q);
			if (ok && kind == 0 && nplaced > 0 &&
			    q.contents.count[PA_BLANK] == 0) {
				for (i = 0; i < n; i++)
					if (pa_shape_cmp(&got[i],
					    &placed[k]) == 0)
						break;
				if ((ok = i < n))
					found++;
				else
					printf("# the placement read off "
					    "is not among the solutions\n");
			}
			if (ok && pa_solve(&g, &q, NULL) != n) {
				printf("# counting only gives another count\n");
				ok = 0;
			}
			if (ok && pa_count_solutions(&g, &q, SIZE_MAX) != n) {
				printf("# pa_count_solutions disagrees\n");
				ok = 0;
			}
			free(got);
			checked++;
		}
		free(placed);
		placed = NULL;
	}
	free(want.v);
	tap_ok(ok, "%dx%d%s: %zu questions on %d grids as the reference "
	    "finds them (%zu from a placement)", rows, cols,
	    blank ? " with blanks" : "", checked, round, found);
}

/* Format a list of groups as "A1-A2 B1-B2" into buf. */
static void
format_list(const struct pa_shape *v, size_t n, char *buf, size_t size)
{
	size_t	 i, len = 0;

	buf[0] = '\0';
	for (i = 0; i < n && len < size; i++) {
		if (i > 0)
			buf[len++] = ' ';
		len += pa_shape_format(&v[i], buf + len, size - len);
	}
}

/* Ask a question on a grid and compare the solutions with the text expected. */
static void
check_question(const struct pa_grid *g, const char *shape, int circles,
    int crosses, int plusses, const char *expected, const char *name)
{
	struct pa_question	 q;
	struct pa_shape		*got;
	char			 buf[1024];
	size_t			 n;

	parse_shape(&q.shape, shape);
	memset(&q.contents, 0, sizeof(q.contents));
	q.contents.count[PA_CIRCLE] = circles;
	q.contents.count[PA_CROSS] = crosses;
	q.contents.count[PA_PLUS] = plusses;
	n = pa_solve(g, &q, &got);
	format_list(got, n, buf, sizeof(buf));
	tap_is_str(buf, expected, "%s", name);
	tap_is_int(pa_count_solutions(g, &q, SIZE_MAX), n,
	    "%s: pa_count_solutions agrees", name);
	free(got);
}

/* Questions on a 4x4 grid whose answers were worked out by hand. */
static void
by_hand(void)
{
	struct pa_grid		 g;
	struct pa_question	 q;

	/*
	 *	O X + O
	 *	X X O +
	 *	+ O X X
	 *	O + + O
	 */
	parse_grid(&g, "OX+O/XXO+/+OXX/O++O");
	/*
	 * The plus fits with its center on B2, B3, C2 or C3: OOXXX, OXX++,
	 * OXX++ and OOXX+.  Its one orientation gives each group once.
	 */
	check_question(&g, "A2-B1-B2-B3-C2", 2, 3, 0, "A2-B1-B2-B3-C2",
	    "plus OOXXX: one group");
	check_question(&g, "B2-C1-C2-C3-D2", 1, 2, 2,
	    "A3-B2-B3-B4-C3 B2-C1-C2-C3-D2",
	    "plus OXX++: two groups, in order");
	check_question(&g, "A2-B1-B2-B3-C2", 2, 2, 1, "B3-C2-C3-C4-D3",
	    "plus OOXX+: one group");
	check_question(&g, "A2-B1-B2-B3-C2", 0, 0, 5, "",
	    "plus +++++: none");
	/* A domino has two orientations; XX lies on A2-B2, B1-B2, C3-C4. */
	check_question(&g, "A1-A2", 0, 2, 0, "A2-B2 B1-B2 C3-C4",
	    "domino XX: each group once");
	check_question(&g, "D4-C4", 2, 0, 0, "", "domino OO: none");
	/* Contents with the wrong number of pictures fit no group. */
	check_question(&g, "A2-B1-B2-B3-C2", 2, 2, 0, "",
	    "plus OOXX: four pictures for five cells");
	check_question(&g, "A1-A2", 1, 1, 1, "",
	    "domino OX+: three pictures for two cells");

	/* Limits. */
	parse_shape(&q.shape, "A1");
	memset(&q.contents, 0, sizeof(q.contents));
	q.contents.count[PA_CIRCLE] = 1;
	tap_is_int(pa_count_solutions(&g, &q, SIZE_MAX), 6,
	    "monomino O: six circles");
	tap_is_int(pa_count_solutions(&g, &q, 3), 3,
	    "pa_count_solutions stops at its limit");
	tap_is_int(pa_count_solutions(&g, &q, 1), 1, "a limit of 1");
	tap_is_int(pa_count_solutions(&g, &q, 0), 0, "a limit of 0");
	tap_is_int(pa_count_solutions(&g, &q, 6), 6, "a limit just reached");
	tap_is_int(pa_count_solutions(&g, &q, 7), 6, "a limit not reached");
}

/*
 * The rules' example: "One possible solution is C3-D3-D4-D5-E5 (rotating
 * the shape); another possible solution is D2-D3-E3-F3-F4 (flipping the
 * shape)."  Their figure is lost; on this grid both groups hold one circle
 * and two crosses, and so does every group of the shape that holds D3 and
 * two of the crosses and no other.
 */
static void
rules_example(void)
{
	struct pa_grid		 g;
	struct pa_question	 q;
	struct pa_shape		*got, named;
	struct glist		 want = { NULL, 0, 0 };
	size_t			 n, i;
	int			 k, found;

	parse_grid(&g, "++++++/++++++/++X+++/+XOX++/++X+++/++++++");
	check_question(&g, "C3-D3-D4-D5-E5", 1, 2, 2,
	    "B2-B3-C3-D3-D4 B3-B4-C3-D2-D3 C1-D1-D2-D3-E3 C2-C3-D3-E3-E4 "
	    "C2-D2-D3-D4-E4 C3-C4-D3-E2-E3 C3-D1-D2-D3-E1 C3-D3-D4-D5-E5 "
	    "C4-D2-D3-D4-E2 C5-D3-D4-D5-E3 D2-D3-E3-F3-F4 D3-D4-E3-F2-F3",
	    "the rules' example shape, OXX++: twelve groups");

	parse_shape(&q.shape, "C3-D3-D4-D5-E5");
	memset(&q.contents, 0, sizeof(q.contents));
	q.contents.count[PA_CIRCLE] = 1;
	q.contents.count[PA_CROSS] = 2;
	q.contents.count[PA_PLUS] = 2;
	n = pa_solve(&g, &q, &got);
	reference(&want, g.rows, g.cols, &g, &q);
	tap_ok(same_groups(got, n, &want, "rules' example"),
	    "the rules' example: as the reference");
	for (found = k = 0; k < 2; k++) {
		parse_shape(&named, k == 0 ? "C3-D3-D4-D5-E5" :
		    "D2-D3-E3-F3-F4");
		for (i = 0; i < n; i++)
			found += pa_shape_cmp(&got[i], &named) == 0;
	}
	tap_is_int(found, 2, "both groups the rules name are solutions");
	free(got);
	free(want.v);
}

/* Placement counts that follow from the sizes alone. */
static void
placement_counts(void)
{
	struct pa_shape	 s, *v;
	size_t		 n;

	parse_shape(&s, "A1-A2-A3");
	n = pa_placements(6, 6, &s, &v);
	tap_is_int(n, 2 * 6 * 4, "line of 3 on 6x6: 2 orientations x 24");
	free(v);
	parse_shape(&s, "A2-B1-B2-B3-C2");
	n = pa_placements(6, 6, &s, &v);
	tap_is_int(n, 4 * 4, "plus on 6x6: one orientation x 16");
	free(v);
	parse_shape(&s, "A1-B1-C1-C2");
	n = pa_placements(26, 20, &s, &v);
	tap_is_int(n, 4 * 24 * 19 + 4 * 25 * 18, "L on 26x20: 8 orientations");
	free(v);
	n = pa_placements(1, 1, &s, &v);
	tap_is_int(n, 0, "L on 1x1: none");
	free(v);
	parse_shape(&s, "A1-A2-A3-A4-A5-A6-A7-A8-A9-A10-A11-A12-A13-A14-"
	    "A15-A16");
	n = pa_placements(26, 20, &s, &v);
	tap_is_int(n, 11 * 20 + 26 * 5, "line of 16 on 26x20");
	free(v);
	s.cell[15] = s.cell[0];
	n = pa_placements(26, 20, &s, &v);
	tap_is_int(n, 0, "a shape that repeats a cell has no placements");
	free(v);
}

/* Sixteen cells: counts need five binary digits. */
static void
sixteen(struct rng *r)
{
	struct pa_grid		 g;
	struct pa_question	 q;
	struct pa_shape		*got;
	struct glist		 want = { NULL, 0, 0 };
	size_t			 n;
	int			 i, ok = 1;

	for (i = 0; i < 20 && ok; i++) {
		random_grid(&g, r, PA_MAXROWS, PA_MAXCOLS, i % 5 == 4 ? 9 : 0);
		parse_shape(&q.shape, i % 2 ? "A1-A2-A3-A4-B1-B2-B3-B4-C1-"
		    "C2-C3-C4-D1-D2-D3-D4" : "A1-B1-C1-D1-E1-F1-G1-H1-I1-J1-"
		    "K1-L1-M1-N1-O1-P1");
		memset(&q.contents, 0, sizeof(q.contents));
		q.contents.count[PA_CIRCLE] = 16 - i / 4;
		q.contents.count[PA_PLUS] = i / 4;
		if (i == 0) {
			/* All circles: every placement of the line. */
			for (n = 0; n < PA_MAXROWS * PA_MAXCOLS; n++)
				pa_grid_set(&g, (int)n / PA_MAXCOLS,
				    (int)n % PA_MAXCOLS, PA_CIRCLE);
		}
		reference(&want, g.rows, g.cols, &g, &q);
		n = pa_solve(&g, &q, &got);
		ok = same_groups(got, n, &want, "sixteen cells");
		if (i == 0 && ok && (ok = n == 11 * 20 + 26 * 5) == 0)
			printf("# %zu groups of 16 circles\n", n);
		free(got);
	}
	free(want.v);
	tap_ok(ok, "sixteen cells, sixteen circles: as the reference");
}

int
main(void)
{
	/* Grid sizes, how many grids, and one blank in how many cells. */
	static const int sizes[][4] = {
		{ 6, 6, 300, 0 }, { 6, 6, 100, 7 },
		{ 26, 20, 60, 0 }, { 26, 20, 30, 11 },
		{ 1, 1, 30, 0 }, { 1, 9, 60, 0 }, { 1, 20, 60, 0 },
		{ 7, 1, 60, 0 }, { 26, 1, 60, 0 }, { 3, 20, 60, 0 },
		{ 2, 2, 40, 3 }, { 11, 17, 60, 5 }, { 25, 13, 60, 0 }
	};
	struct rng	 r;
	size_t		 i;

	rng_seed(&r, 7);
	by_hand();
	rules_example();
	placement_counts();
	for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
		compare_size(&r, sizes[i][0], sizes[i][1], sizes[i][2],
		    sizes[i][3]);
	sixteen(&r);
	return tap_done();
}
