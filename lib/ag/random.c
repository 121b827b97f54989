/*
 * random.c: seeded random legal games of Alphagon, written as records.
 *
 * The choices: a player and a verb at random by the weights below among
 * those with a legal event, then one of that verb's events, each as
 * likely as the next but for these: a start weighs the square of the room
 * ahead of it; a letter placed weighs 20 when some word of the lexicon
 * goes on with it (1 when none does), two letters for a bonus token 3 and
 * 0, and when no placement goes on with a word, placing is chosen only 1
 * time in 10 it comes up; a draw weighs as the sacks hold its letters, so
 * that letters come out of the sacks as often as they are in them.  The
 * words a player may state, declare, contradict with or correct are three
 * random words of the lexicon that continue the word under construction,
 * and one that is no word.  A game stops when the engine says it is over
 * (no player holding a letter is an end of its own) and nobody owes it an
 * event; one that runs past MAX_EVENTS events stops with an error.
 * The last line of a game is a comment with where the engine that made it
 * left it and each player's points, for a reader to compare.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "lexicon.h"
#include "rng.h"
#include "verdict.h"
#include "ag/cards.h"
#include "ag/deal.h"
#include "ag/game.h"
#include "ag/moves.h"
#include "ag/random.h"

#define MAX_EVENTS	20000	/* in one game */
#define MAX_CHOICES	1024	/* legal events of one verb */
#define NWORDS		4	/* words offered to state, declare ... */

/* The players, by seat clockwise, and their colors, as ag-deal names them. */
static const char *const seat_name[AG_MAXPLAYERS] = {
	"ann", "bob", "cat", "dan", "eve", "fay"
};
static const char *const seat_color[AG_MAXPLAYERS] = {
	"red", "yellow", "green", "blue", "black", "white"
};

/* How likely each verb is chosen, among those with a legal event. */
static const unsigned verb_weight[AG_NVERBS] = {
	[AG_V_START] = 100, [AG_V_PLACE] = 100, [AG_V_DRAW] = 1000,
	[AG_V_CHANGE] = 4, [AG_V_CLOSE] = 200, [AG_V_SYLLABLE] = 40,
	[AG_V_SHAPE] = 40, [AG_V_PASS] = 3, [AG_V_DOUBT] = 6,
	[AG_V_STATE] = 100, [AG_V_DECLARE] = 5, [AG_V_CONTRADICT] = 60,
	[AG_V_CORRECT] = 60, [AG_V_LOSE] = 100, [AG_V_GIVEUP] = 2,
	[AG_V_REWARD] = 100, [AG_V_SUSPEND] = 30, [AG_V_CARDS] = 100
};

/* The legal events of a position, with their weights. */
struct choices {
	const struct lexicon	*lex;
	size_t			 n;
	struct ag_event		 ev[MAX_CHOICES];
	unsigned		 weight[MAX_CHOICES];
};

/* A game being made. */
struct making {
	struct ag_game		 g;
	struct rng		 rng;
	FILE			*out;
	char			*err;
	size_t			 errsize;
};

/* The lexicon's node after the letters, from the root; LEXICON_NONE if off. */
static uint32_t
walk(const struct lexicon *lex, const char *s, size_t len)
{
	uint32_t	 node = lex->root;
	size_t		 i;

	for (i = 0; i < len && node != LEXICON_NONE; i++)
		node = lexicon_child(lex, node, (unsigned)(s[i] - 'A'));
	return node;
}

/* A draw's weight: how many ways the sacks give its letters. */
static unsigned
draw_weight(const struct ag_game *g, const struct ag_event *ev)
{
	const unsigned char	*sack = g->p[ev->player].sack;
	int			 a = ev->letters[0] - 'A', b;

	if (ev->letters[1] == '\0')
		return sack[a];
	b = ev->letters[1] - 'A';
	if (a == b)
		return (unsigned)(sack[a] * (sack[a] - 1));
	return (unsigned)(sack[a] * sack[b]) *
	    (ag_is_vowel('A' + a) == ag_is_vowel('A' + b) ? 2 : 1);
}

/* A placement's weight: high if a word goes on with its letters. */
static unsigned
place_weight(const struct lexicon *lex, const struct ag_game *g,
    const struct ag_event *ev)
{
	char	 s[AG_SQUARES + AG_MAXPLACE + 1];
	size_t	 len = (size_t)g->wlen;

	memcpy(s, g->word, len);
	memcpy(s + len, ev->letters, strlen(ev->letters));
	len += strlen(ev->letters);
	if (walk(lex, s, len) == LEXICON_NONE)
		return ev->bonus ? 0 : 1;
	return ev->bonus ? 3 : 20;
}

/*
 * A start's weight: the square of the room ahead of it (the squares from
 * its flag to the board's edge in its direction), as a player starts
 * toward the open board.
 */
static unsigned
start_weight(const struct ag_event *ev)
{
	int	 r = ev->square / AG_SIZE, c = ev->square % AG_SIZE, room;

	switch (ev->dir) {
	case AG_NORTH:
		room = r;
		break;
	case AG_SOUTH:
		room = AG_SIZE - 1 - r;
		break;
	case AG_WEST:
		room = c;
		break;
	default:
		room = AG_SIZE - 1 - c;
		break;
	}
	return (unsigned)(room * room);
}

/* Keep a legal event with its weight. */
static int
keep(const struct ag_game *g, const struct ag_event *ev, void *arg)
{
	struct choices	*c = arg;
	unsigned	 w = 1;

	if (c->n == MAX_CHOICES)
		return 1;
	if (ev->verb == AG_V_DRAW)
		w = draw_weight(g, ev);
	else if (ev->verb == AG_V_PLACE)
		w = place_weight(c->lex, g, ev);
	else if (ev->verb == AG_V_START)
		w = start_weight(ev);
	if (w == 0)
		return 0;
	c->ev[c->n] = *ev;
	c->weight[c->n++] = w;
	return 0;
}

/*
 * A random word of the lexicon that continues the word under
 * construction, of 4 letters at least, into buf; "" if none is found.
 */
static void
random_word(struct making *mk, const struct lexicon *lex, char *buf)
{
	const char	*root = ag_moves_root(&mk->g);
	uint32_t	 node, letters;
	size_t		 len = strlen(root), rootlen = len;
	unsigned	 k, L;

	buf[0] = '\0';
	if (len == 0 || len >= AG_MAXWORD ||
	    (node = walk(lex, root, len)) == LEXICON_NONE)
		return;
	memcpy(buf, root, len);
	for (;;) {
		letters = lexicon_letters(lex, node);
		if (lexicon_final(lex, node) && len >= 4 && len > rootlen &&
		    (letters == 0 || rng_below(&mk->rng, 3) == 0))
			break;
		if (letters == 0 || len == AG_MAXWORD) {
			len = 0;
			break;
		}
		k = (unsigned)rng_below(&mk->rng, lexicon_bits(letters));
		for (L = 0; ; L++)
			if ((letters & (1u << L)) != 0 && k-- == 0)
				break;
		buf[len++] = (char)('A' + L);
		node = lexicon_child(lex, node, L);
	}
	buf[len] = '\0';
}

/* Apply an event to the game and write it, or say why not. */
static int
play(struct making *mk, const struct ag_event *ev)
{
	struct verdict	 v;

	if (!ag_game_apply(&mk->g, ev, &v)) {
		snprintf(mk->err, mk->errsize, "the engine refused a random "
		    "%s event: %s", ag_verb_name(ev->verb), v.text);
		return 0;
	}
	ag_event_write(mk->out, &mk->g, ev);
	return 1;
}

/* Write the deal's tags and events, through the engine. */
static int
deal(struct making *mk, uint64_t seed, int n)
{
	static struct ag_deal	 d;
	struct ag_deck		 deck;
	struct ag_options	 opt;
	struct ag_event		 ev;
	struct verdict		 v;
	const char		*name[AG_MAXPLAYERS];
	int			 i, k;

	ag_deck_standin(&deck);
	ag_deal(&d, seed, n, deck.n, 1);
	ag_deck_free(&deck);
	fprintf(mk->out, "[Game \"alphagon\"]\n[Seed \"%llu\"]\n[Players \"",
	    (unsigned long long)seed);
	for (i = 0; i < n; i++) {
		name[i] = seat_name[d.seat[i]];
		fprintf(mk->out, "%s%s:%s", i > 0 ? " " : "", name[i],
		    seat_color[d.seat[i]]);
	}
	fprintf(mk->out, "\"]\n[Goal \"%d\"]\n", ag_goal(n));
	ag_options_init(&opt);
	opt.dictionary = "en_US";
	if (!ag_game_begin_bare(&mk->g, n, name, &opt, &v)) {
		snprintf(mk->err, mk->errsize, "%s", v.text);
		return 0;
	}
	for (i = 0; i < n; i++) {
		ag_event_init(&ev, AG_V_RACK, i, 0);
		snprintf(ev.letters, sizeof(ev.letters), "%s", d.rack[i]);
		if (!play(mk, &ev))
			return 0;
		ag_event_init(&ev, AG_V_CARDS, i, 0);
		ev.ncards = AG_START_CARDS;
		for (k = 0; k < AG_START_CARDS; k++)
			ev.card[k] = d.cards[i][k];
		if (!play(mk, &ev))
			return 0;
		ag_event_init(&ev, AG_V_BONUS, i, 0);
		ev.bonus = AG_START_BONUS;
		if (!play(mk, &ev))
			return 0;
	}
	ag_event_init(&ev, AG_V_DECK, -1, 0);
	ev.ncards = d.ndeck;
	memcpy(ev.card, d.deck, (size_t)d.ndeck * sizeof(ev.card[0]));
	return play(mk, &ev);
}

/*
 * Pick a player and a verb at random among those allowed (a mask of verbs
 * for each player), by the verbs' weights.  Returns 1, or 0 if none is.
 */
static int
pick_verb(struct making *mk, const unsigned allowed[], int *player,
    int *verb)
{
	uint64_t	 sum = 0, r;
	int		 p, v;

	for (p = 0; p < mk->g.n; p++)
		for (v = 0; v < AG_NVERBS; v++)
			if (allowed[p] & (1u << v))
				sum += verb_weight[v];
	if (sum == 0)
		return 0;
	r = rng_below(&mk->rng, sum);
	for (p = 0; p < mk->g.n; p++)
		for (v = 0; v < AG_NVERBS; v++) {
			if ((allowed[p] & (1u << v)) == 0)
				continue;
			if (r < verb_weight[v]) {
				*player = p;
				*verb = v;
				return 1;
			}
			r -= verb_weight[v];
		}
	return 0;
}

/*
 * Choose a player and a verb that have a legal event, then one of those
 * events, at random into c; NULL if there is none.
 */
static const struct ag_event *
choose(struct making *mk, struct choices *c, const char *const words[],
    size_t nwords)
{
	unsigned	 allowed[AG_MAXPLAYERS], now[AG_MAXPLAYERS];
	uint64_t	 r, total = 0;
	size_t		 i;
	int		 p, verb;

	for (p = 0; p < mk->g.n; p++) {
		now[p] = ag_allowed(&mk->g, p);
		allowed[p] = ag_moves_verbs(&mk->g, p, now[p]);
	}
	while (total == 0) {
		if (!pick_verb(mk, allowed, &p, &verb))
			return NULL;
		c->n = 0;
		ag_moves_of(&mk->g, p, now[p], (enum ag_verb)verb, words,
		    nwords, keep, c);
		for (i = 0; i < c->n; i++)
			total += c->weight[i];
		allowed[p] &= ~(1u << verb);
		if (verb == AG_V_PLACE && total == c->n &&
		    rng_below(&mk->rng, 10) != 0)
			total = 0;	/* no word goes on: mostly not */
	}
	r = rng_below(&mk->rng, total);
	for (i = 0; r >= c->weight[i]; i++)
		r -= c->weight[i];
	return &c->ev[i];
}

/*
 * Whether someone still owes the game an event: letters to draw, a letter
 * to lose (when they hold one), a card to name.
 */
static int
owing(const struct ag_game *g)
{
	int	 i;

	if (g->t.draw_vowels + g->t.draw_consonants > 0 || g->t.owe_card > 0)
		return 1;
	for (i = 0; i < g->n; i++)
		if (g->p[i].owe_lose > 0 && g->p[i].nrack > 0)
			return 1;
	return 0;
}

/*
 * Write the end as the engine saw it, in a comment: where the game
 * stands, then each player's points, for a reader of the record to
 * compare with its own replay.
 */
static void
the_end(struct making *mk)
{
	char	 where[128];
	int	 i;

	ag_game_where(&mk->g, where, sizeof(where));
	fprintf(mk->out, "# the engine: %s; points", where);
	for (i = 0; i < mk->g.n; i++)
		fprintf(mk->out, " %s %d", mk->g.p[i].name, mk->g.p[i].points);
	fputc('\n', mk->out);
}

int
ag_random_game(FILE *fp, uint64_t seed, int nplayers,
    const struct lexicon *lex, char *err, size_t errsize)
{
	static struct making	 mk;
	static struct choices	 c;
	char			 word[NWORDS][AG_MAXWORD + 1];
	const char		*words[NWORDS];
	const struct ag_event	*ev;
	const char		*root;
	size_t			 nwords, k;
	int			 events;

	memset(&mk, 0, sizeof(mk));
	mk.out = fp;
	mk.err = err;
	mk.errsize = errsize;
	rng_seed(&mk.rng, seed);
	if (!deal(&mk, seed, nplayers))
		return 0;
	c.lex = lex;
	for (events = 0; mk.g.over == AG_PLAYING || owing(&mk.g); events++) {
		if (events == MAX_EVENTS) {
			snprintf(err, errsize, "seed %llu: no end after %d "
			    "events", (unsigned long long)seed, events);
			return 0;
		}
		nwords = 0;
		for (k = 0; k + 1 < NWORDS; k++) {
			random_word(&mk, lex, word[nwords]);
			if (word[nwords][0] != '\0') {
				words[nwords] = word[nwords];
				nwords++;
			}
		}
		root = ag_moves_root(&mk.g);
		if (root[0] != '\0' && strlen(root) + 3 <= AG_MAXWORD) {
			memcpy(word[nwords], root, strlen(root));
			memcpy(word[nwords] + strlen(root), "QXZ", 4);
			words[nwords] = word[nwords];
			nwords++;
		}
		if ((ev = choose(&mk, &c, words, nwords)) == NULL) {
			snprintf(err, errsize, "seed %llu: no legal event at "
			    "turn %lu", (unsigned long long)seed, mk.g.turn);
			return 0;
		}
		if (!play(&mk, ev))
			return 0;
	}
	the_end(&mk);
	return 1;
}
