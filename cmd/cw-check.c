/*
 * cw-check: replay recorded games of Control Word, reject the first
 * illegal event of each, and say how each ended: the scores and who won.
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
#include "ruletab.h"
#include "verdict.h"
#include "cw/game.h"
#include "cw/standing.h"
#include "gcg/check.h"

struct options {
	struct report		 rep;
	struct cw_options	 rules;
};

static const char usage_text[] =
"usage: cw-check [--json] [--quiet] [--summary] [-d DICT]\n"
"                [--unchallenged-stand] [--replacement-scores]\n"
"                [--replacement-from-last]\n"
"                [--rules 2018-03|2018-04-04] [--first-rotates] [FILE ...]\n"
"       cw-check --gcg [--json] [--quiet] [--summary] [-d DICT] [FILE ...]\n"
"Replay recorded games of Control Word: reject the first illegal event of\n"
"each game with the rule it breaks, and say the scores and who won.\n"
"  --json                 one JSON object per game\n"
"  --quiet                print nothing: the exit status says it all\n"
"  --summary              the games read, valid, rejected and malformed,\n"
"                         on standard error at the end\n"
"  -d, --dictionary DICT  the dictionary (overrides the Dictionary tag;\n"
"                         en_US by default)\n"
"  --unchallenged-stand   a word nobody challenged stands, as in the\n"
"                         popular game (listed); by default every word\n"
"                         formed must be a word\n"
"  --rules VERSION        2018-03 (the default) or 2018-04-04, the\n"
"                         author's later rules (overrides the Rules tag)\n"
"  --first-rotates        the first player's place passes to the left\n"
"                         each round\n"
"  --replacement-scores   a replacement scores the words whose letters it\n"
"                         changes, as a play scores its words\n"
"  --replacement-from-last  the replacement phase starts with the last\n"
"                         player and passes to the right\n"
"  --gcg                  read GCG records of the popular crossword game\n"
"                         instead, as gcg-check does (gcg-check(1))\n"
"Exit 0 if every game is legal and agrees with its Result tag, 1 if not,\n"
"2 on bad input.\n";

/* The keys of a game's JSON object after file and game, before line. */
static const char *const json_keys[] = { "rules", "mat", "rounds", "round",
	"position", "winner", "decided", "players", "unchallenged", NULL };

/* Write the words that stood unchallenged, though no words. */
static void
report_stood(const struct rec_game *rec, const struct cw_game *g)
{
	int	 i;

	for (i = 0; i < g->nstood; i++) {
		report_name(stdout, rec);
		printf(": unchallenged on line %u: %s is not a word (%s)\n",
		    g->stood[i].line, g->stood[i].word, g->stood[i].why);
	}
}

/* Write a whole number in decimal, as printf's %d does. */
static void
put_int(int n)
{
	char		 digits[16];
	int		 len = 0;
	unsigned int	 u = n < 0 ? 0u - (unsigned int)n : (unsigned int)n;

	if (n < 0)
		putchar('-');
	do {
		digits[len++] = (char)('0' + u % 10);
		u /= 10;
	} while (u > 0);
	while (len > 0)
		putchar(digits[--len]);
}

/*
 * Write "ann wins by the highest total: ann 45, bob 30", by fputs() and
 * put_int(): printf() cost a tenth of the rules' instructions.
 */
static void
write_result(const struct cw_game *g, const struct cw_result *r)
{
	int	 i, k = 0;

	if (r->decided == CW_SHARED) {
		for (i = 0; i < g->n; i++)
			if (r->s[i].winner) {
				if (k++ > 0)
					fputs(" and ", stdout);
				fputs(g->p[i].name, stdout);
			}
		fputs(" share the win", stdout);
	} else {
		fputs(cw_winner_name(g, r), stdout);
		fputs(" wins by ", stdout);
		fputs(cw_decided_text(r->decided), stdout);
	}
	for (i = 0; i < g->n; i++) {
		fputs(i > 0 ? ", " : ": ", stdout);
		fputs(g->p[i].name, stdout);
		putchar(' ');
		put_int(r->s[i].total);
	}
	putchar('\n');
}

static void
report_text(const struct rec_game *rec, const struct cw_game *g,
    const struct verdict *v, const struct cw_result *r)
{
	char		 where[128];

	report_stood(rec, g);
	report_name(stdout, rec);
	fputs(": ", stdout);
	if (v->status != EXIT_VALID)
		printf("illegal event on line %u: %s\n", v->pos.line, v->text);
	else if (r != NULL)
		write_result(g, r);
	else {
		cw_game_where(g, where, sizeof(where));
		printf("no result yet: %s\n", where);
	}
}

static void
report_json(const struct rec_game *rec, const struct cw_game *g,
    const struct verdict *v, const struct cw_result *r)
{
	struct json		 j;
	char			 where[128];
	int			 i;

	report_json_begin(&j, rec);
	json_string(&j, "rules", cw_version_name(g->version));
	json_int(&j, "mat", g->mat);
	json_int(&j, "rounds", g->rounds);
	json_int(&j, "round", g->round);
	cw_game_where(g, where, sizeof(where));
	json_string(&j, "position", where);
	json_string(&j, "winner", r != NULL ? cw_winner_name(g, r) : NULL);
	json_string(&j, "decided", r != NULL ? cw_decided_text(r->decided) :
	    NULL);
	json_array(&j, "players");
	for (i = 0; i < g->n; i++)
		cw_json_standing(&j, g, i, r);
	json_close(&j);
	json_array(&j, "unchallenged");
	for (i = 0; i < g->nstood; i++) {
		json_object(&j, NULL);
		json_int(&j, "line", g->stood[i].line);
		json_string(&j, "word", g->stood[i].word);
		json_string(&j, "message", g->stood[i].why);
		json_close(&j);
	}
	json_close(&j);
	report_json_verdict(&j, v);
	json_end(&j);
}

/*
 * With --gcg (before any "--"), hand the other arguments to the GCG
 * checker, whose placement rule is Control Word's own; it exits.
 */
static void
gcg_mode(int argc, char *argv[])
{
	int	 i, k;

	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
		if (strcmp(argv[i], "--gcg") == 0) {
			for (k = i; k < argc; k++)
				argv[k] = argv[k + 1];
			gcg_check_main(argc - 1, argv);
		}
}

/*
 * Compare the Result tag, if any, with the game; fill the verdict,
 * rejected, if they disagree.
 */
static int
check_result_tag(const struct cw_game *g, const struct cw_result *r,
    struct verdict *v)
{
	const struct rec_tag	*t = g->result;
	char			 where[128];

	verdict_clear(v);
	if (t == NULL)
		return 1;
	if (r == NULL) {
		cw_game_where(g, where, sizeof(where));
		return verdict_reject(v, &t->value_pos, "Result says %s, but "
		    "the game is not over: %s", t->value, where);
	}
	if (strcmp(t->value, cw_winner_name(g, r)) == 0)
		return 1;
	return verdict_reject(v, &t->value_pos, "Result says %s, but %s %s",
	    t->value, cw_winner_name(g, r), r->decided == CW_SHARED ?
	    "it is: a shared win" : "wins");
}

/* A game replayed, to be reported. */
struct replayed {
	struct cw_game	 g;
	struct verdict	 v;
};

/*
 * Replay the game to its end, or to its first illegal event (any
 * thread).  Ahead of its turn, a hunspell that cannot be opened declines
 * the game: in order, the replay exits with the message.
 */
static int
replay_game(const struct rec_game *rec, void *result, void *arg,
    int in_order)
{
	const struct options	*opt = arg;
	struct replayed		*r = result;

	cw_words_lenient(!in_order);
	(void)cw_game_replay(&r->g, rec, &opt->rules, SIZE_MAX, &r->v);
	cw_words_lenient(0);
	if (cw_words_failed()) {
		cw_game_free(&r->g);
		return 0;
	}
	return 1;
}

/* Report the replayed game, in order, and free it. */
static int
report_game(const struct rec_game *rec, void *result, void *arg)
{
	const struct options	*opt = arg;
	struct replayed		*r = result;
	struct cw_result	 res, *over = NULL;
	struct verdict		 v;
	int			 status;

	v = r->v;
	if (v.status == EXIT_TROUBLE) {
		cw_game_free(&r->g);
		return report_trouble(&opt->rep, rec, &v);
	}
	if (v.status == EXIT_VALID && cw_game_over(&r->g)) {
		cw_game_result(&r->g, &res);
		over = &res;
	}
	/* The game's line says how it went; a wrong Result tag is the
	   rejection the JSON object and the diagnostic report. */
	if (v.status == EXIT_VALID)
		(void)check_result_tag(&r->g, over, &v);
	if (opt->rep.json)
		report_json(rec, &r->g, &v, over);
	else
		report_text(rec, &r->g, &r->v, over);
	status = verdict_print(&v);
	cw_game_free(&r->g);
	return status;
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		CW_RULE_LONGOPTS,
		CW_SCORE_LONGOPTS,
		REPORT_LONGOPTS,
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct options	 opt;
	struct rec_work	 work;
	int		 ch, status;

	diag_init(argv[0]);
	gcg_mode(argc, argv);
	memset(&opt, 0, sizeof(opt));
	cw_options_init(&opt.rules);
	report_init(&opt.rep, json_keys);
	while ((ch = cli_getopt_short(argc, argv, "d:", longopts,
	    usage_text)) != -1) {
		if (report_option(&opt.rep, ch) ||
		    cw_option(&opt.rules, ch, optarg))
			continue;
		if (ch == 'j')
			opt.rep.json = 1;
	}
	memset(&work, 0, sizeof(work));
	work.check = ruletab_check_game;
	work.check_arg = cw_game_verbs();
	work.size = sizeof(struct replayed);
	work.prepare = replay_game;
	work.fn = report_game;
	work.arg = &opt;
	status = report_each_work(&opt.rep, argc - optind, argv + optind,
	    &work);
	cw_words_close_all();
	diag_exit(status);
}
