/*
 * score.h: what the Alphagon web app's SCORE keeps, from a record: each
 * player's tokens turn by turn (words closed, syllables and shapes
 * found, 3, 4, 5 and 6 points each), then each player's totals, bonus
 * tokens and letters held, and how the game ended.
 *
 * A row is one player's tokens in one turn, the net of that turn (a
 * declaration contradicted scores nothing to the declarer).  The rows'
 * points add up to the players' points.
 *
 * Ownership: a struct ag_sheet owns its rows; ag_sheet_free() releases
 * them.  Its game is a plain value (game.h).
 */
#ifndef REFKIT_AG_SCORE_H
#define REFKIT_AG_SCORE_H

#include <stddef.h>

#include "record.h"
#include "verdict.h"
#include "ag/game.h"

/* One player's tokens in one turn. */
struct ag_row {
	unsigned long	 turn;
	int		 player;
	char		 word[AG_MAXWORD + 1];	/* the word closed, or "" */
	int		 word_points;		/* its token: 4, 5 or 6 */
	int		 syllables;		/* 3-point tokens of each */
	int		 shapes;
	int		 points;		/* all of them */
};

struct ag_sheet {
	struct ag_game	 game;		/* as the record leaves it */
	size_t		 nrows;
	size_t		 cap;
	struct ag_row	*rows;
};

/*
 * Replay the record's game into the sheet, a row for each player who
 * scored in a turn.  Returns 1, or 0 with the verdict of the tags or of
 * the first bad event (the rows before it kept).  The caller calls
 * ag_sheet_free() either way.
 */
int	 ag_sheet_fill(struct ag_sheet *, const struct rec_game *,
	    const struct ag_options *, struct verdict *);

void	 ag_sheet_free(struct ag_sheet *);

#endif
