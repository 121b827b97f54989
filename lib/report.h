/*
 * report.h: what a program that reads a batch of game records says of
 * each game and of the batch, the same in every program:
 *
 * - a game is named by its file and its number in that file, then the
 *   tags that identify it where it has them (report_name());
 * - in JSON Lines each game's object begins with "file" and "game" and
 *   every key is always there; a malformed game, or a game whose tags
 *   the game refuses, gets an object too: its file, number, the
 *   program's other keys null, then "line", "col" and "message";
 * - --summary prints the games read, valid, rejected and malformed on
 *   standard error at the end; --quiet prints nothing but fatal errors;
 *   a long batch shows its progress on standard error when that is a
 *   terminal and standard output is not.
 *
 * A program adopts it in a few lines (nw-check.c is the model):
 *
 *	struct options { struct report rep; ... };
 *	longopts: REPORT_LONGOPTS, before CLI_STANDARD_OPTIONS;
 *	report_init(&opt.rep, keys);	keys: its JSON keys, NULL-ended
 *	in the option loop: if (report_option(&opt.rep, ch)) continue;
 *	diag_exit(report_each(&opt.rep, argc - optind, argv + optind,
 *	    check, check_arg, fn, &opt));
 *	in fn: report_json_begin() for an object, report_name() for text,
 *	and report_trouble() for a verdict of malformed input.
 *
 * Ownership: struct report is a plain value the caller owns; keys are
 * the caller's, and must outlive report_each().
 */
#ifndef REFKIT_REPORT_H
#define REFKIT_REPORT_H

#include <stdint.h>
#include <stdio.h>

#include "out.h"
#include "record.h"
#include "verdict.h"

#define REPORT_QUIET	0x7101
#define REPORT_SUMMARY	0x7102
#define REPORT_LONGOPTS \
	{ "quiet", no_argument, NULL, REPORT_QUIET }, \
	{ "summary", no_argument, NULL, REPORT_SUMMARY }

/* The lines of usage text for REPORT_LONGOPTS. */
#define REPORT_USAGE \
"  --quiet                  print nothing: the exit status says it all\n" \
"  --summary                the games read, valid, rejected and\n" \
"                           malformed, on standard error at the end\n"

struct report {
	int			 json;		/* the program's --json */
	int			 quiet;
	int			 summary;
	int			 progress;	/* set by report_each() */
	const char *const	*keys;		/* the program's JSON keys
						   after file and game */
	unsigned long		 read;
	unsigned long		 valid;
	unsigned long		 rejected;
	unsigned long		 malformed;
	long long		 shown_at;	/* progress last shown, in
						   seconds */
	int			 shown;		/* progress was shown */
};

/*
 * The number of the game's events to replay for --at: all of them if at
 * is negative, else at, into *upto.  Returns 1, or 0 after a diagnostic
 * at the game if it has fewer than at events.
 */
int	 report_upto(const struct rec_game *, int64_t at, size_t *upto);

/* Set up a report whose JSON objects have the keys given (NULL-ended). */
void	 report_init(struct report *, const char *const keys[]);

/* Take an option of REPORT_LONGOPTS: 1 if ch was one, else 0. */
int	 report_option(struct report *, int ch);

/*
 * For a program that reads its games without report_each() (gcg-check):
 * report_begin() before the first game (--quiet silences the program,
 * progress is set up), report_count() with each game's exit status (it
 * is counted and progress shown), report_end() after the last (progress
 * cleared, the summary printed if asked).  report_each() does the same.
 */
void	 report_begin(struct report *);
void	 report_count(struct report *, int status);
void	 report_end(struct report *);

/*
 * rec_each_checked() for a report: every game to fn, in order, each
 * malformed game's object written (with --json) and counted, progress
 * shown, and the summary printed at the end if asked.  Returns the
 * worst exit status.
 */
int	 report_each(struct report *, int nfiles, char *const files[],
	    void (*check)(struct rec_game *, const void *),
	    const void *check_arg,
	    int (*fn)(const struct rec_game *, void *), void *arg);

/*
 * report_each() with the program's work on a game split as struct
 * rec_work says (see record.h): prepare in either thread, then fn in
 * order, counted and reported as report_each() does.
 */
int	 report_each_work(struct report *, int nfiles, char *const files[],
	    const struct rec_work *);

/*
 * Write the game's name: "FILE: game N", then, if the game has any of
 * the tags Event, Date, Round and Players, those in parentheses, as in
 * 'won.rec: game 3 (Event "Club night", Round "2", ann v bob)'.
 */
void	 report_name(FILE *, const struct rec_game *);

/* The same name added to a held line, for a program that writes the
   game's line whole (out.h). */
void	 report_name_add(struct out_line *, const struct rec_game *);

/*
 * A game's line of text, held whole and written in one call (most lines
 * of a batch): report_line_begin() begins it on standard output with the
 * game's name and ": "; report_line_won() ends it with "WINNER wins: WHY"
 * and writes it.  For any other ending, out_line_write() it, then write
 * the rest.
 */
void	 report_line_begin(struct out_line *, const struct rec_game *);
void	 report_line_won(struct out_line *, const char *winner,
	    const char *why);

/*
 * The same name into buf, of size bytes, cut if need be before a whole
 * UTF-8 character.
 */
void	 report_name_text(const struct rec_game *, char *buf, size_t size);

/* Begin the game's JSON object on standard output: "file" and "game". */
void	 report_json_begin(struct json *, const struct rec_game *);

/* Write "line", "col" and "message" of a verdict, null if it is fine. */
void	 report_json_verdict(struct json *, const struct verdict *);

/*
 * For a game that is malformed in the game's own terms (a verdict of
 * EXIT_TROUBLE): write its object as for a malformed record (with
 * --json) and print the verdict; return EXIT_TROUBLE.
 */
int	 report_trouble(const struct report *, const struct rec_game *,
	    const struct verdict *);

#endif
