/*
 * gen.c: seeded random matches.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "gen.h"
#include "grid.h"
#include "match.h"
#include "polyomino.h"
#include "rng.h"
#include "solve.h"

#define WHY	256
#define KEYS	((PA_MAXCELLS + 1) * (PA_MAXCELLS + 1))

/*
 * A shape that fits the grid, with how many groups it can take there
 * and, for unique questions, how many of those have contents no other
 * group of the shape has.  The groups themselves are listed again
 * (pa_placements()) only for the shape a question is drawn from: a pool
 * of 10-cell shapes on a 26x20 grid would hold millions.
 */
struct placed_shape {
	struct pa_shape	 shape;
	size_t		 nplaces;
	size_t		 nunique;
};

/* Every free polyomino of one size that fits the grid. */
struct shape_pool {
	int			 size;
	size_t			 n;
	struct placed_shape	*shape;		/* owned */
	size_t			 nwith_unique;	/* shapes with a unique group */
};

int
pa_gen_size(const struct pa_gen_options *o, int r)
{
	return o->sizes[(long)r * o->nsizes / o->rounds];
}

/* The index of a group's contents among all contents of its size. */
static int
contents_key(const struct pa_grid *g, const struct pa_shape *group)
{
	struct pa_contents	 c;

	pa_grid_contents(g, group, &c);
	return c.count[PA_CIRCLE] * (PA_MAXCELLS + 1) + c.count[PA_CROSS];
}

/*
 * Of the n groups, those whose contents no other group has: return how
 * many there are, and if k is below that, put the index of the k-th of
 * them in *which.
 */
static size_t
unique_groups(const struct pa_grid *g, const struct pa_shape *place,
    size_t n, size_t k, size_t *which)
{
	static int	 seen[KEYS];
	size_t		 i, count = 0;

	memset(seen, 0, sizeof(seen));
	for (i = 0; i < n; i++)
		seen[contents_key(g, &place[i])]++;
	for (i = 0; i < n; i++) {
		if (seen[contents_key(g, &place[i])] != 1)
			continue;
		if (count++ == k)
			*which = i;
	}
	return count;
}

static void
pool_make(struct shape_pool *pool, int size, const struct pa_grid *g,
    int unique)
{
	struct pa_shape		*all, *place;
	struct placed_shape	*ps;
	size_t			 n, i;

	memset(pool, 0, sizeof(*pool));
	pool->size = size;
	n = pa_polyominoes(size, PA_FREE, &all);
	pool->shape = xcalloc(n, sizeof(*pool->shape));
	for (i = 0; i < n; i++) {
		ps = &pool->shape[pool->n];
		ps->shape = all[i];
		ps->nunique = 0;
		if (!unique) {
			ps->nplaces = pa_placements(g->rows, g->cols, &all[i],
			    NULL);
		} else {
			ps->nplaces = pa_placements(g->rows, g->cols, &all[i],
			    &place);
			ps->nunique = unique_groups(g, place, ps->nplaces,
			    SIZE_MAX, NULL);
			free(place);
			if (ps->nunique > 0)
				pool->nwith_unique++;
		}
		if (ps->nplaces > 0)
			pool->n++;
	}
	free(all);
}

static void
pool_free(struct shape_pool *pool)
{
	free(pool->shape);
	memset(pool, 0, sizeof(*pool));
}

/* Draw a question from the pool; 0 if the pool has none to give. */
static int
draw_question(struct rng *rng, const struct shape_pool *pool,
    const struct pa_grid *g, int unique, struct pa_question *q)
{
	const struct placed_shape	*ps = NULL;
	struct pa_shape			*place;
	size_t				 k, i, n, which;

	if (pool->n == 0 || (unique && pool->nwith_unique == 0))
		return 0;
	if (!unique) {
		ps = &pool->shape[rng_below(rng, pool->n)];
		k = rng_below(rng, ps->nplaces);
	} else {
		/* The k-th shape with a unique group, and its k-th of them. */
		k = rng_below(rng, pool->nwith_unique);
		for (i = 0; i < pool->n; i++) {
			if (pool->shape[i].nunique == 0)
				continue;
			if (k-- == 0) {
				ps = &pool->shape[i];
				break;
			}
		}
		k = rng_below(rng, ps->nunique);
	}
	n = pa_placements(g->rows, g->cols, &ps->shape, &place);
	which = k;
	if (unique)
		(void)unique_groups(g, place, n, k, &which);
	q->shape = ps->shape;
	pa_grid_contents(g, &place[which], &q->contents);
	free(place);
	return 1;
}

/* Whether round r already asks the same question. */
static int
asked(const struct pa_round *r, const struct pa_question *q)
{
	int	 i;

	for (i = 0; i < r->nq; i++)
		if (pa_shape_cmp(&r->q[i].shape, &q->shape) == 0 &&
		    pa_contents_equal(&r->q[i].contents, &q->contents))
			return 1;
	return 0;
}

/*
 * Draw round r's questions from the pool.  Returns 1, 0 with why if no
 * grid of this size can have them, or -1 with why if this grid cannot.
 */
static int
draw_round(const struct pa_gen_options *o, struct rng *rng,
    const struct shape_pool *pool, struct pa_match *m, int r, char *why,
    size_t whysize)
{
	struct pa_question	 q;
	int			 tries;

	if (pool->n == 0) {
		snprintf(why, whysize, "no %d-cell shape fits a %dx%d grid",
		    pool->size, o->rows, o->cols);
		return 0;
	}
	while (m->round[r].nq < o->groups) {
		for (tries = 0; tries < 1000; tries++) {
			if (!draw_question(rng, pool, &m->grid, o->unique, &q))
				break;
			if (!asked(&m->round[r], &q))
				break;
		}
		if (o->unique && pool->nwith_unique == 0) {
			snprintf(why, whysize, "no %d-cell question has exactly "
			    "one solution", pool->size);
			return -1;
		}
		if (tries == 1000) {
			snprintf(why, whysize, "round %d: could not find %d "
			    "different %d-cell questions%s", r + 1, o->groups,
			    pool->size, o->unique ? " with exactly one "
			    "solution each" : "");
			return -1;
		}
		m->round[r].q[m->round[r].nq++] = q;
	}
	return 1;
}

/* Draw the grid and every round; return as draw_round() does. */
static int
draw_match(const struct pa_gen_options *o, struct rng *rng,
    struct pa_match *m, char *why, size_t whysize)
{
	struct shape_pool	 pool[PA_GEN_MAXSIZE + 1];
	int			 r, c, size, ok = 1;

	memset(pool, 0, sizeof(pool));
	memset(m->round, 0, (size_t)o->rounds * sizeof(*m->round));
	pa_grid_init(&m->grid, o->rows, o->cols);
	for (r = 0; r < o->rows; r++)
		for (c = 0; c < o->cols; c++)
			pa_grid_set(&m->grid, r, c,
			    (enum pa_picture)(1 + rng_below(rng, 3)));
	for (r = 0; r < o->rounds && ok == 1; r++) {
		size = pa_gen_size(o, r);
		if (pool[size].size == 0)
			pool_make(&pool[size], size, &m->grid, o->unique);
		ok = draw_round(o, rng, &pool[size], m, r, why, whysize);
	}
	for (size = 0; size <= PA_GEN_MAXSIZE; size++)
		pool_free(&pool[size]);
	return ok;
}

int
pa_generate(const struct pa_gen_options *o, struct pa_match *m, char *why)
{
	static char	 seed_text[32];
	struct rng	 rng;
	char		 last[WHY / 2];
	int		 grids, ok = -1;

	memset(m, 0, sizeof(*m));
	m->plus = o->plus;
	m->nrounds = o->rounds;
	m->round = xcalloc((size_t)o->rounds, sizeof(*m->round));
	snprintf(seed_text, sizeof(seed_text), "%llu",
	    (unsigned long long)o->seed);
	m->seed = seed_text;
	rng_seed(&rng, o->seed);
	/*
	 * With --unique a grid may have no question of some size with one
	 * solution; then the next grid of the seed's stream is drawn.
	 */
	for (grids = 0; grids < PA_GEN_GRIDS && ok < 0; grids++)
		ok = draw_match(o, &rng, m, last, sizeof(last));
	if (ok == 1)
		return 1;
	if (ok == 0)
		snprintf(why, WHY, "%s", last);
	else
		snprintf(why, WHY, "%son none of %d random %dx%d grids drawn "
		    "from seed %llu: %s; try other sizes or another grid size",
		    o->unique ? "--unique: " : "", PA_GEN_GRIDS, o->rows,
		    o->cols, (unsigned long long)o->seed, last);
	return 0;
}
