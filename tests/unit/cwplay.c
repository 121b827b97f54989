/*
 * cwplay.c: unit tests of Control Word's move generator (lib/cw/play.c)
 * against the plain search of cwbrute.h: on each mat and on positions
 * grown from them by plays, with racks of the player's own tiles and
 * blue ones, both list the same plays with the same points.  And the
 * rules of 2018-04-04: the first word of round 1 uses a mat tile.
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

static void
test_against_brute(const struct lexicon *lex)
{
	struct rec_tag	 tag[3];
	struct rec_game	 rec;
	struct cw_game	 g;
	struct cw_move	*m;
	struct texts	 a, b;
	struct rng	 rng;
	char		 mat[2] = "1", err[VERDICT_TEXT];
	size_t		 n;
	int		 i, k;

	memset(tag, 0, sizeof(tag));
	for (i = 0; i < POSITIONS; i++) {
		rng_seed(&rng, (uint64_t)i);
		mat[0] = (char)('1' + i % 6);
		if (brute_begin(&g, &rec, tag, mat, -1, err,
		    sizeof(err)) == NULL) {
			printf("Bail out! %s\n", err);
			exit(1);
		}
		/* Grow the position by up to five plays of 6-tile racks. */
		for (k = 0; k < i / 6 && k < 5; k++) {
			brute_deal(&rng, &g.p[0], 5, 1);
			m = cw_list_moves(&g, lex, &n);
			if (n > 0)
				brute_put(&g, &m[rng_below(&rng, n)]);
			free(m);
		}
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
	lexicon_free(lex);
	cw_words_close_all();
	return tap_done();
}
