/*
 * letters.c: Alphagon's rules on letters: the first play, placing,
 * drawing from the sacks, changing a letter, passing, giving a letter up
 * (for a penalty, a cloud or a bonus token) and the long word's reward.
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

/*
 * Whether count[] (by letter) has the letters of s, each as often: each
 * taken from a copy of the counts, none found wanting.
 */
static int
has_letters(const unsigned char count[AG_LETTERS], const char *s)
{
	unsigned char	 left[AG_LETTERS];
	int		 short_of = 0;

	memcpy(left, count, sizeof(left));
	for (; *s != '\0'; s++)
		short_of |= left[ag_letter_index(*s)]-- == 0;
	return !short_of;
}

/* Whether the player holds the letters of s. */
int
ag_holds(const struct ag_player *p, const char *s)
{
	return has_letters(p->rack, s);
}

/* Whether the letters of s are all in the player's sacks. */
int
ag_in_sack(const struct ag_player *p, const char *s)
{
	return has_letters(p->sack, s);
}

/* Letters of one kind left in the player's sack. */
int
ag_sack_kind(const struct ag_player *p, int vowels)
{
	int	 k, n = 0;

	for (k = 0; k < AG_LETTERS; k++)
		if (ag_is_vowel('A' + k) == vowels)
			n += p->sack[k];
	return n;
}

void
ag_take_letter(struct ag_player *p, int c)
{
	p->rack[ag_letter_index(c)]--;
	p->nrack--;
}

void
ag_give_letter(struct ag_player *p, int c)
{
	p->rack[ag_letter_index(c)]++;
	p->nrack++;
}

/*
 * Check that the n letters the event places (1 or 2) go on the polygon
 * one after another: 1, or 0 with the verdict; the polygon is not
 * changed.  The second letter is tried on a copy, the first placed
 * there: it may end the polygon.
 */
static int
pieces_fit(const struct ag_polygon *poly, const struct ag_event *ev,
    size_t n, struct verdict *v)
{
	struct ag_polygon	 trial;
	const char		*s = ev->letters;
	char			 why[AG_POLY_WHY];

	if (!ag_poly_may_place(poly, s[0], why))
		return verdict_reject(v, ag_arg_at(ev, 0), "%s", why);
	if (n < 2)
		return 1;
	trial = *poly;
	(void)ag_poly_place(&trial, s[0], why);
	if (!ag_poly_may_place(&trial, s[1], why))
		return verdict_reject(v, ag_arg_at(ev, 0), "%s", why);
	return 1;
}

/* Letters placed: the player holds them; each is owed a draw. */
static void
placed_letter(struct ag_game *g, int player, int c)
{
	struct ag_player	*p = &g->p[player];

	ag_take_letter(p, c);
	if (ag_is_vowel(c))
		g->t.draw_vowels++;
	else
		g->t.draw_consonants++;
	g->t.placed++;
	g->word[g->wlen++] = (char)c;
	g->word[g->wlen] = '\0';
	(void)ag_mark_effect(g, player, g->poly.path[g->poly.n - 1]);
}

/*
 * Reject an event that names letters the player does not hold, saying
 * what the player holds.
 */
static int
reject_not_held(struct verdict *v, const struct pos *at,
    const struct ag_player *p, const char *letters)
{
	char	 rack[AG_LETTERS * 8];

	if (p->nrack == 0)
		return verdict_reject(v, at, "%s does not hold %s: %s holds "
		    "no letter", p->name, letters, p->name);
	ag_rack_text(p, rack, sizeof(rack));
	return verdict_reject(v, at, "%s does not hold %s: %s holds %s",
	    p->name, letters, p->name, rack);
}

/* The first play: '+' on a flag, a letter next to it. */
int
ag_rule_start(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	struct ag_polygon	 poly;
	char			 why[AG_POLY_WHY], sq[AG_NAMEBUF];

	if (g->board.mark[ev->square] != AG_FLAG)
		return verdict_reject(v, ag_arg_at(ev, 0), "%s is not a flag: "
		    "the polygon starts on a flag", ag_square_name(ev->square,
		    sq));
	if (!ag_holds(p, ev->letters))
		return reject_not_held(v, ag_arg_at(ev, 2), p, ev->letters);
	if (!ag_poly_start(&poly, AG_SIZE, AG_SIZE, ev->square, ev->dir,
	    ev->letters[0], why))
		return verdict_reject(v, ag_arg_at(ev, 1), "%s", why);
	g->poly = poly;
	g->started = 1;
	placed_letter(g, ev->player, ev->letters[0]);
	g->t.played = 1;
	g->passes = 0;
	ag_poly_over(g);
	return 1;
}

/* One letter on the next square, or two for a bonus token. */
int
ag_rule_place(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	size_t			 n = ev->letters[1] == '\0' ? 1 : 2, i;
	char			 why[AG_POLY_WHY];

	/* One letter or two (AG_MAXPLACE), as the parts are well-formed. */
	if (n == 2 && !ev->bonus)
		return verdict_reject(v, ag_arg_at(ev, 0), "two letters cost a "
		    "bonus token: 'place %s bonus'", ev->letters);
	if (n == 1 && ev->bonus)
		return verdict_reject(v, ag_arg_at(ev, 1), "a bonus token buys "
		    "a second letter; one letter is free");
	if (ev->bonus && p->bonus == 0)
		return verdict_reject(v, ag_arg_at(ev, 1), "%s has no bonus "
		    "token for a second letter", p->name);
	if (!ag_holds(p, ev->letters))
		return reject_not_held(v, ag_arg_at(ev, 0), p, ev->letters);
	if (!pieces_fit(&g->poly, ev, n, v))
		return 0;
	if (ev->bonus)
		p->bonus--;
	for (i = 0; i < n; i++) {
		(void)ag_poly_place(&g->poly, ev->letters[i], why);
		placed_letter(g, ev->player, ev->letters[i]);
	}
	g->t.played = 1;
	g->passes = 0;
	ag_poly_over(g);
	return 1;
}

/* Letters drawn for those placed, of the same kinds, from the sacks. */
int
ag_rule_draw(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
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
		return verdict_reject(v, ag_arg_at(ev, 0), "%s owes %d "
		    "vowel(s) and %d consonant(s) for the letters placed, not "
		    "%s: a letter drawn replaces one of its kind", p->name,
		    g->t.draw_vowels, g->t.draw_consonants, ev->letters);
	if (!ag_in_sack(p, ev->letters))
		return verdict_reject(v, ag_arg_at(ev, 0), "%s's sacks have "
		    "run short: they do not hold %s", p->name, ev->letters);
	for (s = ev->letters; *s != '\0'; s++) {
		p->sack[ag_letter_index(*s)]--;
		ag_give_letter(p, *s);
	}
	g->t.draw_vowels -= vowels;
	g->t.draw_consonants -= cons;
	return 1;
}

/* A rack letter changed for one of the same kind from the sacks. */
int
ag_rule_change(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	int			 out = ev->letters[0], in = ev->letters[1];
	int			 before = !g->t.placed;
	char			 gone[2] = { ev->letters[0], '\0' };

	if (p->rack[ag_letter_index(out)] == 0)
		return reject_not_held(v, ag_arg_at(ev, 0), p, gone);
	if (out == in)
		return verdict_reject(v, ag_arg_at(ev, 1), "a letter is "
		    "changed for another");
	if (ag_is_vowel(out) != ag_is_vowel(in))
		return verdict_reject(v, ag_arg_at(ev, 1), "%c is a %s and "
		    "%c a %s: a letter is changed for one of the same kind, "
		    "from its own sack", out, ag_is_vowel(out) ? "vowel" :
		    "consonant", in, ag_is_vowel(in) ? "vowel" : "consonant");
	if (p->sack[ag_letter_index(in)] == 0)
		return verdict_reject(v, ag_arg_at(ev, 1), "%s's sacks have "
		    "run short: no %c left", p->name, in);
	if (before && p->bonus == 0)
		return verdict_reject(v, &ev->pos, "changing a letter before "
		    "placing costs a bonus token, and %s has none", p->name);
	if (before)
		p->bonus--;
	ag_take_letter(p, out);
	p->sack[ag_letter_index(out)]++;
	p->sack[ag_letter_index(in)]--;
	ag_give_letter(p, in);
	g->t.changed = 1;
	return 1;
}

/* A pass: a bonus token lost, or a letter when the player has none. */
int
ag_rule_pass(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	int			 c = ev->letters[0];

	if (p->bonus > 0 && c != '\0')
		return verdict_reject(v, ag_arg_at(ev, 0), "%s has a bonus "
		    "token: a pass costs a token, a letter only without one",
		    p->name);
	if (p->bonus == 0 && c == '\0' && p->nrack > 0)
		return verdict_reject(v, &ev->pos, "%s has no bonus token: a "
		    "pass costs a letter of their choice ('pass LETTER')",
		    p->name);
	if (c != '\0' && p->rack[ag_letter_index(c)] == 0)
		return reject_not_held(v, ag_arg_at(ev, 0), p, ev->letters);
	if (c != '\0')
		ag_take_letter(p, c);
	else if (p->bonus > 0)
		p->bonus--;
	g->passes++;
	g->t.passed = g->t.played = 1;
	return 1;
}

/* A letter given up: for a penalty or a cloud, or for a bonus token. */
int
ag_rule_lose(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	int			 c = ev->letters[0];

	if (p->rack[ag_letter_index(c)] == 0)
		return reject_not_held(v, ag_arg_at(ev, 0), p, ev->letters);
	if (ev->verb == AG_V_GIVEUP && p->owe_lose >= p->nrack)
		return verdict_reject(v, ag_arg_at(ev, 0), "%s owes %d "
		    "letter(s) and holds %d: a letter owed is lost ('lose "
		    "LETTER'), not given up for a bonus token", p->name,
		    p->owe_lose, p->nrack);
	ag_take_letter(p, c);
	if (ev->verb == AG_V_GIVEUP) {
		p->bonus++;
		g->t.gaveup = 1;
	} else
		p->owe_lose--;
	return 1;
}

/*
 * The letters the turn's player p still draws for those placed: as many
 * as are owed of each kind, while the sack of that kind holds them.
 */
static int
draws_owed(const struct ag_game *g, const struct ag_player *p)
{
	int	 vowels = ag_sack_kind(p, 1), cons = ag_sack_kind(p, 0);

	return (g->t.draw_vowels < vowels ? g->t.draw_vowels : vowels) +
	    (g->t.draw_consonants < cons ? g->t.draw_consonants : cons);
}

/*
 * Over 8 letters: a bonus token or a letter, under the first allocation
 * (the letters still to draw for those placed count as held).
 */
int
ag_rule_reward(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	struct ag_player	*p = &g->p[ev->player];
	int			 c = ev->letters[0], owed = 0;

	if (ev->player == g->t.player)
		owed = draws_owed(g, p);
	if (c == '\0') {
		if (p->bonus >= AG_START_BONUS)
			return verdict_reject(v, ag_arg_at(ev, 0), "%s holds "
			    "%d bonus tokens: the reward is for a player under "
			    "the first allocation (%d)", p->name, p->bonus,
			    AG_START_BONUS);
		p->bonus++;
	} else {
		if (p->nrack + owed >= AG_RACK)
			return verdict_reject(v, ag_arg_at(ev, 0), "%s holds "
			    "%d letters%s: the reward is for a player under "
			    "the first allocation (%d)", p->name, p->nrack +
			    owed, owed > 0 ? ", counting those still to draw "
			    "for the letters placed" : "", AG_RACK);
		if (p->sack[ag_letter_index(c)] == 0)
			return verdict_reject(v, ag_arg_at(ev, 0), "%s's sacks "
			    "have run short: no %c left", p->name, c);
		p->sack[ag_letter_index(c)]--;
		ag_give_letter(p, c);
	}
	g->t.reward = 0;
	return 1;
}
