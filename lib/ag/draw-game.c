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
	size_t			 i;

	ag_view_init(w);
	snprintf(w->title, sizeof(w->title), "%s", title);
	w->nevents = rec->nevents;
	verdict_clear(v);
	if (!ag_game_begin(&g, rec, opt, v))
		return 0;
	for (i = 0; i < upto && i < rec->nevents; i++)
		if (!ag_view_event(w, &g, rec, i, v)) {
			if (v->status != EXIT_REJECTED)
				return 0;
			w->illegal_line = v->pos.line;
			snprintf(w->illegal, sizeof(w->illegal), "%s",
			    v->text);
			break;
		}
	ag_view_game(w, &g);
	return 1;
}

int
ag_view_event(struct ag_view *w, struct ag_game *g,
    const struct rec_game *rec, size_t i, struct verdict *v)
{
	int	 before, k;

	before = g->started ? g->poly.n : 0;
	if (!ag_game_event(g, &rec->events[i], v))
		return 0;
	for (k = before; g->started && k < g->poly.n; k++)
		w->owner[k] = (signed char)actor_index(g, rec->events[i].actor);
	return 1;
}

void
ag_result_text(const struct ag_game *g, const struct verdict *v, char *buf,
    size_t size)
{
	char	 what[256];
	size_t	 len;
	int	 i;

	if (v->status != EXIT_VALID) {
		snprintf(buf, size, "illegal event on line %u: %s",
		    v->pos.line, v->text);
		return;
	}
	if (g->over != AG_PLAYING) {
		ag_over_text(g, what, sizeof(what));
		if (strcmp(ag_winner_name(g), "tie") == 0)
			snprintf(buf, size, "a shared win (%s): ", what);
		else
			snprintf(buf, size, "%s wins (%s): ",
			    ag_winner_name(g), what);
	} else {
		ag_game_where(g, what, sizeof(what));
		snprintf(buf, size, "no result yet, %s; ", what);
		ag_game_next(g, what, sizeof(what));
		len = strlen(buf);
		if (g->started)
			snprintf(buf + len, size - len,
			    "the polygon goes on at %s: ", what);
		else
			snprintf(buf + len, size - len,
			    "the first play puts '+' on a flag: ");
	}
	for (i = 0; i < g->n; i++)
		if ((len = strlen(buf)) < size)
			snprintf(buf + len, size - len, "%s%s %d",
			    i > 0 ? ", " : "", g->p[i].name, g->p[i].points);
}
