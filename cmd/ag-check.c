/*
 * ag-check: replay recorded games of Alphagon, reject the first illegal
 * event of each, and say where the polygon goes next or how the game
 * ended: the points and who won.
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
#include "ag/game.h"

struct options {
	struct report		 rep;
	struct ag_options	 rules;
};

static const char usage_text[] =
"usage: ag-check [--json] [--quiet] [--summary] [-d DICT] [--cards FILE]\n"
"                [FILE ...]\n"
"Replay recorded games of Alphagon: reject the first illegal event of each\n"
"game with the rule it breaks; say where the polygon goes next, or how the\n"
"game ended, the points and who won.\n"
"  --json                   one JSON object per game\n"
REPORT_USAGE
AG_RULE_USAGE
"Exit 0 if every game is legal and agrees with its Result tag, 1 if not,\n"
"2 on bad input.\n";

/* The keys of a game's JSON object after file and game, before line. */
static const char *const json_keys[] = { "players", "points", "events",
	"turn", "to_play", "next", "direction", "ended", "winner", NULL };

/* Write "ann 23, bob 18". */
static void
write_points(const struct ag_game *g)
{
	int	 i;

	for (i = 0; i < g->n; i++)
		printf("%s%s %d", i > 0 ? ", " : "", g->p[i].name,
		    g->p[i].points);
}

static void
report_text(const struct rec_game *rec, const struct ag_game *g,
    const struct verdict *v)
{
	char	 buf[256];

	report_name(stdout, rec);
	fputs(": ", stdout);
	if (v->status != EXIT_VALID) {
		printf("illegal event on line %u: %s\n", v->pos.line, v->text);
		return;
	}
	if (g->over != AG_PLAYING) {
		ag_over_text(g, buf, sizeof(buf));
		if (strcmp(ag_winner_name(g), "tie") == 0)
			printf("a shared win (%s): ", buf);
		else
			printf("%s wins (%s): ", ag_winner_name(g), buf);
	} else {
		ag_game_where(g, buf, sizeof(buf));
		printf("no result yet, %s; ", buf);
		ag_game_next(g, buf, sizeof(buf));
		if (g->started)
			printf("the polygon goes on at %s: ", buf);
		else
			printf("the first play puts '+' on a flag: ");
	}
	write_points(g);
	putchar('\n');
}

/*
 * Write the game's object: its state as replayed (valid says whether the
 * replay was legal), and in line, col and message what v rejects, the
 * first illegal event or a Result tag that disagrees.
 */
static void
report_json(const struct rec_game *rec, const struct ag_game *g,
    const struct verdict *v, int valid)
{
	struct json	 j;
	char		 buf[256], sq[AG_NAMEBUF];
	int		 i;
	int		 open = valid && g->over == AG_PLAYING && g->started;

	report_json_begin(&j, rec);
	json_array(&j, "players");
	for (i = 0; i < g->n; i++)
		json_string(&j, NULL, g->p[i].name);
	json_close(&j);
	json_array(&j, "points");
	for (i = 0; i < g->n; i++)
		json_int(&j, NULL, g->p[i].points);
	json_close(&j);
	json_int(&j, "events", (long long)g->nevents);
	json_int(&j, "turn", (long long)g->turn);
	json_string(&j, "to_play", valid && g->over == AG_PLAYING &&
	    g->turn > 0 ? g->p[g->t.player].name : NULL);
	json_string(&j, "next", open ? ag_square_name(g->poly.next, sq) :
	    NULL);
	json_string(&j, "direction", open ? ag_dir_name(g->poly.dir) : NULL);
	ag_over_text(g, buf, sizeof(buf));
	json_string(&j, "ended", valid && g->over != AG_PLAYING ? buf : NULL);
	json_string(&j, "winner", valid && g->over != AG_PLAYING ?
	    ag_winner_name(g) : NULL);
	report_json_verdict(&j, v);
	json_end(&j);
}

/*
 * Compare the Result tag, if any, with the game; fill the verdict,
 * rejected at the tag's value, if they disagree.
 */
static void
check_result_tag(const struct ag_game *g, struct verdict *v)
{
	const struct rec_tag	*t = g->result;
	char			 where[128];

	verdict_clear(v);
	if (t == NULL)
		return;
	if (g->over == AG_PLAYING) {
		ag_game_where(g, where, sizeof(where));
		(void)verdict_reject(v, &t->value_pos, "Result says %s, but the "
		    "game is not over: %s", t->value, where);
		return;
	}
	if (strcmp(t->value, ag_winner_name(g)) == 0)
		return;
	(void)verdict_reject(v, &t->value_pos, "Result says %s, but %s",
	    t->value, strcmp(ag_winner_name(g), "tie") == 0 ?
	    "the win is shared" : "another player wins");
}

/*
 * Games read before a thread that has not opened the dictionary opens
 * its own to replay games ahead of their turn: opening it takes as long
 * as about 3,000 games, so a short batch is replayed in one thread.
 */
#define AHEAD_AFTER	2048

/* A game replayed, to be reported. */
struct replayed {
	struct ag_game	 g;
	struct verdict	 v;
};

/*
 * Replay the game to its end, or to its first illegal event (any
 * thread); ahead of its turn, not in a thread that would first open the
 * dictionary for a short batch (AHEAD_AFTER).
 */
static int
replay_game(const struct rec_game *rec, void *result, void *arg,
    int in_order)
{
	const struct options	*opt = arg;
	struct replayed		*r = result;

	if (!in_order && rec->index <= AHEAD_AFTER &&
	    !ag_words_at_hand(&opt->rules))
		return 0;
	(void)ag_game_replay(&r->g, rec, &opt->rules, SIZE_MAX, &r->v);
	return 1;
}

/* Report the replayed game, in order. */
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
		check_result_tag(&r->g, &v);
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
		AG_RULE_LONGOPTS,
		REPORT_LONGOPTS,
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct options	 opt;
	struct rec_work	 work;
	int		 ch, status;

	diag_init(argv[0]);
	memset(&opt, 0, sizeof(opt));
	ag_options_init(&opt.rules);
	report_init(&opt.rep, json_keys);
	while ((ch = cli_getopt_short(argc, argv, "d:", longopts,
	    usage_text)) != -1) {
		if (report_option(&opt.rep, ch) ||
		    ag_option(&opt.rules, ch, optarg))
			continue;
		if (ch == 'j')
			opt.rep.json = 1;
	}
	memset(&work, 0, sizeof(work));
	work.check = ruletab_check_game;
	work.check_arg = ag_game_verbs();
	work.size = sizeof(struct replayed);
	work.prepare = replay_game;
	work.fn = report_game;
	work.arg = &opt;
	status = report_each_work(&opt.rep, argc - optind, argv + optind,
	    &work);
	ag_game_close_all();
	diag_exit(status);
}
