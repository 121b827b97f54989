/*
 * agboard.c: unit tests for lib/ag/board.c: squares and their names, the
 * stand-in layout (symmetric, the same as data/ag/standin.board), board
 * files and Flags, Stars and Clouds tags, and every way they can be wrong
 * (the place and the message of each).
 */
#include <stdio.h>
#include <string.h>

#include "ag/board.h"
#include "tap.h"

/* A board file that must be refused at line:col with text in its message. */
struct bad_file {
	const char	*text;
	unsigned int	 line, col;
	const char	*message;
};

static const struct bad_file bad_files[] = {
	{ "flags D4\nstars\n", 2, 0, "no line of clouds" },
	{ "flags D4\nstars\nclouds\nflags E5\n", 4, 1,
	  "a second line of flags" },
	{ "flags D4\nstar B2\n", 2, 1, "expected flags, stars or clouds" },
	{ "flags D4 N4\nstars\nclouds\n", 1, 10, "'N4' is not a square" },
	{ "flags D4 A14\nstars\nclouds\n", 1, 10, "'A14' is not a square" },
	{ "flags D04\nstars\nclouds\n", 1, 7, "'D04' is not a square" },
	{ "flags D0\nstars\nclouds\n", 1, 7, "'D0' is not a square" },
	{ "flags d4\nstars\nclouds\n", 1, 7, "'d4' is not a square" },
	{ "flags D4\nstars  B2 D4\nclouds\n", 2, 11, "D4 is already a flag" },
	{ "flags D4 D4\nstars\nclouds\n", 1, 10, "D4 is already a flag" },
	{ "flags\nstars B2\nclouds\n", 3, 0, "no flag" },
	{ "flags D4\nstars\xc3\xa9\nclouds\n", 2, 6, "not printable ASCII" },
	{ "# \x80 in a comment\nflags D4\nstars\nclouds\n", 1, 3, "byte 0x80" },
	{ "flags D4 D99999999999999999999\nstars\nclouds\n", 1, 10,
	  "is not a square" },
};

/* Parse text (len bytes) as a board file named "t.board". */
static int
parse(const char *text, size_t len, struct ag_board *b, struct verdict *v)
{
	verdict_clear(v);
	return ag_board_parse(b, "t.board", text, len, v);
}

static void
squares(void)
{
	char	 name[AG_NAMEBUF];
	int	 sq;

	tap_ok(ag_square_parse("A1", 2, &sq) && sq == 0, "A1 is square 0");
	tap_ok(ag_square_parse("M13", 3, &sq) && sq == AG_SQUARES - 1,
	    "M13 is the last square");
	tap_ok(ag_square_parse("D4", 2, &sq) && sq == 3 * 13 + 3,
	    "D4: column D from the west, row 4 from the north");
	tap_is_str(ag_square_name(3 * 13 + 3, name), "D4", "square 42 is D4");
	tap_is_str(ag_square_name(12 * 13, name), "A13", "square 156 is A13");
	tap_ok(!ag_square_parse("A", 1, &sq) && !ag_square_parse("N1", 2, &sq)
	    && !ag_square_parse("A0", 2, &sq) && !ag_square_parse("A14", 3,
	    &sq) && !ag_square_parse("A1x", 3, &sq) &&
	    !ag_square_parse("A100", 4, &sq), "A, N1, A0, A14, A1x, A100 "
	    "are not squares");
}

/* The stand-in is the same under the 8 turns and mirrors of the board. */
static void
standin(void)
{
	struct ag_board	 b, f;
	struct verdict	 v;
	char		 list[4 * AG_SQUARES];
	int		 sq, r, c, t, same = 1, n[AG_NMARKS] = { 0 };

	ag_board_standin(&b);
	for (sq = 0; sq < AG_SQUARES; sq++) {
		n[b.mark[sq]]++;
		r = sq / AG_SIZE;
		c = sq % AG_SIZE;
		for (t = 0; t < 8; t++) {
			int rr = t & 1 ? AG_SIZE - 1 - r : r;
			int cc = t & 2 ? AG_SIZE - 1 - c : c;
			int x = t & 4 ? cc * AG_SIZE + rr : rr * AG_SIZE + cc;
			same &= b.mark[x] == b.mark[sq];
		}
	}
	tap_ok(same, "the stand-in is the same under every turn and mirror");
	tap_ok(n[AG_FLAG] == 4 && n[AG_STAR] == 8 && n[AG_CLOUD] == 8,
	    "the stand-in: 4 flags, 8 stars, 8 clouds");
	ag_board_list(&b, AG_FLAG, list, sizeof(list));
	tap_is_str(list, "D4 J4 D10 J10", "its flags, row by row");
	verdict_clear(&v);
	tap_ok(ag_board_read_file(&f, "data/ag/standin.board", &v) &&
	    memcmp(&f, &b, sizeof(b)) == 0,
	    "data/ag/standin.board is the stand-in built in");
}

static void
files(void)
{
	struct ag_board	 b;
	struct verdict	 v;
	size_t		 i;
	const char	*good = "# a comment\r\n\n  flags D4\tM13 # two\n"
	    "clouds\nstars A1 # the corner\n";
	const struct bad_file *bf;

	tap_ok(parse(good, strlen(good), &b, &v) && b.mark[42] == AG_FLAG &&
	    b.mark[AG_SQUARES - 1] == AG_FLAG && b.mark[0] == AG_STAR,
	    "comments, blank lines, tabs, CRLF and any order of lines");
	for (i = 0; i < sizeof(bad_files) / sizeof(bad_files[0]); i++) {
		bf = &bad_files[i];
		parse(bf->text, strlen(bf->text), &b, &v);
		if (!tap_ok(v.status == EXIT_TROUBLE &&
		    v.pos.line == bf->line && v.pos.col == bf->col &&
		    strstr(v.text, bf->message) != NULL,
		    "refused at %u:%u: %s", bf->line, bf->col, bf->message))
			printf("#   got %u:%u: %s\n", v.pos.line, v.pos.col,
			    v.text);
	}
	{
		static const char nul[] = "flags D4\n\0stars\nclouds\n";

		parse(nul, sizeof(nul) - 1, &b, &v);
		tap_ok(v.status == EXIT_TROUBLE && v.pos.line == 2 &&
		    v.pos.col == 1 && strstr(v.text, "byte 0x00") != NULL,
		    "a NUL byte is refused at its place: %s", v.text);
	}
	{
		static char	 longline[2000];

		memset(longline, ' ', sizeof(longline) - 1);
		memcpy(longline, "flags", 5);
		parse(longline, sizeof(longline) - 1, &b, &v);
		tap_ok(v.status == EXIT_TROUBLE && v.pos.line == 1 &&
		    strstr(v.text, "longer than 1024") != NULL,
		    "a line of 1999 bytes is refused: %s", v.text);
	}
	verdict_clear(&v);
	tap_ok(!ag_board_read_file(&b, "no/such.board", &v) &&
	    v.status == EXIT_TROUBLE && strstr(v.text, "cannot open") != NULL,
	    "a missing file: %s", v.text);
}

/* Read a game whose tags are Flags f, Stars s and Clouds c (NULL: none). */
static int
from_tags(const char *f, const char *s, const char *c, struct ag_board *b,
    struct verdict *v)
{
	struct rec_tag	 t[3];
	struct rec_game	 g;
	const char	*name[3] = { "Flags", "Stars", "Clouds" };
	const char	*value[3] = { f, s, c };
	int		 i;

	memset(&g, 0, sizeof(g));
	g.tags = t;
	g.pos.file = "g.rec";
	g.pos.line = 1;
	for (i = 0; i < 3; i++) {
		if (value[i] == NULL)
			continue;
		memset(&t[g.ntags], 0, sizeof(t[0]));
		t[g.ntags].name = name[i];
		t[g.ntags].value = value[i];
		t[g.ntags].pos.file = t[g.ntags].value_pos.file = "g.rec";
		t[g.ntags].pos.line = t[g.ntags].value_pos.line =
		    (unsigned int)i + 1;
		t[g.ntags].pos.col = 1;
		t[g.ntags].value_pos.col = (unsigned int)strlen(name[i]) + 3;
		g.ntags++;
	}
	verdict_clear(v);
	return ag_board_from_tags(b, &g, v);
}

static void
tags(void)
{
	struct ag_board	 b, s;
	struct verdict	 v;

	ag_board_standin(&s);
	tap_ok(from_tags(NULL, NULL, NULL, &b, &v) &&
	    memcmp(&b, &s, sizeof(b)) == 0, "no tags: the stand-in");
	tap_ok(from_tags("A1  E5", NULL, "", &b, &v) && b.mark[0] == AG_FLAG &&
	    b.mark[42] == AG_PLAIN && b.mark[56] == AG_FLAG &&
	    b.mark[13 + 5] == AG_PLAIN && b.mark[2 * 13 + 6] == AG_STAR,
	    "Flags and an empty Clouds replace theirs; Stars stays the "
	    "stand-in's");
	tap_ok(!from_tags("A1 B2", NULL, NULL, &b, &v) && v.pos.line == 1 &&
	    v.pos.col == 12 && strstr(v.text, "Flags: B2 is already a star"),
	    "a flag on a stand-in star is refused at its column: %s", v.text);
	tap_ok(!from_tags(NULL, "G3 Z9", NULL, &b, &v) && v.pos.line == 2 &&
	    v.pos.col == 12 && strstr(v.text, "Stars: 'Z9' is not a square"),
	    "a bad square in Stars at its column: %s", v.text);
	tap_ok(!from_tags("", NULL, NULL, &b, &v) && v.pos.line == 1 &&
	    strstr(v.text, "no flag"), "an empty Flags: no flag to start from");
}

int
main(void)
{
	squares();
	standin();
	files();
	tags();
	return tap_done();
}
