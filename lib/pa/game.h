/*
 * game.h: a Pattern Assembly match refereed an event at a time, as the
 * host enters it at the table: the grid, the questions, then each answer
 * as it is called out, in the order the answers are given, then the
 * showdown.  The timing rules are the referee's (struct pa_race): an
 * answer's fate is said when the match's clock has passed the moment it
 * is decided, so that no fate said changes with the answers after it.
 *
 * The live referee takes the match in the order it is played, where a
 * batch record may hold it in any order: a grid row after the first
 * answer, a question of a round whose answers have begun, an answer of a
 * round after a later round's, an answer given before the round's last
 * one, an answer of a round without a question, and anything but a
 * showdown row after the showdown began are refused (rejected).
 *
 * Ownership: the caller owns the struct pa_game and the game record it
 * is read from, which must outlive it; pa_game_free() frees what it
 * holds.
 */
#ifndef REFKIT_PA_GAME_H
#define REFKIT_PA_GAME_H

#include "match.h"
#include "record.h"
#include "referee.h"
#include "verdict.h"

#define PA_DECIDED	4	/* results one event may decide: two pending
				   ones, and its own */

struct pa_game {
	struct pa_match		 m;
	struct pa_reading	 rd;
	struct pa_rules		 rules;		/* the caller may change them
						   after pa_game_begin() */
	struct pa_result	 res;		/* the rounds played so far */
	struct pa_attempt	*attempt;	/* res.result[i]'s answer */
	size_t			 cap;
	struct pa_race		 race;		/* of the round being played */
	int			 round;		/* being played, from 1; 0
						   before the first answer */
	int			 round_over;	/* its race has ended */
	int			 last_seconds;	/* its last answer's time */
	int			 showdown;	/* the showdown has begun */
	/* What the last event decided: */
	size_t			 decided[PA_DECIDED];	/* results, by index */
	int			 ndecided;
	int			 closed;	/* the round it ended (from 1,
						   one with answers), or 0 */
	long			 pending;	/* its result, if pending; -1 */
};

/* Begin the match from the tags of the game: 1, or 0 with the verdict. */
int	 pa_game_begin(struct pa_game *, const struct rec_game *, int plus,
	    struct verdict *);

/* Take the next event of the game: 1, or 0 with the verdict. */
int	 pa_game_event(struct pa_game *, const struct rec_event *,
	    struct verdict *);

/*
 * The record has ended: the round being played ends, as its time runs
 * out, and what that decides is noted as an event's is.
 */
void	 pa_game_end(struct pa_game *);

/* Whether both players' showdowns are in whole: the match is over. */
int	 pa_game_over(const struct pa_game *);

/* The round whose question is before the players now (from 1), or 0. */
int	 pa_game_round(const struct pa_game *);

void	 pa_game_free(struct pa_game *);

#endif
