/*
 * rules.c: the rules of Control Word's events: setup (lots, the roll, the
 * first racks), the order of a round, placement, replacement, blue swaps,
 * redraws, challenges and draws.  Each rule checks, then changes the game;
 * a rejected event leaves the game as it was.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "letterboard.h"
#include "verdict.h"
#include "words.h"
#include "cw/bag.h"
#include "cw/game.h"
#include "cw/rules.h"

static const char *const phase_names[] = {
	"setup", "word phase", "replacement phase", "draws", "end"
};

/* The die's faces: the draw die, then the replacement die (2018-04-04). */
#define DRAW_MIN	6
#define DRAW_MAX	9
#define LIMIT_MIN	2
#define LIMIT_MAX	5

/* How many tiles a rack holds. */
static int
rack_size(const struct cw_player *p)
{
	return p->own.total + p->blue.total;
}

/* The blue consonants left in their bag, penalty tokens taken out. */
static int
blue_consonants(const struct cw_game *g)
{
	int	 i, n = 0;

	for (i = 0; i < CW_LETTERS; i++)
		if (!cw_is_vowel((char)('A' + i)))
			n += g->blue.n[i];
	return n - g->tokens;
}

/* Give a player penalty tokens, taken from the blue consonants. */
static void
penalize(struct cw_game *g, int player, int n)
{
	g->p[player].penalties += n;
	g->tokens += n;
}

/* Whether a player acts in the word or replacement phase now. */
static int
acting(const struct cw_game *g, int player, int phase)
{
	return g->phase == phase && cw_to_act(g) == player;
}

/* Move the turn on to the next player, and the phase on after the last. */
static void
next_turn(struct cw_game *g)
{
	int	 i;

	if (++g->turn < g->n)
		return;
	g->turn = 0;
	if (g->phase == CW_WORDS)
		g->phase = CW_REPLACE;
	else if (g->phase == CW_REPLACE) {
		g->phase = g->round >= g->rounds ? CW_OVER : CW_DRAWS;
		for (i = 0; i < g->n; i++)
			g->p[i].drew = 0;
	}
	for (i = 0; i < g->n; i++)
		g->p[i].redraws = g->p[i].withdrawn = 0;
}

/* Fill the verdict for an event out of its player's turn. */
static VERDICT_COLD int
not_your_turn(const struct cw_game *g, int player, const char *what,
    const struct pos *at, struct verdict *v)
{
	char	 where[128];

	cw_game_where(g, where, sizeof(where));
	if ((g->phase == CW_WORDS || g->phase == CW_REPLACE) &&
	    cw_to_act(g) != player)
		return verdict_reject(v, at, "%s cannot %s now: it is %s's "
		    "turn (%s); players act one at a time, %s",
		    g->p[player].name, what, g->p[cw_to_act(g)].name, where,
		    g->phase == CW_REPLACE && g->replacement_from_last ?
		    "from the last player to the right" :
		    "from the first player to the left");
	return verdict_reject(v, at, "%s cannot %s now (%s): a round is the "
	    "roll, the word phase, the replacement phase, then the draws",
	    g->p[player].name, what, where);
}

int
cw_round_done(const struct cw_game *g, char *why, size_t size)
{
	int	 i, need;

	if (g->phase == CW_SETUP) {
		if (!g->rolled) {
			snprintf(why, size, "the setup roll has not been made");
			return 0;
		}
		for (i = 0; i < g->n; i++)
			if (!g->p[i].drew) {
				snprintf(why, size, "%s has not drawn the first "
				    "rack", g->p[i].name);
				return 0;
			}
		if (g->first < 0) {
			snprintf(why, size, "the lots have not chosen the "
			    "first player");
			return 0;
		}
		return 1;
	}
	if (g->phase == CW_DRAWS) {
		for (i = 0; i < g->n; i++) {
			need = g->roll - rack_size(&g->p[i]);
			if (!g->p[i].drew && need > 0 && g->p[i].bag.total > 0) {
				snprintf(why, size, "%s has not drawn up to %d",
				    g->p[i].name, g->roll);
				return 0;
			}
		}
		return 1;
	}
	if (g->phase == CW_OVER)
		return 1;
	snprintf(why, size, "the %s is not over: %s acts next",
	    phase_names[g->phase], g->p[cw_to_act(g)].name);
	return 0;
}

/*
 * Once each player drawing lots has one, the lowest letter alone plays
 * first; players tied for it draw again, the others are done.
 */
static void
settle_lots(struct cw_game *g)
{
	char	 low = 'Z' + 1;
	int	 i, ties = 0;

	for (i = 0; i < g->n; i++)
		if (g->p[i].in_lot && g->p[i].lot == 0)
			return;
	for (i = 0; i < g->n; i++)
		if (g->p[i].in_lot && g->p[i].lot < low)
			low = g->p[i].lot;
	for (i = 0; i < g->n; i++) {
		if (!g->p[i].in_lot)
			continue;
		if (g->p[i].lot == low) {
			ties++;
			g->first = i;
		} else
			g->p[i].in_lot = 0;
		g->p[i].lot = 0;
	}
	if (ties > 1)
		g->first = -1;
	else
		g->p[g->first].in_lot = 0;
}

int
cw_rule_lot(struct cw_game *g, int player, char letter,
    const struct pos *at, struct verdict *v)
{
	struct cw_player	*p = &g->p[player];

	if (g->phase != CW_SETUP)
		return verdict_reject(v, at, "lots are drawn at setup, in round "
		    "0, to choose the first player");
	if (g->first >= 0)
		return verdict_reject(v, at, "the lots are over: %s is the "
		    "first player, whose letter was closest to A",
		    g->p[g->first].name);
	if (!p->in_lot)
		return verdict_reject(v, at, "%s draws no lot now: only players "
		    "tied for the lowest letter draw again", p->name);
	if (p->lot != 0)
		return verdict_reject(v, at, "%s has drawn a lot (%c) already: "
		    "each player draws one tile, and only a tie draws again",
		    p->name, p->lot);
	if (p->bag.n[letter - 'A'] == 0)
		return verdict_reject(v, at, "%s's %s bag holds no %c to draw",
		    p->name, cw_color_name[p->color], letter);
	p->lot = letter;
	settle_lots(g);
	return 1;
}

int
cw_rule_roll(struct cw_game *g, int draw, int limit, const struct pos *at,
    struct verdict *v)
{
	char	 why[128];

	if (g->version == CW_RULES_2018_04_04 && limit == 0)
		return verdict_reject(v, at, "by the rules of 2018-04-04 the "
		    "host rolls two dice, the draw die and the replacement "
		    "die, as in 'roll 8 3'");
	if (g->version == CW_RULES_2018_03 && limit != 0)
		return verdict_reject(v, at, "the host rolls one die: two are "
		    "rolled only by the rules of 2018-04-04");
	if (draw < DRAW_MIN || draw > DRAW_MAX)
		return verdict_reject(v, at, "the draw die shows %s, not %d",
		    g->version == CW_RULES_2018_03 ? "6, 7, 7, 7, 8 or 9" :
		    "6, 7, 7, 8, 8 or 9", draw);
	if (limit != 0 && (limit < LIMIT_MIN || limit > LIMIT_MAX))
		return verdict_reject(v, at, "the replacement die shows 2, 3, "
		    "3, 4, 4 or 5, not %d", limit);
	if (g->phase == CW_SETUP && !g->rolled) {
		g->rolled = 1;
		g->roll = draw;
		g->limit = limit;
		return 1;
	}
	if (g->phase == CW_OVER || (g->phase == CW_DRAWS &&
	    g->round >= g->rounds))
		return verdict_reject(v, at, "the game is over: round %d was "
		    "its last", g->rounds);
	if (g->phase != CW_SETUP && g->phase != CW_DRAWS)
		return verdict_reject(v, at, "round %d is not over: the %s "
		    "goes on; the roll begins a round", g->round,
		    phase_names[g->phase]);
	if (!cw_round_done(g, why, sizeof(why))) {
		if (g->phase == CW_SETUP)
			return verdict_reject(v, at, "the setup is not over: "
			    "%s", why);
		return verdict_reject(v, at, "round %d is not over: %s",
		    g->round, why);
	}
	g->round++;
	if (g->first_rotates && g->round > 1)
		g->first = (g->first + 1) % g->n;
	g->roll = draw;
	g->limit = limit;
	g->phase = CW_WORDS;
	g->turn = 0;
	return 1;
}

/* The tiles a player must draw now: up to the roll, or what the bag has. */
static int
draw_due(const struct cw_game *g, const struct cw_player *p)
{
	int	 need = g->roll - rack_size(p);

	if (need < 0)
		need = 0;
	return need < p->bag.total ? need : p->bag.total;
}

int
cw_rule_draw(struct cw_game *g, int player, const char *letters,
    const struct pos *at, struct verdict *v)
{
	struct cw_player	*p = &g->p[player];
	int			 len = (int)strlen(letters), due;
	char			 lacking;

	if (g->phase == CW_SETUP && !g->rolled)
		return verdict_reject(v, at, "the first racks are drawn after "
		    "the setup roll: each player draws as many tiles as the "
		    "die shows");
	if (g->phase != CW_SETUP && g->phase != CW_DRAWS &&
	    g->phase != CW_OVER)
		return not_your_turn(g, player, "draw", at, v);
	if (p->drew)
		return verdict_reject(v, at, "%s has drawn already this round: "
		    "a player draws once, up to the roll", p->name);
	due = draw_due(g, p);
	if (len != due && rack_size(p) >= g->roll)
		return verdict_reject(v, at, "%s draws nothing: %d tiles on "
		    "the rack, the roll is %d; a rack is drawn up to the roll, "
		    "never beyond", p->name, rack_size(p), g->roll);
	if (len != due) {
		if (due == p->bag.total && due < g->roll - rack_size(p))
			return verdict_reject(v, at, "%s draws the %d tiles "
			    "left in the bag, not %d", p->name, due, len);
		return verdict_reject(v, at, "%s draws %d tiles, up to the "
		    "roll of %d with %d on the rack, not %d", p->name, due,
		    g->roll, rack_size(p), len);
	}
	if (!cw_bag_move(&p->bag, &p->own, letters, len, &lacking))
		return verdict_reject(v, at, "%s's %s bag holds no more %c: "
		    "each color has the 98 tiles of the popular game less "
		    "its blanks", p->name, cw_color_name[p->color], lacking);
	p->drew = 1;
	return 1;
}

int
cw_rule_swap(struct cw_game *g, int player, char back, char blue,
    const struct pos *at, struct verdict *v)
{
	struct cw_player	*p = &g->p[player];
	char			 lacking, up = (char)toupper((unsigned char)blue);

	if (islower((unsigned char)back))
		return verdict_reject(v, at, "%s cannot swap the blue %c back: "
		    "a blue tile never goes back to its bag; it leaves the "
		    "rack only in a word", p->name, back);
	if (isupper((unsigned char)blue))
		return verdict_malformed(v, at, "the tile a swap draws is "
		    "blue: write it in lower case, as in 'swap Y e'");
	if (g->phase == CW_SETUP && !p->drew)
		return verdict_reject(v, at, "%s has no rack yet to swap from",
		    p->name);
	if (g->phase == CW_OVER)
		return verdict_reject(v, at, "the game is over: no more swaps");
	if (p->own.n[back - 'A'] == 0)
		return verdict_reject(v, at, "%s's rack holds no %s %c to "
		    "return", p->name, cw_color_name[p->color], back);
	if (g->blue.n[up - 'A'] == 0 ||
	    (!cw_is_vowel(up) && blue_consonants(g) == 0))
		return verdict_reject(v, at, "the blue %s bag holds no more "
		    "%c", cw_is_vowel(up) ? "vowels'" : "consonants'", blue);
	(void)cw_bag_take(&p->own, &back, 1, &lacking);
	cw_bag_add(&p->bag, back);
	(void)cw_bag_take(&g->blue, &up, 1, &lacking);
	cw_bag_add(&p->blue, up);
	return 1;
}

/* Fill the verdict for a redraw outside the word phase. */
static VERDICT_COLD int
redraw_out_of_phase(const struct cw_game *g, int player,
    const struct pos *at, struct verdict *v)
{
	char	 where[128];

	cw_game_where(g, where, sizeof(where));
	return verdict_reject(v, at, "%s cannot redraw now (%s): a player "
	    "redraws at the beginning of their turn in the word phase",
	    g->p[player].name, where);
}

int
cw_rule_redraw(struct cw_game *g, int player, const char *letters,
    const struct pos *at, struct verdict *v)
{
	struct cw_player	*p = &g->p[player];
	struct cw_bag		 bag = p->bag, rack = p->own;
	int			 target, due, len = (int)strlen(letters);
	char			 lacking;

	if (!acting(g, player, CW_WORDS) && g->phase != CW_WORDS)
		return redraw_out_of_phase(g, player, at, v);
	if (!acting(g, player, CW_WORDS))
		return not_your_turn(g, player, "redraw", at, v);
	if (p->withdrawn)
		return verdict_reject(v, at, "%s cannot redraw now: a redraw "
		    "comes at the beginning of the turn, and %s's play was "
		    "withdrawn; the player makes a different play, or passes",
		    p->name, p->name);
	target = g->roll - 2;
	if (g->version == CW_RULES_2018_04_04 && target < 5)
		target = 5;
	due = target - p->blue.total;
	if (due < 0)
		due = 0;
	cw_bag_pour(&bag, &rack);
	if (due > bag.total)
		due = bag.total;
	if (len != due)
		return verdict_reject(v, at, "%s redraws %d tiles, to 2 less "
		    "than the roll of %d%s, the %d blue kept counting, not %d",
		    p->name, due, g->roll, g->version == CW_RULES_2018_04_04 ?
		    " (5 at least)" : "", p->blue.total, len);
	if (!cw_bag_take(&bag, letters, len, &lacking))
		return verdict_reject(v, at, "%s's %s bag, with the rack "
		    "returned, holds no more %c", p->name,
		    cw_color_name[p->color], lacking);
	p->bag = bag;
	cw_bag_empty(&p->own);
	for (; *letters != '\0'; letters++)
		cw_bag_add(&p->own, *letters);
	if (p->redraws++ > 0)
		penalize(g, player, 2);
	g->last.kind = 0;
	return 1;
}

/* Remember where the game is before a play or replacement turn. */
static void
remember(struct cw_game *g, int kind, int player)
{
	g->last.kind = kind;
	g->last.player = player;
	g->last.n = 0;
	g->last.points = 0;
	g->last.bad = 0;
	g->last.nstood = g->nstood;
	g->last.phase = g->phase;
	g->last.turn = g->turn;
	g->last.first_word = g->first_word;
	g->last.redraws = g->p[player].redraws;
}

/*
 * Judge a word on the board whose letters, in capitals, the caller has
 * read into buf (the first CW_MAXWORD of a longer one): 1 if it is a
 * word, else 0 with the dictionary's reason in *why.  The word graph is
 * asked in capitals first, as the board has them; hunspell, in lower
 * case, only for a word the graph lacks.
 */
static int
judge_word(struct cw_game *g, const struct lb_word *w, const char *buf,
    const char **why)
{
	enum words_verdict	 wv;
	char			 lower[CW_MAXWORD + 1];
	int			 k, len = w->len > CW_MAXWORD ? CW_MAXWORD :
				    w->len;

	if (w->len > CW_MAXWORD) {
		*why = "too long";
		return 0;
	}
	if (cw_word_known(g, buf, (size_t)len))
		return 1;
	for (k = 0; k < len; k++)
		lower[k] = (char)tolower((unsigned char)buf[k]);
	lower[len] = '\0';
	wv = cw_word_check(g, lower, (size_t)len);
	*why = words_verdict_name(wv);
	return wv == WORDS_OK;
}

/*
 * Judge the words w[0..nw), whose letters the caller has read into
 * letters[0..nw) (as judge_word() wants them); with them all words
 * return 1.  Otherwise, by default,
 * return 0 with the first word that is not one in bad (CW_MAXWORD + 1
 * bytes) and the dictionary's reason in *why, for reject_word(); under
 * the popular game's rule that an unchallenged word stands, list them
 * and return 1 with g->last.bad set.
 */
static int
judge_words(struct cw_game *g, const struct lb_word *w, int nw,
    unsigned int line, char letters[][CW_MAXWORD + 1], char *bad,
    const char **why)
{
	int		 i;

	for (i = 0; i < nw; i++) {
		if (judge_word(g, &w[i], letters[i], why))
			continue;
		if (!g->unchallenged_stand) {
			memcpy(bad, letters[i], CW_MAXWORD + 1);
			return 0;
		}
		g->last.bad = 1;
		if (g->nstood < CW_MAXSTOOD) {
			g->stood[g->nstood].line = line;
			memcpy(g->stood[g->nstood].word, letters[i],
			    CW_MAXWORD + 1);
			g->stood[g->nstood].why = *why;
			g->nstood++;
		}
	}
	return 1;
}

/*
 * Reject the last turn for a word that is not one, bad, with the
 * dictionary's reason why; what says who cannot do what.  Returns 0.
 */
static int
reject_word(const struct cw_game *g, const char *what, const char *bad,
    const char *why, const struct pos *at, struct verdict *v)
{
	return verdict_reject(v, at, "%s: %s is not a word (%s); every word "
	    "%s must be a word", what, bad, why, g->last.kind == 'p' ?
	    "a play forms" : "through a changed square");
}

/* Put the changes of the last turn back as they were, tiles to the rack. */
static void
withdraw(struct cw_game *g)
{
	struct cw_player	*p = &g->p[g->last.player];
	struct cw_change	*c;
	int			 i;

	for (i = g->last.n; i-- > 0; ) {
		c = &g->last.ch[i];
		if (c->after.tag == CW_BLUE)
			cw_bag_add(&p->blue, c->after.letter);
		else
			cw_bag_add(&p->own, c->after.letter);
		if (c->before.letter == '\0')
			lb_remove(&g->board, c->col, c->row);
		else
			(void)lb_put(&g->board, c->col, c->row,
			    c->before.letter, c->before.tag);
	}
	p->points -= g->last.points;
	if (g->last.kind == 'p')
		p->words_played--;
	g->nstood = g->last.nstood;
	g->phase = g->last.phase;
	g->turn = g->last.turn;
	g->first_word = g->last.first_word;
	/* The turn goes on: a phase ended by the play starts again. */
	p->redraws = g->last.redraws;
	g->last.kind = 0;
}

/* Check a play's letters against the board: down where (X), empty else. */
static int
check_squares(const struct cw_game *g, const struct cw_play *pl,
    const char *name, struct verdict *v)
{
	struct lb_tile	 t;
	int		 k, c, r;

	for (k = 0; k < pl->len; k++) {
		c = pl->col + (pl->dir == LB_ACROSS ? k : 0);
		r = pl->row + (pl->dir == LB_DOWN ? k : 0);
		if (!lb_near(c, r))
			return verdict_reject(v, &pl->at[k], "%d,%d is too "
			    "far from the mat", c, r);
		t = lb_get(&g->board, c, r);
		if (pl->kind[k] == CW_DOWN && t.letter == '\0')
			return verdict_reject(v, &pl->at[k], "%s cannot use a "
			    "tile at %d,%d: the square is empty; letters in "
			    "parentheses are tiles already down", name, c, r);
		if (pl->kind[k] == CW_DOWN && t.letter != pl->letter[k])
			return verdict_reject(v, &pl->at[k], "%d,%d holds %c, "
			    "not %c: a letter in parentheses is the tile "
			    "already on its square", c, r, t.letter,
			    pl->letter[k]);
		if (pl->kind[k] != CW_DOWN && t.letter != '\0')
			return verdict_reject(v, &pl->at[k], "%d,%d holds %c "
			    "already: write a tile already down in "
			    "parentheses, as (%c)", c, r, t.letter, t.letter);
	}
	return 1;
}

/* Check that the rack holds a play's tiles: capitals own, lower case blue. */
static int
check_rack(const struct cw_game *g, int player, const struct cw_play *pl,
    struct verdict *v)
{
	const struct cw_player	*p = &g->p[player];
	struct cw_bag		 own = p->own, blue = p->blue;
	char			 lacking;
	int			 k;

	for (k = 0; k < pl->len; k++) {
		if (pl->kind[k] == CW_OWN &&
		    !cw_bag_take(&own, &pl->letter[k], 1, &lacking))
			return verdict_reject(v, &pl->at[k], "%s's rack holds "
			    "no more %s %c (capitals are the player's own "
			    "tiles, lower case blue ones)", p->name,
			    cw_color_name[p->color], lacking);
		if (pl->kind[k] == CW_BLUE_TILE &&
		    !cw_bag_take(&blue, &pl->letter[k], 1, &lacking))
			return verdict_reject(v, &pl->at[k], "%s's rack holds "
			    "no more blue %c (lower case letters are blue "
			    "tiles swapped in)", p->name,
			    tolower((unsigned char)lacking));
	}
	return 1;
}

/* Check that the play writes the whole main word, of two letters or more. */
static int
check_whole(const struct cw_game *g, const struct cw_play *pl,
    const char *name, const struct pos *at, struct verdict *v)
{
	int	 dc = pl->dir == LB_ACROSS, dr = pl->dir == LB_DOWN;
	int	 c0 = pl->col - dc, r0 = pl->row - dr;
	int	 c1 = pl->col + dc * pl->len, r1 = pl->row + dr * pl->len;

	if (lb_get(&g->board, c0, r0).letter != '\0')
		return verdict_reject(v, at, "the word goes on before %d,%d "
		    "(%c at %d,%d): write the whole main word from its first "
		    "square", pl->col, pl->row, lb_get(&g->board, c0,
		    r0).letter, c0, r0);
	if (lb_get(&g->board, c1, r1).letter != '\0')
		return verdict_reject(v, at, "the word goes on after its last "
		    "letter (%c at %d,%d): write the whole main word",
		    lb_get(&g->board, c1, r1).letter, c1, r1);
	if (pl->len < 2)
		return verdict_reject(v, at, "%s plays a word of one letter: "
		    "write the main word, of two letters or more, in its "
		    "direction", name);
	return 1;
}

/* Whether w[i] is one of w[0..i), as two changed squares of a word give. */
static int
word_again(const struct lb_word *w, int i)
{
	int	 k;

	for (k = 0; k < i; k++)
		if (w[k].col == w[i].col && w[k].row == w[i].row &&
		    w[k].dir == w[i].dir)
			return 1;
	return 0;
}

/*
 * The points a play scores in play: every word it forms, by the chart;
 * their letters are those judge_words() read.
 */
static int
play_points(const struct cw_game *g, const struct lb_word *w,
    char letters[][CW_MAXWORD + 1], int nw)
{
	int	 i, points = 0;

	for (i = 0; i < nw; i++) {
		if (w[i].len > CW_MAXWORD)
			continue;
		points += cw_score_played(letters[i], (size_t)w[i].len,
		    (enum cw_rules_version)g->version);
	}
	return points;
}

/* What a play takes from the rack: its tiles of each letter, own and blue. */
struct need {
	unsigned char	 own[CW_LETTERS], blue[CW_LETTERS];
	int		 nown, nblue;
};

/*
 * The checks of check_squares(), check_rack() and check_whole(), and the
 * limit of LB_MAXPLAY new tiles, in one pass over the word that branches
 * on none of its letters (whether a letter is down already, the player's
 * or blue, is the record's chance): 1 if the play passes them all, with
 * its new tiles in place[] (CW_MAXWORD entries), how many in *np,
 * whether it uses a tile down in *crosses and what it takes from the
 * rack in *need.  0 says only that something fails: the checks one by
 * one say what.  Either way, bit k of *fresh says the word's k-th letter
 * is not in parentheses: a new tile, if the play passes.
 */
static int
quick_play(const struct cw_game *g, const struct cw_player *p,
    const struct cw_play *pl, struct lb_place *place, int *np,
    int *crosses, struct need *need, uint64_t *fresh)
{
	const struct lb_tile *t;
	uint64_t	 bits = 0;
	long		 step;
	int		 dc = pl->dir == LB_ACROSS, dr = !dc;
	int		 k, L, down, n = 0, bad, any_down = 0;

	/* A line about the grid's edge or past LB_FAR: the checks one by
	   one. */
	if ((t = lb_line_tiles(&g->board, pl->col, pl->row, pl->dir, pl->len,
	    &step)) == NULL) {
		for (k = 0; k < pl->len && k < CW_MAXWORD; k++)
			bits |= (uint64_t)(pl->kind[k] != CW_DOWN) << k;
		*fresh = bits;
		return 0;
	}
	bad = (t[-step].letter != '\0') | (t[pl->len * step].letter != '\0');
	memset(need, 0, sizeof(*need));
	for (k = 0; k < pl->len; k++, t += step) {
		down = pl->kind[k] == CW_DOWN;
		L = pl->letter[k] - 'A';
		bad |= (unsigned int)L >= CW_LETTERS;
		L = (unsigned int)L < CW_LETTERS ? L : 0;
		bad |= down ? t->letter != pl->letter[k] : t->letter != '\0';
		need->own[L] += pl->kind[k] == CW_OWN;
		need->blue[L] += pl->kind[k] == CW_BLUE_TILE;
		bad |= (need->own[L] > p->own.n[L]) |
		    (need->blue[L] > p->blue.n[L]);
		need->nown += pl->kind[k] == CW_OWN;
		need->nblue += pl->kind[k] == CW_BLUE_TILE;
		place[n].col = pl->col + dc * k;
		place[n].row = pl->row + dr * k;
		place[n].letter = pl->letter[k];
		place[n].tag = (unsigned char)(pl->kind[k] == CW_OWN ?
		    p->color : CW_BLUE);
		n += !down;
		any_down |= down;
		bits |= (uint64_t)!down << k;
	}
	bad |= (pl->len < 2) | (n > LB_MAXPLAY);
	*np = n;
	*crosses = any_down;
	*fresh = bits;
	return !bad;
}

/*
 * The play's new tiles into place[] (LB_MAXPLAY entries), after the
 * checks one by one: their number, or -1 with the verdict if they are
 * more than LB_MAXPLAY.
 */
static int
place_tiles(const struct cw_player *p, const struct cw_play *pl,
    struct lb_place *place, int *crosses, const struct pos *at,
    struct verdict *v)
{
	int	 k, n = 0;

	*crosses = 0;
	for (k = 0; k < pl->len; k++) {
		if (pl->kind[k] == CW_DOWN) {
			*crosses = 1;
			continue;
		}
		if (n == LB_MAXPLAY) {
			verdict_reject(v, at, "%s", lb_fault_text(
			    LB_TOO_MANY));
			return -1;
		}
		place[n].col = pl->col + (pl->dir == LB_ACROSS ? k : 0);
		place[n].row = pl->row + (pl->dir == LB_DOWN ? k : 0);
		place[n].letter = pl->letter[k];
		place[n++].tag = (unsigned char)(pl->kind[k] == CW_OWN ?
		    p->color : CW_BLUE);
	}
	return n;
}

int
cw_rule_play(struct cw_game *g, int player, const struct cw_play *pl,
    const struct pos *at, struct verdict *v)
{
	struct cw_player	*p = &g->p[player];
	struct lb_place		 place[CW_MAXWORD];
	struct lb_word		 w[LB_MAXWORDS];
	struct need		 need;
	enum lb_fault		 f;
	const char		*why;
	char			 what[CW_MAXWORD + 64], lacking;
	char			 bad[CW_MAXWORD + 1];
	char			 letters[LB_MAXWORDS][CW_MAXWORD + 1];
	uint64_t		 fresh, beside;
	int			 k, n, nw, crosses, quick;
	int			 dc = pl->dir == LB_ACROSS;

	if (!acting(g, player, CW_WORDS))
		return not_your_turn(g, player, "play a word", at, v);
	/* The main word's line of the word list, fetched while the board
	   is read: it is the record's, in capitals. */
	cw_word_prefetch(g, pl->letter, (size_t)pl->len);
	if (!(quick = quick_play(g, p, pl, place, &n, &crosses, &need,
	    &fresh)) && (!check_squares(g, pl, p->name, v) ||
	    !check_rack(g, player, pl, v) || !check_whole(g, pl, p->name, at,
	    v) || (n = place_tiles(p, pl, place, &crosses, at, v)) < 0))
		return 0;
	/* The placement rule, the letterboard's, for a word written
	   whole (check_whole()): its new tiles are those of fresh, the
	   others down. */
	if ((f = lb_check_line(&g->board, pl->col, pl->row,
	    pl->dir, pl->len, fresh, &beside)) != LB_OK)
		return verdict_reject(v, at, "%s cannot play there: %s",
		    p->name, lb_fault_text(f));
	if (g->version == CW_RULES_2018_04_04 && g->round == 1 &&
	    !g->first_word && !crosses)
		return verdict_reject(v, at, "by the rules of 2018-04-04 the "
		    "first word of round 1 crosses a word of the mat: it uses a mat tile, "
		    "in parentheses");
	remember(g, 'p', player);
	for (k = 0; k < n; k++) {
		g->last.ch[k].col = place[k].col;
		g->last.ch[k].row = place[k].row;
		g->last.ch[k].before.letter = '\0';
		g->last.ch[k].before.tag = 0;
		g->last.ch[k].after.letter = place[k].letter;
		g->last.ch[k].after.tag = place[k].tag;
		if (quick)
			continue;
		if (place[k].tag == CW_BLUE)
			(void)cw_bag_take(&p->blue, &place[k].letter, 1,
			    &lacking);
		else
			(void)cw_bag_take(&p->own, &place[k].letter, 1,
			    &lacking);
	}
	if (quick) {
		for (k = 0; k < pl->len; k++) {
			p->own.n[pl->letter[k] - 'A'] -= pl->kind[k] == CW_OWN;
			p->blue.n[pl->letter[k] - 'A'] -= pl->kind[k] ==
			    CW_BLUE_TILE;
		}
		p->own.total -= need.nown;
		p->blue.total -= need.nblue;
	}
	lb_put_places(&g->board, place, n);
	g->last.n = n;
	/*
	 * The words it forms: the main word, whole as the record writes it
	 * (check_whole()), and the word across the line through each new
	 * tile with a tile beside it across (lb_check_line()), read as it
	 * is found; lb_play_words() finds the same.
	 */
	w[0].col = pl->col;
	w[0].row = pl->row;
	w[0].dir = pl->dir;
	w[0].len = pl->len;
	memcpy(letters[0], pl->letter, (size_t)pl->len);
	letters[0][pl->len] = '\0';
	for (nw = 1; beside != 0; beside &= beside - 1) {
		k = __builtin_ctzll(beside);
		if (lb_word_read(&g->board, pl->col + dc * k, pl->row +
		    !dc * k, dc ? LB_DOWN : LB_ACROSS, &w[nw], letters[nw],
		    sizeof(letters[nw])) >= 2) {
			cw_word_prefetch(g, letters[nw], (size_t)w[nw].len);
			nw++;
		}
	}
	if (!judge_words(g, w, nw, at->line, letters, bad, &why)) {
		snprintf(what, sizeof(what), "%s cannot play %.*s at %d,%d",
		    p->name, pl->len, pl->letter, pl->col, pl->row);
		(void)reject_word(g, what, bad, why, at, v);
		withdraw(g);
		return 0;
	}
	g->last.points = play_points(g, w, letters, nw);
	p->points += g->last.points;
	p->words_played++;
	g->first_word = 1;
	next_turn(g);
	return 1;
}

int
cw_rule_replace(struct cw_game *g, int player, const struct cw_replace *r,
    const struct pos *at, struct verdict *v)
{
	struct cw_player	*p = &g->p[player];
	struct cw_bag		 own = p->own;
	struct lb_tile		 t;
	struct lb_word		 w[2 * LB_MAXPLAY];
	const char		*why;
	char			 lacking, what[128], bad[CW_MAXWORD + 1];
	char			 letters[2 * LB_MAXPLAY][CW_MAXWORD + 1];
	int			 i, k, nw = 0;

	if (!acting(g, player, CW_REPLACE))
		return not_your_turn(g, player, "replace tiles", at, v);
	if (g->version == CW_RULES_2018_04_04 && r->n > g->limit)
		return verdict_reject(v, &r->at[g->limit], "%s replaces %d "
		    "tiles, but the replacement die allows %d this round",
		    p->name, r->n, g->limit);
	for (i = 0; i < r->n; i++) {
		for (k = 0; k < i; k++)
			if (r->col[k] == r->col[i] && r->row[k] == r->row[i])
				return verdict_reject(v, &r->at[i], "%d,%d is "
				    "named twice: a square is replaced once a "
				    "turn", r->col[i], r->row[i]);
		t = lb_get(&g->board, r->col[i], r->row[i]);
		if (t.letter == '\0')
			return verdict_reject(v, &r->at[i], "%s cannot replace "
			    "%d,%d: no tile is there; a replacement goes on "
			    "a tile on the board", p->name, r->col[i],
			    r->row[i]);
		if (t.tag == p->color)
			return verdict_reject(v, &r->at[i], "%s cannot replace "
			    "%d,%d: it is %s's own color; a player replaces "
			    "other colors' tiles or blue ones", p->name,
			    r->col[i], r->row[i], p->name);
		if (!cw_bag_take(&own, &r->letter[i], 1, &lacking))
			return verdict_reject(v, &r->at[i], "%s's rack holds "
			    "no more %s %c: a replacement puts down tiles of "
			    "the player's own color only", p->name,
			    cw_color_name[p->color], lacking);
	}
	remember(g, 'r', player);
	for (i = 0; i < r->n; i++) {
		struct cw_change *c = &g->last.ch[i];

		c->col = r->col[i];
		c->row = r->row[i];
		c->before = lb_get(&g->board, c->col, c->row);
		c->after.letter = r->letter[i];
		c->after.tag = (unsigned char)p->color;
		(void)lb_put(&g->board, c->col, c->row, c->after.letter,
		    c->after.tag);
	}
	g->last.n = r->n;
	p->own = own;
	/*
	 * Only a changed letter can unmake a word: the words through it,
	 * each once, though two of its squares changed.
	 */
	for (i = 0; i < r->n; i++) {
		if (g->last.ch[i].before.letter == r->letter[i])
			continue;
		for (k = LB_ACROSS; k <= LB_DOWN; k++)
			if (lb_word_read(&g->board, r->col[i], r->row[i],
			    (enum lb_dir)k, &w[nw], letters[nw],
			    sizeof(letters[nw])) >= 2 && !word_again(w, nw)) {
				cw_word_prefetch(g, letters[nw],
				    (size_t)w[nw].len);
				nw++;
			}
	}
	if (!judge_words(g, w, nw, at->line, letters, bad, &why)) {
		snprintf(what, sizeof(what), "%s cannot replace these tiles",
		    p->name);
		(void)reject_word(g, what, bad, why, at, v);
		withdraw(g);
		return 0;
	}
	/* --replacement-scores: the words a changed letter makes, played. */
	if (g->replacement_scores) {
		g->last.points = play_points(g, w, letters, nw);
		p->points += g->last.points;
	}
	next_turn(g);
	return 1;
}

int
cw_rule_pass(struct cw_game *g, int player, const struct pos *at,
    struct verdict *v)
{
	if (!acting(g, player, CW_WORDS) && !acting(g, player, CW_REPLACE))
		return not_your_turn(g, player, "pass", at, v);
	g->last.kind = 0;
	next_turn(g);
	return 1;
}

int
cw_rule_challenge(struct cw_game *g, int player, const struct pos *at,
    struct verdict *v)
{
	int	 who = g->last.player;

	if (g->last.kind == 0)
		return verdict_reject(v, at, "%s has nothing to challenge: a "
		    "challenge comes right after the play or replacement turn "
		    "it challenges", g->p[player].name);
	if (who == player)
		return verdict_reject(v, at, "%s cannot challenge their own "
		    "%s: another player challenges it", g->p[player].name,
		    g->last.kind == 'p' ? "play" : "replacement");
	if (!g->last.bad) {
		g->last.kind = 0;
		return 1;
	}
	/* "may make a different play immediately": the turn goes on. */
	if (g->last.kind == 'p')
		g->p[who].withdrawn = 1;
	withdraw(g);
	penalize(g, who, 1);
	return 1;
}
