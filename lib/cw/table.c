/*
 * table.c: the words on a Control Word board at the end of the game,
 * each with its control, for cw-score(1).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "letterboard.h"
#include "cw/game.h"
#include "cw/score.h"
#include "cw/table.h"

/* What cw_table_words() hands each word on the board. */
struct collect {
	const struct cw_game	*g;
	struct cw_table		*t;
	size_t			 cap;
};

/* Add one word on the board to the table, with its control. */
static void
add_word(const struct letterboard *b, const struct lb_word *w, void *arg)
{
	struct collect		*c = arg;
	struct cw_table_word	*row;
	unsigned char		 color[CW_MAXWORD];
	char			 letters[CW_MAXWORD + 1];
	struct lb_tile		 tile;
	int			 i, k, len = w->len > CW_MAXWORD ?
				    CW_MAXWORD : w->len;

	if (c->t->n == c->cap) {
		c->cap = c->cap == 0 ? 16 : 2 * c->cap;
		c->t->w = xreallocarray(c->t->w, c->cap, sizeof(*c->t->w));
	}
	row = &c->t->w[c->t->n++];
	memset(row, 0, sizeof(*row));
	row->at = *w;
	for (k = 0; k < len; k++) {
		tile = lb_word_tile(b, w, k);
		letters[k] = tile.letter;
		color[k] = tile.tag;
		row->word[k] = tile.tag == CW_BLUE ?
		    (char)tolower((unsigned char)tile.letter) : tile.letter;
	}
	letters[len] = row->word[len] = '\0';
	cw_word_control(letters, color, (size_t)len,
	    (enum cw_rules_version)c->g->version, &row->ctl);
	row->player = -1;
	for (i = 0; i < c->g->n; i++)
		if (row->ctl.color >= 0 && c->g->p[i].color == row->ctl.color)
			row->player = i;
}

void
cw_table_words(const struct cw_game *g, struct cw_table *t)
{
	struct collect	 c;

	memset(t, 0, sizeof(*t));
	c.g = g;
	c.t = t;
	c.cap = 0;
	(void)lb_each_word(&g->board, add_word, &c);
}

void
cw_table_free(struct cw_table *t)
{
	free(t->w);
	t->w = NULL;
	t->n = 0;
}
