/*
 * board.h: the Alphagon board: 13 by 13 squares, columns A to M from west
 * to east and rows 1 to 13 from north to south, a square written "D4";
 * and its layout, the squares that hold a flag (a start point), a star (a
 * bonus) or a cloud (a penalty), at most one mark a square.
 *
 * A layout comes from a record's Flags, Stars and Clouds tags (each a list
 * of squares separated by spaces; a tag left out takes the stand-in's
 * list), from a board file (ag-board(5)), or is the stand-in that refkit
 * ships.  In arrays, the square of column c and row r, both from 0, is
 * number r * AG_SIZE + c.
 *
 * Ownership: a struct ag_board is a plain value, copied with '='.
 */
#ifndef REFKIT_AG_BOARD_H
#define REFKIT_AG_BOARD_H

#include <stddef.h>

#include "record.h"
#include "verdict.h"

#define AG_SIZE		13
#define AG_SQUARES	(AG_SIZE * AG_SIZE)
#define AG_NAMEBUF	4	/* "M13" and its NUL */

/* What a square holds. */
enum ag_mark {
	AG_PLAIN = 0,
	AG_FLAG,
	AG_STAR,
	AG_CLOUD,
	AG_NMARKS
};

struct ag_board {
	unsigned char	 mark[AG_SQUARES];	/* enum ag_mark */
};

/* The stand-in layout's board file, as data/ag/standin.board holds it. */
extern const char	 ag_board_standin_text[];

/*
 * Read the len bytes at s as a square's name ("A1" to "M13": a capital
 * column letter, a row number without leading zeros) into *sq.  Returns
 * 1, or 0 if they are not one.
 */
int	 ag_square_parse(const char *s, size_t len, int *sq);

/* Write the name of square sq into buf; returns buf. */
char	*ag_square_name(int sq, char buf[AG_NAMEBUF]);

/* The stand-in layout refkit ships (ag-board(5)). */
void	 ag_board_standin(struct ag_board *);

/*
 * Read a board file's len bytes at buf (named file in messages) into *b.
 * Returns 1, or 0 with the verdict filled (malformed, at its place).
 */
int	 ag_board_parse(struct ag_board *, const char *file, const char *buf,
	    size_t len, struct verdict *);

/* Read the board file at path ("-": standard input) as ag_board_parse(). */
int	 ag_board_read_file(struct ag_board *, const char *path,
	    struct verdict *);

/*
 * Read a game's layout from its Flags, Stars and Clouds tags, each one
 * left out taking the stand-in's squares of its kind.  Returns 1, or 0
 * with the verdict filled (malformed, at the place in the tag).
 */
int	 ag_board_from_tags(struct ag_board *, const struct rec_game *,
	    struct verdict *);

/*
 * Write the squares of one kind of mark, in order, separated by single
 * spaces, into buf of size bufsize (room for all 169 is 4 * AG_SQUARES).
 */
void	 ag_board_list(const struct ag_board *, enum ag_mark, char *buf,
	    size_t bufsize);

#endif
