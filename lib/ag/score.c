/*
 * score.c: an Alphagon game's score sheet: the record replayed event by
 * event, and at the end of each turn each player's tokens of that turn
 * read off the difference from its start.
 */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "record.h"
#include "verdict.h"
#include "ag/game.h"
#include "ag/score.h"

/* Add the rows of the turn that began in state before and ends in now. */
static void
close_turn(struct ag_sheet *s, const struct ag_game *before,
    const struct ag_game *now)
{
	const struct ag_player	*a, *b;
	struct ag_row		*r;
	int			 i;

	for (i = 0; i < now->n; i++) {
		a = &before->p[i];
		b = &now->p[i];
		if (b->points == a->points && b->syllables == a->syllables &&
		    b->shapes == a->shapes && b->words == a->words)
			continue;
		if (s->nrows == s->cap) {
			s->cap = s->cap == 0 ? 64 : 2 * s->cap;
			s->rows = xreallocarray(s->rows, s->cap,
			    sizeof(*s->rows));
		}
		r = &s->rows[s->nrows++];
		memset(r, 0, sizeof(*r));
		r->turn = now->turn;
		r->player = i;
		r->word_points = b->word_points - a->word_points;
		r->syllables = b->syllables - a->syllables;
		r->shapes = b->shapes - a->shapes;
		r->points = b->points - a->points;
		if (now->t.closer == i && r->word_points > 0)
			memcpy(r->word, now->t.close_word, sizeof(r->word));
	}
}

int
ag_sheet_fill(struct ag_sheet *s, const struct rec_game *rec,
    const struct ag_options *opt, struct verdict *v)
{
	static _Thread_local struct ag_game	 start;
	size_t					 i;
	int					 ok = 1;

	memset(s, 0, sizeof(*s));
	if (!ag_game_begin(&s->game, rec, opt, v))
		return 0;
	start = s->game;
	for (i = 0; i < rec->nevents; i++) {
		if (rec->events[i].number != s->game.turn) {
			close_turn(s, &start, &s->game);
			start = s->game;
		}
		if (!(ok = ag_game_event(&s->game, &rec->events[i], v)))
			break;
	}
	close_turn(s, &start, &s->game);
	return ok;
}

void
ag_sheet_free(struct ag_sheet *s)
{
	free(s->rows);
	s->rows = NULL;
	s->nrows = s->cap = 0;
}
