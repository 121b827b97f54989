/*
 * nmdeal.c: unit tests for lib/nm/deal.c and lib/nm/cards.c: the 75 cards
 * are the rules' (the list dicts/netmatch.txt ships), no card is dealt
 * twice in a game, each player's word is dealt by the player before them,
 * and over many seeds every card and every order of the letters under the
 * tokens comes as often as any other (chi-square tests, which are shown
 * to fail on a skewed deal).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nm/cards.h"
#include "nm/deal.h"
#include "nm/network.h"
#include "tap.h"

#define SEEDS	15000

/* Pearson's chi-square of n counts against equal expectations. */
static double
chi_square(const long *count, int n, long total)
{
	double	 e = (double)total / n, x = 0;
	int	 i;

	for (i = 0; i < n; i++)
		x += (count[i] - e) * (count[i] - e) / e;
	return x;
}

static void
test_cards(void)
{
	FILE	*fp = fopen("dicts/netmatch.txt", "r");
	char	 line[64];
	int	 i = 0, same = 1, k;

	while (fp != NULL && fgets(line, sizeof(line), fp) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		for (k = 0; line[k] != '\0'; k++)
			line[k] = (char)toupper((unsigned char)line[k]);
		if (i >= NM_NCARDS || strcmp(line, nm_cards[i]) != 0)
			same = 0;
		i++;
	}
	if (fp != NULL)
		fclose(fp);
	tap_ok(same && i == NM_NCARDS, "the 75 cards are dicts/netmatch.txt's "
	    "words, in order");
	tap_is_int(nm_card_find("bear"), 5, "a card is found in any case");
	tap_is_int(nm_card_find("BEARS"), -1, "BEARS is on no card");
}

/* The index of an order of the four letters, 0 to 23, from a deal. */
static int
order_index(const struct nm_setup *s, int c)
{
	int	 used[NM_NSYMBOLS] = { 0 }, pos[NM_NSYMBOLS] = { 0 }, i, k;
	int	 idx = 0;

	/* The position in the word of the letter under each symbol; a
	   repeated letter takes its first free place. */
	for (i = 0; i < NM_NSYMBOLS; i++)
		for (k = 0; k < NM_WORDLEN; k++)
			if (!used[k] && s->word[c][k] == s->letter[c][i]) {
				used[k] = 1;
				pos[i] = k;
				break;
			}
	for (i = 0; i < NM_NSYMBOLS; i++)
		idx = idx * 4 + pos[i];
	return idx;
}

static void
test_uniform(void)
{
	const struct nm_network	*net = nm_network_default();
	static long		 cards[NM_NCOLORS][NM_NCARDS];
	static long		 orders[256];
	long			 skew[NM_NCARDS] = { 0 }, perms[24];
	struct nm_deal		 d, again;
	char			 why[NM_WHY];
	int			 seed, c, k, twice = 0, dealt_ok = 1, n = 0;
	double			 x;

	for (seed = 0; seed < SEEDS; seed++) {
		if (!nm_deal(&d, (uint64_t)seed, 4, NM_PARTIAL, net, why))
			dealt_ok = 0;
		for (c = 0; c < NM_NCOLORS; c++) {
			cards[c][d.card[c]]++;
			for (k = 0; k < c; k++)
				twice += d.card[k] == d.card[c];
		}
		/* TEST-like words repeat a letter: count orders of words
		   whose letters differ. */
		if (d.setup.word[0][0] != d.setup.word[0][1] &&
		    d.setup.word[0][0] != d.setup.word[0][2] &&
		    d.setup.word[0][0] != d.setup.word[0][3] &&
		    d.setup.word[0][1] != d.setup.word[0][2] &&
		    d.setup.word[0][1] != d.setup.word[0][3] &&
		    d.setup.word[0][2] != d.setup.word[0][3]) {
			orders[order_index(&d.setup, 0)]++;
			n++;
		}
		skew[seed % 70]++;
	}
	tap_ok(dealt_ok, "%d deals of four players", SEEDS);
	tap_is_int(twice, 0, "no card is dealt twice in a game, in %d deals",
	    SEEDS);
	/* The 0.999 quantile of chi-square with 74 degrees of freedom is
	   about 117.4 (Wilson-Hilferty); with 23, about 49.8. */
	for (c = 0; c < NM_NCOLORS; c++) {
		x = chi_square(cards[c], NM_NCARDS, SEEDS);
		tap_ok(x < 117.4, "%s's card over %d seeds: chi-square %.1f < "
		    "117.4 (74 degrees of freedom, p = 0.001)", nm_colors[c],
		    SEEDS, x);
	}
	x = chi_square(skew, NM_NCARDS, SEEDS);
	tap_ok(x > 117.4, "the test fails a deal that never gives 5 of the "
	    "cards: chi-square %.1f", x);
	for (k = 0, c = 0; k < 256; k++)
		if (orders[k] > 0 && c < 24)
			perms[c++] = orders[k];
	tap_is_int(c, 24, "all 24 orders of four different letters come");
	x = chi_square(perms, 24, n);
	tap_ok(x < 49.8, "the order of red's letters under its tokens over "
	    "%d deals: chi-square %.1f < 49.8 (23 degrees of freedom)", n, x);
	nm_deal(&d, 12345, 3, NM_FULL, net, why);
	nm_deal(&again, 12345, 3, NM_FULL, net, why);
	tap_ok(memcmp(&d, &again, sizeof(d)) == 0, "the same seed, the same "
	    "deal");
}

static void
test_dealers(void)
{
	const struct nm_network	*net = nm_network_default();
	struct nm_deal		 d;
	char			 why[NM_WHY];

	nm_deal(&d, 1, 4, NM_PARTIAL, net, why);
	tap_ok(nm_dealer(&d, 1) == 0 && nm_dealer(&d, 0) == 3,
	    "bob's word is dealt by ann, ann's by dan, the player before");
	tap_ok(nm_deal(&d, 1, 2, NM_FULL, net, why) &&
	    d.setup.players.p[0].ncolors == 2 && d.card[0] >= 0 &&
	    d.card[1] >= 0 && d.card[2] >= 0 && d.card[3] >= 0,
	    "two players on the full board: four words, two each");
	tap_ok(nm_deal(&d, 1, 2, NM_PARTIAL, net, why) && d.card[1] < 0 &&
	    d.card[3] < 0 && d.card[0] >= 0 && d.card[2] >= 0,
	    "two players on the partial board: red and green, no other card");
	tap_ok(nm_deal(&d, 1, 3, NM_FULL, net, why) && d.setup.copies[0] == 4,
	    "three players on the full board: four pawns of each symbol");
}

int
main(void)
{
	test_cards();
	test_uniform();
	test_dealers();
	return tap_done();
}
