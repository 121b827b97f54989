/*
 * nm-moves: every legal next event of a NetMatch game, in the record's
 * own notation, or seeded random legal games written as records.
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "numarg.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "rng.h"
#include "verdict.h"
#include "nm/deal.h"
#include "nm/game.h"
#include "nm/list.h"
#include "nm/network.h"
#include "nm/play.h"
#include "nm/rules.h"

#define DEFAULT_MAX_TURNS	1000

struct options {
	int			 json;
	int64_t			 at;		/* -1: after every event */
	int			 random;
	int			 seeded;
	uint64_t		 seed;
	uint64_t		 games;
	int			 players;
	enum nm_variant		 variant;
	unsigned long		 max_turns;
};

static const char usage_text[] =
"usage: nm-moves [--at N] [--json] [FILE]\n"
"       nm-moves --random --seed S [--games K] [--players N]\n"
"                [--variant partial|full] [--max-turns M]\n"
"List every legal next event of the first game of FILE (standard input if\n"
"none) after its first N events (default: all), one a line as a record\n"
"writes it: the player on turn going on with it, then the next player\n"
"beginning the next turn, if the turn may end there.  With --random, deal\n"
"and write K random legal games instead, word gambits right and wrong.\n"
"  --at N                the position after the first N events\n"
"  --json                one JSON object per event\n"
"  --random              write random games, game i seeded with S + i - 1\n"
"  --seed S              0 to 18446744073709551615\n"
"  --games K             how many games (default 1)\n"
"  --players N           players of random games, 2 to 4 (default 2)\n"
"  --variant V           partial (the default) or full, for fewer than four\n"
"  --max-turns M         stop a random game after turn M (default 1000)\n"
"Exit 0 on success, 1 if the game has an illegal event before the\n"
"position, 2 on bad input.\n";

/* What print_next() needs. */
struct listing {
	const struct rec_game	*rec;
	const struct nm_setup	*s;
	int			 json;
};

static const char *const verbs[] = {
	"move", "match", "reveal", "gambit", "pass"
};

/* Write one legal event, as a line of a record or as JSON. */
static int
print_next(const struct nm_next *e, void *arg)
{
	const struct listing	*ls = arg;
	const struct nm_setup	*s = ls->s;
	const char		*name = s->players.p[e->player].name;
	struct json		 j;
	char			 text[64], line[128];

	if (!ls->json) {
		nm_list_event(stdout, s, e);
		return 0;
	}
	nm_next_text(s, e, text, sizeof(text));
	snprintf(line, sizeof(line), "%lu %s %s", e->turn, name, text);
	report_json_begin(&j, ls->rec);
	json_string(&j, "event", line);
	json_int(&j, "number", (long long)e->turn);
	json_string(&j, "player", name);
	json_string(&j, "verb", verbs[e->kind]);
	json_string(&j, "from", e->kind == NM_EV_MOVE ?
	    s->net->node[e->move.from] : NULL);
	json_string(&j, "to", e->kind == NM_EV_MOVE ?
	    s->net->node[e->move.to] : NULL);
	json_string(&j, "node", e->kind == NM_EV_MATCH ?
	    s->net->node[e->node] : NULL);
	json_string(&j, "color", e->kind == NM_EV_REVEAL ?
	    nm_colors[e->color] : NULL);
	json_string(&j, "symbol", e->kind == NM_EV_REVEAL ?
	    nm_symbols[e->symbol] : NULL);
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
	static struct nm_game	 g;
	struct rec_reader	*r;
	struct rec_game		*rec;
	struct listing		 ls;
	struct verdict		 v;
	size_t			 upto;

	if ((r = rec_open(file)) == NULL)
		return EXIT_TROUBLE;
	if (rec_next(r, &rec) != REC_GAME)
		return close_with(r, EXIT_TROUBLE);	/* the reader said why */
	if (!report_upto(rec, opt->at, &upto))
		return close_with(r, EXIT_TROUBLE);
	if (!nm_game_replay(&g, rec, NULL, upto, &v))
		return close_with(r, verdict_print(&v));
	if (!opt->json)
		nm_list_heading(stdout, &g);
	ls.rec = rec;
	ls.s = &g.setup;
	ls.json = opt->json;
	(void)nm_each_next(&g.setup, &g.pos, print_next, &ls);
	return close_with(r, EXIT_VALID);
}

static int
random_games(const struct options *opt)
{
	const struct nm_network	*net = nm_network_default();
	struct nm_transcript	 t;
	struct nm_deal		 d;
	struct nm_pos		 p;
	struct rng		 rng;
	uint64_t		 k, seed;
	char			 why[NM_WHY];

	memset(&t, 0, sizeof(t));
	for (k = 0; k < opt->games; k++) {
		seed = opt->seed + k;
		if (!nm_deal(&d, seed, opt->players, opt->variant, net, why))
			diag_fatal("%s", why);
		rng_seed(&rng, seed);
		t.n = 0;
		nm_play_random(&d, &rng, opt->max_turns, &t, &p);
		if (k > 0)
			putchar('\n');
		nm_transcript_write(stdout, &d, &t, &p);
	}
	nm_transcript_free(&t);
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
		{ "variant", required_argument, NULL, 'v' },
		{ "max-turns", required_argument, NULL, 'm' },
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct options	 opt;
	int		 ch, generating = 0;

	diag_init(argv[0]);
	memset(&opt, 0, sizeof(opt));
	opt.at = -1;
	opt.games = 1;
	opt.players = 2;
	opt.variant = NM_PARTIAL;
	opt.max_turns = DEFAULT_MAX_TURNS;
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
			generating = 1;
			break;
		case 'p':
			opt.players = (int)numarg_option("players", optarg, 2,
			    NM_MAXPLAYERS);
			generating = 1;
			break;
		case 'v':
			if (strcmp(optarg, "partial") == 0)
				opt.variant = NM_PARTIAL;
			else if (strcmp(optarg, "full") == 0)
				opt.variant = NM_FULL;
			else
				diag_usage("--variant: partial or full, not "
				    "'%s'", optarg);
			generating = 1;
			break;
		case 'm':
			opt.max_turns = (unsigned long)numarg_option(
			    "max-turns", optarg, 1, 100000);
			generating = 1;
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
		diag_exit(random_games(&opt));
	}
	if (generating || opt.seeded)
		diag_usage("--seed, --games, --players, --variant and "
		    "--max-turns go with --random");
	if (argc - optind > 1)
		diag_usage("one FILE at most: nm-moves lists the events of one "
		    "game");
	diag_exit(list_moves(optind < argc ? argv[optind] : "-", &opt));
}
