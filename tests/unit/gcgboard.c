/*
 * gcgboard.c: unit tests of the 15x15 board (lib/gcg/board.c) and the
 * letter sets (lib/gcg/tiles.c) against the rules of gcg-check(1): the
 * premium squares counted and symmetric, the sets of 100 tiles, scores
 * worked by hand, and a table of placements, one row a position, a play
 * and the fault the shared rule (letterboard.h) must give, as MAGPIE's
 * validated_move_test does.
 */
#include <stdio.h>
#include <string.h>

#include "letterboard.h"
#include "gcg/board.h"
#include "gcg/tiles.h"
#include "tap.h"

/* Count the squares of each premium, and check the board's symmetry. */
static void
test_premiums(void)
{
	int	 n[GCG_TW + 1] = { 0 }, col, row, sym = 1;

	for (row = 0; row < GCG_SIZE; row++)
		for (col = 0; col < GCG_SIZE; col++) {
			n[gcg_premium(col, row)]++;
			sym &= gcg_premium(col, row) == gcg_premium(row, col);
			sym &= gcg_premium(col, row) ==
			    gcg_premium(GCG_SIZE - 1 - col, row);
			sym &= gcg_premium(col, row) ==
			    gcg_premium(col, GCG_SIZE - 1 - row);
		}
	tap_is_int(n[GCG_TW], 8, "8 triple word squares");
	tap_is_int(n[GCG_DW], 17, "17 double word squares, the centre too");
	tap_is_int(n[GCG_TL], 12, "12 triple letter squares");
	tap_is_int(n[GCG_DL], 24, "24 double letter squares");
	tap_ok(sym, "the board is the same turned or mirrored");
	tap_is_int(gcg_premium(7, 7), GCG_DW, "H8, the centre, doubles");
	tap_is_int(gcg_premium(0, 0), GCG_TW, "A1 triples the word");
	tap_is_int(gcg_premium(5, 1), GCG_TL, "F2 triples the letter");
	tap_is_int(gcg_premium(3, 0), GCG_DL, "D1 doubles the letter");
	tap_is_int(gcg_premium(15, 7), GCG_PLAIN, "off the board: plain");
}

/* The tiles of a set and their values. */
static void
test_sets(void)
{
	const struct gcg_letters *set[] = { &gcg_english, &gcg_polish };
	int			 i, k, tiles, face;
	int			 tile, blank;

	for (i = 0; i < 2; i++) {
		tiles = face = 0;
		for (k = 0; k <= set[i]->n; k++) {
			tiles += set[i]->count[k];
			face += set[i]->count[k] * set[i]->value[k];
		}
		tap_is_int(tiles, 100, "%s: 100 tiles", set[i]->name);
		tap_is_int(set[i]->count[GCG_BLANK], 2, "%s: 2 blanks",
		    set[i]->name);
		if (set[i] == &gcg_english)
			tap_is_int(face, 187, "english: the tiles are worth "
			    "187 in all");
	}
	tap_is_int(gcg_letter(&gcg_polish, "\xc5\x81" "A", 3, &tile, &blank),
	    2, "polish: the letter L with stroke is two bytes");
	tap_ok(gcg_polish.value[tile] == 3 && !blank, "polish: it is "
	    "worth 3");
	tap_is_int(gcg_letter(&gcg_english, "q", 1, &tile, &blank), 1,
	    "english: a lower-case letter is a letter");
	tap_ok(tile == 17 && blank, "english: q is a blank played as Q");
	tap_is_int(gcg_letter(&gcg_english, "3", 1, &tile, &blank), 0,
	    "english: a digit is no letter");
	tap_ok(gcg_has_polish("x\xc5\xbb", 3) && !gcg_has_polish("ABC", 3),
	    "a Polish letter is found, and none in ABC");
}

/* Put a word down, across from col,row: upper case tiles, lower blanks. */
static int
put_word(struct letterboard *b, int col, int row, int across,
    const char *w, struct lb_place *p)
{
	int	 i, n = 0, tile, blank;

	for (i = 0; w[i] != '\0'; i++) {
		if (w[i] == '.')
			continue;
		gcg_letter(&gcg_english, w + i, 1, &tile, &blank);
		p[n].col = col + (across ? i : 0);
		p[n].row = row + (across ? 0 : i);
		p[n].letter = (char)tile;
		p[n].tag = blank ? GCG_ONBLANK : 0;
		lb_put(b, p[n].col, p[n].row, p[n].letter, p[n].tag);
		n++;
	}
	return n;
}

/* Scores worked by hand from the board. */
static void
test_scores(void)
{
	struct letterboard	 b;
	struct lb_place		 p[GCG_RACK];
	char			 why[GCG_WHY];
	int			 n;

	gcg_board_init(&b);
	/* QI on H8-I8: Q 10 + I 1 = 11, H8 doubles: 22. */
	n = put_word(&b, 7, 7, 1, "QI", p);
	tap_is_int(gcg_score_play(&b, p, n, LB_ACROSS, &gcg_english, why,
	    sizeof(why)), 22, "QI through the centre: 22");
	tap_is_str(why, "QI: Q 10 + I 1, x2 = 22", "QI: the working");
	/*
	 * S on I9, under the I: IS down, I 1 (not new: no premium) + S on
	 * I9, a double letter square, 2: 3.
	 */
	n = put_word(&b, 8, 8, 1, "S", p);
	tap_is_int(gcg_score_play(&b, p, n, LB_DOWN, &gcg_english, why,
	    sizeof(why)), 3, "S under I on I9 (double letter): IS 3");
	lb_free(&b);

	gcg_board_init(&b);
	/*
	 * RETAINs on 8H-8N, the s a blank: R on H8 (double word) 1, E T A
	 * I N 5 (L8 doubles its I: 6 in all), s 0: 7, doubled 14, +50: 64.
	 */
	n = put_word(&b, 7, 7, 1, "RETAINs", p);
	tap_is_int(gcg_score_play(&b, p, n, LB_ACROSS, &gcg_english, why,
	    sizeof(why)), 64, "RETAINs with a blank s: 64");
	/*
	 * ZA down from O7: Z on O7 10, A on O8 (triple word) 1, and the A
	 * makes RETAINsA across (R E T A I N 6, s 0, the old tiles plain,
	 * and A 1: 7), tripled: 21; ZA 11 tripled: 33; 54.
	 */
	n = put_word(&b, 14, 6, 0, "ZA", p);
	tap_is_int(gcg_score_play(&b, p, n, LB_DOWN, &gcg_english, why,
	    sizeof(why)), 54, "ZA down onto O8 forms RETAINsA: 54");
	tap_is_str(why, "ZA: Z 10 + A 1, x3 = 33; RETAINsA: R 1 + E 1 + "
	    "T 1 + A 1 + I 1 + N 1 + s 0 + A 1, x3 = 21", "ZA: the working");
	lb_free(&b);
}

/* A row of the placement table. */
struct placement {
	const char	*board;		/* words down: "COL ROW A|D WORD;" */
	int		 col, row, across;
	const char	*play;		/* '.' for a square left as it is */
	enum lb_fault	 want;
	const char	*name;
};

static const struct placement placements[] = {
	{ "", 7, 7, 1, "QI", LB_OK, "first play through H8" },
	{ "", 3, 7, 1, "WAIT", LB_NOT_ON_START, "first play short of H8" },
	{ "", 7, 3, 0, "WAITE", LB_OK, "first play down through H8" },
	{ "7 7 1 QI", 9, 7, 1, "S", LB_OK, "a hook after QI" },
	{ "7 7 1 QI", 7, 9, 1, "AT", LB_NOT_TOUCHING, "a play apart" },
	{ "7 7 1 QI", 6, 8, 1, "OX", LB_OK, "a play under, side by side" },
	{ "7 7 1 QI", 7, 7, 1, "AT", LB_TAKEN, "a tile on a tile" },
	{ "7 7 1 QI", 6, 6, 1, "A.B", LB_GAP, "a gap in the line" },
	{ "7 7 1 QI", 6, 7, 1, "A..T", LB_OK, "through QI: AQIT" },
};

/* Put the words of a row's board down. */
static void
set_up(struct letterboard *b, const char *desc)
{
	struct lb_place	 p[GCG_RACK];
	char		 word[16];
	int		 col, row, across;

	if (sscanf(desc, "%d %d %d %15s", &col, &row, &across, word) == 4)
		put_word(b, col, row, across, word, p);
}

static void
test_placements(void)
{
	struct letterboard	 b;
	struct lb_place		 p[GCG_RACK];
	const struct placement	*t;
	size_t			 i;
	int			 k, n, tile, blank;

	for (i = 0; i < sizeof(placements) / sizeof(placements[0]); i++) {
		t = &placements[i];
		gcg_board_init(&b);
		set_up(&b, t->board);
		for (k = n = 0; t->play[k] != '\0'; k++) {
			if (t->play[k] == '.')
				continue;
			gcg_letter(&gcg_english, t->play + k, 1, &tile, &blank);
			p[n].col = t->col + (t->across ? k : 0);
			p[n].row = t->row + (t->across ? 0 : k);
			p[n].letter = (char)tile;
			p[n++].tag = 0;
		}
		tap_is_int(lb_check_play(&b, p, n), t->want, "%s: %s", t->name,
		    lb_fault_text(t->want));
		lb_free(&b);
	}
	gcg_board_init(&b);
	tap_ok(b.has_start && b.start_col == 7 && b.start_row == 7,
	    "the board's start square is H8");
	lb_free(&b);
}

int
main(void)
{
	test_premiums();
	test_sets();
	test_scores();
	test_placements();
	return tap_done();
}
