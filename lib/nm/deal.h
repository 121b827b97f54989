/*
 * deal.h: dealing a game of NetMatch from a seed: the players' colors,
 * the word cards (each player's dealt by the player before them in the
 * order of play) and the order in which each dealer writes the word's
 * letters under the tokens.  The same seed gives the same deal on every
 * machine: the numbers come from lib/rng.h only.
 *
 * Ownership: a struct nm_deal is a plain value the caller owns.
 */
#ifndef REFKIT_NM_DEAL_H
#define REFKIT_NM_DEAL_H

#include <stdint.h>
#include <stdio.h>

#include "board.h"

struct nm_deal {
	uint64_t		 seed;
	struct nm_setup		 setup;		/* players, colors, words
						   and letters */
	int			 card[NM_NCOLORS];	/* index in nm_cards[],
						   -1 for a color not
						   played */
};

/* What the tags a deal writes hold. */
#define NM_DEAL_SECRETS	1	/* the Seed, Words and Secrets tags */

/*
 * Deal a game of nplayers (2 to 4) in the variant (NM_PARTIAL or
 * NM_FULL; four players play NM_FOUR whatever it says) on the network,
 * from the seed.  Returns 1, or 0 with why (NM_WHY bytes) if the
 * network does not allow the variant.
 */
int	 nm_deal(struct nm_deal *, uint64_t seed, int nplayers,
	    enum nm_variant, const struct nm_network *, char *why);

/* The player who deals the given player's word: the one before them. */
int	 nm_dealer(const struct nm_deal *, int player);

/*
 * Write the starting record: the tags (the secret ones if flags has
 * NM_DEAL_SECRETS; network names the Network tag, or is NULL for the
 * default network) and comments saying who dealt whose word, where
 * every pawn starts and who plays first.
 */
void	 nm_deal_write(FILE *, const struct nm_deal *, const char *network,
	    int flags);

/*
 * Write the secret the dealer keeps: the word card they dealt to the next
 * player and the letters they wrote under that player's tokens, as tags.
 * The rules keep a word from its own player ("discover your secret
 * word"), so it goes to its dealer, never to that player.
 */
void	 nm_deal_write_secret(FILE *, const struct nm_deal *, int dealer);

#endif
