/*
 * draw.h: pictures of a Control Word position for a referee: the board's
 * bounding box with its signed column and row numbers (counted from the
 * mat's 0,0), each tile its letter in its color (blue tiles apart: lower
 * case, and round in SVG), then each player's rack, penalty tokens and
 * points in play, and where the game stands; as text (colored with ANSI
 * escapes when asked) or as a standalone SVG document.
 *
 * Ownership: the caller owns a struct cw_view; cw_view_set() fills it
 * with its own copy of the board, so it outlives the game and its
 * record, and cw_view_free() releases that copy.  The drawing functions
 * write to the stream given and allocate nothing; the caller checks the
 * stream for write errors.
 */
#ifndef REFKIT_CW_DRAW_H
#define REFKIT_CW_DRAW_H

#include <stddef.h>
#include <stdio.h>

#include "letterboard.h"
#include "players.h"
#include "verdict.h"
#include "cw/bag.h"
#include "cw/game.h"
#include "cw/score.h"

#define CW_WHERE	128	/* "round 3, replacement phase, bob to ..." */
#define CW_TITLE	256	/* the game's name */

/* A player as a picture shows them. */
struct cw_view_player {
	char		 name[PLAYERS_NAMELEN];
	int		 color;		/* enum cw_color */
	struct cw_bag	 own, blue;	/* the rack */
	int		 penalties;
	int		 points;	/* scored in play */
};

/* What a picture shows: a position, its players, where the game stands. */
struct cw_view {
	struct letterboard	 board;		/* the view's own copy */
	int			 n;
	struct cw_view_player	 p[CW_MAXPLAYERS];
	char			 where[CW_WHERE];
	char			 title[CW_TITLE];	/* the game's name, as
							   report_name()
							   gives it */
	size_t			 shown;		/* events replayed */
	size_t			 nevents;	/* events in the record */
	unsigned int		 illegal_line;	/* of the next event, if it
						   is illegal; 0 if not */
	char			 illegal[VERDICT_TEXT];
};

/*
 * Take the game's board, players and place; the game is named title
 * (copied, cut to fit) and its record has nevents events.  If v rejected the next
 * event (exit 1), the view says so.
 */
void	 cw_view_set(struct cw_view *, const struct cw_game *,
	    const char *title, size_t nevents, const struct verdict *v);

/* Release the view's copy of the board. */
void	 cw_view_free(struct cw_view *);

/*
 * Where the game stands and each player's line, as the text has them
 * after its heading, into buf: "round 1, word phase, bob to play", then
 * on a line each "ann (red): rack AERR e, 2 penalty tokens, 4 points in
 * play".
 */
void	 cw_view_lines(const struct cw_view *, char *buf, size_t size);

/*
 * What cw-check says of the game after its name, into buf: a line for
 * each word that stood unchallenged though it is none, then "ann wins by
 * the highest total: ann 45, bob 30", "no result yet: ...", or, v having
 * rejected an event, "illegal event on line 7: ...".
 */
void	 cw_result_text(const struct cw_game *, const struct verdict *v,
	    char *buf, size_t size);

/*
 * Write the position as text: the heading ("x.rec: game 1 (ann v bob),
 * after 4 of 10 events: round 1, word phase, bob to play"), the illegal
 * event if any, the board with column numbers above and row numbers at
 * the left, each tile as its letter and its color's initial (k black,
 * w white, r red, g green, b blue; a blue tile's letter in lower case),
 * an empty square as '.'; then a line for each player and a legend.  With color set, each
 * tile's two characters are drawn on its color.
 */
void	 cw_draw_text(FILE *, const struct cw_view *, int color);

/*
 * Write the position as an SVG document: the heading, the board's squares
 * with the column and row numbers at its edges, each tile a square of its
 * color with its letter (blue tiles round), each player's line, and a
 * legend of the colors.
 */
void	 cw_draw_svg(FILE *, const struct cw_view *);

#endif
