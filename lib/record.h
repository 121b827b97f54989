/*
 * record.h: the game-record reader every game shares (see refkit(7)).
 *
 * A stream holds one or more games; each game is a block of tag pairs
 * ([Name "value"]) and the events after it, one a line:
 *
 *	NUMBER ACTOR VERB [ARGUMENT ...]
 *
 * '#' at the start of a word begins a comment that runs to the end of the
 * line.  An actor or verb is a letter, then letters, combining marks,
 * digits or _ . ' -.  A tag line after an event starts the next game.  Input must be
 * UTF-8 text: a NUL byte, a control character, invalid UTF-8 or a line of
 * more than REC_MAXLINE bytes is malformed.  Columns count characters.
 *
 * Ownership: the reader owns the game rec_next() returns, and every string
 * in it, until REC_KEEP more calls of rec_next(), rec_game_release() or
 * rec_close(): games may be used while the next are read.  A game takes
 * about a hundred bytes an event, and the text of its lines.
 */
#ifndef REFKIT_RECORD_H
#define REFKIT_RECORD_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "diag.h"
#include "word8.h"

#define REC_MAXLINE	4096	/* bytes in a line, without its newline */
#define REC_MAXNUMBER	999999999UL
#define REC_KEEP	16	/* games a reader keeps, the last one read
				   and those before it */

struct rec_tag {
	const char	*name;
	const char	*value;
	struct pos	 pos;		/* the '[' */
	struct pos	 value_pos;	/* the opening '"' */
};

/*
 * An event, kept small: a game may have a million.  The places of its
 * words are on the line of its number, so only their columns are kept;
 * rec_actor_pos() and the others below give each place whole.  Its actor,
 * verb and arguments lie in that order in one copy of the line, each
 * ended by a NUL in place of the blank after it, so that from any of them
 * the bytes up to REC_SLACK past the end of the last word may be read
 * (8 bytes of an actor at once, say).
 */
struct rec_event {
	unsigned long	 number;
	const char	*actor;
	const char	*verb;
	const char	**args;		/* nargs of them, then NULL */
	const void	*checked_by;	/* NULL, or the table of verbs that
					   found the event well-formed as it
					   was read (rec_each_checked()) */
	struct pos	 pos;		/* the number, the start of the event */
	unsigned short	 nargs;
	unsigned short	 checked_as;	/* the index of its verb there */
	unsigned short	 actor_col;	/* columns, on the line of pos */
	unsigned short	 verb_col;
	unsigned short	 end_col;	/* just after the last word */
	unsigned short	 said_len;	/* bytes from verb[0] to the end of
					   the last word: the verb and the
					   arguments as read, each word ended
					   by a NUL in place of the blank
					   after it; REC_SLACK more bytes
					   may be read after them */
};

/* Bytes that may be read past an event's words (see said_len). */
#define REC_SLACK	16

struct rec_game {
	size_t		 ntags;
	struct rec_tag	*tags;
	size_t		 nevents;
	struct rec_event *events;
	struct pos	 pos;		/* its first line */
	unsigned int	 index;		/* 1 for the first game; rec_each()
					   counts on across files; 0 for
					   a stream that holds no game */
	unsigned int	 in_file;	/* 1 for the first game of its file */
	const char	*error;		/* a malformed game's first message,
					   as diagnosed, or NULL */
	struct pos	 error_pos;	/* its place */
};

/* What rec_next() found. */
enum rec_result {
	REC_END = 0,		/* no more games */
	REC_GAME = 1,		/* a game, well-formed as a record */
	REC_MALFORMED = -1	/* a malformed game, diagnosed and skipped;
				   or, once, a stream with no game at all
				   (said at the end of its last line) */
};

struct rec_reader;

/*
 * Open a record stream: a file name, or "-" for standard input.  Returns
 * NULL after a diagnostic if the file cannot be opened, or if it is "-"
 * and standard input was closed when the program began (see
 * diag_init()).  The caller owns the reader and closes it with
 * rec_close().
 */
struct rec_reader *rec_open(const char *path);

/*
 * Read the next game into *game.  A malformed line is diagnosed (with its
 * file, line and column) and the rest of its game skipped: the caller goes
 * on to the next game, remembering to exit 2.  A stream that holds no
 * game (nothing, blank lines, comments, a byte-order mark) is an error
 * too: "no game in the input", at the end of its last line, REC_MALFORMED
 * once, then REC_END.
 */
enum rec_result	 rec_next(struct rec_reader *, struct rec_game **game);

/*
 * Say that the caller is done with a game rec_next() gave: its memory is
 * freed now, not when its place is used again, and it is left with no
 * tags and no events.  Any thread may, while another reads the next games.
 */
void		 rec_game_release(struct rec_game *);

/*
 * Whether rec_next() may read the next game into the memory of the last
 * once that game is released: one game's memory, kept warm in the
 * processor's caches, then serves them all (nw-check: half the page
 * faults, 60% fewer writes that miss the first cache).  Only for a
 * reader whose games are released in its own thread, before the next
 * rec_next(); off, as a reader opens, games take turns in REC_KEEP places
 * whoever releases them.
 */
void		 rec_reuse_released(struct rec_reader *, int);

/*
 * For inputs that are lines but not records (answers to check, words):
 * read the next line, checked as a record's lines are, into *line (owned
 * by the reader until its next call) and its place into *pos.  Returns 1,
 * 0 at the end, or -1 for a line that is not text (diagnosed).
 */
int		 rec_next_line(struct rec_reader *, const char **line,
		    struct pos *pos);

/* The name the reader prints for its stream ("-" reads as "<stdin>"). */
const char	*rec_filename(const struct rec_reader *);

void		 rec_close(struct rec_reader *);

/* How many games the reader has read, counting those before it. */
unsigned int	 rec_count(const struct rec_reader *);

/* Number the reader's games on from n games read before (in other files). */
void		 rec_count_from(struct rec_reader *, unsigned int n);

/*
 * Read every game of the named files (standard input if there are none;
 * "-" is standard input too) and call fn on each well-formed one, in
 * order.  Returns the worst exit status: what fn returned, or EXIT_TROUBLE
 * for a file that cannot be read or a malformed game (each diagnosed, in
 * its place among what fn prints).  Where the machine has a second
 * processor, the next games are read in a second thread while fn has one;
 * fn runs in the caller's thread.  See receach.c.
 */
int		 rec_each(int nfiles, char *const files[],
		    int (*fn)(const struct rec_game *, void *), void *arg);

/*
 * The same, and where a second thread reads the games, check each
 * well-formed one with check(game, check_arg) in that thread, before fn
 * has it, to spare fn work: check may only set the events' checked_by and
 * checked_as (see ruletab_check_game()), and must not print.
 */
int		 rec_each_checked(int nfiles, char *const files[],
		    void (*check)(struct rec_game *, const void *),
		    const void *check_arg,
		    int (*fn)(const struct rec_game *, void *), void *arg);

/*
 * What rec_each_work() does with each game.  A program's work on a game
 * may be split in two: prepare(game, result, arg, in_order) works out what
 * is to be reported into result, a block of size bytes (not cleared:
 * prepare fills what fn reads), and must not print nor change what arg
 * points to; then fn(game, result, arg) reports it, in order.  Where a
 * second thread reads the games, it prepares those it reads while the
 * caller's thread is well behind (see receach.c), ahead of their turn
 * (in_order 0), and the caller's thread prepares the others just before
 * fn has them (in_order 1).  Ahead of its turn, prepare may decline a game
 * whose work must be done in order (a file to read whose messages must
 * come in their place, say) by returning 0: the caller's thread then
 * prepares it in order.  It returns 1 when it prepared the game, as it
 * must in order.  prepare may be NULL (and size 0): fn does all the work.  check is as for
 * rec_each_checked(); malformed, if not NULL, has each malformed game (or
 * a stream with no game) in its place among the others, after its
 * diagnostic: its index, in_file, pos, error and error_pos are set, its
 * tags and events may be missing.
 */
struct rec_work {
	void		(*check)(struct rec_game *, const void *check_arg);
	const void	*check_arg;
	size_t		 size;
	int		(*prepare)(const struct rec_game *, void *result,
			    void *arg, int in_order);
	int		(*fn)(const struct rec_game *, void *result, void *arg);
	void		(*malformed)(const struct rec_game *, void *arg);
	void		*arg;
};

/* A program's fn that does all the work on a game (see rec_work_whole()). */
struct rec_whole {
	int		(*fn)(const struct rec_game *, void *);
	void		*arg;
};

/*
 * Fill *w with the work of rec_each_checked(): check, then fn(game, arg)
 * on each game, nothing prepared.  whole keeps fn and arg: it must live
 * as long as w is used.
 */
void		 rec_work_whole(struct rec_work *w, struct rec_whole *whole,
		    void (*check)(struct rec_game *, const void *),
		    const void *check_arg,
		    int (*fn)(const struct rec_game *, void *), void *arg);

/*
 * rec_each_checked() with the work split as struct rec_work says;
 * returns the worst exit status, as rec_each() does.
 */
int		 rec_each_work(int nfiles, char *const files[],
		    const struct rec_work *);

/*
 * Live reading, for a referee that answers each line as it comes (see
 * live.h): what a line turned out to be.
 */
enum rec_line_kind {
	REC_LINE_END,		/* the stream has ended */
	REC_LINE_BLANK,		/* empty, or only a comment */
	REC_LINE_TAG,		/* a tag, added to the game */
	REC_LINE_EVENT,		/* an event, added to the game */
	REC_LINE_UNDO,		/* the take-back line: the game's last event
				   was taken out of it */
	REC_LINE_WORD,		/* a line that begins with a word: neither
				   a tag nor an event (a referee's command) */
	REC_LINE_BAD,		/* not text, or a malformed tag or event:
				   diagnosed */
	REC_LINE_AGAIN,		/* the file followed was truncated or
				   replaced: reading starts again from its
				   start, into a new game */
	REC_LINE_SWITCH		/* the first stream has ended, and the one
				   rec_live_then() named begins */
};

struct rec_line {
	enum rec_line_kind	 kind;
	const char		*text;	/* the line as read, without its
					   newline; NULL if it is not text */
	struct pos		 pos;	/* its first word (its start if it
					   has none) */
	const struct rec_event	*event;	/* REC_LINE_EVENT: the event added;
					   REC_LINE_UNDO: the one taken back */
	int			 new_game;	/* a tag that began the next
						   game: the one before has
						   ended */
};

/*
 * Read the next line of the stream, waiting for it if need be, and say in
 * *line what it was: a tag or event is added to the game being read,
 * *game, which stays the same until a tag comes after its events (and
 * which lives on for REC_KEEP more games).  A line that is not text or
 * does not read as a record's is diagnosed, as rec_next() does.  The
 * line's text is the reader's until the next call.  Returns 0 at the end
 * of the stream, else 1.  The take-back line ("undo") takes the game's
 * last event out of it, in rec_next() too.
 */
int		 rec_live_next(struct rec_reader *, struct rec_line *line,
		    struct rec_game **game);

/*
 * Set aside the tag or event (kind) rec_live_next() just added to the game:
 * the game is as it was before the line.
 */
void		 rec_live_set_aside(struct rec_reader *, enum rec_line_kind kind);

/*
 * At the end of the stream, go on with the file named (or "-", standard
 * input), in the same game: for a live session that reads its record file
 * again before the referee's lines.  rec_live_next() says REC_LINE_SWITCH
 * between the two.
 */
void		 rec_live_then(struct rec_reader *, const char *path);

/*
 * At the end of the file, wait for more lines as tail -F does, noticing a
 * file truncated or replaced: for a file another program appends to.  Not
 * for standard input.
 */
void		 rec_follow(struct rec_reader *);

/* The tag's value, or NULL if the game has no such tag. */
const char	*rec_tag_value(const struct rec_game *, const char *name);

/* The tag, or NULL. */
const struct rec_tag *rec_tag_find(const struct rec_game *, const char *name);

/* The places of the event's actor, verb, argument i, and its end. */
struct pos	 rec_actor_pos(const struct rec_event *);
struct pos	 rec_verb_pos(const struct rec_event *);
struct pos	 rec_arg_pos(const struct rec_event *, size_t i);
struct pos	 rec_end_pos(const struct rec_event *);

/*
 * Whether the len bytes at s (valid UTF-8) may be an event's actor or
 * verb: a letter, then letters, digits or _ . ' - (as refkit(7) says).
 * Any thread may call it.
 */
int		 rec_is_word(const char *s, size_t len);

/* The position n characters after pos, on the same line. */
struct pos	 rec_pos_add(struct pos, unsigned int n);

/*
 * Whether the word, ended by a NUL (an actor, a name), is the len bytes
 * at s: it is read only as far as it agrees, so never past its NUL.
 * Compared in this loop, as words are a few bytes and strcmp() or
 * memcmp() cost more for them.
 */
static inline int
rec_word_is(const char *word, const char *s, size_t len)
{
	size_t	 i;

	for (i = 0; i < len; i++)
		if (word[i] != s[i])
			return 0;
	return word[len] == '\0';
}

/*
 * Whether an event's actor is the name of len bytes, which 8 bytes may be
 * read of (a player's, in its buffer of PLAYERS_NAMELEN): a name of 7
 * bytes or fewer is compared with its NUL as one word of 8 bytes, the
 * actor's read as record.h allows (REC_SLACK), with no branch on where
 * they differ; a longer one byte by byte.
 */
static inline int
rec_actor_is(const char *actor, const char *name, size_t len)
{
	uint64_t	 mask;

	if (len >= 8)
		return rec_word_is(actor, name, len);
	mask = ~UINT64_C(0) >> 8 * (7 - len);	/* the name's bytes, its NUL */
	return ((word8_load(actor) ^ word8_load(name)) & mask) == 0;
}
_Static_assert(REC_SLACK >= 8, "8 bytes are read from an actor");

/*
 * The index of name among the n of names[] (a game's known tags), or n
 * if it is none of them; only those of its first byte are compared whole.
 */
static inline int
rec_name_index(const char *name, const char *const names[], int n)
{
	int	 k;

	for (k = 0; k < n; k++)
		if (names[k][0] == name[0] && strcmp(names[k], name) == 0)
			break;
	return k;
}

#endif
