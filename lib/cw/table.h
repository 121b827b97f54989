/*
 * table.h: the table of a Control Word game at its end, as cw-score(1)
 * writes it: every word on the board with its tiles by color, who
 * controls it and what it earns them.  The totals and the winner are
 * cw_game_result()'s.
 *
 * Ownership: the caller owns a struct cw_table, fills it with
 * cw_table_words() and releases its rows with cw_table_free().
 */
#ifndef REFKIT_CW_TABLE_H
#define REFKIT_CW_TABLE_H

#include <stddef.h>

#include "letterboard.h"
#include "cw/game.h"
#include "cw/score.h"

/* A word on the board and its control at the end. */
struct cw_table_word {
	struct lb_word		 at;		/* first square, direction */
	char			 word[CW_MAXWORD + 1];	/* blue letters in
							   lower case */
	struct cw_control	 ctl;
	int			 player;	/* the holder's index, or -1 */
};

struct cw_table {
	size_t			 n;
	struct cw_table_word	*w;		/* n rows, in board order */
};

/*
 * Fill the table with every word of 2 letters or more on the game's board,
 * across words first, as cw_game_result() counts them.
 */
void	 cw_table_words(const struct cw_game *, struct cw_table *);

/* Release the table's rows. */
void	 cw_table_free(struct cw_table *);

#endif
