/*
 * play.h: Control Word's move generator: every legal play of the player
 * on turn in the word phase, every replacement turn of one square and
 * those of two squares that make a new word in the replacement phase, and
 * seeded random legal games written as records.
 *
 * A play is found by the line search of lib/wordsearch.h over each row
 * and column through the board's tiles and a margin of the rack's size on
 * every side, the rack's own and blue tiles both letters.  Each play is
 * then checked again by the placement rule (lb_check_play()) and every
 * word it forms looked up in the lexicon, and scored by lib/cw/score.h.
 * A letter the player holds both as their own color and as blue tiles is
 * listed once: their own tiles first, blue ones for what their own lack.
 * The colorings of one placement score the same in play and differ only
 * in who may control the word at the end; one of them answers "could I
 * have played that?".  A play of one tile that forms a word both ways is
 * listed once, across.
 *
 * The replacements listed are those of one square: a tile of another
 * color or blue, and a tile of the player's own color from the rack,
 * either the same letter (the color changes) or one that keeps every word
 * through the square a word.  And those of two squares of one word on the
 * board, both letters changed, every word through either square a word
 * after the turn ("repast" to "repent"): the word they share is one no
 * single square makes.  Two squares that share no word change nothing for
 * each other, so their turn is two listed turns of one square and is not
 * listed; nor is a turn of three or more squares.  So the two-square turns
 * are at most, for each word on the board, its pairs of squares times the
 * pairs of letters the rack holds.  By the rules of 2018-04-04 a turn is
 * listed only if the round's replacement die allows its squares.
 *
 * Ownership: the moves given to a callback live until it returns; the
 * generator keeps nothing of the caller's.
 */
#ifndef REFKIT_CW_PLAY_H
#define REFKIT_CW_PLAY_H

#include <stdio.h>

#include "lexicon.h"
#include "rng.h"
#include "cw/game.h"
#include "cw/rules.h"

#define CW_MOVE_SQUARES	2	/* squares of a replacement listed */

/* A play or a replacement of one or two squares, and its points in play. */
struct cw_move {
	int			 kind;		/* 'p' play, 'r' replace */
	struct cw_play		 play;		/* kind 'p' (at[] unset) */
	int			 n;		/* kind 'r': its squares, */
	int			 col[CW_MOVE_SQUARES];
	int			 row[CW_MOVE_SQUARES];
	char			 letter[CW_MOVE_SQUARES]; /* the letters */
	int			 points;	/* scored in play */
};

/*
 * Call fn on every move of the player to act (cw_to_act()): plays in the
 * word phase, replacements of one or two squares in the replacement
 * phase, none else; a nonzero return from fn stops.  Returns how many
 * were given.
 */
size_t	 cw_each_move(const struct cw_game *, const struct lexicon *,
	    int (*fn)(const struct cw_move *, void *), void *arg);

/*
 * The moves of cw_each_move() in an array the caller frees, best score in
 * play first (then in the order of their text); their count in *n.
 */
struct cw_move *cw_list_moves(const struct cw_game *,
	    const struct lexicon *, size_t *n);

/*
 * The move's arguments as the record writes them: "1,7 down QU(E)RY",
 * "3,5 E 4,5 N".
 */
void	 cw_move_text(const struct cw_move *, char *buf, size_t size);

/* Room enough for cw_move_text(). */
#define CW_MOVE_TEXT	(3 * CW_MAXWORD + 64)

/*
 * Write a seeded random legal game of nplayers (2 to 4) as a record:
 * setup, then every round's events, each drawn by rng from the legal
 * ones, by the rules of version (enum cw_rules_version; 2018-04-04
 * writes its Rules tag).  With unchallenged_stand, as under cw-check's
 * option of that name, some plays misspell a word and some challenges
 * are right.
 * Returns 1, or 0 with a message in err if the game cannot begin (its
 * dictionary).
 */
int	 cw_random_game(FILE *, struct rng *, const struct lexicon *,
	    int nplayers, int version, int unchallenged_stand, char *err,
	    size_t errsize);

#endif
