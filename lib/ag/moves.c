/*
 * moves.c: the legal next events of an Alphagon game: candidates built
 * from the position, each tried on a copy of the game.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "verdict.h"
#include "ag/board.h"
#include "ag/deal.h"
#include "ag/game.h"
#include "ag/moves.h"

/* A search under way. */
struct search {
	const struct ag_game	*g;
	unsigned		 now[AG_MAXPLAYERS];	/* ag_allowed() */
	int			(*fn)(const struct ag_game *,
				    const struct ag_event *, void *);
	void			*arg;
	size_t			 found;
	int			 stop;
};

/*
 * Try an event: in the current turn if its verb is allowed there for its
 * player, else as the first of the next turn; report it if the game
 * accepts it.
 */
static void
try_event(struct search *s, struct ag_event *ev)
{
	struct ag_game	 copy;
	struct verdict	 v;

	if (s->stop)
		return;
	ev->number = s->g->turn;
	if ((s->now[ev->player] & (1u << ev->verb)) == 0)
		ev->number++;
	copy = *s->g;
	if (ag_game_apply(&copy, ev, &v)) {
		s->found++;
		if (s->fn(s->g, ev, s->arg) != 0)
			s->stop = 1;
	}
}

/* Try the event of verb for player with letters as its letters. */
static void
try_letters(struct search *s, enum ag_verb verb, int player,
    const char *letters, int bonus)
{
	struct ag_event	 ev;

	ag_event_init(&ev, verb, player, 0);
	snprintf(ev.letters, sizeof(ev.letters), "%s", letters);
	ev.bonus = bonus;
	try_event(s, &ev);
}

/* Try verb with each letter the player holds, each once. */
static void
each_rack_letter(struct search *s, enum ag_verb verb, int player)
{
	const struct ag_player	*p = &s->g->p[player];
	char			 one[2] = { 0, 0 };
	int			 L;

	for (L = 0; L < AG_LETTERS; L++)
		if (p->rack[L] > 0) {
			one[0] = (char)('A' + L);
			try_letters(s, verb, player, one, 0);
		}
}

/* Try a start on each flag, in each direction, with each rack letter. */
static void
each_start(struct search *s, int player)
{
	const struct ag_player	*p = &s->g->p[player];
	struct ag_event		 ev;
	int			 sq, d, L;

	for (sq = 0; sq < AG_SQUARES; sq++) {
		if (s->g->board.mark[sq] != AG_FLAG)
			continue;
		for (d = AG_NORTH; d <= AG_WEST; d++)
			for (L = 0; L < AG_LETTERS; L++) {
				if (p->rack[L] == 0)
					continue;
				ag_event_init(&ev, AG_V_START, player, 0);
				ev.square = sq;
				ev.dir = (enum ag_dir)d;
				ev.letters[0] = (char)('A' + L);
				ev.letters[1] = '\0';
				try_event(s, &ev);
			}
	}
}

/* Try placing each rack letter, and each two of them for a bonus token. */
static void
each_place(struct search *s, int player)
{
	const struct ag_player	*p = &s->g->p[player];
	char			 two[3] = { 0, 0, 0 };
	int			 a, b;

	each_rack_letter(s, AG_V_PLACE, player);
	if (p->bonus == 0)
		return;
	for (a = 0; a < AG_LETTERS; a++)
		for (b = 0; b < AG_LETTERS && p->rack[a] > 0; b++) {
			if (p->rack[b] < (a == b ? 2 : 1))
				continue;
			two[0] = (char)('A' + a);
			two[1] = (char)('A' + b);
			try_letters(s, AG_V_PLACE, player, two, 1);
		}
}

/*
 * Try each draw the player's sacks can give for the letters still owed:
 * one letter of a kind owed, and when two are owed, both at once, each
 * pair once.
 */
static void
each_draw(struct search *s, int player)
{
	const struct ag_player	*p = &s->g->p[player];
	int			 nv = s->g->t.draw_vowels;
	int			 nc = s->g->t.draw_consonants;
	char			 got[3] = { 0, 0, 0 };
	int			 a, b;

	if (nv + nc < 1 || nv + nc > 2)
		return;
	for (a = 0; a < AG_LETTERS; a++) {
		if (p->sack[a] == 0 || (ag_is_vowel('A' + a) ? nv : nc) == 0)
			continue;
		got[0] = (char)('A' + a);
		got[1] = '\0';
		try_letters(s, AG_V_DRAW, player, got, 0);
		if (nv + nc == 1 || ag_is_vowel('A' + a) != (nv > 0))
			continue;
		for (b = nv == 1 ? 0 : a; b < AG_LETTERS; b++) {
			if (p->sack[b] < (a == b ? 2 : 1) ||
			    ag_is_vowel('A' + b) != (nv == 2))
				continue;
			got[1] = (char)('A' + b);
			try_letters(s, AG_V_DRAW, player, got, 0);
		}
	}
}

/* Try changing each rack letter for each letter of its kind in the sacks. */
static void
each_change(struct search *s, int player)
{
	const struct ag_player	*p = &s->g->p[player];
	char			 pair[3] = { 0, 0, 0 };
	int			 out, in;

	for (out = 0; out < AG_LETTERS; out++)
		for (in = 0; in < AG_LETTERS && p->rack[out] > 0; in++) {
			if (in == out || p->sack[in] == 0 ||
			    ag_is_vowel('A' + in) != ag_is_vowel('A' + out))
				continue;
			pair[0] = (char)('A' + out);
			pair[1] = (char)('A' + in);
			try_letters(s, AG_V_CHANGE, player, pair, 0);
		}
}

/* Try the syllables, or the silhouette, of card k (if the deck has it). */
static void
card_find(struct search *s, enum ag_verb verb, int player, int k)
{
	const struct ag_card	*c;
	struct ag_event		 ev;
	int			 i;

	if (s->g->cards == NULL || k < 1 || k > s->g->cards->n)
		return;
	c = &s->g->cards->card[k - 1];
	for (i = 0; i < (verb == AG_V_SYLLABLE ? AG_SYLLABLES : 1); i++) {
		ag_event_init(&ev, verb, player, 0);
		ev.ncards = 1;
		ev.card[0] = k;
		if (verb == AG_V_SYLLABLE)
			memcpy(ev.syllable, c->syllable[i],
			    sizeof(ev.syllable));
		try_event(s, &ev);
	}
}

/*
 * Try the syllables or the silhouettes of the player's cards, and of the
 * card found this turn for the other kind of find (a card may give both,
 * though it went back to the deck after the first).
 */
static void
each_card_find(struct search *s, enum ag_verb verb, int player)
{
	const struct ag_player	*p = &s->g->p[player];
	int			 i, other;

	for (i = 0; i < p->ncards; i++)
		card_find(s, verb, player, p->card[i]);
	other = verb == AG_V_SYLLABLE ? s->g->t.shape : s->g->t.syllable;
	if (player != s->g->t.player || other <= 0)
		return;
	for (i = 0; i < p->ncards; i++)
		if (p->card[i] == other)
			return;
	card_find(s, verb, player, other);
}

/* Try a card of the deck drawn, for a find when the record has no deck. */
static void
each_card_drawn(struct search *s, int player)
{
	struct ag_event	 ev;
	int		 k;

	for (k = 1; s->g->cards != NULL && k <= s->g->cards->n; k++) {
		ag_event_init(&ev, AG_V_CARDS, player, 0);
		ev.ncards = 1;
		ev.card[0] = k;
		try_event(s, &ev);
	}
}

/*
 * Try verb with each of the words given; close also with the letters
 * down (a word completed) before the words that go on from them (a word
 * revealed).
 */
static void
each_word(struct search *s, enum ag_verb verb, int player,
    const char *const words[], size_t nwords)
{
	struct ag_event	 ev;
	size_t		 i;

	if (verb == AG_V_CLOSE && s->g->wlen > 0 &&
	    s->g->wlen <= AG_MAXWORD) {
		ag_event_init(&ev, verb, player, 0);
		ev.nwords = 1;
		memcpy(ev.word[0], s->g->word, (size_t)s->g->wlen);
		ev.word[0][s->g->wlen] = '\0';
		try_event(s, &ev);
	}
	for (i = 0; i < nwords; i++) {
		if (strlen(words[i]) > AG_MAXWORD)
			continue;
		ag_event_init(&ev, verb, player, 0);
		ev.nwords = 1;
		snprintf(ev.word[0], sizeof(ev.word[0]), "%s", words[i]);
		try_event(s, &ev);
	}
}

/* Try a reward of a bonus token, then of each letter. */
static void
each_reward(struct search *s, int player)
{
	char	 one[2] = { 0, 0 };
	int	 L;

	try_letters(s, AG_V_REWARD, player, "", 0);
	for (L = 0; L < AG_LETTERS; L++) {
		one[0] = (char)('A' + L);
		try_letters(s, AG_V_REWARD, player, one, 0);
	}
}

/* Try every candidate of one verb for one player. */
static void
each_of_verb(struct search *s, enum ag_verb verb, int player,
    const char *const words[], size_t nwords)
{
	struct ag_event	 ev;

	switch (verb) {
	case AG_V_START:
		each_start(s, player);
		break;
	case AG_V_PLACE:
		each_place(s, player);
		break;
	case AG_V_DRAW:
		each_draw(s, player);
		break;
	case AG_V_CHANGE:
		each_change(s, player);
		break;
	case AG_V_SYLLABLE:
	case AG_V_SHAPE:
		each_card_find(s, verb, player);
		break;
	case AG_V_CARDS:
		each_card_drawn(s, player);
		break;
	case AG_V_PASS:
		try_letters(s, verb, player, "", 0);
		each_rack_letter(s, verb, player);
		break;
	case AG_V_LOSE:
	case AG_V_GIVEUP:
		each_rack_letter(s, verb, player);
		break;
	case AG_V_REWARD:
		each_reward(s, player);
		break;
	case AG_V_CLOSE:
	case AG_V_STATE:
	case AG_V_DECLARE:
	case AG_V_CONTRADICT:
	case AG_V_CORRECT:
		each_word(s, verb, player, words, nwords);
		break;
	case AG_V_DOUBT:
	case AG_V_SUSPEND:
		ag_event_init(&ev, verb, player, 0);
		try_event(s, &ev);
		break;
	default:
		break;		/* the setup's verbs are the deal's */
	}
}

const char *
ag_moves_root(const struct ag_game *g)
{
	return g->t.dispute == AG_DECLARED ? g->t.word : g->word;
}

unsigned
ag_moves_verbs(const struct ag_game *g, int player, unsigned now)
{
	unsigned	 setup = (1u << AG_V_RACK) | (1u << AG_V_CARDS) |
			    (1u << AG_V_BONUS) | (1u << AG_V_DECK);
	unsigned	 bits = now;
	int		 next;

	next = g->turn == 0 ? 0 : (g->t.player + 1) % g->n;
	if (player == next && g->over == AG_PLAYING)
		bits |= ((1u << AG_NVERBS) - 1) & ~setup;
	return bits;
}

size_t
ag_moves_of(const struct ag_game *g, int player, unsigned now,
    enum ag_verb verb, const char *const words[], size_t nwords,
    int (*fn)(const struct ag_game *, const struct ag_event *, void *),
    void *arg)
{
	struct search	 s;

	memset(&s, 0, sizeof(s));
	s.g = g;
	s.fn = fn;
	s.arg = arg;
	s.now[player] = now;
	each_of_verb(&s, verb, player, words, nwords);
	return s.found;
}

size_t
ag_moves_each(const struct ag_game *g, const char *const words[],
    size_t nwords, int (*fn)(const struct ag_game *, const struct ag_event *,
    void *), void *arg)
{
	struct search	 s;
	unsigned	 allowed[AG_MAXPLAYERS];
	int		 verb, i;

	memset(&s, 0, sizeof(s));
	s.g = g;
	s.fn = fn;
	s.arg = arg;
	for (i = 0; i < g->n; i++) {
		s.now[i] = ag_allowed(g, i);
		allowed[i] = ag_moves_verbs(g, i, s.now[i]);
	}
	for (verb = 0; verb < AG_NVERBS && !s.stop; verb++)
		for (i = 0; i < g->n && !s.stop; i++)
			if (allowed[i] & (1u << verb))
				each_of_verb(&s, (enum ag_verb)verb, i, words,
				    nwords);
	return s.found;
}
