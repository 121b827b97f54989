/*
 * pa-solve: every solution of every round of Pattern Assembly matches.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"
#include "pa/list.h"
#include "pa/match.h"
#include "pa/solve.h"

struct options {
	struct report rep;
	int	 count;
};

static const char usage_text[] =
"usage: pa-solve [--count] [--json] [--quiet] [--summary] [FILE ...]\n"
"For every round of each match, every group of cells with the question's\n"
"shape (rotated or flipped) and contents, one a line:\n"
"  round N: C3-D3-D4-D5-E5\n"
"  --count                  only how many solutions each round has\n"
"  --json                   one JSON object per question\n"
"  --quiet                  print nothing: the exit status says it all\n"
"  --summary                the matches read, valid, rejected and\n"
"                           malformed, on standard error at the end\n"
"Several matches: a blank line between them (JSON: \"file\" and \"game\").\n"
"Exit 0 if every round has a solution, 1 if one has none, 2 on bad input.\n";

/* The keys of a question's JSON object after file and game, before line. */
static const char *const json_keys[] = { "round", "group", "count",
	"solutions", NULL };

static void
print_question(const struct options *opt, const struct pa_match *m,
    const struct rec_game *game, int r, int q, const struct pa_shape *sol,
    size_t n, const struct verdict *v)
{
	char		 name[64], cells[PA_MAXCELLS * PA_CELLBUF];
	struct json	 j;
	size_t		 i;

	if (opt->rep.json) {
		report_json_begin(&j, game);
		json_int(&j, "round", r + 1);
		if (m->round[r].nq > 1)
			json_int(&j, "group", q + 1);
		else
			json_null(&j, "group");
		json_int(&j, "count", (long long)n);
		if (opt->count)
			json_null(&j, "solutions");
		else {
			json_array(&j, "solutions");
			for (i = 0; i < n; i++) {
				pa_shape_format(&sol[i], cells, sizeof(cells));
				json_string(&j, NULL, cells);
			}
			json_close(&j);
		}
		report_json_verdict(&j, v);
		json_end(&j);
		return;
	}
	pa_list_label(m, r, q, name, sizeof(name));
	if (opt->count) {
		printf("%s: %zu solution%s\n", name, n, n == 1 ? "" : "s");
		return;
	}
	pa_list_groups(stdout, name, sol, n);
}

static int
solve_game(const struct rec_game *game, void *arg)
{
	const struct options	*opt = arg;
	struct pa_match		 m;
	struct pa_shape		*sol;
	struct verdict		 v;
	static int		 printed;
	char			 name[64];
	size_t			 n;
	int			 r, q, status = EXIT_VALID;

	if (!pa_match_read_questions(&m, game, &v)) {
		pa_match_free(&m);
		return report_trouble(&opt->rep, game, &v);
	}
	if (printed++ > 0 && !opt->rep.json)
		putchar('\n');	/* a blank line between two matches */
	for (r = 0; r < m.nrounds; r++)
		for (q = 0; q < m.round[r].nq; q++) {
			n = pa_solve(&m.grid, &m.round[r].q[q], &sol);
			verdict_clear(&v);
			if (n == 0) {
				pa_list_label(&m, r, q, name, sizeof(name));
				(void)verdict_reject(&v, &m.round[r].pos[q],
				    "%s has no solution: no group of the grid "
				    "has its shape and contents", name);
			}
			print_question(opt, &m, game, r, q, sol, n, &v);
			free(sol);
			if (n == 0)
				status = verdict_print(&v);
		}
	pa_match_free(&m);
	return status;
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "count", no_argument, NULL, 'c' },
		{ "json", no_argument, NULL, 'j' },
		REPORT_LONGOPTS,
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct options	 opt;
	int		 ch;

	diag_init(argv[0]);
	memset(&opt, 0, sizeof(opt));
	report_init(&opt.rep, json_keys);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		if (report_option(&opt.rep, ch))
			continue;
		switch (ch) {
		case 'c':
			opt.count = 1;
			break;
		case 'j':
			opt.rep.json = 1;
			break;
		}
	}
	diag_exit(report_each(&opt.rep, argc - optind, argv + optind, NULL,
	    NULL, solve_game, &opt));
}
