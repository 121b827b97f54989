/*
 * polyomino.c: unit tests for lib/pa/polyomino.c.
 *
 * The counts are the published ones: OEIS A000105 (free polyominoes),
 * A000988 (one-sided) and A001168 (fixed).  Each list is also checked
 * shape by shape, and the fixed ones against a slow, plain enumeration.
 */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "pa/polyomino.h"
#include "pa/shape.h"
#include "tap.h"

#define MAXN	12

static const unsigned long long free_count[MAXN + 1] = {
	0, 1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, 17073, 63600
};
static const unsigned long long onesided_count[MAXN + 1] = {
	0, 1, 1, 2, 7, 18, 60, 196, 704, 2500, 9189, 33896, 126759
};
static const unsigned long long fixed_count[MAXN + 1] = {
	0, 1, 2, 6, 19, 63, 216, 760, 2725, 9910, 36446, 135268, 505861
};

static const struct {
	enum pa_symmetry		 sym;
	const char			*name;
	const unsigned long long	*count;
} syms[] = {
	{ PA_FREE, "free", free_count },
	{ PA_ONESIDED, "one-sided", onesided_count },
	{ PA_FIXED, "fixed", fixed_count }
};

/* Parse cells in the rules' notation ("C3-D3") into s; 0 if malformed. */
static int
parse_shape(const char *text, struct pa_shape *s)
{
	char	*end;
	long	 col;

	s->n = 0;
	for (;;) {
		if (*text < 'A' || *text > 'Z' || s->n == PA_MAXCELLS)
			return 0;
		col = strtol(text + 1, &end, 10);
		if (end == text + 1 || col < 1 || col > 99)
			return 0;
		s->cell[s->n].row = *text - 'A';
		s->cell[s->n].col = (int)col - 1;
		s->n++;
		if (*end == '\0')
			break;
		if (*end != '-')
			return 0;
		text = end + 1;
	}
	pa_shape_sort(s);
	return 1;
}

/* The shape in the rules' notation, in a static buffer the next call reuses. */
static const char *
shape_text(const struct pa_shape *s)
{
	static char	 buf[8 * PA_MAXCELLS];

	pa_shape_format(s, buf, sizeof(buf));
	return buf;
}

/* qsort comparison of two shapes by pa_shape_cmp. */
static int
shape_qcmp(const void *a, const void *b)
{
	return pa_shape_cmp(a, b);
}

/*
 * Every fixed polyomino of n cells by the plain way: add each free
 * neighbor to each of n - 1 cells, normalize, sort and drop repeats;
 * store the sorted array in *out (the caller frees it) and return how many.
 */
static size_t
plain_fixed(int n, struct pa_shape **out)
{
	static const int	 dr[4] = { 0, 0, 1, -1 };
	static const int	 dc[4] = { 1, -1, 0, 0 };
	struct pa_shape		*prev, *next, grown;
	size_t			 nprev, nnext, i, k;
	int			 size, j, d, m, taken;

	prev = xmalloc(sizeof(*prev));
	prev[0].n = 1;
	prev[0].cell[0].row = prev[0].cell[0].col = 0;
	nprev = 1;
	for (size = 2; size <= n; size++) {
		next = xreallocarray(NULL, nprev * (size_t)(4 * (size - 1)),
		    sizeof(*next));
		nnext = 0;
		for (i = 0; i < nprev; i++)
			for (j = 0; j < prev[i].n; j++)
				for (d = 0; d < 4; d++) {
					grown = prev[i];
					grown.cell[size - 1].row =
					    grown.cell[j].row + dr[d];
					grown.cell[size - 1].col =
					    grown.cell[j].col + dc[d];
					taken = 0;
					for (m = 0; m < size - 1; m++)
						if (grown.cell[m].row ==
						    grown.cell[size - 1].row &&
						    grown.cell[m].col ==
						    grown.cell[size - 1].col)
							taken = 1;
					if (taken)
						continue;
					grown.n = size;
					pa_shape_normalize(&grown);
					next[nnext++] = grown;
				}
		qsort(next, nnext, sizeof(*next), shape_qcmp);
		for (i = 0, k = 0; i < nnext; i++)
			if (k == 0 || pa_shape_cmp(&next[k - 1], &next[i]) != 0)
				next[k++] = next[i];
		free(prev);
		prev = next;
		nprev = k;
	}
	*out = prev;
	return nprev;
}

/* Check every shape of a list and its order; one line of TAP per property. */
static void
check_list(const struct pa_shape *list, size_t count, int n,
    enum pa_symmetry sym, const char *name)
{
	struct pa_shape	 s;
	size_t		 i, bad_n = 0, bad_conn = 0, bad_norm = 0;
	size_t		 bad_canon = 0, bad_order = 0;

	for (i = 0; i < count; i++) {
		if (list[i].n != n)
			bad_n++;
		if (!pa_shape_connected(&list[i]))
			bad_conn++;
		s = list[i];
		pa_shape_normalize(&s);
		if (pa_shape_cmp(&s, &list[i]) != 0)
			bad_norm++;
		pa_shape_canonical(&s, &list[i], sym);
		if (pa_shape_cmp(&s, &list[i]) != 0)
			bad_canon++;
		if (i > 0 && pa_shape_cmp(&list[i - 1], &list[i]) >= 0)
			bad_order++;
	}
	tap_is_int(bad_n, 0, "%s n=%d: every shape has %d cells", name, n, n);
	tap_is_int(bad_conn, 0, "%s n=%d: every shape is connected", name, n);
	tap_is_int(bad_norm, 0, "%s n=%d: every shape is normalized", name, n);
	tap_is_int(bad_canon, 0, "%s n=%d: every shape is canonical", name, n);
	tap_is_int(bad_order, 0, "%s n=%d: sorted strictly ascending", name, n);
}

/* Check the published counts and every list from 1 to 10 cells. */
static void
test_lists(void)
{
	struct pa_shape	*list;
	size_t		 count, k;
	int		 n;

	for (k = 0; k < sizeof(syms) / sizeof(syms[0]); k++)
		for (n = 1; n <= 10; n++) {
			tap_is_int(pa_polyomino_count(n, syms[k].sym),
			    syms[k].count[n], "%s n=%d: count is published",
			    syms[k].name, n);
			count = pa_polyominoes(n, syms[k].sym, &list);
			tap_is_int(count, syms[k].count[n],
			    "%s n=%d: list length is published",
			    syms[k].name, n);
			check_list(list, count, n, syms[k].sym, syms[k].name);
			free(list);
		}
}

/* Check the larger counts and the free lists of 11 and 12 cells. */
static void
test_large(void)
{
	struct pa_shape	*list;
	size_t		 count, k;
	int		 n;

	for (k = 0; k < sizeof(syms) / sizeof(syms[0]); k++)
		for (n = 11; n <= MAXN; n++)
			tap_is_int(pa_polyomino_count(n, syms[k].sym),
			    syms[k].count[n], "%s n=%d: count is published",
			    syms[k].name, n);
	for (n = 11; n <= MAXN; n++) {
		count = pa_polyominoes(n, PA_FREE, &list);
		tap_is_int(count, free_count[n],
		    "free n=%d: list length is published", n);
		check_list(list, count, n, PA_FREE, "free");
		free(list);
	}
}

/* Check the fixed lists against the plain enumeration, shape for shape. */
static void
test_plain(void)
{
	struct pa_shape	*mine, *plain;
	size_t		 nmine, nplain, i, same;
	int		 n;

	for (n = 1; n <= 8; n++) {
		nmine = pa_polyominoes(n, PA_FIXED, &mine);
		nplain = plain_fixed(n, &plain);
		same = nmine == nplain;
		for (i = 0; same && i < nmine; i++)
			same = pa_shape_cmp(&mine[i], &plain[i]) == 0;
		tap_ok(same, "fixed n=%d: same shapes as the plain enumeration",
		    n);
		free(mine);
		free(plain);
	}
}

/*
 * Check that the three lists agree: the orientations of the free
 * polyominoes are the fixed ones, and the one-sided ones are the free ones
 * each with its mirror image when that differs.
 */
static void
test_orbits(void)
{
	struct pa_shape	*freel, *onesided, orient[PA_NTRANSFORMS];
	struct pa_shape	 mirror, mirror_canon, canon;
	size_t		 nfree, nonesided, i;
	unsigned long long fixed, chiral;
	int		 n;

	for (n = 1; n <= 10; n++) {
		nfree = pa_polyominoes(n, PA_FREE, &freel);
		nonesided = pa_polyominoes(n, PA_ONESIDED, &onesided);
		fixed = chiral = 0;
		for (i = 0; i < nfree; i++) {
			fixed += (unsigned long long)
			    pa_shape_orientations(&freel[i], orient);
			pa_shape_transform(&mirror, &freel[i], 4);
			pa_shape_canonical(&mirror_canon, &mirror, PA_ONESIDED);
			pa_shape_canonical(&canon, &freel[i], PA_ONESIDED);
			if (pa_shape_cmp(&mirror_canon, &canon) != 0)
				chiral++;
		}
		tap_is_int(fixed, fixed_count[n],
		    "n=%d: the free ones' orientations are the fixed ones", n);
		tap_is_int(nonesided, nfree + chiral,
		    "n=%d: one-sided are free plus the chiral mirrors", n);
		free(freel);
		free(onesided);
	}
}

/* Callback counting its calls and stopping after arg's limit. */
static int
count_calls(const struct pa_shape *s, void *arg)
{
	int	*calls = arg;

	if (!pa_shape_connected(s))
		return -1;
	return ++calls[0] == calls[1] ? 7 : 0;
}

/* Check the callback interface: it visits each once, and it can stop. */
static void
test_each(void)
{
	int	 calls[2];

	calls[0] = 0;
	calls[1] = 0;
	tap_is_int(pa_polyomino_each(7, PA_FREE, count_calls, calls), 0,
	    "each: runs to the end");
	tap_is_int(calls[0], 108, "each: visits every free heptomino");
	calls[0] = 0;
	calls[1] = 3;
	tap_is_int(pa_polyomino_each(7, PA_FIXED, count_calls, calls), 7,
	    "each: returns what the callback returned to stop");
	tap_is_int(calls[0], 3, "each: stops when the callback asks");
}

/* Check sizes out of range: nothing is found. */
static void
test_range(void)
{
	struct pa_shape		*list = NULL;
	struct pa_polyset	 set;

	tap_is_int(pa_polyomino_count(0, PA_FREE), 0, "n=0 counts 0");
	tap_is_int(pa_polyomino_count(-3, PA_FIXED), 0, "n=-3 counts 0");
	tap_is_int(pa_polyomino_count(PA_MAXCELLS + 1, PA_FREE), 0,
	    "n=PA_MAXCELLS+1 counts 0");
	tap_is_int(pa_polyominoes(0, PA_FREE, &list), 0, "n=0 lists none");
	tap_ok(list == NULL, "n=0 lists NULL");
	pa_polyset_make(&set, PA_MAXCELLS + 1, PA_ONESIDED);
	tap_ok(set.count == 0 && set.cells == NULL, "n too large: empty set");
	pa_polyset_free(&set);
}

/* Check the shapes the rules and the manual name. */
static void
test_rules(void)
{
	struct pa_shape		 a, b, ca, cb, *list;
	struct pa_polyset	 set;
	size_t			 count;

	/* The rules: C3-D3-D4-D5-E5 and D2-D3-E3-F3-F4 solve one question. */
	parse_shape("C3-D3-D4-D5-E5", &a);
	parse_shape("D2-D3-E3-F3-F4", &b);
	tap_ok(pa_shape_congruent(&a, &b),
	    "rules: C3-D3-D4-D5-E5 is congruent to D2-D3-E3-F3-F4");
	pa_shape_canonical(&ca, &a, PA_FREE);
	pa_shape_canonical(&cb, &b, PA_FREE);
	tap_is_str(shape_text(&ca), "A1-A2-B2-C2-C3",
	    "rules: C3-D3-D4-D5-E5 canonicalizes to A1-A2-B2-C2-C3");
	tap_ok(pa_shape_cmp(&ca, &cb) == 0, "rules: both canonicalize alike");
	count = pa_polyominoes(5, PA_FREE, &list);
	tap_ok(bsearch(&ca, list, count, sizeof(*list), shape_qcmp) != NULL,
	    "rules: their shape is a free pentomino");
	free(list);

	/* One-sided: they are mirror images, so two different shapes. */
	pa_shape_canonical(&ca, &a, PA_ONESIDED);
	pa_shape_canonical(&cb, &b, PA_ONESIDED);
	tap_ok(pa_shape_cmp(&ca, &cb) != 0,
	    "rules: one-sided, the two are different shapes");

	/* The trominoes: the straight one and the L, each in canonical form. */
	pa_polyset_make(&set, 3, PA_FREE);
	tap_is_int(set.count, 2, "free trominoes: two");
	pa_polyset_get(&set, 0, &a);
	tap_is_str(shape_text(&a), "A1-A2-A3", "free trominoes: straight");
	pa_polyset_get(&set, 1, &a);
	tap_is_str(shape_text(&a), "A1-A2-B1", "free trominoes: L");
	pa_polyset_free(&set);
}

int
main(void)
{
	test_lists();
	test_large();
	test_plain();
	test_orbits();
	test_each();
	test_range();
	test_rules();
	return tap_done();
}
