/*
 * ag-deal: deal an Alphagon game, the same for the same seed on every
 * machine: the first player and the direction of play, each player's
 * rack, cards and bonus tokens, and the deck; the starting record.
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "cli.h"
#include "diag.h"
#include "numarg.h"
#include "rng.h"
#include "verdict.h"
#include "ag/cards.h"
#include "ag/deal.h"

static const char usage_text[] =
"usage: ag-deal [--seed S] [--players N] [--cards FILE] [--plain]\n"
"Write the starting record of an Alphagon game: who plays first and in\n"
"which direction, and each player's rack of 3 vowels and 4 consonants,\n"
"3 polygon cards and 2 bonus tokens.  The same seed gives the same bytes\n"
"on every machine.\n"
"  --seed S       seed, 0 to 18446744073709551615 (default: a random one,\n"
"                 written in the Seed tag)\n"
"  --players N    players, 2 to 6 (default 2)\n"
"  --cards FILE   the deck of polygon cards (default: the stand-in deck)\n"
"  --plain        each rack as the sacks give it, not balanced\n";

/* The players, by seat clockwise, and their colors. */
static const char *const seat_name[AG_MAXPLAYERS] = {
	"ann", "bob", "cat", "dan", "eve", "fay"
};
static const char *const seat_color[AG_MAXPLAYERS] = {
	"red", "yellow", "green", "blue", "black", "white"
};

/* Whether a string holds a control character, which no tag may hold. */
static int
has_control(const char *s)
{
	for (; *s != '\0'; s++)
		if ((unsigned char)*s < ' ' || *s == 0x7f)
			return 1;
	return 0;
}

/* Write the deal as a record. */
static void
write_record(const struct ag_deal *d, uint64_t seed, const char *cards,
    int balanced)
{
	const char	*who;
	int		 i, k;

	printf("[Game \"alphagon\"]\n[Seed \"%ju\"]\n[Players \"",
	    (uintmax_t)seed);
	for (i = 0; i < d->nplayers; i++)
		printf("%s%s:%s", i > 0 ? " " : "", seat_name[d->seat[i]],
		    seat_color[d->seat[i]]);
	printf("\"]\n[Goal \"%d\"]\n", ag_goal(d->nplayers));
	if (cards != NULL) {
		printf("[Cards \"");
		for (; *cards != '\0'; cards++)
			printf("%s%c", *cards == '"' || *cards == '\\' ?
			    "\\" : "", *cards);
		printf("\"]\n");
	}
	printf("# the die: %s plays first, then %s\n", seat_name[d->first],
	    d->clockwise ? "clockwise" : "counterclockwise");
	printf("# %s racks, their values:", balanced ? "balanced" : "plain");
	for (i = 0; i < d->nplayers; i++)
		printf(" %d", d->value[i]);
	printf("\n");
	for (i = 0; i < d->nplayers; i++) {
		who = seat_name[d->seat[i]];
		printf("0 %s rack %s\n0 %s cards", who, d->rack[i], who);
		for (k = 0; k < AG_START_CARDS; k++)
			printf(" %d", d->cards[i][k]);
		printf("\n0 %s bonus %d\n", who, AG_START_BONUS);
	}
	printf("0 host deck");
	for (i = 0; i < d->ndeck; i++)
		printf(" %d", d->deck[i]);
	printf("\n");
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "seed", required_argument, NULL, 's' },
		{ "players", required_argument, NULL, 'p' },
		{ "cards", required_argument, NULL, 'c' },
		{ "plain", no_argument, NULL, 'P' },
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	static struct ag_deal	 d;
	struct ag_deck		 deck;
	struct verdict		 v;
	const char		*cards = NULL;
	uint64_t		 seed = 0;
	int			 ch, have_seed = 0, players = 2, balanced = 1;

	diag_init(argv[0]);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		switch (ch) {
		case 's':
			seed = numarg_option("seed", optarg, 0, UINT64_MAX);
			have_seed = 1;
			break;
		case 'p':
			players = (int)numarg_option("players", optarg,
			    AG_MINPLAYERS, AG_MAXPLAYERS);
			break;
		case 'c':
			cards = optarg;
			break;
		case 'P':
			balanced = 0;
			break;
		}
	}
	if (optind < argc)
		diag_usage("unexpected argument '%s'", argv[optind]);
	if (cards != NULL && has_control(cards))
		diag_usage("--cards: the file's name holds a control "
		    "character");
	verdict_clear(&v);
	if (cards == NULL)
		ag_deck_standin(&deck);
	else if (!ag_deck_read_file(&deck, cards, &v))
		diag_exit(verdict_print(&v));
	if (deck.n < AG_START_CARDS * players) {
		diag_warn("%s: the deck has %d cards; %d players need %d",
		    cards != NULL ? cards : "the stand-in deck", deck.n,
		    players, AG_START_CARDS * players);
		ag_deck_free(&deck);
		diag_exit(EXIT_TROUBLE);
	}
	if (!have_seed)
		seed = rng_fresh_seed();
	ag_deal(&d, seed, players, deck.n, balanced);
	ag_deck_free(&deck);
	write_record(&d, seed, cards, balanced);
	diag_exit(EXIT_VALID);
}
