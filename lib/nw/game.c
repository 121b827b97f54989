/*
 * game.c: reading a Netzwerk game from a record, through the game's table
 * of verbs, and writing one back.
 *
 * Each event is first read (its actor, its number, its squares or fields:
 * what is wrong there makes the record malformed), then the turn passes if
 * the actor changed, then the rules judge the move.  Replaying allocates
 * nothing: the position is a value inside the struct nw_game.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "players.h"
#include "record.h"
#include "ruletab.h"
#include "verdict.h"
#include "board.h"
#include "game.h"
#include "rules.h"
#include "usual.h"

static int	apply_move(void *, const struct rec_event *, struct verdict *);
static int	apply_battery(void *, const struct rec_event *,
		    struct verdict *);
static int	apply_resign(void *, const struct rec_event *,
		    struct verdict *);

#define SQUARE	"[a-z][1-9][0-9]?"
#define FIELD	"[A-Z](?:0|[1-9][0-9]?)"

static struct rule nw_verbs[] = {
	{ "move", SQUARE "(?:-" SQUARE "){1,31}(?: using " FIELD "(?:,"
	    FIELD "){0,3})?", "move SQUARE-SQUARE... [using FIELD,...], as "
	    "in 'move c1-c2-c3 using C0,D0'", apply_move, NULL },
	{ "battery", FIELD "-" FIELD, "battery FIELD-FIELD, as in "
	    "'battery C1-C2'", apply_battery, NULL },
	{ "resign", "", "resign, with nothing after it", apply_resign, NULL },
	{ NULL, NULL, NULL, NULL, NULL }
};

/* Tags this file reads; a record's others are written back as they are. */
enum tag {
	TAG_GAME, TAG_PLAYERS, TAG_BOARD, TAG_COMPULSORY, TAG_CONTROL,
	TAG_SHARED, TAG_SOUTH, TAG_NORTH, TAG_BATTERIES, TAG_RESULT, NTAGS
};
static const char *const known_tags[NTAGS] = {
	"Game", "Players", "Board", "CompulsoryCapture", "Control",
	"SharedBattery", "South", "North", "Batteries", "Result"
};

const struct rule *
nw_game_verbs(void)
{
	ruletab_compile(nw_verbs);
	return nw_verbs;
}

void
nw_options_init(struct nw_options *o)
{
	o->compulsory_capture = o->shared_frozen = o->control = -1;
}

/* Read "yes" or "no" (or nothing: yes) for an option. */
static int
yes_no(const char *option, const char *arg)
{
	if (arg == NULL || strcmp(arg, "yes") == 0)
		return 1;
	if (strcmp(arg, "no") == 0)
		return 0;
	diag_usage("--%s takes yes or no, not '%s'", option, arg);
}

int
nw_option(struct nw_options *o, int ch, const char *arg)
{
	switch (ch) {
	case NW_OPT_COMPULSORY:
		o->compulsory_capture = yes_no("compulsory-capture", arg);
		return 1;
	case NW_OPT_FROZEN:
		o->shared_frozen = yes_no("shared-battery-frozen", arg);
		return 1;
	case NW_OPT_CONTROL:
		if (strcmp(arg, "strict") == 0)
			o->control = NW_CONTROL_STRICT;
		else if (strcmp(arg, "bare") == 0)
			o->control = NW_CONTROL_BARE;
		else
			diag_usage("--control is strict or bare, not '%s'",
			    arg);
		return 1;
	default:
		return 0;
	}
}

/*
 * Read a two-valued tag, if given, into *out: 0 for off, 1 for on; 0 if
 * malformed.
 */
static int
read_switch(const struct rec_tag *t, const char *off, const char *on,
    int *out, struct verdict *v)
{
	if (t == NULL)
		return 1;
	if (strcmp(t->value, on) == 0)
		*out = 1;
	else if (strcmp(t->value, off) == 0)
		*out = 0;
	else
		return verdict_malformed(v, &t->value_pos, "%s is \"%s\" or "
		    "\"%s\", not \"%s\"", t->name, off, on, t->value);
	return 1;
}

/*
 * Read the Players tag t (NULL if the game has none) as every game does
 * (see players.h): two names, South first.
 */
static int
read_players(struct nw_game *g, const struct rec_game *rec,
    const struct rec_tag *t, struct verdict *v)
{
	static const struct players_rules rules = {
		"netzwerk", 2, 2, NULL, 0, "ann bob"
	};
	struct players	 ps;
	int		 i;

	if (t == NULL)
		return verdict_malformed(v, &rec->pos, "a netzwerk game names "
		    "its players, South first: [Players \"ann bob\"]");
	if (!players_read(&ps, t, rec, &rules, v))
		return 0;
	for (i = 0; i < 2; i++) {
		memcpy(g->name[i], ps.p[i].name, ps.p[i].namelen + 1);
		g->namelen[i] = ps.p[i].namelen;
	}
	return 1;
}

static int
read_board(const struct rec_tag *t, int *cols, int *rows, struct verdict *v)
{
	*cols = NW_DEFCOLS;
	*rows = NW_DEFROWS;
	if (t == NULL ||
	    nw_board_parse(t->value, cols, rows))
		return 1;
	return verdict_malformed(v, &t->value_pos, "Board is COLSxROWS, %d to "
	    "%d columns by %d to %d rows, as in \"6x6\"; not \"%s\"",
	    NW_MINCOLS, NW_MAXCOLS, NW_MINROWS, NW_MAXROWS, t->value);
}

/*
 * Place what a South, North or Batteries tag lists, names separated by
 * blanks: robots of the side, or batteries if side is -1, on a board
 * cleared of them.
 */
static int
place(struct nw_pos *p, const struct rec_tag *t, int side, struct verdict *v)
{
	struct pos	 at;
	const char	*s;
	size_t		 len, got;
	int		 n;

	for (s = t->value; *(s += strspn(s, " \t")) != '\0'; s += len) {
		len = strcspn(s, " \t");
		at = rec_pos_add(t->value_pos, (unsigned int)(s - t->value + 1));
		n = side >= 0 ? nw_square_parse(p, s, &got) :
		    nw_field_parse(p, s, &got);
		if (n == -2 || got != len)
			return verdict_malformed(v, &at, "%s lists %s separated "
			    "by blanks, as in \"%s\"; not '%.*s'", t->name,
			    side >= 0 ? "squares" : "energy fields",
			    side >= 0 ? "a1 c4" : "A1 D3", (int)len, s);
		if (n < 0)
			return verdict_malformed(v, &at, "%.*s is off the %dx%d "
			    "board", (int)len, s, p->cols, p->rows);
		if (side >= 0 && nw_robot(p, n) >= 0)
			return verdict_malformed(v, &at, "%.*s holds a robot "
			    "already: one robot a square", (int)len, s);
		if (side < 0 && p->field[n] != 0)
			return verdict_malformed(v, &at, "%.*s holds a battery "
			    "already: one battery a field", (int)len, s);
		if (side >= 0) {
			p->square[n] = side == NW_SOUTH ? NW_SQ_SOUTH :
			    NW_SQ_NORTH;
			p->robots[side]++;
		} else
			p->field[n] = NW_FD_BATTERY;
	}
	return 1;
}

/* Set up the start the South, North and Batteries tags give, if any. */
static int
read_setup(struct nw_game *g, const struct rec_tag *const found[NTAGS],
    struct verdict *v)
{
	const struct rec_tag	*t, *first = NULL;
	struct nw_pos		 test;
	char			 why[NW_WHY];
	int			 i, sq;

	/* Each tag given replaces its part of the usual start. */
	for (i = 0; i < 3; i++) {
		if ((t = found[TAG_SOUTH + i]) == NULL)
			continue;
		if (first == NULL)
			first = t;
		if (i == 2)
			memset(g->pos.field, 0, sizeof(g->pos.field));
		else {
			for (sq = 0; sq < nw_nsquares(&g->pos); sq++)
				if (nw_robot(&g->pos, sq) == i)
					g->pos.square[sq] = 0;
			g->pos.robots[i] = 0;
		}
	}
	if (first == NULL)
		return 1;
	for (i = 0; i < 3; i++)
		if ((t = found[TAG_SOUTH + i]) != NULL &&
		    !place(&g->pos, t, i < 2 ? i : -1, v))
			return 0;
	g->setup = 1;
	test = g->pos;
	if (nw_check_won(&test, NW_SOUTH) || nw_check_won(&test, NW_NORTH)) {
		nw_end_text(&test, g->names, why, sizeof(why));
		return verdict_malformed(v, &first->pos, "the South, North and "
		    "Batteries tags set a position that is over before it "
		    "begins: %s wins: %s", g->names[test.end.winner], why);
	}
	return 1;
}

/* The index in known_tags[] of a tag's name, or NTAGS if it is none. */
static int
known_tag(const char *name)
{
	return rec_name_index(name, known_tags, NTAGS);
}

/*
 * Set the players' names as words of 8 bytes, for actor_side() to compare
 * an event's actor with in one step: each name of 7 bytes or fewer and its
 * NUL, and a mask of those bytes; a longer name has the mask 0 and the
 * word 1, which no actor's word masked by 0 is, to be compared byte by
 * byte.
 */
static void
set_name_words(struct nw_game *g)
{
	unsigned char	 word[8], mask[8];
	int		 i;

	for (i = 0; i < 2; i++) {
		memset(word, 0, sizeof(word));
		memset(mask, 0, sizeof(mask));
		if (g->namelen[i] < sizeof(word)) {
			memcpy(word, g->name[i], g->namelen[i]);
			memset(mask, 0xff, g->namelen[i] + 1);
		}
		memcpy(&g->name_word[i], word, sizeof(word));
		memcpy(&g->name_mask[i], mask, sizeof(mask));
		if (g->namelen[i] >= sizeof(word))
			g->name_word[i] = 1;
	}
}

/*
 * Clear the game but its start, which only a game whose tags set one
 * (setup) has: the start is half the game's bytes, and a batch begins a
 * game for each record.
 */
static void
game_clear(struct nw_game *g)
{
	memset(g, 0, offsetof(struct nw_game, start));
	memset(&g->pos, 0, sizeof(g->pos));
	g->names[0] = g->name[0];
	g->names[1] = g->name[1];
}

int
nw_game_begin(struct nw_game *g, const struct rec_game *rec,
    const struct nw_options *opt, struct verdict *v)
{
	const struct rec_tag	*t, *found[NTAGS];
	size_t			 i;
	int			 cols, rows, bare = 0, k;

	game_clear(g);
	g->rec = rec;
	verdict_clear(v);
	/* Each tag once, the first if a name were given twice. */
	for (k = 0; k < NTAGS; k++)
		found[k] = NULL;
	for (i = rec->ntags; i-- > 0; )
		if ((k = known_tag(rec->tags[i].name)) < NTAGS)
			found[k] = &rec->tags[i];
	if ((t = found[TAG_GAME]) != NULL &&
	    strcmp(t->value, "netzwerk") != 0)
		return verdict_malformed(v, &t->value_pos, "this is a '%s' "
		    "record, not a netzwerk one", t->value);
	if (!read_players(g, rec, found[TAG_PLAYERS], v) ||
	    !read_board(found[TAG_BOARD], &cols, &rows, v))
		return 0;
	set_name_words(g);
	if (!read_switch(found[TAG_COMPULSORY], "no", "yes",
	    &g->rules.compulsory_capture, v) ||
	    !read_switch(found[TAG_SHARED], "free", "frozen",
	    &g->rules.shared_frozen, v) ||
	    !read_switch(found[TAG_CONTROL], "strict", "bare", &bare, v))
		return 0;
	g->rules.control = bare ? NW_CONTROL_BARE : NW_CONTROL_STRICT;
	if (opt != NULL && opt->compulsory_capture >= 0)
		g->rules.compulsory_capture = opt->compulsory_capture;
	if (opt != NULL && opt->shared_frozen >= 0)
		g->rules.shared_frozen = opt->shared_frozen;
	if (opt != NULL && opt->control >= 0)
		g->rules.control = (enum nw_control)opt->control;
	if ((t = found[TAG_RESULT]) != NULL &&
	    strcmp(t->value, g->name[0]) != 0 &&
	    strcmp(t->value, g->name[1]) != 0)
		return verdict_malformed(v, &t->value_pos, "Result names the "
		    "winner, %s or %s, not \"%s\": a game of netzwerk has no "
		    "draw", g->name[0], g->name[1], t->value);
	g->result = t;
	nw_pos_init(&g->pos, cols, rows);
	if (!read_setup(g, found, v))
		return 0;
	/*
	 * From the usual start South can move: each of its robots has
	 * batteries beside it and an empty square ahead.
	 */
	if (g->setup) {
		g->start = g->pos;
		nw_check_can_move(&g->pos, &g->rules);
	}
	return 1;
}

void
nw_game_new(struct nw_game *g, int cols, int rows,
    const struct nw_rules *rules, const char *south, const char *north)
{
	game_clear(g);
	snprintf(g->name[0], NW_NAMELEN, "%s", south);
	snprintf(g->name[1], NW_NAMELEN, "%s", north);
	g->namelen[0] = strlen(g->name[0]);
	g->namelen[1] = strlen(g->name[1]);
	set_name_words(g);
	g->rules = *rules;
	nw_pos_init(&g->pos, cols, rows);
	nw_check_can_move(&g->pos, &g->rules);
}

int
nw_game_over(const struct nw_game *g)
{
	return g->pos.end.reason != NW_PLAYING;
}


/*
 * Fill the verdict for an event whose actor, side, may not begin the game,
 * or whose number is not want, the one of its turn.
 */
static VERDICT_COLD int
bad_number(const struct nw_game *g, const struct rec_event *e, int side,
    int want, struct verdict *v)
{
	const struct nw_pos	*p = &g->pos;
	struct pos		 actor = rec_actor_pos(e);

	if (g->nevents == 0 && side != NW_SOUTH)
		return verdict_malformed(v, &actor, "%s moves first: "
		    "South, named first in Players, begins round 1",
		    g->name[NW_SOUTH]);
	if (g->nevents == 0)
		return verdict_malformed(v, &e->pos, "the game begins with "
		    "round 1: number this event 1, not %lu", e->number);
	if (side == p->to_move)
		return verdict_malformed(v, &e->pos, "%s's turn of round %d "
		    "goes on until %s moves: number this event %d, not %lu",
		    e->actor, p->round, g->name[!side], want, e->number);
	return verdict_malformed(v, &e->pos, "%s's turn after %s's is in "
	    "round %d: number this event %d, not %lu", e->actor,
	    g->name[!side], want, want, e->number);
}

/* Fill the verdict for an event whose actor is neither player. */
static VERDICT_COLD int
not_a_player(const struct nw_game *g, const struct rec_event *e,
    struct verdict *v)
{
	struct pos	 actor = rec_actor_pos(e);

	return verdict_malformed(v, &actor, "'%s' is not one of the two "
	    "players (%s and %s)", e->actor, g->name[0], g->name[1]);
}

/*
 * The side of the event's actor, or -1 if it is neither player.  An
 * event's actor is followed by its verb and REC_SLACK bytes (record.h),
 * so that 8 bytes may be read from it: with the names of 7 bytes or
 * fewer, one word each, compared without a branch; an actor that is
 * neither is compared byte by byte, with a longer name.
 */
static inline int
actor_side(const struct nw_game *g, const struct rec_event *e)
{
	uint64_t	 w;
	int		 south, north, s;

	memcpy(&w, e->actor, sizeof(w));
	south = (w & g->name_mask[NW_SOUTH]) == g->name_word[NW_SOUTH];
	north = (w & g->name_mask[NW_NORTH]) == g->name_word[NW_NORTH];
	/*
	 * Said to be likely, the test is one branch for both names, not a
	 * branch on the south's and then the north's, which mispredicted at
	 * every change of the side to move (65,000 times in 1,000 games).
	 */
	if (__builtin_expect(south + north != 0, 1))
		return north;
	/*
	 * No player's, or a name longer than 7 bytes.  The first letter
	 * guesses whose name it is: they differ there.
	 */
	s = e->actor[0] != g->name[NW_SOUTH][0];
	if (rec_word_is(e->actor, g->name[s], g->namelen[s]))
		return s;
	s = !s;
	if (rec_word_is(e->actor, g->name[s], g->namelen[s]))
		return s;
	return -1;
}

/* The number of the side's next event: its turn's round. */
static inline int
turn_number(const struct nw_game *g, int side)
{
	return g->pos.turn_round[side];
}

/*
 * The side of the event's actor, if it is a player and the event has the
 * number of its turn; else -1, for bad_turn() to say why.  Inline: it is
 * done for every event.
 */
static inline int
turn_side(const struct nw_game *g, const struct rec_event *e)
{
	int	 s = actor_side(g, e);

	/* s & 1: a side, if s is -1 too, for a test that is not a branch. */
	if ((s < 0) | (e->number != (unsigned long)turn_number(g, s & 1)) |
	    ((g->nevents == 0) & (s != NW_SOUTH)))
		return -1;
	return s;
}

/* Fill the verdict for an event turn_side() found no side for. */
static VERDICT_COLD int
bad_turn(const struct nw_game *g, const struct rec_event *e,
    struct verdict *v)
{
	int	 s = actor_side(g, e);

	if (s < 0)
		return not_a_player(g, e, v);
	return bad_number(g, e, s, turn_number(g, s), v);
}

/*
 * Read the actor into *side and check the event's number: returns 1, or 0
 * with the verdict malformed.
 */
static inline int
read_turn(const struct nw_game *g, const struct rec_event *e, int *side,
    struct verdict *v)
{
	if ((*side = turn_side(g, e)) < 0)
		return bad_turn(g, e, v);
	return 1;
}

static int
game_over(const struct nw_game *g, const struct rec_event *e,
    struct verdict *v)
{
	char	 why[NW_WHY];

	nw_end_text(&g->pos, g->names, why, sizeof(why));
	return verdict_reject(v, &e->pos, "the game is over: %s won: %s",
	    g->name[g->pos.end.winner], why);
}

/*
 * Pass the turn if the actor changed: the turn before may end only by the
 * rules.  Whether the new player can move a robot at all is left to
 * refuse(), for their first event shows it if it is legal.  Returns 1, or
 * 0 with the verdict.
 */
static inline int
take_turn(struct nw_game *g, const struct rec_event *e, int side,
    struct verdict *v)
{
	struct nw_fault	 f;

	if (nw_game_over(g))
		return game_over(g, e, v);
	if (side == g->pos.to_move)
		return 1;
	if (!nw_turn_may_end(&g->pos, &g->rules, g->names, &f))
		return verdict_reject(v, &e->pos, "%s", f.why);
	nw_pass(&g->pos, &g->rules, 0);
	return 1;
}

/* Reject the move with the fault, placed on the part it is about. */
static int
reject(const struct rec_event *e, const struct nw_names *at,
    const struct nw_fault *f, struct verdict *v)
{
	struct pos	 pos = e->pos;

	if (f->at >= NW_AT_SPEND && e->nargs > 2)
		pos = rec_pos_add(rec_arg_pos(e, 2),
		    at->spendcol[f->at - NW_AT_SPEND]);
	else if (f->at >= 0 && f->at < NW_MAXPATH)
		pos = rec_pos_add(rec_arg_pos(e, 0), at->col[f->at]);
	else if (f->at == NW_AT_FROM)
		pos = rec_arg_pos(e, 0);
	else if (f->at == NW_AT_TO)
		pos = rec_pos_add(rec_arg_pos(e, 0), at->col[1]);
	return verdict_reject(v, &pos, "%s", f->why);
}

/*
 * Fill the verdict for the name at off in an argument, of len bytes: not
 * a name (got is -2), off the board (-1), or one too many (n is max).
 */
static VERDICT_COLD int
bad_name(const struct nw_game *g, const struct rec_event *e, size_t arg,
    int fields, size_t off, size_t len, int got, int max, int n,
    struct verdict *v)
{
	const struct nw_pos	*p = &g->pos;
	const char		*s = e->args[arg] + off;
	struct pos		 at;

	at = rec_pos_add(rec_arg_pos(e, arg), (unsigned int)off);
	if (got == -2 || n == max)
		return verdict_malformed(v, &at, "expected %s", fields ?
		    "an energy field, as C1" : "a square, as c2");
	if (fields)
		return verdict_malformed(v, &at, "field %.*s is off the %dx%d "
		    "board: its fields are A0 to %c%d", (int)len, s, p->cols,
		    p->rows, 'A' + p->cols, p->rows);
	return verdict_malformed(v, &at, "square %.*s is off the %dx%d board: "
	    "its squares are a1 to %c%d", (int)len, s, p->cols, p->rows,
	    'a' + p->cols - 1, p->rows);
}

/*
 * Read the squares (or fields) of an argument, separated by sep, into
 * out[], their places into col[]; return how many, or 0 with the verdict.
 * Inline: a record names squares and fields in every event.
 */
static inline int
read_names(const struct nw_game *g, const struct rec_event *e, size_t arg,
    int fields, char sep, short *out, unsigned int *col, int max,
    struct verdict *v)
{
	const char	*s = e->args[arg];
	size_t		 off = 0, len;
	int		 n = 0, got;

	for (;;) {
		got = fields ? nw_field_parse(&g->pos, s + off, &len) :
		    nw_square_parse(&g->pos, s + off, &len);
		if (got < 0 || n == max)
			return bad_name(g, e, arg, fields, off, len, got, max, n,
			    v);
		col[n] = (unsigned int)off;
		out[n++] = (short)got;
		off += len;
		if (s[off] != sep)
			return n;
		off++;
	}
}

/*
 * Fill the verdict for the illegal move g->last, whose fault is f.  A
 * player whose turn it is has lost if they cannot move a robot (unless
 * they resign, which is always legal): if the move was the first of the
 * turn, that is the verdict.  A legal first move shows its player can
 * move, so that is asked only here.
 */
static VERDICT_COLD int
refuse(struct nw_game *g, const struct rec_event *e, const struct nw_names *at,
    const struct nw_fault *f, struct verdict *v)
{
	if (g->pos.phase == NW_PHASE_FIRST) {
		nw_check_can_move(&g->pos, &g->rules);
		if (nw_game_over(g))
			return game_over(g, e, v);
	}
	return reject(e, at, f, v);
}

/*
 * Judge the robot's move g->last, its squares and fields read from the
 * event (at: where they stand), after the turn passes if it does; make it
 * if it is legal.
 */
static int
judge_move(struct nw_game *g, const struct rec_event *e,
    const struct nw_names *at, int named, struct verdict *v)
{
	struct nw_move	*m = &g->last;
	struct nw_fault	 f;

	if (!take_turn(g, e, m->side, v))
		return 0;
	if (!nw_check_robot(&g->pos, &g->rules, g->names, m, named, &f))
		return refuse(g, e, at, &f, v);
	nw_apply_robot(&g->pos, m);
	return 1;
}

/* The same for the battery's move g->last. */
static int
judge_battery(struct nw_game *g, const struct rec_event *e,
    const struct nw_names *at, struct verdict *v)
{
	struct nw_move	*m = &g->last;
	struct nw_fault	 f;

	if (!take_turn(g, e, m->side, v))
		return 0;
	if (!nw_check_battery(&g->pos, &g->rules, g->names, m, &f))
		return refuse(g, e, at, &f, v);
	nw_apply_battery(&g->pos, m);
	return 1;
}

/* Read a robot's move into g->last, and make it if it is legal. */
static int
apply_move(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct nw_game	*g = arg;
	struct nw_move	*m = &g->last;
	struct nw_names	 at;
	int		 named = e->nargs > 1;

	m->kind = NW_MOVE_ROBOT;
	m->from = m->to = 0;
	if (!read_turn(g, e, &m->side, v) ||
	    (m->npath = read_names(g, e, 0, 0, '-', m->path, at.col,
	    NW_MAXPATH, v)) == 0)
		return 0;
	if (named && (m->nspend = read_names(g, e, 2, 1, ',', m->spend,
	    at.spendcol, 4, v)) == 0)
		return 0;
	return judge_move(g, e, &at, named, v);
}

/* Read a battery's move into g->last, and make it if it is legal. */
static int
apply_battery(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct nw_game	*g = arg;
	struct nw_move	*m = &g->last;
	struct nw_names	 at;
	short		 fd[2];

	m->kind = NW_MOVE_BATTERY;
	m->npath = m->nspend = m->named = m->cost = 0;
	m->capture = -1;
	if (!read_turn(g, e, &m->side, v) ||
	    read_names(g, e, 0, 1, '-', fd, at.col, 2, v) == 0)
		return 0;
	m->from = fd[0];
	m->to = fd[1];
	return judge_battery(g, e, &at, v);
}

/*
 * Apply a usual event, its names read by nw_usual_read() into *u, as
 * apply_move() or apply_battery() would: the same steps in the same
 * order, the names taken from *u.
 */
static int
apply_usual(struct nw_game *g, const struct rec_event *e,
    const struct nw_names *u, struct verdict *v)
{
	struct nw_move	*m = &g->last;
	const short	*spend;
	short		 fd[4];
	int		 i, named;

	if (u->kind == NW_MOVE_BATTERY) {
		m->kind = NW_MOVE_BATTERY;
		m->npath = m->nspend = m->named = m->cost = 0;
		m->capture = -1;
		if (!read_turn(g, e, &m->side, v))
			return 0;
		m->from = u->name[0];
		m->to = u->name[1];
		return judge_battery(g, e, u, v);
	}
	m->kind = NW_MOVE_ROBOT;
	m->from = m->to = 0;
	if (!read_turn(g, e, &m->side, v))
		return 0;
	m->npath = u->n;
	memcpy(m->path, u->name, sizeof(m->path));
	/* The fields named, if any, else those of g->last as they were. */
	named = u->nspend > 0;
	spend = named ? u->spend : m->spend;
	for (i = 0; i < 4; i++)
		fd[i] = spend[i];
	memcpy(m->spend, fd, sizeof(fd));
	m->nspend = named ? u->nspend : m->nspend;
	return judge_move(g, e, u, named, v);
}

/*
 * Make the battery's move nw_usual_battery() read into *u if it is its
 * actor's turn and nw_battery_usual() finds it legal: g->last and the
 * position are then what apply_usual() would leave, and it returns 1.
 * Else it returns 0, having changed nothing, for apply_usual() to say
 * what is wrong: a legal move costs no verdict, no fault and no second
 * look at its turn.
 */
static inline int
battery_made(struct nw_game *g, const struct rec_event *e,
    const struct nw_names *u)
{
	struct nw_pos	*p = &g->pos;
	struct nw_move	*m = &g->last;
	int		 side = turn_side(g, e);

	/* A turn begins with a robot's move: the turn does not pass. */
	if (side != p->to_move || nw_game_over(g) ||
	    !nw_battery_usual(p, &g->rules, side, u->name[0], u->name[1]))
		return 0;
	m->kind = NW_MOVE_BATTERY;
	m->side = side;
	m->npath = m->nspend = m->named = m->cost = 0;
	m->capture = -1;
	m->from = u->name[0];
	m->to = u->name[1];
	nw_apply_battery(p, m);
	return 1;
}

/*
 * The same for the robot's move nw_usual_move() read, which
 * nw_robot_usual() must find legal; it passes the turn to its actor if
 * the turn before may end, as apply_usual() does first, and leaves it
 * passed if it returns 0.
 */
static inline int
move_made(struct nw_game *g, const struct rec_event *e,
    const struct nw_names *u)
{
	struct nw_pos	*p = &g->pos;
	struct nw_move	*m = &g->last;
	int		 side = turn_side(g, e), named = u->nspend > 0;

	/*
	 * Under compulsory capture nw_robot_usual() cannot say, and the turn
	 * may end only after a search for a capture: apply_usual() does it.
	 */
	if (side < 0 || nw_game_over(g) || g->rules.compulsory_capture)
		return 0;
	if (side != p->to_move) {
		/* The turn before may end: a robot has moved in it. */
		if (p->phase == NW_PHASE_FIRST)
			return 0;
		nw_pass(p, &g->rules, 0);
	}
	m->kind = NW_MOVE_ROBOT;
	m->side = side;
	m->from = m->to = 0;
	m->npath = u->n;
	memcpy(m->path, u->name, sizeof(m->path));
	if (named) {
		memcpy(m->spend, u->spend, sizeof(m->spend));
		m->nspend = u->nspend;
	}
	if (!nw_robot_usual(p, &g->rules, m, named))
		return 0;
	nw_apply_robot(p, m);
	return 1;
}

/* Read a resignation into g->last, and make it: it is always legal. */
static int
apply_resign(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct nw_game	*g = arg;

	memset(&g->last, 0, sizeof(g->last));
	g->last.kind = NW_MOVE_RESIGN;
	g->last.capture = -1;
	if (!read_turn(g, e, &g->last.side, v) ||
	    !take_turn(g, e, g->last.side, v))
		return 0;
	nw_apply(&g->pos, &g->last);
	return 1;
}

/*
 * nw_game_event(), inline for nw_game_replay()'s loop over a record's
 * events, the most of a batch's work, but for the verdict, which must be
 * clear: the table's way clears it, a usual event's sets it only if the
 * event is not legal, and a replay stops there.
 */
static inline int
game_event(struct nw_game *g, const struct rec_event *e, struct verdict *v)
{
	struct nw_names		 u;
	int			 made;

	/*
	 * The usual events need not ask the table, unless it checked them
	 * as they were read (in a second thread); each kind is read and made
	 * its own way, the kind decided once.
	 */
	if (e->checked_by == nw_verbs)
		made = ruletab_apply(nw_verbs, g, e, v);
	else if (nw_usual_battery(&g->pos, e, &u))
		made = battery_made(g, e, &u) || apply_usual(g, e, &u, v);
	else if (nw_usual_move(&g->pos, e, &u))
		made = move_made(g, e, &u) || apply_usual(g, e, &u, v);
	else
		made = ruletab_apply(nw_verbs, g, e, v);
	if (!made)
		return 0;
	g->nevents++;
	g->last_event = e;
	return 1;
}

int
nw_game_event(struct nw_game *g, const struct rec_event *e,
    struct verdict *v)
{
	verdict_clear(v);
	return game_event(g, e, v);
}

int
nw_game_close(struct nw_game *g, struct verdict *v)
{
	static const struct pos	 nowhere;	/* a generated game's */
	struct nw_fault		 f;

	verdict_clear(v);
	if (nw_game_over(g) || g->nevents == 0)
		return 1;
	if (!nw_turn_may_end(&g->pos, &g->rules, g->names, &f))
		return verdict_reject(v, g->last_event != NULL ?
		    &g->last_event->pos : &nowhere, "%s", f.why);
	nw_pass(&g->pos, &g->rules, 1);
	return 1;
}

int
nw_game_replay(struct nw_game *g, const struct rec_game *rec,
    const struct nw_options *opt, size_t upto, struct verdict *v)
{
	size_t	 i;

	if (!nw_game_begin(g, rec, opt, v))
		return 0;
	for (i = 0; i < rec->nevents && i < upto; i++)
		if (!game_event(g, &rec->events[i], v))
			return 0;
	return 1;
}

void
nw_game_play(struct nw_game *g, const struct nw_move *m)
{
	if (m->side != g->pos.to_move)
		nw_pass(&g->pos, &g->rules, 1);
	nw_apply(&g->pos, m);
	g->nevents++;
	g->last = *m;
}

/* Write a tag, its value escaped as refkit(7) says. */
static void
write_tag(FILE *fp, const char *name, const char *value)
{
	fprintf(fp, "[%s \"", name);
	for (; *value != '\0'; value++) {
		if (*value == '"' || *value == '\\')
			putc('\\', fp);
		putc(*value, fp);
	}
	fputs("\"]\n", fp);
}

/* Write a South, North or Batteries tag from the start position. */
static void
write_setup(FILE *fp, const struct nw_pos *p, const char *tag, int side)
{
	char	 list[NW_MAXFIELDS * NW_NAMEBUF], name[NW_NAMEBUF];
	size_t	 len = 0;
	int	 i, n = side >= 0 ? nw_nsquares(p) : nw_nfields(p);

	list[0] = '\0';
	for (i = 0; i < n; i++) {
		if (side >= 0 && nw_robot(p, i) != side)
			continue;
		if (side < 0 && !(p->field[i] & NW_FD_BATTERY))
			continue;
		if (side >= 0)
			nw_square_name(p, i, name);
		else
			nw_field_name(p, i, name);
		len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%s",
		    len > 0 ? " " : "", name);
	}
	write_tag(fp, tag, list);
}

void
nw_game_write_tags(FILE *fp, const struct nw_game *g, const char *result)
{
	char	 buf[2 * NW_NAMELEN + 2];
	size_t	 i;

	write_tag(fp, "Game", "netzwerk");
	snprintf(buf, sizeof(buf), "%s %s", g->name[0], g->name[1]);
	write_tag(fp, "Players", buf);
	snprintf(buf, sizeof(buf), "%dx%d", g->pos.cols, g->pos.rows);
	write_tag(fp, "Board", buf);
	if (g->rules.compulsory_capture)
		write_tag(fp, "CompulsoryCapture", "yes");
	if (g->rules.control == NW_CONTROL_BARE)
		write_tag(fp, "Control", "bare");
	if (g->rules.shared_frozen)
		write_tag(fp, "SharedBattery", "frozen");
	if (g->setup) {
		write_setup(fp, &g->start, "South", NW_SOUTH);
		write_setup(fp, &g->start, "North", NW_NORTH);
		write_setup(fp, &g->start, "Batteries", -1);
	}
	for (i = 0; g->rec != NULL && i < g->rec->ntags; i++)
		if (known_tag(g->rec->tags[i].name) == NTAGS)
			write_tag(fp, g->rec->tags[i].name,
			    g->rec->tags[i].value);
	if (g->rec == NULL && g->seed[0] != '\0')
		write_tag(fp, "Seed", g->seed);
	if (result != NULL)
		write_tag(fp, "Result", result);
}

void
nw_game_write_event(FILE *fp, const struct nw_game *g, unsigned long number,
    const struct nw_move *m)
{
	char	 text[NW_MAXPATH * NW_NAMEBUF + 64];

	nw_move_text(&g->pos, m, text, sizeof(text));
	fprintf(fp, "%lu %s %s\n", number, g->name[m->side], text);
}
