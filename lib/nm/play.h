/*
 * play.h: NetMatch's move generator: every legal next event of a
 * position, in the record's own notation, and seeded random legal games
 * (moves, passes, matches, tokens taken, word gambits right and wrong)
 * for tests and for people who want a record to look at.
 *
 * Ownership: a struct nm_next is a plain value.  A struct nm_transcript
 * is the caller's; nm_play_random() grows its array and
 * nm_transcript_free() releases it.  Nothing here prints but
 * nm_transcript_write().
 */
#ifndef REFKIT_NM_PLAY_H
#define REFKIT_NM_PLAY_H

#include <stddef.h>
#include <stdio.h>

#include "rng.h"
#include "board.h"
#include "deal.h"
#include "game.h"
#include "rules.h"

/* One event: who makes it, in which turn, and what it is. */
struct nm_next {
	unsigned long	 turn;
	int		 player;
	enum nm_kind	 kind;
	struct nm_move	 move;		/* NM_EV_MOVE */
	int		 node;		/* NM_EV_MATCH */
	int		 color, symbol;	/* NM_EV_REVEAL */
	int		 wrong;		/* NM_EV_GAMBIT: 0 names the words,
					   else the card index + 1 of the
					   wrong first word; -1 any word (a
					   listing) */
};

/*
 * Call fn on every legal next event of the position, in order: the
 * player on turn going on with it (their move or pass, and the word
 * gambit, at its start; their matches and tokens after the move), then,
 * if the turn may end, the next player beginning the next turn.  A word
 * gambit is listed once, with wrong -1, and only if the setup has the
 * words (a record's Words tag) to judge it by.  Stops at fn's first non-zero
 * return, and returns it.
 */
int	 nm_each_next(const struct nm_setup *, const struct nm_pos *,
	    int (*fn)(const struct nm_next *, void *), void *);

/*
 * Write the event as a record writes it, "move R2-I1", "reveal
 * red:star", "gambit BEAR" (without the number and the player), into
 * buf; a gambit of any word is "gambit WORD" (or "gambit WORD+WORD").
 */
void	 nm_next_text(const struct nm_setup *, const struct nm_next *,
	    char *buf, size_t size);

/*
 * Apply a legal event to the position: if it begins the next turn, the
 * turn passes first.  A gambit's words are the right ones, or the wrong
 * card e->wrong names.
 */
void	 nm_next_apply(const struct nm_setup *, struct nm_pos *,
	    const struct nm_next *);

/* A random game's events. */
struct nm_transcript {
	size_t		 n, cap;
	struct nm_next	*ev;
};

/*
 * Play a random legal game of the deal from its start until it is over
 * or max_turns turns are played, appending each event to the
 * transcript; the final position goes to *p.  A turn is a word gambit
 * (right or wrong, at even odds) one time in 200, else a move drawn
 * uniformly (a pass if none), then each pairwise match three times in
 * four and each token that may be taken two times in three.
 */
void	 nm_play_random(const struct nm_deal *, struct rng *,
	    unsigned long max_turns, struct nm_transcript *,
	    struct nm_pos *p);

/*
 * Write the game as a record: the deal's tags (with its words and
 * secrets), a Result tag if the game is over (p is its final position),
 * then its events.
 */
void	 nm_transcript_write(FILE *, const struct nm_deal *,
	    const struct nm_transcript *, const struct nm_pos *p);

void	 nm_transcript_free(struct nm_transcript *);

#endif
