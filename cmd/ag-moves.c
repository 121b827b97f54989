/*
 * ag-moves: the legal next events of an Alphagon game and the dictionary's
 * words that continue the word under construction, or seeded random legal
 * games written as records.
 */
#include <ctype.h>
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "cli.h"
#include "diag.h"
#include "lexicon.h"
#include "numarg.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"
#include "words.h"
#include "ag/game.h"
#include "ag/moves.h"
#include "ag/random.h"

/* The continuations shown, and tried as words to state or declare. */
#define SHOWN_WORDS	20
#define EVENT_TEXT	(AG_MAXDECLARE * (AG_MAXWORD + 1) + 128)

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

/* The words that continue the word under construction. */
struct continuations {
	char		*prefix;	/* in capitals */
	char		**word;		/* in capitals, owned */
	size_t		 n, cap;
};

/* What the listing writes each event with. */
struct listing {
	const struct rec_game		*rec;
	const struct continuations	*cont;
	int				 json;
};

/* Keep a word that starts with the prefix, in capitals, letters only. */
static void
keep_word(const char *word, void *arg)
{
	struct continuations	*c = arg;
	char			*s;
	size_t			 i;

	for (i = 0; word[i] != '\0'; i++)
		if (!isalpha((unsigned char)word[i]))
			return;
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 64;
		c->word = xreallocarray(c->word, c->cap, sizeof(*c->word));
	}
	s = xstrdup(word);
	for (i = 0; s[i] != '\0'; i++)
		s[i] = (char)toupper((unsigned char)s[i]);
	c->word[c->n++] = s;
}

/*
 * Find the dictionary's words that continue the word under construction
 * (none when no letter is down since the last '+').  Returns 1, or 0
 * after a diagnostic.
 */
static int
find_continuations(const struct ag_game *g, const struct ag_options *o,
    struct continuations *c)
{
	struct words	*w;
	char		 err[1024];
	int		 ok = 1;

	memset(c, 0, sizeof(*c));
	c->prefix = xstrdup(ag_moves_root(g));
	if (c->prefix[0] == '\0')
		return 1;
	if ((w = words_open(o->dictionary != NULL ? o->dictionary : "en_US",
	    err, sizeof(err))) == NULL ||
	    !words_set_policy(w, "alphagon", err, sizeof(err)) ||
	    !words_set_names(w, o->names, err, sizeof(err)) ||
	    !words_load_index(w, err, sizeof(err)) ||
	    words_prefix(w, c->prefix, keep_word, c, err, sizeof(err)) < 0) {
		diag_warn("%s", err);
		ok = 0;
	}
	if (w != NULL)
		words_close(w);
	return ok;
}

static void
free_continuations(struct continuations *c)
{
	size_t	 i;

	for (i = 0; i < c->n; i++)
		free(c->word[i]);
	free(c->word);
	free(c->prefix);
}

/*
 * How many of the continuations start with the word under construction
 * and then the letters placed: -1 when no word is under construction.
 */
static long
continuing(const struct continuations *c, const char *letters)
{
	size_t	 plen = strlen(c->prefix), llen = strlen(letters), i;
	long	 n = 0;

	if (plen == 0)
		return -1;
	for (i = 0; i < c->n; i++)
		if (strncmp(c->word[i] + plen, letters, llen) == 0)
			n++;
	return n;
}

/* Write an event's record line, without its line end, into buf. */
static void
event_text(const struct ag_game *g, const struct ag_event *ev, char *buf,
    size_t size)
{
	FILE	*fp;
	size_t	 len;

	buf[0] = '\0';
	if ((fp = fmemopen(buf, size, "w")) == NULL)
		diag_fatal("fmemopen: out of memory");
	ag_event_write(fp, g, ev);
	fclose(fp);
	len = strlen(buf);
	if (len > 0 && buf[len - 1] == '\n')
		buf[len - 1] = '\0';
}

/* Write one event, as text or as a JSON object. */
static int
print_event(const struct ag_game *g, const struct ag_event *ev, void *arg)
{
	const struct listing	*l = arg;
	struct json		 j;
	char			 line[EVENT_TEXT];
	long			 n = -1;

	event_text(g, ev, line, sizeof(line));
	if (ev->verb == AG_V_PLACE || ev->verb == AG_V_START)
		n = continuing(l->cont, ev->verb == AG_V_PLACE ? ev->letters :
		    "");
	if (!l->json) {
		if (n >= 0)
			printf("%s  # %ld word%s continue%s %s%s\n", line, n,
			    n == 1 ? "" : "s", n == 1 ? "s" : "",
			    l->cont->prefix, ev->letters);
		else
			printf("%s\n", line);
		return 0;
	}
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

/* The heading of the text listing: the position and the continuations. */
static void
print_heading(const struct ag_game *g, size_t upto,
    const struct continuations *c)
{
	char	 where[160], next[64];
	size_t	 i;

	ag_game_where(g, where, sizeof(where));
	ag_game_next(g, next, sizeof(next));
	printf("# after %zu event%s: %s; the polygon: %s\n", upto,
	    upto == 1 ? "" : "s", where, next);
	if (c->prefix[0] == '\0') {
		printf("# no word under construction\n");
		return;
	}
	printf("# %s: %s; %zu word%s of the dictionary continue%s it",
	    g->t.dispute == AG_DECLARED ? "the letters declared on" :
	    "the word under construction", c->prefix, c->n,
	    c->n == 1 ? "" : "s", c->n == 1 ? "s" : "");
	for (i = 0; i < c->n && i < SHOWN_WORDS; i++)
		printf("%s %s", i == 0 ? ":" : "", c->word[i]);
	printf("%s\n", c->n > SHOWN_WORDS ? " ..." : "");
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
	struct continuations	 c;
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
	if (!find_continuations(&g, &opt->game, &c)) {
		free_continuations(&c);
		return close_with(r, EXIT_TROUBLE);
	}
	if (!opt->json)
		print_heading(&g, upto, &c);
	l.rec = rec;
	l.cont = &c;
	l.json = opt->json;
	ag_moves_each(&g, (const char *const *)c.word,
	    c.n < SHOWN_WORDS ? c.n : SHOWN_WORDS, print_event, &l);
	free_continuations(&c);
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
