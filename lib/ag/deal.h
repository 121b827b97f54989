/*
 * deal.h: Alphagon's setup, as the web app's SETUP and SEQUENCE do it: a
 * die for the first player and the direction of play; for each player a
 * rack of 3 vowels and 4 consonants from their own sacks, 3 polygon cards
 * and 2 bonus tokens; the rest of the deck in its order.
 *
 * The seats are numbered 0 to n - 1 clockwise round the table.  A letter's
 * value is its count in a sack (the appendix: A 6 ... Q 2), which follows
 * its frequency of use; a rack's value is the sum of its letters'.  A
 * balanced deal gives each player, of AG_CANDIDATES racks drawn at random
 * from their sacks, the one whose value is nearest the value of an
 * average rack (47534/1638, about 29.02); the first drawn of two as near.
 * A plain deal gives each player the first rack drawn.
 *
 * Ownership: a struct ag_deal is a plain value, copied with '='.
 */
#ifndef REFKIT_AG_DEAL_H
#define REFKIT_AG_DEAL_H

#include <stdint.h>

#include "ag/cards.h"

#define AG_MINPLAYERS	2
#define AG_MAXPLAYERS	6
#define AG_VOWELS	3	/* in a starting rack */
#define AG_CONSONANTS	4
#define AG_RACK		(AG_VOWELS + AG_CONSONANTS)
#define AG_START_CARDS	3
#define AG_START_BONUS	2
#define AG_CANDIDATES	16	/* racks drawn for each player, balanced */

/* The value of an average rack, as a fraction: AVG_NUM / AVG_DEN. */
#define AG_RACK_AVG_NUM	47534
#define AG_RACK_AVG_DEN	1638

struct ag_deal {
	int	 nplayers;
	int	 first;				/* the seat that plays first */
	int	 clockwise;			/* 1: then seat first + 1 ... */
	int	 seat[AG_MAXPLAYERS];		/* seats in the order of play */
	char	 rack[AG_MAXPLAYERS][AG_RACK + 1];	/* by order of play:
						   vowels, then consonants,
						   each in A-Z order */
	int	 value[AG_MAXPLAYERS];		/* each rack's value */
	int	 cards[AG_MAXPLAYERS][AG_START_CARDS];	/* card numbers */
	int	 ndeck;				/* cards left in the deck */
	int	 deck[AG_MAXCARDS];		/* their numbers, top first */
};

/* The count of a capital letter in its sack (0 for anything else). */
int	 ag_letter_count(int letter);

/* Whether a capital letter is a vowel (A, E, I, O, U). */
int	 ag_is_vowel(int letter);

/* The goal score for n players: 40, 35, 30, 25, 20 for 2 to 6. */
int	 ag_goal(int nplayers);

/*
 * Deal for nplayers (AG_MINPLAYERS to AG_MAXPLAYERS) from a deck of
 * ncards cards (at least AG_START_CARDS * nplayers, at most AG_MAXCARDS),
 * balanced or plain, from seed: the same seed, the same deal everywhere.
 */
void	 ag_deal(struct ag_deal *, uint64_t seed, int nplayers, int ncards,
	    int balanced);

#endif
