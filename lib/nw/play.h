/*
 * play.h: random legal games of Netzwerk, for tests and for people who
 * want a record to look at.  Each next event is drawn uniformly from every
 * legal next event of the player to move (nw_each_move()) and, when the
 * turn may end, one more choice: ending it.
 *
 * Ownership: a struct nw_transcript is the caller's; nw_play_random()
 * grows its array, nw_transcript_free() releases it.
 */
#ifndef REFKIT_NW_PLAY_H
#define REFKIT_NW_PLAY_H

#include <stdio.h>

#include "rng.h"
#include "game.h"

/* An event played: its number and its move. */
struct nw_played {
	unsigned long	 number;
	struct nw_move	 move;
};

struct nw_transcript {
	size_t		 n, cap;
	struct nw_played *ev;
};

/*
 * Play the game on from its position until it is over or round max_rounds
 * is done, appending each event to the transcript.
 */
void	 nw_play_random(struct nw_game *, struct rng *, int max_rounds,
	    struct nw_transcript *);

/* Write the game as a record: its tags (from the game), then its events. */
void	 nw_transcript_write(FILE *, const struct nw_game *,
	    const struct nw_transcript *);

void	 nw_transcript_free(struct nw_transcript *);

#endif
