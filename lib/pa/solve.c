/*
 * solve.c: every placement of a shape, and every solution of a question.
 *
 * The solver tests many placements at once on bitboards.  The grid's rows
 * are stacked into 64-bit words of several lanes, each lane as wide as the
 * grid: lane l of word i holds row i + l * stride.  Shifting word j + dr
 * right by dc puts, in bit c of lane l, the cell (j + l * stride + dr,
 * c + dc): the cell (dr, dc) of the shape placed at row j + l * stride,
 * column c.  For each orientation and each word, bit-sliced counters (one
 * word per binary digit) add up the circles and the crosses under the
 * shape at every placement in the word, an AND of the filled cells rules
 * out blanks and rows past the grid, and comparing the digits with the
 * question's counts leaves a mask of the placements that solve it; in
 * cells that are all filled, plusses are what is left.
 *
 * Distinct orientations placed anywhere give distinct groups, so no group
 * is found twice.  The groups come out in pa_shape_cmp order without a
 * sort: a group's first cell is its orientation's first cell moved, so
 * they are written by first cell, and for each first cell in the order of
 * the orientations seen from their first cells.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "solve.h"

#define NDIGITS		5	/* binary digits of a count up to PA_MAXCELLS */
#define MAXSTACK	(2 * PA_MAXROWS)	/* stride plus the tallest shape */

/* One orientation of a shape: its cells, sorted, and its bounding box. */
struct orient {
	int		 n;
	int		 height;
	int		 width;
	int		 lead;		/* the column of its first cell */
	unsigned char	 row[PA_MAXCELLS];
	unsigned char	 col[PA_MAXCELLS];
	short		 word[PA_MAXCELLS];	/* col * MAXSTACK + row */
	struct pa_cell	 anchored[PA_MAXCELLS];	/* moved to put cell 0 at 0,0 */
};

/*
 * The placements found: bit c of hit[k][r] is set if orientation k placed
 * at row r, column c is a group found; order[] lists the orientations by
 * anchored_cmp, the order of their groups when they share a first cell.
 */
struct hits {
	int		 norient;
	int		 order[PA_NTRANSFORMS];
	struct orient	 o[PA_NTRANSFORMS];
	uint32_t	 hit[PA_NTRANSFORMS][PA_MAXROWS];
};

/*
 * The grid's rows stacked into lanes: filled cells, and circles and
 * crosses shifted right by each column a shape's cell may have.
 */
struct stack {
	int		 width;		/* bits per lane: the grid's columns */
	int		 lanes;		/* lanes per word */
	int		 stride;	/* rows from one lane to the next */
	int		 blanks;	/* whether the grid has blank cells */
	uint64_t	 filled[MAXSTACK];
	uint64_t	 circle[PA_MAXCOLS][MAXSTACK];
	uint64_t	 cross[PA_MAXCOLS][MAXSTACK];
};

/* How many bits of the word are set. */
static int
popcount(uint64_t m)
{
	m = m - (m >> 1 & UINT64_C(0x5555555555555555));
	m = (m & UINT64_C(0x3333333333333333)) +
	    (m >> 2 & UINT64_C(0x3333333333333333));
	m = (m + (m >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	return (int)((m * UINT64_C(0x0101010101010101)) >> 56);
}

/* The index of the lowest set bit of a nonzero word. */
static int
lowest_bit(uint64_t m)
{
#if defined(__GNUC__)
	return __builtin_ctzll(m);
#else
	return popcount((m & -m) - 1);
#endif
}

/*
 * Fill out[] with the distinct orientations of the shape, cells sorted by
 * row then column, and return how many; return 0 if the shape has no
 * cells, repeats a cell, or is too large for any grid.
 */
static int
orientations(const struct pa_shape *s, struct orient out[PA_NTRANSFORMS])
{
	uint32_t	 mask[PA_MAXROWS];
	long long	 extent[2];
	int		 lo[2], hi[2], i, t, u, r, c, h, w, n, count = 0;
	struct orient	*o;

	if (s->n < 1 || s->n > PA_MAXCELLS)
		return 0;
	lo[0] = hi[0] = s->cell[0].row;
	lo[1] = hi[1] = s->cell[0].col;
	for (i = 1; i < s->n; i++) {
		if (s->cell[i].row < lo[0])
			lo[0] = s->cell[i].row;
		if (s->cell[i].row > hi[0])
			hi[0] = s->cell[i].row;
		if (s->cell[i].col < lo[1])
			lo[1] = s->cell[i].col;
		if (s->cell[i].col > hi[1])
			hi[1] = s->cell[i].col;
	}
	extent[0] = (long long)hi[0] - lo[0] + 1;
	extent[1] = (long long)hi[1] - lo[1] + 1;
	if (extent[0] > PA_MAXROWS || extent[1] > PA_MAXROWS)
		return 0;

	/* Bit 0 of t swaps rows and columns, bits 1 and 2 mirror them. */
	for (t = 0; t < PA_NTRANSFORMS; t++) {
		h = (int)extent[t & 1];
		w = (int)extent[!(t & 1)];
		memset(mask, 0, (size_t)h * sizeof(mask[0]));
		for (i = 0; i < s->n; i++) {
			r = s->cell[i].row - lo[0];
			c = s->cell[i].col - lo[1];
			if (t & 1) {
				u = r;
				r = c;
				c = u;
			}
			if (t & 2)
				r = h - 1 - r;
			if (t & 4)
				c = w - 1 - c;
			mask[r] |= (uint32_t)1 << c;
		}
		o = &out[count];
		o->height = h;
		o->width = w;
		for (n = r = 0; r < h; r++)
			for (; mask[r] != 0; mask[r] &= mask[r] - 1) {
				o->row[n] = (unsigned char)r;
				o->col[n++] = (unsigned char)lowest_bit(mask[r]);
			}
		if ((o->n = n) != s->n)
			return 0;
		for (u = 0; u < count; u++) {
			for (i = 0; i < n; i++)
				if (out[u].row[i] != o->row[i] ||
				    out[u].col[i] != o->col[i])
					break;
			if (i == n)
				break;
		}
		if (u == count)
			count++;
	}
	return count;
}

/*
 * Order two orientations as the groups they make when placed with the same
 * first cell: cell by cell, in their anchored form.
 */
static int
anchored_cmp(const struct orient *a, const struct orient *b)
{
	int	 i;

	for (i = 0; i < a->n; i++) {
		if (a->anchored[i].row != b->anchored[i].row)
			return a->anchored[i].row < b->anchored[i].row ? -1 : 1;
		if (a->anchored[i].col != b->anchored[i].col)
			return a->anchored[i].col < b->anchored[i].col ? -1 : 1;
	}
	return 0;
}

/*
 * Fill h with the shape's orientations, their anchored order and no hits;
 * return how many orientations.
 */
static int
hits_init(struct hits *h, const struct pa_shape *s)
{
	struct orient	*o;
	int		 i, k, q;

	memset(h->hit, 0, sizeof(h->hit));
	h->norient = orientations(s, h->o);
	for (k = 0; k < h->norient; k++) {
		o = &h->o[k];
		o->lead = o->col[0];
		memset(o->anchored, 0, sizeof(o->anchored));
		for (i = 0; i < o->n; i++) {
			o->word[i] = (short)(o->col[i] * MAXSTACK + o->row[i]);
			o->anchored[i].row = o->row[i];
			o->anchored[i].col = o->col[i] - o->lead;
		}
		for (q = k; q > 0 &&
		    anchored_cmp(o, &h->o[h->order[q - 1]]) < 0; q--)
			h->order[q] = h->order[q - 1];
		h->order[q] = k;
	}
	return h->norient;
}

/*
 * Write the n groups of the hits, in pa_shape_cmp order, to a new array
 * stored in *out (the caller frees it; NULL when n is 0); return n.
 */
static size_t
hits_groups(const struct hits *h, size_t n, struct pa_shape **out)
{
	struct pa_shape		*list, *g;
	const struct pa_cell	*from;
	uint32_t		 anchor[PA_NTRANSFORMS], any, at;
	int			 r, c, q, i, ncells;

	*out = NULL;
	if (n == 0)
		return 0;
	g = list = xreallocarray(NULL, n, sizeof(list[0]));
	ncells = h->o[0].n;
	for (r = 0; r < PA_MAXROWS; r++) {
		/* The first cells of the groups on this row, by orientation. */
		any = 0;
		for (q = 0; q < h->norient; q++) {
			anchor[q] = h->hit[h->order[q]][r] <<
			    h->o[h->order[q]].lead;
			any |= anchor[q];
		}
		for (; any != 0; any &= any - 1) {
			c = lowest_bit(any);
			/* Bit q: the q-th orientation has a group here. */
			for (at = 0, q = 0; q < h->norient; q++)
				at |= (anchor[q] >> c & 1) << q;
			for (; at != 0; at &= at - 1) {
				from = h->o[h->order[lowest_bit(at)]].anchored;
				g->n = ncells;
				/* Two cells at a time; a 16th cell is spare. */
				for (i = 0; i < ncells; i += 2) {
					g->cell[i].row = r + from[i].row;
					g->cell[i].col = c + from[i].col;
					g->cell[i + 1].row = r + from[i + 1].row;
					g->cell[i + 1].col = c + from[i + 1].col;
				}
				g++;
			}
		}
	}
	*out = list;
	return n;
}

size_t
pa_placements(int rows, int cols, const struct pa_shape *s,
    struct pa_shape **out)
{
	struct hits	 h;
	size_t		 n = 0;
	int		 k, r;

	*out = NULL;
	if (rows < 1 || rows > PA_MAXROWS || cols < 1 || cols > PA_MAXCOLS)
		return 0;
	hits_init(&h, s);
	for (k = 0; k < h.norient; k++) {
		if (h.o[k].width > cols)
			continue;
		for (r = 0; r + h.o[k].height <= rows; r++) {
			h.hit[k][r] = ((uint32_t)1 <<
			    (cols - h.o[k].width + 1)) - 1;
			n += (size_t)(cols - h.o[k].width + 1);
		}
	}
	return hits_groups(&h, n, out);
}

/*
 * Stack the grid into st for a stride, as far as orientations of the given
 * height and width reach from the last word.
 */
static void
stack_grid(struct stack *st, const struct pa_grid *g, int stride, int height,
    int width)
{
	uint64_t	 circle, cross, filled;
	uint32_t	 colmask;
	int		 i, l, r, shift;

	st->stride = stride;
	colmask = ((uint32_t)1 << g->cols) - 1;
	for (i = 0; i < stride + height - 1; i++) {
		circle = cross = filled = 0;
		for (l = 0, r = i; l < st->lanes && r < g->rows;
		    l++, r += stride) {
			shift = l * st->width;
			circle |= (uint64_t)(g->bits[PA_CIRCLE][r] & colmask) <<
			    shift;
			cross |= (uint64_t)(g->bits[PA_CROSS][r] & colmask) <<
			    shift;
			filled |= (uint64_t)((g->bits[PA_CIRCLE][r] |
			    g->bits[PA_CROSS][r] | g->bits[PA_PLUS][r]) &
			    colmask) << shift;
		}
		st->filled[i] = filled;
		for (shift = 0; shift < width; shift++) {
			st->circle[shift][i] = circle >> shift;
			st->cross[shift][i] = cross >> shift;
		}
	}
}

/*
 * Add the next cell to the bit-sliced counts of circles (a0...) and
 * crosses (b0...) at every placement; CARRY adds through one digit.
 */
#define LOAD_CELL(i) do {						\
	x = circle[o->word[i]];						\
	y = cross[o->word[i]];						\
} while (0)
#define CARRY(a, b) do {						\
	t = (a) & x;							\
	(a) ^= x;							\
	x = t;								\
	t = (b) & y;							\
	(b) ^= y;							\
	y = t;								\
} while (0)

/*
 * The placements of word j, as a mask of lane bits within lanes, where the
 * orientation covers only filled cells and exactly the wanted circles and
 * crosses; want[0] and want[1] hold each binary digit of those counts as
 * all ones or all zeros.
 */
static uint64_t
match_word(const struct stack *st, const struct orient *o, int j,
    uint64_t lanes, uint64_t want[2][NDIGITS])
{
	const uint64_t	*circle = &st->circle[0][0] + j;
	const uint64_t	*cross = &st->cross[0][0] + j;
	uint64_t	 a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0;
	uint64_t	 b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0;
	uint64_t	 full, x, y, t;
	int		 i;

	/*
	 * Without blanks a placement is on filled cells if its last row is
	 * on the grid, where its lane is all filled.
	 */
	full = lanes & st->filled[j + o->height - 1];
	if (st->blanks)
		for (i = 0; i < o->n; i++)
			full &= st->filled[j + o->row[i]] >> o->col[i];
	/* After i cells a count is at most i: carry only as far as needed. */
	for (i = 0; i < o->n && i < 1; i++) {
		LOAD_CELL(i);
		a0 = x;
		b0 = y;
	}
	for (; i < o->n && i < 3; i++) {
		LOAD_CELL(i);
		CARRY(a0, b0);
		a1 ^= x;
		b1 ^= y;
	}
	for (; i < o->n && i < 7; i++) {
		LOAD_CELL(i);
		CARRY(a0, b0);
		CARRY(a1, b1);
		a2 ^= x;
		b2 ^= y;
	}
	for (; i < o->n && i < 15; i++) {
		LOAD_CELL(i);
		CARRY(a0, b0);
		CARRY(a1, b1);
		CARRY(a2, b2);
		a3 ^= x;
		b3 ^= y;
	}
	for (; i < o->n; i++) {
		LOAD_CELL(i);
		CARRY(a0, b0);
		CARRY(a1, b1);
		CARRY(a2, b2);
		CARRY(a3, b3);
		a4 ^= x;
		b4 ^= y;
	}
	return full & ~((a0 ^ want[0][0]) | (a1 ^ want[0][1]) |
	    (a2 ^ want[0][2]) | (a3 ^ want[0][3]) | (a4 ^ want[0][4]) |
	    (b0 ^ want[1][0]) | (b1 ^ want[1][1]) | (b2 ^ want[1][2]) |
	    (b3 ^ want[1][3]) | (b4 ^ want[1][4]));
}

#undef LOAD_CELL
#undef CARRY

/*
 * Mark in h the solutions of the question, counting them, until there are
 * at least limit; return the count.
 */
static size_t
find(const struct pa_grid *g, const struct pa_question *q, struct hits *h,
    size_t limit)
{
	struct stack	 st;
	const struct orient *o;
	const int	*count = q->contents.count;
	uint64_t	 want[2][NDIGITS], unit, lanes, m, lanemask;
	size_t		 n = 0;
	int		 pass, k, d, j, l, r, stride;

	memset(h->hit, 0, sizeof(h->hit));
	h->norient = 0;
	if (g->rows < 1 || g->rows > PA_MAXROWS || g->cols < 1 ||
	    g->cols > PA_MAXCOLS || limit == 0)
		return 0;
	if (count[PA_CIRCLE] < 0 || count[PA_CROSS] < 0 ||
	    count[PA_PLUS] < 0 ||
	    pa_contents_total(&q->contents) != q->shape.n)
		return 0;
	if (hits_init(h, &q->shape) == 0)
		return 0;
	for (d = 0; d < NDIGITS; d++) {
		want[0][d] = (count[PA_CIRCLE] >> d & 1) ? ~(uint64_t)0 : 0;
		want[1][d] = (count[PA_CROSS] >> d & 1) ? ~(uint64_t)0 : 0;
	}

	st.width = g->cols;
	st.lanes = 64 / g->cols;
	st.blanks = 0;
	for (r = 0; r < g->rows; r++)
		if ((g->bits[PA_CIRCLE][r] | g->bits[PA_CROSS][r] |
		    g->bits[PA_PLUS][r]) != ((uint32_t)1 << g->cols) - 1)
			st.blanks = 1;
	unit = 0;
	for (l = 0; l < st.lanes; l++)
		unit |= (uint64_t)1 << (l * st.width);
	/*
	 * Orientations are as tall as the shape, then as tall as it is
	 * wide: each height has its own stride, so stack the grid twice.
	 */
	for (pass = 0; pass < 2; pass++) {
		st.stride = 0;
		for (k = 0; k < h->norient; k++) {
			o = &h->o[k];
			if ((o->height != h->o[0].height) != pass ||
			    o->height > g->rows || o->width > g->cols)
				continue;
			stride = (g->rows - o->height + st.lanes) / st.lanes;
			if (st.stride == 0)
				stack_grid(&st, g, stride, o->height,
				    o->width);
			lanemask = ((uint64_t)1 << (g->cols - o->width + 1)) - 1;
			lanes = unit * lanemask;
			for (j = 0; j < stride; j++) {
				m = match_word(&st, o, j, lanes, want);
				n += (size_t)popcount(m);
				for (l = 0, r = j; l < st.lanes &&
				    r < PA_MAXROWS; l++, r += stride)
					h->hit[k][r] = (uint32_t)(m >>
					    (l * st.width) & lanemask);
				if (n >= limit)
					return n;
			}
		}
	}
	return n;
}

size_t
pa_solve(const struct pa_grid *g, const struct pa_question *q,
    struct pa_shape **out)
{
	struct hits	 h;
	size_t		 n;

	n = find(g, q, &h, SIZE_MAX);
	if (out != NULL)
		return hits_groups(&h, n, out);
	return n;
}

size_t
pa_count_solutions(const struct pa_grid *g, const struct pa_question *q,
    size_t limit)
{
	struct hits	 h;
	size_t		 n;

	/* One word may hold more solutions than the limit asks for. */
	n = find(g, q, &h, limit);
	return n < limit ? n : limit;
}
