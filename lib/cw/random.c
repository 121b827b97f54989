/*
 * random.c: seeded random legal games of Control Word, written as
 * records.  Every event goes through the game's rules (lib/cw/rules.h)
 * before it is written; one the rules refuse is an internal error.
 *
 * The draws: the mat from 1 to 6, the rounds from 1 to 4, lots and tiles
 * drawn from the bags as they hold them, the die by its faces (by the
 * rules of 2018-04-04 both dice, the draw die's faces theirs).  In the
 * word phase a player swaps a tile for a blue one (1 in 6), redraws (1 in
 * 10, and again 1 in 10), then plays one of cw_list_moves() or passes (1
 * in 8, or when there is no play); in the replacement phase makes one of
 * the listed replacement turns, of one square or two (1 in 2), or passes.
 * The listing keeps the rules of 2018-04-04: round 1's first word uses a
 * mat tile, a turn replaces no more squares than the replacement die.
 * After a play or a replacement another player challenges it 1 time in
 * 5 (wrongly: every word is checked as it is formed).  Under the rule
 * that unchallenged words stand, a play changes one of its new letters
 * for another of the rack 1 time in 6, which mostly makes a word no word,
 * and a play that formed one is challenged 1 time in 2 (rightly: it is
 * withdrawn, and its player acts again).  No draws are written after the last round.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "record.h"
#include "rng.h"
#include "verdict.h"
#include "cw/bag.h"
#include "cw/game.h"
#include "cw/mat.h"
#include "cw/play.h"
#include "cw/rules.h"

#define MAXROUNDS	4

static const char *const names[CW_MAXPLAYERS] = { "ann", "bob", "cy", "dee" };
static const int colors[CW_MAXPLAYERS] = {
	CW_RED, CW_BLACK, CW_WHITE, CW_GREEN
};
static const int draw_die[6] = { 6, 7, 7, 7, 8, 9 };
static const int draw_die_2018[6] = { 6, 7, 7, 8, 8, 9 };
static const int replace_die[6] = { 2, 3, 3, 4, 4, 5 };

/* A game being made: its state, where its events go, what went wrong. */
struct making {
	struct cw_game	 g;
	struct rng	*rng;
	const struct lexicon *lex;
	FILE		*out;		/* the events, written after the tags */
	struct verdict	 v;
	struct pos	 at;
	int		 failed;
	int		 unchallenged_stand;
};

/* Write an event, after the rules have taken it (ok), or fail. */
static void
event(struct making *mk, int ok, const char *actor, const char *fmt, ...)
{
	va_list	 ap;

	if (!ok) {
		mk->failed = 1;
		return;
	}
	fprintf(mk->out, "%d %s ", mk->g.round, actor);
	va_start(ap, fmt);
	vfprintf(mk->out, fmt, ap);
	va_end(ap);
	putc('\n', mk->out);
}

/* Take a tile at random from a bag, each tile equally likely. */
static char
take_tile(struct rng *rng, struct cw_bag *bag)
{
	uint64_t	 k = rng_below(rng, (uint64_t)bag->total);
	int		 L;

	for (L = 0; k >= bag->n[L]; L++)
		k -= bag->n[L];
	bag->n[L]--;
	bag->total--;
	return (char)('A' + L);
}

/* Draw n tiles at random from a copy of bag into buf (n + 1 bytes). */
static void
draw_tiles(struct rng *rng, struct cw_bag bag, int n, char *buf)
{
	int	 i;

	for (i = 0; i < n; i++)
		buf[i] = take_tile(rng, &bag);
	buf[n] = '\0';
}

/*
 * Roll the dice for the setup or a round: the draw die, and by the rules
 * of 2018-04-04 the replacement die; write the roll.
 */
static void
roll_dice(struct making *mk)
{
	struct cw_game	*g = &mk->g;
	int		 later = g->version == CW_RULES_2018_04_04;
	int		 roll, limit = 0;

	roll = (later ? draw_die_2018 : draw_die)[rng_below(mk->rng, 6)];
	if (later)
		limit = replace_die[rng_below(mk->rng, 6)];
	g->last.kind = 0;
	if (later)
		event(mk, cw_rule_roll(g, roll, limit, &mk->at, &mk->v),
		    "host", "roll %d %d", roll, limit);
	else
		event(mk, cw_rule_roll(g, roll, 0, &mk->at, &mk->v), "host",
		    "roll %d", roll);
}

/* Round 0: lots until one player is first, the roll, the first racks. */
static void
setup(struct making *mk)
{
	struct cw_game	*g = &mk->g;
	struct cw_bag	 bag;
	char		 tiles[CW_BAGSIZE + 1], lot;
	int		 i;

	while (g->first < 0 && !mk->failed)
		for (i = 0; i < g->n && g->first < 0; i++) {
			if (!g->p[i].in_lot || g->p[i].lot != 0)
				continue;
			bag = g->p[i].bag;
			lot = take_tile(mk->rng, &bag);
			event(mk, cw_rule_lot(g, i, lot, &mk->at, &mk->v),
			    names[i], "lot %c", lot);
		}
	roll_dice(mk);
	for (i = 0; i < g->n && !mk->failed; i++) {
		draw_tiles(mk->rng, g->p[i].bag, g->roll, tiles);
		event(mk, cw_rule_draw(g, i, tiles, &mk->at, &mk->v), names[i],
		    "draw %s", tiles);
	}
}

/* Maybe swap a tile of the player's color for a blue one. */
static void
maybe_swap(struct making *mk, int i)
{
	struct cw_game	*g = &mk->g;
	struct cw_bag	 own = g->p[i].own, blue = g->blue;
	char		 back, in;

	if (rng_below(mk->rng, 6) != 0 || own.total == 0)
		return;
	back = take_tile(mk->rng, &own);
	in = (char)(take_tile(mk->rng, &blue) - 'A' + 'a');
	g->last.kind = 0;
	/* A consonant the penalty tokens took is refused: no swap then. */
	if (cw_rule_swap(g, i, back, in, &mk->at, &mk->v))
		event(mk, 1, names[i], "swap %c %c", back, in);
}

/* Maybe redraw the rack, once or twice. */
static void
maybe_redraw(struct making *mk, int i)
{
	struct cw_game	*g = &mk->g;
	struct cw_player *p = &g->p[i];
	struct cw_bag	 bag, own;
	char		 tiles[CW_BAGSIZE + 1];
	int		 k, due;

	if (p->withdrawn)	/* the turn has begun: no redraw */
		return;
	for (k = 0; k < 2 && rng_below(mk->rng, 10) == 0; k++) {
		bag = p->bag;
		own = p->own;
		cw_bag_pour(&bag, &own);
		due = g->roll - 2;
		if (g->version == CW_RULES_2018_04_04 && due < 5)
			due = 5;
		due -= p->blue.total;
		if (due < 0)
			due = 0;
		if (due > bag.total)
			due = bag.total;
		draw_tiles(mk->rng, bag, due, tiles);
		g->last.kind = 0;
		event(mk, cw_rule_redraw(g, i, tiles, &mk->at, &mk->v),
		    names[i], "redraw %s", tiles);
	}
}

/* Maybe have another player challenge the turn just taken. */
static void
maybe_challenge(struct making *mk, int i)
{
	struct cw_game	*g = &mk->g;
	int		 who;

	if (rng_below(mk->rng, g->last.bad ? 2 : 5) != 0)
		return;
	who = (i + 1 + (int)rng_below(mk->rng, (uint64_t)(g->n - 1))) % g->n;
	event(mk, cw_rule_challenge(g, who, &mk->at, &mk->v), names[who],
	    "challenge");
}

/*
 * Change one new letter of a play for another the rack holds as the
 * player's own, if there is one: the words it forms may be none.
 */
static void
misspell(struct making *mk, const struct cw_player *p, struct cw_play *pl)
{
	struct cw_bag	 left = p->own;
	char		 lacking;
	int		 k, L, at = -1, n = 0;

	for (k = 0; k < pl->len; k++)
		if (pl->kind[k] == CW_OWN) {
			(void)cw_bag_take(&left, &pl->letter[k], 1, &lacking);
			if (rng_below(mk->rng, (uint64_t)++n) == 0)
				at = k;
		}
	if (at < 0 || left.total == 0)
		return;
	for (L = 0; left.n[L] == 0; L++)
		continue;
	pl->letter[at] = (char)('A' + L);
}

/* The turn of the player to act in the word or replacement phase. */
static void
turn(struct making *mk)
{
	struct cw_game	*g = &mk->g;
	struct cw_move	*m;
	struct cw_play	 pl;
	struct cw_replace r;
	char		 text[CW_MOVE_TEXT];
	size_t		 n, k;
	int		 i = cw_to_act(g), words = g->phase == CW_WORDS, ok, j;

	if (words) {
		maybe_swap(mk, i);
		maybe_redraw(mk, i);
	}
	m = cw_list_moves(g, mk->lex, &n);
	g->last.kind = 0;
	if (n == 0 || rng_below(mk->rng, words ? 8 : 2) == 0) {
		free(m);
		event(mk, cw_rule_pass(g, i, &mk->at, &mk->v), names[i],
		    "pass");
		return;
	}
	k = (size_t)rng_below(mk->rng, n);
	cw_move_text(&m[k], text, sizeof(text));
	if (words) {
		memset(&pl, 0, sizeof(pl));
		pl = m[k].play;
		if (mk->unchallenged_stand && rng_below(mk->rng, 6) == 0) {
			misspell(mk, &g->p[i], &pl);
			cw_play_text(&pl, text, sizeof(text));
		}
		ok = cw_rule_play(g, i, &pl, &mk->at, &mk->v);
		event(mk, ok, names[i], "play %s", text);
	} else {
		memset(&r, 0, sizeof(r));
		r.n = m[k].n;
		for (j = 0; j < r.n; j++) {
			r.col[j] = m[k].col[j];
			r.row[j] = m[k].row[j];
			r.letter[j] = m[k].letter[j];
		}
		ok = cw_rule_replace(g, i, &r, &mk->at, &mk->v);
		event(mk, ok, names[i], "replace %s", text);
	}
	free(m);
	if (ok)
		maybe_challenge(mk, i);
}

/* The round's roll, its two phases and its draws. */
static void
round_of(struct making *mk)
{
	struct cw_game	*g = &mk->g;
	char		 tiles[CW_BAGSIZE + 1];
	int		 i, due;

	roll_dice(mk);
	while (!mk->failed && (g->phase == CW_WORDS || g->phase == CW_REPLACE))
		turn(mk);
	if (mk->failed || g->phase != CW_DRAWS)
		return;
	for (i = 0; i < g->n; i++) {
		due = g->roll - g->p[i].own.total - g->p[i].blue.total;
		if (due > g->p[i].bag.total)
			due = g->p[i].bag.total;
		if (due <= 0)
			continue;
		draw_tiles(mk->rng, g->p[i].bag, due, tiles);
		g->last.kind = 0;
		event(mk, cw_rule_draw(g, i, tiles, &mk->at, &mk->v), names[i],
		    "draw %s", tiles);
	}
}

/* The winner's name for the Result tag, or "tie". */
static const char *
result_of(const struct cw_game *g)
{
	struct cw_result	 res;
	int			 i;

	cw_game_result(g, &res);
	if (res.decided == CW_SHARED)
		return "tie";
	for (i = 0; i < g->n; i++)
		if (res.s[i].winner)
			return names[i];
	return "tie";
}

int
cw_random_game(FILE *fp, struct rng *rng, const struct lexicon *lex,
    int nplayers, int version, int unchallenged_stand, char *err,
    size_t errsize)
{
	struct making	 mk;
	struct rec_tag	 tag[5];
	struct rec_game	 rec;
	struct cw_options opt;
	char		 players[CW_MAXPLAYERS * 16], mat[2], rounds[2];
	char		*events = NULL;
	size_t		 len = 0, n = 0;
	int		 i;

	memset(&mk, 0, sizeof(mk));
	mk.rng = rng;
	mk.lex = lex;
	mk.at.file = "cw_random_game";
	mk.unchallenged_stand = unchallenged_stand;
	players[0] = '\0';
	for (i = 0; i < nplayers; i++)
		n += (size_t)snprintf(players + n, sizeof(players) - n, "%s%s:%s",
		    i ? " " : "", names[i], cw_color_name[colors[i]]);
	mat[0] = (char)('1' + rng_below(rng, CW_NMATS));
	rounds[0] = (char)('1' + rng_below(rng, MAXROUNDS));
	mat[1] = rounds[1] = '\0';
	memset(tag, 0, sizeof(tag));
	memset(&rec, 0, sizeof(rec));
	tag[0].name = "Game", tag[0].value = "control-word";
	tag[1].name = "Players", tag[1].value = players;
	tag[2].name = "Mat", tag[2].value = mat;
	tag[3].name = "Rounds", tag[3].value = rounds;
	rec.ntags = 4;
	if (version == CW_RULES_2018_04_04) {
		tag[4].name = "Rules";
		tag[4].value = cw_version_name(version);
		rec.ntags = 5;
	}
	rec.tags = tag;
	rec.pos = mk.at;
	cw_options_init(&opt);
	opt.unchallenged_stand = unchallenged_stand;
	if (!cw_game_begin(&mk.g, &rec, &opt, &mk.v)) {
		snprintf(err, errsize, "%s", mk.v.text);
		cw_game_free(&mk.g);
		return 0;
	}
	if ((mk.out = open_memstream(&events, &len)) == NULL)
		diag_fatal("open_memstream: out of memory");
	setup(&mk);
	while (!mk.failed && !cw_game_over(&mk.g))
		round_of(&mk);
	if (fclose(mk.out) != 0)
		diag_fatal("open_memstream: out of memory");
	if (mk.failed) {
		snprintf(err, errsize, "internal error: the rules refuse an "
		    "event of a random game: %s", mk.v.text);
		free(events);
		cw_game_free(&mk.g);
		return 0;
	}
	for (i = 0; i < (int)rec.ntags; i++)
		fprintf(fp, "[%s \"%s\"]\n", tag[i].name, tag[i].value);
	fprintf(fp, "[Result \"%s\"]\n", result_of(&mk.g));
	fwrite(events, 1, len, fp);
	free(events);
	cw_game_free(&mk.g);
	return 1;
}
