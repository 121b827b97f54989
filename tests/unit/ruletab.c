/*
 * ruletab.c: unit tests for lib/ruletab.c, and above all for its caches
 * of events found well-formed lately, by their text and by their shape:
 * an event is judged by its verb and its arguments whether or not an
 * event of the same or a similar text came before it (texts of 16 bytes,
 * which are kept, and of 17, which are not; texts that differ only in
 * their last byte, or in blanks; the same text under another table), both
 * as it is read (ruletab_check_game()) and as it is applied
 * (ruletab_apply()).  An event is found well-formed without PCRE2 when an
 * event of the same verb and shape of arguments was, so the shapes must
 * be as fine as the patterns.  PCRE2 stays the grammar (refkit(7): an
 * event's arguments are as its verb's pattern writes them): for every
 * table of the games and a table of patterns that are hard to read,
 * thousands of random events (a few bytes, so that shapes come again and
 * again) are judged by the table, three times, and by PCRE2 itself, and
 * must be judged alike; and each game's usual events come beside a twin
 * of the same length that its pattern refuses, in both orders.
 */
#define PCRE2_CODE_UNIT_WIDTH 8

#include <pcre2.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "record.h"
#include "rng.h"
#include "ruletab.h"
#include "ag/game.h"
#include "cw/game.h"
#include "nm/game.h"
#include "nw/game.h"
#include "readgame.h"
#include "tap.h"
#include "verdict.h"

#define EVENTS	3000	/* random events a table judges */

static int	applied;	/* events the tables' rules applied */

static int
apply_any(void *state, const struct rec_event *e, struct verdict *v)
{
	(void)state;
	(void)e;
	(void)v;
	applied++;
	return 1;
}

/* A game's table: squares joined by '-', maybe "using" a field; a pass. */
static struct rule board_verbs[] = {
	{ "move", "[a-z][0-9](?:-[a-z][0-9])*(?: using [A-Z][0-9])?",
	    "move SQUARE-SQUARE... [using FIELD]", apply_any, NULL },
	{ "pass", NULL, "pass", apply_any, NULL },
	{ NULL, NULL, NULL, NULL, NULL }
};

/* Another game's table, where "move" takes a word of letters. */
static struct rule word_verbs[] = {
	{ "say", "\\p{L}+", "say WORD", apply_any, NULL },
	{ "move", "\\p{L}+", "move WORD", apply_any, NULL },
	{ NULL, NULL, NULL, NULL, NULL }
};

static char	 path[] = "/tmp/ruletab.XXXXXX";

/*
 * Judge the events of text with the table, each as ruletab_apply() does
 * (checked first by ruletab_check_game() if precheck is set): a letter a
 * event into verdicts[], 'A' applied, 'V' an unknown verb, 'M' malformed
 * arguments.
 */
static void
judge(const char *text, const struct rule *tab, int precheck,
    char *verdicts)
{
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct verdict		 v;
	size_t			 i;

	verdicts[0] = '\0';
	if ((r = read_game(path, text, &rg)) == NULL)
		return;
	if (precheck)
		ruletab_check_game(rg, tab);
	for (i = 0; i < rg->nevents; i++) {
		applied = 0;
		if (ruletab_apply(tab, NULL, &rg->events[i], &v))
			verdicts[i] = applied == 1 ? 'A' : '?';
		else if (strstr(v.text, "unknown verb") != NULL)
			verdicts[i] = 'V';
		else if (strstr(v.text, "malformed") != NULL)
			verdicts[i] = 'M';
		else
			verdicts[i] = '?';
	}
	verdicts[i] = '\0';
	rec_close(r);
}

/* The cases, each judged with and without the check as read. */
static void
test_cases(void)
{
	static const struct {
		const char	*name;
		const char	*events;
		const char	*want;
	} cases[] = {
		{ "the same text twice",
		    "1 a move a1-a2\n2 a move a1-a2\n", "AA" },
		{ "a text that differs in its last byte from a kept one",
		    "1 a move a1-a2\n2 a move a1-a2x\n3 a move a1-a2\n",
		    "AMA" },
		{ "a kept text is not a prefix of a longer one",
		    "1 a move a1\n2 a move a1-\n3 a move a1-b\n4 a move a1\n",
		    "AMMA" },
		{ "16 bytes, kept, beside 17, not kept",
		    "1 a move a1-b2-c3-d4\n2 a move a1-b2-c3-d4x\n"
		    "3 a move a1-b2-c3-d4\n4 a move a1-b2-c3-d4x\n",
		    "AMAM" },
		{ "17 bytes and more, the same and malformed by turns",
		    "1 a move a1-b2-c3-d4-e5\n2 a move a1-b2-c3-d4-e5x\n"
		    "3 a move a1-b2-c3-d4-e5\n", "AMA" },
		{ "blanks between the words",
		    "1 a move a1  using B2\n2 a move a1 using B2\n"
		    "3 a move\ta1\tusing\tB2\n4 a move a1 using  B\n",
		    "AAAM" },
		{ "a verb the table does not know, with a kept text's "
		    "arguments", "1 a move a1\n2 a mov a1\n3 a movee a1\n"
		    "4 a move a1\n", "AVVA" },
		{ "no arguments where the pattern wants one",
		    "1 a move a1\n2 a move\n3 a pass\n4 a pass\n", "AMAA" },
	};
	char	 text[1024], got[64];
	size_t	 i;
	int	 pre;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		for (pre = 0; pre < 2; pre++) {
			snprintf(text, sizeof(text), "[Game \"t\"]\n%s",
			    cases[i].events);
			judge(text, board_verbs, pre, got);
			tap_is_str(got, cases[i].want, "%s (%s)", cases[i].name,
			    pre ? "checked as read" : "checked as applied");
		}
}

/* The same texts under two tables, by turns: each table judges its own. */
static void
test_two_tables(void)
{
	static const char text[] = "[Game \"t\"]\n1 a move a1\n2 a move abc\n"
	    "3 a say abc\n4 a say été\n";
	char	 got[64];
	int	 round, pre;

	for (round = 0; round < 2; round++)
		for (pre = 0; pre < 2; pre++) {
			judge(text, board_verbs, pre, got);
			tap_is_str(got, "AMVV", "board table, round %d (%s)",
			    round + 1, pre ? "checked as read" : "as applied");
			judge(text, word_verbs, pre, got);
			tap_is_str(got, "MAAA", "word table, round %d (%s)",
			    round + 1, pre ? "checked as read" : "as applied");
		}
}

/* An event checked as read says by which rule; a malformed one is not. */
static void
test_checked_as(void)
{
	static const char text[] = "[Game \"t\"]\n1 a pass\n2 a move a1\n"
	    "3 a move x\n4 a jump a1\n";
	struct rec_reader	*r;
	struct rec_game		*rg;

	if ((r = read_game(path, text, &rg)) == NULL) {
		tap_ok(0, "read the game");
		return;
	}
	ruletab_check_game(rg, board_verbs);
	tap_ok(rg->events[0].checked_by == board_verbs &&
	    rg->events[0].checked_as == 1, "pass is checked as rule 1");
	tap_ok(rg->events[1].checked_by == board_verbs &&
	    rg->events[1].checked_as == 0, "move a1 is checked as rule 0");
	tap_ok(rg->events[2].checked_by == NULL, "move x is not checked");
	tap_ok(rg->events[3].checked_by == NULL, "jump a1 is not checked");
	rec_close(r);
}

/*
 * Patterns that are hard to read as classes of bytes: a ']' first in a
 * class, a class of all but some, escapes, counts and braces that are
 * not counts, classes of characters a shape cannot stand for (\d, an
 * option, a POSIX class), which every byte of their own class stands
 * for, and no pattern at all.  Verbs of one slot share their classes.
 */
static struct rule tricky[] = {
	{ "a", "[]x]{2}", "a", apply_any, NULL },
	{ "b", "[^0-4]x", "b", apply_any, NULL },
	{ "c", "\\(q\\)|[+.-]{1,3}", "c", apply_any, NULL },
	{ "d", "x{2}|y{,3}|z{1,}|0{x}", "d", apply_any, NULL },
	{ "e", "\\d\\d", "e", apply_any, NULL },
	{ "f", "(?i)ab", "f", apply_any, NULL },
	{ "g", "[[:alpha:]]{2}", "g", apply_any, NULL },
	{ "h", NULL, "h", apply_any, NULL },
	{ "i", "[a-c]{2}-[a-c]|.x", "i", apply_any, NULL },
	{ "j", "[\\]\\\\]a(?:b|c)*+ d", "j", apply_any, NULL },
	{ NULL, NULL, NULL, NULL, NULL }
};

/* Whether the arguments of e, joined by single blanks, match re. */
static int
pattern_fits(pcre2_code *re, const struct rec_event *e)
{
	pcre2_match_data	*md;
	char			 joined[REC_MAXLINE + 1] = "";
	size_t			 i;
	int			 rc;

	if (re == NULL)
		return 1;
	for (i = 0; i < e->nargs; i++) {
		if (i > 0)
			strcat(joined, " ");
		strcat(joined, e->args[i]);
	}
	md = pcre2_match_data_create_from_pattern(re, NULL);
	rc = pcre2_match(re, (PCRE2_SPTR)joined, strlen(joined), 0, 0, md,
	    NULL);
	pcre2_match_data_free(md);
	return rc > 0;
}

/* The table's patterns, compiled by the test as the table compiles them. */
static void
compile_own(const struct rule *tab, pcre2_code **re)
{
	PCRE2_SIZE	 offset;
	int		 error;

	for (; tab->verb != NULL; tab++, re++)
		*re = tab->pattern == NULL ? NULL : pcre2_compile(
		    (PCRE2_SPTR)tab->pattern, PCRE2_ZERO_TERMINATED,
		    PCRE2_UTF | PCRE2_UCP | PCRE2_ANCHORED | PCRE2_ENDANCHORED,
		    &error, &offset, NULL);
}

/* Whether PCRE2 finds the event well-formed by the table: 1 + its rule. */
static int
pcre2_says(const struct rule *tab, pcre2_code **re, const struct rec_event *e)
{
	int	 i;

	for (i = 0; tab[i].verb != NULL; i++)
		if (strcmp(tab[i].verb, e->verb) == 0)
			return pattern_fits(re[i], e) ? i + 1 : 0;
	return 0;
}

/* What the table says of the event as read: 1 + its rule, or 0. */
static int
table_says(const struct rule *tab, const struct rec_event *e)
{
	return e->checked_by == tab ? e->checked_as + 1 : 0;
}

/*
 * Judge every event of the record by the table, as read, three times
 * (the cache fills, then hits), and by ruletab_apply() (with apply set,
 * for a table whose rules need no state); return the number of events
 * the table and PCRE2 judge differently, saying the first.
 */
static int
judge_all(const char *text, const struct rule *tab, int apply,
    const char *name)
{
	pcre2_code		*re[64];
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct rec_event	*e;
	struct verdict		 v;
	size_t			 i;
	int			 round, want, got, differ = 0;

	compile_own(tab, re);
	if ((r = read_game(path, text, &rg)) == NULL) {
		printf("# %s: the record is not well-formed\n", name);
		return -1;
	}
	for (round = 0; round < 3; round++) {
		for (i = 0; i < rg->nevents; i++)
			rg->events[i].checked_by = NULL;
		ruletab_check_game(rg, tab);
		for (i = 0; i < rg->nevents; i++) {
			e = &rg->events[i];
			want = pcre2_says(tab, re, e);
			got = table_says(tab, e);
			if (apply) {
				e->checked_by = NULL;
				applied = 0;
				if (ruletab_apply(tab, NULL, e, &v) !=
				    (want != 0) || applied != (want != 0))
					got = -1;
			}
			if (got != want && differ++ == 0)
				printf("# %s: event %zu '%s' and %u "
				    "arguments: pcre2 %d, the table %d\n",
				    name, i + 1, e->verb, e->nargs, want, got);
		}
	}
	rec_close(r);
	for (i = 0; tab[i].verb != NULL; i++)
		pcre2_code_free(re[i]);
	return differ;
}

/*
 * A record of random events of the table's verbs (and one it does not
 * know), their arguments short words of bytes its patterns name and
 * others, a letter beyond ASCII among them.
 */
static char *
random_record(const struct rule *tab, uint64_t seed)
{
	static const char *const bytes[] = {
		"a", "b", "c", "d", "g", "i", "n", "o", "s", "u", "w", "x",
		"y", "z", "e", "r", "A", "C", "E", "N", "S", "W", "Q", "X",
		"0", "1", "2", "3", "5", "9", "-", ",", ".", "(", ")", "+",
		":", "_", "'", "]", "[", "{", "}", "\\", "^", "\xc3\xa9"
	};
	const size_t	 nbytes = sizeof(bytes) / sizeof(bytes[0]);
	struct rng	 rng;
	char		*text, *p;
	size_t		 nverbs, i, k, n, words, len;

	rng_seed(&rng, seed);
	for (nverbs = 0; tab[nverbs].verb != NULL; nverbs++)
		continue;
	text = malloc(EVENTS * 64 + 32);
	p = text + sprintf(text, "[Game \"t\"]\n");
	for (i = 0; i < EVENTS; i++) {
		k = (size_t)rng_below(&rng, nverbs + 1);
		p += sprintf(p, "1 ann %s", k < nverbs ? tab[k].verb :
		    "nosuchverb");
		words = (size_t)rng_below(&rng, 4);
		for (k = 0; k < words; k++) {
			*p++ = ' ';
			len = 1 + (size_t)rng_below(&rng, 6);
			for (n = 0; n < len; n++)
				p += sprintf(p, "%s",
				    bytes[rng_below(&rng, nbytes)]);
		}
		*p++ = '\n';
	}
	*p = '\0';
	return text;
}

/* Random events of each table: the table judges each as PCRE2 does. */
static void
test_random(void)
{
	static const struct {
		const char		*name;
		const struct rule	*(*table)(void);
	} games[] = {
		{ "netzwerk", nw_game_verbs }, { "control-word", cw_game_verbs },
		{ "alphagon", ag_game_verbs }, { "netmatch", nm_game_verbs },
	};
	char	*text;
	size_t	 g;
	int	 seed;

	for (seed = 1; seed <= 3; seed++) {
		text = random_record(tricky, (uint64_t)seed);
		tap_is_int(judge_all(text, tricky, 1, "tricky"), 0,
		    "hard patterns, seed %d: %d random events judged as "
		    "PCRE2 judges them", seed, EVENTS);
		free(text);
		for (g = 0; g < sizeof(games) / sizeof(games[0]); g++) {
			text = random_record(games[g].table(),
			    (uint64_t)seed);
			tap_is_int(judge_all(text, games[g].table(), 0,
			    games[g].name), 0, "%s, seed %d: %d random "
			    "events judged as PCRE2 judges them",
			    games[g].name, seed, EVENTS);
			free(text);
		}
	}
}

/* A table whose patterns no test before test_first_use() has used. */
static struct rule unused[] = {
	{ "alpha", "[a-z]+", "alpha WORD", apply_any, NULL },
	{ "beta", "[0-9]{1,3}(?: [0-9]{1,3}){0,99}", "beta N ...", apply_any,
	    NULL },
	{ "gamma", NULL, "gamma", apply_any, NULL },
	{ NULL, NULL, NULL, NULL, NULL }
};

/* For two threads at once: the code of unused[1], into *arg. */
static void *
code_of_beta(void *arg)
{
	*(void **)arg = ruletab_code(&unused[1]);
	return NULL;
}

/*
 * A pattern is compiled at its first use, not before (most programs never
 * need most of a table's patterns), once, whichever of two threads asks
 * first; a rule without a pattern has no code.
 */
static void
test_first_use(void)
{
	pthread_t	 t[2];
	void		*code[2] = { NULL, NULL };
	int		 i;

	ruletab_compile(unused);
	tap_ok(unused[0].compiled == NULL && unused[1].compiled == NULL,
	    "a table made ready has no pattern compiled yet");
	tap_ok(ruletab_code(&unused[0]) != NULL && unused[1].compiled ==
	    NULL, "the code of one rule asked for: that rule's compiled, "
	    "not the next");
	for (i = 0; i < 2; i++)
		if (pthread_create(&t[i], NULL, code_of_beta, &code[i]) != 0)
			tap_ok(0, "start a thread");
	for (i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	tap_ok(code[0] != NULL && code[0] == code[1] &&
	    code[0] == unused[1].compiled, "two threads asking at once get "
	    "the one code");
	tap_ok(ruletab_code(&unused[2]) == NULL, "a rule with no pattern has "
	    "no code");
	ruletab_free(unused);
}

/*
 * A table of more verbs than it has slots, so that verbs must share one,
 * with verbs of the same first eight bytes and verbs longer than sixteen:
 * each verb's event is its own rule's by ruletab_event_rule() and
 * ruletab_find(), and a verb one byte shorter or longer than a table's,
 * or another, is none.
 */
#define CROWD	100
static void
test_crowded(void)
{
	static const char *const more[] = {
		"abcdefgh1", "abcdefgh2", "abcdefghijklmnopq1",
		"abcdefghijklmnopq2", "x"
	};
	static const char *const strangers[] = {
		"abcdefgh", "abcdefgh3", "abcdefghijklmnopq", "abcdefghijklmnopq3",
		"abcdefghijklmnopq12", "v", "v1000", "xx", "y"
	};
	const size_t	 nmore = sizeof(more) / sizeof(more[0]),
			 nstrangers = sizeof(strangers) / sizeof(strangers[0]);
	static struct rule	 crowd[CROWD + 6];
	static char		 names[CROWD][8];
	struct rec_reader	*r;
	struct rec_game		*rg;
	const struct rule	*found, *want;
	char			*text, *p;
	size_t			 i, n = 0, wrong = 0;

	for (i = 0; i < CROWD; i++) {
		snprintf(names[i], sizeof(names[i]), "v%zu", i);
		crowd[n++] = (struct rule){ names[i], NULL, "v", apply_any,
		    NULL };
	}
	for (i = 0; i < nmore; i++)
		crowd[n++] = (struct rule){ more[i], NULL, "v", apply_any,
		    NULL };
	crowd[n] = (struct rule){ NULL, NULL, NULL, NULL, NULL };
	ruletab_compile(crowd);
	text = p = malloc((n + nstrangers) * 32 + 16);
	p += sprintf(p, "[Game \"t\"]\n");
	for (i = 0; i < n; i++)
		p += sprintf(p, "1 ann %s a\n", crowd[i].verb);
	for (i = 0; i < nstrangers; i++)
		p += sprintf(p, "1 ann %s\n", strangers[i]);
	if ((r = read_game(path, text, &rg)) == NULL ||
	    rg->nevents != n + nstrangers) {
		tap_ok(0, "read the crowded table's record");
		free(text);
		return;
	}
	for (i = 0; i < rg->nevents; i++) {
		want = i < n ? &crowd[i] : NULL;
		found = ruletab_event_rule(crowd, &rg->events[i]);
		if (found != want || ruletab_find(crowd,
		    rg->events[i].verb) != want) {
			if (wrong++ == 0)
				printf("# '%s': found %s\n", rg->events[i].verb,
				    found == NULL ? "none" : found->verb);
		}
	}
	tap_is_int((int)wrong, 0, "%zu verbs in %d slots, and %zu strangers: "
	    "each verb found as its own rule, no stranger found", n,
	    64, nstrangers);
	rec_close(r);
	free(text);
	ruletab_free(crowd);
}

/*
 * The usual events of each game beside a twin of the same length that
 * the verb's pattern refuses (as each game's page writes its verbs), in
 * both orders: a well-formed shape found before does not take the twin,
 * nor a malformed one the well-formed event.
 */
static void
test_twins(void)
{
	static const struct {
		const struct rule	*(*table)(void);
		const char		*good, *bad, *why;
	} twins[] = {
		{ nw_game_verbs, "move a1-a2", "move a0-a2",
		    "a square's row begins with 1 to 9" },
		{ nw_game_verbs, "battery C10-C2", "battery C01-C2",
		    "a field's row is 0, or no 0 first" },
		{ nw_game_verbs, "move c1-c2 using C0", "move c1-c2 usinh C0",
		    "the batteries spent follow 'using'" },
		{ nw_game_verbs, "move g1-g2", "move g1-g+",
		    "a path joins squares by '-'" },
		{ cw_game_verbs, "play 6,10 across TIRE",
		    "play 6,10 acrost TIRE", "a play goes across or down" },
		{ cw_game_verbs, "play 6,10 down AR(E)S",
		    "play 6,10 down AR(E(S", "a letter on the mat in ( )" },
		{ cw_game_verbs, "swap Y e", "swap Y 1",
		    "a swap names two tiles" },
		{ cw_game_verbs, "roll 7 12", "roll 7 1x", "a roll is numbers" },
		{ ag_game_verbs, "reward bonus", "reward bonut",
		    "a reward is the bonus or a letter" },
		{ ag_game_verbs, "start J10 N U", "start J10 Q U",
		    "a start faces N, E, S or W" },
		{ ag_game_verbs, "place AB bonus", "place AB bonuz",
		    "two letters may take the bonus" },
		{ ag_game_verbs, "cards 3 18 6", "cards 3 18 x",
		    "cards are numbers" },
		{ nm_game_verbs, "reveal red:circle", "reveal red:circlx",
		    "a symbol is a circle, square, triangle or star" },
		{ nm_game_verbs, "move R2-I1", "move R2+I1",
		    "a move joins two nodes by '-'" },
		{ nm_game_verbs, "gambit BEAR+KILL", "gambit BEAR-KILL",
		    "two words of a gambit are joined by '+'" },
	};
	char	 text[512];
	size_t	 i;
	int	 order;

	for (i = 0; i < sizeof(twins) / sizeof(twins[0]); i++)
		for (order = 0; order < 2; order++) {
			snprintf(text, sizeof(text), "[Game \"t\"]\n"
			    "1 ann %s\n2 ann %s\n3 ann %s\n",
			    order ? twins[i].bad : twins[i].good,
			    order ? twins[i].good : twins[i].bad,
			    order ? twins[i].bad : twins[i].good);
			tap_is_int(judge_all(text, twins[i].table(), 0,
			    twins[i].good), 0, "'%s' beside '%s' (%s), %s "
			    "first", twins[i].good, twins[i].bad, twins[i].why,
			    order ? "the malformed" : "the well-formed");
		}
}

/* The twins' verdicts themselves, as the pages write the verbs. */
static void
test_twin_verdicts(void)
{
	static const char text[] = "[Game \"t\"]\n1 ann move a1-a2\n"
	    "2 ann move a0-a2\n3 ann battery C10-C2\n4 ann battery C01-C2\n"
	    "5 ann move a1-a2\n6 ann battery C01-C2\n";
	static const int want[] = { 1, 0, 2, 0, 1, 0 };
	const struct rule	*tab = nw_game_verbs();
	struct rec_reader	*r;
	struct rec_game		*rg;
	size_t			 i;

	if ((r = read_game(path, text, &rg)) == NULL) {
		tap_ok(0, "nw-check(1)'s verbs: the record is read");
		return;
	}
	ruletab_check_game(rg, tab);
	for (i = 0; i < rg->nevents; i++)
		tap_is_int(table_says(tab, &rg->events[i]), want[i],
		    "nw-check(1): event %zu is %s", i + 1, want[i] ?
		    "well-formed (SQUARE is a letter and 1 to 99, FIELD a "
		    "letter and 0 to 99)" : "malformed");
	rec_close(r);
}

int
main(int argc, char *argv[])
{
	int	 fd;

	(void)argc;
	diag_init(argv[0]);
	if ((fd = mkstemp(path)) == -1) {
		perror(path);
		return 1;
	}
	close(fd);
	ruletab_compile(board_verbs);
	ruletab_compile(word_verbs);
	ruletab_compile(tricky);
	test_cases();
	test_two_tables();
	test_checked_as();
	test_twin_verdicts();
	test_twins();
	test_random();
	test_crowded();
	test_first_use();
	ruletab_free(board_verbs);
	ruletab_free(word_verbs);
	ruletab_free(tricky);
	unlink(path);
	return tap_done();
}
