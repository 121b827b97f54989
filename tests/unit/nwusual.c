/*
 * nwusual.c: unit tests for the way around the verb table for the usual
 * events of Netzwerk, nw_usual_read() (lib/nw/usual.c).  Every event it
 * takes, the table's pattern for that verb matches (so that it judges
 * every event as the table does, refkit(7)'s "each verb's arguments as
 * its page writes them"); it takes every event the pattern matches whose
 * names are on the board, each beside an unusual twin left to the table;
 * and it reads each name once, as nw_square_parse() and nw_field_parse()
 * read it.
 */
#define PCRE2_CODE_UNIT_WIDTH 8

#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "ruletab.h"
#include "nw/board.h"
#include "nw/game.h"
#include "nw/usual.h"
#include "tap.h"

#define MAXARGS	8

/*
 * An event of the verb and the arguments, split at single blanks, laid
 * out as the reader lays one out (record.h): the verb and its arguments,
 * each ended by a NUL, said_len bytes, then REC_SLACK NULs.
 */
struct event {
	struct rec_event e;
	char		 text[128 + REC_SLACK];
	const char	*args[MAXARGS + 1];
};

/* Fill ev with the verb and the argument text split at blanks. */
static void
event_set(struct event *ev, const char *verb, const char *args)
{
	char	*s;

	memset(ev, 0, sizeof(*ev));
	snprintf(ev->text, 128, "%s %s", verb, args);
	ev->e.said_len = (unsigned short)strlen(ev->text);
	if (args[0] == '\0')
		ev->e.said_len--;
	ev->text[strlen(verb)] = '\0';
	ev->e.verb = ev->text;
	ev->e.args = ev->args;
	for (s = ev->text + strlen(verb) + 1; *s != '\0' &&
	    ev->e.nargs < MAXARGS; ) {
		ev->args[ev->e.nargs++] = s;
		if ((s = strchr(s, ' ')) == NULL)
			break;
		*s++ = '\0';
	}
	ev->args[ev->e.nargs] = NULL;
}

/* Whether the rule's pattern matches the arguments, joined by blanks. */
static int
pattern_matches(const struct rule *rule, const struct event *ev)
{
	pcre2_match_data	*md;
	char			 joined[128] = "";
	size_t			 i;
	int			 rc;

	for (i = 0; i < ev->e.nargs; i++) {
		if (i > 0)
			strcat(joined, " ");
		strcat(joined, ev->args[i]);
	}
	md = pcre2_match_data_create_from_pattern(ruletab_code(rule), NULL);
	rc = pcre2_match(ruletab_code(rule), (PCRE2_SPTR)joined, strlen(joined),
	    0, 0, md, NULL);
	pcre2_match_data_free(md);
	return rc > 0;
}

/* The rule of the verb in the game's table. */
static const struct rule *
rule_of(const char *verb)
{
	const struct rule	*r;

	for (r = nw_game_verbs(); r->verb != NULL; r++)
		if (strcmp(r->verb, verb) == 0)
			return r;
	return NULL;
}

/*
 * Whether the n names at s, sep between them, are on the board, as
 * nw_square_parse() (or nw_field_parse()) reads them; if name is not
 * NULL, whether they are name[] too, at the places col[].
 */
static int
names_are(const struct nw_pos *p, const char *s, int fields, char sep, int n,
    const short *name, const unsigned int *col)
{
	size_t	 off = 0, len;
	int	 i, got;

	for (i = 0; i < n; i++) {
		got = fields ? nw_field_parse(p, s + off, &len) :
		    nw_square_parse(p, s + off, &len);
		if (got < 0 || (name != NULL && (got != name[i] ||
		    col[i] != off)))
			return 0;
		off += len;
		if (s[off] != (i + 1 < n ? sep : '\0'))
			return 0;
		off++;
	}
	return 1;
}

/* How many names sep parts in s. */
static int
count_names(const char *s, char sep)
{
	int	 n = 1;

	for (; *s != '\0'; s++)
		n += *s == sep;
	return n;
}

/*
 * Whether the event, which its verb's pattern matches, is one
 * nw_usual_read() must take on the board: a robot's or a battery's move,
 * every name on it.
 */
static int
on_board(const struct nw_pos *p, const struct event *ev)
{
	const char *const	*a = ev->e.args;
	int			 battery = strcmp(ev->e.verb, "battery") == 0;

	/* A resignation is left to the table. */
	if (!battery && strcmp(ev->e.verb, "move") != 0)
		return 0;
	return names_are(p, a[0], battery, '-', count_names(a[0], '-'), NULL,
	    NULL) && (ev->e.nargs < 3 || names_are(p, a[2], 1, ',',
	    count_names(a[2], ','), NULL, NULL));
}

/*
 * Whether nw_usual_read() reads the event as its verb's pattern does:
 * the kind of its verb, the names on the board at their places.
 */
static int
read_right(const struct nw_pos *p, const struct event *ev,
    const struct nw_names *u)
{
	const char *const	*a = ev->e.args;
	const struct rule	*rule = rule_of(ev->e.verb);
	int			 battery = u->kind == NW_MOVE_BATTERY;

	if (rule == NULL || !pattern_matches(rule, ev) ||
	    battery != (strcmp(ev->e.verb, "battery") == 0) ||
	    u->n != count_names(a[0], '-') ||
	    !names_are(p, a[0], battery, '-', u->n, u->name, u->col))
		return 0;
	if (ev->e.nargs < 3)
		return u->nspend == 0;
	return u->nspend == count_names(a[2], ',') &&
	    names_are(p, a[2], 1, ',', u->nspend, u->spend, u->spendcol);
}

/*
 * Whether nw_usual_read() takes the event on a board of cols x rows: 1,
 * 0, or -1 if it takes it and reads it wrong (see read_right()).
 */
static int
read_takes(int cols, int rows, const char *verb, const char *args)
{
	struct event	 ev;
	struct nw_pos	 p;
	struct nw_names	 u;

	nw_pos_init(&p, cols, rows);
	event_set(&ev, verb, args);
	if (!nw_usual_read(&p, &ev.e, &u))
		return 0;
	if (!read_right(&p, &ev, &u)) {
		printf("# %s %s read wrong\n", verb, args);
		return -1;
	}
	return 1;
}

/*
 * A path of n squares up the a file, then the b file (past 26), and more
 * after it.
 */
static const char *
path(int n, const char *more)
{
	static char	 buf[256];
	int		 i;

	buf[0] = '\0';
	for (i = 1; i <= n; i++)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf), "%s%c%d",
		    i > 1 ? "-" : "", 'a' + (i - 1) / 26, (i - 1) % 26 + 1);
	snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf), "%s", more);
	return buf;
}

/* The usual events nw_usual_read() reads, and their twins it leaves. */
static const struct twin {
	int		 cols, rows;
	const char	*verb, *args;
	int		 read;
	const char	*why;
} twins[] = {
	{ 6, 6, "battery", "C1-C2", 1, "" },
	{ 9, 9, "battery", "J9-J8", 1, "the last column of 9x9" },
	{ 9, 9, "battery", "J10-J9", 0, "row 10 is off 9x9" },
	{ 9, 9, "move", "i9-i8-i7", 1, "the last square of 9x9" },
	{ 9, 9, "move", "i9-i10", 0, "rank 10 is off 9x9" },
	{ 9, 9, "move", "i8-i9 using J9,I09", 0, "no leading zero" },
	{ 9, 10, "move", "i9-i10 using J10,I9", 1, "rank 10 is on 9x10" },
	{ 6, 6, "battery", "C1-H1", 0, "H1 is off the board" },
	{ 6, 6, "battery", "A0-G6", 1, "the board's corners" },
	{ 6, 6, "battery", "A0-G7", 0, "row 7 is off the board" },
	{ 6, 6, "battery", "A00-A1", 0, "no leading zero" },
	{ 6, 6, "battery", "C1-C2-C3", 0, "a battery moves once" },
	{ 6, 6, "battery", "C1-C2 C3", 0, "one argument" },
	{ 6, 6, "move", "a1-f1-f6", 1, "" },
	{ 6, 6, "move", "a1-g1", 0, "file g is off the board" },
	{ 6, 6, "move", "a6-a7", 0, "rank 7 is off the board" },
	{ 6, 6, "move", "a0-a1", 0, "ranks count from 1" },
	{ 6, 6, "move", "c1", 0, "a path has two squares at least" },
	{ 6, 6, "move", "c1-c2-", 0, "a path ends with a square" },
	{ 6, 6, "battery", "c1-c2", 0, "a battery moves between fields" },
	{ 6, 6, "move", "C1-C2", 0, "a robot moves between squares" },
	{ 25, 26, "move", "y25-y26-x26", 1, "" },
	{ 25, 26, "move", "y26-z26", 0, "file z is off the board" },
	{ 25, 26, "move", "a26-a27", 0, "rank 27 is off the board" },
	{ 25, 26, "battery", "Z25-Z26", 1, "" },
	{ 6, 6, "move", "c1-c2-c3 using C0,D0", 1, "" },
	{ 6, 6, "move", "c1-c2 using C0,D0,C1,D1", 1, "four named" },
	{ 6, 6, "move", "c1-c2 using C0,D0,C1,D1,E1", 0, "five named" },
	{ 6, 6, "move", "c1-c2 using C0,H0", 0, "H0 is off the board" },
	{ 6, 6, "move", "c1-c2 using", 0, "naming nothing" },
	{ 6, 6, "move", "c1-c2 with C0", 0, "with is not using" },
	{ 6, 6, "move", "c1-c2 usingC0", 0, "usingC0 is not using" },
	{ 6, 6, "resign", "", 0, "" },
	{ 6, 6, "moves", "c1-c2", 0, "moves is not move" },
	{ 6, 6, "batteryx", "C1-C2", 0, "batteryx is not battery" },
	{ 0, 0, NULL, NULL, 0, NULL }
};

int
main(void)
{
	static const char *const bits[] = {
		"c2", "a12", "z9", "C2", "A0", "Z26", "f6", "G6", "y26",
		"c0", "A00", "a100", "C", "1", "é1", "", "c2x", "i9", "I9",
		"i10", "J10", "a10", "A10"
	};
	/* Names of one digit on the first, third and fourth (see usual.c). */
	static const int boards[][2] = { { 6, 6 }, { 25, 26 }, { 2, 3 },
		{ 9, 9 }, { 9, 10 } };
	const size_t		 nboards = sizeof(boards) / sizeof(boards[0]);
	struct nw_pos		 pos[sizeof(boards) / sizeof(boards[0])];
	struct nw_names		 u;
	unsigned long		 read = 0, misread = 0, missed = 0;
	size_t			 bd;
	const struct twin	*t;
	static const char *const seps[] = { "-", "-", "-", "-", "-", ",",
		" using ", " ", "--", "" };
	static const char *const verbs[] = { "move", "battery", "resign",
		"moves", "batter" };
	const struct rule	*rule;
	struct event		 ev;
	char			 text[100];
	unsigned long		 n, took = 0;
	int			 fits;
	size_t			 k, len, odd;

	(void)nw_game_verbs();
	for (bd = 0; bd < nboards; bd++)
		nw_pos_init(&pos[bd], boards[bd][0], boards[bd][1]);
	/*
	 * nw_usual_read(): the usual events, each beside a twin it leaves to
	 * the table, which says what is wrong (nw-check(1): a 6x6 board's
	 * squares are a1 to f6, its fields A0 to G6).
	 */
	for (t = twins; t->verb != NULL; t++)
		tap_ok(read_takes(t->cols, t->rows, t->verb, t->args) ==
		    t->read, "%s %s on %dx%d is %s%s%s", t->verb, t->args,
		    t->cols, t->rows, t->read ? "read" : "left to the table",
		    t->why[0] != '\0' ? ": " : "", t->why);
	tap_ok(read_takes(25, 26, "move", path(32, "")) == 1, "a path of 32 "
	    "squares on 25x26 is read");
	tap_ok(read_takes(25, 26, "move", path(33, "")) == 0, "a path of 33 is "
	    "left to the table");

	/* Random texts: whatever it takes, the table would have taken. */
	srand(7);
	for (n = 0; n < 1000000; n++) {
		text[0] = '\0';
		/* One text in four mostly well-formed, one in eight rather. */
		odd = (size_t)rand() % 8 < 2 ? 0 : (size_t)rand() % 16;
		for (len = 0, k = 1 + (size_t)rand() % 36; k > 0; k--) {
			const char *b = bits[(size_t)rand() % 16 < odd ?
			    (size_t)rand() % (sizeof(bits) / sizeof(bits[0])) :
			    (size_t)rand() % 9];
			const char *sep = k == 1 ? "" : seps[(size_t)rand() %
			    16 < odd ? (size_t)rand() % (sizeof(seps) /
			    sizeof(seps[0])) : (size_t)rand() % 7];

			if (len + strlen(b) + strlen(sep) + 1 >= sizeof(text))
				break;
			strcat(text, b);
			strcat(text, sep);
			len += strlen(b) + strlen(sep);
		}
		/* The reader splits at blanks: no empty argument. */
		if (strstr(text, "  ") != NULL || text[0] == ' ' ||
		    (len > 0 && text[len - 1] == ' '))
			continue;
		event_set(&ev, verbs[(size_t)rand() % 5], text);
		rule = rule_of(ev.e.verb);
		fits = rule != NULL && pattern_matches(rule, &ev);
		took += fits;
		for (bd = 0; bd < nboards; bd++) {
			if (!nw_usual_read(&pos[bd], &ev.e, &u)) {
				if (fits && on_board(&pos[bd], &ev) &&
				    missed++ < 5)
					printf("# not read on %dx%d: %s %s\n",
					    pos[bd].cols, pos[bd].rows, ev.e.verb,
					    text);
				continue;
			}
			read++;
			if (!read_right(&pos[bd], &ev, &u) && misread++ < 5)
				printf("# read wrong on %dx%d: %s %s\n",
				    pos[bd].cols, pos[bd].rows, ev.e.verb, text);
		}
	}
	tap_ok(took > 1000, "random events fit their verb's pattern: %lu",
	    took);
	tap_ok(misread == 0, "every random event nw_usual_read() took (%lu on "
	    "five boards) fits its verb's pattern, its names read as "
	    "nw_square_parse() and nw_field_parse() read them, on the board",
	    read);
	tap_ok(missed == 0, "nw_usual_read() took every event its verb's "
	    "pattern matches whose names are on the board");
	tap_ok(read > 1000, "random events were read: %lu", read);
	return tap_done();
}
