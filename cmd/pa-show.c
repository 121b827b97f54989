/*
 * pa-show: draw a Pattern Assembly match for a host to post in the game
 * room: the grid, as the rules reveal it, or one round's question, as text
 * or as an SVG picture.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "html.h"
#include "numarg.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"
#include "pa/draw.h"
#include "pa/match.h"
#include "pa/referee.h"

/* What to draw, and what has been drawn so far. */
struct show {
	int		 round;		/* 0 for the grid */
	int		 round_given;	/* --round or --at */
	int		 svg;
	int		 html;
	struct html_page page;		/* with --html */
	FILE		*text;		/* with --html: a caption */
	char		*textbuf;	/* its bytes */
	size_t		 textlen;
	int		 color;
	int		 games;		/* matches read well */
	struct pa_match	 kept;		/* with --svg: the first match */
};

static const char usage_text[] =
"usage: pa-show [--round N] [--svg | --html] [--color[=WHEN]] [FILE ...]\n"
"Draw the grid of each Pattern Assembly match in the files (or\n"
"standard input), with row letters and column numbers, or the\n"
"question of one round, for a host to post in the game room.\n"
"\n"
"  --round N       draw round N's question (shape and contents), not\n"
"                  the grid (--round 0); --at N is the same\n"
"  --svg           write a standalone SVG picture of one match\n"
"  --html          write one HTML page of every match: the grid, each\n"
"                  round's question, its answers and who scored, and\n"
"                  the showdown and result, as pa-score says them\n"
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
 * The caption written into sh->text so far, from its start, without its
 * last newline: owned by sh, valid until the next use of sh->text.
 */
static const char *
caption(struct show *sh)
{
	long	 n;

	if (fflush(sh->text) == EOF || (n = ftell(sh->text)) < 0)
		diag_fatal_errno("open_memstream");
	if (n > 0 && sh->textbuf[n - 1] == '\n')
		n--;
	sh->textbuf[n] = '\0';
	return sh->textbuf;
}

/* A match being written onto the page. */
struct paging {
	struct show		*sh;
	const struct pa_match	*m;
};

/*
 * Write round n (from 0), refereed, onto the page: its question, then
 * its answers and the score as pa-score says them (pa_referee_each()'s
 * fn).
 */
static void
page_round(const struct pa_result *res, int n, void *arg)
{
	struct paging		*pp = arg;
	struct show		*sh = pp->sh;
	const struct pa_match	*m = pp->m;
	char			 alt[64];

	pa_svg_round(html_svg(&sh->page), n + 1, m->round[n].q,
	    m->round[n].nq, m->plus);
	rewind(sh->text);
	pa_round_write(sh->text, m, res, n);
	snprintf(alt, sizeof(alt), "the question of round %d", n + 1);
	html_position(&sh->page, (size_t)n + 1, alt, caption(sh));
}

/* The event on the line given, which the game has. */
static const struct rec_event *
event_on(const struct rec_game *game, unsigned int line)
{
	size_t	 lo = 0, hi = game->nevents, mid;

	while (hi - lo > 1) {
		mid = lo + (hi - lo) / 2;
		if (game->events[mid].pos.line <= line)
			lo = mid;
		else
			hi = mid;
	}
	return &game->events[lo];
}

/*
 * Write a match onto the page: the grid, each round's question with its
 * answers and score under it, the rounds as its events (their questions'
 * lines), and the showdown and result.  The answers are refereed a round
 * at a time, as pa-score does.
 */
static int
page_match(struct show *sh, const struct rec_game *game)
{
	struct pa_match		 m;
	struct pa_rules		 rules;
	struct pa_result	 res;
	struct paging		 pp;
	struct verdict		 v;
	char			 name[256], line[REC_MAXLINE + 1];
	int			 n, g;

	if (!pa_match_read_questions(&m, game, &v)) {
		pa_match_free(&m);
		return verdict_print(&v);
	}
	if (m.nplayers < 2) {
		diag_at(&game->pos, "game %u has %s: name them with [Players "
		    "\"ann bob\"]", game->in_file, m.nplayers == 0 ?
		    "no players" : "only one player");
		pa_match_free(&m);
		return EXIT_TROUBLE;
	}
	sh->games++;
	report_name_text(game, name, sizeof(name));
	html_game(&sh->page, name);
	pa_svg_grid(html_svg(&sh->page), &m.grid);
	rewind(sh->text);
	fprintf(sh->text, "%s: the grid, %d round%s", m.plus ?
	    "Pattern Assembly Plus" : "Pattern Assembly", m.nrounds,
	    m.nrounds == 1 ? "" : "s");
	html_position(&sh->page, 0, "the grid", caption(sh));
	pa_rules_init(&rules, m.plus);
	pp.sh = sh;
	pp.m = &m;
	pa_referee_each(&m, game, &rules, &res, page_round, &pp);
	html_events_begin(&sh->page);
	for (n = 0; n < m.nrounds; n++) {
		rewind(sh->text);
		for (g = 0; g < m.round[n].nq; g++) {
			html_said(event_on(game, m.round[n].pos[g].line), line,
			    sizeof(line));
			fprintf(sh->text, "%s%s", g > 0 ? "; " : "", line);
		}
		html_event(&sh->page, (size_t)n + 1, caption(sh), NULL);
	}
	rewind(sh->text);
	pa_end_write(sh->text, &m, &res);
	html_result(&sh->page, caption(sh));
	pa_result_free(&res);
	pa_match_free(&m);
	return EXIT_VALID;
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

	if (sh->html)
		return page_match(sh, game);
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
		{ "at", required_argument, NULL, 'r' },
		{ "html", no_argument, NULL, 'H' },
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
			sh.round = (int)numarg_option("round", optarg, 0,
			    PA_MAXROUNDS);
			sh.round_given = 1;
			break;
		case 'H':
			sh.html = 1;
			break;
		case 's':
			sh.svg = 1;
			break;
		}
	}
	argc -= optind;
	argv += optind;

	sh.color = color_wanted((enum color_when)when);
	if (sh.html && (sh.svg || sh.round_given))
		diag_usage("--html draws every round: not with --round, --at "
		    "or --svg");
	if (sh.html) {
		html_begin(&sh.page, stdout, "Pattern Assembly matches");
		if ((sh.text = open_memstream(&sh.textbuf, &sh.textlen)) ==
		    NULL)
			diag_fatal_errno("open_memstream");
	}
	status = rec_each(argc, argv, show_game, &sh);
	if (sh.html) {
		html_end(&sh.page);
		fclose(sh.text);
		free(sh.textbuf);
	}
	if (sh.svg && sh.games > 1) {
		diag_warn("--svg draws one match; the input has several");
		status = EXIT_TROUBLE;
	} else if (sh.svg && sh.games == 1 && status == EXIT_VALID)
		show_svg(&sh, &sh.kept);
	if (sh.games >= 1 && sh.svg)
		pa_match_free(&sh.kept);
	diag_exit(status);
}
