/*
 * lexicon-fuzz.c: a libFuzzer harness for the lexicon file's reader
 * (lib/lexicon-file.c).  Each input is sealed (its checksum written into
 * it, lexicon_seal(), as a forger would: else hardly an input would pass
 * the checksum) and parsed as a lexicon file; one that passes the checks
 * is then used as the move generator uses it: words and cross sets looked
 * up, its words listed (when few), and a line searched for a rack with a
 * wildcard.  Nothing may crash, leak, hang or read out of bounds, whatever
 * the bytes.  It is not built by make.  From the top of the tree:
 *
 *   clang -g -O1 -fsanitize=fuzzer,address,undefined \
 *       -fno-sanitize-recover=all -Ilib -D_POSIX_C_SOURCE=200809L \
 *       tests/fuzz/lexicon-fuzz.c lib/lexicon.c lib/lexicon-file.c \
 *       lib/words-index.c lib/words-text.c lib/numarg.c \
 *       lib/wordsearch.c lib/alloc.c lib/diag.c lib/datadir.c \
 *       lib/utf8.c -o /tmp/lexicon-fuzz
 *   mkdir -p /tmp/lexicon-corpus
 *   printf 'cat\ncats\nscat\nat\nas\nta\nacts\nqi\nxylene\n' >/tmp/w.txt
 *   bin/t/lexicon-build -w /tmp/w.txt -o /tmp/lexicon-corpus/small.lex
 *   bin/t/lexicon-build -d en_US -p control-word -w /tmp/w.txt \
 *       -o /tmp/lexicon-corpus/source.lex
 *   /tmp/lexicon-fuzz -max_total_time=300 -max_len=4096 \
 *       -print_final_stats=1 /tmp/lexicon-corpus
 *
 * run 1 (2026-11-24, lib as of the harness's commit): 301 s, 61091405
 * inputs (202961/s), coverage 152 edges, 389 features, corpus 2 -> 112
 * files; no crash, leak or timeout.
 *
 * Format 2 (the dictionary's files recorded in the header) needs
 * lib/words-index.c for their hash, hence the longer build line; its
 * corpus holds a file of each kind (small.lex records no dictionary,
 * source.lex records en_US's).
 *
 * run 2 (2026-11-27, format 3: one array, mapped, checked by its checksum
 * and by the walk, not node by node; inputs sealed): 151 s, 3860917
 * inputs (25568/s), coverage 155 edges, 556 features, corpus 2 -> 219
 * files; no crash, leak or timeout.  Its first seconds found a forged
 * child that wordsearch.c took as a node (a letter's bit set, its child
 * refused as none), whence the dead end: a refused child is node 0.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lexicon.h"
#include "wordsearch.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Count the words listed. */
static void
count_word(const char *word, size_t len, void *arg)
{
	(void)word;
	(void)len;
	(*(size_t *)arg)++;
}

/* Count the plays, and stop after many. */
static int
count_play(const struct ws_play *play, void *arg)
{
	(void)play;
	return ++*(size_t *)arg >= 100000;
}

/* Use a lexicon that passed the checks. */
static void
use(const struct lexicon *lex)
{
	static const char *const words[] = { "A", "AT", "CAT", "CATS", "QI",
	    "XYLENE", "ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ"
	    "ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ" };
	struct ws_square line[12];
	struct ws_rack	 rack;
	size_t		 i, n = 0;

	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		lexicon_has(lex, words[i], strlen(words[i]));
		lexicon_cross_set(lex, words[i], strlen(words[i]) / 2,
		    words[i], strlen(words[i]) - strlen(words[i]) / 2);
	}
	if (lexicon_count(lex) <= 10000)
		lexicon_each(lex, count_word, &n);
	if (n > lexicon_count(lex))
		abort();	/* the listing goes past the header's count */
	memset(line, 0, sizeof(line));
	for (i = 0; i < 12; i++) {
		line[i].cross = LEXICON_ALL;
		line[i].anchor = i % 3 == 1;
	}
	line[4].letter = 'A';
	line[8].letter = 'T';
	memset(&rack, 0, sizeof(rack));
	rack.count[0] = rack.count['S' - 'A'] = rack.count['T' - 'A'] = 1;
	rack.count['C' - 'A'] = 1;
	rack.wild = 1;
	n = 0;
	wordsearch(lex, line, 12, &rack, count_play, &n);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct lexicon	*lex;
	unsigned char	*copy;
	char		 err[200];

	if ((copy = malloc(size ? size : 1)) == NULL)
		return 0;
	memcpy(copy, data, size);
	lexicon_seal(copy, size);
	if ((lex = lexicon_parse(copy, size, err, sizeof(err))) != NULL) {
		use(lex);
		lexicon_free(lex);
	}
	free(copy);
	return 0;
}
