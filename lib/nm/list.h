/*
 * list.h: the legal next events of a NetMatch position, as nm-moves(1)
 * lists them in text and as the live referee's "moves" shows them.
 * Nothing here allocates; the caller checks the stream for write errors.
 */
#ifndef REFKIT_NM_LIST_H
#define REFKIT_NM_LIST_H

#include <stdio.h>

#include "game.h"
#include "play.h"

/* Write a comment line on where the game stands, before the events. */
void	 nm_list_heading(FILE *, const struct nm_game *);

/*
 * Write the event line of e, with a comment on what a gambit may name:
 * "3 ann gambit WORD  # any word, right or wrong".
 */
void	 nm_list_event(FILE *, const struct nm_setup *,
	    const struct nm_next *e);

/* Write the heading, then every legal next event, a line each. */
void	 nm_list_text(FILE *, const struct nm_game *);

#endif
