/*
 * polyomino.c: enumerating polyominoes by Redelmeier's algorithm.
 *
 * D. H. Redelmeier, "Counting polyominoes: yet another attack", Discrete
 * Mathematics 36 (1981).  Every fixed polyomino is grown from its first
 * cell in (row, column) order, the origin, inside the half-plane of cells
 * that come after it: rows below row 0, and row 0 right of the origin.
 * The untried set holds the cells that may be added next; a cell taken
 * from it is either added (and its new neighbors join the set) or left
 * out for good, so each fixed polyomino is reached exactly once.  A cell
 * is "seen" once it has been in the untried set of this branch; a seen
 * cell never joins the set again.
 *
 * For free and one-sided polyominoes a fixed polyomino is kept only when
 * it is its own canonical form, which each class has exactly one of.
 * The test works on row bitmasks: comparing two shapes of the same size
 * by pa_shape_cmp is comparing their rows in turn, and in the first row
 * that differs, the shape holding the lowest differing column is first.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "polyomino.h"

/* A cell of a normalized shape must fit in a nibble each way. */
#if PA_MAXCELLS > 16
#error "polyomino.c packs a cell in one byte and a row in 16 bits"
#endif

/*
 * The lattice: rows -1 to PA_MAXCELLS + 1 and columns -(PA_MAXCELLS + 1)
 * to PA_MAXCELLS + 1, the outer ones marked seen so growth never leaves it
 * (a polyomino of n cells reaches rows 0 to n - 1, columns 2 - n to n - 1).
 */
#define LAT_OFF		(PA_MAXCELLS + 1)
#define LAT_W		(2 * PA_MAXCELLS + 3)
#define LAT_H		(PA_MAXCELLS + 3)
#define LAT_INDEX(r, c)	(((r) + 1) * LAT_W + (c) + LAT_OFF)

/* At most two neighbors of the origin and three of any other cell join. */
#define MAXUNTRIED	(4 * PA_MAXCELLS)

struct gen;

/* What to do with each polyomino found: given as row bitmasks. */
typedef int	(*visit_fn)(struct gen *, const uint16_t *mask, int height);

struct gen {
	int			 n;
	enum pa_symmetry	 sym;
	visit_fn		 visit;		/* NULL to count only */
	unsigned long long	 count;
	unsigned char		 seen[LAT_H * LAT_W];
	int			 row[PA_MAXCELLS];
	int			 col[PA_MAXCELLS];

	/* pa_polyomino_each */
	int			(*fn)(const struct pa_shape *, void *);
	void			*arg;

	/* pa_polyset_make */
	unsigned char		*buf;
	size_t			 cap;		/* room in buf, in polyominoes */
};

static const int step[4] = { 1, -1, LAT_W, -LAT_W };

/* The low k bits of x in reverse order. */
static unsigned int
reverse(unsigned int x, int k)
{
	x = (x & 0x5555) << 1 | (x >> 1 & 0x5555);
	x = (x & 0x3333) << 2 | (x >> 2 & 0x3333);
	x = (x & 0x0f0f) << 4 | (x >> 4 & 0x0f0f);
	x = (x & 0x00ff) << 8 | (x >> 8 & 0x00ff);
	return x >> (16 - k);
}

/*
 * Row r of the shape under transform t, numbered as pa_shape_transform
 * numbers them, from the rows and the columns of the shape as it is, each
 * a bitmask of height rows and width columns.
 */
static unsigned int
transformed_row(const uint16_t *rows, const uint16_t *cols, int height,
    int width, int t, int r)
{
	switch (t) {
	case 1:		/* a quarter turn: row r is column r, upside down */
		return r < width ? reverse(cols[r], height) : 0;
	case 2:		/* a half turn */
		return r < height ? reverse(rows[height - 1 - r], width) : 0;
	case 3:		/* three quarter turns */
		return r < width ? cols[width - 1 - r] : 0;
	case 4:		/* mirrored left to right */
		return r < height ? reverse(rows[r], width) : 0;
	case 5:		/* mirrored in the main diagonal */
		return r < width ? cols[r] : 0;
	case 6:		/* mirrored top to bottom */
		return r < height ? rows[height - 1 - r] : 0;
	default:	/* mirrored in the other diagonal */
		return r < width ?
		    reverse(cols[width - 1 - r], height) : 0;
	}
}

/*
 * Whether no transform the symmetry allows takes the shape to one that
 * pa_shape_cmp orders first; rows and cols are its bitmasks.
 */
static int
is_canonical(enum pa_symmetry sym, const uint16_t *rows,
    const uint16_t *cols, int height, int width)
{
	unsigned int	 tr, diff;
	int		 t, last, r, size;

	last = sym == PA_FREE ? 7 : sym == PA_ONESIDED ? 3 : 0;
	size = height > width ? height : width;
	for (t = 1; t <= last; t++) {
		for (r = 0; r < size; r++) {
			tr = transformed_row(rows, cols, height, width, t, r);
			if (tr == rows[r])
				continue;
			diff = tr ^ rows[r];
			if (tr & diff & -diff)
				return 0;
			break;
		}
	}
	return 1;
}

/*
 * Handle the polyomino now complete in g->row and g->col: keep it if it
 * is canonical, count it and visit it; return nonzero to stop.
 */
static int
found(struct gen *g, int mincol, int maxcol, int maxrow)
{
	uint16_t	 rows[PA_MAXCELLS], cols[PA_MAXCELLS];
	int		 i, c, height = maxrow + 1;

	memset(rows, 0, sizeof(rows));
	memset(cols, 0, sizeof(cols));
	for (i = 0; i < g->n; i++) {
		c = g->col[i] - mincol;
		rows[g->row[i]] |= (uint16_t)(1u << c);
		cols[c] |= (uint16_t)(1u << g->row[i]);
	}
	if (g->sym != PA_FIXED &&
	    !is_canonical(g->sym, rows, cols, height, maxcol - mincol + 1))
		return 0;
	g->count++;
	return g->visit == NULL ? 0 : g->visit(g, rows, height);
}

/*
 * Grow the polyomino of depth cells in g by each cell of the untried set
 * in turn, as Redelmeier's algorithm does; return nonzero if a visit
 * asked to stop.
 */
static int
grow(struct gen *g, int depth, const int *untried, int len,
    int mincol, int maxcol, int maxrow)
{
	int	 next[MAXUNTRIED], added[4];
	int	 i, j, k, nadded, cell, nb, r, c, stop;
	int	 nmincol, nmaxcol, nmaxrow;

	/* Counting fixed polyominoes: each untried cell completes one. */
	if (depth + 1 == g->n && g->visit == NULL && g->sym == PA_FIXED) {
		g->count += (unsigned long long)len;
		return 0;
	}
	for (i = 0; i < len; i++) {
		cell = untried[i];
		r = cell / LAT_W - 1;
		c = cell % LAT_W - LAT_OFF;
		g->row[depth] = r;
		g->col[depth] = c;
		nmincol = c < mincol ? c : mincol;
		nmaxcol = c > maxcol ? c : maxcol;
		nmaxrow = r > maxrow ? r : maxrow;
		if (depth + 1 == g->n) {
			if ((stop = found(g, nmincol, nmaxcol, nmaxrow)) != 0)
				return stop;
			continue;
		}
		k = 0;
		for (j = i + 1; j < len; j++)
			next[k++] = untried[j];
		nadded = 0;
		for (j = 0; j < 4; j++) {
			nb = cell + step[j];
			if (!g->seen[nb]) {
				g->seen[nb] = 1;
				next[k++] = nb;
				added[nadded++] = nb;
			}
		}
		stop = grow(g, depth + 1, next, k, nmincol, nmaxcol, nmaxrow);
		for (j = 0; j < nadded; j++)
			g->seen[added[j]] = 0;
		if (stop)
			return stop;
	}
	return 0;
}

/*
 * Run the enumeration of g->n cells under g->sym, visiting with g->visit;
 * return nonzero if a visit asked to stop.  The caller owns g.
 */
static int
generate(struct gen *g)
{
	int	 r, c, origin;

	g->count = 0;
	if (g->n < 1 || g->n > PA_MAXCELLS)
		return 0;
	memset(g->seen, 0, sizeof(g->seen));
	for (r = -1; r <= PA_MAXCELLS + 1; r++)
		for (c = -LAT_OFF; c <= LAT_OFF; c++)
			if (r < 0 || r > PA_MAXCELLS || c == -LAT_OFF ||
			    c == LAT_OFF || (r == 0 && c < 0))
				g->seen[LAT_INDEX(r, c)] = 1;
	origin = LAT_INDEX(0, 0);
	g->seen[origin] = 1;
	return grow(g, 0, &origin, 1, 0, 0, 0);
}

/* Make g ready to enumerate n cells under sym; g is the caller's. */
static void
gen_init(struct gen *g, int n, enum pa_symmetry sym, visit_fn visit)
{
	memset(g, 0, sizeof(*g));
	g->n = n;
	g->sym = sym;
	g->visit = visit;
}

unsigned long long
pa_polyomino_count(int n, enum pa_symmetry sym)
{
	struct gen	*g;
	unsigned long long count;

	g = xmalloc(sizeof(*g));
	gen_init(g, n, sym, NULL);
	generate(g);
	count = g->count;
	free(g);
	return count;
}

/* Write the shape the row bitmasks describe to out. */
static void
mask_to_shape(const uint16_t *mask, int height, struct pa_shape *out)
{
	int	 r, c;

	out->n = 0;
	for (r = 0; r < height; r++)
		for (c = 0; c < PA_MAXCELLS; c++)
			if (mask[r] & (1u << c)) {
				out->cell[out->n].row = r;
				out->cell[out->n].col = c;
				out->n++;
			}
}

/* Visit for pa_polyomino_each: make the shape and pass it to g->fn. */
static int
visit_each(struct gen *g, const uint16_t *mask, int height)
{
	struct pa_shape	 s;

	mask_to_shape(mask, height, &s);
	return g->fn(&s, g->arg);
}

int
pa_polyomino_each(int n, enum pa_symmetry sym,
    int (*fn)(const struct pa_shape *, void *), void *arg)
{
	struct gen	*g;
	int		 stop;

	g = xmalloc(sizeof(*g));
	gen_init(g, n, sym, visit_each);
	g->fn = fn;
	g->arg = arg;
	stop = generate(g);
	free(g);
	return stop;
}

/* Visit for pa_polyset_make: append the polyomino's cell bytes to g->buf. */
static int
visit_pack(struct gen *g, const uint16_t *mask, int height)
{
	unsigned char	*p;
	int		 r, c;

	/* g->count already counts this polyomino. */
	if (g->count > g->cap) {
		g->cap = g->cap == 0 ? 1024 : 2 * g->cap;
		g->buf = xreallocarray(g->buf, g->cap, (size_t)g->n);
	}
	p = g->buf + (size_t)(g->count - 1) * (size_t)g->n;
	for (r = 0; r < height; r++)
		for (c = 0; c < PA_MAXCELLS; c++)
			if (mask[r] & (1u << c))
				*p++ = (unsigned char)(r << 4 | c);
	return 0;
}

/*
 * Sort count records of n bytes at buf by their bytes, least significant
 * first, one counting pass a byte; tmp is scratch of the same size.
 */
static void
radix_sort(unsigned char *buf, unsigned char *tmp, size_t count, int n)
{
	size_t		 start[256], i, b, here, sum;
	unsigned char	*swap;
	int		 k;

	for (k = n - 1; k >= 0; k--) {
		memset(start, 0, sizeof(start));
		for (i = 0; i < count; i++)
			start[buf[i * (size_t)n + (size_t)k]]++;
		for (b = 0, sum = 0; b < 256; b++) {
			here = start[b];
			start[b] = sum;
			sum += here;
		}
		for (i = 0; i < count; i++) {
			b = buf[i * (size_t)n + (size_t)k];
			memcpy(tmp + start[b]++ * (size_t)n,
			    buf + i * (size_t)n, (size_t)n);
		}
		swap = buf;
		buf = tmp;
		tmp = swap;
	}
	/* After an odd number of passes the sorted records are in tmp. */
	if (n % 2 == 1)
		memcpy(tmp, buf, count * (size_t)n);
}

void
pa_polyset_make(struct pa_polyset *set, int n, enum pa_symmetry sym)
{
	struct gen	*g;
	unsigned char	*tmp;

	g = xmalloc(sizeof(*g));
	gen_init(g, n, sym, visit_pack);
	generate(g);
	set->n = n;
	set->count = (size_t)g->count;
	set->cells = g->buf;
	free(g);
	if (set->count == 0) {
		free(set->cells);
		set->cells = NULL;
		return;
	}
	set->cells = xreallocarray(set->cells, set->count, (size_t)n);
	tmp = xreallocarray(NULL, set->count, (size_t)n);
	radix_sort(set->cells, tmp, set->count, n);
	free(tmp);
}

void
pa_polyset_get(const struct pa_polyset *set, size_t i, struct pa_shape *out)
{
	const unsigned char	*p = set->cells + i * (size_t)set->n;
	int			 k;

	out->n = set->n;
	for (k = 0; k < set->n; k++) {
		out->cell[k].row = p[k] >> 4;
		out->cell[k].col = p[k] & 0xf;
	}
}

void
pa_polyset_free(struct pa_polyset *set)
{
	free(set->cells);
	set->cells = NULL;
	set->count = 0;
}

size_t
pa_polyominoes(int n, enum pa_symmetry sym, struct pa_shape **out)
{
	struct pa_polyset	 set;
	size_t			 i, count;

	pa_polyset_make(&set, n, sym);
	count = set.count;
	*out = count == 0 ? NULL : xreallocarray(NULL, count, sizeof(**out));
	for (i = 0; i < count; i++)
		pa_polyset_get(&set, i, &(*out)[i]);
	pa_polyset_free(&set);
	return count;
}
