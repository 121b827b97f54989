/*
 * play.c: every legal play and replacement turn of one or two squares of
 * the player on turn (see play.h for the readings taken).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "letterboard.h"
#include "lexicon.h"
#include "wordsearch.h"
#include "cw/game.h"
#include "cw/play.h"
#include "cw/score.h"

#define CROSS_MAX	128	/* letters of a cross word looked up */

/* What the line search's callback needs. */
struct search {
	const struct cw_game	*g;
	const struct lexicon	*lex;
	struct letterboard	 board;		/* a copy to try plays on */
	const struct cw_player	*p;
	enum lb_dir		 dir;
	int			 line;		/* the row or column */
	int			 first;		/* the line's first square */
	int			 (*fn)(const struct cw_move *, void *);
	void			*arg;
	size_t			 count;
	int			 stop;
};

/* The square at position k of a line in direction dir. */
static void
square_of(enum lb_dir dir, int line, int k, int *col, int *row)
{
	*col = dir == LB_ACROSS ? k : line;
	*row = dir == LB_ACROSS ? line : k;
}

/* Whether a square holds a tile. */
static int
has_tile(const struct letterboard *b, int col, int row)
{
	return lb_get(b, col, row).letter != '\0';
}

/*
 * The letters a new tile on an empty square may take: those that make a
 * word with the tiles before and after it across dir (every letter when
 * there are none).
 */
static uint32_t
cross_set(const struct lexicon *lex, const struct letterboard *b,
    int col, int row, enum lb_dir across)
{
	char	 before[CROSS_MAX], after[CROSS_MAX];
	int	 dc = across == LB_ACROSS, dr = across == LB_DOWN;
	int	 nb = 0, na = 0, c, r, k;

	for (c = col - dc, r = row - dr; has_tile(b, c, r); c -= dc, r -= dr)
		if (++nb == CROSS_MAX)
			return 0;
	/* c, r is the empty square before the first tile. */
	for (k = 0; k < nb; k++)
		before[k] = lb_get(b, c + dc * (k + 1), r + dr * (k + 1)).letter;
	for (c = col + dc, r = row + dr; has_tile(b, c, r); c += dc, r += dr) {
		if (na == CROSS_MAX)
			return 0;
		after[na++] = lb_get(b, c, r).letter;
	}
	if (nb == 0 && na == 0)
		return LEXICON_ALL;
	return lexicon_cross_set(lex, before, (size_t)nb, after, (size_t)na);
}

/* Whether an empty square touches a tile, edge to edge. */
static int
is_anchor(const struct letterboard *b, int col, int row)
{
	return has_tile(b, col - 1, row) || has_tile(b, col + 1, row) ||
	    has_tile(b, col, row - 1) || has_tile(b, col, row + 1);
}

/* Whether every word the tiles down form through places is in lex. */
static int
words_ok(const struct search *s, const struct lb_place *place, int n,
    enum lb_dir dir, int *points)
{
	struct lb_word	 w[LB_MAXWORDS];
	char		 buf[LEXICON_MAXLEN + 1];
	int		 i, nw;

	nw = lb_play_words(&s->board, place, n, dir, w);
	*points = 0;
	for (i = 0; i < nw; i++) {
		if (w[i].len > LEXICON_MAXLEN)
			return 0;
		lb_word_letters(&s->board, &w[i], buf);
		if (!lexicon_has(s->lex, buf, (size_t)w[i].len))
			return 0;
		*points += cw_score_played(buf, (size_t)w[i].len,
		    (enum cw_rules_version)s->g->version);
	}
	return nw > 0;
}

/*
 * Turn a play of the line search into a move: the player's own tiles
 * first, blue ones for what they lack; check it again by the placement
 * rule and the lexicon and score it.  Returns 1 with *m, or 0.
 */
static int
make_play(struct search *s, const struct ws_play *wp, struct cw_move *m)
{
	struct lb_place	 place[LB_MAXPLAY];
	unsigned int	 own[CW_LETTERS];
	int		 k, n = 0, L, crosses = 0, ok;

	if (wp->len > CW_MAXWORD || wp->ntiles > LB_MAXPLAY)
		return 0;
	for (L = 0; L < CW_LETTERS; L++)
		own[L] = s->p->own.n[L];
	memset(m, 0, sizeof(*m));
	m->kind = 'p';
	square_of(s->dir, s->line, s->first + (int)wp->start, &m->play.col,
	    &m->play.row);
	m->play.dir = s->dir;
	m->play.len = (int)wp->len;
	for (k = 0; k < (int)wp->len; k++) {
		L = wp->word[k] - 'A';
		m->play.letter[k] = wp->word[k];
		if (wp->how[k] == WS_DOWN) {
			m->play.kind[k] = CW_DOWN;
			crosses = 1;
			continue;
		}
		m->play.kind[k] = own[L] > 0 ? CW_OWN : CW_BLUE_TILE;
		if (own[L] > 0)
			own[L]--;
		square_of(s->dir, s->line, s->first + (int)wp->start + k,
		    &place[n].col, &place[n].row);
		place[n].letter = wp->word[k];
		place[n++].tag = (unsigned char)(m->play.kind[k] == CW_OWN ?
		    s->p->color : CW_BLUE);
	}
	if (s->g->version == CW_RULES_2018_04_04 && s->g->round == 1 &&
	    !s->g->first_word && !crosses)
		return 0;
	if (lb_check_play(&s->board, place, n) != LB_OK)
		return 0;
	for (k = 0; k < n; k++)
		(void)lb_put(&s->board, place[k].col, place[k].row,
		    place[k].letter, place[k].tag);
	ok = words_ok(s, place, n, s->dir, &m->points);
	for (k = 0; k < n; k++)
		lb_remove(&s->board, place[k].col, place[k].row);
	return ok;
}

/* The line search's callback: one play, given on unless found twice. */
static int
found_play(const struct ws_play *wp, void *arg)
{
	struct search	*s = arg;
	struct cw_move	 m;
	size_t		 k;
	int		 col, row;

	if (s->dir == LB_DOWN && wp->ntiles == 1) {
		/* A tile with a neighbour across was listed across. */
		for (k = 0; wp->how[k] == WS_DOWN; k++)
			continue;
		square_of(s->dir, s->line, s->first + (int)(wp->start + k),
		    &col, &row);
		if (has_tile(&s->board, col - 1, row) ||
		    has_tile(&s->board, col + 1, row))
			return 0;
	}
	if (!make_play(s, wp, &m))
		return 0;
	s->count++;
	if (s->fn(&m, s->arg) != 0)
		s->stop = 1;
	return s->stop;
}

/* Search one line from square lo to hi (inclusive) for the rack's plays. */
static void
search_line(struct search *s, struct ws_square *sq, int lo, int hi,
    const struct ws_rack *rack)
{
	struct lb_tile	 t;
	int		 k, col, row;

	s->first = lo;
	for (k = lo; k <= hi; k++) {
		square_of(s->dir, s->line, k, &col, &row);
		t = lb_get(&s->board, col, row);
		sq[k - lo].letter = t.letter;
		sq[k - lo].anchor = 0;
		sq[k - lo].cross = 0;
		if (t.letter != '\0')
			continue;
		if (!lb_near(col, row)) {
			sq[k - lo].letter = 1;
			continue;
		}
		sq[k - lo].anchor = (unsigned char)is_anchor(&s->board, col,
		    row);
		sq[k - lo].cross = cross_set(s->lex, &s->board, col, row,
		    s->dir == LB_ACROSS ? LB_DOWN : LB_ACROSS);
	}
	(void)wordsearch(s->lex, sq, (size_t)(hi - lo + 1), rack, found_play,
	    s);
}

/* Every play of the player to act: each row, then each column. */
static void
each_play(struct search *s)
{
	const struct letterboard *b = &s->board;
	struct ws_square *sq;
	struct ws_rack	 rack;
	int		 L, margin, c0, c1, r0, r1, lo, hi;

	memset(&rack, 0, sizeof(rack));
	for (L = 0; L < CW_LETTERS; L++)
		rack.count[L] = (unsigned int)s->p->own.n[L] + s->p->blue.n[L];
	margin = s->p->own.total + s->p->blue.total + 1;
	if (margin == 1 || b->ntiles == 0)
		return;
	c0 = b->col0 - margin;
	c1 = b->col0 + b->cols - 1 + margin;
	r0 = b->row0 - margin;
	r1 = b->row0 + b->rows - 1 + margin;
	sq = xreallocarray(NULL, (size_t)((c1 - c0) + (r1 - r0) + 2),
	    sizeof(*sq));
	s->dir = LB_ACROSS;
	for (s->line = b->row0 - 1; !s->stop &&
	    s->line <= b->row0 + b->rows; s->line++) {
		lo = c0 < -LB_FAR ? -LB_FAR : c0;
		hi = c1 > LB_FAR ? LB_FAR : c1;
		search_line(s, sq, lo, hi, &rack);
	}
	s->dir = LB_DOWN;
	for (s->line = b->col0 - 1; !s->stop &&
	    s->line <= b->col0 + b->cols; s->line++) {
		lo = r0 < -LB_FAR ? -LB_FAR : r0;
		hi = r1 > LB_FAR ? LB_FAR : r1;
		search_line(s, sq, lo, hi, &rack);
	}
	free(sq);
}

/* Whether the word through a square along dir, if any, is in lex. */
static int
word_ok(const struct search *s, int col, int row, enum lb_dir dir)
{
	struct lb_word	 w;
	char		 buf[LEXICON_MAXLEN + 1];

	if (lb_word_at(&s->board, col, row, dir, &w) < 2)
		return 1;
	if (w.len > LEXICON_MAXLEN)
		return 0;
	lb_word_letters(&s->board, &w, buf);
	return lexicon_has(s->lex, buf, (size_t)w.len);
}

/* Whether a square may be replaced by the player: a tile not their own. */
static int
replaceable(const struct search *s, int col, int row)
{
	struct lb_tile	 t = lb_get(&s->board, col, row);

	return t.letter != '\0' && t.tag != s->p->color;
}

/* Give a replacement turn to the callback; 1 if it says stop. */
static int
give_replacement(struct search *s, struct cw_move *m)
{
	s->count++;
	if (s->fn(m, s->arg) != 0)
		s->stop = 1;
	return s->stop;
}

/* Every replacement of one square, by row, column and letter. */
static void
each_single(struct search *s)
{
	struct letterboard *b = &s->board;
	struct lb_tile	 t;
	struct cw_move	 m;
	int		 col, row, L, ok, c1 = b->col0 + b->cols;
	int		 r1 = b->row0 + b->rows;

	memset(&m, 0, sizeof(m));
	m.kind = 'r';
	m.n = 1;
	for (row = b->row0; row < r1; row++)
		for (col = b->col0; col < c1; col++) {
			if (!replaceable(s, col, row))
				continue;
			t = lb_get(b, col, row);
			for (L = 0; L < CW_LETTERS; L++) {
				if (s->p->own.n[L] == 0)
					continue;
				(void)lb_put(b, col, row, (char)('A' + L),
				    (unsigned char)s->p->color);
				ok = 'A' + L == t.letter ||
				    (word_ok(s, col, row, LB_ACROSS) &&
				    word_ok(s, col, row, LB_DOWN));
				(void)lb_put(b, col, row, t.letter, t.tag);
				if (!ok)
					continue;
				m.col[0] = col;
				m.row[0] = row;
				m.letter[0] = (char)('A' + L);
				if (give_replacement(s, &m))
					return;
			}
		}
}

/*
 * The letters of the rack a square may change to, its word across the
 * other direction than dir staying a word, into ok[].
 */
static void
changes_of(struct search *s, int col, int row, enum lb_dir dir,
    int ok[CW_LETTERS])
{
	struct lb_tile	 t = lb_get(&s->board, col, row);
	enum lb_dir	 other = dir == LB_ACROSS ? LB_DOWN : LB_ACROSS;
	int		 L;

	for (L = 0; L < CW_LETTERS; L++) {
		ok[L] = 0;
		if (s->p->own.n[L] == 0 || 'A' + L == t.letter)
			continue;
		(void)lb_put(&s->board, col, row, (char)('A' + L),
		    (unsigned char)s->p->color);
		ok[L] = word_ok(s, col, row, other);
		(void)lb_put(&s->board, col, row, t.letter, t.tag);
	}
}

/*
 * Every turn of the two squares m->col/row[0] and [1], which share the
 * word along dir: both letters changed, every word through them a word.
 */
static void
each_letter_pair(struct search *s, struct cw_move *m, enum lb_dir dir)
{
	struct lb_tile	 t0, t1;
	int		 ok0[CW_LETTERS], ok1[CW_LETTERS], L0, L1, ok;

	changes_of(s, m->col[0], m->row[0], dir, ok0);
	changes_of(s, m->col[1], m->row[1], dir, ok1);
	t0 = lb_get(&s->board, m->col[0], m->row[0]);
	t1 = lb_get(&s->board, m->col[1], m->row[1]);
	for (L0 = 0; L0 < CW_LETTERS && !s->stop; L0++)
		for (L1 = 0; ok0[L0] && L1 < CW_LETTERS && !s->stop; L1++) {
			if (!ok1[L1] || (L0 == L1 && s->p->own.n[L0] < 2))
				continue;
			(void)lb_put(&s->board, m->col[0], m->row[0],
			    (char)('A' + L0), (unsigned char)s->p->color);
			(void)lb_put(&s->board, m->col[1], m->row[1],
			    (char)('A' + L1), (unsigned char)s->p->color);
			ok = word_ok(s, m->col[0], m->row[0], dir);
			(void)lb_put(&s->board, m->col[0], m->row[0],
			    t0.letter, t0.tag);
			(void)lb_put(&s->board, m->col[1], m->row[1],
			    t1.letter, t1.tag);
			if (!ok)
				continue;
			m->letter[0] = (char)('A' + L0);
			m->letter[1] = (char)('A' + L1);
			(void)give_replacement(s, m);
		}
}

/*
 * Every replacement of two squares of one word (see play.h): for each
 * replaceable square, the replaceable squares after it in its word
 * across, then down.
 */
static void
each_pair(struct search *s)
{
	struct letterboard *b = &s->board;
	struct lb_word	 w;
	struct cw_move	 m;
	int		 col, row, d, k, dc, dr, c1 = b->col0 + b->cols;
	int		 r1 = b->row0 + b->rows;

	memset(&m, 0, sizeof(m));
	m.kind = 'r';
	m.n = 2;
	for (row = b->row0; row < r1 && !s->stop; row++)
		for (col = b->col0; col < c1 && !s->stop; col++) {
			if (!replaceable(s, col, row))
				continue;
			for (d = LB_ACROSS; d <= LB_DOWN && !s->stop; d++) {
				if (lb_word_at(b, col, row, (enum lb_dir)d,
				    &w) < 2)
					continue;
				dc = d == LB_ACROSS;
				dr = d == LB_DOWN;
				k = dc ? col - w.col : row - w.row;
				for (k++; k < w.len && !s->stop; k++) {
					m.col[0] = col;
					m.row[0] = row;
					m.col[1] = w.col + dc * k;
					m.row[1] = w.row + dr * k;
					if (replaceable(s, m.col[1], m.row[1]))
						each_letter_pair(s, &m,
						    (enum lb_dir)d);
				}
			}
		}
}

/* Every replacement turn the generator lists: one square, then two. */
static void
each_replacement(struct search *s)
{
	int	 limited = s->g->version == CW_RULES_2018_04_04;

	if (limited && s->g->limit < 1)
		return;
	each_single(s);
	if (!s->stop && (!limited || s->g->limit >= 2))
		each_pair(s);
}

size_t
cw_each_move(const struct cw_game *g, const struct lexicon *lex,
    int (*fn)(const struct cw_move *, void *), void *arg)
{
	struct search	 s;

	if (g->phase != CW_WORDS && g->phase != CW_REPLACE)
		return 0;
	memset(&s, 0, sizeof(s));
	s.g = g;
	s.lex = lex;
	s.p = &g->p[cw_to_act(g)];
	s.fn = fn;
	s.arg = arg;
	lb_copy(&s.board, &g->board);
	if (g->phase == CW_WORDS)
		each_play(&s);
	else
		each_replacement(&s);
	lb_free(&s.board);
	return s.count;
}

/* A move kept for sorting, with its text. */
struct kept {
	struct cw_move	 m;
	char		 text[CW_MOVE_TEXT];
};

struct keeping {
	struct kept	*k;
	size_t		 n, cap;
};

static int
keep_move(const struct cw_move *m, void *arg)
{
	struct keeping	*kp = arg;

	if (kp->n == kp->cap) {
		kp->cap = kp->cap ? 2 * kp->cap : 64;
		kp->k = xreallocarray(kp->k, kp->cap, sizeof(*kp->k));
	}
	kp->k[kp->n].m = *m;
	cw_move_text(m, kp->k[kp->n].text, sizeof(kp->k[kp->n].text));
	kp->n++;
	return 0;
}

/* Best score first, then in the order of the text. */
static int
by_score(const void *a, const void *b)
{
	const struct kept	*x = a, *y = b;

	if (x->m.points != y->m.points)
		return x->m.points > y->m.points ? -1 : 1;
	return strcmp(x->text, y->text);
}

struct cw_move *
cw_list_moves(const struct cw_game *g, const struct lexicon *lex, size_t *n)
{
	struct keeping	 kp;
	struct cw_move	*out;
	size_t		 i;

	memset(&kp, 0, sizeof(kp));
	(void)cw_each_move(g, lex, keep_move, &kp);
	if (kp.n > 1)
		qsort(kp.k, kp.n, sizeof(*kp.k), by_score);
	out = xreallocarray(NULL, kp.n + 1, sizeof(*out));
	for (i = 0; i < kp.n; i++)
		out[i] = kp.k[i].m;
	free(kp.k);
	*n = kp.n;
	return out;
}

void
cw_move_text(const struct cw_move *m, char *buf, size_t size)
{
	if (m->kind == 'r' && m->n == 2)
		snprintf(buf, size, "%d,%d %c %d,%d %c", m->col[0], m->row[0],
		    m->letter[0], m->col[1], m->row[1], m->letter[1]);
	else if (m->kind == 'r')
		snprintf(buf, size, "%d,%d %c", m->col[0], m->row[0],
		    m->letter[0]);
	else
		cw_play_text(&m->play, buf, size);
}
