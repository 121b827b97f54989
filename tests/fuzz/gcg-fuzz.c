/*
 * gcg-fuzz.c: a libFuzzer harness for the GCG reader and replay
 * (lib/gcg/): the bytes are replayed as a record with gcg_replay(), with
 * the letter set the record gives or guesses; then, whatever the verdict,
 * the game's state is checked against what replay.h promises (an abort
 * if not): the verdict's status is one of the three, a fault has a place
 * from line 1, no tile count goes below zero or above the set's, and the
 * board holds as many tiles as left the bag.  The reader takes bytes, so
 * no temporary file is needed.  Build and run as tests/fuzz/README says.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "verdict.h"
#include "gcg/replay.h"
#include "gcg/tiles.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Abort unless the game's tiles add up. */
static void
check_tiles(const struct gcg_game *g)
{
	int	 t, off = 0;

	for (t = 0; t <= g->set->n; t++) {
		if (g->unseen[t] < 0 || g->unseen[t] > g->set->count[t])
			abort();
		off += g->set->count[t] - g->unseen[t];
	}
	if ((size_t)off != g->board.ntiles)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct gcg_game	 g;
	struct verdict	 v;
	int		 ok;

	ok = gcg_replay(&g, "fuzz.gcg", (const char *)data, size, NULL, &v);
	if (ok != (v.status == EXIT_VALID))
		abort();
	if (v.status != EXIT_VALID && v.status != EXIT_REJECTED &&
	    v.status != EXIT_TROUBLE)
		abort();
	if (!ok && v.pos.line < 1)
		abort();
	if (g.set != NULL)
		check_tiles(&g);
	(void)gcg_game_done(&g);
	(void)gcg_game_leader(&g);
	gcg_game_free(&g);
	return 0;
}
