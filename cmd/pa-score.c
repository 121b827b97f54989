/*
 * pa-score: adjudicate recorded Pattern Assembly matches: the fate of each
 * timed answer, each round's points, the final showdown and the winner.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"
#include "pa/match.h"
#include "pa/referee.h"

struct options {
	struct report	 rep;
	int		 plus;		/* --plus */
	int		 wrong_shape_waits;	/* --wrong-shape-waits */
	int		 at_time_up;	/* -1 by variant, 0 discard, 1 resolve */
	const char	*tie_winner;
};

static const char usage_text[] =
"usage: pa-score [--json] [--quiet] [--summary] [--plus] [--wrong-shape-waits]\n"
"                [--at-time-up resolve|discard] [--tie-winner NAME] [FILE ...]\n"
"Adjudicate recorded Pattern Assembly matches: every answer's fate, each\n"
"round's points, the final showdown, the totals and the winner.\n"
"  --json               one JSON object per match\n"
"  --quiet              print nothing: the exit status says it all\n"
"  --summary            the games read, valid, rejected and malformed,\n"
"                       on standard error at the end\n"
"  --plus               the Plus rules (also set by [Variant \"plus\"])\n"
"  --wrong-shape-waits  the rule change: wrong-shape answers wait too\n"
"  --at-time-up HOW     answers pending when a round's time runs out:\n"
"                       resolve them (standard) or discard them (Plus)\n"
"  --tie-winner NAME    Plus: who wins a tie (also [TieWinner \"NAME\"])\n"
"Exit 0 if every match is well-formed and agrees with its Result tag,\n"
"1 if a Result tag claims what the answers do not give, 2 on bad input.\n";

/* The keys of a match's JSON object after file and game, before line. */
static const char *const json_keys[] = { "variant", "players", "rounds",
	"showdown", "total", "winner", "reason", NULL };

/* A match being scored: what its rounds are written with. */
struct scoring {
	const struct options	*opt;
	const struct pa_match	*m;
	struct json		 j;		/* with --json */
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

/* Begin the match's JSON object, up to its rounds' array, open. */
static void
match_json_begin(struct json *j, const struct pa_match *m,
    const struct rec_game *game)
{
	report_json_begin(j, game);
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

/* Close the rounds' array and end the object: showdown, totals, verdict. */
static void
match_json_end(struct json *j, const struct pa_match *m,
    const struct pa_result *res, const struct verdict *v)
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
	report_json_verdict(j, v);
	json_end(j);
}

/* Write a round just refereed (pa_referee_each()'s fn). */
static void
write_round(const struct pa_result *res, int n, void *arg)
{
	struct scoring	*sc = arg;

	if (sc->opt->rep.json)
		match_json_round(&sc->j, sc->m, res, n);
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

static int
score_game(const struct rec_game *game, void *arg)
{
	const struct options	*opt = arg;
	struct pa_match		 m;
	struct pa_rules		 rules;
	struct pa_result	 res;
	struct verdict		 v;
	struct scoring		 sc;
	int			 status;

	if (!pa_match_read_as_questions(&m, game, opt->plus, &v)) {
		pa_match_free(&m);
		return report_trouble(&opt->rep, game, &v);
	}
	if (m.nplayers < 2) {
		(void)verdict_malformed(&v, &game->pos, "game %u has %s: name "
		    "them with [Players \"ann bob\"]", game->in_file,
		    m.nplayers == 0 ? "no players" : "only one player");
		pa_match_free(&m);
		return report_trouble(&opt->rep, game, &v);
	}
	pa_rules_init(&rules, m.plus);
	if (opt->wrong_shape_waits)
		rules.wrong_shape_waits = 1;
	if (opt->at_time_up >= 0)
		rules.resolve_at_end = opt->at_time_up;
	if (opt->tie_winner != NULL) {
		if (pa_match_player(&m, opt->tie_winner) < 0) {
			(void)verdict_malformed(&v, &game->pos, "--tie-winner "
			    "%s is not a player of game %u (%s, %s)",
			    opt->tie_winner, game->in_file, m.player[0],
			    m.player[1]);
			pa_match_free(&m);
			return report_trouble(&opt->rep, game, &v);
		}
		rules.tie_winner = opt->tie_winner;
	}
	sc.opt = opt;
	sc.m = &m;
	if (opt->rep.json)
		match_json_begin(&sc.j, &m, game);
	else
		text_begin(&m, game);
	pa_referee_each(&m, game, &rules, &res, write_round, &sc);
	check_result_tag(&m, &res, &v);
	if (opt->rep.json)
		match_json_end(&sc.j, &m, &res, &v);
	else
		pa_end_write(stdout, &m, &res);
	status = v.status == EXIT_VALID ? EXIT_VALID : verdict_print(&v);
	pa_result_free(&res);
	pa_match_free(&m);
	return status;
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
		if (report_option(&opt.rep, ch))
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
	diag_exit(report_each(&opt.rep, argc - optind, argv + optind, NULL,
	    NULL, score_game, &opt));
}
