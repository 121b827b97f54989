/*
 * list.c: the legal next events of a NetMatch position as text (see
 * list.h).
 */
#include <stdio.h>

#include "nm/list.h"

void
nm_list_heading(FILE *fp, const struct nm_game *g)
{
	const struct nm_setup	*s = &g->setup;
	const struct nm_pos	*p = &g->pos;
	char			 why[NM_WHY];

	if (nm_game_over(g)) {
		nm_end_text(s, p, why, sizeof(why));
		fprintf(fp, "# the game is over: %s won: %s\n",
		    nm_game_winner(g), why);
		return;
	}
	if (p->phase == NM_PHASE_GAMBIT) {
		/* A wrong gambit ended the turn, and put its player out. */
		fprintf(fp, "# after %zu event%s: %s to play turn %lu\n",
		    g->nevents, g->nevents == 1 ? "" : "s",
		    s->players.p[nm_next_player(s, p, p->to_move)].name,
		    p->turn + 1);
		return;
	}
	fprintf(fp, "# after %zu event%s: %s to play turn %lu", g->nevents,
	    g->nevents == 1 ? "" : "s", s->players.p[p->to_move].name,
	    p->turn);
	if (p->phase == NM_PHASE_START)
		fprintf(fp, "\n");
	else
		fprintf(fp, ", or %s turn %lu once %s's ends\n",
		    s->players.p[nm_next_player(s, p, p->to_move)].name,
		    p->turn + 1, s->players.p[p->to_move].name);
}

void
nm_list_event(FILE *fp, const struct nm_setup *s, const struct nm_next *e)
{
	char	 text[64];

	nm_next_text(s, e, text, sizeof(text));
	fprintf(fp, "%lu %s %s", e->turn, s->players.p[e->player].name, text);
	if (e->kind == NM_EV_GAMBIT)
		fprintf(fp, "  # %s", s->players.p[e->player].ncolors == 2 ?
		    "both words, right or wrong" : "any word, right or wrong");
	putc('\n', fp);
}

/* The listing's state for nm_each_next(). */
struct listing {
	FILE			*fp;
	const struct nm_setup	*s;
};

/* Write one legal event of the listing. */
static int
list_one(const struct nm_next *e, void *arg)
{
	const struct listing	*ls = arg;

	nm_list_event(ls->fp, ls->s, e);
	return 0;
}

void
nm_list_text(FILE *fp, const struct nm_game *g)
{
	struct listing	 ls = { fp, &g->setup };

	nm_list_heading(fp, g);
	(void)nm_each_next(&g->setup, &g->pos, list_one, &ls);
}
