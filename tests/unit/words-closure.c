/*
 * words-closure.c: what a closure says of a word in each case, as
 * words-closure.h states it, and the loader's refusal of every damaged
 * file it is shown.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tap.h"
#include "words-closure.h"
#include "words-index.h"

static char	 path[256], aff[256], dic[256];

/* Write text to path. */
static void
put(const char *where, const char *text, size_t len)
{
	FILE	*fp;

	if ((fp = fopen(where, "wb")) == NULL ||
	    fwrite(text, 1, len, fp) != len || fclose(fp) == EOF) {
		perror(where);
		exit(2);
	}
}

/*
 * A closure of these forms of the letters set, built from aff and dic;
 * complete or not.
 */
static struct wclosure *
closure(const char *forms, size_t n, int complete, enum wletters set)
{
	struct wclosure	*x;
	char		 text[4096], err[512];
	uint64_t	 ah, as, dh, ds;

	if (!windex_hash_file(aff, &ah, &as, err, sizeof(err)) ||
	    !windex_hash_file(dic, &dh, &ds, err, sizeof(err))) {
		printf("# %s\n", err);
		exit(2);
	}
	wclosure_header(text, sizeof(text), as, ah, ds, dh, complete, set,
	    n);
	strncat(text, forms, sizeof(text) - strlen(text) - 1);
	put(path, text, strlen(text));
	if ((x = wclosure_load(path, err, sizeof(err))) == NULL)
		printf("# %s\n", err);
	return x;
}

struct says {
	const char		*word;
	enum wclosure_answer	 want;
	const char		*why;
};

static const char forms[] =
    "house\t7\nparis\t6\nnasa\t4\no'clock\t7\ntear\t0\n"
    "mcdonald\t6\nMcDonald\t1\nMcDONALD\t0\n"
    "s\xc3\xa9" "ance\t7\n\xc3\xa9" "cole\t6\n";
#define NFORMS 10

/*
 * hunspell accepts house in three cases, Paris, NASA; tear only with -s;
 * McDonald as written, not McDONALD, and MCDONALD and Mcdonald (the
 * forms its capitalized copy gives); séance in three cases, École.
 */
static const struct says complete[] = {
	{ "house", WCLOSURE_YES, "lower case, accepted so" },
	{ "House", WCLOSURE_YES, "Capitalized, accepted so" },
	{ "HOUSE", WCLOSURE_YES, "in capitals, accepted so" },
	{ "hOuse", WCLOSURE_NO, "mixed case, a spelling it lacks" },
	{ "HousE", WCLOSURE_NO, "mixed case, a capital first, likewise" },
	{ "paris", WCLOSURE_NO, "a proper noun in lower case" },
	{ "Paris", WCLOSURE_YES, "the proper noun" },
	{ "PARIS", WCLOSURE_YES, "the proper noun in capitals" },
	{ "nasa", WCLOSURE_NO, "an acronym in lower case" },
	{ "Nasa", WCLOSURE_NO, "an acronym Capitalized" },
	{ "NASA", WCLOSURE_YES, "the acronym" },
	{ "o'clock", WCLOSURE_YES, "an apostrophe" },
	{ "O'clock", WCLOSURE_YES, "an apostrophe, Capitalized" },
	{ "O'CLOCK", WCLOSURE_YES, "an apostrophe, in capitals" },
	{ "O'Clock", WCLOSURE_NO, "two capitals: mixed case, not there" },
	{ "McDonald", WCLOSURE_YES, "a spelling in mixed case it accepts" },
	{ "McDONALD", WCLOSURE_NO, "a spelling in mixed case it rejects" },
	{ "MCDONALD", WCLOSURE_YES, "its form in capitals" },
	{ "Mcdonald", WCLOSURE_YES, "its form Capitalized" },
	{ "mcdonald", WCLOSURE_NO, "its form in lower case" },
	{ "MCDonald", WCLOSURE_NO, "another mixed spelling" },
	{ "tear", WCLOSURE_NO, "a form hunspell rejects in every case" },
	{ "housex", WCLOSURE_NO, "a simple word not in the closure" },
	{ "HOUSEX", WCLOSURE_NO, "and in capitals" },
	{ "hOUSEx", WCLOSURE_NO, "and in mixed case" },
	{ "don't", WCLOSURE_NO, "an apostrophe, not in the closure" },
	{ "s\xc3\xa9" "ance", WCLOSURE_YES, "a letter beyond ASCII" },
	{ "S\xc3\xa9" "ance", WCLOSURE_YES, "Capitalized" },
	{ "S\xc3\x89" "ANCE", WCLOSURE_YES, "in capitals, E acute too" },
	{ "SEANCE", WCLOSURE_NO, "in capitals without the accent" },
	{ "s\xc3\x89" "ance", WCLOSURE_NO, "mixed: a capital E acute" },
	{ "\xc3\x89" "cole", WCLOSURE_YES, "a capital beyond ASCII first" },
	{ "\xc3\xa9" "cole", WCLOSURE_NO, "and in lower case" },
	{ "caf\xc3\xa9", WCLOSURE_NO, "a word beyond ASCII it lacks" },
	{ "\xc5\xbf" "eance", WCLOSURE_UNKNOWN, "long s: not of the set" },
	{ "caf\xe2\x80\x99", WCLOSURE_UNKNOWN, "a typographic apostrophe" },
	{ "na\xc3", WCLOSURE_UNKNOWN, "a character cut short" },
	{ "\xc3\x97", WCLOSURE_UNKNOWN, "the multiplication sign" },
	{ "x-ray", WCLOSURE_UNKNOWN, "a hyphen" },
	{ "21st", WCLOSURE_UNKNOWN, "digits" },
	{ "etc.", WCLOSURE_UNKNOWN, "a dot" },
	{ "", WCLOSURE_UNKNOWN, "nothing" },
	{ NULL, 0, NULL }
};

static const struct says incomplete[] = {
	{ "house", WCLOSURE_YES, "incomplete: its yes stands" },
	{ "paris", WCLOSURE_NO, "incomplete: its no on a form it has too" },
	{ "McDONALD", WCLOSURE_NO, "incomplete: its no on a spelling too" },
	{ "housex", WCLOSURE_UNKNOWN, "incomplete: a word it lacks" },
	{ "hOuse", WCLOSURE_UNKNOWN, "incomplete: a spelling it lacks" },
	{ NULL, 0, NULL }
};

/* An 8-bit dictionary's closure: ASCII letters only. */
static const struct says ascii[] = {
	{ "House", WCLOSURE_YES, "ascii: a word of ASCII letters" },
	{ "caf\xc3\xa9", WCLOSURE_UNKNOWN, "ascii: a letter beyond ASCII" },
	{ NULL, 0, NULL }
};

static void
check_says(const struct wclosure *x, const struct says *s)
{
	for (; s->word != NULL; s++)
		tap_is_int(wclosure_says(x, s->word, strlen(s->word)), s->want,
		    "%s: %s", s->word, s->why);
}

/*
 * A damaged file: its bytes (len of them, or up to the NUL if 0), and the
 * start of the message it must get after the file's name.
 */
struct damage {
	const char	*text;
	size_t		 len;
	const char	*message;
};

#define HEAD	"refkit-words-closure 2\naff 1 0\ndic 1 0\ncomplete 1\n" \
		"letters latin\n"
#define HEAD_ASCII "refkit-words-closure 2\naff 1 0\ndic 1 0\ncomplete 1\n" \
		"letters ascii\n"

static const struct damage damages[] = {
	{ "", 0, ":1: the header is cut short" },
	{ "refkit-words-index 1\naff 1 0\ndic 1 0\ncomplete 1\n"
	    "letters latin\nforms 0\n\n", 0, ":1: not a closure" },
	{ "refkit-words-closure 1\naff 1 0\ndic 1 0\ncomplete 1\nforms 0\n"
	    "\nhouse\t7\n", 0, ":1: not a closure" },
	{ "refkit-words-closure 2\naff 1 0\n", 0,
	    ":3: the header is cut short" },
	{ "refkit-words-closure 2\nwords 1\ndic 1 0\ncomplete 1\n"
	    "letters latin\nforms 0\n\n", 0,
	    ":2: expected the aff and dic lines" },
	{ "refkit-words-closure 2\naff 1 0\ndic 1 0\ncomplete 2\n"
	    "letters latin\nforms 0\n\n", 0,
	    ":4: expected 'complete 0' or 'complete 1'" },
	{ "refkit-words-closure 2\naff 1 0\ndic 1 0\ncomplete 1\n"
	    "letters greek\nforms 0\n\n", 0,
	    ":5: expected 'letters ascii' or 'letters latin'" },
	{ HEAD "forms 4294967297\n\na\t1\n", 0, ":6: expected 'forms N'" },
	{ HEAD "forms -1\n\n", 0, ":6: expected 'forms N'" },
	{ HEAD "forms 2\n\nabc\t1\n", 0,
	    ":6: the forms line does not count the forms" },
	{ HEAD "forms 1\n\nHouse\t1\n", 0, ":8: expected a form in lower" },
	{ HEAD "forms 1\n\nHOUSE\t1\n", 0, ":8: expected a form in lower" },
	{ HEAD "forms 1\n\nMcDonald\t2\n", 0,
	    ":8: expected a form in lower" },
	{ HEAD "forms 1\n\nhouse\t8\n", 0, ":8: expected a form in lower" },
	{ HEAD "forms 1\n\nhouse 7\n", 0, ":8: expected a form in lower" },
	{ HEAD "forms 1\n\nhouse\t7\t\n", 0,
	    ":8: expected a form in lower" },
	{ HEAD "forms 1\n\nx-ray\t7\n", 0, ":8: expected a form in lower" },
	{ HEAD_ASCII "forms 1\n\ns\xc3\xa9" "ance\t7\n", 0,
	    ":8: expected a form in lower" },
	{ HEAD "forms 2\n\nhouse\t7\nhouse\t1\n", 0, ":9: a form twice" },
	{ HEAD "forms 1\n\nhouse\t7", 0, ":7: the last line has no newline" },
	{ HEAD "forms 1\n\nhouse\t7\r\n", 0, ":8: expected a form in lower" },
	{ HEAD "forms 1\n\nhouse\t\n", 0, ":8: expected a form in lower" },
	{ HEAD "forms 1\n\nhouse\t", 0, ":7: the last line has no newline" },
	{ HEAD "forms 1\n\n\x80\xff\x00\x01\t7\n", 73 + 7,
	    ":8: expected a form in lower" },
	{ NULL, 0, NULL }
};

static void
check_damages(void)
{
	const struct damage *d;
	struct wclosure	*x;
	char		 err[512], want[512];
	size_t		 len;

	for (d = damages; d->text != NULL; d++) {
		len = d->len > 0 ? d->len : strlen(d->text);
		put(path, d->text, len);
		x = wclosure_load(path, err, sizeof(err));
		snprintf(want, sizeof(want), "%s%s", path, d->message);
		tap_ok(x == NULL && strncmp(err, want, strlen(want)) == 0 &&
		    strstr(err, "run make to build it again") != NULL,
		    "damaged: %s", d->message);
		if (x != NULL || strncmp(err, want, strlen(want)) != 0)
			printf("#   got '%s'\n", x != NULL ? "a closure" : err);
		wclosure_free(x);
	}
}

int
main(void)
{
	struct wclosure	*x;
	const char	*tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	char		 err[512], word[400];

	snprintf(path, sizeof(path), "%s/closure-%ld.forms", tmp,
	    (long)getpid());
	snprintf(aff, sizeof(aff), "%s/closure-%ld.aff", tmp, (long)getpid());
	snprintf(dic, sizeof(dic), "%s/closure-%ld.dic", tmp, (long)getpid());
	put(aff, "SET UTF-8\n", 10);
	put(dic, "1\nhouse\n", 8);

	x = closure(forms, NFORMS, 1, WLETTERS_LATIN);
	tap_ok(x != NULL, "a complete closure loads");
	if (x == NULL)
		return tap_done();
	tap_is_int(wclosure_count(x), NFORMS, "it counts its forms");
	tap_is_int(wclosure_complete(x), 1, "it says it is complete");
	check_says(x, complete);
	memset(word, 'a', sizeof(word) - 1);
	word[sizeof(word) - 1] = '\0';
	tap_is_int(wclosure_says(x, word, strlen(word)), WCLOSURE_NO,
	    "a simple word longer than any form: no");
	word[200] = '-';
	tap_is_int(wclosure_says(x, word, strlen(word)), WCLOSURE_UNKNOWN,
	    "a long word with a hyphen: hunspell's");
	tap_ok(wclosure_built_from(x, aff, dic, err, sizeof(err)),
	    "built from the files it names");
	put(dic, "1\nhousf\n", 8);
	tap_ok(!wclosure_built_from(x, aff, dic, err, sizeof(err)) &&
	    strstr(err, "it was built from another") != NULL,
	    "not built from a changed .dic of the same size");
	wclosure_free(x);

	x = closure("house\t7\n", 1, 1, WLETTERS_ASCII);
	tap_ok(x != NULL, "an 8-bit dictionary's closure loads");
	if (x != NULL)
		check_says(x, ascii);
	wclosure_free(x);

	x = closure(forms, NFORMS, 0, WLETTERS_LATIN);
	tap_ok(x != NULL, "an incomplete closure loads");
	if (x != NULL) {
		tap_is_int(wclosure_complete(x), 0, "it says it is incomplete");
		check_says(x, incomplete);
	}
	wclosure_free(x);

	/* The longest form (WCLOSURE_MAXFORM) and one letter more. */
	memset(word, 'a', WCLOSURE_MAXFORM);
	memcpy(word + WCLOSURE_MAXFORM, "\t7\n", 4);
	x = closure(word, 1, 1, WLETTERS_LATIN);
	tap_ok(x != NULL && wclosure_says(x, word, WCLOSURE_MAXFORM) ==
	    WCLOSURE_YES, "a form of %d letters loads, and is answered",
	    WCLOSURE_MAXFORM);
	wclosure_free(x);
	memset(word, 'a', WCLOSURE_MAXFORM + 1);
	memcpy(word + WCLOSURE_MAXFORM + 1, "\t7\n", 4);
	x = closure(word, 1, 1, WLETTERS_LATIN);
	tap_ok(x == NULL, "a form of %d letters is refused",
	    WCLOSURE_MAXFORM + 1);
	wclosure_free(x);
	x = closure("'\t7\nit's\t1\n", 2, 1, WLETTERS_ASCII);
	tap_ok(x != NULL && wclosure_says(x, "it's", 4) == WCLOSURE_YES &&
	    wclosure_says(x, "IT'S", 4) == WCLOSURE_NO, "forms with "
	    "apostrophes load, with their cases");
	wclosure_free(x);

	check_damages();
	unlink(path);
	unlink(aff);
	unlink(dic);
	return tap_done();
}
