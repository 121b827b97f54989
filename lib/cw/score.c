/*
 * score.c: Control Word's scoring chart, control of a word at the end of
 * the game, and the final table with its winner.
 */
#include <string.h>

#include "cw/score.h"

const char *const cw_color_name[CW_NCOLORS + 1] = {
	"black", "white", "red", "green", "blue", NULL
};

const char *const cw_player_colors[CW_NPLAYER_COLORS + 1] = {
	"black", "white", "red", "green", NULL
};

/*
 * The chart's "When played" column, by its formula: nothing for 2 or 3
 * letters; for n letters from 4, with x = n - 3, (x^2 - x + 2) / 2.
 */
int
cw_chart_played(size_t len)
{
	long	 x;

	if (len < 4)
		return 0;
	x = (long)len - 3;
	return (int)((x * x - x + 2) / 2);
}

/* 1 for J, Q, X and Z in either case, by byte: cw_bonus_letter() read. */
static const unsigned char bonus_of[256] = {
	['J'] = 1, ['Q'] = 1, ['X'] = 1, ['Z'] = 1,
	['j'] = 1, ['q'] = 1, ['x'] = 1, ['z'] = 1
};

int
cw_bonus_letters(const char *word, size_t len)
{
	size_t	 i;
	int	 n = 0;

	for (i = 0; i < len; i++)
		n += bonus_of[(unsigned char)word[i]];
	return n;
}

int
cw_bonus_played(const char *word, size_t len, enum cw_rules_version rules)
{
	if (rules == CW_RULES_2018_04_04)
		return len >= 4 ? 4 * cw_bonus_letters(word, len) : 0;
	return 2 * cw_bonus_letters(word, len);
}

int
cw_score_played(const char *word, size_t len, enum cw_rules_version rules)
{
	return cw_chart_played(len) + cw_bonus_played(word, len, rules);
}

void
cw_word_control(const char *word, const unsigned char *colors, size_t len,
    enum cw_rules_version rules, struct cw_control *c)
{
	size_t	 i;

	memset(c->tiles, 0, sizeof(c->tiles));
	for (i = 0; i < len; i++)
		if (colors[i] < CW_NCOLORS)
			c->tiles[colors[i]]++;
	cw_control_counted(c, len, cw_bonus_letters(word, len), rules);
}

void
cw_control_counted(struct cw_control *c, size_t len, int bonus,
    enum cw_rules_version rules)
{
	size_t	 i;
	int	 most = 0, nmost = 0, color = -1, t;

	/* The most, how many colors have it, the first that has it: without
	   a branch on the counts, which each word deals anew, in one pass
	   of a count at a time (as two, the compiler read the counts as a
	   vector, which waits for a caller's stores of them one by one). */
	for (i = CW_NCOLORS; i-- > 0; ) {
		t = c->tiles[i];
		nmost = t > most ? 1 : nmost + (t == most);
		color = t >= most ? (int)i : color;
		most = t > most ? t : most;
	}
	nmost = most > 0 ? nmost : 0;
	c->color = -1;
	c->points = 0;
	c->bonus = 0;
	if (nmost != 1) {
		c->hold = CW_HELD_TIE;
		return;
	}
	if (color == CW_BLUE) {
		c->hold = CW_HELD_BLUE;
		return;
	}
	c->color = color;
	if (2 * (size_t)most >= len) {
		c->hold = CW_HELD_MAJORITY;
		c->points = 3 * cw_chart_played(len);
	} else {
		c->hold = CW_HELD_PLURALITY;
		c->points = 2 * cw_chart_played(len);
	}
	if (rules == CW_RULES_2018_03)
		c->bonus = 4 * bonus;
}

void
cw_result_init(struct cw_result *r, int nplayers)
{
	memset(r, 0, sizeof(*r));
	r->nplayers = nplayers;
}

void
cw_result_add_word(struct cw_result *r, const struct cw_control *c,
    const int player_of_color[CW_NCOLORS])
{
	struct cw_standing	*s;
	int			 p;

	if (c->color < 0 || (p = player_of_color[c->color]) < 0 ||
	    p >= r->nplayers)
		return;
	s = &r->s[p];
	s->words++;
	s->word_points += c->points;
	s->word_bonus += c->bonus;
}

/*
 * Compare two standings by the rules' order, the total first and then
 * the tie-breakers up to the one given: negative if a is ahead of b.
 */
static int
compare(const struct cw_standing *a, const struct cw_standing *b,
    enum cw_decided upto)
{
	if (a->total != b->total)
		return b->total - a->total;
	if (upto >= CW_BY_PENALTIES && a->penalties != b->penalties)
		return a->penalties - b->penalties;
	if (upto >= CW_BY_WORDS && a->words != b->words)
		return b->words - a->words;
	return 0;
}

/* How many players compare equal with player i up to a tie-breaker. */
static int
count_level(const struct cw_result *r, int i, enum cw_decided upto)
{
	int	 k, n = 0;

	for (k = 0; k < r->nplayers; k++)
		if (compare(&r->s[k], &r->s[i], upto) == 0)
			n++;
	return n;
}

void
cw_result_finish(struct cw_result *r)
{
	static const enum cw_decided steps[] = {
		CW_BY_TOTAL, CW_BY_PENALTIES, CW_BY_WORDS
	};
	struct cw_standing	*s;
	int			 i, k, ahead, first = 0;
	size_t			 step;

	for (i = 0; i < r->nplayers; i++) {
		s = &r->s[i];
		s->total = s->in_play + s->word_points + s->word_bonus -
		    CW_PENALTY_POINTS * s->penalties;
	}
	for (i = 0; i < r->nplayers; i++) {
		ahead = 0;
		for (k = 0; k < r->nplayers; k++)
			if (compare(&r->s[k], &r->s[i], CW_BY_WORDS) < 0)
				ahead++;
		r->s[i].rank = ahead + 1;
		r->s[i].winner = ahead == 0;
	}
	for (i = r->nplayers - 1; i >= 0; i--)
		if (r->s[i].winner)
			first = i;
	r->decided = CW_SHARED;
	for (step = 0; step < sizeof(steps) / sizeof(steps[0]); step++)
		if (count_level(r, first, steps[step]) == 1) {
			r->decided = steps[step];
			break;
		}
}

const char *
cw_decided_text(enum cw_decided d)
{
	switch (d) {
	case CW_BY_TOTAL:
		return "the highest total";
	case CW_BY_PENALTIES:
		return "the fewest penalty tokens, totals being equal";
	case CW_BY_WORDS:
		return "the most words controlled, totals and penalty tokens "
		    "being equal";
	default:
		return "a shared win: equal totals, penalty tokens and words "
		    "controlled";
	}
}

const char *
cw_hold_text(enum cw_hold h)
{
	switch (h) {
	case CW_HELD_MAJORITY:
		return "majority";
	case CW_HELD_PLURALITY:
		return "plurality";
	case CW_HELD_BLUE:
		return "blue";
	default:
		return "tie";
	}
}
