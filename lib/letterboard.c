/*
 * letterboard.c: a board of lettered tiles on unbounded coordinates, the
 * popular crossword game's placement rule, and the words on the board.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "letterboard.h"

#define MARGIN	8	/* empty squares kept around the tiles when growing */

/*
 * The most squares the tiles may span in either direction: connected
 * tiles span no more than there are of them, so this only refuses a
 * square far from every tile, before the grid grows to it.
 */
static int
max_span(const struct letterboard *b)
{
	return (int)b->ntiles + 2 * LB_MAXPLAY + 2 * MARGIN;
}

void
lb_init(struct letterboard *b)
{
	memset(b, 0, sizeof(*b));
}

void
lb_free(struct letterboard *b)
{
	free(b->grid);
	free(b->down);
	b->grid = NULL;
	b->down = NULL;
	b->cols = b->rows = 0;
	b->ntiles = b->downcap = 0;
}

void
lb_copy(struct letterboard *dst, const struct letterboard *src)
{
	size_t	 n = (size_t)src->cols * (size_t)src->rows;

	*dst = *src;
	dst->grid = NULL;
	if (n > 0) {
		dst->grid = xreallocarray(NULL, n, sizeof(*dst->grid));
		memcpy(dst->grid, src->grid, n * sizeof(*dst->grid));
	}
	dst->down = NULL;
	dst->downcap = 0;
	if (src->ntiles > 0) {
		/* As much room as the source, so a copy grows no sooner. */
		dst->downcap = src->downcap;
		dst->down = xreallocarray(NULL, dst->downcap,
		    sizeof(*dst->down));
		memcpy(dst->down, src->down, src->ntiles * sizeof(*dst->down));
	}
}

void
lb_copy_reusing(struct letterboard *dst, const struct letterboard *src,
    struct letterboard *old)
{
	size_t	 n = (size_t)src->cols * (size_t)src->rows;

	if (n == 0 || src->ntiles == 0 || old->grid == NULL ||
	    (size_t)old->cols * (size_t)old->rows < n ||
	    old->downcap < src->ntiles) {
		lb_free(old);
		lb_copy(dst, src);
		return;
	}
	*dst = *src;
	dst->grid = old->grid;
	memcpy(dst->grid, src->grid, n * sizeof(*dst->grid));
	dst->down = old->down;
	dst->downcap = old->downcap;
	memcpy(dst->down, src->down, src->ntiles * sizeof(*dst->down));
	lb_init(old);
}

int
lb_near(int col, int row)
{
	return col >= -LB_FAR && col <= LB_FAR && row >= -LB_FAR &&
	    row <= LB_FAR;
}

/* The grid index of a square, or -1 if it lies outside the grid. */
static long
cell(const struct letterboard *b, int col, int row)
{
	long	 c = (long)col - b->col0, r = (long)row - b->row0;

	if (c < 0 || r < 0 || c >= b->cols || r >= b->rows)
		return -1;
	return r * b->cols + c;
}

struct lb_tile
lb_get(const struct letterboard *b, int col, int row)
{
	static const struct lb_tile	 empty = { '\0', 0 };
	long				 i;

	/* A square beyond LB_FAR is never put, so the grid holds none. */
	if ((i = cell(b, col, row)) < 0)
		return empty;
	return b->grid[i];
}

/* Whether a square holds a tile. */
static int
taken(const struct letterboard *b, int col, int row)
{
	return lb_get(b, col, row).letter != '\0';
}

/*
 * Grow the grid to hold the square, with a margin; returns 0, growing
 * nothing, if the tiles would then span more than max_span().
 */
static int
grow(struct letterboard *b, int col, int row)
{
	struct lb_tile	*grid;
	int		 c0, r0, c1, r1, cols, rows, r;

	if (b->cols == 0) {
		c0 = col - MARGIN;
		r0 = row - MARGIN;
		c1 = col + MARGIN;
		r1 = row + MARGIN;
	} else {
		c0 = col - MARGIN < b->col0 ? col - MARGIN : b->col0;
		r0 = row - MARGIN < b->row0 ? row - MARGIN : b->row0;
		c1 = col + MARGIN > b->col0 + b->cols - 1 ? col + MARGIN :
		    b->col0 + b->cols - 1;
		r1 = row + MARGIN > b->row0 + b->rows - 1 ? row + MARGIN :
		    b->row0 + b->rows - 1;
	}
	cols = c1 - c0 + 1;
	rows = r1 - r0 + 1;
	if (cols > max_span(b) || rows > max_span(b))
		return 0;
	grid = xcalloc((size_t)cols * (size_t)rows, sizeof(*grid));
	for (r = 0; r < b->rows; r++)
		memcpy(&grid[(size_t)(b->row0 - r0 + r) * (size_t)cols +
		    (size_t)(b->col0 - c0)], &b->grid[(size_t)r * (size_t)b->cols],
		    (size_t)b->cols * sizeof(*grid));
	free(b->grid);
	b->grid = grid;
	b->col0 = c0;
	b->row0 = r0;
	b->cols = cols;
	b->rows = rows;
	return 1;
}

int
lb_put(struct letterboard *b, int col, int row, char letter,
    unsigned char tag)
{
	long	 i;

	if (!lb_near(col, row))
		return 0;
	if (letter == '\0') {
		lb_remove(b, col, row);
		return 1;
	}
	if ((i = cell(b, col, row)) < 0) {
		if (!grow(b, col, row))
			return 0;
		i = cell(b, col, row);
	}
	if (b->grid[i].letter == '\0') {
		if (b->ntiles == b->downcap) {
			b->downcap = b->downcap == 0 ? 64 : 2 * b->downcap;
			b->down = xreallocarray(b->down, b->downcap,
			    sizeof(*b->down));
		}
		b->down[b->ntiles].col = col;
		b->down[b->ntiles].row = row;
		b->ntiles++;
	}
	b->grid[i].letter = letter;
	b->grid[i].tag = tag;
	return 1;
}

/*
 * The list of squares that hold a tile is made room for once, for all
 * the tiles; a tile is then a write to its square and, if the square
 * was empty, to the list, not a call of lb_put() each.
 */
void
lb_put_places(struct letterboard *b, const struct lb_place *p, int n)
{
	struct lb_tile	*t;
	long		 i;
	int		 k;

	if (n > 0 && b->downcap - b->ntiles < (size_t)n) {
		while (b->downcap - b->ntiles < (size_t)n)
			b->downcap = b->downcap == 0 ? 64 : 2 * b->downcap;
		b->down = xreallocarray(b->down, b->downcap,
		    sizeof(*b->down));
	}
	for (k = 0; k < n; k++) {
		if (p[k].letter == '\0' || !lb_near(p[k].col, p[k].row) ||
		    (i = cell(b, p[k].col, p[k].row)) < 0) {
			(void)lb_put(b, p[k].col, p[k].row, p[k].letter,
			    p[k].tag);
			continue;
		}
		t = &b->grid[i];
		if (t->letter == '\0') {
			b->down[b->ntiles].col = p[k].col;
			b->down[b->ntiles].row = p[k].row;
			b->ntiles++;
		}
		t->letter = p[k].letter;
		t->tag = p[k].tag;
	}
}

/* Take a square off the list of squares that hold a tile. */
static void
forget(struct letterboard *b, int col, int row)
{
	size_t	 i;

	for (i = 0; i < b->ntiles; i++)
		if (b->down[i].col == col && b->down[i].row == row) {
			b->down[i] = b->down[--b->ntiles];
			return;
		}
}

void
lb_remove(struct letterboard *b, int col, int row)
{
	long	 i;

	if (!lb_near(col, row) || (i = cell(b, col, row)) < 0 ||
	    b->grid[i].letter == '\0')
		return;
	b->grid[i].letter = '\0';
	b->grid[i].tag = 0;
	forget(b, col, row);
}

/* Whether square col,row is one of the play's n tiles. */
static int
in_play(const struct lb_place *p, int n, int col, int row)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (p[i].col == col && p[i].row == row)
			return 1;
	return 0;
}

/*
 * Whether a square beside col,row holds a tile already down.  Where the
 * square and its four neighbours lie inside the grid, as they almost
 * always do (the grid keeps a margin), they are read by their indexes,
 * all four: which of them holds a tile is the board's chance, and a
 * branch on each mispredicts.
 */
static int
beside_tile(const struct letterboard *b, int col, int row)
{
	const struct lb_tile	*t;
	long			 c = (long)col - b->col0, r = (long)row - b->row0;

	if (c < 1 || r < 1 || c >= b->cols - 1 || r >= b->rows - 1)
		return taken(b, col - 1, row) || taken(b, col + 1, row) ||
		    taken(b, col, row - 1) || taken(b, col, row + 1);
	t = &b->grid[r * b->cols + c];
	return (t[-1].letter != '\0') | (t[1].letter != '\0') |
	    (t[-b->cols].letter != '\0') | (t[b->cols].letter != '\0');
}

/*
 * The placement rule as lb_check_play() states it, a tile at a time, each
 * fault returned as soon as it is found: the rule of record, for the
 * plays the quick check below does not pass.
 */
static enum lb_fault
check_play_exact(const struct letterboard *b, const struct lb_place *p,
    int n)
{
	int	 i, j, lo, hi, across, down, touch = 0, start = 0;

	across = down = 1;
	lo = hi = 0;
	for (i = 0; i < n; i++) {
		if (!lb_near(p[i].col, p[i].row))
			return LB_FAR_AWAY;
		if (taken(b, p[i].col, p[i].row))
			return LB_TAKEN;
		for (j = 0; j < i; j++)
			if (p[j].col == p[i].col && p[j].row == p[i].row)
				return LB_TWICE;
		across &= p[i].row == p[0].row;
		down &= p[i].col == p[0].col;
		touch |= beside_tile(b, p[i].col, p[i].row);
		start |= b->has_start && p[i].col == b->start_col &&
		    p[i].row == b->start_row;
	}
	if (!across && !down)
		return LB_NOT_IN_LINE;
	for (i = 0; i < n; i++) {
		j = across ? p[i].col : p[i].row;
		if (i == 0 || j < lo)
			lo = j;
		if (i == 0 || j > hi)
			hi = j;
	}
	for (j = lo; j <= hi; j++) {
		if (across && !taken(b, j, p[0].row) &&
		    !in_play(p, n, j, p[0].row))
			return LB_GAP;
		if (!across && !taken(b, p[0].col, j) &&
		    !in_play(p, n, p[0].col, j))
			return LB_GAP;
	}
	if (b->ntiles == 0)
		return !b->has_start || start ? LB_OK : LB_NOT_ON_START;
	return touch ? LB_OK : LB_NOT_TOUCHING;
}

/*
 * The quick check: every tile's conditions gathered without a branch on
 * any, for a play on a board with tiles whose line lies in the grid, as
 * a game's plays almost all are.  When every tile is near, on an empty
 * square, on a square of its own and in one line with the others, the n
 * squares lie between the first and the last, so there is no gap exactly
 * when the tiles down between them fill the rest: a count, not a search
 * of the play for each square.  A tile on the grid's edge has its
 * neighbours read by beside_tile(), which looks past the edge.  Anything
 * else, and the empty board, goes to the exact check, so that the fault
 * returned is always its own.
 */
enum lb_fault
lb_check_play(const struct letterboard *b, const struct lb_place *p, int n)
{
	const struct lb_tile	*t;
	long			 c, r, first, step;
	int			 i, j, lo, hi, across = 1, down = 1;
	int			 odd = 0, touch = 0, down_between = 0;

	if (n <= 0)
		return LB_NO_TILES;
	if (n > LB_MAXPLAY)
		return LB_TOO_MANY;
	if (b->ntiles == 0)
		return check_play_exact(b, p, n);
	for (i = 0; i < n; i++) {
		c = (long)p[i].col - b->col0;
		r = (long)p[i].row - b->row0;
		odd |= (c < 0) | (r < 0) | (c >= b->cols) | (r >= b->rows) |
		    !lb_near(p[i].col, p[i].row);
		for (j = 0; j < i; j++)
			odd |= (p[j].col == p[i].col) & (p[j].row == p[i].row);
		across &= p[i].row == p[0].row;
		down &= p[i].col == p[0].col;
	}
	if (odd || (!across && !down))
		return check_play_exact(b, p, n);
	lo = hi = across ? p[0].col : p[0].row;
	for (i = 0; i < n; i++) {
		c = (long)p[i].col - b->col0;
		r = (long)p[i].row - b->row0;
		t = &b->grid[r * b->cols + c];
		odd |= t->letter != '\0';
		if ((c > 0) & (r > 0) & (c < b->cols - 1) & (r < b->rows - 1))
			touch |= (t[-1].letter != '\0') |
			    (t[1].letter != '\0') |
			    (t[-b->cols].letter != '\0') |
			    (t[b->cols].letter != '\0');
		else
			touch |= beside_tile(b, p[i].col, p[i].row);
		j = across ? p[i].col : p[i].row;
		lo = j < lo ? j : lo;
		hi = j > hi ? j : hi;
	}
	if (odd)
		return check_play_exact(b, p, n);
	step = across ? 1 : b->cols;
	first = ((long)p[0].row - b->row0) * b->cols + ((long)p[0].col -
	    b->col0) + ((long)lo - (across ? p[0].col : p[0].row)) * step;
	for (j = 0; j <= hi - lo; j++)
		down_between += b->grid[first + j * step].letter != '\0';
	if (down_between + n != hi - lo + 1)
		return LB_GAP;
	return touch ? LB_OK : LB_NOT_TOUCHING;
}

/*
 * The new tiles of a line (lb_check_line()) as lb_check_play() takes
 * them, into p[] (64 entries); returns how many.
 */
static int
line_places(int col, int row, enum lb_dir dir, int len, uint64_t fresh,
    struct lb_place *p)
{
	int	 k, n = 0;

	memset(p, 0, 64 * sizeof(*p));
	for (k = 0; k < len && k < 64; k++)
		if (fresh >> k & 1) {
			p[n].col = col + (dir == LB_ACROSS ? k : 0);
			p[n].row = row + (dir == LB_DOWN ? k : 0);
			p[n].letter = 'A';
			p[n++].tag = 0;
		}
	return n;
}

/*
 * In the grid, a new square on a tile or a square of the line without
 * one is odd; otherwise the new tiles fill the line with the tiles down,
 * so they are in one line, each on a square of its own, with no gap, and
 * they touch a tile down if the line has one or one is beside them.  A
 * play that is odd, that touches nothing there or lies about the grid's
 * edge, is judged by lb_check_play() itself, for its fault.
 */
enum lb_fault
lb_check_line(const struct letterboard *b, int col, int row, enum lb_dir dir,
    int len, uint64_t fresh, uint64_t *beside)
{
	struct lb_place		 p[64];
	const struct lb_tile	*t;
	long			 c = (long)col - b->col0, r = (long)row - b->row0;
	long			 step, side;
	uint64_t		 bit, near = 0;
	int			 k, n = 0, odd = 0, down = 0, dc = dir == LB_ACROSS;
	enum lb_fault		 f;

	if (len >= 1 && len <= 64 && b->ntiles > 0 && lb_near(col, row) &&
	    lb_near(col + dc * (len - 1), row + !dc * (len - 1)) &&
	    c - !dc >= 0 && r - dc >= 0 && c + dc * (len - 1) + !dc <
	    b->cols && r + !dc * (len - 1) + dc < b->rows) {
		step = dc ? 1 : b->cols;
		side = dc ? b->cols : 1;
		t = &b->grid[r * b->cols + c];
		for (k = 0; k < len; k++, t += step) {
			bit = fresh >> k & 1;
			odd |= bit == (t->letter != '\0');
			near |= (bit & ((t[-side].letter != '\0') |
			    (t[side].letter != '\0'))) << k;
			down |= !bit;
			n += (int)bit;
		}
		if (!odd && n >= 1 && n <= LB_MAXPLAY && (down || near != 0)) {
			*beside = near;
			return LB_OK;
		}
	}
	n = line_places(col, row, dir, len, fresh, p);
	if ((f = lb_check_play(b, p, n)) != LB_OK)
		return f;
	for (*beside = 0, k = 0; k < len; k++) {
		c = col + (dc ? k : 0);
		r = row + (dc ? 0 : k);
		if ((fresh >> k & 1) && (taken(b, (int)c - !dc, (int)r - dc) ||
		    taken(b, (int)c + !dc, (int)r + dc)))
			*beside |= (uint64_t)1 << k;
	}
	return LB_OK;
}

/*
 * A square beyond LB_FAR never holds a tile, so the grid's squares past
 * the line's ends are those lb_get() gives; the line's own squares are
 * near if both its ends are.
 */
const struct lb_tile *
lb_line_tiles(const struct letterboard *b, int col, int row, enum lb_dir dir,
    int len, long *step)
{
	long	 c = (long)col - b->col0, r = (long)row - b->row0;
	int	 dc = dir == LB_ACROSS;

	if (len < 1 || !lb_near(col, row) || !lb_near(col + dc * (len - 1),
	    row + !dc * (len - 1)) || c - dc < 0 || r - !dc < 0 ||
	    c + (long)dc * len >= b->cols || r + (long)!dc * len >= b->rows)
		return NULL;
	*step = dc ? 1 : b->cols;
	return &b->grid[r * b->cols + c];
}

const char *
lb_fault_text(enum lb_fault f)
{
	switch (f) {
	case LB_OK:
		return "the play is placed as the rules say";
	case LB_NO_TILES:
		return "a play puts down at least one new tile";
	case LB_TOO_MANY:
		return "a play puts down at most 32 tiles";
	case LB_FAR_AWAY:
		return "the square is too far from the tiles down";
	case LB_TAKEN:
		return "a new tile goes on an empty square";
	case LB_TWICE:
		return "two tiles of a play cannot share a square";
	case LB_NOT_IN_LINE:
		return "the tiles of a play lie in one row or one column";
	case LB_GAP:
		return "the tiles of a play leave no empty square between "
		    "them";
	case LB_NOT_TOUCHING:
		return "a play touches a tile already down";
	case LB_NOT_ON_START:
		return "the first play covers the start square";
	}
	return "unknown fault";
}

/*
 * The whole word through a square in a direction into *w, and the grid
 * index of its first square into *first and the step to the next into
 * *step; returns its length, 0 if the square is empty.
 */
static int
find_word(const struct letterboard *b, int col, int row, enum lb_dir dir,
    struct lb_word *w, long *first, long *step)
{
	long	 i;
	int	 at, end, start, len = 1;

	if ((i = cell(b, col, row)) < 0 || b->grid[i].letter == '\0')
		return 0;
	/* The square's place along the line, and the line's end in the grid. */
	at = dir == LB_ACROSS ? col - b->col0 : row - b->row0;
	end = dir == LB_ACROSS ? b->cols : b->rows;
	*step = dir == LB_ACROSS ? 1 : b->cols;
	for (start = at; start > 0 && b->grid[i - *step].letter != '\0';
	    start--)
		i -= *step;
	while (start + len < end && b->grid[i + len * *step].letter != '\0')
		len++;
	w->col = dir == LB_ACROSS ? b->col0 + start : col;
	w->row = dir == LB_DOWN ? b->row0 + start : row;
	w->dir = dir;
	w->len = len;
	*first = i;
	return len;
}

int
lb_word_at(const struct letterboard *b, int col, int row, enum lb_dir dir,
    struct lb_word *w)
{
	long	 first, step;

	return find_word(b, col, row, dir, w, &first, &step);
}

int
lb_word_read(const struct letterboard *b, int col, int row, enum lb_dir dir,
    struct lb_word *w, char *buf, size_t size)
{
	long	 i, step;
	int	 k, len;

	if ((len = find_word(b, col, row, dir, w, &i, &step)) < 2)
		return len;
	for (k = 0; k < len && (size_t)k + 1 < size; k++, i += step)
		buf[k] = b->grid[i].letter;
	buf[k] = '\0';
	return len;
}

int
lb_play_words(const struct letterboard *b, const struct lb_place *p, int n,
    enum lb_dir dir, struct lb_word w[])
{
	enum lb_dir	 cross;
	int		 i, nw = 0;

	if (n <= 0)
		return 0;
	if (n > 1)
		dir = p[0].row == p[1].row ? LB_ACROSS : LB_DOWN;
	cross = dir == LB_ACROSS ? LB_DOWN : LB_ACROSS;
	if (lb_word_at(b, p[0].col, p[0].row, dir, &w[nw]) >= 2)
		nw++;
	for (i = 0; i < n && i < LB_MAXPLAY; i++)
		if (lb_word_at(b, p[i].col, p[i].row, cross, &w[nw]) >= 2)
			nw++;
	return nw;
}

struct lb_tile
lb_word_tile(const struct letterboard *b, const struct lb_word *w, int k)
{
	return lb_get(b, w->col + (w->dir == LB_ACROSS ? k : 0),
	    w->row + (w->dir == LB_DOWN ? k : 0));
}

/*
 * The grid index of a word's first square into *i and the step from one
 * of its squares to the next into *step; 0 if the word does not lie
 * wholly in the grid.
 */
static int
word_walk(const struct letterboard *b, const struct lb_word *w, long *i,
    long *step)
{
	int	 dc = w->dir == LB_ACROSS, dr = w->dir == LB_DOWN;

	if (w->len <= 0 || (*i = cell(b, w->col, w->row)) < 0 ||
	    cell(b, w->col + dc * (w->len - 1), w->row + dr *
	    (w->len - 1)) < 0)
		return 0;
	*step = dc ? 1 : b->cols;
	return 1;
}

void
lb_word_tiles(const struct letterboard *b, const struct lb_word *w,
    struct lb_tile *out)
{
	long	 i, step;
	int	 k;

	if (!word_walk(b, w, &i, &step)) {
		for (k = 0; k < w->len; k++)
			out[k] = lb_word_tile(b, w, k);
		return;
	}
	for (k = 0; k < w->len; k++, i += step)
		out[k] = b->grid[i];
}

void
lb_word_letters(const struct letterboard *b, const struct lb_word *w,
    char *buf)
{
	long	 i, step;
	int	 k;

	if (!word_walk(b, w, &i, &step)) {
		for (k = 0; k < w->len; k++)
			buf[k] = lb_word_tile(b, w, k).letter;
	} else
		for (k = 0; k < w->len; k++, i += step)
			buf[k] = b->grid[i].letter;
	buf[w->len > 0 ? w->len : 0] = '\0';
}

/* The grid's box that holds every tile: its first and last columns, rows. */
struct box {
	int	 c0, c1, r0, r1;
};

static struct box
tiles_box(const struct letterboard *b)
{
	struct box	 x;
	size_t		 i;
	int		 c, r;

	x.c0 = x.c1 = b->down[0].col - b->col0;
	x.r0 = x.r1 = b->down[0].row - b->row0;
	for (i = 1; i < b->ntiles; i++) {
		c = b->down[i].col - b->col0;
		r = b->down[i].row - b->row0;
		x.c0 = c < x.c0 ? c : x.c0;
		x.c1 = c > x.c1 ? c : x.c1;
		x.r0 = r < x.r0 ? r : x.r0;
		x.r1 = r > x.r1 ? r : x.r1;
	}
	return x;
}

/* Whether the grid's square at column c, row r holds a tile. */
static int
grid_taken(const struct letterboard *b, int c, int r)
{
	return b->grid[(size_t)r * (size_t)b->cols + (size_t)c].letter != '\0';
}

/* The number of ones at the bottom of x, which has a zero above them. */
static int
low_ones(uint64_t x)
{
	return __builtin_ctzll(~x);
}

/*
 * lb_each_word() on a box of up to BITS_WIDE columns and BITS_TALL rows:
 * each row of the box becomes a word of bits, bit c set where column c
 * holds a tile, and the words are read from the bits, not square by
 * square: a bit set with none below it and one above begins an across
 * word, and a bit set in a row, clear in the row before and set in the
 * next begins a down word.
 */
#define BITS_WIDE	63	/* a run of ones always has a zero above */
#define BITS_TALL	64

static int
each_word_bits(const struct letterboard *b, const struct box *x,
    void (*fn)(const struct letterboard *, const struct lb_word *, void *),
    void *arg)
{
	struct lb_word		 w;
	uint64_t		 rows[BITS_TALL + 1], m, above, starts;
	size_t			 i;
	int			 h = x->r1 - x->r0 + 1;
	int			 r, c, n = 0, first = h, last = 0;

	/* From the list of the tiles down, not square by square of the box:
	   a game's box has some times more squares than tiles; and only
	   the rows between the first and the last that hold one. */
	memset(rows, 0, (size_t)(h + 1) * sizeof(rows[0]));
	for (i = 0; i < b->ntiles; i++) {
		r = b->down[i].row - b->row0 - x->r0;
		rows[r] |= (uint64_t)1 << (b->down[i].col - b->col0 - x->c0);
		first = r < first ? r : first;
		last = r > last ? r : last;
	}
	h = last + 1;
	w.dir = LB_ACROSS;
	for (r = first; r < h; r++) {
		m = rows[r];
		for (starts = m & ~(m << 1) & (m >> 1); starts != 0;
		    starts &= starts - 1) {
			c = __builtin_ctzll(starts);
			w.col = b->col0 + x->c0 + c;
			w.row = b->row0 + x->r0 + r;
			w.len = low_ones(m >> c);
			fn(b, &w, arg);
			n++;
		}
	}
	w.dir = LB_DOWN;
	for (above = 0, r = first; r < h; above = rows[r], r++)
		for (starts = rows[r] & ~above & rows[r + 1]; starts != 0;
		    starts &= starts - 1) {
			c = __builtin_ctzll(starts);
			for (w.len = 2; rows[r + w.len] >> c & 1; w.len++)
				continue;
			w.col = b->col0 + x->c0 + c;
			w.row = b->row0 + x->r0 + r;
			fn(b, &w, arg);
			n++;
		}
	return n;
}

/*
 * The words of the board are found in the box that holds its tiles, row
 * by row, left to right: first each run of two tiles or more along a row
 * (the across words), then each tile with none above it and one below
 * (the first of a down word).  So they come in their order, unsorted.  A
 * box small enough is read as bits (each_word_bits()), as a board of a
 * game almost always is: a square at a time, the processor mispredicts
 * the branch on each square's tile.
 */
int
lb_each_word(const struct letterboard *b,
    void (*fn)(const struct letterboard *, const struct lb_word *, void *),
    void *arg)
{
	struct lb_word	 w;
	struct box	 x;
	int		 c, r, first, n = 0;

	if (b->ntiles == 0)
		return 0;
	if (b->cols <= BITS_WIDE && b->rows <= BITS_TALL) {
		/* The whole grid, a few rows more than the tiles' box, read
		   without a pass over the tiles to find the box. */
		x.c0 = x.r0 = 0;
		x.c1 = b->cols - 1;
		x.r1 = b->rows - 1;
		return each_word_bits(b, &x, fn, arg);
	}
	x = tiles_box(b);
	if (x.c1 - x.c0 < BITS_WIDE && x.r1 - x.r0 < BITS_TALL)
		return each_word_bits(b, &x, fn, arg);
	w.dir = LB_ACROSS;
	for (r = x.r0; r <= x.r1; r++)
		for (c = x.c0; c <= x.c1; c++) {
			if (!grid_taken(b, c, r))
				continue;
			for (first = c; c < x.c1 && grid_taken(b, c + 1, r); c++)
				continue;
			if (c == first)
				continue;
			w.col = b->col0 + first;
			w.row = b->row0 + r;
			w.len = c - first + 1;
			fn(b, &w, arg);
			n++;
		}
	w.dir = LB_DOWN;
	for (r = x.r0; r < x.r1; r++)
		for (c = x.c0; c <= x.c1; c++) {
			if (!grid_taken(b, c, r) || !grid_taken(b, c, r + 1) ||
			    (r > x.r0 && grid_taken(b, c, r - 1)))
				continue;
			for (w.len = 2; r + w.len <= x.r1 &&
			    grid_taken(b, c, r + w.len); w.len++)
				continue;
			w.col = b->col0 + c;
			w.row = b->row0 + r;
			fn(b, &w, arg);
			n++;
		}
	return n;
}

/* What lb_each_word_tiles() passes through lb_each_word(). */
struct tiles_fn {
	void	(*fn)(const struct lb_word *, const struct lb_tile *, long,
		    void *);
	void	*arg;
};

/* Hand a word's tiles on: every word lies in the grid, tile by tile. */
static void
pass_tiles(const struct letterboard *b, const struct lb_word *w, void *arg)
{
	const struct tiles_fn	*t = arg;

	t->fn(w, &b->grid[((long)w->row - b->row0) * b->cols +
	    ((long)w->col - b->col0)], w->dir == LB_ACROSS ? 1 : b->cols,
	    t->arg);
}

int
lb_each_word_tiles(const struct letterboard *b,
    void (*fn)(const struct lb_word *, const struct lb_tile *, long, void *),
    void *arg)
{
	struct tiles_fn	 t;

	t.fn = fn;
	t.arg = arg;
	return lb_each_word(b, pass_tiles, &t);
}
