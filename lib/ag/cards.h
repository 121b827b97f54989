/*
 * cards.h: Alphagon's polygon cards.  A card holds 4 pairs of syllables
 * (8 syllables of 2 or 3 capital letters) and a silhouette of 4 or 5
 * squares, a path that could end a polygon.  A deck is a data file
 * (ag-board(5)), a card a line:
 *
 *	17 SA/NI TI/AS FU/NO UF/SON  ESSE
 *
 * its number (the cards of a file are numbered 1, 2, 3 ... in order),
 * the pairs, and the silhouette as the steps (N, E, S, W) from its first
 * square to its last: 3 or 4 steps, no square twice, and none touching a
 * square of the silhouette but the one before it.  refkit ships a
 * stand-in deck.
 *
 * Ownership: a struct ag_deck owns its cards; ag_deck_free() releases
 * them.
 */
#ifndef REFKIT_AG_CARDS_H
#define REFKIT_AG_CARDS_H

#include <stddef.h>

#include "verdict.h"
#include "ag/shape.h"

#define AG_SYLLABLES	8	/* 4 pairs */
#define AG_SYLLEN	4	/* bytes of a syllable, with its NUL */
#define AG_MAXSTEPS	4	/* a silhouette of 5 squares */
#define AG_MAXCARDS	500

struct ag_card {
	char		 syllable[AG_SYLLABLES][AG_SYLLEN];
	char		 steps[AG_MAXSTEPS + 1];	/* "ESSE", NUL-ended */
	int		 squares;		/* of the silhouette: 4 or 5 */
	ag_shape_set	 set[AG_SHAPE_TURNS];	/* its sets (shape.h) */
};

struct ag_deck {
	int		 n;
	struct ag_card	*card;		/* card k is card[k - 1] */
};

/* The stand-in deck's file, as data/ag/standin.cards holds it. */
extern const char	 ag_deck_standin_text[];

/*
 * Read a deck file's len bytes at buf (named file in messages) into *d.
 * Returns 1, or 0 with the verdict filled (malformed, at its place) and
 * *d empty.  Either way the caller calls ag_deck_free().
 */
int	 ag_deck_parse(struct ag_deck *, const char *file, const char *buf,
	    size_t len, struct verdict *);

/* Read the deck file at path ("-": standard input) as ag_deck_parse(). */
int	 ag_deck_read_file(struct ag_deck *, const char *path,
	    struct verdict *);

/* The stand-in deck refkit ships. */
void	 ag_deck_standin(struct ag_deck *);

void	 ag_deck_free(struct ag_deck *);

#endif
