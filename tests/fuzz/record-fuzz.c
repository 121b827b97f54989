/*
 * record-fuzz.c: a libFuzzer harness for the record reader alone: every
 * game of the input is read with rec_next() and every part of it looked
 * at (each tag, each event's words and places, and the text the reader
 * leaves of it from its verb on), checking what refkit(7) promises of a
 * well-formed game; then the same bytes are read as plain
 * lines with rec_next_line(), and each event's words are asked
 * rec_is_word(); last they are read a line at a time as the live referee
 * reads them, with rec_live_next(), each line's tag or event looked at,
 * every other event set aside as a refused one is.  A broken promise
 * aborts, for libFuzzer to keep the input.  See tests/fuzz/README for how to build and run it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "record.h"
#include "fuzz-input.h"

/* Abort with a message if a promise does not hold. */
static void
promise(int holds, const char *what)
{
	if (!holds) {
		fprintf(stderr, "record-fuzz: broken promise: %s\n", what);
		abort();
	}
}

/* Whether a place is in the input: a line and a column from 1. */
static int
placed(struct pos p)
{
	return p.file != NULL && p.line >= 1 && p.col >= 1;
}

/*
 * Check the text the reader left of the event from its verb on (see
 * said_len in record.h): the verb and each argument in it, in order,
 * each ended by a NUL, the text ended by REC_SLACK more.
 */
static void
said(const struct rec_event *e)
{
	const char	*end = e->verb + e->said_len, *at = e->verb;
	size_t		 k, i;

	promise(strlen(e->verb) <= e->said_len, "the verb is said");
	for (k = 0; k < e->nargs; k++) {
		promise(e->args[k] > at && e->args[k] + strlen(e->args[k]) <=
		    end, "an argument is said, after the word before it");
		at = e->args[k];
	}
	promise(e->nargs == 0 || at + strlen(at) == end,
	    "the text said ends with the last argument");
	for (i = 0; i <= REC_SLACK; i++)
		promise(end[i] == '\0', "NULs end the text said");
}

/* Look at every tag and event of a well-formed game. */
static void
look_at(const struct rec_game *g)
{
	const struct rec_event	*e;
	size_t			 i, k;

	promise(placed(g->pos), "a game has a place");
	for (i = 0; i < g->ntags; i++) {
		promise(placed(g->tags[i].pos) && placed(g->tags[i].value_pos),
		    "a tag has a place");
		promise(strlen(g->tags[i].name) > 0, "a tag has a name");
		promise(rec_tag_find(g, g->tags[i].name) == &g->tags[i],
		    "a tag is found by its name, and given once");
		(void)strlen(g->tags[i].value);
	}
	for (i = 0; i < g->nevents; i++) {
		e = &g->events[i];
		promise(e->number <= REC_MAXNUMBER, "an event number in range");
		promise(placed(e->pos) && placed(rec_actor_pos(e)) &&
		    placed(rec_verb_pos(e)) && placed(rec_end_pos(e)),
		    "an event has its places");
		promise(rec_is_word(e->actor, strlen(e->actor)) &&
		    rec_is_word(e->verb, strlen(e->verb)),
		    "an event's actor and verb are words");
		for (k = 0; k < e->nargs; k++) {
			promise(e->args[k][0] != '\0' &&
			    strpbrk(e->args[k], " \t") == NULL,
			    "an argument is a word");
			promise(placed(rec_arg_pos(e, k)), "an argument's place");
		}
		promise(e->args[e->nargs] == NULL, "the arguments end");
		said(e);
	}
}

/*
 * Read the stream a line at a time, as the live referee does: each tag
 * and event is added to the game, which stays well-formed; every other
 * event is set aside, as a refused one is, and the take-back line takes
 * the last one out.
 */
static void
read_live(struct rec_reader *r, size_t size)
{
	struct rec_line	 line;
	struct rec_game	*game;
	size_t		 lines = 0, events;
	int		 odd = 0;

	while (rec_live_next(r, &line, &game)) {
		promise(++lines <= size + 1, "the live reader ends");
		events = game->nevents;
		switch (line.kind) {
		case REC_LINE_EVENT:
			promise(line.event == &game->events[events - 1],
			    "a live event is the game's last");
			if (odd++ % 2 == 1) {
				rec_live_set_aside(r, REC_LINE_EVENT);
				promise(game->nevents == events - 1,
				    "an event set aside is gone");
			}
			break;
		case REC_LINE_UNDO:
			promise(line.event == &game->events[events],
			    "undo takes the last event out");
			break;
		case REC_LINE_TAG:
			promise(game->ntags > 0 && (!line.new_game ||
			    (game->ntags == 1 && game->nevents == 0)),
			    "a tag is the game's, the first of a new one");
			break;
		default:
			break;
		}
		if (line.kind != REC_LINE_BAD && line.kind != REC_LINE_END)
			promise(line.text != NULL, "a line read has its text");
		if (game->index != 0)
			look_at(game);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct rec_reader	*r;
	struct rec_game		*game;
	const char		*line;
	struct pos		 pos;
	enum rec_result		 got;
	int			 results = 0;

	if (!fuzz_write_input(data, size))
		return 0;
	if ((r = rec_open(fuzz_path)) != NULL) {
		while ((got = rec_next(r, &game)) != REC_END) {
			promise(++results <= (int)size + 1, "the reader ends");
			if (got == REC_GAME)
				look_at(game);
		}
		rec_close(r);
	}
	if ((r = rec_open(fuzz_path)) != NULL) {
		while (rec_next_line(r, &line, &pos) != 0)
			continue;
		rec_close(r);
	}
	if ((r = rec_open(fuzz_path)) != NULL) {
		read_live(r, size);
		rec_close(r);
	}
	return 0;
}
