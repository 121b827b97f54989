/*
 * pa-bench.c: how much faster pa_solve is than a plain brute force on
 * rounds like the generated ones: 26x20 random grids, 6-cell shapes (random
 * free hexominoes placed at random), contents read off the grid.
 *
 * Prints one line with both times per round and their ratio; exits 2 if
 * the two methods ever disagree.  It asserts no timing: machines differ.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "alloc.h"
#include "diag.h"
#include "rng.h"
#include "pa/grid.h"
#include "pa/shape.h"
#include "pa/solve.h"

#define NGRIDS		40
#define NQUESTIONS	25	/* per grid */
#define NCELLS		6
#define NBATCHES	10	/* timed batches of each method */
#define FASTTIMES	10	/* passes of pa_solve in a batch */

struct round {
	const struct pa_grid	*grid;
	struct pa_question	 question;
};

/* Seconds on the monotonic clock since start. */
static double
seconds_since(const struct timespec *start)
{
	struct timespec	 ts;

	if (clock_gettime(CLOCK_MONOTONIC, &ts) == -1)
		diag_fatal_errno("clock_gettime");
	return (double)(ts.tv_sec - start->tv_sec) +
	    (double)(ts.tv_nsec - start->tv_nsec) / 1e9;
}

/* Fill the grid with pictures drawn uniformly. */
static void
random_grid(struct pa_grid *g, struct rng *r, int rows, int cols)
{
	int	 row, col;

	pa_grid_init(g, rows, cols);
	for (row = 0; row < rows; row++)
		for (col = 0; col < cols; col++)
			pa_grid_set(g, row, col,
			    (enum pa_picture)(PA_CIRCLE + rng_below(r, 3)));
}

/*
 * Write a random free polyomino of n cells into s: grow it from one cell,
 * adding each time a random empty edge neighbor of a random cell.
 */
static void
random_polyomino(struct pa_shape *s, struct rng *r, int n)
{
	static const int	 step[4][2] = {
		{ -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 }
	};
	struct pa_cell		 c;
	int			 i, taken;

	s->n = 1;
	s->cell[0].row = s->cell[0].col = 0;
	while (s->n < n) {
		c = s->cell[rng_below(r, (uint64_t)s->n)];
		i = (int)rng_below(r, 4);
		c.row += step[i][0];
		c.col += step[i][1];
		for (taken = 0, i = 0; i < s->n && !taken; i++)
			taken = s->cell[i].row == c.row &&
			    s->cell[i].col == c.col;
		if (!taken)
			s->cell[s->n++] = c;
	}
	pa_shape_normalize(s);
}

/* Make a round: a random hexomino placed at random, its contents read off. */
static void
random_round(struct round *rd, const struct pa_grid *g, struct rng *r)
{
	struct pa_shape	 shape, group;
	int		 i, row, col;

	rd->grid = g;
	random_polyomino(&shape, r, NCELLS);
	pa_shape_transform(&group, &shape, (int)rng_below(r, PA_NTRANSFORMS));
	row = (int)rng_below(r,
	    (uint64_t)(g->rows - pa_shape_height(&group) + 1));
	col = (int)rng_below(r,
	    (uint64_t)(g->cols - pa_shape_width(&group) + 1));
	for (i = 0; i < group.n; i++) {
		group.cell[i].row += row;
		group.cell[i].col += col;
	}
	pa_grid_contents(g, &group, &rd->question.contents);
	pa_shape_canonical(&rd->question.shape, &shape, PA_FREE);
}

/* Compare two groups for qsort(3). */
static int
group_cmp(const void *a, const void *b)
{
	return pa_shape_cmp(a, b);
}

/*
 * The plain brute force: every transform, every position, every cell,
 * then sort and drop repeats; store the array (the caller frees it) in *out.
 */
static size_t
brute_solve(const struct pa_grid *g, const struct pa_question *q,
    struct pa_shape **out)
{
	struct pa_shape	 o, *list = NULL;
	const int	*want = q->contents.count;
	size_t		 n = 0, cap = 0, i, kept;
	int		 t, k, h, w, row, col, count[PA_NPICTURES];

	for (t = 0; t < PA_NTRANSFORMS; t++) {
		pa_shape_transform(&o, &q->shape, t);
		h = pa_shape_height(&o);
		w = pa_shape_width(&o);
		for (row = 0; row + h <= g->rows; row++)
			for (col = 0; col + w <= g->cols; col++) {
				memset(count, 0, sizeof(count));
				for (k = 0; k < o.n; k++)
					count[g->pic[row + o.cell[k].row]
					    [col + o.cell[k].col]]++;
				if (count[PA_BLANK] != 0 ||
				    count[PA_CIRCLE] != want[PA_CIRCLE] ||
				    count[PA_CROSS] != want[PA_CROSS] ||
				    count[PA_PLUS] != want[PA_PLUS])
					continue;
				if (n == cap) {
					cap = cap == 0 ? 16 : 2 * cap;
					list = xreallocarray(list, cap,
					    sizeof(list[0]));
				}
				list[n] = o;
				for (k = 0; k < o.n; k++) {
					list[n].cell[k].row += row;
					list[n].cell[k].col += col;
				}
				n++;
			}
	}
	qsort(list, n, sizeof(list[0]), group_cmp);
	for (i = kept = 0; i < n; i++)
		if (kept == 0 || pa_shape_cmp(&list[i], &list[kept - 1]) != 0)
			list[kept++] = list[i];
	*out = list;
	return kept;
}

/*
 * Seconds per round for one method: the method runs over all rounds, times
 * over, and its sum of groups is added to *total.
 */
static double
time_batch(const struct round *rounds, size_t nrounds, int times,
    size_t (*method)(const struct pa_grid *, const struct pa_question *,
    struct pa_shape **), size_t *total)
{
	struct pa_shape	*list;
	struct timespec	 start;
	size_t		 i;
	int		 k;

	if (clock_gettime(CLOCK_MONOTONIC, &start) == -1)
		diag_fatal_errno("clock_gettime");
	for (k = 0; k < times; k++)
		for (i = 0; i < nrounds; i++) {
			*total += method(rounds[i].grid, &rounds[i].question,
			    &list);
			free(list);
		}
	return seconds_since(&start) / (double)nrounds / times;
}

int
main(int argc, char *argv[])
{
	static struct pa_grid	 grids[NGRIDS];
	static struct round	 rounds[NGRIDS * NQUESTIONS];
	struct pa_shape		*fast, *slow;
	struct rng		 r;
	size_t			 nrounds = 0, i, k, nfast, nslow;
	size_t			 tfast, tslow;
	double			 sfast = 0, sslow = 0, t;
	int			 gi, qi, rep;

	(void)argc;
	diag_init(argv[0]);
	rng_seed(&r, 20240607);
	for (gi = 0; gi < NGRIDS; gi++) {
		random_grid(&grids[gi], &r, PA_MAXROWS, PA_MAXCOLS);
		for (qi = 0; qi < NQUESTIONS; qi++)
			random_round(&rounds[nrounds++], &grids[gi], &r);
	}

	for (i = 0; i < nrounds; i++) {
		nfast = pa_solve(rounds[i].grid, &rounds[i].question, &fast);
		nslow = brute_solve(rounds[i].grid, &rounds[i].question, &slow);
		for (k = 0; k < nfast && k < nslow; k++)
			if (pa_shape_cmp(&fast[k], &slow[k]) != 0)
				break;
		if (nfast != nslow || nfast == 0 || k < nfast) {
			diag_warn("round %zu: pa_solve found %zu groups, "
			    "brute force %zu", i, nfast, nslow);
			diag_exit(EXIT_TROUBLE);
		}
		free(fast);
		free(slow);
	}

	/*
	 * Alternate the methods in batches and keep each one's best batch:
	 * other work on the machine can only slow a batch down.
	 */
	tfast = tslow = 0;
	for (rep = 0; rep < NBATCHES; rep++) {
		t = time_batch(rounds, nrounds, FASTTIMES, pa_solve, &tfast);
		if (rep == 0 || t < sfast)
			sfast = t;
		t = time_batch(rounds, nrounds, 1, brute_solve, &tslow);
		if (rep == 0 || t < sslow)
			sslow = t;
	}
	if (tfast != tslow * FASTTIMES)
		diag_fatal("the methods found %zu and %zu groups", tfast,
		    tslow * FASTTIMES);
	printf("pa-solve %dx%d, %d-cell shapes: %.1f us/round; "
	    "brute force: %.1f us/round; ratio %.1fx (goal 20x)\n",
	    PA_MAXROWS, PA_MAXCOLS, NCELLS, sfast * 1e6, sslow * 1e6,
	    sslow / sfast);
	diag_exit(EXIT_VALID);
}
