/*
 * pa-score: adjudicate recorded Pattern Assembly matches: the fate of each
 * timed answer, each round's points, the final showdown and the winner.
 */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "live.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"
#include "pa/draw.h"
#include "pa/game.h"
#include "pa/list.h"
#include "pa/match.h"
#include "pa/referee.h"

struct options {
	struct report	 rep;
	int		 plus;		/* --plus */
	int		 wrong_shape_waits;	/* --wrong-shape-waits */
	int		 at_time_up;	/* -1 by variant, 0 discard, 1 resolve */
	const char	*tie_winner;
	struct live_options live;
};

static const char usage_text[] =
"usage: pa-score [--json] [--quiet] [--summary] [--plus] [--wrong-shape-waits]\n"
"                [--at-time-up resolve|discard] [--tie-winner NAME]\n"
"                [--live [--record FILE] | --follow FILE] [FILE ...]\n"
"Adjudicate recorded Pattern Assembly matches: every answer's fate, each\n"
"round's points, the final showdown, the totals and the winner.\n"
"  --json                   one JSON object per match\n"
"  --quiet                  print nothing: the exit status says it all\n"
"  --summary                the games read, valid, rejected and\n"
"                           malformed, on standard error at the end\n"
LIVE_USAGE
"  --plus                   the Plus rules (also set by\n"
"                           [Variant \"plus\"])\n"
"  --wrong-shape-waits      the rule change: wrong-shape answers wait\n"
"                           too\n"
"  --at-time-up HOW         answers pending when a round's time runs\n"
"                           out: resolve them (standard) or discard them\n"
"                           (Plus)\n"
"  --tie-winner NAME        Plus: who wins a tie (also\n"
"                           [TieWinner \"NAME\"])\n"
"Exit 0 if every match is well-formed and agrees with its Result tag,\n"
"1 if a Result tag claims what the answers do not give, 2 on bad input.\n";

/* The keys of a match's JSON object after file and game, before line. */
static const char *const json_keys[] = { "variant", "players", "rounds",
	"showdown", "total", "winner", "reason", NULL };

/* A match being scored: what its rounds are written with. */
struct scoring {
	const struct options	*opt;
	const struct pa_match	*m;
	struct json		*j;		/* with --json */
};

/* Write the match's first line as text. */
static void
text_begin(const struct pa_match *m, const struct rec_game *game)
{
	static int	 printed;

	if (printed++ > 0)
		putchar('\n');
	report_name(stdout, game);
	printf(": %s\n", m->plus ? "Pattern Assembly Plus" :
	    "Pattern Assembly");
}

/* Write the match's variant and players, and open its rounds' array. */
static void
json_head(struct json *j, const struct pa_match *m)
{
	json_string(j, "variant", m->plus ? "plus" : "standard");
	json_array(j, "players");
	json_string(j, NULL, m->player[0]);
	json_string(j, NULL, m->player[1]);
	json_close(j);
	json_array(j, "rounds");
}

/* Write the two players' numbers v as an array named key. */
static void
json_pair(struct json *j, const char *key, const int v[2])
{
	json_array(j, key);
	json_int(j, NULL, v[0]);
	json_int(j, NULL, v[1]);
	json_close(j);
}

/* Write round n's object into the rounds' array. */
static void
match_json_round(struct json *j, const struct pa_match *m,
    const struct pa_result *res, int n)
{
	const struct pa_attempt_result	*r;
	const struct pa_round_result	*rr = &res->round[n];
	char				 t[16];
	size_t				 i;

	json_object(j, NULL);
	json_int(j, "round", n + 1);
	json_array(j, "answers");
	for (i = 0; i < rr->count; i++) {
		r = &res->result[rr->first + i];
		json_object(j, NULL);
		json_string(j, "player", m->player[r->attempt->player]);
		pa_time_format(r->attempt->seconds, t);
		json_string(j, "time", t);
		json_string(j, "cells", r->attempt->cells);
		json_string(j, "verdict", pa_fate_name(r->fate));
		if (r->resolved_at >= 0) {
			pa_time_format(r->resolved_at, t);
			json_string(j, "resolved", t);
		} else
			json_null(j, "resolved");
		json_int(j, "points", r->points);
		if (r->group >= 0)
			json_int(j, "group", r->group + 1);
		else
			json_null(j, "group");
		json_string(j, "message", r->why[0] != '\0' ? r->why : NULL);
		json_close(j);
	}
	json_close(j);
	json_pair(j, "points", rr->points);
	json_pair(j, "score", rr->score);
	json_close(j);
}

/* Close the rounds' array, and write the showdown, totals and winner. */
static void
json_tail(struct json *j, const struct pa_match *m, const struct pa_result *res)
{
	const struct pa_showdown_result	*s;
	int				 p;

	json_close(j);
	json_array(j, "showdown");
	for (p = 0; p < 2; p++) {
		s = &res->showdown[p];
		json_object(j, NULL);
		json_bool(j, "given", s->given);
		json_int(j, "filled", s->filled);
		json_int(j, "right", s->right);
		json_int(j, "wrong", s->wrong);
		json_int(j, "points", s->points);
		json_close(j);
	}
	json_close(j);
	json_pair(j, "total", res->total);
	if (res->winner >= 0)
		json_string(j, "winner", m->player[res->winner]);
	else
		json_null(j, "winner");
	json_string(j, "reason", res->reason);
}

/* Write a round just refereed (pa_referee_each()'s fn). */
static void
write_round(const struct pa_result *res, int n, void *arg)
{
	struct scoring	*sc = arg;

	if (sc->opt->rep.json)
		match_json_round(sc->j, sc->m, res, n);
	else
		pa_round_write(stdout, sc->m, res, n);
}

/*
 * Compare the Result tag, if any, with the result: the verdict is
 * rejected if they disagree, malformed if the tag names no one.
 */
static void
check_result_tag(const struct pa_match *m, const struct pa_result *res,
    struct verdict *v)
{
	const char	*claim;
	const char	*real;

	verdict_clear(v);
	if (m->result == NULL)
		return;
	claim = m->result->value;
	real = res->winner < 0 ? "draw" : m->player[res->winner];
	if (strcmp(claim, real) == 0)
		return;
	if (strcmp(claim, "draw") != 0 && pa_match_player(m, claim) < 0) {
		(void)verdict_malformed(v, &m->result->value_pos, "Result "
		    "\"%s\" is neither a player nor \"draw\"", claim);
		return;
	}
	(void)verdict_reject(v, &m->result->value_pos, "Result says %s, but the answers give "
	    "%s %d, %s %d: %s%s", strcmp(claim, "draw") == 0 ? "a draw" :
	    claim, m->player[0], res->total[0], m->player[1], res->total[1],
	    res->winner < 0 ? "a draw" : m->player[res->winner],
	    res->winner < 0 ? "" : " wins");
}

/* Change the variant's rules as the options say. */
static void
rules_set(const struct options *opt, struct pa_rules *rules)
{
	if (opt->wrong_shape_waits)
		rules->wrong_shape_waits = 1;
	if (opt->at_time_up >= 0)
		rules->resolve_at_end = opt->at_time_up;
}

/*
 * Read the match of the game and the rules it is refereed by, as the
 * options and its tags set them: 1, or 0 with the verdict (malformed).
 * The caller frees the match either way.
 */
static int
match_read(const struct rec_game *game, const struct options *opt,
    struct pa_match *m, struct pa_rules *rules, struct verdict *v)
{
	if (!pa_match_read_as_questions(m, game, opt->plus, v))
		return 0;
	if (m->nplayers < 2)
		return verdict_malformed(v, &game->pos, "game %u has %s: name "
		    "them with [Players \"ann bob\"]", game->in_file,
		    m->nplayers == 0 ? "no players" : "only one player");
	pa_rules_init(rules, m->plus);
	rules_set(opt, rules);
	if (opt->tie_winner != NULL) {
		if (pa_match_player(m, opt->tie_winner) < 0)
			return verdict_malformed(v, &game->pos, "--tie-winner "
			    "%s is not a player of game %u (%s, %s)",
			    opt->tie_winner, game->in_file, m->player[0],
			    m->player[1]);
		rules->tie_winner = opt->tie_winner;
	}
	return 1;
}

static int
score_game(const struct rec_game *game, void *arg)
{
	const struct options	*opt = arg;
	struct pa_match		 m;
	struct pa_rules		 rules;
	struct pa_result	 res;
	struct verdict		 v;
	struct scoring		 sc;
	struct json		 j;
	int			 status;

	if (!match_read(game, opt, &m, &rules, &v)) {
		pa_match_free(&m);
		return report_trouble(&opt->rep, game, &v);
	}
	sc.opt = opt;
	sc.m = &m;
	sc.j = &j;
	if (opt->rep.json) {
		report_json_begin(&j, game);
		json_head(&j, &m);
	} else
		text_begin(&m, game);
	pa_referee_each(&m, game, &rules, &res, write_round, &sc);
	check_result_tag(&m, &res, &v);
	if (opt->rep.json) {
		json_tail(&j, &m, &res);
		report_json_verdict(&j, &v);
		json_end(&j);
	} else
		pa_end_write(stdout, &m, &res);
	status = v.status == EXIT_VALID ? EXIT_VALID : verdict_print(&v);
	pa_result_free(&res);
	pa_match_free(&m);
	return status;
}

/*
 * The live referee (--live, --follow): the match taken an event at a
 * time, and, once it has ended, the match as pa-score reads it whole.
 */
struct live_state {
	struct pa_game		 g;
	const struct options	*opt;
	const struct rec_game	*rec;
	int			 closed;	/* the match read whole */
	int			 whole;		/* and it reads */
	struct pa_match		 cm;		/* read whole */
	struct pa_rules		 crules;
	struct pa_result	 cres;
};

static int
live_begin(void *state, const struct rec_game *rec, const void *arg,
    struct verdict *v)
{
	const struct options	*opt = arg;
	struct live_state	*ls = state;

	memset(ls, 0, sizeof(*ls));
	ls->opt = opt;
	ls->rec = rec;
	if (!pa_game_begin(&ls->g, rec, opt->plus, v))
		return 0;
	rules_set(opt, &ls->g.rules);
	return 1;
}

static int
live_event(void *state, const struct rec_event *e, struct verdict *v)
{
	struct live_state	*ls = state;

	return pa_game_event(&ls->g, e, v);
}

static void
live_end(void *state)
{
	struct live_state	*ls = state;

	pa_game_free(&ls->g);
	if (ls->closed) {
		pa_result_free(&ls->cres);
		pa_match_free(&ls->cm);
	}
	ls->closed = 0;
}

static int
live_over(const void *state)
{
	const struct live_state	*ls = state;

	return pa_game_over(&ls->g);
}

/*
 * What an event other than an answer did, into buf: "row A of the grid,
 * 6 columns", "round 1's question 1: 3 cells, 1 circle, 2 crosses", "ann's
 * showdown row 2 of 6".
 */
static void
event_text(const struct pa_game *g, const struct rec_event *e, char *buf,
    size_t size)
{
	const struct pa_round	*r;
	const struct pa_region	*reg = &g->m.region;
	char			 words[128];
	int			 p;

	if (strcmp(e->verb, "grid") == 0)
		snprintf(buf, size, "row %c of the grid, %d columns",
		    'A' + g->m.grid.rows - 1, g->m.grid.cols);
	else if (strcmp(e->verb, "ask") == 0) {
		r = &g->m.round[e->number - 1];
		pa_contents_words(&r->q[r->nq - 1].contents, words,
		    sizeof(words));
		snprintf(buf, size, "round %lu's question %d: %d cells, %s",
		    e->number, r->nq, r->q[r->nq - 1].shape.n, words);
	} else if (strcmp(e->verb, "showdown") == 0 &&
	    (p = pa_match_player(&g->m, e->actor)) >= 0)
		snprintf(buf, size, "%s's showdown row %d of %d", e->actor,
		    g->m.showdown[p].rows, reg->row1 - reg->row0 + 1);
	else
		snprintf(buf, size, "%s %s", e->actor, e->verb);
}

/*
 * What the answer just entered decided, as pa-score's lines say it, "; "
 * between them: the answers whose fate is known now, the round that
 * ended, and the answer itself if it is pending.
 */
static void
live_said(const void *state, const struct rec_event *e, char *buf,
    size_t size)
{
	const struct live_state		*ls = state;
	const struct pa_game		*g = &ls->g;
	const struct pa_attempt_result	*r;
	char				 line[PA_LINE], when[16];
	size_t				 n = 0;
	int				 i, round;

	buf[0] = '\0';
	for (i = 0; i <= g->ndecided && n < size; i++) {
		r = i < g->ndecided ? &g->res.result[g->decided[i]] : NULL;
		round = r != NULL ? r->attempt->round : INT_MAX;
		if (g->closed > 0 && round > g->closed &&
		    (i == 0 || g->res.result[g->decided[i - 1]].attempt->round
		    <= g->closed)) {
			pa_round_text(&g->m, &g->res.round[g->closed - 1],
			    g->closed - 1, "; ", line, sizeof(line));
			n += (size_t)snprintf(buf + n, size - n, "%s%s",
			    n > 0 ? "; " : "", line);
		}
		if (r == NULL || n >= size)
			break;
		pa_answer_text(&g->m, r, line, sizeof(line));
		n += (size_t)snprintf(buf + n, size - n, "%s%s", n > 0 ? "; " :
		    "", line);
	}
	if (g->pending >= 0 && n < size) {
		r = &g->res.result[g->pending];
		pa_time_format(r->attempt->seconds, line);
		pa_time_format(g->race.due[r->attempt->player], when);
		n += (size_t)snprintf(buf + n, size - n, "%sround %d: %s %s "
		    "%s: pending, due at %s", n > 0 ? "; " : "",
		    r->attempt->round, line, g->m.player[r->attempt->player],
		    r->attempt->cells, when);
	}
	if (strcmp(e->verb, "answer") != 0 && n < size) {
		event_text(g, e, line, sizeof(line));
		snprintf(buf + n, size - n, "%s%s", n > 0 ? "; " : "", line);
	}
}

static void
live_next(const void *state, char *buf, size_t size)
{
	const struct live_state	*ls = state;
	const struct pa_game	*g = &ls->g;
	char			 t[16];
	size_t			 n;
	int			 p;

	if (g->m.grid.rows == 0)
		snprintf(buf, size, "the host to enter the grid");
	else if (g->showdown)
		snprintf(buf, size, "the showdown");
	else if (pa_game_round(g) == 0)
		snprintf(buf, size, "the host to ask round 1's question");
	else if (g->round == 0)
		snprintf(buf, size, "round 1's answers");
	else if (g->round_over) {
		pa_time_format(g->res.round[g->round - 1].ended_at, t);
		snprintf(buf, size, "round %d ended at %s: round %d's "
		    "answers, or the showdown", g->round, t, g->round + 1);
	} else {
		pa_time_format(g->last_seconds, t);
		n = (size_t)snprintf(buf, size, "round %d's answers from %s",
		    g->round, t);
		for (p = 0; p < 2 && n < size; p++) {
			if (g->race.pending[p] < 0)
				continue;
			pa_time_format(g->race.due[p], t);
			n += (size_t)snprintf(buf + n, size - n, ", %s waiting "
			    "until %s", g->m.player[p], t);
		}
	}
}

/* A round refereed again at the end (pa_referee_each()'s fn): nothing. */
static void
skip_round(const struct pa_result *res, int n, void *arg)
{
	(void)res;
	(void)n;
	(void)arg;
}

static void
live_close(void *state, struct verdict *v)
{
	struct live_state	*ls = state;

	if (ls->closed)
		return;
	ls->closed = 1;
	pa_game_end(&ls->g);
	ls->whole = match_read(ls->rec, ls->opt, &ls->cm, &ls->crules, v);
	if (!ls->whole)
		return;
	pa_referee_each(&ls->cm, ls->rec, &ls->crules, &ls->cres, skip_round,
	    NULL);
	check_result_tag(&ls->cm, &ls->cres, v);
}

static void
live_result(const struct rec_game *rec, const void *state,
    const struct verdict *v)
{
	const struct live_state	*ls = state;
	const struct pa_game	*g = &ls->g;
	char			 line[PA_LINE];
	int			 i;

	(void)rec;
	(void)v;
	for (i = 0; i < g->ndecided; i++) {
		pa_answer_text(&g->m, &g->res.result[g->decided[i]], line,
		    sizeof(line));
		puts(line);
	}
	if (g->closed > 0) {
		pa_round_text(&g->m, &g->res.round[g->closed - 1], g->closed - 1,
		    "\n", line, sizeof(line));
		puts(line);
	}
	if (ls->whole)
		pa_end_write(stdout, &ls->cm, &ls->cres);
}

/*
 * Write the match's keys: pa-score's, once the match has ended; before,
 * its variant, players and the points so far, the rest null (what each
 * answer decided is in "said").
 */
static void
live_json(struct json *j, const void *state, int legal)
{
	const struct live_state	*ls = state;
	const struct pa_game	*g = &ls->g;
	struct pa_result	 res;
	struct scoring		 sc;
	static const int	 none[2];
	int			 r;

	(void)legal;
	if (ls->closed && ls->whole) {
		sc.opt = ls->opt;
		sc.m = &ls->cm;
		sc.j = j;
		json_head(j, &ls->cm);
		pa_referee_each(&ls->cm, ls->rec, &ls->crules, &res,
		    write_round, &sc);
		json_tail(j, &ls->cm, &res);
		pa_result_free(&res);
		return;
	}
	json_string(j, "variant", g->m.plus ? "plus" : "standard");
	json_array(j, "players");
	json_string(j, NULL, g->m.player[0]);
	json_string(j, NULL, g->m.player[1]);
	json_close(j);
	json_null(j, "rounds");
	json_null(j, "showdown");
	r = g->round_over ? g->round : g->round - 1;
	json_pair(j, "total", r > 0 ? g->res.round[r - 1].score : none);
	json_null(j, "winner");
	json_null(j, "reason");
}

/* Draw the grid and the round's question, as pa-show draws them. */
static void
live_show(FILE *fp, const void *state, int color)
{
	const struct live_state	*ls = state;
	const struct pa_match	*m = &ls->g.m;
	int			 r = pa_game_round(&ls->g);

	pa_draw_grid(fp, &m->grid, color);
	if (r > 0 && !ls->g.showdown)
		pa_draw_round(fp, r, m->round[r - 1].q, m->round[r - 1].nq,
		    m->plus, color);
}

/* List the round's right answers, as pa-solve lists them. */
static void
live_moves(FILE *fp, const void *state)
{
	const struct live_state	*ls = state;
	int			 r = pa_game_round(&ls->g);

	if (ls->g.showdown)
		fputs("the showdown: the players fill the grid\n", fp);
	else if (r == 0)
		fputs("no question yet\n", fp);
	else
		pa_list_round(fp, &ls->g.m, r - 1);
}

/* Referee the match live, with the rules of the options. */
static int
referee_live(const struct options *opt, int nfiles, char *const files[])
{
	const struct live_game	 game = {
		.size = sizeof(struct live_state),
		.arg = opt,
		.keys = json_keys,
		.begin = live_begin,
		.event = live_event,
		.end = live_end,
		.over = live_over,
		.said = live_said,
		.next = live_next,
		.close = live_close,
		.result = live_result,
		.json = live_json,
		.show = live_show,
		.moves = live_moves
	};

	return live_run(&game, &opt->live, nfiles, files);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "plus", no_argument, NULL, 'p' },
		{ "wrong-shape-waits", no_argument, NULL, 'w' },
		{ "at-time-up", required_argument, NULL, 'a' },
		{ "tie-winner", required_argument, NULL, 't' },
		LIVE_LONGOPTS,
		REPORT_LONGOPTS,
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct options	 opt;
	int		 ch;

	diag_init(argv[0]);
	memset(&opt, 0, sizeof(opt));
	opt.at_time_up = -1;
	report_init(&opt.rep, json_keys);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		if (live_option(&opt.live, ch, optarg) ||
		    report_option(&opt.rep, ch))
			continue;
		switch (ch) {
		case 'j':
			opt.rep.json = 1;
			break;
		case 'p':
			opt.plus = 1;
			break;
		case 'w':
			opt.wrong_shape_waits = 1;
			break;
		case 'a':
			if (strcmp(optarg, "resolve") == 0)
				opt.at_time_up = 1;
			else if (strcmp(optarg, "discard") == 0)
				opt.at_time_up = 0;
			else
				diag_usage("--at-time-up: expected resolve or "
				    "discard, not '%s'", optarg);
			break;
		case 't':
			opt.tie_winner = optarg;
			break;
		}
	}
	opt.live.json = opt.rep.json;
	opt.live.quiet = opt.rep.quiet;
	if (live_wanted(&opt.live, argc - optind))
		diag_exit(referee_live(&opt, argc - optind, argv + optind));
	diag_exit(report_each(&opt.rep, argc - optind, argv + optind, NULL,
	    NULL, score_game, &opt));
}
