/*
 * pa-show: draw a Pattern Assembly match for a host to post in the game
 * room: the grid, as the rules reveal it, or one round's question, as text
 * or as an SVG picture.
 */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "numarg.h"
#include "out.h"
#include "record.h"
#include "verdict.h"
#include "pa/draw.h"
#include "pa/match.h"

/* Option values above any character, so getopt never confuses them. */
enum {
	OPT_COLOR = CHAR_MAX + 1,
	OPT_HELP,
	OPT_ROUND,
	OPT_SVG,
	OPT_VERSION
};

static const struct option longopts[] = {
	{ "color",	required_argument,	NULL,	OPT_COLOR },
	{ "help",	no_argument,		NULL,	OPT_HELP },
	{ "round",	required_argument,	NULL,	OPT_ROUND },
	{ "svg",	no_argument,		NULL,	OPT_SVG },
	{ "version",	no_argument,		NULL,	OPT_VERSION },
	{ NULL,		0,			NULL,	0 }
};

/* What to draw, and what has been drawn so far. */
struct show {
	int		 round;		/* 0 for the grid */
	int		 svg;
	int		 color;
	int		 games;		/* matches read well */
	struct pa_match	 kept;		/* with --svg: the first match */
};

/* Print the usage and what each option does to stdout, and exit 0. */
static void
help(void)
{
	printf("usage: %s [--round N] [--svg] [--color=WHEN] [FILE ...]\n"
	    "Draw the grid of each Pattern Assembly match in the files (or\n"
	    "standard input), with row letters and column numbers, or the\n"
	    "question of one round, for a host to post in the game room.\n"
	    "\n"
	    "  --round N     draw round N's question (shape and contents), "
	    "not the grid\n"
	    "  --svg         write a standalone SVG picture of one match\n"
	    "  --color=WHEN  color the pictures: auto (on a terminal, unless\n"
	    "                NO_COLOR is set), never or always\n"
	    "  --help        print this help and exit\n"
	    "  --version     print the version and exit\n",
	    diag_progname());
	diag_exit(EXIT_VALID);
}

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
	struct show	 sh;
	int		 ch, when = COLOR_AUTO, status;

	diag_init(argv[0]);
	memset(&sh, 0, sizeof(sh));
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":", longopts, NULL)) != -1) {
		switch (ch) {
		case OPT_COLOR:
			if ((when = color_parse(optarg)) < 0)
				diag_usage("--color is auto, never or always, "
				    "not: %s", optarg);
			break;
		case OPT_HELP:
			help();
			break;
		case OPT_ROUND:
			sh.round = (int)numarg_option("round", optarg, 1,
			    PA_MAXROUNDS);
			break;
		case OPT_SVG:
			sh.svg = 1;
			break;
		case OPT_VERSION:
			diag_version();
			break;
		default:
			diag_bad_option(argv[optind - 1], optopt);
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
