/*
 * setup.c: Alphagon's setup (racks, cards, bonus tokens, the deck) and
 * where each card is.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "verdict.h"
#include "ag/board.h"
#include "ag/cards.h"
#include "ag/deal.h"
#include "ag/game.h"
#include "ag/polygon.h"
#include "ag/rules.h"

/* The index of card in the player's hand, or -1. */
int
ag_hand_index(const struct ag_player *p, int card)
{
	int	 i;

	for (i = 0; i < p->ncards; i++)
		if (p->card[i] == card)
			return i;
	return -1;
}

/* Who holds card (-1: nobody), or -2 if it is in the deck. */
int
ag_card_place(const struct ag_game *g, int card)
{
	int	 i;

	for (i = 0; i < g->n; i++)
		if (ag_hand_index(&g->p[i], card) >= 0)
			return i;
	for (i = 0; i < g->ndeck; i++)
		if (g->deck[i] == card)
			return -2;
	return -1;
}

/* Whether card is a card of the deck file. */
static int
card_known(const struct ag_game *g, int card)
{
	return card >= 1 && card <= g->cards->n;
}

/*
 * Whether card, the event's argument i, is a card of the deck file: 1, or
 * 0 with the verdict.
 */
int
ag_card_exists(const struct ag_game *g, int card, const struct ag_event *ev,
    int i, struct verdict *v)
{
	if (!card_known(g, card))
		return verdict_reject(v, ag_arg_at(ev, i), "there is no card "
		    "%d: the deck has cards 1 to %d", card, g->cards->n);
	return 1;
}

/* The setup's rack: 3 vowels and 4 consonants from the player's sacks. */
int
ag_rule_rack(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	const char		*s;
	int			 vowels = 0;

	if (p->dealt & AG_DEALT_RACK)
		return verdict_reject(v, &ev->pos, "%s has a rack already: "
		    "the setup deals one", p->name);
	for (s = ev->letters; *s != '\0'; s++)
		vowels += ag_is_vowel(*s);
	if (strlen(ev->letters) != AG_RACK || vowels != AG_VOWELS)
		return verdict_reject(v, ag_arg_at(ev, 0), "a starting rack is "
		    "3 vowels and 4 consonants, not %s", ev->letters);
	if (!ag_in_sack(p, ev->letters))
		return verdict_reject(v, ag_arg_at(ev, 0), "%s's sacks do not "
		    "hold %s (the appendix's counts)", p->name, ev->letters);
	for (s = ev->letters; *s != '\0'; s++) {
		p->sack[ag_letter_index(*s)]--;
		ag_give_letter(p, *s);
	}
	p->dealt |= AG_DEALT_RACK;
	return 1;
}

/* Sets of cards, 1 to AG_MAXCARDS, a bit each. */
#define SET_WORDS	((AG_MAXCARDS + 64) / 64)
#define SET_HAS(set, c)	((set)[(c) / 64] >> ((c) % 64) & 1)
#define SET_ADD(set, c)	((set)[(c) / 64] |= UINT64_C(1) << ((c) % 64))

/*
 * Whether the event's cards are cards of the deck file, each named once,
 * in no hand and not in the deck: 1, or 0 with the verdict.  Where the
 * cards are is looked up once, in sets, not for each card named.
 */
static int
free_cards(const struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	uint64_t		 held[SET_WORDS] = { 0 }, deck[SET_WORDS] = { 0 };
	uint64_t		 named[SET_WORDS] = { 0 };
	int			 i, k, c;

	for (i = 0; i < g->n; i++)
		for (k = 0; k < g->p[i].ncards; k++)
			SET_ADD(held, g->p[i].card[k]);
	for (i = 0; i < g->ndeck; i++)
		SET_ADD(deck, g->deck[i]);
	/* A card's place is found for a message only (a deck names 36). */
	for (i = 0; i < ev->ncards; i++) {
		c = ev->card[i];
		if (!card_known(g, c))
			return ag_card_exists(g, c, ev, i, v);
		if (SET_HAS(named, c))
			return verdict_reject(v, ag_arg_at(ev, i), "card %d is "
			    "named twice", c);
		if (SET_HAS(held, c) || SET_HAS(deck, c))
			return verdict_reject(v, ag_arg_at(ev, i), "card %d is "
			    "%s", c, SET_HAS(held, c) ? "in a hand already" :
			    "in the deck");
		SET_ADD(named, c);
	}
	return 1;
}

/* Cards dealt at the setup, or named after a find without a deck. */
int
ag_rule_cards(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	int			 i;

	if (g->turn == 0) {
		if (p->dealt & AG_DEALT_CARDS)
			return verdict_reject(v, &ev->pos, "%s has cards "
			    "already: the setup deals them once", p->name);
		if (ev->ncards != AG_START_CARDS)
			return verdict_reject(v, &ev->pos, "the setup deals "
			    "each player 3 polygon cards, not %d",
			    ev->ncards);
	} else if (ev->ncards > g->t.owe_card)
		return verdict_reject(v, &ev->pos, "%s draws %d card(s) for "
		    "the cards found this turn, not %d", p->name,
		    g->t.owe_card, ev->ncards);
	if (!free_cards(g, ev, v))
		return 0;
	if (p->ncards + ev->ncards > AG_MAXHAND)
		return verdict_reject(v, &ev->pos, "%s would hold more than %d "
		    "cards", p->name, AG_MAXHAND);
	for (i = 0; i < ev->ncards; i++)
		p->card[p->ncards++] = ev->card[i];
	if (g->turn == 0)
		p->dealt |= AG_DEALT_CARDS;
	else
		g->t.owe_card -= ev->ncards;
	return 1;
}

/* The setup's bonus tokens: 2 each. */
int
ag_rule_bonus(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];

	if (p->dealt & AG_DEALT_BONUS)
		return verdict_reject(v, &ev->pos, "%s has bonus tokens "
		    "already: the setup deals them once", p->name);
	if (ev->bonus != AG_START_BONUS)
		return verdict_reject(v, ag_arg_at(ev, 0), "the setup deals "
		    "each player %d bonus tokens, not %d", AG_START_BONUS,
		    ev->bonus);
	p->dealt |= AG_DEALT_BONUS;
	return 1;
}

/* The host's deck: the cards not dealt, top first. */
int
ag_rule_deck(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	if (g->deck_known)
		return verdict_reject(v, &ev->pos, "the deck is laid out once");
	if (!free_cards(g, ev, v))
		return 0;
	g->ndeck = ev->ncards;
	memcpy(g->deck, ev->card, sizeof(int) * (size_t)ev->ncards);
	g->deck_known = 1;
	return 1;
}
