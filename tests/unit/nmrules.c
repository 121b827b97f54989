/*
 * nmrules.c: unit tests for lib/nm/rules.c on positions set up by hand:
 * the multi-way match of a player of two colors (which token, and when
 * the record must name the color), a node holding three pawns, a wrong
 * gambit taking every pawn of both colors off the board, the win by all
 * eight letters, and turns skipping a player who is out.
 */
#include <stdio.h>
#include <string.h>

#include "nm/board.h"
#include "nm/network.h"
#include "nm/rules.h"
#include "tap.h"

static struct nm_setup	 s;

/* Set up ann (red and green) against bob (yellow and blue), full board. */
static void
two_by_two(struct nm_pos *p)
{
	char	 why[NM_WHY];

	memset(&s, 0, sizeof(s));
	s.players.n = 2;
	strcpy(s.players.p[0].name, "ann");
	strcpy(s.players.p[1].name, "bob");
	s.players.p[0].ncolors = s.players.p[1].ncolors = 2;
	s.players.p[0].color[0] = 0;
	s.players.p[0].color[1] = 2;
	s.players.p[1].color[0] = 1;
	s.players.p[1].color[1] = 3;
	if (!nm_setup_colors(&s, nm_network_default(), NM_UNSET, why))
		printf("# %s\n", why);
	strcpy(s.word[0], "TEST");
	strcpy(s.word[1], "BEAR");
	strcpy(s.word[2], "HILL");
	strcpy(s.word[3], "BIRD");
	nm_pos_start(p, &s);
}

/* The node of a name in the default network. */
static int
node(const char *name)
{
	return nm_node_find(nm_network_default(), name, strlen(name));
}

static void
test_reveal(void)
{
	struct nm_pos	 p;
	struct nm_fault	 f;
	int		 c;

	two_by_two(&p);
	tap_ok(s.variant == NM_FULL, "two players of two colors: the full "
	    "board");
	p.phase = NM_PHASE_MOVED;
	p.left[0][1] = 1;	/* one red square left */
	c = -1;
	tap_is_int(nm_check_reveal(&s, &p, &c, 1, &f), 1, "one red square "
	    "left: 'reveal square' is legal");
	tap_is_int(c, 0, "... and takes the red token");
	p.left[2][1] = 1;	/* and one green square */
	c = -1;
	tap_is_int(nm_check_reveal(&s, &p, &c, 1, &f), -1, "red and green "
	    "squares both ready: 'reveal square' is ambiguous");
	tap_is_str(f.why, "ann plays red and green, and both square tokens "
	    "may be taken: name one, as in 'reveal red:square'",
	    "... and the record must name the color");
	c = 2;
	tap_is_int(nm_check_reveal(&s, &p, &c, 1, &f), 1, "'reveal "
	    "green:square' is legal");
	nm_apply_reveal(&s, &p, 2, 1);
	c = -1;
	tap_ok(nm_check_reveal(&s, &p, &c, 1, &f) == 1 && c == 0,
	    "green's taken: 'reveal square' now means red's");
	c = 1;
	tap_ok(nm_check_reveal(&s, &p, &c, 1, &f) == 0 &&
	    strcmp(f.why, "ann does not play yellow: a player takes only "
	    "their own tokens") == 0, "ann cannot take a yellow token");
	p.phase = NM_PHASE_START;
	c = 0;
	tap_ok(nm_check_reveal(&s, &p, &c, 1, &f) == 0, "no multi-way match "
	    "before the turn's move");
}

static void
test_letters(void)
{
	struct nm_pos	 p;
	int		 c, k;

	two_by_two(&p);
	p.phase = NM_PHASE_MOVED;
	for (c = 0; c < NM_NCOLORS; c += 2)
		for (k = 0; k < NM_NSYMBOLS; k++) {
			p.left[c][k] = 1;
			if (!(c == 2 && k == 3))
				nm_apply_reveal(&s, &p, c, k);
		}
	tap_ok(!nm_over(&p), "seven of ann's eight tokens: not yet won");
	nm_apply_reveal(&s, &p, 2, 3);
	tap_ok(nm_over(&p) && p.end.reason == NM_WON_LETTERS &&
	    p.end.winner == 0, "the eighth token: ann wins by letters");
}

static void
test_gambit(void)
{
	const char	*right[2] = { "TEST", "HILL" };
	const char	*wrong[2] = { "TEST", "BIRD" };
	struct nm_pos	 p;
	char		 why[NM_WHY];
	int		 i, pawns = 0;

	two_by_two(&p);
	nm_apply_gambit(&s, &p, right);
	tap_ok(nm_over(&p) && p.end.reason == NM_WON_GAMBIT &&
	    p.end.winner == 0, "TEST+HILL: both words right, ann wins");
	two_by_two(&p);
	nm_apply_gambit(&s, &p, wrong);
	for (i = 0; i < nm_network_default()->nnodes; i++)
		if (p.node[i].count > 0 && (p.node[i].color == 0 ||
		    p.node[i].color == 2))
			pawns++;
	tap_is_int(pawns, 0, "TEST+BIRD: one word wrong, all of ann's red "
	    "and green pawns leave");
	tap_ok(nm_over(&p) && p.end.reason == NM_WON_LAST &&
	    p.end.winner == 1, "bob is the last player left");
	nm_end_text(&s, &p, why, sizeof(why));
	tap_is_str(why, "the last player left: wrong word gambit by ann "
	    "(TEST+BIRD)", "the end says whose gambit was wrong");
}

static void
test_nodes(void)
{
	struct nm_pos	 p;
	struct nm_fault	 f;
	struct nm_move	 m;
	int		 i1 = node("I1");

	two_by_two(&p);
	p.node[i1].color = 0;
	p.node[i1].symbol = 1;
	p.node[i1].count = 2;
	p.node[node("R2")].count = 0;
	p.node[node("R6")].count = 0;
	m.from = node("R10");
	m.to = node("I3");
	nm_apply_move(&p, &m);
	p.phase = NM_PHASE_START;
	m.from = node("I3");
	m.to = node("I2");
	nm_apply_move(&p, &m);
	p.phase = NM_PHASE_START;
	m.from = node("I2");
	m.to = i1;
	tap_ok(nm_check_move(&s, &p, &m, &f), "a third red square may join "
	    "two on I1");
	nm_apply_move(&p, &m);
	tap_is_int(p.node[i1].count, 3, "I1 holds three red squares");
	tap_ok(nm_check_match(&s, &p, i1, &f), "a pairwise match at I1");
	nm_apply_match(&p, i1);
	tap_ok(nm_check_match(&s, &p, i1, &f), "and another, after the same "
	    "move");
	nm_apply_match(&p, i1);
	tap_is_int(p.left[0][1], 1, "one red square left in play");
	tap_ok(!nm_check_match(&s, &p, i1, &f), "no match with one pawn");
}

static void
test_turns(void)
{
	struct nm_pos	 p;
	char		 why[NM_WHY];
	const char	*hole[1] = { "HOLE" };

	memset(&s, 0, sizeof(s));
	s.players.n = 3;
	strcpy(s.players.p[0].name, "ann");
	strcpy(s.players.p[1].name, "bob");
	strcpy(s.players.p[2].name, "cat");
	s.players.p[0].ncolors = s.players.p[1].ncolors = 1;
	s.players.p[2].ncolors = 1;
	s.players.p[1].color[0] = 1;
	s.players.p[2].color[0] = 2;
	nm_setup_colors(&s, nm_network_default(), NM_UNSET, why);
	strcpy(s.word[0], "TEST");
	tap_ok(s.variant == NM_PARTIAL, "three players: the partial board "
	    "unless the record says full");
	nm_pos_start(&p, &s);
	nm_apply_gambit(&s, &p, hole);
	tap_ok(!nm_over(&p), "one wrong gambit of three players: the game "
	    "goes on");
	nm_next_turn(&s, &p);
	tap_ok(p.to_move == 1 && p.turn == 2, "turn 2 is bob's");
	nm_next_turn(&s, &p);
	nm_next_turn(&s, &p);
	tap_ok(p.to_move == 1 && p.turn == 4, "turn 4 is bob's again: ann "
	    "is out");
}

int
main(void)
{
	test_reveal();
	test_letters();
	test_gambit();
	test_nodes();
	test_turns();
	return tap_done();
}
