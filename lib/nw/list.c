/*
 * list.c: the legal next events of a Netzwerk position as text (see
 * list.h).
 */
#include <stdio.h>

#include "nw/list.h"

void
nw_list_heading(FILE *fp, const struct nw_game *g)
{
	const struct nw_pos	*p = &g->pos;
	struct nw_pos		 next;
	char			 why[NW_WHY];
	int			 side = p->to_move;

	if (nw_game_over(g)) {
		nw_end_text(p, g->names, why, sizeof(why));
		fprintf(fp, "# the game is over: %s won: %s\n",
		    g->name[p->end.winner], why);
		return;
	}
	fprintf(fp, "# after %zu event%s: %s to move in round %d", g->nevents,
	    g->nevents == 1 ? "" : "s", g->name[side], p->round);
	next = *p;
	if (p->phase == NW_PHASE_FIRST)
		fprintf(fp, "\n");
	else if (!nw_turn_may_end(p, &g->rules, g->names, NULL))
		fprintf(fp, ", whose turn may not end yet\n");
	else if (nw_pass(&next, &g->rules, 1), next.end.reason != NW_PLAYING)
		fprintf(fp, "; ending the turn wins, as %s cannot move a "
		    "robot\n", g->name[!side]);
	else
		fprintf(fp, ", or %s once %s's turn ends\n", g->name[!side],
		    g->name[side]);
}

void
nw_list_move(FILE *fp, const struct nw_game *g, const struct nw_pos *p,
    const struct nw_move *m)
{
	char	 text[NW_MAXPATH * NW_NAMEBUF + 64];
	char	 name[NW_NAMEBUF];

	nw_move_text(p, m, text, sizeof(text));
	fprintf(fp, "%d %s %s", p->round, g->name[m->side], text);
	if (m->kind == NW_MOVE_ROBOT)
		fprintf(fp, "  # cost %d", m->cost);
	if (m->capture >= 0) {
		nw_square_name(p, m->capture, name);
		fprintf(fp, ", captures %s", name);
	}
	putc('\n', fp);
}

/* The listing's state for nw_each_next(). */
struct listing {
	FILE			*fp;
	const struct nw_game	*g;
};

static int
list_one(const struct nw_pos *p, const struct nw_move *m, void *arg)
{
	const struct listing	*ls = arg;

	nw_list_move(ls->fp, ls->g, p, m);
	return 0;
}

void
nw_list_text(FILE *fp, const struct nw_game *g)
{
	struct listing	 ls = { fp, g };

	nw_list_heading(fp, g);
	(void)nw_each_next(&g->pos, &g->rules, list_one, &ls);
}
