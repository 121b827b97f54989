/*
 * nw-moves: every legal next event of a Netzwerk game, in the record's own
 * notation, or seeded random legal games written as records.
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
#include "nw/game.h"
#include "nw/list.h"
#include "nw/play.h"
#include "nw/rules.h"

#define DEFAULT_MAX_ROUNDS	200

struct options {
	int			 json;
	int64_t			 at;		/* -1: after every event */
	int			 random;
	int			 seeded;
	uint64_t		 seed;
	uint64_t		 games;
	int			 cols, rows;
	int			 max_rounds;
	struct nw_options	 rules;
};

static const char usage_text[] =
"usage: nw-moves [--at N] [--json] [RULES] [FILE]\n"
"       nw-moves --random --seed S [--games K] [--board COLSxROWS]\n"
"                [--max-rounds M] [RULES]\n"
"List every legal next event of the first game of FILE (standard input if\n"
"none) after its first N events (default: all), one a line as a record\n"
"writes it: the player to move going on with the turn, then the other\n"
"player beginning the next one, if the turn may end there.  With --random,\n"
"write K random legal games instead, each next event drawn uniformly.\n"
"  --at N                the position after the first N events\n"
"  --json                one JSON object per event\n"
"  --random              write random games, game i seeded with S + i - 1\n"
"  --seed S              0 to 18446744073709551615\n"
"  --games K             how many games (default 1)\n"
"  --board COLSxROWS     the board of random games (default 6x6)\n"
"  --max-rounds M        stop a random game after round M (default 200)\n"
"RULES: --compulsory-capture[=yes|no], --shared-battery-frozen[=yes|no],\n"
"--control=strict|bare, as for nw-check; they override the record's tags.\n"
"Exit 0 on success, 1 if the game has an illegal event before the\n"
"position, 2 on bad input.\n";

/* What print_move() needs. */
struct listing {
	const struct rec_game	*rec;
	const struct nw_game	*g;
	int			 json;
};

static int
print_move(const struct nw_pos *p, const struct nw_move *m, void *arg)
{
	const struct listing	*ls = arg;
	struct json		 j;
	char			 line[NW_MAXPATH * NW_NAMEBUF + NW_NAMELEN + 64];
	char			 name[NW_NAMEBUF];
	size_t			 len;
	int			 i;

	if (!ls->json) {
		nw_list_move(stdout, ls->g, p, m);
		return 0;
	}
	len = (size_t)snprintf(line, sizeof(line), "%d %s ", p->round,
	    ls->g->name[m->side]);
	nw_move_text(p, m, line + len, sizeof(line) - len);
	if (m->capture >= 0)
		nw_square_name(p, m->capture, name);
	report_json_begin(&j, ls->rec);
	json_string(&j, "event", line);
	json_int(&j, "number", p->round);
	json_string(&j, "player", ls->g->name[m->side]);
	if (m->kind == NW_MOVE_ROBOT) {
		json_string(&j, "verb", "move");
		json_string(&j, "capture", m->capture >= 0 ? name : NULL);
		json_int(&j, "cost", m->cost);
		json_array(&j, "path");
		for (i = 0; i < m->npath; i++) {
			nw_square_name(p, m->path[i], name);
			json_string(&j, NULL, name);
		}
		json_close(&j);
		json_array(&j, "using");
		for (i = 0; i < m->nspend; i++) {
			nw_field_name(p, m->spend[i], name);
			json_string(&j, NULL, name);
		}
		json_close(&j);
		json_null(&j, "from");
		json_null(&j, "to");
	} else {
		json_string(&j, "verb", "battery");
		json_null(&j, "capture");
		json_null(&j, "cost");
		json_null(&j, "path");
		json_null(&j, "using");
		nw_field_name(p, m->from, name);
		json_string(&j, "from", name);
		nw_field_name(p, m->to, name);
		json_string(&j, "to", name);
	}
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
	struct nw_game		 g;
	struct listing		 ls;
	struct verdict		 v;
	size_t			 upto;

	if ((r = rec_open(file)) == NULL)
		return EXIT_TROUBLE;
	if (rec_next(r, &rec) != REC_GAME)
		return close_with(r, EXIT_TROUBLE);	/* the reader said why */
	if (!report_upto(rec, opt->at, &upto))
		return close_with(r, EXIT_TROUBLE);
	if (!nw_game_replay(&g, rec, &opt->rules, upto, &v))
		return close_with(r, verdict_print(&v));
	if (!opt->json)
		nw_list_heading(stdout, &g);
	ls.rec = rec;
	ls.g = &g;
	ls.json = opt->json;
	(void)nw_each_next(&g.pos, &g.rules, print_move, &ls);
	return close_with(r, EXIT_VALID);
}

static int
random_games(const struct options *opt)
{
	struct nw_transcript	 t;
	struct nw_game		 g;
	struct nw_rules		 rules;
	struct rng		 rng;
	uint64_t		 k, seed;

	memset(&t, 0, sizeof(t));
	memset(&rules, 0, sizeof(rules));
	rules.compulsory_capture = opt->rules.compulsory_capture > 0;
	rules.shared_frozen = opt->rules.shared_frozen > 0;
	rules.control = opt->rules.control > 0 ? NW_CONTROL_BARE :
	    NW_CONTROL_STRICT;
	for (k = 0; k < opt->games; k++) {
		seed = opt->seed + k;
		rng_seed(&rng, seed);
		nw_game_new(&g, opt->cols, opt->rows, &rules, "ann", "bob");
		snprintf(g.seed, sizeof(g.seed), "%llu",
		    (unsigned long long)seed);
		t.n = 0;
		nw_play_random(&g, &rng, opt->max_rounds, &t);
		if (k > 0)
			putchar('\n');
		nw_transcript_write(stdout, &g, &t);
	}
	nw_transcript_free(&t);
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
		{ "board", required_argument, NULL, 'b' },
		{ "max-rounds", required_argument, NULL, 'm' },
		NW_RULE_LONGOPTS,
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct options	 opt;
	int		 ch, generating = 0;

	diag_init(argv[0]);
	memset(&opt, 0, sizeof(opt));
	opt.at = -1;
	opt.games = 1;
	opt.cols = NW_DEFCOLS;
	opt.rows = NW_DEFROWS;
	opt.max_rounds = DEFAULT_MAX_ROUNDS;
	nw_options_init(&opt.rules);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		if (nw_option(&opt.rules, ch, optarg))
			continue;
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
		case 'b':
			if (!nw_board_parse(optarg, &opt.cols, &opt.rows))
				diag_usage("--board: expected COLSxROWS, %d to "
				    "%d columns by %d to %d rows, as in 6x6; not "
				    "'%s'", NW_MINCOLS, NW_MAXCOLS, NW_MINROWS,
				    NW_MAXROWS, optarg);
			generating = 1;
			break;
		case 'm':
			opt.max_rounds = (int)numarg_option("max-rounds",
			    optarg, 1, 100000);
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
		diag_usage("--seed, --games, --board and --max-rounds go with "
		    "--random");
	if (argc - optind > 1)
		diag_usage("one FILE at most: nw-moves lists the moves of one "
		    "game");
	diag_exit(list_moves(optind < argc ? argv[optind] : "-", &opt));
}
