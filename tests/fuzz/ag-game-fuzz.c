/*
 * ag-game-fuzz.c: a libFuzzer harness for Alphagon's replay (lib/ag/game
 * and its rules): the bytes are read as a record stream; every
 * well-formed game is replayed without a dictionary and with en_US,
 * scored turn by turn (lib/ag/score), and the state it reaches is read
 * as the programs read it: where it stands, where the polygon goes next,
 * what each player may do, whether the turn may end, the winners.
 * Nothing may crash, leak, hang or read out of bounds; the score sheet
 * must add up to the players' points (an abort if not).
 *
 * Build and run from the top of the tree, after make (for en_US's prefix
 * index in build/dicts):
 *
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined \
 *       -fno-sanitize-recover=all -Ilib -D_POSIX_C_SOURCE=200809L \
 *       tests/fuzz/ag-game-fuzz.c lib/?*.c lib/ag/?*.c \
 *       $(pkg-config --cflags --libs libpcre2-8 hunspell) -lpthread -lm \
 *       -o /tmp/ag-game-fuzz
 *   mkdir -p /tmp/ag-game-corpus && cp fixtures/ag/check/?*.rec \
 *       fixtures/ag/score/?*.rec fixtures/ag/?*.rec /tmp/ag-game-corpus/
 *   WORDCK_INDEX=build/dicts /tmp/ag-game-fuzz -max_total_time=600 \
 *       -max_len=4096 -close_fd_mask=2 -print_final_stats=1 \
 *       /tmp/ag-game-corpus
 *
 * The runs are in tests/fuzz/README.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "record.h"
#include "verdict.h"
#include "ag/game.h"
#include "ag/score.h"
#include "fuzz-input.h"

/* Replay one game under the options, and read what a program reads. */
static void
replay(const struct rec_game *rg, const struct ag_options *opt)
{
	static struct ag_sheet	 s;
	struct verdict		 v;
	char			 buf[256];
	int			 won[AG_MAXPLAYERS], sum[AG_MAXPLAYERS] = { 0 };
	int			 i;
	size_t			 k;

	if (!ag_sheet_fill(&s, rg, opt, &v) && v.status == EXIT_TROUBLE &&
	    s.game.n == 0) {
		ag_sheet_free(&s);
		return;
	}
	for (k = 0; k < s.nrows; k++)
		sum[s.rows[k].player] += s.rows[k].points;
	for (i = 0; i < s.game.n; i++) {
		if (sum[i] != s.game.p[i].points)
			abort();
		(void)ag_allowed(&s.game, i);
		ag_rack_text(&s.game.p[i], buf, sizeof(buf));
	}
	ag_game_where(&s.game, buf, sizeof(buf));
	ag_game_next(&s.game, buf, sizeof(buf));
	ag_over_text(&s.game, buf, sizeof(buf));
	(void)ag_turn_done(&s.game, buf, sizeof(buf));
	if (s.game.n > 0) {
		(void)ag_game_winners(&s.game, won);
		(void)ag_winner_name(&s.game);
	}
	ag_sheet_free(&s);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct ag_options	 opt;
	enum rec_result		 got;

	if (!fuzz_write_input(data, size) || (r = rec_open(fuzz_path)) == NULL)
		return 0;
	while ((got = rec_next(r, &rg)) != REC_END) {
		if (got != REC_GAME)
			continue;
		ag_options_init(&opt);
		opt.no_words = 1;
		replay(rg, &opt);
		ag_options_init(&opt);
		opt.dictionary = "en_US";
		replay(rg, &opt);
	}
	rec_close(r);
	return 0;
}
