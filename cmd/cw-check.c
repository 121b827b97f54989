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
#include "ruletab.h"
#include "verdict.h"
#include "cw/game.h"

#define OPT_UNCHALLENGED	0x100
#define OPT_RULES		0x101

struct options {
	int			 json;
	struct cw_options	 rules;
};

static const char usage_text[] =
"usage: cw-check [--json] [-d DICT] [--unchallenged-stand]\n"
"                [--rules draft|2018-04-04] [FILE ...]\n"
"Replay recorded games of Control Word: reject the first illegal event of\n"
"each game with the rule it breaks, and say the scores and who won.\n"
"  --json                 one JSON object per game\n"
"  -d, --dictionary DICT  the dictionary (overrides the Dictionary tag;\n"
"                         en_US by default)\n"
"  --unchallenged-stand   a word nobody challenged stands, as in the\n"
"                         popular game (listed); by default every word\n"
"                         formed must be a word\n"
"  --rules VERSION        draft (the default) or 2018-04-04, the author's\n"
"                         later rules (overrides the Rules tag)\n"
"Exit 0 if every game is legal and agrees with its Result tag, 1 if not,\n"
"2 on bad input.\n";

/* Write the words that stood unchallenged, though no words. */
static void
report_stood(const struct rec_game *rec, const struct cw_game *g)
{
	int	 i;

	for (i = 0; i < g->nstood; i++)
		printf("game %u: unchallenged on line %u: %s is not a word "
		    "(%s)\n", rec->index, g->stood[i].line, g->stood[i].word,
		    g->stood[i].why);
}

static void
report_text(const struct rec_game *rec, const struct cw_game *g,
    const struct verdict *v)
{
	char	 where[128];

	report_stood(rec, g);
	printf("game %u: ", rec->index);
	if (v->status != EXIT_VALID)
		printf("illegal event on line %u: %s\n", v->pos.line, v->text);
	else if (cw_game_over(g))
		printf("over after %d rounds\n", g->rounds);
	else {
		cw_game_where(g, where, sizeof(where));
		printf("no result yet: %s\n", where);
	}
}

static int
check_game(const struct rec_game *rec, void *arg)
{
	const struct options	*opt = arg;
	struct cw_game		 g;
	struct verdict		 v;

	(void)cw_game_replay(&g, rec, &opt->rules, SIZE_MAX, &v);
	if (v.status == EXIT_TROUBLE) {
		cw_game_free(&g);
		return verdict_print(&v);
	}
	report_text(rec, &g, &v);
	cw_game_free(&g);
	if (v.status != EXIT_VALID)
		return verdict_print(&v);
	return EXIT_VALID;
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "dictionary", required_argument, NULL, 'd' },
		{ "unchallenged-stand", no_argument, NULL, OPT_UNCHALLENGED },
		{ "rules", required_argument, NULL, OPT_RULES },
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct options	 opt;
	int		 ch, status;

	diag_init(argv[0]);
	memset(&opt, 0, sizeof(opt));
	cw_options_init(&opt.rules);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		switch (ch) {
		case 'j':
			opt.json = 1;
			break;
		case 'd':
			opt.rules.dictionary = optarg;
			break;
		case OPT_UNCHALLENGED:
			opt.rules.unchallenged_stand = 1;
			break;
		case OPT_RULES:
			if ((opt.rules.version = cw_version_parse(optarg)) < 0)
				diag_usage("--rules is draft or 2018-04-04, "
				    "not '%s'", optarg);
			break;
		}
	}
	status = rec_each_checked(argc - optind, argv + optind,
	    ruletab_check_game, cw_game_verbs(), check_game, &opt);
	cw_words_close_all();
	diag_exit(status);
}
