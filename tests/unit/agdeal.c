/*
 * agdeal.c: unit tests for lib/ag/deal.c: the sacks of the appendix, the
 * goals, what every deal holds (3 vowels and 4 consonants from one's own
 * sacks, 3 cards each, the deck the rest), the die, and the balance of
 * the racks measured against a plain random draw.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ag/deal.h"
#include "tap.h"

#define SEEDS	2000

static void
sacks(void)
{
	int	 c, vowels = 0, consonants = 0, n;

	for (c = 'A'; c <= 'Z'; c++)
		*(ag_is_vowel(c) ? &vowels : &consonants) += ag_letter_count(c);
	tap_is_int(vowels, 26, "a vowel sack: 6 A, E, I, 5 O, 3 U");
	tap_is_int(consonants, 63, "a consonant sack: 4 x 5 + 3 x 11 + 2 x 5");
	tap_ok(ag_letter_count('C') == 4 && ag_letter_count('K') == 3 &&
	    ag_letter_count('Q') == 2 && ag_letter_count('O') == 5 &&
	    ag_letter_count('a') == 0, "C 4, K 3, Q 2, O 5; 'a' none");
	for (n = 2; n <= 6; n++)
		tap_is_int(ag_goal(n), 50 - 5 * n, "the goal for %d players",
		    n);
}

/* Whether a deal holds what the rules give, with a reason if not. */
static int
sound(const struct ag_deal *d, int ncards, char *why)
{
	int	 i, k, c, used[AG_MAXCARDS + 1] = { 0 };
	int	 seen[AG_MAXPLAYERS] = { 0 };

	for (i = 0; i < d->nplayers; i++) {
		const char *r = d->rack[i];
		if (strlen(r) != AG_RACK)
			return sprintf(why, "rack %s is not 7 letters", r), 0;
		for (k = 0; k < AG_RACK; k++)
			if (ag_is_vowel(r[k]) != (k < AG_VOWELS))
				return sprintf(why, "rack %s", r), 0;
		for (c = 'A'; c <= 'Z'; c++) {
			int n = 0;
			for (k = 0; k < AG_RACK; k++)
				n += r[k] == c;
			if (n > ag_letter_count(c))
				return sprintf(why, "rack %s: %d %c", r, n,
				    c), 0;
		}
		if (d->seat[i] != (d->first + (d->clockwise ? i :
		    d->nplayers - i)) % d->nplayers || seen[d->seat[i]]++)
			return sprintf(why, "the order of play"), 0;
		for (k = 0; k < AG_START_CARDS; k++)
			used[d->cards[i][k]]++;
	}
	if (d->ndeck != ncards - 3 * d->nplayers)
		return sprintf(why, "%d cards left", d->ndeck), 0;
	for (i = 0; i < d->ndeck; i++)
		used[d->deck[i]]++;
	for (c = 1; c <= ncards; c++)
		if (used[c] != 1)
			return sprintf(why, "card %d dealt %d times", c,
			    used[c]), 0;
	return 1;
}

static void
deals(void)
{
	struct ag_deal	 a, b;
	char		 why[128] = "";
	int		 n, ok = 1, firsts[3] = { 0 }, clockwise = 0;
	uint64_t	 s;

	for (n = 2; n <= 6; n++)
		for (s = 0; s < 500 && ok; s++) {
			ag_deal(&a, s * 7919 + (uint64_t)n, n, 3 * n + (int)(s %
			    5), s % 2);
			ok = sound(&a, 3 * n + (int)(s % 5), why);
		}
	if (!tap_ok(ok, "2500 deals: 3 vowels and 4 consonants each, never "
	    "more of a letter than a sack holds, 3 cards each, every card "
	    "once"))
		printf("#   %s\n", why);
	ag_deal(&a, 42, 4, 36, 1);
	ag_deal(&b, 42, 4, 36, 1);
	tap_ok(memcmp(&a, &b, sizeof(a)) == 0, "one seed, one deal");
	ag_deal(&b, 43, 4, 36, 1);
	tap_ok(memcmp(&a, &b, sizeof(a)) != 0, "another seed, another deal");
	ag_deal(&a, UINT64_MAX, 6, AG_MAXCARDS, 1);
	tap_ok(sound(&a, AG_MAXCARDS, why), "the largest seed and deck");
	for (s = 0; s < 3000; s++) {
		ag_deal(&a, s, 3, 9, 1);
		firsts[a.first]++;
		clockwise += a.clockwise;
	}
	tap_ok(firsts[0] > 900 && firsts[1] > 900 && firsts[2] > 900,
	    "the die: each of 3 seats first about a third of 3000 deals "
	    "(%d %d %d)", firsts[0], firsts[1], firsts[2]);
	tap_ok(clockwise > 1350 && clockwise < 1650, "clockwise in about half "
	    "(%d of 3000)", clockwise);
}

/*
 * The balance: over SEEDS deals of n players, the mean spread (the most
 * valuable rack's value less the least's) and the mean distance of a
 * rack's value from an average rack's, balanced against plain.
 */
static void
balance(void)
{
	struct ag_deal	 d;
	double		 spread[2], off[2];
	int		 n, bal, i, lo, hi;
	uint64_t	 s;

	printf("# players  spread plain  balanced   off average plain  "
	    "balanced\n");
	for (n = 2; n <= 6; n++) {
		for (bal = 0; bal < 2; bal++) {
			spread[bal] = off[bal] = 0;
			for (s = 0; s < SEEDS; s++) {
				ag_deal(&d, s, n, 36, bal);
				lo = hi = d.value[0];
				for (i = 0; i < n; i++) {
					if (d.value[i] < lo)
						lo = d.value[i];
					if (d.value[i] > hi)
						hi = d.value[i];
					off[bal] += abs(d.value[i] * 
					    AG_RACK_AVG_DEN - AG_RACK_AVG_NUM) /
					    (double)AG_RACK_AVG_DEN;
				}
				spread[bal] += hi - lo;
			}
			spread[bal] /= SEEDS;
			off[bal] /= (double)SEEDS * n;
		}
		printf("# %7d %13.2f %9.2f %18.2f %9.2f\n", n, spread[0],
		    spread[1], off[0], off[1]);
		tap_ok(spread[1] * 4 < spread[0], "%d players: the balanced "
		    "spread (%.2f) is under a quarter of the plain (%.2f)", n,
		    spread[1], spread[0]);
		tap_ok(off[1] < 0.5, "%d players: a balanced rack is within "
		    "half a point of the average on the mean (%.2f; plain "
		    "%.2f)",
		    n, off[1], off[0]);
	}
}

int
main(void)
{
	sacks();
	deals();
	balance();
	return tap_done();
}
