/*
 * find.c: Alphagon's findings on polygon cards (a syllable in the word,
 * a silhouette at the polygon's end) and the card exchanged after one.
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
#include "ag/shape.h"

/* Put a found card under the deck and draw the top one (or owe it). */
static void
exchange_card(struct ag_game *g, int player, int card)
{
	struct ag_player	*p = &g->p[player];
	int			 i = ag_hand_index(p, card);

	memmove(&p->card[i], &p->card[i + 1], sizeof(int) *
	    (size_t)(p->ncards - i - 1));
	p->ncards--;
	if (!g->deck_known) {
		g->t.owe_card++;
		return;
	}
	g->deck[g->ndeck++] = card;
	p->card[p->ncards++] = g->deck[0];
	memmove(&g->deck[0], &g->deck[1], sizeof(int) *
	    (size_t)(g->ndeck - 1));
	g->ndeck--;
}

/*
 * Check that the player may use card for a finding: in hand, or the card
 * of the other finding this turn (other).  1, or 0 with the verdict.
 */
static int
finding_card(struct ag_game *g, const struct ag_event *ev, int other,
    struct verdict *v)
{
	int	 card = ev->card[0];

	if (!ag_card_exists(g, card, ev, 0, v))
		return 0;
	if (ag_hand_index(&g->p[ev->player], card) < 0 && card != other)
		return verdict_reject(v, ag_arg_at(ev, 0), "%s does not hold "
		    "card %d", g->p[ev->player].name, card);
	return 1;
}

/* A syllable of a card found in the word under construction. */
int
ag_rule_syllable(struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	const struct ag_card	*c;
	int			 k, on = 0;

	if (!finding_card(g, ev, g->t.shape, v))
		return 0;
	c = &g->cards->card[ev->card[0] - 1];
	for (k = 0; k < AG_SYLLABLES; k++)
		on |= strcmp(c->syllable[k], ev->syllable) == 0;
	if (!on)
		return verdict_reject(v, ag_arg_at(ev, 1), "card %d has no "
		    "syllable %s", ev->card[0], ev->syllable);
	if (strstr(g->word, ev->syllable) == NULL &&
	    strstr(g->t.word, ev->syllable) == NULL)
		return verdict_reject(v, ag_arg_at(ev, 1), "%s is not in the "
		    "word under construction, %s", ev->syllable, g->wlen > 0 ?
		    g->word : g->t.word[0] != '\0' ? g->t.word : "(none)");
	g->t.syllable = ev->card[0];
	g->p[ev->player].syllables++;
	ag_score(g, ev->player, 3);
	if (ev->card[0] != g->t.shape)
		exchange_card(g, ev->player, ev->card[0]);
	return 1;
}

/* A card's silhouette found at the end of the polygon. */
int
ag_rule_shape(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	const struct ag_card	*c;

	if (!finding_card(g, ev, g->t.syllable, v))
		return 0;
	c = &g->cards->card[ev->card[0] - 1];
	if (!ag_shape_end_is(&g->poly, c->squares, c->set,
	    !g->shapes_as_printed))
		return verdict_reject(v, ag_arg_at(ev, 0), "card %d's "
		    "silhouette (%s) is not the end of the polygon, %s",
		    ev->card[0], c->steps, g->shapes_as_printed ? "as printed "
		    "(--shapes-as-printed)" : "turned or flipped");
	g->t.shape = ev->card[0];
	g->p[ev->player].shapes++;
	ag_score(g, ev->player, 3);
	if (ev->card[0] != g->t.syllable)
		exchange_card(g, ev->player, ev->card[0]);
	return 1;
}
