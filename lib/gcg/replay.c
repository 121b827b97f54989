/*
 * replay.c: a GCG record replayed line by line on the 15x15 board, each
 * claim checked (see replay.h).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "alloc.h"
#include "letterboard.h"
#include "verdict.h"
#include "words.h"
#include "gcg/board.h"
#include "gcg/parse.h"
#include "gcg/read.h"
#include "gcg/replay.h"
#include "gcg/tiles.h"

#define STALL_TURNS	6	/* scoreless turns in a row that end a game */
#define MINBAG		7	/* tiles the bag must hold for an exchange */

/* The header pragmas, each allowed once, before the first event. */
static const char *const header_names[] = { "character-encoding",
	"title", "description", "id", "lexicon", "game-type",
	"board-layout", "tile-set", "tile-distribution", "style",
	"incomplete", NULL };

/* One line being replayed: where it is and what it says. */
struct line {
	const struct gcg_src	*src;
	const struct gcg_item	*it;
	struct verdict		*v;
};

/* A rejection at a field of the line. */
static int
reject(const struct line *l, const struct gcg_field *f, const char *fmt,
    ...) DIAG_PRINTF(3, 4);

static int
reject(const struct line *l, const struct gcg_field *f, const char *fmt,
    ...)
{
	struct pos	 pos = gcg_src_pos(l->src, f->off);
	char		 text[VERDICT_TEXT];
	va_list		 ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	return verdict_reject(l->v, &pos, "%s", text);
}

/* A malformed verdict at a field of the line. */
static int
malformed(const struct line *l, const struct gcg_field *f, const char *fmt,
    ...) DIAG_PRINTF(3, 4);

static int
malformed(const struct line *l, const struct gcg_field *f, const char *fmt,
    ...)
{
	struct pos	 pos = gcg_src_pos(l->src, f->off);
	char		 text[VERDICT_TEXT];
	va_list		 ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	return verdict_malformed(l->v, &pos, "%s", text);
}

/* The face of a tile: "?" for the blank. */
static const char *
face(const struct gcg_game *g, int tile)
{
	return tile == GCG_BLANK ? "?" : g->set->upper[tile];
}

/*
 * Read a rack (letters in upper case, '?' for a blank) from the len bytes
 * at s into count[]; returns the tiles, or -1 with the offset of the
 * first byte that is no tile in *bad.
 */
static int
read_tiles(const struct gcg_game *g, const char *s, size_t len,
    int count[], size_t *bad)
{
	size_t	 i = 0, k;
	int	 tile, blank, n = 0;

	memset(count, 0, GCG_MAXTILE * sizeof(count[0]));
	while (i < len) {
		if (s[i] == '?') {
			count[GCG_BLANK]++;
			i++;
		} else if ((k = gcg_letter(g->set, s + i, len - i, &tile,
		    &blank)) > 0 && !blank) {
			count[tile]++;
			i += k;
		} else {
			*bad = i;
			return -1;
		}
		n++;
	}
	return n;
}

/* Read a field's rack; 0 with a malformed verdict if it is not one. */
static int
field_tiles(const struct line *l, const struct gcg_game *g,
    const struct gcg_field *f, size_t skip, size_t trim, int count[],
    int *n)
{
	struct gcg_field	 at = *f;
	size_t			 bad;

	*n = read_tiles(g, f->s + skip, f->len - skip - trim, count, &bad);
	if (*n < 0) {
		at.off += skip + bad;
		return malformed(l, &at, "'%.*s' holds a character that is "
		    "no tile: a rack is capital letters and ? for a blank",
		    (int)f->len, f->s);
	}
	if (*n > GCG_RACK)
		return malformed(l, f, "a rack holds %d tiles at most, not %d",
		    GCG_RACK, *n);
	return 1;
}

/* Whether count[] is within the tiles not on the board; else reject. */
static int
in_bag(const struct line *l, const struct gcg_game *g,
    const struct gcg_field *f, const int count[], const char *what)
{
	int	 t;

	for (t = 0; t <= g->set->n; t++)
		if (count[t] > g->unseen[t])
			return reject(l, f, "%s %.*s holds %d %s, but %d %s "
			    "off the board", what, (int)f->len, f->s, count[t],
			    face(g, t), g->unseen[t], g->unseen[t] == 1 ?
			    "is" : "are");
	return 1;
}

/* The tiles in the bag: those off the board and off every rack. */
static int
bag(const struct gcg_game *g)
{
	int	 t, n = 0;

	for (t = 0; t <= g->set->n; t++)
		n += g->unseen[t];
	for (t = 0; t < g->np; t++)
		n -= g->p[t].held;
	return n > 0 ? n : 0;
}

/* Check and keep the total the line claims. */
static int
check_total(const struct line *l, struct gcg_player *p, long points)
{
	if (p->total + points != l->it->cumul)
		return reject(l, &l->it->total, "the file says %s's total is "
		    "%ld, but %ld %s %ld is %ld", p->nick, l->it->cumul,
		    p->total, points < 0 ? "-" : "+", labs(points),
		    p->total + points);
	p->total = l->it->cumul;
	return 1;
}

/* The words a play formed, each the dictionary lacks listed. */
static void
look_up_words(struct gcg_game *g, const struct line *l,
    const struct lb_place *p, int n, enum lb_dir dir)
{
	struct lb_word	 w[LB_MAXWORDS];
	char		 word[LB_MAXPLAY * 2 * 4 + 1];
	const char	*f;
	enum words_verdict wv;
	int		 i, k, nw;
	struct lb_tile	 t;

	nw = lb_play_words(&g->board, p, n, dir, w);
	for (i = 0; i < nw; i++) {
		word[0] = '\0';
		for (k = 0; k < w[i].len && k < LB_MAXPLAY * 2; k++) {
			t = lb_word_tile(&g->board, &w[i], k);
			f = g->set->upper[(int)t.letter];
			strncat(word, f, sizeof(word) - strlen(word) - 1);
		}
		if ((wv = words_check(g->words, word, strlen(word))) ==
		    WORDS_OK)
			continue;
		if (g->nphony == g->phonycap) {
			g->phonycap = g->phonycap == 0 ? 8 : 2 * g->phonycap;
			g->phony = xreallocarray(g->phony, g->phonycap,
			    sizeof(*g->phony));
		}
		g->phony[g->nphony].line = l->src->line;
		g->phony[g->nphony].word = xstrdup(word);
		g->phony[g->nphony].why = words_verdict_name(wv);
		g->nphony++;
	}
}

/* Forget the phonies listed after the first n. */
static void
drop_phonies(struct gcg_game *g, size_t n)
{
	while (g->nphony > n)
		free(g->phony[--g->nphony].word);
}

/* A turn (play, pass, exchange) is the player's to take; else reject. */
static int
check_turn(const struct line *l, const struct gcg_game *g, int who)
{
	if (g->end != GCG_PLAYING)
		return reject(l, &l->it->nick, "the game is over: %s",
		    g->end == GCG_OUT ? "a player went out with the bag "
		    "empty" : "six scoreless turns in a row");
	if (who != g->to_move)
		return reject(l, &l->it->nick, "it is %s's turn, not %s's",
		    g->p[g->to_move].nick, g->p[who].nick);
	return 1;
}

/* Count a scoreless turn; the sixth in a row ends the game. */
static void
scoreless_turn(struct gcg_game *g)
{
	if (++g->scoreless >= STALL_TURNS)
		g->end = GCG_STALLED;
}

/*
 * The letters of a placement's word, each a tile (-1 for '.') into
 * tile[] and blank[]; returns how many, or -1 with a malformed verdict.
 */
static int
word_letters(const struct line *l, const struct gcg_game *g, int tile[],
    int blank[])
{
	const struct gcg_item	*it = l->it;
	struct gcg_field	 at = it->word;
	size_t			 i, k;
	int			 n = 0;

	for (i = 0; i < it->word.len; i += k, n++) {
		at.off = it->word.off + i;
		if (n == GCG_SIZE)
			return reject(l, &at, "%.*s runs off the board: a word "
			    "has %d letters at most", (int)it->word.len,
			    it->word.s, GCG_SIZE) - 1;
		tile[n] = -1;
		blank[n] = 0;
		k = 1;
		if (it->word.s[i] != '.' && (k = gcg_letter(g->set,
		    it->word.s + i, it->word.len - i, &tile[n], &blank[n])) ==
		    0)
			return malformed(l, &at, "'%.*s' is no word: a word "
			    "is letters, lower case for a blank, and . for a "
			    "tile on the board", (int)it->word.len,
			    it->word.s) - 1;
	}
	return n;
}

/*
 * The squares of a placement's word: new tiles into p[] (*n of them),
 * the word's length into *len; 0 with a verdict for a word off the board
 * or against the tiles there.
 */
static int
word_squares(const struct line *l, const struct gcg_game *g,
    struct lb_place *p, int *n, int *len)
{
	const struct gcg_item	*it = l->it;
	struct lb_tile		 t;
	int			 tile[GCG_SIZE], blank[GCG_SIZE];
	int			 k, col, row, dc = it->across, dr = !it->across;

	*n = 0;
	if ((*len = word_letters(l, g, tile, blank)) < 0)
		return 0;
	if (!gcg_on_board(it->col + dc * (*len - 1), it->row + dr *
	    (*len - 1)))
		return reject(l, &it->word, "%.*s runs off the board: from "
		    "%c%d it would end at %c%d", (int)it->word.len, it->word.s,
		    'A' + it->col, it->row + 1, 'A' + it->col + dc * (*len - 1),
		    it->row + dr * (*len - 1) + 1);
	for (k = 0; k < *len; k++) {
		col = it->col + dc * k;
		row = it->row + dr * k;
		t = lb_get(&g->board, col, row);
		if (tile[k] < 0) {
			if (t.letter == '\0')
				return reject(l, &it->word, "%c%d is empty: "
				    "the . of %.*s stands for a tile on the "
				    "board", 'A' + col, row + 1,
				    (int)it->word.len, it->word.s);
			continue;
		}
		if (t.letter != '\0') {
			if (t.letter != tile[k])
				return reject(l, &it->word, "%c%d holds %s, "
				    "not the %s of %.*s", 'A' + col, row + 1,
				    (t.tag & GCG_ONBLANK) ?
				    g->set->lower[(int)t.letter] :
				    g->set->upper[(int)t.letter],
				    g->set->upper[tile[k]], (int)it->word.len,
				    it->word.s);
			continue;
		}
		if (*n == GCG_RACK)
			return reject(l, &it->word, "a play puts down %d tiles "
			    "at most", GCG_RACK);
		p[*n].col = col;
		p[*n].row = row;
		p[*n].letter = (char)tile[k];
		p[*n].tag = blank[k] ? GCG_ONBLANK : 0;
		(*n)++;
	}
	return 1;
}

/* The tiles a placement takes from the rack, by tile, into need[]. */
static void
tiles_needed(const struct lb_place *p, int n, int need[])
{
	int	 i;

	memset(need, 0, GCG_MAXTILE * sizeof(need[0]));
	for (i = 0; i < n; i++)
		need[(p[i].tag & GCG_ONBLANK) ? GCG_BLANK : p[i].letter]++;
}

/* Whether the placement's word is whole: no tile just before or after. */
static int
check_whole(const struct line *l, const struct gcg_game *g, int len)
{
	const struct gcg_item	*it = l->it;
	int			 dc = it->across, dr = !it->across;
	int			 bc = it->col - dc, br = it->row - dr;
	int			 ac = it->col + dc * len;
	int			 ar = it->row + dr * len;

	if (len < 2)
		return reject(l, &it->word, "a word has two letters at "
		    "least");
	if (lb_get(&g->board, bc, br).letter != '\0')
		return reject(l, &it->move, "%.*s is not the whole word: "
		    "%c%d, just before it, holds a tile", (int)it->word.len,
		    it->word.s, 'A' + bc, br + 1);
	if (lb_get(&g->board, ac, ar).letter != '\0')
		return reject(l, &it->word, "%.*s is not the whole word: "
		    "%c%d, just after it, holds a tile", (int)it->word.len,
		    it->word.s, 'A' + ac, ar + 1);
	return 1;
}

/* Keep what a placement may need to be undone. */
static void
remember(struct gcg_game *g, int who, const struct lb_place *p, int n,
    long points, const int rack[], int has_rack)
{
	struct gcg_last	*last = &g->last;
	int		 i;

	last->valid = 1;
	last->player = who;
	last->challenged = 0;
	memcpy(last->tile, p, (size_t)n * sizeof(*p));
	last->n = n;
	last->points = points;
	memcpy(last->rack, rack, sizeof(last->rack));
	last->has_rack = has_rack;
	for (i = 0; i < g->np; i++)
		last->held[i] = g->p[i].held;
	last->to_move = g->to_move;
	last->scoreless = g->scoreless;
	last->end = g->end;
	last->out = g->out;
	last->nphony = g->nphony;
}

/* Draw up to n tiles to the player's rack from the bag. */
static void
draw(struct gcg_game *g, int who, int n)
{
	int	 in_bag = bag(g);

	g->p[who].held += n < in_bag ? n : in_bag;
}

/*
 * Check a placement and put it down: its squares, the placement rule,
 * its tiles, its score and the total.
 */
static int
do_place(struct gcg_game *g, const struct line *l, int who,
    const int rack[], int has_rack)
{
	const struct gcg_item	*it = l->it;
	struct lb_place		 p[GCG_RACK];
	int			 need[GCG_MAXTILE], n, len, t, score;
	enum lb_fault		 fault;
	char			 why[GCG_WHY];

	if (!word_squares(l, g, p, &n, &len))
		return 0;
	if (n == 0)
		return reject(l, &it->word, "%.*s puts down no new tile",
		    (int)it->word.len, it->word.s);
	if ((fault = lb_check_play(&g->board, p, n)) != LB_OK)
		return reject(l, &it->move, "%.*s %.*s: %s%s",
		    (int)it->move.len, it->move.s, (int)it->word.len,
		    it->word.s, lb_fault_text(fault), fault ==
		    LB_NOT_ON_START ? ", H8" : "");
	if (!check_whole(l, g, len))
		return 0;
	tiles_needed(p, n, need);
	for (t = 0; t <= g->set->n; t++) {
		if (has_rack && need[t] > rack[t])
			return reject(l, &it->word, "%.*s takes %d %s from "
			    "the rack %.*s, which holds %d", (int)it->word.len,
			    it->word.s, need[t], face(g, t), (int)it->rack.len,
			    it->rack.s, rack[t]);
		if (need[t] > g->unseen[t])
			return reject(l, &it->word, "%.*s takes %d %s, but "
			    "%d %s off the board", (int)it->word.len,
			    it->word.s, need[t], face(g, t), g->unseen[t],
			    g->unseen[t] == 1 ? "is" : "are");
	}
	if (n > g->p[who].held)
		return reject(l, &it->word, "%.*s puts down %d tiles, but "
		    "%s holds %d", (int)it->word.len, it->word.s, n,
		    g->p[who].nick, g->p[who].held);
	for (t = 0; t < n; t++)
		lb_put(&g->board, p[t].col, p[t].row, p[t].letter, p[t].tag);
	score = gcg_score_play(&g->board, p, n, it->across ? LB_ACROSS :
	    LB_DOWN, g->set, NULL, 0);
	if (score != it->points) {
		(void)gcg_score_play(&g->board, p, n, it->across ? LB_ACROSS :
		    LB_DOWN, g->set, why, sizeof(why));
		for (t = 0; t < n; t++)
			lb_remove(&g->board, p[t].col, p[t].row);
		return reject(l, &it->score, "the file scores %.*s %.*s "
		    "%ld, the board gives %d (%s)", (int)it->move.len,
		    it->move.s, (int)it->word.len, it->word.s, it->points,
		    score, why);
	}
	if (!check_total(l, &g->p[who], it->points)) {
		for (t = 0; t < n; t++)
			lb_remove(&g->board, p[t].col, p[t].row);
		return 0;
	}
	remember(g, who, p, n, it->points, rack, has_rack);
	for (t = 0; t <= g->set->n; t++)
		g->unseen[t] -= need[t];
	g->p[who].held -= n;
	draw(g, who, n);
	g->plays++;
	g->scoreless = 0;
	if (g->p[who].held == 0) {
		g->end = GCG_OUT;
		g->out = who;
	}
	if (g->words != NULL)
		look_up_words(g, l, p, n, it->across ? LB_ACROSS : LB_DOWN);
	return 1;
}

/*
 * Check an exchange: its tiles against the rack, the bag, its score and
 * the total.
 */
static int
do_exchange(struct gcg_game *g, const struct line *l, int who,
    const int rack[], int has_rack)
{
	const struct gcg_item	*it = l->it;
	int			 swap[GCG_MAXTILE], n, t;

	if (it->count >= 0)
		n = it->count;
	else {
		if (!field_tiles(l, g, &it->move, 1, 0, swap, &n))
			return 0;
		for (t = 0; has_rack && t <= g->set->n; t++)
			if (swap[t] > rack[t])
				return reject(l, &it->move, "the exchange "
				    "%.*s gives back %d %s, but the rack %.*s "
				    "holds %d", (int)it->move.len, it->move.s,
				    swap[t], face(g, t), (int)it->rack.len,
				    it->rack.s, rack[t]);
	}
	if (n < 1 || n > g->p[who].held)
		return reject(l, &it->move, "an exchange gives back 1 to %d "
		    "tiles, not %d", g->p[who].held, n);
	if (bag(g) < MINBAG)
		return reject(l, &it->move, "an exchange needs %d tiles in "
		    "the bag, and it holds %d", MINBAG, bag(g));
	if (it->points != 0)
		return reject(l, &it->score, "an exchange scores 0, not %ld",
		    it->points);
	return check_total(l, &g->p[who], 0);
}

/*
 * Whether a pass is the turn a player loses for challenging, in vain,
 * the play that went out (double challenge): the next player's, once,
 * right after it.
 */
static int
lost_challenge(struct gcg_game *g, int who)
{
	if (g->end != GCG_OUT || !g->last.valid || g->last.player != g->out ||
	    who != (g->out + 1) % g->np || g->out_challenged)
		return 0;
	g->out_challenged = 1;
	return 1;
}

/* A play, a pass or an exchange: a turn. */
static int
do_turn(struct gcg_game *g, const struct line *l, int who,
    const int rack[], int has_rack)
{
	const struct gcg_item	*it = l->it;
	int			 ok;

	if (it->what == GCG_PASS && lost_challenge(g, who))
		return it->points == 0 ? check_total(l, &g->p[who], 0) :
		    reject(l, &it->score, "a pass scores 0, not %ld",
		    it->points);
	if (!check_turn(l, g, who))
		return 0;
	if (it->what == GCG_PLACE)
		ok = do_place(g, l, who, rack, has_rack);
	else if (it->what == GCG_EXCHANGE)
		ok = do_exchange(g, l, who, rack, has_rack);
	else if (it->points != 0)
		return reject(l, &it->score, "a pass scores 0, not %ld",
		    it->points);
	else
		ok = check_total(l, &g->p[who], 0);
	if (!ok)
		return 0;
	if (it->what != GCG_PLACE) {
		g->last.valid = 0;
		scoreless_turn(g);
	}
	g->to_move = (who + 1) % g->np;
	return 1;
}

/* The last placement, if it is the player's, else reject. */
static int
check_last(const struct line *l, const struct gcg_game *g, int who,
    const char *what)
{
	if (!g->last.valid)
		return reject(l, &l->it->move, "%s, but no play stands "
		    "before it", what);
	if (g->last.player != who)
		return reject(l, &l->it->nick, "%s, but the play before it "
		    "is %s's, not %s's", what, g->p[g->last.player].nick,
		    g->p[who].nick);
	return 1;
}

/* Take back the play before it, a phony challenged off, and its score. */
static int
do_withdraw(struct gcg_game *g, const struct line *l, int who,
    const int rack[], int has_rack)
{
	const struct gcg_item	*it = l->it;
	struct gcg_last		*last = &g->last;
	long			 points = it->points;
	int			 i, t;

	if (!check_last(l, g, who, "a phony is withdrawn"))
		return 0;
	if (last->challenged)
		return reject(l, &it->move, "the play was challenged and "
		    "stood: it cannot be withdrawn");
	if (has_rack && last->has_rack &&
	    memcmp(rack, last->rack, sizeof(last->rack)) != 0)
		return reject(l, &it->rack, "the rack %.*s is not the rack "
		    "of the play withdrawn", (int)it->rack.len, it->rack.s);
	/* Old Quackle writes +0 and the total already less the play. */
	if (points == 0 && it->cumul == g->p[who].total - last->points)
		points = -last->points;
	if (points != -last->points)
		return reject(l, &it->score, "a withdrawn play takes back its "
		    "score, -%ld, not %ld", last->points, it->points);
	if (!check_total(l, &g->p[who], points))
		return 0;
	for (i = 0; i < last->n; i++) {
		lb_remove(&g->board, last->tile[i].col, last->tile[i].row);
		t = (last->tile[i].tag & GCG_ONBLANK) ? GCG_BLANK :
		    last->tile[i].letter;
		g->unseen[t]++;
	}
	for (i = 0; i < g->np; i++)
		g->p[i].held = last->held[i];
	g->plays--;
	g->scoreless = last->scoreless;
	g->end = last->end;
	g->out = last->out;
	drop_phonies(g, last->nphony);
	last->valid = 0;
	scoreless_turn(g);
	return 1;
}

/* Add the bonus for a play challenged in vain to the player who made it. */
static int
do_challenge(struct gcg_game *g, const struct line *l, int who)
{
	const struct gcg_item	*it = l->it;

	if (!check_last(l, g, who, "a challenge bonus is claimed"))
		return 0;
	if (g->last.challenged)
		return reject(l, &it->move, "the play has had its challenge "
		    "bonus already");
	if (it->points != 5 && it->points != 10)
		return reject(l, &it->score, "a challenge bonus is +5 or "
		    "+10, not %ld", it->points);
	g->last.challenged = 1;
	return check_total(l, &g->p[who], it->points);
}

/* The rack in a field's parentheses; 0 with a verdict if not one. */
static int
paren_tiles(const struct line *l, const struct gcg_game *g, int count[],
    int *n)
{
	return field_tiles(l, g, &l->it->move, 1, 1, count, n);
}

/* Add the rack points of the tiles left to the player who went out. */
static int
do_end_points(struct gcg_game *g, const struct line *l, int who)
{
	const struct gcg_item	*it = l->it;
	int			 left[GCG_MAXTILE], n, t, value;

	if (!paren_tiles(l, g, left, &n))
		return 0;
	if (g->end != GCG_OUT)
		return reject(l, &it->move, "rack points are counted when a "
		    "player goes out with the bag empty, and no one has");
	if (who != g->out)
		return reject(l, &it->nick, "the rack points go to %s, who "
		    "went out, not to %s", g->p[g->out].nick, g->p[who].nick);
	if (g->p[who].settled)
		return reject(l, &it->move, "the rack points are counted "
		    "once");
	for (t = 0; t <= g->set->n; t++)
		if (left[t] != g->unseen[t])
			return reject(l, &it->move, "the tiles left on the "
			    "other racks are not %.*s: %s is %d there, not %d",
			    (int)it->move.len, it->move.s, face(g, t),
			    g->unseen[t], left[t]);
	value = gcg_tiles_value(g->set, left);
	if (it->points != 2 * value && it->points != value)
		return reject(l, &it->score, "the file counts %.*s %ld, the "
		    "board gives %d (twice the rack's %d; %d in the "
		    "international ending)", (int)it->move.len, it->move.s,
		    it->points, 2 * value, value, value);
	if (it->points == value && it->points != 2 * value)
		g->wsc = 1;
	g->p[who].settled = 1;
	return check_total(l, &g->p[who], it->points);
}

/* Take a rack's value off its player at the end. */
static int
do_penalty(struct gcg_game *g, const struct line *l, int who,
    const int rack[])
{
	const struct gcg_item	*it = l->it;
	int			 own[GCG_MAXTILE], n, value;

	if (!paren_tiles(l, g, own, &n))
		return 0;
	if (memcmp(own, rack, sizeof(own)) != 0)
		return reject(l, &it->move, "a rack penalty takes off the "
		    "player's own rack, %.*s, not %.*s", (int)it->rack.len,
		    it->rack.s, (int)it->move.len, it->move.s);
	if (g->end == GCG_PLAYING || (g->end == GCG_OUT && (!g->wsc ||
	    who == g->out)))
		return reject(l, &it->move, "a rack penalty comes after six "
		    "scoreless turns in a row%s", g->end == GCG_OUT ?
		    ", or, in the international ending, to the player who "
		    "did not go out" : "");
	if (g->p[who].settled)
		return reject(l, &it->nick, "%s's rack penalty is counted "
		    "already", g->p[who].nick);
	if (!in_bag(l, g, &it->move, own, "the rack"))
		return 0;
	value = gcg_tiles_value(g->set, own);
	if (it->points != -value)
		return reject(l, &it->score, "the file takes off %ld for "
		    "%.*s, the board gives -%d", -it->points,
		    (int)it->move.len, it->move.s, value);
	g->p[who].settled = 1;
	return check_total(l, &g->p[who], it->points);
}

/* Take a time penalty off a player, once, after everything else. */
static int
do_time(struct gcg_game *g, const struct line *l, int who)
{
	const struct gcg_item	*it = l->it;

	if (!gcg_game_done(g))
		return reject(l, &it->move, "a time penalty comes at the "
		    "end, after the %s", g->end == GCG_PLAYING ? "last turn" :
		    "rack points and penalties");
	if (g->p[who].timed)
		return reject(l, &it->nick, "%s has had a time penalty "
		    "already", g->p[who].nick);
	if (it->points > 0)
		return reject(l, &it->score, "a time penalty takes points "
		    "off, not +%ld", it->points);
	g->p[who].timed = 1;
	return check_total(l, &g->p[who], it->points);
}

/* The player of a nickname, or -1. */
static int
player_of(const struct gcg_game *g, const struct gcg_field *nick)
{
	int	 i;

	for (i = 0; i < g->np; i++)
		if (strlen(g->p[i].nick) == nick->len &&
		    memcmp(g->p[i].nick, nick->s, nick->len) == 0)
			return i;
	return -1;
}

/* Whether every player up to the last one declared is declared. */
static int
all_declared(const struct gcg_game *g)
{
	int	 i;

	for (i = 0; i < g->np; i++)
		if (g->p[i].nick[0] == '\0')
			return 0;
	return 1;
}

/* Whether any player has had a time penalty. */
static int
timed(const struct gcg_game *g)
{
	int	 i;

	for (i = 0; i < g->np; i++)
		if (g->p[i].timed)
			return 1;
	return 0;
}

/* Replay an event line, whichever move it holds. */
static int
do_event(struct gcg_game *g, const struct line *l)
{
	const struct gcg_item	*it = l->it;
	int			 who, rack[GCG_MAXTILE], n = 0;

	if (g->last_rack)
		return malformed(l, &it->nick, "no event may follow the "
		    "last racks (#rack1, #rack2)");
	if (g->np < 2 || !all_declared(g))
		return malformed(l, &it->nick, "an event comes after the "
		    "players (#player1, #player2, each of them)");
	if ((who = player_of(g, &it->nick)) < 0)
		return malformed(l, &it->nick, "no player has the nickname "
		    "%.*s", (int)it->nick.len, it->nick.s);
	if (!field_tiles(l, g, &it->rack, 0, 0, rack, &n))
		return 0;
	g->started = 1;
	g->events++;
	if (it->what != GCG_TIME && timed(g))
		return reject(l, &it->move, "nothing but time penalties may "
		    "follow a time penalty");
	/*
	 * The rack of a withdrawal is the play's, of a penalty the
	 * player's own (both checked there), of a time penalty or a
	 * challenge bonus not a claim on the tiles (liwords writes UNKNOWN).
	 */
	if (n > 0 && (it->what == GCG_PLACE || it->what == GCG_PASS ||
	    it->what == GCG_EXCHANGE) && !in_bag(l, g, &it->rack, rack,
	    "the rack"))
		return 0;
	switch (it->what) {
	case GCG_PLACE:
	case GCG_PASS:
	case GCG_EXCHANGE:
		return do_turn(g, l, who, rack, n > 0);
	case GCG_WITHDRAW:
		return do_withdraw(g, l, who, rack, n > 0);
	case GCG_CHALLENGE:
		return do_challenge(g, l, who);
	case GCG_END_POINTS:
		return do_end_points(g, l, who);
	case GCG_PENALTY:
		return do_penalty(g, l, who, rack);
	case GCG_TIME:
		return do_time(g, l, who);
	}
	return 1;
}

/* Whether f is the string s. */
static int
named(const struct gcg_field *f, const char *s)
{
	return f->len == strlen(s) && memcmp(f->s, s, f->len) == 0;
}

/* #player1 NICK Real Name. */
static int
do_player(struct gcg_game *g, const struct line *l, int k)
{
	const struct gcg_item	*it = l->it;
	struct gcg_player	*p;
	size_t			 nick;
	const char		*name;
	int			 i;

	if (k < 1 || k > GCG_MAXPLAYERS)
		return malformed(l, &it->name, "a game has players 1 to %d",
		    GCG_MAXPLAYERS);
	p = &g->p[k - 1];
	if (p->nick[0] != '\0')
		return malformed(l, &it->name, "player %d is declared twice",
		    k);
	nick = strcspn(it->value.s, " \t");
	if (nick == 0 || nick >= GCG_NAME || it->value.len >= GCG_NAME)
		return malformed(l, &it->value, "#player%d gives a "
		    "nickname, without spaces, then the name", k);
	memcpy(p->nick, it->value.s, nick);
	name = it->value.s + nick;
	name += strspn(name, " \t");
	snprintf(p->name, sizeof(p->name), "%.*s", (int)(it->value.len -
	    (size_t)(name - it->value.s)), name);
	for (i = 0; i < GCG_MAXPLAYERS; i++) {
		if (i == k - 1 || g->p[i].nick[0] == '\0')
			continue;
		if (strcmp(g->p[i].nick, p->nick) == 0)
			return malformed(l, &it->value, "players %d and %d "
			    "have one nickname, %s", i + 1, k, p->nick);
		if (p->name[0] != '\0' && strcmp(g->p[i].name, p->name) == 0)
			return malformed(l, &it->value, "players %d and %d "
			    "have one name, %s", i + 1, k, p->name);
	}
	if (k > g->np)
		g->np = k;
	return 1;
}

/* A header pragma: once each, before the first event. */
static int
do_header(struct gcg_game *g, const struct line *l, int k)
{
	const struct gcg_item	*it = l->it;
	const struct gcg_letters *set;
	char			 value[64];

	if (g->header & (1u << k))
		return malformed(l, &it->name, "#%s is given twice",
		    header_names[k]);
	g->header |= 1u << k;
	snprintf(value, sizeof(value), "%.*s", (int)it->value.len,
	    it->value.s);
	if (named(&it->name, "character-encoding") && l->src->line != 1)
		return malformed(l, &it->name, "#character-encoding is on "
		    "line 1 or nowhere");
	if (named(&it->name, "game-type") && strcasecmp(value, "classic"))
		return malformed(l, &it->value, "the game type is classic, "
		    "not %s", value);
	if (named(&it->name, "board-layout") && strcasecmp(value,
	    "standard15") && strcasecmp(value, "CrosswordGame"))
		return malformed(l, &it->value, "the board is standard15, "
		    "not %s", value);
	if (named(&it->name, "tile-distribution")) {
		if ((set = gcg_letters_named(value)) == NULL)
			return malformed(l, &it->value, "the tiles are "
			    "english or polish, not %s", value);
		g->set = set;
	}
	if (named(&it->name, "style") && strcasecmp(value, "wsc2001") == 0)
		g->wsc = 1;
	if (named(&it->name, "title"))
		snprintf(g->title, sizeof(g->title), "%s", value);
	return 1;
}

/* Take a pragma: a note, a last rack, a player, or a header line. */
static int
do_pragma(struct gcg_game *g, const struct line *l)
{
	const struct gcg_item	*it = l->it;
	int			 k, n;
	int			 count[GCG_MAXTILE];

	if (named(&it->name, "note") || named(&it->name, "-")) {
		if (!g->started && named(&it->name, "note"))
			return malformed(l, &it->name, "a note follows the "
			    "event it is about");
		g->in_note = 1;
		return 1;
	}
	g->in_note = 0;
	if (it->name.len == 5 && strncmp(it->name.s, "rack", 4) == 0 &&
	    it->name.s[4] >= '1' && it->name.s[4] <= '4') {
		k = it->name.s[4] - '1';
		if (k >= g->np)
			return malformed(l, &it->name, "no player %d", k + 1);
		g->last_rack = 1;
		if (!field_tiles(l, g, &it->value, 0, 0, count, &n))
			return 0;
		return in_bag(l, g, &it->value, count, "the rack");
	}
	if (it->name.len == 7 && strncmp(it->name.s, "player", 6) == 0 &&
	    it->name.s[6] >= '0' && it->name.s[6] <= '9') {
		if (g->started)
			return malformed(l, &it->name, "#%.*s comes before the "
			    "events", (int)it->name.len, it->name.s);
		return do_player(g, l, it->name.s[6] - '0');
	}
	for (k = 0; header_names[k] != NULL; k++)
		if (named(&it->name, header_names[k]))
			break;
	if (g->started)
		return malformed(l, &it->name, "#%.*s comes before the "
		    "events", (int)it->name.len, it->name.s);
	return header_names[k] != NULL ? do_header(g, l, k) : 1;
}

/* Replay one line. */
static int
replay_line(struct gcg_game *g, const struct gcg_src *src,
    const struct gcg_item *it, struct verdict *v)
{
	struct line	 l = { src, it, v };
	struct gcg_field start = { src->text, 0, 0 };

	switch (it->kind) {
	case GCG_EMPTY:
		return 1;
	case GCG_PRAGMA:
		return do_pragma(g, &l);
	case GCG_EVENT:
		g->in_note = 0;
		return do_event(g, &l);
	case GCG_OTHER:
		if (g->in_note)
			return 1;
		return malformed(&l, &start, "a line of a GCG record begins "
		    "with # (a pragma) or > (an event)");
	}
	return 1;
}

/* Choose the letter set: Polish if an event line holds Polish letters. */
static const struct gcg_letters *
guess_letters(const char *file, const char *buf, size_t len)
{
	struct gcg_src	 src;
	struct verdict	 v;
	size_t		 i;

	for (i = 0; i < len && (unsigned char)buf[i] < 0x80; i++)
		continue;
	if (i == len || !gcg_src_begin(&src, file, buf, len, &v))
		return &gcg_english;
	while (gcg_src_next(&src, &v) == 1)
		if (src.text[0] == '>' && gcg_has_polish(src.text,
		    src.textlen))
			return &gcg_polish;
	return &gcg_english;
}

int
gcg_replay(struct gcg_game *g, const char *file, const char *buf,
    size_t len, struct words *words, struct verdict *v)
{
	return gcg_replay_each(g, file, buf, len, words, v, NULL, NULL);
}

int
gcg_replay_each(struct gcg_game *g, const char *file, const char *buf,
    size_t len, struct words *words, struct verdict *v,
    int (*fn)(const struct gcg_game *, unsigned long, void *), void *arg)
{
	struct gcg_src	 src;
	struct gcg_item	 it;
	struct pos	 pos = { file, 0, 0 };
	unsigned long	 before;
	int		 r, t, started = 0;

	memset(g, 0, sizeof(*g));
	g->file = file;
	g->words = words;
	gcg_board_init(&g->board);
	verdict_clear(v);
	g->set = guess_letters(file, buf, len);
	for (t = 0; t < GCG_MAXTILE; t++)
		g->unseen[t] = t <= g->set->n ? g->set->count[t] : 0;
	if (!gcg_src_begin(&src, file, buf, len, v))
		return 0;
	while ((r = gcg_src_next(&src, v)) == 1) {
		if (!gcg_parse_line(&src, &it, v))
			return 0;
		if (fn != NULL && !started && it.kind == GCG_EVENT) {
			started = 1;
			if (!fn(g, 0, arg))
				return 1;
		}
		before = g->events;
		if (!replay_line(g, &src, &it, v))
			return 0;
		if (fn != NULL && g->events != before && !fn(g, g->events, arg))
			return 1;
		if (it.kind == GCG_PRAGMA && named(&it.name,
		    "tile-distribution"))
			for (t = 0; t < GCG_MAXTILE; t++)
				g->unseen[t] = t <= g->set->n ?
				    g->set->count[t] : 0;
		if (it.kind == GCG_PRAGMA && it.name.len == 7 &&
		    strncmp(it.name.s, "player", 6) == 0)
			for (t = 0; t < g->np; t++)
				g->p[t].held = GCG_RACK;
	}
	if (r < 0)
		return 0;
	if (g->np == 0) {
		pos.line = src.line > 0 ? src.line : 1;
		pos.col = (unsigned int)gcg_src_pos(&src, src.textlen).col;
		return verdict_malformed(v, &pos, "no GCG record in the input: "
		    "no #player lines");
	}
	if (fn != NULL && !started)
		(void)fn(g, 0, arg);
	return 1;
}

void
gcg_game_free(struct gcg_game *g)
{
	drop_phonies(g, 0);
	free(g->phony);
	g->phony = NULL;
	g->phonycap = 0;
	lb_free(&g->board);
}

int
gcg_game_done(const struct gcg_game *g)
{
	int	 i;

	if (g->end == GCG_PLAYING)
		return 0;
	if (g->end == GCG_OUT)
		return g->p[g->out].settled;
	for (i = 0; i < g->np; i++)
		if (!g->p[i].settled)
			return 0;
	return 1;
}

int
gcg_game_leader(const struct gcg_game *g)
{
	int	 i, best = 0, tie = 0;

	for (i = 1; i < g->np; i++) {
		if (g->p[i].total > g->p[best].total) {
			best = i;
			tie = 0;
		} else if (g->p[i].total == g->p[best].total)
			tie = 1;
	}
	return tie ? -1 : best;
}
