/*
 * agcards.c: unit tests for lib/ag/cards.c: the stand-in deck (the same
 * as data/ag/standin.cards, every silhouette of 4 and 5 squares) and deck
 * files, and every way a card can be wrong (the place and the message).
 */
#include <stdio.h>
#include <string.h>

#include "ag/cards.h"
#include "tap.h"

struct bad_deck {
	const char	*text;
	unsigned int	 line, col;
	const char	*message;
};

static const struct bad_deck bad_decks[] = {
	{ "# nothing\n", 1, 0, "the deck has no card" },
	{ "", 0, 0, "the deck has no card" },
	{ "2 SA/NI TI/AS FU/NO UF/SON ESSE\n", 1, 1, "expected card number 1" },
	{ "1 SA/NI TI/AS FU/NO UF/SON ESSE\n1 SA/NI TI/AS FU/NO UF/SO EEE\n",
	  2, 1, "expected card number 2, not '1'" },
	{ "01 SA/NI TI/AS FU/NO UF/SON ESSE\n", 1, 1, "not '01'" },
	{ "99999999999999999999 SA/NI\n", 1, 1, "expected card number 1" },
	{ "1 SA/NI TI/AS FU/NO\n", 1, 20, "3 pairs of syllables, not 4" },
	{ "1 SA/NI TI/AS FU/NO UF/SON\n", 1, 27, "card 1 has no silhouette" },
	{ "1 SA/NI TI-AS FU/NO UF/SON ESSE\n", 1, 9, "'TI-AS' is not a pair" },
	{ "1 SA/NI TI/as FU/NO UF/SON ESSE\n", 1, 9, "'TI/as' is not a pair" },
	{ "1 SA/NI T/AS FU/NO UF/SON ESSE\n", 1, 9, "'T/AS' is not a pair" },
	{ "1 SA/NI TIAS/A FU/NO UF/SON ESSE\n", 1, 9, "is not a pair" },
	{ "1 SA/NI TI/AS/ FU/NO UF/SON ESSE\n", 1, 9, "is not a pair" },
	{ "1 SA/NI TI/AS FU/NO UF/SON EE\n", 1, 28,
	  "'EE' is not a silhouette" },
	{ "1 SA/NI TI/AS FU/NO UF/SON EEEEE\n", 1, 28, "is not a silhouette" },
	{ "1 SA/NI TI/AS FU/NO UF/SON EXE\n", 1, 28, "is not a silhouette" },
	{ "1 SA/NI TI/AS FU/NO UF/SON EWE\n", 1, 28,
	  "its square 3 is square 1" },
	{ "1 SA/NI TI/AS FU/NO UF/SON ESW\n", 1, 28,
	  "its square 4 touches square 1" },
	{ "1 SA/NI TI/AS FU/NO UF/SON ESSWN\n", 1, 28, "is not a silhouette" },
	{ "1 SA/NI TI/AS FU/NO UF/SON ESSE X\n", 1, 33, "'X' after its" },
	{ "1 SA/NI TI/AS FU/NO UF/SON ESSE\t\x01\n", 1, 33, "byte 0x01" },
};

static void
standin(void)
{
	struct ag_deck	 d, f;
	struct verdict	 v;
	int		 i, j, same, found;
	static const char *const shapes[] = { "EEE", "EEN", "EES", "ENE",
		"ENN", "ESE", "ESS", "EEEE", "EEEN", "EEES", "EENE", "EENN",
		"EESE", "EESS", "ENEE", "ENEN", "ENNE", "ENNN", "ENNW", "ESEE",
		"ESES", "ESSE", "ESSS", "ESSW" };

	ag_deck_standin(&d);
	tap_is_int(d.n, 36, "the stand-in deck has 36 cards");
	tap_is_str(d.card[16].syllable[0], "CON", "card 17's first syllable");
	tap_is_str(d.card[16].syllable[7], "PRO", "card 17's last syllable");
	tap_is_str(d.card[16].steps, "ENNE", "card 17's silhouette");
	found = 0;
	for (i = 0; i < 24; i++)
		for (j = 0; j < d.n; j++)
			if (strcmp(d.card[j].steps, shapes[i]) == 0) {
				found++;
				break;
			}
	tap_is_int(found, 24, "every silhouette of 4 or 5 squares that starts "
	    "east is on a stand-in card");
	verdict_clear(&v);
	same = ag_deck_read_file(&f, "data/ag/standin.cards", &v) &&
	    f.n == d.n && memcmp(f.card, d.card, sizeof(d.card[0]) *
	    (size_t)d.n) == 0;
	tap_ok(same, "data/ag/standin.cards is the stand-in built in");
	ag_deck_free(&f);
	ag_deck_free(&d);
}

static void
files(void)
{
	struct ag_deck	 d;
	struct verdict	 v;
	size_t		 i;
	const struct bad_deck *b;
	const char	*good = "  1 SA/NI TI/AS FU/NO UF/SON ESSE # a card\r\n"
	    "\n2\tCO/GI PRO/ER AB/CD EF/GH NNW\n";

	verdict_clear(&v);
	tap_ok(ag_deck_parse(&d, "t.cards", good, strlen(good), &v) &&
	    d.n == 2 && strcmp(d.card[0].syllable[7], "SON") == 0 &&
	    strcmp(d.card[1].steps, "NNW") == 0,
	    "two cards, with comments, tabs, blank lines and CRLF");
	ag_deck_free(&d);
	for (i = 0; i < sizeof(bad_decks) / sizeof(bad_decks[0]); i++) {
		b = &bad_decks[i];
		verdict_clear(&v);
		if (!tap_ok(!ag_deck_parse(&d, "t.cards", b->text,
		    strlen(b->text), &v) && v.status == EXIT_TROUBLE &&
		    v.pos.line == b->line && v.pos.col == b->col &&
		    strstr(v.text, b->message) != NULL && d.n == 0,
		    "refused at %u:%u: %s", b->line, b->col, b->message))
			printf("#   got %u:%u: %s\n", v.pos.line, v.pos.col,
			    v.text);
		ag_deck_free(&d);
	}
}

/* 501 cards are too many; 500 are not. */
static void
sizes(void)
{
	static char	 text[501 * 40];
	struct ag_deck	 d;
	struct verdict	 v;
	size_t		 len = 0;
	int		 i;

	for (i = 1; i <= 501; i++)
		len += (size_t)snprintf(text + len, sizeof(text) - len,
		    "%d AB/CD EF/GH IJ/KL MN/OP EEE\n", i);
	verdict_clear(&v);
	tap_ok(!ag_deck_parse(&d, "t.cards", text, len, &v) &&
	    v.pos.line == 501 && strstr(v.text, "more than 500 cards"),
	    "card 501 is refused: %s", v.text);
	ag_deck_free(&d);
	len = (size_t)(strstr(text, "\n501 ") - text) + 1;
	tap_ok(ag_deck_parse(&d, "t.cards", text, len, &v) && d.n == 500,
	    "500 cards are read");
	ag_deck_free(&d);
}

int
main(void)
{
	standin();
	files();
	sizes();
	return tap_done();
}
