/*
 * game.c: reading a Control Word game from a record: its tags, then each
 * event through the game's table of verbs.  Each event's actor, number and
 * arguments are read here (what is wrong there makes the record
 * malformed); rules.c judges what it does.
 */
#include <ctype.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "letterboard.h"
#include "numarg.h"
#include "players.h"
#include "record.h"
#include "ruletab.h"
#include "verdict.h"
#include "cw/bag.h"
#include "cw/dict.h"
#include "cw/game.h"
#include "cw/mat.h"
#include "cw/rules.h"
#include "cw/usual.h"


static int	apply_lot(void *, const struct rec_event *, struct verdict *);
static int	apply_roll(void *, const struct rec_event *, struct verdict *);
static int	apply_draw(void *, const struct rec_event *, struct verdict *);
static int	apply_swap(void *, const struct rec_event *, struct verdict *);
static int	apply_redraw(void *, const struct rec_event *,
		    struct verdict *);
static int	apply_play(void *, const struct rec_event *, struct verdict *);
static int	apply_replace(void *, const struct rec_event *,
		    struct verdict *);
static int	apply_pass(void *, const struct rec_event *, struct verdict *);
static int	apply_challenge(void *, const struct rec_event *,
		    struct verdict *);
static size_t	read_checked_int(const char *, int *);

#define SQUARE	"-?[0-9]{1,7},-?[0-9]{1,7}"

/* In the order of enum cw_verb (usual.h), which cw_usual_verb() finds. */
static struct rule cw_verbs[] = {
	[CW_VERB_LOT] = { "lot", "[A-Z]", "lot LETTER, as in 'lot E'",
	    apply_lot, NULL },
	[CW_VERB_ROLL] = { "roll", "[0-9]{1,3}(?: [0-9]{1,3})?", "roll N, or "
	    "roll N M by the rules of 2018-04-04, as in 'roll 7'", apply_roll,
	    NULL },
	[CW_VERB_DRAW] = { "draw", "[A-Z]{1,100}", "draw LETTERS, as in "
	    "'draw AEQRTUY'", apply_draw, NULL },
	[CW_VERB_SWAP] = { "swap", "[A-Za-z] [A-Za-z]", "swap TILE blue, as "
	    "in 'swap Y e'", apply_swap, NULL },
	[CW_VERB_REDRAW] = { "redraw", "(?:[A-Z]{1,100})?", "redraw LETTERS, "
	    "as in 'redraw ABCDE'", apply_redraw, NULL },
	[CW_VERB_PLAY] = { "play", SQUARE " (?:across|down) (?:[A-Za-z]|"
	    "\\([A-Za-z]{1,64}\\)){1,64}", "play COL,ROW across|down WORD, as "
	    "in 'play 2,5 across QU(E)Ry'", apply_play, NULL },
	[CW_VERB_REPLACE] = { "replace", SQUARE " [A-Z](?: " SQUARE " [A-Z])"
	    "{0,31}", "replace COL,ROW LETTER ..., as in 'replace 3,5 E 4,5 "
	    "N'", apply_replace, NULL },
	[CW_VERB_PASS] = { "pass", "", "pass, with nothing after it",
	    apply_pass, NULL },
	[CW_VERB_CHALLENGE] = { "challenge", "", "challenge, with nothing "
	    "after it", apply_challenge, NULL },
	[CW_NVERBS] = { NULL, NULL, NULL, NULL, NULL }
};

enum tag {
	TAG_GAME, TAG_PLAYERS, TAG_MAT, TAG_ROUNDS, TAG_DICTIONARY, TAG_RULES,
	TAG_RESULT, NTAGS
};
static const char *const known_tags[NTAGS] = {
	"Game", "Players", "Mat", "Rounds", "Dictionary", "Rules", "Result"
};

static const struct players_rules players_rules = {
	"control-word", 2, CW_MAXPLAYERS, cw_player_colors, 1, "ann:red bob:black"
};

static const char *const version_names[] = { "2018-03", "2018-04-04" };

const struct rule *
cw_game_verbs(void)
{
	ruletab_compile(cw_verbs);
	return cw_verbs;
}

void
cw_options_init(struct cw_options *o)
{
	o->version = -1;
	o->unchallenged_stand = 0;
	o->first_rotates = 0;
	o->replacement_scores = 0;
	o->replacement_from_last = 0;
	o->dictionary = NULL;
}

int
cw_option(struct cw_options *o, int ch, const char *arg)
{
	switch (ch) {
	case CW_OPT_DICTIONARY:
		o->dictionary = arg;
		return 1;
	case CW_OPT_UNCHALLENGED:
		o->unchallenged_stand = 1;
		return 1;
	case CW_OPT_ROTATES:
		o->first_rotates = 1;
		return 1;
	case CW_OPT_REPLACEMENT:
		o->replacement_scores = 1;
		return 1;
	case CW_OPT_FROM_LAST:
		o->replacement_from_last = 1;
		return 1;
	case CW_OPT_RULES:
		if ((o->version = cw_version_parse(arg)) < 0)
			diag_usage("--rules is 2018-03 or 2018-04-04, not '%s'",
			    arg);
		return 1;
	default:
		return 0;
	}
}

int
cw_version_parse(const char *s)
{
	size_t	 i;

	for (i = 0; i < sizeof(version_names) / sizeof(version_names[0]); i++)
		if (strcmp(s, version_names[i]) == 0)
			return (int)i;
	return -1;
}

const char *
cw_version_name(int version)
{
	return version_names[version == CW_RULES_2018_04_04];
}

/* The index in known_tags[] of a tag's name, or NTAGS. */
static int
known_tag(const char *name)
{
	return rec_name_index(name, known_tags, NTAGS);
}

/* Read a number tag, digits from min to max, into *out, if given. */
static int
read_number_tag(const struct rec_tag *t, int min, int max, int *out,
    struct verdict *v)
{
	uint64_t	 n;
	char		 why[NUMARG_WHY];
	int		 d;

	if (t == NULL)
		return 1;
	/* One digit, as a Mat tag has, is the number numarg() reads. */
	d = t->value[0] - '0';
	if (d >= 0 && d <= 9 && t->value[1] == '\0' && d >= min && d <= max) {
		*out = d;
		return 1;
	}
	if (!numarg(t->value, (uint64_t)min, (uint64_t)max, &n, why))
		return verdict_malformed(v, &t->value_pos, "%s is a number "
		    "from %d to %d: %s", t->name, min, max, why);
	*out = (int)n;
	return 1;
}

/*
 * The text of the last Players tag this thread read well, and what
 * players_read() made of it: the games of a stream most often name the
 * same players, and what it makes of a tag depends on its text alone.
 */
struct known_players {
	char		 text[128];	/* "" before the first */
	struct players	 ps;
};

static _Thread_local struct known_players last_players;

/*
 * players_read() on the Players tag t, or the players it read from the
 * same text last: a pointer to this thread's copy, good until the next
 * call, or NULL with the verdict filled.
 */
static const struct players *
read_players(const struct rec_tag *t, const struct rec_game *rec,
    struct verdict *v)
{
	struct known_players	*k = &last_players;
	size_t			 len;

	if (t != NULL && k->text[0] != '\0' && strcmp(t->value, k->text) == 0)
		return &k->ps;
	k->text[0] = '\0';
	if (!players_read(&k->ps, t, rec, &players_rules, v))
		return NULL;
	if ((len = strlen(t->value)) < sizeof(k->text))
		memcpy(k->text, t->value, len + 1);
	return &k->ps;
}

/* Read the tags that set the rules and the start. */
static int
read_tags(struct cw_game *g, const struct rec_game *rec,
    const struct rec_tag *const found[NTAGS], const struct cw_options *opt,
    struct verdict *v)
{
	const struct rec_tag	*t;
	const struct players	*ps;
	int			 i;

	if ((t = found[TAG_GAME]) != NULL &&
	    strcmp(t->value, "control-word") != 0)
		return verdict_malformed(v, &t->value_pos, "this is a '%s' "
		    "record, not a control-word one", t->value);
	if ((ps = read_players(found[TAG_PLAYERS], rec, v)) == NULL)
		return 0;
	g->n = ps->n;
	for (i = 0; i < ps->n; i++) {
		memcpy(g->p[i].name, ps->p[i].name, sizeof(g->p[i].name));
		g->p[i].namelen = ps->p[i].namelen;
		g->p[i].color = ps->p[i].color[0];
	}
	if (found[TAG_MAT] == NULL)
		return verdict_malformed(v, &rec->pos, "a control-word game "
		    "names its starting mat, 1 to 6: [Mat \"3\"]");
	if (!read_number_tag(found[TAG_MAT], 1, 6, &g->mat, v) ||
	    !read_number_tag(found[TAG_ROUNDS], 1, CW_MAXROUNDS, &g->rounds,
	    v))
		return 0;
	if ((t = found[TAG_RULES]) != NULL &&
	    (g->version = cw_version_parse(t->value)) < 0)
		return verdict_malformed(v, &t->value_pos, "Rules is \"2018-03\" "
		    "or \"2018-04-04\", not \"%s\"", t->value);
	if (opt != NULL && opt->version >= 0)
		g->version = opt->version;
	if ((t = found[TAG_RESULT]) != NULL &&
	    players_find(ps, t->value) < 0 && strcmp(t->value, "tie") != 0)
		return verdict_malformed(v, &t->value_pos, "Result names the "
		    "winner, one of the players, or \"tie\"; not \"%s\"",
		    t->value);
	g->result = t;
	return 1;
}

int
cw_game_begin(struct cw_game *g, const struct rec_game *rec,
    const struct cw_options *opt, struct verdict *v)
{
	const struct rec_tag	*found[NTAGS], *t;
	char			 err[512];
	size_t			 i;
	int			 k;

	/* All but the list of unchallenged words, two thirds of the game. */
	memset(g, 0, offsetof(struct cw_game, stood));
	lb_init(&g->board);
	g->rec = rec;
	g->rounds = CW_DEFROUNDS;
	g->first = -1;
	g->dictionary = "en_US";
	verdict_clear(v);
	for (k = 0; k < NTAGS; k++)
		found[k] = NULL;
	for (i = rec->ntags; i-- > 0; )
		if ((k = known_tag(rec->tags[i].name)) < NTAGS)
			found[k] = &rec->tags[i];
	if (!read_tags(g, rec, found, opt, v))
		return 0;
	if ((t = found[TAG_DICTIONARY]) != NULL)
		g->dictionary = t->value;
	if (opt != NULL && opt->dictionary != NULL)
		g->dictionary = opt->dictionary;
	if (opt != NULL) {
		g->unchallenged_stand = opt->unchallenged_stand;
		g->first_rotates = opt->first_rotates;
		g->replacement_scores = opt->replacement_scores;
		g->replacement_from_last = opt->replacement_from_last;
	}
	if ((g->words = cw_dict_open(g->dictionary, err, sizeof(err))) == NULL)
		return verdict_malformed(v, t != NULL && (opt == NULL ||
		    opt->dictionary == NULL) ? &t->value_pos : &rec->pos,
		    "%s", err);
	for (k = 0; k < g->n; k++) {
		cw_bag_fill(&g->p[k].bag);
		g->p[k].in_lot = 1;
	}
	cw_bag_fill(&g->blue);
	cw_mat_lay(&g->board, g->mat, CW_BLUE);
	return 1;
}

void
cw_game_free(struct cw_game *g)
{
	cw_mat_release(&g->board);
}

int
cw_game_over(const struct cw_game *g)
{
	return g->phase == CW_OVER;
}

int
cw_to_act(const struct cw_game *g)
{
	if (g->phase == CW_REPLACE && g->replacement_from_last)
		return (g->first + g->n - 1 - g->turn) % g->n;
	return (g->first + g->turn) % g->n;
}

void
cw_game_where(const struct cw_game *g, char *buf, size_t size)
{
	switch (g->phase) {
	case CW_SETUP:
		snprintf(buf, size, "setup");
		break;
	case CW_WORDS:
		snprintf(buf, size, "round %d, word phase, %s to play",
		    g->round, g->p[cw_to_act(g)].name);
		break;
	case CW_REPLACE:
		snprintf(buf, size, "round %d, replacement phase, %s to "
		    "replace", g->round, g->p[cw_to_act(g)].name);
		break;
	case CW_DRAWS:
		snprintf(buf, size, "round %d, draws", g->round);
		break;
	default:
		snprintf(buf, size, "over after %d round%s", g->rounds,
		    g->rounds == 1 ? "" : "s");
		break;
	}
}

/*
 * The index of the player named actor, the last if two are (a player is
 * named once), or -1.  The player whose name begins with the actor's
 * first byte is chosen with no branch on the names (who acts is the
 * record's chance), then compared whole; names that begin alike are
 * looked through one by one.  The host is no player's name (players.h).
 */
static int
find_player(const struct cw_game *g, const char *actor)
{
	int	 i, maybe = -1;

	for (i = 0; i < g->n; i++)
		maybe = g->p[i].name[0] == actor[0] ? i : maybe;
	if (maybe < 0 || rec_actor_is(actor, g->p[maybe].name,
	    g->p[maybe].namelen))
		return maybe;
	for (i = maybe - 1; i >= 0; i--)
		if (rec_actor_is(actor, g->p[i].name, g->p[i].namelen))
			return i;
	return -1;
}

/* Fill the verdict for an actor neither a player nor the host; -2. */
static VERDICT_COLD int
no_actor(const struct cw_game *g, const struct rec_event *e,
    struct verdict *v)
{
	struct pos	 actor = rec_actor_pos(e);
	char		 names[CW_MAXPLAYERS * (PLAYERS_NAMELEN + 2)];
	size_t		 len = 0;
	int		 i;

	for (i = 0; i < g->n; i++)
		len += (size_t)snprintf(names + len, sizeof(names) - len,
		    "%s%s", i > 0 ? ", " : "", g->p[i].name);
	verdict_malformed(v, &actor, "'%s' is neither a player (%s) nor "
	    "the host", e->actor, names);
	return -2;
}

/*
 * read_actor() for an event that is not as its rules want: the checks one
 * by one, the verdict of the first that fails.
 */
static VERDICT_COLD int
actor_fault(const struct cw_game *g, const struct rec_event *e, int roll,
    struct verdict *v)
{
	struct pos	 actor, verb;
	unsigned long	 want;
	int		 who;

	if ((who = find_player(g, e->actor)) < 0 &&
	    !rec_word_is(e->actor, PLAYERS_HOST, sizeof(PLAYERS_HOST) - 1))
		return no_actor(g, e, v);
	if (roll && who >= 0) {
		actor = rec_actor_pos(e);
		verdict_malformed(v, &actor, "the host rolls the die, "
		    "not %s", e->actor);
		return -2;
	}
	if (!roll && who < 0) {
		verb = rec_verb_pos(e);
		verdict_malformed(v, &verb, "the host only rolls the "
		    "die: a '%s' is a player's", e->verb);
		return -2;
	}
	want = roll ? (g->round == 0 && !g->rolled ? 0 :
	    (unsigned long)g->round + 1) : (unsigned long)g->round;
	if (e->number == want)
		return who;
	if (!roll && e->number == (unsigned long)g->round + 1)
		verdict_reject(v, &e->pos, "round %lu begins with the host's "
		    "roll", e->number);
	else if (roll && e->number == (unsigned long)g->round)
		verdict_reject(v, &e->pos, "round %d has been rolled: one "
		    "roll a round, at its start", g->round);
	else
		verdict_malformed(v, &e->pos, "this event is in round %lu: "
		    "number it %lu, not %lu", want, want, e->number);
	return -2;
}

/*
 * Read the event's actor and check its number: the host rolls, players do
 * the rest.  Returns the player's index (-1 for the host), or -2 with the
 * verdict filled.  An event as it should be, as nearly all are, is only
 * told so; actor_fault() says what is wrong with the others.
 */
static int
read_actor(const struct cw_game *g, const struct rec_event *e, int roll,
    struct verdict *v)
{
	unsigned long	 want;
	int		 who = find_player(g, e->actor);

	want = roll ? (g->round == 0 && !g->rolled ? 0 :
	    (unsigned long)g->round + 1) : (unsigned long)g->round;
	if (e->number == want && (roll ? who < 0 && rec_word_is(e->actor,
	    PLAYERS_HOST, sizeof(PLAYERS_HOST) - 1) : who >= 0))
		return who;
	return actor_fault(g, e, roll, v);
}

/* How a player's event bears on a challenge of the turn just made. */
enum window {
	ENDS_WINDOW,		/* the game goes on: too late to challenge */
	CHALLENGES,		/* it is the challenge */
	FREE_ACTION		/* a swap, "at any time": still time */
};

/* Read a player's event; -2 with the verdict if it is not one now. */
static int
player_event(struct cw_game *g, const struct rec_event *e, enum window w,
    struct verdict *v)
{
	int	 who = read_actor(g, e, 0, v);

	if (who < 0)
		return -2;
	if (g->phase == CW_OVER && strcmp(e->verb, "draw") != 0 &&
	    !(w == CHALLENGES && g->last.kind != 0)) {
		verdict_reject(v, &e->pos, "the game is over: round %d was "
		    "its last", g->rounds);
		return -2;
	}
	if (w == ENDS_WINDOW)
		g->last.kind = 0;
	return who;
}

/* A player draws a lot for the first place. */
static int
apply_lot(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct cw_game	*g = arg;
	struct pos	 arg0;
	int		 who;

	if ((who = player_event(g, e, ENDS_WINDOW, v)) < 0)
		return 0;
	arg0 = rec_arg_pos(e, 0);
	return cw_rule_lot(g, who, e->args[0][0], &arg0, v);
}

/* The host rolls the die, or both dice. */
static int
apply_roll(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct cw_game	*g = arg;
	struct pos	 arg0;
	int		 die = 0, second = 0;

	if (read_actor(g, e, 1, v) == -2)
		return 0;
	g->last.kind = 0;
	arg0 = rec_arg_pos(e, 0);
	(void)read_checked_int(e->args[0], &die);
	if (e->nargs > 1)
		(void)read_checked_int(e->args[1], &second);
	return cw_rule_roll(g, die, second, &arg0, v);
}

/* A player draws tiles from their bag. */
static int
apply_draw(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct cw_game	*g = arg;
	struct pos	 arg0;
	int		 who;

	if ((who = player_event(g, e, ENDS_WINDOW, v)) < 0)
		return 0;
	arg0 = rec_arg_pos(e, 0);
	return cw_rule_draw(g, who, e->args[0], &arg0, v);
}

/* A player swaps a tile of their color for a blue one. */
static int
apply_swap(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct cw_game	*g = arg;
	struct pos	 arg0;
	int		 who;

	if ((who = player_event(g, e, FREE_ACTION, v)) < 0)
		return 0;
	arg0 = rec_arg_pos(e, 0);
	return cw_rule_swap(g, who, e->args[0][0], e->args[1][0], &arg0, v);
}

/* A player redraws their rack. */
static int
apply_redraw(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct cw_game	*g = arg;
	struct pos	 at;
	int		 who;

	if ((who = player_event(g, e, ENDS_WINDOW, v)) < 0)
		return 0;
	at = e->nargs > 0 ? rec_arg_pos(e, 0) : rec_end_pos(e);
	return cw_rule_redraw(g, who, e->nargs > 0 ? e->args[0] : "", &at, v);
}

/*
 * Read a number the pattern has checked (a '-' perhaps, then at most
 * seven digits) at s into *n; return the bytes read.
 */
static size_t
read_checked_int(const char *s, int *n)
{
	size_t	 i = s[0] == '-';

	for (*n = 0; s[i] >= '0' && s[i] <= '9'; i++)
		*n = *n * 10 + (s[i] - '0');
	if (s[0] == '-')
		*n = -*n;
	return i;
}

/*
 * Read a square "COL,ROW" (the pattern has checked its form) at s into
 * *col, *row; return the bytes read.
 */
static size_t
read_square(const char *s, int *col, int *row)
{
	size_t	 len = read_checked_int(s, col) + 1;

	return len + read_checked_int(s + len, row);
}

/* Read a play's word, whose form the pattern has checked. */
static int
read_play(const struct rec_event *e, struct cw_play *pl, struct verdict *v)
{
	const char	*s = e->args[2];
	struct pos	 word = rec_arg_pos(e, 2);
	unsigned int	 off;
	int		 down = 0;

	(void)read_square(e->args[0], &pl->col, &pl->row);
	pl->dir = rec_word_is(e->args[1], "down", 4) ? LB_DOWN : LB_ACROSS;
	pl->len = 0;
	for (off = 0; s[off] != '\0'; off++) {
		if (s[off] == '(' || s[off] == ')') {
			down = s[off] == '(';
			continue;
		}
		if (pl->len == CW_MAXWORD)
			return verdict_malformed(v, &word, "a word "
			    "has at most %d letters", CW_MAXWORD);
		pl->at[pl->len] = rec_pos_add(word, off);
		pl->letter[pl->len] = cw_upper(s[off]);
		pl->kind[pl->len++] = (unsigned char)(down ? CW_DOWN :
		    s[off] >= 'A' && s[off] <= 'Z' ? CW_OWN : CW_BLUE_TILE);
	}
	return 1;
}

void
cw_play_text(const struct cw_play *pl, char *buf, size_t size)
{
	size_t	 len;
	int	 k, down;

	len = (size_t)snprintf(buf, size, "%d,%d %s ", pl->col, pl->row,
	    pl->dir == LB_ACROSS ? "across" : "down");
	for (k = 0; k < pl->len && len + 4 < size; k++) {
		down = pl->kind[k] == CW_DOWN;
		if (down && (k == 0 || pl->kind[k - 1] != CW_DOWN))
			buf[len++] = '(';
		buf[len++] = pl->kind[k] == CW_BLUE_TILE ?
		    (char)tolower((unsigned char)pl->letter[k]) : pl->letter[k];
		if (down && (k + 1 == pl->len || pl->kind[k + 1] != CW_DOWN))
			buf[len++] = ')';
	}
	buf[len < size ? len : size - 1] = '\0';
}

int
cw_event_write(FILE *fp, const struct rec_event *e)
{
	struct cw_play	 pl;
	struct verdict	 v;
	char		 text[3 * CW_MAXWORD + 64];
	size_t		 i;

	fprintf(fp, "%lu %s %s", e->number, e->actor, e->verb);
	if (strcmp(e->verb, "play") == 0) {
		if (e->nargs != 3 || !read_play(e, &pl, &v))
			return 0;
		cw_play_text(&pl, text, sizeof(text));
		fprintf(fp, " %s\n", text);
		return 1;
	}
	for (i = 0; i < e->nargs; i++)
		fprintf(fp, " %s", e->args[i]);
	putc('\n', fp);
	return 1;
}

/* A player plays a word. */
static int
apply_play(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct cw_game	*g = arg;
	struct pos	 arg0;
	struct cw_play	 pl;
	int		 who;

	if ((who = player_event(g, e, ENDS_WINDOW, v)) < 0 ||
	    !read_play(e, &pl, v))
		return 0;
	arg0 = rec_arg_pos(e, 0);
	return cw_rule_play(g, who, &pl, &arg0, v);
}

/* A player takes their replacement turn. */
static int
apply_replace(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct cw_game		*g = arg;
	struct pos		 arg0;
	struct cw_replace	 r;
	size_t			 i;
	int			 who;

	if ((who = player_event(g, e, ENDS_WINDOW, v)) < 0)
		return 0;
	r.n = 0;
	for (i = 0; i + 1 < e->nargs && r.n < LB_MAXPLAY; i += 2) {
		(void)read_square(e->args[i], &r.col[r.n], &r.row[r.n]);
		r.at[r.n] = rec_arg_pos(e, i);
		if (!lb_near(r.col[r.n], r.row[r.n]))
			return verdict_reject(v, &r.at[r.n], "%s is too "
			    "far from the mat", e->args[i]);
		r.letter[r.n++] = e->args[i + 1][0];
	}
	arg0 = rec_arg_pos(e, 0);
	return cw_rule_replace(g, who, &r, &arg0, v);
}

/* A player plays no word, or makes no replacement. */
static int
apply_pass(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct cw_game	*g = arg;
	struct pos	 verb;
	int		 who;

	if ((who = player_event(g, e, ENDS_WINDOW, v)) < 0)
		return 0;
	verb = rec_verb_pos(e);
	return cw_rule_pass(g, who, &verb, v);
}

/* A player challenges the turn just made. */
static int
apply_challenge(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct cw_game	*g = arg;
	struct pos	 verb;
	int		 who;

	if ((who = player_event(g, e, CHALLENGES, v)) < 0)
		return 0;
	verb = rec_verb_pos(e);
	return cw_rule_challenge(g, who, &verb, v);
}

/*
 * The usual events need not ask the table, unless it checked them as they
 * were read (in a second thread): cw_usual_verb() takes what the verb's
 * pattern matches, and its rule is applied as ruletab_apply() applies it
 * (no rule of this table asks ruletab_find() for its own).  The table
 * judges the rest, and says what is wrong with them (made ready at its
 * first use, each pattern compiled at its own: a record of the usual
 * events never needs them).
 */
int
cw_game_event(struct cw_game *g, const struct rec_event *e,
    struct verdict *v)
{
	int	 k;

	if (e->checked_by != cw_verbs && (k = cw_usual_verb(e)) >= 0) {
		verdict_clear(v);
		if (!cw_verbs[k].apply(g, e, v))
			return 0;
	} else if (!ruletab_apply(cw_verbs, g, e, v))
		return 0;
	g->nevents++;
	return 1;
}

/* What cw_game_result() hands each word on the board. */
struct tally {
	const struct cw_game	*g;
	struct cw_result	*r;
	int			 player_of_color[CW_NCOLORS];
};

/*
 * What a tile adds to a word's count (tally_word()): a byte of the count
 * for each color, by its tag (a tag of no color adds nothing), and the
 * byte after them for a J, Q, X or Z, by its letter (cw_bonus_letter()).
 */
#define BONUS_BYTE	CW_NCOLORS
static const uint64_t	 color_unit[256] = {
	[CW_BLACK] = UINT64_C(1) << 8 * CW_BLACK,
	[CW_WHITE] = UINT64_C(1) << 8 * CW_WHITE,
	[CW_RED] = UINT64_C(1) << 8 * CW_RED,
	[CW_GREEN] = UINT64_C(1) << 8 * CW_GREEN,
	[CW_BLUE] = UINT64_C(1) << 8 * CW_BLUE
};
#define BONUS_UNIT	(UINT64_C(1) << 8 * BONUS_BYTE)
static const uint64_t	 bonus_unit[256] = {
	['J'] = BONUS_UNIT, ['Q'] = BONUS_UNIT, ['X'] = BONUS_UNIT,
	['Z'] = BONUS_UNIT, ['j'] = BONUS_UNIT, ['q'] = BONUS_UNIT,
	['x'] = BONUS_UNIT, ['z'] = BONUS_UNIT
};

/*
 * Give one word on the board to the player who controls it, if any: its
 * tiles counted by color and its J, Q, X and Z as they lie in the grid,
 * the first CW_MAXWORD of a longer one.  Each tile adds its units from
 * the tables: a byte of count each (CW_MAXWORD fits), so that no tile
 * waits for the last one's count to be stored, and no test of its tag
 * or letter.
 */
static void
tally_word(const struct lb_word *w, const struct lb_tile *tile, long step,
    void *arg)
{
	struct tally	*t = arg;
	struct cw_control ctl;
	uint64_t	 count = 0;
	int		 k, len = w->len > CW_MAXWORD ? CW_MAXWORD : w->len;

	for (k = 0; k < len; k++, tile += step)
		count += color_unit[tile->tag] +
		    bonus_unit[(unsigned char)tile->letter];
	for (k = 0; k < CW_NCOLORS; k++)
		ctl.tiles[k] = (int)(count >> 8 * k & 0xff);
	cw_control_counted(&ctl, (size_t)len, (int)(count >> 8 * BONUS_BYTE &
	    0xff), (enum cw_rules_version)t->g->version);
	cw_result_add_word(t->r, &ctl, t->player_of_color);
}

void
cw_game_result(const struct cw_game *g, struct cw_result *r)
{
	struct tally	 t;
	int		 i;

	t.g = g;
	t.r = r;
	for (i = 0; i < CW_NCOLORS; i++)
		t.player_of_color[i] = -1;
	cw_result_init(r, g->n);
	for (i = 0; i < g->n; i++) {
		t.player_of_color[g->p[i].color] = i;
		r->s[i].in_play = g->p[i].points;
		r->s[i].penalties = g->p[i].penalties;
	}
	(void)lb_each_word_tiles(&g->board, tally_word, &t);
	cw_result_finish(r);
}

const char *
cw_winner_name(const struct cw_game *g, const struct cw_result *r)
{
	int	 i;

	if (r->decided == CW_SHARED)
		return "tie";
	for (i = 0; i < g->n; i++)
		if (r->s[i].winner)
			return g->p[i].name;
	return "tie";
}

int
cw_game_replay(struct cw_game *g, const struct rec_game *rec,
    const struct cw_options *opt, size_t upto, struct verdict *v)
{
	size_t	 i;

	if (!cw_game_begin(g, rec, opt, v))
		return 0;
	for (i = 0; i < rec->nevents && i < upto; i++)
		if (!cw_game_event(g, &rec->events[i], v))
			return 0;
	return 1;
}
