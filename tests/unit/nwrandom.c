/*
 * nwrandom.c: seeded random legal games of Netzwerk (lib/nw), with
 * invariants checked at every state, in the manner of OpenSpiel's
 * RandomSimTest:
 *
 *  - every move nw_each_move() lists passes nw_check() with the batteries
 *    it names, and costs and captures as listed;
 *  - the paths and battery moves it lists are exactly the ones nw_check()
 *    accepts among every sequence of steps and every pair of fields (a
 *    brute force: steps of one or two squares in the four directions,
 *    backwards too, and any pair of fields);
 *  - robots and batteries are counted again from the board: no battery is
 *    lost or made, robots only leave by capture;
 *  - after every event the end of the game is worked out again from the
 *    board, with the text's "at least half" as ceil(n / 2), and when a turn
 *    passes, whether the player can move by a search of first steps of its
 *    own; the winner must be the one these name;
 *  - every game is written as a record, read back through the record
 *    reader and replayed by nw_game_replay() to the same position and
 *    winner, and its Result tag is that winner.
 *
 * The number of games is the first argument (tests/unit-nwrandom.t gives
 * fewer under the sanitizers).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "record.h"
#include "rng.h"
#include "verdict.h"
#include "nw/board.h"
#include "nw/game.h"
#include "nw/play.h"
#include "nw/rules.h"
#include "tap.h"

#define MAXLISTED	20000
#define MAX_ROUNDS	60

static const char *const names[2] = { "ann", "bob" };

/* The boards and rules the games cycle through. */
static const struct config {
	int	 cols, rows;
	int	 compulsory, frozen, bare;
} configs[] = {
	{ 6, 6, 0, 0, 0 }, { 6, 6, 0, 0, 1 }, { 3, 3, 1, 0, 0 },
	{ 4, 4, 0, 1, 0 }, { 2, 3, 0, 0, 0 }, { 3, 4, 1, 1, 1 },
	{ 5, 7, 0, 0, 1 }
};
#define NCONFIGS	(sizeof(configs) / sizeof(configs[0]))

/* What went wrong, counted by kind, so one bug does not flood the output. */
static unsigned long	 failures[16];
static unsigned long	 states, brute_states;

static void
fail(int kind, const char *fmt, ...)
{
	va_list	 ap;

	if (failures[kind]++ >= 3)
		return;
	printf("#   ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
}

/* The moves nw_each_move() lists. */
struct listed {
	size_t		 n;
	struct nw_move	*m;
};

static int
collect(const struct nw_pos *p, const struct nw_move *m, void *arg)
{
	struct listed	*l = arg;

	(void)p;
	if (l->n < MAXLISTED)
		l->m[l->n++] = *m;
	return 0;
}

static int
same_path(const struct nw_move *a, const struct nw_move *b)
{
	return a->npath == b->npath && memcmp(a->path, b->path,
	    (size_t)a->npath * sizeof(a->path[0])) == 0;
}

/* Count from the board: a side's robots, and those on its target row. */
static int
robots_of(const struct nw_pos *p, int side)
{
	int	 sq, n = 0;

	for (sq = 0; sq < p->cols * p->rows; sq++)
		n += (p->square[sq] & NW_SQ_ROBOT) ==
		    (side == NW_SOUTH ? NW_SQ_SOUTH : NW_SQ_NORTH);
	return n;
}

static int
across_of(const struct nw_pos *p, int side)
{
	int	 f, r = side == NW_SOUTH ? p->rows - 1 : 0, n = 0;

	for (f = 0; f < p->cols; f++)
		n += nw_robot(p, r * p->cols + f) == side;
	return n;
}

/* "At least half of your robots which are still on the board". */
static int
half_across(const struct nw_pos *p, int side)
{
	int	 n = robots_of(p, side);

	return n > 0 && across_of(p, side) >= (n + 1) / 2;
}

/*
 * Whether the player to move has a first step: a robot with n batteries
 * beside it steps onto an empty square forward or sideways for 1, onto an
 * enemy for 2, jumps an own robot onto an empty square for 2 or an enemy
 * for 3.  Any legal move begins with one of these.
 */
static int
has_first_step(const struct nw_pos *p)
{
	int	 side = p->to_move, sq, d, n, c, i, f, r, to, over, who;
	int	 corner[4];

	for (sq = 0; sq < p->cols * p->rows; sq++) {
		if (nw_robot(p, sq) != side)
			continue;
		nw_corners(p, sq, side, corner);
		for (i = 0, n = 0; i < 4; i++)
			n += p->field[corner[i]] & NW_FD_BATTERY;
		for (d = 0; d < 3; d++) {
			f = d == 0 ? 0 : d == 1 ? -1 : 1;
			r = d == 0 ? (side == NW_SOUTH ? 1 : -1) : 0;
			to = nw_square(p, nw_square_file(p, sq) + f,
			    nw_square_rank(p, sq) + r);
			if (to < 0)
				continue;
			who = nw_robot(p, to);
			c = who < 0 ? 1 : who != side ? 2 : 0;
			if (who == side) {
				over = to;
				to = nw_square(p, nw_square_file(p, over) + f,
				    nw_square_rank(p, over) + r);
				if (to < 0 || nw_robot(p, to) == side)
					continue;
				c = nw_robot(p, to) < 0 ? 2 : 3;
			}
			if (c <= n)
				return 1;
		}
	}
	return 0;
}

/*
 * Every path nw_check() accepts, by extending accepted paths a step at a
 * time (a legal path's beginning is legal, except for compulsory
 * capture, which the search leaves off and applies at the end).  Steps go
 * one or two squares in each of the four directions, backwards too, so
 * every kind of step the rules forbid is tried.
 */
struct brute {
	const struct nw_pos	*p;
	struct nw_rules		 rules;
	struct nw_move		 m;
	size_t			 n;
	struct nw_move		*found;
};

static void
extend(struct brute *b)
{
	static const int	 df[] = { 0, 0, -1, 1 }, dr[] = { 1, -1, 0, 0 };
	struct nw_move		 try;
	struct nw_fault		 f;
	int			 cur, d, len, to;

	cur = b->m.path[b->m.npath - 1];
	for (d = 0; d < 4; d++)
		for (len = 1; len <= 2; len++) {
			to = nw_square(b->p, nw_square_file(b->p, cur) +
			    df[d] * len, nw_square_rank(b->p, cur) +
			    dr[d] * len);
			if (to < 0 || b->m.npath == NW_MAXPATH)
				continue;
			try = b->m;
			try.path[try.npath++] = (short)to;
			if (!nw_check(b->p, &b->rules, names, &try, 0, &f))
				continue;
			if (b->n < MAXLISTED)
				b->found[b->n++] = try;
			b->m = try;
			extend(b);
			b->m.npath--;
		}
}

/* Compare the paths and battery moves listed with the brute force. */
static void
check_brute(const struct nw_pos *p, const struct nw_rules *rules,
    const struct listed *l)
{
	struct brute	 b;
	struct nw_move	 m;
	struct nw_fault	 f;
	size_t		 i, j, paths = 0, batteries = 0, want_batteries = 0;
	int		 sq, from, to, capture = 0;
	char		 text[256];

	memset(&b, 0, sizeof(b));
	b.p = p;
	b.rules = *rules;
	b.rules.compulsory_capture = 0;
	b.found = xcalloc(MAXLISTED, sizeof(*b.found));
	if (p->phase != NW_PHASE_BATTERIES)
		for (sq = 0; sq < p->cols * p->rows; sq++) {
			if (nw_robot(p, sq) != p->to_move)
				continue;
			memset(&b.m, 0, sizeof(b.m));
			b.m.kind = NW_MOVE_ROBOT;
			b.m.side = p->to_move;
			b.m.path[0] = (short)sq;
			b.m.npath = 1;
			extend(&b);
		}
	for (i = 0; i < b.n; i++)
		capture |= b.found[i].capture >= 0;
	for (i = 0; i < b.n; i++) {
		if (rules->compulsory_capture && capture &&
		    b.found[i].capture < 0)
			continue;
		paths++;
		for (j = 0; j < l->n; j++)
			if (l->m[j].kind == NW_MOVE_ROBOT &&
			    same_path(&l->m[j], &b.found[i]))
				break;
		if (j == l->n) {
			nw_path_text(p, &b.found[i], text, sizeof(text));
			fail(1, "legal path %s not listed", text);
		}
	}
	/* Each path listed once for each choice of batteries that matters. */
	for (i = 0; i < l->n; i++)
		if (l->m[i].kind == NW_MOVE_ROBOT && !l->m[i].named)
			batteries++;
	if (batteries != paths)
		fail(2, "%zu paths listed, %zu legal", batteries, paths);
	/* Battery moves: every pair of fields. */
	batteries = 0;
	for (i = 0; i < l->n; i++)
		batteries += l->m[i].kind == NW_MOVE_BATTERY;
	memset(&m, 0, sizeof(m));
	m.kind = NW_MOVE_BATTERY;
	m.side = p->to_move;
	if (p->phase != NW_PHASE_FIRST)
		for (from = 0; from < nw_nfields(p); from++) {
			if (!(p->field[from] & NW_FD_BATTERY))
				continue;
			for (to = 0; to < nw_nfields(p); to++) {
				m.from = from;
				m.to = to;
				if (nw_check(p, rules, names, &m, 0, &f))
					want_batteries++;
			}
		}
	if (batteries != want_batteries)
		fail(3, "%zu battery moves listed, %zu legal", batteries,
		    want_batteries);
	free(b.found);
	brute_states++;
}

/* Check the listed moves one by one, as a record would name them. */
static void
check_listed(const struct nw_pos *p, const struct nw_rules *rules,
    const struct listed *l)
{
	struct nw_move	 m;
	struct nw_fault	 f;
	size_t		 i;

	for (i = 0; i < l->n; i++) {
		m = l->m[i];
		if (!nw_check(p, rules, names, &m, m.kind == NW_MOVE_ROBOT, &f))
			fail(4, "a listed move is illegal: %s", f.why);
		else if (m.cost != l->m[i].cost || m.capture != l->m[i].capture ||
		    m.named != l->m[i].named)
			fail(5, "a listed move checks with another cost, "
			    "capture or spend");
	}
}

/* Robots and batteries counted from the board. */
static void
check_counts(const struct nw_pos *p, int batteries)
{
	int	 i, n = 0;

	for (i = 0; i < nw_nfields(p); i++)
		n += p->field[i] & NW_FD_BATTERY;
	if (n != batteries)
		fail(6, "%d batteries on the board, %d at the start", n,
		    batteries);
	if (robots_of(p, 0) != p->robots[0] || robots_of(p, 1) != p->robots[1])
		fail(7, "robots counted %d and %d, kept as %d and %d",
		    robots_of(p, 0), robots_of(p, 1), p->robots[0],
		    p->robots[1]);
}

/* The end after a robot's move by the mover, worked out from the board. */
static void
check_end_after(const struct nw_pos *p, int mover)
{
	int	 winner = -1, reason = NW_PLAYING;

	if (robots_of(p, !mover) == 0) {
		winner = mover;
		reason = NW_CAPTURED_ALL;
	} else if (half_across(p, mover)) {
		winner = mover;
		reason = NW_ACROSS;
	} else if (half_across(p, !mover)) {
		winner = !mover;
		reason = NW_ACROSS;
	}
	if ((int)p->end.reason != reason ||
	    (reason != NW_PLAYING && p->end.winner != winner))
		fail(8, "after a move the end is %d (winner %d), the board "
		    "says %d (winner %d)", p->end.reason, p->end.winner,
		    reason, winner);
}

/* A turn passed: the game is over if and only if the player cannot move. */
static void
check_end_at_pass(const struct nw_pos *p)
{
	int	 can = has_first_step(p);

	if (can == (p->end.reason == NW_CANNOT_MOVE))
		fail(9, "round %d: the player %s move, the game says %s",
		    p->round, can ? "can" : "cannot",
		    p->end.reason == NW_CANNOT_MOVE ? "cannot" : "can");
	if (!can && p->end.winner != !p->to_move)
		fail(9, "the player who cannot move did not lose");
}

struct played {
	struct nw_pos	 pos;
	int		 over;
	int		 winner;
};

/* Play one game, checking every state; write it to fp. */
static void
play(const struct config *c, uint64_t seed, int brute, FILE *fp,
    struct played *out)
{
	struct nw_transcript	 t;
	struct nw_rules		 rules;
	struct nw_game		 g;
	struct listed		 l;
	struct rng		 rng;
	uint64_t		 k;
	int			 may_end, batteries, i, robots;

	memset(&rules, 0, sizeof(rules));
	rules.compulsory_capture = c->compulsory;
	rules.shared_frozen = c->frozen;
	rules.control = c->bare ? NW_CONTROL_BARE : NW_CONTROL_STRICT;
	nw_game_new(&g, c->cols, c->rows, &rules, "ann", "bob");
	snprintf(g.seed, sizeof(g.seed), "%llu", (unsigned long long)seed);
	rng_seed(&rng, seed);
	memset(&t, 0, sizeof(t));
	l.m = xcalloc(MAXLISTED, sizeof(*l.m));
	for (i = 0, batteries = 0; i < nw_nfields(&g.pos); i++)
		batteries += g.pos.field[i] & NW_FD_BATTERY;
	while (!nw_game_over(&g) && g.pos.round <= MAX_ROUNDS) {
		states++;
		l.n = 0;
		(void)nw_each_move(&g.pos, &g.rules, collect, &l);
		check_counts(&g.pos, batteries);
		check_listed(&g.pos, &g.rules, &l);
		if (brute && states % 3 == 0)
			check_brute(&g.pos, &g.rules, &l);
		may_end = nw_turn_may_end(&g.pos, &g.rules, NULL, NULL);
		if (l.n + (size_t)may_end == 0) {
			fail(10, "a state with nothing to do");
			break;
		}
		k = rng_below(&rng, l.n + (size_t)may_end);
		if (k == l.n) {
			nw_pass(&g.pos, &g.rules, 1);
			check_end_at_pass(&g.pos);
			continue;
		}
		if (t.n == t.cap) {
			t.cap = t.cap ? 2 * t.cap : 256;
			t.ev = xreallocarray(t.ev, t.cap, sizeof(*t.ev));
		}
		t.ev[t.n].number = (unsigned long)g.pos.round;
		t.ev[t.n++].move = l.m[k];
		robots = g.pos.robots[0] + g.pos.robots[1];
		nw_game_play(&g, &l.m[k]);
		if (g.pos.robots[0] + g.pos.robots[1] !=
		    robots - (l.m[k].capture >= 0))
			fail(7, "robots left the board without a capture");
		if (l.m[k].kind == NW_MOVE_ROBOT)
			check_end_after(&g.pos, l.m[k].side);
	}
	nw_transcript_write(fp, &g, &t);
	fputc('\n', fp);
	out->pos = g.pos;
	out->over = nw_game_over(&g);
	out->winner = g.pos.end.winner;
	nw_transcript_free(&t);
	free(l.m);
}

/* Whether two positions are the same game state. */
static int
same_pos(const struct nw_pos *a, const struct nw_pos *b)
{
	return a->cols == b->cols && a->rows == b->rows &&
	    memcmp(a->square, b->square, sizeof(a->square)) == 0 &&
	    memcmp(a->field, b->field, sizeof(a->field)) == 0 &&
	    a->to_move == b->to_move && a->round == b->round &&
	    a->phase == b->phase && a->end.reason == b->end.reason &&
	    (a->end.reason == NW_PLAYING || a->end.winner == b->end.winner);
}

int
main(int argc, char *argv[])
{
	struct rec_reader	*r;
	struct rec_game		*rec;
	struct nw_game		 g;
	struct verdict		 v;
	struct played		*games;
	const char		*result;
	char			 path[] = "/tmp/nwrandom.XXXXXX";
	FILE			*fp;
	int			 n = argc > 1 ? atoi(argv[1]) : 300, i, fd;
	int			 read_back = 0, same = 0, tags = 0, won = 0;
	int			 reasons[5] = { 0 };

	if (n < 1)
		n = 1;
	if ((fd = mkstemp(path)) < 0 || (fp = fdopen(fd, "w")) == NULL) {
		perror(path);
		return 1;
	}
	games = xcalloc((size_t)n, sizeof(*games));
	for (i = 0; i < n; i++)
		play(&configs[i % NCONFIGS], (uint64_t)i + 1,
		    configs[i % NCONFIGS].cols * configs[i % NCONFIGS].rows <= 16,
		    fp, &games[i]);
	fclose(fp);
	tap_ok(failures[4] + failures[5] == 0, "every move listed passes the "
	    "check, naming its batteries, at the cost listed (%lu states)",
	    states);
	tap_ok(failures[1] + failures[2] == 0, "the paths listed are exactly "
	    "the legal ones (brute force over %lu states)", brute_states);
	tap_ok(failures[3] == 0, "the battery moves listed are exactly the "
	    "legal ones");
	tap_ok(failures[6] == 0, "no battery is lost or made");
	tap_ok(failures[7] == 0, "robots leave the board by capture only");
	tap_ok(failures[8] == 0, "after every move, the winner the end "
	    "conditions name, or none");
	tap_ok(failures[9] == 0, "a player who cannot move at the start of "
	    "the turn has lost, and only then");
	tap_ok(failures[10] == 0, "every state has a legal event or the end "
	    "of the turn");
	if ((r = rec_open(path)) == NULL)
		return 1;
	for (i = 0; i < n && rec_next(r, &rec) == REC_GAME; i++) {
		read_back++;
		result = rec_tag_value(rec, "Result");
		if ((result != NULL) == games[i].over && (result == NULL ||
		    strcmp(result, names[games[i].winner]) == 0))
			tags++;
		if (games[i].over) {
			won++;
			reasons[games[i].pos.end.reason]++;
		}
		if (!nw_game_replay(&g, rec, NULL, SIZE_MAX, &v) ||
		    !nw_game_close(&g, &v)) {
			printf("#   game %d: %s\n", i + 1, v.text);
			continue;
		}
		same += same_pos(&g.pos, &games[i].pos);
	}
	rec_close(r);
	unlink(path);
	tap_is_int(read_back, n, "every game written reads back as a record");
	tap_is_int(tags, n, "each game's Result tag names its winner, if any");
	tap_is_int(same, n, "each record replays to the same position and end");
	tap_ok(won > n / 2, "most games end within %d rounds (%d of %d)",
	    MAX_ROUNDS, won, n);
	tap_ok(reasons[NW_ACROSS] > 0 && reasons[NW_CAPTURED_ALL] > 0 &&
	    reasons[NW_CANNOT_MOVE] > 0, "games won each way: across %d, all "
	    "captured %d, cannot move %d", reasons[NW_ACROSS],
	    reasons[NW_CAPTURED_ALL], reasons[NW_CANNOT_MOVE]);
	free(games);
	return tap_done();
}
