/*
 * rules.c: the rules of NetMatch, each event's check and what it does.
 * The messages quote the rules text where it is short.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "verdict.h"
#include "board.h"
#include "network.h"
#include "rules.h"

#define PAIRWISE_RULE	"a pairwise match needs two pawns with the same " \
			"color and symbol in the same node"
#define ONE_ACTION_RULE	"each turn, the player can attempt the word " \
			"gambit, or can move one of the pawns"

/* Fill the fault about part at of the event; return 0. */
static VERDICT_COLD int
fault(struct nm_fault *f, int at, const char *fmt, ...)
{
	va_list	 ap;

	f->at = at;
	va_start(ap, fmt);
	vsnprintf(f->why, sizeof(f->why), fmt, ap);
	va_end(ap);
	return 0;
}

/* The name of the player on turn. */
static const char *
mover(const struct nm_setup *s, const struct nm_pos *p)
{
	return s->players.p[p->to_move].name;
}

/* Whether the player on turn may move the pawns of the cell. */
static int
may_touch(const struct nm_setup *s, const struct nm_pos *p,
    const struct nm_cell *c)
{
	return s->any_pawn || nm_plays(s, p->to_move, c->color);
}

/* Whether a pawn of cell from may step onto cell to. */
static int
may_land(const struct nm_cell *from, const struct nm_cell *to)
{
	return to->count == 0 ||
	    (to->color == from->color && to->symbol == from->symbol);
}

/* The fault of an event that comes after the turn's move, pass or gambit. */
static VERDICT_COLD int
done_already(const struct nm_setup *s, const struct nm_pos *p,
    struct nm_fault *f)
{
	if (p->phase == NM_PHASE_GAMBIT)
		return fault(f, NM_AT_EVENT, "%s is out of the game: their word "
		    "gambit in turn %lu was wrong, and the player immediately "
		    "loses", mover(s, p), p->turn);
	return fault(f, NM_AT_EVENT, "%s has %s already in turn %lu: %s",
	    mover(s, p), p->phase == NM_PHASE_PASSED ? "passed" : "moved",
	    p->turn, ONE_ACTION_RULE);
}

int
nm_check_move(const struct nm_setup *s, const struct nm_pos *p,
    const struct nm_move *m, struct nm_fault *f)
{
	const struct nm_network	*net = s->net;
	const struct nm_cell	*from = &p->node[m->from], *to = &p->node[m->to];
	const char		*a = net->node[m->from], *b = net->node[m->to];
	char			 what[64], colors[32];

	if (p->phase != NM_PHASE_START)
		return done_already(s, p, f);
	if (from->count == 0)
		return fault(f, NM_AT_FROM, "%s cannot move %s-%s: no pawn "
		    "stands on %s", mover(s, p), a, b, a);
	if (!may_touch(s, p, from))
		return fault(f, NM_AT_FROM, "%s cannot move %s-%s: the pawn on "
		    "%s is %s, and %s plays %s; a player moves only their own "
		    "pawns", mover(s, p), a, b, a, nm_colors[from->color],
		    mover(s, p), nm_colors_text(s, p->to_move, colors,
		    sizeof(colors)));
	if (m->from == m->to)
		return fault(f, NM_AT_TO, "%s cannot move %s-%s: a pawn moves "
		    "from a node to another, a neighbor", mover(s, p), a, b);
	if (!nm_adjacent(net, m->from, m->to))
		return fault(f, NM_AT_TO, "%s cannot move %s-%s: %s and %s are "
		    "not neighbors; the origin and destination nodes must be "
		    "neighbors (directly connected with a line)", mover(s, p),
		    a, b, a, b);
	if (!may_land(from, to))
		return fault(f, NM_AT_TO, "%s cannot move %s-%s: %s holds %s; "
		    "a pawn moves onto an empty node or one with the same "
		    "color and symbol", mover(s, p), a, b, b,
		    nm_cell_text(to, what, sizeof(what)));
	return 1;
}

void
nm_apply_move(struct nm_pos *p, const struct nm_move *m)
{
	struct nm_cell	*from = &p->node[m->from], *to = &p->node[m->to];

	to->color = from->color;
	to->symbol = from->symbol;
	to->count++;
	if (--from->count == 0)
		from->color = from->symbol = 0;
	p->phase = NM_PHASE_MOVED;
}

int
nm_each_move(const struct nm_setup *s, const struct nm_pos *p,
    int (*fn)(const struct nm_move *, void *), void *arg)
{
	const struct nm_network	*net = s->net;
	struct nm_move		 m;
	int			 i, rc;

	for (m.from = 0; m.from < net->nnodes; m.from++) {
		if (p->node[m.from].count == 0 ||
		    !may_touch(s, p, &p->node[m.from]))
			continue;
		for (i = net->first[m.from]; i < net->first[m.from + 1]; i++) {
			m.to = net->adj[i];
			if (may_land(&p->node[m.from], &p->node[m.to]) &&
			    (rc = fn(&m, arg)) != 0)
				return rc;
		}
	}
	return 0;
}

/* For nm_find_move(): keep the first move. */
static int
keep_move(const struct nm_move *m, void *arg)
{
	*(struct nm_move *)arg = *m;
	return 1;
}

int
nm_find_move(const struct nm_setup *s, const struct nm_pos *p,
    struct nm_move *m)
{
	return nm_each_move(s, p, keep_move, m);
}

int
nm_check_pass(const struct nm_setup *s, const struct nm_pos *p,
    struct nm_fault *f)
{
	struct nm_move	 m;

	if (p->phase != NM_PHASE_START)
		return done_already(s, p, f);
	if (nm_find_move(s, p, &m))
		return fault(f, NM_AT_EVENT, "%s cannot pass: %s-%s is a legal "
		    "move; a player passes only when no move is legal",
		    mover(s, p), s->net->node[m.from], s->net->node[m.to]);
	return 1;
}

void
nm_apply_pass(struct nm_pos *p)
{
	p->phase = NM_PHASE_PASSED;
}

/* The fault of a match or a reveal declared before the turn's move. */
static VERDICT_COLD int
not_yet(const struct nm_setup *s, const struct nm_pos *p, const char *what,
    struct nm_fault *f)
{
	if (p->phase == NM_PHASE_GAMBIT)
		return done_already(s, p, f);
	return fault(f, NM_AT_EVENT, "%s cannot declare %s before moving: "
	    "matches are declared after the turn's move", mover(s, p), what);
}

int
nm_check_match(const struct nm_setup *s, const struct nm_pos *p, int node,
    struct nm_fault *f)
{
	const struct nm_cell	*c = &p->node[node];
	const char		*at = s->net->node[node];
	char			 what[64], colors[32];

	if (p->phase == NM_PHASE_START || p->phase == NM_PHASE_GAMBIT)
		return not_yet(s, p, "a match", f);
	if (c->count == 0)
		return fault(f, NM_AT_FROM, "%s cannot match at %s: no pawn "
		    "stands there; " PAIRWISE_RULE, mover(s, p), at);
	if (!nm_plays(s, p->to_move, c->color))
		return fault(f, NM_AT_FROM, "%s cannot match at %s: its pawns "
		    "are %s, and %s plays %s; a player matches only their own "
		    "pawns", mover(s, p), at, nm_colors[c->color], mover(s, p),
		    nm_colors_text(s, p->to_move, colors, sizeof(colors)));
	if (c->count < 2)
		return fault(f, NM_AT_FROM, "%s cannot match at %s: it holds "
		    "%s alone; " PAIRWISE_RULE, mover(s, p), at,
		    nm_cell_text(c, what, sizeof(what)));
	return 1;
}

void
nm_apply_match(struct nm_pos *p, int node)
{
	struct nm_cell	*c = &p->node[node];

	p->left[(int)c->color][(int)c->symbol]--;
	c->count--;
}

/* Whether the token of color c and the symbol may be taken now. */
static int
token_ready(const struct nm_pos *p, int c, int symbol)
{
	return p->left[c][symbol] == 1 && !(p->taken[c] & (1 << symbol));
}

int
nm_check_reveal(const struct nm_setup *s, const struct nm_pos *p, int *c,
    int symbol, struct nm_fault *f)
{
	const struct player	*pl = &s->players.p[p->to_move];
	const char		*sym = nm_symbols[symbol];

	if (p->phase == NM_PHASE_START || p->phase == NM_PHASE_GAMBIT)
		return not_yet(s, p, "a multi-way match", f);
	if (*c < 0 && pl->ncolors == 2 && token_ready(p, pl->color[0],
	    symbol) && token_ready(p, pl->color[1], symbol)) {
		fault(f, NM_AT_FROM, "%s plays %s and %s, and both %s tokens "
		    "may be taken: name one, as in 'reveal %s:%s'", pl->name,
		    nm_colors[pl->color[0]], nm_colors[pl->color[1]], sym,
		    nm_colors[pl->color[0]], sym);
		return -1;
	}
	if (*c < 0)
		*c = pl->ncolors == 2 && token_ready(p, pl->color[1], symbol) ?
		    pl->color[1] : pl->color[0];
	if (!nm_plays(s, p->to_move, *c))
		return fault(f, NM_AT_FROM, "%s does not play %s: a player "
		    "takes only their own tokens", pl->name, nm_colors[*c]);
	if (p->taken[*c] & (1 << symbol))
		return fault(f, NM_AT_FROM, "%s has taken the %s %s token "
		    "already", pl->name, nm_colors[*c], sym);
	if (p->left[*c][symbol] > 1)
		return fault(f, NM_AT_FROM, "%s cannot take the %s %s token: "
		    "%d %s %ss are still in play; the multi-way match comes "
		    "when only one copy of a pawn remains", pl->name,
		    nm_colors[*c], sym, p->left[*c][symbol], nm_colors[*c],
		    sym);
	return 1;
}

void
nm_apply_reveal(const struct nm_setup *s, struct nm_pos *p, int c,
    int symbol)
{
	const struct player	*pl = &s->players.p[p->to_move];
	int			 k;

	p->taken[c] |= (unsigned char)(1 << symbol);
	for (k = 0; k < pl->ncolors; k++)
		if (p->taken[pl->color[k]] != (1 << NM_NSYMBOLS) - 1)
			return;
	p->end.reason = NM_WON_LETTERS;
	p->end.winner = p->to_move;
}

int
nm_check_gambit(const struct nm_setup *s, const struct nm_pos *p,
    struct nm_fault *f)
{
	if (p->phase == NM_PHASE_START)
		return 1;
	if (p->phase == NM_PHASE_GAMBIT)
		return done_already(s, p, f);
	return fault(f, NM_AT_EVENT, "%s cannot attempt the word gambit after "
	    "%s: %s", mover(s, p), p->phase == NM_PHASE_PASSED ? "passing" :
	    "moving", ONE_ACTION_RULE);
}

/* Take every pawn of the player's colors off the board. */
static void
remove_pawns(const struct nm_setup *s, struct nm_pos *p, int player)
{
	int	 i;

	for (i = 0; i < s->net->nnodes; i++)
		if (p->node[i].count > 0 &&
		    nm_plays(s, player, p->node[i].color))
			memset(&p->node[i], 0, sizeof(p->node[i]));
	for (i = 0; i < NM_NCOLORS; i++)
		if (nm_plays(s, player, i))
			memset(p->left[i], 0, sizeof(p->left[i]));
}

void
nm_apply_gambit(const struct nm_setup *s, struct nm_pos *p,
    const char *const *words)
{
	const struct player	*pl = &s->players.p[p->to_move];
	int			 k, right = 1, in = 0, last = -1;

	p->phase = NM_PHASE_GAMBIT;
	for (k = 0; k < pl->ncolors; k++)
		if (strcasecmp(words[k], s->word[pl->color[k]]) != 0)
			right = 0;
	if (right) {
		p->end.reason = NM_WON_GAMBIT;
		p->end.winner = p->to_move;
		return;
	}
	p->out[p->to_move] = 1;
	snprintf(p->gambit[p->to_move], sizeof(p->gambit[0]), "%s%s%s",
	    words[0], pl->ncolors == 2 ? "+" : "", pl->ncolors == 2 ?
	    words[1] : "");
	remove_pawns(s, p, p->to_move);
	for (k = 0; k < s->players.n; k++)
		if (!p->out[k]) {
			in++;
			last = k;
		}
	if (in == 1) {
		p->end.reason = NM_WON_LAST;
		p->end.winner = last;
	}
}

int
nm_turn_may_end(const struct nm_setup *s, const struct nm_pos *p,
    struct nm_fault *f)
{
	if (p->phase != NM_PHASE_START)
		return 1;
	return fault(f, NM_AT_EVENT, "%s's turn %lu has no move: a turn "
	    "begins with a move, a pass or a word gambit", mover(s, p),
	    p->turn);
}

int
nm_next_player(const struct nm_setup *s, const struct nm_pos *p, int player)
{
	int	 i, k;

	for (i = 1; i <= s->players.n; i++) {
		k = (player + i) % s->players.n;
		if (!p->out[k])
			return k;
	}
	return player;
}

void
nm_next_turn(const struct nm_setup *s, struct nm_pos *p)
{
	p->to_move = nm_next_player(s, p, p->to_move);
	p->turn++;
	p->phase = NM_PHASE_START;
}

int
nm_over(const struct nm_pos *p)
{
	return p->end.reason != NM_PLAYING;
}

void
nm_revealed_text(const struct nm_setup *s, const struct nm_pos *p, int c,
    char buf[NM_NSYMBOLS + 1])
{
	int	 k;

	for (k = 0; k < NM_NSYMBOLS; k++)
		buf[k] = !(p->taken[c] & (1 << k)) ? '.' :
		    s->letter[c][k] != '\0' ? s->letter[c][k] : '?';
	buf[NM_NSYMBOLS] = '\0';
}

/* The player's word(s), "TEST" or "TEST and BEAR", into buf; "" if the
   record does not give them. */
static const char *
words_text(const struct nm_setup *s, int player, char *buf, size_t size)
{
	const struct player	*pl = &s->players.p[player];

	buf[0] = '\0';
	if (s->word[pl->color[0]][0] == '\0')
		return buf;
	if (pl->ncolors == 2)
		snprintf(buf, size, "%s and %s", s->word[pl->color[0]],
		    s->word[pl->color[1]]);
	else
		snprintf(buf, size, "%s", s->word[pl->color[0]]);
	return buf;
}

/*
 * The wrong gambits, "ann (HOLE) and cat (FIRE)", into buf; returns how
 * many.
 */
static int
lost_text(const struct nm_setup *s, const struct nm_pos *p, char *buf,
    size_t size)
{
	size_t	 len = 0;
	int	 i, n = 0, total = 0;

	for (i = 0; i < s->players.n; i++)
		total += p->out[i];
	buf[0] = '\0';
	for (i = 0; i < s->players.n && len < size; i++) {
		if (!p->out[i])
			continue;
		n++;
		len += (size_t)snprintf(buf + len, size - len, "%s%s (%s)",
		    n == 1 ? "" : n == total ? " and " : ", ",
		    s->players.p[i].name, p->gambit[i]);
	}
	return total;
}

void
nm_end_text(const struct nm_setup *s, const struct nm_pos *p, char *buf,
    size_t size)
{
	const struct player	*pl;
	char			 words[32], lost[200];
	int			 two;

	if (!nm_over(p)) {
		snprintf(buf, size, "no result yet");
		return;
	}
	pl = &s->players.p[p->end.winner];
	two = pl->ncolors == 2;
	words_text(s, p->end.winner, words, sizeof(words));
	switch (p->end.reason) {
	case NM_WON_LETTERS:
		snprintf(buf, size, "discovered all %s letters of their "
		    "word%s%s%s", two ? "eight" : "four", two ? "s" : "",
		    words[0] != '\0' ? ", " : "", words);
		break;
	case NM_WON_GAMBIT:
		snprintf(buf, size, "named their word%s in a word gambit: %s",
		    two ? "s" : "", words);
		break;
	default:
		snprintf(buf, size, "the last player left: wrong word gambit%s "
		    "by %s", lost_text(s, p, lost, sizeof(lost)) > 1 ? "s" : "",
		    lost);
		break;
	}
}
