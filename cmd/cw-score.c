/*
 * cw-score: the scores of recorded games of Control Word for a referee:
 * the points and penalty tokens as they were scored in play, and at the
 * end the table of the words on the board, who controls each and what it
 * earns, the totals and the winner with the tie-breaker that decided it.
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
#include "cw/game.h"
#include "cw/score.h"
#include "cw/standing.h"
#include "cw/table.h"

#define MAXSCORED	4096	/* scoring events a game lists */

struct options {
	struct report		 rep;
	struct cw_options	 rules;
};

/* The keys of a game's JSON object after file and game, before line. */
static const char *const json_keys[] = { "rules", "position", "winner",
	"decided", "scored", "words", "players", NULL };

/* An event that changed a player's points in play or penalty tokens. */
struct scored {
	const struct rec_event	*e;
	int			 player;
	int			 points;	/* the change */
	int			 penalties;	/* the change */
	int			 points_after;
	int			 penalties_after;
};

/* A game replayed, with the events that scored. */
struct replay {
	struct cw_game		 g;
	struct verdict		 v;
	size_t			 nscored;
	size_t			 dropped;	/* past MAXSCORED */
	int			 begun;		/* the tags were well-formed */
	struct scored		 scored[MAXSCORED];
};

static const char usage_text[] =
"usage: cw-score [--json] [--quiet] [--summary] [-d DICT]\n"
"                [--unchallenged-stand] [--rules 2018-03|2018-04-04]\n"
"                [--first-rotates] [--replacement-scores]\n"
"                [--replacement-from-last] [FILE ...]\n"
"Score recorded games of Control Word: the points and penalty tokens as\n"
"they were scored in play, then the words on the board at the end, who\n"
"controls each and what it earns, the totals and the winner.\n"
"  --json                   one JSON object per game\n"
REPORT_USAGE
"  -d, --dictionary DICT    the dictionary (overrides the Dictionary tag)\n"
"  --unchallenged-stand     a word nobody challenged stands\n"
"  --rules VERSION          2018-03 (the default) or 2018-04-04\n"
"  --first-rotates          the first place passes to the left each round\n"
"  --replacement-scores     a replacement scores the words it changes\n"
"  --replacement-from-last  the replacement phase from the last player,\n"
"                           to the right\n"
"Exit 0 if every game is legal, 1 if one has an illegal event, 2 on bad\n"
"input.\n";

/*
 * Replay the game event by event into r, noting each event that changed a
 * player's points in play or penalty tokens.  Returns 0 if the tags are
 * malformed (r->v says why), 1 otherwise (r->v the first bad event's).
 */
static int
replay(struct replay *r, const struct rec_game *rec,
    const struct cw_options *opt)
{
	struct cw_game	*g = &r->g;
	struct scored	*s;
	int		 points[CW_MAXPLAYERS], penalties[CW_MAXPLAYERS];
	size_t		 i;
	int		 k;

	r->nscored = r->dropped = 0;
	if (!cw_game_begin(g, rec, opt, &r->v))
		return 0;
	for (i = 0; i < rec->nevents; i++) {
		for (k = 0; k < g->n; k++) {
			points[k] = g->p[k].points;
			penalties[k] = g->p[k].penalties;
		}
		if (!cw_game_event(g, &rec->events[i], &r->v))
			return 1;
		for (k = 0; k < g->n; k++) {
			if (g->p[k].points == points[k] &&
			    g->p[k].penalties == penalties[k])
				continue;
			if (r->nscored == MAXSCORED) {
				r->dropped++;
				continue;
			}
			s = &r->scored[r->nscored++];
			s->e = &rec->events[i];
			s->player = k;
			s->points = g->p[k].points - points[k];
			s->penalties = g->p[k].penalties - penalties[k];
			s->points_after = g->p[k].points;
			s->penalties_after = g->p[k].penalties;
		}
	}
	return 1;
}

/* The event as the record writes it after its number: "ann play 1,7 ...". */
static void
event_text(const struct rec_event *e, char *buf, size_t size)
{
	size_t	 len;
	int	 i;

	snprintf(buf, size, "%s %s", e->actor, e->verb);
	for (i = 0; i < e->nargs; i++) {
		len = strlen(buf);
		snprintf(buf + len, size - len, " %s", e->args[i]);
	}
}

/*
 * Write "line 19, round 1: ann play ...: +4 points (4 in play)" and the
 * penalty tokens, as they changed; the player named after the colon if
 * the event is another's (a challenge that withdraws a play).
 */
static void
text_scored(const struct cw_game *g, const struct scored *s)
{
	const char	*name = g->p[s->player].name;
	char		 what[256];

	event_text(s->e, what, sizeof(what));
	printf("  line %u, round %lu: %s:", s->e->pos.line, s->e->number,
	    what);
	if (strcmp(name, s->e->actor) != 0)
		printf(" %s", name);
	if (s->points != 0)
		printf(" %+d point%s (%d in play)", s->points,
		    s->points == 1 || s->points == -1 ? "" : "s",
		    s->points_after);
	if (s->penalties != 0)
		printf("%s %+d penalty token%s (%d in all)",
		    s->points != 0 ? "," : "", s->penalties,
		    s->penalties == 1 || s->penalties == -1 ? "" : "s",
		    s->penalties_after);
	putchar('\n');
}

/* The number of decimal digits of n, a sign counted. */
static int
width_of(long n)
{
	char	 buf[32];

	return snprintf(buf, sizeof(buf), "%ld", n);
}

/* Write "1,7 down" into buf. */
static void
word_place(const struct cw_table_word *w, char *buf, size_t size)
{
	snprintf(buf, size, "%d,%d %s", w->at.col, w->at.row,
	    w->at.dir == LB_ACROSS ? "across" : "down");
}

/* Write who controls a word: "ann, majority", "tie", "blue". */
static void
word_holder(const struct cw_game *g, const struct cw_table_word *w,
    char *buf, size_t size)
{
	if (w->player >= 0)
		snprintf(buf, size, "%s, %s", g->p[w->player].name,
		    cw_hold_text(w->ctl.hold));
	else if (w->ctl.color >= 0)
		snprintf(buf, size, "%s, %s (nobody plays it)",
		    cw_color_name[w->ctl.color], cw_hold_text(w->ctl.hold));
	else
		snprintf(buf, size, "%s", cw_hold_text(w->ctl.hold));
}

/* Whether a color has a tile in some word of the table. */
static int
color_used(const struct cw_table *t, int color)
{
	size_t	 i;

	for (i = 0; i < t->n; i++)
		if (t->w[i].ctl.tiles[color] > 0)
			return 1;
	return 0;
}

/* Write the table of words: place, length, tiles by color, holder, points. */
static void
text_words(const struct cw_game *g, const struct cw_table *t)
{
	char	 place[64], holder[PLAYERS_NAMELEN + 64];
	int	 used[CW_NCOLORS], wword = 4, wplace = 5, wholder = 7;
	int	 c;
	size_t	 i;

	if (t->n == 0) {
		printf("words: none on the board\n");
		return;
	}
	for (c = 0; c < CW_NCOLORS; c++)
		used[c] = color_used(t, c);
	for (i = 0; i < t->n; i++) {
		word_place(&t->w[i], place, sizeof(place));
		word_holder(g, &t->w[i], holder, sizeof(holder));
		if ((int)strlen(t->w[i].word) > wword)
			wword = (int)strlen(t->w[i].word);
		if ((int)strlen(place) > wplace)
			wplace = (int)strlen(place);
		if ((int)strlen(holder) > wholder)
			wholder = (int)strlen(holder);
	}
	printf("  %-*s  %-*s  len", wword, "word", wplace, "place");
	for (c = 0; c < CW_NCOLORS; c++)
		if (used[c])
			printf("  %s", cw_color_name[c]);
	printf("  %-*s  points  bonus\n", wholder, "held by");
	for (i = 0; i < t->n; i++) {
		word_place(&t->w[i], place, sizeof(place));
		word_holder(g, &t->w[i], holder, sizeof(holder));
		printf("  %-*s  %-*s  %3d", wword, t->w[i].word, wplace, place,
		    t->w[i].at.len);
		for (c = 0; c < CW_NCOLORS; c++)
			if (used[c])
				printf("  %*d", (int)strlen(cw_color_name[c]),
				    t->w[i].ctl.tiles[c]);
		printf("  %-*s  %6d  %5d\n", wholder, holder,
		    t->w[i].player >= 0 ? t->w[i].ctl.points : 0,
		    t->w[i].player >= 0 ? t->w[i].ctl.bonus : 0);
	}
}

/* Write the standings: in play, words, their points, penalties, total. */
static void
text_standings(const struct cw_game *g, const struct cw_result *res)
{
	int	 i, wname = 6, wcolor = 5;

	for (i = 0; i < g->n; i++) {
		if ((int)strlen(g->p[i].name) > wname)
			wname = (int)strlen(g->p[i].name);
		if ((int)strlen(cw_color_name[g->p[i].color]) > wcolor)
			wcolor = (int)strlen(cw_color_name[g->p[i].color]);
	}
	printf("  %-*s  %-*s  in play  words  points  bonus  penalties  "
	    "total\n", wname, "player", wcolor, "color");
	for (i = 0; i < g->n; i++) {
		printf("  %-*s  %-*s  %7d  %5d  %6d  %5d  %*d (%d)  %5d\n",
		    wname, g->p[i].name, wcolor, cw_color_name[g->p[i].color],
		    res->s[i].in_play, res->s[i].words, res->s[i].word_points,
		    res->s[i].word_bonus, 9 - 3 -
		    width_of(-CW_PENALTY_POINTS * (long)res->s[i].penalties),
		    res->s[i].penalties,
		    -CW_PENALTY_POINTS * res->s[i].penalties,
		    res->s[i].total);
	}
}

/* Write "ann wins by the highest total" or "ann and bob share the win". */
static void
text_winner(const struct cw_game *g, const struct cw_result *res)
{
	int	 i, k = 0;

	if (res->decided == CW_SHARED) {
		for (i = 0; i < g->n; i++)
			if (res->s[i].winner)
				printf("%s%s", k++ > 0 ? " and " : "",
				    g->p[i].name);
		printf(" share the win: totals, penalty tokens and words "
		    "controlled are equal\n");
	} else
		printf("%s wins by %s\n", cw_winner_name(g, res),
		    cw_decided_text(res->decided));
}

/* Write a game's score sheet as text: in play, the words, the totals. */
static void
report_text(const struct rec_game *rec, const struct replay *r)
{
	const struct cw_game	*g = &r->g;
	struct cw_result	 res;
	struct cw_table		 t;
	char			 where[128];
	size_t			 i;

	report_name(stdout, rec);
	fputs(":\n", stdout);
	printf("in play:%s\n", r->nscored == 0 ? " nothing scored" : "");
	for (i = 0; i < r->nscored; i++)
		text_scored(g, &r->scored[i]);
	if (r->dropped > 0)
		printf("  and %zu more\n", r->dropped);
	if (r->v.status != EXIT_VALID) {
		printf("illegal event on line %u: %s\n", r->v.pos.line,
		    r->v.text);
		return;
	}
	if (!cw_game_over(g)) {
		cw_game_where(g, where, sizeof(where));
		printf("no result yet: %s\n", where);
		return;
	}
	cw_table_words(g, &t);
	cw_game_result(g, &res);
	printf("words at the end:\n");
	text_words(g, &t);
	printf("totals (in play + points + bonus - %d a penalty token):\n",
	    CW_PENALTY_POINTS);
	text_standings(g, &res);
	text_winner(g, &res);
	cw_table_free(&t);
}

/* Write the events that scored as an array. */
static void
json_scored(struct json *j, const struct replay *r)
{
	const struct scored	*s;
	size_t			 i;

	json_array(j, "scored");
	for (i = 0; i < r->nscored; i++) {
		s = &r->scored[i];
		json_object(j, NULL);
		json_int(j, "line", s->e->pos.line);
		json_int(j, "round", (long long)s->e->number);
		json_string(j, "player", r->g.p[s->player].name);
		json_string(j, "verb", s->e->verb);
		json_int(j, "points", s->points);
		json_int(j, "penalties", s->penalties);
		json_close(j);
	}
	json_close(j);
}

/* Write the words on the board as an array. */
static void
json_words(struct json *j, const struct cw_game *g, const struct cw_table *t)
{
	const struct cw_table_word	*w;
	size_t				 i;
	int				 c;

	json_array(j, "words");
	for (i = 0; i < t->n; i++) {
		w = &t->w[i];
		json_object(j, NULL);
		json_string(j, "word", w->word);
		json_int(j, "col", w->at.col);
		json_int(j, "row", w->at.row);
		json_string(j, "dir", w->at.dir == LB_ACROSS ? "across" :
		    "down");
		json_int(j, "length", w->at.len);
		json_object(j, "tiles");
		for (c = 0; c < CW_NCOLORS; c++)
			json_int(j, cw_color_name[c], w->ctl.tiles[c]);
		json_close(j);
		json_string(j, "control", cw_hold_text(w->ctl.hold));
		json_string(j, "color", w->ctl.color >= 0 ?
		    cw_color_name[w->ctl.color] : NULL);
		json_string(j, "holder", w->player >= 0 ?
		    g->p[w->player].name : NULL);
		json_int(j, "points", w->player >= 0 ? w->ctl.points : 0);
		json_int(j, "bonus", w->player >= 0 ? w->ctl.bonus : 0);
		json_close(j);
	}
	json_close(j);
}

/* Write a game's score sheet as one JSON object on a line. */
static void
report_json(const struct rec_game *rec, const struct replay *r)
{
	const struct cw_game	*g = &r->g;
	struct json		 j;
	struct cw_result	 res;
	struct cw_table		 t;
	char			 where[128];
	int			 i, over = r->v.status == EXIT_VALID &&
				    cw_game_over(g);

	memset(&t, 0, sizeof(t));
	if (over) {
		cw_game_result(g, &res);
		cw_table_words(g, &t);
	}
	report_json_begin(&j, rec);
	json_string(&j, "rules", cw_version_name(g->version));
	cw_game_where(g, where, sizeof(where));
	json_string(&j, "position", where);
	json_string(&j, "winner", over ? cw_winner_name(g, &res) : NULL);
	json_string(&j, "decided", over ? cw_decided_text(res.decided) :
	    NULL);
	json_scored(&j, r);
	if (over)
		json_words(&j, g, &t);
	else
		json_null(&j, "words");
	json_array(&j, "players");
	for (i = 0; i < g->n; i++)
		cw_json_standing(&j, g, i, over ? &res : NULL);
	json_close(&j);
	report_json_verdict(&j, &r->v);
	json_end(&j);
	cw_table_free(&t);
}

/*
 * Replay and score the game into result, a struct replay (any thread).
 * Ahead of its turn, a hunspell that cannot be opened declines the game:
 * in order, the replay exits with the message.
 */
static int
replay_game(const struct rec_game *rec, void *result, void *arg,
    int in_order)
{
	const struct options	*opt = arg;
	struct replay		*r = result;

	cw_words_lenient(!in_order);
	r->begun = replay(r, rec, &opt->rules);
	cw_words_lenient(0);
	if (cw_words_failed()) {
		cw_game_free(&r->g);
		return 0;
	}
	return 1;
}

/* Report the game's scoring, in order, and free it; its exit status. */
static int
score_game(const struct rec_game *rec, void *result, void *arg)
{
	const struct options	*opt = arg;
	struct replay		*r = result;
	int			 status;

	if (!r->begun || r->v.status == EXIT_TROUBLE) {
		cw_game_free(&r->g);
		return report_trouble(&opt->rep, rec, &r->v);
	}
	if (opt->rep.json)
		report_json(rec, r);
	else
		report_text(rec, r);
	status = r->v.status != EXIT_VALID ? verdict_print(&r->v) : EXIT_VALID;
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
	memset(&opt, 0, sizeof(opt));
	cw_options_init(&opt.rules);
	report_init(&opt.rep, json_keys);
	while ((ch = cli_getopt_short(argc, argv, "d:", longopts,
	    usage_text)) != -1)
		if (!cw_option(&opt.rules, ch, optarg) &&
		    !report_option(&opt.rep, ch) && ch == 'j')
			opt.rep.json = 1;
	memset(&work, 0, sizeof(work));
	/* The engine reads the usual events itself: no check ahead. */
	work.size = sizeof(struct replay);
	work.prepare = replay_game;
	work.fn = score_game;
	work.arg = &opt;
	status = report_each_work(&opt.rep, argc - optind, argv + optind,
	    &work);
	cw_words_close_all();
	diag_exit(status);
}
