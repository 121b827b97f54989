/*
 * nwusual.c: unit tests for nw_usual_rule() (lib/nw/game.c), the way
 * around the verb table for the usual events of Netzwerk: every event it
 * takes, the table's pattern for that verb matches (so that it judges
 * every event as the table does, refkit(7)'s "each verb's arguments as
 * its page writes them"), and the usual events are taken, each beside an
 * unusual twin it leaves to the table.
 */
#define PCRE2_CODE_UNIT_WIDTH 8

#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "ruletab.h"
#include "nw/game.h"
#include "tap.h"

#define MAXARGS	8

/* An event of the verb and the arguments, split at single blanks. */
struct event {
	struct rec_event e;
	char		 text[128];
	const char	*args[MAXARGS + 1];
};

/* Fill ev with the verb and the argument text split at blanks. */
static void
event_set(struct event *ev, const char *verb, const char *args)
{
	char	*s;

	memset(ev, 0, sizeof(*ev));
	snprintf(ev->text, sizeof(ev->text), "%s", args);
	ev->e.verb = verb;
	ev->e.args = ev->args;
	for (s = ev->text; *s != '\0' && ev->e.nargs < MAXARGS; ) {
		ev->args[ev->e.nargs++] = s;
		if ((s = strchr(s, ' ')) == NULL)
			break;
		*s++ = '\0';
	}
	ev->args[ev->e.nargs] = NULL;
}

/* Whether the rule's pattern matches the arguments, joined by blanks. */
static int
pattern_matches(const struct rule *rule, const struct event *ev)
{
	pcre2_match_data	*md;
	char			 joined[128] = "";
	size_t			 i;
	int			 rc;

	for (i = 0; i < ev->e.nargs; i++) {
		if (i > 0)
			strcat(joined, " ");
		strcat(joined, ev->args[i]);
	}
	md = pcre2_match_data_create_from_pattern(rule->compiled, NULL);
	rc = pcre2_match(rule->compiled, (PCRE2_SPTR)joined, strlen(joined),
	    0, 0, md, NULL);
	pcre2_match_data_free(md);
	return rc > 0;
}

/* Whether nw_usual_rule() takes the event, as the rule of its verb. */
static int
taken(const char *verb, const char *args)
{
	struct event		 ev;
	const struct rule	*rule;

	event_set(&ev, verb, args);
	rule = nw_usual_rule(&ev.e);
	return rule != NULL && strcmp(rule->verb, verb) == 0;
}

/* A path of n squares up the a file, and more after it. */
static const char *
path(int n, const char *more)
{
	static char	 buf[256];
	int		 i;

	buf[0] = '\0';
	for (i = 1; i <= n; i++)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf), "%sa%d",
		    i > 1 ? "-" : "", i);
	snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf), "%s", more);
	return buf;
}

int
main(void)
{
	static const char *const bits[] = {
		"c2", "a12", "z9", "C2", "A0", "Z26", "c0", "A00", "a100",
		"C", "1", "é1", ""
	};
	static const char *const seps[] = { "-", "-", "-", "-", "-", ",",
		" using ", " ", "--", "" };
	static const char *const verbs[] = { "move", "battery", "resign",
		"moves", "batter" };
	const struct rule	*rule;
	struct event		 ev;
	char			 text[100];
	unsigned long		 n, took = 0, wrong = 0;
	size_t			 k, len, odd;

	(void)nw_game_verbs();
	/* The usual events and their unusual twins (refkit(7), netzwerk(6)). */
	tap_ok(taken("battery", "C1-C2"), "battery C1-C2 is usual");
	tap_ok(!taken("battery", "C1-C2-C3"), "battery C1-C2-C3 is left to "
	    "the table: a battery moves from one field to another");
	tap_ok(taken("battery", "A0-G6"), "battery A0-G6 is usual");
	tap_ok(!taken("battery", "A00-A1"), "battery A00-A1 is left to the "
	    "table: a field's number has no leading zero");
	tap_ok(taken("move", "c1-c2"), "move c1-c2 is usual");
	tap_ok(!taken("move", "c0-c1"), "move c0-c1 is left to the table: "
	    "ranks count from 1");
	tap_ok(!taken("move", "c1"), "move c1 is left to the table: a path "
	    "has two squares at least");
	tap_ok(!taken("move", "c1-c2-"), "move c1-c2- is left to the table");
	tap_ok(taken("move", path(32, "")), "a path of 32 squares is usual");
	tap_ok(!taken("move", path(33, "")), "a path of 33 is left to the "
	    "table");
	tap_ok(taken("move", "c1-c2-c3 using C0,D0"), "move c1-c2-c3 using "
	    "C0,D0 is usual");
	tap_ok(taken("move", "c1-c2 using C0,D0,C1,D1"), "four batteries "
	    "named are usual");
	tap_ok(!taken("move", "c1-c2 using C0,D0,C1,D1,E1"), "five are left "
	    "to the table");
	tap_ok(!taken("move", "c1-c2 using"), "move c1-c2 using, naming "
	    "nothing, is left to the table");
	tap_ok(!taken("move", "c1-c2 with C0"), "move c1-c2 with C0 is left to "
	    "the table");
	tap_ok(!taken("resign", ""), "resign is left to the table");
	tap_ok(!taken("battery", "c1-c2"), "battery c1-c2 (squares) is left "
	    "to the table");
	tap_ok(!taken("move", "C1-C2"), "move C1-C2 (fields) is left to the "
	    "table");

	/* Random texts: whatever it takes, the table would have taken. */
	srand(7);
	for (n = 0; n < 1000000; n++) {
		text[0] = '\0';
		/* One text in four mostly well-formed, one in eight rather. */
		odd = (size_t)rand() % 8 < 2 ? 0 : (size_t)rand() % 16;
		for (len = 0, k = 1 + (size_t)rand() % 36; k > 0; k--) {
			const char *b = bits[(size_t)rand() % 16 < odd ?
			    (size_t)rand() % (sizeof(bits) / sizeof(bits[0])) :
			    (size_t)rand() % 6];
			const char *sep = k == 1 ? "" : seps[(size_t)rand() %
			    16 < odd ? (size_t)rand() % (sizeof(seps) /
			    sizeof(seps[0])) : (size_t)rand() % 7];

			if (len + strlen(b) + strlen(sep) + 1 >= sizeof(text))
				break;
			strcat(text, b);
			strcat(text, sep);
			len += strlen(b) + strlen(sep);
		}
		/* The reader splits at blanks: no empty argument. */
		if (strstr(text, "  ") != NULL || text[0] == ' ' ||
		    (len > 0 && text[len - 1] == ' '))
			continue;
		event_set(&ev, verbs[(size_t)rand() % 5], text);
		if ((rule = nw_usual_rule(&ev.e)) == NULL)
			continue;
		took++;
		if (strcmp(rule->verb, ev.e.verb) != 0 ||
		    !pattern_matches(rule, &ev)) {
			if (wrong++ < 5)
				printf("# taken, but not the pattern's: %s %s\n",
				    ev.e.verb, text);
		}
	}
	tap_ok(wrong == 0, "every random event taken (%lu) fits its verb's "
	    "pattern", took);
	tap_ok(took > 1000, "random events were taken: %lu", took);
	return tap_done();
}
