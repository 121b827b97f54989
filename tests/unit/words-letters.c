/*
 * words-letters.c: the simple words' letters and their case, as
 * words-letters.h states them: which characters are in each set, every
 * letter's small letter and capital (the same length in UTF-8, each the
 * other's), and the case pattern hunspell's get_captype() gives a word.
 */
#include <stdio.h>
#include <string.h>

#include "tap.h"
#include "words-letters.h"

struct fold {
	const char	*word;
	enum wletters	 set;
	int		 simple;
	const char	*lower;
	enum wcase	 kind;
	const char	*why;
};

static const struct fold folds[] = {
	{ "house", WLETTERS_ASCII, 1, "house", WCASE_LOWER, "small letters" },
	{ "House", WLETTERS_ASCII, 1, "house", WCASE_INITIAL, "Capitalized" },
	{ "HOUSE", WLETTERS_ASCII, 1, "house", WCASE_UPPER, "capitals" },
	{ "McDonald", WLETTERS_ASCII, 1, "mcdonald", WCASE_MIXED, "mixed" },
	{ "hOuse", WLETTERS_ASCII, 1, "house", WCASE_MIXED, "mixed, small "
	    "first" },
	{ "O'CLOCK", WLETTERS_ASCII, 1, "o'clock", WCASE_UPPER, "the "
	    "apostrophe has no case" },
	{ "O'clock", WLETTERS_ASCII, 1, "o'clock", WCASE_INITIAL,
	    "Capitalized with an apostrophe" },
	{ "'Tis", WLETTERS_ASCII, 1, "'tis", WCASE_MIXED, "one capital, not "
	    "the first character: mixed, as get_captype() says" },
	{ "AA's", WLETTERS_ASCII, 1, "aa's", WCASE_MIXED, "two capitals and a "
	    "small letter" },
	{ "'", WLETTERS_ASCII, 1, "'", WCASE_LOWER, "an apostrophe alone" },
	{ "", WLETTERS_ASCII, 0, NULL, WCASE_LOWER, "nothing is no word" },
	{ "caf\xc3\xa9", WLETTERS_ASCII, 0, NULL, WCASE_LOWER, "ascii: e "
	    "acute is not a letter of the set" },
	{ "caf\xc3\xa9", WLETTERS_LATIN, 1, "caf\xc3\xa9", WCASE_LOWER,
	    "latin: e acute is" },
	{ "CAF\xc3\x89", WLETTERS_LATIN, 1, "caf\xc3\xa9", WCASE_UPPER,
	    "latin: E acute is its capital" },
	{ "\xc3\x89" "cole", WLETTERS_LATIN, 1, "\xc3\xa9" "cole",
	    WCASE_INITIAL, "a capital beyond ASCII first" },
	{ "STRA\xc3\x9f" "E", WLETTERS_LATIN, 1, "stra\xc3\x9f" "e",
	    WCASE_UPPER, "sharp s has no case: capitals" },
	{ "\xc5\xb8", WLETTERS_LATIN, 1, "\xc3\xbf", WCASE_INITIAL,
	    "Y with diaeresis (U+0178) pairs with U+00FF" },
	{ "\xc5\x81\xc3\x93" "D\xc5\xb9", WLETTERS_LATIN, 1,
	    "\xc5\x82\xc3\xb3" "d\xc5\xba", WCASE_UPPER, "Polish capitals" },
	{ "\xc4\xb9", WLETTERS_LATIN, 1, "\xc4\xba", WCASE_INITIAL,
	    "L acute (U+0139): an odd capital" },
	{ "\xc4\x80", WLETTERS_LATIN, 1, "\xc4\x81", WCASE_INITIAL,
	    "A macron (U+0100): an even capital" },
	{ "\xc5\xbf", WLETTERS_LATIN, 0, NULL, WCASE_LOWER, "the long s is "
	    "not of the set (its capital is S)" },
	{ "\xc4\xb1", WLETTERS_LATIN, 0, NULL, WCASE_LOWER, "nor the dotless "
	    "i" },
	{ "\xc4\xb0", WLETTERS_LATIN, 0, NULL, WCASE_LOWER, "nor I with a "
	    "dot" },
	{ "\xc3\x97", WLETTERS_LATIN, 0, NULL, WCASE_LOWER, "nor the "
	    "multiplication sign" },
	{ "\xe2\x84\xaa", WLETTERS_LATIN, 0, NULL, WCASE_LOWER, "nor the "
	    "Kelvin sign" },
	{ "caf\xc3", WLETTERS_LATIN, 0, NULL, WCASE_LOWER, "a character cut "
	    "short" },
	{ "x-ray", WLETTERS_LATIN, 0, NULL, WCASE_LOWER, "a hyphen" },
	{ "a\xe2\x80\x99s", WLETTERS_LATIN, 0, NULL, WCASE_LOWER, "a "
	    "typographic apostrophe" },
	{ NULL, 0, 0, NULL, 0, NULL }
};

static void
check_folds(void)
{
	const struct fold *f;
	enum wcase	 kind;
	char		 low[64];
	size_t		 len;
	int		 simple;

	for (f = folds; f->word != NULL; f++) {
		len = strlen(f->word);
		memset(low, 0, sizeof(low));
		simple = wletter_fold(f->word, len, f->set, low, &kind);
		tap_is_int(simple, f->simple, "%s: simple or not", f->why);
		if (!simple || !f->simple)
			continue;
		tap_is_str(low, f->lower, "%s: its lower case", f->why);
		tap_is_int(kind, f->kind, "%s: its case pattern", f->why);
	}
}

/*
 * Every character of the latin set: its small letter and capital are in
 * the set, each the other's, two bytes each as it is (ASCII one); and
 * every character from U+0080 to U+07FF outside U+00C0-U+017F is not in.
 */
static void
check_pairs(void)
{
	long	 c, lo, up, bad = 0, in = 0;

	for (c = 0; c < 0x800; c++) {
		if (!wletter_in(c, WLETTERS_LATIN)) {
			if (c >= 0x80 && (c < 0xc0 || c > 0x17f))
				continue;
			if (wletter_in(c, WLETTERS_ASCII))
				bad++;
			continue;
		}
		in++;
		lo = wletter_lower(c);
		up = wletter_upper(c);
		if (!wletter_in(lo, WLETTERS_LATIN) ||
		    !wletter_in(up, WLETTERS_LATIN) ||
		    wletter_upper(lo) != up || wletter_lower(up) != lo ||
		    (lo < 0x80) != (c < 0x80) || (up < 0x80) != (c < 0x80) ||
		    (c != lo && c != up)) {
			printf("#   U+%04lX: lower U+%04lX, upper U+%04lX\n", c,
			    lo, up);
			bad++;
		}
	}
	tap_is_int(bad, 0, "each letter's small letter and capital pair up, "
	    "the same length");
	/* 52 + ' + 64 - 2 (Latin-1) + 128 - 5 (Extended-A) */
	tap_is_int(in, 52 + 1 + 62 + 123, "the latin set's characters");
	tap_ok(wletter_lower(0xc9) == 0xe9 && wletter_upper(0x17e) == 0x17d &&
	    wletter_lower(0x141) == 0x142 && wletter_upper(0x101) == 0x100,
	    "E acute, z caron, L stroke, a macron as Unicode pairs them");
}

/* Recasing a word of the set, and a character that is not one. */
static void
check_recase(void)
{
	char	 out[64];
	const char *w = "\xc5\x82\xc3\xb3" "d\xc5\xba";

	memset(out, 0, sizeof(out));
	wletter_recase(w, strlen(w), WCASE_INITIAL, out);
	tap_is_str(out, "\xc5\x81\xc3\xb3" "d\xc5\xba", "Capitalized");
	wletter_recase(w, strlen(w), WCASE_UPPER, out);
	tap_is_str(out, "\xc5\x81\xc3\x93" "D\xc5\xb9", "in capitals");
	memset(out, 0, sizeof(out));
	wletter_recase("a\xe2\x82\xac", 4, WCASE_UPPER, out);
	tap_is_str(out, "A\xe2\x82\xac", "a character of three bytes stays");
}

int
main(void)
{
	check_folds();
	check_pairs();
	check_recase();
	return tap_done();
}
