/*
 * polygon.c: the path of Alphagon's polygon: its corners, its new
 * directions and its ends.  What a piece placed runs (put(), settle(),
 * open_square()) is inline: it runs for every piece of every game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ag/polygon.h"

static const int dr[4] = { -1, 0, 1, 0 };
static const int dc[4] = { 0, 1, 0, -1 };

const char *
ag_dir_name(enum ag_dir d)
{
	static const char *const name[4] = { "north", "east", "south",
		"west" };

	return name[d];
}

int
ag_dir_letter(enum ag_dir d)
{
	return "NESW"[d];
}

int
ag_dir_parse(int letter, enum ag_dir *d)
{
	const char	*p;

	if (letter == '\0' || (p = strchr("NESW", letter)) == NULL)
		return 0;
	*d = (enum ag_dir)(p - "NESW");
	return 1;
}

/*
 * The square one step in direction d from the square at row r, column c,
 * or -1 off the board.
 */
static int
step(const struct ag_polygon *p, int r, int c, enum ag_dir d)
{
	int	 on;

	r += dr[d];
	c += dc[d];
	on = (r >= 0) & (r < p->rows) & (c >= 0) & (c < p->cols);
	return on ? r * p->cols + c : -1;
}

/* Whether the square at row r, column c is beside the start point. */
static int
beside_start(const struct ag_polygon *p, int r, int c)
{
	return abs(r - p->start_row) + abs(c - p->start_col) == 1;
}

/*
 * Whether a piece may go on the square one step in direction d from the
 * last one, when the polygon will have sides sides: that square is on
 * the board and empty, and touches no square of the path but the last,
 * or the start point once there are 4 sides.  Its beside[] counts the
 * last square, and the start point (never the last) if it is beside it.
 */
static inline int
open_square(const struct ag_polygon *p, enum ag_dir d, int sides)
{
	int	 to = step(p, p->row, p->col, d);

	if (to < 0 || p->at[to] != 0)
		return 0;
	return p->beside[to] == 1 + (sides >= 4 &&
	    beside_start(p, p->row + dr[d], p->col + dc[d]));
}

/*
 * The squares from the last square to the board's edge in direction d,
 * the last square not counted.
 */
static int
room(const struct ag_polygon *p, enum ag_dir d)
{
	switch (d) {
	case AG_NORTH:
		return p->row;
	case AG_SOUTH:
		return p->rows - 1 - p->row;
	case AG_WEST:
		return p->col;
	default:
		return p->cols - 1 - p->col;
	}
}

/*
 * The new direction the rules prefer at the corner, the last square, of
 * the two perpendicular to the current one.
 */
static enum ag_dir
preferred(const struct ag_polygon *p)
{
	enum ag_dir	 right = (enum ag_dir)((p->dir + 1) % 4);
	enum ag_dir	 left = (enum ag_dir)((p->dir + 3) % 4);
	int		 here, there;

	/* Along the new axis: here the corner's place, there the start's. */
	if (right == AG_NORTH || right == AG_SOUTH) {
		here = p->row;
		there = p->start_row;
	} else {
		here = p->col;
		there = p->start_col;
	}
	if (here == there)
		return room(p, left) > room(p, right) ? left : right;
	/* right leads toward the start if it moves here toward there. */
	if (((right == AG_SOUTH || right == AG_EAST) ? there > here :
	    there < here) == (p->sides >= 4))
		return right;
	return left;
}

/* Turn at the corner, the last square: a new direction, or the end. */
static void
turn(struct ag_polygon *p)
{
	enum ag_dir	 first, other;

	if (p->sides >= AG_MAXSIDES) {
		p->end = AG_TEN_SIDES;
		return;
	}
	first = preferred(p);
	other = (enum ag_dir)((first + 2) % 4);
	if (open_square(p, first, p->sides + 1))
		p->dir = first;
	else if (open_square(p, other, p->sides + 1))
		p->dir = other;
	else {
		p->end = AG_STUCK;
		return;
	}
	p->sides++;
}

/*
 * Put a piece on the square at row r, column c, the next one on the
 * path, which its neighbours now have beside them.
 */
static inline void
put(struct ag_polygon *p, int r, int c, int piece)
{
	int	 sq = r * p->cols + c;

	p->path[p->n] = (short)sq;
	p->piece[p->n] = (char)piece;
	p->n++;
	p->at[sq] = (short)p->n;
	p->row = r;
	p->col = c;
	if (r > 0)
		p->beside[sq - p->cols]++;
	if (r < p->rows - 1)
		p->beside[sq + p->cols]++;
	if (c > 0)
		p->beside[sq - 1]++;
	if (c < p->cols - 1)
		p->beside[sq + 1]++;
}

/* After a piece on the path's last square: close, turn, or go on. */
static inline void
settle(struct ag_polygon *p, int piece)
{
	int	 ahead;

	p->corner = AG_STRAIGHT;
	p->next = -1;
	/* Beside the start point, by an edge. */
	if (p->sides >= 4 && beside_start(p, p->row, p->col)) {
		p->end = AG_CLOSED;
		return;
	}
	ahead = step(p, p->row, p->col, p->dir);
	if (piece == '+')
		p->corner = AG_AT_PLUS;
	else if (ahead < 0)
		p->corner = AG_AT_EDGE;
	else if (!open_square(p, p->dir, p->sides))
		p->corner = AG_AT_EARLY;
	else {
		p->next = ahead;
		return;
	}
	turn(p);
	if (p->end == AG_OPEN)
		p->next = step(p, p->row, p->col, p->dir);
}

int
ag_poly_start(struct ag_polygon *p, int rows, int cols, int start,
    enum ag_dir d, int letter, char *why)
{
	int	 r, c;

	memset(p, 0, sizeof(*p));
	p->rows = rows;
	p->cols = cols;
	p->dir = d;
	p->sides = 1;
	p->end = AG_OPEN;
	if (rows < 1 || cols < 1 || rows > AG_SIZE || cols > AG_SIZE ||
	    start < 0 || start >= rows * cols) {
		snprintf(why, AG_POLY_WHY, "the start point is off the board");
		return 0;
	}
	if (letter < 'A' || letter > 'Z') {
		snprintf(why, AG_POLY_WHY, "the first piece after the '+' is "
		    "a capital letter");
		return 0;
	}
	r = start / cols;
	c = start % cols;
	if (step(p, r, c, d) < 0) {
		snprintf(why, AG_POLY_WHY, "%s of the start point is off the "
		    "board", ag_dir_name(d));
		return 0;
	}
	p->start_row = r;
	p->start_col = c;
	put(p, r, c, '+');
	put(p, r + dr[d], c + dc[d], letter);
	settle(p, letter);
	return 1;
}

int
ag_poly_may_place(const struct ag_polygon *p, int piece, char *why)
{
	if (p->end != AG_OPEN) {
		snprintf(why, AG_POLY_WHY, "the polygon is %s",
		    p->end == AG_CLOSED ? "closed" : p->end == AG_STUCK ?
		    "stuck" : "complete with 10 sides");
		return 0;
	}
	if (piece != '+' && (piece < 'A' || piece > 'Z')) {
		snprintf(why, AG_POLY_WHY, "a piece is a capital letter or "
		    "'+'");
		return 0;
	}
	return 1;
}

int
ag_poly_place(struct ag_polygon *p, int piece, char *why)
{
	if (!ag_poly_may_place(p, piece, why))
		return 0;
	/* The next square is one step from the last in the direction. */
	put(p, p->row + dr[p->dir], p->col + dc[p->dir], piece);
	settle(p, piece);
	return 1;
}

void
ag_poly_draw(const struct ag_polygon *p, char *buf)
{
	int	 r, c, sq;

	for (r = 0; r < p->rows; r++) {
		for (c = 0; c < p->cols; c++) {
			sq = r * p->cols + c;
			*buf++ = p->at[sq] ? p->piece[p->at[sq] - 1] : '.';
		}
		*buf++ = '\n';
	}
	*buf = '\0';
}
