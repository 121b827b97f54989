/*
 * ruletab.c: unit tests for lib/ruletab.c, and above all for the cache of
 * events found well-formed lately: an event is judged by its verb and its
 * arguments whether or not an event of the same or a similar text came
 * before it (texts of 16 bytes, which are kept, and of 17, which are
 * not; texts that differ only in their last byte, or in blanks; the same
 * text under another table), both as it is read (ruletab_check_game())
 * and as it is applied (ruletab_apply()).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "record.h"
#include "ruletab.h"
#include "readgame.h"
#include "tap.h"
#include "verdict.h"

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
	test_cases();
	test_two_tables();
	test_checked_as();
	ruletab_free(board_verbs);
	ruletab_free(word_verbs);
	unlink(path);
	return tap_done();
}
