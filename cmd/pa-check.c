/*
 * pa-check: judge answers to a Pattern Assembly match the way the host
 * must: correct, wrong shape, or wrong contents.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "numarg.h"
#include "out.h"
#include "record.h"
#include "verdict.h"
#include "pa/judge.h"
#include "pa/match.h"

static const char usage_text[] =
"usage: pa-check [--json] MATCH [ROUND CELLS]\n"
"Judge an answer to a round of the match in the file MATCH: correct,\n"
"wrong shape (a wrong number of cells, a cell off the grid or given\n"
"twice, cells not connected, another shape) or wrong contents.\n"
"Without ROUND and CELLS, judge the answers on standard input, one a\n"
"line as 'ROUND CELLS', e.g. '3 C3-D3-D4-D5-E5'.\n"
"  --json   one JSON object per answer\n"
"Exit 0 if every answer is correct, 1 if one is wrong, 2 on bad input.\n";

/* What judging an answer against a round's questions found. */
struct finding {
	enum pa_judgement	 judgement;
	int			 group;		/* the group it matched */
	char			 why[PA_WHY];
	char			 held[64];	/* the contents, if shaped */
};

/*
 * Judge the answer against every question of the round and keep the
 * closest verdict: correct, then wrong contents, then wrong shape.
 */
static void
judge_round(const struct pa_match *m, int r, const struct pa_answer *a,
    struct finding *f)
{
	struct pa_shape		 group;
	struct pa_contents	 got;
	enum pa_judgement	 j;
	char			 why[PA_WHY];
	int			 q;

	f->judgement = PA_WRONG_SHAPE;
	f->group = -1;
	f->held[0] = '\0';
	for (q = 0; q < m->round[r].nq; q++) {
		j = pa_judge(&m->grid, &m->round[r].q[q], a, &group, why);
		if (q > 0 && j >= f->judgement)
			continue;	/* no closer than an earlier group */
		f->judgement = j;
		memcpy(f->why, why, PA_WHY);
		if (j == PA_WRONG_SHAPE)
			continue;
		f->group = q;
		pa_grid_contents(&m->grid, &group, &got);
		pa_contents_format(&got, f->held, sizeof(f->held));
		if (j == PA_CORRECT)
			break;
	}
}

/*
 * Write the JSON object of an answer that does not read, given at pos
 * (no file for the command line): its place and message, every other
 * key null, so that every answer has its object.
 */
static void
report_unread(const struct pos *pos, const char *message)
{
	static const char *const others[] = { "round", "cells", "verdict",
		"group", "contents", NULL };
	struct json	 j;
	size_t		 i;
	int		 placed = pos->line > 0;

	json_begin(&j, stdout);
	json_string(&j, "file", placed ? pos->file : NULL);
	if (placed) {
		json_int(&j, "line", pos->line);
		if (pos->col > 0)
			json_int(&j, "col", pos->col);
		else
			json_null(&j, "col");
	} else {
		json_null(&j, "line");
		json_null(&j, "col");
	}
	for (i = 0; others[i] != NULL; i++)
		json_null(&j, others[i]);
	json_string(&j, "message", message);
	json_end(&j);
}

/*
 * Diagnose an answer that does not read, as a verdict of malformed input
 * (with --json, its object too); return EXIT_TROUBLE.
 */
static int
unread(int json, const struct verdict *v)
{
	if (json)
		report_unread(&v->pos, v->text);
	return verdict_print(v);
}

/*
 * Write the verdict on the answer given at pos (a line of standard input,
 * or the command line: no file).
 */
static void
report(int json, const struct pa_match *m, int r, const char *cells,
    const struct pos *pos, const struct finding *f)
{
	struct json	 j;
	int		 placed = pos->line > 0;

	if (json) {
		json_begin(&j, stdout);
		json_string(&j, "file", placed ? pos->file : NULL);
		if (placed) {
			json_int(&j, "line", pos->line);
			json_int(&j, "col", pos->col);
		} else {
			json_null(&j, "line");
			json_null(&j, "col");
		}
		json_int(&j, "round", r + 1);
		json_string(&j, "cells", cells);
		json_string(&j, "verdict", pa_judgement_name(f->judgement));
		if (f->group >= 0 && m->round[r].nq > 1)
			json_int(&j, "group", f->group + 1);
		else
			json_null(&j, "group");
		json_string(&j, "contents", f->held[0] != '\0' ? f->held :
		    NULL);
		json_string(&j, "message", f->judgement != PA_CORRECT ?
		    f->why : NULL);
		json_end(&j);
		return;
	}
	printf("round %d: %s: %s", r + 1, cells,
	    pa_judgement_name(f->judgement));
	if (f->judgement == PA_CORRECT && m->round[r].nq > 1)
		printf(" (group %d)", f->group + 1);
	if (f->judgement != PA_CORRECT)
		printf(": %s", f->why);
	putchar('\n');
}

/*
 * Judge one answer given as text at pos; return its exit status.  A round
 * out of range or cells that do not read are malformed input.
 */
static int
check_answer(int json, const struct pa_match *m, const char *round_text,
    const char *cells, const struct pos *round_pos,
    const struct pos *cells_pos)
{
	static struct pa_answer	 a;
	struct finding		 f;
	struct verdict		 v;
	uint64_t		 r;
	char			 why[PA_WHY];
	size_t			 len;

	if (!numarg(round_text, 1, (uint64_t)m->nrounds, &r, why)) {
		(void)verdict_malformed(&v, round_pos, "round %s: the match "
		    "has rounds 1 to %d", round_text, m->nrounds);
		return unread(json, &v);
	}
	len = pa_answer_parse(cells, &a, why);
	if (len == 0 || cells[len] != '\0') {
		(void)verdict_malformed(&v, len == 0 ? cells_pos :
		    &(struct pos){ cells_pos->file, cells_pos->line,
		    cells_pos->col + (unsigned)len }, "%s", len == 0 ? why :
		    "expected cells joined by '-', as in C3-D3-D4");
		return unread(json, &v);
	}
	judge_round(m, (int)r - 1, &a, &f);
	report(json, m, (int)r - 1, cells, round_pos, &f);
	return f.judgement == PA_CORRECT ? EXIT_VALID : EXIT_REJECTED;
}

/* Judge the answers on standard input, one "ROUND CELLS" a line. */
static int
check_stdin(int json, const struct pa_match *m)
{
	struct rec_reader	*r;
	struct pos		 pos, rpos, cpos, mpos;
	struct verdict		 v;
	const char		*line;
	char			 round[32], cells[REC_MAXLINE + 1], *message;
	int			 rc, status = EXIT_VALID, used, start;

	if ((r = rec_open("-")) == NULL)
		return EXIT_TROUBLE;
	for (;;) {
		diag_capture();
		rc = rec_next_line(r, &line, &pos);
		message = diag_captured(&mpos);
		if (rc < 0 && json && message != NULL)
			report_unread(&mpos, message);	/* the reader said why */
		free(message);
		if (rc == 0)
			break;
		if (rc < 0) {
			status = EXIT_TROUBLE;
			continue;
		}
		start = (int)strspn(line, " \t");
		if (line[start] == '\0' || line[start] == '#')
			continue;
		used = 0;
		rpos = pos;
		rpos.col += (unsigned)start;
		if (sscanf(line, " %31s %4096s %n", round, cells, &used) != 2 ||
		    line[used] != '\0') {
			(void)verdict_malformed(&v, &rpos, "expected 'ROUND "
			    "CELLS', as in '3 C3-D3-D4-D5-E5'");
			status = unread(json, &v);
			continue;
		}
		cpos = pos;
		cpos.col += (unsigned)(strstr(line + start + strlen(round),
		    cells) - line);
		status = diag_worse(status, check_answer(json, m, round, cells,
		    &rpos, &cpos));
	}
	rec_close(r);
	return status;
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct rec_reader	*r;
	struct rec_game		*game, *next;
	struct pa_match		 m;
	struct verdict		 v;
	struct pos		 argpos = { "argument", 0, 0 };
	int			 ch, json = 0, status;

	diag_init(argv[0]);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		switch (ch) {
		case 'j':
			json = 1;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc != 1 && argc != 3)
		diag_usage("expected MATCH, or MATCH ROUND CELLS");
	if (argc == 1 && strcmp(argv[0], "-") == 0)
		diag_usage("the answers come on standard input: the match must "
		    "be a file");
	if ((r = rec_open(argv[0])) == NULL)
		diag_exit(EXIT_TROUBLE);
	if (rec_next(r, &game) != REC_GAME)
		diag_exit(EXIT_TROUBLE);	/* the reader said why */
	if (!pa_match_read(&m, game, &v))
		diag_exit(verdict_print(&v));
	if (argc == 3)
		status = check_answer(json, &m, argv[1], argv[2], &argpos,
		    &argpos);
	else
		status = check_stdin(json, &m);
	pa_match_free(&m);
	if (rec_next(r, &next) != REC_END)
		diag_warn("%s: judged against its first match only",
		    argv[0]);
	rec_close(r);
	diag_exit(status);
}
