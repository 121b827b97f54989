/*
 * cwtally.c: unit tests of the final table's count of the words on the
 * board (cw_game_result(), lib/cw/game.c), which adds each tile's units
 * from tables by its tag and letter: on random boards of random tiles,
 * any byte for a letter and any tag, each player's words, points and
 * bonuses are those of cw_word_control() on each word's letters and
 * colors read from the board, under both rules.
 */
#include <stdio.h>
#include <string.h>

#include "letterboard.h"
#include "rng.h"
#include "cw/game.h"
#include "cw/score.h"
#include "tap.h"

#define BOARDS	4000

/* Each color's words, points and bonuses, the words one by one. */
struct by_color {
	enum cw_rules_version	 rules;
	int			 words[CW_NCOLORS];
	int			 points[CW_NCOLORS];
	int			 bonus[CW_NCOLORS];
};

/* Count a word for its holder, by cw_word_control(), the way of record. */
static void
add_word(const struct letterboard *b, const struct lb_word *w, void *arg)
{
	struct by_color		*t = arg;
	struct lb_tile		 tile[128];	/* a word spans 94 at most */
	struct cw_control	 c;
	unsigned char		 colors[CW_MAXWORD];
	char			 letters[CW_MAXWORD];
	int			 k, len = w->len > CW_MAXWORD ? CW_MAXWORD :
				    w->len;

	lb_word_tiles(b, w, tile);
	for (k = 0; k < len; k++) {
		letters[k] = tile[k].letter;
		colors[k] = tile[k].tag;
	}
	cw_word_control(letters, colors, (size_t)len, t->rules, &c);
	if (c.color < 0)
		return;
	t->words[c.color]++;
	t->points[c.color] += c.points;
	t->bonus[c.color] += c.bonus;
}

/* Whether the result's words are those of the board, one by one. */
static int
same_words(const struct cw_game *g, const struct cw_result *r)
{
	struct by_color	 t;
	int		 k, color;

	memset(&t, 0, sizeof(t));
	t.rules = (enum cw_rules_version)g->version;
	(void)lb_each_word(&g->board, add_word, &t);
	for (k = 0; k < g->n; k++) {
		color = g->p[k].color;
		if (r->s[k].words != t.words[color] ||
		    r->s[k].word_points != t.points[color] ||
		    r->s[k].word_bonus != t.bonus[color])
			return 0;
	}
	return 1;
}

/* A random letter: most often a capital, at times any byte but NUL. */
static char
random_letter(struct rng *r)
{
	static const char	 rare[] = "JQXZjqxz";

	switch (rng_below(r, 4)) {
	case 0:
		return rare[rng_below(r, 8)];
	case 1:
		return (char)(1 + rng_below(r, 255));
	default:
		return (char)('A' + rng_below(r, 26));
	}
}

static void
test_random_boards(void)
{
	static struct cw_game	 g;
	struct cw_result	 got;
	struct rng		 r;
	int			 i, k, n, len, c, row, bad = 0, held = 0;

	rng_seed(&r, 5);
	for (i = 0; i < BOARDS; i++) {
		memset(&g, 0, sizeof(g));
		lb_init(&g.board);
		g.version = (int)rng_below(&r, 2);
		g.n = 2 + (int)rng_below(&r, 3);
		for (k = 0; k < g.n; k++) {
			g.p[k].color = (k + i) % CW_NPLAYER_COLORS;
			g.p[k].points = (int)rng_below(&r, 50);
			g.p[k].penalties = (int)rng_below(&r, 3);
		}
		n = 1 + (int)rng_below(&r, 30);
		for (k = 0; k < n; k++) {
			c = (int)rng_below(&r, 14);
			row = (int)rng_below(&r, 14);
			len = rng_below(&r, 50) == 0 ? 60 + (int)rng_below(&r,
			    20) : 1 + (int)rng_below(&r, 7);
			while (len-- > 0)
				(void)lb_put(&g.board, k % 2 ? c++ : c,
				    k % 2 ? row : row++, random_letter(&r),
				    (unsigned char)(rng_below(&r, 8) == 0 ?
				    rng_below(&r, 256) : rng_below(&r,
				    CW_NCOLORS)));
		}
		cw_game_result(&g, &got);
		for (k = 0; k < g.n; k++)
			held += got.s[k].words;
		if (!same_words(&g, &got) && bad++ < 5)
			printf("#   board %d: the tables' count differs\n", i);
		lb_free(&g.board);
	}
	tap_is_int(bad, 0, "%d random boards: each player's words, points "
	    "and bonuses as the words one by one make them", BOARDS);
	tap_ok(held > BOARDS, "%d words held by players among them", held);
}

int
main(void)
{
	test_random_boards();
	return tap_done();
}
