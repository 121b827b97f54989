/*
 * live.c: the live referee's loop (see live.h): read a line, answer it,
 * wait for the next.  The game's state is rebuilt from its accepted events
 * when a line is refused or an event taken back, so that no engine needs
 * a way to undo a move.
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "cli.h"
#include "diag.h"
#include "live.h"
#include "report.h"

/* What the referee answered to a line. */
enum answer {
	ANSWER_ACCEPTED,
	ANSWER_REFUSED,		/* illegal: it breaks a rule */
	ANSWER_MALFORMED,	/* it does not read as a line of the game */
	ANSWER_TAKEN_BACK,
	ANSWER_SHOWN,
	ANSWER_LISTED,
	ANSWER_HELP,
	ANSWER_COMMENT,		/* a blank line or a comment: JSON only */
	ANSWER_RESUMED,		/* the record file's lines were read again */
	ANSWER_RESTARTED,	/* the file followed began again */
	ANSWER_END		/* the game's result */
};

static const char *const answer_name[] = {
	"accepted", "refused", "malformed", "taken back", "shown", "listed",
	"help", "comment", "resumed", "restarted", "end"
};

static const char help_text[] =
"Type the game's record a line at a time: tags ([Name \"value\"]) first,\n"
"then events (NUMBER ACTOR VERB ARGUMENTS); each is answered at once.\n"
"A refused line is set aside: type the corrected line next.\n"
"  undo    take the last accepted event back (kept in the record)\n"
"  show    draw the position\n"
"  moves   list the legal events\n"
"  help    this text\n"
"End the game with the end of the input (Control-D on a terminal).\n";

/* A live session: the game being refereed and what was said of it. */
struct session {
	const struct live_game		*game;
	const struct live_options	*opt;
	struct rec_reader		*reader;
	struct rec_game			*rec;	/* the game being read */
	void				*state;	/* the engine's, if begun */
	int				 begun;
	int				 ended;	/* its result was said */
	int				 status;	/* the worst answer */
	int				 record_fd;	/* --record, or -1 */
	const char			*resuming;	/* the record file's
							   name, while its
							   lines are read */
	int				 prompt;	/* at a terminal */
	int				 color;
};

/* An answer: what it is, the line it answers, and what it says. */
struct reply {
	enum answer		 answer;
	const char		*input;		/* the line, or NULL */
	char			 said[LIVE_TEXT];
	char			*drawn;		/* what show or moves drew, if
						   longer than said holds;
						   the reply's own */
};

int
live_option(struct live_options *o, int ch, const char *arg)
{
	switch (ch) {
	case LIVE_OPT_LIVE:
		o->live = 1;
		return 1;
	case LIVE_OPT_FOLLOW:
		o->follow = arg;
		return 1;
	case LIVE_OPT_RECORD:
		o->record = arg;
		return 1;
	}
	return 0;
}

int
live_wanted(const struct live_options *o, int nfiles)
{
	if (o->live && o->follow != NULL)
		diag_usage("--live and --follow do not go together: --follow "
		    "FILE referees the file live");
	if (o->record != NULL && !o->live)
		diag_usage("--record goes with --live");
	if (o->follow != NULL && nfiles > 0)
		diag_usage("--follow FILE reads only FILE");
	if (o->live && nfiles > 1)
		diag_usage("--live referees one game record at a time: give "
		    "one file, or none for standard input");
	return o->live || o->follow != NULL;
}

/* Free the engine's state of the game, if it was begun. */
static void
end_state(struct session *s)
{
	if (s->begun && s->game->end != NULL)
		s->game->end(s->state);
	s->begun = 0;
}

/*
 * Begin the game from its tags and replay its accepted events: the state
 * after the last legal line.  Returns 1, or 0 with the verdict of the
 * tags.
 */
static int
rebuild(struct session *s, struct verdict *v)
{
	size_t	 i;

	end_state(s);
	verdict_clear(v);
	if (!s->game->begin(s->state, s->rec, s->game->arg, v))
		return 0;
	s->begun = 1;
	for (i = 0; i < s->rec->nevents; i++)
		if (!s->game->event(s->state, &s->rec->events[i], v))
			diag_fatal_at(&v->pos, "an event accepted before is "
			    "refused on its replay: %s", v->text);
	return 1;
}

/* Write the whole of len bytes at p to the record file, or exit 2. */
static void
record_write(struct session *s, const char *p, size_t len)
{
	ssize_t	 n;

	while (len > 0) {
		if ((n = write(s->record_fd, p, len)) == -1) {
			if (errno == EINTR)
				continue;
			diag_fatal_errno("%s: cannot write", s->opt->record);
		}
		p += n;
		len -= (size_t)n;
	}
}

/*
 * Keep a line in the record file, on disk before the answer is given: as
 * it was read or, if why is not NULL, as a comment that says what was
 * refused and why: "# refused: 1 ann move a2-a4 -- the robot on a2 has
 * moved already this turn".  The line is written whole in one write, so
 * that a process killed in its middle leaves no half line.
 */
static void
record_line(struct session *s, const char *line, const char *why)
{
	char	 buf[REC_MAXLINE + VERDICT_TEXT + 32];
	int	 n;

	if (s->record_fd == -1 || s->resuming != NULL)
		return;
	if (line == NULL)
		line = "";
	if (why != NULL)
		n = snprintf(buf, sizeof(buf), "# refused: %s%s%s\n",
		    line + strspn(line, " \t"), *line != '\0' ? " -- " : "",
		    why);
	else
		n = snprintf(buf, sizeof(buf), "%s\n", line);
	record_write(s, buf, (size_t)n < sizeof(buf) ? (size_t)n :
	    sizeof(buf) - 1);
	if (fsync(s->record_fd) == -1 && errno != EINVAL)
		diag_fatal_errno("%s: cannot write to disk", s->opt->record);
}

/* Who acts next, into buf: the engine's words, or what the game waits for. */
static void
next_text(const struct session *s, char *buf, size_t size)
{
	if (s->begun)
		s->game->next(s->state, buf, size);
	else
		snprintf(buf, size, "the game's tags, then its first event");
}

/* Write the event as a record line says it, into buf. */
static void
event_text(const struct rec_event *e, char *buf, size_t size)
{
	size_t	 i, n;

	n = (size_t)snprintf(buf, size, "%lu %s %s", e->number, e->actor,
	    e->verb);
	for (i = 0; i < e->nargs && n < size; i++)
		n += (size_t)snprintf(buf + n, size - n, " %s", e->args[i]);
}

/* Write the reply as a JSON object, with the game's keys as they are now. */
static void
reply_json(const struct session *s, const struct reply *r,
    const struct verdict *v)
{
	const char *const	*k;
	struct json		 j;

	json_begin(&j, stdout);
	json_string(&j, "file", s->rec->pos.file);
	if (s->rec->index > 0)
		json_int(&j, "game", s->rec->index);
	else
		json_null(&j, "game");
	json_string(&j, "answer", answer_name[r->answer]);
	json_string(&j, "input", r->input);
	json_string(&j, "said", r->drawn != NULL ? r->drawn :
	    r->said[0] != '\0' ? r->said : NULL);
	if (s->begun)
		s->game->json(&j, s->state, 1);
	else
		for (k = s->game->keys; *k != NULL; k++)
			json_null(&j, *k);
	report_json_verdict(&j, v);
	json_end(&j);
}

/*
 * Give the answer to a line: as text, or as a JSON object; v is the
 * verdict of a refusal (or of the Result tag at the end), else fine.
 */
static void
reply(struct session *s, struct reply *r, const struct verdict *v)
{
	static const struct verdict	 fine;

	if (v == NULL)
		v = &fine;
	s->status = diag_worse(s->status, v->status);
	if (s->resuming != NULL || s->opt->quiet)
		return;
	if (s->opt->json)
		reply_json(s, r, v);
	else if (r->answer == ANSWER_REFUSED || r->answer == ANSWER_MALFORMED)
		printf("refused: %s:%u:%u: %s\n", v->pos.file, v->pos.line,
		    v->pos.col, v->text);
	else if (r->answer == ANSWER_ACCEPTED)
		printf("ok: %s\n", r->said);
	else if (r->answer == ANSWER_TAKEN_BACK)
		printf("taken back: %s\n", r->said);
	else if (r->answer != ANSWER_COMMENT)
		fputs(r->drawn != NULL ? r->drawn : r->said, stdout);
	fflush(stdout);
}

/* Refuse the line with the verdict (rejected or malformed). */
static void
refuse(struct session *s, struct reply *r, const struct verdict *v)
{
	r->answer = v->status == EXIT_REJECTED ? ANSWER_REFUSED :
	    ANSWER_MALFORMED;
	record_line(s, r->input, v->text);
	reply(s, r, v);
}

/*
 * The game has ended, or the record has: close it, check its Result tag,
 * and say its result as the batch program does.
 */
static void
end_game(struct session *s)
{
	struct reply	 r = { .answer = ANSWER_END };
	struct verdict	 v;

	if (s->ended || (s->rec->ntags == 0 && s->rec->nevents == 0))
		return;
	s->ended = 1;
	if (!s->begun && !rebuild(s, &v)) {
		/* Only tags, and they do not begin a game: say why. */
		if (!s->opt->json)
			r.answer = ANSWER_MALFORMED;
		reply(s, &r, &v);
		return;
	}
	verdict_clear(&v);
	s->game->close(s->state, &v);
	if (s->resuming != NULL || s->opt->quiet)
		return;
	if (s->opt->json) {
		s->status = diag_worse(s->status, v.status);
		reply_json(s, &r, &v);
		fflush(stdout);
		return;
	}
	s->game->result(s->rec, s->state, &v);
	if (v.status != EXIT_VALID) {
		r.answer = ANSWER_REFUSED;
		reply(s, &r, &v);
	}
	fflush(stdout);
}

/*
 * Whether the verdict of the game's tags is about tag t: it is on t's line
 * and not at the game's start, where a tag still missing is said to be.
 */
static int
blames_tag(const struct session *s, const struct verdict *v,
    const struct rec_tag *t)
{
	if (v->pos.line != t->pos.line)
		return 0;
	return v->pos.line != s->rec->pos.line || v->pos.col != s->rec->pos.col;
}

/* A tag was read and added to the game: check it with the game's tags. */
static void
take_tag(struct session *s, struct reply *r, const struct rec_tag *t)
{
	struct verdict	 v;
	char		 next[LIVE_PART];

	if (rebuild(s, &v)) {
		next_text(s, next, sizeof(next));
		snprintf(r->said, sizeof(r->said), "[%s \"%s\"]; %s", t->name,
		    t->value, next);
	} else if (blames_tag(s, &v, t)) {
		rec_live_set_aside(s->reader, REC_LINE_TAG);
		(void)rebuild(s, &(struct verdict){ 0 });
		refuse(s, r, &v);
		return;
	} else
		snprintf(r->said, sizeof(r->said), "[%s \"%s\"]", t->name,
		    t->value);
	r->answer = ANSWER_ACCEPTED;
	record_line(s, r->input, NULL);
	reply(s, r, NULL);
}

/* An event was read and added to the game: apply it, or set it aside. */
static void
take_event(struct session *s, struct reply *r, const struct rec_event *e)
{
	struct verdict	 v;
	char		 said[LIVE_PART], next[LIVE_PART];

	verdict_clear(&v);
	if (!s->begun && !rebuild(s, &v)) {
		rec_live_set_aside(s->reader, REC_LINE_EVENT);
		refuse(s, r, &v);
		return;
	}
	if (!s->game->event(s->state, e, &v)) {
		rec_live_set_aside(s->reader, REC_LINE_EVENT);
		(void)rebuild(s, &(struct verdict){ 0 });
		refuse(s, r, &v);
		return;
	}
	s->game->said(s->state, e, said, sizeof(said));
	if (s->game->over(s->state))
		snprintf(next, sizeof(next), "the game is over");
	else
		s->game->next(s->state, next, sizeof(next));
	snprintf(r->said, sizeof(r->said), "%s; %s", said, next);
	r->answer = ANSWER_ACCEPTED;
	record_line(s, r->input, NULL);
	reply(s, r, NULL);
	if (s->game->over(s->state))
		end_game(s);
}

/* The take-back line took the game's last event, e, out of it. */
static void
take_back(struct session *s, struct reply *r, const struct rec_event *e)
{
	struct verdict	 v;
	char		 was[LIVE_PART], next[LIVE_PART];

	event_text(e, was, sizeof(was));
	s->ended = 0;
	(void)rebuild(s, &v);
	next_text(s, next, sizeof(next));
	snprintf(r->said, sizeof(r->said), "%s; %s", was, next);
	r->answer = ANSWER_TAKEN_BACK;
	record_line(s, r->input, NULL);
	reply(s, r, NULL);
}

/*
 * Put what the engine draws (show or moves) into the reply: the game is
 * begun, or it says why it cannot be.
 */
static void
draw_into(struct session *s, struct reply *r, int moves)
{
	struct verdict	 v;
	char		*text = NULL;
	size_t		 len = 0;
	FILE		*fp;

	verdict_clear(&v);
	if (!s->begun && !rebuild(s, &v)) {
		snprintf(r->said, sizeof(r->said), "no position yet: %s\n",
		    v.text);
		return;
	}
	if ((fp = open_memstream(&text, &len)) == NULL)
		diag_fatal_errno("cannot draw the position");
	if (moves && s->game->over(s->state))
		fputs("the game is over: no event is legal\n", fp);
	else if (moves)
		s->game->moves(fp, s->state);
	else
		s->game->show(fp, s->state, s->color && !s->opt->json);
	fclose(fp);
	if (len < sizeof(r->said)) {
		memcpy(r->said, text, len + 1);
		free(text);
	} else
		r->drawn = text;
}

/* A line that begins with a word: one of the referee's commands. */
static void
take_command(struct session *s, struct reply *r, const struct pos *at)
{
	char		 word[16];
	struct verdict	 v;
	size_t		 len;

	len = strcspn(r->input + strspn(r->input, " \t"), " \t#");
	snprintf(word, sizeof(word), "%.*s", (int)len,
	    r->input + strspn(r->input, " \t"));
	if (strcmp(word, "show") == 0 || strcmp(word, "moves") == 0) {
		r->answer = word[0] == 's' ? ANSWER_SHOWN : ANSWER_LISTED;
		draw_into(s, r, word[0] == 'm');
	} else if (strcmp(word, "help") == 0) {
		r->answer = ANSWER_HELP;
		snprintf(r->said, sizeof(r->said), "%s", help_text);
	} else {
		verdict_clear(&v);
		(void)verdict_malformed(&v, at, "'%.*s' is neither an event "
		    "(NUMBER ACTOR VERB ...), a tag, nor one of the commands "
		    "undo, show, moves and help", (int)len,
		    r->input + strspn(r->input, " \t"));
		record_line(s, r->input, v.text);
		r->answer = ANSWER_MALFORMED;
		reply(s, r, &v);
		return;
	}
	reply(s, r, NULL);
	free(r->drawn);
}

/*
 * Read the next line, holding back the reader's diagnostic of a bad one:
 * it is the answer, in *v; the game it is of into *game.  Returns what
 * rec_live_next() returns.
 */
static int
read_line(struct session *s, struct rec_line *line, struct rec_game **game,
    struct verdict *v)
{
	char	*held, *message;
	int	 more;

	verdict_clear(v);
	diag_defer(1);
	diag_capture();
	more = rec_live_next(s->reader, line, game);
	diag_defer(0);
	held = diag_take();
	message = diag_captured(&v->pos);
	if (message != NULL) {
		v->status = EXIT_TROUBLE;
		snprintf(v->text, sizeof(v->text), "%s", message);
	} else if (held != NULL)
		diag_put(held);		/* a read error */
	free(held);
	free(message);
	return more;
}

/* Say at a terminal whose turn it is, and wait for the line. */
static void
prompt(const struct session *s)
{
	char	 next[LIVE_PART];

	if (!s->prompt || s->resuming != NULL)
		return;
	if (s->begun && s->ended)
		printf("the game is over> ");
	else {
		next_text(s, next, sizeof(next));
		printf("%s> ", next);
	}
	fflush(stdout);
}

/* The record file's lines have all been read again: say where it stands. */
static void
resumed(struct session *s)
{
	struct reply	 r = { .answer = ANSWER_RESUMED };
	char		 next[LIVE_PART];

	s->resuming = NULL;
	next_text(s, next, sizeof(next));
	snprintf(r.said, sizeof(r.said), "resumed from %s: %zu event%s; %s\n",
	    s->opt->record, s->rec->nevents, s->rec->nevents == 1 ? "" : "s",
	    next);
	reply(s, &r, NULL);
}

/* Answer one line read. */
static void
take_line(struct session *s, const struct rec_line *line,
    const struct verdict *bad)
{
	struct reply	 r;

	memset(&r, 0, sizeof(r));
	r.input = line->text;
	switch (line->kind) {
	case REC_LINE_BLANK:
		r.answer = ANSWER_COMMENT;
		record_line(s, line->text, NULL);
		if (s->opt->json)
			reply(s, &r, NULL);
		break;
	case REC_LINE_TAG:
		take_tag(s, &r, &s->rec->tags[s->rec->ntags - 1]);
		break;
	case REC_LINE_EVENT:
		take_event(s, &r, line->event);
		break;
	case REC_LINE_UNDO:
		take_back(s, &r, line->event);
		break;
	case REC_LINE_WORD:
		take_command(s, &r, &line->pos);
		break;
	case REC_LINE_BAD:
		refuse(s, &r, bad);
		break;
	case REC_LINE_AGAIN:
		end_state(s);
		s->ended = 0;
		r.answer = ANSWER_RESTARTED;
		snprintf(r.said, sizeof(r.said), "%s was truncated or "
		    "replaced: reading it again from its start\n",
		    s->opt->follow);
		reply(s, &r, NULL);
		break;
	case REC_LINE_SWITCH:
		resumed(s);
		break;
	case REC_LINE_END:
		break;
	}
}

/* Whether the two paths name one file that exists ("-": standard input). */
static int
same_file(const char *a, const char *b)
{
	struct stat	 sa, sb;

	if (strcmp(b, "-") == 0 ? fstat(STDIN_FILENO, &sb) == -1 :
	    stat(b, &sb) == -1)
		return 0;
	return stat(a, &sa) == 0 && sa.st_dev == sb.st_dev &&
	    sa.st_ino == sb.st_ino;
}

/* Open the record file to append to, its directory synced if it is new. */
static int
open_record(const char *path)
{
	struct stat	 st;
	char		*dir, *slash, last;
	int		 fd, dfd, isnew;

	isnew = stat(path, &st) == -1;
	if ((fd = open(path, O_RDWR | O_CREAT | O_APPEND, 0666)) == -1)
		diag_fatal_errno("%s: cannot open", path);
	/* A last line without its newline (a power cut) is ended first. */
	if (!isnew && st.st_size > 0 && (pread(fd, &last, 1, st.st_size - 1) !=
	    1 || last != '\n') && write(fd, "\n", 1) != 1)
		diag_fatal_errno("%s: cannot write", path);
	if (isnew) {
		dir = xstrdup(path);
		if ((slash = strrchr(dir, '/')) != NULL)
			slash[slash == dir ? 1 : 0] = '\0';
		else
			strcpy(dir, ".");
		if ((dfd = open(dir, O_RDONLY)) != -1) {
			(void)fsync(dfd);
			close(dfd);
		}
		free(dir);
	}
	return fd;
}

int
live_run(const struct live_game *game, const struct live_options *opt,
    int nfiles, char *const files[])
{
	struct session	 s;
	struct rec_line	 line;
	struct rec_game	*rec;
	struct verdict	 bad;
	struct stat	 st;
	const char	*input = opt->follow != NULL ? opt->follow :
			    nfiles > 0 ? files[0] : "-";

	memset(&s, 0, sizeof(s));
	s.game = game;
	s.opt = opt;
	s.record_fd = -1;
	s.state = xcalloc(1, game->size);
	s.prompt = !opt->json && !opt->quiet && opt->follow == NULL &&
	    strcmp(input, "-") == 0 && isatty(STDIN_FILENO) &&
	    isatty(STDOUT_FILENO);
	s.color = color_wanted(COLOR_AUTO);
	if (opt->record != NULL) {
		if (same_file(opt->record, input))
			diag_usage("--record %s: the record file is the file "
			    "read", opt->record);
		if (stat(opt->record, &st) == 0 && st.st_size > 0) {
			s.resuming = opt->record;
			if ((s.reader = rec_open(opt->record)) == NULL)
				return EXIT_TROUBLE;
			rec_live_then(s.reader, input);
		}
		s.record_fd = open_record(opt->record);
	}
	if (s.reader == NULL && (s.reader = rec_open(input)) == NULL)
		return EXIT_TROUBLE;
	if (opt->follow != NULL)
		rec_follow(s.reader);
	for (;;) {
		prompt(&s);
		if (!read_line(&s, &line, &rec, &bad))
			break;
		/* A new game: the one before ends (the reader keeps it). */
		if (line.new_game)
			end_game(&s);
		if (line.new_game || line.kind == REC_LINE_AGAIN)
			s.ended = 0;
		s.rec = rec;
		take_line(&s, &line, &bad);
		if (opt->follow != NULL && s.ended)
			break;
	}
	if (s.prompt)
		putchar('\n');
	s.rec = rec;
	end_game(&s);
	end_state(&s);
	free(s.state);
	rec_close(s.reader);
	if (s.record_fd != -1 && close(s.record_fd) == -1)
		diag_fatal_errno("%s: cannot write", opt->record);
	return s.status;
}
