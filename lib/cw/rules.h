/*
 * rules.h: the rules of Control Word's events, each a function that
 * checks an event already read (its actor a player, its number the
 * round's) against the game and applies it, or fills a verdict that names
 * the rule it breaks, in plain words, at the place given.  Rules never
 * print.
 */
#ifndef REFKIT_CW_RULES_H
#define REFKIT_CW_RULES_H

#include "diag.h"
#include "verdict.h"
#include "cw/game.h"

/* One letter of a play's word, as the record writes it. */
enum cw_letter_kind {
	CW_OWN,			/* a capital: a tile of the player's color */
	CW_BLUE_TILE,		/* lower case: a blue tile from the rack */
	CW_DOWN			/* in parentheses: a tile already down */
};

/* A play: the whole main word from its first square. */
struct cw_play {
	int		 col, row;
	enum lb_dir	 dir;
	int		 len;
	char		 letter[CW_MAXWORD];	/* upper case */
	unsigned char	 kind[CW_MAXWORD];	/* enum cw_letter_kind */
	struct pos	 at[CW_MAXWORD];	/* each letter's place */
};

/* A replacement turn: squares and the letters put there. */
struct cw_replace {
	int		 n;
	int		 col[LB_MAXPLAY], row[LB_MAXPLAY];
	char		 letter[LB_MAXPLAY];
	struct pos	 at[LB_MAXPLAY];	/* each square's place */
};

/* Each verb's rule: 1 if the event is legal (and applied), else 0. */
int	 cw_rule_lot(struct cw_game *, int player, char letter,
	    const struct pos *, struct verdict *);
int	 cw_rule_roll(struct cw_game *, int draw, int limit,
	    const struct pos *, struct verdict *);
int	 cw_rule_draw(struct cw_game *, int player, const char *letters,
	    const struct pos *, struct verdict *);
int	 cw_rule_swap(struct cw_game *, int player, char back, char blue,
	    const struct pos *, struct verdict *);
int	 cw_rule_redraw(struct cw_game *, int player, const char *letters,
	    const struct pos *, struct verdict *);
int	 cw_rule_play(struct cw_game *, int player, const struct cw_play *,
	    const struct pos *, struct verdict *);
int	 cw_rule_replace(struct cw_game *, int player,
	    const struct cw_replace *, const struct pos *, struct verdict *);
int	 cw_rule_pass(struct cw_game *, int player, const struct pos *,
	    struct verdict *);
int	 cw_rule_challenge(struct cw_game *, int player, const struct pos *,
	    struct verdict *);

/*
 * Whether the game may go on to round g->round + 1 (or end): the round's
 * events are done.  If not, a sentence saying what is missing into why.
 */
int	 cw_round_done(const struct cw_game *, char *why, size_t size);

#endif
