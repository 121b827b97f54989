/*
 * nm-check: replay recorded games of NetMatch, reject the first illegal
 * event of each, and say how each ended: who won and how.
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "live.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "ruletab.h"
#include "verdict.h"
#include "nm/draw.h"
#include "nm/game.h"
#include "nm/list.h"
#include "nm/network.h"
#include "nm/rules.h"

static const char usage_text[] =
"usage: nm-check [--json] [--quiet] [--summary] [--any-pawn]\n"
"                [--live [--record FILE] | --follow FILE]\n"
"                [--network FILE] [FILE ...]\n"
"Replay recorded games of NetMatch: reject the first illegal event of\n"
"each game with the rule it breaks, and say who won and how.\n"
"  --json                   one JSON object per game\n"
REPORT_USAGE
LIVE_USAGE
"  --any-pawn               a player may move any pawn, not only their\n"
"                           own colors'\n"
"  --network FILE           play every game on the network in FILE,\n"
"                           whatever its Network tag says (see\n"
"                           nm-network(5))\n"
"Exit 0 if every game is legal and agrees with its Result tag, 1 if not,\n"
"2 on bad input.\n";

struct options {
	struct report		 rep;
	struct nm_options	 rules;
	struct live_options	 live;
};

/* The keys of a game's JSON object after file and game, before line. */
static const char *const json_keys[] = { "players", "variant", "network",
	"winner", "how", "reason", "events", "turn", "letters", NULL };

static const char *const variant_names[] = { "four", "partial", "full" };
static const char *const reason_names[] = {
	NULL, "letters", "gambit", "last"
};

/* Write the tokens taken so far, "; discovered red:square=T", if any. */
static void
print_discovered(const struct nm_game *g)
{
	const struct nm_setup	*s = &g->setup;
	char			 letters[NM_NSYMBOLS + 1];
	int			 c, k, n = 0;

	for (c = 0; c < NM_NCOLORS; c++) {
		if (s->owner[c] < 0)
			continue;
		nm_revealed_text(s, &g->pos, c, letters);
		for (k = 0; k < NM_NSYMBOLS; k++)
			if (letters[k] != '.')
				printf("%s %s:%s=%c", n++ == 0 ? "; discovered" :
				    ",", nm_colors[c], nm_symbols[k], letters[k]);
	}
}

static void
report_text(const struct rec_game *rec, const struct nm_game *g,
    const struct verdict *v)
{
	struct out_line	 l;
	char		 why[NM_WHY];

	report_line_begin(&l, rec);
	if (v->status != EXIT_VALID) {
		out_line_write(&l);
		printf("illegal event on line %u: %s\n", v->pos.line, v->text);
	} else if (nm_game_over(g)) {
		nm_end_text(&g->setup, &g->pos, why, sizeof(why));
		report_line_won(&l, nm_game_winner(g), why);
	} else {
		out_line_write(&l);
		printf("no result yet, %s to play turn %lu",
		    g->setup.players.p[g->nevents == 0 ? 0 :
		    nm_next_player(&g->setup, &g->pos, g->pos.to_move)].name,
		    g->nevents == 0 ? 1 : g->pos.turn + 1);
		print_discovered(g);
		putchar('\n');
	}
}

/*
 * Write the game's keys after file and game: its state after the events,
 * legal is whether they all were.
 */
static void
json_state(struct json *j, const struct nm_game *g, int legal)
{
	const struct nm_setup	*s = &g->setup;
	char			 why[NM_WHY], letters[NM_NSYMBOLS + 1];
	int			 over = legal && nm_game_over(g);
	int			 i, c;

	json_array(j, "players");
	for (i = 0; i < s->players.n; i++)
		json_string(j, NULL, s->players.p[i].name);
	json_close(j);
	json_string(j, "variant", variant_names[s->variant]);
	json_string(j, "network", s->net->name);
	nm_end_text(s, &g->pos, why, sizeof(why));
	json_string(j, "winner", over ? nm_game_winner(g) : NULL);
	json_string(j, "how", over ? reason_names[g->pos.end.reason] : NULL);
	json_string(j, "reason", over ? why : NULL);
	json_int(j, "events", (long long)g->nevents);
	json_int(j, "turn", (long long)(g->nevents == 0 ? 0 : g->pos.turn));
	json_object(j, "letters");
	for (c = 0; c < NM_NCOLORS; c++)
		if (s->owner[c] >= 0) {
			nm_revealed_text(s, &g->pos, c, letters);
			json_string(j, nm_colors[c], letters);
		}
	json_close(j);
}

/*
 * Write the game's object: its state after the events, legal is whether
 * they all were, v the fault to report (an illegal event, or a Result tag
 * the game disagrees with).
 */
static void
report_json(const struct rec_game *rec, const struct nm_game *g,
    const struct verdict *v, int legal)
{
	struct json	 j;

	report_json_begin(&j, rec);
	json_state(&j, g, legal);
	report_json_verdict(&j, v);
	json_end(&j);
}

/*
 * Compare the Result tag, if any, with the game; fill the verdict,
 * rejected, if they disagree.
 */
static int
check_result_tag(const struct nm_game *g, struct verdict *v)
{
	const struct rec_tag	*t = g->result;
	char			 why[NM_WHY];

	verdict_clear(v);
	if (t == NULL)
		return 1;
	if (!nm_game_over(g))
		return verdict_reject(v, &t->value_pos, "Result says %s, but "
		    "the game is not over", t->value);
	if (strcmp(t->value, nm_game_winner(g)) == 0)
		return 1;
	nm_end_text(&g->setup, &g->pos, why, sizeof(why));
	return verdict_reject(v, &t->value_pos, "Result says %s, but %s wins: "
	    "%s", t->value, nm_game_winner(g), why);
}

/* A game replayed, to be reported. */
struct replayed {
	struct nm_game	 g;
	struct verdict	 v;
};

/*
 * Replay the game to its end, or to its first illegal event (any
 * thread).  Ahead of its turn, only if its network is at hand: the
 * default, the option's, or a file read for a game before; a file not
 * read yet is read in order, so that what is said of it comes out at the
 * first game that names it, as in one thread.
 */
static int
replay_game(const struct rec_game *rec, void *result, void *arg,
    int in_order)
{
	const struct options	*opt = arg;
	struct replayed		*r = result;
	struct nm_options	 rules = opt->rules;
	const char		*path;

	if (rules.network == NULL &&
	    (path = rec_tag_value(rec, "Network")) != NULL &&
	    strcmp(path, "default") != 0 &&
	    (rules.network = nm_network_known(path)) == NULL && !in_order)
		return 0;
	(void)nm_game_replay(&r->g, rec, &rules, SIZE_MAX, &r->v);
	return 1;
}

/* Report the replayed game, in order: its line, and what is wrong. */
static int
report_game(const struct rec_game *rec, void *result, void *arg)
{
	const struct options	*opt = arg;
	struct replayed		*r = result;
	struct verdict		 v;

	v = r->v;
	if (v.status == EXIT_TROUBLE)
		return report_trouble(&opt->rep, rec, &v);
	if (v.status == EXIT_VALID)
		(void)check_result_tag(&r->g, &v);
	if (opt->rep.json)
		report_json(rec, &r->g, &v, r->v.status == EXIT_VALID);
	else
		report_text(rec, &r->g, &r->v);
	return verdict_print(&v);
}

/* The live referee (--live, --follow): the engine's state. */
struct live_state {
	struct nm_game	 g;
};

static int
live_begin(void *state, const struct rec_game *rec, const void *arg,
    struct verdict *v)
{
	const struct options	*opt = arg;
	struct live_state	*ls = state;

	/* A file refused before may have been made since. */
	nm_network_forget_failures();
	return nm_game_begin(&ls->g, rec, &opt->rules, v);
}

static int
live_event(void *state, const struct rec_event *e, struct verdict *v)
{
	struct live_state	*ls = state;

	return nm_game_event(&ls->g, e, v);
}

static int
live_over(const void *state)
{
	const struct live_state	*ls = state;

	return nm_game_over(&ls->g);
}

/* The words of the actor's cards, "TEST" or "BEAR+TONE", into buf. */
static void
card_words(const struct nm_setup *s, int actor, char *buf, size_t size)
{
	const struct player	*pl = &s->players.p[actor];

	if (pl->ncolors == 2)
		snprintf(buf, size, "%s+%s", s->word[pl->color[0]],
		    s->word[pl->color[1]]);
	else
		snprintf(buf, size, "%s", s->word[pl->color[0]]);
}

/*
 * What the event just applied did, after its canonical text: where a pawn
 * went, a pawn off the board and how many are left, a letter discovered,
 * a gambit right or wrong.
 */
static void
said_effect(const struct nm_game *g, int actor, const struct nm_next *n,
    char *buf, size_t size)
{
	const struct nm_setup	*s = &g->setup;
	const struct nm_pos	*p = &g->pos;
	const struct nm_cell	*c;
	char			 what[64], letters[NM_NSYMBOLS + 1];
	int			 left;

	switch (n->kind) {
	case NM_EV_MOVE:
		snprintf(buf, size, "%s holds %s", s->net->node[n->move.to],
		    nm_cell_text(&p->node[n->move.to], what, sizeof(what)));
		break;
	case NM_EV_MATCH:
		c = &p->node[n->node];
		left = p->left[(int)c->color][(int)c->symbol];
		if (left == 1)
			snprintf(buf, size, "a %s %s leaves the board, one left "
			    "in play: its token may be taken",
			    nm_colors[(int)c->color], nm_symbols[(int)c->symbol]);
		else
			snprintf(buf, size, "a %s %s leaves the board, %d left "
			    "in play", nm_colors[(int)c->color],
			    nm_symbols[(int)c->symbol], left);
		break;
	case NM_EV_REVEAL:
		nm_revealed_text(s, p, n->color, letters);
		if (s->letter[n->color][n->symbol] != '\0')
			snprintf(buf, size, "the %s %s token's letter is %c, "
			    "%s's letters %s", nm_colors[n->color],
			    nm_symbols[n->symbol],
			    s->letter[n->color][n->symbol],
			    nm_colors[n->color], letters);
		else
			snprintf(buf, size, "the %s %s token taken, its letter "
			    "not in the record, %s's letters %s",
			    nm_colors[n->color], nm_symbols[n->symbol],
			    nm_colors[n->color], letters);
		break;
	case NM_EV_GAMBIT:
		card_words(s, actor, what, sizeof(what));
		if (p->out[actor])
			snprintf(buf, size, "wrong, the card%s say%s %s: %s is "
			    "out, their pawns off the board",
			    s->players.p[actor].ncolors == 2 ? "s" : "",
			    s->players.p[actor].ncolors == 2 ? "" : "s", what,
			    s->players.p[actor].name);
		else
			snprintf(buf, size, "the right word%s",
			    s->players.p[actor].ncolors == 2 ? "s" : "");
		break;
	case NM_EV_PASS:
		snprintf(buf, size, "no move is legal");
		break;
	}
}

static void
live_said(const void *state, const struct rec_event *e, char *buf,
    size_t size)
{
	const struct live_state	*ls = state;
	const struct nm_game	*g = &ls->g;
	struct nm_next		 n;
	char			 text[64], words[32], effect[LIVE_PART];
	int			 actor = players_find(&g->setup.players,
				    e->actor);

	memset(&n, 0, sizeof(n));
	n.player = actor;
	n.kind = g->last_kind;
	n.move = g->last_move;
	n.node = g->last_node;
	n.color = g->last_color;
	n.symbol = g->last_symbol;
	if (n.kind == NM_EV_GAMBIT) {
		/* The words named: a lost gambit's, or the cards'. */
		card_words(&g->setup, actor, words, sizeof(words));
		snprintf(text, sizeof(text), "gambit %s", g->pos.out[actor] ?
		    g->pos.gambit[actor] : words);
	} else
		nm_next_text(&g->setup, &n, text, sizeof(text));
	said_effect(g, actor, &n, effect, sizeof(effect));
	snprintf(buf, size, "%s %s: %s", e->actor, text, effect);
}

static void
live_next(const void *state, char *buf, size_t size)
{
	const struct live_state	*ls = state;
	struct nm_view		 w;

	nm_view_set(&w, &ls->g, "", ls->g.nevents, NULL);
	nm_view_status(&w, buf, size);
}

static void
live_close(void *state, struct verdict *v)
{
	struct live_state	*ls = state;

	(void)check_result_tag(&ls->g, v);
}

static void
live_result(const struct rec_game *rec, const void *state,
    const struct verdict *v)
{
	const struct live_state	*ls = state;
	struct verdict		 fine;

	(void)v;
	verdict_clear(&fine);
	report_text(rec, &ls->g, &fine);
}

static void
live_json(struct json *j, const void *state, int legal)
{
	const struct live_state	*ls = state;

	json_state(j, &ls->g, legal);
}

static void
live_show(FILE *fp, const void *state, int color)
{
	const struct live_state	*ls = state;
	struct nm_view		 w;
	char			 title[NM_TITLE];

	report_name_text(ls->g.rec, title, sizeof(title));
	nm_view_set(&w, &ls->g, title, ls->g.nevents, NULL);
	nm_draw_text(fp, &w, color);
}

static void
live_moves(FILE *fp, const void *state)
{
	const struct live_state	*ls = state;

	nm_list_text(fp, &ls->g);
}

/* Referee the record live, with the rules of the options. */
static int
referee_live(const struct options *opt, int nfiles, char *const files[])
{
	const struct live_game	 game = {
		.size = sizeof(struct live_state),
		.arg = opt,
		.keys = json_keys,
		.begin = live_begin,
		.event = live_event,
		.over = live_over,
		.said = live_said,
		.next = live_next,
		.close = live_close,
		.result = live_result,
		.json = live_json,
		.show = live_show,
		.moves = live_moves
	};

	return live_run(&game, &opt->live, nfiles, files);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "any-pawn", no_argument, NULL, 'a' },
		{ "network", required_argument, NULL, 'n' },
		LIVE_LONGOPTS,
		REPORT_LONGOPTS,
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	static struct nm_network	 net;
	struct options			 opt;
	struct rec_work			 work;
	struct verdict			 v;
	int				 ch;

	diag_init(argv[0]);
	memset(&opt, 0, sizeof(opt));
	report_init(&opt.rep, json_keys);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		if (live_option(&opt.live, ch, optarg) ||
		    report_option(&opt.rep, ch))
			continue;
		switch (ch) {
		case 'j':
			opt.rep.json = 1;
			break;
		case 'a':
			opt.rules.any_pawn = 1;
			break;
		case 'n':
			if (!nm_network_read(&net, optarg, &v)) {
				if (v.text[0] != '\0')
					(void)verdict_print(&v);
				diag_exit(EXIT_TROUBLE);
			}
			opt.rules.network = &net;
			break;
		}
	}
	opt.live.json = opt.rep.json;
	opt.live.quiet = opt.rep.quiet;
	if (live_wanted(&opt.live, argc - optind))
		diag_exit(referee_live(&opt, argc - optind, argv + optind));
	memset(&work, 0, sizeof(work));
	work.check = ruletab_check_game;
	work.check_arg = nm_game_verbs();
	work.size = sizeof(struct replayed);
	work.prepare = replay_game;
	work.fn = report_game;
	work.arg = &opt;
	diag_exit(report_each_work(&opt.rep, argc - optind, argv + optind,
	    &work));
}
