/*
 * cwrandom.c: thousands of seeded random games of Control Word
 * (cw_random_game(), as cw-moves --random writes them), each read back
 * through the record reader and replayed event by event by the rules:
 *
 *	- every event is legal, and the game ends; one game in LATER is
 *	  played by the rules of 2018-04-04 (two dice, the replacement die's
 *	  cap, round 1's first word on the mat, redraws of 5 at least), and
 *	  some replacement turns are of two squares;
 *	- each play scores in play what the move generator listed it for
 *	  in the position before it (its words found by the line search, not
 *	  the rules' placement), and each replacement turn is one it listed,
 *	  one game in LISTED (listing every position is slow), and the
 *	  in-play points of each player are the sum of their plays';
 *	- the penalty tokens are 2 for each redraw after a turn's first,
 *	  and 1 for each play challenged rightly (some games are played
 *	  under the rule that unchallenged words stand, with misspelled
 *	  plays and right challenges; the others' challenges are all wrong
 *	  and cost nothing);
 *	- each player's final total is those points, plus the end table's
 *	  points and bonuses, less 5 a token, and the Result tag names the
 *	  winner of that table;
 *	- the record written back, tags and events, is the same bytes.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lexicon.h"
#include "record.h"
#include "rng.h"
#include "verdict.h"
#include "cw/game.h"
#include "cw/play.h"
#include "tap.h"

#if defined(__SANITIZE_ADDRESS__)
#define GAMES	100	/* the sanitizers are some ten times slower */
#else
#define GAMES	1000
#endif
#define LISTED	4	/* one game in LISTED has its plays listed */
#define STAND	3	/* one in STAND lets unchallenged words stand */
#define LATER	2	/* one in LATER by the rules of 2018-04-04 */

static char	 path[] = "/tmp/cwrandom.XXXXXX";

/* What one game's replay found wrong: a count of each kind of fault. */
struct faults {
	int	 illegal, unfinished, points, in_play, penalties, total;
	int	 result, written;
	int	 later, pairs, listed_pairs;	/* counts, not faults */
	char	 first[256];	/* the first fault, in words */
};

/* Note a fault once, and the first in words. */
static void
fault(struct faults *f, int *kind, unsigned long long seed, const char *what)
{
	(*kind)++;
	if (f->first[0] == '\0')
		snprintf(f->first, sizeof(f->first), "seed %llu: %.200s", seed,
		    what);
}

/* The points the generator listed a play for, or -1 if it did not list it. */
static int
listed_points(const struct cw_game *g, const struct lexicon *lex,
    const char *text)
{
	struct cw_move	*m;
	char		 t[CW_MOVE_TEXT];
	size_t		 n, i;
	int		 points = -1;

	m = cw_list_moves(g, lex, &n);
	for (i = 0; i < n && points < 0; i++) {
		cw_move_text(&m[i], t, sizeof(t));
		if (strcmp(t, text) == 0)
			points = m[i].points;
	}
	free(m);
	return points;
}

/* Replay one game of text, checking everything the header lists. */
static void
check_game(const char *text, size_t len, unsigned long long seed,
    int stand, const struct lexicon *lex, struct faults *f)
{
	struct rec_reader	*r;
	struct rec_game		*rec;
	struct cw_game		 g;
	struct cw_options	 opt;
	struct cw_result	 res;
	struct verdict		 v;
	const struct rec_event	*e;
	char			 word[CW_MOVE_TEXT], *back = NULL;
	int			 in_play[CW_MAXPLAYERS] = { 0 };
	int			 tokens[CW_MAXPLAYERS] = { 0 };
	int			 redraws[CW_MAXPLAYERS] = { 0 };
	unsigned long		 round = 0;
	size_t			 i, blen = 0;
	FILE			*fp;
	int			 k, who, points, listing;
	int			 before[CW_MAXPLAYERS];
	const char		*result;

	if ((fp = fopen(path, "w")) == NULL || fwrite(text, 1, len, fp) !=
	    len || fclose(fp) != 0 || (r = rec_open(path)) == NULL ||
	    rec_next(r, &rec) != REC_GAME) {
		printf("Bail out! %s: cannot write and read back\n", path);
		exit(1);
	}
	cw_options_init(&opt);
	opt.unchallenged_stand = stand;
	if (!cw_game_begin(&g, rec, &opt, &v))
		fault(f, &f->illegal, seed, v.text);
	if ((fp = open_memstream(&back, &blen)) == NULL)
		abort();
	for (i = 0; i < rec->ntags; i++)
		fprintf(fp, "[%s \"%s\"]\n", rec->tags[i].name,
		    rec->tags[i].value);
	for (i = 0; i < rec->nevents && f->illegal == 0; i++) {
		e = &rec->events[i];
		if (e->number != round) {
			round = e->number;
			memset(redraws, 0, sizeof(redraws));
		}
		for (who = 0; who < g.n; who++)
			if (strcmp(g.p[who].name, e->actor) == 0)
				break;
		points = -1;
		listing = !stand && seed % LISTED == 1;
		if (strcmp(e->verb, "play") == 0 && listing) {
			snprintf(word, sizeof(word), "%s %s %s", e->args[0],
			    e->args[1], e->args[2]);
			points = listed_points(&g, lex, word);
			if (points < 0)
				fault(f, &f->points, seed, "a play the "
				    "generator does not list");
			else
				in_play[who] += points;
		}
		if (strcmp(e->verb, "replace") == 0 && e->nargs == 4)
			f->pairs++;
		if (strcmp(e->verb, "replace") == 0 && listing &&
		    e->nargs <= 4) {
			snprintf(word, sizeof(word), "%s %s%s%s%s%s", e->args[0],
			    e->args[1], e->nargs == 4 ? " " : "",
			    e->nargs == 4 ? e->args[2] : "",
			    e->nargs == 4 ? " " : "",
			    e->nargs == 4 ? e->args[3] : "");
			if (listed_points(&g, lex, word) != 0)
				fault(f, &f->points, seed, "a replacement the "
				    "generator does not list");
			else if (e->nargs == 4)
				f->listed_pairs++;
		}
		if (strcmp(e->verb, "redraw") == 0 && redraws[who]++ > 0)
			tokens[who] += 2;
		if (strcmp(e->verb, "challenge") == 0 && g.last.kind != 0 &&
		    g.last.bad)
			tokens[g.last.player]++;
		for (k = 0; k < g.n; k++)
			before[k] = g.p[k].points;
		if (!cw_game_event(&g, e, &v)) {
			fault(f, &f->illegal, seed, v.text);
			break;
		}
		for (k = 0; k < g.n && !listing; k++)
			in_play[k] += g.p[k].points - before[k];
		if (!cw_event_write(fp, e))
			fault(f, &f->written, seed, "an event not written");
	}
	fclose(fp);
	if (f->illegal == 0 && !cw_game_over(&g))
		fault(f, &f->unfinished, seed, "the game does not end");
	if (f->illegal == 0 && cw_game_over(&g)) {
		cw_game_result(&g, &res);
		result = "tie";
		for (k = 0; k < g.n; k++) {
			if (res.s[k].in_play != in_play[k])
				fault(f, &f->in_play, seed, "in-play points");
			if (res.s[k].penalties != tokens[k])
				fault(f, &f->penalties, seed, "penalty tokens");
			if (res.s[k].total != in_play[k] + res.s[k].word_points
			    + res.s[k].word_bonus - 5 * tokens[k])
				fault(f, &f->total, seed, "a final total");
			if (res.s[k].winner && res.decided != CW_SHARED)
				result = g.p[k].name;
		}
		if (strcmp(rec_tag_value(rec, "Result"), result) != 0)
			fault(f, &f->result, seed, "the Result tag");
	}
	if (blen != len || memcmp(back, text, len) != 0)
		fault(f, &f->written, seed, "written back, other bytes");
	free(back);
	cw_game_free(&g);
	rec_close(r);
}

int
main(void)
{
	struct lexicon		*lex;
	struct faults		 f;
	struct rng		 rng;
	char			 err[512], *text;
	size_t			 len;
	unsigned long long	 seed;
	FILE			*fp;
	int			 fd, players, stand, version;

	if ((fd = mkstemp(path)) < 0)
		return 1;
	if ((lex = lexicon_open("en_US", "control-word", err,
	    sizeof(err))) == NULL) {
		printf("Bail out! %s\n", err);
		return 1;
	}
	memset(&f, 0, sizeof(f));
	for (seed = 1; seed <= GAMES; seed++) {
		players = 2 + (int)(seed % 3);
		rng_seed(&rng, seed);
		text = NULL;
		if ((fp = open_memstream(&text, &len)) == NULL)
			abort();
		stand = seed % STAND == 0;
		version = seed % LATER == 0 ? CW_RULES_2018_04_04 :
		    CW_RULES_2018_03;
		f.later += version == CW_RULES_2018_04_04;
		if (!cw_random_game(fp, &rng, lex, players, version, stand, err,
		    sizeof(err)))
			fault(&f, &f.illegal, seed, err);
		fclose(fp);
		check_game(text, len, seed, stand, lex, &f);
		free(text);
	}
	if (f.first[0] != '\0')
		printf("# first fault: %s\n", f.first);
	tap_is_int(f.illegal, 0, "%d random games of 2, 3 and 4 players, one "
	    "in %d letting unchallenged words stand: every event legal",
	    GAMES, STAND);
	tap_ok(f.later > 0 && f.later < GAMES, "%d of them by the rules of "
	    "2018-04-04", f.later);
	tap_ok(f.pairs > 0, "%d replacement turns of two squares", f.pairs);
	tap_ok(f.listed_pairs > 0, "%d of them found in the generator's "
	    "listing", f.listed_pairs);
	tap_is_int(f.unfinished, 0, "every game ends after its last round");
	tap_is_int(f.points, 0, "every play and replacement turn is one the "
	    "generator lists");
	tap_is_int(f.in_play, 0, "points in play: the sum of the plays' "
	    "points as listed");
	tap_is_int(f.penalties, 0, "penalty tokens: 2 for each redraw after "
	    "a turn's first");
	tap_is_int(f.total, 0, "each total: in play, plus the end table, less "
	    "5 a token");
	tap_is_int(f.result, 0, "each Result tag names the winner");
	tap_is_int(f.written, 0, "each record written back: the same bytes");
	lexicon_free(lex);
	cw_words_close_all();
	unlink(path);
	return tap_done();
}
