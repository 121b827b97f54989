/*
 * lexshort.c: lexicon_has() on words of 2 and 3 letters, which it reads
 * from a table the loaders fill (lexicon_index_short()), not from a walk
 * of the graph: it answers every one of them as the walk does (the
 * inline lexicon_child() and lexicon_final() of lexicon.h, letter by
 * letter), on a graph built from a list, on the en_US control-word file
 * the build writes, and on files forged to pass the checksum; and on a
 * list, as the list says, each word beside a twin one letter away that
 * is none.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lexicon.h"
#include "rng.h"
#include "tap.h"

/* Whether the walk of lexicon.h takes the len bytes at w to a word's end. */
static int
walked(const struct lexicon *lex, const char *w, size_t len)
{
	uint32_t	 node = lex->root;
	size_t		 i;

	for (i = 0; i < len; i++) {
		if (w[i] < 'A' || w[i] > 'Z')
			return 0;
		node = lexicon_child(lex, node, (unsigned int)(w[i] - 'A'));
		if (node == LEXICON_NONE)
			return 0;
	}
	return lexicon_final(lex, node);
}

/*
 * Every string of 2 and 3 capitals asked of lex: the number lexicon_has()
 * answers as the walk does not, and in *words how many are words.
 */
static int
short_differ(const struct lexicon *lex, int *words)
{
	char	 w[3];
	int	 i, bad = 0, len;

	*words = 0;
	for (len = 2; len <= 3; len++)
		for (i = 0; i < (len == 2 ? 26 * 26 : 26 * 26 * 26); i++) {
			w[0] = (char)('A' + (len == 2 ? i / 26 : i / 676));
			w[1] = (char)('A' + (len == 2 ? i : i / 26) % 26);
			w[2] = (char)('A' + i % 26);
			*words += lexicon_has(lex, w, (size_t)len);
			bad += lexicon_has(lex, w, (size_t)len) !=
			    walked(lex, w, (size_t)len);
		}
	return bad;
}

static const char *const list[] = {
	"AT", "IT", "QI", "ZA", "CAT", "COT", "ZZZ", "CATS", "AA", "AAA"
};

/* Words of the list and their twins, in the list or not. */
static const struct {
	const char	*word;
	int		 is;
} twins[] = {
	{ "AT", 1 }, { "AU", 0 }, { "QI", 1 }, { "QA", 0 }, { "ZA", 1 },
	{ "ZB", 0 }, { "CAT", 1 }, { "CAU", 0 }, { "ZZZ", 1 }, { "ZZY", 0 },
	{ "AA", 1 }, { "AAA", 1 }, { "AAB", 0 }, { "CA", 0 }, { "CATS", 1 },
	{ "At", 0 }, { "A[", 0 }, { "@T", 0 }, { "CA ", 0 }, { "CAt", 0 }
};

/* A graph of the list: its words and no others, as the walk finds. */
static void
test_list(void)
{
	size_t		 len[sizeof(list) / sizeof(list[0])];
	struct lexicon	*lex;
	char		 err[256];
	size_t		 i;
	int		 words, bad;

	for (i = 0; i < sizeof(list) / sizeof(list[0]); i++)
		len[i] = strlen(list[i]);
	lex = lexicon_build(list, len, sizeof(list) / sizeof(list[0]), err,
	    sizeof(err));
	if (lex == NULL) {
		tap_ok(0, "the list's graph: %s", err);
		return;
	}
	bad = short_differ(lex, &words);
	tap_ok(bad == 0 && words == 9, "the list's graph: 18,252 strings of "
	    "2 and 3 capitals answered as the walk answers them, its 9 words "
	    "of 2 and 3 letters found (%d differ, %d found)", bad, words);
	for (i = 0; i < sizeof(twins) / sizeof(twins[0]); i++)
		tap_is_int(lexicon_has(lex, twins[i].word,
		    strlen(twins[i].word)), twins[i].is, "%s %s a word of the "
		    "list", twins[i].word, twins[i].is ? "is" : "is not");
	lexicon_free(lex);
}

/* The en_US file the build writes: its short words as the walk's. */
static void
test_file(void)
{
	struct lexicon	*lex;
	char		 err[1024];
	int		 words, bad;

	if ((lex = lexicon_open("en_US", "control-word", err,
	    sizeof(err))) == NULL) {
		tap_ok(0, "en_US control-word lexicon: %s", err);
		return;
	}
	bad = short_differ(lex, &words);
	tap_ok(bad == 0 && words > 500, "en_US control-word: the strings of 2 "
	    "and 3 capitals answered as the walk answers them (%d differ, %d "
	    "words)", bad, words);
	lexicon_free(lex);
}

/*
 * The list's graph written to a file image, words of its array changed at
 * random and the checksum sealed again: each such forgery that loads is
 * answered as its own walk answers, whatever it finds.
 */
static void
test_forged(void)
{
	size_t		 len[sizeof(list) / sizeof(list[0])];
	struct lexicon	*lex, *forged;
	struct rng	 r;
	unsigned char	*data, *copy;
	FILE		*fp;
	char		 err[256], path[] = "/tmp/lexshort.XXXXXX";
	size_t		 size, i, at;
	int		 k, words, bad = 0, loaded = 0, fd;

	for (i = 0; i < sizeof(list) / sizeof(list[0]); i++)
		len[i] = strlen(list[i]);
	lex = lexicon_build(list, len, sizeof(list) / sizeof(list[0]), err,
	    sizeof(err));
	if (lex == NULL || (fd = mkstemp(path)) == -1 || close(fd) == -1 ||
	    !lexicon_save(lex, path, err, sizeof(err)) ||
	    (fp = fopen(path, "rb")) == NULL) {
		tap_ok(0, "a file of the list's graph");
		return;
	}
	data = malloc(1 << 16);
	size = fread(data, 1, 1 << 16, fp);
	fclose(fp);
	remove(path);
	copy = malloc(size);
	rng_seed(&r, 5);
	for (k = 0; k < 2000; k++) {
		memcpy(copy, data, size);
		/* A word of the array (after the 88 bytes of the header). */
		at = 88 + 4 * rng_below(&r, (size - 88) / 4);
		for (i = 0; i < 4; i++)
			copy[at + i] = (unsigned char)rng_below(&r, 256);
		lexicon_seal(copy, size);
		if ((forged = lexicon_parse(copy, size, err, sizeof(err))) ==
		    NULL)
			continue;
		loaded++;
		bad += short_differ(forged, &words);
		lexicon_free(forged);
	}
	tap_ok(bad == 0 && loaded > 1000, "%d forged files loaded: each "
	    "answered as its own walk answers (%d differ)", loaded, bad);
	free(copy);
	free(data);
	lexicon_free(lex);
}

int
main(void)
{
	test_list();
	test_file();
	test_forged();
	return tap_done();
}
