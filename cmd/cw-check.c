/*
 * cw-check: replay recorded games of Control Word, reject the first
 * illegal event of each, and say how each ended: the scores and who won.
 */
#include <ctype.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "lexicon.h"
#include "live.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"
#include "cw/draw.h"
#include "cw/game.h"
#include "cw/list.h"
#include "cw/rules.h"
#include "cw/standing.h"
#include "gcg/check.h"

struct options {
	struct report		 rep;
	struct cw_options	 rules;
	struct live_options	 live;
};

static const char usage_text[] =
"usage: cw-check [--json] [--quiet] [--summary] [-d DICT]\n"
"                [--live [--record FILE] | --follow FILE]\n"
"                [--unchallenged-stand] [--replacement-scores]\n"
"                [--replacement-from-last]\n"
"                [--rules 2018-03|2018-04-04] [--first-rotates] [FILE ...]\n"
"       cw-check --gcg [--json] [--quiet] [--summary] [-d DICT] [FILE ...]\n"
"Replay recorded games of Control Word: reject the first illegal event of\n"
"each game with the rule it breaks, and say the scores and who won.\n"
"  --json                   one JSON object per game\n"
REPORT_USAGE
LIVE_USAGE
"  -d, --dictionary DICT    the dictionary (overrides the Dictionary tag;\n"
"                           en_US by default)\n"
"  --unchallenged-stand     a word nobody challenged stands, as in the\n"
"                           popular game (listed); by default every word\n"
"                           formed must be a word\n"
"  --rules VERSION          2018-03 (the default) or 2018-04-04, the\n"
"                           author's later rules (overrides the Rules tag)\n"
"  --first-rotates          the first player's place passes to the left\n"
"                           each round\n"
"  --replacement-scores     a replacement scores the words whose letters\n"
"                           it changes, as a play scores its words\n"
"  --replacement-from-last  the replacement phase starts with the last\n"
"                           player and passes to the right\n"
"  --gcg                    read GCG records of the popular crossword\n"
"                           game instead, as gcg-check does (gcg-check(1))\n"
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

/*
 * End the game's held line (out_line) with "ann wins by the highest
 * total: ann 45, bob 30" and write it: printf() cost a tenth of the rules'
 * instructions, and a call to stdio a piece a third of what was left.
 */
static void
write_result(struct out_line *l, const struct cw_game *g,
    const struct cw_result *r)
{
	int		 i, k = 0;

	if (r->decided == CW_SHARED) {
		for (i = 0; i < g->n; i++)
			if (r->s[i].winner) {
				if (k++ > 0)
					out_line_string(l, " and ");
				out_line_string(l, g->p[i].name);
			}
		out_line_string(l, " share the win");
	} else {
		out_line_string(l, cw_winner_name(g, r));
		out_line_string(l, " wins by ");
		out_line_string(l, cw_decided_text(r->decided));
	}
	for (i = 0; i < g->n; i++) {
		out_line_string(l, i > 0 ? ", " : ": ");
		out_line_string(l, g->p[i].name);
		out_line_add(l, " ", 1);
		out_line_int(l, r->s[i].total);
	}
	out_line_add(l, "\n", 1);
	out_line_write(l);
}

static void
report_text(const struct rec_game *rec, const struct cw_game *g,
    const struct verdict *v, const struct cw_result *r)
{
	struct out_line	 l;
	char		 where[128];

	report_stood(rec, g);
	report_line_begin(&l, rec);
	if (r != NULL && v->status == EXIT_VALID) {
		write_result(&l, g, r);
		return;
	}
	out_line_write(&l);
	if (v->status != EXIT_VALID)
		printf("illegal event on line %u: %s\n", v->pos.line, v->text);
	else {
		cw_game_where(g, where, sizeof(where));
		printf("no result yet: %s\n", where);
	}
}

/*
 * Write the game's keys after file and game: its state after the events,
 * r its result if it is over and they were all legal, else NULL.
 */
static void
json_state(struct json *j, const struct cw_game *g, const struct cw_result *r)
{
	char			 where[128];
	int			 i;

	json_string(j, "rules", cw_version_name(g->version));
	json_int(j, "mat", g->mat);
	json_int(j, "rounds", g->rounds);
	json_int(j, "round", g->round);
	cw_game_where(g, where, sizeof(where));
	json_string(j, "position", where);
	json_string(j, "winner", r != NULL ? cw_winner_name(g, r) : NULL);
	json_string(j, "decided", r != NULL ? cw_decided_text(r->decided) :
	    NULL);
	json_array(j, "players");
	for (i = 0; i < g->n; i++)
		cw_json_standing(j, g, i, r);
	json_close(j);
	json_array(j, "unchallenged");
	for (i = 0; i < g->nstood; i++) {
		json_object(j, NULL);
		json_int(j, "line", g->stood[i].line);
		json_string(j, "word", g->stood[i].word);
		json_string(j, "message", g->stood[i].why);
		json_close(j);
	}
	json_close(j);
}

static void
report_json(const struct rec_game *rec, const struct cw_game *g,
    const struct verdict *v, const struct cw_result *r)
{
	struct json		 j;

	report_json_begin(&j, rec);
	json_state(&j, g, r);
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

/*
 * The live referee (--live, --follow): the engine's state; what the game
 * was before the event just applied, for what it did; and the result of
 * the game closed.
 */
struct live_state {
	struct cw_game		 g;
	int			 first;		/* g.first before the event */
	int			 last_kind;	/* g.last's before the event, */
	int			 last_player;	/* for a challenge */
	int			 penalties[CW_MAXPLAYERS];	/* before it */
	struct cw_result	 res;
	int			 over;		/* res is the game's */
};

/*
 * The lexicon the live "moves" lists plays with, opened at the first for
 * the game's dictionary (its name in live_lex_name); referee_live() frees
 * it.
 */
static struct lexicon	*live_lex;
static char		 live_lex_name[256];

static int
live_begin(void *state, const struct rec_game *rec, const void *arg,
    struct verdict *v)
{
	const struct options	*opt = arg;
	struct live_state	*ls = state;

	ls->over = 0;
	if (cw_game_begin(&ls->g, rec, &opt->rules, v))
		return 1;
	cw_game_free(&ls->g);
	return 0;
}

static int
live_event(void *state, const struct rec_event *e, struct verdict *v)
{
	struct live_state	*ls = state;
	int			 i;

	ls->first = ls->g.first;
	ls->last_kind = ls->g.last.kind;
	ls->last_player = ls->g.last.player;
	for (i = 0; i < ls->g.n; i++)
		ls->penalties[i] = ls->g.p[i].penalties;
	return cw_game_event(&ls->g, e, v);
}

static void
live_end(void *state)
{
	struct live_state	*ls = state;

	cw_game_free(&ls->g);
}

/*
 * Whether the game is over and nothing but the last round's draws may
 * follow: the last turn, if a play or replacement, can still be
 * challenged, and the challenge may withdraw it.
 */
static int
live_over(const void *state)
{
	const struct live_state	*ls = state;

	return cw_game_over(&ls->g) && ls->g.last.kind == 0;
}

/* The letters of a play's word as the record writes it, in capitals. */
static void
word_letters(const char *s, char *buf, size_t size)
{
	size_t	 n = 0;

	for (; *s != '\0' && n + 1 < size; s++)
		if (*s != '(' && *s != ')')
			buf[n++] = (char)toupper((unsigned char)*s);
	buf[n] = '\0';
}

/* Append to the n bytes of buf what fmt says; returns the new length. */
static size_t
append(char *buf, size_t size, size_t n, const char *fmt, ...)
{
	va_list	 ap;
	int	 len;

	if (n >= size)
		return n;
	va_start(ap, fmt);
	len = vsnprintf(buf + n, size - n, fmt, ap);
	va_end(ap);
	return len < 0 ? n : n + (size_t)len;
}

/* What a challenge did: the turn stood, or it was withdrawn. */
static void
said_challenge(const struct live_state *ls, const struct rec_event *e,
    char *buf, size_t size)
{
	const struct cw_game	*g = &ls->g;
	int			 who = ls->last_player;
	const char		*what = ls->last_kind == 'p' ? "play" :
				    "replacement";

	if (g->p[who].penalties == ls->penalties[who])
		snprintf(buf, size, "%s challenges %s's %s: every word it "
		    "formed is a word, and it stands", e->actor,
		    g->p[who].name, what);
	else
		snprintf(buf, size, "%s challenges %s's %s: a word it formed "
		    "is no word; it is withdrawn, and %s takes a penalty "
		    "token and %s again", e->actor, g->p[who].name, what,
		    g->p[who].name, ls->last_kind == 'p' ? "plays" :
		    "replaces");
}

static void
live_said(const void *state, const struct rec_event *e, char *buf,
    size_t size)
{
	const struct live_state	*ls = state;
	const struct cw_game	*g = &ls->g;
	const char		*who = e->actor;
	char			 word[CW_MAXWORD + 1];
	size_t			 i, n;
	int			 k, taken;

	if (strcmp(e->verb, "lot") == 0) {
		n = append(buf, size, 0, "%s draws the lot %s", who,
		    e->args[0]);
		if (ls->first < 0 && g->first >= 0)
			append(buf, size, n, ": %s plays first, closest to A",
			    g->p[g->first].name);
	} else if (strcmp(e->verb, "roll") == 0) {
		n = append(buf, size, 0, "the host rolls %s%s%s", e->args[0],
		    e->nargs > 1 ? " and " : "", e->nargs > 1 ? e->args[1] : "");
		if (g->round == 0)
			append(buf, size, n, ": each player draws %d tiles",
			    g->roll);
		else
			n = append(buf, size, n, ": round %d, racks drawn up "
			    "to %d at its end", g->round, g->roll);
		if (g->round > 0 && e->nargs > 1)
			append(buf, size, n, ", and each player replaces %d tiles "
			    "at most", g->limit);
	} else if (strcmp(e->verb, "draw") == 0)
		snprintf(buf, size, "%s draws %s", who, e->args[0]);
	else if (strcmp(e->verb, "swap") == 0)
		snprintf(buf, size, "%s swaps %s for a blue %s", who,
		    e->args[0], e->args[1]);
	else if (strcmp(e->verb, "redraw") == 0) {
		n = append(buf, size, 0, "%s redraws %s", who, e->nargs > 0 ?
		    e->args[0] : "no tile");
		for (k = 0; k < g->n; k++)
			if (strcmp(g->p[k].name, who) == 0 &&
			    (taken = g->p[k].penalties - ls->penalties[k]) > 0)
				append(buf, size, n, ", taking %d penalty "
				    "tokens", taken);
	} else if (strcmp(e->verb, "play") == 0) {
		word_letters(e->args[2], word, sizeof(word));
		snprintf(buf, size, "%s plays %s, scoring %d (%d in play)",
		    who, word, g->last.points, g->p[g->last.player].points);
	} else if (strcmp(e->verb, "replace") == 0) {
		n = append(buf, size, 0, "%s replaces", who);
		for (i = 0; i + 1 < e->nargs; i += 2)
			n = append(buf, size, n, "%s %s with %s", i == 0 ? "" :
			    i + 2 < e->nargs ? "," : " and", e->args[i],
			    e->args[i + 1]);
		if (g->replacement_scores)
			append(buf, size, n, ", scoring %d (%d in play)",
			    g->last.points, g->p[g->last.player].points);
	} else if (strcmp(e->verb, "pass") == 0)
		snprintf(buf, size, "%s passes", who);
	else
		said_challenge(ls, e, buf, size);
}

/*
 * Who acts next: where the game stands, as cw-show's heading says it,
 * and at setup and at a round's draws what the round still needs.
 */
static void
live_next(const void *state, char *buf, size_t size)
{
	const struct live_state	*ls = state;
	const struct cw_game	*g = &ls->g;
	char			 why[128];
	size_t			 n;

	cw_game_where(g, buf, size);
	n = strlen(buf);
	if (g->phase == CW_SETUP || g->phase == CW_DRAWS) {
		if (cw_round_done(g, why, sizeof(why)))
			snprintf(why, sizeof(why), "the host rolls for round "
			    "%d", g->round + 1);
		append(buf, size, n, ": %s", why);
	} else if (g->phase == CW_OVER && g->last.kind != 0)
		append(buf, size, n, ": %s's last %s may be challenged",
		    g->p[g->last.player].name, g->last.kind == 'p' ? "play" :
		    "replacement");
}

/* Close the game as cw-check does: its result, and its Result tag's. */
static void
live_close(void *state, struct verdict *v)
{
	struct live_state	*ls = state;

	ls->over = cw_game_over(&ls->g);
	if (ls->over)
		cw_game_result(&ls->g, &ls->res);
	(void)check_result_tag(&ls->g, ls->over ? &ls->res : NULL, v);
}

static void
live_result(const struct rec_game *rec, const void *state,
    const struct verdict *v)
{
	const struct live_state	*ls = state;
	struct verdict		 fine;

	(void)v;
	verdict_clear(&fine);
	report_text(rec, &ls->g, &fine, ls->over ? &ls->res : NULL);
}

static void
live_json(struct json *j, const void *state, int legal)
{
	const struct live_state	*ls = state;
	struct cw_result	 r;
	int			 over = legal && cw_game_over(&ls->g);

	if (over)
		cw_game_result(&ls->g, &r);
	json_state(j, &ls->g, over ? &r : NULL);
}

static void
live_show(FILE *fp, const void *state, int color)
{
	const struct live_state	*ls = state;
	struct cw_view		 w;
	char			 title[CW_TITLE];

	report_name_text(ls->g.rec, title, sizeof(title));
	cw_view_set(&w, &ls->g, title, ls->g.nevents, NULL);
	cw_draw_text(fp, &w, color);
	cw_view_free(&w);
}

static void
live_moves(FILE *fp, const void *state)
{
	const struct live_state	*ls = state;
	char			 err[512];

	if (live_lex != NULL && strcmp(live_lex_name, ls->g.dictionary) != 0) {
		lexicon_free(live_lex);
		live_lex = NULL;
	}
	if (live_lex == NULL) {
		if ((live_lex = lexicon_open(ls->g.dictionary, "control-word",
		    err, sizeof(err))) == NULL) {
			fprintf(fp, "# no plays listed: %s\n", err);
			return;
		}
		snprintf(live_lex_name, sizeof(live_lex_name), "%s",
		    ls->g.dictionary);
	}
	cw_list_text(fp, &ls->g, live_lex);
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
		.end = live_end,
		.over = live_over,
		.said = live_said,
		.next = live_next,
		.close = live_close,
		.result = live_result,
		.json = live_json,
		.show = live_show,
		.moves = live_moves
	};
	int			 status;

	status = live_run(&game, &opt->live, nfiles, files);
	if (live_lex != NULL)
		lexicon_free(live_lex);
	live_lex = NULL;
	return status;
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		CW_RULE_LONGOPTS,
		CW_SCORE_LONGOPTS,
		LIVE_LONGOPTS,
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
		    cw_option(&opt.rules, ch, optarg) ||
		    live_option(&opt.live, ch, optarg))
			continue;
		if (ch == 'j')
			opt.rep.json = 1;
	}
	opt.live.json = opt.rep.json;
	opt.live.quiet = opt.rep.quiet;
	if (live_wanted(&opt.live, argc - optind)) {
		status = referee_live(&opt, argc - optind, argv + optind);
		cw_words_close_all();
		diag_exit(status);
	}
	memset(&work, 0, sizeof(work));
	/*
	 * The reading thread does not check the events by the table: the
	 * engine reads the usual ones itself (cw_usual_verb()), and a check
	 * ahead would be work done twice.
	 */
	work.size = sizeof(struct replayed);
	work.prepare = replay_game;
	work.fn = report_game;
	work.arg = &opt;
	status = report_each_work(&opt.rep, argc - optind, argv + optind,
	    &work);
	cw_words_close_all();
	diag_exit(status);
}
