/*
 * ag-score: score recorded games of Alphagon as the web app's SCORE
 * keeps them: each player's tokens turn by turn (words, syllables,
 * shapes), the totals, bonus tokens and letters held, and the winner.
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"
#include "ag/game.h"
#include "ag/score.h"

struct options {
	struct report		 rep;
	struct ag_options	 rules;
};

static const char usage_text[] =
"usage: ag-score [--json] [--quiet] [--summary] [-d DICT] [--cards FILE]\n"
"                [FILE ...]\n"
"Score recorded games of Alphagon as the web app's SCORE does: each\n"
"player's tokens turn by turn (words, syllables, shapes), the totals,\n"
"bonus tokens and letters held, and the winner.\n"
"  --json                   one JSON object per game\n"
REPORT_USAGE
AG_RULE_USAGE
"Exit 0 if every game is legal, 1 if one has an illegal event, 2 on bad\n"
"input.\n";

/* The keys of a game's JSON object after file and game, before line. */
static const char *const json_keys[] = { "turns", "players", "ended",
	"winner", NULL };

/* The plural ending for n things. */
static const char *
plural(int n)
{
	return n == 1 ? "" : "s";
}

/* Write a row: "turn 4: bob 8 (POLICE 5, syllable 3)". */
static void
write_row(const struct ag_game *g, const struct ag_row *r)
{
	const char	*sep = "";
	int		 k;

	printf("turn %lu: %s %+d (", r->turn, g->p[r->player].name,
	    r->points);
	if (r->word[0] != '\0' || r->word_points != 0) {
		printf("%s %d", r->word[0] != '\0' ? r->word : "words",
		    r->word_points);
		sep = ", ";
	}
	for (k = 0; k < r->syllables; k++, sep = ", ")
		printf("%ssyllable 3", sep);
	for (k = 0; k < r->shapes; k++, sep = ", ")
		printf("%sshape 3", sep);
	printf(")\n");
}

static void
report_text(const struct rec_game *rec, const struct ag_sheet *s,
    const struct verdict *v)
{
	const struct ag_game	*g = &s->game;
	const struct ag_player	*p;
	char			 buf[256];
	size_t			 i;
	int			 k;

	report_name(stdout, rec);
	putchar('\n');
	for (i = 0; i < s->nrows; i++)
		write_row(g, &s->rows[i]);
	for (k = 0; k < g->n; k++) {
		p = &g->p[k];
		printf("%s %d: %d word%s %d, %d syllable%s %d, %d shape%s "
		    "%d; %d bonus token%s, %d letter%s\n", p->name,
		    p->points, p->words, plural(p->words), p->word_points,
		    p->syllables, plural(p->syllables), 3 * p->syllables,
		    p->shapes, plural(p->shapes), 3 * p->shapes, p->bonus,
		    plural(p->bonus), p->nrack, plural(p->nrack));
	}
	if (v->status != EXIT_VALID)
		printf("illegal event on line %u: %s\n", v->pos.line, v->text);
	else if (g->over != AG_PLAYING) {
		ag_over_text(g, buf, sizeof(buf));
		if (strcmp(ag_winner_name(g), "tie") == 0)
			printf("a shared win: %s\n", buf);
		else
			printf("%s wins: %s\n", ag_winner_name(g), buf);
	} else {
		ag_game_where(g, buf, sizeof(buf));
		printf("no winner yet: %s\n", buf);
	}
}

static void
report_json(const struct rec_game *rec, const struct ag_sheet *s,
    const struct verdict *v)
{
	const struct ag_game	*g = &s->game;
	const struct ag_player	*p;
	const struct ag_row	*r;
	struct json		 j;
	char			 buf[256];
	size_t			 i;
	int			 k, over = v->status == EXIT_VALID &&
				    g->over != AG_PLAYING;

	report_json_begin(&j, rec);
	json_array(&j, "turns");
	for (i = 0; i < s->nrows; i++) {
		r = &s->rows[i];
		json_object(&j, NULL);
		json_int(&j, "turn", (long long)r->turn);
		json_string(&j, "player", g->p[r->player].name);
		json_string(&j, "word", r->word[0] != '\0' ? r->word : NULL);
		json_int(&j, "word_points", r->word_points);
		json_int(&j, "syllables", r->syllables);
		json_int(&j, "shapes", r->shapes);
		json_int(&j, "points", r->points);
		json_close(&j);
	}
	json_close(&j);
	json_array(&j, "players");
	for (k = 0; k < g->n; k++) {
		p = &g->p[k];
		json_object(&j, NULL);
		json_string(&j, "name", p->name);
		json_int(&j, "points", p->points);
		json_int(&j, "words", p->words);
		json_int(&j, "word_points", p->word_points);
		json_int(&j, "syllables", p->syllables);
		json_int(&j, "shapes", p->shapes);
		json_int(&j, "bonus", p->bonus);
		json_int(&j, "letters", p->nrack);
		json_close(&j);
	}
	json_close(&j);
	ag_over_text(g, buf, sizeof(buf));
	json_string(&j, "ended", over ? buf : NULL);
	json_string(&j, "winner", over ? ag_winner_name(g) : NULL);
	report_json_verdict(&j, v);
	json_end(&j);
}

/*
 * Games read before a thread scoring games ahead of their turn opens the
 * dictionary, if no game has opened it yet (the caller's first game
 * does): opening it takes as long as about 3,000 games, so a short batch
 * is scored in one thread until then.
 */
#define AHEAD_AFTER	2048

/* A game's score sheet, to be reported. */
struct scored {
	struct ag_sheet	 s;
	struct verdict	 v;
};

/*
 * Fill the game's score sheet (any thread); ahead of its turn, not if it
 * would open the dictionary first for a short batch (AHEAD_AFTER).
 */
static int
fill_sheet(const struct rec_game *rec, void *result, void *arg,
    int in_order)
{
	const struct options	*opt = arg;
	struct scored		*r = result;

	if (!in_order && rec->index <= AHEAD_AFTER &&
	    !ag_words_at_hand(&opt->rules))
		return 0;
	(void)ag_sheet_fill(&r->s, rec, &opt->rules, &r->v);
	return 1;
}

/* Report the game's score sheet, in order, and free it. */
static int
score_game(const struct rec_game *rec, void *result, void *arg)
{
	const struct options	*opt = arg;
	struct scored		*r = result;
	int			 status;

	if (r->v.status == EXIT_TROUBLE)
		status = report_trouble(&opt->rep, rec, &r->v);
	else {
		if (opt->rep.json)
			report_json(rec, &r->s, &r->v);
		else
			report_text(rec, &r->s, &r->v);
		status = r->v.status == EXIT_VALID ? EXIT_VALID :
		    verdict_print(&r->v);
	}
	ag_sheet_free(&r->s);
	return status;
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		AG_RULE_LONGOPTS,
		REPORT_LONGOPTS,
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct options	 opt;
	struct rec_work	 work;
	int		 ch, status;

	diag_init(argv[0]);
	memset(&opt, 0, sizeof(opt));
	ag_options_init(&opt.rules);
	report_init(&opt.rep, json_keys);
	while ((ch = cli_getopt_short(argc, argv, "d:", longopts,
	    usage_text)) != -1) {
		if (report_option(&opt.rep, ch) ||
		    ag_option(&opt.rules, ch, optarg))
			continue;
		if (ch == 'j')
			opt.rep.json = 1;
	}
	/*
	 * No check of the events in the reading thread: the engine reads
	 * each as the verbs' patterns do, for less than the table's look-up.
	 */
	memset(&work, 0, sizeof(work));
	work.size = sizeof(struct scored);
	work.prepare = fill_sheet;
	work.fn = score_game;
	work.arg = &opt;
	status = report_each_work(&opt.rep, argc - optind, argv + optind,
	    &work);
	ag_game_close_all();
	diag_exit(status);
}
