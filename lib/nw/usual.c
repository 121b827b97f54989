/*
 * usual.c: a robot's or a battery's move read in one pass.  Every test of
 * a name is folded into one flag with '&', not branched on: names come in
 * every event, each a letter and one or two digits, and a branch on which
 * (a field's row 0, a second digit) is mispredicted at random.  The bytes
 * after a name are read before knowing it has them: the reader leaves
 * REC_SLACK NULs after an event's words (record.h).
 */
#include <string.h>

#include "record.h"
#include "board.h"
#include "rules.h"
#include "usual.h"

_Static_assert(REC_SLACK >= 8, "a name is read 4 bytes past its start");

static inline unsigned int
digit(unsigned char c)
{
	return (unsigned int)c - '0';
}

/*
 * Read the name at s, a square's (SQUARE in game.c: [a-z][1-9][0-9]?) or,
 * if fields, a field's ([A-Z](?:0|[1-9][0-9]?)), into *at; clear *ok if
 * it is not one or not on a board of cols by rows.  Returns its bytes, 2
 * or 3, the second digit's byte counted if it is a digit.  A name of one
 * digit, the only kind a board of fewer than 10 rows has, is read apart:
 * the branch is taken the same way on every name of such a board.
 */
static inline unsigned int
scan_name(unsigned int cols, unsigned int rows, const unsigned char *s,
    int fields, short *at, unsigned int *ok)
{
	unsigned int	 letter = (unsigned int)s[0] - (fields ? 'A' : 'a');
	unsigned int	 d1 = digit(s[1]), d2 = digit(s[2]);
	unsigned int	 two = d2 <= 9, number, good;

	if (!two) {
		/* A letter past the board's last is no name of it either. */
		if (fields) {
			good = (d1 <= 9) & (letter <= cols) & (d1 <= rows);
			*at = (short)(d1 * (cols + 1) + letter);
		} else {
			good = (d1 - 1 <= 8) & (letter < cols) & (d1 <= rows);
			*at = (short)((d1 - 1) * cols + letter);
		}
		*ok &= good;
		return 2;
	}
	number = d1 * 10 + d2;
	if (fields) {
		/* No leading zero. */
		good = (d1 - 1 <= 8) & (letter <= cols) & (number <= rows);
		*at = (short)(number * (cols + 1) + letter);
	} else {
		good = (d1 - 1 <= 8) & (letter < cols) & (number - 1 < rows);
		*at = (short)((number - 1) * cols + letter);
	}
	*ok &= good;
	return 3;
}

/*
 * Read the name at s as scan_name() does on a board of 9 rows or fewer,
 * where each name is a letter and one digit: width and height are its
 * files and ranks (or columns and rows of fields), and letter and digit
 * the name of the first.  Clears *ok if it is not one.
 */
static inline void
scan_short_name(unsigned int width, unsigned int height, unsigned char letter,
    unsigned char digit, const unsigned char *s, short *at, unsigned int *ok)
{
	unsigned int	 x = (unsigned int)s[0] - letter;
	unsigned int	 y = (unsigned int)s[1] - digit;

	*ok &= (x < width) & (y < height);
	*at = (short)(y * width + x);
}

/*
 * scan_names() on a board of 9 rows or fewer: a name of two digits is off
 * it, so that every name on it is two bytes and the names stand three
 * bytes apart, each followed by sep or by the argument's end.
 */
static inline int
scan_short_names(const struct nw_pos *p, const unsigned char *s, int fields,
    char sep, int min, int max, short *name, unsigned int *col)
{
	unsigned int	 width = (unsigned int)(p->cols + fields);
	unsigned int	 height = (unsigned int)(p->rows + fields);
	unsigned char	 letter = fields ? 'A' : 'a', digit = fields ? '0' : '1';
	unsigned int	 ok = 1, n;

	/* The first two names read whether or not there are two. */
	col[0] = 0;
	scan_short_name(width, height, letter, digit, s, &name[0], &ok);
	if (min == 2) {
		ok &= s[2] == (unsigned char)sep;
		col[1] = 3;
		scan_short_name(width, height, letter, digit, s + 3, &name[1],
		    &ok);
		n = 2;
	} else
		n = 1;
	while (s[3 * n - 1] == (unsigned char)sep) {
		if (n == (unsigned int)max)
			return 0;
		col[n] = 3 * n;
		scan_short_name(width, height, letter, digit, s + 3 * n,
		    &name[n], &ok);
		n++;
	}
	return ok & (s[3 * n - 1] == '\0') ? (int)n : 0;
}

/*
 * Read names separated by sep from s, at least two (one if min is 1) and
 * at most max, the whole argument, into name[] and their places into
 * col[]; returns how many, or 0 if they are not.
 */
static inline int
scan_names(const struct nw_pos *p, const char *arg, int fields, char sep,
    int min, int max, short *name, unsigned int *col)
{
	const unsigned char	*s = (const unsigned char *)arg;
	unsigned int		 cols = (unsigned int)p->cols;
	unsigned int		 rows = (unsigned int)p->rows;
	unsigned int		 ok = 1, off, n;

	if (rows <= 9)
		return scan_short_names(p, s, fields, sep, min, max, name, col);
	/* The first two names read whether or not there are two. */
	col[0] = 0;
	off = scan_name(cols, rows, s, fields, &name[0], &ok);
	if (min == 2) {
		ok &= s[off] == (unsigned char)sep;
		col[1] = ++off;
		off += scan_name(cols, rows, s + off, fields, &name[1], &ok);
		n = 2;
	} else
		n = 1;
	while (s[off] == (unsigned char)sep) {
		if (n == (unsigned int)max)
			return 0;
		col[n] = ++off;
		off += scan_name(cols, rows, s + off, fields, &name[n], &ok);
		n++;
	}
	return ok & (s[off] == '\0') ? (int)n : 0;
}

int
nw_usual_battery(const struct nw_pos *p, const struct rec_event *e,
    struct nw_names *out)
{
	/*
	 * "battery" and its NUL: 8 bytes, there to read after any verb, its
	 * NUL and REC_SLACK.
	 */
	if (memcmp(e->verb, "battery", 8) != 0)
		return 0;
	out->kind = NW_MOVE_BATTERY;
	out->nspend = 0;
	return e->nargs == 1 && (out->n = scan_names(p, e->args[0], 1, '-',
	    2, 2, out->name, out->col)) == 2;
}

int
nw_usual_move(const struct nw_pos *p, const struct rec_event *e,
    struct nw_names *out)
{
	const char	*const *a = e->args;

	/* "move" and its NUL. */
	if (memcmp(e->verb, "move", 5) != 0 ||
	    (e->nargs != 1 && e->nargs != 3))
		return 0;
	out->kind = NW_MOVE_ROBOT;
	out->nspend = 0;
	if ((out->n = scan_names(p, a[0], 0, '-', 2, NW_MAXPATH, out->name,
	    out->col)) == 0)
		return 0;
	if (e->nargs == 1)
		return 1;
	/* "using" and its NUL: six bytes, a[2] after them. */
	return memcmp(a[1], "using", 6) == 0 &&
	    (out->nspend = scan_names(p, a[2], 1, ',', 1, 4, out->spend,
	    out->spendcol)) > 0;
}

int
nw_usual_read(const struct nw_pos *p, const struct rec_event *e,
    struct nw_names *out)
{
	return nw_usual_battery(p, e, out) || nw_usual_move(p, e, out);
}
