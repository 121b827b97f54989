/*
 * nm-show: draw the position of recorded games of NetMatch, after all
 * their events or the first N, for a referee to see at once: the network
 * with its pawns, the tokens taken and the letters revealed, whose turn
 * it is, and the result.
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
#include "nm/draw.h"
#include "nm/game.h"

/* The most events --at takes, as for nm-moves. */
#define MAX_AT	1000000

/* What to draw, and what has been drawn so far. */
struct show {
	int64_t			 at;		/* -1: after every event */
	int			 svg;
	int			 html;
	struct html_page	 page;		/* with --html */
	int			 color;
	unsigned int		 games;		/* games drawn or kept */
	struct nm_view		 kept;		/* with --svg: the first one */
};

static const char usage_text[] =
"usage: nm-show [--at N] [--svg | --html] [--color[=WHEN]] [FILE ...]\n"
"Draw the position of each NetMatch game in the files (or standard input)\n"
"after its first N events (default: all): the network with its pawns, the\n"
"tokens taken and the letters revealed, whose turn it is and the result,\n"
"as text or as SVG.\n"
"  --at N          the position after the first N events of each game\n"
"  --svg           write a standalone SVG picture of one game\n"
"  --html          write one HTML page with every position of every game,\n"
"                  its events and its result (not with --at or --svg)\n"
"  --color[=WHEN]  color the pawns of the text: auto (on a terminal, unless\n"
"                  NO_COLOR is set or TERM is dumb), never, or always\n"
"                  (--color alone)\n"
"Exit 0 if every position was drawn, 1 if a game has an illegal event\n"
"before it (the position before that event is drawn), 2 on bad input.\n";

/* A game being replayed onto the page. */
struct paging {
	struct show	*sh;
	struct nm_game	 g;
	struct nm_view	 view;
	char		 title[NM_TITLE];
	size_t		 nevents;	/* in its record */
};

/* Apply the game's next event (html_replay()'s step). */
static int
page_step(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct paging	*pp = arg;

	return nm_game_event(&pp->g, e, v);
}

/* Draw the position after k events onto the page (html_replay()'s draw). */
static void
page_position(void *arg, size_t k)
{
	struct paging	*pp = arg;
	char		 status[NM_WHY + 128];

	nm_view_set(&pp->view, &pp->g, pp->title, pp->nevents, NULL);
	nm_draw_svg(html_svg(&pp->sh->page), &pp->view);
	nm_view_status(&pp->view, status, sizeof(status));
	html_event_position(&pp->sh->page, k, pp->nevents, status);
}

/*
 * Replay a game once onto the page: the position at its start and after
 * each event, up to the first one refused, the events, and the result as
 * nm-check says it.
 */
static int
page_game(const struct rec_game *rec, struct show *sh)
{
	static struct paging	 pp;
	char			 result[NM_WHY + 1024];
	struct verdict		 v;

	if (!nm_game_begin(&pp.g, rec, NULL, &v))
		return verdict_print(&v);
	sh->games++;
	pp.sh = sh;
	pp.nevents = rec->nevents;
	report_name_text(rec, pp.title, sizeof(pp.title));
	(void)html_replay(&sh->page, rec, pp.title, page_step, page_position,
	    &pp, &v);
	nm_result_text(&pp.g, &v, result, sizeof(result));
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
	static struct nm_game	 g;
	static struct nm_view	 view;
	struct show		*sh = arg;
	struct verdict		 v;
	char			 title[NM_TITLE];
	size_t			 upto;

	if (sh->html)
		return page_game(rec, sh);
	if (!report_upto(rec, sh->at, &upto))
		return EXIT_TROUBLE;
	(void)nm_game_replay(&g, rec, NULL, upto, &v);
	if (v.status == EXIT_TROUBLE)
		return verdict_print(&v);
	report_name_text(rec, title, sizeof(title));
	nm_view_set(&view, &g, title, rec->nevents, &v);
	if (!sh->svg) {
		if (sh->games > 0)
			putchar('\n');
		nm_draw_text(stdout, &view, sh->color);
	} else if (sh->games == 0)
		sh->kept = view;
	sh->games++;
	return verdict_print(&v);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "at", required_argument, NULL, 'a' },
		{ "color", optional_argument, NULL, 'c' },
		{ "svg", no_argument, NULL, 's' },
		{ "html", no_argument, NULL, 'H' },
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	static struct show	 sh;
	int			 ch, when = COLOR_AUTO, status;

	diag_init(argv[0]);
	sh.at = -1;
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
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
	    "NetMatch games");
	sh.color = color_wanted((enum color_when)when);
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
		nm_draw_svg(stdout, &sh.kept);
	diag_exit(status);
}
