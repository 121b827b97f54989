/*
 * list.h: the legal next events of a Control Word position, as
 * cw-moves(1) lists them in text and as the live referee's "moves" shows
 * them.
 */
#ifndef REFKIT_CW_LIST_H
#define REFKIT_CW_LIST_H

#include <stdio.h>

#include "lexicon.h"
#include "cw/game.h"
#include "cw/play.h"

/* Room enough for cw_list_event(). */
#define CW_LIST_LINE	(CW_MOVE_TEXT + 64)

/* A comment line on where the game stands, before the events. */
void	 cw_list_heading(FILE *, const struct cw_game *);

/*
 * The event line of move m for the player to act, into buf: "1 ann play
 * 2,5 across QU(E)RY".
 */
void	 cw_list_event(const struct cw_game *, const struct cw_move *m,
	    char *buf, size_t size);

/*
 * The heading, then every legal play or replacement of the player to
 * act, best score in play first, a line each with its points as a
 * comment: "1 ann play 2,5 across QU(E)RY  # 2".
 */
void	 cw_list_text(FILE *, const struct cw_game *, const struct lexicon *);

#endif
