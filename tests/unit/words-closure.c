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

/* A closure of these forms, built from aff and dic; complete or not. */
static struct wclosure *
closure(const char *forms, size_t n, int complete)
{
	struct wclosure	*x;
	char		 text[4096], err[512];
	uint64_t	 ah, as, dh, ds;

	if (!windex_hash_file(aff, &ah, &as, err, sizeof(err)) ||
	    !windex_hash_file(dic, &dh, &ds, err, sizeof(err))) {
		printf("# %s\n", err);
		exit(2);
	}
	wclosure_header(text, sizeof(text), as, ah, ds, dh, complete, n);
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
    "house\t7\nparis\t6\nnasa\t4\no'clock\t7\ntear\t0\n";

/* hunspell accepts house in three cases, Paris, NASA; tear only with -s. */
static const struct says complete[] = {
	{ "house", WCLOSURE_YES, "lower case, accepted so" },
	{ "House", WCLOSURE_YES, "Capitalized, accepted so" },
	{ "HOUSE", WCLOSURE_YES, "in capitals, accepted so" },
	{ "hOuse", WCLOSURE_UNKNOWN, "mixed case: hunspell's" },
	{ "HousE", WCLOSURE_UNKNOWN, "mixed case, a capital first" },
	{ "paris", WCLOSURE_NO, "a proper noun in lower case" },
	{ "Paris", WCLOSURE_YES, "the proper noun" },
	{ "PARIS", WCLOSURE_YES, "the proper noun in capitals" },
	{ "nasa", WCLOSURE_NO, "an acronym in lower case" },
	{ "Nasa", WCLOSURE_NO, "an acronym Capitalized" },
	{ "NASA", WCLOSURE_YES, "the acronym" },
	{ "o'clock", WCLOSURE_YES, "an apostrophe" },
	{ "O'clock", WCLOSURE_YES, "an apostrophe, Capitalized" },
	{ "O'CLOCK", WCLOSURE_YES, "an apostrophe, in capitals" },
	{ "O'Clock", WCLOSURE_UNKNOWN, "two capitals: mixed case" },
	{ "tear", WCLOSURE_NO, "a form hunspell rejects in every case" },
	{ "housex", WCLOSURE_NO, "a simple word not in the closure" },
	{ "HOUSEX", WCLOSURE_NO, "and in capitals" },
	{ "hOUSEx", WCLOSURE_NO, "and in mixed case" },
	{ "don't", WCLOSURE_NO, "an apostrophe, not in the closure" },
	{ "caf\xc3\xa9", WCLOSURE_UNKNOWN, "a letter beyond ASCII" },
	{ "x-ray", WCLOSURE_UNKNOWN, "a hyphen" },
	{ "21st", WCLOSURE_UNKNOWN, "digits" },
	{ "etc.", WCLOSURE_UNKNOWN, "a dot" },
	{ "", WCLOSURE_UNKNOWN, "nothing" },
	{ NULL, 0, NULL }
};

static const struct says incomplete[] = {
	{ "house", WCLOSURE_YES, "incomplete: its yes stands" },
	{ "paris", WCLOSURE_NO, "incomplete: its no on a form it has too" },
	{ "housex", WCLOSURE_UNKNOWN, "incomplete: a word it lacks" },
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

static const struct damage damages[] = {
	{ "", 0, ":1: the header is cut short" },
	{ "refkit-words-index 1\naff 1 0\ndic 1 0\ncomplete 1\nforms 0\n\n", 0,
	    ":1: not a closure" },
	{ "refkit-words-closure 1\naff 1 0\n", 0,
	    ":3: the header is cut short" },
	{ "refkit-words-closure 1\nwords 1\ndic 1 0\ncomplete 1\n"
	    "forms 0\n\n", 0,
	    ":2: expected the aff and dic lines" },
	{ "refkit-words-closure 1\naff 1 0\ndic 1 0\ncomplete 2\n"
	    "forms 0\n\n", 0,
	    ":4: expected 'complete 0' or 'complete 1'" },
	{ "refkit-words-closure 1\naff 1 0\ndic 1 0\ncomplete 1\n"
	    "forms 4294967297\n\na\t1\n", 0, ":5: expected 'forms N'" },
	{ "refkit-words-closure 1\naff 1 0\ndic 1 0\ncomplete 1\n"
	    "forms -1\n\n", 0,
	    ":5: expected 'forms N'" },
	{ "refkit-words-closure 1\naff 1 0\ndic 1 0\ncomplete 1\nforms 2\n\n"
	    "abc\t1\n", 0, ":5: the forms line does not count the forms" },
	{ "refkit-words-closure 1\naff 1 0\ndic 1 0\ncomplete 1\nforms 1\n\n"
	    "House\t1\n", 0, ":7: expected a form of a-z" },
	{ "refkit-words-closure 1\naff 1 0\ndic 1 0\ncomplete 1\nforms 1\n\n"
	    "house\t8\n", 0, ":7: expected a form of a-z" },
	{ "refkit-words-closure 1\naff 1 0\ndic 1 0\ncomplete 1\nforms 1\n\n"
	    "house 7\n", 0, ":7: expected a form of a-z" },
	{ "refkit-words-closure 1\naff 1 0\ndic 1 0\ncomplete 1\nforms 1\n\n"
	    "house\t7\t\n", 0, ":7: expected a form of a-z" },
	{ "refkit-words-closure 1\naff 1 0\ndic 1 0\ncomplete 1\nforms 2\n\n"
	    "house\t7\nhouse\t1\n", 0, ":8: a form twice" },
	{ "refkit-words-closure 1\naff 1 0\ndic 1 0\ncomplete 1\nforms 1\n\n"
	    "house\t7", 0, ":6: the last line has no newline" },
	{ "refkit-words-closure 1\naff 1 0\ndic 1 0\ncomplete 1\nforms 1\n\n"
	    "\x80\xff\x00\x01\t7\n", 59 + 7, ":7: expected a form of a-z" },
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

	x = closure(forms, 5, 1);
	tap_ok(x != NULL, "a complete closure loads");
	if (x == NULL)
		return tap_done();
	tap_is_int(wclosure_count(x), 5, "it counts its forms");
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

	x = closure(forms, 5, 0);
	tap_ok(x != NULL, "an incomplete closure loads");
	if (x != NULL) {
		tap_is_int(wclosure_complete(x), 0, "it says it is incomplete");
		check_says(x, incomplete);
	}
	wclosure_free(x);

	check_damages();
	unlink(path);
	unlink(aff);
	unlink(dic);
	return tap_done();
}
