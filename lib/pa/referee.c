/*
 * referee.c: the timing and scoring rules of Pattern Assembly and Plus.
 *
 * A round is a race in time.  Answers are taken in time order (record
 * order among equal times).  A player who answers waits wait_seconds for
 * the result; answers given while waiting are disregarded.  Results fall
 * due at the end of the wait, or when the round's time runs out; a result
 * due at the same moment as an answer is given comes first.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"
#include "judge.h"
#include "match.h"
#include "referee.h"

#define WHY_BLOCK	65536	/* bytes of reasons a block holds */

/* A block of the reasons of a result's answers, one after the other. */
struct pa_why_block {
	struct pa_why_block	*next;
	size_t			 used;
	size_t			 size;
	char			 text[];
};

void
pa_rules_init(struct pa_rules *r, int plus)
{
	memset(r, 0, sizeof(*r));
	r->plus = plus;
	r->wrong_shape_waits = plus;
	r->round_seconds = plus ? 300 : 180;
	r->wait_seconds = 30;
	r->resolve_at_end = !plus;
}

const char *
pa_fate_name(enum pa_fate f)
{
	switch (f) {
	case PA_FATE_CORRECT:
		return "correct";
	case PA_FATE_WRONG_SHAPE:
		return "wrong shape";
	case PA_FATE_WRONG_CONTENTS:
		return "wrong contents";
	case PA_FATE_ALREADY_FOUND:
		return "already found";
	default:
		return "disregarded";
	}
}

/*
 * Keep a copy of text as the answer's reason, in the result's blocks of
 * reasons; one of the last few kept, if it is the same (the answers of a
 * long round are disregarded for the same few reasons, again and again).
 */
static void
set_why(struct pa_race *rc, struct pa_attempt_result *r, const char *text)
{
	struct pa_why_block	*b = rc->result->whys;
	size_t			 len = strlen(text) + 1, size;
	char			*copy;
	int			 i;

	if (len == 1) {
		r->why = "";
		return;
	}
	for (i = 0; i < PA_RECENT_WHYS && i < rc->nrecent; i++)
		if (strcmp(rc->recent[i], text) == 0) {
			r->why = rc->recent[i];
			return;
		}
	if (b == NULL || b->size - b->used < len) {
		size = len > WHY_BLOCK ? len : WHY_BLOCK;
		b = xmalloc(sizeof(*b) + size);
		b->size = size;
		b->used = 0;
		b->next = rc->result->whys;
		rc->result->whys = b;
	}
	copy = b->text + b->used;
	memcpy(copy, text, len);
	b->used += len;
	r->why = copy;
	rc->recent[rc->nrecent++ % PA_RECENT_WHYS] = copy;
}

/* Set the answer's reason as printf(3) formats it. */
static void
format_why(struct pa_race *rc, struct pa_attempt_result *r, const char *fmt, ...)
    DIAG_PRINTF(3, 4);

static void
format_why(struct pa_race *rc, struct pa_attempt_result *r, const char *fmt, ...)
{
	va_list	 ap;
	char	 text[PA_WHY];

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	set_why(rc, r, text);
}

/* Read the answer's cells, as written, into a; they were checked read. */
static void
answer_of(const struct pa_attempt_result *r, struct pa_answer *a)
{
	char	 why[PA_WHY];

	if (pa_answer_parse(r->attempt->cells, a, why) == 0)
		a->n = 0;
}

/* Which group, if any, the answer's shape fits; -1 if none. */
static int
shape_group(const struct pa_race *rc, const struct pa_answer *a, char *why)
{
	struct pa_shape	 group;
	char		 first_why[PA_WHY];
	int		 g;

	for (g = 0; g < rc->qs->nq; g++) {
		if (pa_answer_shape_ok(&rc->m->grid, &rc->qs->q[g].shape, a,
		    &group, g == 0 ? first_why : why))
			return g;
	}
	memcpy(why, first_why, PA_WHY);
	return -1;
}

/* Mark the pending answer of the player as overtaken at time t. */
static void
overtake(struct pa_race *rc, int player, int winner, int t)
{
	struct pa_attempt_result	*r;
	char				 when[16];

	if (rc->pending[player] < 0)
		return;
	r = &rc->res[rc->pending[player]];
	pa_time_format(t, when);
	r->fate = PA_FATE_OVERTAKEN;
	format_why(rc, r, "%s %s at %s", rc->m->player[winner],
	    rc->rules->plus ? "found the last group" : "answered correctly",
	    when);
	rc->pending[player] = -1;
}

/* Resolve the player's pending answer at time t. */
static void
resolve(struct pa_race *rc, int player, int t)
{
	struct pa_attempt_result	*r;
	struct pa_answer		 a;
	struct pa_shape			 group;
	enum pa_fate			 fate;
	char				 why[PA_WHY];
	int				 g, all = 1;

	r = &rc->res[rc->pending[player]];
	rc->pending[player] = -1;
	r->resolved_at = t;
	if (r->fate == PA_FATE_WRONG_SHAPE)
		return;		/* its shape was known wrong when given */
	answer_of(r, &a);
	fate = PA_FATE_WRONG_SHAPE;
	for (g = 0; g < rc->qs->nq && fate != PA_FATE_CORRECT; g++) {
		if (pa_judge(&rc->m->grid, &rc->qs->q[g], &a, &group, why) ==
		    PA_WRONG_SHAPE)
			continue;
		if (fate == PA_FATE_WRONG_SHAPE) {
			fate = PA_FATE_WRONG_CONTENTS;
			set_why(rc, r, why);
		}
		if (why[0] != '\0')
			continue;	/* wrong contents for this group */
		if (rc->rr->found_by[g] >= 0) {
			fate = PA_FATE_ALREADY_FOUND;
			format_why(rc, r, "it matches group %d, already found "
			    "by %s", g + 1, rc->m->player[rc->rr->found_by[g]]);
			continue;
		}
		fate = PA_FATE_CORRECT;
		r->group = g;
		r->points = rc->rules->plus ? 1 : rc->qs->q[g].shape.n;
		r->why = "";
		rc->rr->found_by[g] = player;
		rc->rr->points[player] += r->points;
	}
	r->fate = fate;
	if (fate == PA_FATE_WRONG_SHAPE) {
		(void)shape_group(rc, &a, why);
		set_why(rc, r, why);
	}
	if (fate != PA_FATE_CORRECT)
		return;
	for (g = 0; g < rc->qs->nq; g++)
		if (rc->rr->found_by[g] < 0)
			all = 0;
	if (all) {
		rc->ended = 1;
		rc->rr->ended_at = t;
		overtake(rc, !player, player, t);
	}
}

/*
 * Resolve, in order, every pending answer due by time t; none after the
 * round's time, when what is still pending is resolved or discarded.
 */
static void
resolve_due(struct pa_race *rc, int t)
{
	int	 p, next;

	if (t > rc->rules->round_seconds)
		t = rc->rules->round_seconds;
	while (!rc->ended) {
		next = -1;
		for (p = 0; p < 2; p++) {
			if (rc->pending[p] < 0 || rc->due[p] > t)
				continue;
			if (next < 0 || rc->due[p] < rc->due[next] ||
			    (rc->due[p] == rc->due[next] &&
			    rc->pending[p] < rc->pending[next]))
				next = p;
		}
		if (next < 0)
			return;
		resolve(rc, next, rc->due[next]);
	}
}

/* Take an answer given at its time: disregard it, or make it pending. */
static void
take(struct pa_race *rc, int i)
{
	struct pa_attempt_result	*r = &rc->res[i];
	const struct pa_attempt		*a = r->attempt;
	const struct pa_rules		*rules = rc->rules;
	struct pa_answer		 answer;
	char				 t1[16], t2[16], why[PA_WHY];
	int				 p = a->player, t = a->seconds;

	resolve_due(rc, t);
	if (rc->ended) {
		r->fate = PA_FATE_ENDED;
		pa_time_format(rc->rr->ended_at, t1);
		format_why(rc, r, "the round ended at %s", t1);
		return;
	}
	if (t >= rules->round_seconds) {
		r->fate = PA_FATE_ENDED;
		pa_time_format(rules->round_seconds, t1);
		format_why(rc, r, "the round's time ran out at %s", t1);
		return;
	}
	if (rc->pending[p] >= 0) {
		r->fate = PA_FATE_WAITING;
		pa_time_format(rc->res[rc->pending[p]].attempt->seconds, t1);
		pa_time_format(rc->due[p], t2);
		format_why(rc, r, "%s is waiting for the result of the answer "
		    "given at %s, due at %s", rc->m->player[p], t1, t2);
		return;
	}
	answer_of(r, &answer);
	if (shape_group(rc, &answer, why) < 0) {
		set_why(rc, r, why);
		r->fate = PA_FATE_WRONG_SHAPE;
		if (!rules->wrong_shape_waits) {
			r->resolved_at = t;	/* announced at once */
			return;
		}
	}
	rc->pending[p] = i;
	rc->due[p] = t + rules->wait_seconds;
	if (rc->due[p] > rules->round_seconds && rules->resolve_at_end)
		rc->due[p] = rules->round_seconds;
}

/* Sort a round's results by the time their answers were given. */
static int
by_time(const void *x, const void *y)
{
	const struct pa_attempt_result	*a = x, *b = y;

	if (a->attempt->seconds != b->attempt->seconds)
		return a->attempt->seconds < b->attempt->seconds ? -1 : 1;
	return a->attempt < b->attempt ? -1 : a->attempt > b->attempt;
}

/* Set the result of the attempt a to what it is before its round. */
static void
result_init(struct pa_attempt_result *r, const struct pa_attempt *a)
{
	r->attempt = a;
	r->resolved_at = -1;
	r->points = 0;
	r->group = -1;
	r->fate = PA_FATE_ENDED;
	r->why = "";
}

/*
 * Give each round its answers' results, in record order, one round after
 * the other: the round's first and count, and the results' attempts.
 * Answers in no round of the match have no result.
 */
static void
results_by_round(const struct pa_match *m, struct pa_result *res)
{
	size_t				 i, first = 0;
	int				 round;

	for (i = 0; i < m->nattempts; i++)
		if ((round = m->attempt[i].round) >= 1 && round <= m->nrounds)
			res->round[round - 1].count++;
	for (round = 0; round < m->nrounds; round++) {
		res->round[round].first = first;
		first += res->round[round].count;
		res->round[round].count = 0;
	}
	for (i = 0; i < m->nattempts; i++) {
		if ((round = m->attempt[i].round) < 1 || round > m->nrounds)
			continue;
		result_init(&res->result[res->round[round - 1].first +
		    res->round[round - 1].count++], &m->attempt[i]);
	}
	res->nresults = first;
}

/*
 * Point the race at its round's question, results and round result, where
 * they are now: the caller's arrays may have moved since the last answer.
 */
static void
race_refresh(struct pa_race *rc)
{
	rc->qs = &rc->m->round[rc->round];
	rc->rr = &rc->result->round[rc->round];
	rc->res = rc->result->result + rc->rr->first;
}

void
pa_race_begin(struct pa_race *rc, const struct pa_match *m,
    const struct pa_rules *rules, struct pa_result *res, int round)
{
	int	 g;

	memset(rc, 0, sizeof(*rc));
	rc->m = m;
	rc->rules = rules;
	rc->round = round;
	rc->result = res;
	race_refresh(rc);
	for (g = 0; g < PA_MAXGROUPS; g++)
		rc->rr->found_by[g] = -1;
	rc->rr->ended_at = rules->round_seconds;
	rc->pending[0] = rc->pending[1] = -1;
}

void
pa_race_take(struct pa_race *rc, size_t i)
{
	race_refresh(rc);
	take(rc, (int)i);
}

void
pa_race_end(struct pa_race *rc)
{
	const struct pa_rules	*rules = rc->rules;
	struct pa_result	*res = rc->result;
	char			 when[16];
	int			 p, round = rc->round;

	race_refresh(rc);
	resolve_due(rc, rules->round_seconds);
	for (p = 0; p < 2; p++) {
		if (rc->pending[p] < 0)
			continue;
		/* Still pending when the time ran out, unresolved (Plus). */
		rc->res[rc->pending[p]].fate = PA_FATE_ENDED;
		pa_time_format(rules->round_seconds, when);
		format_why(rc, &rc->res[rc->pending[p]], "the round's time "
		    "ran out at %s, before its result", when);
		rc->pending[p] = -1;
	}
	for (p = 0; p < 2; p++)
		rc->rr->score[p] = (round > 0 ? res->round[round - 1].score[p] :
		    0) + rc->rr->points[p];
}

/* Play the round: its answers, sorted by time, taken one after the other. */
static void
play_round(const struct pa_match *m, const struct pa_rules *rules, int round,
    struct pa_result *res)
{
	struct pa_race	 rc;
	size_t		 i;

	pa_race_begin(&rc, m, rules, res, round);
	qsort(rc.res, rc.rr->count, sizeof(*rc.res), by_time);
	for (i = 0; i < rc.rr->count; i++)
		take(&rc, (int)i);
	pa_race_end(&rc);
}

static void
score_showdown(const struct pa_match *m, const struct pa_rules *rules,
    int p, struct pa_showdown_result *s)
{
	const struct pa_showdown	*sd = &m->showdown[p];
	const struct pa_region		*reg = &m->region;
	int				 r, c, pic;

	memset(s, 0, sizeof(*s));
	if (!sd->given)
		return;
	s->given = 1;
	for (r = 0; r < sd->rows; r++)
		for (c = 0; c <= reg->col1 - reg->col0; c++) {
			if ((pic = sd->pic[r][c]) == PA_BLANK)
				continue;
			s->filled++;
			if (pic == m->grid.pic[reg->row0 + r][reg->col0 + c])
				s->right++;
			else
				s->wrong++;
		}
	if (rules->plus)
		s->points = s->right - s->wrong;
	else
		s->points = s->wrong == 0 ? s->filled : 0;
}

/* Begin the result of the match: its rounds, not yet played. */
static void
result_begin(const struct pa_match *m, struct pa_result *res)
{
	memset(res, 0, sizeof(*res));
	res->nrounds = m->nrounds;
	res->round = xcalloc((size_t)m->nrounds, sizeof(*res->round));
}

/* End the result once every round is played: showdown, totals, winner. */
static void
result_end(const struct pa_match *m, const struct pa_rules *rules,
    struct pa_result *res)
{
	const char	*tie_winner;
	int		 p;

	for (p = 0; p < 2; p++) {
		score_showdown(m, rules, p, &res->showdown[p]);
		res->total[p] = res->round[m->nrounds - 1].score[p] +
		    res->showdown[p].points;
	}
	tie_winner = rules->tie_winner != NULL ? rules->tie_winner :
	    m->tie_winner;
	if (res->total[0] != res->total[1]) {
		res->winner = res->total[0] > res->total[1] ? 0 : 1;
		res->reason = "more points";
	} else if (rules->plus && tie_winner != NULL &&
	    pa_match_player(m, tie_winner) >= 0) {
		res->winner = pa_match_player(m, tie_winner);
		res->reason = "a tie, won by the player the host named";
	} else if (!rules->plus &&
	    res->showdown[0].right != res->showdown[1].right) {
		res->winner = res->showdown[0].right > res->showdown[1].right ?
		    0 : 1;
		res->reason = "a tie on points, broken by more cells right in "
		    "the showdown";
	} else {
		res->winner = -1;
		res->reason = "a draw";
	}
}

/* Free the reasons of the results, kept in the result's blocks. */
static void
free_whys(struct pa_result *res)
{
	struct pa_why_block	*b, *next;

	for (b = res->whys; b != NULL; b = next) {
		next = b->next;
		free(b);
	}
	res->whys = NULL;
}

void
pa_referee(const struct pa_match *m, const struct pa_rules *rules,
    struct pa_result *res)
{
	int	 r;

	result_begin(m, res);
	res->result = xcalloc(m->nattempts, sizeof(*res->result));
	results_by_round(m, res);
	for (r = 0; r < m->nrounds; r++)
		play_round(m, rules, r, res);
	result_end(m, rules, res);
}

/*
 * The answers of the game, round by round: into *event, the index of each
 * answer event, those of round 1 first, each round's in record order;
 * into *start, where each round's begin (nrounds + 1 of them, the last
 * the number of answers).  The caller frees both.
 */
static void
index_answers(const struct pa_match *m, const struct rec_game *game,
    uint32_t **event, size_t **start)
{
	size_t	*at, i;
	int	 r;

	if (game->nevents > UINT32_MAX)
		diag_fatal("a match of more than %lu events",
		    (unsigned long)UINT32_MAX);

	*start = xcalloc((size_t)m->nrounds + 1, sizeof(**start));
	for (i = 0; i < game->nevents; i++)
		if ((r = pa_attempt_read(m, &game->events[i], NULL)) > 0)
			(*start)[r]++;
	for (r = 0; r < m->nrounds; r++)
		(*start)[r + 1] += (*start)[r];
	*event = xcalloc((*start)[m->nrounds] + 1, sizeof(**event));
	at = xcalloc((size_t)m->nrounds + 1, sizeof(*at));
	memcpy(at, *start, ((size_t)m->nrounds + 1) * sizeof(*at));
	for (i = 0; i < game->nevents; i++)
		if ((r = pa_attempt_read(m, &game->events[i], NULL)) > 0)
			(*event)[at[r - 1]++] = (uint32_t)i;
	free(at);
}

void
pa_referee_each(const struct pa_match *m, const struct rec_game *game,
    const struct pa_rules *rules, struct pa_result *res,
    void (*fn)(const struct pa_result *, int round, void *), void *arg)
{
	struct pa_attempt	*attempt = NULL;
	uint32_t		*event;
	size_t			*start, i, n, cap = 0;
	int			 r;

	result_begin(m, res);
	index_answers(m, game, &event, &start);
	for (r = 0; r < m->nrounds; r++) {
		if (start[r + 1] - start[r] >= cap) {	/* room for 1 at least */
			cap = start[r + 1] - start[r] + 1;
			free(attempt);
			free(res->result);
			attempt = xcalloc(cap, sizeof(*attempt));
			res->result = xcalloc(cap, sizeof(*res->result));
		}
		for (n = 0, i = start[r]; i < start[r + 1]; i++) {
			if (pa_attempt_read(m, &game->events[event[i]],
			    &attempt[n]) == 0)
				continue;
			result_init(&res->result[n], &attempt[n]);
			n++;
		}
		res->round[r].first = 0;
		res->round[r].count = res->nresults = n;
		play_round(m, rules, r, res);
		fn(res, r, arg);
		free_whys(res);
	}
	free(attempt);
	free(event);
	free(start);
	free(res->result);
	res->result = NULL;
	res->nresults = 0;
	result_end(m, rules, res);
}

void
pa_result_free(struct pa_result *res)
{
	free_whys(res);
	free(res->round);
	free(res->result);
	memset(res, 0, sizeof(*res));
}

void
pa_answer_text(const struct pa_match *m, const struct pa_attempt_result *r,
    char *buf, size_t size)
{
	char	 t1[16], t2[16];
	size_t	 n;

	pa_time_format(r->attempt->seconds, t1);
	n = (size_t)snprintf(buf, size, "round %d: %s %s %s: %s",
	    r->attempt->round, t1, m->player[r->attempt->player],
	    r->attempt->cells, pa_fate_name(r->fate));
	if (n >= size)
		return;
	if (r->fate == PA_FATE_CORRECT) {
		pa_time_format(r->resolved_at, t2);
		n += (size_t)snprintf(buf + n, size - n, " at %s, %d point%s",
		    t2, r->points, r->points == 1 ? "" : "s");
		if (n < size && m->round[r->attempt->round - 1].nq > 1)
			snprintf(buf + n, size - n, " (group %d)",
			    r->group + 1);
	} else if (r->why[0] != '\0')
		snprintf(buf + n, size - n, ": %s", r->why);
}

void
pa_round_text(const struct pa_match *m, const struct pa_round_result *rr,
    int n, const char *sep, char *buf, size_t size)
{
	size_t	 len = 0;
	int	 g;

	for (g = 0; g < m->round[n].nq; g++)
		if (rr->found_by[g] >= 0)
			break;
	if (g == m->round[n].nq)
		len = (size_t)snprintf(buf, size, "round %d: skipped, no "
		    "correct answer%s", n + 1, sep);
	if (len < size)
		snprintf(buf + len, size - len, "round %d: %s %d, %s %d", n + 1,
		    m->player[0], rr->score[0], m->player[1], rr->score[1]);
}

void
pa_round_write(FILE *fp, const struct pa_match *m,
    const struct pa_result *res, int n)
{
	const struct pa_round_result	*rr = &res->round[n];
	char				 line[PA_LINE];
	size_t				 i;

	for (i = 0; i < rr->count; i++) {
		pa_answer_text(m, &res->result[rr->first + i], line,
		    sizeof(line));
		fprintf(fp, "%s\n", line);
	}
	pa_round_text(m, rr, n, "\n", line, sizeof(line));
	fprintf(fp, "%s\n", line);
}

void
pa_end_write(FILE *fp, const struct pa_match *m,
    const struct pa_result *res)
{
	const struct pa_showdown_result	*s;
	int				 p;

	for (p = 0; p < 2; p++) {
		s = &res->showdown[p];
		if (!s->given)
			fprintf(fp, "showdown: %s submitted nothing, 0 "
			    "points\n", m->player[p]);
		else
			fprintf(fp, "showdown: %s %d point%s (%d filled, %d "
			    "right, %d wrong)\n", m->player[p], s->points,
			    s->points == 1 || s->points == -1 ? "" : "s",
			    s->filled, s->right, s->wrong);
	}
	fprintf(fp, "final: %s %d, %s %d; ", m->player[0], res->total[0],
	    m->player[1], res->total[1]);
	if (res->winner < 0)
		fprintf(fp, "a draw\n");
	else
		fprintf(fp, "%s wins (%s)\n", m->player[res->winner],
		    res->reason);
}
