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
#include "live.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"
#include "ag/draw.h"
#include "ag/draw-game.h"
#include "ag/game.h"
#include "ag/list.h"
#include "ag/said.h"

struct options {
	struct report		 rep;
	struct ag_options	 rules;
	struct live_options	 live;
};

static const char usage_text[] =
"usage: ag-check [--json] [--quiet] [--summary] [-d DICT] [--names]\n"
"                [--cards FILE] [--shapes-as-printed]\n"
"                [--live [--record FILE] | --follow FILE] [FILE ...]\n"
"Replay recorded games of Alphagon: reject the first illegal event of each\n"
"game with the rule it breaks; say where the polygon goes next, or how the\n"
"game ended, the points and who won.\n"
"  --json                   one JSON object per game\n"
REPORT_USAGE
LIVE_USAGE
AG_RULE_USAGE
"Exit 0 if every game is legal and agrees with its Result tag, 1 if not,\n"
"2 on bad input.\n";

/* The keys of a game's JSON object after file and game, before line. */
static const char *const json_keys[] = { "players", "points", "events",
	"turn", "to_play", "next", "direction", "ended", "winner", NULL };

/* Add "ann 23, bob 18" to the line. */
static void
add_points(struct out_line *l, const struct ag_game *g)
{
	int	 i;

	for (i = 0; i < g->n; i++) {
		if (i > 0)
			out_line_add(l, ", ", 2);
		out_line_string(l, g->p[i].name);
		out_line_add(l, " ", 1);
		out_line_int(l, g->p[i].points);
	}
}

/*
 * Write the game's line after its name, held and written by one call
 * (out_line): a dozen calls of stdio a game cost a tenth of the rules'
 * instructions.
 */
static void
report_text(const struct rec_game *rec, const struct ag_game *g,
    const struct verdict *v)
{
	struct out_line	 l;
	char		 buf[256];

	report_line_begin(&l, rec);
	if (v->status != EXIT_VALID) {
		out_line_string(&l, "illegal event on line ");
		out_line_int(&l, v->pos.line);
		out_line_add(&l, ": ", 2);
		out_line_string(&l, v->text);
	} else {
		if (g->over != AG_PLAYING) {
			ag_over_text(g, buf, sizeof(buf));
			if (strcmp(ag_winner_name(g), "tie") == 0)
				out_line_string(&l, "a shared win (");
			else {
				out_line_string(&l, ag_winner_name(g));
				out_line_string(&l, " wins (");
			}
			out_line_string(&l, buf);
			out_line_string(&l, "): ");
		} else {
			ag_game_where(g, buf, sizeof(buf));
			out_line_string(&l, "no result yet, ");
			out_line_string(&l, buf);
			out_line_string(&l, "; ");
			ag_game_next(g, buf, sizeof(buf));
			if (g->started) {
				out_line_string(&l, "the polygon goes on at ");
				out_line_string(&l, buf);
				out_line_string(&l, ": ");
			} else
				out_line_string(&l, "the first play puts '+' "
				    "on a flag: ");
		}
		add_points(&l, g);
	}
	out_line_add(&l, "\n", 1);
	out_line_write(&l);
}

/*
 * Write the game's keys after file and game: its state as replayed, valid
 * says whether the replay was legal.
 */
static void
json_state(struct json *j, const struct ag_game *g, int valid)
{
	char		 buf[256], sq[AG_NAMEBUF];
	int		 i;
	int		 open = valid && g->over == AG_PLAYING && g->started;

	json_array(j, "players");
	for (i = 0; i < g->n; i++)
		json_string(j, NULL, g->p[i].name);
	json_close(j);
	json_array(j, "points");
	for (i = 0; i < g->n; i++)
		json_int(j, NULL, g->p[i].points);
	json_close(j);
	json_int(j, "events", (long long)g->nevents);
	json_int(j, "turn", (long long)g->turn);
	json_string(j, "to_play", valid && g->over == AG_PLAYING &&
	    g->turn > 0 ? g->p[g->t.player].name : NULL);
	json_string(j, "next", open ? ag_square_name(g->poly.next, sq) :
	    NULL);
	json_string(j, "direction", open ? ag_dir_name(g->poly.dir) : NULL);
	ag_over_text(g, buf, sizeof(buf));
	json_string(j, "ended", valid && g->over != AG_PLAYING ? buf : NULL);
	json_string(j, "winner", valid && g->over != AG_PLAYING ?
	    ag_winner_name(g) : NULL);
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

	report_json_begin(&j, rec);
	json_state(&j, g, valid);
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
 * Games read before a thread replaying games ahead of their turn opens the
 * dictionary, if no game has opened it yet (the caller's first game
 * does): opening it takes as long as about 3,000 games, so a short batch
 * is replayed in one thread until then.
 */
#define AHEAD_AFTER	2048

/* A game replayed, to be reported. */
struct replayed {
	struct ag_game	 g;
	struct verdict	 v;
};

/*
 * Replay the game to its end, or to its first illegal event (any
 * thread); ahead of its turn, not if it would open the dictionary first
 * for a short batch (AHEAD_AFTER).
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

/*
 * The live referee (--live, --follow): the engine's state, the game as it
 * was before the last event (to say what the event did), and the options
 * (the rules, the dictionary the viewer and the lister use).
 */
struct live_state {
	struct ag_game		 g;
	struct ag_game		 before;
	const struct options	*opt;
};

static int
live_begin(void *state, const struct rec_game *rec, const void *arg,
    struct verdict *v)
{
	struct live_state	*ls = state;

	ls->opt = arg;
	return ag_game_begin(&ls->g, rec, &ls->opt->rules, v);
}

static int
live_event(void *state, const struct rec_event *e, struct verdict *v)
{
	struct live_state	*ls = state;

	ls->before = ls->g;
	return ag_game_event(&ls->g, e, v);
}

static int
live_over(const void *state)
{
	const struct live_state	*ls = state;

	return ag_game_finished(&ls->g);
}

static void
live_said(const void *state, const struct rec_event *e, char *buf,
    size_t size)
{
	const struct live_state	*ls = state;

	ag_said_text(&ls->before, &ls->g, e, buf, size);
}

static void
live_next(const void *state, char *buf, size_t size)
{
	const struct live_state	*ls = state;

	ag_next_text(&ls->g, buf, size);
}

static void
live_close(void *state, struct verdict *v)
{
	struct live_state	*ls = state;

	check_result_tag(&ls->g, v);
}

/* The game's line; the close's verdict, the Result tag's, is said apart. */
static void
live_result(const struct rec_game *rec, const void *state,
    const struct verdict *v)
{
	const struct live_state	*ls = state;
	struct verdict		 fine;

	(void)v;
	verdict_clear(&fine);
	report_text(rec, &ls->g, &fine);
}

static void
live_json(struct json *j, const void *state, int legal)
{
	const struct live_state	*ls = state;

	json_state(j, &ls->g, legal);
}

/* Draw the position as ag-show does: replayed, for who put each piece. */
static void
live_show(FILE *fp, const void *state, int color)
{
	const struct live_state	*ls = state;
	struct ag_view		 w;
	struct verdict		 v;
	char			 title[AG_VIEW_TITLE];

	report_name_text(ls->g.rec, title, sizeof(title));
	if (ag_view_replay(&w, ls->g.rec, &ls->opt->rules, SIZE_MAX, title,
	    &v))
		ag_draw_text(fp, &w, color);
}

static void
live_moves(FILE *fp, const void *state)
{
	const struct live_state	*ls = state;

	(void)ag_list_text(fp, &ls->g, &ls->opt->rules);
}

/* Referee the record live, with the rules of the options. */
static int
referee_live(const struct options *opt, int nfiles, char *const files[])
{
	const struct live_game	 game = {
		.size = sizeof(struct live_state),
		.arg = opt,
		.keys = json_keys,
		.begin = live_begin,
		.event = live_event,
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
		AG_RULE_LONGOPTS,
		LIVE_LONGOPTS,
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
		    ag_option(&opt.rules, ch, optarg) ||
		    live_option(&opt.live, ch, optarg))
			continue;
		if (ch == 'j')
			opt.rep.json = 1;
	}
	opt.live.json = opt.rep.json;
	opt.live.quiet = opt.rep.quiet;
	if (live_wanted(&opt.live, argc - optind)) {
		status = referee_live(&opt, argc - optind, argv + optind);
		ag_game_close_all();
		diag_exit(status);
	}
	/*
	 * No check of the events in the reading thread: the engine reads
	 * each as the verbs' patterns do, for less than the table's look-up.
	 */
	memset(&work, 0, sizeof(work));
	work.size = sizeof(struct replayed);
	work.prepare = replay_game;
	work.fn = report_game;
	work.arg = &opt;
	status = report_each_work(&opt.rep, argc - optind, argv + optind,
	    &work);
	ag_game_close_all();
	diag_exit(status);
}
