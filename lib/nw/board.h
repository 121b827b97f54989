/*
 * board.h: the Netzwerk board and a position on it, by the rules and the
 * readings nw-check(1) states under RULES.
 *
 * The board has cols files and rows ranks of squares, which hold robots,
 * and a lattice of (cols + 1) by (rows + 1) energy fields at the corners of
 * the squares, which hold batteries.  A record names them so:
 *
 *	square	its file, a small letter from 'a' at South's left, and its
 *		rank, a number from 1 on South's side: "c2";
 *	field	its column, a capital letter, 'A' on the left edge of file a,
 *		'B' between files a and b; and its row, a number, 0 on the
 *		bottom edge of rank 1, 1 between ranks 1 and 2: "C1".
 *
 * So square c2 has the corners C1, D1, C2 and D2.  In arrays, the square
 * of file f and rank r, both counted from 0, is number r * cols + f, and
 * the field of column x and row y is number y * (cols + 1) + x.
 *
 * Ownership: a struct nw_pos is a plain value, copied with '=' and holding
 * no pointers; nothing in this header allocates.
 */
#ifndef REFKIT_NW_BOARD_H
#define REFKIT_NW_BOARD_H

#include <stddef.h>
#include <stdint.h>

#define NW_MINCOLS	2
#define NW_MAXCOLS	25	/* its lattice has 26 columns, A to Z */
#define NW_MINROWS	3	/* two start rows and a row between */
#define NW_MAXROWS	26
#define NW_DEFCOLS	6
#define NW_DEFROWS	6
#define NW_MAXSQUARES	(NW_MAXCOLS * NW_MAXROWS)
#define NW_MAXFIELDS	((NW_MAXCOLS + 1) * (NW_MAXROWS + 1))
#define NW_NAMEBUF	16	/* room for a square's or a field's name */

/* The players: South moves first, from rank 1; North from the last rank. */
enum nw_side {
	NW_SOUTH = 0,
	NW_NORTH = 1
};

/* A square's byte: whose robot stands on it, and whether it moved. */
#define NW_SQ_SOUTH	0x01
#define NW_SQ_NORTH	0x02
#define NW_SQ_ROBOT	(NW_SQ_SOUTH | NW_SQ_NORTH)
#define NW_SQ_MOVED	0x04	/* the robot has moved this turn */

/* A field's byte. */
#define NW_FD_BATTERY	0x01
#define NW_FD_SPENT	0x02	/* its energy was used this turn */
#define NW_FD_MOVED	0x04	/* the battery has moved this turn */

/* Where the player to move is in a turn. */
enum nw_phase {
	NW_PHASE_FIRST,		/* no robot has moved yet this turn */
	NW_PHASE_ROBOTS,	/* a robot has moved, no battery yet */
	NW_PHASE_BATTERIES	/* a battery has moved: no more robots */
};

/* Why the game is over, if it is. */
enum nw_reason {
	NW_PLAYING,
	NW_ACROSS,		/* half one's robots on the opponent's start row */
	NW_CAPTURED_ALL,	/* every enemy robot captured */
	NW_CANNOT_MOVE,		/* the player to move cannot move a robot */
	NW_RESIGNED
};

struct nw_end {
	enum nw_reason	 reason;
	int		 winner;	/* enum nw_side, if over */
	int		 round;		/* the round it ended in */
	int		 across;	/* NW_ACROSS: the winner's robots there */
	int		 remaining;	/* NW_ACROSS: the winner's robots left */
	int		 row;		/* NW_ACROSS: that rank, from 1 */
};

/*
 * Bytes for n squares or fields, rounded up to a multiple of 64: the end
 * of a turn clears their marks 64 bytes at a time, those past the board
 * too (they are never used), so that a board of 64 squares or fewer (the
 * usual 6x6 has 36, and 49 fields) takes one round of it, with no loop
 * to mispredict the end of.
 */
#define NW_WORDS(n)	(((n) + 63) / 64 * 64)

/*
 * A square number past every board's: its byte in a position is always
 * 0, an empty square, for the rules to read in place of one off the
 * board rather than branch on the edge.
 */
#define NW_NOSQUARE	NW_MAXSQUARES

/* A position: the board, the turn, and how the game ended, if it did. */
struct nw_pos {
	int		 cols, rows;
	unsigned int	 per_rank, per_row;	/* see nw_divide() */
	unsigned char	 square[NW_WORDS(NW_MAXSQUARES + 1)];	/* NW_SQ_* */
	unsigned char	 field[NW_WORDS(NW_MAXFIELDS)];	/* NW_FD_* */
	int		 robots[2];	/* each side's robots on the board */
	int		 to_move;	/* enum nw_side: whose turn it is */
	int		 round;		/* the turn's round, from 1 */
	int		 turn_round[2];	/* each side's turn's round, this one
					   or its next: round, but South's
					   next is round + 1 */
	enum nw_phase	 phase;
	struct nw_end	 end;
};

/*
 * The starting position of a board: each side's robots on its start row,
 * one a square; South's cols + 1 batteries on lattice row 1, North's on
 * row rows - 1 (the line between each side's first and second ranks);
 * South to move in round 1.
 */
void	 nw_pos_init(struct nw_pos *, int cols, int rows);

/*
 * Read a board's size, "COLSxROWS" as in "6x6", into *cols and *rows:
 * returns 1, or 0 if s is not one or is out of the limits above.
 */
int	 nw_board_parse(const char *s, int *cols, int *rows);

/*
 * The accessors below are inline: the rules call them for every step of
 * every move they check.
 */

/* Numbers of squares and fields. */
static inline int
nw_nsquares(const struct nw_pos *p)
{
	return p->cols * p->rows;
}

static inline int
nw_nfields(const struct nw_pos *p)
{
	return (p->cols + 1) * (p->rows + 1);
}

/* The square of file f and rank r, both from 0; -1 if off the board. */
static inline int
nw_square(const struct nw_pos *p, int f, int r)
{
	if (f < 0 || f >= p->cols || r < 0 || r >= p->rows)
		return -1;
	return r * p->cols + f;
}

/*
 * The reciprocal of n that nw_divide() multiplies by, n from 1 to 27:
 * the rules ask a square's rank and a field's row for every move, and a
 * multiplication costs a fraction of a division.
 */
#define NW_RECIPROCAL(n)	((UINT32_C(1) << 20) / (unsigned int)(n) + 1)

/*
 * i / n for i from 0 to NW_MAXFIELDS - 1, recip being NW_RECIPROCAL(n):
 * the error of the reciprocal, under 1 / 2^20, times i stays under
 * 1 / n, so the quotient is exact.
 */
static inline int
nw_divide(int i, unsigned int recip)
{
	return (int)(((uint32_t)i * recip) >> 20);
}

static inline int
nw_square_rank(const struct nw_pos *p, int sq)
{
	return nw_divide(sq, p->per_rank);
}

static inline int
nw_square_file(const struct nw_pos *p, int sq)
{
	return sq - nw_square_rank(p, sq) * p->cols;
}

/* The field of column x and row y, both from 0; -1 if off the board. */
static inline int
nw_field(const struct nw_pos *p, int x, int y)
{
	if (x < 0 || x > p->cols || y < 0 || y > p->rows)
		return -1;
	return y * (p->cols + 1) + x;
}

static inline int
nw_field_y(const struct nw_pos *p, int fd)
{
	return nw_divide(fd, p->per_row);
}

static inline int
nw_field_x(const struct nw_pos *p, int fd)
{
	return fd - nw_field_y(p, fd) * (p->cols + 1);
}

/*
 * The side whose robot stands on the square, or -1 if it is empty or sq is
 * -1, off the board.
 */
static inline int
nw_robot(const struct nw_pos *p, int sq)
{
	if (sq < 0)
		return -1;
	switch (p->square[sq] & NW_SQ_ROBOT) {
	case NW_SQ_SOUTH:
		return NW_SOUTH;
	case NW_SQ_NORTH:
		return NW_NORTH;
	default:
		return -1;
	}
}

/* Names: "c2", "C1". */
void	 nw_square_name(const struct nw_pos *, int sq, char buf[NW_NAMEBUF]);
void	 nw_field_name(const struct nw_pos *, int fd, char buf[NW_NAMEBUF]);

/* The value of a digit; more than 9 for any other byte. */
static inline unsigned int
nw_digit(char c)
{
	return (unsigned int)((unsigned char)c - '0');
}

/*
 * Read a letter from first to last and a number of at most two digits
 * without a leading zero (but "0" itself if zero_ok) into *letter and
 * *number; return the bytes read, or 0.
 */
static inline size_t
nw_read_name(const char *s, char first, char last, int zero_ok, int *letter,
    int *number)
{
	unsigned int	 d1, d2;

	if (*s < first || *s > last)
		return 0;
	*letter = *s - first;
	/* Each digit is read only if the one before it is a digit. */
	if ((d1 = nw_digit(s[1])) > 9)
		return 0;
	d2 = nw_digit(s[2]);
	if (d1 == 0) {
		if (!zero_ok || d2 <= 9)
			return 0;
		*number = 0;
		return 2;
	}
	if (d2 > 9) {
		*number = (int)d1;
		return 2;
	}
	if (nw_digit(s[3]) <= 9)
		return 0;
	*number = (int)(d1 * 10 + d2);
	return 3;
}

/*
 * Read a square's name (a small letter and a number without leading zeros)
 * or a field's (a capital and a number) at the start of s, setting *len to
 * the bytes read.  Returns the square or field, -1 if the name is one of a
 * square or field off the board, or -2 if s does not begin with a name.
 * Inline too: a record names squares and fields in every event.
 */
static inline int
nw_square_parse(const struct nw_pos *p, const char *s, size_t *len)
{
	int	 f, r;

	if ((*len = nw_read_name(s, 'a', 'z', 0, &f, &r)) == 0)
		return -2;
	return nw_square(p, f, r - 1);
}

static inline int
nw_field_parse(const struct nw_pos *p, const char *s, size_t *len)
{
	int	 x, y;

	if ((*len = nw_read_name(s, 'A', 'Z', 1, &x, &y)) == 0)
		return -2;
	return nw_field(p, x, y);
}

/*
 * The four corners of the square in the order a robot of the side spends
 * them when its move does not name them: the back corners before the
 * front ones, left before right, as that side sees the board.
 */
static inline void
nw_corners(const struct nw_pos *p, int sq, int side, int out[4])
{
	/*
	 * A square's corners are all on the board.  Its lower left one, of
	 * column f and row r, is field r * (cols + 1) + f: sq + r.
	 */
	int	 low = sq + nw_square_rank(p, sq), high = low + p->cols + 1;

	if (side == NW_SOUTH) {
		out[0] = low;		/* back left */
		out[1] = low + 1;	/* back right */
		out[2] = high;		/* front left */
		out[3] = high + 1;	/* front right */
	} else {
		/* North looks down the board: its left is South's right. */
		out[0] = high + 1;
		out[1] = high;
		out[2] = low + 1;
		out[3] = low;
	}
}

/* The squares the field is a corner of ("beside"): one to four. */
int	 nw_beside(const struct nw_pos *, int fd, int out[4]);

/* The rank, from 0, a side's robots start on and the one they aim for. */
static inline int
nw_home_rank(const struct nw_pos *p, int side)
{
	/* A multiplication, not a branch on the side. */
	return (p->rows - 1) * (side != NW_SOUTH);
}

static inline int
nw_target_rank(const struct nw_pos *p, int side)
{
	return nw_home_rank(p, !side);
}

#endif
