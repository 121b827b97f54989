/*
 * turn.c: the order of Alphagon's events: the setup, then turns one by
 * one in the order of play, what a turn allows and to whom, what must be
 * done before the next begins, and the end of the game.  Each verb's
 * rule (letters.c, setup.c, word.c, find.c) checks, then changes the
 * game, so a rejected event leaves the game as it was; ag_game_apply()
 * puts back only what it changed itself before the rule was asked (a new
 * turn begun, a declaration's time ended), without copying the game.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "verdict.h"
#include "ag/board.h"
#include "ag/cards.h"
#include "ag/deal.h"
#include "ag/game.h"
#include "ag/polygon.h"
#include "ag/rules.h"

#define BIT(v)	(1u << (v))

/*
 * The verbs of the setup, and those that finish a turn once the game is
 * over: among them the close of the word the last letter completed (the
 * rules: "Whoever has the most points when closing the polygon").
 */
#define SETUP_VERBS	(BIT(AG_V_RACK) | BIT(AG_V_CARDS) | BIT(AG_V_BONUS) | \
			 BIT(AG_V_DECK))
#define AFTER_END_VERBS	(BIT(AG_V_DRAW) | BIT(AG_V_LOSE) | BIT(AG_V_CLOSE) | \
			 BIT(AG_V_REWARD) | BIT(AG_V_SYLLABLE) | \
			 BIT(AG_V_SHAPE) | BIT(AG_V_STATE) | \
			 BIT(AG_V_CONTRADICT) | BIT(AG_V_CORRECT) | \
			 BIT(AG_V_CARDS))
/*
 * The verbs that answer a dispute or pay for it: the turn's player doing
 * anything else ends a declaration's time for contradictions and
 * corrections.
 */
#define OTHERS_VERBS	(BIT(AG_V_STATE) | BIT(AG_V_CONTRADICT) | \
			 BIT(AG_V_CORRECT) | BIT(AG_V_LOSE) | \
			 BIT(AG_V_CARDS))

/* The place of argument i, found in the record's event when asked. */
const struct pos *
ag_arg_at(const struct ag_event *ev, int i)
{
	static _Thread_local struct pos	 at[AG_MAXDECLARE + 2];

	if (ev->rec == NULL || i < 0 || i >= ev->rec->nargs ||
	    i >= AG_MAXDECLARE + 2)
		return &ev->pos;
	at[i] = rec_arg_pos(ev->rec, (size_t)i);
	return &at[i];
}

/*
 * The bytes of a struct ag_turn before its words: what a new turn
 * clears, and what an event that began one and was rejected puts back,
 * with the first byte of the word closed, which a new turn empties.
 */
#define TURN_HEAD	offsetof(struct ag_turn, declared_word)

/*
 * Start the next turn: its player, the next in the order of play, and
 * nothing done yet.  A letter still owed is owed by a player who holds
 * none (ag_turn_done() waits for the others): with nothing to give, the
 * debt lapses.  The first turn ends the setup: a player not dealt bonus
 * tokens by then has them as dealt.
 */
static void
new_turn(struct ag_game *g)
{
	int	 i, next = g->t.player + 1 < g->n ? g->t.player + 1 : 0;

	for (i = 0; i < g->n; i++)
		g->p[i].owe_lose = 0;
	if (g->turn == 0)
		for (i = 0; i < g->n; i++)
			g->p[i].dealt |= AG_DEALT_BONUS;
	g->turn++;
	memset(&g->t, 0, TURN_HEAD);
	g->t.word[0] = '\0';
	g->t.player = next;
	g->t.closer = -1;
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
	if ((t->draw_vowels > 0 && ag_sack_kind(p, 1) > 0) ||
	    (t->draw_consonants > 0 && ag_sack_kind(p, 0) > 0)) {
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
	return verdict_reject(v, &ev->pos, "no %s by %s now (%s): %s",
	    ag_verb_name(ev->verb), ev->player < 0 ? "the host" :
	    g->p[ev->player].name, where, why);
}

/*
 * Why the event's verb may not come now from its actor, in the current
 * turn: the rule, a static string; NULL if it may.  Arguments are not
 * looked at.
 */
static const char *
refusal(const struct ag_game *g, const struct ag_event *ev)
{
	const struct ag_turn	*t = &g->t;
	unsigned		 bit = BIT(ev->verb);
	int			 who = ev->player, own;

	if (g->turn == 0) {
		if (!(bit & SETUP_VERBS))
			return "the setup (turn 0) deals racks, cards, bonus "
			    "tokens and the deck";
		if ((ev->verb == AG_V_DECK) != (who < 0))
			return "the host lays out the deck, the players are "
			    "dealt the rest";
		return NULL;
	}
	if (who < 0)
		return "the host only lays out the deck, at the setup";
	if (g->over != AG_PLAYING && !(bit & AFTER_END_VERBS))
		return "the game is over; what remains of the turn is closing "
		    "the word, drawing, penalties, rewards, findings and "
		    "disputes";
	own = who == t->player;
	if (t->dispute == AG_DOUBTED && !t->stated && ev->verb != AG_V_STATE)
		return "the word was doubted: the previous player states it "
		    "first";
	switch (ev->verb) {
	case AG_V_RACK:
	case AG_V_BONUS:
	case AG_V_DECK:
		return "that is dealt at the setup, turn 0";
	case AG_V_CARDS:
		if (!own || t->owe_card == 0)
			return "after the setup a player names the card drawn "
			    "after a find, when the record has no deck";
		return NULL;
	case AG_V_STATE:
		if (t->dispute != AG_DOUBTED || t->stated)
			return "a word is stated once, after a doubt";
		if (who != (t->player + g->n - 1) % g->n)
			return "the doubted player, the one before the "
			    "doubter, states the word";
		return NULL;
	case AG_V_CONTRADICT:
	case AG_V_CORRECT:
		if (t->dispute != AG_DECLARED)
			return "only a declaration in advance, just made, may "
			    "be contradicted or corrected";
		if (own)
			return "the others answer a declaration, not the "
			    "declarer";
		if (t->contradicted && ev->verb == AG_V_CORRECT)
			return "the declaration was contradicted: a "
			    "correction is of the declarer's word, to lower "
			    "their score, and they score nothing for it now";
		if (t->contradicted)
			return "the declaration was contradicted: the first "
			    "to contradict closes the word";
		return NULL;
	case AG_V_LOSE:
		if (g->p[who].owe_lose == 0)
			return "a letter is lost for a penalty or a cloud, "
			    "and none is owed";
		return NULL;
	case AG_V_REWARD:
		if (t->closer != who || !t->reward)
			return "the reward goes to the closer of a word of "
			    "more than 8 letters, once";
		return NULL;
	default:
		break;
	}
	if (!own)
		return "it is not their turn; turns go in the order of the "
		    "Players tag";
	if (ev->verb != AG_V_START && !g->started)
		return "the game begins with the first player's start ('+' on "
		    "a flag, a letter beside it)";
	switch (ev->verb) {
	case AG_V_START:
		if (g->started)
			return "the polygon is started once, by the first "
			    "player's first play";
		return NULL;
	case AG_V_PLACE:
		if (t->placed || t->passed || t->doubted || t->declared ||
		    t->closed || t->suspended)
			return "letters are placed once a turn, before a "
			    "close, a declaration, a doubt or a pass";
		return NULL;
	case AG_V_DRAW:
		if (t->draw_vowels + t->draw_consonants == 0)
			return "letters are drawn to replace those placed, "
			    "and none are owed";
		return NULL;
	case AG_V_CHANGE:
		if (t->changed)
			return "one letter is changed a turn";
		return NULL;
	case AG_V_CLOSE:
	case AG_V_DECLARE:
		if (t->closed || t->declared || t->suspended || t->doubted ||
		    t->passed)
			return "a word is closed or declared once a turn, "
			    "instead of a doubt or a pass";
		return NULL;
	case AG_V_SYLLABLE:
		if (t->syllable)
			return "one syllable is found a turn";
		return NULL;
	case AG_V_SHAPE:
		if (t->shape)
			return "one shape is found a turn";
		return NULL;
	case AG_V_PASS:
	case AG_V_DOUBT:
		if (t->played)
			return "a player who cannot go on passes or doubts, "
			    "once, instead of placing";
		return NULL;
	case AG_V_GIVEUP:
		if (t->gaveup)
			return "one letter is given up for a bonus token a "
			    "turn";
		return NULL;
	case AG_V_SUSPEND:
		if (!t->passed || g->passes < g->n || t->suspended)
			return "the word is suspended by the last of a round "
			    "of the table that passed";
		return NULL;
	default:
		return NULL;
	}
}

/*
 * Whether the event's verb may come now from its actor: 1, or 0 with the
 * verdict naming the rule (written only then).
 */
static int
may_act(const struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	const char	*why = refusal(g, ev);

	return why == NULL ? 1 : not_now(g, ev, why, v);
}

/* Apply an event that may come now. */
static int
apply_rule(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	switch (ev->verb) {
	case AG_V_RACK:
		return ag_rule_rack(g, ev, v);
	case AG_V_CARDS:
		return ag_rule_cards(g, ev, v);
	case AG_V_BONUS:
		return ag_rule_bonus(g, ev, v);
	case AG_V_DECK:
		return ag_rule_deck(g, ev, v);
	case AG_V_START:
		return ag_rule_start(g, ev, v);
	case AG_V_PLACE:
		return ag_rule_place(g, ev, v);
	case AG_V_DRAW:
		return ag_rule_draw(g, ev, v);
	case AG_V_CHANGE:
		return ag_rule_change(g, ev, v);
	case AG_V_CLOSE:
		return ag_rule_close(g, ev, v);
	case AG_V_SYLLABLE:
		return ag_rule_syllable(g, ev, v);
	case AG_V_SHAPE:
		return ag_rule_shape(g, ev, v);
	case AG_V_PASS:
		return ag_rule_pass(g, ev, v);
	case AG_V_DOUBT:
		return ag_rule_doubt(g, ev, v);
	case AG_V_STATE:
		return ag_rule_state(g, ev, v);
	case AG_V_DECLARE:
		return ag_rule_declare(g, ev, v);
	case AG_V_CONTRADICT:
		return ag_rule_contradict(g, ev, v);
	case AG_V_CORRECT:
		return ag_rule_correct(g, ev, v);
	case AG_V_LOSE:
	case AG_V_GIVEUP:
		return ag_rule_lose(g, ev, v);
	case AG_V_REWARD:
		return ag_rule_reward(g, ev, v);
	case AG_V_SUSPEND:
		return ag_rule_suspend(g, ev, v);
	default:
		return verdict_malformed(v, &ev->pos, "no such verb");
	}
}

/* Whether s is min to max capital letters. */
static int
capitals(const char *s, size_t min, size_t max)
{
	size_t	 n;

	for (n = 0; s[n] != '\0'; n++)
		if (n >= max || s[n] < 'A' || s[n] > 'Z')
			return 0;
	return n >= min;
}

/*
 * Whether the parts the event's verb uses are well-formed (the record's
 * patterns make them so; an event built from parts may not be): 1, or 0
 * with the verdict (malformed).
 */
static int
check_parts(const struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	int	 ok = 1, i;

	if (ev->player < -1 || ev->player >= g->n)
		return verdict_malformed(v, &ev->pos, "no such player");
	switch (ev->verb) {
	case AG_V_RACK:
	case AG_V_DRAW:
		ok = capitals(ev->letters, 1, 16);
		break;
	case AG_V_PLACE:
		ok = capitals(ev->letters, 1, AG_MAXPLACE) &&
		    (ev->bonus == 0 || ev->bonus == 1);
		break;
	case AG_V_START:
		ok = capitals(ev->letters, 1, 1) && ev->square >= 0 &&
		    ev->square < AG_SQUARES && ev->dir >= AG_NORTH &&
		    ev->dir <= AG_WEST;
		break;
	case AG_V_CHANGE:
		ok = capitals(ev->letters, 2, 2);
		break;
	case AG_V_LOSE:
	case AG_V_GIVEUP:
		ok = capitals(ev->letters, 1, 1);
		break;
	case AG_V_PASS:
	case AG_V_REWARD:
		ok = capitals(ev->letters, 0, 1);
		break;
	case AG_V_CARDS:
		ok = ev->ncards >= 1 && ev->ncards <= AG_MAXHAND;
		break;
	case AG_V_DECK:
		ok = ev->ncards >= 0 && ev->ncards <= AG_MAXCARDS;
		break;
	case AG_V_SYLLABLE:
		ok = ev->ncards == 1 && capitals(ev->syllable, 1, 3);
		break;
	case AG_V_SHAPE:
		ok = ev->ncards == 1;
		break;
	case AG_V_BONUS:
		ok = ev->bonus >= 0;
		break;
	case AG_V_CLOSE:
	case AG_V_STATE:
	case AG_V_CONTRADICT:
	case AG_V_CORRECT:
	case AG_V_DECLARE:
		ok = ev->nwords == 1 || (ev->verb == AG_V_DECLARE &&
		    ev->nwords >= 1 && ev->nwords <= AG_MAXDECLARE);
		for (i = 0; ok && i < ev->nwords; i++)
			ok = capitals(ev->word[i], 1, AG_MAXWORD);
		break;
	default:
		break;
	}
	if (!ok)
		return verdict_malformed(v, &ev->pos, "a %s event's parts are "
		    "not well-formed", ag_verb_name(ev->verb));
	return 1;
}

/*
 * What ag_game_apply() changes before the rule judges the event, kept to
 * be put back if the event is rejected: the turn the event began, if it
 * began one, and the declaration's dispute it ended.
 */
struct undo {
	int		 began;		/* the event began a turn */
	unsigned long	 turn;		/* the turn before */
	unsigned char	 t[TURN_HEAD];	/* its head (see TURN_HEAD) */
	char		 word;		/* and the first byte of its word */
	int		 owe_lose[AG_MAXPLAYERS];
	int		 dealt[AG_MAXPLAYERS];
	enum ag_dispute	 dispute;	/* before the rule was asked */
};

/* Begin the next turn, keeping what it changes in u. */
static void
begin_turn(struct ag_game *g, struct undo *u)
{
	int	 i;

	u->began = 1;
	u->turn = g->turn;
	memcpy(u->t, &g->t, TURN_HEAD);
	u->word = g->t.word[0];
	for (i = 0; i < g->n; i++) {
		u->owe_lose[i] = g->p[i].owe_lose;
		u->dealt[i] = g->p[i].dealt;
	}
	new_turn(g);
}

/*
 * Put back what ag_game_apply() changed before the event was rejected
 * (u), and return 0, the event's verdict being filled.
 */
static int
undo(struct ag_game *g, const struct undo *u)
{
	int	 i;

	g->t.dispute = u->dispute;
	if (!u->began)
		return 0;
	g->turn = u->turn;
	memcpy(&g->t, u->t, TURN_HEAD);
	g->t.word[0] = u->word;
	for (i = 0; i < g->n; i++) {
		g->p[i].owe_lose = u->owe_lose[i];
		g->p[i].dealt = u->dealt[i];
	}
	return 0;
}

/*
 * Check the event's number: this turn, or the next once this one is done,
 * which it begins (kept in u, to be undone).
 */
static int
check_number(struct ag_game *g, const struct ag_event *ev, struct undo *u,
    struct verdict *v)
{
	char	 why[256];

	if (ev->number == g->turn)
		return 1;
	if ((BIT(ev->verb) & SETUP_VERBS) != 0 && ev->verb != AG_V_CARDS)
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
	begin_turn(g, u);
	return 1;
}

int
ag_game_apply(struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	verdict_clear(v);
	if ((unsigned)ev->verb >= AG_NVERBS)
		return verdict_malformed(v, &ev->pos, "no such verb");
	if (!check_parts(g, ev, v))
		return 0;
	return ag_apply_checked(g, ev, v);
}

int
ag_apply_checked(struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	struct undo	 u;
	unsigned	 others = OTHERS_VERBS;

	u.began = 0;
	u.dispute = g->t.dispute;
	if (!check_number(g, ev, &u, v))
		return 0;
	u.dispute = g->t.dispute;
	if (!may_act(g, ev, v))
		return undo(g, &u);
	if (ev->player == g->t.player && !(BIT(ev->verb) & others) &&
	    g->t.dispute == AG_DECLARED)
		g->t.dispute = AG_NO_DISPUTE;
	if (!apply_rule(g, ev, v))
		return undo(g, &u);
	ag_letters_over(g);
	g->nevents++;
	return 1;
}

unsigned
ag_allowed(const struct ag_game *g, int player)
{
	struct ag_event	 ev;
	unsigned	 bits = 0;
	int		 verb;

	for (verb = 0; verb < AG_NVERBS; verb++) {
		memset(&ev.pos, 0, sizeof(ev.pos));
		ev.verb = (enum ag_verb)verb;
		ev.player = player;
		ev.number = g->turn;
		if (refusal(g, &ev) == NULL)
			bits |= BIT(verb);
	}
	return bits;
}
