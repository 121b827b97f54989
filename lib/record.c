/*
 * record.c: the game-record reader.  Lines come from a buffered stream,
 * are checked to be text (UTF-8 by PCRE2, no NUL or control characters,
 * not too long), and are split into tags and events with PCRE2 patterns.
 */
#include <sys/stat.h>

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "diag.h"
#include "once.h"
#include "record.h"
#include "rematch.h"
#include "word8.h"

#define READ_CHUNK	65536
#define SCAN_BYTES	64	/* bytes of a line take_event() reads at
				   most, a machine word at a time: the
				   buffer has as many after its end */
#define FOLLOW_KEPT	64	/* bytes kept to tell a file followed that
				   was written again from its start */

/* How long a reader that follows a file waits for more, as tail -F does. */
static const struct timespec follow_pause = { 0, 50 * 1000 * 1000 };
#define ARENA_BLOCK	16384
#define ARENA_ALIGN	8	/* for the pointers to an event's arguments */
#define MAX_EVENTS	1000000	/* events in one game */
#define MAX_TAGS	1000
#define FAST_WORDS	8	/* words in an event line take_event()
				   reads: more are read the general way */
#define EVENTS_KEPT	1024	/* room for events a store keeps for the
				   next game; a longer game's goes with it */

/* An event keeps its columns in 16 bits. */
_Static_assert(REC_MAXLINE + 1 <= 0xffff, "a column must fit in 16 bits");

/* A block of the arena that holds a game's strings. */
struct arena_block {
	struct arena_block	*next;
	size_t			 used;
	size_t			 size;
	char			 data[];
};

/*
 * The line just read, as the functions that check and split it see it:
 * its text, ended by a NUL, where it is, and whether it is diagnosed.
 */
struct text_line {
	const char	*file;
	char		*text;
	size_t		 len;
	unsigned int	 lineno;
	int		 ascii;		/* text is checked and all ASCII */
	int		 quiet;		/* in a game being skipped: no messages */
};

/*
 * The words of a line before any comment: start offsets and lengths, and
 * the class bits every byte of the word has (see byte_class[]).
 */
struct words {
	size_t	 n;
	size_t	 start[REC_MAXLINE / 2 + 1];
	size_t	 len[REC_MAXLINE / 2 + 1];
	int	 all[REC_MAXLINE / 2 + 1];
};

/*
 * A game as read, and the memory that holds it.  The reader has REC_KEEP
 * and takes turns with them, so that games may be used while the next are
 * read (see rec_each()).
 */
struct game_store {
	struct arena_block *arena;	/* its strings */
	struct rec_game	 game;
	size_t		 tags_cap;
	size_t		 events_cap;	/* events[] is the store's own */
	int		 released;	/* rec_game_release() emptied it */
};

/* What a line of the stream turned out to be. */
enum line_kind {
	LINE_BLANK,		/* empty, or only a comment */
	LINE_TAG,
	LINE_EVENT,
	LINE_BAD		/* diagnosed already */
};

/*
 * A tag line that matched the tag pattern lately, and where its name and
 * value are: games repeat most of their tag lines ([Game "netzwerk"],
 * [Players "ann bob"]), and finding one here costs a fraction of a match.
 * The same text matches the same way, so PCRE2 stays the judge.
 */
#define TAGS_SEEN	64	/* sets of lines kept, by a hash of the
				   text */
#define TAG_WAYS	2	/* lines a set keeps, the newest first */
#define TAG_SEEN_MAX	64	/* bytes of a line that is kept */

struct tag_seen {
	size_t		 len;		/* 0: none */
	char		 text[TAG_SEEN_MAX];
	size_t		 open;		/* the offset of its '[' */
	size_t		 name[2];	/* the offsets of the name and the */
	size_t		 value[2];	/* value, from their start to end */
	int		 escapes;	/* whether the value may hold a
					   backslash */
};

struct rec_reader {
	FILE		*fp;
	int		 is_stdin;
	char		*name;
	char		*buf;		/* bytes read, not yet used */
	size_t		 buf_start;
	size_t		 buf_end;
	int		 eof;
	struct text_line ln;		/* the line read last, in buf[] */
	struct words	 words;		/* of an event line */
	int		 have_pending;	/* ln holds the next game's tag */
	int		 any_game;	/* a game was read, or there was
					   none and that was said */
	struct pos	 end;		/* the end of the last blank line,
					   while there is no game */
	unsigned int	 blank_line;	/* the last blank line's number */
	unsigned int	 games;
	unsigned int	 games_before;	/* of them, in files before */
	struct game_store store[REC_KEEP];	/* rec_next() takes turns */
	struct game_store *cur;		/* the one the last game went to */
	int		 reuse_released;	/* see rec_reuse_released() */
	struct tag_seen	 tags_seen[TAGS_SEEN][TAG_WAYS];
	char		*path;		/* the file named, for rec_follow() */
	int		 follow;	/* wait for lines at the end */
	int		 restarted;	/* the file followed was truncated
					   or replaced */
	unsigned char	 last_read[FOLLOW_KEPT];	/* the last bytes read
					   of the file followed, */
	size_t		 nlast;		/* how many, which end where
					   reading stands */
	char		*then;		/* rec_live_then()'s file */
	char		*first_name;	/* the name of the stream before it,
					   which its games' places keep */
};

/*
 * Patterns: each compiled at its first use (pattern()), once for every
 * reader and thread, with UTF checking on: most runs need none of them,
 * the usual lines being read by hand.  The
 * tag's value is runs of plain characters between escapes, each taken
 * whole (possessive): the match backtracks nowhere, so its stack does not
 * grow with the value's length.
 */
static const char tag_pattern[] =
    "^[ \\t]*+\\[([A-Za-z][A-Za-z0-9_]*+)[ \\t]++"
    "\"([^\"\\\\]*+(?:\\\\[\"\\\\][^\"\\\\]*+)*+)\""
    "[ \\t]*+\\][ \\t]*+(?:#.*)?$";
static const char number_pattern[] = "^[0-9]+$";
static const char word_pattern[] = "^\\p{L}[\\p{L}\\p{M}\\p{N}_.'-]*+$";

static void *_Atomic tag_re, *_Atomic number_re, *_Atomic word_re;

/* Compile the pattern (once_pointer()'s make). */
static void *
compile(const void *pattern)
{
	pcre2_code	*re;
	PCRE2_UCHAR	 msg[256];
	PCRE2_SIZE	 offset;
	int		 error;

	re = pcre2_compile((PCRE2_SPTR)pattern, PCRE2_ZERO_TERMINATED,
	    PCRE2_UTF | PCRE2_UCP, &error, &offset, NULL);
	if (re == NULL) {
		pcre2_get_error_message(error, msg, sizeof(msg));
		diag_fatal("internal pattern error at offset %zu: %s",
		    (size_t)offset, (char *)msg);
	}
	(void)pcre2_jit_compile(re, PCRE2_JIT_COMPLETE);
	return re;
}

/* The pattern's code, compiled if no thread has yet: slot is its own. */
static pcre2_code *
pattern(void *_Atomic *slot, const char *text)
{
	return once_pointer(slot, compile, text);
}

struct rec_reader *
rec_open(const char *path)
{
	struct rec_reader	*r;

	if (strcmp(path, "-") == 0 && diag_stdin_closed()) {
		diag_at(&(struct pos){ "<stdin>", 0, 0 },
		    "cannot read: standard input is closed");
		return NULL;
	}
	r = xcalloc(1, sizeof(*r));
	if (strcmp(path, "-") == 0) {
		r->fp = stdin;
		r->is_stdin = 1;
		r->name = xstrdup("<stdin>");
	} else {
		if ((r->fp = fopen(path, "rb")) == NULL) {
			diag_warn("%s: %s", path, strerror(errno));
			free(r);
			return NULL;
		}
		r->name = xstrdup(path);
		r->path = xstrdup(path);
	}
	r->ln.file = r->name;
	/* A NUL after a last line, and room to read words past it. */
	r->buf = xcalloc(1, READ_CHUNK + 1 + SCAN_BYTES);
	return r;
}

const char *
rec_filename(const struct rec_reader *r)
{
	return r->name;
}

static void
arena_clear(struct game_store *gs)
{
	struct arena_block	*b, *next;

	for (b = gs->arena; b != NULL; b = next) {
		next = b->next;
		free(b);
	}
	gs->arena = NULL;
}

/*
 * Empty the arena for the store's next game, keeping its last block if it
 * is of the usual size: most games fit in one, and a block freed in one
 * thread and made again in another costs more than the game's reading.
 */
static void
arena_empty(struct game_store *gs)
{
	struct arena_block	*b, *keep = NULL, *next;

	for (b = gs->arena; b != NULL; b = next) {
		next = b->next;
		if (next == NULL && b->size == ARENA_BLOCK)
			keep = b;
		else
			free(b);
	}
	if (keep != NULL) {
		keep->used = 0;
		keep->next = NULL;
	}
	gs->arena = keep;
}

/*
 * Free what the store's game holds, keeping room for the events of the
 * next unless the game was long; the game is left with no tags and no
 * events.
 */
static void
store_empty(struct game_store *gs)
{
	arena_empty(gs);
	gs->game.ntags = 0;
	gs->game.nevents = 0;
	if (gs->events_cap > EVENTS_KEPT) {
		free(gs->game.events);
		gs->game.events = NULL;
		gs->events_cap = 0;
	}
}

void
rec_game_release(struct rec_game *game)
{
	struct game_store	*gs;

	/* The game is the member of its store. */
	gs = (struct game_store *)(void *)((char *)game -
	    offsetof(struct game_store, game));
	store_empty(gs);
	gs->released = 1;
}

/*
 * Space for size bytes (rounded up to ARENA_ALIGN) in a new block of the
 * current game's arena.
 */
static void *
arena_grow(struct game_store *gs, size_t size)
{
	struct arena_block	*b;
	size_t			 want;

	want = size > ARENA_BLOCK ? size : ARENA_BLOCK;
	b = xmalloc(sizeof(*b) + want);
	b->size = want;
	b->used = size;
	b->next = gs->arena;
	gs->arena = b;
	return b->data;
}

/*
 * Space for size bytes that lives until the current game is cleared.
 * Inline: every event takes some.
 */
static inline void *
arena_alloc(struct game_store *gs, size_t size)
{
	struct arena_block	*b = gs->arena;

	size = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
	if (b == NULL || b->size - b->used < size)
		return arena_grow(gs, size);
	b->used += size;
	return b->data + b->used - size;
}

static char *
arena_strndup(struct game_store *gs, const char *s, size_t len)
{
	char	*p;

	p = arena_alloc(gs, len + 1);
	memcpy(p, s, len);
	p[len] = '\0';
	return p;
}

void
rec_close(struct rec_reader *r)
{
	int	 i;

	if (r == NULL)
		return;
	if (!r->is_stdin)
		fclose(r->fp);
	for (i = 0; i < REC_KEEP; i++) {
		arena_clear(&r->store[i]);
		free(r->store[i].game.tags);
		free(r->store[i].game.events);
	}
	free(r->buf);
	free(r->name);
	free(r->path);
	free(r->then);
	free(r->first_name);
	free(r);
}

/* The column, counted in characters, of byte offset off in the line. */
static unsigned int
column_of(const char *line, size_t off)
{
	unsigned int	 col = 1;
	size_t		 i;

	for (i = 0; i < off; i++)
		if (((unsigned char)line[i] & 0xc0) != 0x80)
			col++;
	return col;
}

/* The column of byte offset off in the line. */
static unsigned int
col_at(const struct text_line *l, size_t off)
{
	return l->ascii ? (unsigned int)off + 1 : column_of(l->text, off);
}

static struct pos
pos_at(const struct text_line *l, size_t off)
{
	struct pos	 p;

	p.file = l->file;
	p.line = l->lineno;
	p.col = col_at(l, off);
	return p;
}

struct pos
rec_pos_add(struct pos p, unsigned int n)
{
	p.col += n;
	return p;
}

/*
 * Whether the bytes of the file followed just before offset at are still
 * those read there: a file truncated and written again, longer, between
 * two looks is told from one that grew, which tail -F does not.
 */
static int
still_read(const struct rec_reader *r, off_t at)
{
	unsigned char	 now[FOLLOW_KEPT];

	if (r->nlast == 0 || at < (off_t)r->nlast)
		return 1;
	return pread(fileno(r->fp), now, r->nlast, at - (off_t)r->nlast) ==
	    (ssize_t)r->nlast && memcmp(now, r->last_read, r->nlast) == 0;
}

/*
 * Whether the file followed was truncated or replaced since it was last
 * read: if it was, begin it again (the same file from its start, or the
 * new one), with r->restarted and r->eof set, so that rec_live_next()
 * reads it again as a new stream, and return 1.
 */
static int
follow_restarted(struct rec_reader *r)
{
	struct stat	 now, open_one;
	off_t		 at;
	FILE		*fp;

	if (stat(r->path, &now) == -1 || fstat(fileno(r->fp), &open_one) == -1)
		return 0;	/* gone for now: wait for it */
	at = lseek(fileno(r->fp), 0, SEEK_CUR);
	if (now.st_ino != open_one.st_ino || now.st_dev != open_one.st_dev) {
		if ((fp = fopen(r->path, "rb")) == NULL)
			return 0;
		fclose(r->fp);
		r->fp = fp;
	} else if (at != -1 && (now.st_size < at || !still_read(r, at)))
		(void)lseek(fileno(r->fp), 0, SEEK_SET);
	else
		return 0;
	r->restarted = 1;
	r->eof = 1;
	return 1;
}

/*
 * Move the bytes not yet used to the start of the buffer and read more
 * after them: what one read(2) gives, so that a game typed or piped in is
 * read as soon as its end (the next game's tag) has come.  Returns 1, or
 * -1 after a read error, diagnosed; at the end of the stream r->eof is
 * set.
 */
static int
fill(struct rec_reader *r)
{
	size_t	 kept = r->buf_end - r->buf_start;
	ssize_t	 got;

	memmove(r->buf, r->buf + r->buf_start, kept);
	r->buf_start = 0;
	r->buf_end = kept;
	for (;;) {
		/* Followed, the file may have begun again since. */
		if (r->follow && follow_restarted(r)) {
			got = 0;
			break;
		}
		got = read(fileno(r->fp), r->buf + kept, READ_CHUNK - kept);
		if (got == -1 && errno == EINTR)
			continue;
		if (got == 0 && r->follow) {
			(void)nanosleep(&follow_pause, NULL);
			continue;
		}
		break;
	}
	if (got == -1) {
		r->eof = 1;
		diag_warn("%s: cannot read: %s", r->name, strerror(errno));
		r->buf_start = r->buf_end;	/* the line is lost */
		r->buf[r->buf_end] = '\0';
		return -1;
	}
	if (got == 0)
		r->eof = 1;
	r->buf_end += (size_t)got;
	if (r->follow && got > 0) {
		r->nlast = r->buf_end < FOLLOW_KEPT ? r->buf_end : FOLLOW_KEPT;
		memcpy(r->last_read, r->buf + r->buf_end - r->nlast, r->nlast);
	}
	r->buf[r->buf_end] = '\0';	/* take_event() stops there */
	return 1;
}

/*
 * The column of byte off of a line at start, not yet cut from the buffer,
 * the stream's first if first is set: a byte-order mark there takes no
 * column.
 */
static unsigned int
line_col(const char *start, size_t off, int first)
{
	if (first && memcmp(start, "\xef\xbb\xbf", 3) == 0)
		return column_of(start + 3, off - 3);
	return column_of(start, off);
}

/*
 * Diagnose the line too long, of len bytes: at the column of its first
 * byte past the limit, col; return -1.
 */
static int
too_long(struct rec_reader *r, size_t len, unsigned int col)
{
	if (!r->ln.quiet)
		diag_at(&(struct pos){ r->ln.file, r->ln.lineno, col },
		    "line is too long: %zu bytes, the limit is %d", len,
		    REC_MAXLINE);
	return -1;
}

/*
 * Read the next line, without its newline, into r->ln.text: it stays in the
 * buffer, which holds any line short enough.  Returns 1 for a line, 0 at
 * the end of the stream, -1 for a line too long (whose rest is skipped)
 * or a read error, both diagnosed.  The usual line, whole in the buffer,
 * not too long and not the first, is read_line()'s; the rest is here.
 */
static int
read_line_slow(struct rec_reader *r)
{
	char		*start, *nl;
	size_t		 avail, searched = 0, skipped = 0, len;
	unsigned int	 over_col = 0;

	for (;;) {
		start = r->buf + r->buf_start;
		avail = r->buf_end - r->buf_start;
		nl = memchr(start + searched, '\n', avail - searched);
		if (nl != NULL) {
			len = (size_t)(nl - start);
			r->buf_start += len + 1;
			break;
		}
		if (r->eof) {
			if (avail == 0 && skipped == 0)
				return 0;
			len = avail;
			r->buf_start = r->buf_end;
			break;
		}
		if (avail > REC_MAXLINE + 1) {
			/* Too long: count the bytes, keep none. */
			if (skipped == 0)
				over_col = line_col(start, REC_MAXLINE,
				    r->ln.lineno == 0);
			skipped += avail;
			r->buf_start = r->buf_end;
			avail = 0;
		}
		searched = avail;
		if (fill(r) == -1)
			return -1;
	}
	r->ln.lineno++;
	if (skipped + len > REC_MAXLINE + 1)
		return too_long(r, skipped + len, skipped > 0 ? over_col :
		    line_col(start, REC_MAXLINE, r->ln.lineno == 1));
	if (len > 0 && start[len - 1] == '\r')
		len--;
	if (len > REC_MAXLINE)
		return too_long(r, len, line_col(start, REC_MAXLINE,
		    r->ln.lineno == 1));
	start[len] = '\0';
	r->ln.text = start;
	r->ln.len = len;
	if (r->ln.lineno == 1 && len >= 3 &&
	    memcmp(r->ln.text, "\xef\xbb\xbf", 3) == 0) {
		r->ln.text += 3;
		r->ln.len -= 3;
	}
	return 1;
}

/*
 * Read the next line as read_line_slow() does.  Inline: most lines are
 * whole in the buffer, and taking them needs none of its cases.
 */
static inline int
read_line(struct rec_reader *r)
{
	char	*start = r->buf + r->buf_start, *nl;
	size_t	 len;

	nl = memchr(start, '\n', r->buf_end - r->buf_start);
	if (nl == NULL || r->ln.lineno == 0 || nl - start > REC_MAXLINE)
		return read_line_slow(r);
	len = (size_t)(nl - start);
	r->buf_start += len + 1;
	r->ln.lineno++;
	if (len > 0 && start[len - 1] == '\r')
		len--;
	start[len] = '\0';
	r->ln.text = start;
	r->ln.len = len;
	return 1;
}

/*
 * What each byte is to the reader: bits that say where it may stand.  A
 * word goes on to a blank, a control character or the end of the line.
 */
#define B_CONTROL	0x01	/* NUL, a control character but tab, DEL */
#define B_BLANK		0x02	/* space, tab */
#define B_HIGH		0x04	/* a byte of a UTF-8 sequence */
#define B_DIGIT		0x08
#define B_LETTER	0x10	/* an ASCII letter */
#define B_NAME		0x20	/* may follow a word's first letter */
#define B_STOP		(B_CONTROL | B_BLANK | B_HIGH)

#define C_	B_CONTROL
#define S_	B_BLANK
#define H_	B_HIGH
#define D_	(B_DIGIT | B_NAME)
#define L_	(B_LETTER | B_NAME)
#define N_	B_NAME
#define P_	0		/* other printable ASCII */
/*
 * Sixteen bytes a row: two rows of controls; space to '/'; the digits to
 * '?'; '@' to 'O'; 'P' to '_'; '`' to 'o'; 'p' to DEL; then the bytes of
 * UTF-8 sequences.
 */
static const unsigned char byte_class[256] = {
	C_, C_, C_, C_, C_, C_, C_, C_, C_, S_, C_, C_, C_, C_, C_, C_,
	C_, C_, C_, C_, C_, C_, C_, C_, C_, C_, C_, C_, C_, C_, C_, C_,
	S_, P_, P_, P_, P_, P_, P_, N_, P_, P_, P_, P_, P_, N_, N_, P_,
	D_, D_, D_, D_, D_, D_, D_, D_, D_, D_, P_, P_, P_, P_, P_, P_,
	P_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_,
	L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, P_, P_, P_, P_, N_,
	P_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_,
	L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, L_, P_, P_, P_, P_, C_,
	H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_,
	H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_,
	H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_,
	H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_,
	H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_,
	H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_,
	H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_,
	H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_, H_
};
#undef C_
#undef S_
#undef H_
#undef D_
#undef L_
#undef N_
#undef P_

/* The class bits of a byte. */
static int
class_of(char c)
{
	return byte_class[(unsigned char)c];
}

/* Diagnose the control character at byte i of the line; return 0. */
static int
control_fault(const struct text_line *l, size_t i)
{
	struct pos	 p;
	unsigned char	 c = (unsigned char)l->text[i];

	p = pos_at(l, i);
	if (l->quiet)
		return 0;
	if (c == '\0')
		diag_at(&p, "NUL byte: this is not a text record");
	else
		diag_at(&p, "control character 0x%02x is not allowed "
		    "in a record", c);
	return 0;
}

/*
 * Check that a line with bytes beyond ASCII is valid UTF-8, by PCRE2, as it
 * does while matching; diagnose and return 0 if it is not.
 */
static int
check_utf8(const struct text_line *l)
{
	pcre2_match_data *md;
	struct pos	 p;
	size_t		 i;
	int		 rc;

	p = pos_at(l, 0);
	md = rematch_data();
	/* Any pattern checks it: the shortest. */
	rc = rematch(pattern(&number_re, number_pattern), l->text, l->len, 0,
	    md, &p, "the line to check its UTF-8");
	if (rc < 0) {
		i = pcre2_get_startchar(md);
		p = pos_at(l, i);
		if (!l->quiet)
			diag_at(&p, "invalid UTF-8 (byte 0x%02x): a record is UTF-8 text",
		    (unsigned char)l->text[i]);
		return 0;
	}
	return 1;
}

/*
 * Finish checking a line from the byte classes seen in it: a control
 * character is diagnosed; ASCII is valid UTF-8, so PCRE2 need not check
 * it; anything else PCRE2 checks.
 */
static int
text_verdict(struct text_line *l, int seen)
{
	size_t	 i;

	if (seen & B_CONTROL) {
		for (i = 0; !(class_of(l->text[i]) & B_CONTROL); i++)
			continue;
		return control_fault(l, i);
	}
	if (!(seen & B_HIGH)) {
		l->ascii = 1;
		return 1;
	}
	return check_utf8(l);
}

static int	plain_ascii(const struct text_line *);

/*
 * Check that the line is text: valid UTF-8, no NUL byte, no control
 * character.  Diagnose and return 0 if it is not.
 */
static int
check_text(struct text_line *l)
{
	size_t	 i;
	int	 seen = 0;

	if (plain_ascii(l)) {
		l->ascii = 1;
		return 1;
	}
	l->ascii = 0;
	for (i = 0; i < l->len; i++)
		seen |= class_of(l->text[i]);
	return text_verdict(l, seen);
}

/*
 * Check the event line as check_text() does and, in the same pass, split
 * it into words: the words before any comment, which begins with a '#'
 * at the start of a word.
 */
static int
scan_event(struct text_line *l, struct words *w)
{
	const char	*s = l->text;
	size_t		 i = 0, j, n = 0, start, len = l->len;
	int		 seen = 0, all, c;

	l->ascii = 0;
	for (;;) {
		while ((c = class_of(s[i])) & B_BLANK)
			i++;
		if (i == len)
			break;
		if (s[i] == '#') {
			for (; i < len; i++)
				seen |= class_of(s[i]);
			break;
		}
		start = i;
		all = c;
		while (!(c & (B_CONTROL | B_BLANK))) {
			all &= c;
			c = class_of(s[++i]);
		}
		/*
		 * A word of name bytes is ASCII; any other may hold bytes
		 * beyond ASCII: look again.
		 */
		if (!(all & B_NAME))
			for (j = start; j < i; j++)
				seen |= class_of(s[j]);
		w->start[n] = start;
		w->len[n] = i - start;
		w->all[n] = all;
		n++;
		if (i == len)
			break;
		seen |= c;
		if (seen & B_CONTROL)
			break;
	}
	w->n = n;
	return text_verdict(l, seen);
}

/*
 * Whether the len bytes at s, a part of the checked line, match re, the
 * pattern of what; a resource error of PCRE2 is fatal (see rematch()).
 */
static int
matches(const struct text_line *l, pcre2_code *re, const char *s, size_t len,
    const char *what)
{
	struct pos	 at;

	at = pos_at(l, (size_t)(s - l->text));
	return rematch(re, s, len, PCRE2_NO_UTF_CHECK, rematch_data(), &at,
	    what) > 0;
}

/*
 * The tag of that name among the game's, or NULL; the first bytes are
 * compared before strcmp(), which a game's few tags mostly differ in.
 */
static const struct rec_tag *
find_tag(const struct rec_tag *tags, size_t ntags, const char *name)
{
	size_t	 i;

	for (i = 0; i < ntags; i++)
		if (tags[i].name[0] == name[0] &&
		    strcmp(tags[i].name, name) == 0)
			return &tags[i];
	return NULL;
}

/* Skip blanks (spaces and tabs) from byte i of s; the byte after them. */
static size_t
skip_blanks(const char *s, size_t i)
{
	while (s[i] == ' ' || s[i] == '\t')
		i++;
	return i;
}

/*
 * Whether the text line s (of len bytes, checked) matches the tag
 * pattern, read by hand as the pattern reads it, byte by byte (a UTF-8
 * character of the value is bytes that are neither a quote nor a
 * backslash): if it does, the offsets of its name and value into ts.
 * PCRE2 takes a thousand instructions a tag line.
 */
static int
scan_tag(const char *s, size_t len, struct tag_seen *ts)
{
	size_t	 i;

	ts->open = i = skip_blanks(s, 0);
	if (s[i++] != '[' || !(class_of(s[i]) & B_LETTER))
		return 0;
	ts->name[0] = i;
	ts->escapes = 0;
	while ((class_of(s[i]) & (B_LETTER | B_DIGIT)) || s[i] == '_')
		i++;
	ts->name[1] = i;
	if (s[i] != ' ' && s[i] != '\t')
		return 0;
	if (s[i = skip_blanks(s, i)] != '"')
		return 0;
	ts->value[0] = ++i;
	for (; s[i] != '"'; i++) {
		if (i >= len)
			return 0;
		if (s[i] == '\\') {
			if (s[i + 1] != '"' && s[i + 1] != '\\')
				return 0;
			ts->escapes = 1;
			i++;
		}
	}
	ts->value[1] = i;
	if (s[i = skip_blanks(s, i + 1)] != ']')
		return 0;
	i = skip_blanks(s, i + 1);
	return i == len || s[i] == '#';
}

/*
 * The slot of the tags lately seen for the tag line s of len bytes: a
 * hash of its length and its first and last eight bytes, where the lines
 * of one name differ (Mat "1", Mat "2").
 */
static unsigned int
tag_slot(const char *s, size_t len)
{
	uint64_t	 h = len;

	if (len >= 8)
		h ^= word8_load(s) * UINT64_C(0x9e3779b97f4a7c15) ^
		    word8_load(s + len - 8) * UINT64_C(0xc2b2ae3d27d4eb4f);
	return (unsigned int)((h * UINT64_C(0x9e3779b97f4a7c15)) >> (64 - 6));
}
_Static_assert(TAGS_SEEN == 1 << 6, "tag_slot() gives six bits");

/*
 * Whether the tag line in r->ln.text matches the tag pattern: if it does,
 * its tag_seen, with the places of its name and value, is *seen.
 */
static int
tag_matches(struct rec_reader *r, const struct tag_seen **seen)
{
	struct tag_seen	*set, *ts;
	PCRE2_SIZE	*ov;
	size_t		 len = r->ln.len;
	int		 way;

	set = r->tags_seen[tag_slot(r->ln.text, len)];
	for (way = 0; way < TAG_WAYS; way++) {
		*seen = &set[way];
		if (set[way].len == len &&
		    memcmp(set[way].text, r->ln.text, len) == 0)
			return 1;
	}
	/* The newest line goes first, the others one way down. */
	memmove(set + 1, set, (TAG_WAYS - 1) * sizeof(*set));
	*seen = ts = &set[0];
	ts->len = 0;
	if (!scan_tag(r->ln.text, len, ts)) {
		if (!matches(&r->ln, pattern(&tag_re, tag_pattern),
		    r->ln.text, len, "the tag pattern"))
			return 0;
		ov = pcre2_get_ovector_pointer(rematch_data());
		ts->open = strspn(r->ln.text, " \t");
		ts->escapes = 1;
		ts->name[0] = ov[2];
		ts->name[1] = ov[3];
		ts->value[0] = ov[4];
		ts->value[1] = ov[5];
	}
	ts->len = len <= TAG_SEEN_MAX ? len : 0;
	memcpy(ts->text, r->ln.text, ts->len);
	return 1;
}

/*
 * Diagnose the tag t, given before as dup in the same game.  With a blank
 * line between them, the tags were likely meant for two games, the first
 * of them with no events: say how games are told apart.
 */
static void
tag_twice(const struct rec_reader *r, const struct rec_tag *t,
    const struct rec_tag *dup)
{
	if (r->blank_line > dup->pos.line)
		diag_at(&t->pos, "tag %s given twice (first on line %u): the "
		    "game there has no events, and a game's tags run on to "
		    "its first event, blank lines or not", t->name,
		    dup->pos.line);
	else
		diag_at(&t->pos, "tag %s given twice (first on line %u)",
		    t->name, dup->pos.line);
}

/* Parse the tag line just read into the game; diagnose and return 0 if bad. */
static int
parse_tag(struct rec_reader *r)
{
	const struct rec_tag	*dup;
	const struct tag_seen	*ts;
	struct rec_tag		*t;
	const char		*v;
	char			*out;
	size_t			 open_at, i, vlen;

	if (!tag_matches(r, &ts)) {
		struct pos p = pos_at(&r->ln, strspn(r->ln.text, " \t"));
		diag_at(&p, "malformed tag: expected [Name \"value\"]");
		return 0;
	}
	open_at = ts->open;
	if (r->cur->game.ntags >= MAX_TAGS) {
		struct pos p = pos_at(&r->ln, open_at);
		diag_at(&p, "too many tags: the limit is %d", MAX_TAGS);
		return 0;
	}
	if (r->cur->game.ntags == r->cur->tags_cap) {
		r->cur->tags_cap = r->cur->tags_cap ? r->cur->tags_cap * 2 : 16;
		r->cur->game.tags = xreallocarray(r->cur->game.tags, r->cur->tags_cap,
		    sizeof(*r->cur->game.tags));
	}
	t = &r->cur->game.tags[r->cur->game.ntags];
	t->name = arena_strndup(r->cur, r->ln.text + ts->name[0],
	    ts->name[1] - ts->name[0]);
	t->pos = pos_at(&r->ln, open_at);
	t->value_pos = pos_at(&r->ln, ts->value[0] - 1);
	if ((dup = find_tag(r->cur->game.tags, r->cur->game.ntags, t->name)) != NULL) {
		tag_twice(r, t, dup);
		return 0;
	}
	v = r->ln.text + ts->value[0];
	vlen = ts->value[1] - ts->value[0];
	out = arena_alloc(r->cur, vlen + 1);
	t->value = out;
	if (!ts->escapes) {
		memcpy(out, v, vlen);
		out += vlen;
	} else {
		for (i = 0; i < vlen; i++) {
			if (v[i] == '\\')
				i++;
			*out++ = v[i];
		}
	}
	*out = '\0';
	r->cur->game.ntags++;
	return 1;
}

/*
 * Make room for more events in the current game: twice as many.  The
 * store keeps the room for its next game unless it is more than
 * EVENTS_KEPT events (see rec_next()), so that a reader's memory is that
 * of the games it keeps.
 */
static void
grow_events(struct game_store *gs)
{

	gs->events_cap = gs->events_cap ? gs->events_cap * 2 : 256;
	gs->game.events = xreallocarray(gs->game.events, gs->events_cap,
	    sizeof(*gs->game.events));
}

/*
 * Word i of the event line, in copy (a copy of the line): end it with a
 * NUL, put its column into *col and return it.
 */
static const char *
word_at(const struct text_line *l, const struct words *w, char *copy,
    size_t i, unsigned short *col)
{
	copy[w->start[i] + w->len[i]] = '\0';
	*col = (unsigned short)col_at(l, w->start[i]);
	return copy + w->start[i];
}

/*
 * The columns of the event's arguments: they follow the NULL after its
 * arguments (see parse_event()).
 */
static unsigned short *
arg_cols(const struct rec_event *e)
{
	return (unsigned short *)(void *)(e->args + e->nargs + 1);
}

/* The place of column col on the event's line. */
static struct pos
on_event_line(const struct rec_event *e, unsigned int col)
{
	struct pos	 p = e->pos;

	p.col = col;
	return p;
}

struct pos
rec_actor_pos(const struct rec_event *e)
{
	return on_event_line(e, e->actor_col);
}

struct pos
rec_verb_pos(const struct rec_event *e)
{
	return on_event_line(e, e->verb_col);
}

struct pos
rec_arg_pos(const struct rec_event *e, size_t i)
{
	return on_event_line(e, arg_cols(e)[i]);
}

struct pos
rec_end_pos(const struct rec_event *e)
{
	return on_event_line(e, e->end_col);
}

/*
 * How much of the word of len bytes at s a message quotes: all of it, or
 * its first 40 bytes or a little less, so as not to cut a character.
 */
static int
quoted_len(const char *s, size_t len)
{
	size_t	 n = 40;

	if (len <= n)
		return (int)len;
	while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
		n--;
	return (int)n;
}

/*
 * Add the event line l, split into words w and found well-formed, with
 * its number, to the store's game.
 */
static void
add_event(struct game_store *gs, const struct text_line *l,
    const struct words *w, unsigned long number)
{
	struct rec_event	*e;
	char			*copy, *mem;
	unsigned short		*cols;
	size_t			 i, n = w->n, end;

	if (gs->game.nevents == gs->events_cap)
		grow_events(gs);
	e = &gs->game.events[gs->game.nevents++];
	e->number = number;
	e->pos = pos_at(l, w->start[0]);
	e->checked_by = NULL;
	e->checked_as = 0;
	/*
	 * One block: the arguments and a NULL, their columns, and one copy
	 * of the line, where each word ends with a NUL put after it.
	 */
	e->nargs = (unsigned short)(n - 3);
	end = w->start[n - 1] + w->len[n - 1];
	mem = arena_alloc(gs, (n - 2) * sizeof(*e->args) +
	    (n - 3) * sizeof(*cols) + end + 1 + REC_SLACK);
	e->args = (const char **)(void *)mem;
	cols = arg_cols(e);
	copy = (char *)(cols + (n - 3));
	memcpy(copy, l->text, end);
	e->actor = word_at(l, w, copy, 1, &e->actor_col);
	e->verb = word_at(l, w, copy, 2, &e->verb_col);
	for (i = 3; i < n; i++)
		e->args[i - 3] = word_at(l, w, copy, i, &cols[i - 3]);
	e->args[n - 3] = NULL;
	e->end_col = (unsigned short)col_at(l, end);
	e->said_len = (unsigned short)(end - w->start[2]);
	memset(copy + end + 1, 0, REC_SLACK);
}

/*
 * Parse the event line, split into words, into the store's game;
 * diagnose and return 0 if bad.
 */
static int
parse_event(struct text_line *l, const struct words *w,
    struct game_store *gs)
{
	struct pos		 p;
	const char		*s;
	unsigned long		 number = 0;
	size_t			 i, digits;

	s = l->text + w->start[0];
	p = pos_at(l, w->start[0]);
	/* All ASCII digits matches the number pattern; others ask it. */
	if (!(w->all[0] & B_DIGIT) &&
	    !matches(l, pattern(&number_re, number_pattern), s, w->len[0],
	    "the event number")) {
		diag_at(&p, "expected an event number, found '%.*s': an event "
		    "is NUMBER ACTOR VERB ARGUMENTS, as in '1 ann play ...'",
		    quoted_len(s, w->len[0]), s);
		return 0;
	}
	for (digits = w->len[0]; digits > 1 && *s == '0'; digits--)
		s++;
	for (i = 0; i < digits && i < 10; i++)
		number = number * 10 + (unsigned long)(s[i] - '0');
	if (digits > 9 || number > REC_MAXNUMBER) {
		diag_at(&p, "event number %.*s is too large: the limit is %lu",
		    quoted_len(l->text + w->start[0], w->len[0]),
		    l->text + w->start[0], REC_MAXNUMBER);
		return 0;
	}
	if (w->n < 2) {
		p = pos_at(l, w->start[0] + w->len[0]);
		diag_at(&p, "expected an actor after the event number");
		return 0;
	}
	/*
	 * An ASCII letter, then letters, digits or _ . ' - matches the word
	 * pattern; a word that is not is left to it, which knows the letters
	 * and digits beyond ASCII.
	 */
	for (i = 1; i < 3 && i < w->n; i++) {
		if (((class_of(l->text[w->start[i]]) & B_LETTER) &&
		    (w->all[i] & B_NAME)) ||
		    matches(l, pattern(&word_re, word_pattern),
		    l->text + w->start[i], w->len[i],
		    i == 1 ? "the actor" : "the verb"))
			continue;
		p = pos_at(l, w->start[i]);
		diag_at(&p, "expected %s, found '%.*s': a letter, then letters, "
		    "digits or _ . ' -", i == 1 ? "an actor (a player's name)" :
		    "a verb",
		    quoted_len(l->text + w->start[i], w->len[i]),
		    l->text + w->start[i]);
		return 0;
	}
	if (w->n < 3) {
		p = pos_at(l, w->start[1] + w->len[1]);
		diag_at(&p, "expected a verb after the actor");
		return 0;
	}
	if (gs->game.nevents >= MAX_EVENTS) {
		diag_at(&p, "too many events in one game: the limit is %d",
		    MAX_EVENTS);
		return 0;
	}
	add_event(gs, l, w, number);
	return 1;
}

/*
 * A line's bytes sixteen at a time, for take_event(): each half of the
 * bytes it reads gives a bit for each byte of a kind (struct line_bits).
 * With SSE2 (every x86-64) a comparison takes the sixteen bytes at once;
 * elsewhere a 64-bit word takes eight, each test giving the high bit of
 * every byte that passes it.
 */
#define SCAN_HALF	16
#define SCAN_HALVES	(SCAN_BYTES / SCAN_HALF)
/* Bytes take_event() may write of an event: its copy and its pointers. */
#define FAST_ROOM	(SCAN_BYTES + REC_SLACK + 8 + \
			    (FAST_WORDS - 2) * sizeof(char *) + \
			    (FAST_WORDS - 3) * sizeof(unsigned short))

_Static_assert(SCAN_BYTES <= 64 && SCAN_BYTES % (2 * SCAN_HALF) == 0,
    "a line's bytes are the bits of a 64-bit word, read by halves");

/* What take_event() finds of a line's bytes, a bit for each. */
struct line_bits {
	uint64_t	 stop;		/* a control character (a line end,
					   NUL, DEL), a byte beyond ASCII */
	uint64_t	 blank;		/* space, tab */
	uint64_t	 digit;
};

#if defined(__SSE2__) && !defined(REC_SCAN_PORTABLE)
#include <emmintrin.h>

/* The bytes of x from lo to lo + n - 1: 0xff each, the others 0. */
static inline __m128i
vec_from(__m128i x, int lo, int n)
{
	return _mm_cmplt_epi8(_mm_add_epi8(x, _mm_set1_epi8((char)(0x80 - lo))),
	    _mm_set1_epi8((char)(n - 128)));
}

/* The bytes of x that are c: 0xff each, the others 0. */
static inline __m128i
vec_is(__m128i x, int c)
{
	return _mm_cmpeq_epi8(x, _mm_set1_epi8((char)c));
}

/* The bytes of a comparison's result that are 0xff, as bits. */
static inline uint64_t
vec_bits(__m128i m)
{
	return (uint64_t)(unsigned int)_mm_movemask_epi8(m);
}

/*
 * Add the sixteen bytes at p, half k of the line, to the bits of stops
 * and blanks; digits says whether to find the digits too.  The tests of a
 * kind are joined before their bytes become bits, one step a kind.
 */
static inline void
line_half(struct line_bits *lb, const char *p, unsigned int k, int digits)
{
	__m128i		 x, tab;

	x = _mm_loadu_si128((const __m128i *)(const void *)p);
	tab = vec_is(x, '\t');
	/* Signed, the bytes beyond ASCII are below 0x20 too. */
	lb->stop |= vec_bits(_mm_or_si128(_mm_andnot_si128(tab,
	    _mm_cmplt_epi8(x, _mm_set1_epi8(0x20))), vec_is(x, 0x7f))) <<
	    SCAN_HALF * k;
	lb->blank |= vec_bits(_mm_or_si128(vec_is(x, ' '), tab)) <<
	    SCAN_HALF * k;
	if (digits)
		lb->digit |= vec_bits(vec_from(x, '0', 10)) << SCAN_HALF * k;
}

/* The bits of the sixteen bytes at p that may be in an actor or verb. */
static inline uint64_t
name_bits(const char *p)
{
	__m128i		 x, letter, sign;

	x = _mm_loadu_si128((const __m128i *)(const void *)p);
	letter = vec_from(_mm_or_si128(x, _mm_set1_epi8(0x20)), 'a', 26);
	sign = _mm_or_si128(vec_from(x, '-', 2), _mm_or_si128(vec_is(x, '_'),
	    vec_is(x, '\'')));
	return vec_bits(_mm_or_si128(_mm_or_si128(vec_from(x, '0', 10),
	    letter), sign));
}

/*
 * Copy the first halves sixteens of the line at s to copy, each blank
 * that ends a word (one after a byte that is not blank) a NUL; ends, the
 * bit of each such byte, is for the portable version.
 */
static inline void
copy_words(char *copy, const char *s, unsigned int halves, uint64_t ends)
{
	__m128i		 x, blank, word, after_word, last_word;
	unsigned int	 k;

	(void)ends;
	last_word = _mm_setzero_si128();
	for (k = 0; k < halves; k++) {
		x = _mm_loadu_si128((const __m128i *)(const void *)(s +
		    SCAN_HALF * k));
		blank = _mm_or_si128(vec_is(x, ' '), vec_is(x, '\t'));
		word = _mm_cmpeq_epi8(blank, _mm_setzero_si128());
		after_word = _mm_or_si128(_mm_slli_si128(word, 1),
		    _mm_srli_si128(last_word, 15));
		_mm_storeu_si128((__m128i *)(void *)(copy + SCAN_HALF * k),
		    _mm_andnot_si128(_mm_and_si128(blank, after_word), x));
		last_word = word;
	}
}
#else
#define ONES	UINT64_C(0x0101010101010101)
#define HIGHS	UINT64_C(0x8080808080808080)

/* The bytes of y, each below 0x80, that are c. */
static inline uint64_t
bytes_are(uint64_t y, unsigned int c)
{
	uint64_t	 t = y ^ (ONES * c);

	return ~((t + ONES * 0x7f) | t) & HIGHS;
}

/* The bytes of y, each below 0x80, from lo to hi. */
static inline uint64_t
bytes_from(uint64_t y, unsigned int lo, unsigned int hi)
{
	return (y + ONES * (0x80 - lo)) & ~(y + ONES * (0x7f - hi)) & HIGHS;
}

/* The high bits of the bytes of m as eight bits, the first byte's lowest. */
static inline uint64_t
byte_bits(uint64_t m)
{
	return ((m >> 7) * UINT64_C(0x0102040810204080)) >> 56;
}

/* line_half() for eight bytes, at bit b. */
static inline void
line_word(struct line_bits *lb, const char *p, unsigned int b, int digits)
{
	uint64_t	 x = word8_load(p), y = x & ~HIGHS, tab;

	tab = bytes_are(y, '\t');
	lb->stop |= byte_bits((~(y + ONES * 0x60) & HIGHS & ~tab) |
	    bytes_are(y, 0x7f) | (x & HIGHS)) << b;
	lb->blank |= byte_bits(bytes_are(y, ' ') | tab) << b;
	if (digits)
		lb->digit |= byte_bits(bytes_from(y, '0', '9')) << b;
}

/*
 * Add the sixteen bytes at p, half k of the line, to the bits of stops
 * and blanks; digits says whether to find the digits too.
 */
static inline void
line_half(struct line_bits *lb, const char *p, unsigned int k, int digits)
{
	line_word(lb, p, SCAN_HALF * k, digits);
	line_word(lb, p + 8, SCAN_HALF * k + 8, digits);
}

/* name_bits() for eight bytes. */
static inline uint64_t
name_word(const char *p)
{
	uint64_t	 y = word8_load(p) & ~HIGHS;

	return byte_bits(bytes_from(y, '0', '9') |
	    bytes_from(y | ONES * 0x20, 'a', 'z') | bytes_from(y, '-', '.') |
	    bytes_are(y, '_') | bytes_are(y, '\''));
}

/* The bits of the sixteen bytes at p that may be in an actor or verb. */
static inline uint64_t
name_bits(const char *p)
{
	return name_word(p) | name_word(p + 8) << 8;
}

/*
 * Copy the first halves sixteens of the line at s to copy, the bytes of
 * ends (each a blank that ends a word) NULs.
 */
static inline void
copy_words(char *copy, const char *s, unsigned int halves, uint64_t ends)
{
	memcpy(copy, s, SCAN_HALF * halves);
	for (; ends != 0; ends &= ends - 1)
		copy[__builtin_ctzll(ends)] = '\0';
}
#endif

/*
 * The value of the n (1 to 9) decimal digits at s: the first eight, or
 * fewer, go to the top of a 64-bit word, after zeros, and are summed by
 * pairs, fours and eights, with no branch.
 */
static inline unsigned long
digits_value(const char *s, unsigned int n)
{
	unsigned int	 m = n < 8 ? n : 8;
	uint64_t	 v;

	v = word8_load(s);
	v = (v ^ UINT64_C(0x3030303030303030)) << (8 * (8 - m));
	v = v * 10 + (v >> 8);
	v = ((v & UINT64_C(0x000000ff000000ff)) *
	    (100 + (UINT64_C(1000000) << 32)) +
	    ((v >> 16) & UINT64_C(0x000000ff000000ff)) *
	    (1 + (UINT64_C(10000) << 32))) >> 32;
	return n == 9 ? (unsigned long)v * 10 + (unsigned long)(s[8] - '0') :
	    (unsigned long)v;
}

/*
 * Whether the line, which a NUL ends (read_line() leaves it so, in the
 * reader's buffer, with SCAN_BYTES to read after its end), is ASCII with
 * no control character but tabs: most lines are, and their sixteen bytes
 * at a time tell it.
 */
static int
plain_ascii(const struct text_line *l)
{
	struct line_bits	 lb;
	size_t			 off;

	for (off = 0;; off += SCAN_HALF) {
		memset(&lb, 0, sizeof(lb));
		line_half(&lb, l->text + off, 0, 0);
		if (lb.stop != 0)
			return off + (size_t)__builtin_ctzll(lb.stop) == l->len;
	}
}

/* Whether the condition is true, which it seldom is: the compiler may
   lay the code out for its being false. */
#if defined(__GNUC__)
#define UNLIKELY(x)	__builtin_expect(!!(x), 0)
#else
#define UNLIKELY(x)	(x)
#endif

/* Space for size bytes of the current game's arena, not yet taken. */
static inline char *
arena_room(struct game_store *gs, size_t size)
{
	struct arena_block	*b = gs->arena;

	if (UNLIKELY(b == NULL || b->size - b->used < size)) {
		(void)arena_grow(gs, size);
		b = gs->arena;
		b->used = 0;
	}
	return b->data + b->used;
}

/* Take size bytes of the room arena_room() gave. */
static inline void
arena_take(struct game_store *gs, size_t size)
{
	gs->arena->used += (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
}

/* The low n bits (n below 64). */
#define LOW_BITS(n)	((UINT64_C(1) << (n)) - 1)

/*
 * Read the next line into the store's game if it is an event line of the
 * usual kind, one parse_event() would find well-formed: whole in the
 * buffer and not the stream's first; ASCII; shorter than SCAN_BYTES; a
 * number of one to nine digits at its start; an actor and a verb of ASCII
 * name bytes; three to FAST_WORDS words, no comment, no control character
 * but its end.  Returns 1 if it did; 0,
 * having read nothing, for any other line, which rec_next() reads the
 * general way (read_line(), scan_event(), parse_event()), diagnosing it
 * if it must.  The bytes are read sixteen at a time into a bit for each
 * (see line_half()), and the words found from the bits, with a branch a
 * word, not a byte (a branch a byte mispredicts at each word's end); the
 * line is copied as it was read and its words ended by NULs, as
 * add_event() leaves them.  Inline: most lines of a record are such
 * events.
 */
static inline int
take_event(struct rec_reader *r, struct game_store *gs)
{
	struct line_bits	 lb = { 0, 0, 0 };
	struct rec_event	*e;
	const char		*s = r->buf + r->buf_start;
	const char		**args;
	char			*copy;
	uint64_t		 words, starts, ends, first2, first3, ends2,
				 ends3, rest, number, names, bad_name;
	unsigned int		 k, nargs, end, last, actor, verb, pos, crlf;
	unsigned short		 cols[FAST_WORDS - 3] = { 0 };
	size_t			 size;
	int			 ok;

	if (r->ln.lineno == 0 || gs->game.nevents >= MAX_EVENTS)
		return 0;
	/* The number is in the first sixteen: their digits. */
	for (k = 0; k < SCAN_HALVES / 2; k++)
		line_half(&lb, s + SCAN_HALF * k, k, k == 0);
	if (lb.stop == 0) {
		for (; k < SCAN_HALVES; k++)
			line_half(&lb, s + SCAN_HALF * k, k, 0);
		if (lb.stop == 0)
			return 0;
	}
	/* The line ends at its first stop byte. */
	end = (unsigned int)__builtin_ctzll(lb.stop);
	words = ~lb.blank & LOW_BITS(end);
	starts = words & ~(words << 1);
	ends = (words << 1) & ~words;	/* the byte after each word */
	/*
	 * The number, the actor and the verb are the first three words:
	 * first2 and first3 are the words' starts from the actor's and the
	 * verb's on, ends2 and ends3 their ends from the actor's and the
	 * verb's on; number is a bit for each byte of the number, names for
	 * each from the actor's start to the verb's end.
	 */
	first2 = starts & (starts - 1);
	first3 = first2 & (first2 - 1);
	if (!(starts & 1) || first3 == 0)
		return 0;
	ends2 = ends & (ends - 1);
	ends3 = ends2 & (ends2 - 1);
	actor = (unsigned int)__builtin_ctzll(first2);
	verb = (unsigned int)__builtin_ctzll(first3);
	last = 64 - (unsigned int)__builtin_clzll(words);
	/*
	 * The number is digits, nine at most; the actor and the verb begin
	 * with a letter, and are name bytes; the line ends with LF or CR LF.
	 */
	crlf = s[end] == '\r' && s[end + 1] == '\n';
	number = (ends & (0 - ends)) - 1;
	names = (((ends3 & (0 - ends3)) - 1) & words) >> actor;
	/* Sixteen bytes from the actor on most often hold the verb too. */
	for (k = 0, bad_name = 0; k < SCAN_HALVES &&
	    names >> SCAN_HALF * k != 0; k++)
		bad_name |= (names >> SCAN_HALF * k) &
		    ~name_bits(s + actor + SCAN_HALF * k) & LOW_BITS(SCAN_HALF);
	ok = number <= LOW_BITS(9) && (~lb.digit & number) == 0 &&
	    (class_of(s[actor]) & class_of(s[verb]) & B_LETTER) &&
	    bad_name == 0 && (s[end] == '\n' || crlf);
	if (!ok)
		return 0;
	/*
	 * The line's copy, its words ended by NULs, then the pointers to
	 * its arguments go to the arena's room, not yet taken: FAST_WORDS -
	 * 3 arguments at most, none beginning a comment.
	 */
	copy = arena_room(gs, FAST_ROOM);
	copy_words(copy, s, end >= SCAN_BYTES / 2 ? SCAN_HALVES :
	    SCAN_HALVES / 2, ends);
	memset(copy + last, 0, 1 + REC_SLACK);
	size = (last + 1 + REC_SLACK + 7) & ~(size_t)7;
	args = (const char **)(void *)(copy + size);
	nargs = 0;
	for (rest = first3 & (first3 - 1); rest != 0; rest &= rest - 1) {
		pos = (unsigned int)__builtin_ctzll(rest);
		if (nargs == FAST_WORDS - 3 || s[pos] == '#')
			return 0;
		args[nargs] = copy + pos;
		cols[nargs++] = (unsigned short)(pos + 1);
	}
	args[nargs] = NULL;
	memcpy(args + nargs + 1, cols, sizeof(cols));

	if (gs->game.nevents == gs->events_cap)
		grow_events(gs);
	e = &gs->game.events[gs->game.nevents++];
	e->number = digits_value(s, (unsigned int)__builtin_ctzll(ends));
	e->pos.file = r->ln.file;
	e->pos.line = ++r->ln.lineno;
	e->pos.col = 1;
	e->checked_by = NULL;
	e->checked_as = 0;
	e->nargs = (unsigned short)nargs;
	e->actor = copy + actor;
	e->actor_col = (unsigned short)(actor + 1);
	e->verb = copy + verb;
	e->verb_col = (unsigned short)(verb + 1);
	e->end_col = (unsigned short)(last + 1);
	e->said_len = (unsigned short)(last - verb);
	e->args = args;
	arena_take(gs, size + (nargs + 1) * sizeof(*args) +
	    nargs * sizeof(*cols));
	r->buf_start += end + 1 + crlf;
	r->ln.text = (char *)(uintptr_t)s;
	r->ln.len = end;
	r->ln.ascii = 1;
	return 1;
}

/*
 * Whether the event line, split into words, is the take-back line: the
 * word "undo" alone.
 */
static int
is_take_back(const struct text_line *l, const struct words *w)
{
	return w->n == 1 && w->len[0] == 4 &&
	    memcmp(l->text + w->start[0], "undo", 4) == 0;
}

/*
 * Take the current game's last event back, for the take-back line just
 * read: it is as if it had never been read.  Put the event taken back (its
 * strings stay until the game is cleared) into *taken if that is not NULL.
 * Diagnose and return 0 if the game has no event.
 */
static int
take_back(struct rec_reader *r, const struct rec_event **taken)
{
	struct rec_game	*g = &r->cur->game;
	struct pos	 p;

	if (g->nevents == 0) {
		p = pos_at(&r->ln, r->words.start[0]);
		diag_at(&p, "undo takes back the game's last event, and the "
		    "game has none");
		return 0;
	}
	g->nevents--;
	if (taken != NULL)
		*taken = &g->events[g->nevents];
	return 1;
}

/*
 * Read and classify the next line by its first character; LINE_BAD (a
 * line too long) was diagnosed.  Its text is checked when it is used, so
 * that a bad tag line still starts the next game.
 */
static int
next_line(struct rec_reader *r, enum line_kind *kind)
{
	const char	*s;
	int		 rc;

	if ((rc = read_line(r)) <= 0) {
		*kind = LINE_BAD;
		return rc;
	}
	for (s = r->ln.text; *s == ' ' || *s == '\t'; s++)
		continue;
	if (*s == '\0' || *s == '#')
		*kind = LINE_BLANK;
	else if (*s == '[')
		*kind = LINE_TAG;
	else
		*kind = LINE_EVENT;
	return 1;
}

int
rec_next_line(struct rec_reader *r, const char **line, struct pos *pos)
{
	int	 rc;

	if ((rc = read_line(r)) <= 0)
		return rc;
	*line = r->ln.text;
	*pos = pos_at(&r->ln, 0);
	return check_text(&r->ln) ? 1 : -1;
}

/*
 * At the end of the stream: if it held no game, diagnose that once, at
 * the end of its last line (line 1, column 1 if it has none), and return
 * REC_MALFORMED; else REC_END.
 */
static enum rec_result
no_game(struct rec_reader *r)
{
	if (r->any_game)
		return REC_END;
	r->any_game = 1;
	if (r->end.line == 0)
		r->end = (struct pos){ r->name, 1, 1 };
	diag_at(&r->end, "no game in the input");
	return REC_MALFORMED;
}

/*
 * Give a malformed game its first message and place, in the game's own
 * memory; return got.
 */
static enum rec_result
keep_error(struct rec_reader *r, enum rec_result got)
{
	struct rec_game	*g = &r->cur->game;
	char		*text;
	size_t		 len;

	text = diag_captured(&g->error_pos);
	if (got == REC_MALFORMED) {
		if (text == NULL)
			text = xstrdup("malformed game");
		len = strlen(text);
		g->error = memcpy(arena_alloc(r->cur, len + 1), text, len + 1);
		if (g->error_pos.file == NULL)
			g->error_pos = g->pos;
	}
	free(text);
	return got;
}

enum rec_result
rec_next(struct rec_reader *r, struct rec_game **gamep)
{
	enum line_kind	 kind;
	int		 rc, bad = 0, body = 0, any = 0;

	if (r->cur == NULL)
		r->cur = r->store;
	else if (!(r->reuse_released && r->cur->released) &&
	    ++r->cur == r->store + REC_KEEP)
		r->cur = r->store;
	r->cur->released = 0;
	store_empty(r->cur);
	r->cur->game.error = NULL;
	diag_capture();
	r->cur->game.pos.file = r->name;
	r->cur->game.pos.line = 0;
	r->cur->game.pos.col = 0;
	*gamep = &r->cur->game;
	for (;;) {
		if (r->have_pending) {
			r->have_pending = 0;
			kind = LINE_TAG;
			rc = 1;
		} else if (any && !bad && take_event(r, r->cur)) {
			body = 1;	/* the usual line, read and added */
			continue;
		} else {
			r->ln.quiet = bad;
			rc = next_line(r, &kind);
			r->ln.quiet = 0;
		}
		if (rc == 0)
			break;
		if (kind == LINE_TAG && body) {
			r->have_pending = 1;	/* the next game's first tag */
			break;
		}
		if (rc > 0) {
			r->ln.quiet = bad;
			if (!(kind == LINE_EVENT ? scan_event(&r->ln, &r->words) :
			    check_text(&r->ln)))
				kind = LINE_BAD;
			r->ln.quiet = 0;
		}
		if (kind == LINE_BLANK) {
			r->blank_line = r->ln.lineno;
			if (!r->any_game)
				r->end = pos_at(&r->ln, r->ln.len);
			continue;
		}
		if (!any) {
			any = 1;
			r->cur->game.pos.line = r->ln.lineno;
			r->cur->game.pos.col = 1;
		}
		if (kind != LINE_TAG)
			body = 1;
		if (bad || rc < 0 || kind == LINE_BAD) {
			bad = 1;
			continue;
		}
		if (kind == LINE_TAG)
			bad = !parse_tag(r);
		else if (is_take_back(&r->ln, &r->words))
			bad = !take_back(r, NULL);
		else
			bad = !parse_event(&r->ln, &r->words, r->cur);
	}
	if (!any) {
		r->cur->game.index = 0;
		r->cur->game.in_file = 0;
		return keep_error(r, no_game(r));
	}
	r->any_game = 1;
	r->cur->game.index = ++r->games;
	r->cur->game.in_file = r->games - r->games_before;
	return keep_error(r, bad ? REC_MALFORMED : REC_GAME);
}

void
rec_follow(struct rec_reader *r)
{
	if (r->path != NULL)
		r->follow = 1;
}

/*
 * Begin the next game of a live stream in the next store: the game before
 * stays as it was, for REC_KEEP more games.
 */
static void
live_new_game(struct rec_reader *r)
{
	struct rec_game	*g;

	if (r->cur == NULL)
		r->cur = r->store;
	else if (!(r->reuse_released && r->cur->released) &&
	    ++r->cur == r->store + REC_KEEP)
		r->cur = r->store;
	r->cur->released = 0;
	store_empty(r->cur);
	g = &r->cur->game;
	g->error = NULL;
	g->pos = (struct pos){ r->name, 0, 0 };
	g->index = 0;
	g->in_file = 0;
}

/* Number the live game, at its first tag or event, line l. */
static void
live_game_starts(struct rec_reader *r, const struct text_line *l)
{
	struct rec_game	*g = &r->cur->game;

	if (g->index != 0)
		return;
	g->pos.line = l->lineno;
	g->pos.col = 1;
	g->index = ++r->games;
	g->in_file = r->games - r->games_before;
	r->any_game = 1;
}

/*
 * The file followed was truncated or replaced: read it again from its
 * start, into a new game.
 */
static void
live_restart(struct rec_reader *r)
{
	r->restarted = 0;
	r->nlast = 0;
	r->eof = 0;
	r->buf_start = r->buf_end = 0;
	r->buf[0] = '\0';
	r->ln.lineno = 0;
	live_new_game(r);
}

void
rec_live_then(struct rec_reader *r, const char *path)
{
	free(r->then);
	r->then = xstrdup(path);
}

/*
 * The first stream has ended: go on with rec_live_then()'s, and say so in
 * *out.  Returns 1, or 0 after a diagnostic if it cannot be opened.
 */
static int
switch_stream(struct rec_reader *r, struct rec_line *out)
{
	FILE	*fp;

	if (strcmp(r->then, "-") == 0) {
		if (diag_stdin_closed()) {
			diag_at(&(struct pos){ "<stdin>", 0, 0 },
			    "cannot read: standard input is closed");
			return 0;
		}
		fp = stdin;
	} else if ((fp = fopen(r->then, "rb")) == NULL) {
		diag_warn("%s: %s", r->then, strerror(errno));
		return 0;
	}
	if (!r->is_stdin)
		fclose(r->fp);
	r->fp = fp;
	r->is_stdin = fp == stdin;
	free(r->path);
	r->path = r->is_stdin ? NULL : xstrdup(r->then);
	r->first_name = r->name;
	r->name = xstrdup(r->is_stdin ? "<stdin>" : r->then);
	r->ln.file = r->name;
	free(r->then);
	r->then = NULL;
	r->eof = 0;
	r->buf_start = r->buf_end = 0;
	r->buf[0] = '\0';
	r->ln.lineno = 0;
	out->kind = REC_LINE_SWITCH;
	return 1;
}

int
rec_live_next(struct rec_reader *r, struct rec_line *out,
    struct rec_game **gamep)
{
	enum line_kind	 kind;
	int		 rc, ok;

	memset(out, 0, sizeof(*out));
	if (r->cur == NULL)
		live_new_game(r);
	rc = next_line(r, &kind);
	if (r->restarted) {
		live_restart(r);
		*gamep = &r->cur->game;
		out->kind = REC_LINE_AGAIN;
		return 1;
	}
	*gamep = &r->cur->game;
	if (rc == 0 && r->then != NULL)
		return switch_stream(r, out) ? 1 : 0;
	if (rc == 0) {
		out->kind = REC_LINE_END;
		return 0;
	}
	out->pos = (struct pos){ r->name, r->ln.lineno, 1 };
	out->kind = REC_LINE_BAD;
	if (rc < 0)
		return 1;
	ok = kind == LINE_EVENT ? scan_event(&r->ln, &r->words) :
	    check_text(&r->ln);
	if (!ok)
		return 1;
	out->text = r->ln.text;
	switch (kind) {
	case LINE_BLANK:
		out->kind = REC_LINE_BLANK;
		return 1;
	case LINE_TAG:
		if (r->cur->game.nevents > 0) {
			live_new_game(r);
			*gamep = &r->cur->game;
			out->new_game = 1;
		}
		live_game_starts(r, &r->ln);
		if (parse_tag(r))
			out->kind = REC_LINE_TAG;
		return 1;
	default:
		break;
	}
	out->pos = pos_at(&r->ln, r->words.start[0]);
	if (is_take_back(&r->ln, &r->words)) {
		if (take_back(r, &out->event))
			out->kind = REC_LINE_UNDO;
		return 1;
	}
	if (class_of(r->ln.text[r->words.start[0]]) & B_LETTER) {
		out->kind = REC_LINE_WORD;
		return 1;
	}
	live_game_starts(r, &r->ln);
	if (parse_event(&r->ln, &r->words, r->cur)) {
		out->kind = REC_LINE_EVENT;
		out->event = &r->cur->game.events[r->cur->game.nevents - 1];
	}
	return 1;
}

void
rec_live_set_aside(struct rec_reader *r, enum rec_line_kind kind)
{
	struct rec_game	*g = &r->cur->game;

	if (kind == REC_LINE_TAG && g->ntags > 0)
		g->ntags--;
	else if (kind == REC_LINE_EVENT && g->nevents > 0)
		g->nevents--;
}

int
rec_is_word(const char *s, size_t len)
{
	size_t			 i;

	/* An ASCII letter, then name bytes, matches; others ask PCRE2. */
	for (i = 0; i < len && (class_of(s[i]) & (i == 0 ? B_LETTER :
	    B_NAME)); i++)
		continue;
	if (i == len && len > 0)
		return 1;
	return rematch(pattern(&word_re, word_pattern), s, len, 0,
	    rematch_data(), NULL, "a word") > 0;
}

const struct rec_tag *
rec_tag_find(const struct rec_game *g, const char *name)
{
	return find_tag(g->tags, g->ntags, name);
}

const char *
rec_tag_value(const struct rec_game *g, const char *name)
{
	const struct rec_tag	*t;

	t = find_tag(g->tags, g->ntags, name);
	return t != NULL ? t->value : NULL;
}

void
rec_reuse_released(struct rec_reader *r, int reuse)
{
	r->reuse_released = reuse;
}

unsigned int
rec_count(const struct rec_reader *r)
{
	return r->games;
}

void
rec_count_from(struct rec_reader *r, unsigned int n)
{
	r->games = n;
	r->games_before = n;
}
