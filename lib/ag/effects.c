/*
 * effects.c: what Alphagon's events bring about besides their own
 * change: points and the goal, the polygon's end, stars and clouds,
 * penalties.
 */
#include <stdio.h>
#include <string.h>

#include "verdict.h"
#include "ag/board.h"
#include "ag/cards.h"
#include "ag/deal.h"
#include "ag/game.h"
#include "ag/polygon.h"
#include "ag/rules.h"

/* Points to a player; the first to reach the goal ends the game. */
void
ag_score(struct ag_game *g, int player, int points)
{
	g->p[player].points += points;
	if (g->over == AG_PLAYING && g->p[player].points >= g->goal) {
		g->over = AG_OVER_GOAL;
		g->goal_player = player;
	}
}

/* The polygon's end, if it ended, ends the game. */
void
ag_poly_over(struct ag_game *g)
{
	if (g->over != AG_PLAYING)
		return;
	if (g->poly.end == AG_CLOSED)
		g->over = AG_OVER_CLOSED;
	else if (g->poly.end == AG_TEN_SIDES)
		g->over = AG_OVER_TEN;
	else if (g->poly.end == AG_STUCK)
		g->over = AG_OVER_STUCK;
}

/*
 * The end of the letters: letters are drawn only for letters placed, so
 * once no player holds one and the turn's play is done (its draws made,
 * a doubted word stated), the construction cannot be continued.  What
 * remains of the turn, a reward among it, does not undo the end.
 */
void
ag_letters_over(struct ag_game *g)
{
	char	 why[256];
	int	 i;

	if (g->over != AG_PLAYING || g->turn == 0)
		return;
	for (i = 0; i < g->n; i++)
		if (g->p[i].nrack > 0)
			return;
	if (ag_turn_done(g, why, sizeof(why)))
		g->over = AG_OVER_LETTERS;
}

/*
 * A star or cloud on square sq for the player: a star gives a bonus
 * token, a cloud takes one (a letter, when the player has none).  Returns
 * +1, -1 (a token) or -2 (a letter owed) for undo, or 0.
 */
int
ag_mark_effect(struct ag_game *g, int player, int sq)
{
	struct ag_player	*p = &g->p[player];

	if (g->board.mark[sq] == AG_STAR) {
		p->bonus++;
		return 1;
	}
	if (g->board.mark[sq] != AG_CLOUD)
		return 0;
	if (p->bonus > 0) {
		p->bonus--;
		return -1;
	}
	if (p->nrack > p->owe_lose) {
		p->owe_lose++;
		return -2;
	}
	return 0;
}

/* Undo what ag_mark_effect() did for the player. */
void
ag_unmark(struct ag_game *g, int player, int effect)
{
	if (effect == 1)
		g->p[player].bonus--;
	else if (effect == -1)
		g->p[player].bonus++;
	else if (effect == -2)
		g->p[player].owe_lose--;
}

/* Penalize a player: a letter of their choice to give up, if they have. */
void
ag_penalize(struct ag_game *g, int player)
{
	if (g->p[player].nrack > g->p[player].owe_lose)
		g->p[player].owe_lose++;
}
