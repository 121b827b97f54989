/*
 * ag-fuzz.c: a libFuzzer harness for Alphagon's data readers: the bytes
 * are read as a board file, as a card deck, and as a record stream whose
 * every well-formed game's Flags, Stars and Clouds tags are read as a
 * layout.  Nothing may crash, leak, hang or read out of bounds.
 *
 * Build and run from the top of the tree (as tests/fuzz/README says for
 * the others):
 *
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined \
 *       -fno-sanitize-recover=all -Ilib -D_POSIX_C_SOURCE=200809L \
 *       tests/fuzz/ag-fuzz.c lib/?*.c lib/ag/?*.c \
 *       $(pkg-config --cflags --libs libpcre2-8 hunspell) -lpthread \
 *       -o /tmp/ag-fuzz
 *   mkdir -p /tmp/ag-corpus && cp data/ag/?* fixtures/ag/?*.rec /tmp/ag-corpus/
 *   /tmp/ag-fuzz -max_total_time=600 -max_len=4096 -close_fd_mask=2 \
 *       -print_final_stats=1 /tmp/ag-corpus
 *
 * A dictionary of the formats' words helps (-dict=/tmp/ag.dict): one a
 * line, "flags ", "stars ", "clouds ", "[Flags \"", "[Stars \"",
 * "[Clouds \"", "SA/NI", "ESSE", "M13", " # ", "\x0d\x0a", "\x09".
 *
 * Runs (2026-11-24, 2 shared cores, one process, -max_len=4096):
 *   run 1 (commit 0f0fb9c, seeds: data/ag and one record): 601 s,
 *       447778 inputs (745/s), 351 edges, 1771 features, corpus 3 -> 482
 *       files, peak RSS 286 MB; no crash, leak or timeout.
 *   run 2 (the same, with the dictionary, corpus of run 1): 601 s,
 *       433488 inputs (721/s), 351 edges, 1866 features, 1375 new units;
 *       no crash, leak or timeout.
 *   Line coverage of the corpus (llvm-cov): board.c 79%, cards.c 83%,
 *   text.c 63%; not reached: loading files and the stand-ins, which the
 *   harness does not call.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "record.h"
#include "verdict.h"
#include "ag/board.h"
#include "ag/cards.h"
#include "fuzz-input.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ag_board		 b;
	struct ag_deck		 d;
	struct verdict		 v;
	struct rec_reader	*r;
	struct rec_game		*g;
	enum rec_result		 got;

	verdict_clear(&v);
	(void)ag_board_parse(&b, "fuzz", (const char *)data, size, &v);
	verdict_clear(&v);
	(void)ag_deck_parse(&d, "fuzz", (const char *)data, size, &v);
	ag_deck_free(&d);
	if (!fuzz_write_input(data, size) || (r = rec_open(fuzz_path)) == NULL)
		return 0;
	while ((got = rec_next(r, &g)) != REC_END)
		if (got == REC_GAME) {
			verdict_clear(&v);
			(void)ag_board_from_tags(&b, g, &v);
		}
	rec_close(r);
	return 0;
}
