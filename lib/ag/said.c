/*
 * said.c: what an Alphagon event did and who acts next, in a few words,
 * for the live referee (see said.h).  Everything here is read from the
 * game before and after the event: the rules are the engine's.
 */
#include <stdarg.h>
#include <stdio.h>

#include "diag.h"
#include "record.h"
#include "ag/game.h"
#include "ag/moves.h"
#include "ag/said.h"

/* A text being written into a buffer of size bytes: where it ends. */
struct text {
	char	*buf;
	size_t	 size, len;
	int	 parts;		/* effects written after the event */
};

/* Append to the text, cut at its buffer's end. */
static void DIAG_PRINTF(2, 3)
add(struct text *t, const char *fmt, ...)
{
	va_list	 ap;
	int	 n;

	if (t->len >= t->size)
		return;
	va_start(ap, fmt);
	n = vsnprintf(t->buf + t->len, t->size - t->len, fmt, ap);
	va_end(ap);
	if (n > 0)
		t->len += (size_t)n;
}

/* Begin an effect: ": " after the event, ", " after another effect. */
static void
effect(struct text *t)
{
	add(t, "%s", t->parts++ == 0 ? ": " : ", ");
}

/* Whether the player's hand holds card. */
static int
holds(const struct ag_player *p, int card)
{
	int	 k;

	for (k = 0; k < p->ncards; k++)
		if (p->card[k] == card)
			return 1;
	return 0;
}

/* The pieces put on the board, and the polygon's turn, if it turned. */
static void
said_pieces(struct text *t, const struct ag_game *before,
    const struct ag_game *g)
{
	char	 sq[AG_NAMEBUF];
	int	 k;

	if (!g->started)
		return;
	for (k = before->started ? before->poly.n : 0; k < g->poly.n; k++) {
		effect(t);
		if (g->poly.piece[k] == '+')
			add(t, "'+' on %s", ag_square_name(g->poly.path[k], sq));
		else
			add(t, "%c on %s", g->poly.piece[k],
			    ag_square_name(g->poly.path[k], sq));
	}
	if (before->started && g->poly.dir != before->poly.dir &&
	    g->poly.end == AG_OPEN) {
		effect(t);
		add(t, "the polygon turns %s", ag_dir_name(g->poly.dir));
	}
}

/* What changed for each player: points, bonus tokens, letters, cards. */
static void
said_players(struct text *t, const struct ag_game *before,
    const struct ag_game *g)
{
	const struct ag_player	*p, *was;
	int			 i, k, d;

	for (i = 0; i < g->n; i++) {
		p = &g->p[i];
		was = &before->p[i];
		if ((d = p->points - was->points) != 0) {
			effect(t);
			add(t, "%s %s %d (%d in all)", p->name, d > 0 ?
			    "scores" : "loses", d > 0 ? d : -d, p->points);
		}
		if ((d = p->bonus - was->bonus) != 0) {
			effect(t);
			add(t, "%s %s %d bonus token%s (%d in all)", p->name,
			    d > 0 ? "gains" : "gives", d > 0 ? d : -d,
			    d == 1 || d == -1 ? "" : "s", p->bonus);
		}
		if ((d = p->owe_lose - was->owe_lose) > 0) {
			effect(t);
			add(t, "%s owes %d letter%s", p->name, d,
			    d == 1 ? "" : "s");
		}
		for (k = 0; g->turn > 0 && k < p->ncards; k++)
			if (!holds(was, p->card[k])) {
				effect(t);
				add(t, "%s draws card %d", p->name,
				    p->card[k]);
			}
	}
}

void
ag_said_text(const struct ag_game *before, const struct ag_game *g,
    const struct rec_event *e, char *buf, size_t size)
{
	struct text	 t = { buf, size, 0, 0 };
	char		 why[256];
	size_t		 i;

	buf[0] = '\0';
	add(&t, "%s %s", e->actor, e->verb);
	for (i = 0; i < e->nargs; i++)
		add(&t, " %s", e->args[i]);
	said_pieces(&t, before, g);
	said_players(&t, before, g);
	if (before->over == AG_PLAYING && g->over != AG_PLAYING) {
		ag_over_text(g, why, sizeof(why));
		effect(&t);
		add(&t, "the game ends: %s", why);
	}
}

void
ag_next_text(const struct ag_game *g, char *buf, size_t size)
{
	char	 where[128], why[256];
	int	 done = ag_turn_done(g, why, sizeof(why));
	int	 next = (int)(g->turn % (unsigned long)g->n);

	ag_game_where(g, where, sizeof(where));
	if (!done && (g->turn == 0 || g->t.played || g->over != AG_PLAYING))
		snprintf(buf, size, "%s%s", g->turn == 0 ? "the setup: " :
		    "", why);
	else if (g->over != AG_PLAYING || (g->turn > 0 && !g->t.played))
		snprintf(buf, size, "%s", where);
	else
		snprintf(buf, size, "%s, or %s in turn %lu", where,
		    g->p[next].name, g->turn + 1);
}

/* Stop the search at the first event found. */
static int
found(const struct ag_game *g, const struct ag_event *ev, void *arg)
{
	(void)g;
	(void)ev;
	(void)arg;
	return 1;
}

int
ag_game_finished(const struct ag_game *g)
{
	if (g->over == AG_PLAYING || g->t.dispute == AG_DOUBTED ||
	    (g->t.dispute == AG_DECLARED && !g->t.contradicted))
		return 0;
	return ag_moves_each(g, NULL, 0, found, NULL) == 0;
}
