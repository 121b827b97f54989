/*
 * random.h: seeded random legal games of Alphagon, written as records,
 * for tests and benches: the same seed gives the same bytes on every
 * machine.
 *
 * A game begins with ag-deal's balanced deal of the seed (deal.h) on the
 * stand-in board and deck; then each event is one of the legal next
 * events (moves.h), chosen at random, verb first, then among that verb's
 * events; every one goes through the game engine before it is written.
 * The game's last line is a comment, "# the engine: turn 31, the game over
 * (ten sides); points bob 21 cat 6 ann 27".
 *
 * Ownership: the caller owns the stream and the lexicon; nothing is kept.
 */
#ifndef REFKIT_AG_RANDOM_H
#define REFKIT_AG_RANDOM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "lexicon.h"

/*
 * Write the random game of seed for nplayers (2 to 6) to fp, its words
 * from lex (the alphagon policy's).  Returns 1, or 0 with a message in err
 * if the engine refused an event or left no legal one before the game's
 * end (an internal error).
 */
int	 ag_random_game(FILE *, uint64_t seed, int nplayers,
	    const struct lexicon *lex, char *err, size_t errsize);

#endif
