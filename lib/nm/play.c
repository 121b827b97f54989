/*
 * play.c: every legal next event of a NetMatch position, and random
 * legal games.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "rng.h"
#include "board.h"
#include "cards.h"
#include "deal.h"
#include "game.h"
#include "network.h"
#include "play.h"
#include "rules.h"

/* One turn in GAMBLE is a word gambit in a random game. */
#define GAMBLE		200

/* What each_move_next() passes on. */
struct relay {
	const struct nm_pos	*p;
	int			(*fn)(const struct nm_next *, void *);
	void			*arg;
};

/* An event of the player on turn in p, of the given kind, into *e. */
static void
next_init(struct nm_next *e, const struct nm_pos *p, enum nm_kind kind)
{
	memset(e, 0, sizeof(*e));
	e->turn = p->turn;
	e->player = p->to_move;
	e->kind = kind;
}

/* Pass a move on as an event: for nm_each_move(). */
static int
each_move_next(const struct nm_move *m, void *arg)
{
	const struct relay	*r = arg;
	struct nm_next		 e;

	next_init(&e, r->p, NM_EV_MOVE);
	e.move = *m;
	return r->fn(&e, r->arg);
}

/*
 * The events that begin p's turn: its moves (or a pass), then a gambit
 * if the setup knows the words to judge it by.
 */
static int
each_start(const struct nm_setup *s, const struct nm_pos *p,
    int (*fn)(const struct nm_next *, void *), void *arg)
{
	struct relay	 r = { p, fn, arg };
	struct nm_next	 e;
	struct nm_move	 m;
	int		 rc;

	if (!nm_find_move(s, p, &m)) {
		next_init(&e, p, NM_EV_PASS);
		if ((rc = fn(&e, arg)) != 0)
			return rc;
	} else if ((rc = nm_each_move(s, p, each_move_next, &r)) != 0)
		return rc;
	if (s->word[s->players.p[p->to_move].color[0]][0] == '\0')
		return 0;	/* no Words tag to judge a gambit by */
	next_init(&e, p, NM_EV_GAMBIT);
	e.wrong = -1;
	return fn(&e, arg);
}

/* The events after p's move or pass: its matches, then its tokens. */
static int
each_match(const struct nm_setup *s, const struct nm_pos *p,
    int (*fn)(const struct nm_next *, void *), void *arg)
{
	const struct player	*pl = &s->players.p[p->to_move];
	struct nm_fault		 f;
	struct nm_next		 e;
	int			 i, k, c, rc;

	for (i = 0; i < s->net->nnodes; i++) {
		if (!nm_check_match(s, p, i, &f))
			continue;
		next_init(&e, p, NM_EV_MATCH);
		e.node = i;
		if ((rc = fn(&e, arg)) != 0)
			return rc;
	}
	for (k = 0; k < pl->ncolors; k++)
		for (i = 0; i < NM_NSYMBOLS; i++) {
			c = pl->color[k];
			if (nm_check_reveal(s, p, &c, i, &f) != 1)
				continue;
			next_init(&e, p, NM_EV_REVEAL);
			e.color = c;
			e.symbol = i;
			if ((rc = fn(&e, arg)) != 0)
				return rc;
		}
	return 0;
}

int
nm_each_next(const struct nm_setup *s, const struct nm_pos *p,
    int (*fn)(const struct nm_next *, void *), void *arg)
{
	struct nm_pos	 next;
	int		 rc;

	if (nm_over(p))
		return 0;
	if (p->phase == NM_PHASE_START)
		return each_start(s, p, fn, arg);
	if (p->phase != NM_PHASE_GAMBIT &&
	    (rc = each_match(s, p, fn, arg)) != 0)
		return rc;
	next = *p;
	nm_next_turn(s, &next);
	return each_start(s, &next, fn, arg);
}

/* The words of a gambit, "BEAR" or "BEAR+TONE", into buf. */
static void
gambit_text(const struct nm_setup *s, const struct nm_next *e, char *buf,
    size_t size)
{
	const struct player	*pl = &s->players.p[e->player];
	const char		*w[2];
	int			 k;

	for (k = 0; k < pl->ncolors; k++)
		w[k] = e->wrong < 0 ? "WORD" : e->wrong > 0 && k == 0 ?
		    nm_cards[e->wrong - 1] : s->word[pl->color[k]];
	snprintf(buf, size, "%s%s%s", w[0], pl->ncolors == 2 ? "+" : "",
	    pl->ncolors == 2 ? w[1] : "");
}

void
nm_next_text(const struct nm_setup *s, const struct nm_next *e, char *buf,
    size_t size)
{
	const struct nm_network	*net = s->net;
	char			 words[2 * NM_WORDLEN + 2];

	switch (e->kind) {
	case NM_EV_MOVE:
		snprintf(buf, size, "move %s-%s", net->node[e->move.from],
		    net->node[e->move.to]);
		break;
	case NM_EV_MATCH:
		snprintf(buf, size, "match %s", net->node[e->node]);
		break;
	case NM_EV_REVEAL:
		if (s->players.p[e->player].ncolors == 2)
			snprintf(buf, size, "reveal %s:%s", nm_colors[e->color],
			    nm_symbols[e->symbol]);
		else
			snprintf(buf, size, "reveal %s",
			    nm_symbols[e->symbol]);
		break;
	case NM_EV_GAMBIT:
		gambit_text(s, e, words, sizeof(words));
		snprintf(buf, size, "gambit %s", words);
		break;
	case NM_EV_PASS:
		snprintf(buf, size, "pass");
		break;
	}
}

/* The words of a gambit drawn, right or wrong, into w. */
static void
gambit_words(const struct nm_setup *s, const struct nm_next *e,
    const char *w[2])
{
	const struct player	*pl = &s->players.p[e->player];
	int			 k;

	for (k = 0; k < pl->ncolors; k++)
		w[k] = e->wrong > 0 && k == 0 ? nm_cards[e->wrong - 1] :
		    s->word[pl->color[k]];
}

void
nm_next_apply(const struct nm_setup *s, struct nm_pos *p,
    const struct nm_next *e)
{
	const char	*w[2];

	if (e->turn != p->turn)
		nm_next_turn(s, p);
	switch (e->kind) {
	case NM_EV_MOVE:
		nm_apply_move(p, &e->move);
		break;
	case NM_EV_MATCH:
		nm_apply_match(p, e->node);
		break;
	case NM_EV_REVEAL:
		nm_apply_reveal(s, p, e->color, e->symbol);
		break;
	case NM_EV_GAMBIT:
		gambit_words(s, e, w);
		nm_apply_gambit(s, p, w);
		break;
	case NM_EV_PASS:
		nm_apply_pass(p);
		break;
	}
}

/* Append the event to the transcript. */
static void
record(struct nm_transcript *t, const struct nm_next *e)
{
	if (t->n == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 256;
		t->ev = xreallocarray(t->ev, t->cap, sizeof(*t->ev));
	}
	t->ev[t->n++] = *e;
}

/* Apply a match or a reveal drawn, and keep it. */
static void
play_match(const struct nm_setup *s, struct nm_pos *p,
    struct nm_transcript *t, const struct nm_next *e)
{
	if (e->kind == NM_EV_MATCH)
		nm_apply_match(p, e->node);
	else
		nm_apply_reveal(s, p, e->color, e->symbol);
	record(t, e);
}

/* Declare the matches and take the tokens the player may, at random. */
static void
random_matches(const struct nm_setup *s, struct nm_pos *p, struct rng *r,
    struct nm_transcript *t)
{
	const struct player	*pl = &s->players.p[p->to_move];
	struct nm_fault		 f;
	struct nm_next		 e;
	int			 i, k, c;

	for (i = 0; i < s->net->nnodes; i++)
		while (p->node[i].count >= 2 && rng_below(r, 4) > 0 &&
		    nm_check_match(s, p, i, &f)) {
			next_init(&e, p, NM_EV_MATCH);
			e.node = i;
			play_match(s, p, t, &e);
		}
	for (k = 0; k < pl->ncolors && !nm_over(p); k++)
		for (i = 0; i < NM_NSYMBOLS && !nm_over(p); i++) {
			c = pl->color[k];
			if (rng_below(r, 3) == 0 ||
			    nm_check_reveal(s, p, &c, i, &f) != 1)
				continue;
			next_init(&e, p, NM_EV_REVEAL);
			e.color = c;
			e.symbol = i;
			play_match(s, p, t, &e);
		}
}

/* The player on turn names their word(s), or a wrong first word. */
static void
random_gambit(const struct nm_setup *s, struct nm_pos *p, struct rng *r,
    struct nm_transcript *t)
{
	const struct player	*pl = &s->players.p[p->to_move];
	const char		*w[2];
	struct nm_next		 e;
	int			 card;

	next_init(&e, p, NM_EV_GAMBIT);
	if (rng_below(r, 2) == 1) {
		card = (int)rng_below(r, NM_NCARDS - 1);
		if (strcmp(nm_cards[card], s->word[pl->color[0]]) == 0)
			card = NM_NCARDS - 1;
		e.wrong = card + 1;
	}
	gambit_words(s, &e, w);
	nm_apply_gambit(s, p, w);
	record(t, &e);
}

/* Keep a move: for nm_each_move(). */
static int
keep_move(const struct nm_move *m, void *arg)
{
	struct nm_move	**end = arg;

	*(*end)++ = *m;
	return 0;
}

void
nm_play_random(const struct nm_deal *d, struct rng *r,
    unsigned long max_turns, struct nm_transcript *t, struct nm_pos *p)
{
	static struct nm_move	 moves[2 * NM_MAXEDGES];
	const struct nm_setup	*s = &d->setup;
	struct nm_move		*end;
	struct nm_next		 e;
	unsigned long		 n;

	nm_pos_start(p, s);
	for (n = 0; n < max_turns && !nm_over(p); n++) {
		if (n > 0)
			nm_next_turn(s, p);
		end = moves;
		(void)nm_each_move(s, p, keep_move, &end);
		if (rng_below(r, GAMBLE) == 0) {
			random_gambit(s, p, r, t);
			continue;
		}
		if (end == moves) {
			next_init(&e, p, NM_EV_PASS);
			nm_apply_pass(p);
		} else {
			next_init(&e, p, NM_EV_MOVE);
			e.move = moves[rng_below(r, (uint64_t)(end - moves))];
			nm_apply_move(p, &e.move);
		}
		record(t, &e);
		random_matches(s, p, r, t);
	}
}

void
nm_transcript_write(FILE *fp, const struct nm_deal *d,
    const struct nm_transcript *t, const struct nm_pos *p)
{
	const struct nm_setup	*s = &d->setup;
	char			 text[64];
	size_t			 i;

	nm_deal_write(fp, d, NULL, NM_DEAL_SECRETS);
	if (nm_over(p))
		fprintf(fp, "[Result \"%s\"]\n",
		    s->players.p[p->end.winner].name);
	for (i = 0; i < t->n; i++) {
		nm_next_text(s, &t->ev[i], text, sizeof(text));
		fprintf(fp, "%lu %s %s\n", t->ev[i].turn,
		    s->players.p[t->ev[i].player].name, text);
	}
}

void
nm_transcript_free(struct nm_transcript *t)
{
	free(t->ev);
	memset(t, 0, sizeof(*t));
}
