/*
 * polygon.c: the path of Alphagon's polygon: its corners, its new
 * directions and its ends.
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

/* The square one step from sq in direction d, or -1 off the board. */
static int
step(const struct ag_polygon *p, int sq, enum ag_dir d)
{
	int	 r = sq / p->cols + dr[d], c = sq % p->cols + dc[d];
	int	 on = (r >= 0) & (r < p->rows) & (c >= 0) & (c < p->cols);

	return on ? r * p->cols + c : -1;
}

/*
 * Whether a piece may go on square to, coming from square from, when the
 * polygon will have sides sides: to is on the board and empty, and
 * touches no square of the path but from, or the start point once there
 * are 4 sides.  The four neighbours are looked at all, without a branch
 * for each: which of them stops the piece is the path's, and would be
 * mispredicted.
 */
static int
open_square(const struct ag_polygon *p, int from, int to, int sides)
{
	int	 r, c, d, nb, on, touch = 0;
	int	 start = sides >= 4 ? p->path[0] : from;

	if (to < 0 || p->at[to] != 0)
		return 0;
	r = to / p->cols;
	c = to % p->cols;
	for (d = AG_NORTH; d <= AG_WEST; d++) {
		on = (r + dr[d] >= 0) & (r + dr[d] < p->rows) &
		    (c + dc[d] >= 0) & (c + dc[d] < p->cols);
		/* Off the board, the neighbour looked at is from: not one. */
		nb = on ? to + dr[d] * p->cols + dc[d] : from;
		touch |= (p->at[nb] != 0) & (nb != from) & (nb != start);
	}
	return !touch;
}

/*
 * The squares from sq to the board's edge in direction d, sq not
 * counted.
 */
static int
room(const struct ag_polygon *p, int sq, enum ag_dir d)
{
	switch (d) {
	case AG_NORTH:
		return sq / p->cols;
	case AG_SOUTH:
		return p->rows - 1 - sq / p->cols;
	case AG_WEST:
		return sq % p->cols;
	default:
		return p->cols - 1 - sq % p->cols;
	}
}

/*
 * The new direction the rules prefer at the corner sq, of the two
 * perpendicular to the current one.
 */
static enum ag_dir
preferred(const struct ag_polygon *p, int sq)
{
	enum ag_dir	 right = (enum ag_dir)((p->dir + 1) % 4);
	enum ag_dir	 left = (enum ag_dir)((p->dir + 3) % 4);
	int		 start = p->path[0], here, there;

	/* Along the new axis: here the corner's place, there the start's. */
	if (right == AG_NORTH || right == AG_SOUTH) {
		here = sq / p->cols;
		there = start / p->cols;
	} else {
		here = sq % p->cols;
		there = start % p->cols;
	}
	if (here == there)
		return room(p, sq, left) > room(p, sq, right) ? left : right;
	/* right leads toward the start if it moves here toward there. */
	if (((right == AG_SOUTH || right == AG_EAST) ? there > here :
	    there < here) == (p->sides >= 4))
		return right;
	return left;
}

/* Turn at the corner sq: a new direction, or the polygon's end. */
static void
turn(struct ag_polygon *p, int sq)
{
	enum ag_dir	 first, other;

	if (p->sides >= AG_MAXSIDES) {
		p->end = AG_TEN_SIDES;
		return;
	}
	first = preferred(p, sq);
	other = (enum ag_dir)((first + 2) % 4);
	if (open_square(p, sq, step(p, sq, first), p->sides + 1))
		p->dir = first;
	else if (open_square(p, sq, step(p, sq, other), p->sides + 1))
		p->dir = other;
	else {
		p->end = AG_STUCK;
		return;
	}
	p->sides++;
}

/* Put a piece on square sq, the next one on the path. */
static void
put(struct ag_polygon *p, int sq, int piece)
{
	p->path[p->n] = (short)sq;
	p->piece[p->n] = (char)piece;
	p->n++;
	p->at[sq] = (short)p->n;
}

/* After a piece on the path's last square: close, turn, or go on. */
static void
settle(struct ag_polygon *p, int piece)
{
	int	 sq = p->path[p->n - 1], start = p->path[0], ahead;
	int	 rows = abs(sq / p->cols - start / p->cols);
	int	 cols = abs(sq % p->cols - start % p->cols);

	p->corner = AG_STRAIGHT;
	p->next = -1;
	/* Beside the start point, by an edge. */
	if (p->sides >= 4 && rows + cols == 1) {
		p->end = AG_CLOSED;
		return;
	}
	ahead = step(p, sq, p->dir);
	if (piece == '+')
		p->corner = AG_AT_PLUS;
	else if (ahead < 0)
		p->corner = AG_AT_EDGE;
	else if (!open_square(p, sq, ahead, p->sides))
		p->corner = AG_AT_EARLY;
	if (p->corner != AG_STRAIGHT)
		turn(p, sq);
	if (p->end == AG_OPEN)
		p->next = step(p, sq, p->dir);
}

int
ag_poly_start(struct ag_polygon *p, int rows, int cols, int start,
    enum ag_dir d, int letter, char *why)
{
	int	 first;

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
	if ((first = step(p, start, d)) < 0) {
		snprintf(why, AG_POLY_WHY, "%s of the start point is off the "
		    "board", ag_dir_name(d));
		return 0;
	}
	put(p, start, '+');
	put(p, first, letter);
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
	put(p, p->next, piece);
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
