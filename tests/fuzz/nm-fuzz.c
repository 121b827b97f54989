/*
 * nm-fuzz.c: a libFuzzer harness for NetMatch.  The bytes are read twice:
 * as a network file (lib/nm/network.c, the data file's parser), and as a
 * record stream whose every well-formed game is replayed, with and
 * without --any-pawn, on the default network and, if the bytes read as a
 * network too, on that one (never on a Network tag's file, which could
 * name a pipe that blocks); at the end of each replay the legal moves of
 * the position are listed and its end described.  Build and run as
 * tests/fuzz/README says.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "record.h"
#include "verdict.h"
#include "nm/game.h"
#include "nm/network.h"
#include "nm/rules.h"
#include "fuzz-input.h"

/* Count a move: for nm_each_move(). */
static int
count_move(const struct nm_move *m, void *arg)
{
	(void)m;
	(*(unsigned long *)arg)++;
	return 0;
}

/* Replay one game under the options, list its moves, describe its end. */
static void
replay(const struct rec_game *rg, const struct nm_options *opt)
{
	static struct nm_game	 g;
	struct verdict		 v;
	unsigned long		 n = 0;
	char			 why[NM_WHY], letters[NM_NSYMBOLS + 1];
	int			 c;

	if (!nm_game_begin(&g, rg, opt, &v))
		return;
	(void)nm_game_replay(&g, rg, opt, SIZE_MAX, &v);
	(void)nm_each_move(&g.setup, &g.pos, count_move, &n);
	nm_end_text(&g.setup, &g.pos, why, sizeof(why));
	for (c = 0; c < NM_NCOLORS; c++)
		nm_revealed_text(&g.setup, &g.pos, c, letters);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct nm_network	 net;
	struct rec_reader		*r;
	struct rec_game			*rg;
	struct nm_options		 opt;
	struct verdict			 v;
	enum rec_result			 got;
	int				 have_net, any;

	if (!fuzz_write_input(data, size))
		return 0;
	have_net = nm_network_read(&net, fuzz_path, &v);
	if ((r = rec_open(fuzz_path)) == NULL)
		return 0;
	while ((got = rec_next(r, &rg)) != REC_END) {
		if (got != REC_GAME)
			continue;
		for (any = 0; any < 2; any++) {
			opt.any_pawn = any;
			/* Never the Network tag's file: it could name a pipe. */
			opt.network = nm_network_default();
			replay(rg, &opt);
			if (have_net) {
				opt.network = &net;
				replay(rg, &opt);
			}
		}
	}
	rec_close(r);
	return 0;
}
