/*
 * list.h: the legal next events of a Netzwerk position, as nw-moves(1)
 * lists them in text and as the live referee's "moves" shows them.
 */
#ifndef REFKIT_NW_LIST_H
#define REFKIT_NW_LIST_H

#include <stdio.h>

#include "game.h"
#include "rules.h"

/* A comment line on where the game stands, before the events. */
void	 nw_list_heading(FILE *, const struct nw_game *);

/*
 * The event line of move m at position p, with a comment on its cost and
 * capture: "2 ann move b1-b2  # cost 1, captures b2".
 */
void	 nw_list_move(FILE *, const struct nw_game *, const struct nw_pos *p,
	    const struct nw_move *m);

/* The heading, then every legal next event, a line each. */
void	 nw_list_text(FILE *, const struct nw_game *);

#endif
