/*
 * nmrandom.c: seeded random legal games of NetMatch, played through the
 * rules of lib/nm/rules.c on deals of lib/nm/deal.c, for 2, 3 and 4
 * players and both variations: at every step the pawns counted on the
 * board are the pawns the position says are in play, and no node holds
 * two colors or symbols; each game is written as a record and replayed by
 * lib/nm/game.c, which must find every event legal and reach the same
 * position and the same end.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "record.h"
#include "rng.h"
#include "nm/board.h"
#include "nm/deal.h"
#include "nm/game.h"
#include "nm/network.h"
#include "nm/rules.h"
#include "tap.h"

#define GAMES		300
#define MAXTURNS	1000

struct moves {
	struct nm_move	 m[2 * NM_MAXEDGES];
	int		 n;
};

/* Keep a move: for nm_each_move(). */
static int
keep(const struct nm_move *m, void *arg)
{
	struct moves	*ms = arg;

	ms->m[ms->n++] = *m;
	return 0;
}

/* Whether the pawns on the board are those the position counts. */
static int
consistent(const struct nm_setup *s, const struct nm_pos *p)
{
	int	 count[NM_NCOLORS][NM_NSYMBOLS] = { { 0 } }, i, c, k;

	for (i = 0; i < s->net->nnodes; i++) {
		if (p->node[i].count == 0)
			continue;
		c = p->node[i].color;
		k = p->node[i].symbol;
		if (c < 0 || c >= NM_NCOLORS || k < 0 || k >= NM_NSYMBOLS)
			return 0;
		count[c][k] += p->node[i].count;
	}
	for (c = 0; c < NM_NCOLORS; c++)
		for (k = 0; k < NM_NSYMBOLS; k++)
			if (count[c][k] != p->left[c][k] ||
			    (s->owner[c] >= 0 && !p->out[s->owner[c]] &&
			    p->left[c][k] < 1))
				return 0;
	return 1;
}

/* Write an event of the player on turn to the record. */
static void
event(FILE *fp, const struct nm_setup *s, const struct nm_pos *p,
    const char *what)
{
	fprintf(fp, "%lu %s %s\n", p->turn, s->players.p[p->to_move].name,
	    what);
}

/* Declare the matches and take the tokens the player may, each at random. */
static void
matches(FILE *fp, const struct nm_setup *s, struct nm_pos *p, struct rng *r)
{
	const struct player	*pl = &s->players.p[p->to_move];
	struct nm_fault		 f;
	char			 buf[64];
	int			 i, k, c, sym;

	for (i = 0; i < s->net->nnodes; i++)
		while (p->node[i].count >= 2 && rng_below(r, 4) > 0 &&
		    nm_check_match(s, p, i, &f)) {
			nm_apply_match(p, i);
			snprintf(buf, sizeof(buf), "match %s", s->net->node[i]);
			event(fp, s, p, buf);
		}
	for (k = 0; k < pl->ncolors && !nm_over(p); k++)
		for (sym = 0; sym < NM_NSYMBOLS && !nm_over(p); sym++) {
			c = pl->color[k];
			if (rng_below(r, 3) == 0 ||
			    nm_check_reveal(s, p, &c, sym, &f) != 1)
				continue;
			nm_apply_reveal(s, p, c, sym);
			snprintf(buf, sizeof(buf), "reveal %s:%s", nm_colors[c],
			    nm_symbols[sym]);
			event(fp, s, p, buf);
		}
}

/* The player on turn gambles: right or wrong at random. */
static void
gamble(FILE *fp, const struct nm_setup *s, struct nm_pos *p, struct rng *r)
{
	const struct player	*pl = &s->players.p[p->to_move];
	const char		*w[2];
	char			 buf[64];
	int			 k, wrong = (int)rng_below(r, 2);

	for (k = 0; k < pl->ncolors; k++)
		w[k] = wrong && k == 0 ? "HOLE" : s->word[pl->color[k]];
	if (wrong && strcmp(s->word[pl->color[0]], "HOLE") == 0)
		w[0] = "ROSE";
	snprintf(buf, sizeof(buf), "gambit %s%s%s", w[0],
	    pl->ncolors == 2 ? "+" : "", pl->ncolors == 2 ? w[1] : "");
	event(fp, s, p, buf);
	nm_apply_gambit(s, p, w);
}

/* Play one random game of the deal into fp; return the final position. */
static int
play(FILE *fp, const struct nm_deal *d, struct rng *r, struct nm_pos *p)
{
	static struct moves	 ms;
	const struct nm_setup	*s = &d->setup;
	char			 buf[64];
	int			 t, ok = 1;
	struct nm_move		*m;

	nm_pos_start(p, s);
	for (t = 0; t < MAXTURNS && !nm_over(p); t++) {
		if (t > 0)
			nm_next_turn(s, p);
		ms.n = 0;
		(void)nm_each_move(s, p, keep, &ms);
		if (rng_below(r, 300) == 0)
			gamble(fp, s, p, r);
		else if (ms.n == 0) {
			event(fp, s, p, "pass");
			nm_apply_pass(p);
			matches(fp, s, p, r);
		} else {
			m = &ms.m[rng_below(r, (uint64_t)ms.n)];
			snprintf(buf, sizeof(buf), "move %s-%s",
			    s->net->node[m->from], s->net->node[m->to]);
			event(fp, s, p, buf);
			nm_apply_move(p, m);
			matches(fp, s, p, r);
		}
		ok &= consistent(s, p);
	}
	return ok;
}

/* Replay the record at path; 1 if legal and ending where play() did. */
static int
replayed_same(const char *path, const struct nm_pos *p, const char **why)
{
	static struct nm_game	 g;
	struct rec_reader	*rd;
	struct rec_game		*rg;
	struct verdict		 v;
	int			 same = 0;

	*why = "not read";
	if ((rd = rec_open(path)) == NULL)
		return 0;
	if (rec_next(rd, &rg) == REC_GAME) {
		if (!nm_game_replay(&g, rg, NULL, SIZE_MAX, &v)) {
			printf("#   %u:%u: %s\n", v.pos.line, v.pos.col, v.text);
			*why = "an event was refused";
		} else if (memcmp(g.pos.node, p->node, sizeof(p->node)) != 0 ||
		    memcmp(g.pos.left, p->left, sizeof(p->left)) != 0 ||
		    memcmp(g.pos.taken, p->taken, sizeof(p->taken)) != 0 ||
		    memcmp(g.pos.out, p->out, sizeof(p->out)) != 0)
			*why = "another position";
		else if (g.pos.end.reason != p->end.reason ||
		    (nm_over(p) && g.pos.end.winner != p->end.winner))
			*why = "another end";
		else
			same = 1;
	}
	rec_close(rd);
	return same;
}

int
main(void)
{
	static const enum nm_variant variants[2] = { NM_PARTIAL, NM_FULL };
	const struct nm_network	*net = nm_network_default();
	struct nm_deal		 d;
	struct nm_pos		 p;
	struct rng		 r;
	const char		*why;
	char			 path[] = "/tmp/nmrandom.XXXXXX", text[NM_WHY];
	int			 i, fd, n, v, ok = 1, same = 1, ends[4] = { 0 };
	FILE			*fp;

	if ((fd = mkstemp(path)) == -1)
		return 1;
	close(fd);
	for (i = 0; i < GAMES; i++) {
		n = 2 + i % 3;
		v = (i / 3) % 2;
		rng_seed(&r, (uint64_t)i);
		if (!nm_deal(&d, (uint64_t)i, n, variants[v], net, text))
			return 1;
		if ((fp = fopen(path, "w")) == NULL)
			return 1;
		nm_deal_write(fp, &d, NULL, NM_DEAL_SECRETS);
		if (!play(fp, &d, &r, &p)) {
			ok = 0;
			printf("#   game %d: the pawns do not add up\n", i);
		}
		fclose(fp);
		ends[p.end.reason]++;
		if (!replayed_same(path, &p, &why)) {
			if (same)
				printf("#   game %d: %s\n", i, why);
			same = 0;
		}
	}
	unlink(path);
	tap_ok(ok, "%d random games: at every step the pawns on the board "
	    "are those in play, one color and symbol a node", GAMES);
	tap_ok(same, "each, written as a record, replays legal to the same "
	    "position and end");
	tap_ok(ends[NM_WON_LETTERS] > 0 && ends[NM_WON_GAMBIT] > 0 &&
	    ends[NM_WON_LAST] > 0, "they end in every way: %d by letters, %d "
	    "by a right gambit, %d with the last player left; %d go on",
	    ends[NM_WON_LETTERS], ends[NM_WON_GAMBIT], ends[NM_WON_LAST],
	    ends[NM_PLAYING]);
	return tap_done();
}
