/*
 * nwrules.c: unit tests for lib/nw/board.c and lib/nw/rules.c: the names
 * of squares and energy fields, the corners and the squares beside a
 * field, then one table of robot moves and one of battery moves, a row a
 * (position, move, what the rules text says), each legal row beside its
 * nearest illegal one (shared/rules/netzwerk.md with READINGS.md).
 */
#include <stdio.h>
#include <string.h>

#include "nw/board.h"
#include "nw/rules.h"
#include "tap.h"

static const char *const names[2] = { "ann", "bob" };

/* Set up a 6x6 board: robots and batteries listed as "a1 c2", South to
 * move in round 1. */
static void
setup(struct nw_pos *p, const char *south, const char *north,
    const char *batteries)
{
	const char	*lists[3] = { south, north, batteries };
	const char	*s;
	size_t		 len;
	int		 i, n;

	nw_pos_init(p, 6, 6);
	memset(p->square, 0, sizeof(p->square));
	memset(p->field, 0, sizeof(p->field));
	p->robots[0] = p->robots[1] = 0;
	for (i = 0; i < 3; i++)
		for (s = lists[i]; *s != '\0'; s += len + strspn(s + len, " ")) {
			n = i < 2 ? nw_square_parse(p, s, &len) :
			    nw_field_parse(p, s, &len);
			if (i < 2) {
				p->square[n] = i == 0 ? NW_SQ_SOUTH :
				    NW_SQ_NORTH;
				p->robots[i]++;
			} else
				p->field[n] = NW_FD_BATTERY;
		}
}

/* Read a path "c2-c3" into the move. */
static void
read_path(const struct nw_pos *p, const char *s, struct nw_move *m)
{
	size_t	 len;

	memset(m, 0, sizeof(*m));
	m->kind = NW_MOVE_ROBOT;
	for (;;) {
		m->path[m->npath++] = (short)nw_square_parse(p, s, &len);
		if (s[len] != '-')
			return;
		s += len + 1;
	}
}

static void
test_names(void)
{
	static const struct {
		const char	*text;
		int		 field;
		int		 want;	/* the index, or -1, -2 */
	} rows[] = {
		{ "a1", 0, 0 }, { "c2", 0, 8 }, { "f6", 0, 35 },
		{ "g1", 0, -1 }, { "a7", 0, -1 }, { "a0", 0, -2 },
		{ "a07", 0, -2 }, { "A1", 0, -2 }, { "c", 0, -2 },
		{ "A0", 1, 0 }, { "C1", 1, 9 }, { "G6", 1, 48 },
		{ "H1", 1, -1 }, { "A7", 1, -1 }, { "A00", 1, -2 },
		{ "a1", 1, -2 }
	};
	struct nw_pos	 p;
	char		 buf[NW_NAMEBUF];
	size_t		 i, len;
	int		 got;

	nw_pos_init(&p, 6, 6);
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		got = rows[i].field ? nw_field_parse(&p, rows[i].text, &len) :
		    nw_square_parse(&p, rows[i].text, &len);
		tap_is_int(got, rows[i].want, "%s '%s' reads as %d",
		    rows[i].field ? "field" : "square", rows[i].text,
		    rows[i].want);
		if (got < 0)
			continue;
		if (rows[i].field)
			nw_field_name(&p, got, buf);
		else
			nw_square_name(&p, got, buf);
		tap_is_str(buf, rows[i].text, "%s is written back the same",
		    rows[i].text);
	}
}

static void
test_geometry(void)
{
	struct nw_pos	 p;
	char		 text[64], buf[NW_NAMEBUF];
	int		 c[4], sq[4], i, n, cols, rows;
	size_t		 len;

	nw_pos_init(&p, 6, 6);
	/* "square c2 has corners C1, D1, C2, D2": in spending order, behind
	 * before in front and left before right, as each side sees it. */
	nw_corners(&p, nw_square(&p, 2, 1), NW_SOUTH, c);
	for (i = 0, text[0] = '\0'; i < 4; i++) {
		nw_field_name(&p, c[i], buf);
		strcat(text, buf);
	}
	tap_is_str(text, "C1D1C2D2", "c2's corners for South: C1 D1 C2 D2");
	nw_corners(&p, nw_square(&p, 2, 1), NW_NORTH, c);
	for (i = 0, text[0] = '\0'; i < 4; i++) {
		nw_field_name(&p, c[i], buf);
		strcat(text, buf);
	}
	tap_is_str(text, "D2C2D1C1", "c2's corners for North: D2 C2 D1 C1");
	n = nw_beside(&p, nw_field_parse(&p, "D3", &len), sq);
	for (i = 0, text[0] = '\0'; i < n; i++) {
		nw_square_name(&p, sq[i], buf);
		strcat(text, buf);
	}
	tap_is_str(text, "c3d3c4d4", "D3 is beside c3, d3, c4 and d4");
	tap_is_int(nw_beside(&p, nw_field_parse(&p, "A0", &len), sq), 1,
	    "A0, a corner of the board, is beside one square");
	tap_is_int(nw_beside(&p, nw_field_parse(&p, "A3", &len), sq), 2,
	    "A3, on the edge, is beside two");
	/* The start: six robots a side, seven batteries a side. */
	for (i = 0, n = 0; i < nw_nfields(&p); i++)
		n += p.field[i] & NW_FD_BATTERY;
	tap_is_int(n, 14, "the start has 14 batteries");
	tap_ok(p.field[nw_field_parse(&p, "A1", &len)] &&
	    p.field[nw_field_parse(&p, "G5", &len)] &&
	    !p.field[nw_field_parse(&p, "A0", &len)],
	    "South's on row 1, North's on row 5, before the robots");
	tap_ok(nw_robot(&p, nw_square(&p, 0, 0)) == NW_SOUTH &&
	    nw_robot(&p, nw_square(&p, 5, 5)) == NW_NORTH,
	    "South's robots on rank 1, North's on rank 6");
	tap_ok(nw_board_parse("6x6", &cols, &rows) && cols == 6 && rows == 6,
	    "Board 6x6");
	tap_ok(nw_board_parse("25x26", &cols, &rows) && cols == 25 &&
	    rows == 26, "Board 25x26, the largest");
	tap_ok(nw_board_parse("2x3", &cols, &rows), "Board 2x3, the smallest");
	tap_ok(!nw_board_parse("26x6", &cols, &rows) &&
	    !nw_board_parse("6x2", &cols, &rows) &&
	    !nw_board_parse("6x", &cols, &rows) &&
	    !nw_board_parse("x6", &cols, &rows) &&
	    !nw_board_parse("6x6x", &cols, &rows),
	    "Board 26x6, 6x2, 6x, x6, 6x6x are not boards");
}

/* A robot's move in a position, and what the rules say of it. */
struct robot_row {
	const char	*name;
	const char	*south, *north, *batteries;
	const char	*path;
	int		 compulsory;
	int		 cost;		/* if legal */
	int		 capture;	/* if legal */
	const char	*why;		/* a part of the fault, or NULL */
};

static const struct robot_row robot_rows[] = {
	{ "example 1: move 1 space = 1 battery", "c2", "f6", "C1 G6",
	    "c2-c3", 0, 1, 0, NULL },
	{ "example 1, no battery", "c2 a1", "f6", "A0 G6",
	    "c2-c3", 0, 0, 0, "it has no battery beside it" },
	{ "example 2: move 2 spaces = 2 batteries", "c2", "f6",
	    "C1 D1 G6", "c2-c3-c4", 0, 2, 0, NULL },
	{ "example 2, one battery short", "c2", "f6", "C1 G6",
	    "c2-c3-c4", 0, 0, 0, "1 battery beside it and the path costs 2" },
	{ "example 3: strike on the next space = 2", "c2", "c3 f6",
	    "C1 D1 G6", "c2-c3", 0, 2, 1, NULL },
	{ "example 3, one battery short", "c2", "c3 f6", "C1 G6",
	    "c2-c3", 0, 0, 0, "1 battery beside it and the path costs 2" },
	{ "example 4: jump an own robot = 2", "c2 c3", "f6", "C1 D1 G6",
	    "c2-c4", 0, 2, 0, NULL },
	{ "example 4, over an enemy", "c2", "c3 f6", "C1 D1 G6",
	    "c2-c4", 0, 0, 0, "robots never jump over enemy robots" },
	{ "example 5: jump and strike = 4", "c2 c3", "c5 f6",
	    "C1 D1 C2 D2 G6", "c2-c4-c5", 0, 4, 1, NULL },
	{ "example 5, one battery short", "c2 c3", "c5 f6",
	    "C1 D1 C2 G6", "c2-c4-c5", 0, 0, 0,
	    "3 batteries beside it and the path costs 4" },
	{ "a jump onto an enemy: 2 + 1", "c2 c3", "c4 f6", "C1 D1 C2 G6",
	    "c2-c4", 0, 3, 1, NULL },
	{ "sideways, left", "c3", "f6", "C2 G6", "c3-b3", 0, 1, 0, NULL },
	{ "never backwards", "c3", "f6", "C2 G6", "c3-c2", 0, 0, 0,
	    "never move backwards" },
	{ "never diagonally", "c3", "f6", "C2 G6", "c3-d4", 0, 0, 0,
	    "never move diagonally" },
	{ "a capture ends the move", "c2", "c3 f6", "C1 D1 C2 D2 G6",
	    "c2-c3-c4", 0, 0, 0, "a capture ends the move" },
	{ "one robot a square", "c2 c3", "f6", "C1 D1 G6", "c2-c3", 0,
	    0, 0, "one robot a square" },
	{ "no square twice", "c2", "f6", "C1 D1 G6", "c2-b2-c2", 0, 0, 0,
	    "where it began" },
	{ "compulsory: the capture", "a1 c2", "c3 f6", "A0 C1 D1 G6",
	    "c2-c3", 1, 2, 1, NULL },
	{ "compulsory: not another move", "a1 c2", "c3 f6", "A0 C1 D1 G6",
	    "a1-a2", 1, 0, 0, "capture is compulsory" },
	{ "compulsory: a capture out of reach does not bind", "a1 c2",
	    "c3 f6", "A0 C1 G6", "a1-a2", 1, 1, 0, NULL },
	{ NULL, NULL, NULL, NULL, NULL, 0, 0, 0, NULL }
};

static void
test_robots(void)
{
	const struct robot_row	*r;
	struct nw_rules		 rules;
	struct nw_pos		 p;
	struct nw_move		 m;
	struct nw_fault		 f;
	int			 legal;

	for (r = robot_rows; r->name != NULL; r++) {
		memset(&rules, 0, sizeof(rules));
		rules.compulsory_capture = r->compulsory;
		setup(&p, r->south, r->north, r->batteries);
		read_path(&p, r->path, &m);
		m.side = NW_SOUTH;
		legal = nw_check(&p, &rules, names, &m, 0, &f);
		if (r->why == NULL) {
			if (!tap_ok(legal, "%s: legal", r->name))
				printf("#   %s\n", f.why);
			tap_is_int(m.cost, r->cost, "%s: costs %d", r->name,
			    r->cost);
			tap_is_int(m.capture >= 0, r->capture, "%s: %s",
			    r->name, r->capture ? "captures" : "no capture");
		} else if (!tap_ok(!legal && strstr(f.why, r->why) != NULL,
		    "%s: illegal, '%s'", r->name, r->why))
			printf("#   %s\n", legal ? "legal" : f.why);
	}
}

/* A battery's move after ann's robot a1 moved to a2. */
struct battery_row {
	const char	*name;
	const char	*south, *north, *batteries;
	const char	*from, *to;
	int		 bare, frozen;
	const char	*why;		/* NULL if legal */
};

static const struct battery_row battery_rows[] = {
	{ "control 1: ann alone beside D3", "a1 c3", "f6", "A0 D3 G6",
	    "D3", "D4", 0, 0, NULL },
	{ "control 1, no robot beside D3", "a1 c2", "f6", "A0 D3 G6",
	    "D3", "D4", 0, 0, "no robot is beside it" },
	{ "control 1, no robot beside D3, bare", "a1 c2", "f6", "A0 D3 G6",
	    "D3", "D4", 1, 0, NULL },
	{ "control 2: two against one", "a1 c3 d3", "c4 f6", "A0 D3 G6",
	    "D3", "D2", 0, 0, NULL },
	{ "control 2, one against two", "a1 c3", "c4 d4 f6", "A0 D3 G6",
	    "D3", "D2", 0, 0, "1 of ann's robots and 2 of bob's" },
	{ "control 3: one each, left", "a1 c3", "d4", "A0 D3",
	    "D3", "C3", 0, 0, NULL },
	{ "control 3: one each, behind", "a1 c3", "d4", "A0 D3",
	    "D3", "D2", 0, 0, NULL },
	{ "control 3, frozen", "a1 c3", "d4", "A0 D3",
	    "D3", "C3", 0, 1, "neither may move it" },
	{ "over a run of batteries", "a1 c3", "f6", "A0 D3 E3 G6",
	    "D3", "F3", 0, 0, NULL },
	{ "onto a battery", "a1 c3", "f6", "A0 D3 E3 G6",
	    "D3", "E3", 0, 0, "E3 holds a battery" },
	{ "over an empty field", "a1 c3", "f6", "A0 D3 G6",
	    "D3", "F3", 0, 0, "jump over the empty field E3" },
	{ "along the lines only", "a1 c3", "f6", "A0 D3 G6",
	    "D3", "E4", 0, 0, "not straight" },
	{ NULL, NULL, NULL, NULL, NULL, NULL, 0, 0, NULL }
};

static void
test_batteries(void)
{
	const struct battery_row	*r;
	struct nw_rules			 rules;
	struct nw_pos			 p;
	struct nw_move			 m;
	struct nw_fault			 f;
	size_t				 len;
	int				 legal;

	for (r = battery_rows; r->name != NULL; r++) {
		memset(&rules, 0, sizeof(rules));
		rules.control = r->bare ? NW_CONTROL_BARE : NW_CONTROL_STRICT;
		rules.shared_frozen = r->frozen;
		setup(&p, r->south, r->north, r->batteries);
		read_path(&p, "a1-a2", &m);
		m.side = NW_SOUTH;
		if (!tap_ok(nw_check(&p, &rules, names, &m, 0, &f),
		    "%s: a1-a2 first", r->name))
			continue;
		nw_apply(&p, &m);
		memset(&m, 0, sizeof(m));
		m.kind = NW_MOVE_BATTERY;
		m.side = NW_SOUTH;
		m.from = nw_field_parse(&p, r->from, &len);
		m.to = nw_field_parse(&p, r->to, &len);
		legal = nw_check(&p, &rules, names, &m, 0, &f);
		if (r->why == NULL) {
			if (!tap_ok(legal, "%s: legal", r->name))
				printf("#   %s\n", f.why);
		} else if (!tap_ok(!legal && strstr(f.why, r->why) != NULL,
		    "%s: illegal, '%s'", r->name, r->why))
			printf("#   %s\n", legal ? "legal" : f.why);
	}
}

/*
 * Every square's file and rank and every field's column and row, on every
 * board size, are the quotient and remainder of its index by the row's
 * length: the rules' reciprocals (nw_divide()) divide exactly.
 */
static void
test_division(void)
{
	struct nw_pos	 p;
	int		 cols, rows, i, wrong = 0, n = 0;

	for (cols = NW_MINCOLS; cols <= NW_MAXCOLS; cols++)
		for (rows = NW_MINROWS; rows <= NW_MAXROWS; rows++) {
			nw_pos_init(&p, cols, rows);
			for (i = 0; i < nw_nsquares(&p); i++, n++)
				wrong += nw_square_file(&p, i) != i % cols ||
				    nw_square_rank(&p, i) != i / cols;
			for (i = 0; i < nw_nfields(&p); i++, n++)
				wrong += nw_field_x(&p, i) != i % (cols + 1) ||
				    nw_field_y(&p, i) != i / (cols + 1);
		}
	tap_ok(wrong == 0, "the file and rank of every square and the column "
	    "and row of every field on every board (%d) are exact", n);
}

int
main(void)
{
	test_names();
	test_division();
	test_geometry();
	test_robots();
	test_batteries();
	return tap_done();
}
