/*
 * draw-game.h: the picture of a recorded Alphagon game's position, made by
 * replaying its events through the game engine (game.h) and noting who
 * put each piece of the polygon.
 *
 * Ownership: the caller owns the view; the function keeps nothing of the
 * record or of the game it replays.
 */
#ifndef REFKIT_AG_DRAW_GAME_H
#define REFKIT_AG_DRAW_GAME_H

#include <stddef.h>

#include "record.h"
#include "verdict.h"
#include "ag/draw.h"
#include "ag/game.h"

/*
 * Fill the view with the position after the game's first upto events
 * (rec->nevents: all), titled title, each piece of the polygon owned by
 * the player who acted in the event that put it there.  Returns 1 with
 * the verdict clear, 1 with the verdict of an event the rules reject (the
 * view is the position before it, and says so), or 0 with the verdict of
 * malformed tags or events (nothing to draw).
 */
int	 ag_view_replay(struct ag_view *, const struct rec_game *,
	    const struct ag_options *, size_t upto, const char *title,
	    struct verdict *);

/*
 * Apply the record's event i to the game, replayed up to it, and note in
 * the view who put the pieces it placed; returns what ag_game_event()
 * returns, with its verdict.  The view's position is then set with
 * ag_view_game().
 */
int	 ag_view_event(struct ag_view *, struct ag_game *,
	    const struct rec_game *, size_t i, struct verdict *);

/*
 * What ag-check says of the game after its name, into buf: "ann wins
 * (...): ann 23, bob 18", "no result yet, ...: ann 3, bob 0", or, v
 * having rejected an event, "illegal event on line 7: ...".
 */
void	 ag_result_text(const struct ag_game *, const struct verdict *v,
	    char *buf, size_t size);

/* Fill the view with the game's position: board, polygon, players. */
void	 ag_view_game(struct ag_view *, const struct ag_game *);

#endif
