/*
 * usual.h: the usual events of Netzwerk, a robot's move and a battery's,
 * read in one pass from the reader's text of the event, their squares and
 * fields found on the board, without the verb table and without a branch
 * for each byte: what nw_usual_read() takes, the table's pattern for its
 * verb matches (unit-nwusual pins it), and everything else is left to the
 * table.
 *
 * Ownership: a struct nw_names is a plain value; nothing here allocates.
 */
#ifndef REFKIT_NW_USUAL_H
#define REFKIT_NW_USUAL_H

#include "record.h"
#include "board.h"
#include "rules.h"

/* The squares or fields an event names, and where they stand in it. */
struct nw_names {
	enum nw_kind	 kind;		/* NW_MOVE_ROBOT or NW_MOVE_BATTERY */
	int		 n;		/* names in the first argument */
	int		 nspend;	/* fields after "using", 0 if none */
	short		 name[NW_MAXPATH];	/* squares, or two fields */
	short		 spend[4];
	unsigned int	 col[NW_MAXPATH];	/* bytes into args[0] */
	unsigned int	 spendcol[4];		/* bytes into args[2] */
};

/*
 * Read the event into *out if it is a robot's move ("move c1-c2-c3", with
 * "using C0,D0" or without) or a battery's ("battery C1-C2") as the verb
 * table's patterns write them, every name on the board of p: returns 1,
 * or 0 (and *out is anything) for the table to judge.  The event must be
 * the reader's (record.h): it reads up to REC_SLACK bytes past its words.
 */
int	 nw_usual_read(const struct nw_pos *p, const struct rec_event *e,
	    struct nw_names *out);

/*
 * The same for a battery's move alone, and for a robot's alone: what
 * nw_usual_read() takes is what one of them takes.  For a reader that
 * makes each kind of move its own way, deciding the kind once.
 */
int	 nw_usual_battery(const struct nw_pos *p, const struct rec_event *e,
	    struct nw_names *out);
int	 nw_usual_move(const struct nw_pos *p, const struct rec_event *e,
	    struct nw_names *out);

#endif
