/*
 * cw-fuzz.c: a libFuzzer harness for Control Word: the bytes are read as
 * a record stream; every well-formed game is replayed under both versions
 * of the rules, with and without --unchallenged-stand, and a game played
 * to its end is scored.  Build and run as tests/fuzz/README says.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "record.h"
#include "verdict.h"
#include "cw/game.h"
#include "cw/score.h"
#include "fuzz-input.h"

/* Replay one game under the options given, and score it if it is over. */
static void
replay(const struct rec_game *rg, const struct cw_options *opt)
{
	struct cw_game		 g;
	struct cw_result	 r;
	struct verdict		 v;
	char			 where[128];

	if (cw_game_replay(&g, rg, opt, SIZE_MAX, &v) && cw_game_over(&g))
		cw_game_result(&g, &r);
	if (g.n > 0)
		cw_game_where(&g, where, sizeof(where));
	cw_game_free(&g);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct cw_options	 opt;
	enum rec_result		 got;
	int			 variant;

	if (!fuzz_write_input(data, size) || (r = rec_open(fuzz_path)) == NULL)
		return 0;
	while ((got = rec_next(r, &rg)) != REC_END) {
		if (got != REC_GAME)
			continue;
		for (variant = 0; variant < 4; variant++) {
			cw_options_init(&opt);
			opt.version = variant & 1;
			opt.unchallenged_stand = (variant >> 1) & 1;
			opt.dictionary = "en_US";
			replay(rg, &opt);
		}
	}
	rec_close(r);
	return 0;
}
