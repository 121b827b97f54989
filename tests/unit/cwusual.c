/*
 * cwusual.c: unit tests for cw_usual_verb() (lib/cw/usual.c), which
 * reads a Control Word event's verb and arguments without the verb
 * table.  It must take an event exactly when the table's pattern for its
 * verb (compiled by ruletab_code(), as the table matches it) matches
 * the arguments joined by single blanks, and name that verb: an event it
 * takes is applied without the table's check, and one it leaves goes to
 * the table, which says what is wrong (refkit(7): each verb's arguments
 * as its page writes them).  Each usual event stands beside its nearest
 * twin the pattern refuses; 200,000 random events a verb, and as many of
 * verbs the table does not know, are judged by it and by PCRE2.
 */
#define PCRE2_CODE_UNIT_WIDTH 8

#include <pcre2.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "ruletab.h"
#include "cw/game.h"
#include "cw/usual.h"
#include "tap.h"

#define MAXARGS		200
#define MAXTEXT		4000	/* bytes of a verb and its arguments */
#define PER_VERB	200000	/* random events of each verb */

/*
 * An event laid out as the reader lays one out (record.h): the verb and
 * its arguments, each ended by a NUL, said_len bytes, then NULs (more
 * than REC_SLACK).
 */
struct event {
	struct rec_event e;
	char		 text[MAXTEXT + 2 * REC_SLACK];
	const char	*args[MAXARGS + 1];
};

static const char *const verbs[CW_NVERBS] = {
	"lot", "roll", "draw", "swap", "redraw", "play", "replace", "pass",
	"challenge"
};

/*
 * Fill ev with the verb and the argument text split at each blank (space
 * or tab): two blanks together make an empty argument, as the reader
 * never does, but the table would judge it all the same.  With one_empty
 * and no text, one empty argument.
 */
static void
event_set(struct event *ev, const char *verb, const char *args,
    int one_empty)
{
	size_t	 vlen = strlen(verb), i, len;
	char	*s;

	memset(ev, 0, sizeof(*ev));
	len = vlen + 1 + strlen(args);
	if (len > MAXTEXT)
		abort();
	memcpy(ev->text, verb, vlen);
	memcpy(ev->text + vlen + 1, args, strlen(args));
	ev->e.said_len = (unsigned short)(args[0] != '\0' || one_empty ? len :
	    vlen);
	ev->e.verb = ev->text;
	ev->e.args = ev->args;
	if (args[0] == '\0' && !one_empty)
		return;
	s = ev->text + vlen + 1;
	ev->args[ev->e.nargs++] = s;
	for (i = 0; s[i] != '\0'; i++)
		if (s[i] == ' ' || s[i] == '\t') {
			s[i] = '\0';
			if (ev->e.nargs == MAXARGS)
				abort();
			ev->args[ev->e.nargs++] = s + i + 1;
		}
	ev->args[ev->e.nargs] = NULL;
}

/*
 * The verb the table's pattern takes the event as: the index of its
 * verb's rule if the pattern matches the arguments joined by single
 * blanks, as ruletab.c joins them; -1 if not, or if no rule has the verb.
 */
static int
table_takes(const struct event *ev, pcre2_match_data *md)
{
	const struct rule	*tab = cw_game_verbs(), *r;
	char			 joined[MAXTEXT + 1];
	size_t			 i, len = 0, n;

	for (r = tab; r->verb != NULL; r++)
		if (strcmp(r->verb, ev->e.verb) == 0)
			break;
	if (r->verb == NULL)
		return -1;
	for (i = 0; i < ev->e.nargs; i++) {
		if (i > 0)
			joined[len++] = ' ';
		n = strlen(ev->args[i]);
		memcpy(joined + len, ev->args[i], n);
		len += n;
	}
	joined[len] = '\0';
	return pcre2_match(ruletab_code(r), (PCRE2_SPTR)joined, len, 0, 0, md,
	    NULL) > 0 ? (int)(r - tab) : -1;
}

/* Buffers for the twins' texts, used in turn: more than twins() uses. */
#define NBUFS	24
static char	 bufs[NBUFS][MAXTEXT];
static int	 nbuf;

/* n copies of the text s, in the next buffer. */
static const char *
times(int n, const char *s)
{
	char	*b = bufs[nbuf++ % NBUFS];
	int	 i;

	b[0] = '\0';
	for (i = 0; i < n; i++)
		strcat(b, s);
	return b;
}

/* The text printf() makes, in the next buffer. */
static const char *
text(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static const char *
text(const char *fmt, ...)
{
	char	*b = bufs[nbuf++ % NBUFS];
	va_list	 ap;

	va_start(ap, fmt);
	vsnprintf(b, MAXTEXT, fmt, ap);
	va_end(ap);
	return b;
}

/* The first 40 bytes of s as a test's name shows them: \xNN if not
   printable ASCII. */
static const char *
shown(const char *s)
{
	static char	 buf[4 * 40 + 4];
	size_t		 i, len = 0;

	for (i = 0; s[i] != '\0' && i < 40; i++)
		len += (size_t)snprintf(buf + len, sizeof(buf) - len,
		    (unsigned char)s[i] >= 0x20 && (unsigned char)s[i] < 0x80 ?
		    "%c" : "\\x%02x",
		    (unsigned char)s[i]);
	snprintf(buf + len, sizeof(buf) - len, "%s", s[i] != '\0' ? "..." :
	    "");
	return buf;
}

/* A usual event and its twin, each with what cw_usual_verb() must do. */
struct twin {
	const char	*verb, *args;
	int		 taken;
	const char	*why;
};

/* Judge each twin by cw_usual_verb() and by the pattern: both as said. */
static void
twins(pcre2_match_data *md)
{
	const struct twin t[] = {
		{ "lot", "E", 1, "" },
		{ "lot", "e", 0, "a lot is a capital" },
		{ "lot", "A", 1, "" },
		{ "lot", "@", 0, "@ is before A" },
		{ "lot", "Z", 1, "" },
		{ "lot", "[", 0, "[ is after Z" },
		{ "lot", "EE", 0, "one letter" },
		{ "lot", "E E", 0, "one argument" },
		{ "lot", "", 0, "a lot is drawn" },
		{ "lot", "\xc3\x89", 0, "a capital of ASCII" },
		{ "roll", "7", 1, "" },
		{ "roll", "999", 1, "three digits" },
		{ "roll", "1000", 0, "four digits" },
		{ "roll", "0", 1, "" },
		{ "roll", "/", 0, "/ is before 0" },
		{ "roll", "9", 1, "" },
		{ "roll", ":", 0, ": is after 9" },
		{ "roll", "-1", 0, "no sign" },
		{ "roll", "7 3", 1, "two dice" },
		{ "roll", "7 3 1", 0, "three dice" },
		{ "roll", "7 x", 0, "the second die is a number" },
		{ "roll", "7 1000", 0, "the second die has three digits" },
		{ "roll", "7\t3", 1, "a tab parts words too" },
		{ "roll", "7  3", 0, "an empty argument" },
		{ "roll", "", 0, "a roll rolls" },
		{ "draw", "AEQRTUY", 1, "" },
		{ "draw", "AEQRtUY", 0, "capitals" },
		{ "draw", times(100, "Q"), 1, "100 letters" },
		{ "draw", times(101, "Q"), 0, "101 letters" },
		{ "draw", "AB CD", 0, "one argument" },
		{ "draw", "", 0, "a draw draws" },
		{ "draw", "A\xc3\x89", 0, "capitals of ASCII" },
		{ "draw", "A\xc3", 0, "0xc3 is no capital (nor UTF-8: the reader "
		    "refuses it)" },
		{ "draw", "AAAAAAA\xda", 0, "0xda is no capital" },
		{ "swap", "Y e", 1, "" },
		{ "swap", "z A", 1, "" },
		{ "swap", "Y", 0, "two letters" },
		{ "swap", "Y e f", 0, "two arguments" },
		{ "swap", "YY e", 0, "one letter each" },
		{ "swap", "Y 1", 0, "a letter" },
		{ "swap", "{ A", 0, "{ is after z" },
		{ "swap", "` A", 0, "` is before a" },
		{ "swap", "Y \xc3\xa9", 0, "a letter of ASCII" },
		{ "redraw", "", 1, "nothing" },
		{ "redraw", "ABCDE", 1, "" },
		{ "redraw", times(100, "B"), 1, "100 letters" },
		{ "redraw", times(101, "B"), 0, "101 letters" },
		{ "redraw", "abc", 0, "capitals" },
		{ "redraw", "AB C", 0, "one argument" },
		{ "play", "2,5 across QU(E)Ry", 1, "" },
		{ "play", "2,5 Across QU(E)Ry", 0, "across, lower case" },
		{ "play", "2,5 acros QU(E)Ry", 0, "acros is not across" },
		{ "play", "2,5 acrosss QU(E)Ry", 0, "acrosss is not across" },
		{ "play", "2,5 down QU(E)Ry", 1, "" },
		{ "play", "2,5 downn QU(E)Ry", 0, "downn is not down" },
		{ "play", "2,5 dow QU(E)Ry", 0, "dow is not down" },
		{ "play", "-2,-5 down A", 1, "negative squares" },
		{ "play", "--2,5 down A", 0, "one sign" },
		{ "play", "2,5- down A", 0, "a sign before" },
		{ "play", "1234567,-1234567 across A", 1, "seven digits" },
		{ "play", "12345678,1 across A", 0, "eight digits" },
		{ "play", "1,12345678 across A", 0, "eight digits" },
		{ "play", "2;5 across A", 0, "a comma" },
		{ "play", "2,5,6 across A", 0, "two numbers" },
		{ "play", ",5 across A", 0, "a column" },
		{ "play", "2, across A", 0, "a row" },
		{ "play", "2,5 across", 0, "a word" },
		{ "play", "2,5 across QUERY X", 0, "one word" },
		{ "play", text("0,0 across %s", times(64, "a")), 1, "64 letters" },
		{ "play", text("0,0 across %s", times(65, "a")), 0, "65 letters" },
		{ "play", text("0,0 across %s", times(64, "(AB)")), 1,
		    "64 parts in parentheses" },
		{ "play", text("0,0 across %s", times(65, "(AB)")), 0,
		    "65 parts" },
		{ "play", text("0,0 across (%s)", times(64, "x")), 1,
		    "64 letters in parentheses" },
		{ "play", text("0,0 across (%s)", times(65, "x")), 0,
		    "65 letters in parentheses" },
		{ "play", "0,0 across A()", 0, "letters in parentheses" },
		{ "play", "0,0 across (A", 0, "a parenthesis closed" },
		{ "play", "0,0 across A)", 0, "a parenthesis opened" },
		{ "play", "0,0 across ((A))", 0, "no parentheses in them" },
		{ "play", "0,0 across QU(E)(R)y", 1, "two parts in parentheses" },
		{ "play", "0,0 across QU\xc3\xa9RY", 0, "letters of ASCII" },
		{ "play", "0,0 across QU(\xc3\xa9)RY", 0, "letters of ASCII" },
		{ "replace", "3,5 E", 1, "" },
		{ "replace", "3,5 E 4,5 N", 1, "" },
		{ "replace", "-3,-5 Z", 1, "" },
		{ "replace", text("%s1,1 A", times(31, "1,1 A ")), 1,
		    "32 squares" },
		{ "replace", text("%s1,1 A", times(32, "1,1 A ")), 0,
		    "33 squares" },
		{ "replace", "3,5", 0, "a letter" },
		{ "replace", "3,5 e", 0, "a capital" },
		{ "replace", "3,5 E 4,5", 0, "a letter for each square" },
		{ "replace", "3,5 EN", 0, "one letter" },
		{ "replace", "3;5 E", 0, "a square" },
		{ "replace", "", 0, "a square at least" },
		{ "pass", "", 1, "" },
		{ "pass", "x", 0, "nothing after it" },
		{ "challenge", "", 1, "" },
		{ "challenge", "now", 0, "nothing after it" },
		{ "plays", "", 0, "plays is no verb" },
		{ "Play", "2,5 across A", 0, "Play is no verb" },
		{ "pla", "2,5 across A", 0, "pla is no verb" },
		{ "passs", "", 0, "passs is no verb" },
		{ "challeng", "", 0, "challeng is no verb" },
		{ "challenges", "", 0, "challenges is no verb" },
		{ "challengechallenge", "", 0, "a long verb" },
		{ "rol", "7", 0, "rol is no verb" },
		{ "l", "E", 0, "a verb of one letter" },
		{ NULL, NULL, 0, NULL }
	};
	struct event	 ev;
	const struct twin *p;
	int		 got;

	if (nbuf > NBUFS)
		abort();
	for (p = t; p->verb != NULL; p++) {
		event_set(&ev, p->verb, p->args, 0);
		got = cw_usual_verb(&ev.e);
		tap_ok((got >= 0) == p->taken && got == table_takes(&ev, md),
		    "%s %s is %s%s%s", p->verb, shown(p->args), p->taken ?
		    "taken" : "left to the table", p->why[0] != '\0' ? ": " :
		    "", p->why);
	}
	event_set(&ev, "pass", "", 1);
	tap_ok(ev.e.nargs == 1 && cw_usual_verb(&ev.e) == CW_VERB_PASS &&
	    table_takes(&ev, md) == CW_VERB_PASS, "pass with one empty "
	    "argument is taken, as the pattern takes it");
	event_set(&ev, "redraw", "", 1);
	tap_ok(cw_usual_verb(&ev.e) == CW_VERB_REDRAW &&
	    table_takes(&ev, md) == CW_VERB_REDRAW, "redraw with one empty "
	    "argument is taken");
	event_set(&ev, "lot", "", 1);
	tap_ok(cw_usual_verb(&ev.e) == -1 && table_takes(&ev, md) == -1,
	    "lot with one empty argument is left to the table");
}

/* The generator of the random events: splitmix64, seeded. */
static uint64_t rng_state = 7;

static uint64_t
rng(void)
{
	uint64_t	 z = (rng_state += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

/* A number below n. */
static size_t
below(size_t n)
{
	return (size_t)(rng() % n);
}

/*
 * The alphabet of the random texts: every class of byte the patterns
 * tell apart, the bytes beside each range of them, a letter beyond
 * ASCII, blanks, and the directions and their near misses.
 */
static const char *const alphabet[] = {
	"A", "E", "Q", "Z", "a", "e", "y", "z", "0", "1", "5", "9", ",", "(",
	")", " ", " ", "\t", "-", "@", "[", "`", "{", "/", ":", "\xc3\xa9",
	"\xc3\x89", "across", "down", "acros", "downn", "Across", "DOWN", "#",
	"_"
};
#define NALPHA	(sizeof(alphabet) / sizeof(alphabet[0]))

/* The units of a text being made, joined at the end. */
struct units {
	const char	*u[1200];
	size_t		 n;
};

static void
add(struct units *t, const char *s)
{
	if (t->n < sizeof(t->u) / sizeof(t->u[0]))
		t->u[t->n++] = s;
}

/* A length: most often from lo to hi, now and then near a limit. */
static size_t
length(size_t lo, size_t hi, size_t limit)
{
	if (below(8) == 0)
		return limit - 2 + below(5);
	return lo + below(hi - lo + 1);
}

static const char *const capital[] = { "A", "E", "Q", "Z" };
static const char *const letter[] = { "A", "E", "Q", "Z", "a", "e", "y",
	"z" };
static const char *const digit[] = { "0", "1", "5", "9" };

static void
add_capitals(struct units *t, size_t n)
{
	while (n-- > 0)
		add(t, capital[below(4)]);
}

static void
add_digits(struct units *t, size_t n)
{
	while (n-- > 0)
		add(t, digit[below(4)]);
}

/* A square, its numbers of 1 to 3 digits or near 7, signed or not. */
static void
add_square(struct units *t)
{
	if (below(4) == 0)
		add(t, "-");
	add_digits(t, length(1, 3, 7));
	add(t, ",");
	if (below(4) == 0)
		add(t, "-");
	add_digits(t, length(1, 3, 7));
}

/* The arguments of an event of the verb, most often as its page writes
   them, long near the pattern's limits now and then. */
static void
usual_args(struct units *t, int verb)
{
	static const char *const dirs[] = { "across", "down", "across",
		"down", "acros", "downn", "Across" };
	size_t	 n, i;

	switch (verb) {
	case CW_VERB_LOT:
		add(t, capital[below(4)]);
		break;
	case CW_VERB_ROLL:
		add_digits(t, length(1, 3, 3));
		if (below(2) == 0) {
			add(t, " ");
			add_digits(t, length(1, 3, 3));
		}
		break;
	case CW_VERB_DRAW:
	case CW_VERB_REDRAW:
		add_capitals(t, length(verb == CW_VERB_REDRAW ? 0 : 1, 7, 100));
		break;
	case CW_VERB_SWAP:
		add(t, letter[below(8)]);
		add(t, " ");
		add(t, letter[below(8)]);
		break;
	case CW_VERB_PLAY:
		add_square(t);
		add(t, " ");
		add(t, dirs[below(7)]);
		add(t, " ");
		for (n = length(1, 8, 64); n > 0; n--) {
			if (below(4) != 0) {
				add(t, letter[below(8)]);
				continue;
			}
			add(t, "(");
			for (i = length(1, 3, 64); i > 0; i--)
				add(t, letter[below(8)]);
			add(t, ")");
		}
		break;
	case CW_VERB_REPLACE:
		for (n = length(1, 4, 32); n > 0; n--) {
			add_square(t);
			add(t, " ");
			add(t, capital[below(4)]);
			if (n > 1)
				add(t, " ");
		}
		break;
	default:
		break;
	}
}

/*
 * A random argument text for the verb into buf: most often as its page
 * writes them, some of those changed a unit or three (one put in, taken
 * out or replaced by one of the alphabet), some of the alphabet alone.
 */
static void
random_args(int verb, char *buf, size_t size)
{
	struct units	 t;
	size_t		 i, k, at, len = 0;

	t.n = 0;
	k = below(10);
	if (k < 2) {
		for (i = below(12); i > 0; i--)
			add(&t, alphabet[below(NALPHA)]);
	} else {
		usual_args(&t, verb);
		for (k = k < 6 ? 0 : 1 + below(3); k > 0; k--) {
			at = below(t.n + 1);
			switch (below(3)) {
			case 0:
				if (t.n < sizeof(t.u) / sizeof(t.u[0])) {
					memmove(&t.u[at + 1], &t.u[at],
					    (t.n - at) * sizeof(t.u[0]));
					t.u[at] = alphabet[below(NALPHA)];
					t.n++;
				}
				break;
			case 1:
				if (at < t.n) {
					memmove(&t.u[at], &t.u[at + 1],
					    (t.n - at - 1) * sizeof(t.u[0]));
					t.n--;
				}
				break;
			default:
				if (at < t.n)
					t.u[at] = alphabet[below(NALPHA)];
				break;
			}
		}
	}
	buf[0] = '\0';
	for (i = 0; i < t.n && len + strlen(t.u[i]) < size; i++) {
		memcpy(buf + len, t.u[i], strlen(t.u[i]) + 1);
		len += strlen(t.u[i]);
	}
}

/*
 * PER_VERB random events of the verb (a verb of the table, or with
 * other, a name beside it): cw_usual_verb() takes each exactly when the
 * verb's pattern matches it, as the verb the table finds.
 */
static void
random_events(pcre2_match_data *md, int verb, const char *const *other,
    size_t nother)
{
	struct event	 ev;
	char		 args[MAXTEXT / 2];
	const char	*name;
	unsigned long	 n, took = 0, left = 0, wrong = 0;
	int		 got, want;

	for (n = 0; n < PER_VERB; n++) {
		name = other != NULL ? other[below(nother)] : verbs[verb];
		random_args(other != NULL ? (int)below(CW_NVERBS) : verb, args,
		    sizeof(args));
		event_set(&ev, name, args, other == NULL && args[0] == '\0' &&
		    below(8) == 0);
		got = cw_usual_verb(&ev.e);
		want = table_takes(&ev, md);
		took += want >= 0;
		left += want < 0;
		if (got != want && wrong++ < 5)
			printf("# %s '%s' (%u arguments): %d, the table's "
			    "pattern %d\n", name, args, ev.e.nargs, got, want);
	}
	if (other != NULL) {
		tap_ok(wrong == 0 && took == 0 && left == PER_VERB, "%d random "
		    "events of verbs the table does not know are left to it",
		    PER_VERB);
		return;
	}
	tap_ok(wrong == 0, "%d random '%s' events: cw_usual_verb() takes each "
	    "its pattern matches, and no other", PER_VERB, verbs[verb]);
	tap_ok(took >= PER_VERB / 10 && left >= PER_VERB / 10, "of them, the "
	    "pattern matches %lu and refuses %lu", took, left);
}

int
main(void)
{
	static const char *const not_verbs[] = { "lots", "lo", "Lot", "rol",
		"rolls", "draws", "dra", "swa", "swaps", "redra", "redraws",
		"pla", "plays", "Play", "PLAY", "replac", "replaces", "pas",
		"passs", "challeng", "challenges", "challengechallenge", "l",
		"p", "host", "resign", "\xc3\xa9t\xc3\xa9", "pass_", "play'" };
	const struct rule	*tab = cw_game_verbs();
	pcre2_match_data	*md;
	int			 v, ok = 1;

	md = pcre2_match_data_create(1, NULL);
	for (v = 0; v < CW_NVERBS; v++)
		ok &= tab[v].verb != NULL && strcmp(tab[v].verb, verbs[v]) == 0;
	tap_ok(ok && tab[CW_NVERBS].verb == NULL, "the table's verbs are in "
	    "the order of enum cw_verb");
	twins(md);
	for (v = 0; v < CW_NVERBS; v++)
		random_events(md, v, NULL, 0);
	random_events(md, 0, not_verbs, sizeof(not_verbs) /
	    sizeof(not_verbs[0]));
	pcre2_match_data_free(md);
	return tap_done();
}
