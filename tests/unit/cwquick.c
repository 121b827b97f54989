/*
 * cwquick.c: a play checked the quick way (rules.c reads its line from
 * the board's grid, lb_line_tiles(), when the line and the squares at its
 * ends lie in it) is judged as the checks one by one judge it (where the
 * line leaves the grid): the same verdict, word for word, and the same
 * game after it.  Random legal games (cw_random_game()) are replayed on
 * two games at once: one as it is, whose grid keeps a margin of some
 * squares about the tiles, and one whose grid is grown far beyond them,
 * where every play of the game takes the quick way.  Before each play,
 * the play and its near-illegal twins (moved a square or far off, a
 * letter changed, a tile down taken for a new one and the other way,
 * turned the other way) are judged on copies of both.  And
 * lb_line_tiles() gives the tiles lb_get() gives, or NULL where a square
 * leaves the grid or is far.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "letterboard.h"
#include "lexicon.h"
#include "record.h"
#include "rng.h"
#include "verdict.h"
#include "cw/game.h"
#include "cw/play.h"
#include "cw/rules.h"
#include "tap.h"

#if defined(__SANITIZE_ADDRESS__)
#define GAMES	40
#else
#define GAMES	300
#endif

static char	 path[] = "/tmp/cwquick.XXXXXX";

/* What the replays found. */
struct tally {
	unsigned long	 plays, twins, exact, accepted, differ;
	char		 first[512];
};

/* Read a play's arguments "C,R dir WORD" into *pl; 0 if not. */
static int
parse_play(const struct rec_event *e, struct cw_play *pl)
{
	const char	*s;
	int		 down = 0;

	if (e->nargs != 3 || sscanf(e->args[0], "%d,%d", &pl->col,
	    &pl->row) != 2)
		return 0;
	pl->dir = strcmp(e->args[1], "down") == 0 ? LB_DOWN : LB_ACROSS;
	pl->len = 0;
	for (s = e->args[2]; *s != '\0' && pl->len < CW_MAXWORD; s++) {
		if (*s == '(' || *s == ')') {
			down = *s == '(';
			continue;
		}
		memset(&pl->at[pl->len], 0, sizeof(pl->at[0]));
		pl->letter[pl->len] = cw_upper(*s);
		pl->kind[pl->len++] = (unsigned char)(down ? CW_DOWN :
		    *s >= 'A' && *s <= 'Z' ? CW_OWN : CW_BLUE_TILE);
	}
	return 1;
}

/* Whether two games are in the same state, their boards' tiles too. */
static int
same_game(const struct cw_game *a, const struct cw_game *b)
{
	struct lb_tile	 ta, tb;
	size_t		 i;
	int		 k;

	if (a->board.ntiles != b->board.ntiles || a->phase != b->phase ||
	    a->turn != b->turn || a->round != b->round ||
	    a->first_word != b->first_word || a->tokens != b->tokens ||
	    a->nstood != b->nstood || a->last.kind != b->last.kind ||
	    a->last.n != b->last.n || a->last.points != b->last.points ||
	    a->last.bad != b->last.bad)
		return 0;
	for (k = 0; k < a->n; k++)
		if (memcmp(&a->p[k], &b->p[k], sizeof(a->p[k])) != 0)
			return 0;
	for (i = 0; i < a->board.ntiles; i++) {
		ta = lb_get(&a->board, a->board.down[i].col,
		    a->board.down[i].row);
		tb = lb_get(&b->board, a->board.down[i].col,
		    a->board.down[i].row);
		if (ta.letter != tb.letter || ta.tag != tb.tag)
			return 0;
	}
	return 1;
}

/* A copy of the game, its own board (freed with lb_free()). */
static void
copy_game(struct cw_game *dst, const struct cw_game *src)
{
	*dst = *src;
	lb_copy(&dst->board, &src->board);
}

/*
 * Judge the play pl of player who on copies of a (as it is) and b (its
 * grid grown): the same verdict and the same game after.
 */
static void
judge_twin(const struct cw_game *a, const struct cw_game *b, int who,
    const struct cw_play *pl, int twin, struct tally *t)
{
	struct cw_game	 ca, cb;
	struct verdict	 va, vb;
	struct pos	 at = { 0 };
	long		 step;
	int		 oka, okb;

	copy_game(&ca, a);
	copy_game(&cb, b);
	verdict_clear(&va);
	verdict_clear(&vb);
	oka = cw_rule_play(&ca, who, pl, &at, &va);
	okb = cw_rule_play(&cb, who, pl, &at, &vb);
	t->twins += twin;
	t->plays += !twin;
	t->accepted += oka;
	t->exact += lb_line_tiles(&a->board, pl->col, pl->row, pl->dir,
	    pl->len, &step) == NULL && lb_line_tiles(&b->board, pl->col,
	    pl->row, pl->dir, pl->len, &step) != NULL;
	if (oka != okb || strcmp(va.text, vb.text) != 0 ||
	    !same_game(&ca, &cb)) {
		if (t->differ++ == 0)
			snprintf(t->first, sizeof(t->first), "%d,%d %s: "
			    "%d '%s' against %d '%s'", pl->col, pl->row,
			    pl->dir == LB_ACROSS ? "across" : "down", oka,
			    va.text, okb, vb.text);
	}
	lb_free(&ca.board);
	lb_free(&cb.board);
}

/* The play and its twins, each judged on copies of a and b. */
static void
judge_play(const struct cw_game *a, const struct cw_game *b, int who,
    const struct cw_play *pl, struct rng *r, struct tally *t)
{
	struct cw_play	 tw;
	int		 k;

	judge_twin(a, b, who, pl, 0, t);
	tw = *pl;
	tw.col += rng_below(r, 2) ? 1 : -1;
	judge_twin(a, b, who, &tw, 1, t);
	tw = *pl;
	tw.row += rng_below(r, 2) ? 1 : -1;
	judge_twin(a, b, who, &tw, 1, t);
	tw = *pl;
	tw.col += 18 + (int)rng_below(r, 6);
	judge_twin(a, b, who, &tw, 1, t);
	tw = *pl;
	tw.row -= 18 + (int)rng_below(r, 6);
	judge_twin(a, b, who, &tw, 1, t);
	tw = *pl;
	tw.dir = tw.dir == LB_ACROSS ? LB_DOWN : LB_ACROSS;
	judge_twin(a, b, who, &tw, 1, t);
	tw = *pl;
	k = (int)rng_below(r, (uint64_t)pl->len);
	tw.letter[k] = tw.letter[k] == 'Z' ? 'A' : (char)(tw.letter[k] + 1);
	judge_twin(a, b, who, &tw, 1, t);
	tw = *pl;
	tw.kind[k] = tw.kind[k] == CW_DOWN ? CW_OWN : CW_DOWN;
	judge_twin(a, b, who, &tw, 1, t);
}

/* Grow the board's grid far beyond its tiles, its tiles as they were. */
static void
grow_grid(struct letterboard *b)
{
	(void)lb_put(b, -35, -35, 'A', 0);
	lb_remove(b, -35, -35);
	(void)lb_put(b, 45, 45, 'A', 0);
	lb_remove(b, 45, 45);
}

/* Replay the game of text on two games, its plays and twins judged. */
static void
replay(const char *text, size_t len, int stand, struct rng *r,
    struct tally *t)
{
	struct rec_reader	*rd;
	struct rec_game		*rec;
	struct cw_game		 a, b;
	struct cw_options	 opt;
	struct cw_play		 pl;
	struct verdict		 v;
	const struct rec_event	*e;
	FILE			*fp;
	size_t			 i;
	int			 who;

	if ((fp = fopen(path, "w")) == NULL || fwrite(text, 1, len, fp) !=
	    len || fclose(fp) != 0 || (rd = rec_open(path)) == NULL ||
	    rec_next(rd, &rec) != REC_GAME) {
		printf("Bail out! %s: cannot write and read back\n", path);
		exit(1);
	}
	cw_options_init(&opt);
	opt.unchallenged_stand = stand;
	if (!cw_game_begin(&a, rec, &opt, &v) ||
	    !cw_game_begin(&b, rec, &opt, &v)) {
		printf("Bail out! %s\n", v.text);
		exit(1);
	}
	grow_grid(&b.board);
	for (i = 0; i < rec->nevents; i++) {
		e = &rec->events[i];
		if (strcmp(e->verb, "play") == 0 && parse_play(e, &pl)) {
			for (who = 0; who < a.n; who++)
				if (strcmp(a.p[who].name, e->actor) == 0)
					break;
			if (who < a.n)
				judge_play(&a, &b, who, &pl, r, t);
		}
		if (!cw_game_event(&a, e, &v) || !cw_game_event(&b, e, &v)) {
			snprintf(t->first, sizeof(t->first), "%s", v.text);
			t->differ++;
			break;
		}
	}
	lb_free(&a.board);
	lb_free(&b.board);
	rec_close(rd);
}

/* lb_line_tiles() against lb_get() on a board of the mat's tiles. */
static void
test_line_tiles(void)
{
	static const char *const word[] = { "XYLENE", "EYELID", "KILOBIT" };
	struct letterboard	 b;
	const struct lb_tile	*t;
	struct lb_tile		 g;
	struct rng		 r;
	long			 step;
	unsigned long		 lines = 0, inside = 0, bad = 0;
	int			 i, k, col, row, len, dc, far;

	lb_init(&b);
	for (i = 0; i < 3; i++)
		for (k = 0; word[i][k] != '\0'; k++)
			(void)lb_put(&b, i == 1 ? 1 + k : 1 + 3 * i, i == 1 ?
			    5 : k, word[i][k], (unsigned char)i);
	(void)lb_put(&b, LB_FAR, 3, 'Q', 1);	/* refused: too far */
	rng_seed(&r, 9);
	for (i = 0; i < 200000; i++) {
		far = rng_below(&r, 50) == 0;
		col = (int)rng_below(&r, 40) - 20 + (far ? LB_FAR - 10 : 0);
		row = (int)rng_below(&r, 40) - 20;
		len = 1 + (int)rng_below(&r, 15);
		dc = rng_below(&r, 2) == 0;
		lines++;
		t = lb_line_tiles(&b, col, row, dc ? LB_ACROSS : LB_DOWN, len,
		    &step);
		if (t == NULL) {
			/* Then a square of the line or at its ends leaves the
			   grid, or a square of the line is far. */
			bad += lb_near(col, row) && lb_near(col + dc * (len - 1),
			    row + !dc * (len - 1)) && col - dc >= b.col0 &&
			    row - !dc >= b.row0 && col + dc * len < b.col0 +
			    b.cols && row + !dc * len < b.row0 + b.rows;
			continue;
		}
		inside++;
		for (k = -1; k <= len; k++) {
			g = lb_get(&b, col + dc * k, row + !dc * k);
			bad += t[k * step].letter != g.letter ||
			    t[k * step].tag != g.tag;
		}
	}
	tap_ok(bad == 0 && inside > 1000 && inside < lines, "lb_line_tiles(): "
	    "%lu random lines, %lu in the grid read as lb_get() reads them, "
	    "the others each leaving it or far (%lu wrong)", lines, inside,
	    bad);
	lb_free(&b);
}

int
main(void)
{
	struct lexicon		*lex;
	struct tally		 t;
	struct rng		 rng;
	char			 err[512], *text;
	size_t			 len;
	unsigned long long	 seed;
	FILE			*fp;
	int			 fd, stand;

	test_line_tiles();
	if ((fd = mkstemp(path)) < 0 || close(fd) != 0)
		return 1;
	if ((lex = lexicon_open("en_US", "control-word", err,
	    sizeof(err))) == NULL) {
		printf("Bail out! %s\n", err);
		return 1;
	}
	memset(&t, 0, sizeof(t));
	for (seed = 1; seed <= GAMES; seed++) {
		rng_seed(&rng, seed);
		text = NULL;
		if ((fp = open_memstream(&text, &len)) == NULL)
			abort();
		stand = seed % 3 == 0;
		if (!cw_random_game(fp, &rng, lex, 2 + (int)(seed % 3),
		    seed % 2 == 0 ? CW_RULES_2018_04_04 : CW_RULES_2018_03,
		    stand, err, sizeof(err))) {
			printf("Bail out! %s\n", err);
			return 1;
		}
		fclose(fp);
		replay(text, len, stand, &rng, &t);
		free(text);
	}
	if (t.differ > 0)
		printf("# first difference: %s\n", t.first);
	/* Some 6 plays a game, each with about 7 twins. */
	tap_ok(t.differ == 0 && t.plays > 5 * GAMES && t.twins > 5 * t.plays,
	    "%d random games: %lu plays and %lu twins judged alike on a grid "
	    "as it is and grown, %lu differ", GAMES, t.plays, t.twins,
	    t.differ);
	tap_ok(t.exact > 2 * GAMES && t.accepted > t.plays / 2 && t.accepted <
	    t.plays + t.twins, "%lu of them the checks one by one on the grid "
	    "as it is, the quick way on the grown one; %lu accepted",
	    t.exact, t.accepted);
	cw_words_close_all();
	lexicon_free(lex);
	unlink(path);
	return tap_done();
}
