/*
 * cwboard.c: unit tests of lib/letterboard.c, table-driven as MAGPIE's
 * validated_move_test.c is: one row per position, play and expected
 * fault, each legal play beside its nearest illegal twin.  The placement
 * rule is the popular game's, which Control Word follows: "the tiles of
 * one play lie in one line with no gap but tiles already down; the play
 * touches a tile already down".
 */
#include <stdio.h>
#include <string.h>

#include "letterboard.h"
#include "rng.h"
#include "tap.h"

/* A position: tiles as "COL,ROW,across|down,WORD" lines; start square. */
struct position {
	const char	*name;
	const char	*words[4];
	int		 has_start, start_col, start_row;
};

static const struct position positions[] = {
	{ "CAT across at 0,0", { "0 0 a CAT" }, 0, 0, 0 },
	{ "empty board, start square 7,7", { NULL }, 1, 7, 7 },
	{ "empty board, no start square", { NULL }, 0, 0, 0 },
	{ "CAT across at 0,0, TO down from 2,0", { "0 0 a CAT", "2 0 d TO" },
	    0, 0, 0 },
};

/* A play: its tiles as "COL,ROW,LETTER" triples. */
struct row {
	int		 position;
	const char	*play;		/* "3,0,S 3,1,O" */
	enum lb_fault	 want;
	const char	*why;
};

static const struct row rows[] = {
	{ 0, "3,0,S", LB_OK, "adding a letter to a word: CATS" },
	{ 0, "4,0,S", LB_NOT_TOUCHING, "its twin a square away touches nothing" },
	{ 0, "1,1,T", LB_OK, "at right angles under A: AT" },
	{ 0, "5,5,T", LB_NOT_TOUCHING, "a tile far from every tile" },
	{ 0, "3,0,S 3,1,O", LB_OK, "two tiles in one column" },
	{ 0, "3,0,S 4,1,O", LB_NOT_IN_LINE, "two tiles on a diagonal" },
	{ 0, "0,1,A", LB_OK, "an empty square under C" },
	{ 0, "0,0,A", LB_TAKEN, "the square of C holds a tile" },
	{ 0, "0,1,A 1,1,T", LB_OK, "a word parallel: AT under CA" },
	{ 0, "0,1,A 0,1,T", LB_TWICE, "two tiles on one square" },
	{ 0, "", LB_NO_TILES, "a play of no tile" },
	{ 0, "-1,0,S 3,0,S", LB_OK, "a gap filled by tiles down: SCATS" },
	{ 0, "-1,0,S 4,0,S", LB_GAP, "a gap at 3,0 left empty" },
	{ 0, "0,1,A 2,1,E", LB_GAP, "a gap at 1,1 under the row" },
	{ 0, "100001,0,S", LB_FAR_AWAY, "beyond LB_FAR" },
	{ 0, "-100001,-100001,S", LB_FAR_AWAY, "beyond LB_FAR, negative" },
	{ 1, "7,7,A 8,7,T", LB_OK, "the first play covers the start square" },
	{ 1, "8,7,A 9,7,T", LB_NOT_ON_START, "the first play misses it" },
	{ 2, "-3,-9,A -2,-9,T", LB_OK, "no start square: anywhere" },
	{ 3, "2,2,N", LB_OK, "TON, extending a down word" },
	{ 3, "3,1,N", LB_OK, "beside O: ON" },
	{ 3, "3,2,N", LB_NOT_TOUCHING, "diagonal to O touches nothing" },
};

/* Set up a position on a board begun by the caller. */
static void
set_up(struct letterboard *b, const struct position *p)
{
	const char	*s;
	char		 d, word[32];
	int		 c, r, k, i;

	b->has_start = p->has_start;
	b->start_col = p->start_col;
	b->start_row = p->start_row;
	for (i = 0; i < 4 && (s = p->words[i]) != NULL; i++) {
		if (sscanf(s, "%d %d %c %31s", &c, &r, &d, word) != 4)
			continue;
		for (k = 0; word[k] != '\0'; k++)
			lb_put(b, d == 'a' ? c + k : c, d == 'a' ? r : r + k,
			    word[k], 1);
	}
}

/* Read a play's triples into p[]; return how many. */
static int
read_play(const char *s, struct lb_place *p)
{
	int	 n = 0, used;
	char	 letter;

	while (n < LB_MAXPLAY && sscanf(s, " %d,%d,%c%n", &p[n].col,
	    &p[n].row, &letter, &used) == 3) {
		p[n].letter = letter;
		p[n++].tag = 2;
		s += used;
	}
	return n;
}

static void
test_placement(void)
{
	struct letterboard	 b;
	struct lb_place		 p[LB_MAXPLAY];
	size_t			 i;
	int			 n;

	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		lb_init(&b);
		set_up(&b, &positions[rows[i].position]);
		n = read_play(rows[i].play, p);
		tap_is_int(lb_check_play(&b, p, n), rows[i].want,
		    "%s: play '%s': %s (%s)", positions[rows[i].position].name,
		    rows[i].play, rows[i].why, lb_fault_text(rows[i].want));
		lb_free(&b);
	}
}

/* Collect the words of a board as "WORD," into a string. */
static void
collect(const struct letterboard *b, const struct lb_word *w, void *arg)
{
	char	 buf[128];

	lb_word_letters(b, w, buf);
	strcat(arg, buf);
	strcat(arg, ",");
}

static void
test_words(void)
{
	struct letterboard	 b;
	struct lb_place		 p[LB_MAXPLAY];
	struct lb_word		 w[LB_MAXWORDS];
	char			 buf[256];
	int			 n, nw, k;

	lb_init(&b);
	set_up(&b, &positions[0]);
	n = read_play("0,1,A 1,1,T", p);
	for (k = 0; k < n; k++)
		lb_put(&b, p[k].col, p[k].row, p[k].letter, p[k].tag);
	nw = lb_play_words(&b, p, n, LB_ACROSS, w);
	tap_is_int(nw, 3, "AT under CA forms three words: AT, CA, AT");
	buf[0] = '\0';
	for (k = 0; k < nw; k++)
		collect(&b, &w[k], buf);
	tap_is_str(buf, "AT,CA,AT,", "the main word first, then the cross "
	    "words in the play's order");
	tap_is_int(lb_word_tile(&b, &w[1], 1).tag, 2, "a cross word's second "
	    "tile is the new one, with its tag");
	buf[0] = '\0';
	tap_is_int(lb_each_word(&b, collect, buf), 4, "the whole board holds "
	    "four words");
	tap_is_str(buf, "CAT,AT,CA,AT,", "across words first, then down");
	lb_free(&b);

	lb_init(&b);
	set_up(&b, &positions[0]);
	n = read_play("1,1,T", p);
	lb_put(&b, 1, 1, 'T', 2);
	nw = lb_play_words(&b, p, n, LB_ACROSS, w);
	tap_is_int(nw, 1, "one tile under A, named across: only AT down");
	nw = lb_play_words(&b, p, n, LB_DOWN, w);
	tap_is_int(nw, 1, "named down: AT, once");
	lb_free(&b);
}

static void
test_grid(void)
{
	struct letterboard	 b, c;
	int			 k;

	lb_init(&b);
	tap_is_int(lb_get(&b, 5, 5).letter, 0, "an empty board's square");
	tap_ok(lb_put(&b, -40, 30, 'Q', 3), "a tile at -40,30");
	tap_ok(lb_put(&b, -41, 30, 'U', 3), "a tile beside it");
	tap_ok(!lb_put(&b, 90000, 30, 'X', 3), "a square far from every "
	    "tile is refused before the grid grows to it");
	tap_ok(!lb_put(&b, 100001, 30, 'X', 3), "beyond LB_FAR is refused");
	for (k = 0; k < 60; k++)
		lb_put(&b, -40 + k, 31, 'E', 1);
	tap_is_int((long long)b.ntiles, 62, "62 tiles down after a row of 60");
	tap_is_int(lb_get(&b, -40, 30).letter, 'Q', "the grid grew and kept Q");
	lb_copy(&c, &b);
	lb_remove(&b, -40, 30);
	tap_is_int(lb_get(&b, -40, 30).letter, 0, "Q removed");
	tap_is_int(lb_get(&c, -40, 30).letter, 'Q', "the copy keeps it");
	tap_is_int((long long)b.ntiles, 61, "61 tiles after the removal");
	lb_remove(&b, -40, 30);
	tap_is_int((long long)b.ntiles, 61, "removing from an empty square "
	    "changes nothing");
	lb_free(&b);
	lb_free(&c);
}

/*
 * Two rows of width tiles, A above B, put down from the last square to
 * the first: lb_each_word() finds two words across, then width words AB
 * down, left to right.  Boards of up to 63 columns are read as bits, and
 * wider ones square by square; 70 columns are more tiles than the words
 * ever were sorted on the stack for.
 */
static void
two_rows(int width)
{
	struct letterboard	 b;
	char			 buf[1024], want[1024];
	int			 k, n = 0;

	lb_init(&b);
	for (k = width - 1; k >= 0; k--) {
		lb_put(&b, k, 1, 'B', 0);
		lb_put(&b, k, 0, 'A', 0);
	}
	for (k = 0; k < width; k++)
		want[n++] = 'A';
	want[n++] = ',';
	for (k = 0; k < width; k++)
		want[n++] = 'B';
	want[n++] = ',';
	for (k = 0; k < width; k++) {
		memcpy(want + n, "AB,", 3);
		n += 3;
	}
	want[n] = '\0';
	buf[0] = '\0';
	tap_is_int(lb_each_word(&b, collect, buf), width + 2, "two rows of "
	    "%d: two words across, %d down", width, width);
	tap_is_str(buf, want, "across words first, then down, left to right");
	lb_free(&b);
}

static void
test_many_words(void)
{
	struct letterboard	 b;
	char			 buf[256], want[256];
	int			 k, r;

	two_rows(63);
	two_rows(64);
	two_rows(70);
	/* A column of 65 tiles is read square by square; of 64, as bits. */
	for (k = 64; k <= 65; k++) {
		lb_init(&b);
		for (r = k - 1; r >= 0; r--)
			lb_put(&b, 5, r, 'C', 0);
		lb_put(&b, 6, k - 1, 'D', 0);
		memcpy(want, "CD,", 3);
		memset(want + 3, 'C', (size_t)k);
		memcpy(want + 3 + k, ",", 2);
		buf[0] = '\0';
		tap_is_int(lb_each_word(&b, collect, buf), 2, "a column of "
		    "%d, a tile beside its last: two words", k);
		tap_is_str(buf, want, "the across word, then the column whole");
		lb_free(&b);
	}
}

/* Whether a square holds a tile, read through lb_get() alone. */
static int
holds(const struct letterboard *b, int col, int row)
{
	return lb_get(b, col, row).letter != '\0';
}

/*
 * The placement rule in the words of its comment in letterboard.h, one
 * condition after another, each tile's in turn: the reference the random
 * plays below hold lb_check_play() to.
 */
static enum lb_fault
rule_says(const struct letterboard *b, const struct lb_place *p, int n)
{
	int	 i, j, k, lo, hi, across = 1, down = 1, touch = 0, start = 0;
	int	 at;

	if (n <= 0)
		return LB_NO_TILES;
	if (n > LB_MAXPLAY)
		return LB_TOO_MANY;
	for (i = 0; i < n; i++) {
		if (!lb_near(p[i].col, p[i].row))
			return LB_FAR_AWAY;
		if (holds(b, p[i].col, p[i].row))
			return LB_TAKEN;
		for (j = 0; j < i; j++)
			if (p[j].col == p[i].col && p[j].row == p[i].row)
				return LB_TWICE;
	}
	for (i = 0; i < n; i++) {
		across = across && p[i].row == p[0].row;
		down = down && p[i].col == p[0].col;
	}
	if (!across && !down)
		return LB_NOT_IN_LINE;
	lo = hi = across ? p[0].col : p[0].row;
	for (i = 0; i < n; i++) {
		at = across ? p[i].col : p[i].row;
		if (at < lo)
			lo = at;
		if (at > hi)
			hi = at;
	}
	for (k = lo; k <= hi; k++) {
		int	 c = across ? k : p[0].col, r = across ? p[0].row : k;
		int	 in = 0;

		for (i = 0; i < n; i++)
			if (p[i].col == c && p[i].row == r)
				in = 1;
		if (!in && !holds(b, c, r))
			return LB_GAP;
	}
	for (i = 0; i < n; i++) {
		if (holds(b, p[i].col - 1, p[i].row) ||
		    holds(b, p[i].col + 1, p[i].row) ||
		    holds(b, p[i].col, p[i].row - 1) ||
		    holds(b, p[i].col, p[i].row + 1))
			touch = 1;
		if (b->has_start && p[i].col == b->start_col &&
		    p[i].row == b->start_row)
			start = 1;
	}
	if (b->ntiles == 0)
		return !b->has_start || start ? LB_OK : LB_NOT_ON_START;
	return touch ? LB_OK : LB_NOT_TOUCHING;
}

/* A random play of up to 7 tiles near x,y: mostly in a line, at times not. */
static int
random_play(struct rng *r, int x, int y, struct lb_place *p)
{
	int	 n = 1 + (int)rng_below(r, 7), i, kind = (int)rng_below(r, 10);
	int	 across = (int)rng_below(r, 2), c = x + (int)rng_below(r, 14);
	int	 row = y + (int)rng_below(r, 14), gap = (int)rng_below(r, 4);

	for (i = 0; i < n; i++) {
		p[i].col = across ? c + i + (i > 0 && gap == 0) : c;
		p[i].row = across ? row : row + i + (i > 0 && gap == 0);
		if (kind == 0) {	/* anywhere near */
			p[i].col = x + (int)rng_below(r, 14);
			p[i].row = y + (int)rng_below(r, 14);
		} else if (kind == 1 && i == n - 1)	/* one twice */
			p[i] = p[0];
		else if (kind == 2 && i == n - 1)	/* one far away */
			p[i].col = LB_FAR + 1 + (int)rng_below(r, 3);
		p[i].letter = 'A';
		p[i].tag = 1;
	}
	if (kind == 3 && n > 1) {	/* out of order along the line */
		struct lb_place t = p[0];

		p[0] = p[n - 1];
		p[n - 1] = t;
	}
	return n;
}

/*
 * Random boards (tiles strewn near a corner of the grid, on its edge or
 * near LB_FAR, or none with a start square) and random plays on them:
 * lb_check_play(), which gathers its conditions without branching on
 * them, says what the rule says, fault for fault; and every fault is
 * seen, so that the comparison could fail.
 */
static void
test_random_plays(void)
{
	static const int	 corner[][2] = { { 0, 0 }, { -40, 17 },
		{ LB_FAR - 9, -LB_FAR } };
	struct letterboard	 b;
	struct lb_place		 p[LB_MAXPLAY];
	struct rng		 r;
	int			 seen[LB_NOT_ON_START + 1] = { 0 };
	int			 i, k, n, x, y, tiles, bad = 0, plays = 0;
	enum lb_fault		 want, got;

	rng_seed(&r, 24);
	for (i = 0; i < 3000; i++) {
		lb_init(&b);
		x = corner[i % 3][0];
		y = corner[i % 3][1];
		tiles = i % 10 == 0 ? 0 : (int)rng_below(&r, 60);
		b.has_start = tiles == 0 && i % 20 == 0;
		b.start_col = x + 5;
		b.start_row = y + 5;
		for (k = 0; k < tiles; k++)
			(void)lb_put(&b, x + (int)rng_below(&r, 14), y +
			    (int)rng_below(&r, 14), 'E', 1);
		for (k = 0; k < 20; k++, plays++) {
			n = random_play(&r, x - 1, y - 1, p);
			want = rule_says(&b, p, n);
			got = lb_check_play(&b, p, n);
			seen[want]++;
			if (got != want && bad++ < 5)
				printf("#   board %d play %d: %s, not %s\n", i,
				    k, lb_fault_text(got), lb_fault_text(want));
		}
		lb_free(&b);
	}
	tap_is_int(bad, 0, "%d random plays on 3000 random boards: "
	    "lb_check_play() says what the rule says", plays);
	for (k = LB_OK; k <= LB_NOT_ON_START; k++)
		if (k != LB_NO_TILES && k != LB_TOO_MANY)
			tap_ok(seen[k] > 0, "the random plays: %d %s",
			    seen[k], lb_fault_text((enum lb_fault)k));
}

/*
 * lb_word_read() finds the word lb_word_at() finds, through every square
 * of random boards in both directions, and reads the letters
 * lb_word_letters() reads, cut to its buffer.
 */
static void
test_word_read(void)
{
	struct letterboard	 b;
	struct lb_word		 w, x;
	struct rng		 r;
	char			 got[8], want[64];
	int			 i, k, c, row, d, len, size, bad = 0, words = 0;

	rng_seed(&r, 8);
	for (i = 0; i < 200; i++) {
		lb_init(&b);
		for (k = (int)rng_below(&r, 80); k > 0; k--)
			(void)lb_put(&b, (int)rng_below(&r, 12), (int)rng_below(
			    &r, 12), (char)('A' + rng_below(&r, 26)), 1);
		for (c = -1; c <= 12; c++)
			for (row = -1; row <= 12; row++)
				for (d = LB_ACROSS; d <= LB_DOWN; d++) {
					size = 1 + (int)rng_below(&r, 8);
					memset(&w, 0, sizeof(w));
					memset(&x, 0, sizeof(x));
					len = lb_word_read(&b, c, row,
					    (enum lb_dir)d, &w, got,
					    (size_t)size);
					if (len != lb_word_at(&b, c, row,
					    (enum lb_dir)d, &x) || (len > 0 &&
					    memcmp(&w, &x, sizeof(w)) != 0)) {
						bad++;
						continue;
					}
					if (len < 2)
						continue;
					words++;
					lb_word_letters(&b, &x, want);
					want[len < size - 1 ? len : size - 1] =
					    '\0';
					bad += strcmp(got, want) != 0;
				}
		lb_free(&b);
	}
	tap_ok(bad == 0 && words > 1000, "lb_word_read: the word lb_word_at "
	    "finds, its letters as lb_word_letters reads them, cut to the "
	    "buffer (%d words)", words);
}

/* Append a word's place, direction and length to the text at arg. */
static void
place_of(const struct letterboard *b, const struct lb_word *w, void *arg)
{
	char	 buf[64];

	(void)b;
	snprintf(buf, sizeof(buf), "%d,%d,%c,%d;", w->col, w->row,
	    w->dir == LB_ACROSS ? 'a' : 'd', w->len);
	strcat(arg, buf);
}

/*
 * The words of the board found square by square through lb_get() over a
 * window wider than its grid: each across word, row by row, left to
 * right, then each down word in the same order, as lb_each_word() hands
 * them.
 */
static void
brute_words(const struct letterboard *b, char *out)
{
	struct lb_word	 w;
	int		 c, r, dc, lo = -60, hi = 60;

	out[0] = '\0';
	for (dc = 1; dc >= 0; dc--) {
		w.dir = dc ? LB_ACROSS : LB_DOWN;
		for (r = lo; r <= hi; r++)
			for (c = lo; c <= hi; c++) {
				if (lb_get(b, c, r).letter == '\0' ||
				    lb_get(b, c - dc, r - !dc).letter != '\0')
					continue;
				for (w.len = 1; lb_get(b, c + dc * w.len, r +
				    !dc * w.len).letter != '\0'; w.len++)
					continue;
				w.col = c;
				w.row = r;
				if (w.len >= 2)
					place_of(b, &w, out);
			}
	}
}

/*
 * Random boards, their tiles in a window of some rows and columns at a
 * random place, on a grid as the tiles grew it (read as bits, the rows
 * from the first tile's to the last's) or grown wider than 63 columns
 * (read square by square): lb_each_word() finds the words the brute
 * force finds, in its order.
 */
static void
test_random_words(void)
{
	struct letterboard	 b;
	struct rng		 r;
	static char		 got[16384], want[16384];
	int			 i, k, n, x, y, w, h, wide, bad = 0, words = 0;

	rng_seed(&r, 11);
	for (i = 0; i < 3000; i++) {
		lb_init(&b);
		wide = i % 3 == 0;
		x = (int)rng_below(&r, 20) - 10;
		y = (int)rng_below(&r, 20) - 10;
		w = 1 + (int)rng_below(&r, 12);
		h = 1 + (int)rng_below(&r, 12);
		n = 1 + (int)rng_below(&r, (uint64_t)(w * h));
		for (k = 0; k < n; k++)
			(void)lb_put(&b, x + (int)rng_below(&r, (uint64_t)w),
			    y + (int)rng_below(&r, (uint64_t)h), 'A', 0);
		if (wide) {
			(void)lb_put(&b, x - 30, y, 'A', 0);
			lb_remove(&b, x - 30, y);
			(void)lb_put(&b, x + 40, y, 'A', 0);
			lb_remove(&b, x + 40, y);
		}
		got[0] = '\0';
		words += lb_each_word(&b, place_of, got);
		brute_words(&b, want);
		bad += strcmp(got, want) != 0;
		lb_free(&b);
	}
	tap_ok(bad == 0 && words > 3000, "3000 random boards, some on grids "
	    "wider than 63 columns: the words found as square by square, in "
	    "order (%d words, %d boards differ)", words, bad);
}

int
main(void)
{
	test_word_read();
	test_placement();
	test_random_plays();
	test_words();
	test_grid();
	test_many_words();
	test_random_words();
	return tap_done();
}
