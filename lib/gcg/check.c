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
#include "out.h"
#include "record.h"
#include "report.h"
#include "verdict.h"
#include "words.h"
#include "gcg/check.h"
#include "gcg/read.h"
#include "gcg/replay.h"

struct options {
	struct report	 rep;
	const char	*dict;
	struct words	*words;
};

static const char usage_form[] =
"usage: %s [--json] [--quiet] [--summary] [-d DICT] [FILE ...]\n"
"Replay GCG records of the popular crossword game on its 15x15 board and\n"
"check what each claims: placements, scores, totals, racks, exchanges,\n"
"passes, withdrawn phonies, challenge bonuses and the end of the game.\n"
"  --json                 one JSON object per record\n"
REPORT_USAGE
"  -d, --dictionary DICT  also look up every word formed, and list those\n"
"                         the dictionary lacks that stood in the game\n"
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
	}
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
	if (opt.words != NULL)
		words_close(opt.words);
	diag_exit(status);
}
