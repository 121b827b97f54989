/*
 * nw-check: replay recorded games of Netzwerk, reject the first illegal
 * event of each, and say how each ended: who won and why.
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
#include "nw/draw.h"
#include "nw/game.h"
#include "nw/list.h"
#include "nw/rules.h"

struct options {
	struct report		 rep;
	int			 write;
	struct nw_options	 rules;
	struct live_options	 live;
};

static const char usage_text[] =
"usage: nw-check [--json | --write] [--quiet] [--summary]\n"
"                [--live [--record FILE] | --follow FILE]\n"
"                [--compulsory-capture[=yes|no]]\n"
"                [--shared-battery-frozen[=yes|no]] [--control=strict|bare]\n"
"                [FILE ...]\n"
"Replay recorded games of Netzwerk: reject the first illegal event of each\n"
"game with the rule it breaks, and say who won and why.\n"
"  --json                   one JSON object per game\n"
REPORT_USAGE
LIVE_USAGE
"  --write                  write each game back as a record, in the\n"
"                           form nw-moves writes\n"
"  --compulsory-capture     variation: a robot must capture if it can\n"
"  --shared-battery-frozen  variation: a battery both players control\n"
"                           cannot move\n"
"  --control=strict|bare    who controls a battery: strict (an own robot\n"
"                           beside it, and as many as the opponent) or\n"
"                           bare (as many as the opponent)\n"
"Options override the record's CompulsoryCapture, SharedBattery and\n"
"Control tags.  Exit 0 if every game is legal and agrees with its Result\n"
"tag, 1 if not, 2 on bad input.\n";

/* The keys of a game's JSON object after file and game, before line. */
static const char *const json_keys[] = { "players", "board", "result",
	"reason", "events", "round", "to_move", NULL };

static void
report_text(const struct rec_game *rec, const struct nw_game *g,
    const struct verdict *v)
{
	struct out_line	 l;
	char		 why[NW_WHY];

	report_line_begin(&l, rec);
	if (v->status != EXIT_VALID) {
		out_line_write(&l);
		printf("illegal event on line %u: %s\n", v->pos.line, v->text);
	} else if (nw_game_over(g)) {
		nw_end_text(&g->pos, g->names, why, sizeof(why));
		report_line_won(&l, g->name[g->pos.end.winner], why);
	} else {
		out_line_write(&l);
		printf("no result yet, %s to move in round %d\n",
		    g->name[g->pos.to_move], g->pos.round);
	}
}

/*
 * Write the game's keys after file and game: its state after the events,
 * legal is whether they all were.
 */
static void
json_state(struct json *j, const struct nw_game *g, int legal)
{
	char		 why[NW_WHY];
	int		 over = legal && nw_game_over(g);
	int		 playing = legal && !over;

	json_array(j, "players");
	json_string(j, NULL, g->name[0]);
	json_string(j, NULL, g->name[1]);
	json_close(j);
	snprintf(why, sizeof(why), "%dx%d", g->pos.cols, g->pos.rows);
	json_string(j, "board", why);
	nw_end_text(&g->pos, g->names, why, sizeof(why));
	json_string(j, "result", over ? g->name[g->pos.end.winner] : NULL);
	json_string(j, "reason", over ? why : NULL);
	json_int(j, "events", (long long)g->nevents);
	json_int(j, "round", g->pos.round);
	json_string(j, "to_move", playing ? g->name[g->pos.to_move] : NULL);
}

/*
 * Write the game's object: its state after the events, legal is whether
 * they all were, v the fault to report (an illegal event, or a Result tag
 * the game disagrees with).
 */
static void
report_json(const struct rec_game *rec, const struct nw_game *g, int legal,
    const struct verdict *v)
{
	struct json	 j;

	report_json_begin(&j, rec);
	json_state(&j, g, legal);
	report_json_verdict(&j, v);
	json_end(&j);
}

/*
 * Compare the Result tag, if any, with the game: if they disagree, fill
 * the verdict with why.
 */
static void
check_result_tag(const struct nw_game *g, struct verdict *v)
{
	const struct rec_tag	*t = g->result;
	char			 why[NW_WHY];

	if (t == NULL)
		return;
	if (!nw_game_over(g)) {
		(void)verdict_reject(v, &t->value_pos, "Result says %s, but "
		    "the game is not over: %s is to move in round %d",
		    t->value, g->name[g->pos.to_move], g->pos.round);
		return;
	}
	if (strcmp(t->value, g->name[g->pos.end.winner]) == 0)
		return;
	nw_end_text(&g->pos, g->names, why, sizeof(why));
	(void)verdict_reject(v, &t->value_pos, "Result says %s, but %s wins: "
	    "%s", t->value, g->name[g->pos.end.winner], why);
}

/*
 * Write the game back: its tags, then its events, replayed again to write
 * each in its canonical form.  A game with an illegal event keeps the
 * Result tag it had, and that event and the ones after it are written as
 * they were read, so that it is written back the same too.
 */
static void
write_game(const struct rec_game *rec, const struct options *opt,
    const struct nw_game *done, int legal)
{
	static int		 written;
	const struct rec_event	*e;
	struct nw_game		 g;
	struct verdict		 v;
	size_t			 i, k;

	if (written++ > 0)
		putchar('\n');
	if (legal)
		nw_game_write_tags(stdout, done, nw_game_over(done) ?
		    done->name[done->pos.end.winner] : NULL);
	else
		nw_game_write_tags(stdout, done, done->result != NULL ?
		    done->result->value : NULL);
	if (!nw_game_begin(&g, rec, &opt->rules, &v))
		return;
	for (i = 0; i < rec->nevents; i++) {
		e = &rec->events[i];
		if (i < done->nevents && nw_game_event(&g, e, &v)) {
			nw_game_write_event(stdout, &g, e->number, &g.last);
			continue;
		}
		printf("%lu %s %s", e->number, e->actor, e->verb);
		for (k = 0; k < e->nargs; k++)
			printf(" %s", e->args[k]);
		putchar('\n');
	}
}

/* A game replayed, to be reported. */
struct replayed {
	struct nw_game	 g;
	struct verdict	 v;
};

/* Replay the game to its end, or to its first illegal event (any thread). */
static int
replay_game(const struct rec_game *rec, void *result, void *arg,
    int in_order)
{
	const struct options	*opt = arg;
	struct replayed		*r = result;

	(void)in_order;
	if (nw_game_replay(&r->g, rec, &opt->rules, SIZE_MAX, &r->v))
		(void)nw_game_close(&r->g, &r->v);
	return 1;
}

/* Report the replayed game, in order. */
static int
report_game(const struct rec_game *rec, void *result, void *arg)
{
	struct options		*opt = arg;
	const struct replayed	*r = result;
	const struct nw_game	*g = &r->g;
	int			 legal = r->v.status == EXIT_VALID;
	struct verdict		 v = r->v;

	if (v.status == EXIT_TROUBLE)
		return report_trouble(&opt->rep, rec, &v);
	if (legal)
		check_result_tag(g, &v);
	if (opt->write)
		write_game(rec, opt, g, legal);
	else if (opt->rep.json)
		report_json(rec, g, legal, &v);
	else
		report_text(rec, g, &r->v);
	return verdict_print(&v);
}

/*
 * The live referee (--live, --follow): the engine's state, and whether the
 * verdict of its close is the Result tag's (said apart from the result
 * line) or the end of the record's (said in it, as an illegal event).
 */
struct live_state {
	struct nw_game	 g;
	int		 tag_verdict;
};

static int
live_begin(void *state, const struct rec_game *rec, const void *arg,
    struct verdict *v)
{
	const struct options	*opt = arg;
	struct live_state	*ls = state;

	return nw_game_begin(&ls->g, rec, &opt->rules, v);
}

static int
live_event(void *state, const struct rec_event *e, struct verdict *v)
{
	struct live_state	*ls = state;

	return nw_game_event(&ls->g, e, v);
}

static int
live_over(const void *state)
{
	const struct live_state	*ls = state;

	return nw_game_over(&ls->g);
}

static void
live_said(const void *state, const struct rec_event *e, char *buf,
    size_t size)
{
	const struct live_state	*ls = state;
	const struct nw_game	*g = &ls->g;
	char			 text[NW_LINE], name[NW_NAMEBUF];
	size_t			 n;

	(void)e;
	nw_move_text(&g->pos, &g->last, text, sizeof(text));
	n = (size_t)snprintf(buf, size, "%s %s", g->name[g->last.side], text);
	if (g->last.kind == NW_MOVE_ROBOT && g->last.capture >= 0 && n < size) {
		nw_square_name(&g->pos, g->last.capture, name);
		snprintf(buf + n, size - n, ", capturing %s's robot on %s",
		    g->name[!g->last.side], name);
	}
}

static void
live_next(const void *state, char *buf, size_t size)
{
	const struct live_state	*ls = state;
	struct nw_view		 w;

	nw_view_set(&w, &ls->g, "", ls->g.nevents, NULL);
	nw_view_status(&w, buf, size);
}

static void
live_close(void *state, struct verdict *v)
{
	struct live_state	*ls = state;

	ls->tag_verdict = 0;
	if (!nw_game_close(&ls->g, v))
		return;
	ls->tag_verdict = 1;
	check_result_tag(&ls->g, v);
}

static void
live_result(const struct rec_game *rec, const void *state,
    const struct verdict *v)
{
	const struct live_state	*ls = state;
	struct verdict		 fine;

	verdict_clear(&fine);
	report_text(rec, &ls->g, ls->tag_verdict ? &fine : v);
}

static void
live_json(struct json *j, const void *state, int legal)
{
	const struct live_state	*ls = state;

	json_state(j, &ls->g, legal);
}

static void
live_show(FILE *fp, const void *state, int color)
{
	const struct live_state	*ls = state;
	struct nw_view		 w;
	char			 title[NW_TITLE];

	report_name_text(ls->g.rec, title, sizeof(title));
	nw_view_set(&w, &ls->g, title, ls->g.nevents, NULL);
	nw_draw_text(fp, &w, color);
}

static void
live_moves(FILE *fp, const void *state)
{
	const struct live_state	*ls = state;

	nw_list_text(fp, &ls->g);
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
		{ "write", no_argument, NULL, 'w' },
		NW_RULE_LONGOPTS,
		LIVE_LONGOPTS,
		REPORT_LONGOPTS,
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct options	 opt;
	struct rec_work	 work;
	int		 ch;

	diag_init(argv[0]);
	memset(&opt, 0, sizeof(opt));
	memset(&work, 0, sizeof(work));
	nw_options_init(&opt.rules);
	report_init(&opt.rep, json_keys);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		if (nw_option(&opt.rules, ch, optarg) ||
		    live_option(&opt.live, ch, optarg) ||
		    report_option(&opt.rep, ch))
			continue;
		switch (ch) {
		case 'j':
			opt.rep.json = 1;
			break;
		case 'w':
			opt.write = 1;
			break;
		}
	}
	if (opt.rep.json && opt.write)
		diag_usage("--json and --write do not go together");
	opt.live.json = opt.rep.json;
	opt.live.quiet = opt.rep.quiet;
	if (live_wanted(&opt.live, argc - optind)) {
		if (opt.write)
			diag_usage("--write does not go with a live referee");
		diag_exit(referee_live(&opt, argc - optind, argv + optind));
	}
	/*
	 * The reading thread does not check the events by the table: the
	 * engine reads the usual ones itself, and a check ahead would be
	 * work done twice; the replay is shared between the threads either
	 * way.  The table is made ready at its first use, in either thread.
	 */
	work.size = sizeof(struct replayed);
	work.prepare = replay_game;
	work.fn = report_game;
	work.arg = &opt;
	diag_exit(report_each_work(&opt.rep, argc - optind, argv + optind,
	    &work));
}
