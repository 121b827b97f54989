/*
 * report.c: a batch's report: game names, the JSON object of a malformed
 * game, --quiet, --summary and progress (see report.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "diag.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"

#define PROGRESS_EVERY	1024	/* games between looks at the clock */

/* The tags that name a game, in the order they are written. */
static const char *const name_tags[] = { "Event", "Date", "Round" };
#define NAME_TAGS	(sizeof(name_tags) / sizeof(name_tags[0]))

/* What report_each_work() hands to its wrappers of the program's work. */
struct batch {
	struct report		*rep;
	const struct rec_work	*work;
};

void
report_init(struct report *rep, const char *const keys[])
{
	memset(rep, 0, sizeof(*rep));
	rep->keys = keys;
}

int
report_option(struct report *rep, int ch)
{
	if (ch == REPORT_QUIET)
		rep->quiet = 1;
	else if (ch == REPORT_SUMMARY)
		rep->summary = 1;
	else
		return 0;
	return 1;
}

static int
is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/*
 * Add the players of a Players tag as "ann v bob", colors left out;
 * return whether it names any.
 */
static int
add_players(struct out_line *l, const char *value, const char *before)
{
	const char	*p = value, *name;
	int		 n = 0;

	for (;;) {
		while (is_blank(*p))
			p++;
		if (*p == '\0')
			return n > 0;
		out_line_string(l, n++ > 0 ? " v " : before);
		for (name = p; *p != '\0' && !is_blank(*p) && *p != ':'; p++)
			continue;
		out_line_add(l, name, (size_t)(p - name));
		while (*p != '\0' && !is_blank(*p))
			p++;
	}
}

void
report_name_add(struct out_line *l, const struct rec_game *game)
{
	const char	*value;
	size_t		 i;
	int		 any = 0;

	out_line_string(l, game->pos.file);
	out_line_string(l, ": game ");
	out_line_int(l, game->in_file);
	for (i = 0; i < NAME_TAGS; i++) {
		if ((value = rec_tag_value(game, name_tags[i])) == NULL)
			continue;
		out_line_string(l, any++ ? ", " : " (");
		out_line_string(l, name_tags[i]);
		out_line_string(l, " \"");
		out_line_string(l, value);
		out_line_string(l, "\"");
	}
	if ((value = rec_tag_value(game, "Players")) != NULL &&
	    add_players(l, value, any ? ", " : " ("))
		any = 1;
	if (any)
		out_line_string(l, ")");
}

void
report_line_begin(struct out_line *l, const struct rec_game *game)
{
	out_line_begin(l, stdout);
	report_name_add(l, game);
	out_line_string(l, ": ");
}

void
report_line_won(struct out_line *l, const char *winner, const char *why)
{
	out_line_string(l, winner);
	out_line_string(l, " wins: ");
	out_line_string(l, why);
	out_line_add(l, "\n", 1);
	out_line_write(l);
}

void
report_name(FILE *fp, const struct rec_game *game)
{
	struct out_line	 l;

	/* In one held line: a batch names every game it reports. */
	out_line_begin(&l, fp);
	report_name_add(&l, game);
	out_line_write(&l);
}

void
report_name_text(const struct rec_game *game, char *buf, size_t size)
{
	FILE	*fp;
	char	*text = NULL;
	size_t	 len = 0, cut;

	if (size == 0)
		return;
	buf[0] = '\0';
	if ((fp = open_memstream(&text, &len)) == NULL)
		diag_fatal("out of memory");
	report_name(fp, game);
	if (fclose(fp) != 0)
		diag_fatal("out of memory");
	cut = len < size ? len : size - 1;
	while (cut > 0 && cut < len && ((unsigned char)text[cut] & 0xc0) ==
	    0x80)
		cut--;
	memcpy(buf, text, cut);
	buf[cut] = '\0';
	free(text);
}

void
report_json_begin(struct json *j, const struct rec_game *game)
{
	json_begin(j, stdout);
	json_string(j, "file", game->pos.file);
	if (game->in_file > 0)
		json_int(j, "game", game->in_file);
	else
		json_null(j, "game");
}

void
report_json_verdict(struct json *j, const struct verdict *v)
{
	if (v->status == EXIT_VALID) {
		json_null(j, "line");
		json_null(j, "col");
		json_null(j, "message");
		return;
	}
	json_int(j, "line", v->pos.line);
	json_int(j, "col", v->pos.col);
	json_string(j, "message", v->text);
}

/* Write the object of a malformed game: the error at pos, text. */
static void
json_malformed(const struct report *rep, const struct rec_game *game,
    const struct pos *pos, const char *text)
{
	struct json	 j;
	size_t		 i;

	report_json_begin(&j, game);
	for (i = 0; rep->keys != NULL && rep->keys[i] != NULL; i++)
		json_null(&j, rep->keys[i]);
	json_int(&j, "line", pos->line);
	json_int(&j, "col", pos->col);
	json_string(&j, "message", text);
	json_end(&j);
}

int
report_trouble(const struct report *rep, const struct rec_game *game,
    const struct verdict *v)
{
	if (rep->json)
		json_malformed(rep, game, &v->pos, v->text);
	return verdict_print(v);
}

/* Seconds since some fixed time. */
static long long
now(void)
{
	struct timespec	 ts;

	if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return 0;
	return ts.tv_sec;
}

/* Show how many games were read, at most once a second. */
static void
show_progress(struct report *rep)
{
	long long	 t;

	if (!rep->progress || rep->read % PROGRESS_EVERY != 0)
		return;
	if ((t = now()) == rep->shown_at)
		return;
	rep->shown_at = t;
	rep->shown = 1;
	fprintf(stderr, "\r%s: %lu game%s read", diag_progname(), rep->read,
	    rep->read == 1 ? "" : "s");
}

/* Count a game by its exit status, and show progress. */
void
report_count(struct report *rep, int status)
{
	rep->read++;
	if (status == EXIT_VALID)
		rep->valid++;
	else if (status == EXIT_REJECTED)
		rep->rejected++;
	else
		rep->malformed++;
	show_progress(rep);
}

/* rec_each_work()'s prepare: the program's. */
static int
each_prepare(const struct rec_game *game, void *result, void *arg,
    int in_order)
{
	const struct batch	*b = arg;

	return b->work->prepare(game, result, b->work->arg, in_order);
}

/* rec_each_work()'s fn: the program's fn, counted. */
static int
each_game(const struct rec_game *game, void *result, void *arg)
{
	const struct batch	*b = arg;
	int			 status;

	status = b->work->fn(game, result, b->work->arg);
	report_count(b->rep, status);
	return status;
}

/* rec_each_work()'s malformed: the game's object, counted. */
static void
each_malformed(const struct rec_game *game, void *arg)
{
	const struct batch	*b = arg;

	if (b->rep->json)
		json_malformed(b->rep, game, &game->error_pos, game->error);
	if (game->index > 0)
		report_count(b->rep, EXIT_TROUBLE);
	if (b->work->malformed != NULL)
		b->work->malformed(game, b->work->arg);
}

/* Silence the program for --quiet and set progress up. */
void
report_begin(struct report *rep)
{
	if (rep->quiet) {
		diag_silence();
		if (freopen("/dev/null", "w", stdout) == NULL)
			diag_fatal_errno("/dev/null");
	}
	rep->progress = !rep->quiet && isatty(STDERR_FILENO) &&
	    !isatty(STDOUT_FILENO);
	rep->shown_at = now();
}

/* Clear the progress line and print the summary, if asked. */
void
report_end(struct report *rep)
{
	if (rep->shown)
		fputs("\r\033[K", stderr);
	if (rep->summary && !rep->quiet) {
		fflush(stdout);
		fprintf(stderr, "%s: %lu game%s read: %lu valid, %lu rejected, "
		    "%lu malformed\n", diag_progname(), rep->read,
		    rep->read == 1 ? "" : "s", rep->valid, rep->rejected,
		    rep->malformed);
	}
}

int
report_each_work(struct report *rep, int nfiles, char *const files[],
    const struct rec_work *work)
{
	struct batch	 b = { rep, work };
	struct rec_work	 w = *work;
	int		 status;

	if (work->prepare != NULL)
		w.prepare = each_prepare;
	w.fn = each_game;
	w.malformed = each_malformed;
	w.arg = &b;
	report_begin(rep);
	status = rec_each_work(nfiles, files, &w);
	report_end(rep);
	return status;
}

int
report_each(struct report *rep, int nfiles, char *const files[],
    void (*check)(struct rec_game *, const void *), const void *check_arg,
    int (*fn)(const struct rec_game *, void *), void *arg)
{
	struct rec_whole whole;
	struct rec_work	 w;

	rec_work_whole(&w, &whole, check, check_arg, fn, arg);
	return report_each_work(rep, nfiles, files, &w);
}

/* The events to replay for --at (see report.h). */
int
report_upto(const struct rec_game *rec, int64_t at, size_t *upto)
{
	*upto = rec->nevents;
	if (at < 0)
		return 1;
	if ((uint64_t)at > rec->nevents) {
		diag_at(&rec->pos, "--at %lld: the game has %zu event%s",
		    (long long)at, rec->nevents, rec->nevents == 1 ? "" : "s");
		return 0;
	}
	*upto = (size_t)at;
	return 1;
}
