/*
 * moves.h: the legal next events of an Alphagon game, found by trying
 * candidates on a copy of the game (game.h), so that the rules are the
 * engine's alone.
 *
 * For each player and each verb ag_moves_verbs() gives them, the candidates
 * are built from what the position holds: the flags, directions and rack
 * letters of a start; each rack letter placed, and each two for a bonus
 * token; each letter the sacks can give a draw; each rack letter changed
 * for each letter of its kind in the player's sacks; the word under
 * construction closed; each syllable and silhouette of the player's
 * cards; a pass with a bonus token or with each rack letter; a doubt; a
 * suspension; each rack letter lost or given up; a reward of a bonus
 * token or of each letter; each card of the deck drawn when the record
 * keeps no deck; and the words the caller gives (the dictionary's
 * continuations of the word under construction) stated, declared,
 * contradicted or corrected.  Each candidate is numbered in the current
 * turn if ag_allowed() gives its verb to its player there, else as the
 * first event of the next turn, and kept if the engine accepts it.  The
 * setup's verbs (rack, cards, bonus, deck) are ag-deal's and not listed.
 *
 * Ownership: the events reported live until the callback returns; the
 * search keeps nothing of the caller's.
 */
#ifndef REFKIT_AG_MOVES_H
#define REFKIT_AG_MOVES_H

#include <stddef.h>

#include "ag/game.h"

/*
 * The letters the words given to ag_moves_each() continue: the word under
 * construction, or while a declaration in advance may be answered, the
 * letters it was declared on.  A string of the game's.
 */
const char *ag_moves_root(const struct ag_game *);

/*
 * The verbs worth trying for a player, as bits (1u << enum ag_verb): now,
 * those ag_allowed() gives them in the current turn, and for the player of
 * the next turn every verb but the setup's (a turn ends when the next
 * one's first event comes, which the engine alone judges).
 */
unsigned ag_moves_verbs(const struct ag_game *, int player, unsigned now);

/*
 * Call fn on every legal next event of the game, verb by verb in the
 * order of enum ag_verb, player by player in the order of play; words
 * (nwords of them, A-Z) are the candidates of the verbs that name a word.
 * A nonzero return from fn stops the search.  Returns how many events
 * were reported.
 */
size_t	 ag_moves_each(const struct ag_game *, const char *const words[],
	    size_t nwords, int (*fn)(const struct ag_game *,
	    const struct ag_event *, void *), void *arg);

/*
 * The same for one player and one verb (whether ag_allowed() gives it or
 * not), now being what ag_allowed() gives the player.
 */
size_t	 ag_moves_of(const struct ag_game *, int player, unsigned now,
	    enum ag_verb, const char *const words[], size_t nwords,
	    int (*fn)(const struct ag_game *, const struct ag_event *, void *),
	    void *arg);

#endif
