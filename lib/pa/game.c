/*
 * game.c: a Pattern Assembly match refereed an event at a time (see
 * game.h): the match read as its lines come, each round's answers taken
 * by the referee's race as they are given.
 */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "game.h"
#include "match.h"
#include "referee.h"

int
pa_game_begin(struct pa_game *g, const struct rec_game *rec, int plus,
    struct verdict *v)
{
	memset(g, 0, sizeof(*g));
	g->pending = -1;
	if (!pa_reading_begin(&g->rd, &g->m, rec, plus, 0, v))
		return 0;
	pa_rules_init(&g->rules, g->m.plus);
	return 1;
}

/* Make room in the result for rounds 1 to n. */
static void
grow_rounds(struct pa_game *g, int n)
{
	if (n <= g->res.nrounds)
		return;
	g->res.round = xreallocarray(g->res.round, (size_t)n,
	    sizeof(*g->res.round));
	memset(g->res.round + g->res.nrounds, 0, (size_t)(n -
	    g->res.nrounds) * sizeof(*g->res.round));
	g->res.nrounds = n;
}

/* Note that the last event decided result i: in the order given. */
static void
decided(struct pa_game *g, size_t i)
{
	int	 k;

	if (g->ndecided == PA_DECIDED)
		return;
	for (k = g->ndecided++; k > 0 && g->decided[k - 1] > i; k--)
		g->decided[k] = g->decided[k - 1];
	g->decided[k] = i;
}

/* The results pending in the round being played, by index; -1 if none. */
static void
pending_now(const struct pa_game *g, long was[2])
{
	int	 p;

	for (p = 0; p < 2; p++)
		was[p] = g->round > 0 && g->race.pending[p] >= 0 ?
		    (long)(g->res.round[g->round - 1].first +
		    (size_t)g->race.pending[p]) : -1;
}

/* Note the results that were pending (was) and are no longer. */
static void
decided_since(struct pa_game *g, const long was[2])
{
	long	 now[2];
	int	 p;

	pending_now(g, now);
	for (p = 0; p < 2; p++)
		if (was[p] >= 0 && now[p] != was[p])
			decided(g, (size_t)was[p]);
}

/* End the round being played, if its race has not ended. */
static void
end_round(struct pa_game *g)
{
	long	 was[2];

	if (g->round == 0 || g->round_over)
		return;
	pending_now(g, was);
	pa_race_end(&g->race);
	decided_since(g, was);
	g->round_over = 1;
	if (g->res.round[g->round - 1].count > 0)
		g->closed = g->round;
}

/* Begin round r (from 1), the round before it ended. */
static void
begin_round(struct pa_game *g, int r)
{
	grow_rounds(g, r);
	g->res.round[r - 1].first = g->res.nresults;
	g->res.round[r - 1].count = 0;
	pa_race_begin(&g->race, &g->m, &g->rules, &g->res, r - 1);
	g->round = r;
	g->round_over = 0;
	g->last_seconds = 0;
}

/* End the round being played and those up to r, without answers. */
static void
play_to(struct pa_game *g, int r)
{
	end_round(g);
	while (g->round < r) {
		begin_round(g, g->round + 1);
		if (g->round < r)
			end_round(g);
	}
}

/* Add the attempt a to the round's results, and return its index. */
static size_t
add_result(struct pa_game *g, const struct pa_attempt *a)
{
	struct pa_attempt_result	*r;
	size_t				 i, n = g->res.nresults;

	if (n == g->cap) {
		g->cap = g->cap ? g->cap * 2 : 64;
		g->attempt = xreallocarray(g->attempt, g->cap,
		    sizeof(*g->attempt));
		g->res.result = xreallocarray(g->res.result, g->cap,
		    sizeof(*g->res.result));
		for (i = 0; i < n; i++)
			g->res.result[i].attempt = &g->attempt[i];
	}
	g->attempt[n] = *a;
	r = &g->res.result[n];
	memset(r, 0, sizeof(*r));
	r->attempt = &g->attempt[n];
	r->fate = PA_FATE_ENDED;
	r->resolved_at = -1;
	r->group = -1;
	r->why = "";
	g->res.nresults++;
	g->res.round[g->round - 1].count++;
	return n;
}

/* An answer, read well: take it in its round, or refuse it. */
static int
take_answer(struct pa_game *g, const struct rec_event *e, struct verdict *v)
{
	struct pa_attempt	 a;
	struct pos		 at = rec_arg_pos(e, 0);
	long			 was[2];
	size_t			 i;
	int			 r = (int)e->number, p;

	if (g->m.grid.rows == 0)
		return verdict_reject(v, &e->pos, "the match has no grid yet: "
		    "the host enters it before the first answer ('0 host "
		    "grid O X + ...')");
	if (r > g->rd.max_round || g->m.round[r - 1].nq == 0)
		return verdict_reject(v, &e->pos, "round %d has no question "
		    "yet: the host asks it before its answers ('%d host ask "
		    "SHAPE CONTENTS')", r, r);
	if (r < g->round)
		return verdict_reject(v, &e->pos, "round %d is over: round "
		    "%d's answers have begun", r, g->round);
	g->m.nrounds = g->rd.max_round;
	if (pa_attempt_read(&g->m, e, &a) == 0)
		return verdict_malformed(v, &e->pos, "not an answer of a "
		    "player of the match");	/* the reading checked it */
	if (r == g->round && a.seconds < g->last_seconds)
		return verdict_reject(v, &at, "round %d's last answer was "
		    "given at %d:%02d: answers are entered in the order they "
		    "are given", r, g->last_seconds / 60,
		    g->last_seconds % 60);
	if (r > g->round)
		play_to(g, r);
	g->last_seconds = a.seconds;
	pending_now(g, was);
	i = add_result(g, &a);
	pa_race_take(&g->race, i - g->res.round[r - 1].first);
	decided_since(g, was);
	p = a.player;
	if (g->race.pending[p] >= 0 && g->res.round[r - 1].first +
	    (size_t)g->race.pending[p] == i)
		g->pending = (long)i;
	else
		decided(g, i);
	if (g->race.ended && !g->round_over)
		end_round(g);
	return 1;
}

/* A showdown row, read well: the rounds are over; check it as a whole. */
static int
take_showdown(struct pa_game *g, struct verdict *v)
{
	if (!pa_reading_end(&g->rd, v))
		return 0;
	if (!g->showdown)
		play_to(g, g->m.nrounds);
	end_round(g);
	g->showdown = 1;
	return 1;
}

int
pa_game_event(struct pa_game *g, const struct rec_event *e,
    struct verdict *v)
{
	struct pos	 verb = rec_verb_pos(e);
	int		 grid = strcmp(e->verb, "grid") == 0;
	int		 ask = strcmp(e->verb, "ask") == 0;
	int		 answer = strcmp(e->verb, "answer") == 0;
	int		 showdown = strcmp(e->verb, "showdown") == 0;

	g->ndecided = 0;
	g->closed = 0;
	g->pending = -1;
	if (pa_game_over(g))
		return verdict_reject(v, &e->pos, "the match is over: both "
		    "showdowns are in");
	if (g->showdown && !showdown)
		return verdict_reject(v, &verb, "the showdown has begun: only "
		    "its rows come now");
	if (grid && g->res.nresults > 0)
		return verdict_reject(v, &verb, "the grid is complete: answers "
		    "were judged against it");
	if (ask && g->round > 0 && e->number <= (unsigned long)g->round)
		return verdict_reject(v, &e->pos, "round %lu's answers have "
		    "begun: its questions are asked before them", e->number);
	if (!pa_reading_event(&g->rd, e, v))
		return 0;
	if (ask)
		return pa_reading_check_round(&g->rd, (int)e->number, v);
	if (answer)
		return take_answer(g, e, v);
	if (showdown)
		return take_showdown(g, v);
	return 1;
}

void
pa_game_end(struct pa_game *g)
{
	g->ndecided = 0;
	g->closed = 0;
	g->pending = -1;
	end_round(g);
}

int
pa_game_over(const struct pa_game *g)
{
	const struct pa_region	*reg = &g->m.region;
	int			 p;

	if (!g->showdown)
		return 0;
	for (p = 0; p < 2; p++)
		if (!g->m.showdown[p].given ||
		    g->m.showdown[p].rows < reg->row1 - reg->row0 + 1)
			return 0;
	return 1;
}

int
pa_game_round(const struct pa_game *g)
{
	if (g->round > 0)
		return g->round;
	return g->rd.max_round > 0 && g->m.round[0].nq > 0 ? 1 : 0;
}

void
pa_game_free(struct pa_game *g)
{
	free(g->attempt);
	pa_result_free(&g->res);
	pa_match_free(&g->m);
	memset(g, 0, sizeof(*g));
}
