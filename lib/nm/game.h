/*
 * game.h: a NetMatch game read from a record: its tags, then its events
 * replayed one at a time through the game's table of verbs.  The verbs:
 *
 *	N PLAYER move R2-I1		one pawn to a neighboring node
 *	N PLAYER match I1		a pairwise match: one pawn leaves
 *	N PLAYER reveal square		a multi-way match: the token taken
 *	N PLAYER reveal green:square	the same, naming one of two colors
 *	N PLAYER gambit BEAR		the word gambit (BEAR+TONE for two
 *					colors, in their order)
 *	N PLAYER pass			no move is legal
 *
 * N is the turn, counted from 1 across the players.  Tags: Game
 * ("netmatch"), Players ("ann:red bob:yellow", in order of play),
 * Variant ("partial" or "full"), Network (a network file; the default
 * network if none), Words ("red:TEST yellow:BEAR"), Secrets
 * ("red:circle=S,square=T,triangle=E,star=T ..."), Result (the winner's
 * name).  See nm-check(1).
 *
 * Ownership: the caller owns a struct nm_game and frees nothing in it.
 * It points into the record's game it was begun with (its tags), which
 * must outlive it, and to its network; its setup and positions are plain
 * values that may be copied.
 */
#ifndef REFKIT_NM_GAME_H
#define REFKIT_NM_GAME_H

#include <stdio.h>

#include "record.h"
#include "verdict.h"
#include "board.h"
#include "rules.h"

/* What the command line sets. */
struct nm_options {
	int			 any_pawn;	/* a player may move any pawn */
	const struct nm_network	*network;	/* instead of the Network
						   tag's, or NULL */
};

/* The kinds of event. */
enum nm_kind {
	NM_EV_MOVE, NM_EV_MATCH, NM_EV_REVEAL, NM_EV_GAMBIT, NM_EV_PASS
};

struct nm_game {
	struct nm_setup		 setup;
	struct nm_pos		 start;		/* before the first event */
	struct nm_pos		 pos;		/* after the last one */
	const struct rec_game	*rec;
	const struct rec_tag	*result;	/* its Result tag, or NULL */
	size_t			 nevents;	/* events applied */
	struct pos		 last_pos;	/* the last one's place */
	enum nm_kind		 last_kind;	/* the last one */
	struct nm_move		 last_move;	/* a move's nodes */
	int			 last_node;	/* a match's node */
	int			 last_color;	/* a reveal's token */
	int			 last_symbol;
};

struct rule;

/* The game's table of verbs, compiled (for rec_each_checked()). */
const struct rule *nm_game_verbs(void);

/*
 * Read the game's tags and set up its start.  Returns 1, or 0 with the
 * verdict saying what is malformed (its text is empty if a network file
 * was diagnosed as it was read).
 */
int	 nm_game_begin(struct nm_game *, const struct rec_game *,
	    const struct nm_options *, struct verdict *);

/*
 * Apply the game's next event.  Returns 1, or 0 with the verdict:
 * malformed (it does not read as an event of the game, or its number is
 * out of order) or rejected (it breaks a rule); an event refused leaves
 * the position, its turn too, as it was.
 */
int	 nm_game_event(struct nm_game *, const struct rec_event *,
	    struct verdict *);

/*
 * Begin, and replay the first upto events (SIZE_MAX: all).  Returns 1, or
 * 0 with the verdict of the tags or of the first event that is malformed
 * or illegal.
 */
int	 nm_game_replay(struct nm_game *, const struct rec_game *,
	    const struct nm_options *, size_t upto, struct verdict *);

/* Whether the game is over. */
int	 nm_game_over(const struct nm_game *);

/* The winner's name, or NULL while the game goes on. */
const char *nm_game_winner(const struct nm_game *);

#endif
