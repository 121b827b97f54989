/*
 * board.h: the popular crossword game's 15x15 board on a letterboard
 * (letterboard.h, whose placement rule and words it uses): its squares
 * A1 to O15, its premium squares, and the score of a play.
 *
 * A square is col 0..14 (A to O, left to right) and row 0..14 (1 to 15,
 * top to bottom); the centre, H8, is 7,7.  A tile on the letterboard has
 * its letter set's tile number (tiles.h) as letter and GCG_ONBLANK in
 * its tag when it is a blank.  Nothing here allocates.
 */
#ifndef REFKIT_GCG_BOARD_H
#define REFKIT_GCG_BOARD_H

#include <stddef.h>

#include "letterboard.h"
#include "gcg/tiles.h"

#define GCG_SIZE	15
#define GCG_CENTRE	7
#define GCG_RACK	7	/* tiles in a full rack */
#define GCG_BINGO	50	/* for playing all seven */
#define GCG_ONBLANK	1	/* a tile's tag: it is a blank */
#define GCG_WHY		400	/* room for the working of a score */

enum gcg_premium {
	GCG_PLAIN, GCG_DL, GCG_TL, GCG_DW, GCG_TW
};

/* Begin an empty board whose first play must cover the centre. */
void	 gcg_board_init(struct letterboard *);

/* Whether col,row is on the board. */
int	 gcg_on_board(int col, int row);

/* The premium of a square of the board. */
enum gcg_premium gcg_premium(int col, int row);

/*
 * The score of the play of n tiles p[] (already on the board) along dir:
 * each word it forms (lb_play_words()), letters times their letter
 * premiums under new tiles, times the word premiums under new tiles, and
 * 50 more for seven tiles.  The working, as "WAITE: W 4 + A 1 + I 1x2 +
 * T 1 + E 1, x2 = 18", goes into why (size bytes) unless why is NULL.
 */
int	 gcg_score_play(const struct letterboard *, const struct lb_place *p,
	    int n, enum lb_dir dir, const struct gcg_letters *, char *why,
	    size_t size);

/* The sum of the values of the tiles counted in count[] (by tile). */
int	 gcg_tiles_value(const struct gcg_letters *, const int count[]);

#endif
