/*
 * rules.c: Alphagon's table of verbs: each event's arguments checked
 * against its PCRE2 pattern (lib/ruletab), then read into a struct
 * ag_event, with their places, for ag_game_apply() to judge.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "numarg.h"
#include "record.h"
#include "ruletab.h"
#include "verdict.h"
#include "ag/board.h"
#include "ag/game.h"

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

int
ag_verb_find(const char *name)
{
	const struct rule	*r = ruletab_find(ag_verbs, name);

	return r == NULL ? -1 : (int)(r - ag_verbs);
}

/*
 * The number an argument holds: its pattern made it 1 to 4 digits, so
 * numarg() cannot refuse it.
 */
static int
number(const char *s)
{
	uint64_t	 n = 0;
	char		 why[NUMARG_WHY];

	(void)numarg(s, 0, 9999, &n, why);
	return (int)n;
}

/* Copy the argument s, at most max bytes, into out (max + 1 bytes). */
static void
copy_arg(char *out, const char *s, size_t max)
{
	size_t	 n = strlen(s);

	if (n > max)
		n = max;
	memcpy(out, s, n);
	out[n] = '\0';
}

/* Read the event's arguments as its verb has them into *ev. */
static int
read_args(struct ag_event *ev, const struct rec_event *e, struct verdict *v)
{
	size_t	 i;
	int	 k;

	for (i = 0; i < e->nargs && i < AG_MAXDECLARE + 2; i++)
		ev->arg[i] = rec_arg_pos(e, i);
	switch (ev->verb) {
	case AG_V_CARDS:
	case AG_V_DECK:
	case AG_V_SHAPE:
		for (i = 0; i < e->nargs && i < AG_MAXCARDS; i++)
			ev->card[i] = number(e->args[i]);
		ev->ncards = (int)i;
		break;
	case AG_V_SYLLABLE:
		ev->card[0] = number(e->args[0]);
		ev->ncards = 1;
		copy_arg(ev->syllable, e->args[1], AG_SYLLEN - 1);
		break;
	case AG_V_BONUS:
		ev->bonus = number(e->args[0]);
		break;
	case AG_V_START:
		if (!ag_square_parse(e->args[0], strlen(e->args[0]),
		    &ev->square))
			return verdict_reject(v, &ev->arg[0], "%s is off the "
			    "board: columns are A to M, rows 1 to 13",
			    e->args[0]);
		(void)ag_dir_parse(e->args[1][0], &ev->dir);
		copy_arg(ev->letters, e->args[2], 1);
		break;
	case AG_V_PLACE:
		copy_arg(ev->letters, e->args[0], AG_MAXWORD);
		ev->bonus = e->nargs > 1;
		break;
	case AG_V_CHANGE:
		ev->letters[0] = e->args[0][0];
		ev->letters[1] = e->args[1][0];
		ev->letters[2] = '\0';
		break;
	case AG_V_REWARD:
		if (strcmp(e->args[0], "bonus") != 0)
			copy_arg(ev->letters, e->args[0], 1);
		break;
	case AG_V_CLOSE:
	case AG_V_STATE:
	case AG_V_DECLARE:
	case AG_V_CONTRADICT:
	case AG_V_CORRECT:
		for (k = 0; k < (int)e->nargs && k < AG_MAXDECLARE; k++)
			copy_arg(ev->word[k], e->args[k], AG_MAXWORD);
		ev->nwords = k;
		break;
	default:
		if (e->nargs > 0)
			copy_arg(ev->letters, e->args[0], AG_MAXWORD);
		break;
	}
	return 1;
}

/* Every verb: read the event into its parts and apply them. */
static int
apply_any(void *arg, const struct rec_event *e, struct verdict *v)
{
	static _Thread_local struct ag_event ev;
	struct ag_game	*g = arg;
	int		 verb, who = -1, i;

	verb = e->checked_by == ag_verbs ? e->checked_as :
	    ag_verb_find(e->verb);
	if (strcmp(e->actor, PLAYERS_HOST) != 0) {
		/* The last player of the name, as a loop to the end found. */
		for (i = g->n - 1; i >= 0 && who < 0; i--)
			if (strcmp(e->actor, g->p[i].name) == 0)
				who = i;
		if (who < 0) {
			struct pos	 at = rec_actor_pos(e);

			return verdict_malformed(v, &at, "'%s' is neither a "
			    "player of the Players tag nor the host",
			    e->actor);
		}
	}
	ag_event_init(&ev, (enum ag_verb)verb, who, e->number);
	ev.pos = e->pos;
	if (!read_args(&ev, e, v))
		return 0;
	return ag_game_apply(g, &ev, v);
}

int
ag_game_event(struct ag_game *g, const struct rec_event *e,
    struct verdict *v)
{
	verdict_clear(v);
	return ruletab_apply(ag_verbs, g, e, v);
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
