/*
 * play.c: random legal games.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"
#include "rng.h"
#include "game.h"
#include "play.h"
#include "rules.h"

/* Finding the legal move drawn: the k-th one listed. */
struct pick {
	uint64_t	 k;
	struct nw_move	 m;
};

static int
pick_move(const struct nw_pos *p, const struct nw_move *m, void *arg)
{
	struct pick	*pk = arg;

	(void)p;
	if (pk->k-- > 0)
		return 0;
	pk->m = *m;
	return 1;
}

void
nw_play_random(struct nw_game *g, struct rng *rng, int max_rounds,
    struct nw_transcript *t)
{
	struct pick	 pk;
	uint64_t	 moves, choices;
	int		 may_end;

	while (!nw_game_over(g) && g->pos.round <= max_rounds) {
		memset(&pk, 0, sizeof(pk));
		may_end = nw_turn_may_end(&g->pos, &g->rules, NULL, NULL);
		moves = nw_count_moves(&g->pos, &g->rules, 0);
		choices = moves + (uint64_t)may_end;
		if (choices == 0)
			diag_fatal("internal error: round %d of a random game "
			    "has no legal event", g->pos.round);
		pk.k = rng_below(rng, choices);
		if (pk.k == moves) {	/* the last choice: end the turn */
			nw_pass(&g->pos, &g->rules, 1);
			continue;
		}
		(void)nw_each_move(&g->pos, &g->rules, pick_move, &pk);
		if (t->n == t->cap) {
			t->cap = t->cap ? t->cap * 2 : 256;
			t->ev = xreallocarray(t->ev, t->cap, sizeof(*t->ev));
		}
		t->ev[t->n].number = (unsigned long)g->pos.round;
		t->ev[t->n++].move = pk.m;
		nw_game_play(g, &pk.m);
	}
}

void
nw_transcript_write(FILE *fp, const struct nw_game *g,
    const struct nw_transcript *t)
{
	size_t	 i;

	nw_game_write_tags(fp, g, nw_game_over(g) ?
	    g->name[g->pos.end.winner] : NULL);
	for (i = 0; i < t->n; i++)
		nw_game_write_event(fp, g, t->ev[i].number, &t->ev[i].move);
}

void
nw_transcript_free(struct nw_transcript *t)
{
	free(t->ev);
	memset(t, 0, sizeof(*t));
}
