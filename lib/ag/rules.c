/*
 * rules.c: Alphagon's table of verbs and a record's events read into a
 * struct ag_event for the engine (turn.c).  The table's PCRE2 patterns
 * (lib/ruletab) are the grammar of the events; read_args() reads an
 * event's arguments as its verb's pattern writes them, in one pass, and
 * takes exactly what the pattern takes (unit-agusual checks the two
 * agree), so that an event the pattern would refuse goes to the table,
 * which says why.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "record.h"
#include "ruletab.h"
#include "verdict.h"
#include "ag/board.h"
#include "ag/game.h"
#include "ag/polygon.h"
#include "ag/rules.h"

static int	apply_any(void *, const struct rec_event *, struct verdict *);

#define WORD	"[A-Z]{1,64}"
#define CARD	"[0-9]{1,4}"

/* In the order of enum ag_verb. */
static struct rule ag_verbs[] = {
	{ "rack", "[A-Z]{1,16}", "rack LETTERS, as in 'rack AEIBCDF'",
	    apply_any, NULL },
	{ "cards", CARD "(?: " CARD "){0,7}", "cards N ..., as in 'cards 3 "
	    "17 21'", apply_any, NULL },
	{ "bonus", "[0-9]{1,4}", "bonus N, as in 'bonus 2'", apply_any,
	    NULL },
	{ "deck", "(?:" CARD "(?: " CARD "){0,499})?", "deck N ..., the "
	    "cards left, top first, as in 'deck 11 21 19'", apply_any, NULL },
	{ "start", "[A-Z][0-9]{1,3} [NESW] [A-Z]", "start SQUARE DIRECTION "
	    "LETTER, as in 'start D4 E R'", apply_any, NULL },
	{ "place", "[A-Z]{1,2}(?: bonus)?", "place LETTER, or place LETTERS "
	    "bonus for two, as in 'place O' or 'place NC bonus'", apply_any,
	    NULL },
	{ "draw", "[A-Z]{1,16}", "draw LETTERS, as in 'draw A'", apply_any,
	    NULL },
	{ "change", "[A-Z] [A-Z]", "change OLD NEW, as in 'change Q K'",
	    apply_any, NULL },
	{ "close", WORD, "close WORD, as in 'close ROUND'", apply_any, NULL },
	{ "syllable", CARD " [A-Z]{1,3}", "syllable CARD SYLLABLE, as in "
	    "'syllable 17 RO'", apply_any, NULL },
	{ "shape", CARD, "shape CARD, as in 'shape 21'", apply_any, NULL },
	{ "pass", "(?:[A-Z])?", "pass, or pass LETTER without a bonus token, "
	    "as in 'pass Q'", apply_any, NULL },
	{ "doubt", "", "doubt, with nothing after it", apply_any, NULL },
	{ "state", WORD, "state WORD, as in 'state ROUND'", apply_any, NULL },
	{ "declare", WORD "(?: " WORD "){0,7}", "declare WORD ..., as in "
	    "'declare CONCLUDE CONCLUSION'", apply_any, NULL },
	{ "contradict", WORD, "contradict WORD, as in 'contradict CONCLAVE'",
	    apply_any, NULL },
	{ "correct", WORD, "correct WORD, as in 'correct CONCLUDE'",
	    apply_any, NULL },
	{ "lose", "[A-Z]", "lose LETTER, as in 'lose Z'", apply_any, NULL },
	{ "giveup", "[A-Z]", "giveup LETTER, as in 'giveup K'", apply_any,
	    NULL },
	{ "reward", "bonus|[A-Z]", "reward bonus, or reward LETTER, as in "
	    "'reward bonus'", apply_any, NULL },
	{ "suspend", "", "suspend, with nothing after it", apply_any, NULL },
	{ NULL, NULL, NULL, NULL, NULL }
};

const struct rule *
ag_game_verbs(void)
{
	ruletab_compile(ag_verbs);
	return ag_verbs;
}

const char *
ag_verb_name(enum ag_verb verb)
{
	return ag_verbs[verb].verb;
}

/* The index in ag_verbs of the rule, or -1 for NULL. */
static int
verb_index(const struct rule *r)
{
	return r == NULL ? -1 : (int)(r - ag_verbs);
}

/* The index in ag_verbs of the verb, found as the table finds it, or -1. */
int
ag_verb_find(const char *name)
{
	return verb_index(ruletab_find(ag_verbs, name));
}

/*
 * Whether s is min to max capital letters ([A-Z]{min,max}), copied into
 * out with a NUL.
 */
static int
capitals(const char *s, size_t min, size_t max, char *out)
{
	size_t	 n;

	for (n = 0; n < max && s[n] >= 'A' && s[n] <= 'Z'; n++)
		out[n] = s[n];
	out[n] = '\0';
	return s[n] == '\0' && n >= min;
}

/* Whether s is 1 to 4 digits ([0-9]{1,4}), their number in *n. */
static int
card_number(const char *s, int *n)
{
	int	 i, x = 0;

	for (i = 0; i < 4 && s[i] >= '0' && s[i] <= '9'; i++)
		x = x * 10 + (s[i] - '0');
	*n = x;
	return s[i] == '\0' && i > 0;
}

/*
 * Whether s is a square's name as the pattern writes it, [A-Z][0-9]{1,3}
 * (on the board or not).
 */
static int
square_form(const char *s)
{
	size_t	 n;

	if (s[0] < 'A' || s[0] > 'Z')
		return 0;
	for (n = 1; n < 4 && s[n] >= '0' && s[n] <= '9'; n++)
		continue;
	return s[n] == '\0' && n > 1;
}

/* Whether the event's arguments are min to max cards, read into ev. */
static int
cards(struct ag_event *ev, const struct rec_event *e, size_t min,
    size_t max)
{
	size_t	 i;
	int	 ok = e->nargs >= min && e->nargs <= max;

	for (i = 0; ok && i < e->nargs; i++)
		ok = card_number(e->args[i], &ev->card[i]);
	ev->ncards = (int)e->nargs;
	return ok;
}

/*
 * Read the event's arguments into ev as verb's pattern in ag_verbs has
 * them: 1 if the pattern matches them, else 0 (and ev is not to be
 * used).  Only the parts of ev the verb uses are set, and the event it
 * was read from, for the places of the arguments.
 */
int
ag_read_args(struct ag_event *ev, const struct rec_event *e, int verb)
{
	const char *const	*a = e->args;
	size_t			 n = e->nargs, i;
	int			 ok;

	ev->rec = e;
	switch (verb) {
	case AG_V_RACK:
	case AG_V_DRAW:
		return n == 1 && capitals(a[0], 1, 16, ev->letters);
	case AG_V_CARDS:
		return cards(ev, e, 1, AG_MAXHAND);
	case AG_V_DECK:
		return cards(ev, e, 0, AG_MAXCARDS);
	case AG_V_BONUS:
		return n == 1 && card_number(a[0], &ev->bonus);
	case AG_V_START:
		return n == 3 && square_form(a[0]) && a[1][0] != '\0' &&
		    a[1][1] == '\0' && ag_dir_parse(a[1][0], &ev->dir) &&
		    capitals(a[2], 1, 1, ev->letters);
	case AG_V_PLACE:
		ev->bonus = n == 2;
		return (n == 1 || (n == 2 && rec_word_is(a[1], "bonus", 5))) &&
		    capitals(a[0], 1, AG_MAXPLACE, ev->letters);
	case AG_V_CHANGE:
		return n == 2 && capitals(a[0], 1, 1, ev->letters) &&
		    capitals(a[1], 1, 1, ev->letters + 1);
	case AG_V_SYLLABLE:
		ev->ncards = 1;
		return n == 2 && card_number(a[0], &ev->card[0]) &&
		    capitals(a[1], 1, AG_SYLLEN - 1, ev->syllable);
	case AG_V_SHAPE:
		ev->ncards = 1;
		return n == 1 && card_number(a[0], &ev->card[0]);
	case AG_V_PASS:
		ev->letters[0] = '\0';
		return n == 0 || (n == 1 && capitals(a[0], 1, 1, ev->letters));
	case AG_V_DOUBT:
	case AG_V_SUSPEND:
		return n == 0;
	case AG_V_LOSE:
	case AG_V_GIVEUP:
		return n == 1 && capitals(a[0], 1, 1, ev->letters);
	case AG_V_REWARD:
		ev->letters[0] = '\0';
		return n == 1 && (rec_word_is(a[0], "bonus", 5) ||
		    capitals(a[0], 1, 1, ev->letters));
	case AG_V_CLOSE:
	case AG_V_STATE:
	case AG_V_CONTRADICT:
	case AG_V_CORRECT:
	case AG_V_DECLARE:
		ev->nwords = (int)n;
		ok = n >= 1 && (n == 1 || (verb == AG_V_DECLARE &&
		    n <= AG_MAXDECLARE));
		for (i = 0; ok && i < n; i++)
			ok = capitals(a[i], 1, AG_MAXWORD, ev->word[i]);
		return ok;
	default:
		return 0;
	}
}

/*
 * Apply the event, its verb known and its arguments read into ev (which
 * holds its verb): find its actor, the square of a start, and hand it to
 * the engine.  Inline, in its two callers: a call less an event, and ev
 * where the caller has it.
 */
static inline int
apply_read(struct ag_game *g, const struct rec_event *e, struct ag_event *ev,
    struct verdict *v)
{
	const char	*actor = e->actor;
	int		 who = g->t.player;

	/*
	 * The turn's player first, the actor of most events: no two players
	 * have one name, nor any the host's (players_read()), so the order
	 * of the look-up is free.
	 */
	if (who < 0 ||
	    !rec_actor_is(actor, g->p[who].name, g->p[who].namelen)) {
		for (who = g->n - 1; who >= 0; who--)
			if (rec_actor_is(actor, g->p[who].name,
			    g->p[who].namelen))
				break;
		if (who < 0 && !rec_word_is(actor, PLAYERS_HOST,
		    sizeof(PLAYERS_HOST) - 1)) {
			struct pos	 at = rec_actor_pos(e);

			return verdict_malformed(v, &at, "'%s' is neither a "
			    "player of the Players tag nor the host", actor);
		}
	}
	ev->player = who;
	ev->number = e->number;
	ev->pos = e->pos;
	if (ev->verb == AG_V_START && !ag_square_parse(e->args[0],
	    strlen(e->args[0]), &ev->square))
		return verdict_reject(v, ag_arg_at(ev, 0), "%s is off the board: "
		    "columns are A to M, rows 1 to 13", e->args[0]);
	return ag_apply_checked(g, ev, v);
}

/*
 * Every verb, for the table: an event whose verb and arguments the
 * table's pattern took, read and applied.  read_args() takes what the
 * patterns take, so it does not refuse one.
 */
static int
apply_any(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct ag_event	 ev;
	int		 verb;

	verb = e->checked_by == ag_verbs ? e->checked_as :
	    verb_index(ruletab_event_rule(ag_verbs, e));
	ev.verb = (enum ag_verb)verb;
	if (!ag_read_args(&ev, e, verb)) {
		struct pos	 at = e->nargs > 0 ? rec_arg_pos(e, 0) :
		    rec_end_pos(e);

		return verdict_malformed(v, &at, "malformed '%s' event: "
		    "expected '%s'", e->verb, ag_verbs[verb].usage);
	}
	return apply_read(arg, e, &ev, v);
}

int
ag_game_event(struct ag_game *g, const struct rec_event *e,
    struct verdict *v)
{
	struct ag_event	 ev;
	int		 verb;

	verdict_clear(v);
	verb = e->checked_by == ag_verbs ? e->checked_as :
	    verb_index(ruletab_event_rule(ag_verbs, e));
	ev.verb = (enum ag_verb)verb;
	/* The table says why an event is not its verb's. */
	if (verb < 0 || !ag_read_args(&ev, e, verb))
		return ruletab_apply(ag_verbs, g, e, v);
	return apply_read(g, e, &ev, v);
}

void
ag_event_init(struct ag_event *ev, enum ag_verb verb, int player,
    unsigned long number)
{
	memset(ev, 0, offsetof(struct ag_event, card));
	ev->verb = verb;
	ev->player = player;
	ev->number = number;
}
