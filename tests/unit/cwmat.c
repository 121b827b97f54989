/*
 * cwmat.c: unit tests of Control Word's mats and bags: each mat holds
 * exactly its four words where READINGS' table puts them, crossing where
 * their letters agree; each color's bag holds 98 tiles as the popular game
 * has them without blanks, and the blue ones split into vowels and
 * consonants.
 */
#include <stdio.h>
#include <string.h>

#include "letterboard.h"
#include "cw/bag.h"
#include "cw/mat.h"
#include "tap.h"

/* Collect a board's words as "WORD," into arg. */
static void
collect(const struct letterboard *b, const struct lb_word *w, void *arg)
{
	char	 buf[64];

	lb_word_letters(b, w, buf);
	strcat(arg, buf);
	strcat(arg, ",");
}

static void
test_mats(void)
{
	static const char *const want[6] = {
		"EYELID,REGATTA,XYLENE,KILOBIT,",
		"GAMBOL,AXOLOTL,JOKING,TOBACCO,",
		"TWANGY,QUANTUM,ZEALOT,MANHUNT,",
		"SUSPECT,DISCARD,BETWEEN,UMBRAGE,",
		"STYRENE,PUSTULE,QUARTET,TALLEST,",
		"SPANDEX,STERILE,VELVETY,POLLUTE,",
	};
	struct letterboard	 b;
	char			 words[256];
	int			 n, count;

	for (n = 1; n <= CW_NMATS; n++) {
		lb_init(&b);
		cw_mat_lay(&b, n, 4);
		words[0] = '\0';
		count = lb_each_word(&b, collect, words);
		tap_is_int(count, 4, "mat %d holds four words, no more", n);
		tap_is_str(words, want[n - 1], "mat %d: its words, across "
		    "first", n);
		lb_free(&b);
	}
	tap_ok(cw_mat(0) == NULL && cw_mat(7) == NULL, "mats 1 to 6 only");
	lb_init(&b);
	cw_mat_lay(&b, 3, 4);
	tap_is_int(lb_get(&b, 0, 9).letter, 'Q', "mat 3: QUANTUM begins at "
	    "0,9");
	tap_is_int(lb_get(&b, 4, 9).letter, 'T', "mat 3: MANHUNT and QUANTUM "
	    "cross on T at 4,9");
	lb_free(&b);
}

static void
test_bags(void)
{
	struct cw_bag	 b;
	char		 lacking = 0;
	int		 i, vowels = 0;

	cw_bag_fill(&b);
	tap_is_int(b.total, 98, "a color's bag holds 98 tiles");
	tap_is_int(b.n['E' - 'A'], 12, "12 E");
	tap_is_int(b.n['Q' - 'A'], 1, "1 Q");
	for (i = 0; i < CW_LETTERS; i++)
		if (cw_is_vowel((char)('A' + i)))
			vowels += b.n[i];
	tap_is_int(vowels, 42, "42 vowels: A9 E12 I9 O8 U4");
	tap_ok(!cw_is_vowel('Y'), "Y is a consonant");
	tap_ok(cw_bag_take(&b, "QU", 2, &lacking), "Q and U taken");
	tap_ok(!cw_bag_take(&b, "AQ", 2, &lacking), "no second Q");
	tap_is_int(lacking, 'Q', "the letter lacking is Q");
	tap_is_int(b.n['A' - 'A'], 9, "a failed take leaves the bag as it was");
	tap_is_int(b.total, 96, "96 left");
	tap_ok(!cw_bag_take(&b, "eEzZ", 4, &lacking), "one Z, not two");
	tap_is_int(lacking, 'Z', "the letter lacking is Z, in upper case");
	tap_ok(b.n['E' - 'A'] == 12 && b.n['Z' - 'A'] == 1 && b.total == 96,
	    "the E and the Z taken before are back");
	tap_ok(!cw_bag_take(&b, "A-", 2, &lacking) && lacking == '-' &&
	    b.n[0] == 9, "a byte that is no letter is lacking, the A back");
	tap_ok(cw_bag_take(&b, "ee", 2, &lacking) && b.n['E' - 'A'] == 10 &&
	    b.total == 94, "two e taken as E: 94 left");
}

int
main(void)
{
	test_mats();
	test_bags();
	return tap_done();
}
