/*
 * parse.h: one line of a GCG record taken apart: a pragma (#name value)
 * or an event (>NICK: RACK MOVE SCORE TOTAL), each field with its column.
 * Only the shape of the line is checked here; what its letters are and
 * whether its claims hold is the replay's (replay.h).
 *
 * Ownership: a struct gcg_item points into the line it was parsed from
 * (struct gcg_src's text) and lives as long as that line.
 */
#ifndef REFKIT_GCG_PARSE_H
#define REFKIT_GCG_PARSE_H

#include <stddef.h>

#include "verdict.h"
#include "gcg/read.h"

enum gcg_line_kind {
	GCG_EMPTY,		/* a blank line */
	GCG_PRAGMA,		/* #name value */
	GCG_EVENT,		/* >nick: ... */
	GCG_OTHER		/* anything else: a note's next line? */
};

enum gcg_move {
	GCG_PLACE,		/* RACK POS WORD */
	GCG_PASS,		/* RACK - */
	GCG_EXCHANGE,		/* RACK -TILES or RACK -N */
	GCG_WITHDRAW,		/* RACK -- */
	GCG_CHALLENGE,		/* RACK (challenge) */
	GCG_TIME,		/* RACK (time) */
	GCG_END_POINTS,		/* (RACK): the others' racks, to the one out */
	GCG_PENALTY		/* RACK (RACK): a player's own rack, off */
};

/* A field of the line: its bytes and its column. */
struct gcg_field {
	const char	*s;
	size_t		 len;
	size_t		 off;		/* its byte in the line */
};

struct gcg_item {
	enum gcg_line_kind kind;
	struct gcg_field name;		/* a pragma's name, without '#' */
	struct gcg_field value;		/* its value, trimmed */
	struct gcg_field nick;		/* an event's player */
	struct gcg_field rack;		/* len 0 if none */
	struct gcg_field move;		/* the move field: "-KOI", "(IQ)" ... */
	struct gcg_field word;		/* a placement's word */
	struct gcg_field score, total;
	enum gcg_move	 what;
	int		 across;	/* a placement's direction */
	int		 col, row;	/* its first square */
	int		 count;		/* an exchange of N unknown tiles,
					   else -1 */
	long		 points;	/* the score, signed */
	long		 cumul;		/* the total after it */
};

/*
 * Take the line src->text apart into *it.  Returns 1, or 0 with a
 * malformed verdict (an event of no known form, a bad square or number).
 */
int	 gcg_parse_line(const struct gcg_src *, struct gcg_item *,
	    struct verdict *);

#endif
