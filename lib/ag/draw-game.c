/*
 * draw-game.c: an Alphagon position to draw, from a game replayed event
 * by event.
 */
#include <stdio.h>
#include <string.h>

#include "record.h"
#include "verdict.h"
#include "ag/draw.h"
#include "ag/draw-game.h"
#include "ag/game.h"

void
ag_view_game(struct ag_view *w, const struct ag_game *g)
{
	struct ag_view_player	*vp;
	int			 i, k;

	w->board = g->board;
	w->started = g->started;
	if (g->started)
		w->poly = g->poly;
	w->nplayers = g->n;
	for (i = 0; i < g->n; i++) {
		vp = &w->p[i];
		snprintf(vp->name, sizeof(vp->name), "%s", g->p[i].name);
		vp->color = g->p[i].color;
		vp->points = g->p[i].points;
		vp->bonus = g->p[i].bonus;
		ag_rack_text(&g->p[i], vp->rack, sizeof(vp->rack));
		vp->ncards = 0;
		for (k = 0; k < g->p[i].ncards && k < AG_VIEW_CARDS; k++)
			vp->cards[vp->ncards++] = g->p[i].card[k];
	}
	ag_game_where(g, w->where, sizeof(w->where));
	w->shown = g->nevents;
	ag_view_words(w);
}

/* The index of the player named actor, or -1 (the host, or no one). */
static int
actor_index(const struct ag_game *g, const char *actor)
{
	int	 i;

	for (i = 0; i < g->n; i++)
		if (strcmp(g->p[i].name, actor) == 0)
			return i;
	return -1;
}

int
ag_view_replay(struct ag_view *w, const struct rec_game *rec,
    const struct ag_options *opt, size_t upto, const char *title,
    struct verdict *v)
{
	struct ag_game		 g;
	int			 before, k;
	size_t			 i;

	ag_view_init(w);
	snprintf(w->title, sizeof(w->title), "%s", title);
	w->nevents = rec->nevents;
	verdict_clear(v);
	if (!ag_game_begin(&g, rec, opt, v))
		return 0;
	for (i = 0; i < upto && i < rec->nevents; i++) {
		before = g.started ? g.poly.n : 0;
		if (!ag_game_event(&g, &rec->events[i], v)) {
			if (v->status != EXIT_REJECTED)
				return 0;
			w->illegal_line = v->pos.line;
			snprintf(w->illegal, sizeof(w->illegal), "%s",
			    v->text);
			break;
		}
		for (k = before; g.started && k < g.poly.n; k++)
			w->owner[k] = (signed char)actor_index(&g,
			    rec->events[i].actor);
	}
	ag_view_game(w, &g);
	return 1;
}
