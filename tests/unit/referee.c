/*
 * referee.c: unit tests for lib/pa/referee.c, the timing and scoring rules
 * of Pattern Assembly and Plus (shared/rules/pattern-assembly.txt, with the
 * readings of shared/rules/READINGS.md).
 *
 * Part one is a table, one row a situation: a round on a small grid, its
 * question(s), timed attempts, the rules in force, and what the rules text
 * says becomes of each attempt and of the round.  Each legal case stands
 * beside its nearest illegal one.  Then the showdown and the winner, by
 * the same kind of table.
 *
 * Part two plays random matches from pa_generate() with random attempts,
 * right, wrong and junk, and checks invariants of every round of every
 * match against pa_solve() and a recount of its own.  One match in ten is
 * also written as a record, read back and adjudicated again.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "record.h"
#include "rng.h"
#include "verdict.h"
#include "pa/gen.h"
#include "pa/grid.h"
#include "pa/judge.h"
#include "pa/match.h"
#include "pa/referee.h"
#include "pa/shape.h"
#include "pa/solve.h"
#include "tap.h"

#define T(m, s)		((m) * 60 + (s))
#define NEVER		(-1)
#define ANN		0
#define BOB		1
#define MAXTRIES	6

/*
 * The grid of every situation:
 *
 *	  1 2 3
 *	A O X +
 *	B X X O
 *	C + O O
 *
 * "A1-A2 OX" (a domino) has four solutions: A1-A2, B2-B3, A1-B1, B2-C2.
 * "A1-A2-A3 OX+" (a straight tromino) has two: A1-A2-A3 and A1-B1-C1.
 */
static const char *const tiny[] = { "OX+", "XXO", "+OO", NULL };

#define DOMINO		"A1-A2 OX"
#define TROMINO		"A1-A2-A3 OX+"

/* The rules a situation is played under. */
enum ruleset {
	STANDARD,		/* as the text says */
	STANDARD_WAITS,		/* the "rule change": wrong shapes wait */
	STANDARD_DISCARD,	/* pending answers discarded at time up */
	PLUS,			/* as the Plus text says */
	PLUS_AT_END		/* Plus, pending answers resolved at the end */
};

/* An attempt and what must become of it. */
struct try {
	int		 player;
	int		 seconds;
	const char	*cells;		/* NULL ends the list */
	enum pa_fate	 fate;
	int		 resolved_at;
	int		 points;
	const char	*why;		/* a part of the reason, or NULL */
};

struct situation {
	const char	*name;		/* what the rules text says */
	enum ruleset	 rules;
	const char	*ask[3];	/* the round's questions, NULL ended */
	struct try	 tries[MAXTRIES];
	int		 points[2];	/* the round's points */
	int		 ended_at;
};

static const struct situation situations[] = {
	/* Answering, and the waiting period. */
	{ "a right group scores its size when its wait ends", STANDARD,
	    { TROMINO }, {
	    { ANN, T(0, 10), "A1-A2-A3", PA_FATE_CORRECT, T(0, 40), 3, NULL },
	    }, { 3, 0 }, T(0, 40) },
	{ "any solution is right, rotated, cells in any order", STANDARD,
	    { TROMINO }, {
	    { BOB, T(0, 10), "C1-B1-A1", PA_FATE_CORRECT, T(0, 40), 3, NULL },
	    }, { 0, 3 }, T(0, 40) },
	{ "wrong contents: nothing gained, answer again when the wait ends",
	    STANDARD, { TROMINO }, {
	    { ANN, T(0, 10), "B1-B2-B3", PA_FATE_WRONG_CONTENTS, T(0, 40), 0,
		"the cells hold O X X, the question asks for O X +" },
	    { ANN, T(0, 40), "A1-A2-A3", PA_FATE_CORRECT, T(1, 10), 3, NULL },
	    }, { 3, 0 }, T(1, 10) },
	{ "an answer 1 s before the wait ends is disregarded", STANDARD,
	    { TROMINO }, {
	    { ANN, T(0, 10), "B1-B2-B3", PA_FATE_WRONG_CONTENTS, T(0, 40), 0,
		NULL },
	    { ANN, T(0, 39), "A1-A2-A3", PA_FATE_WAITING, NEVER, 0,
		"ann is waiting for the result of the answer given at 0:10, "
		"due at 0:40" },
	    }, { 0, 0 }, T(3, 0) },
	{ "the opponent may answer during my wait", STANDARD, { TROMINO }, {
	    { ANN, T(0, 10), "B1-B2-B3", PA_FATE_WRONG_CONTENTS, T(0, 40), 0,
		NULL },
	    { BOB, T(0, 20), "A1-A2-A3", PA_FATE_CORRECT, T(0, 50), 3, NULL },
	    }, { 0, 3 }, T(0, 50) },
	{ "my pending answer is disregarded when the opponent is right first",
	    STANDARD, { TROMINO }, {
	    { BOB, T(0, 5), "A1-A2-A3", PA_FATE_CORRECT, T(0, 35), 3, NULL },
	    { ANN, T(0, 20), "A1-B1-C1", PA_FATE_OVERTAKEN, NEVER, 0,
		"bob answered correctly at 0:35" },
	    }, { 0, 3 }, T(0, 35) },
	{ "a result due when an answer is given comes first", STANDARD,
	    { TROMINO }, {
	    { BOB, T(0, 10), "A1-A2-A3", PA_FATE_CORRECT, T(0, 40), 3, NULL },
	    { ANN, T(0, 40), "A1-B1-C1", PA_FATE_ENDED, NEVER, 0,
		"the round ended at 0:40" },
	    }, { 0, 3 }, T(0, 40) },
	{ "answers after the round is won are disregarded", STANDARD,
	    { TROMINO }, {
	    { ANN, T(0, 10), "A1-A2-A3", PA_FATE_CORRECT, T(0, 40), 3, NULL },
	    { BOB, T(1, 0), "A1-B1-C1", PA_FATE_ENDED, NEVER, 0,
		"the round ended at 0:40" },
	    }, { 3, 0 }, T(0, 40) },
	{ "two right answers in the same second: record order decides",
	    STANDARD, { TROMINO }, {
	    { ANN, T(0, 10), "A1-A2-A3", PA_FATE_CORRECT, T(0, 40), 3, NULL },
	    { BOB, T(0, 10), "A1-B1-C1", PA_FATE_OVERTAKEN, NEVER, 0, NULL },
	    }, { 3, 0 }, T(0, 40) },
	{ "nobody right: the round is skipped", STANDARD, { TROMINO }, {
	    { ANN, T(0, 10), "B1-B2-B3", PA_FATE_WRONG_CONTENTS, T(0, 40), 0,
		NULL },
	    { BOB, T(1, 0), "C1-C2-C3", PA_FATE_WRONG_CONTENTS, T(1, 30), 0,
		NULL },
	    }, { 0, 0 }, T(3, 0) },

	/* The end of a standard round, at 3:00. */
	{ "both pending at 3:00: the earlier first; right, so the later "
	    "is disregarded", STANDARD, { TROMINO }, {
	    { ANN, T(2, 50), "A1-B1-C1", PA_FATE_OVERTAKEN, NEVER, 0,
		"bob answered correctly at 3:00" },
	    { BOB, T(2, 45), "A1-A2-A3", PA_FATE_CORRECT, T(3, 0), 3, NULL },
	    }, { 0, 3 }, T(3, 0) },
	{ "both pending at 3:00: the earlier is wrong, so the later is "
	    "resolved", STANDARD, { TROMINO }, {
	    { BOB, T(2, 45), "B1-B2-B3", PA_FATE_WRONG_CONTENTS, T(3, 0), 0,
		NULL },
	    { ANN, T(2, 50), "A1-B1-C1", PA_FATE_CORRECT, T(3, 0), 3, NULL },
	    }, { 3, 0 }, T(3, 0) },
	{ "an answer at 2:59 is pending and resolved at 3:00", STANDARD,
	    { TROMINO }, {
	    { ANN, T(2, 59), "A1-A2-A3", PA_FATE_CORRECT, T(3, 0), 3, NULL },
	    }, { 3, 0 }, T(3, 0) },
	{ "an answer at 3:00 is disregarded", STANDARD, { TROMINO }, {
	    { ANN, T(3, 0), "A1-A2-A3", PA_FATE_ENDED, NEVER, 0,
		"the round's time ran out at 3:00" },
	    }, { 0, 0 }, T(3, 0) },
	{ "pending answers discarded at time up (an option): 2:59 never "
	    "resolves", STANDARD_DISCARD, { TROMINO }, {
	    { ANN, T(2, 59), "A1-A2-A3", PA_FATE_ENDED, NEVER, 0,
		"before its result" },
	    }, { 0, 0 }, T(3, 0) },
	{ "pending answers discarded at time up, even with answers after "
	    "3:00", STANDARD_DISCARD, { TROMINO }, {
	    { ANN, T(2, 59), "A1-A2-A3", PA_FATE_ENDED, NEVER, 0, NULL },
	    { BOB, T(3, 30), "A1-B1-C1", PA_FATE_ENDED, NEVER, 0, NULL },
	    }, { 0, 0 }, T(3, 0) },
	{ "pending answers discarded at time up: a result due at 3:00 "
	    "still counts", STANDARD_DISCARD, { TROMINO }, {
	    { ANN, T(2, 30), "A1-A2-A3", PA_FATE_CORRECT, T(3, 0), 3, NULL },
	    }, { 3, 0 }, T(3, 0) },

	/* Wrong shapes: disregarded at once, or waiting (the rule change). */
	{ "a wrong shape is disregarded at once; answer again at once",
	    STANDARD, { TROMINO }, {
	    { ANN, T(0, 10), "A1-A2", PA_FATE_WRONG_SHAPE, T(0, 10), 0,
		"2 cells given, the shape has 3" },
	    { ANN, T(0, 10), "A1-A2-A3", PA_FATE_CORRECT, T(0, 40), 3, NULL },
	    }, { 3, 0 }, T(0, 40) },
	{ "wrong shape: too many cells", STANDARD, { TROMINO }, {
	    { ANN, T(0, 10), "A1-A2-A3-B1", PA_FATE_WRONG_SHAPE, T(0, 10), 0,
		"4 cells given, the shape has 3" },
	    }, { 0, 0 }, T(3, 0) },
	{ "wrong shape: a column off the grid", STANDARD, { TROMINO }, {
	    { ANN, T(0, 10), "A2-A3-A4", PA_FATE_WRONG_SHAPE, T(0, 10), 0,
		"cell A4 is off the grid" },
	    }, { 0, 0 }, T(3, 0) },
	{ "wrong shape: column 0", STANDARD, { TROMINO }, {
	    { ANN, T(0, 10), "A0-A1-A2", PA_FATE_WRONG_SHAPE, T(0, 10), 0,
		"cell A0 is off the grid" },
	    }, { 0, 0 }, T(3, 0) },
	{ "wrong shape: a row off the grid", STANDARD, { TROMINO }, {
	    { ANN, T(0, 10), "D1-C1-B1", PA_FATE_WRONG_SHAPE, T(0, 10), 0,
		"cell D1 is off the grid" },
	    }, { 0, 0 }, T(3, 0) },
	{ "wrong shape: a cell given twice", STANDARD, { TROMINO }, {
	    { ANN, T(0, 10), "A1-A2-A1", PA_FATE_WRONG_SHAPE, T(0, 10), 0,
		"cell A1 is given twice" },
	    }, { 0, 0 }, T(3, 0) },
	{ "wrong shape: cells not connected", STANDARD, { TROMINO }, {
	    { ANN, T(0, 10), "A1-A3-C3", PA_FATE_WRONG_SHAPE, T(0, 10), 0,
		"not connected" },
	    }, { 0, 0 }, T(3, 0) },
	{ "wrong shape: another shape of as many cells", STANDARD,
	    { TROMINO }, {
	    { ANN, T(0, 10), "A1-A2-B1", PA_FATE_WRONG_SHAPE, T(0, 10), 0,
		"do not form the shape" },
	    }, { 0, 0 }, T(3, 0) },
	{ "rule change: a wrong shape waits; disregarded during the wait",
	    STANDARD_WAITS, { TROMINO }, {
	    { ANN, T(0, 10), "A1-A2", PA_FATE_WRONG_SHAPE, T(0, 40), 0,
		"2 cells given" },
	    { ANN, T(0, 20), "A1-A2-A3", PA_FATE_WAITING, NEVER, 0, NULL },
	    { ANN, T(0, 40), "A1-A2-A3", PA_FATE_CORRECT, T(1, 10), 3, NULL },
	    }, { 3, 0 }, T(1, 10) },
	{ "rule change: a waiting wrong shape is disregarded when the "
	    "opponent is right", STANDARD_WAITS, { TROMINO }, {
	    { ANN, T(0, 10), "A1-A2", PA_FATE_OVERTAKEN, NEVER, 0, NULL },
	    { BOB, T(0, 5), "A1-A2-A3", PA_FATE_CORRECT, T(0, 35), 3, NULL },
	    }, { 0, 3 }, T(0, 35) },
	{ "rule change: a wrong shape at 2:59 is announced at 3:00",
	    STANDARD_WAITS, { TROMINO }, {
	    { ANN, T(2, 59), "A1-A2", PA_FATE_WRONG_SHAPE, T(3, 0), 0, NULL },
	    }, { 0, 0 }, T(3, 0) },

	/* Plus: several groups, a point each, five minutes. */
	{ "plus: a point a group; the round ends when all are found", PLUS,
	    { DOMINO, TROMINO }, {
	    { ANN, T(0, 10), "A1-A2", PA_FATE_CORRECT, T(0, 40), 1, NULL },
	    { BOB, T(0, 10), "A1-B1-C1", PA_FATE_CORRECT, T(0, 40), 1, NULL },
	    }, { 1, 1 }, T(0, 40) },
	{ "plus: a found group is discarded; its other solutions are "
	    "already found", PLUS, { DOMINO, TROMINO }, {
	    { ANN, T(0, 10), "A1-A2", PA_FATE_CORRECT, T(0, 40), 1, NULL },
	    { BOB, T(0, 15), "B2-B3", PA_FATE_ALREADY_FOUND, T(0, 45), 0,
		"already found by ann" },
	    { BOB, T(0, 45), "A1-B1-C1", PA_FATE_CORRECT, T(1, 15), 1, NULL },
	    { ANN, T(1, 20), "A1-A2-A3", PA_FATE_ENDED, NEVER, 0,
		"the round ended at 1:15" },
	    }, { 1, 1 }, T(1, 15) },
	{ "plus: the opponent's group leaves my pending answer alone", PLUS,
	    { DOMINO, TROMINO }, {
	    { BOB, T(0, 10), "B2-C2", PA_FATE_CORRECT, T(0, 40), 1, NULL },
	    { ANN, T(0, 20), "A1-A2-A3", PA_FATE_CORRECT, T(0, 50), 1, NULL },
	    }, { 1, 1 }, T(0, 50) },
	{ "plus: the last group found disregards a pending answer", PLUS,
	    { DOMINO, TROMINO }, {
	    { ANN, T(0, 10), "A1-A2", PA_FATE_CORRECT, T(0, 40), 1, NULL },
	    { BOB, T(0, 50), "A1-B1-C1", PA_FATE_CORRECT, T(1, 20), 1, NULL },
	    { ANN, T(1, 0), "A1-A2-A3", PA_FATE_OVERTAKEN, NEVER, 0,
		"bob found the last group at 1:20" },
	    }, { 1, 1 }, T(1, 20) },
	{ "plus: every answer waits, a wrong shape too", PLUS,
	    { DOMINO, TROMINO }, {
	    { ANN, T(0, 10), "A1", PA_FATE_WRONG_SHAPE, T(0, 40), 0,
		"1 cell given, the shape has 2" },
	    { ANN, T(0, 20), "A1-A2", PA_FATE_WAITING, NEVER, 0, NULL },
	    { ANN, T(0, 40), "B2-C2", PA_FATE_CORRECT, T(1, 10), 1, NULL },
	    }, { 1, 0 }, T(5, 0) },
	{ "plus: a group's shape with other contents is wrong", PLUS,
	    { DOMINO, TROMINO }, {
	    { ANN, T(0, 10), "C2-C3", PA_FATE_WRONG_CONTENTS, T(0, 40), 0,
		"the cells hold O O" },
	    { BOB, T(0, 10), "A1-A2-B1", PA_FATE_WRONG_SHAPE, T(0, 40), 0,
		NULL },
	    }, { 0, 0 }, T(5, 0) },
	{ "plus: a round lasts 5 minutes, so 3:30 counts", PLUS,
	    { DOMINO, TROMINO }, {
	    { ANN, T(3, 30), "A1-A2", PA_FATE_CORRECT, T(4, 0), 1, NULL },
	    }, { 1, 0 }, T(5, 0) },
	{ "plus: an answer at 5:00 is disregarded", PLUS,
	    { DOMINO, TROMINO }, {
	    { ANN, T(5, 0), "A1-A2", PA_FATE_ENDED, NEVER, 0,
		"time ran out at 5:00" },
	    }, { 0, 0 }, T(5, 0) },
	{ "plus: pending at 5:00, discarded with the remaining groups", PLUS,
	    { DOMINO, TROMINO }, {
	    { ANN, T(4, 50), "A1-A2", PA_FATE_ENDED, NEVER, 0,
		"before its result" },
	    }, { 0, 0 }, T(5, 0) },
	{ "plus: pending at 5:00 stays discarded when answers come later",
	    PLUS, { DOMINO, TROMINO }, {
	    { ANN, T(4, 50), "A1-A2", PA_FATE_ENDED, NEVER, 0, NULL },
	    { BOB, T(5, 30), "A1-B1-C1", PA_FATE_ENDED, NEVER, 0, NULL },
	    }, { 0, 0 }, T(5, 0) },
	{ "plus: a result due at 5:00 exactly still counts", PLUS,
	    { DOMINO, TROMINO }, {
	    { ANN, T(4, 30), "A1-A2", PA_FATE_CORRECT, T(5, 0), 1, NULL },
	    { BOB, T(5, 0), "A1-B1-C1", PA_FATE_ENDED, NEVER, 0, NULL },
	    }, { 1, 0 }, T(5, 0) },
	{ "plus, resolving at the end (an option): 4:50 resolves at 5:00",
	    PLUS_AT_END, { DOMINO, TROMINO }, {
	    { ANN, T(4, 50), "A1-A2", PA_FATE_CORRECT, T(5, 0), 1, NULL },
	    }, { 1, 0 }, T(5, 0) },
};

/* Fill the grid from rows of pictures ("OX+"). */
static void
grid_from(struct pa_grid *g, const char *const rows[])
{
	int	 r, c, ncols = (int)strlen(rows[0]), nrows = 0;

	while (rows[nrows] != NULL)
		nrows++;
	pa_grid_init(g, nrows, ncols);
	for (r = 0; r < nrows; r++)
		for (c = 0; c < ncols; c++)
			pa_grid_set(g, r, c,
			    (enum pa_picture)pa_picture_from_char(rows[r][c]));
}

/* Read a question such as "A1-A2-A3 OX+"; exit if the text is wrong. */
static void
question_from(const char *text, struct pa_question *q)
{
	struct pa_answer	*cells;
	const char		*p;
	char			 why[PA_WHY];
	size_t			 len;

	cells = xmalloc(sizeof(*cells));
	len = pa_answer_parse(text, cells, why);
	if (len == 0 || text[len] != ' ' ||
	    !pa_answer_to_shape(cells, &q->shape, why)) {
		fprintf(stderr, "bad question in the test: %s\n", text);
		exit(1);
	}
	memset(&q->contents, 0, sizeof(q->contents));
	for (p = text + len + 1; *p != '\0'; p++)
		q->contents.count[pa_picture_from_char(*p)]++;
	free(cells);
}

/* Start a match of two players, ann and bob, on the grid. */
static void
match_begin(struct pa_match *m, const char *const rows[], int plus,
    int nrounds, size_t nattempts)
{
	memset(m, 0, sizeof(*m));
	m->plus = plus;
	grid_from(&m->grid, rows);
	m->nrounds = nrounds;
	m->round = xcalloc((size_t)nrounds, sizeof(*m->round));
	m->nplayers = 2;
	strcpy(m->player[ANN], "ann");
	strcpy(m->player[BOB], "bob");
	m->attempt = xcalloc(nattempts, sizeof(*m->attempt));
	m->region.row1 = m->grid.rows - 1;
	m->region.col1 = m->grid.cols - 1;
}

/* Add an attempt in the rules' notation; exit if the cells are wrong. */
static void
add_attempt(struct pa_match *m, int round, int player, int seconds,
    const char *cells)
{
	struct pa_attempt	*a = &m->attempt[m->nattempts++];
	struct pa_answer	 answer;
	char			 why[PA_WHY];

	a->player = player;
	a->round = round;
	a->seconds = seconds;
	a->time = "";
	a->cells = cells;
	if (pa_answer_parse(cells, &answer, why) != strlen(cells)) {
		fprintf(stderr, "bad cells in the test: %s\n", cells);
		exit(1);
	}
}

/* Read the attempt's cells, as the referee does, into a. */
static void
answer_of(const struct pa_attempt *at, struct pa_answer *a)
{
	char	 why[PA_WHY];

	if (pa_answer_parse(at->cells, a, why) == 0)
		a->n = 0;
}

/* The rules of the set: the text's for the variant, and the options. */
static void
rules_for(enum ruleset set, struct pa_rules *rules)
{
	pa_rules_init(rules, set == PLUS || set == PLUS_AT_END);
	if (set == STANDARD_WAITS)
		rules->wrong_shape_waits = 1;
	else if (set == STANDARD_DISCARD)
		rules->resolve_at_end = 0;
	else if (set == PLUS_AT_END)
		rules->resolve_at_end = 1;
}

/* The result of an attempt, wherever the referee put it; NULL if none. */
static const struct pa_attempt_result *
result_of(const struct pa_result *res, const struct pa_attempt *a)
{
	size_t	 i;

	for (i = 0; i < res->nresults; i++)
		if (res->result[i].attempt == a)
			return &res->result[i];
	return NULL;
}

/* Describe a fate with its time and points, for comparing as a string. */
static void
describe(char *buf, size_t size, enum pa_fate fate, int resolved_at,
    int points)
{
	char	 when[16];

	if (resolved_at < 0)
		snprintf(when, sizeof(when), "never");
	else
		pa_time_format(resolved_at, when);
	snprintf(buf, size, "%s, resolved %s, %d point%s", pa_fate_name(fate),
	    when, points, points == 1 ? "" : "s");
}

/* Play one situation and check every attempt and the round. */
static void
check_situation(const struct situation *s)
{
	const struct pa_attempt_result	*r;
	const struct try		*t;
	struct pa_match			 m;
	struct pa_rules			 rules;
	struct pa_result		 res;
	char				 name[512], got[128], want[128], when[16];
	int				 i, n;

	for (n = 0; n < MAXTRIES && s->tries[n].cells != NULL; n++)
		continue;
	match_begin(&m, tiny, s->rules == PLUS || s->rules == PLUS_AT_END, 1,
	    (size_t)n);
	for (i = 0; s->ask[i] != NULL; i++)
		question_from(s->ask[i], &m.round[0].q[m.round[0].nq++]);
	for (i = 0; i < n; i++)
		add_attempt(&m, 1, s->tries[i].player, s->tries[i].seconds,
		    s->tries[i].cells);
	rules_for(s->rules, &rules);
	pa_referee(&m, &rules, &res);
	for (i = 0; i < n; i++) {
		t = &s->tries[i];
		pa_time_format(t->seconds, when);
		snprintf(name, sizeof(name), "%s: %s %s %s", s->name,
		    m.player[t->player], when, t->cells);
		if ((r = result_of(&res, &m.attempt[i])) == NULL) {
			tap_ok(0, "%s: has a result", name);
			continue;
		}
		describe(got, sizeof(got), r->fate, r->resolved_at, r->points);
		describe(want, sizeof(want), t->fate, t->resolved_at,
		    t->points);
		tap_is_str(got, want, "%s", name);
		if (t->why != NULL)
			tap_ok(strstr(r->why, t->why) != NULL, "%s: says '%s' "
			    "(it says '%s')", name, t->why, r->why);
	}
	snprintf(got, sizeof(got), "ann %d, bob %d, ended at %d",
	    res.round[0].points[ANN], res.round[0].points[BOB],
	    res.round[0].ended_at);
	snprintf(want, sizeof(want), "ann %d, bob %d, ended at %d",
	    s->points[ANN], s->points[BOB], s->ended_at);
	tap_is_str(got, want, "%s: the round's points", s->name);
	pa_result_free(&res);
	pa_match_free(&m);
}

/* The defaults are the text's: 3 or 5 minutes, 30 s waits. */
static void
check_rules_init(void)
{
	struct pa_rules	 r;

	pa_rules_init(&r, 0);
	tap_ok(r.plus == 0 && r.round_seconds == 180 && r.wait_seconds == 30 &&
	    r.wrong_shape_waits == 0 && r.resolve_at_end == 1 &&
	    r.tie_winner == NULL, "standard rules: 3 minutes, 30 s waits, "
	    "wrong shapes at once, pending answers resolved at 3:00");
	pa_rules_init(&r, 1);
	tap_ok(r.plus == 1 && r.round_seconds == 300 && r.wait_seconds == 30 &&
	    r.wrong_shape_waits == 1 && r.resolve_at_end == 0 &&
	    r.tie_winner == NULL, "plus rules: 5 minutes, 30 s waits, "
	    "every answer waits, the rest discarded at 5:00");
}

/* Scores add up round after round; the shape's size is the points. */
static void
check_running_score(void)
{
	struct pa_match		 m;
	struct pa_rules		 rules;
	struct pa_result	 res;

	match_begin(&m, tiny, 0, 3, 3);
	question_from(TROMINO, &m.round[0].q[m.round[0].nq++]);
	question_from(DOMINO, &m.round[1].q[m.round[1].nq++]);
	question_from(TROMINO, &m.round[2].q[m.round[2].nq++]);
	add_attempt(&m, 2, BOB, T(0, 5), "B3-B2");
	add_attempt(&m, 1, ANN, T(1, 0), "A1-A2-A3");
	add_attempt(&m, 3, ANN, T(0, 5), "A1-A2");
	rules_for(STANDARD, &rules);
	pa_referee(&m, &rules, &res);
	tap_is_int(res.nrounds, 3, "running score: three rounds");
	tap_is_int(res.round[0].score[ANN] * 100 + res.round[0].score[BOB],
	    300, "running score: after round 1, ann 3 (a tromino), bob 0");
	tap_is_int(res.round[1].score[ANN] * 100 + res.round[1].score[BOB],
	    302, "running score: after round 2, bob 2 more (a domino)");
	tap_is_int(res.round[2].score[ANN] * 100 + res.round[2].score[BOB],
	    302, "running score: a skipped round 3 changes nothing");
	tap_ok(res.round[1].count == 1 &&
	    res.result[res.round[1].first].attempt == &m.attempt[0],
	    "running score: each round holds its own answers");
	tap_is_int(res.total[ANN] * 100 + res.total[BOB], 302,
	    "running score: totals without showdowns");
	tap_is_int(res.winner, ANN, "running score: ann wins on points");
	pa_result_free(&res);
	pa_match_free(&m);
}

/* A showdown and the winner: the rows each player gives, and the tally. */
struct showdown_case {
	const char	*name;
	int		 plus;
	int		 scorer;	/* who is right in round 1, or -1 */
	const char	*rules_tie;	/* the rules' tie winner */
	const char	*match_tie;	/* the match's TieWinner */
	struct pa_region region;	/* rows and columns from 0 */
	const char	*rows[2][4];	/* NULL ended; none: not given */
	int		 points[2];
	int		 right[2];
	int		 wrong[2];
	int		 winner;
	const char	*reason;
};

#define WHOLE	{ 0, 0, 2, 2 }

static const struct showdown_case showdowns[] = {
	{ "standard: a point a cell filled, when all are right", 0, -1,
	    NULL, NULL, WHOLE, { { "OX+", "XX.", "...", NULL }, { NULL } },
	    { 5, 0 }, { 5, 0 }, { 0, 0 }, ANN, "more points" },
	{ "standard: one wrong cell and nothing", 0, -1, NULL, NULL, WHOLE,
	    { { "OX+", "XXX", NULL }, { "OX+", NULL } },
	    { 0, 3 }, { 5, 3 }, { 1, 0 }, BOB, "more points" },
	{ "standard: all blank, nothing", 0, -1, NULL, NULL, WHOLE,
	    { { "...", "---", "...", NULL }, { NULL } },
	    { 0, 0 }, { 0, 0 }, { 0, 0 }, -1, "a draw" },
	{ "standard: a tie on points goes to more cells right", 0, ANN,
	    NULL, NULL, WHOLE, { { "OXO", NULL }, { "OX+", NULL } },
	    { 0, 3 }, { 2, 3 }, { 1, 0 }, BOB, "more cells right" },
	{ "standard: cells right count in a tie, even in a showdown that "
	    "scored nothing", 0, ANN, NULL, NULL, WHOLE,
	    { { "OX+", "XXX", NULL }, { "OX+", NULL } },
	    { 0, 3 }, { 5, 3 }, { 1, 0 }, ANN, "more cells right" },
	{ "standard: a tie with as many cells right is a draw", 0, -1,
	    NULL, NULL, WHOLE, { { "OX+", NULL }, { "..+", "XX.", NULL } },
	    { 3, 3 }, { 3, 3 }, { 0, 0 }, -1, "a draw" },
	{ "standard: no showdown and no points: a draw", 0, -1, NULL, NULL,
	    WHOLE, { { NULL }, { NULL } },
	    { 0, 0 }, { 0, 0 }, { 0, 0 }, -1, "a draw" },
	{ "standard: the tie winner of Plus plays no part", 0, -1, "bob",
	    "bob", WHOLE, { { "OX+", NULL }, { "OX+", NULL } },
	    { 3, 3 }, { 3, 3 }, { 0, 0 }, -1, "a draw" },
	{ "plus: +1 a right cell, -1 a wrong one", 1, -1, NULL, NULL, WHOLE,
	    { { "OXO", "X..", NULL }, { "XXX", NULL } },
	    { 2, -1 }, { 3, 1 }, { 1, 2 }, ANN, "more points" },
	{ "plus: a showdown can lose points", 1, BOB, NULL, NULL, WHOLE,
	    { { NULL }, { "XOX", "OOX", NULL } },
	    { 0, -6 }, { 0, 0 }, { 0, 6 }, ANN, "more points" },
	{ "plus: a tie goes to the player the host names", 1, -1, "bob",
	    NULL, WHOLE, { { "OX+", NULL }, { "OX+", NULL } },
	    { 3, 3 }, { 3, 3 }, { 0, 0 }, BOB, "the player the host named" },
	{ "plus: the match's TieWinner names the player", 1, -1, NULL, "ann",
	    WHOLE, { { "OX+", NULL }, { "OX+", NULL } },
	    { 3, 3 }, { 3, 3 }, { 0, 0 }, ANN, "the player the host named" },
	{ "plus: the rules' tie winner before the match's", 1, -1, "bob",
	    "ann", WHOLE, { { "OX+", NULL }, { "OX+", NULL } },
	    { 3, 3 }, { 3, 3 }, { 0, 0 }, BOB, "the player the host named" },
	{ "plus: a tie without a named winner is a draw, cells right or "
	    "not", 1, -1, NULL, NULL, WHOLE,
	    { { "OX+", NULL }, { "OX+", "XO.", NULL } },
	    { 3, 3 }, { 3, 4 }, { 0, 1 }, -1, "a draw" },
	{ "plus: the showdown covers the region", 1, ANN, NULL, NULL,
	    { 1, 1, 2, 2 }, { { "XO", "OO", NULL }, { "XO", "O+", NULL } },
	    { 4, 2 }, { 4, 3 }, { 0, 1 }, ANN, "more points" },
};

/* Play a round and the showdowns of a case; check the tally and winner. */
static void
check_showdown(const struct showdown_case *c)
{
	const struct pa_showdown_result	*s;
	struct pa_match			 m;
	struct pa_rules			 rules;
	struct pa_result		 res;
	char				 got[128], want[128];
	int				 p, r, col, pts;

	match_begin(&m, tiny, c->plus, 1, 1);
	question_from(TROMINO, &m.round[0].q[m.round[0].nq++]);
	if (c->scorer >= 0)
		add_attempt(&m, 1, c->scorer, T(0, 10), "A1-A2-A3");
	m.region = c->region;
	m.tie_winner = c->match_tie;
	for (p = 0; p < 2; p++) {
		if (c->rows[p][0] == NULL)
			continue;
		m.showdown[p].given = 1;
		for (r = 0; c->rows[p][r] != NULL; r++, m.showdown[p].rows++)
			for (col = 0; c->rows[p][r][col] != '\0'; col++)
				m.showdown[p].pic[r][col] = (unsigned char)
				    pa_picture_from_char(c->rows[p][r][col]);
	}
	rules_for(c->plus ? PLUS : STANDARD, &rules);
	rules.tie_winner = c->rules_tie;
	pa_referee(&m, &rules, &res);
	pts = c->scorer < 0 ? 0 : c->plus ? 1 : 3;
	for (p = 0; p < 2; p++) {
		s = &res.showdown[p];
		snprintf(got, sizeof(got), "given %d: %d points, %d right, "
		    "%d wrong, total %d", s->given, s->points, s->right,
		    s->wrong, res.total[p]);
		snprintf(want, sizeof(want), "given %d: %d points, %d right, "
		    "%d wrong, total %d", c->rows[p][0] != NULL, c->points[p],
		    c->right[p], c->wrong[p],
		    c->points[p] + (p == c->scorer ? pts : 0));
		tap_is_str(got, want, "%s: %s's showdown", c->name,
		    m.player[p]);
	}
	tap_is_int(res.winner, c->winner, "%s: the winner", c->name);
	tap_ok(res.reason != NULL && strstr(res.reason, c->reason) != NULL,
	    "%s: the reason says '%s' (it says '%s')", c->name, c->reason,
	    res.reason != NULL ? res.reason : "nothing");
	pa_result_free(&res);
	pa_match_free(&m);
}

/*
 * Part two: random matches.  Each invariant is one test line per kind of
 * match; the first few failures of each are printed as comments.
 */
enum invariant {
	INV_EVERY,	/* every attempt has one result, in its round */
	INV_POINTS,	/* a round's points: the sum of its correct answers */
	INV_SCORE,	/* score[]: the running sum */
	INV_ONCE,	/* one correct answer a round (a group in Plus) */
	INV_SOLUTION,	/* a correct answer is a solution, worth its points */
	INV_JUDGED,	/* wrong shape, wrong contents, found: as judged */
	INV_TIME,	/* nothing resolved after the round's time */
	INV_WHEN,	/* results at the end of the wait, or at time up */
	INV_WAITING,	/* disregarded only while an answer is pending */
	INV_TAKEN,	/* never two answers of a player pending at once */
	INV_ENDED,	/* disregarded as late exactly when it is */
	INV_OVERTAKEN,	/* overtaken only when the round was won meanwhile */
	INV_ROUND_END,	/* the round ends when won, else at its time */
	INV_SHOWDOWN,	/* the showdown, counted again */
	INV_TOTAL,	/* totals: last score plus showdown */
	INV_WINNER,	/* the winner, from the totals */
	INV_RECORD,	/* written as a record and read back: the same */
	INV_EACH,	/* read back a round at a time: the same */
	INV_COUNT
};

static const char *const invariants[INV_COUNT] = {
	"every attempt has one result, in its round",
	"a round's points are the sum of its correct answers' points",
	"score[] is the running sum of the rounds' points",
	"at most one correct answer a round (standard), a group (plus)",
	"a correct answer is one of pa_solve's solutions, worth the shape's "
	    "size (standard) or 1 (plus)",
	"wrong shape, wrong contents and already found agree with pa_judge",
	"nothing is resolved, and no round ends, after the round's time",
	"results come when the wait ends, or at time up",
	"a disregarded (waiting) answer lies within the wait of an earlier "
	    "taken answer of the same player",
	"no answer is taken while the same player has one pending",
	"an answer is late (ended) exactly when the round was over",
	"an answer is overtaken only when the round was won during its wait",
	"a round ends when won (all groups found), else at its time",
	"the showdown's points, counted again",
	"totals are the last score plus the showdown",
	"the winner agrees with the totals and the tie rules",
	"the match written as a record reads back and scores the same",
	"read back without its answers, refereed a round at a time from the "
	    "record (pa_referee_each()), it scores the same",
};

static long	 inv_checked[INV_COUNT], inv_failed[INV_COUNT];
static char	 context[128];	/* the match being checked */

/* Count a check of an invariant; print the first failures. */
static int	 holds(enum invariant, int, const char *, ...)
		    __attribute__((format(printf, 3, 4)));
static int
holds(enum invariant inv, int ok, const char *fmt, ...)
{
	va_list	 ap;

	inv_checked[inv]++;
	if (ok)
		return 1;
	if (inv_failed[inv]++ < 3) {
		printf("# %s: %s: ", invariants[inv], context);
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
		putchar('\n');
	}
	return 0;
}

/* The kinds of random match played, and how many of each. */
static const struct sim_kind {
	const char	*name;
	int		 rows, cols, rounds, plus, groups, matches;
} kinds[] = {
	{ "standard 6x6", 6, 6, 20, 0, 1, 100 },
	{ "plus 6x6", 6, 6, 20, 1, 3, 100 },
	{ "standard 26x20", 26, 20, 8, 0, 1, 12 },
	{ "plus 26x20", 26, 20, 8, 1, 3, 12 },
};

/* The solutions of every group of a round, from pa_solve. */
struct solutions {
	size_t		 n[PA_MAXGROUPS];
	struct pa_shape	*group[PA_MAXGROUPS];
};

/* Make a random answer: a solution, a placement, or junk of some kind. */
static void
random_answer(struct rng *rng, const struct pa_match *m, int round,
    const struct solutions *sol, struct pa_answer *a)
{
	const struct pa_round	*qs = &m->round[round];
	struct pa_shape		 orient[PA_NTRANSFORMS], s;
	int			 g, i, j, k, kind, dr, dc, norient;

	g = (int)rng_below(rng, (uint64_t)qs->nq);
	kind = (int)rng_below(rng, 10);
	if (kind < 5 && sol->n[g] > 0)
		s = sol->group[g][rng_below(rng, sol->n[g])];
	else {
		norient = pa_shape_orientations(&qs->q[g].shape, orient);
		s = orient[rng_below(rng, (uint64_t)norient)];
		dr = (int)rng_below(rng, (uint64_t)m->grid.rows + 1);
		dc = (int)rng_below(rng, (uint64_t)m->grid.cols + 1) - 1;
		for (i = 0; i < s.n; i++) {
			s.cell[i].row += dr;
			s.cell[i].col += dc;
			if (s.cell[i].row > 25)
				s.cell[i].row -= 26;
		}
	}
	a->n = s.n;
	for (i = 0; i < s.n; i++) {	/* in a random order */
		j = (int)rng_below(rng, (uint64_t)i + 1);
		a->cell[i] = a->cell[j];
		a->cell[j] = s.cell[i];
	}
	k = (int)rng_below(rng, (uint64_t)a->n);
	switch (kind) {
	case 7:		/* a cell short, or one too many */
		if (a->n > 1 && rng_below(rng, 2) == 0)
			a->n--;
		else {
			a->cell[a->n] = a->cell[k];
			a->cell[a->n].col++;
			a->n++;
		}
		break;
	case 8:		/* a cell given twice */
		if (a->n > 1)
			a->cell[k] = a->cell[(k + 1) % a->n];
		break;
	case 9:		/* random cells */
		a->n = 1 + (int)rng_below(rng, 8);
		for (i = 0; i < a->n; i++) {
			a->cell[i].row = (int)rng_below(rng, 26);
			a->cell[i].col = (int)rng_below(rng, 22) - 1;
		}
		break;
	default:
		break;
	}
}

/* A random time: often near the waits and the round's end. */
static int
random_time(struct rng *rng, int last, int round_seconds)
{
	static const int	 near[] = { 0, 1, 29, 30, 31 };

	switch (rng_below(rng, 4)) {
	case 0:
		return round_seconds - 2 + (int)rng_below(rng, 4);
	case 1:
		return last + near[rng_below(rng, 5)];
	default:
		return (int)rng_below(rng, 331);
	}
}

/* Write the cells of an answer in the rules' notation. */
static void
format_answer(const struct pa_answer *a, char *buf, size_t size)
{
	char	 cell[PA_CELLBUF];
	size_t	 len = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; i < a->n; i++) {
		pa_cell_format(&a->cell[i], cell);
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
		    i > 0 ? "-" : "", cell);
	}
}

/* Give the match random attempts, showdowns and a tie winner. */
static void
random_play(struct rng *rng, struct pa_match *m, const struct pa_rules *rules,
    struct solutions *sol)
{
	struct pa_attempt	*a;
	struct pa_answer	 answer;
	struct pa_region	*reg = &m->region;
	char			 cells[PA_MAXANSWER * PA_CELLBUF];
	size_t			 cap = 0;
	int			 round, n, i, last, p, r, c, pic;

	for (round = 0; round < m->nrounds; round++) {
		n = (int)rng_below(rng, 9);
		last = 0;
		for (i = 0; i < n; i++) {
			if (m->nattempts == cap) {
				cap = cap ? cap * 2 : 32;
				m->attempt = xreallocarray(m->attempt, cap,
				    sizeof(*m->attempt));
			}
			a = &m->attempt[m->nattempts++];
			memset(a, 0, sizeof(*a));
			a->player = (int)rng_below(rng, 2);
			a->round = round + 1;
			a->seconds = last = random_time(rng, last,
			    rules->round_seconds);
			a->time = "";
			random_answer(rng, m, round, &sol[round], &answer);
			format_answer(&answer, cells, sizeof(cells));
			a->cells = xstrdup(cells);	/* freed by simulate */
		}
	}
	reg->row0 = reg->col0 = 0;
	reg->row1 = m->grid.rows - 1;
	reg->col1 = m->grid.cols - 1;
	if (m->plus) {
		reg->row0 = (int)rng_below(rng, (uint64_t)m->grid.rows);
		reg->col0 = (int)rng_below(rng, (uint64_t)m->grid.cols);
		reg->row1 = reg->row0 + (int)rng_below(rng,
		    (uint64_t)(m->grid.rows - reg->row0));
		reg->col1 = reg->col0 + (int)rng_below(rng,
		    (uint64_t)(m->grid.cols - reg->col0));
	}
	for (p = 0; p < 2; p++) {
		if (rng_below(rng, 4) == 0)
			continue;
		m->showdown[p].given = 1;
		m->showdown[p].rows = 1 + (int)rng_below(rng,
		    (uint64_t)(reg->row1 - reg->row0 + 1));
		for (r = 0; r < m->showdown[p].rows; r++)
			for (c = 0; c <= reg->col1 - reg->col0; c++) {
				pic = m->grid.pic[reg->row0 + r][reg->col0 + c];
				switch (rng_below(rng, 6)) {
				case 0:
					pic = PA_BLANK;
					break;
				case 1:
					pic = 1 + (int)rng_below(rng, 3);
					break;
				default:
					break;
				}
				m->showdown[p].pic[r][c] = (unsigned char)pic;
			}
	}
	switch (rng_below(rng, 3)) {
	case 0:
		m->tie_winner = m->player[rng_below(rng, 2)];
		break;
	default:
		m->tie_winner = NULL;
		break;
	}
}

/* Whether the attempt's cells, sorted, are one of the groups. */
static int
is_solution(const struct pa_attempt *at, const struct pa_shape *groups,
    size_t n)
{
	struct pa_answer	 answer, *a = &answer;
	struct pa_shape		 s;
	size_t			 i;
	int			 k;

	answer_of(at, a);
	if (a->n > PA_MAXCELLS)
		return 0;
	s.n = a->n;
	for (k = 0; k < a->n; k++)
		s.cell[k] = a->cell[k];
	pa_shape_sort(&s);
	for (i = 0; i < n; i++)
		if (pa_shape_cmp(&s, &groups[i]) == 0)
			return 1;
	return 0;
}

/* Whether the fate means the answer entered its player's waiting period. */
static int
was_taken(const struct pa_attempt_result *r, const struct pa_rules *rules)
{
	switch (r->fate) {
	case PA_FATE_CORRECT:
	case PA_FATE_WRONG_CONTENTS:
	case PA_FATE_ALREADY_FOUND:
	case PA_FATE_OVERTAKEN:
		return 1;
	case PA_FATE_WRONG_SHAPE:
		return rules->wrong_shape_waits;
	case PA_FATE_ENDED:	/* taken, then the time ran out */
		return strstr(r->why, "before its result") != NULL;
	default:
		return 0;
	}
}

/* When the result of an answer given at t falls due. */
static int
due_at(int t, const struct pa_rules *rules)
{
	int	 due = t + rules->wait_seconds;

	if (rules->resolve_at_end && due > rules->round_seconds)
		due = rules->round_seconds;
	return due;
}

/* Check how each answer was judged against pa_judge. */
static void
check_judged(const struct pa_match *m, int round,
    const struct pa_attempt_result *r)
{
	const struct pa_round	*qs = &m->round[round];
	struct pa_answer	 answer;
	struct pa_shape		 group;
	char			 why[PA_WHY];
	int			 g, shape_ok = 0, right = 0;

	answer_of(r->attempt, &answer);
	for (g = 0; g < qs->nq; g++) {
		switch (pa_judge(&m->grid, &qs->q[g], &answer, &group, why)) {
		case PA_CORRECT:
			right = 1;
			shape_ok = 1;
			break;
		case PA_WRONG_CONTENTS:
			shape_ok = 1;
			break;
		default:
			break;
		}
	}
	switch (r->fate) {
	case PA_FATE_WRONG_SHAPE:
		holds(INV_JUDGED, !shape_ok, "round %d: a wrong shape fits a "
		    "group", round + 1);
		break;
	case PA_FATE_WRONG_CONTENTS:
		holds(INV_JUDGED, shape_ok && !right, "round %d: wrong "
		    "contents, but shape %d, right %d", round + 1, shape_ok,
		    right);
		break;
	case PA_FATE_ALREADY_FOUND:
		holds(INV_JUDGED, right && m->plus, "round %d: already found, "
		    "but not a solution", round + 1);
		break;
	default:
		break;
	}
}

/* Check the timing of one answer against the others of its round. */
static void
check_timing(const struct pa_match *m, const struct pa_rules *rules,
    int round, const struct pa_round_result *rr,
    const struct pa_attempt_result *res, size_t i)
{
	const struct pa_attempt_result	*r = &res[i], *o;
	int				 t = r->attempt->seconds;
	int				 p = r->attempt->player;
	size_t				 j;
	int				 covered = 0;

	if (r->resolved_at >= 0) {
		holds(INV_TIME, r->resolved_at <= rules->round_seconds, "round %d: %s "
		    "given at %d resolved at %d", round + 1,
		    pa_fate_name(r->fate), t, r->resolved_at);
		holds(INV_WHEN, r->resolved_at == (r->fate ==
		    PA_FATE_WRONG_SHAPE && !rules->wrong_shape_waits ? t :
		    due_at(t, rules)), "round %d: given at %d, resolved at %d",
		    round + 1, t, r->resolved_at);
	}
	for (j = 0; j < i; j++) {
		o = &res[j];
		if (o->attempt->player != p || !was_taken(o, rules))
			continue;
		if (t < o->attempt->seconds + rules->wait_seconds &&
		    (o->resolved_at < 0 || t < o->resolved_at))
			covered = 1;
		if (was_taken(r, rules))
			holds(INV_TAKEN, o->resolved_at >= 0 ?
			    t >= o->resolved_at : o->fate != PA_FATE_ENDED,
			    "round %d: %s given at %d taken while the one "
			    "given at %d was pending", round + 1,
			    m->player[p], t, o->attempt->seconds);
	}
	if (r->fate == PA_FATE_WAITING)
		holds(INV_WAITING, covered, "round %d: %s given at %d "
		    "disregarded, nothing pending", round + 1, m->player[p], t);
	else if (r->fate != PA_FATE_ENDED)
		holds(INV_WAITING, !covered, "round %d: %s given at %d taken "
		    "during a wait", round + 1, m->player[p], t);
	if (t >= rules->round_seconds || t >= rr->ended_at)
		holds(INV_ENDED, r->fate == PA_FATE_ENDED, "round %d: given at "
		    "%d, the round over at %d, but %s", round + 1, t,
		    rr->ended_at, pa_fate_name(r->fate));
	else if (r->fate == PA_FATE_ENDED)
		holds(INV_ENDED, was_taken(r, rules) && !rules->resolve_at_end &&
		    t + rules->wait_seconds > rules->round_seconds, "round %d: "
		    "given at %d, ended at %d, yet late", round + 1, t,
		    rr->ended_at);
	if (r->fate == PA_FATE_OVERTAKEN)
		holds(INV_OVERTAKEN, t < rr->ended_at && rr->ended_at <= due_at(t, rules) &&
		    rr->points[!p] > 0, "round %d: given at %d, the round "
		    "ended at %d", round + 1, t, rr->ended_at);
}

/* Check one round's results: points, groups, solutions and timing. */
static void
check_round(const struct pa_match *m, const struct pa_rules *rules,
    const struct pa_result *res, int round, const struct solutions *sol)
{
	const struct pa_round_result	*rr = &res->round[round];
	const struct pa_attempt_result	*r, *rs = res->result + rr->first;
	const struct pa_round		*qs = &m->round[round];
	int				 points[2] = { 0, 0 };
	int				 correct[PA_MAXGROUPS] = { 0 };
	int				 last = -1, all = 1, ncorrect = 0;
	int				 g, p, prev;
	size_t				 i;

	for (i = 0; i < rr->count; i++) {
		r = &rs[i];
		holds(INV_EVERY, r->attempt->round == round + 1 &&
		    (i == 0 || rs[i - 1].attempt->seconds <=
		    r->attempt->seconds), "round %d: result %zu is of round "
		    "%d", round + 1, i, r->attempt->round);
		check_judged(m, round, r);
		check_timing(m, rules, round, rr, rs, i);
		if (r->fate != PA_FATE_CORRECT) {
			holds(INV_POINTS, r->points == 0, "round %d: %s with "
			    "%d points", round + 1, pa_fate_name(r->fate),
			    r->points);
			continue;
		}
		ncorrect++;
		points[r->attempt->player] += r->points;
		g = r->group;
		if (!holds(INV_SOLUTION, g >= 0 && g < qs->nq, "round %d: "
		    "group %d", round + 1, g))
			continue;
		correct[g]++;
		holds(INV_ONCE, rr->found_by[g] == r->attempt->player,
		    "round %d: group %d found by %d, correct for %d",
		    round + 1, g, rr->found_by[g], r->attempt->player);
		holds(INV_SOLUTION, is_solution(r->attempt,
		    sol->group[g], sol->n[g]) && r->points == (m->plus ? 1 :
		    qs->q[g].shape.n), "round %d: a correct answer that is "
		    "not a solution of group %d, or %d points", round + 1, g,
		    r->points);
		if (r->resolved_at > last)
			last = r->resolved_at;
	}
	for (g = 0; g < qs->nq; g++) {
		holds(INV_ONCE, correct[g] <= 1 && (correct[g] == 1) ==
		    (rr->found_by[g] >= 0), "round %d: group %d correct %d "
		    "times", round + 1, g, correct[g]);
		if (correct[g] == 0)
			all = 0;
	}
	holds(INV_ONCE, m->plus || ncorrect <= 1, "round %d: %d correct "
	    "answers", round + 1, ncorrect);
	holds(INV_TIME, rr->ended_at <= rules->round_seconds, "round %d: ended at %d",
	    round + 1, rr->ended_at);
	holds(INV_ROUND_END, all ? rr->ended_at == last :
	    rr->ended_at == rules->round_seconds, "round %d: ended at %d, "
	    "all found %d, last at %d", round + 1, rr->ended_at, all, last);
	for (p = 0; p < 2; p++) {
		holds(INV_POINTS, rr->points[p] == points[p], "round %d: "
		    "player %d has %d points, the answers give %d", round + 1,
		    p, rr->points[p], points[p]);
		prev = round > 0 ? res->round[round - 1].score[p] : 0;
		holds(INV_SCORE, rr->score[p] == prev + rr->points[p],
		    "round %d: score %d after %d and %d points", round + 1,
		    rr->score[p], prev, rr->points[p]);
	}
}

/* Check the showdowns, the totals and the winner. */
static void
check_end(const struct pa_match *m, const struct pa_rules *rules,
    const struct pa_result *res)
{
	const struct pa_region	*reg = &m->region;
	const char		*tie;
	int			 p, r, c, pic, filled, right, wrong, points;
	int			 winner;

	for (p = 0; p < 2; p++) {
		filled = right = wrong = 0;
		for (r = 0; m->showdown[p].given && r < m->showdown[p].rows;
		    r++)
			for (c = 0; c <= reg->col1 - reg->col0; c++) {
				pic = m->showdown[p].pic[r][c];
				if (pic == PA_BLANK)
					continue;
				filled++;
				if (pic == m->grid.pic[reg->row0 + r]
				    [reg->col0 + c])
					right++;
				else
					wrong++;
			}
		points = rules->plus ? right - wrong : wrong ? 0 : filled;
		holds(INV_SHOWDOWN, res->showdown[p].points == points &&
		    res->showdown[p].right == right &&
		    res->showdown[p].wrong == wrong &&
		    res->showdown[p].filled == filled, "player %d: %d points, "
		    "counted %d", p, res->showdown[p].points, points);
		holds(INV_TOTAL, res->total[p] ==
		    res->round[m->nrounds - 1].score[p] + points, "player %d: "
		    "total %d", p, res->total[p]);
	}
	tie = rules->tie_winner != NULL ? rules->tie_winner : m->tie_winner;
	if (res->total[0] != res->total[1])
		winner = res->total[0] > res->total[1] ? 0 : 1;
	else if (rules->plus)
		winner = tie != NULL ? pa_match_player(m, tie) : -1;
	else if (res->showdown[0].right != res->showdown[1].right)
		winner = res->showdown[0].right > res->showdown[1].right ? 0 : 1;
	else
		winner = -1;
	holds(INV_WINNER, res->winner == winner, "winner %d, expected %d "
	    "(totals %d and %d)", res->winner, winner, res->total[0],
	    res->total[1]);
}

/* Write the match, its attempts and its showdowns as a record. */
static void
write_record(FILE *fp, const struct pa_match *m)
{
	const struct pa_attempt	*a;
	char			 when[16];
	size_t			 i;
	int			 p, r, c;

	fprintf(fp, "[Players \"ann bob\"]\n");
	fprintf(fp, "[Region \"%c%d:%c%d\"]\n", 'A' + m->region.row0,
	    m->region.col0 + 1, 'A' + m->region.row1, m->region.col1 + 1);
	if (m->tie_winner != NULL)
		fprintf(fp, "[TieWinner \"%s\"]\n", m->tie_winner);
	pa_match_write(fp, m);
	for (i = 0; i < m->nattempts; i++) {
		a = &m->attempt[i];
		pa_time_format(a->seconds, when);
		fprintf(fp, "%d %s answer %s %s\n", a->round,
		    m->player[a->player], when, a->cells);
	}
	for (p = 0; p < 2; p++)
		for (r = 0; m->showdown[p].given && r < m->showdown[p].rows;
		    r++) {
			fprintf(fp, "%d %s showdown", m->nrounds + 1,
			    m->player[p]);
			for (c = 0; c <= m->region.col1 - m->region.col0; c++)
				fprintf(fp, " %c", pa_picture_char(
				    (enum pa_picture)m->showdown[p].pic[r][c]));
			fputc('\n', fp);
		}
}

static void	 compare_back(const struct pa_match *, const struct pa_rules *,
		    const struct pa_result *, const struct pa_match *);
static void	 compare_each(const struct pa_rules *,
		    const struct pa_result *, const struct rec_game *);

/* Write the match as a record, read it back, and compare the results. */
static void
check_record(const struct pa_match *m, const struct pa_rules *rules,
    const struct pa_result *res)
{
	struct rec_reader	*rd;
	struct rec_game		*game;
	struct pa_match		 back;
	struct verdict		 v;
	char			 path[] = "/tmp/refkit-referee.XXXXXX";
	FILE			*fp;
	int			 fd;

	if ((fd = mkstemp(path)) == -1 || (fp = fdopen(fd, "w")) == NULL) {
		holds(INV_RECORD, 0, "cannot make a temporary file");
		return;
	}
	write_record(fp, m);
	fclose(fp);
	rd = rec_open(path);
	if (holds(INV_RECORD, rd != NULL && rec_next(rd, &game) == REC_GAME,
	    "the record is malformed")) {
		if (holds(INV_RECORD, pa_match_read(&back, game, &v),
		    "the match is malformed: %s", v.text))
			compare_back(m, rules, res, &back);
		pa_match_free(&back);
		compare_each(rules, res, game);
	}
	rec_close(rd);
	unlink(path);
}

/* Adjudicate the match read back and compare it with the first results. */
static void
compare_back(const struct pa_match *m, const struct pa_rules *rules,
    const struct pa_result *res, const struct pa_match *back)
{
	struct pa_result	 again;
	size_t			 i, same = 0;

	pa_referee(back, rules, &again);
	for (i = 0; i < res->nresults && i < again.nresults; i++)
		if (res->result[i].fate == again.result[i].fate &&
		    res->result[i].resolved_at == again.result[i].resolved_at &&
		    res->result[i].points == again.result[i].points &&
		    strcmp(res->result[i].why, again.result[i].why) == 0)
			same++;
	holds(INV_RECORD, back->nattempts == m->nattempts &&
	    same == res->nresults && again.nresults == res->nresults &&
	    again.total[0] == res->total[0] && again.total[1] ==
	    res->total[1] && again.winner == res->winner, "%zu of %zu "
	    "results the same; totals %d-%d, were %d-%d", same, res->nresults,
	    again.total[0], again.total[1], res->total[0], res->total[1]);
	pa_result_free(&again);
}

/* What compare_round() finds, round after round. */
struct each_check {
	const struct pa_result	*whole;		/* pa_referee()'s */
	size_t			 same, n;	/* results alike, of n */
	int			 rounds;	/* rounds of the same count */
};

/* Compare round n as pa_referee_each() gives it with the whole result. */
static void
compare_round(const struct pa_result *res, int n, void *arg)
{
	struct each_check		*c = arg;
	const struct pa_round_result	*w = &c->whole->round[n];
	const struct pa_round_result	*rr = &res->round[n];
	const struct pa_attempt_result	*a, *b;
	size_t				 i;

	c->n += w->count;
	c->rounds += rr->count == w->count && rr->first == 0 &&
	    rr->score[0] == w->score[0] && rr->score[1] == w->score[1];
	for (i = 0; i < rr->count && i < w->count; i++) {
		a = &res->result[rr->first + i];
		b = &c->whole->result[w->first + i];
		c->same += a->fate == b->fate &&
		    a->resolved_at == b->resolved_at &&
		    a->points == b->points && a->group == b->group &&
		    strcmp(a->why, b->why) == 0 &&
		    a->attempt->seconds == b->attempt->seconds &&
		    a->attempt->player == b->attempt->player &&
		    strcmp(a->attempt->cells, b->attempt->cells) == 0;
	}
}

/*
 * Read the game again without its answers and referee it a round at a
 * time from the record: every round, result and total as the whole.
 */
static void
compare_each(const struct pa_rules *rules, const struct pa_result *res,
    const struct rec_game *game)
{
	struct each_check	 c = { res, 0, 0, 0 };
	struct pa_match		 q;
	struct pa_result	 each;
	struct verdict		 v;

	if (holds(INV_EACH, pa_match_read_as_questions(&q, game, 0, &v),
	    "the match is malformed: %s", v.text)) {
		pa_referee_each(&q, game, rules, &each, compare_round, &c);
		holds(INV_EACH, q.nattempts == 0 && c.same == c.n &&
		    c.n == res->nresults && c.rounds == res->nrounds &&
		    each.nresults == 0 && each.total[0] == res->total[0] &&
		    each.total[1] == res->total[1] &&
		    each.winner == res->winner, "%zu of %zu results the "
		    "same, %d of %d rounds; totals %d-%d, were %d-%d", c.same,
		    c.n, c.rounds, res->nrounds, each.total[0], each.total[1],
		    res->total[0], res->total[1]);
		pa_result_free(&each);
	}
	pa_match_free(&q);
}

/* Generate, play and check one random match of the kind. */
static void
simulate(const struct sim_kind *k, uint64_t seed)
{
	struct pa_gen_options	*o;
	struct solutions	*sol;
	struct pa_match		 m;
	struct pa_rules		 rules;
	struct pa_result	 res;
	struct rng		 rng;
	char			 why[256];
	size_t			 i;
	int			 r, g;

	o = xcalloc(1, sizeof(*o));
	o->seed = seed;
	o->rows = k->rows;
	o->cols = k->cols;
	o->rounds = k->rounds;
	o->nsizes = 4;
	for (r = 0; r < 4; r++)
		o->sizes[r] = 3 + r;
	o->plus = k->plus;
	o->groups = k->groups;
	snprintf(context, sizeof(context), "%s, seed %llu", k->name,
	    (unsigned long long)seed);
	if (!pa_generate(o, &m, why)) {
		holds(INV_EVERY, 0, "pa_generate: %s", why);
		free(o);
		return;
	}
	m.nplayers = 2;
	strcpy(m.player[ANN], "ann");
	strcpy(m.player[BOB], "bob");
	sol = xcalloc((size_t)m.nrounds, sizeof(*sol));
	for (r = 0; r < m.nrounds; r++)
		for (g = 0; g < m.round[r].nq; g++)
			sol[r].n[g] = pa_solve(&m.grid, &m.round[r].q[g],
			    &sol[r].group[g]);
	rng_seed(&rng, seed ^ 0x5eed);
	pa_rules_init(&rules, k->plus);
	if (!k->plus)
		rules.wrong_shape_waits = (int)rng_below(&rng, 2);
	rules.resolve_at_end = (int)rng_below(&rng, 2);
	if (k->plus && rng_below(&rng, 2))
		rules.tie_winner = rng_below(&rng, 2) ? "ann" : "bob";
	random_play(&rng, &m, &rules, sol);
	pa_referee(&m, &rules, &res);
	holds(INV_EVERY, res.nresults == m.nattempts && res.nrounds ==
	    m.nrounds, "%zu results for %zu attempts", res.nresults,
	    m.nattempts);
	for (r = 0; r < m.nrounds; r++)
		check_round(&m, &rules, &res, r, &sol[r]);
	check_end(&m, &rules, &res);
	if (seed % 10 == 0)
		check_record(&m, &rules, &res);
	pa_result_free(&res);
	for (r = 0; r < m.nrounds; r++)
		for (g = 0; g < m.round[r].nq; g++)
			free(sol[r].group[g]);
	free(sol);
	for (i = 0; i < m.nattempts; i++)
		free((char *)m.attempt[i].cells);
	pa_match_free(&m);
	free(o);
}

/* Play every kind of random match and report each invariant. */
static void
check_random(void)
{
	size_t	 k;
	int	 i, seed;

	for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
		memset(inv_checked, 0, sizeof(inv_checked));
		memset(inv_failed, 0, sizeof(inv_failed));
		for (seed = 1; seed <= kinds[k].matches; seed++)
			simulate(&kinds[k], (uint64_t)seed);
		for (i = 0; i < INV_COUNT; i++) {
			if (inv_checked[i] == 0)
				continue;
			tap_ok(inv_failed[i] == 0, "%s: %s (%ld checks, %ld "
			    "failed)", kinds[k].name, invariants[i],
			    inv_checked[i], inv_failed[i]);
		}
	}
}

int
main(void)
{
	size_t	 i;

	check_rules_init();
	for (i = 0; i < sizeof(situations) / sizeof(situations[0]); i++)
		check_situation(&situations[i]);
	check_running_score();
	for (i = 0; i < sizeof(showdowns) / sizeof(showdowns[0]); i++)
		check_showdown(&showdowns[i]);
	check_random();
	return tap_done();
}
