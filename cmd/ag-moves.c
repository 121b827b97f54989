/*
 * ag-moves: the legal next events of an Alphagon game and the dictionary's
 * words that continue the word under construction, or seeded random legal
 * games written as records.
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
#include "verdict.h"
#include "ag/game.h"
#include "ag/list.h"
#include "ag/moves.h"
#include "ag/random.h"

struct options {
	int			 json;
	int64_t			 at;		/* -1: after every event */
	int			 random;
	int			 seeded;
	int			 generating;
	uint64_t		 seed;
	uint64_t		 games;
	int			 players;
	struct ag_options	 game;
};

static const char usage_text[] =
"usage: ag-moves [--at N] [--json] [-d DICT] [--names] [FILE]\n"
"       ag-moves --random --seed S [--games K] [--players N]\n"
"List the legal next events of the first Alphagon game of FILE (standard\n"
"input if none) after its first N events (default: all), as the record\n"
"writes them, and the dictionary's words that continue the word under\n"
"construction.  With --random, write K seeded random legal games as\n"
"records instead.\n"
"  --at N          the position after the first N events\n"
"  --json          one JSON object per event\n"
"  -d DICT         the dictionary (default en_US)\n"
"  --names         persons' names are words too (the table agrees)\n"
"  --random        write random games, game i seeded with S + i - 1\n"
"  --seed S        0 to 18446744073709551615\n"
"  --games K       how many games (default 1)\n"
"  --players N     2 to 6 players (default 2)\n"
"Exit 0 on success, 1 if the game has an illegal event before the\n"
"position, 2 on bad input.\n";

/* What the listing writes each event with. */
struct listing {
	const struct rec_game		*rec;
	const struct ag_continuations	*cont;
	int				 json;
};

/* Write one event, as text or as a JSON object. */
static int
print_event(const struct ag_game *g, const struct ag_event *ev, void *arg)
{
	const struct listing	*l = arg;
	struct json		 j;
	char			 line[AG_EVENT_TEXT];
	long			 n;

	if (!l->json) {
		ag_list_event(stdout, g, ev, l->cont);
		return 0;
	}
	ag_event_text(g, ev, line, sizeof(line));
	n = ag_event_continuing(l->cont, ev);
	report_json_begin(&j, l->rec);
	json_string(&j, "event", line);
	json_int(&j, "number", (long long)ev->number);
	json_string(&j, "player", g->p[ev->player].name);
	json_string(&j, "verb", ag_verb_name(ev->verb));
	if (n >= 0)
		json_int(&j, "continuations", n);
	else
		json_null(&j, "continuations");
	json_end(&j);
	return 0;
}

/* Close the reader after the diagnostics that name it; return status. */
static int
close_with(struct rec_reader *r, int status)
{
	rec_close(r);
	return status;
}

static int
list_moves(const char *file, const struct options *opt)
{
	struct rec_reader	*r;
	struct rec_game		*rec;
	struct ag_game		 g;
	struct ag_continuations	 c;
	struct listing		 l;
	struct verdict		 v;
	size_t			 upto;

	if ((r = rec_open(file)) == NULL)
		return EXIT_TROUBLE;
	if (rec_next(r, &rec) != REC_GAME)
		return close_with(r, EXIT_TROUBLE);	/* the reader said why */
	if (!report_upto(rec, opt->at, &upto))
		return close_with(r, EXIT_TROUBLE);
	if (!ag_game_replay(&g, rec, &opt->game, upto, &v))
		return close_with(r, verdict_print(&v));
	if (!ag_continuations_find(&g, &opt->game, &c)) {
		ag_continuations_free(&c);
		return close_with(r, EXIT_TROUBLE);
	}
	if (!opt->json)
		ag_list_heading(stdout, &g, &c);
	l.rec = rec;
	l.cont = &c;
	l.json = opt->json;
	ag_moves_each(&g, (const char *const *)c.word,
	    c.n < AG_LIST_SHOWN ? c.n : AG_LIST_SHOWN, print_event, &l);
	ag_continuations_free(&c);
	return close_with(r, EXIT_VALID);
}

static int
random_games(const struct options *opt)
{
	struct lexicon	*lex;
	char		 err[VERDICT_TEXT + 512];
	uint64_t	 k;

	if ((lex = lexicon_open("en_US", "alphagon", err, sizeof(err))) ==
	    NULL) {
		diag_warn("%s", err);
		return EXIT_TROUBLE;
	}
	for (k = 0; k < opt->games; k++) {
		if (k > 0)
			putchar('\n');
		printf("# ag-moves --random --seed %llu\n",
		    (unsigned long long)(opt->seed + k));
		if (!ag_random_game(stdout, opt->seed + k, opt->players, lex,
		    err, sizeof(err))) {
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
		{ "names", no_argument, NULL, 'n' },
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
	ag_options_init(&opt.game);
	while ((ch = cli_getopt_short(argc, argv, "d:", longopts,
	    usage_text)) != -1) {
		switch (ch) {
		case 'a':
			opt.at = (int64_t)numarg_option("at", optarg, 0,
			    1000000);
			break;
		case 'd':
			opt.game.dictionary = optarg;
			break;
		case 'j':
			opt.json = 1;
			break;
		case 'n':
			opt.game.names = 1;
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
			opt.players = (int)numarg_option("players", optarg,
			    AG_MINPLAYERS, AG_MAXPLAYERS);
			opt.generating = 1;
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
		if (opt.json || opt.at >= 0 || optind < argc ||
		    opt.game.dictionary != NULL || opt.game.names)
			diag_usage("--random writes games: it takes no --json, "
			    "--at, -d, --names or FILE");
		diag_exit(random_games(&opt));
	}
	if (opt.generating || opt.seeded)
		diag_usage("--seed, --games and --players go with --random");
	if (argc - optind > 1)
		diag_usage("one FILE at most: ag-moves lists the events of one "
		    "game");
	diag_exit(list_moves(optind < argc ? argv[optind] : "-", &opt));
}
