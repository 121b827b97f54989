/*
 * said.h: an Alphagon game in a few words for the live referee
 * (ag-check --live): what an event did, who acts next, and whether the
 * game has ended with nothing of its last turn left to do.
 *
 * Ownership: the functions write into the caller's buffer and keep
 * nothing.
 */
#ifndef REFKIT_AG_SAID_H
#define REFKIT_AG_SAID_H

#include <stddef.h>

#include "record.h"
#include "ag/game.h"

/*
 * What event e did to the game, before to g, into buf: the event, then
 * the pieces it put on the board, the points, bonus tokens, letters owed
 * and cards it changed, and the end of the game: "bob close TOGA: '+' on
 * I4, the polygon turns south, bob scores 4 (4 in all)".
 */
void	 ag_said_text(const struct ag_game *before, const struct ag_game *g,
	    const struct rec_event *e, char *buf, size_t size);

/*
 * Who acts next, into buf: "turn 5, ann to play", with the next turn's
 * player once the turn may end ("turn 5, ann to play, or bob in turn
 * 6"), or what the turn still waits for.
 */
void	 ag_next_text(const struct ag_game *, char *buf, size_t size);

/*
 * Whether the game is over and no event can follow: no dispute is open
 * and the engine takes none of the candidates ag_moves_each() tries (a
 * close, a draw, a letter lost, a reward, a find) to finish the turn.
 */
int	 ag_game_finished(const struct ag_game *);

#endif
