/*
 * live.h: the referee at the table.  A game's checker run with --live
 * reads its record a line at a time, as the lines come (a terminal, a
 * pipe, a FIFO, or with --follow a file another program appends to), and
 * answers each line at once: a tag or event accepted, with what it did
 * and who acts next, or refused with the rule it breaks and its place.  A
 * refused line is set aside and the game goes on from the last legal
 * position.  The referee's commands: "undo" (a record line: take the last
 * event back), "show" (the position, as the game's viewer draws it),
 * "moves" (the legal events, as the move lister lists them) and "help".
 * See refkit(7), LIVE REFEREE.
 *
 * The rules are the batch program's: a game gives its engine's functions
 * in a struct live_game, and the live loop calls nothing else.
 *
 * Ownership: the caller owns the struct live_game and what it points to;
 * live_run() owns the game's state it allocates (size bytes) and the
 * reader.
 */
#ifndef REFKIT_LIVE_H
#define REFKIT_LIVE_H

#include <stdio.h>

#include "out.h"
#include "record.h"
#include "verdict.h"

#define LIVE_TEXT	4096	/* room for what an answer says */
#define LIVE_PART	(LIVE_TEXT / 2 - 2)	/* for one of its two parts */

/* long options of every live referee, and the lines of its usage. */
#define LIVE_OPT_LIVE	0x7201
#define LIVE_OPT_FOLLOW	0x7202
#define LIVE_OPT_RECORD	0x7203
#define LIVE_LONGOPTS							\
	{ "live", no_argument, NULL, LIVE_OPT_LIVE },			\
	{ "follow", required_argument, NULL, LIVE_OPT_FOLLOW },		\
	{ "record", required_argument, NULL, LIVE_OPT_RECORD }
#define LIVE_USAGE							\
"  --live                   referee as the lines come: answer each\n"	\
"                           line at once (see LIVE REFEREE)\n"		\
"  --follow FILE            the same for a file another program\n"	\
"                           appends to, as tail -F follows it\n"		\
"  --record FILE            with --live: append every accepted line to\n"	\
"                           FILE, written to disk before the answer\n"

/*
 * A game's engine, as the live loop drives it: state is size bytes, arg
 * what begin needs besides the tags (the rules the command line set).
 */
struct live_game {
	size_t		 size;
	const void	*arg;
	const char *const *keys;	/* the batch program's JSON keys of a
					   game, after file and game */
	/* Begin the game from its tags: 1, or 0 with the verdict. */
	int	(*begin)(void *state, const struct rec_game *, const void *arg,
		    struct verdict *);
	/* Apply the next event: 1, or 0 with the verdict. */
	int	(*event)(void *state, const struct rec_event *,
		    struct verdict *);
	/* Free what begin took (NULL if nothing). */
	void	(*end)(void *state);
	/* Whether the game is over. */
	int	(*over)(const void *state);
	/* What the event just applied did, in a few words, into buf. */
	void	(*said)(const void *state, const struct rec_event *,
		    char *buf, size_t size);
	/* Who acts next, as "bob to move in round 2", into buf. */
	void	(*next)(const void *state, char *buf, size_t size);
	/*
	 * The record has ended (or the game is over): close the game as the
	 * batch program does, and check its Result tag; the verdict says
	 * what is wrong, if anything.
	 */
	void	(*close)(void *state, struct verdict *);
	/* Print the batch program's line for the game closed. */
	void	(*result)(const struct rec_game *, const void *state,
		    const struct verdict *);
	/* Write the batch program's JSON keys of the game (legal or not). */
	void	(*json)(struct json *, const void *state, int legal);
	/* Draw the position as the viewer does; color on a terminal. */
	void	(*show)(FILE *, const void *state, int color);
	/* List the legal events as the move lister does. */
	void	(*moves)(FILE *, const void *state);
};

/* What the command line asked of the live referee. */
struct live_options {
	int		 live;		/* --live */
	const char	*follow;	/* --follow FILE */
	const char	*record;	/* --record FILE */
	int		 json;		/* --json */
	int		 quiet;		/* --quiet */
};

/*
 * Take an option of LIVE_LONGOPTS (ch, with its argument): returns 1, or 0
 * if ch is not one.
 */
int	 live_option(struct live_options *, int ch, const char *arg);

/*
 * Whether the options ask for a live referee; exits 2 on options that do
 * not go together (--record without --live, files with --follow...).
 */
int	 live_wanted(const struct live_options *, int nfiles);

/*
 * Referee the record live: the file named (or standard input), or the
 * one followed.  Returns the worst exit status of the answers: 0 if
 * every line was accepted, 1 if one was refused, 2 if one was malformed
 * or the input could not be read.
 */
int	 live_run(const struct live_game *, const struct live_options *,
	    int nfiles, char *const files[]);

#endif
