/*
 * record.c: unit tests for lib/record.c, the game-record reader, against
 * the grammar of refkit(7): tags and their escapes, several games in one
 * stream, the line and column of every part of an event, comments, CR LF
 * line ends and a byte order mark, malformed games skipped to the next,
 * the end of the input, and rec_next_line() for inputs that are not
 * records.  Each input is a temporary file under /tmp, removed after;
 * diagnostics are caught from stderr and checked too.
 */
#define _GNU_SOURCE	/* processor affinity, for test_each_bound() */
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "diag.h"
#include "players.h"
#include "record.h"
#include "rng.h"
#include "tap.h"

#define ERRMAX	8192

static char	 path[64];	/* the input being read */
static char	 err[ERRMAX];	/* the diagnostics caught */
static int	 saved_stderr = -1;
static FILE	*caught;

/* Write the bytes to a new temporary file and open a reader on it. */
static struct rec_reader *
open_bytes(const char *bytes, size_t len)
{
	struct rec_reader	*r;
	FILE			*fp;
	int			 fd;

	snprintf(path, sizeof(path), "/tmp/refkit-record.XXXXXX");
	if ((fd = mkstemp(path)) == -1 || (fp = fdopen(fd, "wb")) == NULL) {
		perror("mkstemp");
		exit(1);
	}
	if (fwrite(bytes, 1, len, fp) != len || fclose(fp) != 0) {
		perror(path);
		exit(1);
	}
	if ((r = rec_open(path)) == NULL) {
		fprintf(stderr, "cannot open %s\n", path);
		exit(1);
	}
	return r;
}

/* The same for a string. */
static struct rec_reader *
open_text(const char *text)
{
	return open_bytes(text, strlen(text));
}

/* Close the reader and remove its file. */
static void
done(struct rec_reader *r)
{
	rec_close(r);
	unlink(path);
}

/* Send stderr to a temporary file until catch_end(). */
static void
catch_begin(void)
{
	fflush(stderr);
	if ((caught = tmpfile()) == NULL || (saved_stderr = dup(2)) == -1 ||
	    dup2(fileno(caught), 2) == -1) {
		perror("catching stderr");
		exit(1);
	}
}

/* Restore stderr and put what was written to it in err[]. */
static void
catch_end(void)
{
	size_t	 n;

	fflush(stderr);
	dup2(saved_stderr, 2);
	close(saved_stderr);
	rewind(caught);
	n = fread(err, 1, sizeof(err) - 1, caught);
	err[n] = '\0';
	fclose(caught);
}

/* Check that the diagnostics caught name the place and say the words. */
static void
err_has(int line, int col, const char *words, const char *name)
{
	char	 want[256];

	if (col > 0)
		snprintf(want, sizeof(want), "%s:%d:%d: %s", path, line, col,
		    words);
	else
		snprintf(want, sizeof(want), "%s:%d: %s", path, line, words);
	if (!tap_ok(strstr(err, want) != NULL, "%s: diagnostic at %d:%d",
	    name, line, col))
		printf("#   wanted '%s' in:\n#   %s", want, err);
}

/* Compare a position with the line and column expected. */
static void
pos_is(struct pos p, unsigned int line, unsigned int col, const char *name)
{
	char	 got[64], want[64];

	snprintf(got, sizeof(got), "%s %u:%u", p.file == NULL ? "(null)" :
	    strcmp(p.file, path) == 0 ? "file" : p.file, p.line, p.col);
	snprintf(want, sizeof(want), "file %u:%u", line, col);
	tap_is_str(got, want, "%s", name);
}

/*
 * Read every game of the bytes, catching the diagnostics, and say what
 * came, game by game, as "1 bad, 2 good": its number and its result.
 */
static const char *
games_of(const char *bytes, size_t n)
{
	static char		 out[256];
	struct rec_reader	*r;
	struct rec_game		*g;
	enum rec_result		 got;
	size_t			 len = 0;

	out[0] = '\0';
	r = open_bytes(bytes, n);
	catch_begin();
	while ((got = rec_next(r, &g)) != REC_END && len < sizeof(out))
		len += (size_t)snprintf(out + len, sizeof(out) - len, "%s%u %s",
		    len > 0 ? ", " : "", g->index, got == REC_GAME ? "good" :
		    "bad");
	catch_end();
	done(r);
	return out;
}

/* Check that the text is one malformed game, diagnosed at the place. */
static void
one_bad(const char *text, int line, int col, const char *words,
    const char *name)
{
	tap_is_str(games_of(text, strlen(text)), "1 bad", "%s", name);
	err_has(line, col, words, name);
}

/* Tags: the name, the value without its escapes, and both positions. */
static void
test_tags(void)
{
	struct rec_reader	*r;
	struct rec_game		*g;

	r = open_text("[Event \"say \\\"hi\\\" \\\\ there\"]\n"
	    "  [Site \"a#b\"]   # a comment after a tag\n"
	    "\t[Empty \"\"]\n"
	    "[Name_2 \"zo\xc3\xab\" ]\n"
	    "1 ann play x\n");
	tap_is_int(rec_next(r, &g), REC_GAME, "tags: a well-formed game");
	tap_is_int(g->ntags, 4, "tags: four tags");
	tap_is_str(g->tags[0].name, "Event", "tags: a name");
	tap_is_str(g->tags[0].value, "say \"hi\" \\ there",
	    "tags: \\\" and \\\\ are a quote and a backslash");
	pos_is(g->tags[0].pos, 1, 1, "tags: the position of '['");
	pos_is(g->tags[0].value_pos, 1, 8, "tags: the position of the "
	    "opening quote");
	tap_is_str(g->tags[1].value, "a#b", "tags: '#' inside a value is "
	    "part of it");
	pos_is(g->tags[1].pos, 2, 3, "tags: blanks before '['");
	pos_is(g->tags[1].value_pos, 2, 9, "tags: its value's quote");
	tap_is_str(g->tags[2].value, "", "tags: an empty value");
	pos_is(g->tags[2].pos, 3, 2, "tags: a tab is one column");
	tap_is_str(g->tags[3].value, "zo\xc3\xab", "tags: UTF-8 in a value");
	tap_is_str(rec_tag_value(g, "Name_2"), "zo\xc3\xab",
	    "tags: rec_tag_value finds a tag");
	tap_ok(rec_tag_value(g, "Missing") == NULL && rec_tag_find(g,
	    "event") == NULL, "tags: an absent tag is NULL; names are case "
	    "sensitive");
	tap_ok(rec_tag_find(g, "Site") == &g->tags[1],
	    "tags: rec_tag_find gives the tag itself");
	pos_is(g->pos, 1, 1, "tags: the game starts at its first tag");
	tap_is_int(g->index, 1, "tags: the first game is number 1");
	tap_is_int(rec_next(r, &g), REC_END, "tags: then the end");
	done(r);
}

/*
 * Tag lines seen before (the reader keeps those that matched, by a hash
 * of their text): each game's tags are its own, whether its lines were
 * seen or not; lines of one length with one middle byte, which share a
 * place, each read right; a line one byte from a seen one that does not
 * match is malformed; a line too long to keep reads right every time.
 */
static void
test_tags_seen(void)
{
	struct rec_reader	*r;
	struct rec_game		*g;
	char			 text[4096], longv[100];
	size_t			 len = 0;
	int			 i, ok = 1;

	memset(longv, 'v', sizeof(longv) - 1);
	longv[sizeof(longv) - 1] = '\0';
	for (i = 0; i < 6; i++)
		len += (size_t)snprintf(text + len, sizeof(text) - len,
		    "[Game \"t\"]\n[Result \"%s\"]\n[Ab \"%s\"]\n"
		    "[Long \"%s%d\"]\n1 ann play x\n", i % 2 ? "bob" : "ann",
		    i % 3 == 0 ? "xay" : i % 3 == 1 ? "xaz" : "xa\\\"",
		    longv, i);
	snprintf(text + len, sizeof(text) - len, "[Game \"t\"]\n"
	    "[Result \"ann\"x\n1 ann play x\n");
	r = open_text(text);
	for (i = 0; i < 6; i++) {
		if (rec_next(r, &g) != REC_GAME || g->ntags != 4) {
			ok = 0;
			break;
		}
		ok &= strcmp(g->tags[0].value, "t") == 0;
		ok &= strcmp(g->tags[1].value, i % 2 ? "bob" : "ann") == 0;
		ok &= strcmp(g->tags[2].value, i % 3 == 0 ? "xay" :
		    i % 3 == 1 ? "xaz" : "xa\"") == 0;
		ok &= strncmp(g->tags[3].value, longv, sizeof(longv) - 1) == 0 &&
		    atoi(g->tags[3].value + sizeof(longv) - 1) == i;
		ok &= g->tags[1].value_pos.line == (unsigned int)(5 * i + 2) &&
		    g->tags[1].value_pos.col == 9;
	}
	tap_ok(ok, "tags seen: six games' tags, each its own, in place");
	tap_is_int(rec_next(r, &g), REC_MALFORMED, "tags seen: a line one "
	    "byte from a seen one that does not match is malformed");
	done(r);
}

/*
 * Tag lines, each as the grammar of refkit(7) reads it ([Name "value"]:
 * a name of a letter, then letters, digits or _; blanks between; a value
 * whose only escapes are \" and \\; blanks and a comment after): the
 * name and value of one that reads, or malformed, at the '['.
 */
static void
test_tag_lines(void)
{
	static const struct {
		const char	*line;
		const char	*name;	/* NULL: malformed */
		const char	*value;
	} t[] = {
		{ "[A \"b\"]", "A", "b" },
		{ "\t [A\t \"b\"] \t", "A", "b" },
		{ "[A_1z \"x y\"]  # a comment", "A_1z", "x y" },
		{ "[A \"b\"]#c", "A", "b" },
		{ "[A \"\\\\\"]", "A", "\\" },
		{ "[A \"\\\"\"]", "A", "\"" },
		{ "[A \"\"]", "A", "" },
		{ "[A \"a]b#c\"]", "A", "a]b#c" },
		{ "[A \"\xc3\xa9\t\"]", "A", "\xc3\xa9\t" },
		{ "[1A \"b\"]", NULL, NULL },
		{ "[_A \"b\"]", NULL, NULL },
		{ "[ A \"b\"]", NULL, NULL },
		{ "[A\"b\"]", NULL, NULL },
		{ "[A- \"b\"]", NULL, NULL },
		{ "[A \"b\"", NULL, NULL },
		{ "[A \"b]", NULL, NULL },
		{ "[A \"b\\\"]", NULL, NULL },
		{ "[A \"b\\x\"]", NULL, NULL },
		{ "[A \"b\"c\"]", NULL, NULL },
		{ "[A \"b\"] x", NULL, NULL },
		{ "[A \"b\"] ]", NULL, NULL },
		{ "[A b]", NULL, NULL },
		{ "[\xc3\xa9 \"b\"]", NULL, NULL }
	};
	struct rec_reader	*r;
	struct rec_game		*g;
	char			 text[256];
	size_t			 i;
	int			 got;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		snprintf(text, sizeof(text), "%s\n1 ann play x\n", t[i].line);
		r = open_text(text);
		catch_begin();
		got = rec_next(r, &g);
		catch_end();
		if (t[i].name == NULL) {
			tap_is_int(got, REC_MALFORMED, "tag line %zu is "
			    "malformed", i + 1);
			err_has(1, (int)strspn(t[i].line, " \t") + 1,
			    "malformed tag", "tag line");
		} else {
			tap_ok(got == REC_GAME && g->ntags == 1 &&
			    strcmp(g->tags[0].name, t[i].name) == 0 &&
			    strcmp(g->tags[0].value, t[i].value) == 0,
			    "tag line %zu: [%s \"%s\"]", i + 1, t[i].name,
			    t[i].value);
		}
		done(r);
	}
}

/* Several games in one stream: a tag after an event starts the next. */
static void
test_games(void)
{
	struct rec_reader	*r;
	struct rec_game		*g;

	r = open_text("# a stream of games\n"
	    "\n"
	    "[Game \"one\"]\n"
	    "1 ann play a\n"
	    "[Game \"two\"]\n"
	    "\n"
	    "[Round \"x\"]\n"
	    "2 bob play b\n"
	    "# between events\n"
	    "2 bob play c\n"
	    "3 ann play d\n"
	    "   [Game \"three\"]\n");
	tap_is_int(rec_next(r, &g), REC_GAME, "games: the first");
	tap_ok(g->index == 1 && g->ntags == 1 && g->nevents == 1 &&
	    strcmp(rec_tag_value(g, "Game"), "one") == 0, "games: the first "
	    "has its tag and its event");
	pos_is(g->pos, 3, 1, "games: the first starts after the comment");
	tap_is_int(rec_next(r, &g), REC_GAME, "games: the second");
	tap_ok(g->index == 2 && g->ntags == 2 && g->nevents == 3 &&
	    strcmp(rec_tag_value(g, "Game"), "two") == 0 &&
	    strcmp(g->events[2].args[0], "d") == 0, "games: tags before the "
	    "events are one game, with every event up to the next tag");
	pos_is(g->pos, 5, 1, "games: the second starts at its tag");
	pos_is(g->events[2].pos, 11, 1, "games: lines count across games");
	tap_is_int(rec_next(r, &g), REC_GAME, "games: the third, tags only");
	tap_ok(g->index == 3 && g->ntags == 1 && g->nevents == 0,
	    "games: a game may have no events");
	pos_is(g->pos, 12, 1, "games: blanks before its tag");
	tap_is_int(rec_next(r, &g), REC_END, "games: then the end");
	tap_is_int(rec_next(r, &g), REC_END, "games: the end again");
	done(r);

	r = open_text("1 ann play\n[Game \"b\"]\n1 bob play\n");
	tap_ok(rec_next(r, &g) == REC_GAME && g->ntags == 0 &&
	    g->nevents == 1, "games: a game may have no tags");
	tap_ok(rec_next(r, &g) == REC_GAME && g->ntags == 1 &&
	    g->index == 2, "games: and a tag starts the next");
	done(r);
}

/*
 * A game stays the caller's for REC_KEEP - 1 more calls of rec_next(): each
 * of the REC_KEEP games last read still holds its own tags and events
 * (AddressSanitizer would see memory used again).
 */
static void
test_keep(void)
{
	struct rec_reader	*r;
	struct rec_game		*g, *kept[3 * REC_KEEP];
	char			 text[3 * REC_KEEP * 64], want[32];
	size_t			 len = 0;
	int			 i, k, ok = 1;

	for (i = 0; i < 3 * REC_KEEP; i++)
		len += (size_t)snprintf(text + len, sizeof(text) - len,
		    "[Game \"g%d\"]\n%d ann play a%d b\n", i, i + 1, i);
	r = open_text(text);
	for (i = 0; i < 3 * REC_KEEP; i++) {
		if (rec_next(r, &kept[i]) != REC_GAME) {
			ok = 0;
			break;
		}
		for (k = i >= REC_KEEP - 1 ? i - REC_KEEP + 1 : 0; k <= i; k++) {
			g = kept[k];
			snprintf(want, sizeof(want), "a%d", k);
			if (g->nevents != 1 || g->events[0].number !=
			    (unsigned long)k + 1 ||
			    strcmp(g->events[0].args[0], want) != 0)
				ok = 0;
			want[0] = 'g';
			if (g->ntags != 1 || strcmp(g->tags[0].value, want) != 0)
				ok = 0;
		}
	}
	tap_ok(ok, "keep: each of the last %d games read is still whole",
	    REC_KEEP);
	done(r);
}

/*
 * A game released (rec_game_release()) is left empty, and the games after
 * it are read whole: a game longer than a store keeps room for, then a
 * short one in the same store.
 */
static void
test_release(void)
{
	struct rec_reader	*r;
	struct rec_game		*g, *first;
	char			*text, want[16];
	size_t			 len = 0, size, i, events = 5000;
	int			 k, ok = 1;

	size = (REC_KEEP + 2) * 32 + events * 32;
	text = xmalloc(size);
	len += (size_t)snprintf(text + len, size - len, "[Game \"long\"]\n");
	for (i = 0; i < events; i++)
		len += (size_t)snprintf(text + len, size - len,
		    "%zu ann play a%zu\n", i + 1, i);
	for (k = 0; k < REC_KEEP + 1; k++)
		len += (size_t)snprintf(text + len, size - len,
		    "[Game \"g%d\"]\n1 bob play b%d\n", k, k);
	r = open_text(text);
	tap_ok(rec_next(r, &first) == REC_GAME && first->nevents == events &&
	    strcmp(first->events[events - 1].args[0], "a4999") == 0,
	    "release: a game of %zu events", events);
	rec_game_release(first);
	tap_ok(first->nevents == 0 && first->ntags == 0,
	    "release: a released game has no tags and no events");
	for (k = 0; k < REC_KEEP + 1; k++) {
		snprintf(want, sizeof(want), "b%d", k);
		if (rec_next(r, &g) != REC_GAME || g->nevents != 1 ||
		    strcmp(g->events[0].args[0], want) != 0 ||
		    strcmp(g->events[0].actor, "bob") != 0)
			ok = 0;
		rec_game_release(g);
	}
	tap_ok(ok, "release: the games after it, one in its place, are whole");
	done(r);
	free(text);
}

/*
 * The actor and the verb are name bytes, however far from the line's
 * start they run (the fast reader tests them sixteen bytes at a time from
 * the actor on): a byte that is not one, at every place of verbs of 1 to
 * 40 bytes after actors of 3, 9 and 17, makes the game malformed, at its
 * column; its twin of letters only is well-formed.
 */
static void
test_name_bytes(void)
{
	static const size_t	 actors[] = { 3, 9, 17 };
	char			 text[256], want[64];
	size_t			 a, i, j, v, n, len;
	int			 good = 1, bad = 1;

	for (a = 0; a < sizeof(actors) / sizeof(actors[0]); a++)
		for (v = 1; v <= 40; v++)
			for (j = 0; j <= v; j++) {
				len = (size_t)snprintf(text, sizeof(text),
				    "[Game \"x\"]\n1 ");
				for (i = 0; i < actors[a]; i++)
					text[len++] = (char)('a' + i % 26);
				text[len++] = ' ';
				for (i = 0; i < v; i++)
					text[len++] = i == j ? '@' :
					    (char)('a' + (i + 7) % 26);
				n = len + (size_t)snprintf(text + len,
				    sizeof(text) - len, " x1 y2\n");
				if (j == v) {
					good &= strcmp(games_of(text, n),
					    "1 good") == 0;
					continue;
				}
				snprintf(want, sizeof(want), ":2:%zu: expected "
				    "a verb", 3 + actors[a] + 1);
				bad &= strcmp(games_of(text, n), "1 bad") == 0 &&
				    strstr(err, want) != NULL;
			}
	tap_ok(good, "name bytes: actors of 3, 9 and 17 bytes, verbs of 1 "
	    "to 40 letters, well-formed");
	tap_ok(bad, "name bytes: a byte of the verb that is not a name byte, "
	    "at any place, makes the game malformed, diagnosed at the verb");
}

/*
 * rec_reuse_released(): a game released before the next is read gives the
 * next its memory; one not released is kept whole while the next are
 * read; with reuse off, games take turns whether released or not.
 */
static void
test_reuse(void)
{
	struct rec_reader	*r;
	struct rec_game		*a, *b, *c;
	const char		*text = "[Game \"a\"]\n1 ann play a1\n"
	    "[Game \"b\"]\n1 bob play b1\n2 ann play b2\n"
	    "[Game \"c\"]\n1 ann play c1\n"
	    "[Game \"d\"]\n1 bob play d1\n";

	r = open_text(text);
	rec_reuse_released(r, 1);
	tap_ok(rec_next(r, &a) == REC_GAME, "reuse: game a read");
	rec_game_release(a);
	tap_ok(rec_next(r, &b) == REC_GAME && b == a && b->nevents == 2 &&
	    strcmp(b->events[1].args[0], "b2") == 0 && b->ntags == 1 &&
	    strcmp(b->tags[0].value, "b") == 0,
	    "reuse: game b, read after a was released, in a's memory, whole");
	tap_ok(rec_next(r, &c) == REC_GAME && c != b &&
	    strcmp(c->events[0].args[0], "c1") == 0 && b->nevents == 2 &&
	    strcmp(b->events[0].args[0], "b1") == 0 &&
	    strcmp(b->events[1].actor, "ann") == 0,
	    "reuse: game c in other memory, b not released and still whole");
	done(r);

	r = open_text(text);
	tap_ok(rec_next(r, &a) == REC_GAME, "reuse off: game a read");
	rec_game_release(a);
	tap_ok(rec_next(r, &b) == REC_GAME && b != a &&
	    strcmp(b->events[1].args[0], "b2") == 0,
	    "reuse off: game b in the next place though a was released");
	done(r);
}

/*
 * The text of an event from its verb on, as ruletab's cache reads it: the
 * words as read, each ended by a NUL, said_len bytes in all, then
 * REC_SLACK NULs.
 */
static void
said_is(const struct rec_event *e, const char *want, size_t len,
    const char *name)
{
	size_t	 i;
	int	 zero = 1;

	for (i = 0; i < REC_SLACK; i++)
		zero &= e->verb[len + i] == '\0';
	tap_ok(e->said_len == len && memcmp(e->verb, want, len) == 0 && zero,
	    "said: %s", name);
}

/* The texts of the events test_positions() reads. */
static void
test_said(const struct rec_game *g)
{
	said_is(&g->events[0], "play\0  A1-B2\0x", 14,
	    "blanks after the first are kept, the comment is not");
	said_is(&g->events[1], "\xc3\xa9" "a\0\xc3\xb1\0o'k", 10,
	    "bytes, not characters");
	said_is(&g->events[3], "b", 1, "a verb alone");
}

/* The number, actor, verb and arguments of an event, and where each is. */
static void
test_positions(void)
{
	struct rec_reader	*r;
	struct rec_game		*g;
	struct rec_event	*e;

	r = open_text("  12\tann  play   A1-B2 x\t#c\n"
	    "1 zo\xc3\xab \xc3\xa9" "a \xc3\xb1 o'k\n"
	    "007 host-2 do_it. [x] \"y\"\n"
	    "999999999 a b\n"
	    "0000000001000 a b\n");
	tap_is_int(rec_next(r, &g), REC_GAME, "positions: a good game");
	tap_is_int(g->nevents, 5, "positions: five events");
	e = &g->events[0];
	tap_ok(e->number == 12 && strcmp(e->actor, "ann") == 0 &&
	    strcmp(e->verb, "play") == 0 && e->nargs == 2 &&
	    strcmp(e->args[0], "A1-B2") == 0 && strcmp(e->args[1], "x") == 0 &&
	    e->args[2] == NULL, "positions: number, actor, verb, arguments "
	    "split at blanks; args[] ends with NULL");
	pos_is(e->pos, 1, 3, "positions: the number");
	pos_is(rec_actor_pos(e), 1, 6, "positions: the actor, after a tab");
	pos_is(rec_verb_pos(e), 1, 11, "positions: the verb");
	pos_is(rec_arg_pos(e, 0), 1, 18, "positions: the first argument");
	pos_is(rec_arg_pos(e, 1), 1, 24, "positions: the second argument");
	pos_is(rec_end_pos(e), 1, 25, "positions: just after the last word, "
	    "before the comment");
	e = &g->events[1];
	tap_ok(strcmp(e->actor, "zo\xc3\xab") == 0 &&
	    strcmp(e->verb, "\xc3\xa9" "a") == 0 && e->nargs == 2,
	    "positions: letters of any script in actor and verb");
	pos_is(rec_verb_pos(e), 2, 7, "positions: columns count characters, "
	    "not bytes");
	pos_is(rec_arg_pos(e, 0), 2, 10, "positions: after two-byte letters");
	pos_is(rec_arg_pos(e, 1), 2, 12, "positions: after a two-byte argument");
	pos_is(rec_end_pos(e), 2, 15, "positions: the end of the line");
	e = &g->events[2];
	tap_ok(e->number == 7 && strcmp(e->actor, "host-2") == 0 &&
	    strcmp(e->verb, "do_it.") == 0 && strcmp(e->args[0], "[x]") == 0 &&
	    strcmp(e->args[1], "\"y\"") == 0, "positions: leading zeros; "
	    "digits, '-', '_' and '.' in words; brackets and quotes in "
	    "arguments");
	tap_ok(g->events[3].number == 999999999 && g->events[3].nargs == 0,
	    "positions: the largest number, and no arguments");
	tap_ok(g->events[4].number == 1000, "positions: leading zeros do not "
	    "count toward the limit");
	test_said(g);
	done(r);
}

/* Comments: '#' at the start of a word; inside a word it is the word's. */
static void
test_comments(void)
{
	struct rec_reader	*r;
	struct rec_game		*g;
	enum rec_result		 got;

	r = open_text("# a comment line\n"
	    "   # an indented one\n"
	    "\t\n"
	    "1 ann play a#b #c d\n"
	    "2 ann play #\n"
	    "3 ann play x#\n");
	tap_is_int(rec_next(r, &g), REC_GAME, "comments: a good game");
	tap_is_int(g->nevents, 3, "comments: comment and blank lines are "
	    "no events");
	pos_is(g->pos, 4, 1, "comments: the game starts at its first event");
	tap_ok(g->events[0].nargs == 1 && strcmp(g->events[0].args[0],
	    "a#b") == 0, "comments: 'a#b' is one word; '#c d' is a comment");
	tap_is_int(g->events[1].nargs, 0, "comments: a lone '#' begins a "
	    "comment");
	tap_is_str(g->events[2].args[0], "x#", "comments: a '#' that ends a "
	    "word is part of it");
	done(r);

	one_bad("1 ann#x play\n", 1, 3, "expected an actor (a player's name), "
	    "found 'ann#x'", "comments: 'ann#x' is one word, and not a name");

	r = open_text("# only\n\n   \n\t# comments\n");
	catch_begin();
	got = rec_next(r, &g);
	catch_end();
	tap_is_int(got, REC_MALFORMED, "comments: a stream of comments "
	    "and blanks has no game, and that is an error");
	err_has(4, 12, "no game in the input", "comments: at the end of the "
	    "last line");
	tap_is_int(rec_next(r, &g), REC_END, "comments: then the end");
	done(r);
}

/* CR LF line ends and a UTF-8 byte order mark, as Windows editors write. */
static void
test_crlf_bom(void)
{
	struct rec_reader	*r;
	struct rec_game		*g;

	r = open_text("\xef\xbb\xbf[Game \"x\"]\r\n\r\n1 ann play a\r\n"
	    "2 bob play b");
	tap_is_int(rec_next(r, &g), REC_GAME, "crlf: a good game");
	tap_ok(g->ntags == 1 && strcmp(g->tags[0].value, "x") == 0,
	    "crlf: the byte order mark is not part of the tag");
	pos_is(g->tags[0].pos, 1, 1, "crlf: columns start after the byte "
	    "order mark");
	tap_ok(g->nevents == 2 && strcmp(g->events[0].args[0], "a") == 0 &&
	    strcmp(g->events[1].args[0], "b") == 0, "crlf: no CR in the "
	    "words; the last line needs no line end");
	pos_is(rec_end_pos(&g->events[0]), 3, 13, "crlf: the end of a CR LF line");
	pos_is(g->events[1].pos, 4, 1, "crlf: line numbers");
	done(r);

	one_bad("[Game \"x\"]\n\xef\xbb\xbf" "1 ann play\n", 2, 1,
	    "expected an event number", "bom: a byte order mark on line 2 is "
	    "text");
	one_bad("1 ann pl\ray\r\n", 1, 9, "control character 0x0d", "crlf: "
	    "a CR inside a line is a control character");
}

/*
 * Event lines the reader splits as it reads them (ASCII, blanks, a CR LF)
 * and those it reads first and splits after (a comment, a byte beyond
 * ASCII): the same words, in the same places.
 */
static void
test_event_lines(void)
{
	struct rec_reader	*r;
	struct rec_game		*g;
	const struct rec_event	*e;

	r = open_text("[Game \"x\"]\n"
	    "1 ann move a1-a2 \t \n"
	    "\t2\tbob  battery\tB1-B2\r\n"
	    "3 ann move b1 # a comment\n"
	    "4 ann say caf\xc3\xa9 x#y\n"
	    "5 bob say #\n"
	    "6 ann move\t \ta1-a2  \t\tb2-b3 \t c4 \n");
	tap_is_int(rec_next(r, &g), REC_GAME, "event lines: a good game");
	tap_is_int(g->nevents, 6, "event lines: six events");
	e = &g->events[0];
	tap_ok(e->nargs == 1 && strcmp(e->args[0], "a1-a2") == 0,
	    "event lines: blanks after the last word are not a word");
	pos_is(rec_end_pos(e), 2, 17, "event lines: the end of the last word");
	e = &g->events[1];
	tap_ok(e->number == 2 && strcmp(e->actor, "bob") == 0 &&
	    strcmp(e->verb, "battery") == 0 && e->nargs == 1 &&
	    strcmp(e->args[0], "B1-B2") == 0, "event lines: tabs and two "
	    "spaces between words, a CR LF at the end");
	pos_is(e->pos, 3, 2, "event lines: the number after a tab");
	pos_is(rec_arg_pos(e, 0), 3, 17, "event lines: the argument");
	said_is(e, "battery\0B1-B2", 13, "the first blank after each word a "
	    "NUL, on a line read the usual way");
	e = &g->events[2];
	tap_ok(e->nargs == 1 && strcmp(e->args[0], "b1") == 0,
	    "event lines: a comment is no word");
	e = &g->events[3];
	tap_ok(e->nargs == 2 && strcmp(e->args[0], "caf\xc3\xa9") == 0 &&
	    strcmp(e->args[1], "x#y") == 0, "event lines: a word beyond "
	    "ASCII; a # inside a word begins no comment");
	pos_is(rec_arg_pos(e, 1), 5, 16, "event lines: columns count "
	    "characters");
	e = &g->events[4];
	tap_ok(e->nargs == 0 && strcmp(e->verb, "say") == 0,
	    "event lines: a # alone begins a comment");
	e = &g->events[5];
	said_is(e, "move\0 \ta1-a2\0 \t\tb2-b3\0\t c4", 26, "runs of "
	    "blanks and tabs: the first of each a NUL, the others kept");
	tap_ok(e->nargs == 3 && strcmp(e->args[2], "c4") == 0,
	    "event lines: words between runs of blanks");
	done(r);
}

/*
 * The start of a malformed game, and what the diagnostic says.  Each is
 * followed by "1 ann skipped", the rest of its game, then a good game.
 */
struct bad_start {
	const char	*text;
	size_t		 len;		/* 0: strlen */
	int		 line, col;
	const char	*words;
};

#define G	"[Game \"a\"]\n"

static const struct bad_start bad_starts[] = {
	{ "[Game \"a]\n", 0, 1, 1, "malformed tag" },
	{ "[Game \"a\" \"b\"]\n", 0, 1, 1, "malformed tag" },
	{ "[1abc \"x\"]\n", 0, 1, 1, "malformed tag" },
	{ "[Game \"a\\n\"]\n", 0, 1, 1, "malformed tag" },
	{ "[Game\"a\"]\n", 0, 1, 1, "malformed tag" },
	{ "[Game \"a\"] x\n", 0, 1, 1, "malformed tag" },
	{ "  [Game 'a']\n", 0, 1, 3, "malformed tag" },
	{ G "[Round \"1\"]\n[Game \"b\"]\n", 0, 3, 1,
	    "tag Game given twice (first on line 1)" },
	{ G "x ann play\n", 0, 2, 1, "expected an event number, found 'x'" },
	{ G "-1 ann play\n", 0, 2, 1, "expected an event number" },
	{ G "1000000000 ann play\n", 0, 2, 1,
	    "event number 1000000000 is too large: the limit is 999999999" },
	{ G "12\n", 0, 2, 3, "expected an actor after the event number" },
	{ G "1 ann\n", 0, 2, 6, "expected a verb after the actor" },
	{ G "1 9ann play\n", 0, 2, 3, "expected an actor (a player's name), "
	    "found '9ann'" },
	{ G "1 ann 'play\n", 0, 2, 7, "expected a verb, found ''play'" },
	{ G "1 ann play \xff\n", 0, 2, 12, "invalid UTF-8 (byte 0xff)" },
	{ G "1 ann play \xc3(\n", 0, 2, 12, "invalid UTF-8 (byte 0xc3)" },
	{ G "1 ann pl\0ay\n", 23, 2, 9, "NUL byte" },
	{ G "1 ann play\x1b[0m\n", 0, 2, 11, "control character 0x1b" },
	{ G "1 ann play \x7f\n", 0, 2, 12, "control character 0x7f" },
};

/* A malformed line spoils its game only: the games around it are read. */
static void
test_malformed(void)
{
	char	 text[512], name[128];
	size_t	 i, len, n;

	for (i = 0; i < sizeof(bad_starts) / sizeof(bad_starts[0]); i++) {
		len = bad_starts[i].len ? bad_starts[i].len :
		    strlen(bad_starts[i].text);
		memcpy(text, bad_starts[i].text, len);
		n = len + (size_t)snprintf(text + len, sizeof(text) - len,
		    "1 ann skipped\n[Game \"b\"]\n1 bob play\n");
		snprintf(name, sizeof(name), "malformed %zu", i + 1);
		tap_is_str(games_of(text, n), "1 bad, 2 good", "%s: its game "
		    "is skipped, the next is read", name);
		err_has(bad_starts[i].line, bad_starts[i].col,
		    bad_starts[i].words, name);
		tap_ok(strstr(err, "skipped") == NULL && strchr(err, '\n') ==
		    strrchr(err, '\n'), "%s: one diagnostic, none for the "
		    "rest of the game", name);
	}

	strcpy(text, G "1 ann play\n[Bad\n1 bob play\n[Game \"c\"]\n"
	    "1 cy play\n");
	tap_is_str(games_of(text, strlen(text)), "1 good, 2 bad, 3 good",
	    "malformed: a bad tag after events begins the next game, which "
	    "is skipped");
	err_has(3, 1, "malformed tag", "malformed: the bad tag");

	strcpy(text, G "x ann play\n[Game \"b\"]\ny bob play\n1 bob no\n");
	tap_is_str(games_of(text, strlen(text)), "1 bad, 2 bad",
	    "malformed: two bad games in a row");
	err_has(2, 1, "expected an event number, found 'x'", "malformed: "
	    "the first bad game");
	err_has(4, 1, "expected an event number, found 'y'", "malformed: "
	    "the second bad game has its own diagnostic");

	/*
	 * refkit(7): a line whose first character other than a blank is '['
	 * is a tag line, and a tag line after an event begins the next game.
	 * A tag line with a control character or bad UTF-8 is such a line: it
	 * should begin the next game, malformed, and leave the game before
	 * it whole.
	 */
	strcpy(text, G "1 ann play\n[Game \"b\x01\"]\n1 bob play\n"
	    "[Game \"c\"]\n1 cy play\n");
	tap_is_str(games_of(text, strlen(text)), "1 good, 2 bad, 3 good",
	    "malformed: a tag line with a control character begins the next "
	    "game; the game before it is whole");
	err_has(3, 9, "control character 0x01", "malformed: the control "
	    "character in the tag");
}

/* The games of the files of rec_each(): called back, numbered across. */
static int
each_game(const struct rec_game *g, void *arg)
{
	char	*seen = arg;
	size_t	 len = strlen(seen);

	snprintf(seen + len, 256 - len, "%u:%s ", g->index,
	    rec_tag_value(g, "Game"));
	return strcmp(rec_tag_value(g, "Game"), "reject") == 0 ?
	    EXIT_REJECTED : EXIT_VALID;
}

/* rec_each() over three files, one of them missing. */
static void
test_each(void)
{
	struct rec_reader	*r;
	char			 paths[2][64], seen[256];
	char			*files[4];
	int			 status;

	r = open_text("[Game \"one\"]\n1 a b\n[Game \"bad\"]\nx a b\n");
	rec_close(r);
	memcpy(paths[0], path, sizeof(path));
	r = open_text("[Game \"reject\"]\n1 a b\n[Game \"four\"]\n1 a b\n");
	rec_close(r);
	memcpy(paths[1], path, sizeof(path));
	files[0] = paths[0];
	files[1] = "/tmp/refkit-record-no-such-file/x.rec";
	files[2] = paths[1];
	files[3] = NULL;
	seen[0] = '\0';
	catch_begin();
	status = rec_each(3, files, each_game, seen);
	catch_end();
	tap_is_str(seen, "1:one 3:reject 4:four ", "each: the good games, "
	    "numbered across files, malformed ones counted");
	tap_is_int(status, EXIT_TROUBLE, "each: the worst status, for a "
	    "malformed game or a file that cannot be read");
	tap_ok(strstr(err, "no-such-file") != NULL, "each: the missing file "
	    "is said, and the files after it read");
	unlink(paths[0]);
	unlink(paths[1]);

	r = open_text("[Game \"reject\"]\n1 a b\n");
	rec_close(r);
	files[0] = path;
	seen[0] = '\0';
	tap_is_int(rec_each(1, files, each_game, seen), EXIT_REJECTED,
	    "each: what the callback returns");
	unlink(path);
}

/* Keep the processor busy for us microseconds of the thread's time. */
static void
work_for(long us)
{
	struct timespec	 start, now;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start);
	do
		clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
	while ((now.tv_sec - start.tv_sec) * 1000000000L + now.tv_nsec -
	    start.tv_nsec < us * 1000);
}

/* A file of n games of one event each, heavy or light, at path. */
static void
write_games(int n)
{
	struct rec_reader	*r;
	char			 text[32 * 1024];
	size_t			 len = 0;
	int			 i;

	for (i = 0; i < n && len + 64 < sizeof(text); i++)
		len += (size_t)snprintf(text + len, sizeof(text) - len,
		    "[Game \"%d\"]\n1 a b\n", i + 1);
	r = open_bytes(text, len);
	rec_close(r);
}

/*
 * For test_each_bound(): make each game a millisecond's work, a heavy game,
 * and note how many processors the calling thread may run on in the
 * games from the tenth on, at most.
 */
static int
bound_to(const struct rec_game *g, void *arg)
{
	cpu_set_t	 mine;
	int		*most = arg;

	work_for(1000);
	if (g->index >= 10 && pthread_getaffinity_np(pthread_self(),
	    sizeof(mine), &mine) == 0 && CPU_COUNT(&mine) > *most)
		*most = CPU_COUNT(&mine);
	return EXIT_VALID;
}

/*
 * With a second processor, once a run has lasted a few milliseconds,
 * rec_each() binds the caller's thread to one while the games are read in
 * the other (for a quarter of a second), and gives it back every processor
 * it had when it returns.
 */
static void
test_each_bound(void)
{
	cpu_set_t		 before, after;
	char			*files[2];
	int			 most = 0, can;

	write_games(12);
	files[0] = path;
	files[1] = NULL;
	can = sched_getaffinity(0, sizeof(before), &before) == 0 &&
	    CPU_COUNT(&before) > 1 && getenv("REFKIT_THREADS") == NULL;
	tap_is_int(rec_each(1, files, bound_to, &most), EXIT_VALID,
	    "each, bound: the games are good");
	if (!can) {
		tap_ok(1, "each, bound: one processor to run on, or "
		    "REFKIT_THREADS=1: one thread, nothing bound");
		tap_ok(1, "each, bound: nothing to give back");
	} else {
		tap_is_int(most, 1, "each, bound: heavy games, a few "
		    "milliseconds on, the caller's thread runs on one "
		    "processor while the reader has the others");
		tap_ok(sched_getaffinity(0, sizeof(after), &after) == 0 &&
		    CPU_EQUAL(&before, &after), "each, bound: and has every "
		    "processor back after");
	}
	unlink(path);
}

/* The process's threads, from /proc; 0 if unknown. */
static int
threads_now(void)
{
	FILE	*fp;
	char	 line[128];
	int	 threads = 0;

	if ((fp = fopen("/proc/self/status", "r")) == NULL)
		return 0;
	while (fgets(line, sizeof(line), fp) != NULL)
		if (strncmp(line, "Threads:", 8) == 0)
			threads = atoi(line + 8);
	fclose(fp);
	return threads;
}

/* For test_each_threads(): games of some work, and the threads seen. */
struct counted {
	long		 work_us;	/* each game's work */
	unsigned int	 last;		/* the last game's index */
	int		 threads;	/* the process's, in the last game */
};

/* For test_each_threads(): do a game's work; note the threads in the last. */
static int
count_threads(const struct rec_game *g, void *arg)
{
	struct counted	*c = arg;

	work_for(c->work_us);
	if (g->index == c->last)
		c->threads = threads_now();
	return EXIT_VALID;
}

/*
 * rec_each() reads heavy games (a millisecond's work each) in a second
 * thread where the process may run on a second processor, and not where
 * it may run on one only (as under taskset -c 0), whatever the machine
 * has; it reads light games (10 microseconds' work each) in one thread,
 * where a second would cost more than it gains.
 */
static void
test_each_threads(void)
{
	struct counted		 heavy = { 1000, 12, 0 }, light = { 10, 500, 0 };
	cpu_set_t		 all, one;
	char			*files[2];

	if (sched_getaffinity(0, sizeof(all), &all) == -1 ||
	    CPU_COUNT(&all) < 2 || getenv("REFKIT_THREADS") != NULL ||
	    access("/proc/self/status", R_OK) == -1) {
		tap_ok(1, "each, threads: one processor, REFKIT_THREADS or no "
		    "/proc: not tried");
		tap_ok(1, "each, threads: not tried");
		tap_ok(1, "each, threads: not tried");
		return;
	}
	write_games(12);
	files[0] = path;
	files[1] = NULL;
	(void)rec_each(1, files, count_threads, &heavy);
	tap_is_int(heavy.threads, 2, "each, threads: a second thread reads heavy "
	    "games where the process may run on two processors");
	CPU_ZERO(&one);
	CPU_SET(sched_getcpu() >= 0 ? sched_getcpu() : 0, &one);
	heavy.threads = 0;
	if (sched_setaffinity(0, sizeof(one), &one) == 0) {
		(void)rec_each(1, files, count_threads, &heavy);
		(void)sched_setaffinity(0, sizeof(all), &all);
	}
	tap_is_int(heavy.threads, 1, "each, threads: one thread where it may run on "
	    "one processor only");
	write_games(500);
	(void)rec_each(1, files, count_threads, &light);
	tap_is_int(light.threads, 1, "each, threads: one thread for light games, "
	    "on two processors too");
	unlink(path);
}

static void
test_long_lines(void)
{
	struct rec_reader	*r;
	struct rec_game		*g;
	char			*text;
	size_t			 n;
	int			 got;

	text = xmalloc(3 * REC_MAXLINE);
	n = (size_t)snprintf(text, 64, "1 ann play ");
	memset(text + n, 'a', REC_MAXLINE - n);
	n = REC_MAXLINE;
	memcpy(text + n, "\r\n2 bob play\n", 13);
	r = open_bytes(text, n + 13);
	got = rec_next(r, &g);
	tap_ok(got == REC_GAME && g->nevents == 2 &&
	    strlen(g->events[0].args[0]) == REC_MAXLINE - 11 &&
	    g->events[0].args[0][REC_MAXLINE - 12] == 'a',
	    "long lines: 4096 bytes and a CR LF is a line");
	pos_is(rec_end_pos(&g->events[0]), 1, REC_MAXLINE + 1, "long lines: "
	    "the end of a line of 4096 bytes");
	done(r);

	n = (size_t)snprintf(text, 64, "[Game \"a\"]\n1 ann play ");
	memset(text + n, 'b', REC_MAXLINE - 10);
	n += REC_MAXLINE - 10;
	n += (size_t)snprintf(text + n, 64, "\n[Game \"b\"]\n1 bob play\n");
	r = open_bytes(text, n);
	catch_begin();
	got = rec_next(r, &g);
	catch_end();
	tap_is_int(got, REC_MALFORMED, "long lines: 4097 bytes is too long");
	err_has(2, 4097, "line is too long: 4097 bytes, the limit is 4096",
	    "long lines: the line is named, at its first byte past the "
	    "limit");
	tap_ok(rec_next(r, &g) == REC_GAME && g->nevents == 1 &&
	    g->events[0].pos.line == 4, "long lines: the next game is read");
	done(r);
	free(text);
}

/* A stream longer than the reader's buffer: lines across its edge. */
static void
test_big_stream(void)
{
	struct rec_reader	*r;
	struct rec_game		*g;
	char			*text, want[32];
	size_t			 n = 0, i, bad = 0;
	const size_t		 lines = 9000;

	text = xmalloc(lines * 32);
	n = (size_t)sprintf(text, "[Game \"big\"]\n");
	for (i = 0; i < lines; i++)
		n += (size_t)sprintf(text + n, "%zu player%zu move arg%zu\n",
		    i + 1, i % 7, i * 37);
	r = open_bytes(text, n);
	tap_ok(rec_next(r, &g) == REC_GAME && g->nevents == lines,
	    "big stream: %zu events in %zu bytes", lines, n);
	for (i = 0; i < g->nevents; i++) {
		snprintf(want, sizeof(want), "arg%zu", i * 37);
		if (g->events[i].number != i + 1 ||
		    g->events[i].pos.line != i + 2 ||
		    strcmp(g->events[i].args[0], want) != 0)
			bad++;
	}
	tap_is_int(bad, 0, "big stream: every event whole, in its place");
	tap_is_int(rec_next(r, &g), REC_END, "big stream: then the end");
	done(r);
	free(text);
}

/* No game at all: an empty file, and the end read again. */
static void
test_end(void)
{
	struct rec_reader	*r;
	struct rec_game		*g;
	const char		*line;
	struct pos		 p;
	enum rec_result		 got;

	r = open_text("");
	catch_begin();
	got = rec_next(r, &g);
	catch_end();
	tap_is_int(got, REC_MALFORMED, "end: an empty input has no game: an "
	    "error");
	err_has(1, 1, "no game in the input", "end: an empty input");
	catch_begin();
	got = rec_next(r, &g);
	tap_is_int(rec_next_line(r, &line, &p), 0, "end: nor a line");
	catch_end();
	tap_is_int(got, REC_END, "end: the end on a second call");
	tap_is_str(err, "", "end: said once");
	done(r);

	r = open_text("\n");
	catch_begin();
	got = rec_next(r, &g);
	catch_end();
	tap_is_int(got, REC_MALFORMED, "end: a lone newline has no game");
	err_has(1, 1, "no game in the input", "end: a lone newline");
	done(r);

	r = open_text("\xef\xbb\xbf");
	catch_begin();
	got = rec_next(r, &g);
	catch_end();
	tap_is_int(got, REC_MALFORMED, "end: a lone byte order mark has no "
	    "game");
	err_has(1, 1, "no game in the input", "end: a lone byte order mark");
	done(r);

	r = open_text("# \xc3\xa9t\xc3\xa9");
	catch_begin();
	got = rec_next(r, &g);
	catch_end();
	tap_is_int(got, REC_MALFORMED, "end: a comment with no newline");
	err_has(1, 6, "no game in the input", "end: after its last character");
	done(r);

	catch_begin();
	r = rec_open("/tmp/refkit-record-no-such-file/x.rec");
	catch_end();
	tap_ok(r == NULL && strstr(err, "/tmp/refkit-record-no-such-file/"
	    "x.rec: No such file or directory") != NULL,
	    "end: a file that cannot be opened is NULL, and said");
}

/* rec_next_line: plain lines, checked as a record's are. */
static void
test_next_line(void)
{
	struct rec_reader	*r;
	const char		*line;
	struct pos		 p;
	char			 got[512], *text;
	size_t			 len = 0, n;
	int			 rc, named = 1;

	r = open_text("\xef\xbb\xbf" "alpha #1\r\nbeta\n\n  gamma\t\n"
	    "\xff\n[not a tag\nlast");
	tap_is_str(rec_filename(r), path, "lines: the reader's file name");
	catch_begin();
	got[0] = '\0';
	while ((rc = rec_next_line(r, &line, &p)) != 0) {
		len += (size_t)snprintf(got + len, sizeof(got) - len,
		    "%d %u:%u [%s]\n", rc, p.line, p.col, rc > 0 ? line : "");
		if (p.file == NULL || strcmp(p.file, path) != 0)
			named = 0;
	}
	catch_end();
	tap_ok(named, "lines: each names its file");
	tap_is_str(got, "1 1:1 [alpha #1]\n1 2:1 [beta]\n1 3:1 []\n"
	    "1 4:1 [  gamma\t]\n-1 5:1 []\n1 6:1 [[not a tag]\n1 7:1 [last]\n",
	    "lines: no BOM or CR, comments and blanks kept, a bad line is -1 "
	    "and the next is read");
	err_has(5, 1, "invalid UTF-8 (byte 0xff)", "lines: the bad line");
	tap_is_int(rec_next_line(r, &line, &p), 0, "lines: 0 at the end, "
	    "again");
	done(r);

	text = xmalloc(REC_MAXLINE + 64);
	memset(text, 'w', REC_MAXLINE + 1);
	n = REC_MAXLINE + 1;
	n += (size_t)snprintf(text + n, 64, "\nnext\n");
	r = open_bytes(text, n);
	catch_begin();
	rc = rec_next_line(r, &line, &p);
	catch_end();
	tap_is_int(rc, -1, "lines: a line too long is -1");
	err_has(1, 4097, "line is too long: 4097 bytes", "lines: too long");
	rc = rec_next_line(r, &line, &p);
	tap_ok(rc == 1 && strcmp(line, "next") == 0 && p.line == 2,
	    "lines: the line after it is read");
	done(r);
	free(text);
}

/*
 * Tags and event arguments of every length a line can hold: each read,
 * whole (the tag pattern once ran out of PCRE2's JIT stack at 1,364
 * bytes and called the tag malformed).  Game n has a tag value of n x's
 * and an event whose argument has n y's (at least one, at most what the
 * line holds).
 */
static void
test_every_length(void)
{
	struct rec_reader	*r;
	struct rec_game		*g;
	char			*text, *p;
	size_t			 n, len, arg, games = 0, bad = 0;
	const size_t		 maxtag = REC_MAXLINE - 10;	/* [Event ""] */
	const size_t		 maxarg = REC_MAXLINE - 11;	/* 1 ann play */

	text = xmalloc((maxtag + 1) * (2 * REC_MAXLINE + 4));
	p = text;
	for (n = 0; n <= maxtag; n++) {
		p += sprintf(p, "[Event \"");
		memset(p, 'x', n);
		p += n;
		p += sprintf(p, "\"]\n1 ann play ");
		arg = n == 0 ? 1 : n > maxarg ? maxarg : n;
		memset(p, 'y', arg);
		p += arg;
		*p++ = '\n';
	}
	len = (size_t)(p - text);
	r = open_bytes(text, len);
	catch_begin();
	for (n = 0; rec_next(r, &g) == REC_GAME; n++) {
		arg = n == 0 ? 1 : n > maxarg ? maxarg : n;
		games++;
		if (g->ntags != 1 || strlen(g->tags[0].value) != n ||
		    g->nevents != 1 || g->events[0].nargs != 1 ||
		    strlen(g->events[0].args[0]) != arg)
			bad++;
	}
	catch_end();
	tap_is_int(games, maxtag + 1, "every length: a game for each tag "
	    "length from 0 to %zu bytes", maxtag);
	tap_is_int(bad, 0, "every length: each tag and argument read whole");
	tap_is_str(err, "", "every length: no diagnostic");
	done(r);
	free(text);
}

/* Turn the escapes \\n, \\r, \\t and \\xHH of s into their bytes, in place. */
static void
unescape(char *s)
{
	char	*out = s;
	int	 c;

	for (; *s != '\0'; s++) {
		if (*s != '\\') {
			*out++ = *s;
			continue;
		}
		c = *++s;
		if (c == 'n' || c == 'r' || c == 't')
			*out++ = c == 'n' ? '\n' : c == 'r' ? '\r' : '\t';
		else if (c == 'x') {
			*out++ = (char)strtol((char[3]){ s[1], s[2], '\0' },
			    NULL, 16);
			s += 2;
		} else
			*out++ = (char)c;
	}
	*out = '\0';
}

/*
 * For test_fast_general(): read the line, with its line end, as the second
 * line of a stream after a tag (the usual event line, which take_event()
 * reads if it can) or as its first (which the general way reads), and
 * say what came: the game's result, its events word by word with their
 * columns, and the diagnostics with the line number left out.
 */
static const char *
read_as(const char *line, int second)
{
	static char		 out[4096];
	char			 text[8192];
	struct rec_reader	*r;
	struct rec_game		*g;
	const struct rec_event	*e;
	enum rec_result		 got;
	const char		*at;
	size_t			 len = 0, i, k;

	snprintf(text, sizeof(text), "%s%s", second ? "[Game \"g\"]\n" : "",
	    line);
	r = open_text(text);
	catch_begin();
	got = rec_next(r, &g);
	catch_end();
	len += (size_t)snprintf(out + len, sizeof(out) - len, "%s;",
	    got == REC_GAME ? "good" : "bad");
	for (i = 0; got == REC_GAME && i < g->nevents; i++) {
		e = &g->events[i];
		len += (size_t)snprintf(out + len, sizeof(out) - len,
		    " %lu@%u [%s]@%u [%s]@%u", e->number, e->pos.col, e->actor,
		    e->actor_col, e->verb, e->verb_col);
		for (k = 0; k < e->nargs; k++)
			len += (size_t)snprintf(out + len, sizeof(out) - len,
			    " [%s]@%u", e->args[k], rec_arg_pos(e, k).col);
		len += (size_t)snprintf(out + len, sizeof(out) - len,
		    " end@%u said %u [%.*s]", e->end_col, e->said_len,
		    (int)e->said_len, e->verb);
	}
	/* The diagnostic after its program, file and line: its column and
	   words. */
	for (at = err, k = 0; k < 3 && at != NULL; k++)
		if ((at = strchr(at, ':')) != NULL)
			at++;
	if (at != NULL)
		snprintf(out + len, sizeof(out) - len, " %s", at);
	done(r);
	return out;
}

/*
 * take_event() reads the usual event line fast, and leaves any other to
 * the general way: for each line, read where it may take it and where it
 * may not, the game, its events and any diagnostic are the same.
 */
static void
test_fast_general(void)
{
	static const char *const lines[] = {
		"1 ann move c1-c2\n", "1\tann\tmove\tc1-c2\n",
		"1 ann  move   c1-c2-c3 using C0,D0  \n",
		"123456789 a b\n", "1234567890 a b\n", "0001 a b\n", "0 a b\n",
		"1 a b c d e f\n", "1 a b c d e f g\n", "1 a b c d e f g h\n",
		"1 a b\r\n", "1 a b \r\n", "1 a b\r\r\n", "1 a b\rx\n",
		"1 a b # a comment\n", "1 a b c#d\n", "1 a b #\n",
		"1 a b \xc3\xa9\n", "1 \xc3\xa9 b\n", "1 a b \xff\n",
		"1 a b x\xc3(\n", "1 a1 b\n", "1 1a b\n", "1 a! b\n",
		"1 a b!\n", "1a b c\n", "1 a\n", "1\n", "1 a \n",
		"1 ann's-x.y_z verb arg\n", "1 a b\x01\n", "1 a b \x7f\n",
		"1 a b c\x00d\n", " 1 a b\n", "undo\n", "1 a b\n1 a c\nundo\n",
		"x a b\n", "-1 a b\n", "1 _a b\n", "1 a _b\n", "1 a b\n2 a c d\n",
		"1 a b", "1 a b c",
	};
	char	 fast[4096];
	size_t	 i;

	for (i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		snprintf(fast, sizeof(fast), "%s", read_as(lines[i], 1));
		tap_is_str(fast, read_as(lines[i], 0), "fast and general: "
		    "line %zu read the same", i + 1);
	}
}

/*
 * take_event() reads a line sixteen bytes at a time, the actor and verb
 * in its first 32, the line in its first 64: lines whose words, ends and
 * faults fall on each side of those edges, each beside a twin the
 * grammar of refkit(7) refuses (an actor or verb that does not begin
 * with a letter or holds a byte that is not a name's, a number that is
 * not digits or has more than nine, a control character, a comment
 * where an argument would be), are read as the general way reads them.
 */
static void
test_fast_edges(void)
{
	static const char *const heads[] = { "1 ann move", "1 ann mo-ve",
		"1 ann 'move", "1 ann mo!ve", "123456789 ann move",
		"1234567890 ann move", "12345678 ann move", "1x ann move",
		"1 a.n_n' move", "1 ann m\xe9ve" };
	static const char *const tails[] = { "", "\n", "\r\n", "\t\n",
		" #c\n", "\x7f\n", "\x01\n", "\r\r\n", " \xc3\xa9\n",
		" \xff\n" };
	char	 line[256], fast[4096], *p;
	size_t	 h, t, pad, i, n = 0, differ = 0;

	for (h = 0; h < sizeof(heads) / sizeof(heads[0]); h++)
		for (t = 0; t < sizeof(tails) / sizeof(tails[0]); t++)
			for (pad = 0; pad < 72; pad++) {
				/* The verb padded to end at byte 10 + pad,
				   or an argument to take the line there. */
				p = line + snprintf(line, sizeof(line), "%s",
				    heads[h]);
				if (pad % 2 == 0)
					for (i = 0; i < pad / 2; i++)
						*p++ = 'v';
				else {
					*p++ = ' ';
					for (i = 0; i < pad; i++)
						*p++ = i % 9 == 8 ? ' ' : 'x';
				}
				p += snprintf(p, sizeof(line) - (size_t)(p -
				    line), "%s", tails[t]);
				unescape(line);
				snprintf(fast, sizeof(fast), "%s",
				    read_as(line, 1));
				n++;
				if (strcmp(fast, read_as(line, 0)) != 0 &&
				    differ++ == 0)
					printf("# '%s':\n#   %s\n#   %s\n",
					    line, fast, read_as(line, 0));
			}
	tap_is_int(differ, 0, "fast and general: %zu lines about the edges "
	    "of take_event()'s words read the same", n);
}

/*
 * rec_actor_is() says an actor is a name exactly when strcmp() does: names
 * of 1 to 31 bytes (a word of 8 bytes at once up to 7, byte by byte from
 * 8), actors that are the name, the name cut short or lengthened by a
 * byte, or changed in one byte, each followed by the REC_SLACK bytes an
 * event's copy of its line has (here other words, not NULs).
 */
static void
test_actor_is(void)
{
	static const char letters[] = "abcdefghijklmnopqrstuvwxyz0123456789_-";
	struct rng	 rng;
	char		 name[PLAYERS_NAMELEN], actor[64];
	size_t		 len, alen, i, k;
	int		 wrong = 0, n;

	rng_seed(&rng, 24);
	for (n = 0; n < 200000; n++) {
		memset(name, 0, sizeof(name));
		len = 1 + (size_t)rng_below(&rng, PLAYERS_NAMELEN - 1);
		for (i = 0; i < len; i++)
			name[i] = letters[rng_below(&rng, sizeof(letters) - 1)];
		memset(actor, 'x', sizeof(actor));
		memcpy(actor, name, len);
		alen = len;
		switch (rng_below(&rng, 4)) {
		case 0:
			break;
		case 1:
			alen = len - (len > 1);
			break;
		case 2:
			actor[alen++] = letters[rng_below(&rng,
			    sizeof(letters) - 1)];
			break;
		default:
			k = (size_t)rng_below(&rng, len);
			actor[k] = letters[rng_below(&rng, sizeof(letters) - 1)];
			break;
		}
		actor[alen] = '\0';
		if (rec_actor_is(actor, name, len) != (strcmp(actor, name) == 0) &&
		    wrong++ == 0)
			printf("# actor '%s', name '%s': %d\n", actor, name,
			    rec_actor_is(actor, name, len));
	}
	tap_ok(wrong == 0, "200,000 actors against names of 1 to 31 bytes: "
	    "rec_actor_is() says what strcmp() says");
}

int
main(void)
{
	test_tags();
	test_tags_seen();
	test_tag_lines();
	test_every_length();
	test_games();
	test_positions();
	test_comments();
	test_crlf_bom();
	test_event_lines();
	test_fast_general();
	test_fast_edges();
	test_actor_is();
	test_malformed();
	test_long_lines();
	test_big_stream();
	test_end();
	test_next_line();
	test_each();
	test_each_bound();
	test_each_threads();
	test_keep();
	test_release();
	test_reuse();
	test_name_bytes();
	return tap_done();
}
