/*
 * nw-fuzz.c: a libFuzzer harness for Netzwerk: the bytes are read as a
 * record stream; every well-formed game is replayed under each of the
 * rule variations, closed, and every legal next move of the position it
 * reached is listed.  Build and run as tests/fuzz/README says.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "record.h"
#include "verdict.h"
#include "nw/game.h"
#include "nw/rules.h"
#include "fuzz-input.h"

/* Replay one game under the options given, close it, list its moves. */
static void
replay(const struct rec_game *rg, const struct nw_options *opt)
{
	struct nw_game	 g;
	struct verdict	 v;
	if (!nw_game_replay(&g, rg, opt, SIZE_MAX, &v))
		return;
	(void)nw_count_moves(&g.pos, &g.rules, 1);
	(void)nw_game_close(&g, &v);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct nw_options	 opt;
	enum rec_result		 got;
	int			 variant;

	if (!fuzz_write_input(data, size) || (r = rec_open(fuzz_path)) == NULL)
		return 0;
	while ((got = rec_next(r, &rg)) != REC_END) {
		if (got != REC_GAME)
			continue;
		for (variant = 0; variant < 8; variant++) {
			nw_options_init(&opt);
			opt.compulsory_capture = variant & 1;
			opt.shared_frozen = (variant >> 1) & 1;
			opt.control = (variant >> 2) & 1;
			replay(rg, &opt);
		}
	}
	rec_close(r);
	return 0;
}
