/*
 * deal.c: Alphagon's setup: the die, the racks (balanced or plain), the
 * cards and the deck.  The order in which numbers are drawn from the
 * generator is part of every golden deal: the die (first seat, then the
 * direction), then each player's racks in the order of play (3 vowels,
 * then 4 consonants, a rack at a time), then the deck's shuffle.
 */
#include <stdlib.h>
#include <string.h>

#include "rng.h"
#include "ag/deal.h"

/* A sack's letters, each as many times as the appendix says. */
struct sack {
	int	 n;
	char	 tile[64];
};

int
ag_is_vowel(int letter)
{
	/* A bit a letter, A first: A, E, I, O and U. */
	static const unsigned long vowels = 1UL << 0 | 1UL << 4 | 1UL << 8 |
	    1UL << 14 | 1UL << 20;

	return letter >= 'A' && letter <= 'Z' &&
	    (vowels >> (letter - 'A') & 1);
}

int
ag_letter_count(int letter)
{
	/* A to Z. */
	static const int count[26] = { 6, 3, 4, 3, 6, 3, 3, 2, 6, 2, 3, 3,
		3, 4, 5, 3, 2, 4, 4, 4, 3, 3, 3, 2, 3, 2 };

	if (letter < 'A' || letter > 'Z')
		return 0;
	return count[letter - 'A'];
}

int
ag_goal(int nplayers)
{
	return 40 - 5 * (nplayers - 2);
}

/* Fill a full sack of vowels (vowels 1) or of consonants (0). */
static void
fill_sack(struct sack *s, int vowels)
{
	int	 c, k;

	s->n = 0;
	for (c = 'A'; c <= 'Z'; c++)
		if (ag_is_vowel(c) == vowels)
			for (k = 0; k < ag_letter_count(c); k++)
				s->tile[s->n++] = (char)c;
}

/* Draw n tiles at random from a full sack into out, in A-Z order. */
static void
draw(struct rng *rng, int vowels, int n, char *out)
{
	struct sack	 s;
	int		 i, j, k;
	char		 t;

	fill_sack(&s, vowels);
	for (i = 0; i < n; i++) {
		k = (int)rng_below(rng, (uint64_t)s.n);
		t = s.tile[k];
		s.tile[k] = s.tile[--s.n];
		for (j = i; j > 0 && out[j - 1] > t; j--)
			out[j] = out[j - 1];
		out[j] = t;
	}
}

/* The value of a rack: the sum of its letters' counts. */
static int
rack_value(const char *rack)
{
	int	 v = 0;

	while (*rack != '\0')
		v += ag_letter_count(*rack++);
	return v;
}

/* How far a value is from an average rack's, in units of 1/AVG_DEN. */
static long
distance(int value)
{
	return labs((long)value * AG_RACK_AVG_DEN - AG_RACK_AVG_NUM);
}

/* Give the player at index i of the order of play their rack. */
static void
deal_rack(struct ag_deal *d, struct rng *rng, int i, int balanced)
{
	char	 rack[AG_RACK + 1];
	int	 k, tries = balanced ? AG_CANDIDATES : 1;

	for (k = 0; k < tries; k++) {
		draw(rng, 1, AG_VOWELS, rack);
		draw(rng, 0, AG_CONSONANTS, rack + AG_VOWELS);
		rack[AG_RACK] = '\0';
		if (k == 0 || distance(rack_value(rack)) <
		    distance(d->value[i])) {
			memcpy(d->rack[i], rack, sizeof(rack));
			d->value[i] = rack_value(rack);
		}
	}
}

void
ag_deal(struct ag_deal *d, uint64_t seed, int nplayers, int ncards,
    int balanced)
{
	struct rng	 rng;
	int		 i, j, k, t;

	memset(d, 0, sizeof(*d));
	rng_seed(&rng, seed);
	d->nplayers = nplayers;
	d->first = (int)rng_below(&rng, (uint64_t)nplayers);
	d->clockwise = rng_below(&rng, 2) == 0;
	for (i = 0; i < nplayers; i++)
		d->seat[i] = (d->first + (d->clockwise ? i : nplayers - i)) %
		    nplayers;
	for (i = 0; i < nplayers; i++)
		deal_rack(d, &rng, i, balanced);
	for (i = 0; i < ncards; i++)
		d->deck[i] = i + 1;
	for (i = ncards - 1; i > 0; i--) {
		j = (int)rng_below(&rng, (uint64_t)i + 1);
		t = d->deck[i];
		d->deck[i] = d->deck[j];
		d->deck[j] = t;
	}
	/* One card at a time round the table, from the top. */
	for (k = 0; k < AG_START_CARDS; k++)
		for (i = 0; i < nplayers; i++)
			d->cards[i][k] = d->deck[k * nplayers + i];
	d->ndeck = ncards - AG_START_CARDS * nplayers;
	memmove(d->deck, d->deck + AG_START_CARDS * nplayers,
	    (size_t)d->ndeck * sizeof(d->deck[0]));
}
