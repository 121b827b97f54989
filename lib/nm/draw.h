/*
 * draw.h: pictures of a NetMatch position for a referee: the network as
 * text (its sides in order around the ring, each node by name with its
 * pawns, colored with ANSI escapes when asked) or as a standalone SVG
 * document (the sides on a regular polygon, a dodecagon for the default
 * network, the inner nodes within), with where the game stands, the
 * tokens taken and the letters revealed, and a legend.
 *
 * A struct nm_view is a plain value; its setup points to its network,
 * which nm_network_default() and nm_network_cached() keep until the
 * program exits, so a program may keep a view after the record it came
 * from is gone.  Every function writes to the stream given and allocates
 * nothing; the caller checks the stream for write errors.
 */
#ifndef REFKIT_NM_DRAW_H
#define REFKIT_NM_DRAW_H

#include <stddef.h>
#include <stdio.h>

#include "verdict.h"
#include "board.h"
#include "game.h"

#define NM_TITLE	256	/* the game's name */

/* What a picture shows: a position, its setup, where the game stands. */
struct nm_view {
	struct nm_setup	 setup;
	struct nm_pos	 pos;
	char		 title[NM_TITLE];	/* the game's name, as
						   report_name() gives it */
	size_t		 shown;		/* events replayed */
	size_t		 nevents;	/* events in the record */
	unsigned int	 illegal_line;	/* of the next event, if it is
					   illegal; 0 if not */
	char		 illegal[VERDICT_TEXT];	/* the rule it breaks */
};

/*
 * Take the game's position and setup; the game is named title (copied,
 * cut to fit) and its record has nevents events.  If v rejected the next
 * event (exit 1), the view says so.
 */
void	 nm_view_set(struct nm_view *, const struct nm_game *,
	    const char *title, size_t nevents, const struct verdict *v);

/*
 * Where the game stands: "dan wins: ...", "ann to play turn 1", "dan to
 * play turn 40, or ann turn 41 once dan's ends".
 */
void	 nm_view_status(const struct nm_view *, char *buf, size_t size);

/*
 * What nm-check says of the game after its name, into buf: "dan wins:
 * ...", "no result yet, ann to play turn 3; discovered red:square=A", or,
 * v having rejected an event, "illegal event on line 7: ...".
 */
void	 nm_result_text(const struct nm_game *, const struct verdict *v,
	    char *buf, size_t size);

/*
 * Write the position as text: a heading ("x.rec: game 1 (ann v bob),
 * after 4 of 10 events:" and the status), the illegal event if any, each
 * player's colors and the letters their tokens revealed, then the ring: a
 * line a side, in order around the board, its nodes with their pawns
 * ("r#" a red square, "2g^" two green triangles, "." nothing) and the
 * inner nodes joined to it; the nodes joined to no side last; then a legend.
 * The pawns in their colors if color is set.
 */
void	 nm_draw_text(FILE *, const struct nm_view *, int color);

/*
 * Write the position as an SVG document: a caption (the heading; the
 * picture is as wide as it needs), the network (edges, nodes by name, the
 * pawns as shapes of their symbol filled with their color, a count beside
 * a stack), and a legend of the colors (their players, tokens taken and
 * letters) and the symbols.
 */
void	 nm_draw_svg(FILE *, const struct nm_view *);

#endif
