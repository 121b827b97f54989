/*
 * list.h: the legal next events of an Alphagon position, as ag-moves(1)
 * lists them in text and as the live referee's "moves" shows them: a
 * heading on where the game stands and the dictionary's words that
 * continue the word under construction, then each event as the record
 * writes it, a placement with how many of those words it continues.
 *
 * Ownership: a struct ag_continuations owns its prefix and words, freed
 * by ag_continuations_free(); the listing keeps nothing of the game.
 */
#ifndef REFKIT_AG_LIST_H
#define REFKIT_AG_LIST_H

#include <stddef.h>
#include <stdio.h>

#include "ag/game.h"

/* The continuations shown, and tried as words to state or declare. */
#define AG_LIST_SHOWN	20

/* Room for an event's record line. */
#define AG_EVENT_TEXT	(AG_MAXDECLARE * (AG_MAXWORD + 1) + 128)

/* The dictionary's words that continue the word under construction. */
struct ag_continuations {
	char		*prefix;	/* in capitals */
	char		**word;		/* in capitals */
	size_t		 n, cap;
};

/*
 * Find the dictionary's words (the options') that continue the word under
 * construction, none when no letter is down since the last '+'.  Returns
 * 1, or 0 after a diagnostic; either way the caller frees c.
 */
int	 ag_continuations_find(const struct ag_game *,
	    const struct ag_options *, struct ag_continuations *c);

/* Free what the continuations hold. */
void	 ag_continuations_free(struct ag_continuations *);

/*
 * How many of the continuations start with the word under construction
 * and then the letters placed: -1 when no word is under construction.
 */
long	 ag_continuing(const struct ag_continuations *, const char *letters);

/*
 * The number of continuations an event makes (a place or a start), or
 * -1 for an event that places no letter or when no word is under
 * construction.
 */
long	 ag_event_continuing(const struct ag_continuations *,
	    const struct ag_event *);

/* Write an event's record line, without its line end, into buf. */
void	 ag_event_text(const struct ag_game *, const struct ag_event *,
	    char *buf, size_t size);

/*
 * The heading: "# after 18 events: turn 5, ann to play; the polygon: I6
 * south", then the word under construction and its continuations.
 */
void	 ag_list_heading(FILE *, const struct ag_game *,
	    const struct ag_continuations *);

/*
 * The event's line, with a comment on the continuations of the letters
 * it places: "6 bob place A  # 1956 words continue MA".
 */
void	 ag_list_event(FILE *, const struct ag_game *, const struct ag_event *,
	    const struct ag_continuations *);

/*
 * The heading after the game's events, then every legal next event, a
 * line each.  Returns 1, or 0 after a diagnostic (the dictionary).
 */
int	 ag_list_text(FILE *, const struct ag_game *, const struct ag_options *);

#endif
