/*
 * aggame.c: unit tests of lib/ag's replay: each case is a record after a
 * common setup and the verdict the rules give on it (valid, or the first
 * event rejected with the rule it breaks); each legal case stands beside
 * its nearest illegal twin.  Then the state a replay leaves: racks and
 * sacks, points, the polygon's next square, and a copy tried apart.
 *
 * The stand-in board (ag-board(5)): flags D4 J4 D10 J10; stars B2 L2 G3
 * C7 K7 G11 B12 L12; clouds F2 H2 B6 L6 B8 L8 F12 H12.  The stand-in deck
 * has 36 cards.  Words are not looked up here (no dictionary), but in
 * tests/ag-check.t.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "record.h"
#include "verdict.h"
#include "ag/game.h"
#include "readgame.h"
#include "tap.h"

#define TAGS	"[Game \"alphagon\"]\n[Players \"ann:red bob:blue\"]\n"
#define DEAL \
	"0 ann rack AEORNDS\n0 ann cards 1 2 3\n0 ann bonus 2\n" \
	"0 bob rack AEIRTPL\n0 bob cards 4 5 6\n0 bob bonus 2\n"
#define DECK	"0 host deck 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 " \
	"22 23 24 25 26 27 28 29 30 31 32 33 34 35 36\n"
#define SETUP	TAGS DEAL DECK
/* bob holds card 2 (EA, and EEEE: 5 squares in a row). */
#define DEAL2 \
	"0 ann rack AEORNDS\n0 ann cards 1 3 4\n" \
	"0 bob rack AEIRTPL\n0 bob cards 2 5 6\n"
/* R on E4, E on F4, A on G4, L on H4: REAL closed by bob. */
#define REAL \
	"1 ann start D4 E R\n1 ann draw T\n2 bob place E\n2 bob draw E\n" \
	"3 ann place A\n3 ann draw A\n4 bob place L\n4 bob draw L\n"
/*
 * Every letter given up for a token, one a turn, each turn then passed
 * (for that token): ann holds none after turn 13, bob L; after turn 14
 * neither holds a letter.
 */
#define DRAIN13 \
	"1 ann start D4 E R\n1 ann draw T\n1 ann giveup T\n" \
	"2 bob giveup A\n2 bob pass\n3 ann giveup A\n3 ann pass\n" \
	"4 bob giveup E\n4 bob pass\n5 ann giveup E\n5 ann pass\n" \
	"6 bob giveup I\n6 bob pass\n7 ann giveup O\n7 ann pass\n" \
	"8 bob giveup R\n8 bob pass\n9 ann giveup N\n9 ann pass\n" \
	"10 bob giveup T\n10 bob pass\n11 ann giveup D\n11 ann pass\n" \
	"12 bob giveup P\n12 bob pass\n13 ann giveup S\n13 ann pass\n"
#define DRAIN	DRAIN13 "14 bob giveup L\n14 bob pass\n"
/*
 * Then bob places a letter a turn (RLKMB from E4 to I4) while ann, who
 * holds none, passes her 3 tokens away: from turn 21 she has neither.
 */
#define PASSOUT	DRAIN13 \
	"14 bob place L\n14 bob draw K\n15 ann pass\n" \
	"16 bob place K\n16 bob draw M\n17 ann pass\n" \
	"18 bob place M\n18 bob draw B\n19 ann pass\n" \
	"20 bob place B\n20 bob draw F\n"
/*
 * Then bob's F on J4 (a flag), and his doubt of RLKMBF: ann, without a
 * token nor a letter, closes RLKMBFS with her '+' on K4.
 */
#define CLOUDED	"21 ann pass\n22 bob place F\n22 bob draw G\n23 ann pass\n" \
	"24 bob doubt\n24 ann state RLKMBFS\n"

struct game_case {
	const char	*name;
	const char	*record;
	int		 status;	/* of the first bad event, or 0 */
	const char	*message;	/* a part of its message */
};

static const struct game_case cases[] = {
	{ "a setup as ag-deal writes it", SETUP, 0, NULL },
	{ "a rack of 4 vowels", TAGS "0 ann rack AEIOBCD\n", 1,
	  "3 vowels and 4 consonants" },
	{ "a rack the sacks do not hold (3 H)", TAGS "0 ann rack AEIHHHB\n",
	  1, "sacks do not hold" },
	{ "two racks for one player", TAGS "0 ann rack AEORNDS\n"
	  "0 ann rack AEORNDS\n", 1, "has a rack already" },
	{ "4 cards dealt", TAGS "0 ann cards 1 2 3 4\n", 1, "3 polygon cards" },
	{ "a card in two hands", TAGS "0 ann cards 1 2 3\n0 bob cards 3 4 5\n",
	  1, "in a hand already" },
	{ "a card the deck lacks", TAGS "0 ann cards 1 2 37\n", 1,
	  "there is no card 37" },
	{ "3 bonus tokens", TAGS "0 ann bonus 3\n", 1, "2 bonus tokens" },
	{ "a deck with a dealt card", TAGS DEAL "0 host deck 7 1\n", 1,
	  "card 1 is in a hand" },
	{ "a deck that misses cards", TAGS DEAL "0 host deck 7 8\n"
	  "1 ann start D4 E R\n", 1, "every card is dealt or in the deck" },
	{ "no deck: the cards are unknown, and fine", TAGS DEAL
	  "1 ann start D4 E R\n", 0, NULL },
	{ "a player without a rack", TAGS "0 ann rack AEORNDS\n"
	  "0 ann cards 1 2 3\n1 ann start D4 E R\n", 1, "bob has no "
	  "starting rack" },
	{ "the start on a flag", SETUP "1 ann start D4 E R\n", 0, NULL },
	{ "the start off a flag", SETUP "1 ann start D5 E R\n", 1,
	  "D5 is not a flag" },
	{ "the start off the board", SETUP "1 ann start N4 E R\n", 1,
	  "N4 is off the board" },
	{ "the start with a letter not held", SETUP "1 ann start D4 E Z\n", 1,
	  "ann does not hold Z" },
	{ "the start by the second player", SETUP "1 bob start D4 E R\n", 1,
	  "not their turn" },
	{ "a place before the start", SETUP "1 ann place R\n", 1,
	  "begins with the first player's start" },
	{ "the draw of the kind placed", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n", 0, NULL },
	{ "a draw of the other kind", SETUP "1 ann start D4 E R\n"
	  "1 ann draw A\n", 1, "a letter drawn replaces one of its kind" },
	{ "no draw before the next turn", SETUP "1 ann start D4 E R\n"
	  "2 bob place E\n", 1, "has not drawn 1 consonant" },
	{ "a draw the sack can give (4th R)", TAGS "0 ann rack AEORRRN\n"
	  "0 ann cards 1 2 3\n0 bob rack AEIRTPL\n0 bob cards 4 5 6\n"
	  "1 ann start D4 E R\n1 ann draw R\n", 0, NULL },
	{ "a draw the sack cannot give (5th R)", TAGS "0 ann rack AEORRRR\n"
	  "0 ann cards 1 2 3\n0 bob rack AEIRTPL\n0 bob cards 4 5 6\n"
	  "1 ann start D4 E R\n1 ann draw R\n", 1, "sacks have run short" },
	{ "the next letter", SETUP REAL, 0, NULL },
	{ "a letter not held", SETUP "1 ann start D4 E R\n1 ann draw T\n"
	  "2 bob place O\n", 1, "bob does not hold O" },
	{ "two letters for a token", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob place EA bonus\n2 bob draw EA\n", 0, NULL },
	{ "two letters without the token", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob place EA\n", 1, "two letters cost a bonus" },
	{ "two placings in a turn", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob place E\n2 bob place A\n", 1,
	  "placed once a turn" },
	{ "turn order: a turn skipped", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n3 ann place A\n", 1, "turns go one by one" },
	{ "an empty turn", SETUP "1 ann start D4 E R\n1 ann draw T\n"
	  "2 bob change E O\n3 ann place A\n", 1, "neither placed" },
	{ "close the word since the '+'", SETUP REAL "4 bob close REAL\n", 0,
	  NULL },
	{ "close a word the board does not spell", SETUP REAL
	  "4 bob close REALM\n", 1, "spell REAL, not REALM" },
	{ "close a word of 3 letters", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob place E\n2 bob draw E\n3 ann place D\n"
	  "3 ann draw D\n3 ann close RED\n", 1, "shorter than 4 letters" },
	{ "a pass for a bonus token", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob pass\n", 0, NULL },
	{ "a pass for a letter, holding a token", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob pass E\n", 1, "a letter only without one" },
	{ "a pass after placing", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob place E\n2 bob draw E\n2 bob pass\n", 1,
	  "instead of placing" },
	{ "a pass without tokens costs a letter", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob pass\n3 ann pass\n4 bob pass\n5 ann pass\n"
	  "6 bob pass L\n", 0, NULL },
	{ "a pass without tokens nor a letter named", SETUP
	  "1 ann start D4 E R\n1 ann draw T\n2 bob pass\n3 ann pass\n"
	  "4 bob pass\n5 ann pass\n6 bob pass\n", 1, "costs a letter" },
	{ "a change before placing, for a token", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob change I O\n2 bob place O\n2 bob draw U\n",
	  0, NULL },
	{ "a change of a vowel for a consonant", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob change I K\n", 1, "I is a vowel and K a "
	  "consonant: a letter is changed for one of the same kind" },
	{ "a change of a letter not held", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob change O I\n", 1, "bob does not hold O" },
	{ "two changes in a turn", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob change I O\n2 bob change A U\n", 1,
	  "one letter is changed a turn" },
	{ "a syllable of the word just closed", SETUP REAL "4 bob close REAL\n"
	  "4 bob syllable 4 RE\n", 0, NULL },
	{ "a syllable of the word under construction (the rules: CONGI, CO "
	  "or GI)", SETUP REAL "4 bob syllable 4 RE\n", 0, NULL },
	{ "a syllable of the card not in the word", SETUP REAL
	  "4 bob close REAL\n4 bob syllable 4 LE\n", 1, "LE is not in the "
	  "word" },
	{ "a syllable not on the card", SETUP REAL "4 bob close REAL\n"
	  "4 bob syllable 4 AL\n", 1, "card 4 has no syllable AL" },
	{ "a syllable of a card not held", SETUP REAL "4 bob close REAL\n"
	  "4 bob syllable 1 ER\n", 1, "bob does not hold card 1" },
	{ "two syllables in a turn", SETUP REAL "4 bob close REAL\n"
	  "4 bob syllable 4 RE\n4 bob syllable 7 RA\n", 1,
	  "one syllable is found a turn" },
	{ "a shape at the polygon's end (EEE: + R E A L +)", SETUP REAL
	  "4 bob close REAL\n5 ann shape 1\n", 0, NULL },
	{ "a shape not at the end (ENEE)", SETUP REAL "4 bob close REAL\n"
	  "5 ann shape 3\n", 1, "is not the end of the polygon" },
	{ "a syllable and the shape of one card, exchanged once", TAGS DEAL2
	  REAL "4 bob close REAL\n4 bob syllable 2 EA\n4 bob shape 2\n", 0,
	  NULL },
	{ "a syllable of one card, a shape of another not at the end", TAGS
	  DEAL2 REAL "4 bob close REAL\n4 bob syllable 2 EA\n"
	  "4 bob shape 5\n", 1, "card 5's silhouette" },
	{ "no deck: the card drawn is named", TAGS DEAL REAL
	  "4 bob close REAL\n4 bob syllable 4 RE\n4 bob cards 9\n", 0,
	  NULL },
	{ "no deck: a card named that a player holds", TAGS DEAL REAL
	  "4 bob close REAL\n4 bob syllable 4 RE\n4 bob cards 1\n", 1,
	  "card 1 is in a hand already" },
	{ "no deck: two cards named for one find", TAGS DEAL REAL
	  "4 bob close REAL\n4 bob syllable 4 RE\n4 bob cards 9 10\n", 1,
	  "draws 1 card(s)" },
	{ "a doubt, the word admitted: the doubter loses a letter", SETUP
	  "1 ann start D4 E R\n1 ann draw T\n2 bob place E\n2 bob draw E\n"
	  "3 ann doubt\n3 bob state REAL\n3 ann lose D\n", 0, NULL },
	{ "a doubt, the word admitted, the doubter's letter not given",
	  SETUP "1 ann start D4 E R\n1 ann draw T\n2 bob place E\n"
	  "2 bob draw E\n3 ann doubt\n3 bob state REAL\n4 bob place A\n",
	  1, "ann owes 1 letter" },
	{ "a doubt, the word not admitted: the doubted loses a letter",
	  SETUP "1 ann start D4 E R\n1 ann draw T\n2 bob place E\n"
	  "2 bob draw E\n3 ann doubt\n3 bob state RAT\n3 bob lose T\n", 0,
	  NULL },
	{ "a doubt, the word not admitted, the doubter loses nothing",
	  SETUP "1 ann start D4 E R\n1 ann draw T\n2 bob place E\n"
	  "2 bob draw E\n3 ann doubt\n3 bob state RAT\n3 ann lose D\n", 1,
	  "none is owed" },
	{ "a doubt, and a letter placed before the word is stated", SETUP
	  "1 ann start D4 E R\n1 ann draw T\n2 bob place E\n2 bob draw E\n"
	  "3 ann doubt\n3 ann place A\n", 1, "states it first" },
	{ "the word stated by another than the doubted", "[Game \"alphagon\"]\n"
	  "[Players \"ann:red bob:blue cat:green\"]\n"
	  "0 ann rack AEORNDS\n0 ann cards 1 2 3\n"
	  "0 bob rack AEIRTPL\n0 bob cards 4 5 6\n0 cat rack AEORNDS\n"
	  "0 cat cards 7 8 9\n1 ann start D4 E R\n1 ann draw T\n"
	  "2 bob place E\n2 bob draw E\n3 cat doubt\n3 ann state REAL\n", 1,
	  "the one before the doubter" },
	{ "a declaration and a shorter correction", SETUP REAL
	  "4 bob declare REALIZE REALIZED\n4 ann correct REALM\n", 0, NULL },
	{ "a correction that is not shorter", SETUP REAL
	  "4 bob declare REALIZE REALIZED\n4 ann correct REALIZES\n", 1,
	  "is not shorter" },
	{ "a contradiction: the declarer loses a letter", SETUP REAL
	  "4 bob declare REALIZE\n4 ann contradict REALITY\n4 bob lose P\n",
	  0, NULL },
	{ "a contradiction naming a declared word", SETUP REAL
	  "4 bob declare REALIZE REALITY\n4 ann contradict REALITY\n", 1,
	  "REALITY was declared" },
	{ "a contradiction by the declarer", SETUP REAL
	  "4 bob declare REALIZE\n4 bob contradict REALITY\n", 1,
	  "not the declarer" },
	{ "a contradiction that does not continue the word", SETUP REAL
	  "4 bob declare REALIZE\n4 ann contradict RENT\n", 1,
	  "does not continue" },
	{ "a declaration with 2 letters down", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob place E\n2 bob draw E\n3 ann declare "
	  "REALM\n", 1, "at least 3 letters" },
	{ "a declaration that does not continue the word", SETUP REAL
	  "4 bob declare REBEL\n", 1, "does not continue" },
	{ "a letter given up for a token", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob giveup T\n2 bob place E\n2 bob draw E\n", 0,
	  NULL },
	{ "two letters given up in a turn", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob giveup T\n2 bob giveup P\n", 1,
	  "one letter is given up" },
	{ "over 8 letters, under the allocation: a token", SETUP
	  "1 ann start D4 E R\n1 ann draw T\n2 bob pass\n3 ann place E\n"
	  "3 ann draw E\n4 bob place A\n4 bob draw A\n"
	  "4 bob declare REALISTIC\n4 bob reward bonus\n", 0, NULL },
	{ "over 8 letters: the reward taken twice", SETUP
	  "1 ann start D4 E R\n1 ann draw T\n2 bob pass\n3 ann place E\n"
	  "3 ann draw E\n4 bob place A\n4 bob draw A\n"
	  "4 bob declare REALISTIC\n4 bob reward bonus\n"
	  "4 bob reward bonus\n", 1, "once" },
	{ "a correction after the declarer took the reward", SETUP
	  "1 ann start D4 E R\n1 ann draw T\n2 bob pass\n3 ann place E\n"
	  "3 ann draw E\n4 bob place A\n4 bob draw A\n"
	  "4 bob declare REALISTIC\n4 bob reward bonus\n"
	  "4 ann correct REALIST\n", 1, "just made" },
	{ "a correction before the declarer moves on", SETUP
	  "1 ann start D4 E R\n1 ann draw T\n2 bob pass\n3 ann place E\n"
	  "3 ann draw E\n4 bob place A\n4 bob draw A\n"
	  "4 bob declare REALISTIC\n4 ann correct REALIST\n", 0, NULL },
	{ "over 8 letters, at the allocation: no token", SETUP REAL
	  "4 bob declare REALISTIC\n4 bob reward bonus\n", 1,
	  "under the first allocation" },
	{ "8 letters: no reward", SETUP REAL "4 bob declare REALTIME\n"
	  "4 bob reward bonus\n", 1, "more than 8 letters" },
	{ "a round of passes: the last suspends", SETUP "1 ann start D4 E R\n"
	  "1 ann draw T\n2 bob pass\n3 ann pass\n3 ann suspend\n", 0,
	  NULL },
	{ "a suspension before a round of passes", SETUP
	  "1 ann start D4 E R\n1 ann draw T\n2 bob pass\n2 bob suspend\n",
	  1, "round of the table" },
	{ "the goal reached: the turn's findings go on", "[Goal \"4\"]\n"
	  SETUP REAL "4 bob close REAL\n4 bob syllable 4 RE\n", 0, NULL },
	{ "the goal reached: no turn follows", "[Goal \"4\"]\n" SETUP REAL
	  "4 bob close REAL\n5 ann place N\n", 1, "the game is over" },
	{ "no player holds a letter after a turn: the game ends", SETUP
	  DRAIN, 0, NULL },
	{ "no player holds a letter: no turn follows", SETUP DRAIN
	  "15 ann pass\n", 1, "the game is over (no letters)" },
	{ "the last letter given up, the turn's play still owed", SETUP
	  DRAIN13 "14 bob giveup L\n15 ann pass\n", 1, "neither placed" },
	{ "a player without letters, the other with one: play goes on",
	  SETUP DRAIN13 "14 bob place L\n14 bob draw K\n15 ann pass\n",
	  0, NULL },
	{ "a player without letters places one", SETUP DRAIN13
	  "14 bob place L\n14 bob draw K\n15 ann place S\n", 1,
	  "ann does not hold S" },
	{ "a penalty on a player without letters lapses", SETUP DRAIN13
	  "14 bob doubt\n14 ann state RQ\n15 ann pass\n", 0, NULL },
	{ "a penalty on a player without letters: nothing to lose", SETUP
	  DRAIN13 "14 bob doubt\n14 ann state RQ\n14 ann lose S\n", 1,
	  "none is owed" },
	{ "a penalty on the last letter held: lost", SETUP DRAIN13
	  "14 bob doubt\n14 ann state ROAD\n14 bob lose L\n", 0, NULL },
	{ "a penalty on the last letter held: not given up for a token",
	  SETUP DRAIN13 "14 bob doubt\n14 ann state ROAD\n"
	  "14 bob giveup L\n", 1, "a letter owed is lost" },
	{ "a pass without a token nor a letter costs nothing", SETUP PASSOUT
	  "21 ann pass\n", 0, NULL },
	{ "a pass without a token, a letter not held", SETUP PASSOUT
	  "21 ann pass S\n", 1, "ann does not hold S" },
	{ "a cloud on a player without a token nor a letter lapses",
	  "[Clouds \"K4\"]\n" SETUP PASSOUT CLOUDED "24 bob lose G\n", 0, NULL },
	{ "a cloud on a player without a token nor a letter: nothing to lose",
	  "[Clouds \"K4\"]\n" SETUP PASSOUT CLOUDED "24 ann lose S\n", 1, "none is owed" },
	{ NULL, NULL, 0, NULL }
};

static char	 path[] = "/tmp/aggame.XXXXXX";

/* Replay text to its end, without a dictionary, into *g. */
static int
replay(const char *text, struct ag_game *g, struct verdict *v)
{
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct ag_options	 opt;
	int			 ok;

	ag_options_init(&opt);
	opt.no_words = 1;
	if ((r = read_game(path, text, &rg)) == NULL) {
		v->status = EXIT_TROUBLE;
		snprintf(v->text, sizeof(v->text), "the record does not read");
		return 0;
	}
	ok = ag_game_replay(g, rg, &opt, SIZE_MAX, v);
	rec_close(r);
	return ok;
}

static void
test_cases(void)
{
	const struct game_case	*c;
	struct ag_game		 g;
	struct verdict		 v;

	for (c = cases; c->name != NULL; c++) {
		(void)replay(c->record, &g, &v);
		if (!tap_ok(v.status == c->status && (c->message == NULL ||
		    strstr(v.text, c->message) != NULL), "%s", c->name))
			printf("#   status %d: %s\n", v.status, v.text);
	}
}

static void
test_state(void)
{
	struct ag_game	 g, copy;
	struct ag_event	 ev;
	struct verdict	 v;
	char		 buf[128];

	if (!tap_ok(replay(SETUP REAL "4 bob close REAL\n", &g, &v),
	    "REAL replays"))
		printf("#   %s\n", v.text);
	tap_is_int(g.p[1].points, 4, "REAL scores bob 4 (4 to 5 letters)");
	tap_is_int(g.p[1].words, 1, "bob closed one word");
	tap_is_int(g.p[0].points, 0, "ann scored nothing");
	ag_game_next(&g, buf, sizeof(buf));
	tap_is_str(buf, "I5 south", "after REAL, '+' on I4; level with the "
	    "start, the farther edge: south");
	tap_is_int(g.wlen, 0, "a new word begins after the '+'");
	ag_rack_text(&g.p[0], buf, sizeof(buf));
	tap_is_str(buf, "ADENOST", "ann's rack: AEORNDS, R placed and T "
	    "drawn, A placed and A drawn");
	tap_is_int(g.p[0].nrack, 7, "ann holds 7 letters, each placed one "
	    "replaced");
	tap_is_int(g.p[0].sack['R' - 'A'], 3, "ann's sack: 4 R less 1");
	tap_is_int(g.p[0].sack['T' - 'A'], 3, "ann's sack: 4 T less 1");
	tap_is_int(ag_to_play(&g), 1, "bob's turn still");
	copy = g;
	ag_event_init(&ev, AG_V_PLACE, 0, 5);
	strcpy(ev.letters, "N");
	tap_ok(ag_game_apply(&copy, &ev, &v), "a copy takes ann's N in turn 5");
	tap_is_int(copy.p[0].nrack, 6, "the copy's ann holds 6");
	tap_is_int(g.p[0].nrack, 7, "the game's ann holds 7 still");
	ag_event_init(&ev, AG_V_PLACE, 0, 5);
	strcpy(ev.letters, "Z");
	tap_ok(!ag_game_apply(&g, &ev, &v) && v.status == EXIT_REJECTED,
	    "ann's Z, not held, is rejected");
	tap_is_int(g.turn, 4, "and the game is left as it was, in turn 4");
}

/* Replay text; 1 if it replays, else a failed check with its message. */
static int
replays(const char *text, struct ag_game *g, const char *name)
{
	struct verdict	 v;

	if (tap_ok(replay(text, g, &v), "%s replays", name))
		return 1;
	printf("#   %s\n", v.text);
	return 0;
}

static void
test_points(void)
{
	struct ag_game	 g;

	if (replays(SETUP REAL "4 bob declare REALIZE REALIZED\n"
	    "4 ann correct REALM\n", &g, "a corrected declaration")) {
		tap_is_int(g.p[1].points, 4, "REALIZE (5 points) corrected to "
		    "REALM: 4 points");
		tap_is_int(g.p[0].points, 0, "the corrector scores nothing");
	}
	if (replays(SETUP REAL "4 bob declare REALIZE\n"
	    "4 ann contradict REALITY\n4 bob lose P\n", &g,
	    "a contradicted declaration")) {
		tap_is_int(g.p[1].points, 0, "the declarer scores nothing");
		tap_is_int(g.p[0].points, 5, "the contradictor closes REALITY: "
		    "7 letters, 5 points");
		tap_is_int(g.p[1].nrack, 6, "the declarer gave up a letter");
	}
	if (replays(SETUP REAL "4 bob declare REALISTICALLY\n", &g,
	    "a long declaration"))
		tap_is_int(g.p[1].points, 6, "over 7 letters: 6 points");
	if (replays(SETUP "1 ann start D4 E R\n1 ann draw T\n2 bob place E\n"
	    "2 bob draw E\n3 ann doubt\n3 bob state REALM\n3 ann lose D\n",
	    &g, "an admitted doubt")) {
		tap_is_int(g.p[1].points, 4, "the doubted closes REALM: 4");
		tap_is_int(g.p[0].nrack, 6, "the doubter gave up a letter");
		tap_is_int(g.poly.piece[g.poly.n - 1], '+', "a '+' ends RE");
	}
	if (replays(TAGS DEAL2 DECK REAL "4 bob close REAL\n"
	    "4 bob syllable 2 EA\n4 bob shape 2\n", &g,
	    "a syllable and a shape on card 2")) {
		tap_is_int(g.p[1].points, 10, "REAL 4, the syllable 3, the "
		    "shape 3");
		tap_is_int(g.p[1].syllables * 10 + g.p[1].shapes, 11,
		    "one syllable and one shape");
		tap_is_int(g.p[1].card[2], 7, "card 2 exchanged once: the top "
		    "card, 7, drawn");
		tap_is_int(g.deck[g.ndeck - 1], 2, "card 2 under the deck");
		tap_is_int(g.ndeck, 30, "the deck: 30 cards still");
	}
}

static void
test_marks(void)
{
	struct ag_game	 g;

	/* R on E4, E on F4 (a star, bob's), A on G4 (a cloud, ann's), L
	   on H4, bob's '+' on I4 (a star). */
	if (replays("[Stars \"F4 I4\"]\n[Clouds \"G4\"]\n" SETUP REAL
	    "4 bob close REAL\n", &g, "stars and clouds")) {
		tap_is_int(g.p[1].bonus, 4, "bob: 2 tokens, a star for E, a "
		    "star for the '+'");
		tap_is_int(g.p[0].bonus, 1, "ann: 2 tokens, a cloud for A");
	}
	if (replays("[Clouds \"F4 G4\"]\n" SETUP "1 ann start D4 E R\n"
	    "1 ann draw T\n2 bob pass\n3 ann pass\n4 bob pass\n"
	    "5 ann pass\n6 bob pass L\n7 ann place E\n7 ann draw E\n"
	    "7 ann lose D\n", &g,
	    "a cloud without tokens")) {
		tap_is_int(g.p[0].bonus, 0, "ann had no token to lose");
		tap_is_int(g.p[0].nrack, 6, "so she gave up a letter");
	}
}

static void
test_letters_end(void)
{
	struct ag_game	 g;
	char		 buf[128];

	if (replays(SETUP DRAIN13 "14 bob giveup L\n", &g, "every letter "
	    "given up, the turn not played"))
		tap_is_int(g.over, AG_PLAYING, "no end before the turn's play");
	if (replays(SETUP DRAIN, &g, "every letter given up, then a pass")) {
		tap_is_int(g.over, AG_OVER_LETTERS, "the game ends when the "
		    "turn's play leaves no player a letter");
		ag_over_text(&g, buf, sizeof(buf));
		tap_is_str(buf, "no player holds a letter: the polygon cannot "
		    "be continued", "the end says why");
		tap_is_int(ag_game_winners(&g, (int[AG_MAXPLAYERS]){ 0 }), 2,
		    "no points: a shared win");
	}
	if (replays(SETUP DRAIN13 "14 bob doubt\n14 ann state ROAD\n"
	    "14 bob lose L\n", &g, "the last letter lost for a penalty")) {
		tap_is_int(g.over, AG_OVER_LETTERS, "the penalty paid leaves "
		    "no letter: the end");
		tap_is_str(ag_winner_name(&g), "ann", "ann's ROAD, 4 points, "
		    "wins");
	}
	if (replays("[Clouds \"K4\"]\n" SETUP PASSOUT CLOUDED, &g,
	    "a cloud on ann without a token nor a letter")) {
		tap_is_int(g.p[0].owe_lose, 0, "ann owes nothing");
		tap_is_int(g.p[0].bonus, 0, "and has no token");
		tap_is_int(g.p[1].owe_lose, 1, "bob, the doubter, owes his G");
		tap_is_int(g.p[0].points, 5, "ann's RLKMBFS: 7 letters, 5");
	}
}

/*
 * A rejected event leaves the game as it was (game.h), byte for byte,
 * also when it began a new turn or ended a declaration's time before
 * its rule refused it; its legal twin changes the game.
 */
static void
test_rejected(void)
{
	static const struct {
		const char	*name;
		const char	*before;
		const char	*bad, *good;
	} c[] = {
		{ "a new turn's letter not held", SETUP REAL
		  "4 bob close REAL\n", "5 ann place Z\n", "5 ann place N\n" },
		{ "a new turn's letter by the player not to play", SETUP REAL
		  "4 bob close REAL\n", "5 bob place N\n", "5 ann place N\n" },
		{ "the declarer's change of a letter not held", SETUP REAL
		  "4 bob declare REALIZE\n", "4 bob change Z K\n",
		  "4 bob change T K\n" },
	};
	struct ag_game	 g, after;
	struct verdict	 v;
	char		 text[2048];
	size_t		 i;

	for (i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		if (!replays(c[i].before, &g, c[i].name))
			continue;
		snprintf(text, sizeof(text), "%s%s", c[i].before, c[i].bad);
		tap_ok(!replay(text, &after, &v) && v.status == EXIT_REJECTED,
		    "%s is rejected: %s", c[i].name, v.text);
		g.rec = after.rec = NULL;
		g.result = after.result = NULL;
		tap_ok(memcmp(&g, &after, sizeof(g)) == 0, "and the game is "
		    "left as it was");
		snprintf(text, sizeof(text), "%s%s", c[i].before, c[i].good);
		tap_ok(replay(text, &after, &v) && after.nevents == g.nevents + 1,
		    "its twin, %.*s, is applied", (int)strlen(c[i].good) - 1,
		    c[i].good);
	}
}

int
main(void)
{
	int	 fd;

	if ((fd = mkstemp(path)) < 0)
		return 1;
	close(fd);
	test_cases();
	test_state();
	test_points();
	test_marks();
	test_letters_end();
	test_rejected();
	unlink(path);
	ag_game_close_all();
	return tap_done();
}
