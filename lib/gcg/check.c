/*
 * check.c: gcg-check's whole run: options, every file read and replayed,
 * the verdicts written as text or JSON Lines (see check.h).
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "cli.h"
#include "diag.h"
#include "html.h"
#include "numarg.h"
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"
#include "words.h"
#include "gcg/check.h"
#include "gcg/draw.h"
#include "gcg/read.h"
#include "gcg/replay.h"

struct options {
	struct report	 rep;
	const char	*dict;
	struct words	*words;
	int		 svg;		/* --svg */
	long		 at;		/* --at N, or -1 */
	int		 html;		/* --html */
	struct html_page page;		/* with --html */
};

/* The most event lines --at takes. */
#define MAX_AT	1000000

static const char usage_form[] =
"usage: %s [--json | --svg [--at N] | --html] [--quiet] [--summary]\n"
"       [-d DICT] [FILE ...]\n"
"Replay GCG records of the popular crossword game on its 15x15 board and\n"
"check what each claims: placements, scores, totals, racks, exchanges,\n"
"passes, withdrawn phonies, challenge bonuses and the end of the game.\n"
"  --json                   one JSON object per record\n"
"  --svg                    draw one record's position as SVG: after\n"
"                           its last event line, or its first N (--at N)\n"
"  --html                   write one HTML page with every position of\n"
"                           every record, its event lines and its verdict\n"
REPORT_USAGE
"  -d, --dictionary DICT    also look up every word formed, and list\n"
"                           those the dictionary lacks that stood in the game\n"
"Exit 0 if every claim holds, 1 if one does not, 2 for a malformed\n"
"record.\n";

/* The keys of a record's JSON object after file and game, before line. */
static const char *const json_keys[] = { "players", "plays", "over",
	"winner", "unchallenged", NULL };

/*
 * Read a whole file (or standard input, "-") into *buf (the caller frees
 * it) and its length into *len: GCG_MAXBYTES and a little more at most,
 * so that the reader finds the record too long at its place.  Returns 1,
 * or 0 after a diagnostic.
 */
static int
slurp(const char *path, const char *name, char **buf, size_t *len)
{
	FILE		*fp;
	size_t		 cap = 8192, n;

	if (strcmp(path, "-") == 0) {
		if (diag_stdin_closed()) {
			diag_at(&(struct pos){ "<stdin>", 0, 0 },
			    "cannot read: standard input is closed");
			return 0;
		}
		fp = stdin;
	} else if ((fp = fopen(path, "rb")) == NULL) {
		diag_warn("%s: %s", path, strerror(errno));
		return 0;
	}
	*buf = xmalloc(cap);
	*len = 0;
	while ((n = fread(*buf + *len, 1, cap - *len, fp)) > 0) {
		*len += n;
		if (*len > (size_t)GCG_MAXBYTES)
			break;
		if (*len == cap)
			*buf = xreallocarray(*buf, cap *= 2, 1);
	}
	n = !ferror(fp);
	if (n == 0)
		diag_warn("%s: %s", name, strerror(errno));
	if (fp != stdin)
		fclose(fp);
	if (n == 0) {
		free(*buf);
		*buf = NULL;
	}
	return (int)n;
}

/* The record named as every batch names a game: its players, title. */
static void
name_game(struct rec_game *rec, struct rec_tag tags[2], char *players,
    size_t size, const struct gcg_game *g, const char *file,
    unsigned int index)
{
	int	 i;

	memset(rec, 0, sizeof(*rec));
	rec->pos.file = file;
	rec->pos.line = 1;
	rec->index = index;
	rec->in_file = 1;
	rec->tags = tags;
	players[0] = '\0';
	for (i = 0; i < g->np; i++)
		snprintf(players + strlen(players), size - strlen(players),
		    "%s%s", i > 0 ? " " : "", g->p[i].nick);
	if (g->title[0] != '\0') {
		tags[rec->ntags].name = "Event";
		tags[rec->ntags++].value = g->title;
	}
	if (players[0] != '\0') {
		tags[rec->ntags].name = "Players";
		tags[rec->ntags++].value = players;
	}
}

/* "ann 393, bob 539" */
static void
put_totals(const struct gcg_game *g)
{
	int	 i;

	for (i = 0; i < g->np; i++)
		printf("%s%s %ld", i > 0 ? ", " : "", g->p[i].nick,
		    g->p[i].total);
	putchar('\n');
}

/* Write a game's verdict as text: the words listed, then its line. */
static void
report_text(const struct rec_game *rec, const struct gcg_game *g,
    const struct verdict *v)
{
	size_t	 i;
	int	 lead;

	for (i = 0; i < g->nphony; i++) {
		report_name(stdout, rec);
		printf(": unchallenged on line %u: %s is not a word (%s)\n",
		    g->phony[i].line, g->phony[i].word, g->phony[i].why);
	}
	report_name(stdout, rec);
	if (v->status != EXIT_VALID) {
		printf(": fault on line %u: %s\n", v->pos.line, v->text);
		return;
	}
	if (!gcg_game_done(g))
		printf(": no result yet: ");
	else if ((lead = gcg_game_leader(g)) < 0)
		printf(": a tie: ");
	else
		printf(": %s wins: ", g->p[lead].nick);
	put_totals(g);
}

/* Write a game's verdict as one JSON object. */
static void
report_json(const struct rec_game *rec, const struct gcg_game *g,
    const struct verdict *v, int listed)
{
	struct json	 j;
	size_t		 i;
	int		 k, lead = gcg_game_leader(g);
	int		 done = v->status == EXIT_VALID && gcg_game_done(g);

	report_json_begin(&j, rec);
	json_array(&j, "players");
	for (k = 0; k < g->np; k++) {
		json_object(&j, NULL);
		json_string(&j, "nick", g->p[k].nick);
		json_string(&j, "name", g->p[k].name);
		json_int(&j, "total", g->p[k].total);
		json_close(&j);
	}
	json_close(&j);
	json_int(&j, "plays", (long long)g->plays);
	json_bool(&j, "over", done);
	json_string(&j, "winner", done && lead >= 0 ? g->p[lead].nick : NULL);
	if (!listed)
		json_null(&j, "unchallenged");
	else {
		json_array(&j, "unchallenged");
		for (i = 0; i < g->nphony; i++) {
			json_object(&j, NULL);
			json_int(&j, "line", g->phony[i].line);
			json_string(&j, "word", g->phony[i].word);
			json_string(&j, "message", g->phony[i].why);
			json_close(&j);
		}
		json_close(&j);
	}
	report_json_verdict(&j, v);
	json_end(&j);
}

/* A record being replayed onto a page, or to draw one position. */
struct paging {
	struct options	*opt;
	const char	*file;		/* its name */
	unsigned int	 index;		/* its number in the batch */
	char		 title[GCG_MAXPLAYERS * GCG_NAME + 256];
	int		 drawn;		/* with --svg: the position */
};

/*
 * At each position of the record (gcg_replay_each()'s fn): at the start,
 * name it as the batch does; then with --html write the position onto the
 * page, or with --svg draw the one asked for and stop there.
 */
static int
at_position(const struct gcg_game *g, unsigned long k, void *arg)
{
	struct paging	*pp = arg;
	struct rec_game	 rec;
	struct rec_tag	 tags[2];
	char		 players[GCG_MAXPLAYERS * GCG_NAME];
	char		 standing[GCG_MAXPLAYERS * 160], caption[sizeof(standing)
			     + 64], alt[64];

	if (k == 0) {
		name_game(&rec, tags, players, sizeof(players), g, pp->file,
		    pp->index);
		report_name_text(&rec, pp->title, sizeof(pp->title));
		if (pp->opt->html)
			html_game(&pp->opt->page, pp->title);
	}
	if (pp->opt->svg) {
		if (pp->opt->at < 0 || (unsigned long)pp->opt->at != k)
			return 1;
		gcg_draw_svg(stdout, g, pp->title, k);
		pp->drawn = 1;
		return 0;
	}
	gcg_draw_svg(html_svg(&pp->opt->page), g, pp->title, k);
	gcg_standing(g, standing, sizeof(standing));
	snprintf(caption, sizeof(caption), "after %lu event%s: %s", k,
	    k == 1 ? "" : "s", standing);
	snprintf(alt, sizeof(alt), "the board after %lu events", k);
	html_position(&pp->opt->page, k, alt, caption);
	return 1;
}

/*
 * Write the record's event lines onto the page, read again, as typed:
 * the one v rejected, if any, with its reason.
 */
static void
page_events(struct html_page *pg, const char *name, const char *buf,
    size_t len, const struct verdict *v)
{
	struct gcg_src	 src;
	struct verdict	 sv;
	size_t		 k = 0;

	html_events_begin(pg);
	if (!gcg_src_begin(&src, name, buf, len, &sv))
		return;
	while (gcg_src_next(&src, &sv) == 1)
		if (src.text[0] == '>')
			html_event(pg, ++k, src.text,
			    v->status == EXIT_REJECTED &&
			    v->pos.line == src.line ? v->text : NULL);
}

/* Write a game's verdict, as its text line says it, into buf. */
static void
verdict_text(const struct gcg_game *g, const struct verdict *v, char *buf,
    size_t size)
{
	size_t	 i, len;
	int	 lead;

	buf[0] = '\0';
	for (i = 0; i < g->nphony && (len = strlen(buf)) < size; i++)
		snprintf(buf + len, size - len, "unchallenged on line %u: %s "
		    "is not a word (%s)\n", g->phony[i].line, g->phony[i].word,
		    g->phony[i].why);
	if ((len = strlen(buf)) >= size)
		return;
	if (v->status != EXIT_VALID) {
		snprintf(buf + len, size - len, "fault on line %u: %s",
		    v->pos.line, v->text);
		return;
	}
	if (!gcg_game_done(g))
		snprintf(buf + len, size - len, "no result yet: ");
	else if ((lead = gcg_game_leader(g)) < 0)
		snprintf(buf + len, size - len, "a tie: ");
	else
		snprintf(buf + len, size - len, "%s wins: ", g->p[lead].nick);
	for (i = 0; i < (size_t)g->np && (len = strlen(buf)) < size; i++)
		snprintf(buf + len, size - len, "%s%s %ld", i > 0 ? ", " : "",
		    g->p[i].nick, g->p[i].total);
}

/*
 * With --svg or --html: replay the record once, drawing its positions;
 * free buf.  Returns the exit status.
 */
static int
draw_file(struct options *opt, const char *name, char *buf, size_t len)
{
	struct paging	 pp;
	struct gcg_game	 g;
	struct verdict	 v;
	char		 result[8192];
	int		 status;

	memset(&pp, 0, sizeof(pp));
	pp.opt = opt;
	pp.file = name;
	pp.index = (unsigned int)opt->rep.read + 1;
	(void)gcg_replay_each(&g, name, buf, len, opt->words, &v, at_position,
	    &pp);
	if (opt->html && pp.title[0] != '\0') {
		page_events(&opt->page, name, buf, len, &v);
		verdict_text(&g, &v, result, sizeof(result));
		html_result(&opt->page, result);
	}
	status = verdict_print(&v);
	if (opt->svg && !pp.drawn && status != EXIT_TROUBLE) {
		if (opt->at < 0)
			gcg_draw_svg(stdout, &g, pp.title, g.events);
		else {
			diag_at(&(struct pos){ name, 1, 1 }, "--at %ld: the "
			    "record has %lu event lines", opt->at, g.events);
			status = EXIT_TROUBLE;
		}
	}
	report_count(&opt->rep, status);
	gcg_game_free(&g);
	free(buf);
	return status;
}

/* Check one file; returns its exit status. */
static int
check_file(struct options *opt, const char *path)
{
	const char	*name = strcmp(path, "-") == 0 ? "<stdin>" : path;
	struct gcg_game	 g;
	struct verdict	 v;
	struct rec_game	 rec;
	struct rec_tag	 tags[2];
	char		 players[GCG_MAXPLAYERS * GCG_NAME], *buf;
	size_t		 len;
	int		 status;

	if (!slurp(path, name, &buf, &len)) {
		report_count(&opt->rep, EXIT_TROUBLE);
		return EXIT_TROUBLE;
	}
	if (opt->svg || opt->html)
		return draw_file(opt, name, buf, len);
	(void)gcg_replay(&g, name, buf, len, opt->words, &v);
	name_game(&rec, tags, players, sizeof(players), &g, name,
	    (unsigned int)opt->rep.read + 1);
	if (v.status == EXIT_TROUBLE)
		status = report_trouble(&opt->rep, &rec, &v);
	else {
		if (opt->rep.json)
			report_json(&rec, &g, &v, opt->words != NULL);
		else
			report_text(&rec, &g, &v);
		status = v.status == EXIT_VALID ? EXIT_VALID :
		    verdict_print(&v);
	}
	report_count(&opt->rep, status);
	gcg_game_free(&g);
	free(buf);
	return status;
}

/* Open the dictionary of -d, or exit 2. */
static struct words *
open_words(const char *dict)
{
	struct words	*w;
	char		 err[256];

	if ((w = words_open(dict, err, sizeof(err))) == NULL)
		diag_fatal("%s", err);
	return w;
}

void
gcg_check_main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "dictionary", required_argument, NULL, 'd' },
		{ "svg", no_argument, NULL, 's' },
		{ "at", required_argument, NULL, 'a' },
		{ "html", no_argument, NULL, 'H' },
		REPORT_LONGOPTS,
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct options	 opt;
	char		 usage[sizeof(usage_form) + 64];
	char		*stdin_only[] = { "-", NULL };
	char		**files;
	int		 ch, i, n, status = EXIT_VALID;

	memset(&opt, 0, sizeof(opt));
	opt.at = -1;
	report_init(&opt.rep, json_keys);
	snprintf(usage, sizeof(usage), usage_form, strcmp(diag_progname(),
	    "cw-check") == 0 ? "cw-check --gcg" : diag_progname());
	while ((ch = cli_getopt_short(argc, argv, "d:", longopts, usage)) !=
	    -1) {
		if (report_option(&opt.rep, ch))
			continue;
		if (ch == 'j')
			opt.rep.json = 1;
		else if (ch == 'd')
			opt.dict = optarg;
		else if (ch == 's')
			opt.svg = 1;
		else if (ch == 'H')
			opt.html = 1;
		else if (ch == 'a')
			opt.at = (long)numarg_option("at", optarg, 0, MAX_AT);
	}
	if (opt.at >= 0 && !opt.svg)
		diag_usage("--at goes with --svg");
	if ((opt.svg || opt.html) && opt.rep.json)
		diag_usage("--json writes no picture: not with --svg or "
		    "--html");
	if (opt.svg && argc - optind > 1)
		diag_usage("--svg draws one record; %d are named",
		    argc - optind);
	html_viewer_begin(&opt.page, opt.html, opt.svg, "GCG records");
	if (opt.dict != NULL)
		opt.words = open_words(opt.dict);
	report_begin(&opt.rep);
	files = argv + optind;
	n = argc - optind;
	if (n == 0) {
		files = stdin_only;
		n = 1;
	}
	for (i = 0; i < n; i++)
		status = diag_worse(status, check_file(&opt, files[i]));
	report_end(&opt.rep);
	if (opt.html)
		html_end(&opt.page);
	if (opt.words != NULL)
		words_close(opt.words);
	diag_exit(status);
}
