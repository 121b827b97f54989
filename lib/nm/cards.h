/*
 * cards.h: the word cards of NetMatch: 75 words of four letters, one a
 * card, in upper case.  The list is a constant of the program.
 */
#ifndef REFKIT_NM_CARDS_H
#define REFKIT_NM_CARDS_H

#define NM_NCARDS	75

extern const char *const nm_cards[NM_NCARDS];

/* The index of the card of a word (in any case), or -1. */
int	 nm_card_find(const char *word);

#endif
