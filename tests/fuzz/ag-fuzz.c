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
