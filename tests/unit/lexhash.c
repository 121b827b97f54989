/*
 * lexhash.c: lexicon_has() on words of LEXICON_HASH_MIN to
 * LEXICON_HASH_MAX letters, which it reads from the lexicon's hash set,
 * not from a walk of the graph: it answers as the walk does (the inline
 * lexicon_child() and lexicon_final() of lexicon.h, letter by letter) on
 * every word of the en_US control-word file the build writes, on each
 * beside twins a letter away, in lower case or with a byte no letter
 * (which no walk takes), and on random strings; on a graph built from a
 * list and on its file read back; and a file whose slots are forged and
 * sealed again answers every question without a probe past its longest.
 * And the file under its seal, and the dictionary files under theirs,
 * are taken unread, but not once changed (sealcheck.h).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lexicon.h"
#include "lexwalk.h"
#include "rng.h"
#include "sealcheck.h"
#include "tap.h"
#include "words-index.h"

/* What the twins of a word tell. */
struct count {
	const struct lexicon *lex;
	struct rng	 r;
	unsigned long	 asked, words, differ;
};

/* Ask the len bytes at w both ways; count a difference. */
static void
ask(struct count *c, const char *w, size_t len)
{
	int	 has = lexicon_has(c->lex, w, len);

	c->asked++;
	c->words += (unsigned long)has;
	c->differ += (unsigned long)(has != lexwalk_has(c->lex, w, len));
}

/*
 * A word of the graph and its twins: a letter changed to the next, its
 * last letter cut or doubled, a letter in lower case, a byte past 'Z'.
 */
static void
twins(const char *word, size_t len, void *arg)
{
	struct count	*c = arg;
	char		 w[LEXICON_MAXLEN + 2];
	size_t		 k;

	if (len < LEXICON_HASH_MIN - 1 || len > LEXICON_HASH_MAX + 1)
		return;
	memcpy(w, word, len);
	ask(c, w, len);
	k = (size_t)rng_below(&c->r, len);
	w[k] = w[k] == 'Z' ? 'A' : (char)(w[k] + 1);
	ask(c, w, len);
	memcpy(w, word, len);
	ask(c, w, len - 1);
	w[len] = w[len - 1];
	ask(c, w, len + 1);
	w[k] = (char)(w[k] - 'A' + 'a');
	ask(c, w, len);
	w[k] = (char)('Z' + 1 + rng_below(&c->r, 5));
	ask(c, w, len);
}

/* Random strings of 4 to 12 capitals, of the first letters only. */
static void
random_strings(struct count *c, unsigned long n, int letters)
{
	char		 w[LEXICON_HASH_MAX];
	unsigned long	 i;
	size_t		 k, len;

	for (i = 0; i < n; i++) {
		len = LEXICON_HASH_MIN + (size_t)rng_below(&c->r,
		    LEXICON_HASH_MAX - LEXICON_HASH_MIN + 1);
		for (k = 0; k < len; k++)
			w[k] = (char)('A' + rng_below(&c->r, (uint64_t)letters));
		ask(c, w, len);
	}
}

/* The en_US control-word file: every word and its twins, and strings. */
static void
test_file(void)
{
	struct count	 c = { 0 };
	char		 err[1024];
	struct lexicon	*lex;

	if ((lex = lexicon_open("en_US", "control-word", err,
	    sizeof(err))) == NULL) {
		tap_ok(0, "en_US control-word lexicon: %s", err);
		return;
	}
	c.lex = lex;
	rng_seed(&c.r, 1);
	lexicon_each(lex, twins, &c);
	tap_ok(c.differ == 0 && c.words > 100000, "en_US control-word: its "
	    "words of 3 to 13 letters and their twins (a letter changed, cut, "
	    "doubled, in lower case, no letter) answered as the walk answers "
	    "them: %lu asked, %lu words, %lu differ", c.asked, c.words,
	    c.differ);
	c.asked = c.words = c.differ = 0;
	random_strings(&c, 300000, 5);
	tap_ok(c.differ == 0 && c.words > 100, "en_US control-word: random "
	    "strings of A to E answered as the walk answers them: %lu asked, "
	    "%lu words, %lu differ", c.asked, c.words, c.differ);
	tap_ok(lex->nslots >= lex->nwords && lex->probes >= 1,
	    "en_US control-word: %u slots for %u words, the longest probe %u",
	    lex->nslots, lex->nwords, lex->probes);
	lexicon_free(lex);
}

static const char *const list[] = {
	"CATS", "DOGS", "ABCDEFGHIJKL", "ABCDEFGHIJKLM", "ABCDEFGHIJK",
	"ZZZZ", "AAAA", "QUIZ", "QUIZZES", "CAT"
};

/* A file of the list's graph at path, read back; NULL if not. */
static struct lexicon *
list_file(const char *path, struct lexicon **built)
{
	size_t		 len[sizeof(list) / sizeof(list[0])], i;
	char		 err[256];

	for (i = 0; i < sizeof(list) / sizeof(list[0]); i++)
		len[i] = strlen(list[i]);
	*built = lexicon_build(list, len, sizeof(list) / sizeof(list[0]),
	    err, sizeof(err));
	if (*built == NULL || !lexicon_save(*built, path, err, sizeof(err)))
		return NULL;
	return lexicon_load(path, err, sizeof(err));
}

/* The list's graph, built and read back: its words, its twins. */
static void
test_list(const char *path)
{
	struct lexicon	*built, *back;
	struct count	 c = { 0 };
	size_t		 i;

	if ((back = list_file(path, &built)) == NULL) {
		tap_ok(0, "a file of the list's graph");
		return;
	}
	rng_seed(&c.r, 2);
	c.lex = built;
	for (i = 0; i < sizeof(list) / sizeof(list[0]); i++)
		twins(list[i], strlen(list[i]), &c);
	random_strings(&c, 100000, 4);
	tap_ok(c.differ == 0 && c.words >= 8, "the list's graph as built: "
	    "its words, their twins and random strings answered as the walk "
	    "answers them (%lu asked, %lu words, %lu differ)", c.asked,
	    c.words, c.differ);
	c.lex = back;
	c.asked = c.words = c.differ = 0;
	for (i = 0; i < sizeof(list) / sizeof(list[0]); i++)
		twins(list[i], strlen(list[i]), &c);
	random_strings(&c, 100000, 4);
	tap_ok(c.differ == 0 && c.words >= 8, "the list's graph read back: "
	    "the same (%lu asked, %lu words, %lu differ)", c.asked, c.words,
	    c.differ);
	tap_ok(!lexicon_has(back, "cats", 4) && !lexicon_has(back, "CATs", 4)
	    && !lexicon_has(back, "\0\0\0\0", 4) && lexicon_has(back, "CATS",
	    4), "CATS is a word, cats, CATs and four NUL bytes none");
	lexicon_free(built);
	lexicon_free(back);
}

/* The 64-bit integer at p, little-endian. */
static uint64_t
get64(const unsigned char *p)
{
	uint64_t	 x = 0;
	int		 i;

	for (i = 7; i >= 0; i--)
		x = x << 8 | p[i];
	return x;
}

/* Set the 64-bit integer at p, little-endian. */
static void
set64_le(unsigned char *p, uint64_t x)
{
	int	 i;

	for (i = 0; i < 8; i++)
		p[i] = (unsigned char)(x >> 8 * i);
}

/*
 * The list's file, its slots forged (every one a key, or each a random
 * number, or all free) and its longest probe made every slot, sealed
 * again: loaded, every question answered, no probe past the slots (the
 * sanitizers watch the bounds; a loop round them would not end).
 */
static void
test_forged(const char *path)
{
	struct lexicon	*built, *back, *forged;
	struct count	 c = { 0 };
	unsigned char	*data;
	FILE		*fp;
	char		 err[256];
	size_t		 size, at, i;
	int		 round, loaded = 0;

	if ((back = list_file(path, &built)) == NULL ||
	    (fp = fopen(path, "rb")) == NULL) {
		tap_ok(0, "a file of the list's graph");
		return;
	}
	data = malloc(1 << 20);
	size = fread(data, 1, 1 << 20, fp);
	fclose(fp);
	at = (size_t)((const unsigned char *)back->slots -
	    (const unsigned char *)back->map);
	rng_seed(&c.r, 3);
	for (round = 0; round < 3; round++) {
		for (i = 0; i < back->nslots; i++)
			set64_le(data + at + 8 * i, round == 0 ? get64(data +
			    at) | 1 : round == 1 ? rng_next(&c.r) : 0);
		/* The longest probe (after the slots' count, at 252). */
		set64_le(data + 256, back->nslots);
		lexicon_seal(data, size);
		if ((forged = lexicon_parse(data, size, err, sizeof(err))) ==
		    NULL)
			continue;
		loaded++;
		c.lex = forged;
		for (i = 0; i < sizeof(list) / sizeof(list[0]); i++)
			twins(list[i], strlen(list[i]), &c);
		random_strings(&c, 10000, 4);
		lexicon_free(forged);
	}
	tap_ok(loaded == 3 && c.asked > 30000, "3 files of forged slots (all "
	    "taken, random, all free): loaded, %lu questions answered",
	    c.asked);
	free(data);
	lexicon_free(built);
	lexicon_free(back);
}

static const char	*sealed_path;

/* Whether the file at sealed_path loads (a byte of its array changed). */
static int
lexicon_taken(void)
{
	struct lexicon	*lex;
	char		 err[512];

	lex = lexicon_load(sealed_path, err, sizeof(err));
	lexicon_free(lex);
	return lex != NULL;
}

/* The list's file as lexicon_save() leaves it, sealed, then changed. */
static void
test_seal(const char *path)
{
	struct lexicon	*built, *back;
	struct windex_seal seal;

	if ((back = list_file(path, &built)) == NULL) {
		tap_ok(0, "a file of the list's graph");
		return;
	}
	tap_ok(sealcheck_read(path, 128, &seal) && seal.sec != 0,
	    "lexicon_save() seals the file");
	sealed_path = path;
	/* A byte of the table of short words, which the checksum alone
	   sees. */
	sealcheck_changes(path, &seal, (off_t)((const unsigned char *)
	    back->short_words - (const unsigned char *)back->map) + 100,
	    lexicon_taken, "a .lex");
	lexicon_free(built);
	lexicon_free(back);
}

static char		 aff_path[300], dic_path[300];
static struct lexicon	*sourced;

/* Whether sourced takes its dictionary at aff_path and dic_path. */
static int
source_taken(void)
{
	return lexicon_built_from(sourced, aff_path, dic_path);
}

/* Write size bytes of text to path; bail out if it cannot. */
static void
put(const char *path, const char *text, size_t size)
{
	FILE	*fp;

	if ((fp = fopen(path, "wb")) == NULL || fwrite(text, 1, size, fp) !=
	    size || fclose(fp) != 0) {
		printf("Bail out! %s\n", path);
		exit(2);
	}
}

/*
 * A lexicon that records its dictionary's files with their seals: taken
 * unread under them; a dic changed at once (the same size) is read, and
 * not taken; set back to its seal's time, taken unread (what a seal
 * cannot guard); a copy, read.
 */
static void
test_source(const char *path)
{
	struct lexicon_source src = { 0 };
	struct lexicon	*built, *back;
	char		 err[512];

	snprintf(aff_path, sizeof(aff_path), "%s.aff", path);
	snprintf(dic_path, sizeof(dic_path), "%s.dic", path);
	put(aff_path, "SET UTF-8\n", 10);
	put(dic_path, "2\ncats\ndogs\n", 12);
	if ((back = list_file(path, &built)) == NULL ||
	    !windex_hash_sealed(aff_path, &src.aff_hash, &src.aff_size,
	    &src.aff_seal, err, sizeof(err)) ||
	    !windex_hash_sealed(dic_path, &src.dic_hash, &src.dic_size,
	    &src.dic_seal, err, sizeof(err))) {
		tap_ok(0, "a lexicon of sealed files");
		return;
	}
	lexicon_free(back);
	lexicon_set_source(built, &src);
	if (!lexicon_save(built, path, err, sizeof(err)) ||
	    (sourced = lexicon_load(path, err, sizeof(err))) == NULL) {
		tap_ok(0, "a lexicon of sealed files: %s", err);
		return;
	}
	tap_ok(src.dic_seal.sec != 0 && source_taken(), "the files it "
	    "records, under their seals: taken");
	sealcheck_changes(dic_path, &src.dic_seal, 3, source_taken,
	    "the dic of a .lex");
	lexicon_free(sourced);
	lexicon_free(built);
	unlink(aff_path);
	unlink(dic_path);
}

int
main(void)
{
	char	 path[] = "/tmp/lexhash.XXXXXX";
	int	 fd;

	if ((fd = mkstemp(path)) == -1 || close(fd) == -1) {
		printf("Bail out! mkstemp\n");
		return 2;
	}
	test_file();
	test_list(path);
	test_forged(path);
	test_seal(path);
	test_source(path);
	unlink(path);
	return tap_done();
}
