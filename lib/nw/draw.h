/*
 * draw.h: pictures of a Netzwerk position for a referee: the board as
 * text (squares and the lattice of energy fields, South at the bottom,
 * colored with ANSI escapes when asked) or as a standalone SVG document,
 * with a line on where the game stands.
 *
 * A struct nw_view is a plain value, holding no pointers: a program may
 * keep one after the record it came from is gone.  Every function writes to
 * the stream given and allocates nothing; the caller checks the stream for
 * write errors.
 */
#ifndef REFKIT_NW_DRAW_H
#define REFKIT_NW_DRAW_H

#include <stddef.h>
#include <stdio.h>

#include "verdict.h"
#include "board.h"
#include "game.h"
#include "rules.h"

#define NW_TITLE	256	/* the game's name */
#define NW_LINE	(VERDICT_TEXT + 2 * NW_NAMELEN + NW_TITLE + 64)
				/* a caption line */

/* What a picture shows: a position, who plays, and where the game stands. */
struct nw_view {
	struct nw_pos	 pos;
	struct nw_rules	 rules;
	char		 name[2][NW_NAMELEN];	/* South's first */
	char		 title[NW_TITLE];	/* the game's name, as
						   report_name() gives it */
	size_t		 shown;		/* events replayed */
	size_t		 nevents;	/* events in the record */
	unsigned int	 illegal_line;	/* of the next event, if it is
					   illegal; 0 if not */
	char		 illegal[VERDICT_TEXT];	/* the rule it breaks */
};

/*
 * Take the game's position, players and rules; the game is named title
 * (copied, cut to fit) and its record has nevents events.  If v rejected
 * the next event (exit 1), the view says so.
 */
void	 nw_view_set(struct nw_view *, const struct nw_game *,
	    const char *title, size_t nevents, const struct verdict *v);

/*
 * Where the game stands, as nw-check and nw-moves say it: "ann wins: all
 * enemy robots captured", "ann to move in round 3", "ann to move in round
 * 1, or bob once ann's turn ends".
 */
void	 nw_view_status(const struct nw_view *, char *buf, size_t size);

/*
 * What the player to move has done this turn, mid-turn: "this turn: robots
 * moved to c3 d2; more robots or batteries may move"; "" at its start or
 * once the game is over.
 */
void	 nw_view_turn(const struct nw_view *, char *buf, size_t size);

/*
 * How the game ended, as nw-check says it after the game's name, into
 * buf: "ann wins: all enemy robots captured", "no result yet, ann to move
 * in round 3", or, v having rejected an event or the record's end,
 * "illegal event on line 7: ...".
 */
void	 nw_result_text(const struct nw_game *, const struct verdict *v,
	    char *buf, size_t size);

/*
 * Write the position as text: a heading ("game 1, after 4 of 10 events:"
 * and the status), the turn so far and the illegal event if any, then the
 * board, field letters above and their row numbers at the right of the
 * lattice lines, rank numbers at the left and file letters below; robots
 * S and N, at the corners o for a battery, x for a spent one, + for an
 * empty field; last a legend.  South's robots blue, North's yellow,
 * batteries red and spent ones dim if color is set.
 */
void	 nw_draw_text(FILE *, const struct nw_view *, int color);

/*
 * Write the position as an SVG document: a caption (the players, where
 * the game stands), then the board: squares, a dot at every energy field,
 * robots as large discs (South blue, North orange), batteries as small red
 * discs, spent ones as hollow grey rings; coordinates at the edges.
 */
void	 nw_draw_svg(FILE *, const struct nw_view *);

#endif
