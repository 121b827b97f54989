/*
 * pa-fuzz.c: a libFuzzer harness for Pattern Assembly's replay: every
 * well-formed game of the input is read with pa_match_read_as(), as its
 * Variant says and as Plus, and each match of two players is adjudicated
 * by pa_referee() under every set of rules, and a round at a time from
 * the game, as pa-score does, by pa_referee_each(), which must score as
 * pa_referee() does; the bytes are also parsed as
 * an answer with pa_answer_parse().  (The reader alone has record-fuzz.c,
 * pa-check's answers pa-answers-fuzz.c.)  See tests/fuzz/README for how
 * to build and run it.
 *
 * The readers only take a path: fuzz-input.h hands each input through a
 * temporary file.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "record.h"
#include "verdict.h"
#include "pa/judge.h"
#include "pa/match.h"
#include "pa/referee.h"
#include "fuzz-input.h"

/* Adjudicate the match under the rules of both variants and options. */
static void
referee_all(const struct pa_match *m)
{
	struct pa_rules		 rules;
	struct pa_result	 res;
	int			 variant;

	for (variant = 0; variant < 8; variant++) {
		pa_rules_init(&rules, variant & 1);
		rules.wrong_shape_waits = (variant & 2) != 0;
		rules.resolve_at_end = (variant & 4) != 0;
		if (variant == 0)
			pa_rules_init(&rules, m->plus);
		pa_referee(m, &rules, &res);
		pa_result_free(&res);
	}
}

/* pa_referee_each()'s fn: count the results of the round. */
static void
count_round(const struct pa_result *res, int round, void *arg)
{
	*(size_t *)arg += res->round[round].count;
}

/*
 * Read the game again without its answers and referee it a round at a
 * time, as pa-score does: abort unless it scores as m did whole.
 */
static void
referee_each(const struct pa_match *m, const struct rec_game *game,
    int plus)
{
	struct pa_match		 q;
	struct pa_rules		 rules;
	struct pa_result	 whole, each;
	struct verdict		 v;
	size_t			 n = 0;

	pa_rules_init(&rules, m->plus);
	pa_referee(m, &rules, &whole);
	if (!pa_match_read_as_questions(&q, game, plus, &v))
		abort();
	pa_referee_each(&q, game, &rules, &each, count_round, &n);
	if (n != whole.nresults || each.total[0] != whole.total[0] ||
	    each.total[1] != whole.total[1] || each.winner != whole.winner)
		abort();
	pa_result_free(&each);
	pa_result_free(&whole);
	pa_match_free(&q);
}

/* Read every game of the file, and every match of every good game. */
static void
read_games(void)
{
	struct rec_reader	*r;
	struct rec_game		*game;
	struct pa_match		 m;
	struct verdict		 v;
	enum rec_result		 got;
	int			 plus;

	if ((r = rec_open(fuzz_path)) == NULL)
		return;
	while ((got = rec_next(r, &game)) != REC_END) {
		if (got != REC_GAME)
			continue;
		for (plus = 0; plus < 2; plus++) {	/* as pa-score --plus */
			if (pa_match_read_as(&m, game, plus, &v) &&
			    m.nplayers == 2) {
				referee_all(&m);
				referee_each(&m, game, plus);
			}
			pa_match_free(&m);
		}
	}
	rec_close(r);
}

/* Parse the bytes, up to a NUL, as an answer and then as a shape. */
static void
parse_answer(const uint8_t *data, size_t size)
{
	static struct pa_answer	 a;
	struct pa_shape		 s;
	char			*text, why[PA_WHY];

	if ((text = malloc(size + 1)) == NULL)
		return;
	memcpy(text, data, size);
	text[size] = '\0';
	if (pa_answer_parse(text, &a, why) > 0)
		(void)pa_answer_to_shape(&a, &s, why);
	free(text);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (fuzz_write_input(data, size))
		read_games();
	parse_answer(data, size);
	return 0;
}
