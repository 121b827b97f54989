/*
 * cwgame.c: unit tests of lib/cw's replay, where a record's output does
 * not show the state: a challenged play or replacement is withdrawn to
 * the very tiles, racks and points before it ("the player who played the
 * word must withdraw the tiles played (resetting any changed tiles) and
 * take one penalty token"); racks and bags count every tile; points in
 * play follow the chart of each version of the rules.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "letterboard.h"
#include "record.h"
#include "verdict.h"
#include "cw/game.h"
#include "readgame.h"
#include "tap.h"

#define SETUP \
	"[Game \"control-word\"]\n[Players \"ann:red bob:black\"]\n" \
	"[Mat \"1\"]\n0 ann lot E\n0 bob lot C\n0 host roll 7\n" \
	"0 ann draw AEQRTUY\n0 bob draw CDEINST\n1 host roll 8\n"

static char	 path[] = "/tmp/cwgame.XXXXXX";

/* A rack's tiles of one kind as letters in order, into buf. */
static const char *
letters(const struct cw_bag *b, char *buf)
{
	int	 i, k, n = 0;

	for (i = 0; i < CW_LETTERS; i++)
		for (k = 0; k < b->n[i]; k++)
			buf[n++] = (char)('A' + i);
	buf[n] = '\0';
	return buf;
}

static void
test_bags_and_points(void)
{
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct cw_game		 g;
	struct cw_options	 opt;
	struct verdict		 v;

	cw_options_init(&opt);
	if ((r = read_game(path, SETUP "1 bob swap C e\n1 bob play 0,0 across "
	    "e(X)IST\n", &rg)) == NULL) {
		tap_ok(0, "the record reads");
		return;
	}
	tap_ok(cw_game_replay(&g, rg, &opt, SIZE_MAX, &v), "the game replays");
	tap_is_int(g.p[0].bag.total, 91, "ann's bag: 98 less 7 drawn");
	tap_is_int(g.p[1].bag.total, 92, "bob's bag: 98 less 7, C back");
	tap_is_int(g.blue.total, 97, "the blue bags: one e drawn");
	tap_is_int(g.p[1].own.total + g.p[1].blue.total, 3, "bob's rack: 7 "
	    "less 4 played");
	tap_is_int(lb_get(&g.board, 0, 0).tag, CW_BLUE, "the e is blue");
	tap_is_int(lb_get(&g.board, 2, 0).tag, CW_BLACK, "the I is black");
	tap_is_int(g.p[1].points, 4, "EXIST: 5 letters 2, X 2");
	cw_game_free(&g);
	rec_close(r);
	opt.version = CW_RULES_2018_04_04;
	if ((r = read_game(path, "[Game \"control-word\"]\n"
	    "[Players \"ann:red bob:black\"]\n[Mat \"1\"]\n0 ann lot E\n"
	    "0 bob lot C\n0 host roll 7 3\n0 ann draw AEQRTUY\n"
	    "0 bob draw CDEINST\n1 host roll 8 3\n"
	    "1 bob play 0,0 across E(X)IST\n", &rg)) == NULL) {
		tap_ok(0, "the record reads");
		return;
	}
	tap_ok(cw_game_replay(&g, rg, &opt, SIZE_MAX, &v), "by 2018-04-04");
	tap_is_int(g.p[1].points, 6, "EXIST by 2018-04-04: 2, and 4 for X");
	tap_is_int(g.limit, 3, "the replacement die: 3");
	cw_game_free(&g);
	rec_close(r);
}

/* Replay SETUP and more under a version; bob's points and penalties. */
static void
bob_after(const char *more, int version, int *points, int *penalties)
{
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct cw_game		 g;
	struct cw_options	 opt;
	struct verdict		 v;
	char			 text[1024];

	*points = *penalties = -1;
	snprintf(text, sizeof(text), "%s%s", SETUP, more);
	if (version == CW_RULES_2018_04_04) {
		/* Both dice, at setup and in round 1. */
		snprintf(text, sizeof(text), "[Game \"control-word\"]\n"
		    "[Players \"ann:red bob:black\"]\n[Mat \"1\"]\n"
		    "0 ann lot E\n0 bob lot C\n0 host roll 7 3\n"
		    "0 ann draw AEQRTUY\n0 bob draw CDEINST\n"
		    "1 host roll 8 3\n%s", more);
	}
	cw_options_init(&opt);
	opt.version = version;
	if ((r = read_game(path, text, &rg)) == NULL)
		return;
	if (cw_game_replay(&g, rg, &opt, SIZE_MAX, &v)) {
		*points = g.p[1].points;
		*penalties = g.p[1].penalties;
	}
	cw_game_free(&g);
	rec_close(r);
}

static void
test_bonus_and_redraws(void)
{
	int	 points, penalties;

	bob_after("1 bob play 0,0 across E(X)\n", CW_RULES_2018_03, &points,
	    &penalties);
	tap_is_int(points, 2, "EX, 2 letters, by 2018-03: 0, and 2 for X");
	bob_after("1 bob play 0,0 across E(X)\n", CW_RULES_2018_04_04,
	    &points, &penalties);
	tap_is_int(points, 0, "EX by 2018-04-04: no bonus under 4 letters");
	bob_after("1 bob redraw ABCDEF\n", CW_RULES_2018_03, &points,
	    &penalties);
	tap_is_int(penalties, 0, "the first redraw of a turn is free");
	bob_after("1 bob redraw ABCDEF\n1 bob redraw GHIJKL\n",
	    CW_RULES_2018_03, &points, &penalties);
	tap_is_int(penalties, 2, "the second costs two penalty tokens");
	bob_after("1 bob redraw ABCDEF\n1 bob redraw GHIJKL\n"
	    "1 bob redraw MNOPRS\n", CW_RULES_2018_03, &points, &penalties);
	tap_is_int(penalties, 4, "the third two more");
}

static void
test_play_withdrawn(void)
{
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct cw_game		 g;
	struct cw_options	 opt;
	struct verdict		 v;
	char			 buf[128];

	cw_options_init(&opt);
	opt.unchallenged_stand = 1;
	if ((r = read_game(path, SETUP "1 bob play 0,0 across E(X)DIT\n"
	    "1 ann challenge\n", &rg)) == NULL) {
		tap_ok(0, "the record reads");
		return;
	}
	tap_ok(cw_game_replay(&g, rg, &opt, rg->nevents - 1, &v),
	    "EXDIT stands until it is challenged");
	tap_is_int(g.p[1].points, 4, "EXDIT scored: 5 letters 2, X 2");
	tap_is_int(lb_get(&g.board, 0, 0).letter, 'E', "E at 0,0");
	tap_is_int(g.nstood, 1, "EXDIT listed as standing");
	tap_ok(cw_game_event(&g, &rg->events[rg->nevents - 1], &v),
	    "ann's challenge is legal");
	tap_is_int(lb_get(&g.board, 0, 0).letter, 0, "withdrawn: 0,0 empty");
	tap_is_int(lb_get(&g.board, 3, 0).letter, 0, "withdrawn: 3,0 empty");
	tap_is_int(lb_get(&g.board, 1, 0).tag, CW_BLUE, "the mat's X stays");
	tap_is_str(letters(&g.p[1].own, buf), "CDEINST", "bob's rack is whole "
	    "again");
	tap_is_int(g.p[1].points, 0, "its points taken back");
	tap_is_int(g.p[1].penalties, 1, "one penalty token");
	tap_is_int(g.tokens, 1, "taken from the blue consonants");
	tap_is_int(g.nstood, 0, "no longer listed");
	tap_is_int(cw_to_act(&g), 1, "bob plays again");
	tap_is_int(g.phase, CW_WORDS, "in the word phase");
	cw_game_free(&g);
	rec_close(r);
}

static void
test_replacement_withdrawn(void)
{
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct cw_game		 g;
	struct cw_options	 opt;
	struct verdict		 v;
	char			 buf[128];

	cw_options_init(&opt);
	opt.unchallenged_stand = 1;
	if ((r = read_game(path, "[Game \"control-word\"]\n"
	    "[Players \"ann:red bob:black\"]\n[Mat \"1\"]\n0 ann lot C\n"
	    "0 bob lot E\n0 host roll 7\n0 ann draw AEPSTYO\n"
	    "0 bob draw EENRSTI\n1 host roll 8\n1 ann play 0,9 down (R)EPAST\n"
	    "1 bob pass\n1 ann pass\n1 bob replace 0,10 E 0,12 E\n"
	    "1 ann challenge\n", &rg)) == NULL) {
		tap_ok(0, "the record reads");
		return;
	}
	tap_ok(cw_game_replay(&g, rg, &opt, SIZE_MAX, &v), "the game replays");
	tap_is_int(lb_get(&g.board, 0, 12).letter, 'A', "REPAST's A is back");
	tap_is_int(lb_get(&g.board, 0, 12).tag, CW_RED, "and red again");
	tap_is_int(lb_get(&g.board, 0, 10).tag, CW_RED, "the E bob only "
	    "recolored is ann's red again");
	tap_is_str(letters(&g.p[1].own, buf), "EEINRST", "bob's two E are "
	    "back: his rack as before");
	tap_is_int(g.p[1].penalties, 1, "bob takes one penalty token");
	tap_is_int(g.phase, CW_REPLACE, "bob replaces again");
	tap_is_int(cw_to_act(&g), 1, "bob acts");
	tap_is_int(g.p[0].points, 4, "ann's REPAST: 6 letters, 4 points");
	tap_is_int(g.p[1].points, 0, "a replacement scores nothing in play");
	cw_game_free(&g);
	rec_close(r);
}

/*
 * A play that breaks two of the placement checks is refused for the one
 * the rules check first: its squares (a letter in parentheses is the
 * tile down there), then the rack, then the whole main word; each beside
 * its twin that breaks the second alone, and the legal play.  (The checks
 * are made in one pass first, and one by one only for a play that fails
 * it: the order is the second's.)
 */
static const struct {
	const char	*square, *play, *want, *why;
} fault_order[] = {
	{ "0,0", "Z(Y)IST", "1,0 holds X, not Y", "a wrong letter in "
	    "parentheses and a Z bob lacks: the square" },
	{ "0,0", "Z(X)IST", "no more black Z", "its twin, the right letter: "
	    "the rack" },
	{ "2,0", "Ze", "no more black Z", "a Z bob lacks and a word going "
	    "on before it (X at 1,0): the rack" },
	{ "2,0", "De", "the word goes on before", "its twin, a D bob has: "
	    "the whole word" },
	{ "0,0", "e(X)IST", NULL, "the legal play, EXIST" },
};

/* Whether SETUP and more replay with the default rules; the verdict in *v. */
static int
replays(const char *more, struct verdict *v)
{
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct cw_game		 g;
	struct cw_options	 opt;
	char			 text[1024];
	int			 ok;

	snprintf(text, sizeof(text), "%s%s", SETUP, more);
	cw_options_init(&opt);
	if ((r = read_game(path, text, &rg)) == NULL) {
		snprintf(v->text, sizeof(v->text), "the record does not read");
		return -1;
	}
	ok = cw_game_replay(&g, rg, &opt, SIZE_MAX, v);
	cw_game_free(&g);
	rec_close(r);
	return ok;
}

static void
test_fault_order(void)
{
	struct verdict	 v;
	char		 more[256];
	size_t		 i;
	int		 ok;

	for (i = 0; i < sizeof(fault_order) / sizeof(fault_order[0]); i++) {
		snprintf(more, sizeof(more), "1 bob swap C e\n1 bob play %s "
		    "across %s\n", fault_order[i].square, fault_order[i].play);
		ok = replays(more, &v);
		if (fault_order[i].want == NULL)
			tap_ok(ok == 1, "%s: %s", fault_order[i].play,
			    fault_order[i].why);
		else
			tap_ok(ok == 0 && strstr(v.text, fault_order[i].want) !=
			    NULL, "%s: %s (%s)", fault_order[i].play,
			    fault_order[i].why, ok ? "taken" : v.text);
	}
}

/* The messages of an event's actor or number that is not as it should be. */
static const char *const actor_faults[] = {
	"neither a player", "the host rolls the die, not", "the host only "
	"rolls", "number it", "begins with the host's roll", "has been "
	"rolled"
};

/* Whether the verdict's text is one of actor_faults[]. */
static int
actor_fault_said(const struct verdict *v)
{
	size_t	 i;

	for (i = 0; i < sizeof(actor_faults) / sizeof(actor_faults[0]); i++)
		if (strstr(v->text, actor_faults[i]) != NULL)
			return 1;
	return 0;
}

/*
 * Each actor, a player, the host or a name a byte from one, doing a
 * player's verb or rolling, numbered the round, the one before or the
 * one after: the actor and number are taken exactly when the rules say
 * (the host rolls, in the next round; a player acts in this one), and
 * otherwise the verdict says which is wrong.  After SETUP, round 1 has
 * been rolled and bob plays first.
 */
static void
test_actors(void)
{
	static const char *const actors[] = {
		"ann", "bob", "host", "anna", "an", "bo", "bobb", "hos",
		"hostt", "Ann", "x"
	};
	struct verdict	 v;
	char		 more[128];
	size_t		 i;
	int		 roll, number, ok, right, wrong = 0, taken = 0;

	for (i = 0; i < sizeof(actors) / sizeof(actors[0]); i++)
		for (roll = 0; roll <= 1; roll++)
			for (number = 0; number <= 3; number++) {
				snprintf(more, sizeof(more), "%d %s %s\n",
				    number, actors[i], roll ? "roll 7" :
				    "pass");
				ok = replays(more, &v);
				right = (roll ? strcmp(actors[i], "host") ==
				    0 : strcmp(actors[i], "ann") == 0 ||
				    strcmp(actors[i], "bob") == 0) &&
				    number == 1 + roll;
				taken += right;
				wrong += ok < 0 || right == actor_fault_said(&v)
				    || (!right && ok);
			}
	tap_ok(wrong == 0 && taken == 3, "%zu actors, rolling or passing, "
	    "numbered 0 to 3: taken exactly when the host rolls for round 2 "
	    "or a player acts in round 1 (%d such), the fault said otherwise "
	    "(%d wrong)", sizeof(actors) / sizeof(actors[0]), taken, wrong);
}

int
main(void)
{
	int	 fd;

	if ((fd = mkstemp(path)) == -1)
		return 1;
	close(fd);
	test_bags_and_points();
	test_bonus_and_redraws();
	test_play_withdrawn();
	test_replacement_withdrawn();
	test_fault_order();
	test_actors();
	unlink(path);
	cw_words_close_all();
	return tap_done();
}
