/*
 * cw-moves: every legal play of the player on turn in a Control Word
 * game, best score in play first, or seeded random legal games written as
 * records.
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "lexicon.h"
#include "numarg.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "rng.h"
#include "verdict.h"
#include "cw/game.h"
#include "cw/list.h"
#include "cw/play.h"

struct options {
	int			 json;
	int64_t			 at;		/* -1: after every event */
	int			 random;
	int			 seeded;
	int			 generating;
	uint64_t		 seed;
	uint64_t		 games;
	int			 players;
	int			 unchallenged_stand;
	int			 order;		/* an order option was given */
	struct cw_options	 rules;		/* --rules, else the record's */
};

static const char usage_text[] =
"usage: cw-moves [--at N] [--json] [--rules V] [--first-rotates]\n"
"                [--replacement-scores] [--replacement-from-last] [FILE]\n"
"       cw-moves --random --seed S [--games K] [--players N]\n"
"                [--rules V] [--unchallenged-stand]\n"
"List every legal play of the player on turn in the first game of FILE\n"
"(standard input if none) after its first N events (default: all), best\n"
"score in play first, as the record writes it; in the replacement phase,\n"
"every replacement of one square, and of two squares of one word where\n"
"both letters change.  With --random, write K seeded random legal games\n"
"as records instead.\n"
"  --at N          the position after the first N events\n"
"  --json          one JSON object per play\n"
"  --random        write random games, game i seeded with S + i - 1\n"
"  --seed S        0 to 18446744073709551615\n"
"  --games K       how many games (default 1)\n"
"  --players N     2 to 4 players (default 2)\n"
"  --rules V       2018-03 or 2018-04-04: the rules of the listing (not\n"
"                  the record's Rules tag), or of the random games\n"
"                  (default 2018-03)\n"
"  --first-rotates, --replacement-scores, --replacement-from-last\n"
"                  the readings of the listing, as for cw-check\n"
"  --unchallenged-stand  games for cw-check --unchallenged-stand: some\n"
"                  plays misspell a word, some challenges are right\n"
"Exit 0 on success, 1 if the game has an illegal event before the\n"
"position, 2 on bad input.\n";

/* Write one move as a JSON object. */
static void
print_move_json(const struct rec_game *rec, const struct cw_game *g,
    const struct cw_move *m)
{
	struct json	 j;
	char		 text[CW_MOVE_TEXT], line[CW_LIST_LINE];

	cw_move_text(m, text, sizeof(text));
	cw_list_event(g, m, line, sizeof(line));
	report_json_begin(&j, rec);
	json_string(&j, "event", line);
	json_int(&j, "number", g->round);
	json_string(&j, "player", g->p[cw_to_act(g)].name);
	json_string(&j, "verb", m->kind == 'p' ? "play" : "replace");
	json_string(&j, "move", text);
	json_int(&j, "points", m->points);
	json_end(&j);
}

/* Close the reader after the diagnostics that name it; return status. */
static int
close_with(struct rec_reader *r, int status)
{
	rec_close(r);
	return status;
}

/* The lexicon of the game's dictionary, or NULL with a diagnostic. */
static struct lexicon *
open_lexicon(const char *dictionary)
{
	struct lexicon	*lex;
	char		 err[512];

	if ((lex = lexicon_open(dictionary, "control-word", err,
	    sizeof(err))) == NULL)
		diag_warn("%s", err);
	return lex;
}

static int
list_moves(const char *file, const struct options *opt)
{
	struct rec_reader	*r;
	struct rec_game		*rec;
	struct cw_game		 g;
	struct cw_options	 rules;
	struct lexicon		*lex;
	struct cw_move		*m;
	struct verdict		 v;
	size_t			 upto, i, n;

	if ((r = rec_open(file)) == NULL)
		return EXIT_TROUBLE;
	if (rec_next(r, &rec) != REC_GAME)
		return close_with(r, EXIT_TROUBLE);	/* the reader said why */
	if (!report_upto(rec, opt->at, &upto))
		return close_with(r, EXIT_TROUBLE);
	rules = opt->rules;
	if (!cw_game_replay(&g, rec, &rules, upto, &v)) {
		cw_game_free(&g);
		return close_with(r, verdict_print(&v));
	}
	if ((lex = open_lexicon(g.dictionary)) == NULL) {
		cw_game_free(&g);
		return close_with(r, EXIT_TROUBLE);
	}
	if (!opt->json)
		cw_list_text(stdout, &g, lex);
	else {
		m = cw_list_moves(&g, lex, &n);
		for (i = 0; i < n; i++)
			print_move_json(rec, &g, &m[i]);
		free(m);
	}
	lexicon_free(lex);
	cw_game_free(&g);
	return close_with(r, EXIT_VALID);
}

static int
random_games(const struct options *opt)
{
	struct lexicon	*lex;
	struct rng	 rng;
	char		 err[VERDICT_TEXT + 128];
	uint64_t	 k;

	if ((lex = open_lexicon("en_US")) == NULL)
		return EXIT_TROUBLE;
	for (k = 0; k < opt->games; k++) {
		rng_seed(&rng, opt->seed + k);
		if (k > 0)
			putchar('\n');
		printf("# cw-moves --random --seed %llu\n",
		    (unsigned long long)(opt->seed + k));
		if (!cw_random_game(stdout, &rng, lex, opt->players,
		    opt->rules.version < 0 ? CW_RULES_2018_03 :
		    opt->rules.version, opt->unchallenged_stand, err,
		    sizeof(err))) {
			diag_warn("%s", err);
			lexicon_free(lex);
			return EXIT_TROUBLE;
		}
	}
	lexicon_free(lex);
	return EXIT_VALID;
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "at", required_argument, NULL, 'a' },
		{ "json", no_argument, NULL, 'j' },
		{ "random", no_argument, NULL, 'r' },
		{ "seed", required_argument, NULL, 's' },
		{ "games", required_argument, NULL, 'g' },
		{ "players", required_argument, NULL, 'p' },
		{ "unchallenged-stand", no_argument, NULL, 'u' },
		{ "rules", required_argument, NULL, CW_OPT_RULES },
		{ "first-rotates", no_argument, NULL, CW_OPT_ROTATES },
		CW_SCORE_LONGOPTS,
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct options	 opt;
	int		 ch;

	diag_init(argv[0]);
	memset(&opt, 0, sizeof(opt));
	opt.at = -1;
	opt.games = 1;
	opt.players = 2;
	cw_options_init(&opt.rules);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		switch (ch) {
		case 'a':
			opt.at = (int64_t)numarg_option("at", optarg, 0,
			    1000000);
			break;
		case 'j':
			opt.json = 1;
			break;
		case 'r':
			opt.random = 1;
			break;
		case 's':
			opt.seed = numarg_option("seed", optarg, 0, UINT64_MAX);
			opt.seeded = 1;
			break;
		case 'g':
			opt.games = numarg_option("games", optarg, 1, 1000000);
			opt.generating = 1;
			break;
		case 'p':
			opt.players = (int)numarg_option("players", optarg, 2,
			    CW_MAXPLAYERS);
			opt.generating = 1;
			break;
		case 'u':
			opt.unchallenged_stand = 1;
			opt.generating = 1;
			break;
		default:
			opt.order |= ch != CW_OPT_RULES;
			(void)cw_option(&opt.rules, ch, optarg);
			break;
		}
	}
	if (opt.random) {
		if (!opt.seeded)
			diag_usage("--random needs --seed S");
		if (opt.games - 1 > UINT64_MAX - opt.seed)
			diag_usage("--seed: game %llu's seed, S + %llu, would "
			    "pass %llu", (unsigned long long)opt.games,
			    (unsigned long long)(opt.games - 1),
			    (unsigned long long)UINT64_MAX);
		if (opt.json || opt.at >= 0 || optind < argc)
			diag_usage("--random writes games: it takes no --json, "
			    "--at or FILE");
		if (opt.order)
			diag_usage("--random writes games in the rules' own "
			    "order: --first-rotates, --replacement-scores and "
			    "--replacement-from-last are for a listing");
		diag_exit(random_games(&opt));
	}
	if (opt.generating || opt.seeded)
		diag_usage("--seed, --games, --players and --unchallenged-stand "
		    "go with --random");
	if (argc - optind > 1)
		diag_usage("one FILE at most: cw-moves lists the plays of one "
		    "game");
	diag_exit(list_moves(optind < argc ? argv[optind] : "-", &opt));
}
