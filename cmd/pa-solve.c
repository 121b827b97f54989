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
#include "verdict.h"
#include "pa/match.h"
#include "pa/solve.h"

struct options {
	int	 json;
	int	 count;
};

static const char usage_text[] =
"usage: pa-solve [--count] [--json] [FILE ...]\n"
"For every round of each match, every group of cells with the question's\n"
"shape (rotated or flipped) and contents, one a line:\n"
"  round N: C3-D3-D4-D5-E5\n"
"  --count   only how many solutions each round has\n"
"  --json    one JSON object per question\n"
"Several matches: a blank line between them (JSON: a \"match\" number).\n"
"Exit 0 if every round has a solution, 1 if one has none, 2 on bad input.\n";

/*
 * The text listing, the bulk of what pa-solve prints, is written through a
 * buffer of whole lines, one fwrite(3) when it fills.
 */
#define LISTING_BUF	65536
/* One line at most: a label, ": ", the cells, '\n'. */
#define LINE_MAX_LEN	(64 + 2 + PA_SHAPEBUF + 1)

/*
 * Print a line "name: C3-D3-D4" for each of the n groups, as
 * pa_shape_format() writes them.
 */
static void
print_groups(const char *name, const struct pa_shape *sol, size_t n)
{
	static char		 buf[LISTING_BUF];
	size_t			 len = 0, namelen = strlen(name), i;

	for (i = 0; i < n; i++) {
		if (len + LINE_MAX_LEN > sizeof(buf)) {
			fwrite(buf, 1, len, stdout);
			len = 0;
		}
		memcpy(buf + len, name, namelen);
		len += namelen;
		buf[len++] = ':';
		buf[len++] = ' ';
		len += pa_shape_write(&sol[i], buf + len);
		buf[len++] = '\n';
	}
	fwrite(buf, 1, len, stdout);
}

/* The label of a question: "round 3", or "round 3 group 2" in Plus. */
static void
label(const struct pa_match *m, int r, int q, char *buf, size_t size)
{
	if (m->round[r].nq > 1)
		snprintf(buf, size, "round %d group %d", r + 1, q + 1);
	else
		snprintf(buf, size, "round %d", r + 1);
}

static void
print_question(const struct options *opt, const struct pa_match *m,
    unsigned int match, int r, int q, const struct pa_shape *sol, size_t n)
{
	char		 name[64], cells[PA_MAXCELLS * PA_CELLBUF];
	struct json	 j;
	size_t		 i;

	if (opt->json) {
		json_begin(&j, stdout);
		json_int(&j, "match", match);
		json_int(&j, "round", r + 1);
		if (m->round[r].nq > 1)
			json_int(&j, "group", q + 1);
		json_int(&j, "count", (long long)n);
		if (!opt->count) {
			json_array(&j, "solutions");
			for (i = 0; i < n; i++) {
				pa_shape_format(&sol[i], cells, sizeof(cells));
				json_string(&j, NULL, cells);
			}
			json_close(&j);
		}
		json_end(&j);
		return;
	}
	label(m, r, q, name, sizeof(name));
	if (opt->count) {
		printf("%s: %zu solution%s\n", name, n, n == 1 ? "" : "s");
		return;
	}
	print_groups(name, sol, n);
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
		return verdict_print(&v);
	}
	if (printed++ > 0 && !opt->json)
		putchar('\n');	/* a blank line between two matches */
	for (r = 0; r < m.nrounds; r++)
		for (q = 0; q < m.round[r].nq; q++) {
			n = pa_solve(&m.grid, &m.round[r].q[q], &sol);
			print_question(opt, &m, game->index, r, q, sol, n);
			free(sol);
			if (n == 0) {
				label(&m, r, q, name, sizeof(name));
				diag_at(&m.round[r].pos[q], "%s has no "
				    "solution: no group of the grid has its "
				    "shape and contents", name);
				status = EXIT_REJECTED;
			}
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
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct options	 opt;
	int		 ch;

	diag_init(argv[0]);
	memset(&opt, 0, sizeof(opt));
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		switch (ch) {
		case 'c':
			opt.count = 1;
			break;
		case 'j':
			opt.json = 1;
			break;
		}
	}
	diag_exit(rec_each(argc - optind, argv + optind, solve_game, &opt));
}
