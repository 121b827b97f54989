/*
 * pa-show: draw a Pattern Assembly match for a host to post in the game
 * room: the grid, as the rules reveal it, or one round's question, as text
 * or as an SVG picture.
 */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "numarg.h"
#include "out.h"
#include "record.h"
#include "verdict.h"
#include "pa/draw.h"
#include "pa/match.h"

/* What to draw, and what has been drawn so far. */
struct show {
	int		 round;		/* 0 for the grid */
	int		 svg;
	int		 color;
	int		 games;		/* matches read well */
	struct pa_match	 kept;		/* with --svg: the first match */
};

static const char usage_text[] =
"usage: pa-show [--round N] [--svg] [--color[=WHEN]] [FILE ...]\n"
"Draw the grid of each Pattern Assembly match in the files (or\n"
"standard input), with row letters and column numbers, or the\n"
"question of one round, for a host to post in the game room.\n"
"\n"
"  --round N       draw round N's question (shape and contents), not\n"
"                  the grid\n"
"  --svg           write a standalone SVG picture of one match\n"
"  --color[=WHEN]  color the pictures: auto (on a terminal, unless NO_COLOR\n"
"                  is set or TERM is dumb), never, or always (--color alone)\n"
"  -h, --help      print this help and exit\n"
"  --version       print the version and exit\n";

/* Draw a match as text: the grid or the round asked for. */
static void
show_text(struct show *sh, const struct pa_match *m)
{
	if (sh->games > 1)
		putchar('\n');
	if (sh->round == 0)
		pa_draw_grid(stdout, &m->grid, sh->color);
	else
		pa_draw_round(stdout, sh->round, m->round[sh->round - 1].q,
		    m->round[sh->round - 1].nq, m->plus, sh->color);
}

/* Draw a match as SVG: the grid or the round asked for. */
static void
show_svg(const struct show *sh, const struct pa_match *m)
{
	if (sh->round == 0)
		pa_svg_grid(stdout, &m->grid);
	else
		pa_svg_round(stdout, sh->round, m->round[sh->round - 1].q,
		    m->round[sh->round - 1].nq, m->plus);
}

/*
 * Read a game as a match and draw it; with --svg, keep the first match
 * to draw once the input is known to hold no other.
 */
static int
show_game(const struct rec_game *game, void *arg)
{
	struct show	*sh = arg;
	struct pa_match	 m;
	struct verdict	 v;

	if (!pa_match_read(&m, game, &v)) {
		pa_match_free(&m);
		return verdict_print(&v);
	}
	if (sh->round > m.nrounds) {
		diag_at(&game->pos, "round %d: the match has %d round%s",
		    sh->round, m.nrounds, m.nrounds == 1 ? "" : "s");
		pa_match_free(&m);
		return EXIT_TROUBLE;
	}
	sh->games++;
	if (!sh->svg) {
		show_text(sh, &m);
		pa_match_free(&m);
	} else if (sh->games == 1)
		sh->kept = m;
	else
		pa_match_free(&m);
	return EXIT_VALID;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "color", optional_argument, NULL, 'c' },
		{ "round", required_argument, NULL, 'r' },
		{ "svg", no_argument, NULL, 's' },
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct show	 sh;
	int		 ch, when = COLOR_AUTO, status;

	diag_init(argv[0]);
	memset(&sh, 0, sizeof(sh));
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		switch (ch) {
		case 'c':
			when = cli_color(optarg);
			break;
		case 'r':
			sh.round = (int)numarg_option("round", optarg, 1,
			    PA_MAXROUNDS);
			break;
		case 's':
			sh.svg = 1;
			break;
		}
	}
	argc -= optind;
	argv += optind;

	sh.color = color_wanted((enum color_when)when);
	status = rec_each(argc, argv, show_game, &sh);
	if (sh.svg && sh.games > 1) {
		diag_warn("--svg draws one match; the input has several");
		status = EXIT_TROUBLE;
	} else if (sh.svg && sh.games == 1 && status == EXIT_VALID)
		show_svg(&sh, &sh.kept);
	if (sh.games >= 1 && sh.svg)
		pa_match_free(&sh.kept);
	diag_exit(status);
}
