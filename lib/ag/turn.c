/*
 * turn.c: the rules of Alphagon's events: the setup, the order of turns,
 * what a turn allows, placing and drawing letters, closing, suspending,
 * disputes (doubt, declaration), findings on cards and the end of the
 * game.  Each rule checks, then changes the game; ag_game_apply() works
 * on a copy, so a rejected event leaves the game as it was.
 */
#include <stdio.h>
#include <string.h>

#include "verdict.h"
#include "ag/board.h"
#include "ag/cards.h"
#include "ag/deal.h"
#include "ag/game.h"
#include "ag/polygon.h"
#include "ag/shape.h"

#define BIT(v)	(1u << (v))

/* The verbs of the setup, and those that finish a turn once it is over. */
#define SETUP_VERBS	(BIT(AG_V_RACK) | BIT(AG_V_CARDS) | BIT(AG_V_BONUS) | \
			 BIT(AG_V_DECK))
#define AFTER_END_VERBS	(BIT(AG_V_DRAW) | BIT(AG_V_LOSE) | BIT(AG_V_REWARD) | \
			 BIT(AG_V_SYLLABLE) | BIT(AG_V_SHAPE) | BIT(AG_V_STATE) | \
			 BIT(AG_V_CONTRADICT) | BIT(AG_V_CORRECT) | BIT(AG_V_CARDS))
/* The verbs of the turn's player that end an open dispute. */
#define OTHERS_VERBS	(BIT(AG_V_STATE) | BIT(AG_V_CONTRADICT) | \
			 BIT(AG_V_CORRECT) | BIT(AG_V_LOSE) | BIT(AG_V_REWARD) | \
			 BIT(AG_V_CARDS))

/* The place for a message on argument i, or on the event. */
static const struct pos *
arg_at(const struct ag_event *ev, int i)
{
	if (i < AG_MAXDECLARE + 2 && ev->arg[i].line != 0)
		return &ev->arg[i];
	return &ev->pos;
}

static int
letter_index(int c)
{
	return c - 'A';
}

/* Whether count[] (by letter) has the letters of s, each as often. */
static int
has_letters(const unsigned char count[AG_LETTERS], const char *s)
{
	int	 need[AG_LETTERS] = { 0 };

	for (; *s != '\0'; s++)
		if (++need[letter_index(*s)] > count[letter_index(*s)])
			return 0;
	return 1;
}

/* Whether the player holds the letters of s. */
static int
holds(const struct ag_player *p, const char *s)
{
	return has_letters(p->rack, s);
}

/* Whether the letters of s are all in the player's sacks. */
static int
in_sack(const struct ag_player *p, const char *s)
{
	return has_letters(p->sack, s);
}

/* Letters of one kind left in the player's sack. */
static int
sack_kind(const struct ag_player *p, int vowels)
{
	int	 k, n = 0;

	for (k = 0; k < AG_LETTERS; k++)
		if (ag_is_vowel('A' + k) == vowels)
			n += p->sack[k];
	return n;
}

static void
take_letter(struct ag_player *p, int c)
{
	p->rack[letter_index(c)]--;
	p->nrack--;
}

static void
give_letter(struct ag_player *p, int c)
{
	p->rack[letter_index(c)]++;
	p->nrack++;
}

/* The index of card in the player's hand, or -1. */
static int
hand_index(const struct ag_player *p, int card)
{
	int	 i;

	for (i = 0; i < p->ncards; i++)
		if (p->card[i] == card)
			return i;
	return -1;
}

/* Who holds card (-1: nobody), or -2 if it is in the deck. */
static int
card_place(const struct ag_game *g, int card)
{
	int	 i;

	for (i = 0; i < g->n; i++)
		if (hand_index(&g->p[i], card) >= 0)
			return i;
	for (i = 0; i < g->ndeck; i++)
		if (g->deck[i] == card)
			return -2;
	return -1;
}

/* Points to a player; the first to reach the goal ends the game. */
static void
score(struct ag_game *g, int player, int points)
{
	g->p[player].points += points;
	if (g->over == AG_PLAYING && g->p[player].points >= g->goal) {
		g->over = AG_OVER_GOAL;
		g->goal_player = player;
	}
}

/* The polygon's end, if it ended, ends the game. */
static void
poly_over(struct ag_game *g)
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
 * A star or cloud on square sq for the player: a star gives a bonus
 * token, a cloud takes one (a letter, when the player has none).  Returns
 * +1, -1 (a token) or -2 (a letter owed) for undo, or 0.
 */
static int
mark_effect(struct ag_game *g, int player, int sq)
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

/* Undo what mark_effect() did for the player. */
static void
unmark(struct ag_game *g, int player, int effect)
{
	if (effect == 1)
		g->p[player].bonus--;
	else if (effect == -1)
		g->p[player].bonus++;
	else if (effect == -2)
		g->p[player].owe_lose--;
}

/* Penalize a player: a letter of their choice to give up, if they have. */
static void
penalize(struct ag_game *g, int player)
{
	if (g->p[player].nrack > g->p[player].owe_lose)
		g->p[player].owe_lose++;
}

/* Put a piece on the polygon's next square; 1, or 0 with the verdict. */
static int
put_piece(struct ag_game *g, int piece, const struct pos *at,
    struct verdict *v)
{
	char	 why[AG_POLY_WHY];

	if (!ag_poly_place(&g->poly, piece, why))
		return verdict_reject(v, at, "%s", why);
	return 1;
}

/*
 * End the word under construction with a '+' on the next square (if the
 * polygon goes on), its star or cloud for player; the word is kept for
 * the turn's syllables.
 */
static void
end_word(struct ag_game *g, int player)
{
	char	 why[AG_POLY_WHY];
	int	 sq;

	memcpy(g->t.word, g->word, (size_t)g->wlen + 1);
	g->wlen = 0;
	g->word[0] = '\0';
	g->t.plus_bonus = 0;
	if (g->poly.end != AG_OPEN)
		return;
	sq = g->poly.next;
	(void)ag_poly_place(&g->poly, '+', why);
	g->t.plus_bonus = mark_effect(g, player, sq);
	poly_over(g);
}

/* A word closed by player, its points by a word of len letters. */
static void
close_word(struct ag_game *g, int player, int len)
{
	g->t.closer = player;
	g->t.close_len = len;
	g->t.close_points = ag_word_points(len);
	g->t.reward = len > 8;
	g->t.closed = 1;
	g->p[player].words++;
	g->p[player].word_points += g->t.close_points;
	score(g, player, g->t.close_points);
}

/* Take back the points of the word closed this turn (for a dispute). */
static void
unclose_word(struct ag_game *g)
{
	int	 c = g->t.closer;

	g->p[c].words--;
	g->p[c].word_points -= g->t.close_points;
	g->p[c].points -= g->t.close_points;
	if (g->goal_player == c && g->p[c].points < g->goal) {
		g->goal_player = -1;
		g->over = AG_PLAYING;
		poly_over(g);
	}
	g->t.closer = -1;
	g->t.reward = 0;
}

/* Whether word continues the letters on the board. */
static int
continues(const char *board, const char *word)
{
	return strncmp(word, board, strlen(board)) == 0;
}

/*
 * Check a word a dispute names against the letters on the board: 1, or
 * 0 with the verdict.
 */
static int
named_word(struct ag_game *g, const char *board, const char *word,
    const struct pos *at, struct verdict *v)
{
	size_t	 len = strlen(word);

	if (!continues(board, word))
		return verdict_reject(v, at, "%s does not continue the word "
		    "on the board, %s", word, board);
	if (len < 4)
		return verdict_reject(v, at, "%s is shorter than 4 letters: a "
		    "word closed has at least 4", word);
	if (!ag_word_ok(g, word, len))
		return verdict_reject(v, at, "%s is not a word of the "
		    "dictionary (words of complete meaning)", word);
	return 1;
}

/* Start the next turn: its player, and nothing done yet. */
static void
new_turn(struct ag_game *g)
{
	int	 i;

	g->turn++;
	memset(&g->t, 0, sizeof(g->t));
	g->t.player = (int)((g->turn - 1) % (unsigned long)g->n);
	g->t.closer = -1;
	for (i = 0; i < g->n; i++)
		if (!(g->p[i].dealt & AG_DEALT_BONUS))
			g->p[i].dealt |= AG_DEALT_BONUS;
}

/* Whether the setup is complete: 1, or 0 with the reason. */
static int
setup_done(const struct ag_game *g, char *why, size_t size)
{
	int	 i, dealt = 0;

	for (i = 0; i < g->n; i++) {
		if (!(g->p[i].dealt & AG_DEALT_RACK)) {
			snprintf(why, size, "%s has no starting rack: the "
			    "setup gives each player 3 vowels and 4 "
			    "consonants ('0 %s rack ...')", g->p[i].name,
			    g->p[i].name);
			return 0;
		}
		if (!(g->p[i].dealt & AG_DEALT_CARDS)) {
			snprintf(why, size, "%s has no polygon cards: the "
			    "setup gives each player 3 ('0 %s cards ...')",
			    g->p[i].name, g->p[i].name);
			return 0;
		}
		dealt += g->p[i].ncards;
	}
	if (g->deck_known && dealt + g->ndeck != g->cards->n) {
		snprintf(why, size, "the hands and the deck hold %d cards of "
		    "the %d: every card is dealt or in the deck",
		    dealt + g->ndeck, g->cards->n);
		return 0;
	}
	return 1;
}

int
ag_turn_done(const struct ag_game *g, char *why, size_t size)
{
	const struct ag_turn	*t = &g->t;
	const struct ag_player	*p;
	int			 i;

	if (g->turn == 0)
		return setup_done(g, why, size);
	p = &g->p[t->player];
	if (!t->played && g->over == AG_PLAYING) {
		snprintf(why, size, "turn %lu: %s has neither placed, closed, "
		    "declared, doubted nor passed", g->turn, p->name);
		return 0;
	}
	if (t->dispute == AG_DOUBTED && !t->stated) {
		snprintf(why, size, "turn %lu: %s doubted; %s states the word "
		    "first", g->turn, p->name,
		    g->p[(t->player + g->n - 1) % g->n].name);
		return 0;
	}
	if ((t->draw_vowels > 0 && sack_kind(p, 1) > 0) ||
	    (t->draw_consonants > 0 && sack_kind(p, 0) > 0)) {
		snprintf(why, size, "turn %lu: %s has not drawn %d %s for the "
		    "letters placed: each is replaced from the sack of its "
		    "kind", g->turn, p->name, t->draw_vowels > 0 ?
		    t->draw_vowels : t->draw_consonants, t->draw_vowels > 0 ?
		    "vowel(s)" : "consonant(s)");
		return 0;
	}
	for (i = 0; i < g->n; i++)
		if (g->p[i].owe_lose > 0 && g->p[i].nrack > 0) {
			snprintf(why, size, "turn %lu: %s owes %d letter(s) "
			    "(a penalty or a cloud): 'lose LETTER'", g->turn,
			    g->p[i].name, g->p[i].owe_lose);
			return 0;
		}
	return 1;
}

/* Reject an event for who may act now. */
static VERDICT_COLD int
not_now(const struct ag_game *g, const struct ag_event *ev, const char *why,
    struct verdict *v)
{
	char	 where[128];

	ag_game_where(g, where, sizeof(where));
	return verdict_reject(v, &ev->pos, "%s cannot %s now (%s): %s",
	    ev->player < 0 ? "the host" : g->p[ev->player].name,
	    ag_verb_name(ev->verb), where, why);
}

/*
 * Whether the event's verb may come now from its actor, in the current
 * turn: 1, or 0 with the verdict naming the rule.  Arguments are not
 * looked at.
 */
static int
may_act(const struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	const struct ag_turn	*t = &g->t;
	unsigned		 bit = BIT(ev->verb);
	int			 who = ev->player, own;

	if (g->turn == 0) {
		if (!(bit & SETUP_VERBS))
			return not_now(g, ev, "the setup (turn 0) deals "
			    "racks, cards, bonus tokens and the deck", v);
		if ((ev->verb == AG_V_DECK) != (who < 0))
			return not_now(g, ev, "the host lays out the deck, "
			    "the players are dealt the rest", v);
		return 1;
	}
	if (who < 0)
		return not_now(g, ev, "the host only lays out the deck, at "
		    "the setup", v);
	if (g->over != AG_PLAYING && !(bit & AFTER_END_VERBS))
		return not_now(g, ev, "the game is over; what remains of the "
		    "turn is drawing, penalties, rewards, findings and "
		    "disputes", v);
	own = who == t->player;
	if (t->dispute == AG_DOUBTED && !t->stated && ev->verb != AG_V_STATE)
		return not_now(g, ev, "the word was doubted: the previous "
		    "player states it first", v);
	switch (ev->verb) {
	case AG_V_RACK:
	case AG_V_BONUS:
	case AG_V_DECK:
		return not_now(g, ev, "that is dealt at the setup, turn 0", v);
	case AG_V_CARDS:
		if (!own || t->owe_card == 0)
			return not_now(g, ev, "after the setup a player names "
			    "the card drawn after a find, when the record has "
			    "no deck", v);
		return 1;
	case AG_V_STATE:
		if (t->dispute != AG_DOUBTED || t->stated)
			return not_now(g, ev, "a word is stated once, after a "
			    "doubt", v);
		if (who != (t->player + g->n - 1) % g->n)
			return not_now(g, ev, "the doubted player, the one "
			    "before the doubter, states the word", v);
		return 1;
	case AG_V_CONTRADICT:
	case AG_V_CORRECT:
		if (t->dispute != AG_DECLARED)
			return not_now(g, ev, "only a declaration in advance, "
			    "just made, may be contradicted or corrected", v);
		if (own)
			return not_now(g, ev, "the others answer a "
			    "declaration, not the declarer", v);
		if (t->contradicted)
			return not_now(g, ev, "the declaration was "
			    "contradicted: the first to contradict closes "
			    "the word", v);
		return 1;
	case AG_V_LOSE:
		if (g->p[who].owe_lose == 0)
			return not_now(g, ev, "a letter is lost for a penalty "
			    "or a cloud, and none is owed", v);
		return 1;
	case AG_V_REWARD:
		if (t->closer != who || !t->reward)
			return not_now(g, ev, "the reward goes to the closer of "
			    "a word of more than 8 letters, once", v);
		return 1;
	default:
		break;
	}
	if (!own)
		return not_now(g, ev, "it is not their turn; turns go in the "
		    "order of the Players tag", v);
	if (ev->verb != AG_V_START && !g->started)
		return not_now(g, ev, "the game begins with the first "
		    "player's start ('+' on a flag, a letter beside it)", v);
	switch (ev->verb) {
	case AG_V_START:
		if (g->started)
			return not_now(g, ev, "the polygon is started once, "
			    "by the first player's first play", v);
		return 1;
	case AG_V_PLACE:
		if (t->placed || t->passed || t->doubted || t->declared ||
		    t->closed || t->suspended)
			return not_now(g, ev, "letters are placed once a turn, "
			    "before a close, a declaration, a doubt or a "
			    "pass", v);
		return 1;
	case AG_V_DRAW:
		if (t->draw_vowels + t->draw_consonants == 0)
			return not_now(g, ev, "letters are drawn to replace "
			    "those placed, and none are owed", v);
		return 1;
	case AG_V_CHANGE:
		if (t->changed)
			return not_now(g, ev, "one letter is changed a turn", v);
		return 1;
	case AG_V_CLOSE:
	case AG_V_DECLARE:
		if (t->closed || t->declared || t->suspended || t->doubted ||
		    t->passed)
			return not_now(g, ev, "a word is closed or declared "
			    "once a turn, instead of a doubt or a pass", v);
		return 1;
	case AG_V_SYLLABLE:
		if (t->syllable)
			return not_now(g, ev, "one syllable is found a turn", v);
		return 1;
	case AG_V_SHAPE:
		if (t->shape)
			return not_now(g, ev, "one shape is found a turn", v);
		return 1;
	case AG_V_PASS:
	case AG_V_DOUBT:
		if (t->played)
			return not_now(g, ev, "a player who cannot go on "
			    "passes or doubts, once, instead of placing", v);
		return 1;
	case AG_V_GIVEUP:
		if (t->gaveup)
			return not_now(g, ev, "one letter is given up for a "
			    "bonus token a turn", v);
		return 1;
	case AG_V_SUSPEND:
		if (!t->passed || g->passes < g->n || t->suspended)
			return not_now(g, ev, "the word is suspended by the "
			    "last of a round of the table that passed", v);
		return 1;
	default:
		return 1;
	}
}

/* The setup's rack: 3 vowels and 4 consonants from the player's sacks. */
static int
rule_rack(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
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
		return verdict_reject(v, arg_at(ev, 0), "a starting rack is "
		    "3 vowels and 4 consonants, not %s", ev->letters);
	if (!in_sack(p, ev->letters))
		return verdict_reject(v, arg_at(ev, 0), "%s's sacks do not "
		    "hold %s (the appendix's counts)", p->name, ev->letters);
	for (s = ev->letters; *s != '\0'; s++) {
		p->sack[letter_index(*s)]--;
		give_letter(p, *s);
	}
	p->dealt |= AG_DEALT_RACK;
	return 1;
}

/* Whether card is a card of the deck file: 1, or 0 with the verdict. */
static int
card_exists(const struct ag_game *g, int card, const struct pos *at,
    struct verdict *v)
{
	if (card < 1 || card > g->cards->n)
		return verdict_reject(v, at, "there is no card %d: the deck "
		    "has cards 1 to %d", card, g->cards->n);
	return 1;
}

/* Cards dealt at the setup, or named after a find without a deck. */
static int
rule_cards(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	int			 i, k, where;

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
	for (i = 0; i < ev->ncards; i++) {
		if (!card_exists(g, ev->card[i], arg_at(ev, i), v))
			return 0;
		for (k = 0; k < i; k++)
			if (ev->card[k] == ev->card[i])
				return verdict_reject(v, arg_at(ev, i), "card "
				    "%d is named twice", ev->card[i]);
		if ((where = card_place(g, ev->card[i])) != -1)
			return verdict_reject(v, arg_at(ev, i), "card %d is "
			    "%s", ev->card[i], where == -2 ? "in the deck" :
			    "in a hand already");
	}
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
static int
rule_bonus(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];

	if (p->dealt & AG_DEALT_BONUS)
		return verdict_reject(v, &ev->pos, "%s has bonus tokens "
		    "already: the setup deals them once", p->name);
	if (ev->bonus != AG_START_BONUS)
		return verdict_reject(v, arg_at(ev, 0), "the setup deals each "
		    "player %d bonus tokens, not %d", AG_START_BONUS,
		    ev->bonus);
	p->dealt |= AG_DEALT_BONUS;
	return 1;
}

/* The host's deck: the cards not dealt, top first. */
static int
rule_deck(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	int	 i, k;

	if (g->deck_known)
		return verdict_reject(v, &ev->pos, "the deck is laid out once");
	for (i = 0; i < ev->ncards; i++) {
		if (!card_exists(g, ev->card[i], arg_at(ev, i), v))
			return 0;
		for (k = 0; k < i; k++)
			if (ev->card[k] == ev->card[i])
				return verdict_reject(v, arg_at(ev, i), "card "
				    "%d is named twice", ev->card[i]);
		if (card_place(g, ev->card[i]) >= 0)
			return verdict_reject(v, arg_at(ev, i), "card %d is "
			    "in a hand", ev->card[i]);
	}
	g->ndeck = ev->ncards;
	memcpy(g->deck, ev->card, sizeof(int) * (size_t)ev->ncards);
	g->deck_known = 1;
	return 1;
}

/* Letters placed: the player holds them; each is owed a draw. */
static void
placed_letter(struct ag_game *g, int player, int c)
{
	struct ag_player	*p = &g->p[player];

	take_letter(p, c);
	if (ag_is_vowel(c))
		g->t.draw_vowels++;
	else
		g->t.draw_consonants++;
	g->t.placed++;
	g->word[g->wlen++] = (char)c;
	g->word[g->wlen] = '\0';
	(void)mark_effect(g, player, g->poly.path[g->poly.n - 1]);
}

/* The first play: '+' on a flag, a letter next to it. */
static int
rule_start(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	char			 why[AG_POLY_WHY], sq[AG_NAMEBUF];

	if (g->board.mark[ev->square] != AG_FLAG)
		return verdict_reject(v, arg_at(ev, 0), "%s is not a flag: the "
		    "polygon starts on a flag", ag_square_name(ev->square,
		    sq));
	if (!holds(p, ev->letters))
		return verdict_reject(v, arg_at(ev, 2), "%s does not hold %s",
		    p->name, ev->letters);
	if (!ag_poly_start(&g->poly, AG_SIZE, AG_SIZE, ev->square, ev->dir,
	    ev->letters[0], why))
		return verdict_reject(v, arg_at(ev, 1), "%s", why);
	g->started = 1;
	placed_letter(g, ev->player, ev->letters[0]);
	g->t.played = 1;
	g->passes = 0;
	poly_over(g);
	return 1;
}

/* One letter on the next square, or two for a bonus token. */
static int
rule_place(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	size_t			 n = strlen(ev->letters), i;

	if (n == 2 && !ev->bonus)
		return verdict_reject(v, arg_at(ev, 0), "two letters cost a "
		    "bonus token: 'place %s bonus'", ev->letters);
	if (n == 1 && ev->bonus)
		return verdict_reject(v, arg_at(ev, 1), "a bonus token buys a "
		    "second letter; one letter is free");
	if (ev->bonus && p->bonus == 0)
		return verdict_reject(v, arg_at(ev, 1), "%s has no bonus token "
		    "for a second letter", p->name);
	if (!holds(p, ev->letters))
		return verdict_reject(v, arg_at(ev, 0), "%s does not hold %s",
		    p->name, ev->letters);
	if (ev->bonus)
		p->bonus--;
	for (i = 0; i < n; i++) {
		if (!put_piece(g, ev->letters[i], arg_at(ev, 0), v))
			return 0;
		placed_letter(g, ev->player, ev->letters[i]);
	}
	g->t.played = 1;
	g->passes = 0;
	poly_over(g);
	return 1;
}

/* Letters drawn for those placed, of the same kinds, from the sacks. */
static int
rule_draw(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	const char		*s;
	int			 vowels = 0, cons = 0;

	for (s = ev->letters; *s != '\0'; s++) {
		if (ag_is_vowel(*s))
			vowels++;
		else
			cons++;
	}
	if (vowels > g->t.draw_vowels || cons > g->t.draw_consonants)
		return verdict_reject(v, arg_at(ev, 0), "%s owes %d vowel(s) "
		    "and %d consonant(s) for the letters placed, not %s: a "
		    "letter drawn replaces one of its kind", p->name,
		    g->t.draw_vowels, g->t.draw_consonants, ev->letters);
	if (!in_sack(p, ev->letters))
		return verdict_reject(v, arg_at(ev, 0), "%s's sacks have run "
		    "short: they do not hold %s", p->name, ev->letters);
	for (s = ev->letters; *s != '\0'; s++) {
		p->sack[letter_index(*s)]--;
		give_letter(p, *s);
	}
	g->t.draw_vowels -= vowels;
	g->t.draw_consonants -= cons;
	return 1;
}

/* A rack letter changed for one of the same kind from the sacks. */
static int
rule_change(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	int			 out = ev->letters[0], in = ev->letters[1];
	int			 before = !g->t.placed;

	if (p->rack[letter_index(out)] == 0)
		return verdict_reject(v, arg_at(ev, 0), "%s does not hold %c",
		    p->name, out);
	if (out == in)
		return verdict_reject(v, arg_at(ev, 1), "a letter is changed "
		    "for another");
	if (ag_is_vowel(out) != ag_is_vowel(in))
		return verdict_reject(v, arg_at(ev, 1), "a %s is changed for "
		    "a %s, from its own sack", ag_is_vowel(out) ? "vowel" :
		    "consonant", ag_is_vowel(out) ? "vowel" : "consonant");
	if (p->sack[letter_index(in)] == 0)
		return verdict_reject(v, arg_at(ev, 1), "%s's sacks have run "
		    "short: no %c left", p->name, in);
	if (before && p->bonus == 0)
		return verdict_reject(v, &ev->pos, "changing a letter before "
		    "placing costs a bonus token, and %s has none", p->name);
	if (before)
		p->bonus--;
	take_letter(p, out);
	p->sack[letter_index(out)]++;
	p->sack[letter_index(in)]--;
	give_letter(p, in);
	g->t.changed = 1;
	return 1;
}

/* The letters since the last '+' closed as a word. */
static int
rule_close(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	const char	*w = ev->word[0];

	if (strcmp(w, g->word) != 0)
		return verdict_reject(v, arg_at(ev, 0), "the letters since the "
		    "last '+' spell %s, not %s", g->wlen > 0 ? g->word :
		    "nothing yet", w);
	if (g->wlen < 4)
		return verdict_reject(v, arg_at(ev, 0), "%s is shorter than 4 "
		    "letters: a word closed has at least 4", w);
	if (!ag_word_ok(g, w, (size_t)g->wlen))
		return verdict_reject(v, arg_at(ev, 0), "%s is not a word of "
		    "the dictionary (words of complete meaning)", w);
	close_word(g, ev->player, g->wlen);
	end_word(g, ev->player);
	g->t.played = 1;
	g->passes = 0;
	return 1;
}

/* Put a found card under the deck and draw the top one (or owe it). */
static void
exchange_card(struct ag_game *g, int player, int card)
{
	struct ag_player	*p = &g->p[player];
	int			 i = hand_index(p, card);

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

	if (!card_exists(g, card, arg_at(ev, 0), v))
		return 0;
	if (hand_index(&g->p[ev->player], card) < 0 && card != other)
		return verdict_reject(v, arg_at(ev, 0), "%s does not hold card "
		    "%d", g->p[ev->player].name, card);
	return 1;
}

/* A syllable of a card found in the word under construction. */
static int
rule_syllable(struct ag_game *g, const struct ag_event *ev,
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
		return verdict_reject(v, arg_at(ev, 1), "card %d has no "
		    "syllable %s", ev->card[0], ev->syllable);
	if (strstr(g->word, ev->syllable) == NULL &&
	    strstr(g->t.word, ev->syllable) == NULL)
		return verdict_reject(v, arg_at(ev, 1), "%s is not in the word "
		    "under construction, %s", ev->syllable, g->wlen > 0 ?
		    g->word : g->t.word[0] != '\0' ? g->t.word : "(none)");
	g->t.syllable = ev->card[0];
	g->p[ev->player].syllables++;
	score(g, ev->player, 3);
	if (ev->card[0] != g->t.shape)
		exchange_card(g, ev->player, ev->card[0]);
	return 1;
}

/* A card's silhouette found at the end of the polygon. */
static int
rule_shape(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	const struct ag_card	*c;

	if (!finding_card(g, ev, g->t.syllable, v))
		return 0;
	c = &g->cards->card[ev->card[0] - 1];
	if (!ag_shape_at_end(&g->poly, c->steps))
		return verdict_reject(v, arg_at(ev, 0), "card %d's silhouette "
		    "(%s) is not the end of the polygon, turned or flipped",
		    ev->card[0], c->steps);
	g->t.shape = ev->card[0];
	g->p[ev->player].shapes++;
	score(g, ev->player, 3);
	if (ev->card[0] != g->t.syllable)
		exchange_card(g, ev->player, ev->card[0]);
	return 1;
}

/* A pass: a bonus token lost, or a letter when the player has none. */
static int
rule_pass(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	int			 c = ev->letters[0];

	if (p->bonus > 0 && c != '\0')
		return verdict_reject(v, arg_at(ev, 0), "%s has a bonus token: "
		    "a pass costs a token, a letter only without one",
		    p->name);
	if (p->bonus == 0 && c == '\0' && p->nrack > 0)
		return verdict_reject(v, &ev->pos, "%s has no bonus token: a "
		    "pass costs a letter of their choice ('pass LETTER')",
		    p->name);
	if (c != '\0' && p->rack[letter_index(c)] == 0)
		return verdict_reject(v, arg_at(ev, 0), "%s does not hold %c",
		    p->name, c);
	if (c != '\0')
		take_letter(p, c);
	else if (p->bonus > 0)
		p->bonus--;
	g->passes++;
	g->t.passed = g->t.played = 1;
	return 1;
}

/* After a round of passes, the last player suspends the word. */
static int
rule_suspend(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	if (g->wlen == 0)
		return verdict_reject(v, &ev->pos, "no word is under "
		    "construction to suspend");
	end_word(g, ev->player);
	g->t.suspended = 1;
	g->passes = 0;
	return 1;
}

/* The word under construction doubted. */
static int
rule_doubt(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	if (g->wlen == 0 || g->turn < 2)
		return verdict_reject(v, &ev->pos, "no word is under "
		    "construction to doubt");
	g->t.doubted = g->t.played = 1;
	g->t.dispute = AG_DOUBTED;
	g->passes = 0;
	return 1;
}

/*
 * The doubted player names the word: admitted, they close it and the
 * doubter is penalized; not, they are penalized and the doubter suspends.
 */
static int
rule_state(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	const char	*w = ev->word[0];
	size_t		 len = strlen(w);

	(void)v;
	g->t.stated = 1;
	if (continues(g->word, w) && len >= 4 && ag_word_ok(g, w, len)) {
		close_word(g, ev->player, (int)len);
		end_word(g, ev->player);
		penalize(g, g->t.player);
	} else {
		penalize(g, ev->player);
		end_word(g, g->t.player);
		g->t.suspended = 1;
	}
	g->t.dispute = AG_NO_DISPUTE;
	return 1;
}

/* A word declared in advance: closed now by the shortest one. */
static int
rule_declare(struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	int	 i, k, shortest = AG_MAXWORD + 1, len;

	if (g->wlen < 3)
		return verdict_reject(v, &ev->pos, "a word is declared in "
		    "advance with at least 3 letters on the board, not %d",
		    g->wlen);
	for (i = 0; i < ev->nwords; i++) {
		if (!named_word(g, g->word, ev->word[i], arg_at(ev, i), v))
			return 0;
		for (k = 0; k < i; k++)
			if (strcmp(ev->word[k], ev->word[i]) == 0)
				return verdict_reject(v, arg_at(ev, i), "%s is "
				    "declared twice", ev->word[i]);
		if ((len = (int)strlen(ev->word[i])) < shortest)
			shortest = len;
	}
	close_word(g, ev->player, shortest);
	end_word(g, ev->player);
	g->t.declared = g->t.played = 1;
	g->t.dispute = AG_DECLARED;
	g->passes = 0;
	return 1;
}

/*
 * A declaration contradicted: the declarer is penalized and the first to
 * contradict closes the word, by the contradicting word's length.
 */
static int
rule_contradict(struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	const char	*w = ev->word[0];
	int		 declarer = g->t.player, plus = g->t.plus_bonus;

	if (!named_word(g, g->t.word, w, arg_at(ev, 0), v))
		return 0;
	unclose_word(g);
	unmark(g, declarer, plus);
	penalize(g, declarer);
	close_word(g, ev->player, (int)strlen(w));
	g->t.plus_bonus = plus;
	if (plus == 1)
		g->p[ev->player].bonus++;
	else if (plus == -1 || plus == -2)
		g->t.plus_bonus = mark_effect(g, ev->player,
		    g->poly.path[g->poly.n - 1]);
	g->t.contradicted = ev->player + 1;
	return 1;
}

/* A declaration corrected by a shorter word: its points go by that. */
static int
rule_correct(struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	const char	*w = ev->word[0];
	int		 len = (int)strlen(w), closer = g->t.closer;

	if (!named_word(g, g->t.word, w, arg_at(ev, 0), v))
		return 0;
	if (len >= g->t.close_len)
		return verdict_reject(v, arg_at(ev, 0), "%s is not shorter "
		    "than the %d letters the declaration scores by: a "
		    "correction names a shorter word", w, g->t.close_len);
	unclose_word(g);
	close_word(g, closer, len);
	return 1;
}

/* A letter given up: for a penalty or a cloud, or for a bonus token. */
static int
rule_lose(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	int			 c = ev->letters[0];

	if (p->rack[letter_index(c)] == 0)
		return verdict_reject(v, arg_at(ev, 0), "%s does not hold %c",
		    p->name, c);
	take_letter(p, c);
	if (ev->verb == AG_V_GIVEUP) {
		p->bonus++;
		g->t.gaveup = 1;
	} else
		p->owe_lose--;
	return 1;
}

/* Over 8 letters: a bonus token or a letter, under the first allocation. */
static int
rule_reward(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	int			 c = ev->letters[0];

	if (c == '\0') {
		if (p->bonus >= AG_START_BONUS)
			return verdict_reject(v, arg_at(ev, 0), "%s holds %d "
			    "bonus tokens: the reward is for a player under "
			    "the first allocation (%d)", p->name, p->bonus,
			    AG_START_BONUS);
		p->bonus++;
	} else {
		if (p->nrack >= AG_RACK)
			return verdict_reject(v, arg_at(ev, 0), "%s holds %d "
			    "letters: the reward is for a player under the "
			    "first allocation (%d)", p->name, p->nrack,
			    AG_RACK);
		if (p->sack[letter_index(c)] == 0)
			return verdict_reject(v, arg_at(ev, 0), "%s's sacks "
			    "have run short: no %c left", p->name, c);
		p->sack[letter_index(c)]--;
		give_letter(p, c);
	}
	g->t.reward = 0;
	return 1;
}

/* Apply an event that may come now. */
static int
apply_rule(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	switch (ev->verb) {
	case AG_V_RACK:
		return rule_rack(g, ev, v);
	case AG_V_CARDS:
		return rule_cards(g, ev, v);
	case AG_V_BONUS:
		return rule_bonus(g, ev, v);
	case AG_V_DECK:
		return rule_deck(g, ev, v);
	case AG_V_START:
		return rule_start(g, ev, v);
	case AG_V_PLACE:
		return rule_place(g, ev, v);
	case AG_V_DRAW:
		return rule_draw(g, ev, v);
	case AG_V_CHANGE:
		return rule_change(g, ev, v);
	case AG_V_CLOSE:
		return rule_close(g, ev, v);
	case AG_V_SYLLABLE:
		return rule_syllable(g, ev, v);
	case AG_V_SHAPE:
		return rule_shape(g, ev, v);
	case AG_V_PASS:
		return rule_pass(g, ev, v);
	case AG_V_DOUBT:
		return rule_doubt(g, ev, v);
	case AG_V_STATE:
		return rule_state(g, ev, v);
	case AG_V_DECLARE:
		return rule_declare(g, ev, v);
	case AG_V_CONTRADICT:
		return rule_contradict(g, ev, v);
	case AG_V_CORRECT:
		return rule_correct(g, ev, v);
	case AG_V_LOSE:
	case AG_V_GIVEUP:
		return rule_lose(g, ev, v);
	case AG_V_REWARD:
		return rule_reward(g, ev, v);
	case AG_V_SUSPEND:
		return rule_suspend(g, ev, v);
	default:
		return verdict_malformed(v, &ev->pos, "no such verb");
	}
}

/* Check the event's number: this turn, or the next once this one is done. */
static int
check_number(struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	char	 why[256];
	int	 setup = (BIT(ev->verb) & SETUP_VERBS) != 0 &&
		    ev->verb != AG_V_CARDS;

	if (ev->number == g->turn)
		return 1;
	if (setup)
		return verdict_reject(v, &ev->pos, "racks, cards, bonus tokens "
		    "and the deck are dealt at the setup, turn 0");
	if (ev->number == 0)
		return verdict_reject(v, &ev->pos, "the setup, turn 0, is "
		    "over: this is turn %lu", g->turn);
	if (ev->number != g->turn + 1)
		return verdict_reject(v, &ev->pos, "this is turn %lu: the "
		    "next event is of turn %lu or %lu, turns go one by one "
		    "in the order of play", ev->number, g->turn, g->turn + 1);
	if (g->over != AG_PLAYING)
		return verdict_reject(v, &ev->pos, "the game is over (%s): no "
		    "turn follows", ag_over_name(g->over));
	if (!ag_turn_done(g, why, sizeof(why)))
		return verdict_reject(v, &ev->pos, "turn %lu cannot begin: %s",
		    ev->number, why);
	new_turn(g);
	return 1;
}

int
ag_game_apply(struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	static _Thread_local struct ag_game try;
	unsigned	 others = OTHERS_VERBS;

	verdict_clear(v);
	if (ev->verb >= AG_NVERBS || ev->player >= g->n)
		return verdict_malformed(v, &ev->pos, "no such verb or player");
	try = *g;
	if (!check_number(&try, ev, v) || !may_act(&try, ev, v))
		return 0;
	if (ev->player == try.t.player && !(BIT(ev->verb) & others) &&
	    try.t.dispute == AG_DECLARED)
		try.t.dispute = AG_NO_DISPUTE;
	if (!apply_rule(&try, ev, v))
		return 0;
	try.nevents++;
	*g = try;
	return 1;
}

unsigned
ag_allowed(const struct ag_game *g, int player)
{
	struct ag_event	 ev;
	struct verdict	 v;
	unsigned	 bits = 0;
	int		 verb;

	for (verb = 0; verb < AG_NVERBS; verb++) {
		memset(&ev.pos, 0, sizeof(ev.pos));
		ev.verb = (enum ag_verb)verb;
		ev.player = player;
		ev.number = g->turn;
		if (may_act(g, &ev, &v))
			bits |= BIT(verb);
	}
	return bits;
}
