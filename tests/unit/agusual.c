/*
 * agusual.c: unit tests for ag_read_args() (lib/ag/rules.c), which reads
 * an Alphagon event's arguments without the verb table: it takes an
 * event exactly when the table's pattern for its verb matches the
 * arguments joined by blanks (refkit(7): each verb's arguments as its
 * page writes them; an event it refuses goes to the table, which says
 * why), and it reads what the event says.  Each usual event stands
 * beside an unusual twin; a million random ones compare it with PCRE2.
 */
#define PCRE2_CODE_UNIT_WIDTH 8

#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "record.h"
#include "ruletab.h"
#include "ag/game.h"
#include "ag/rules.h"
#include "argevent.h"
#include "readgame.h"
#include "tap.h"

/* Whether the verb's pattern matches the text (the arguments joined). */
static int
pattern_matches(int verb, const char *text)
{
	return rule_takes(&ag_game_verbs()[verb], text);
}

/* Whether ag_read_args() takes the event, read into *ev. */
static int
taken_as(const char *verb, const char *args, struct ag_event *ev)
{
	struct arg_event e;
	int		 v = ag_verb_find(verb);

	arg_event_set(&e, verb, args);
	return v >= 0 && ag_read_args(ev, &e.e, v);
}

static int
taken(const char *verb, const char *args)
{
	struct ag_event	 ev;

	return taken_as(verb, args, &ev);
}

/* n capital letters, cycling through the alphabet. */
static const char *
letters(int n)
{
	static char	 buf[128];
	int		 i;

	for (i = 0; i < n; i++)
		buf[i] = (char)('A' + i % 26);
	buf[n] = '\0';
	return buf;
}

/* n words, "AB" each. */
static const char *
words(int n)
{
	static char	 buf[128];
	int		 i;

	buf[0] = '\0';
	for (i = 0; i < n; i++)
		strcat(buf, i > 0 ? " AB" : "AB");
	return buf;
}

/* The usual events and their twins, as alphagon(6) writes the verbs. */
static void
twins(void)
{
	struct ag_event	 ev;
	char		 deck[3000];
	int		 i;

	tap_ok(taken_as("place", "NC bonus", &ev) && strcmp(ev.letters,
	    "NC") == 0 && ev.bonus == 1, "place NC bonus: two letters for a "
	    "token");
	tap_ok(!taken("place", "NC Bonus"), "place NC Bonus is the table's");
	tap_ok(taken_as("place", "O", &ev) && strcmp(ev.letters, "O") == 0 &&
	    ev.bonus == 0, "place O: one letter");
	tap_ok(!taken("place", "ONE"), "place ONE is the table's: one or two "
	    "letters");
	tap_ok(taken_as("start", "D4 E R", &ev) && ev.dir == AG_EAST &&
	    strcmp(ev.letters, "R") == 0, "start D4 E R");
	tap_ok(taken("start", "D999 E R"), "start D999 E R fits the pattern "
	    "(the engine finds it off the board)");
	tap_ok(!taken("start", "D1000 E R"), "start D1000 E R is the table's");
	tap_ok(!taken("start", "D4 X R"), "start D4 X R is the table's: "
	    "N, E, S or W");
	tap_ok(!taken("start", "D E R"), "start D E R is the table's");
	tap_ok(taken_as("change", "Q K", &ev) && strcmp(ev.letters, "QK") ==
	    0, "change Q K: the letter out, then the one in");
	tap_ok(!taken("change", "Q"), "change Q is the table's");
	tap_ok(taken_as("syllable", "17 RO", &ev) && ev.card[0] == 17 &&
	    ev.ncards == 1 && strcmp(ev.syllable, "RO") == 0,
	    "syllable 17 RO");
	tap_ok(!taken("syllable", "17 ROSE"), "syllable 17 ROSE is the "
	    "table's: 1 to 3 letters");
	tap_ok(taken_as("shape", "9999", &ev) && ev.card[0] == 9999,
	    "shape 9999");
	tap_ok(!taken("shape", "10000"), "shape 10000 is the table's: 1 to "
	    "4 digits");
	tap_ok(taken_as("bonus", "0002", &ev) && ev.bonus == 2, "bonus 0002");
	tap_ok(!taken("bonus", ""), "bonus alone is the table's");
	tap_ok(taken_as("cards", "3 17 21", &ev) && ev.ncards == 3 &&
	    ev.card[2] == 21, "cards 3 17 21");
	tap_ok(taken("cards", "1 2 3 4 5 6 7 8"), "eight cards");
	tap_ok(!taken("cards", "1 2 3 4 5 6 7 8 9"), "nine cards are the "
	    "table's");
	tap_ok(taken_as("deck", "", &ev) && ev.ncards == 0, "deck, empty");
	deck[0] = '\0';
	for (i = 1; i <= 500; i++)
		snprintf(deck + strlen(deck), sizeof(deck) - strlen(deck),
		    "%s%d", i > 1 ? " " : "", i);
	{
		struct arg_event e;
		const char	*args[501];
		char		 buf[3000], *s;
		int		 n = 0;

		/* 500 arguments: more than arg_event_set() splits. */
		snprintf(buf, sizeof(buf), "%s", deck);
		for (s = strtok(buf, " "); s != NULL; s = strtok(NULL, " "))
			args[n++] = s;
		args[n] = NULL;
		memset(&e, 0, sizeof(e));
		e.e.verb = "deck";
		e.e.args = args;
		e.e.nargs = (unsigned short)n;
		tap_ok(ag_read_args(&ev, &e.e, AG_V_DECK) && ev.ncards == 500 &&
		    ev.card[499] == 500 && pattern_matches(AG_V_DECK, deck),
		    "a deck of 500 cards");
		e.e.nargs = 501;
		args[500] = "1";
		tap_ok(!ag_read_args(&ev, &e.e, AG_V_DECK), "501 are the "
		    "table's");
	}
	tap_ok(taken_as("close", letters(64), &ev) && ev.nwords == 1 &&
	    strcmp(ev.word[0], letters(64)) == 0, "close a word of 64 "
	    "letters");
	tap_ok(!taken("close", letters(65)), "65 letters are the table's");
	tap_ok(!taken("close", "ROUND ROUNDS"), "close names one word");
	tap_ok(taken_as("declare", words(8), &ev) && ev.nwords == 8,
	    "declare 8 words");
	tap_ok(!taken("declare", words(9)), "9 are the table's");
	tap_ok(taken_as("pass", "", &ev) && ev.letters[0] == '\0', "pass");
	tap_ok(taken_as("pass", "Q", &ev) && strcmp(ev.letters, "Q") == 0,
	    "pass Q");
	tap_ok(!taken("pass", "QU"), "pass QU is the table's");
	tap_ok(taken_as("reward", "bonus", &ev) && ev.letters[0] == '\0',
	    "reward bonus");
	tap_ok(taken_as("reward", "K", &ev) && strcmp(ev.letters, "K") == 0,
	    "reward K");
	tap_ok(!taken("reward", "bonuses"), "reward bonuses is the table's");
	tap_ok(!taken("reward", ""), "reward alone is the table's");
	tap_ok(taken("doubt", "") && taken("suspend", ""), "doubt, suspend");
	tap_ok(!taken("doubt", "X"), "doubt X is the table's");
	tap_ok(taken("rack", letters(16)) && !taken("rack", letters(17)),
	    "a rack of 16 letters, not 17");
	tap_ok(taken("lose", "Z") && !taken("lose", "z") &&
	    !taken("giveup", "ZZ"), "lose Z; not lose z, giveup ZZ");
}

/* Every verb found by its name, and no other name. */
static void
names(void)
{
	static const char *const not[] = { "", "p", "pla", "plac", "places",
		"Place", "PLACE", "rac", "racks", "decks", "declares", "stat",
		"starts", "host", "cardsx", "\xc3\xa9" };
	size_t	 i;
	int	 v, ok = 1;

	for (v = 0; v < AG_NVERBS; v++)
		ok &= ag_verb_find(ag_verb_name((enum ag_verb)v)) == v;
	tap_ok(ok, "each of the %d verbs is found by its name", AG_NVERBS);
	for (i = 0, ok = 1; i < sizeof(not) / sizeof(not[0]); i++)
		if (ag_verb_find(not[i]) >= 0) {
			printf("# '%s' is found\n", not[i]);
			ok = 0;
		}
	tap_ok(ok, "no other name is a verb");
}

/* Make the file at path (a mkstemp() template); 0 and a test failed if not. */
static int
record_file(char *path)
{
	int	 fd;

	if ((fd = mkstemp(path)) == -1) {
		tap_ok(0, "a file for the record: %s", path);
		return 0;
	}
	close(fd);
	return 1;
}

/*
 * Every verb of a record found by its name, and no other word (read as a
 * program reads a record, and judged by ag_game_event()).
 */
static void
event_names(void)
{
	static const char *const not[] = { "p", "pla", "plac", "places",
		"Place", "rac", "racks", "decks", "declares", "stat", "starts",
		"cardsx", "suspended", "contradicts", "syllables",
		"abcdefghijklmnopq", "\xc3\xa9" };
	char			 path[] = "/tmp/agusual.XXXXXX", text[2048];
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct ag_options	 opt;
	struct ag_game		 g;
	struct verdict		 v;
	size_t			 i, nverbs = AG_NVERBS;
	int			 ok = 1, unknown;

	if (!record_file(path))
		return;
	snprintf(text, sizeof(text), "[Game \"alphagon\"]\n"
	    "[Players \"ann:red bob:blue\"]\n");
	for (i = 0; i < nverbs; i++)
		snprintf(text + strlen(text), sizeof(text) - strlen(text),
		    "0 ann %s\n", ag_verb_name((enum ag_verb)i));
	for (i = 0; i < sizeof(not) / sizeof(not[0]); i++)
		snprintf(text + strlen(text), sizeof(text) - strlen(text),
		    "0 ann %s\n", not[i]);
	ag_options_init(&opt);
	opt.no_words = 1;
	if ((r = read_game(path, text, &rg)) == NULL ||
	    rg->nevents != nverbs + sizeof(not) / sizeof(not[0])) {
		tap_ok(0, "the record of verbs is read");
		unlink(path);
		return;
	}
	for (i = 0; i < rg->nevents; i++) {
		if (!ag_game_begin(&g, rg, &opt, &v)) {
			ok = 0;
			break;
		}
		(void)ag_game_event(&g, &rg->events[i], &v);
		unknown = strstr(v.text, "unknown verb") != NULL;
		if (unknown != (i >= nverbs)) {
			printf("# %s: %s\n", rg->events[i].verb, v.text);
			ok = 0;
		}
	}
	tap_ok(ok, "in a record, each verb is known by its name and %zu "
	    "other words are not", sizeof(not) / sizeof(not[0]));
	rec_close(r);
	unlink(path);
}

/*
 * A deck of more than AG_MAXCARDS cards, which the deck's pattern refuses
 * and read_args() does not take: malformed, in the table's words and at
 * its place (ruletab.c's malformed_args(): the first argument), as a deck
 * of other arguments it does not fit; 500 cards are a deck.
 */
static void
long_deck(void)
{
	char			 path[] = "/tmp/agusual.XXXXXX", text[8192];
	char			*deck;
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct ag_options	 opt;
	struct ag_game		 g;
	struct verdict		 v[3];
	size_t			 i;
	int			 ok[3];

	if (!record_file(path))
		return;
	snprintf(text, sizeof(text), "[Game \"alphagon\"]\n"
	    "[Players \"ann:red bob:blue\"]\n0 host deck");
	for (i = 1; i <= 501; i++)
		snprintf(text + strlen(text), sizeof(text) - strlen(text),
		    " %zu", i);
	snprintf(text + strlen(text), sizeof(text) - strlen(text),
	    "\n0 host deck 1 x 3\n0 host deck");
	for (i = 1; i <= 500; i++)
		snprintf(text + strlen(text), sizeof(text) - strlen(text),
		    " %zu", i);
	strcat(text, "\n");
	ag_options_init(&opt);
	opt.no_words = 1;
	if ((r = read_game(path, text, &rg)) == NULL || rg->nevents != 3) {
		tap_ok(0, "the record of decks is read");
		unlink(path);
		return;
	}
	for (i = 0; i < 3; i++) {
		ok[i] = ag_game_begin(&g, rg, &opt, &v[i]) &&
		    ag_game_event(&g, &rg->events[i], &v[i]);
	}
	/* The first deck's arguments, its line cut. */
	deck = strstr(text, "deck ") + 5;
	*strchr(deck, '\n') = '\0';
	tap_ok(!pattern_matches(AG_V_DECK, deck) &&
	    !ok[0] && v[0].status == EXIT_TROUBLE && v[0].pos.line == 3 &&
	    v[0].pos.col == 13 && strcmp(v[0].text, v[1].text) == 0 &&
	    strncmp(v[0].text, "malformed 'deck' event: expected 'deck N",
	    40) == 0, "a deck of 501 cards, which the pattern refuses, is "
	    "malformed as one of a letter: %s at %lu:%lu", v[0].text,
	    (unsigned long)v[0].pos.line, (unsigned long)v[0].pos.col);
	tap_ok(!ok[1] && v[1].status == EXIT_TROUBLE && v[1].pos.line == 4 &&
	    v[1].pos.col == 13, "a deck of a letter: %s", v[1].text);
	tap_ok(!ok[2] && v[2].status == EXIT_REJECTED, "a deck of 500 cards "
	    "is one, its cards rejected, not its form: %s", v[2].text);
	rec_close(r);
	unlink(path);
}

int
main(void)
{
	static const char *const bits[] = {
		"A", "Q", "NC", "ROUND", "17", "3", "9999", "bonus", "D4",
		"M13", "E", "N", "AB", "0", "10000", "a", "Bonus", "D", "4D",
		"\xc3\x89", "ABCDEFGHIJKLMNOPQ", "RO", "ROSE", "A1B", ""
	};
	char		 text[1024];
	struct arg_event ev;
	struct ag_event	 out;
	unsigned long	 n, took = 0, refused = 0, wrong = 0;
	size_t		 k, len;
	int		 verb, got, want;

	(void)ag_game_verbs();
	names();
	event_names();
	long_deck();
	twins();
	/* Random texts: taken exactly when the pattern matches. */
	srand(7);
	for (n = 0; n < 1000000; n++) {
		text[0] = '\0';
		len = 0;
		for (k = (size_t)rand() % 10; k > 0; k--) {
			const char *b = bits[(size_t)rand() % (sizeof(bits) /
			    sizeof(bits[0]))];

			if (len + strlen(b) + 2 >= sizeof(text))
				break;
			if (len > 0)
				text[len++] = ' ';
			strcpy(text + len, b);
			len += strlen(b);
		}
		/* The reader splits at blanks: no empty argument. */
		if (strstr(text, "  ") != NULL || text[0] == ' ' ||
		    (len > 0 && text[len - 1] == ' '))
			continue;
		verb = rand() % AG_NVERBS;
		arg_event_set(&ev, ag_verb_name((enum ag_verb)verb), text);
		got = ag_read_args(&out, &ev.e, verb);
		want = pattern_matches(verb, text);
		took += got;
		refused += !got;
		if (got != want && wrong++ < 5)
			printf("# %s: %s %s\n", got ? "taken, not the "
			    "pattern's" : "the pattern's, not taken",
			    ev.e.verb, text);
	}
	tap_ok(wrong == 0, "every random event (%lu taken, %lu not) is taken "
	    "exactly when its verb's pattern matches", took, refused);
	tap_ok(took > 10000 && refused > 10000, "both kinds were tried");
	return tap_done();
}
