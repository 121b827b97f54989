/*
 * cwscore.c: unit tests for lib/cw/score.c against the Control Word rules
 * text: every row of the scoring chart, the text's examples of plurality
 * and majority control, ties and blue words, the J/Q/X/Z bonuses of both
 * rule versions, and the winner with each tie-breaker.
 */
#include <stdio.h>
#include <string.h>

#include "cw/score.h"
#include "tap.h"

#define K CW_BLACK
#define W CW_WHITE
#define R CW_RED
#define G CW_GREEN
#define B CW_BLUE

/* One word at the end of the game and what the text says it scores. */
struct control_case {
	const char		*what;
	const char		*word;
	unsigned char		 colors[16];
	enum cw_rules_version	 rules;
	enum cw_hold		 hold;
	int			 color;
	int			 points;
	int			 bonus;
};

static const struct control_case control_cases[] = {
	/* Vocabulary: "green has plurality of a 7 letter word when 3
	   letters are green, 2 letters are black, and two letters are
	   red"; the chart: 7 letters, plurality 14. */
	{ "BANANAS: green 3 of 7 is plurality", "BANANAS",
	  { G, K, G, G, K, R, R }, CW_RULES_2018_03,
	  CW_HELD_PLURALITY, G, 14, 0 },
	/* "green has majority control of a 7 letter word when 4 of the
	   tiles are green"; the chart: majority 21. */
	{ "AGAINST: green 4 of 7 is majority", "AGAINST",
	  { G, B, G, G, K, R, G }, CW_RULES_2018_03,
	  CW_HELD_MAJORITY, G, 21, 0 },
	/* "Controlling 1/2 the letters of an even-length word counts as
	   majority": green 3 of STARTS; 6 letters, majority 12. */
	{ "STARTS: green 3 of 6 is majority", "STARTS",
	  { G, K, G, G, K, R }, CW_RULES_2018_03,
	  CW_HELD_MAJORITY, G, 12, 0 },
	/* "A five letter word requires that three letters be of one color":
	   white 3 of 5 holds it by majority, 6 points. */
	{ "white 3 of 5 is majority, 6", "GRAIL",
	  { W, K, W, B, W }, CW_RULES_2018_03,
	  CW_HELD_MAJORITY, W, 6, 0 },
	/* With three or more players 2 of 5 can be the most, less than
	   half: a plurality by the text's definition ("having the most
	   tiles in a word of your color while having less than 50%"),
	   2 x 2 = 4; "requires that three letters be of one color" holds
	   for two players only. */
	{ "red 2 of 5 beside black, white and blue 1: plurality, 4",
	  "RATES", { B, K, W, R, R }, CW_RULES_2018_03,
	  CW_HELD_PLURALITY, R, 4, 0 },
	{ "red 2 of 5 beside black 2: a tie", "RATES",
	  { B, K, K, R, R }, CW_RULES_2018_03, CW_HELD_TIE, -1, 0, 0 },
	/* "black if three tiles are black, two are white, and two have
	   remained blue": plurality, 14 points. */
	{ "black 3, white 2, blue 2 of 7 is plurality, 14", "MUNDANE",
	  { K, W, K, B, W, K, B }, CW_RULES_2018_03,
	  CW_HELD_PLURALITY, K, 14, 0 },
	/* The later draft: "black has claimed a fourth tile, thus black
	   controls the word by majority and receives 21 points". */
	{ "black 4 of 7 is majority, 21", "MUNDANE",
	  { K, W, K, K, W, K, B }, CW_RULES_2018_04_04,
	  CW_HELD_MAJORITY, K, 21, 0 },
	/* "Any word for which the blue tiles have plurality or majority
	   control does not score for any player." */
	{ "blue majority scores for nobody", "REGATTA",
	  { B, B, B, B, R, R, K }, CW_RULES_2018_03,
	  CW_HELD_BLUE, -1, 0, 0 },
	{ "blue plurality scores for nobody", "KILOBIT",
	  { B, B, B, R, R, K, W }, CW_RULES_2018_03,
	  CW_HELD_BLUE, -1, 0, 0 },
	/* "two (or more) colors (including blue) are tied for the most
	   tiles does not score for any player." */
	{ "red and blue tied at 2 of 4", "EYED",
	  { R, B, R, B }, CW_RULES_2018_03, CW_HELD_TIE, -1, 0, 0 },
	{ "red and black tied at half of 6: a tie, not majority", "EYELID",
	  { R, K, R, K, R, K }, CW_RULES_2018_03, CW_HELD_TIE, -1, 0, 0 },
	{ "three colors tied at 2 of 6", "GAMBOL",
	  { R, R, K, K, W, W }, CW_RULES_2018_03, CW_HELD_TIE, -1, 0, 0 },
	/* 2- and 3-letter words score 0 but can be controlled; the end
	   bonus of 4 for each J, Q, X, Z goes to the word's controller. */
	{ "a 2-letter word held, 0 points, Q +4 at the end", "QI",
	  { R, R }, CW_RULES_2018_03, CW_HELD_MAJORITY, R, 0, 4 },
	{ "JINX, green 2 of 4 is majority: 3 x 1, and 2 x 4 bonus", "JINX",
	  { G, K, G, W }, CW_RULES_2018_03, CW_HELD_MAJORITY, G, 3, 8 },
	{ "the later draft has no end bonus", "JINX",
	  { G, K, G, W }, CW_RULES_2018_04_04, CW_HELD_MAJORITY, G, 3, 0 },
	{ "a tied word's Z earns nobody a bonus", "ZEAL",
	  { R, R, K, K }, CW_RULES_2018_03, CW_HELD_TIE, -1, 0, 0 },
	{ "12 letters, majority 111", "ABCDEFGHIJKL",
	  { R, R, R, R, R, R, K, K, K, K, W, W }, CW_RULES_2018_04_04,
	  CW_HELD_MAJORITY, R, 111, 0 },
	{ "12 letters, plurality 74", "ABCDEFGHIKLM",
	  { R, R, R, R, R, K, K, K, K, W, W, B }, CW_RULES_2018_03,
	  CW_HELD_PLURALITY, R, 74, 0 },
};

/* The chart, row by row: length, when played, plurality, majority. */
static const int chart[][4] = {
	{ 2, 0, 0, 0 }, { 3, 0, 0, 0 }, { 4, 1, 2, 3 }, { 5, 2, 4, 6 },
	{ 6, 4, 8, 12 }, { 7, 7, 14, 21 }, { 8, 11, 22, 33 },
	{ 9, 16, 32, 48 }, { 10, 22, 44, 66 }, { 11, 29, 58, 87 },
	{ 12, 37, 74, 111 }
};

static void
test_chart(void)
{
	unsigned char	 colors[16];
	struct cw_control c;
	size_t		 i, n;

	for (i = 0; i < sizeof(chart) / sizeof(chart[0]); i++) {
		n = (size_t)chart[i][0];
		tap_is_int(cw_chart_played(n), chart[i][1],
		    "chart: %zu letters score %d when played", n, chart[i][1]);
		/* plurality: the first 2 tiles red, the rest 1 each */
		memset(colors, CW_BLUE, sizeof(colors));
		memset(colors, CW_RED, n);
		cw_word_control("ABCDEFGHIJKL", colors, n, CW_RULES_2018_03,
		    &c);
		tap_is_int(c.points, chart[i][3],
		    "chart: %zu letters all red, majority %d", n, chart[i][3]);
	}
	tap_is_int(cw_chart_played(13), 46, "the formula goes on: 13 -> 46");
	tap_is_int(cw_chart_played(0), 0, "an empty word scores nothing");
}

static void
test_control(void)
{
	const struct control_case	*t;
	struct cw_control		 c;
	size_t				 i;

	for (i = 0; i < sizeof(control_cases) / sizeof(control_cases[0]);
	    i++) {
		t = &control_cases[i];
		cw_word_control(t->word, t->colors, strlen(t->word), t->rules,
		    &c);
		tap_ok(c.hold == t->hold && c.color == t->color &&
		    c.points == t->points && c.bonus == t->bonus, "%s",
		    t->what);
		if (c.hold != t->hold || c.color != t->color ||
		    c.points != t->points || c.bonus != t->bonus)
			printf("#   got %s color %d points %d bonus %d\n",
			    cw_hold_text(c.hold), c.color, c.points, c.bonus);
	}
}

static void
test_played(void)
{
	/* "Each J, Q, X, or Z in a word scores a 2 point bonus for the player
	   playing that word.  This bonus is scored even for 2 or 3 letter
	   words" */
	tap_is_int(cw_score_played("QUERY", 5, CW_RULES_2018_03), 4,
	    "QUERY played: 2 + Q 2");
	tap_is_int(cw_score_played("QI", 2, CW_RULES_2018_03), 2,
	    "QI played: 0 + Q 2, even for 2 letters");
	tap_is_int(cw_score_played("jazz", 4, CW_RULES_2018_03), 7,
	    "jazz (blue letters count too): 1 + 3 x 2");
	/* The later draft: "a 4 point bonus ... only scores for words which
	   are 4 or more letters long." */
	tap_is_int(cw_score_played("QUERY", 5, CW_RULES_2018_04_04), 6,
	    "later draft: QUERY 2 + 4");
	tap_is_int(cw_score_played("QI", 2, CW_RULES_2018_04_04), 0,
	    "later draft: QI scores nothing");
	tap_is_int(cw_score_played("ZAX", 3, CW_RULES_2018_04_04), 0,
	    "later draft: ZAX scores nothing");
	tap_is_int(cw_score_played("PLAYING", 7, CW_RULES_2018_03), 7,
	    "PLAYING: 7");
}

/* A result of n players from in-play points, penalties and held words. */
static void
result(struct cw_result *r, int n, const int in_play[],
    const int penalties[], const int words[], const int word_points[])
{
	int	 i;

	cw_result_init(r, n);
	for (i = 0; i < n; i++) {
		r->s[i].in_play = in_play[i];
		r->s[i].penalties = penalties[i];
		r->s[i].words = words[i];
		r->s[i].word_points = word_points[i];
	}
	cw_result_finish(r);
}

static void
test_winner(void)
{
	static const int player_of_color[CW_NCOLORS] = { 1, -1, 0, -1, -1 };
	unsigned char	 colors[] = { R, R, K, B, R };
	struct cw_control c;
	struct cw_result r;

	{
		const int in[] = { 10, 12 }, pen[] = { 0, 1 },
		    w[] = { 3, 2 }, wp[] = { 20, 20 };
		result(&r, 2, in, pen, w, wp);
		tap_ok(r.s[0].total == 30 && r.s[1].total == 27 &&
		    r.s[0].winner && !r.s[1].winner &&
		    r.decided == CW_BY_TOTAL && r.s[1].rank == 2,
		    "a penalty token is -5: 30 against 32 - 5");
	}
	{
		const int in[] = { 10, 15 }, pen[] = { 1, 2 },
		    w[] = { 3, 2 }, wp[] = { 20, 20 };
		result(&r, 2, in, pen, w, wp);
		tap_ok(r.s[0].total == 25 && r.s[1].total == 25 &&
		    r.s[0].winner && !r.s[1].winner &&
		    r.decided == CW_BY_PENALTIES,
		    "equal totals: the fewest penalty tokens wins");
	}
	{
		const int in[] = { 10, 10, 4 }, pen[] = { 0, 0, 0 },
		    w[] = { 3, 4, 9 }, wp[] = { 20, 20, 20 };
		result(&r, 3, in, pen, w, wp);
		tap_ok(!r.s[0].winner && r.s[1].winner && !r.s[2].winner &&
		    r.decided == CW_BY_WORDS && r.s[0].rank == 2 &&
		    r.s[2].rank == 3,
		    "then the most words controlled; a lower total is last");
	}
	{
		const int in[] = { 10, 10 }, pen[] = { 1, 1 },
		    w[] = { 3, 3 }, wp[] = { 20, 20 };
		result(&r, 2, in, pen, w, wp);
		tap_ok(r.s[0].winner && r.s[1].winner &&
		    r.decided == CW_SHARED && r.s[0].rank == 1 &&
		    r.s[1].rank == 1, "equal on everything: a shared win");
	}
	cw_result_init(&r, 2);
	cw_word_control("ZEBRA", colors, 5, CW_RULES_2018_03, &c);
	cw_result_add_word(&r, &c, player_of_color);
	cw_word_control("ZEBRA", colors, 5, CW_RULES_2018_03, &c);
	cw_result_add_word(&r, &c, player_of_color);
	r.s[0].in_play = 2;
	cw_result_finish(&r);
	tap_ok(r.s[0].words == 2 && r.s[0].word_points == 12 &&
	    r.s[0].word_bonus == 8 && r.s[0].total == 22 &&
	    r.s[1].total == 0, "held words add their points and bonuses to "
	    "their holder: 2 + 2 x (6 + 4)");
}

/*
 * Control, said as the rules say it, for every word of up to 6 tiles in
 * any of the five colors: the color with the most tiles holds the word,
 * unless another color has as many (no one does) or it is blue (no one
 * does); by majority when it has half the tiles or more, else by
 * plurality; the chart's points for its length times 3 or 2.
 */
static void
test_every_coloring(void)
{
	unsigned char	 colors[8];
	struct cw_control c;
	int		 n, code, k, i, count[CW_NCOLORS], most, ties, holder;
	int		 bad = 0, words = 0, hold, points;

	for (n = 1; n <= 6; n++)
		for (code = 0; code < 15625; code++) {
			for (k = 0, i = code; k < n; k++, i /= 5)
				colors[k] = (unsigned char)(i % 5);
			if (i > 0)
				continue;	/* each coloring of n once */
			memset(count, 0, sizeof(count));
			for (k = 0; k < n; k++)
				count[colors[k]]++;
			most = 0;
			for (k = 0; k < CW_NCOLORS; k++)
				if (count[k] > most)
					most = count[k];
			for (ties = 0, holder = -1, k = CW_NCOLORS; k-- > 0; )
				if (count[k] == most) {
					ties++;
					holder = k;
				}
			hold = ties > 1 ? CW_HELD_TIE : holder == CW_BLUE ?
			    CW_HELD_BLUE : 2 * most >= n ? CW_HELD_MAJORITY :
			    CW_HELD_PLURALITY;
			points = hold == CW_HELD_MAJORITY ? 3 *
			    cw_chart_played((size_t)n) : hold ==
			    CW_HELD_PLURALITY ? 2 * cw_chart_played((size_t)n) :
			    0;
			cw_word_control("QUARTZ", colors, (size_t)n,
			    CW_RULES_2018_03, &c);
			words++;
			if (c.hold != (enum cw_hold)hold || c.points != points ||
			    c.color != (hold >= CW_HELD_PLURALITY ? holder : -1)
			    || c.bonus != (hold >= CW_HELD_PLURALITY ? 4 *
			    ((n >= 1) + (n >= 6)) : 0))
				bad++;
		}
	tap_is_int(bad, 0, "control of all %d colorings of 1 to 6 tiles, as "
	    "the rules say it", words);
}

/* J, Q, X and Z, in capitals (the player's own) or lower case (blue). */
static void
test_bonus_bytes(void)
{
	char	 b;
	int	 c, bad = 0;

	for (c = 0; c < 256; c++) {
		b = (char)c;
		if (cw_bonus_letters(&b, 1) != (strchr("JQXZjqxz", c) != NULL
		    && c != 0))
			bad++;
	}
	tap_is_int(bad, 0, "of the 256 bytes, J, Q, X, Z, j, q, x and z "
	    "alone are bonus letters");
	tap_is_int(cw_bonus_letters("QUIZZEDjx", 9), 5, "QUIZZEDjx: five");
}

int
main(void)
{
	test_chart();
	test_control();
	test_every_coloring();
	test_bonus_bytes();
	test_played();
	test_winner();
	return tap_done();
}
