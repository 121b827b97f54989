/*
 * board.c: the Netzwerk board: squares, energy fields, their names, and the
 * starting position.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board.h"
#include "numarg.h"

int
nw_board_parse(const char *s, int *cols, int *rows)
{
	size_t		 x = strcspn(s, "x");
	uint64_t	 c, r;
	char		 why[NUMARG_WHY];

	if (s[x] != 'x' ||
	    !numarg_span(s, x, NW_MINCOLS, NW_MAXCOLS, &c, why) ||
	    !numarg(s + x + 1, NW_MINROWS, NW_MAXROWS, &r, why))
		return 0;
	*cols = (int)c;
	*rows = (int)r;
	return 1;
}

void
nw_pos_init(struct nw_pos *p, int cols, int rows)
{
	int	 x, f;

	memset(p, 0, sizeof(*p));
	p->cols = cols;
	p->rows = rows;
	p->per_rank = NW_RECIPROCAL(cols);
	p->per_row = NW_RECIPROCAL(cols + 1);
	for (f = 0; f < cols; f++) {
		p->square[f] = NW_SQ_SOUTH;
		p->square[(rows - 1) * cols + f] = NW_SQ_NORTH;
	}
	for (x = 0; x <= cols; x++) {
		p->field[cols + 1 + x] = NW_FD_BATTERY;
		p->field[(rows - 1) * (cols + 1) + x] = NW_FD_BATTERY;
	}
	p->robots[NW_SOUTH] = p->robots[NW_NORTH] = cols;
	p->to_move = NW_SOUTH;
	p->round = p->turn_round[NW_SOUTH] = p->turn_round[NW_NORTH] = 1;
	p->phase = NW_PHASE_FIRST;
	p->end.reason = NW_PLAYING;
}

/*
 * Write a letter and a number from 0 to 99: a name.  Done by hand, not by
 * snprintf(): the rules name squares and fields for every event checked.
 */
static void
write_name(char buf[NW_NAMEBUF], int letter, int number)
{
	char	*s = buf;

	*s++ = (char)letter;
	if (number >= 10)
		*s++ = (char)('0' + number / 10);
	*s++ = (char)('0' + number % 10);
	*s = '\0';
}

void
nw_square_name(const struct nw_pos *p, int sq, char buf[NW_NAMEBUF])
{
	write_name(buf, 'a' + nw_square_file(p, sq), nw_square_rank(p, sq) + 1);
}

void
nw_field_name(const struct nw_pos *p, int fd, char buf[NW_NAMEBUF])
{
	write_name(buf, 'A' + nw_field_x(p, fd), nw_field_y(p, fd));
}

int
nw_beside(const struct nw_pos *p, int fd, int out[4])
{
	int	 x = fd % (p->cols + 1), y = fd / (p->cols + 1), n = 0;

	/* The squares below the field first, then above; left, then right. */
	if (y > 0 && x > 0)
		out[n++] = (y - 1) * p->cols + x - 1;
	if (y > 0 && x < p->cols)
		out[n++] = (y - 1) * p->cols + x;
	if (y < p->rows && x > 0)
		out[n++] = y * p->cols + x - 1;
	if (y < p->rows && x < p->cols)
		out[n++] = y * p->cols + x;
	return n;
}
