/*
 * cw-show: draw the position of recorded games of Control Word, after all
 * their events or the first N, for a referee to see at once: the board
 * with each tile in its color, the racks, penalty tokens and points in
 * play, and where the game stands.
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "html.h"
#include "numarg.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"
#include "cw/draw.h"
#include "cw/game.h"

/* The most events --at takes. */
#define MAX_AT	1000000

/* What to draw, and what has been drawn so far. */
struct show {
	int64_t			 at;		/* -1: after every event */
	int			 svg;
	int			 html;
	struct html_page	 page;		/* with --html */
	int			 color;
	struct cw_options	 rules;
	unsigned int		 games;		/* games drawn or kept */
	struct cw_view		 kept;		/* with --svg: the first one */
};

static const char usage_text[] =
"usage: cw-show [--at N] [--svg | --html] [--color[=WHEN]] [RULES] [FILE ...]\n"
"Draw the position of each Control Word game in the files (or standard\n"
"input) after its first N events (default: all): the board with each\n"
"tile in its color and its coordinates, the racks, penalty tokens and\n"
"points in play, and whose turn it is, as text or as SVG.\n"
"  --at N          the position after the first N events of each game\n"
"  --svg           write a standalone SVG picture of one game\n"
"  --html          write one HTML page with every position of every game,\n"
"                  its events and its result (not with --at or --svg)\n"
"  --color[=WHEN]  color the tiles: auto (on a terminal, unless NO_COLOR\n"
"                  is set or TERM is dumb), never, or always (--color\n"
"                  alone)\n"
"RULES: -d DICT, --unchallenged-stand, --rules 2018-03|2018-04-04,\n"
"--first-rotates, --replacement-scores, --replacement-from-last, as for\n"
"cw-check; they override the record's tags.\n"
"Exit 0 if every position was drawn, 1 if a game has an illegal event\n"
"before it (the position before that event is drawn), 2 on bad input.\n";

/* A game being replayed onto the page. */
struct paging {
	struct show	*sh;
	struct cw_game	 g;
	char		 title[CW_TITLE];
	size_t		 nevents;	/* in its record */
};

/* Apply the game's next event (html_replay()'s step). */
static int
page_step(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct paging	*pp = arg;

	return cw_game_event(&pp->g, e, v);
}

/* Draw the position after k events onto the page (html_replay()'s draw). */
static void
page_position(void *arg, size_t k)
{
	struct paging	*pp = arg;
	struct cw_view	 view;
	char		 lines[CW_MAXPLAYERS * 256 + CW_WHERE];

	cw_view_set(&view, &pp->g, pp->title, pp->nevents, NULL);
	cw_draw_svg(html_svg(&pp->sh->page), &view);
	cw_view_lines(&view, lines, sizeof(lines));
	html_event_position(&pp->sh->page, k, pp->nevents, lines);
	cw_view_free(&view);
}

/*
 * Replay a game once onto the page: the position at its start and after
 * each event, up to the first one refused, the events, and the result as
 * cw-check says it.
 */
static int
page_game(const struct rec_game *rec, struct show *sh)
{
	static struct paging	 pp;
	char			 result[CW_MAXSTOOD * 256 + 1024];
	struct verdict		 v;

	if (!cw_game_begin(&pp.g, rec, &sh->rules, &v)) {
		cw_game_free(&pp.g);
		return verdict_print(&v);
	}
	sh->games++;
	pp.sh = sh;
	pp.nevents = rec->nevents;
	report_name_text(rec, pp.title, sizeof(pp.title));
	(void)html_replay(&sh->page, rec, pp.title, page_step, page_position,
	    &pp, &v);
	cw_result_text(&pp.g, &v, result, sizeof(result));
	html_result(&sh->page, result);
	cw_game_free(&pp.g);
	return verdict_print(&v);
}

/*
 * Replay a game up to the position asked for and draw it, or with --svg
 * keep it to draw once the input is known to hold no other game.
 */
static int
show_game(const struct rec_game *rec, void *arg)
{
	struct show	*sh = arg;
	struct cw_game	 g;
	struct cw_view	 view;
	struct verdict	 v;
	char		 title[CW_TITLE];
	size_t		 upto;

	if (sh->html)
		return page_game(rec, sh);
	if (!report_upto(rec, sh->at, &upto))
		return EXIT_TROUBLE;
	if (!cw_game_replay(&g, rec, &sh->rules, upto, &v) &&
	    v.status == EXIT_TROUBLE) {
		cw_game_free(&g);
		return verdict_print(&v);
	}
	report_name_text(rec, title, sizeof(title));
	cw_view_set(&view, &g, title, rec->nevents, &v);
	cw_game_free(&g);
	if (!sh->svg) {
		if (sh->games > 0)
			putchar('\n');
		cw_draw_text(stdout, &view, sh->color);
		cw_view_free(&view);
	} else if (sh->games == 0)
		sh->kept = view;
	else
		cw_view_free(&view);
	sh->games++;
	return v.status == EXIT_VALID ? EXIT_VALID : verdict_print(&v);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "at", required_argument, NULL, 'a' },
		{ "color", optional_argument, NULL, 'c' },
		{ "svg", no_argument, NULL, 's' },
		{ "html", no_argument, NULL, 'H' },
		CW_RULE_LONGOPTS,
		CW_SCORE_LONGOPTS,
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	static struct show	 sh;
	int			 ch, when = COLOR_AUTO, status;

	diag_init(argv[0]);
	sh.at = -1;
	cw_options_init(&sh.rules);
	while ((ch = cli_getopt_short(argc, argv, "d:", longopts,
	    usage_text)) != -1) {
		if (cw_option(&sh.rules, ch, optarg))
			continue;
		switch (ch) {
		case 'a':
			sh.at = (int64_t)numarg_option("at", optarg, 0, MAX_AT);
			break;
		case 'c':
			when = cli_color(optarg);
			break;
		case 's':
			sh.svg = 1;
			break;
		case 'H':
			sh.html = 1;
			break;
		}
	}
	html_viewer_begin(&sh.page, sh.html, sh.svg || sh.at >= 0,
	    "Control Word games");
	sh.color = color_wanted((enum color_when)when);
	/* The engine reads the usual events itself: no check ahead. */
	status = rec_each(argc - optind, argv + optind, show_game, &sh);
	if (sh.html)
		html_end(&sh.page);
	if (sh.games == 0 && status == EXIT_VALID) {
		diag_warn("the input holds no game");
		status = EXIT_TROUBLE;
	} else if (sh.svg && sh.games > 1) {
		diag_warn("--svg draws one game; the input has several");
		status = EXIT_TROUBLE;
	} else if (sh.svg && sh.games == 1 && status != EXIT_TROUBLE)
		cw_draw_svg(stdout, &sh.kept);
	if (sh.svg && sh.games > 0)
		cw_view_free(&sh.kept);
	cw_words_close_all();
	diag_exit(status);
}
