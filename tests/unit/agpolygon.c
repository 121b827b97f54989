/*
 * agpolygon.c: unit tests for lib/ag/polygon.c, the geometry of
 * Alphagon's polygon.  Each case plays pieces on a small board and sets
 * the expected picture beside the one drawn: '+' and letters on the path,
 * '.' elsewhere; rows from north, columns A... from west.  Each rule has a
 * case and its nearest twin, where the rule does not apply or gives the
 * other answer.
 */
#include <stdio.h>
#include <string.h>

#include "rng.h"
#include "ag/polygon.h"
#include "tap.h"

struct poly_case {
	const char	*name;
	int		 rows, cols;
	const char	*start;		/* "B3" */
	int		 dir;		/* of the first letter: 'N' ... */
	const char	*pieces;	/* the first letter, then the rest */
	const char	*picture;
	enum ag_end	 end;
	enum ag_corner	 corner;	/* what the last piece did */
	const char	*next;		/* the next square, "" if none */
	int		 next_dir;	/* the current direction after it */
	int		 sides;		/* sides begun */
};

static const struct poly_case cases[] = {
	/* An edge: the side turns on the edge's square; the start is level
	   (same row), so the farther edge wins: south, 4 rows against 2. */
	{ "edge corner, level with the start, south is farther", 7, 7, "B3",
	  'E', "ABCDE",
	  ".......\n"
	  ".......\n"
	  ".+ABCDE\n"
	  ".......\n"
	  ".......\n"
	  ".......\n"
	  ".......\n", AG_OPEN, AG_AT_EDGE, "G4", 'S', 2 },
	{ "its twin: start on row 5, north is farther", 7, 7, "B5", 'E',
	  "ABCDE",
	  ".......\n"
	  ".......\n"
	  ".......\n"
	  ".......\n"
	  ".+ABCDE\n"
	  ".......\n"
	  ".......\n", AG_OPEN, AG_AT_EDGE, "G4", 'N', 2 },
	{ "one step short of the edge: no corner", 7, 7, "B3", 'E', "ABCD",
	  ".......\n"
	  ".......\n"
	  ".+ABCD.\n"
	  ".......\n"
	  ".......\n"
	  ".......\n"
	  ".......\n", AG_OPEN, AG_STRAIGHT, "G3", 'E', 1 },
	{ "both edges as far (the middle row): the right turn", 7, 7, "B4",
	  'E', "ABCDE",
	  ".......\n"
	  ".......\n"
	  ".......\n"
	  ".+ABCDE\n"
	  ".......\n"
	  ".......\n"
	  ".......\n", AG_OPEN, AG_AT_EDGE, "G5", 'S', 2 },
	{ "heading west, the middle row: the right turn is north", 7, 7,
	  "F4", 'W', "ABCDE",
	  ".......\n"
	  ".......\n"
	  ".......\n"
	  "EDCBA+.\n"
	  ".......\n"
	  ".......\n"
	  ".......\n", AG_OPEN, AG_AT_EDGE, "A3", 'N', 2 },
	/* '+' corners; with 3 sides the new one moves away from the start
	   (south, the start being north); with 4, toward it (west). */
	{ "a '+' with 3 sides: away from the start", 7, 7, "A2", 'E',
	  "ABC+D+E+",
	  ".......\n"
	  "+ABC+..\n"
	  "....D..\n"
	  "....+E+\n"
	  ".......\n"
	  ".......\n"
	  ".......\n", AG_OPEN, AG_AT_PLUS, "G5", 'S', 4 },
	{ "its twin: the edge with 4 sides, toward the start", 7, 7, "A2",
	  'E', "ABC+D+E+FGH",
	  ".......\n"
	  "+ABC+..\n"
	  "....D..\n"
	  "....+E+\n"
	  "......F\n"
	  "......G\n"
	  "......H\n", AG_OPEN, AG_AT_EDGE, "F7", 'W', 5 },
	/* Closure: the last square touches the start with 4 sides or more. */
	{ "closure: the end touches the start with 6 sides", 7, 7, "A2", 'E',
	  "ABC+D+E+FGHIJKLMNOPQR",
	  ".......\n"
	  "+ABC+..\n"
	  "R...D..\n"
	  "Q...+E+\n"
	  "P.....F\n"
	  "O.....G\n"
	  "NMLKJIH\n", AG_CLOSED, AG_STRAIGHT, "", 'N', 6 },
	{ "its twin: one square short of closure", 7, 7, "A2", 'E',
	  "ABC+D+E+FGHIJKLMNOPQ",
	  ".......\n"
	  "+ABC+..\n"
	  "....D..\n"
	  "Q...+E+\n"
	  "P.....F\n"
	  "O.....G\n"
	  "NMLKJIH\n", AG_OPEN, AG_STRAIGHT, "A3", 'N', 6 },
	/* Early closure: the square ahead (C4) would touch the '+' on D4, so
	   the side turns on C5, toward the start (west, 6 sides). */
	{ "early closure: a corner one step before", 7, 7, "B2", 'E',
	  "A+B+C+D+EF+G",
	  ".......\n"
	  ".+A+...\n"
	  "...B...\n"
	  "...+C+.\n"
	  "..G..D.\n"
	  "..+FE+.\n"
	  ".......\n", AG_OPEN, AG_AT_EARLY, "B5", 'W', 7 },
	{ "its twin: a column further west, nothing touched", 7, 7, "B2",
	  'E', "A+B+C+D+EFG+H",
	  ".......\n"
	  ".+A+...\n"
	  "...B...\n"
	  "...+C+.\n"
	  ".H...D.\n"
	  ".+GFE+.\n"
	  ".......\n", AG_OPEN, AG_STRAIGHT, "B4", 'N', 6 },
	/* The preferred direction blocked: the other one; both: stuck. */
	{ "away is off the board: the other way", 7, 7, "D2", 'E', "ABCDE+",
	  ".......\n"
	  "...+ABC\n"
	  "......D\n"
	  "......E\n"
	  "......+\n"
	  ".......\n"
	  ".......\n", AG_OPEN, AG_AT_PLUS, "F5", 'W', 3 },
	{ "its twin: both ways blocked, stuck", 7, 7, "A3", 'E',
	  "ABC+DE+F+G",
	  ".......\n"
	  ".......\n"
	  "+ABC+..\n"
	  "....D..\n"
	  "....E..\n"
	  "....+F+\n"
	  "......G\n", AG_STUCK, AG_AT_EDGE, "", 'S', 4 },
	/* Ten sides: the tenth side's corner ends the polygon. */
	{ "ten sides: the 10th side reaches a corner", 9, 9, "E5", 'E',
	  "A++D+F+H+JK++++",
	  ".........\n"
	  ".........\n"
	  ".........\n"
	  ".........\n"
	  "....+A+..\n"
	  "......+D+\n"
	  "...+....F\n"
	  "...++.+H+\n"
	  "....+KJ..\n", AG_TEN_SIDES, AG_AT_PLUS, "", 'N', 10 },
	{ "its twin: the 10th side begun, still open", 9, 9, "E5", 'E',
	  "A++D+F+H+JK+++",
	  ".........\n"
	  ".........\n"
	  ".........\n"
	  ".........\n"
	  "....+A+..\n"
	  "......+D+\n"
	  "........F\n"
	  "...++.+H+\n"
	  "....+KJ..\n", AG_OPEN, AG_AT_PLUS, "D7", 'N', 10 },
};

/* The square of a name such as "B3" on a board cols wide, or -1 for "". */
static int
square(const char *name, int cols)
{
	int	 row;

	if (name[0] == '\0')
		return -1;
	row = name[1] - '0';
	if (name[2] != '\0')
		row = row * 10 + name[2] - '0';
	return (row - 1) * cols + (name[0] - 'A');
}

/* Print two pictures side by side, as TAP comments. */
static void
show(const char *want, const char *got)
{
	const char	*w = want, *g = got;
	int		 wl, gl;

	printf("#   expected      drawn\n");
	while (*w != '\0' || *g != '\0') {
		wl = (int)strcspn(w, "\n");
		gl = (int)strcspn(g, "\n");
		printf("#   %-13.*s %.*s\n", wl, w, gl, g);
		w += wl + (w[wl] == '\n');
		g += gl + (g[gl] == '\n');
	}
}

static void
run_case(const struct poly_case *c)
{
	struct ag_polygon	 p;
	enum ag_dir		 d;
	char			 why[AG_POLY_WHY];
	char			 pic[AG_SIZE * (AG_SIZE + 1) + 1];
	const char		*s;
	int			 ok;

	ag_dir_parse(c->dir, &d);
	ok = ag_poly_start(&p, c->rows, c->cols, square(c->start, c->cols), d,
	    c->pieces[0], why);
	for (s = c->pieces + 1; ok && *s != '\0'; s++)
		ok = ag_poly_place(&p, *s, why);
	if (!tap_ok(ok, "%s: every piece placed", c->name)) {
		printf("#   %s\n", why);
		return;
	}
	ag_poly_draw(&p, pic);
	if (!tap_ok(strcmp(pic, c->picture) == 0, "%s: the picture", c->name))
		show(c->picture, pic);
	tap_is_int(p.end, c->end, "%s: the end", c->name);
	tap_is_int(p.corner, c->corner, "%s: the corner", c->name);
	tap_is_int(p.next, square(c->next, c->cols), "%s: the next square %s",
	    c->name, c->next);
	if (c->end == AG_OPEN)
		tap_is_int(ag_dir_letter(p.dir), c->next_dir,
		    "%s: the direction", c->name);
	tap_is_int(p.sides, c->sides, "%s: the sides", c->name);
}

/* Nothing is placed after the end, or off the board, or but A-Z and +. */
static void
refusals(void)
{
	struct ag_polygon	 p;
	char			 why[AG_POLY_WHY];

	tap_ok(!ag_poly_start(&p, 7, 7, 0, AG_NORTH, 'A', why) &&
	    strstr(why, "off the board") != NULL,
	    "a first letter off the board is refused: %s", why);
	tap_ok(!ag_poly_start(&p, 7, 7, 8, AG_EAST, 'a', why),
	    "a small letter is not a piece");
	tap_ok(!ag_poly_start(&p, 7, 7, 49, AG_EAST, 'A', why),
	    "a start point off the board is refused");
	tap_ok(!ag_poly_start(&p, 14, 7, 8, AG_EAST, 'A', why),
	    "a board of 14 rows is refused");
	ag_poly_start(&p, 7, 7, 8, AG_EAST, 'A', why);
	tap_ok(!ag_poly_place(&p, '-', why) && p.n == 2,
	    "'-' is not a piece, and nothing is placed");
	tap_ok(ag_poly_place(&p, '+', why) && p.n == 3, "'+' is a piece");
	ag_poly_start(&p, 7, 7, 2 * 7 + 0, AG_EAST, 'A', why);
	while (p.end == AG_OPEN && p.n < 100)
		ag_poly_place(&p, 'X', why);
	tap_ok(!ag_poly_place(&p, 'X', why) && strstr(why, "closed") != NULL,
	    "a piece after the end is refused: %s", why);
}

/*
 * ag_poly_may_place() answers as ag_poly_place() would, for the same
 * reason, and changes nothing: a letter on an open polygon, '-' nowhere,
 * nothing after the end.
 */
static void
may_place(void)
{
	struct ag_polygon	 p, before;
	char			 why[AG_POLY_WHY], why2[AG_POLY_WHY];

	ag_poly_start(&p, 7, 7, 8, AG_EAST, 'A', why);
	before = p;
	tap_ok(ag_poly_may_place(&p, 'B', why) &&
	    memcmp(&p, &before, sizeof(p)) == 0, "a letter may go on an open "
	    "polygon, and none is put");
	tap_ok(ag_poly_place(&p, 'B', why) && p.n == 3, "and it is put");
	before = p;
	tap_ok(!ag_poly_may_place(&p, '-', why) &&
	    !ag_poly_place(&p, '-', why2) && strcmp(why, why2) == 0 &&
	    memcmp(&p, &before, sizeof(p)) == 0, "'-' may not: %s", why);
	ag_poly_start(&p, 7, 7, 2 * 7 + 0, AG_EAST, 'A', why);
	while (p.end == AG_OPEN && p.n < 100)
		ag_poly_place(&p, 'X', why);
	before = p;
	tap_ok(!ag_poly_may_place(&p, 'X', why) &&
	    !ag_poly_place(&p, 'X', why2) && strcmp(why, why2) == 0 &&
	    memcmp(&p, &before, sizeof(p)) == 0, "nothing may go after the "
	    "end: %s", why);
}

/* Whether squares a and b of a board cols wide share an edge. */
static int
touch(int a, int b, int cols)
{
	int	 dr = a / cols - b / cols, dc = a % cols - b % cols;

	return dr * dr + dc * dc == 1;
}

/*
 * Whether what the polygon keeps to find its way is what its path says:
 * each square's count of the path's squares beside it, the last square's
 * row and column, the start point's; 0 with a reason in why if not.
 */
static int
kept_right(const struct ag_polygon *p, char *why)
{
	int	 sq, i, n;

	for (sq = 0; sq < p->rows * p->cols; sq++) {
		for (i = n = 0; i < p->n; i++)
			n += touch(sq, p->path[i], p->cols);
		if (p->beside[sq] != n)
			return sprintf(why, "square %d has %d beside it, not "
			    "%d", sq, p->beside[sq], n), 0;
	}
	sq = p->path[p->n - 1];
	if (p->row != sq / p->cols || p->col != sq % p->cols)
		return sprintf(why, "the last square %d is not at %d,%d", sq,
		    p->row, p->col), 0;
	if (p->start_row != p->path[0] / p->cols ||
	    p->start_col != p->path[0] % p->cols)
		return sprintf(why, "the start point %d is not at %d,%d",
		    p->path[0], p->start_row, p->start_col), 0;
	return 1;
}

/*
 * What must hold of every polygon, with a reason in why if it does not:
 * its squares differ, only neighbours on the path touch (and the last the
 * start, when closed), the path turns sides - 1 times and after every
 * '+', never has more than 10 sides, and an open one has a next square
 * beside its last, empty.
 */
static int
invariants(const struct ag_polygon *p, char *why)
{
	int	 i, j, turns = 0, a, b, c;

	for (i = 0; i < p->n; i++)
		for (j = i + 1; j < p->n; j++) {
			if (p->path[i] == p->path[j])
				return sprintf(why, "square %d twice",
				    p->path[i]), 0;
			if (touch(p->path[i], p->path[j], p->cols) &&
			    j != i + 1 && !(i == 0 && j == p->n - 1 &&
			    p->end == AG_CLOSED))
				return sprintf(why, "pieces %d and %d touch",
				    i, j), 0;
		}
	for (i = 1; i + 1 < p->n; i++) {
		a = p->path[i - 1];
		b = p->path[i];
		c = p->path[i + 1];
		if (b - a != c - b)
			turns++;
		else if (p->piece[i] == '+')
			return sprintf(why, "no turn after the '+' %d", i), 0;
	}
	if (turns != p->sides - 1 && !(turns == p->sides - 2 &&
	    p->end == AG_OPEN && p->corner != AG_STRAIGHT))
		return sprintf(why, "%d turns, %d sides", turns, p->sides), 0;
	if (p->sides > AG_MAXSIDES)
		return sprintf(why, "%d sides", p->sides), 0;
	if (p->end == AG_OPEN && (p->next < 0 || p->at[p->next] != 0 ||
	    !touch(p->next, p->path[p->n - 1], p->cols)))
		return sprintf(why, "the next square %d", p->next), 0;
	return kept_right(p, why);
}

/*
 * Random games from every stand-in flag in every direction, a '+' one
 * piece in four: every state keeps the invariants, and every game ends.
 */
static void
random_polygons(void)
{
	static const char *const flags[] = { "D4", "J4", "D10", "J10" };
	struct ag_polygon	 p;
	struct rng		 rng;
	char			 why[AG_POLY_WHY] = "";
	const char		*s;
	int			 f, d, game, ok = 1, ends[4] = { 0 }, piece;

	rng_seed(&rng, 11);
	for (f = 0; f < 4; f++)
		for (d = 0; d < 4 && ok; d++)
			for (game = 0; game < 500 && ok; game++) {
				ag_poly_start(&p, AG_SIZE, AG_SIZE,
				    square(flags[f], AG_SIZE), (enum ag_dir)d,
				    'A', why);
				while (ok && p.end == AG_OPEN &&
				    p.n < AG_SQUARES) {
					piece = rng_below(&rng, 4) == 0 ? '+' :
					    'A' + (int)rng_below(&rng, 26);
					ok = ag_poly_place(&p, piece, why) &&
					    invariants(&p, why);
				}
				ok = ok && p.end != AG_OPEN;
				ends[p.end]++;
			}
	if (!tap_ok(ok, "8000 random polygons on the stand-in board keep the "
	    "invariants and end"))
		printf("#   %s\n", why);
	printf("#   closed %d, 10 sides %d, stuck %d\n", ends[AG_CLOSED],
	    ends[AG_TEN_SIDES], ends[AG_STUCK]);
	tap_ok(ends[AG_CLOSED] > 0 && ends[AG_TEN_SIDES] > 0 &&
	    ends[AG_STUCK] > 0, "each of the three ends happens");
	/*
	 * Boards of every size, from every square that has a neighbour in
	 * the first direction: the edges and corners of small boards.
	 */
	for (game = 0; game < 4000 && ok; game++) {
		int	 rows = 1 + (int)rng_below(&rng, AG_SIZE);
		int	 cols = 1 + (int)rng_below(&rng, AG_SIZE);

		if (!ag_poly_start(&p, rows, cols, (int)rng_below(&rng,
		    (unsigned)(rows * cols)), (enum ag_dir)rng_below(&rng, 4),
		    'A', why))
			continue;
		ok = invariants(&p, why);
		while (ok && p.end == AG_OPEN && p.n < rows * cols) {
			piece = rng_below(&rng, 4) == 0 ? '+' : 'A';
			ok = ag_poly_place(&p, piece, why) &&
			    invariants(&p, why);
		}
		ok = ok && p.end != AG_OPEN;
	}
	if (!tap_ok(ok, "4000 random polygons on boards of 1 to 13 rows and "
	    "columns keep the invariants and end"))
		printf("#   %s\n", why);
	/* The check itself catches a path that touches itself. */
	ag_poly_start(&p, 7, 7, square("A2", 7), AG_EAST, 'A', why);
	for (s = "BC+D+E+FGHIJKLMNOPQR"; *s != '\0'; s++)
		ag_poly_place(&p, *s, why);
	p.end = AG_OPEN;
	tap_ok(!invariants(&p, why), "the invariants refuse a closed path "
	    "taken for open: %s", why);
	ag_poly_start(&p, 7, 7, square("C3", 7), AG_EAST, 'A', why);
	p.beside[square("C2", 7)]--;
	tap_ok(!invariants(&p, why), "and a square's count of the path beside "
	    "it that is wrong: %s", why);
	ag_poly_start(&p, 7, 7, square("C3", 7), AG_EAST, 'A', why);
	p.col--;
	tap_ok(!invariants(&p, why), "and a last square put elsewhere: %s",
	    why);
}

int
main(void)
{
	size_t	 i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		run_case(&cases[i]);
	refusals();
	may_place();
	random_polygons();
	return tap_done();
}
