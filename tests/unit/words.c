/*
 * words.c: the word layer's policies, judged on the rules' own examples,
 * and the prefix index against hunspell itself.
 *
 * Each row states what a rules text (or READINGS.md, where the text is
 * silent) says of a word, and the verdict hunspell's en_US dictionary
 * makes of it; where en_US lacks a word the rules cite, the row says so.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "tap.h"
#include "words.h"
#include "words-dict.h"
#include "words-index.h"
#include "words-scache.h"
#include "words-text.h"

struct row {
	const char		*policy;
	const char		*word;
	enum words_verdict	 want;
	const char		*why;
};

static const struct row rows[] = {
	/* control-word.org, the starting mats: each of the author's words. */
	{ "control-word", "XYLENE", WORDS_OK, "mat 1" },
	{ "control-word", "EYELID", WORDS_OK, "mat 1" },
	{ "control-word", "KILOBIT", WORDS_OK, "mat 1" },
	{ "control-word", "REGATTA", WORDS_OK, "mat 1" },
	{ "control-word", "JOKING", WORDS_OK, "mat 2" },
	{ "control-word", "GAMBOL", WORDS_OK, "mat 2" },
	{ "control-word", "TOBACCO", WORDS_OK, "mat 2" },
	{ "control-word", "AXOLOTL", WORDS_OK, "mat 2" },
	{ "control-word", "ZEALOT", WORDS_OK, "mat 3" },
	{ "control-word", "TWANGY", WORDS_OK, "mat 3" },
	{ "control-word", "MANHUNT", WORDS_OK, "mat 3" },
	{ "control-word", "QUANTUM", WORDS_OK, "mat 3" },
	{ "control-word", "SUSPECT", WORDS_OK, "mat 4" },
	{ "control-word", "UMBRAGE", WORDS_OK, "mat 4" },
	{ "control-word", "DISCARD", WORDS_OK, "mat 4" },
	{ "control-word", "BETWEEN", WORDS_OK, "mat 4" },
	{ "control-word", "STYRENE", WORDS_OK, "mat 5" },
	{ "control-word", "TALLEST", WORDS_OK, "mat 5" },
	{ "control-word", "PUSTULE", WORDS_OK, "mat 5" },
	{ "control-word", "QUARTET", WORDS_OK, "mat 5" },
	{ "control-word", "SPANDEX", WORDS_OK, "mat 6" },
	{ "control-word", "POLLUTE", WORDS_OK, "mat 6" },
	{ "control-word", "STERILE", WORDS_OK, "mat 6" },
	{ "control-word", "VELVETY", WORDS_OK, "mat 6" },
	/* The replacement phase's examples, and the control examples. */
	{ "control-word", "playing", WORDS_OK, "playing becomes praying" },
	{ "control-word", "praying", WORDS_OK, "playing becomes praying" },
	{ "control-word", "repast", WORDS_OK, "repast becomes repent" },
	{ "control-word", "repent", WORDS_OK, "repast becomes repent" },
	{ "control-word", "BANANAS", WORDS_OK, "the plurality example" },
	{ "control-word", "AGAINST", WORDS_OK, "the majority example" },
	{ "control-word", "STARTS", WORDS_OK, "the even-length example" },
	/* "Proper nouns, ... acronyms, and abbreviations are not allowed." */
	{ "control-word", "PARIS", WORDS_PROPER, "a proper noun" },
	{ "control-word", "Paris", WORDS_PROPER, "a proper noun as typed" },
	{ "control-word", "NASA", WORDS_ACRONYM, "an acronym" },
	{ "control-word", "ETC", WORDS_ABBREVIATION, "an abbreviation" },
	{ "control-word", "MPH", WORDS_ABBREVIATION, "an abbreviation" },
	{ "control-word", "XIV", WORDS_ABBREVIATION, "a Roman numeral" },
	/* READINGS.md: no apostrophes or hyphens; tiles are letters. */
	{ "control-word", "don't", WORDS_APOSTROPHE, "an apostrophe" },
	{ "control-word", "well-known", WORDS_HYPHEN, "a hyphen" },
	{ "control-word", "caf\xc3\xa9", WORDS_NOT_LETTERS, "no tile has an e acute" },
	{ "control-word", "A", WORDS_SHORT, "a word has two letters at least" },
	{ "control-word", "QUERY", WORDS_OK, "the record format's example" },
	{ "control-word", "QWERTYX", WORDS_MISSPELLED, "no such word" },
	/* Words that are both: the common word counts. */
	{ "control-word", "CHINA", WORDS_OK, "china, the dishes" },
	{ "control-word", "POLISH", WORDS_OK, "polish, to shine" },

	/* alphagon.txt: "The complete word to CLOSE must have at least 4
	 * letters"; "all dictionary terms, plus geographic nouns". */
	{ "alphagon", "CONCLUDING", WORDS_OK, "CONCL: the player's word" },
	{ "alphagon", "CONCLUSION", WORDS_OK, "CONCL: the player's word" },
	{ "alphagon", "CONCLAVE", WORDS_OK, "CONCL: the contradiction" },
	{ "alphagon", "POLICE", WORDS_OK, "POLI: BLUE's word" },
	{ "alphagon", "POLICEMAN", WORDS_OK, "POLI: BLUE's word" },
	{ "alphagon", "POLICLINIC", WORDS_OK, "POLI: the word remembered" },
	{ "alphagon", "ASCESIS", WORDS_OK, "ASCE: the correction" },
	{ "alphagon", "ASCETICAL", WORDS_MISSPELLED,
	    "ASCE: en_US lacks ASCETICAL (it has ascetic, ascetically)" },
	{ "alphagon", "CONGI", WORDS_MISSPELLED, "the syllable example" },
	{ "alphagon", "CON", WORDS_SHORT, "3 letters do not close a word" },
	{ "alphagon", "NAPLES", WORDS_OK, "a geographic noun" },
	{ "alphagon", "PARIS", WORDS_OK, "a geographic noun" },
	{ "alphagon", "NASA", WORDS_ACRONYM, "an acronym is no word" },
	{ "alphagon", "DEPT", WORDS_ABBREVIATION, "an abbreviation is no word" },
	{ "alphagon", "WELL-KNOWN", WORDS_HYPHEN, "letters only" },

	/* The hunspell policy: as written, as hunspell -l. */
	{ "hunspell", "paris", WORDS_MISSPELLED, "hunspell keeps case" },
	{ "hunspell", "Paris", WORDS_OK, "hunspell keeps case" },
	{ "hunspell", "don't", WORDS_OK, "an apostrophe is fine" },
	{ "hunspell", "don\xe2\x80\x99t", WORDS_OK, "so is U+2019" },
	{ NULL, NULL, WORDS_OK, NULL }
};

static void
noop(const char *word, void *arg)
{
	(void)word;
	(void)arg;
}

struct collect {
	char	 words[8192];
	long	 n;
};

static void
collect(const char *word, void *arg)
{
	struct collect	*c = arg;
	size_t		 len = strlen(c->words);

	snprintf(c->words + len, sizeof(c->words) - len, "%s ", word);
	c->n++;
}

/* Whether the list (words and spaces) has the word. */
static int
listed(const struct collect *c, const char *word)
{
	char	 key[128];
	size_t	 n = strlen(word);

	if (strncmp(c->words, word, n) == 0 && c->words[n] == ' ')
		return 1;
	snprintf(key, sizeof(key), " %s ", word);
	return strstr(c->words, key) != NULL;
}

static struct words *
open_policy(const char *dicts, const char *policy)
{
	struct words	*w;
	char		 err[1024];

	if ((w = words_open(dicts, err, sizeof(err))) == NULL ||
	    !words_set_policy(w, policy, err, sizeof(err)) ||
	    !words_load_index(w, err, sizeof(err))) {
		printf("Bail out! %s\n", err);
		exit(1);
	}
	return w;
}

static void
test_rows(void)
{
	struct words	*w = NULL;
	const char	*policy = "";
	const struct row *r;
	enum words_verdict v;

	for (r = rows; r->word != NULL; r++) {
		if (strcmp(r->policy, policy) != 0) {
			words_close(w);
			w = open_policy("en_US", r->policy);
			policy = r->policy;
		}
		v = words_check(w, r->word, strlen(r->word));
		if (!tap_ok(v == r->want, "%s: %s is %s (%s)", r->policy,
		    r->word, words_verdict_name(r->want), r->why))
			printf("#   got %s\n", words_verdict_name(v));
	}
	words_close(w);
}

/*
 * windex_marks() gives every entry its own flags, marked or not, and 0 to
 * a word the index has not: a prefix of a marked word, or one cut short.
 */
static void
test_marks(const struct windex *x, const char *path)
{
	const char	*word;
	size_t		 i, n = windex_count(x), nmarked = 0, bad = 0;
	int		 flags;

	for (i = 0; i < n; i++) {
		word = windex_word(x, i, &flags);
		nmarked += flags != 0;
		if (windex_marks(x, word, strlen(word)) != flags &&
		    bad++ < 5)
			printf("#   %s: %s has marks %d, windex_marks says "
			    "%d\n", path, word, flags,
			    windex_marks(x, word, strlen(word)));
		if (flags != 0 && strlen(word) > 1 &&
		    windex_find(x, word, strlen(word) - 1) < 0 &&
		    windex_marks(x, word, strlen(word) - 1) != 0 &&
		    bad++ < 5)
			printf("#   %s: %s cut short is marked\n", path, word);
	}
	tap_ok(bad == 0, "windex_marks() gives each of the "
	    "%zu words of %s its marks (%zu marked), and none to a word "
	    "it has not", n, path, nmarked);
	tap_ok(windex_marks(x, "zzzqxj", 6) == 0 &&
	    windex_find(x, "zzzqxj", 6) < 0, "%s: a word the index has "
	    "not has no marks", path);
}

/* Every word of a dictionary's index passes Hunspell_spell. */
static void
test_index(const char *dict, double min_coverage)
{
	struct words	*w;
	struct windex	*x;
	char		 path[4096], err[1024];
	const char	*word;
	size_t		 i, n, bad = 0;
	unsigned long	 accepted, covered;

	w = open_policy(dict, "hunspell");
	snprintf(path, sizeof(path), "build/dicts/%s.idx", dict);
	if ((x = windex_load(path, err, sizeof(err))) == NULL) {
		tap_ok(0, "%s loads: %s", path, err);
		words_close(w);
		return;
	}
	tap_ok(windex_built_from(x, words_dict_aff(w, 0),
	    words_dict_path(w, 0), err, sizeof(err)),
	    "%s was built from the dictionary hunspell loads", path);
	n = windex_count(x);
	for (i = 0; i < n; i++) {
		word = windex_word(x, i, NULL);
		if (words_check(w, word, strlen(word)) != WORDS_OK &&
		    bad++ < 5)
			printf("#   %s: hunspell rejects %s\n", path, word);
	}
	tap_ok(bad == 0, "every one of the %zu words of %s passes "
	    "Hunspell_spell", n, path);
	test_marks(x, path);
	if (windex_coverage(x, &accepted, &covered)) {
		printf("# %s: coverage %.2f%%: %lu of the %lu words hunspell "
		    "accepts from the word lists\n", path, 100.0 *
		    (double)covered / (double)(accepted ? accepted : 1),
		    covered, accepted);
		tap_ok((double)covered >= min_coverage * (double)accepted,
		    "%s covers at least %.0f%% of the listed words hunspell "
		    "accepts", path, min_coverage * 100);
	} else
		tap_ok(0, "%s reports its coverage", path);
	windex_free(x);
	words_close(w);
}

static void
test_prefix(void)
{
	struct words	*w;
	struct collect	 c;
	char		 err[1024];
	long		 n;

	/* alphagon.txt: "if the current word is CONCL ... CONCLUDING/
	 * CONCLUSION, but another player might oppose him CONCLAVE". */
	w = open_policy("en_US", "alphagon");
	memset(&c, 0, sizeof(c));
	n = words_prefix(w, "CONCL", collect, &c, err, sizeof(err));
	tap_ok(n > 0 && listed(&c, "concluding") && listed(&c, "conclusion")
	    && listed(&c, "conclave"), "CONCL: concluding, conclusion and "
	    "conclave are continuations");
	printf("#   CONCL: %s\n", c.words);
	tap_ok(!listed(&c, "concl"), "CONCL: the prefix itself is no word");

	/* "POLI ... POLICE, POLICEMAN ... if another player had remembered
	 * POLICLINIC". */
	memset(&c, 0, sizeof(c));
	words_prefix(w, "poli", collect, &c, err, sizeof(err));
	tap_ok(listed(&c, "police") && listed(&c, "policeman") &&
	    listed(&c, "policlinic"), "POLI: police, policeman and "
	    "policlinic");
	tap_ok(listed(&c, "polish") && !listed(&c, "Polish"),
	    "POLI: polish is listed once, in lower case");
	/* "in the case of root ASCE ... ASCETICAL ... ASCESIS". */
	memset(&c, 0, sizeof(c));
	words_prefix(w, "Asce", collect, &c, err, sizeof(err));
	tap_ok(listed(&c, "ascesis") && listed(&c, "ascetic") &&
	    !listed(&c, "ascetical"), "ASCE: ascesis and ascetic; en_US "
	    "has no ascetical");
	tap_is_int(words_prefix(w, "QXZ", noop, NULL, err, sizeof(err)), 0,
	    "QXZ: no word starts so");
	words_close(w);

	/* control-word lists common words only. */
	w = open_policy("en_US", "control-word");
	memset(&c, 0, sizeof(c));
	words_prefix(w, "PARI", collect, &c, err, sizeof(err));
	tap_ok(listed(&c, "pariah") && !listed(&c, "Paris") &&
	    !listed(&c, "paris"), "control-word: PARI lists pariah, "
	    "not Paris");
	words_close(w);

	/* A combined dictionary answers from each of its dictionaries. */
	w = open_policy("netmatch", "hunspell");
	memset(&c, 0, sizeof(c));
	tap_is_int(words_prefix(w, "TE", collect, &c, err, sizeof(err)), 2,
	    "netmatch: two word cards start with TE");
	tap_is_str(c.words, "term test ", "netmatch: TERM and TEST");
	words_close(w);
	w = open_policy("en_US,netmatch", "hunspell");
	memset(&c, 0, sizeof(c));
	words_prefix(w, "tes", collect, &c, err, sizeof(err));
	tap_ok(listed(&c, "test") && strstr(c.words, " test test ") == NULL &&
	    listed(&c, "testy"), "en_US,netmatch: TES lists test once, "
	    "and testy from en_US");
	words_close(w);
}

/* Checking many words at once (two threads) agrees with one by one. */
static void
test_many(void)
{
	static const char *const base[] = { "query", "qwertyx", "Paris",
	    "paris", "don't", "concluding", "speling", "NASA" };
	enum { N = 4000 };
	struct words	*a, *b;
	const char	**word;
	size_t		*len, i, differ = 0;
	unsigned char	*v;
	char		(*buf)[32];

	a = open_policy("en_US", "hunspell");
	b = open_policy("en_US", "hunspell");
	word = calloc(N, sizeof(*word));
	len = calloc(N, sizeof(*len));
	v = calloc(N, 1);
	buf = calloc(N, sizeof(*buf));
	for (i = 0; i < N; i++) {
		/*
		 * The words again and again, and distinct misspellings
		 * enough to make a second thread.
		 */
		if (i % 2 == 0)
			snprintf(buf[i], sizeof(buf[i]), "%s", base[i % 8]);
		else
			snprintf(buf[i], sizeof(buf[i]), "%.4sq%zu",
			    base[i % 8], i);
		word[i] = buf[i];
		len[i] = strlen(buf[i]);
	}
	words_check_many(a, word, len, N, v);
	for (i = 0; i < N; i++)
		if (v[i] != words_check(b, word[i], len[i]))
			differ++;
	tap_is_int((long long)differ, 0, "checking %d words at once agrees "
	    "with checking them one by one", N);
	words_check_many(a, word, len, N, v);
	for (i = 0; i < N; i++)
		if (v[i] != words_check(b, word[i], len[i]))
			differ++;
	tap_is_int((long long)differ, 0, "and again, from the cache");
	free(word);
	free(len);
	free(v);
	free(buf);
	words_close(a);
	words_close(b);
}

static void
test_errors(void)
{
	struct words	*w;
	char		 err[1024];

	w = words_open("no_such_dictionary", err, sizeof(err));
	tap_ok(w == NULL && strstr(err, "dictionary no_such_dictionary not "
	    "found") != NULL, "a missing dictionary is an error: %s", err);
	w = words_open("en_US,no_such_dictionary", err, sizeof(err));
	tap_ok(w == NULL, "a missing second dictionary too, never an empty "
	    "one");
	w = words_open("en_US", err, sizeof(err));
	tap_ok(!words_set_policy(w, "scrabble", err, sizeof(err)),
	    "an unknown policy is an error: %s", err);
	tap_ok(!words_add_match(w, "([a-z]", err, sizeof(err)) &&
	    strstr(err, "offset") != NULL, "a bad pattern says where: %s",
	    err);
	words_set_index_path(w, "/nonexistent");
	tap_ok(words_prefix(w, "abc", noop, NULL, err, sizeof(err)) == -1 &&
	    strstr(err, "no prefix index") != NULL,
	    "a missing index is an error: %s", err);
	words_close(w);
}

/* The suggestion cache gives back what was put, and stays bounded. */
static void
test_scache(void)
{
	static char *const two[] = { "spelling", "spieling" };
	struct scache	 c;
	char		**list, word[32], big[4096];
	char		*bigs[SCACHE_BYTES / sizeof(big) / 4 + 2];
	size_t		 i, most = 0;
	int		 n;

	memset(&c, 0, sizeof(c));
	tap_ok(!scache_get(&c, "speling", &list, &n), "an empty cache has "
	    "no word");
	scache_put(&c, "speling", two, 2);
	scache_put(&c, "qwertyx", NULL, 0);
	tap_ok(scache_get(&c, "speling", &list, &n) && n == 2 &&
	    strcmp(list[0], "spelling") == 0 && strcmp(list[1], "spieling") ==
	    0 && list[0] != two[0], "a word's suggestions come back, copied");
	words_free_list(list, n);
	tap_ok(scache_get(&c, "qwertyx", &list, &n) && n == 0, "and a word "
	    "without suggestions is kept too");
	words_free_list(list, n);
	tap_ok(!scache_get(&c, "spelin", &list, &n), "another word is not "
	    "there");
	for (i = 0; i < 3 * SCACHE_MAX; i++) {
		snprintf(word, sizeof(word), "w%zu", i);
		scache_put(&c, word, two, 2);
		if (c.used > most)
			most = c.used;
	}
	tap_ok(most == SCACHE_MAX && c.used <= SCACHE_MAX, "%d words at "
	    "most (%zu)", SCACHE_MAX, most);
	tap_ok(scache_get(&c, word, &list, &n) && n == 2, "the last word "
	    "put is there");
	words_free_list(list, n);
	memset(big, 'x', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	for (i = 0; i < sizeof(bigs) / sizeof(bigs[0]); i++)
		bigs[i] = big;
	most = 0;
	for (i = 0; i < 20; i++) {
		snprintf(word, sizeof(word), "b%zu", i);
		scache_put(&c, word, bigs, (int)(sizeof(bigs) /
		    sizeof(bigs[0])));
		if (c.bytes > most)
			most = c.bytes;
	}
	tap_ok(most <= SCACHE_BYTES, "%u bytes at most (%zu)", SCACHE_BYTES,
	    most);
	scache_free(&c);
}

/* Write len bytes to a new temporary file; its path is in path. */
static void
write_temp(char *path, size_t size, const char *bytes, size_t len)
{
	FILE	*fp;
	int	 fd;

	snprintf(path, size, "%s/refkit-words.XXXXXX",
	    getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	if ((fd = mkstemp(path)) == -1 || (fp = fdopen(fd, "wb")) == NULL ||
	    fwrite(bytes, 1, len, fp) != len || fclose(fp) != 0) {
		printf("Bail out! cannot write %s\n", path);
		exit(1);
	}
}

/*
 * windex_hash_file(): an index or a closure built from other files than
 * the dictionary's is refused (words-index.h), so the hash must tell
 * files apart: by a byte, by a bit, by a zero byte more (it reads 8 bytes
 * at a time and makes the last few 8 with zero bytes), and give the same
 * for the same bytes.  The files are kept to the end: a new file in a
 * removed one's inode, of its size and time, would be taken for it.
 */
static void
test_hash_file(void)
{
	static const char text[] = "abcdefghijklmnopq";	/* 17 bytes */
	char		 path[160][256], bytes[32];
	uint64_t	 h[160], size, h2, size2;
	size_t		 n = 0, i, j, len, clash = 0, bad = 0;
	char		 err[256];

	for (len = 0; len <= 17; len++) {
		write_temp(path[n], sizeof(path[n]), text, len);
		if (!windex_hash_file(path[n], &h[n], &size, err,
		    sizeof(err)) || size != len)
			bad++;
		n++;
	}
	memcpy(bytes, "abc\0", 4);
	write_temp(path[n], sizeof(path[n]), bytes, 4);
	bad += !windex_hash_file(path[n], &h[n], &size, err, sizeof(err));
	n++;
	for (i = 0; i < 17 * 8; i++) {
		memcpy(bytes, text, 17);
		bytes[i / 8] ^= (char)(1 << (i % 8));
		write_temp(path[n], sizeof(path[n]), bytes, 17);
		bad += !windex_hash_file(path[n], &h[n], &size, err,
		    sizeof(err));
		n++;
	}
	for (i = 0; i < n; i++)
		for (j = i + 1; j < n; j++)
			clash += h[i] == h[j];
	tap_ok(bad == 0 && clash == 0, "%zu files: prefixes of 0 to 17 "
	    "bytes, abc and a zero byte, every bit of 17 bytes flipped: %zu "
	    "hashes, all different", n, n);
	write_temp(path[n], sizeof(path[n]), text, 17);
	tap_ok(windex_hash_file(path[n], &h2, &size2, err, sizeof(err)) &&
	    h2 == h[17] && size2 == 17, "the same bytes in another file: the "
	    "same hash and size");
	unlink(path[n]);
	for (i = 0; i < n; i++)
		unlink(path[i]);
}

#define HEAD	"refkit-words-index 2\naff 10 00000000000000aa\n" \
		"dic 20 00000000000000bb\n"

/* A damaged index: its bytes, and the line and message wanted. */
struct damage {
	const char	*bytes;
	size_t		 len;		/* 0: strlen(bytes) */
	const char	*want;		/* after "path:" */
};

static const struct damage damages[] = {
	{ HEAD "words -1\n\nable\n", 0,
	    "4: words: expected 'words COUNT': '-1' is not a whole number: digits only, from 0 to "
	    "18446744073709551615" },
	{ HEAD "words 4294967297\n\nable\n", 0, "4: the words line says "
	    "4294967297, and 1 line of words follows: the file is cut short" },
	{ HEAD "words 18446744073709551615\n\nable\n", 0, "4: the words line "
	    "says 18446744073709551615, and 1 line of words follows: the "
	    "file is cut short" },
	{ HEAD "words 1\n\nable\nbank\n", 0,
	    "4: the words line says 1, and 2 lines of words follow" },
	{ HEAD "words 2\n\nable\nbank", 0,
	    "7: the last line has no newline: the file is cut short" },
	{ HEAD "words 2\n", 0,
	    "4: the header has no end (no empty line): the file is cut short" },
	{ HEAD "words 2\n\nab\0le\nbank\n", sizeof(HEAD) + 20,
	    "6: a NUL byte: not text" },
	{ HEAD "words 2\n\nable\nb\xc3\x28nk\n", 0,
	    "7: invalid UTF-8 (byte 0x28 after 0xc3): not text" },
	{ HEAD "words 2\n\nable\nb\xed\xa0\x80nk\n", 0,
	    "7: invalid UTF-8 (byte 0xa0 after 0xed): not text" },
	{ HEAD "words 2\n\nable\nb\xc0\xafnk\n", 0,
	    "7: invalid UTF-8 (byte 0xc0): not text" },
	{ HEAD "words 2\n\nable\nba\xe2\x82\n", 0,
	    "7: invalid UTF-8 (byte 0x0a after 0xe2): not text" },
	{ HEAD "words 2\n\nbank\nable\n", 0,
	    "7: the words are not in order: 'able' after 'bank'" },
	{ HEAD "words 2\n\nBank\nbank\n", 0, NULL },	/* A-Z, then bytes */
	{ HEAD "words 2\n\nbank\nBank\n", 0,
	    "7: the words are not in order: 'Bank' after 'bank'" },
	{ HEAD "words 2\n\nable\n\tA\n", 0, "7: an empty word" },
	{ HEAD "words 2\n\nable\nbank\tX\n", 0, "7: an unknown mark after a "
	    "word: expected a tab and 'A' or 'N', or nothing" },
	{ HEAD "words 2\n\nable\nbank\tAN\n", 0, "7: an unknown mark after a "
	    "word: expected a tab and 'A' or 'N', or nothing" },
	{ HEAD "words 2\n\nable\nba\x1bnk\n", 0,
	    "7: control character 0x1b in a word" },
	{ HEAD "words 2\nwords 2\n\nable\nbank\n", 0, "5: a second words line" },
	{ HEAD "words  2\n\nable\nbank\n", 0,
	    "4: a header line that is not words separated by single spaces" },
	{ HEAD "words 2 3\n\nable\nbank\n", 0,
	    "4: words: expected 'words COUNT'" },
	{ HEAD "words +2\n\nable\nbank\n", 0,
	    "4: words: expected 'words COUNT': '+2' is not a whole number: digits only, from 0 to "
	    "18446744073709551615" },
	{ HEAD "coverage 3 4\nwords 2\n\nable\nbank\n", 0, "4: coverage: "
	    "expected 'coverage ACCEPTED COVERED', COVERED no more than "
	    "ACCEPTED" },
	{ HEAD "\nable\n", 0, "4: the header has no words line" },
	{ "refkit-words-index 2\ndic 20 00000000000000bb\nwords 0\n\n", 0,
	    "4: the header has no aff line" },
	{ "refkit-words-index 2\naff 10 00000000000000AA\n", 0,
	    "2: aff: the hash is not 16 hexadecimal digits" },
	{ "refkit-words-index 2\naff 0 00000000000000aa\n", 0,
	    "2: aff: expected 'aff SIZE HASH' (a size from 1)" },
	{ "refkit-words-index 10\n", 0,
	    "1: not a refkit prefix index (no 'refkit-words-index 2' line)" },
	{ "", 0, " an empty file" },
	{ HEAD "words 0\n\n", 0, NULL },
	{ HEAD "words 2\ncoverage 9 9\n\nable\nbank\tA\n", 0, NULL },
	{ HEAD "words 2\n\nBank\tN\nbank\tA\n", 0, NULL },
	{ NULL, 0, NULL }
};

/*
 * An index's marks are those of the form in its case (words-index.h):
 * Bank a person's name, bank an abbreviation, able neither.
 */
static void
test_index_marks(void)
{
	static const char bytes[] = HEAD "words 3\n\nable\nBank\tN\n"
	    "bank\tA\n";
	struct windex	*x;
	char		 path[512], err[1024];

	write_temp(path, sizeof(path), bytes, strlen(bytes));
	if (!tap_ok((x = windex_load(path, err, sizeof(err))) != NULL,
	    "an index with both marks loads"))
		printf("#   %s\n", err);
	else {
		tap_ok(windex_find(x, "Bank", 4) == WINDEX_NAME,
		    "Bank\\tN: a person's name");
		tap_ok(windex_find(x, "bank", 4) == WINDEX_ABBREVIATION,
		    "bank\\tA: an abbreviation");
		tap_ok(windex_find(x, "able", 4) == 0, "able: no mark");
		tap_ok(windex_find(x, "BANK", 4) == -1,
		    "BANK: not in the index, in that case");
	}
	windex_free(x);
	unlink(path);
}

/* Each damage of an index is refused with its line and what it is. */
/*
 * The loader reads a word line 8 bytes at a time: a word of every length
 * from 1 to 20 bytes, after one of every length (so that a line starts at
 * every place modulo 8), with a control byte (0x01, a DEL, a CR) at every
 * place of it, is refused for that byte; the same words with a mark, or
 * a letter beyond ASCII, and none of those bytes, load with their marks.
 */
static void
test_index_places(void)
{
	static const char bad[] = { 0x01, 0x7f, '\r' };
	struct windex	*x;
	char		 text[512], word[32], path[512], err[1024], want[1024];
	size_t		 n, at, k, refused = 0, tries = 0, loaded = 0;
	int		 flags;

	for (n = 1; n <= 20; n++) {
		memset(word, 'q', n);
		word[n] = '\0';
		snprintf(text, sizeof(text), "%swords 2\n\n%.*s\t%s\n%s\tN\n",
		    HEAD, (int)n, "ppppppppppppppppppppp", "A", word);
		write_temp(path, sizeof(path), text, strlen(text));
		x = windex_load(path, err, sizeof(err));
		loaded += x != NULL && windex_count(x) == 2 &&
		    windex_marks(x, word, n) == WINDEX_NAME &&
		    strlen(windex_word(x, 0, &flags)) == n &&
		    flags == WINDEX_ABBREVIATION;
		windex_free(x);
		unlink(path);
		memcpy(word + n - 1, "\xc3\xa9", 3);
		snprintf(text, sizeof(text), "%swords 2\n\n%.*s\n%s\n", HEAD,
		    (int)n, "ppppppppppppppppppppp", word);
		write_temp(path, sizeof(path), text, strlen(text));
		x = windex_load(path, err, sizeof(err));
		loaded += x != NULL && windex_find(x, word, n + 1) == 0;
		windex_free(x);
		unlink(path);
		for (at = 0; at < n; at++)
			for (k = 0; k < sizeof(bad); k++) {
				memset(word, 'q', n);
				word[n] = '\0';
				word[at] = bad[k];
				snprintf(text, sizeof(text), "%swords 2\n\n"
				    "%.*s\n%s\n", HEAD, (int)n,
				    "ppppppppppppppppppppp", word);
				write_temp(path, sizeof(path), text,
				    strlen(text));
				x = windex_load(path, err, sizeof(err));
				snprintf(want, sizeof(want), "%s:7: control "
				    "character 0x%02x in a word", path,
				    (unsigned char)bad[k]);
				refused += x == NULL &&
				    strncmp(err, want, strlen(want)) == 0;
				tries++;
				windex_free(x);
				unlink(path);
			}
	}
	tap_ok(refused == tries, "a control byte at each of %zu places of "
	    "words of 1 to 20 bytes: refused, for that byte (%zu)", tries,
	    refused);
	tap_ok(loaded == 40, "the same words marked, or with e acute, and no "
	    "such byte: they load, with their marks (%zu of 40)", loaded);
}

static void
test_index_damage(void)
{
	const struct damage *d;
	struct windex	*x;
	char		 path[512], err[1024], want[2048];
	size_t		 len;

	test_index_places();
	for (d = damages; d->bytes != NULL; d++) {
		len = d->len ? d->len : strlen(d->bytes);
		write_temp(path, sizeof(path), d->bytes, len);
		x = windex_load(path, err, sizeof(err));
		if (d->want == NULL) {
			if (!tap_ok(x != NULL, "a sound index loads (row %d)",
			    (int)(d - damages)))
				printf("#   %s\n", err);
		} else {
			/* (" an empty file" has no line: "path: an ...") */
			snprintf(want, sizeof(want), "%s:%s: a damaged prefix "
			    "index: run make to build it again", path,
			    d->want);
			tap_ok(x == NULL, "refused: %s", d->want);
			if (x == NULL)
				tap_is_str(err, want, "and said so, with the "
				    "file and line");
		}
		windex_free(x);
		unlink(path);
	}
}

/*
 * A dictionary's file: which, its bytes, and the message wanted; a .dic
 * is read in the encoding given (UTF-8 if NULL), an .aff accepted says
 * which encoding and WORDCHARS it read ("ENCODING|WORDCHARS").
 */
struct dictfile {
	int		 aff;
	const char	*bytes;
	size_t		 len;
	const char	*encoding;
	const char	*want;		/* after the path; NULL: accepted */
	const char	*read;		/* an .aff's encoding|WORDCHARS */
};

#define NOT_UTF8	"not UTF-8 text (the dictionary's encoding, SET UTF-8)"
#define NO_COUNT	":1: the first line is not the number of words (a " \
			".dic starts with it)"

static const struct dictfile dictfiles[] = {
	{ 0, "", 0, NULL, ": an empty word file: a .dic is the number of "
	    "words, then the words", NULL },
	{ 0, "\n\r\n", 0, NULL, ": an empty word file: a .dic is the number "
	    "of words, then the words", NULL },
	{ 0, "\nable\n", 0, NULL, NO_COUNT, NULL },
	{ 0, "able\nbank\n", 0, NULL, NO_COUNT, NULL },
	{ 0, "-2\nable\nbank\n", 0, NULL, NO_COUNT, NULL },
	{ 0, "5\nable\nbank\n", 0, NULL, ":1: the number of words is 5, and "
	    "2 lines of words follow: the file is cut short or the number "
	    "is wrong", NULL },
	{ 0, "4294967297\nable\n", 0, NULL, ":1: the number of words is "
	    "4294967297, and 1 line of words follows: the file is cut short "
	    "or the number is wrong", NULL },
	{ 0, "7\n", 0, NULL, ": no words after the number of words", NULL },
	{ 0, "1\nab\0le\n", 7, NULL, ":2:3: a NUL byte: " NOT_UTF8, NULL },
	{ 0, "1\n\xff\xfe\n", 0, NULL, ":2:1: invalid UTF-8 (byte 0xff): "
	    NOT_UTF8, NULL },
	{ 0, "1\nable\xe2\x82", 0, NULL, ":2:5: invalid UTF-8 (a character "
	    "cut short at the end, after 0xe2): " NOT_UTF8, NULL },
	{ 0, "4\nable\nbank", 0, NULL, NULL, NULL },	/* no final newline */
	{ 0, "\xef\xbb\xbf\t2\t\r\nable/S\r\nbank\r\n", 0, NULL, NULL, NULL },
	{ 0, "1\nable\tpo:noun\n", 0, NULL, NULL, NULL },
	/* hunspell reads the count and leaves a comment after it. */
	{ 0, "4 # Old Persian numbers\nable\nbank\n", 0, NULL, NULL, NULL },
	{ 0, "2\t#\nable\nbank\n", 0, NULL, NULL, NULL },
	{ 0, "4 Old Persian numbers\nable\nbank\n", 0, NULL, NO_COUNT, NULL },
	{ 0, "# 4\nable\nbank\n", 0, NULL, NO_COUNT, NULL },
	/* Latin-1 bytes: a word of an ISO8859-1 .dic, not of a UTF-8 one. */
	{ 0, "1\ncaf\xe9\n", 0, "ISO8859-1", NULL, NULL },
	{ 0, "1\ncaf\xe9\n", 0, NULL, ":2:4: invalid UTF-8 (byte 0x0a after "
	    "0xe9): " NOT_UTF8, NULL },
	{ 0, "2\n\xff\xfe\nab\x01le\n", 0, "ISO8859-2", NULL, NULL },
	{ 0, "1\nab\0le\n", 7, "ISO8859-1", ":2:3: a NUL byte: not text",
	    NULL },
	{ 0, "1\n\0", 3, "ISO-8859-15", ":2:1: a NUL byte: not text", NULL },
	{ 1, "", 0, NULL, ": an empty affix file: a dictionary's .aff says at "
	    "least 'SET UTF-8'", NULL },
	{ 1, " \n\t\n", 0, NULL, ": an empty affix file: a dictionary's .aff "
	    "says at least 'SET UTF-8'", NULL },
	/* An 8-bit encoding is read; none is ISO8859-1, as for hunspell. */
	{ 1, "SET ISO8859-1\n", 0, NULL, NULL, "ISO8859-1|" },
	{ 1, "# a comment\nTRY abc\n", 0, NULL, NULL, "ISO8859-1|" },
	{ 1, "TRY \xe9\xe8\nWORDCHARS \xb0-\n", 0, NULL, NULL,
	    "ISO8859-1|\xc2\xb0-" },
	{ 1, "SET ISO8859-2\nWORDCHARS \xb1\xbf\n", 0, NULL, NULL,
	    "ISO8859-2|\xc4\x85\xc5\xbc" },
	{ 1, "WORDCHARS \xa4\nSET ISO-8859-15\n", 0, NULL, NULL,
	    "ISO-8859-15|\xe2\x82\xac" },
	/* As hunspell reads them, the first SET and WORDCHARS count. */
	{ 1, "SET ISO8859-2\nSET UTF-8\nWORDCHARS \xb1\nWORDCHARS 0\n", 0,
	    NULL, NULL, "ISO8859-2|\xc4\x85" },
	{ 1, "SETX ISO8859-2\n", 0, NULL, NULL, "ISO8859-2|" },
	{ 1, " SET ISO8859-2\n", 0, NULL, NULL, "ISO8859-1|" },
	{ 1, "SET ISO8859-1\nTRY a\0b\n", 22, NULL, ":2:6: a NUL byte: not "
	    "text", NULL },
	{ 1, "SET NO-SUCH-ENCODING\n", 0, NULL, ": the dictionary's encoding "
	    "(SET NO-SUCH-ENCODING): the encoding NO-SUCH-ENCODING is not one "
	    "iconv converts from UTF-8 and back", NULL },
	{ 1, "SET UTF-8\n\xc3\n", 0, NULL, ":2:1: invalid UTF-8 (byte 0x0a "
	    "after 0xc3): " NOT_UTF8, NULL },
	/* The SET after a Latin-1 byte still says what the bytes are. */
	{ 1, "TRY \xe9\nSET UTF-8\n", 0, NULL, ":1:5: invalid UTF-8 (byte "
	    "0x0a after 0xe9): " NOT_UTF8, NULL },
	{ 1, "\xef\xbb\xbfSET UTF-8\nWORDCHARS 0123\n", 0, NULL, NULL,
	    "UTF-8|0123" },
	{ 0, NULL, 0, NULL, NULL, NULL }
};

/* Each bad dictionary file is refused with what is wrong; real ones not. */
static void
test_dict_checks(void)
{
	const struct dictfile *d;
	char		 path[512], err[1024], want[2048], *wordchars = NULL;
	char		*encoding = NULL, read[256];
	size_t		 len;
	int		 ok;

	for (d = dictfiles; d->bytes != NULL; d++) {
		len = d->len ? d->len : strlen(d->bytes);
		write_temp(path, sizeof(path), d->bytes, len);
		err[0] = read[0] = '\0';
		if (d->aff) {
			ok = wdict_check_aff(path, &encoding, &wordchars, err,
			    sizeof(err));
			if (ok)
				snprintf(read, sizeof(read), "%s|%s",
				    encoding, wordchars ? wordchars : "");
			free(encoding);
			free(wordchars);
		} else
			ok = wdict_check_dic(path, d->encoding ? d->encoding :
			    "UTF-8", err, sizeof(err));
		if (d->want == NULL) {
			if (!tap_ok(ok, "a sound %s is accepted", d->aff ?
			    ".aff" : ".dic"))
				printf("#   %s\n", err);
			if (d->aff)
				tap_is_str(read, d->read, "and its encoding "
				    "and WORDCHARS (in UTF-8) are read");
		} else {
			snprintf(want, sizeof(want), "%s%s", path, d->want);
			tap_ok(!ok, "refused: %s%s", d->aff ? ".aff" : ".dic",
			    d->want);
			tap_is_str(err, want, "and said so");
		}
		unlink(path);
	}
	tap_ok(wdict_check_aff("/usr/share/hunspell/en_US.aff", &encoding,
	    &wordchars, err, sizeof(err)) && wordchars != NULL &&
	    strcmp(wordchars, "0123456789\xe2\x80\x99") == 0 &&
	    strcmp(encoding, "UTF-8") == 0,
	    "en_US.aff passes, and its encoding and WORDCHARS are read");
	free(wordchars);
	free(encoding);
	tap_ok(wdict_check_dic("/usr/share/hunspell/en_US.dic", "UTF-8", err,
	    sizeof(err)), "en_US.dic passes");
}

int
main(void)
{
	test_rows();
	test_index("en_US", 0.99);
	test_index("netmatch", 1.0);
	test_prefix();
	test_many();
	test_errors();
	test_index_damage();
	test_index_marks();
	test_dict_checks();
	test_scache();
	test_hash_file();
	return tap_done();
}
