/*
 * nm-check: replay recorded games of NetMatch, reject the first illegal
 * event of each, and say how each ended: who won and how.
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "ruletab.h"
#include "verdict.h"
#include "nm/game.h"
#include "nm/network.h"
#include "nm/rules.h"

static const char usage_text[] =
"usage: nm-check [--json] [--quiet] [--summary] [--any-pawn]\n"
"                [--network FILE] [FILE ...]\n"
"Replay recorded games of NetMatch: reject the first illegal event of\n"
"each game with the rule it breaks, and say who won and how.\n"
"  --json          one JSON object per game\n"
"  --quiet         print nothing: the exit status says it all\n"
"  --summary       the games read, valid, rejected and malformed, on\n"
"                  standard error at the end\n"
"  --any-pawn      a player may move any pawn, not only their own colors'\n"
"  --network FILE  play every game on the network in FILE, whatever its\n"
"                  Network tag says (see nm-network(5))\n"
"Exit 0 if every game is legal and agrees with its Result tag, 1 if not,\n"
"2 on bad input.\n";

struct options {
	struct report		 rep;
	struct nm_options	 rules;
};

/* The keys of a game's JSON object after file and game, before line. */
static const char *const json_keys[] = { "players", "variant", "network",
	"winner", "how", "reason", "events", "turn", "letters", NULL };

static const char *const variant_names[] = { "four", "partial", "full" };
static const char *const reason_names[] = {
	NULL, "letters", "gambit", "last"
};

/* Write the tokens taken so far, "; discovered red:square=T", if any. */
static void
print_discovered(const struct nm_game *g)
{
	const struct nm_setup	*s = &g->setup;
	char			 letters[NM_NSYMBOLS + 1];
	int			 c, k, n = 0;

	for (c = 0; c < NM_NCOLORS; c++) {
		if (s->owner[c] < 0)
			continue;
		nm_revealed_text(s, &g->pos, c, letters);
		for (k = 0; k < NM_NSYMBOLS; k++)
			if (letters[k] != '.')
				printf("%s %s:%s=%c", n++ == 0 ? "; discovered" :
				    ",", nm_colors[c], nm_symbols[k], letters[k]);
	}
}

static void
report_text(const struct rec_game *rec, const struct nm_game *g,
    const struct verdict *v)
{
	char	 why[NM_WHY];

	report_name(stdout, rec);
	fputs(": ", stdout);
	if (v->status != EXIT_VALID)
		printf("illegal event on line %u: %s\n", v->pos.line, v->text);
	else if (nm_game_over(g)) {
		nm_end_text(&g->setup, &g->pos, why, sizeof(why));
		printf("%s wins: %s\n", nm_game_winner(g), why);
	} else {
		printf("no result yet, %s to play turn %lu",
		    g->setup.players.p[g->nevents == 0 ? 0 :
		    nm_next_player(&g->setup, &g->pos, g->pos.to_move)].name,
		    g->nevents == 0 ? 1 : g->pos.turn + 1);
		print_discovered(g);
		putchar('\n');
	}
}

static void
report_json(const struct rec_game *rec, const struct nm_game *g,
    const struct verdict *v, int legal)
{
	const struct nm_setup	*s = &g->setup;
	struct json		 j;
	char			 why[NM_WHY], letters[NM_NSYMBOLS + 1];
	int			 over = legal && nm_game_over(g);
	int			 i, c;

	report_json_begin(&j, rec);
	json_array(&j, "players");
	for (i = 0; i < s->players.n; i++)
		json_string(&j, NULL, s->players.p[i].name);
	json_close(&j);
	json_string(&j, "variant", variant_names[s->variant]);
	json_string(&j, "network", s->net->name);
	nm_end_text(s, &g->pos, why, sizeof(why));
	json_string(&j, "winner", over ? nm_game_winner(g) : NULL);
	json_string(&j, "how", over ? reason_names[g->pos.end.reason] : NULL);
	json_string(&j, "reason", over ? why : NULL);
	json_int(&j, "events", (long long)g->nevents);
	json_int(&j, "turn", (long long)(g->nevents == 0 ? 0 : g->pos.turn));
	json_object(&j, "letters");
	for (c = 0; c < NM_NCOLORS; c++)
		if (s->owner[c] >= 0) {
			nm_revealed_text(s, &g->pos, c, letters);
			json_string(&j, nm_colors[c], letters);
		}
	json_close(&j);
	report_json_verdict(&j, v);
	json_end(&j);
}

/*
 * Compare the Result tag, if any, with the game; fill the verdict,
 * rejected, if they disagree.
 */
static int
check_result_tag(const struct nm_game *g, struct verdict *v)
{
	const struct rec_tag	*t = g->result;
	char			 why[NM_WHY];

	verdict_clear(v);
	if (t == NULL)
		return 1;
	if (!nm_game_over(g))
		return verdict_reject(v, &t->value_pos, "Result says %s, but "
		    "the game is not over", t->value);
	if (strcmp(t->value, nm_game_winner(g)) == 0)
		return 1;
	nm_end_text(&g->setup, &g->pos, why, sizeof(why));
	return verdict_reject(v, &t->value_pos, "Result says %s, but %s wins: "
	    "%s", t->value, nm_game_winner(g), why);
}

/* A game replayed, to be reported. */
struct replayed {
	struct nm_game	 g;
	struct verdict	 v;
};

/*
 * Replay the game to its end, or to its first illegal event (any
 * thread).  Ahead of its turn, only if its network is at hand: the
 * default, the option's, or a file read for a game before; a file not
 * read yet is read in order, so that what is said of it comes out at the
 * first game that names it, as in one thread.
 */
static int
replay_game(const struct rec_game *rec, void *result, void *arg,
    int in_order)
{
	const struct options	*opt = arg;
	struct replayed		*r = result;
	struct nm_options	 rules = opt->rules;
	const char		*path;

	if (rules.network == NULL &&
	    (path = rec_tag_value(rec, "Network")) != NULL &&
	    strcmp(path, "default") != 0 &&
	    (rules.network = nm_network_known(path)) == NULL && !in_order)
		return 0;
	(void)nm_game_replay(&r->g, rec, &rules, SIZE_MAX, &r->v);
	return 1;
}

/* Report the replayed game, in order: its line, and what is wrong. */
static int
report_game(const struct rec_game *rec, void *result, void *arg)
{
	const struct options	*opt = arg;
	struct replayed		*r = result;
	struct verdict		 v;

	v = r->v;
	if (v.status == EXIT_TROUBLE)
		return report_trouble(&opt->rep, rec, &v);
	if (v.status == EXIT_VALID)
		(void)check_result_tag(&r->g, &v);
	if (opt->rep.json)
		report_json(rec, &r->g, &v, r->v.status == EXIT_VALID);
	else
		report_text(rec, &r->g, &r->v);
	return verdict_print(&v);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "any-pawn", no_argument, NULL, 'a' },
		{ "network", required_argument, NULL, 'n' },
		REPORT_LONGOPTS,
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	static struct nm_network	 net;
	struct options			 opt;
	struct rec_work			 work;
	struct verdict			 v;
	int				 ch;

	diag_init(argv[0]);
	memset(&opt, 0, sizeof(opt));
	report_init(&opt.rep, json_keys);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		if (report_option(&opt.rep, ch))
			continue;
		switch (ch) {
		case 'j':
			opt.rep.json = 1;
			break;
		case 'a':
			opt.rules.any_pawn = 1;
			break;
		case 'n':
			if (!nm_network_read(&net, optarg, &v)) {
				if (v.text[0] != '\0')
					(void)verdict_print(&v);
				diag_exit(EXIT_TROUBLE);
			}
			opt.rules.network = &net;
			break;
		}
	}
	memset(&work, 0, sizeof(work));
	work.check = ruletab_check_game;
	work.check_arg = nm_game_verbs();
	work.size = sizeof(struct replayed);
	work.prepare = replay_game;
	work.fn = report_game;
	work.arg = &opt;
	diag_exit(report_each_work(&opt.rep, argc - optind, argv + optind,
	    &work));
}
