/*
 * lexshort.c: lexicon_has() on words of 2 and 3 letters, which it reads
 * from a table the builder fills (lexicon_index_short()) and the file
 * keeps, not from a walk of the graph: it answers every one of them as
 * the walk does (the inline lexicon_child() and lexicon_final() of
 * lexicon.h, letter by letter), on a graph built from a list and on the
 * en_US control-word file the build writes; on files whose array is
 * forged to pass the checksum, as the table says, whatever the array;
 * and on a list, as the list says, each word beside a twin one letter
 * away that is none.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lexicon.h"
#include "lexwalk.h"
#include "rng.h"
#include "tap.h"

/* The i-th string of len (2 or 3) capitals into w, in order. */
static void
short_string(char *w, int len, int i)
{
	w[0] = (char)('A' + (len == 2 ? i / 26 : i / 676));
	w[1] = (char)('A' + (len == 2 ? i : i / 26) % 26);
	w[2] = (char)('A' + i % 26);
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
			short_string(w, len, i);
			*words += lexicon_has(lex, w, (size_t)len);
			bad += lexicon_has(lex, w, (size_t)len) !=
			    lexwalk_has(lex, w, (size_t)len);
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
 * The number of strings of 2 and 3 capitals that two lexicons answer
 * differently.
 */
static int
short_unlike(const struct lexicon *a, const struct lexicon *b)
{
	char	 w[3];
	int	 i, bad = 0, len;

	for (len = 2; len <= 3; len++)
		for (i = 0; i < (len == 2 ? 26 * 26 : 26 * 26 * 26); i++) {
			short_string(w, len, i);
			bad += lexicon_has(a, w, (size_t)len) !=
			    lexicon_has(b, w, (size_t)len);
		}
	return bad;
}

/*
 * The list's graph written to a file image, words of its array changed at
 * random and the checksum sealed again: each such forgery that loads is
 * answered as the table the file keeps says, whatever its array.
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
	size_t		 size, i, at, array;
	int		 k, bad = 0, loaded = 0, fd;

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
	array = 272 + 4 * LEXICON_SHORT_WORDS + 4 + 8 * (size_t)lex->nslots;
	rng_seed(&r, 5);
	for (k = 0; k < 2000; k++) {
		memcpy(copy, data, size);
		/* A word of the array (after the header and tables). */
		at = array + 4 * rng_below(&r, (size - array) / 4);
		for (i = 0; i < 4; i++)
			copy[at + i] = (unsigned char)rng_below(&r, 256);
		lexicon_seal(copy, size);
		if ((forged = lexicon_parse(copy, size, err, sizeof(err))) ==
		    NULL)
			continue;
		loaded++;
		bad += short_unlike(forged, lex);
		lexicon_free(forged);
	}
	tap_ok(bad == 0 && loaded > 1000, "%d forged files loaded: each "
	    "answered as the list's graph, whose table it keeps (%d differ)",
	    loaded, bad);
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
