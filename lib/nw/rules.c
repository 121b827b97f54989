/*
 * rules.c: the rules of Netzwerk: legal robot and battery moves, what they
 * do, every legal move of a position, the turn and the end of the game.
 *
 * One function, classify(), says what a step of a robot's path is; the
 * check of a recorded move and the search for every legal move both go
 * through it, so the two cannot disagree.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verdict.h"	/* VERDICT_COLD */
#include "board.h"
#include "geometry.h"
#include "rules.h"

_Static_assert(NW_SQ_SOUTH == 1 << NW_SOUTH && NW_SQ_NORTH == 1 << NW_NORTH,
    "a side's robot is the bit of its number");

/* What a step of a robot's path is, or which rule it breaks. */
enum step {
	STEP_OK,
	STEP_DIAGONAL,
	STEP_BACKWARD,
	STEP_NOWHERE,
	STEP_TOO_FAR,
	STEP_JUMP_EMPTY,
	STEP_JUMP_ENEMY,
	STEP_TWICE,
	STEP_OWN
};

/* Fill the fault, unless f is NULL; return 0. */
static VERDICT_COLD int
fault(struct nw_fault *f, int at, const char *fmt, ...)
{
	va_list	 ap;

	if (f == NULL)
		return 0;
	f->at = at;
	va_start(ap, fmt);
	vsnprintf(f->why, sizeof(f->why), fmt, ap);
	va_end(ap);
	return 0;
}

/* The change of rank of a side's step forward. */
static int
forward(int side)
{
	return side == NW_SOUTH ? 1 : -1;
}

/* Who stands on sq while the robot that began on start moves. */
static int
occupant(const struct nw_pos *p, int start, int sq)
{
	return sq == start ? -1 : nw_robot(p, sq);
}

/* What classify() says of a step besides its kind. */
struct step_info {
	int	 cost;		/* batteries it costs, if legal: its length,
				   1 more if it captures */
	int	 capture;	/* it lands on an enemy robot */
	int	 over;		/* the square a jump goes over, or -1 */
};

/*
 * Say what the step of a robot of m->side from m->path[n - 1] to `to` is,
 * given the path m->path[0] to m->path[n - 1] before it; fill *st.
 */
static enum step
classify(const struct nw_pos *p, const struct nw_move *m, int n, int to,
    struct step_info *st)
{
	const short	*path = m->path;
	int		 side = m->side, from = path[n - 1], df, dr, dist, i;
	int		 who;

	df = nw_square_file(p, to) - nw_square_file(p, from);
	dr = nw_square_rank(p, to) - nw_square_rank(p, from);
	st->over = -1;
	st->capture = 0;
	if (df != 0 && dr != 0)
		return STEP_DIAGONAL;
	if (dr * forward(side) < 0)
		return STEP_BACKWARD;
	dist = abs(df) + abs(dr);
	if (dist == 0)
		return STEP_NOWHERE;
	if (dist > 2)
		return STEP_TOO_FAR;
	if (dist == 2) {
		st->over = nw_square(p, nw_square_file(p, from) + df / 2,
		    nw_square_rank(p, from) + dr / 2);
		who = occupant(p, path[0], st->over);
		if (who < 0)
			return STEP_JUMP_EMPTY;
		if (who != side)
			return STEP_JUMP_ENEMY;
	}
	for (i = 0; i < n; i++)
		if (path[i] == to)
			return STEP_TWICE;
	who = occupant(p, path[0], to);
	if (who == side)
		return STEP_OWN;
	st->capture = who >= 0;
	st->cost = dist + st->capture;
	return STEP_OK;
}

/* Put into f the rule a step breaks. */
static VERDICT_COLD int
step_fault(const struct nw_pos *p, const char *const name[2], int side,
    const short *path, int at, int over, enum step s, struct nw_fault *f)
{
	char	 a[NW_NAMEBUF], b[NW_NAMEBUF], c[NW_NAMEBUF];

	nw_square_name(p, path[at - 1], a);
	nw_square_name(p, path[at], b);
	if (over >= 0)
		nw_square_name(p, over, c);
	switch (s) {
	case STEP_DIAGONAL:
		return fault(f, at, "robots never move diagonally: %s to %s",
		    a, b);
	case STEP_BACKWARD:
		return fault(f, at, "robots never move backwards: %s to %s is "
		    "a step back for %s", a, b, name[side]);
	case STEP_NOWHERE:
		return fault(f, at, "the path stays on %s: each step goes to "
		    "another square", a);
	case STEP_TOO_FAR:
		return fault(f, at, "%s to %s is neither a step to a "
		    "neighbouring square nor a jump over one", a, b);
	case STEP_JUMP_EMPTY:
		return fault(f, at, "%s to %s jumps over %s, which is empty: a "
		    "robot jumps only over an own robot", a, b, c);
	case STEP_JUMP_ENEMY:
		return fault(f, at, "%s to %s jumps over %s's robot on %s: "
		    "robots never jump over enemy robots", a, b, name[!side],
		    c);
	case STEP_TWICE:
		if (path[at] == path[0])
			return fault(f, at, "the path comes back to %s, where "
			    "it began: it enters no square twice", b);
		return fault(f, at, "the path enters %s twice", b);
	case STEP_OWN:
		return fault(f, at, "%s holds another of %s's robots: one "
		    "robot a square", b, name[side]);
	default:
		return 1;
	}
}

/*
 * The unused batteries at the corners of sq, in the side's order of
 * spending, into out[]; *spent counts the spent ones there.
 */
static inline int
unused_corners(const struct nw_pos *p, int sq, int side, int out[4],
    int *spent)
{
	int	 c[4], i, n = 0;

	nw_corners(p, sq, side, c);
	*spent = 0;
	for (i = 0; i < 4; i++) {
		if (!(p->field[c[i]] & NW_FD_BATTERY))
			continue;
		if (p->field[c[i]] & NW_FD_SPENT)
			(*spent)++;
		else
			out[n++] = c[i];
	}
	return n;
}

/* "no unused battery", "1 battery", "3 batteries". */
static const char *
count_batteries(int n, const char *adjective, char *buf, size_t size)
{
	if (n == 0)
		snprintf(buf, size, "no %sbattery", adjective);
	else
		snprintf(buf, size, "%d %sbatter%s", n, adjective,
		    n == 1 ? "y" : "ies");
	return buf;
}

void
nw_path_text(const struct nw_pos *p, const struct nw_move *m, char *buf,
    size_t size)
{
	char	 sq[NW_NAMEBUF];
	size_t	 len = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; i < m->npath && len < size; i++) {
		nw_square_name(p, m->path[i], sq);
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
		    i > 0 ? "-" : "", sq);
	}
}

/* Check the batteries a robot's move names, and put them in spending order. */
static int
check_spend(const struct nw_pos *p, int side, struct nw_move *m,
    struct nw_fault *f)
{
	char	 a[NW_NAMEBUF], b[NW_NAMEBUF], names[4][NW_NAMEBUF], have[32];
	short	 ordered[4] = { 0, 0, 0, 0 };
	int	 c[4], i, j, n = 0, fd, found;

	nw_corners(p, m->path[0], NW_SOUTH, c);
	for (j = 0; j < m->nspend; j++) {
		fd = m->spend[j];
		nw_field_name(p, fd, a);
		for (i = 0, found = 0; i < 4; i++)
			found |= c[i] == fd;
		if (!found) {
			nw_square_name(p, m->path[0], b);
			for (i = 0; i < 4; i++)
				nw_field_name(p, c[i], names[i]);
			return fault(f, NW_AT_SPEND + j, "%s is not beside %s: "
			    "its corners are %s, %s, %s and %s", a, b,
			    names[0], names[1], names[2], names[3]);
		}
		if (!(p->field[fd] & NW_FD_BATTERY))
			return fault(f, NW_AT_SPEND + j, "there is no battery "
			    "on %s", a);
		if (p->field[fd] & NW_FD_SPENT)
			return fault(f, NW_AT_SPEND + j, "the battery on %s was "
			    "spent this turn", a);
		for (i = 0; i < j; i++)
			if (m->spend[i] == fd)
				return fault(f, NW_AT_SPEND + j, "%s is named "
				    "twice", a);
	}
	if (m->nspend != m->cost)
		return fault(f, NW_AT_SPEND, "the path costs %d but using names "
		    "%s", m->cost, count_batteries(m->nspend, "", have,
		    sizeof(have)));
	nw_corners(p, m->path[0], side, c);
	for (i = 0; i < 4; i++)
		for (j = 0; j < m->nspend; j++)
			if (m->spend[j] == c[i])
				ordered[n++] = (short)c[i];
	memcpy(m->spend, ordered, sizeof(ordered));
	return 1;
}

/*
 * Check a robot's move step by step, saying which rule it breaks first if
 * it breaks one: what nw_check_robot() does when robot_usual() cannot
 * say the move is legal.  Cold: out of the way of the usual move.
 */
static VERDICT_COLD int
check_robot_whole(const struct nw_pos *p, const struct nw_rules *rules,
    const char *const name[2], struct nw_move *m, int spend_named,
    struct nw_fault *f)
{
	struct nw_move	 ex;
	char		 sq[NW_NAMEBUF], have[32], text[NW_WHY / 2];
	int		 side = m->side, start = m->path[0], i, cost = 0;
	int		 capture = -1, avail, spent, corner[4];
	struct step_info st;
	enum step	 s;

	if (p->phase == NW_PHASE_BATTERIES)
		return fault(f, NW_AT_EVENT, "%s has moved a battery this "
		    "turn: after the first battery move no robot moves",
		    name[side]);
	if (nw_robot(p, start) != side || (p->square[start] & NW_SQ_MOVED)) {
		nw_square_name(p, start, sq);
		if (nw_robot(p, start) < 0)
			return fault(f, 0, "there is no robot on %s", sq);
		if (nw_robot(p, start) != side)
			return fault(f, 0, "the robot on %s is %s's", sq,
			    name[!side]);
		return fault(f, 0, "the robot on %s has moved already this "
		    "turn: each robot moves once a turn", sq);
	}
	for (i = 1; i < m->npath; i++) {
		if (capture >= 0) {
			nw_square_name(p, capture, sq);
			return fault(f, i, "a capture ends the move: the path "
			    "goes on after capturing on %s", sq);
		}
		s = classify(p, m, i, m->path[i], &st);
		if (s != STEP_OK)
			return step_fault(p, name, side, m->path, i, st.over, s,
			    f);
		cost += st.cost;
		if (st.capture)
			capture = m->path[i];
	}
	m->cost = cost;
	m->capture = capture;
	avail = unused_corners(p, start, side, corner, &spent);
	if (cost > avail) {
		nw_square_name(p, start, sq);
		return fault(f, 0, "%s cannot move robot %s: it has %s beside "
		    "it and the path costs %d", name[side], sq,
		    count_batteries(avail, spent > 0 ? "unused " : "", have,
		    sizeof(have)), cost);
	}
	if (spend_named) {
		if (!check_spend(p, side, m, f))
			return 0;
		for (i = 0, m->named = 0; i < cost; i++)
			m->named |= m->spend[i] != corner[i];
	} else {
		for (i = 0; i < cost; i++)
			m->spend[i] = (short)corner[i];
		m->nspend = cost;
		m->named = 0;
	}
	if (rules->compulsory_capture && capture < 0 &&
	    nw_capture_exists(p, rules, &ex)) {
		nw_path_text(p, &ex, text, sizeof(text));
		return fault(f, NW_AT_EVENT, "capture is compulsory: %s can "
		    "capture with %s", name[side], text);
	}
	return 1;
}

/*
 * Which of the corners of a square, corner[] in the side's order of
 * spending (see nw_corners()), hold an unused battery: bit i for
 * corner[i], not branched on.  *k gets how many, spend[] those corners,
 * in that order.
 */
static inline unsigned int
corners_unused(const struct nw_pos *p, const short corner[4], short spend[4],
    int *k)
{
	unsigned int	 avail = 0, unused, i;
	int		 n = 0;

	for (i = 0; i < 4; i++) {
		unused = (p->field[corner[i]] &
		    (NW_FD_BATTERY | NW_FD_SPENT)) == NW_FD_BATTERY;
		avail |= unused << i;
		spend[n] = corner[i];
		n += (int)unused;
	}
	*k = n;
	return avail;
}

/*
 * Check the batteries the robot's move m names, as check_spend() does
 * but without a branch, for a move that costs cost, from a square whose
 * corners are corner[], in the side's order of spending, with an unused
 * battery where the bits of avail say: 1 if they are the cost's worth of
 * those batteries, each once; then order[] gets them in that order (it
 * has the default spend, the first cost unused ones, on the way in), and
 * *differ is set if that is not the default.
 */
static unsigned int
named_usual(const struct nw_move *m, unsigned int cost, const short corner[4],
    unsigned int avail, short order[4], unsigned int *differ)
{
	unsigned int	 n = (unsigned int)m->nspend, good, in = 0;
	unsigned int	 bit, i, j, k;
	short		 dflt[4];

	for (i = 0; i < 4; i++)
		dflt[i] = order[i];
	good = (n - 1 <= 3) & (n == cost);
	for (j = 0; j < 4; j++) {
		/* The corner named j-th, a bit; none past the n named. */
		for (i = 0, bit = 0; i < 4; i++)
			bit |= ((j < n) & (m->spend[j] == corner[i])) << i;
		/* Named: a corner with an unused battery, once. */
		good &= (j >= n) | ((bit & avail & ~in) != 0);
		in |= bit;
	}
	*differ = 0;
	for (i = 0, k = 0; i < 4; i++) {
		order[k] = corner[i];
		k += (in >> i) & 1;
	}
	for (i = 0; i < 4; i++) {
		order[i] &= (short)-(int)(i < k);
		*differ |= (i < cost) & (order[i] != dflt[i]);
	}
	return good;
}

/*
 * Whether the robot's move m is legal, tested with few branches: each
 * test of a step or of a corner is folded into one flag with '|', for
 * most moves are legal and a branch on a square's content or a step's
 * direction is mispredicted at random.  If it is, fill m's cost, capture
 * and spend as check_robot_whole() does and return 1; if not, leave m as
 * it was and return 0, for that function to say why.  Compulsory capture
 * is left to it too.
 */
static inline int
robot_usual(const struct nw_pos *p, const struct nw_rules *rules,
    struct nw_move *m, int spend_named)
{
	const unsigned char	*sq = p->square;
	const struct nw_geometry *g = nw_geometry(p);
	unsigned int		 side = (unsigned int)m->side, mine = 1u << side;
	unsigned int		 bad, cost = 0, capture = 0, visited, dist, c;
	unsigned int		 avail, differ = 0;
	int			 i, n = m->npath, start = m->path[0], from, to;
	int			 f0, r0, f1, r1, df, dr, over, k;
	const short		*corner = g->corner[side][start];
	short			 spend[4] = { 0, 0, 0, 0 };

	/* A robot of the side that has not moved: its byte is its bit. */
	bad = (p->phase == NW_PHASE_BATTERIES) | (sq[start] != mine) |
	    (unsigned int)rules->compulsory_capture;
	from = start;
	r0 = g->square_rank[from];
	f0 = g->square_file[from];
	/*
	 * The files entered on the step's rank: a step never goes back a
	 * rank, so a path enters a square twice only on one rank.
	 */
	visited = 1u << f0;
	for (i = 1; i < n; i++) {
		to = m->path[i];
		r1 = g->square_rank[to];
		f1 = g->square_file[to];
		df = f1 - f0;
		dr = r1 - r0;
		dist = (unsigned int)(abs(df) + abs(dr));
		/* Straight, not back, one or two squares; none after a capture. */
		bad |= ((df != 0) & (dr != 0)) | (dr * (1 - 2 * (int)side) < 0) |
		    (dist - 1 > 1) | capture;
		/* A jump goes over an own robot, not the mover's empty start. */
		over = (from + to) >> 1;
		bad |= (dist == 2) & (((sq[over] & NW_SQ_ROBOT) != mine) |
		    (over == start));
		visited &= 0u - (dr == 0);
		bad |= (visited >> f1) & 1;
		visited |= 1u << f1;
		c = sq[to] & NW_SQ_ROBOT;
		bad |= c == mine;
		capture = c == (mine ^ NW_SQ_ROBOT);
		cost += dist + capture;
		from = to;
		f0 = f1;
		r0 = r1;
	}
	avail = corners_unused(p, corner, spend, &k);
	bad |= cost > (unsigned int)k;
	if (spend_named)
		bad |= named_usual(m, cost, corner, avail, spend, &differ) ^ 1;
	if (bad)
		return 0;
	m->cost = (int)cost;
	m->capture = capture ? m->path[n - 1] : -1;
	memcpy(m->spend, spend, sizeof(m->spend));
	m->nspend = (int)cost;
	m->named = (int)differ;
	return 1;
}

int
nw_robot_usual(const struct nw_pos *p, const struct nw_rules *rules,
    struct nw_move *m, int spend_named)
{
	return robot_usual(p, rules, m, spend_named);
}

int
nw_check_robot(const struct nw_pos *p, const struct nw_rules *rules,
    const char *const name[2], struct nw_move *m, int spend_named,
    struct nw_fault *f)
{
	if (robot_usual(p, rules, m, spend_named))
		return 1;
	return check_robot_whole(p, rules, name, m, spend_named, f);
}

/*
 * The first empty field in the direction from the field of column x and
 * row y, or -1; inline, for every battery move checked asks.
 */
static inline int
landing_xy(const struct nw_pos *p, int x, int y, int dx, int dy)
{
	int	 to;

	x += dx;
	y += dy;
	while ((to = nw_field(p, x, y)) >= 0) {
		if (!(p->field[to] & NW_FD_BATTERY))
			return to;
		x += dx;
		y += dy;
	}
	return -1;
}

/* The first empty field from fd on in the direction, or -1. */
static int
landing(const struct nw_pos *p, int fd, int dx, int dy)
{
	return landing_xy(p, nw_field_x(p, fd), nw_field_y(p, fd), dx, dy);
}

static int
sign(int v)
{
	return (v > 0) - (v < 0);
}

/*
 * The field the battery move m lands on, its first field of column x and
 * row y, its second dx and dy from it on a line: the second itself if the
 * fields between hold batteries and it does not, as in any legal move;
 * else the first empty field in its direction, or -1.
 */
static inline int
landing_at(const struct nw_pos *p, const struct nw_move *m, int x, int y,
    int dx, int dy)
{
	int	 step = dy == 0 ? sign(dx) : sign(dy) * (p->cols + 1), fd;

	for (fd = m->from + step; fd != m->to; fd += step)
		if (!(p->field[fd] & NW_FD_BATTERY))
			break;
	if (fd == m->to && !(p->field[fd] & NW_FD_BATTERY))
		return fd;
	return landing_xy(p, x, y, sign(dx), sign(dy));
}

/*
 * The bytes of the four squares beside the field fd, in one word, found
 * by the board's geometry g; inline, for every battery move checked asks.
 * A square off the board is NW_NOSQUARE there, empty, not branched on.
 */
static inline uint32_t
beside_bytes(const struct nw_pos *p, const struct nw_geometry *g, int fd)
{
	const unsigned char	*sq = p->square;
	const short		*b = g->beside[fd];

	return (uint32_t)sq[b[0]] | (uint32_t)sq[b[1]] << 8 |
	    (uint32_t)sq[b[2]] << 16 | (uint32_t)sq[b[3]] << 24;
}

/*
 * The side's robots among the four squares' bytes b: each robot is the
 * bit of its side's number, and the four bits are added up by one
 * multiplication, not indexed by the side, so that it stays in registers.
 */
static inline unsigned int
robots_in(uint32_t b, int side)
{
	return (((b >> side) & UINT32_C(0x01010101)) * UINT32_C(0x01010101)) >>
	    24;
}

void
nw_control_count(const struct nw_pos *p, int fd, int count[2])
{
	uint32_t	 b = beside_bytes(p, nw_geometry(p), fd);

	count[NW_SOUTH] = (int)robots_in(b, NW_SOUTH);
	count[NW_NORTH] = (int)robots_in(b, NW_NORTH);
}

/* Whether the side controls a battery with these robots beside it. */
static int
controls(const struct nw_rules *rules, const int count[2], int side)
{
	if (count[side] < count[!side])
		return 0;
	return rules->control == NW_CONTROL_BARE || count[side] > 0;
}

int
nw_controls(const struct nw_pos *p, const struct nw_rules *rules, int side,
    int fd)
{
	int	 count[2];

	nw_control_count(p, fd, count);
	return controls(rules, count, side);
}

/* What a battery's move is, or which rule it breaks. */
enum shift {
	SHIFT_OK,
	SHIFT_NO_ROBOT_YET,
	SHIFT_MUST_CAPTURE,
	SHIFT_NO_BATTERY,
	SHIFT_MOVED,
	SHIFT_NOWHERE,
	SHIFT_CROOKED,
	SHIFT_BLOCKED,
	SHIFT_ONTO_BATTERY,
	SHIFT_OVER_EMPTY,
	SHIFT_NOT_CONTROLLED,
	SHIFT_FROZEN
};

/*
 * Say what the battery move m is; *land is the field the battery would
 * land on, count[] the robots of each side beside it, once known.
 */
static enum shift
classify_shift(const struct nw_pos *p, const struct nw_rules *rules,
    const struct nw_move *m, int *land, int count[2])
{
	int	 side = m->side, x, y, dx, dy;

	if (p->phase == NW_PHASE_FIRST)
		return SHIFT_NO_ROBOT_YET;
	if (rules->compulsory_capture && p->phase == NW_PHASE_ROBOTS &&
	    nw_capture_exists(p, rules, NULL))
		return SHIFT_MUST_CAPTURE;
	if (!(p->field[m->from] & NW_FD_BATTERY))
		return SHIFT_NO_BATTERY;
	if (p->field[m->from] & NW_FD_MOVED)
		return SHIFT_MOVED;
	x = nw_field_x(p, m->from);
	y = nw_field_y(p, m->from);
	dx = nw_field_x(p, m->to) - x;
	dy = nw_field_y(p, m->to) - y;
	if (dx == 0 && dy == 0)
		return SHIFT_NOWHERE;
	if (dx != 0 && dy != 0)
		return SHIFT_CROOKED;
	if ((*land = landing_at(p, m, x, y, dx, dy)) < 0)
		return SHIFT_BLOCKED;
	if (m->to != *land && (p->field[m->to] & NW_FD_BATTERY))
		return SHIFT_ONTO_BATTERY;
	if (m->to != *land)
		return SHIFT_OVER_EMPTY;
	nw_control_count(p, m->from, count);
	if (!controls(rules, count, side))
		return SHIFT_NOT_CONTROLLED;
	if (rules->shared_frozen && controls(rules, count, !side))
		return SHIFT_FROZEN;
	return SHIFT_OK;
}

/* Put into f the rule a battery's move breaks. */
static VERDICT_COLD int
shift_fault(const struct nw_pos *p, const struct nw_rules *rules,
    const char *const name[2], const struct nw_move *m, enum shift s,
    int land, const int count[2], struct nw_fault *f)
{
	struct nw_move	 ex;
	char		 a[NW_NAMEBUF], b[NW_NAMEBUF], c[NW_NAMEBUF];
	char		 text[NW_WHY / 2];
	int		 side = m->side;

	nw_field_name(p, m->from, a);
	nw_field_name(p, m->to, b);
	switch (s) {
	case SHIFT_NO_ROBOT_YET:
		return fault(f, NW_AT_EVENT, "a turn begins with a robot move: "
		    "%s has moved no robot yet this turn", name[side]);
	case SHIFT_MUST_CAPTURE:
		(void)nw_capture_exists(p, rules, &ex);
		nw_path_text(p, &ex, text, sizeof(text));
		return fault(f, NW_AT_EVENT, "capture is compulsory: %s can "
		    "still capture with %s, before any battery move",
		    name[side], text);
	case SHIFT_NO_BATTERY:
		return fault(f, NW_AT_FROM, "there is no battery on %s", a);
	case SHIFT_MOVED:
		return fault(f, NW_AT_FROM, "the battery on %s has moved "
		    "already this turn: each battery moves once a turn", a);
	case SHIFT_NOWHERE:
		return fault(f, NW_AT_TO, "a battery move goes from one field "
		    "to another, not from %s to %s", a, b);
	case SHIFT_CROOKED:
		return fault(f, NW_AT_TO, "a battery moves along a line: %s to "
		    "%s is not straight", a, b);
	case SHIFT_BLOCKED:
		return fault(f, NW_AT_TO, "the battery on %s cannot move "
		    "toward %s: every field up to the edge holds a battery",
		    a, b);
	case SHIFT_ONTO_BATTERY:
		nw_field_name(p, land, c);
		return fault(f, NW_AT_TO, "%s holds a battery: the battery on "
		    "%s moves on to the next empty field, %s", b, a, c);
	case SHIFT_OVER_EMPTY:
		nw_field_name(p, land, c);
		return fault(f, NW_AT_TO, "the battery on %s would jump over "
		    "the empty field %s: it stops on the next empty field",
		    a, c);
	case SHIFT_NOT_CONTROLLED:
		if (count[side] == 0 && count[!side] == 0)
			return fault(f, NW_AT_FROM, "%s does not control the "
			    "battery on %s: no robot is beside it", name[side],
			    a);
		return fault(f, NW_AT_FROM, "%s does not control the battery "
		    "on %s: it is beside %d of %s's robots and %d of %s's",
		    name[side], a, count[side], name[side], count[!side],
		    name[!side]);
	case SHIFT_FROZEN:
		if (count[side] == 0)
			snprintf(text, sizeof(text), "no robot is beside it");
		else
			snprintf(text, sizeof(text), "%d robot%s of each is "
			    "beside it", count[side], count[side] == 1 ? "" :
			    "s");
		return fault(f, NW_AT_FROM, "both players control the battery "
		    "on %s (%s), and under the shared-battery rule neither "
		    "may move it", a, text);
	default:
		return 1;
	}
}

/*
 * Whether the side's battery move from one field to another is legal,
 * tested as robot_usual() tests a robot's: 1 if it is, 0 if it is not or
 * under compulsory capture, for classify_shift() to say why.
 */
static inline int
battery_usual(const struct nw_pos *p, const struct nw_rules *rules, int side,
    int from, int to)
{
	const unsigned char	*fd = p->field;
	const struct nw_geometry *g = nw_geometry(p);
	unsigned int		 bad, between = 1, mine, theirs;
	uint32_t		 b;
	int			 dx, dy, step, k, i;

	bad = (p->phase == NW_PHASE_FIRST) |
	    (unsigned int)rules->compulsory_capture |
	    ((fd[from] & (NW_FD_BATTERY | NW_FD_MOVED)) != NW_FD_BATTERY) |
	    (fd[to] & NW_FD_BATTERY);
	dx = g->field_x[to] - g->field_x[from];
	dy = g->field_y[to] - g->field_y[from];
	/* Along one line: one of dx and dy is 0, not both. */
	bad |= (dx != 0) == (dy != 0);
	/* Every field between holds a battery: one at most, mostly. */
	k = abs(dx) + abs(dy);
	if (k <= 2)
		between = (k < 2) | fd[(from + to) >> 1];
	else {
		step = (to - from) / k;
		for (i = 1; i < k; i++)
			between &= fd[from + i * step];
	}
	bad |= (between & NW_FD_BATTERY) ^ 1;
	b = beside_bytes(p, g, from);
	mine = robots_in(b, side);
	theirs = robots_in(b, !side);
	/*
	 * Controlled by the side: as many robots beside it as the opponent,
	 * and one at least unless control is bare.  Not controlled by both
	 * if that freezes it: then more than the opponent, which is one at
	 * least under either control.
	 */
	bad |= (mine < theirs + (rules->shared_frozen != 0)) |
	    (mine < (unsigned int)(rules->control != NW_CONTROL_BARE));
	return !bad;
}

/*
 * Check a battery's move rule by rule, saying which it breaks first if
 * it breaks one: what nw_check_battery() does when battery_usual() cannot
 * say the move is legal.  Cold: out of the way of the usual move.
 */
static VERDICT_COLD int
check_battery_whole(const struct nw_pos *p, const struct nw_rules *rules,
    const char *const name[2], const struct nw_move *m, struct nw_fault *f)
{
	enum shift	 s;
	int		 land = -1, count[2] = { 0, 0 };

	if ((s = classify_shift(p, rules, m, &land, count)) == SHIFT_OK)
		return 1;
	return shift_fault(p, rules, name, m, s, land, count, f);
}

int
nw_battery_usual(const struct nw_pos *p, const struct nw_rules *rules,
    int side, int from, int to)
{
	return battery_usual(p, rules, side, from, to);
}

int
nw_check_battery(const struct nw_pos *p, const struct nw_rules *rules,
    const char *const name[2], const struct nw_move *m, struct nw_fault *f)
{
	if (battery_usual(p, rules, m->side, m->from, m->to))
		return 1;
	return check_battery_whole(p, rules, name, m, f);
}

int
nw_check(const struct nw_pos *p, const struct nw_rules *rules,
    const char *const name[2], struct nw_move *m, int spend_named,
    struct nw_fault *f)
{
	f->at = NW_AT_EVENT;
	f->why[0] = '\0';
	switch (m->kind) {
	case NW_MOVE_ROBOT:
		return nw_check_robot(p, rules, name, m, spend_named, f);
	case NW_MOVE_BATTERY:
		return nw_check_battery(p, rules, name, m, f);
	default:
		return 1;
	}
}

/* The side's robots on its target row. */
static int
across(const struct nw_pos *p, int side)
{
	const unsigned char	*row;
	unsigned char		 mine = side == NW_SOUTH ? NW_SQ_SOUTH :
				    NW_SQ_NORTH;
	int			 f, n = 0;

	row = p->square + nw_square(p, 0, nw_target_rank(p, side));
	for (f = 0; f < p->cols; f++)
		n += (row[f] & NW_SQ_ROBOT) == mine;
	return n;
}

static int
won(struct nw_pos *p, int side, enum nw_reason reason)
{
	p->end.reason = reason;
	p->end.winner = side;
	p->end.round = p->round;
	if (reason == NW_ACROSS) {
		p->end.across = across(p, side);
		p->end.remaining = p->robots[side];
		p->end.row = nw_target_rank(p, side) + 1;
	}
	return 1;
}

/* Whether at least half of the side's remaining robots are across. */
static int
half_across(const struct nw_pos *p, int side)
{
	return p->robots[side] > 0 && 2 * across(p, side) >= p->robots[side];
}

int
nw_check_won(struct nw_pos *p, int mover)
{
	if (p->robots[!mover] == 0)
		return won(p, mover, NW_CAPTURED_ALL);
	if (half_across(p, mover))
		return won(p, mover, NW_ACROSS);
	if (half_across(p, !mover))
		return won(p, !mover, NW_ACROSS);
	return 0;
}

void
nw_apply_robot(struct nw_pos *p, const struct nw_move *m)
{
	int	 i, side = m->side, end = m->path[m->npath - 1];

	for (i = 0; i < m->nspend; i++)
		p->field[m->spend[i]] |= NW_FD_SPENT;
	p->robots[!side] -= m->capture >= 0;
	p->square[m->path[0]] = 0;
	/* NW_SQ_SOUTH is 1 << NW_SOUTH, NW_SQ_NORTH 1 << NW_NORTH. */
	p->square[end] = (unsigned char)((1 << side) | NW_SQ_MOVED);
	p->phase = NW_PHASE_ROBOTS;
	/*
	 * The position before had no winner: only a robot reaching the
	 * mover's target rank, or a capture, can make one.
	 */
	if (m->capture >= 0 ||
	    nw_square_rank(p, end) == nw_target_rank(p, side))
		(void)nw_check_won(p, side);
}

void
nw_apply(struct nw_pos *p, const struct nw_move *m)
{
	switch (m->kind) {
	case NW_MOVE_ROBOT:
		nw_apply_robot(p, m);
		break;
	case NW_MOVE_BATTERY:
		nw_apply_battery(p, m);
		break;
	case NW_MOVE_RESIGN:
		(void)won(p, !m->side, NW_RESIGNED);
		break;
	}
}

/* The search for robots' moves: one robot's paths, depth first. */
struct walk {
	const struct nw_pos	*p;
	int			 captures_only;
	int			 first_only;	/* one spend a path */
	int			 avail;		/* unused batteries beside */
	int			 corner[4];	/* them, in spending order */
	int			 shared;	/* bit i: corner[i] is beside
						   another robot still to move */
	struct nw_move		 m;
	nw_move_fn		 fn;
	void			*arg;
};

/*
 * Call fn with the path in w->m once for each choice of the batteries it
 * spends that leaves another set for the side's robots still to move: two
 * choices that differ only in batteries no such robot stands beside lead
 * to the same game.  The default choice comes first.
 */
static int
emit(struct walk *w)
{
	unsigned int	 seen = 0;
	int		 idx[4], i, j, k = w->m.cost, n = w->avail, key, rc;
	int		 first = 1;

	if (w->captures_only && w->m.capture < 0)
		return 0;
	for (i = 0; i < k; i++)
		idx[i] = i;
	for (;;) {
		for (i = 0, key = 0; i < k; i++)
			key |= w->shared & (1 << idx[i]);
		if (!(seen & (1u << key))) {
			seen |= 1u << key;
			for (i = 0; i < k; i++)
				w->m.spend[i] = (short)w->corner[idx[i]];
			w->m.nspend = k;
			w->m.named = !first;
			if ((rc = w->fn(w->p, &w->m, w->arg)) != 0)
				return rc;
			if (w->first_only)
				return 0;
		}
		first = 0;
		for (i = k - 1; i >= 0 && idx[i] == n - k + i; i--)
			continue;
		if (i < 0)
			return 0;
		idx[i]++;
		for (j = i + 1; j < k; j++)
			idx[j] = idx[j - 1] + 1;
	}
}

/* Every way on from the end of the path so far, whose cost is cost. */
static int
walk_on(struct walk *w, int cost)
{
	const struct nw_pos	*p = w->p;
	struct nw_move		*m = &w->m;
	int			 cur = m->path[m->npath - 1], side = m->side;
	struct step_info	 st;
	int			 d, len, df, dr, to, c, rc;

	if (m->npath == NW_MAXPATH)
		return 0;
	for (d = 0; d < 3; d++) {
		/* Forward, then left and right as the side sees them. */
		df = d == 0 ? 0 : (d == 1 ? -1 : 1) * forward(side);
		dr = d == 0 ? forward(side) : 0;
		for (len = 1; len <= 2; len++) {
			to = nw_square(p, nw_square_file(p, cur) + df * len,
			    nw_square_rank(p, cur) + dr * len);
			if (to < 0 || classify(p, m, m->npath, to, &st) !=
			    STEP_OK || (c = cost + st.cost) > w->avail)
				continue;
			m->path[m->npath++] = (short)to;
			m->cost = c;
			m->capture = st.capture ? to : -1;
			rc = emit(w);
			if (rc == 0 && !st.capture)
				rc = walk_on(w, c);
			m->npath--;
			if (rc != 0)
				return rc;
		}
	}
	return 0;
}

static int
each_robot_move(const struct nw_pos *p, int captures_only, int first_only,
    nw_move_fn fn, void *arg)
{
	struct walk	 w;
	int		 side = p->to_move, sq, i, j, n, spent, rc;
	int		 beside[4];

	memset(&w, 0, sizeof(w));
	w.p = p;
	w.captures_only = captures_only;
	w.first_only = first_only;
	w.fn = fn;
	w.arg = arg;
	for (sq = 0; sq < nw_nsquares(p); sq++) {
		if (nw_robot(p, sq) != side || (p->square[sq] & NW_SQ_MOVED))
			continue;
		if ((w.avail = unused_corners(p, sq, side, w.corner,
		    &spent)) == 0)
			continue;
		w.shared = 0;
		for (i = 0; i < w.avail; i++) {
			n = nw_beside(p, w.corner[i], beside);
			for (j = 0; j < n; j++)
				if (beside[j] != sq &&
				    nw_robot(p, beside[j]) == side &&
				    !(p->square[beside[j]] & NW_SQ_MOVED))
					w.shared |= 1 << i;
		}
		w.m.kind = NW_MOVE_ROBOT;
		w.m.side = side;
		w.m.path[0] = (short)sq;
		w.m.npath = 1;
		if ((rc = walk_on(&w, 0)) != 0)
			return rc;
	}
	return 0;
}

/* Keep the first move found. */
static int
keep_first(const struct nw_pos *p, const struct nw_move *m, void *arg)
{
	(void)p;
	if (arg != NULL)
		*(struct nw_move *)arg = *m;
	return 1;
}

int
nw_capture_exists(const struct nw_pos *p, const struct nw_rules *rules,
    struct nw_move *m)
{
	(void)rules;	/* every variation captures the same way */
	if (p->phase == NW_PHASE_BATTERIES)
		return 0;
	return each_robot_move(p, 1, 1, keep_first, m);
}

/* Whether a field's byte is an unused battery: 1 or 0. */
static int
unused(unsigned char fd)
{
	return (fd & (NW_FD_BATTERY | NW_FD_SPENT)) == NW_FD_BATTERY;
}

/*
 * The batteries the side's robot needs, at most need, to step onto a
 * square holding sq: 1 if it is empty, 2 if it holds an enemy robot.
 */
static int
step_need(int side, unsigned char sq, int need)
{
	int	 robot = sq & NW_SQ_ROBOT;

	if (robot == 0)
		return 1;
	if (robot != (side == NW_SOUTH ? NW_SQ_SOUTH : NW_SQ_NORTH) &&
	    need > 2)
		return 2;
	return need;
}

/*
 * Whether the side's robot on file f, rank r can step to the square ahead
 * or beside it, empty or an enemy's, on its unused batteries: 1 if it can,
 * 0 if no unused battery is beside it, so that it cannot move at all, -1
 * if it cannot step but might jump.
 */
static int
can_step_from(const struct nw_pos *p, int side, int f, int r)
{
	const unsigned char	*fd, *sq = p->square + r * p->cols + f;
	int			 need = 3, ahead = r + forward(side);
	int			 above = p->cols + 1, have;

	/* Its corners: two on its rank's lower edge, two above. */
	fd = p->field + nw_field(p, f, r);
	have = unused(fd[0]) + unused(fd[1]) + unused(fd[above]) +
	    unused(fd[above + 1]);
	if (have == 0)
		return 0;
	/* A step costs 1 battery, a capture 2. */
	if (ahead >= 0 && ahead < p->rows)
		need = step_need(side, sq[ahead > r ? p->cols : -p->cols],
		    need);
	if (f > 0)
		need = step_need(side, sq[-1], need);
	if (f + 1 < p->cols)
		need = step_need(side, sq[1], need);
	return need <= 2 && have >= need ? 1 : -1;
}

/*
 * Whether a robot of the player to move can step to a square next to it:
 * a quick test that finds a move in most positions, before the whole
 * search.  The squares nearest the side's home row come first.  Returns
 * 1 if one can, 0 if none has an unused battery beside it, so that none
 * can move, -1 if the search must say.
 */
static int
can_step(const struct nw_pos *p)
{
	unsigned char	 mine;
	int		 side = p->to_move, n = nw_nsquares(p), i, sq, rc = 0;
	int		 step = side == NW_SOUTH ? 1 : -1;

	mine = side == NW_SOUTH ? NW_SQ_SOUTH : NW_SQ_NORTH;
	for (i = 0, sq = side == NW_SOUTH ? 0 : n - 1; i < n; i++, sq += step) {
		/* Equal: a robot of the side that has not moved. */
		if (p->square[sq] != mine)
			continue;
		switch (can_step_from(p, side, nw_square_file(p, sq),
		    nw_square_rank(p, sq))) {
		case 1:
			return 1;
		case -1:
			rc = -1;
			break;
		}
	}
	return rc;
}

void
nw_check_can_move(struct nw_pos *p, const struct nw_rules *rules)
{
	(void)rules;	/* no variation changes how robots move */
	if (p->end.reason != NW_PLAYING)
		return;
	switch (can_step(p)) {
	case 1:
		return;
	case -1:
		if (each_robot_move(p, 0, 1, keep_first, NULL))
			return;
		break;
	}
	(void)won(p, !p->to_move, NW_CANNOT_MOVE);
}

/* Whether the side may move the battery on fd, wherever it goes. */
static int
may_move_battery(const struct nw_pos *p, const struct nw_rules *rules,
    int side, int fd)
{
	if ((p->field[fd] & NW_FD_MOVED) || !nw_controls(p, rules, side, fd))
		return 0;
	return !rules->shared_frozen || !nw_controls(p, rules, !side, fd);
}

static int
each_battery_move(const struct nw_pos *p, const struct nw_rules *rules,
    nw_move_fn fn, void *arg)
{
	struct nw_move	 m;
	int		 fd, d, dx, dy, to, rc;

	memset(&m, 0, sizeof(m));
	m.kind = NW_MOVE_BATTERY;
	m.side = p->to_move;
	m.capture = -1;
	for (fd = 0; fd < nw_nfields(p); fd++) {
		if (!(p->field[fd] & NW_FD_BATTERY) ||
		    !may_move_battery(p, rules, m.side, fd))
			continue;
		/* Forward, back, left, right, as the side sees them. */
		for (d = 0; d < 4; d++) {
			dy = d < 2 ? (d == 0 ? 1 : -1) * forward(m.side) : 0;
			dx = d < 2 ? 0 : (d == 2 ? -1 : 1) * forward(m.side);
			if ((to = landing(p, fd, dx, dy)) < 0)
				continue;
			m.from = fd;
			m.to = to;
			if ((rc = fn(p, &m, arg)) != 0)
				return rc;
		}
	}
	return 0;
}

int
nw_each_move(const struct nw_pos *p, const struct nw_rules *rules,
    nw_move_fn fn, void *arg)
{
	int	 capture, rc;

	if (p->end.reason != NW_PLAYING)
		return 0;
	capture = rules->compulsory_capture && nw_capture_exists(p, rules,
	    NULL);
	if (p->phase != NW_PHASE_BATTERIES &&
	    (rc = each_robot_move(p, capture, 0, fn, arg)) != 0)
		return rc;
	if (p->phase != NW_PHASE_FIRST && !capture)
		return each_battery_move(p, rules, fn, arg);
	return 0;
}

int
nw_turn_may_end(const struct nw_pos *p, const struct nw_rules *rules,
    const char *const name[2], struct nw_fault *f)
{
	struct nw_move	 ex;
	char		 text[NW_WHY / 2];

	if (p->phase == NW_PHASE_FIRST)
		return f == NULL ? 0 : fault(f, NW_AT_EVENT, "%s has moved no "
		    "robot this turn: a turn begins with a robot move",
		    name[p->to_move]);
	if (rules->compulsory_capture && nw_capture_exists(p, rules, &ex)) {
		if (f == NULL)
			return 0;
		nw_path_text(p, &ex, text, sizeof(text));
		return fault(f, NW_AT_EVENT, "capture is compulsory: %s's turn "
		    "ended while %s could still capture", name[p->to_move],
		    text);
	}
	return 1;
}

/*
 * Keep only the bits keep of the first n bytes at b, 64 bytes at a time
 * (a loop of 64 the compiler does with vector registers): it is done to
 * every square and field at every turn.  The bytes past the n up to a
 * multiple of 64 are masked too: the arrays of a position have room for
 * them (NW_WORDS()).
 */
static void
mask_bytes(unsigned char *b, int n, unsigned char keep)
{
	int	 i, j;

	for (i = 0; i < n; i += 64)
		for (j = i; j < i + 64; j++)
			b[j] &= keep;
}

void
nw_pass(struct nw_pos *p, const struct nw_rules *rules, int check)
{
	mask_bytes(p->square, nw_nsquares(p), NW_SQ_ROBOT);
	mask_bytes(p->field, nw_nfields(p), NW_FD_BATTERY);
	p->to_move = !p->to_move;
	p->round += p->to_move == NW_SOUTH;
	p->turn_round[NW_SOUTH] = p->round + (p->to_move == NW_NORTH);
	p->turn_round[NW_NORTH] = p->round;
	p->phase = NW_PHASE_FIRST;
	if (check)
		nw_check_can_move(p, rules);
}

int
nw_each_next(const struct nw_pos *p, const struct nw_rules *rules,
    nw_move_fn fn, void *arg)
{
	struct nw_pos	 next;
	int		 rc;

	if ((rc = nw_each_move(p, rules, fn, arg)) != 0)
		return rc;
	if (p->end.reason != NW_PLAYING || !nw_turn_may_end(p, rules, NULL,
	    NULL))
		return 0;
	next = *p;
	nw_pass(&next, rules, 1);
	return nw_each_move(&next, rules, fn, arg);
}

void
nw_move_text(const struct nw_pos *p, const struct nw_move *m, char *buf,
    size_t size)
{
	char	 a[NW_NAMEBUF], b[NW_NAMEBUF];
	size_t	 len;
	int	 i;

	switch (m->kind) {
	case NW_MOVE_ROBOT:
		len = (size_t)snprintf(buf, size, "move ");
		nw_path_text(p, m, buf + len, size - len);
		len = strlen(buf);
		for (i = 0; m->named && i < m->nspend && len < size; i++) {
			nw_field_name(p, m->spend[i], a);
			len += (size_t)snprintf(buf + len, size - len, "%s%s",
			    i == 0 ? " using " : ",", a);
		}
		break;
	case NW_MOVE_BATTERY:
		nw_field_name(p, m->from, a);
		nw_field_name(p, m->to, b);
		snprintf(buf, size, "battery %s-%s", a, b);
		break;
	case NW_MOVE_RESIGN:
		snprintf(buf, size, "resign");
		break;
	}
}

/*
 * Write "NAME WHAT round N" into buf as snprintf() would, cut to size:
 * by hand, for most games end so and nw-check(1) says it for each.
 */
static void
name_round_text(char *buf, size_t size, const char *name, const char *what,
    int round)
{
	char		 text[NW_WHY], digits[16];
	size_t		 len = strlen(name), wlen = strlen(what), n = 0;
	unsigned int	 r = (unsigned int)round;

	if (size == 0 || round < 0 || len + wlen + sizeof(digits) >
	    sizeof(text)) {
		snprintf(buf, size, "%s%s%d", name, what, round);
		return;
	}
	memcpy(text, name, len);
	memcpy(text + len, what, wlen);
	len += wlen;
	do
		digits[n++] = (char)('0' + r % 10);
	while ((r /= 10) != 0);
	while (n > 0)
		text[len++] = digits[--n];
	if (len >= size)
		len = size - 1;
	memcpy(buf, text, len);
	buf[len] = '\0';
}

void
nw_end_text(const struct nw_pos *p, const char *const name[2], char *buf,
    size_t size)
{
	const struct nw_end	*e = &p->end;

	switch (e->reason) {
	case NW_ACROSS:
		snprintf(buf, size, "half their robots across (%d of %d on "
		    "row %d)", e->across, e->remaining, e->row);
		break;
	case NW_CAPTURED_ALL:
		snprintf(buf, size, "all enemy robots captured");
		break;
	case NW_CANNOT_MOVE:
		name_round_text(buf, size, name[!e->winner],
		    " cannot move a robot in round ", e->round);
		break;
	case NW_RESIGNED:
		name_round_text(buf, size, name[!e->winner],
		    " resigned in round ", e->round);
		break;
	default:
		snprintf(buf, size, "no result yet");
		break;
	}
}

/* Count a listed move in the unsigned long arg points to. */
static int
count_one(const struct nw_pos *p, const struct nw_move *m, void *arg)
{
	(void)p;
	(void)m;
	(*(unsigned long *)arg)++;
	return 0;
}

unsigned long
nw_count_moves(const struct nw_pos *p, const struct nw_rules *rules, int next)
{
	unsigned long	 n = 0;

	if (next)
		(void)nw_each_next(p, rules, count_one, &n);
	else
		(void)nw_each_move(p, rules, count_one, &n);
	return n;
}
