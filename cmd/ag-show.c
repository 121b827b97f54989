/*
 * ag-show: draw the position of recorded games of Alphagon, after all
 * their events or the first N, for a referee to see at once: the board
 * with its flags, stars and clouds, the polygon's letters and '+' signs in
 * their players' colors, the start point and where the next letter goes,
 * the words, and each player's points, bonus tokens, rack and cards.
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>

#include "cli.h"
#include "diag.h"
#include "html.h"
#include "numarg.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"
#include "ag/draw.h"
#include "ag/draw-game.h"
#include "ag/game.h"

/* The most events --at takes. */
#define MAX_AT	1000000

/* What to draw, and what has been drawn so far. */
struct show {
	int64_t			 at;		/* -1: after every event */
	int			 svg;
	int			 html;
	struct html_page	 page;		/* with --html */
	int			 color;
	struct ag_options	 opt;
	unsigned int		 games;		/* games drawn or kept */
	struct ag_view		 kept;		/* with --svg: the first one */
};

static const char usage_text[] =
"usage: ag-show [--at N] [--svg | --html] [--color[=WHEN]] [-d DICT]\n"
"               [--names] [FILE ...]\n"
"Draw the position of each Alphagon game in the files (or standard\n"
"input) after its first N events (default: all): the board with its\n"
"flags, stars and clouds, the polygon's letters and '+' signs in their\n"
"players' colors, the start point, the next square and its direction,\n"
"the words, and each player's points, bonus tokens, rack and cards; as\n"
"text or as SVG.\n"
"  --at N          the position after the first N events of each game\n"
"  --svg           write a standalone SVG picture of one game\n"
"  --html          write one HTML page with every position of every game,\n"
"                  its events and its result (not with --at or --svg)\n"
"  --color[=WHEN]  color the pieces: auto (on a terminal, unless NO_COLOR\n"
"                  is set or TERM is dumb), never, or always (--color\n"
"                  alone)\n"
"  -d DICT         the dictionary the words are checked in (as ag-check)\n"
"  --names         persons' names are words too (as ag-check)\n"
"Exit 0 if every position was drawn, 1 if a game has an illegal event\n"
"before it (the position before that event is drawn), 2 on bad input.\n";

/* A game being replayed onto the page. */
struct paging {
	struct show		*sh;
	struct ag_game		 g;
	struct ag_view		 view;		/* who put each piece */
	const struct rec_game	*rec;
};

/* Apply the game's next event (html_replay()'s step). */
static int
page_step(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct paging	*pp = arg;

	return ag_view_event(&pp->view, &pp->g, pp->rec,
	    (size_t)(e - pp->rec->events), v);
}

/* Draw the position after k events onto the page (html_replay()'s draw). */
static void
page_position(void *arg, size_t k)
{
	struct paging	*pp = arg;
	char		 lines[AG_VIEW_WHERE + AG_MAXPLAYERS * 1024];

	ag_view_game(&pp->view, &pp->g);
	ag_draw_svg(html_svg(&pp->sh->page), &pp->view);
	ag_view_lines(&pp->view, lines, sizeof(lines));
	html_event_position(&pp->sh->page, k, pp->view.nevents, lines);
}

/*
 * Replay a game once onto the page: the position at its start and after
 * each event, up to the first one refused, the events, and the result as
 * ag-check says it.
 */
static int
page_game(const struct rec_game *rec, struct show *sh)
{
	static struct paging	 pp;
	char			 result[1024];
	struct verdict		 v;

	ag_view_init(&pp.view);
	report_name_text(rec, pp.view.title, sizeof(pp.view.title));
	pp.view.nevents = rec->nevents;
	if (!ag_game_begin(&pp.g, rec, &sh->opt, &v))
		return verdict_print(&v);
	sh->games++;
	pp.sh = sh;
	pp.rec = rec;
	(void)html_replay(&sh->page, rec, pp.view.title, page_step,
	    page_position, &pp, &v);
	ag_result_text(&pp.g, &v, result, sizeof(result));
	html_result(&sh->page, result);
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
	struct ag_view	 view;
	struct verdict	 v;
	char		 title[AG_VIEW_TITLE];
	size_t		 upto;

	if (sh->html)
		return page_game(rec, sh);
	if (!report_upto(rec, sh->at, &upto))
		return EXIT_TROUBLE;
	report_name_text(rec, title, sizeof(title));
	if (!ag_view_replay(&view, rec, &sh->opt, upto, title, &v))
		return verdict_print(&v);
	if (!sh->svg) {
		if (sh->games > 0)
			putchar('\n');
		ag_draw_text(stdout, &view, sh->color);
	} else if (sh->games == 0)
		sh->kept = view;
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
		{ "names", no_argument, NULL, 'n' },
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	static struct show	 sh;
	int			 ch, when = COLOR_AUTO, status;

	diag_init(argv[0]);
	sh.at = -1;
	ag_options_init(&sh.opt);
	while ((ch = cli_getopt_short(argc, argv, "d:", longopts,
	    usage_text)) != -1) {
		switch (ch) {
		case 'a':
			sh.at = (int64_t)numarg_option("at", optarg, 0, MAX_AT);
			break;
		case 'c':
			when = cli_color(optarg);
			break;
		case 'd':
			sh.opt.dictionary = optarg;
			break;
		case 'n':
			sh.opt.names = 1;
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
	    "Alphagon games");
	sh.color = color_wanted((enum color_when)when);
	/* No check in the reading thread: the engine reads the events. */
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
		ag_draw_svg(stdout, &sh.kept);
	ag_game_close_all();
	diag_exit(status);
}
