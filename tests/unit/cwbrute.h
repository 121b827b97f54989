/*
 * cwbrute.h: every play of a rack on a Control Word board by the plain
 * way: every span of every row and column near the tiles, every ordering
 * of the rack's letters on its empty squares, each checked by the
 * placement rule and every word it forms looked up in the lexicon.  The
 * unit test compares lib/cw/play.c with it; the bench times both.
 * Also the racks and the positions both use.  Included by one file each:
 * everything here is static.
 */
#ifndef REFKIT_TESTS_CWBRUTE_H
#define REFKIT_TESTS_CWBRUTE_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "letterboard.h"
#include "lexicon.h"
#include "record.h"
#include "rng.h"
#include "verdict.h"
#include "cw/game.h"
#include "cw/play.h"
#include "cw/score.h"

struct brute {
	struct letterboard	 board;		/* a copy, tiles tried on it */
	const struct lexicon	*lex;
	const struct cw_player	*p;
	int			 version;
	enum lb_dir		 dir;
	int			 col, row;	/* the span's first square */
	int			 len;
	int			 empty[LB_MAXPLAY];	/* offsets of its empty
							   squares */
	int			 nempty;
	char			 letter[LB_MAXPLAY];	/* put on them */
	unsigned int		 left[CW_LETTERS];	/* the rack's rest */
	void			 (*fn)(const struct cw_move *, void *);
	void			*arg;
	size_t			 count;
};

/* The square at offset k of the span. */
static void
brute_square(const struct brute *br, int k, int *col, int *row)
{
	*col = br->col + (br->dir == LB_ACROSS ? k : 0);
	*row = br->row + (br->dir == LB_DOWN ? k : 0);
}

/* Try the letters chosen on the span's empty squares: a play or not. */
static void
brute_try(struct brute *br)
{
	struct lb_place	 place[LB_MAXPLAY];
	struct lb_word	 w[LB_MAXWORDS];
	struct cw_move	 m;
	char		 buf[LEXICON_MAXLEN + 1];
	unsigned int	 own[CW_LETTERS];
	int		 i, k, L, c, r, nw, ok = 1;

	for (L = 0; L < CW_LETTERS; L++)
		own[L] = br->p->own.n[L];
	memset(&m, 0, sizeof(m));
	m.kind = 'p';
	m.play.col = br->col;
	m.play.row = br->row;
	m.play.dir = br->dir;
	m.play.len = br->len;
	for (k = 0, i = 0; k < br->len; k++) {
		brute_square(br, k, &c, &r);
		if (i < br->nempty && br->empty[i] == k) {
			place[i].col = c;
			place[i].row = r;
			L = br->letter[i] - 'A';
			m.play.letter[k] = br->letter[i];
			m.play.kind[k] = own[L] > 0 ? CW_OWN : CW_BLUE_TILE;
			if (own[L] > 0)
				own[L]--;
			place[i].letter = br->letter[i];
			place[i].tag = (unsigned char)(m.play.kind[k] ==
			    CW_OWN ? br->p->color : CW_BLUE);
			i++;
		} else {
			m.play.letter[k] = lb_get(&br->board, c, r).letter;
			m.play.kind[k] = CW_DOWN;
		}
	}
	if (lb_check_play(&br->board, place, br->nempty) != LB_OK)
		return;
	/* One tile making a word across is the across line's play. */
	if (br->dir == LB_DOWN && br->nempty == 1 &&
	    (lb_get(&br->board, place[0].col - 1, place[0].row).letter ||
	    lb_get(&br->board, place[0].col + 1, place[0].row).letter))
		return;
	for (i = 0; i < br->nempty; i++)
		(void)lb_put(&br->board, place[i].col, place[i].row,
		    place[i].letter, place[i].tag);
	nw = lb_play_words(&br->board, place, br->nempty, br->dir, w);
	for (i = 0; i < nw && ok; i++) {
		if (w[i].len > LEXICON_MAXLEN) {
			ok = 0;
			break;
		}
		lb_word_letters(&br->board, &w[i], buf);
		ok = lexicon_has(br->lex, buf, (size_t)w[i].len);
		m.points += cw_score_played(buf, (size_t)w[i].len,
		    (enum cw_rules_version)br->version);
	}
	for (i = 0; i < br->nempty; i++)
		lb_remove(&br->board, place[i].col, place[i].row);
	if (!ok || nw == 0)
		return;
	br->count++;
	br->fn(&m, br->arg);
}

/* Every ordering of the rack's letters on the empty squares from i on. */
static void
brute_fill(struct brute *br, int i)
{
	int	 L;

	if (i == br->nempty) {
		brute_try(br);
		return;
	}
	for (L = 0; L < CW_LETTERS; L++) {
		if (br->left[L] == 0)
			continue;
		br->left[L]--;
		br->letter[i] = (char)('A' + L);
		brute_fill(br, i + 1);
		br->left[L]++;
	}
}

/*
 * Call fn on every play of the player's rack on board b, found the plain
 * way; returns how many.
 */
static size_t
brute_plays(const struct letterboard *b, const struct lexicon *lex,
    const struct cw_player *p, int version,
    void (*fn)(const struct cw_move *, void *), void *arg)
{
	struct brute	 br;
	int		 rack, margin, line, start, len, k, c, r, lo, hi, L;

	memset(&br, 0, sizeof(br));
	lb_copy(&br.board, b);
	br.lex = lex;
	br.p = p;
	br.version = version;
	br.fn = fn;
	br.arg = arg;
	rack = p->own.total + p->blue.total;
	margin = rack + 1;
	for (br.dir = LB_ACROSS; (int)br.dir <= LB_DOWN; br.dir++) {
		/* A play touches a tile: its line is one through the tiles
		 * or beside them. */
		lo = br.dir == LB_ACROSS ? b->row0 - 1 : b->col0 - 1;
		hi = br.dir == LB_ACROSS ? b->row0 + b->rows : b->col0 + b->cols;
		for (line = lo; line <= hi; line++)
		for (start = (br.dir == LB_ACROSS ? b->col0 : b->row0) - margin;
		    start <= (br.dir == LB_ACROSS ? b->col0 + b->cols :
		    b->row0 + b->rows) + margin; start++)
		for (len = 2; len <= LEXICON_MAXLEN; len++) {
			br.col = br.dir == LB_ACROSS ? start : line;
			br.row = br.dir == LB_ACROSS ? line : start;
			br.len = len;
			brute_square(&br, -1, &c, &r);
			if (lb_get(b, c, r).letter != '\0')
				break;
			brute_square(&br, len, &c, &r);
			if (lb_get(b, c, r).letter != '\0')
				continue;
			br.nempty = 0;
			for (k = 0; k < len && br.nempty <= rack; k++) {
				brute_square(&br, k, &c, &r);
				if (lb_get(b, c, r).letter == '\0' &&
				    br.nempty < LB_MAXPLAY)
					br.empty[br.nempty++] = k;
			}
			if (br.nempty > rack)
				break;
			if (br.nempty == 0)
				continue;
			for (L = 0; L < CW_LETTERS; L++)
				br.left[L] = (unsigned int)p->own.n[L] +
				    p->blue.n[L];
			brute_fill(&br, 0);
		}
	}
	lb_free(&br.board);
	return br.count;
}

/* A rack of own tiles and blue ones drawn from full bags. */
static void
brute_deal(struct rng *rng, struct cw_player *p, int own, int blue)
{
	struct cw_bag	 bag;
	uint64_t	 k;
	int		 i, L;

	cw_bag_empty(&p->own);
	cw_bag_empty(&p->blue);
	cw_bag_fill(&bag);
	for (i = 0; i < own + blue; i++) {
		k = rng_below(rng, (uint64_t)bag.total);
		for (L = 0; k >= bag.n[L]; L++)
			k -= bag.n[L];
		bag.n[L]--;
		bag.total--;
		cw_bag_add(i < own ? &p->own : &p->blue, (char)('A' + L));
	}
}

/* Put a play's new tiles on the board, as if it were played. */
static void
brute_put(struct cw_game *g, const struct cw_move *m)
{
	const struct cw_play	*pl = &m->play;
	int			 k;

	for (k = 0; k < pl->len; k++)
		if (pl->kind[k] != CW_DOWN)
			(void)lb_put(&g->board, pl->col + (pl->dir ==
			    LB_ACROSS ? k : 0), pl->row + (pl->dir == LB_DOWN ?
			    k : 0), pl->letter[k], (unsigned char)(pl->kind[k]
			    == CW_OWN ? CW_RED : CW_BLUE));
}

/*
 * Begin a two-player game on mat under version (-1: the default), ann to
 * play in round 1's word phase; NULL and the message in err if it cannot
 * begin.  rec and tag (3 of them) must outlive the game.
 */
static struct cw_game *
brute_begin(struct cw_game *g, struct rec_game *rec, struct rec_tag tag[3],
    const char *mat, int version, char *err, size_t errsize)
{
	struct cw_options	 opt;
	struct verdict		 v;

	memset(rec, 0, sizeof(*rec));
	memset(tag, 0, 3 * sizeof(*tag));
	tag[0].name = "Game", tag[0].value = "control-word";
	tag[1].name = "Players", tag[1].value = "ann:red bob:black";
	tag[2].name = "Mat", tag[2].value = mat;
	rec->ntags = 3;
	rec->tags = tag;
	cw_options_init(&opt);
	opt.version = version;
	if (!cw_game_begin(g, rec, &opt, &v)) {
		snprintf(err, errsize, "%s", v.text);
		cw_game_free(g);
		return NULL;
	}
	g->phase = CW_WORDS;
	g->round = 1;
	g->first = 0;
	g->turn = 0;
	return g;
}

#endif
