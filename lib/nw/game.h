/*
 * game.h: a Netzwerk game read from a record: its tags, then its events
 * replayed one at a time through the game's table of verbs, keeping the
 * order of turns, the rules, and the end of the game.  The verbs:
 *
 *	N PLAYER move c1-c2-c3 [using C1,D1]	a robot's whole move
 *	N PLAYER battery C1-C2			a battery's move
 *	N PLAYER resign				the player gives up
 *
 * N is the round: both players' turns in round N carry N, South's first;
 * the turn passes when the actor changes.  Tags: Game ("netzwerk"),
 * Players ("ann bob": South, then North), Board ("6x6": columns x rows),
 * CompulsoryCapture ("yes"), Control ("strict" or "bare"), SharedBattery
 * ("frozen"), South, North and Batteries (a position to start from instead
 * of the usual one), Result (the winner's name).  See nw-check(1).
 *
 * Ownership: the caller owns a struct nw_game and frees nothing in it.  It
 * points into the record's game it was begun with (its tags), which must
 * outlive it, and into itself (names), so it must not be copied; its
 * position, g->pos, is a plain value that may be.
 */
#ifndef REFKIT_NW_GAME_H
#define REFKIT_NW_GAME_H

#include <stdint.h>
#include <stdio.h>

#include "record.h"
#include "verdict.h"
#include "board.h"
#include "rules.h"

#define NW_NAMELEN	64

/* The rules as the command line sets them: -1 leaves them to the record. */
struct nw_options {
	int	 compulsory_capture;
	int	 shared_frozen;
	int	 control;		/* enum nw_control */
};

/* getopt_long() entries for the options every Netzwerk program takes. */
#define NW_OPT_COMPULSORY	0x100
#define NW_OPT_FROZEN		0x101
#define NW_OPT_CONTROL		0x102
#define NW_RULE_LONGOPTS						\
	{ "compulsory-capture", optional_argument, NULL, NW_OPT_COMPULSORY }, \
	{ "shared-battery-frozen", optional_argument, NULL, NW_OPT_FROZEN }, \
	{ "control", required_argument, NULL, NW_OPT_CONTROL }

struct nw_game {
	char			 name[2][NW_NAMELEN];	/* South's first */
	size_t			 namelen[2];	/* their lengths */
	const char		*names[2];	/* name[0], name[1] */
	uint64_t		 name_word[2];	/* each name and its NUL as 8
						   bytes, if it has 7 or fewer;
						   else 1, which no masked
						   word is */
	uint64_t		 name_mask[2];	/* those bytes' mask, or 0 */
	struct nw_rules		 rules;
	int			 setup;		/* South, North or Batteries
						   tag given */
	const struct rec_game	*rec;		/* NULL for a generated game */
	const struct rec_tag	*result;	/* its Result tag, or NULL */
	char			 seed[24];	/* a generated game's Seed */
	size_t			 nevents;	/* events applied */
	const struct rec_event	*last_event;	/* the last one applied from
						   the record, or NULL */
	struct nw_move		 last;		/* the last one; if an event
						   was rejected, its move, as
						   far as it was read */
	struct nw_pos		 start;		/* before the first event, if
						   setup; else unused */
	struct nw_pos		 pos;		/* after the last one */
};

struct rule;

/*
 * The game's table of verbs, compiled: for rec_each_checked() with
 * ruletab_check_game(), to check the events' verbs and arguments as the
 * games are read.
 */
const struct rule *nw_game_verbs(void);

void	 nw_options_init(struct nw_options *);

/*
 * Take a rule option getopt_long() returned (ch, with its argument):
 * returns 1, or 0 if ch is not one; exits 2 on a bad argument.
 */
int	 nw_option(struct nw_options *, int ch, const char *arg);

/*
 * Read the game's tags and set up its start.  Returns 1, or 0 with the
 * verdict saying what is malformed.
 */
int	 nw_game_begin(struct nw_game *, const struct rec_game *,
	    const struct nw_options *, struct verdict *);

/*
 * Apply the game's next event.  Returns 1, or 0 with the verdict: malformed
 * (it does not read as an event of the game, or its number is out of
 * order) or rejected (it breaks a rule).
 */
int	 nw_game_event(struct nw_game *, const struct rec_event *,
	    struct verdict *);

/*
 * The record has ended: its last turn is over.  Check that it may end
 * (under compulsory capture) and pass the turn, so that a player who
 * then cannot move has lost.  Returns 1, or 0 with the verdict.
 */
int	 nw_game_close(struct nw_game *, struct verdict *);

/*
 * Begin, and replay the first upto events (SIZE_MAX: all), not closing:
 * the position is the one after the last, mid-turn as it may be, spent
 * batteries and all.  Returns 1, or 0 with the verdict of the tags or of
 * the first event that is malformed or illegal.
 */
int	 nw_game_replay(struct nw_game *, const struct rec_game *,
	    const struct nw_options *, size_t upto, struct verdict *);

/* Whether the game is over. */
int	 nw_game_over(const struct nw_game *);

/* A new game from the usual start, for programs that generate games. */
void	 nw_game_new(struct nw_game *, int cols, int rows,
	    const struct nw_rules *, const char *south, const char *north);

/*
 * Play a legal move of the player to move, or of the other player when the
 * turn may end (it passes first); keep the count of events.
 */
void	 nw_game_play(struct nw_game *, const struct nw_move *);

/*
 * Write the game's tags, as a record has them: Game, Players, Board, the
 * rules that are not the defaults, the start if the record set one, the
 * record's other tags (or a generated game's Seed), and Result if result
 * is not NULL.
 */
void	 nw_game_write_tags(FILE *, const struct nw_game *,
	    const char *result);

/* Write an event line: "3 bob move c6-c5". */
void	 nw_game_write_event(FILE *, const struct nw_game *,
	    unsigned long number, const struct nw_move *);

#endif
