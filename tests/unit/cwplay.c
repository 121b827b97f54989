/*
 * cwplay.c: unit tests of Control Word's move generator (lib/cw/play.c)
 * against the plain search of cwbrute.h: on each mat and on positions
 * grown from them by plays, with racks of the player's own tiles and
 * blue ones, both list the same plays with the same points.  And the
 * rules of 2018-04-04: the first word of round 1 uses a mat tile.  And
 * the replacement turns, of one square and of two, against a brute force
 * that tries every square and every pair of squares with every letter of
 * the rack and checks every word of the board: a turn of two squares
 * listed where both letters change and a word holds both squares.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lexicon.h"
#include "record.h"
#include "rng.h"
#include "verdict.h"
#include "cw/game.h"
#include "cw/play.h"
#include "tap.h"
#include "cwbrute.h"

#define POSITIONS	36
#define BRUTE_SQUARES	256	/* tiles the brute force of replacements
				   tries, more than its positions hold */

/* Move texts with their points, to compare as sets. */
struct texts {
	char	(*s)[CW_MOVE_TEXT + 16];
	size_t	 n, cap;
};

static void
add_text(struct texts *t, const struct cw_move *m)
{
	size_t	 len;

	if (t->n == t->cap) {
		t->cap = t->cap ? 2 * t->cap : 256;
		t->s = realloc(t->s, t->cap * sizeof(*t->s));
		if (t->s == NULL)
			abort();
	}
	cw_move_text(m, t->s[t->n], CW_MOVE_TEXT);
	len = strlen(t->s[t->n]);
	snprintf(t->s[t->n] + len, sizeof(t->s[t->n]) - len, " # %d",
	    m->points);
	t->n++;
}

static void
brute_keep(const struct cw_move *m, void *arg)
{
	add_text(arg, m);
}

static int
play_keep(const struct cw_move *m, void *arg)
{
	add_text(arg, m);
	return 0;
}

static int
by_text(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* Whether two lists hold the same texts; the first difference shown. */
static int
same_texts(struct texts *a, struct texts *b)
{
	size_t	 i;

	qsort(a->s, a->n, sizeof(*a->s), by_text);
	qsort(b->s, b->n, sizeof(*b->s), by_text);
	for (i = 0; i < a->n && i < b->n; i++)
		if (strcmp(a->s[i], b->s[i]) != 0) {
			printf("# generator %s, brute force %s\n", a->s[i],
			    b->s[i]);
			return 0;
		}
	if (a->n != b->n)
		printf("# generator %zu plays, brute force %zu\n", a->n, b->n);
	return a->n == b->n;
}

/*
 * Begin a game on mat i % 6 + 1 (mat[] written) and grow it by up to
 * plays plays of ann's 6-tile racks (5 own, 1 blue).  The caller frees g.
 */
static void
grow(struct cw_game *g, struct rec_game *rec, struct rec_tag tag[3],
    char mat[2], int i, int plays, struct rng *rng,
    const struct lexicon *lex)
{
	struct cw_move	*m;
	char		 err[VERDICT_TEXT];
	size_t		 n;
	int		 k;

	mat[0] = (char)('1' + i % 6);
	mat[1] = '\0';
	if (brute_begin(g, rec, tag, mat, -1, err, sizeof(err)) == NULL) {
		printf("Bail out! %s\n", err);
		exit(1);
	}
	for (k = 0; k < plays; k++) {
		brute_deal(rng, &g->p[0], 5, 1);
		m = cw_list_moves(g, lex, &n);
		if (n > 0)
			brute_put(g, &m[rng_below(rng, n)]);
		free(m);
	}
}

static void
test_against_brute(const struct lexicon *lex)
{
	struct rec_tag	 tag[3];
	struct rec_game	 rec;
	struct cw_game	 g;
	struct texts	 a, b;
	struct rng	 rng;
	char		 mat[2] = "1";
	int		 i;

	memset(tag, 0, sizeof(tag));
	for (i = 0; i < POSITIONS; i++) {
		rng_seed(&rng, (uint64_t)i);
		/* Grow the position by up to five plays of 6-tile racks. */
		grow(&g, &rec, tag, mat, i, i / 6 < 5 ? i / 6 : 5, &rng, lex);
		brute_deal(&rng, &g.p[0], 3 + i % 2, 1 + i % 3 / 2);
		memset(&a, 0, sizeof(a));
		memset(&b, 0, sizeof(b));
		(void)cw_each_move(&g, lex, play_keep, &a);
		(void)brute_plays(&g.board, lex, &g.p[0], g.version,
		    brute_keep, &b);
		tap_ok(same_texts(&a, &b) && a.n > 0, "mat %s, %zu tiles down, "
		    "a rack of %d own and %d blue: %zu plays, as the brute "
		    "force finds", mat, g.board.ntiles, g.p[0].own.total,
		    g.p[0].blue.total, a.n);
		free(a.s);
		free(b.s);
		cw_game_free(&g);
	}
}

/* What the brute force of replacements needs of the whole board. */
struct board_check {
	const struct lexicon	*lex;
	int			 bad;		/* a word is no word */
	int			 col[2], row[2];
	int			 shared;	/* a word holds both squares */
};

/* Whether a square lies in a word. */
static int
in_word(const struct lb_word *w, int col, int row)
{
	if (w->dir == LB_ACROSS)
		return row == w->row && col >= w->col && col < w->col + w->len;
	return col == w->col && row >= w->row && row < w->row + w->len;
}

static void
check_word(const struct letterboard *b, const struct lb_word *w, void *arg)
{
	struct board_check	*bc = arg;
	char			 buf[LEXICON_MAXLEN + 1];

	if (w->len > LEXICON_MAXLEN)
		bc->bad = 1;
	else {
		lb_word_letters(b, w, buf);
		if (!lexicon_has(bc->lex, buf, (size_t)w->len))
			bc->bad = 1;
	}
	if (in_word(w, bc->col[0], bc->row[0]) &&
	    in_word(w, bc->col[1], bc->row[1]))
		bc->shared = 1;
}

/*
 * Every replacement turn of one square and of two by the plain way: the
 * rack's letters (own color) on every square not the player's, the whole
 * board's words checked after; two squares kept when both letters change
 * and a word holds both.
 */
static void
brute_replacements(const struct cw_game *g, const struct lexicon *lex,
    struct texts *t)
{
	struct letterboard	 b;
	struct board_check	 bc;
	struct cw_move		 m;
	struct lb_tile		 t0, t1;
	const struct cw_player	*p = &g->p[cw_to_act(g)];
	int			 sq[BRUTE_SQUARES][2], nsq = 0;
	int			 c, r, i, j, L0, L1;

	lb_copy(&b, &g->board);
	for (r = b.row0; r < b.row0 + b.rows; r++)
		for (c = b.col0; c < b.col0 + b.cols; c++)
			if (lb_get(&b, c, r).letter != '\0' &&
			    lb_get(&b, c, r).tag != p->color &&
			    nsq < BRUTE_SQUARES) {
				sq[nsq][0] = c;
				sq[nsq++][1] = r;
			}
	memset(&m, 0, sizeof(m));
	m.kind = 'r';
	for (i = 0; i < nsq; i++)
		for (j = i; j < nsq; j++) {
			t0 = lb_get(&b, sq[i][0], sq[i][1]);
			t1 = lb_get(&b, sq[j][0], sq[j][1]);
			for (L0 = 0; L0 < CW_LETTERS; L0++)
			for (L1 = 0; L1 < CW_LETTERS; L1++) {
				if (i == j && (L1 > 0 || p->own.n[L0] == 0))
					continue;
				if (i != j && (p->own.n[L0] == 0 ||
				    p->own.n[L1] == 0 || (L0 == L1 &&
				    p->own.n[L0] < 2)))
					continue;
				if (i != j && ('A' + L0 == t0.letter ||
				    'A' + L1 == t1.letter))
					continue;
				(void)lb_put(&b, sq[i][0], sq[i][1],
				    (char)('A' + L0), (unsigned char)p->color);
				if (i != j)
					(void)lb_put(&b, sq[j][0], sq[j][1],
					    (char)('A' + L1),
					    (unsigned char)p->color);
				memset(&bc, 0, sizeof(bc));
				bc.lex = lex;
				bc.col[0] = sq[i][0], bc.row[0] = sq[i][1];
				bc.col[1] = sq[j][0], bc.row[1] = sq[j][1];
				(void)lb_each_word(&b, check_word, &bc);
				(void)lb_put(&b, sq[i][0], sq[i][1], t0.letter,
				    t0.tag);
				(void)lb_put(&b, sq[j][0], sq[j][1], t1.letter,
				    t1.tag);
				if (bc.bad || (i != j && !bc.shared))
					continue;
				m.n = i == j ? 1 : 2;
				m.col[0] = sq[i][0], m.row[0] = sq[i][1];
				m.col[1] = sq[j][0], m.row[1] = sq[j][1];
				m.letter[0] = (char)('A' + L0);
				m.letter[1] = (char)('A' + L1);
				add_text(t, &m);
			}
		}
	lb_free(&b);
}

/* Whether every word on the board is a word. */
static int
all_words(const struct letterboard *b, const struct lexicon *lex)
{
	struct board_check	 bc;

	memset(&bc, 0, sizeof(bc));
	bc.lex = lex;
	bc.col[0] = bc.col[1] = bc.row[0] = bc.row[1] = LB_FAR + 1;
	(void)lb_each_word(b, check_word, &bc);
	return !bc.bad;
}

/* How many of a list's texts are turns of two squares. */
static size_t
pairs_in(const struct texts *t)
{
	size_t	 i, n = 0;
	int	 c0, r0, c1, r1;
	char	 l0, l1;

	for (i = 0; i < t->n; i++)
		n += sscanf(t->s[i], "%d,%d %c %d,%d %c", &c0, &r0, &l0, &c1,
		    &r1, &l1) == 6;
	return n;
}

/*
 * The replacement turns bob may make on positions grown by ann's plays
 * (red and blue tiles on a mat), listed as the brute force finds them.
 */
static void
test_replacements(const struct lexicon *lex)
{
	struct rec_tag	 tag[3];
	struct rec_game	 rec;
	struct cw_game	 g;
	struct texts	 a, b;
	struct rng	 rng;
	char		 mat[2] = "1";
	size_t		 pairs = 0;
	int		 i;

	for (i = 0; i < POSITIONS / 2; i++) {
		rng_seed(&rng, (uint64_t)(1000 + i));
		grow(&g, &rec, tag, mat, i, i / 6 + 1, &rng, lex);
		g.phase = CW_REPLACE;
		g.turn = 1;
		brute_deal(&rng, &g.p[1], 6 + i % 3, 0);
		memset(&a, 0, sizeof(a));
		memset(&b, 0, sizeof(b));
		(void)cw_each_move(&g, lex, play_keep, &a);
		brute_replacements(&g, lex, &b);
		pairs += pairs_in(&a);
		tap_ok(all_words(&g.board, lex) && same_texts(&a, &b) &&
		    a.n > 0, "mat %s, %zu tiles down, a rack of %d: %zu "
		    "replacement turns (%zu of two squares), as the brute "
		    "force finds", mat, g.board.ntiles, g.p[1].own.total, a.n,
		    pairs_in(&a));
		free(a.s);
		free(b.s);
		cw_game_free(&g);
	}
	tap_ok(pairs > 0, "%zu turns of two squares in all", pairs);
}

/* Whether a list of moves holds one of this text. */
static int
lists(const struct cw_move *m, size_t n, const char *text)
{
	char	 t[CW_MOVE_TEXT];
	size_t	 i;

	for (i = 0; i < n; i++) {
		cw_move_text(&m[i], t, sizeof(t));
		if (strcmp(t, text) == 0)
			return 1;
	}
	return 0;
}

/*
 * The rules' own example: "repast" becomes "repent", its A and S
 * replaced by E and N, a turn of two squares no single square makes;
 * by the rules of 2018-04-04, only if the replacement die allows two.
 */
static void
test_repent(const struct lexicon *lex)
{
	struct rec_tag	 tag[3];
	struct rec_game	 rec;
	struct cw_game	 g;
	struct cw_move	*m;
	char		 mat[2] = "1", err[VERDICT_TEXT];
	const char	*word = "REPAST";
	size_t		 n;
	int		 k, version;

	for (version = CW_RULES_2018_03; version <= CW_RULES_2018_04_04;
	    version++) {
		if (brute_begin(&g, &rec, tag, mat, version, err,
		    sizeof(err)) == NULL) {
			printf("Bail out! %s\n", err);
			exit(1);
		}
		lb_free(&g.board);
		lb_init(&g.board);
		for (k = 0; word[k] != '\0'; k++)
			(void)lb_put(&g.board, k, 0, word[k], CW_BLUE);
		g.phase = CW_REPLACE;
		g.turn = 0;
		g.limit = 2;
		cw_bag_empty(&g.p[0].own);
		cw_bag_add(&g.p[0].own, 'E');
		cw_bag_add(&g.p[0].own, 'N');
		m = cw_list_moves(&g, lex, &n);
		tap_ok(lists(m, n, "3,0 E 4,0 N"), "%s: repast to repent, "
		    "3,0 E 4,0 N, listed", cw_version_name(version));
		tap_ok(!lists(m, n, "3,0 E") && !lists(m, n, "4,0 N"),
		    "%s: neither square alone", cw_version_name(version));
		free(m);
		if (version == CW_RULES_2018_04_04) {
			g.limit = 1;
			m = cw_list_moves(&g, lex, &n);
			tap_ok(!lists(m, n, "3,0 E 4,0 N"), "2018-04-04: not "
			    "with a replacement die of 1");
			free(m);
		}
		cw_game_free(&g);
	}
}

/* By the rules of 2018-04-04 round 1's first word uses a mat tile. */
static void
test_first_word(const struct lexicon *lex)
{
	struct rec_tag	 tag[3];
	struct rec_game	 rec;
	struct cw_game	 g;
	struct cw_move	*m;
	struct rng	 rng;
	char		 mat[2] = "2", err[VERDICT_TEXT];
	size_t		 n, i, uses = 0, before;
	int		 k;

	memset(tag, 0, sizeof(tag));
	rng_seed(&rng, 99);
	if (brute_begin(&g, &rec, tag, mat, CW_RULES_2018_04_04, err,
	    sizeof(err)) == NULL) {
		printf("Bail out! %s\n", err);
		exit(1);
	}
	brute_deal(&rng, &g.p[0], 7, 0);
	m = cw_list_moves(&g, lex, &n);
	for (i = 0; i < n; i++)
		for (k = 0; k < m[i].play.len; k++)
			if (m[i].play.kind[k] == CW_DOWN) {
				uses++;
				break;
			}
	free(m);
	tap_ok(n > 0 && uses == n, "2018-04-04, round 1's first word: all "
	    "%zu plays use a mat tile", n);
	before = n;
	g.first_word = 1;
	m = cw_list_moves(&g, lex, &n);
	free(m);
	tap_ok(n > before, "after the first word, plays beside the mat too "
	    "(%zu, not %zu)", n, before);
	cw_game_free(&g);
}

int
main(void)
{
	struct lexicon	*lex;
	char		 err[512];

	if ((lex = lexicon_open("en_US", "control-word", err,
	    sizeof(err))) == NULL) {
		printf("Bail out! %s\n", err);
		return 1;
	}
	test_against_brute(lex);
	test_first_word(lex);
	test_replacements(lex);
	test_repent(lex);
	lexicon_free(lex);
	cw_words_close_all();
	return tap_done();
}
