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
 * cells that are all filled, plusses are what is left.  Where the compiler
 * has vector types (GCC, Clang), two words go through at once.
 *
 * Distinct orientations placed anywhere give distinct groups, so no group
 * is found twice.  The groups come out in pa_shape_cmp order without a
 * sort: a group's first cell is its orientation's first cell moved, so
 * they are written by first cell, and for each first cell in the order of
 * the orientations seen from their first cells.  A bit per first cell and
 * orientation, transposed eight by eight, gives that order.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "solve.h"

#define NDIGITS		5	/* binary digits of PA_MAXCELLS */
#define MAXSTACK	(2 * PA_MAXROWS)	/* a stride, a tall shape */

#if defined(__GNUC__)
/* Words taken two at a time, in vector registers where there are some. */
typedef uint64_t words __attribute__((vector_size(2 * sizeof(uint64_t))));
#define NWORDS	2
#else
typedef uint64_t words;
#define NWORDS	1
#endif
static const words zero;

/* The NWORDS words from p on. */
static words
load(const uint64_t *p)
{
	words	 w;

	memcpy(&w, p, sizeof(w));
	return w;
}

/* One orientation of a shape: its cells, sorted, and its bounding box. */
struct orient {
	int		 n;
	int		 height;
	int		 width;
	int		 lead;		/* column of the first cell */
	unsigned char	 row[PA_MAXCELLS];
	unsigned char	 col[PA_MAXCELLS];
	short		 word[PA_MAXCELLS];	/* index in a stack */
	int		 upto[4];	/* cells counted in 1 to 4 digits */
	struct pa_cell	 anchored[PA_MAXCELLS];	/* cell 0 at 0,0 */
};

/*
 * The groups found, by their first cells: bit c of anchor[r][b][slot[k]]
 * is set if orientation k makes a group with its first cell at row r,
 * column 8b + c.  The orientations have ranks, the order of their groups
 * when they share a first cell (see anchored_less), and slots, where
 * hits_groups wants each rank (see slot_of).
 */
struct hits {
	int		 norient;
	int		 slot[PA_NTRANSFORMS];	/* by orientation */
	int		 order[PA_NTRANSFORMS];	/* by rank */
	struct orient	 o[PA_NTRANSFORMS];
	unsigned char	 anchor[PA_MAXROWS][3][PA_NTRANSFORMS];
};

/*
 * The grid's rows stacked into lanes: filled cells, and circles and
 * crosses shifted right by each column a shape's cell may have.
 */
struct stack {
	int		 width;		/* bits per lane: columns */
	int		 lanes;		/* lanes per word */
	int		 stride;	/* rows from one lane to the next */
	int		 blanks;	/* whether some cell is blank */
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
 * Sort n keys in place: each goes where the count of the keys smaller
 * than it says, which takes no branch on the keys.  Return 0 if two keys
 * are equal, leaving the keys undefined.
 */
static int
sort_keys(int key[PA_MAXCELLS], int n)
{
	int	 sorted[PA_MAXCELLS], i, j, rank, sum = 0;

	for (i = 0; i < n; i++) {
		for (rank = j = 0; j < n; j++)
			rank += key[j] < key[i];
		sorted[rank] = key[i];
		sum += rank;
	}
	/* Distinct keys have each rank once. */
	if (sum != n * (n - 1) / 2)
		return 0;
	memcpy(key, sorted, (size_t)n * sizeof(key[0]));
	return 1;
}

/*
 * Fill out[] with the distinct orientations of the shape, cells sorted by
 * row then column, and return how many; return 0 if the shape has no
 * cells, repeats a cell, or is too large for any grid.
 */
static int
orientations(const struct pa_shape *s, struct orient out[PA_NTRANSFORMS])
{
	uint64_t	 print[PA_NTRANSFORMS];
	long long	 extent[2];
	int		 key[PA_NTRANSFORMS][PA_MAXCELLS];
	int		 row[PA_MAXCELLS], col[PA_MAXCELLS];
	int		 lo[2], hi[2], i, t, u, r, c, h, w, count = 0;
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
	for (i = 0; i < s->n; i++) {
		row[i] = s->cell[i].row - lo[0];
		col[i] = s->cell[i].col - lo[1];
	}

	/*
	 * Bit 0 of t swaps rows and columns, bits 1 and 2 mirror them.  A
	 * cell's key is row << 5 | column, so keys sort as cells do.
	 */
	for (t = 0; t < PA_NTRANSFORMS; t++) {
		h = (int)extent[t & 1];
		w = (int)extent[!(t & 1)];
		if (t >= 4) {
			/*
			 * Turned half around, transform t ^ 6 has its cells
			 * in the reverse order: no need to sort again.
			 */
			for (i = 0; i < s->n; i++) {
				u = key[t ^ 6][s->n - 1 - i];
				key[t][i] = (h - 1 - (u >> 5)) << 5 |
				    (w - 1 - (u & 31));
			}
		} else {
			for (i = 0; i < s->n; i++) {
				r = t & 1 ? col[i] : row[i];
				c = t & 1 ? row[i] : col[i];
				if (t & 2)
					r = h - 1 - r;
				key[t][i] = r << 5 | c;
			}
			if (!sort_keys(key[t], s->n))
				return 0;	/* a repeated cell */
		}
		/* A fingerprint, exact up to 6 cells, finds repeats fast. */
		for (print[t] = 0, i = 0; i < s->n; i++)
			print[t] = print[t] * 1031 + (uint64_t)key[t][i];
		for (u = 0; u < t; u++)
			if (print[u] == print[t] && memcmp(key[u], key[t],
			    (size_t)s->n * sizeof(key[u][0])) == 0)
				break;
		if (u < t)
			continue;
		o = &out[count];
		o->n = s->n;
		o->height = h;
		o->width = w;
		for (i = 0; i < s->n; i++) {
			o->row[i] = (unsigned char)(key[t][i] >> 5);
			o->col[i] = (unsigned char)(key[t][i] & 31);
		}
		count++;
	}
	return count;
}

/*
 * The slot of a rank in a row of anchors: hits_groups reads the slots as
 * one word, where rank q must be byte q from the low end.
 */
static int
slot_of(int rank)
{
	uint16_t	 one = 1;
	unsigned char	 low;

	memcpy(&low, &one, 1);
	return low == 1 ? rank : PA_NTRANSFORMS - 1 - rank;
}

/*
 * Whether orientation a's groups sort before orientation b's when both
 * have the same first cell, from their anchored keys; no branches.
 */
static int
anchored_less(const uint64_t a[3], const uint64_t b[3])
{
	return (a[0] < b[0]) | ((a[0] == b[0]) &
	    ((a[1] < b[1]) | ((a[1] == b[1]) & (a[2] < b[2]))));
}

/*
 * Fill h with the shape's orientations and their ranks, but no hits yet;
 * return how many orientations.
 */
static int
hits_init(struct hits *h, const struct pa_shape *s)
{
	struct orient	*o;
	uint64_t	 akey[PA_NTRANSFORMS][3];
	int		 rank[PA_NTRANSFORMS], i, k, u, less;

	h->norient = orientations(s, h->o);
	for (k = 0; k < h->norient; k++) {
		o = &h->o[k];
		o->lead = o->col[0];
		memset(akey[k], 0, sizeof(akey[k]));
		/* A spare cell rounds up to pairs, for hits_groups. */
		if (o->n % 2 == 1)
			o->anchored[o->n].row = o->anchored[o->n].col = 0;
		for (i = 0; i < o->n; i++) {
			o->anchored[i].row = o->row[i];
			o->anchored[i].col = o->col[i] - o->lead;
			o->word[i] = (short)(o->col[i] * MAXSTACK + o->row[i]);
		}
		/* After i cells a count is at most i. */
		for (i = 0; i < 4; i++)
			o->upto[i] = o->n < (2 << i) - 1 ? o->n : (2 << i) - 1;
		/*
		 * The anchored cells after the first, (row, col + 32) in 11
		 * bits each, five to a key, compare as the cell lists do.
		 */
		for (i = 1; i < o->n; i++)
			akey[k][(i - 1) / 5] |= (uint64_t)(o->anchored[i].row <<
			    6 | (o->anchored[i].col + 32)) <<
			    (11 * (4 - (i - 1) % 5));
	}
	memset(rank, 0, sizeof(rank));
	for (k = 0; k < h->norient; k++)
		for (u = 0; u < k; u++) {
			less = anchored_less(akey[u], akey[k]);
			rank[k] += less;
			rank[u] += !less;
		}
	for (k = 0; k < h->norient; k++) {
		h->order[rank[k]] = k;
		h->slot[k] = slot_of(rank[k]);
	}
	return h->norient;
}

/* Mark as found the groups of orientation k at row r and the given columns. */
static void
hits_mark(struct hits *h, int k, int r, uint32_t cols)
{
	uint32_t	 a = cols << h->o[k].lead;

	h->anchor[r][0][h->slot[k]] = (unsigned char)a;
	h->anchor[r][1][h->slot[k]] = (unsigned char)(a >> 8);
	h->anchor[r][2][h->slot[k]] = (unsigned char)(a >> 16);
}

/*
 * Transpose the 8x8 bit matrix whose row i is byte i and column j bit j
 * of that byte (Hacker's Delight, 7-3).
 */
static uint64_t
transpose8(uint64_t x)
{
	uint64_t	 t;

	t = (x ^ (x >> 7)) & UINT64_C(0x00aa00aa00aa00aa);
	x ^= t ^ (t << 7);
	t = (x ^ (x >> 14)) & UINT64_C(0x0000cccc0000cccc);
	x ^= t ^ (t << 14);
	t = (x ^ (x >> 28)) & UINT64_C(0x00000000f0f0f0f0);
	x ^= t ^ (t << 28);
	return x;
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
	const struct pa_cell	*from_rank[PA_NTRANSFORMS];
	uint64_t		 block, x, word[PA_MAXROWS * 3 + 1];
	size_t			 k;
	int			 place[PA_MAXROWS * 3 + 1];
	int			 r, c, b, i, ncells, bit, nwords, at, done;

	*out = NULL;
	if (n == 0)
		return 0;
	g = list = xreallocarray(NULL, n, sizeof(list[0]));
	ncells = h->o[0].n;
	nwords = 0;
	for (r = 0; r < PA_MAXROWS; r++) {
		/*
		 * Transposed, bit 8c + q of a block is the group of rank q
		 * with its first cell in column 8b + c: the order they sort.
		 * Keep the blocks that have groups, and where they are.
		 */
		for (b = 0; b < 3; b++) {
			/* Byte q: columns 8b to 8b + 7 of rank q's anchors. */
			memcpy(&block, h->anchor[r][b], sizeof(block));
			word[nwords] = transpose8(block);
			place[nwords] = r << 8 | 8 * b;
			nwords += word[nwords] != 0;
		}
	}
	word[nwords] = 0;
	for (i = 0; i < h->norient; i++)
		from_rank[i] = h->o[h->order[i]].anchored;
	at = 0;
	x = word[0];
	for (k = 0; k < n; k++) {
		bit = lowest_bit(x);
		r = place[at] >> 8;
		c = (place[at] & 0xff) + bit / 8;
		from = from_rank[bit % 8];
		g->n = ncells;
		/* Two cells at a time; a spare cell pads an odd count. */
		for (i = 0; i < ncells; i += 2) {
			g->cell[i].row = r + from[i].row;
			g->cell[i].col = c + from[i].col;
			g->cell[i + 1].row = r + from[i + 1].row;
			g->cell[i + 1].col = c + from[i + 1].col;
		}
		g++;
		/* On to the next word when this one is done; no branch. */
		x &= x - 1;
		done = x == 0;
		at += done;
		x |= word[at] & ((uint64_t)0 - done);
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

	if (out != NULL)
		*out = NULL;
	if (rows < 1 || rows > PA_MAXROWS || cols < 1 || cols > PA_MAXCOLS)
		return 0;
	hits_init(&h, s);
	memset(h.anchor, 0, sizeof(h.anchor));
	for (k = 0; k < h.norient; k++) {
		if (h.o[k].width > cols)
			continue;
		for (r = 0; r + h.o[k].height <= rows; r++) {
			hits_mark(&h, k, r, ((uint32_t)1 <<
			    (cols - h.o[k].width + 1)) - 1);
			n += (size_t)(cols - h.o[k].width + 1);
		}
	}
	return out != NULL ? hits_groups(&h, n, out) : n;
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
	for (i = 0; i < stride + height - 1 + NWORDS - 1; i++) {
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
	x = load(circle + o->word[i]);					\
	y = load(cross + o->word[i]);					\
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
 * The placements of words j to j + NWORDS - 1, as masks of lane bits
 * within lanes, where the orientation covers only filled cells and exactly
 * the wanted circles and crosses; want[0] and want[1] hold each binary
 * digit of those counts as all ones or all zeros.
 */
static words
match_word(const struct stack *st, const struct orient *o, int j,
    words lanes, words want[2][NDIGITS])
{
	const uint64_t	*circle = &st->circle[0][0] + j;
	const uint64_t	*cross = &st->cross[0][0] + j;
	words		 a0, a1, a2, a3, a4, b0, b1, b2, b3, b4;
	words		 full, diff, x, y, t;
	int		 i;

	a0 = a1 = a2 = a3 = a4 = b0 = b1 = b2 = b3 = b4 = zero;

	/*
	 * A placement must cover only filled cells, and no row past the
	 * grid: without blanks, that is the lane of its last row filled.
	 */
	if (!st->blanks)
		full = lanes & load(st->filled + j + o->height - 1);
	else
		for (full = lanes, i = 0; i < o->n; i++)
			full &= load(st->filled + j + o->row[i]) >> o->col[i];
	/* Carry only through the digits a count may have reached. */
	for (i = 0; i < o->upto[0]; i++) {
		LOAD_CELL(i);
		a0 = x;
		b0 = y;
	}
	for (; i < o->upto[1]; i++) {
		LOAD_CELL(i);
		CARRY(a0, b0);
		a1 ^= x;
		b1 ^= y;
	}
	for (; i < o->upto[2]; i++) {
		LOAD_CELL(i);
		CARRY(a0, b0);
		CARRY(a1, b1);
		a2 ^= x;
		b2 ^= y;
	}
	for (; i < o->upto[3]; i++) {
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
	diff = (a0 ^ want[0][0]) | (a1 ^ want[0][1]) | (a2 ^ want[0][2]) |
	    (b0 ^ want[1][0]) | (b1 ^ want[1][1]) | (b2 ^ want[1][2]);
	if (o->n >= 8)
		diff |= (a3 ^ want[0][3]) | (a4 ^ want[0][4]) |
		    (b3 ^ want[1][3]) | (b4 ^ want[1][4]);
	return full & ~diff;
}

#undef LOAD_CELL
#undef CARRY

/*
 * Count the solutions of the question until there are at least limit, and
 * if mark is set, mark them in h; return the count.
 */
static size_t
find(const struct pa_grid *g, const struct pa_question *q, struct hits *h,
    size_t limit, int mark)
{
	struct stack	 st;
	const struct orient *o;
	const int	*count = q->contents.count;
	words		 want[2][NDIGITS], lanes, mw;
	uint64_t	 unit, m, lanemask, ms[NWORDS];
	uint32_t	 colmask;
	size_t		 n = 0;
	int		 pass, k, d, j, l, r, u, rowoffsets, stride;

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
	if (mark)
		memset(h->anchor, 0, sizeof(h->anchor));
	for (d = 0; d < NDIGITS; d++) {
		want[0][d] = zero - (uint64_t)(count[PA_CIRCLE] >> d & 1);
		want[1][d] = zero - (uint64_t)(count[PA_CROSS] >> d & 1);
	}

	colmask = ((uint32_t)1 << g->cols) - 1;
	st.width = g->cols;
	st.lanes = 64 / g->cols;
	st.blanks = 0;
	for (r = 0; r < g->rows; r++)
		if (((g->bits[PA_CIRCLE][r] | g->bits[PA_CROSS][r] |
		    g->bits[PA_PLUS][r]) & colmask) != colmask)
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
			rowoffsets = g->rows - o->height + 1;
			stride = (rowoffsets + st.lanes - 1) / st.lanes;
			if (st.stride == 0)
				stack_grid(&st, g, stride, o->height,
				    o->width);
			lanemask = ((uint64_t)1 <<
			    (g->cols - o->width + 1)) - 1;
			lanes = zero | unit * lanemask;
			for (j = 0; j < stride; j += NWORDS) {
				mw = match_word(&st, o, j, lanes, want);
				memcpy(ms, &mw, sizeof(ms));
				/* A last word past the stride is dropped. */
				for (u = 0; u < NWORDS && j + u < stride; u++) {
					m = ms[u];
					n += (size_t)popcount(m);
					if (n >= limit)
						return n;
					/* Lane l: row j + u + l * stride. */
					for (r = j + u; mark && r < rowoffsets;
					    r += stride, m >>= st.width)
						hits_mark(h, k, r,
						    (uint32_t)(m & lanemask));
				}
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

	n = find(g, q, &h, SIZE_MAX, out != NULL);
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
	n = find(g, q, &h, limit, 0);
	return n < limit ? n : limit;
}
