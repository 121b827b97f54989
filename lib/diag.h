/*
 * diag.h: diagnostics and exit codes, the only place that prints errors.
 *
 * Every program calls diag_init(argv[0]) first.  Messages go to stderr as
 * "prog: file:line:col: message", lower case and without a final period,
 * the shape gcc and mandoc use, so that editors jump to the place.
 */
#ifndef REFKIT_DIAG_H
#define REFKIT_DIAG_H

#include <stdarg.h>
#include <stdio.h>

/* The exit status of every program. */
enum exit_status {
	EXIT_VALID = 0,		/* everything checked was valid */
	EXIT_REJECTED = 1,	/* something was rejected: a move, an answer */
	EXIT_TROUBLE = 2	/* usage, I/O or malformed input */
};

/* A place in an input: file name (not owned), line and column from 1. */
struct pos {
	const char	*file;
	unsigned int	 line;
	unsigned int	 col;
};

/*
 * DIAG_COLD: a message is the rare path, and the compiler lays out the
 * code that leads to one away from the usual path (nw-check, which reads
 * its events through code full of messages, is 3% faster for it).
 */
#if defined(__GNUC__)
#define DIAG_PRINTF(a, b) __attribute__((format(printf, a, b)))
#define DIAG_NORETURN __attribute__((noreturn))
#define DIAG_COLD __attribute__((cold))
#else
#define DIAG_PRINTF(a, b)
#define DIAG_NORETURN
#define DIAG_COLD
#endif

/*
 * Remember the program's name; hold a closed standard input, output or
 * error open on /dev/null (read-only) so that no file opened later takes
 * its number.  Every program calls it first.
 */
void		 diag_init(const char *argv0);
const char	*diag_progname(void);

/* Whether standard input was closed when the program began. */
int		 diag_stdin_closed(void);

/*
 * Print "prog: file:line:col: message"; a zero line or column is left out.
 * Every message (the file name and the text) is written with each
 * character that shows nothing as <U+XXXX> (a control, a BOM, a bidi
 * override, U+2028...) and each byte that is not UTF-8 as <0xXX>, so that
 * what it quotes of an input shows as it is.
 */
void		 diag_at(const struct pos *, const char *, ...) DIAG_PRINTF(2, 3)
		    DIAG_COLD;
void		 diag_vat(const struct pos *, const char *, va_list) DIAG_COLD;

/*
 * Hold this thread's diagnostics back (on) or print them at once (off, the
 * default), for a thread whose messages must come out in their place among
 * another thread's.  Fatal messages are never held: they print what was
 * held first.
 */
void		 diag_defer(int on);

/* What this thread held back, or NULL if nothing; the caller frees it. */
char		*diag_take(void);

/* Print messages diag_take() gave, after flushing stdout. */
void		 diag_put(const char *text);

/*
 * Keep this thread's next message with a place (diag_at()), as it prints
 * it, until diag_captured() takes it: for a reader that hands a malformed
 * game's message over with the game.  Printing is not changed.
 */
void		 diag_capture(void);

/*
 * The message kept since diag_capture(), escaped as printed but without
 * "prog: file:line:col: ", and its place into *pos; NULL if none was
 * printed (or intercepted).  The caller frees it.  Capturing stops.
 */
char		*diag_captured(struct pos *pos);

/*
 * Keep this thread's next message with a place (diag_at()) for
 * diag_captured(), as diag_capture() does, but do not print it: for a
 * caller that puts the message in a verdict of its own.  Messages without
 * a place still print.
 */
void		 diag_intercept(void);

/*
 * From now on, print no message with a place (diag_at()) in any thread:
 * for --quiet.  Other messages, and fatal ones, still print.
 */
void		 diag_silence(void);

/* Print "prog: message". */
void		 diag_warn(const char *, ...) DIAG_PRINTF(1, 2) DIAG_COLD;

/* Print "prog: file:line:col: message" and exit with EXIT_TROUBLE. */
void		 diag_fatal_at(const struct pos *, const char *, ...)
		    DIAG_PRINTF(2, 3) DIAG_NORETURN;

/* Print "prog: message" and exit with EXIT_TROUBLE. */
void		 diag_fatal(const char *, ...) DIAG_PRINTF(1, 2) DIAG_NORETURN;

/* Print "prog: message: strerror(errno)" and exit with EXIT_TROUBLE. */
void		 diag_fatal_errno(const char *, ...) DIAG_PRINTF(1, 2) DIAG_NORETURN;

/* Print "prog: message" and a hint to run --help; exit with EXIT_TROUBLE. */
void		 diag_usage(const char *, ...) DIAG_PRINTF(1, 2) DIAG_NORETURN;

/* Print a hint to run --help; exit 2. */
void		 diag_try_help(void) DIAG_NORETURN;

/* Print the --version line for this program and exit 0. */
void		 diag_version(void) DIAG_NORETURN;

/*
 * Flush and check stdout (a full disk is an error), then exit with the
 * status given, or with EXIT_TROUBLE if the output could not be written.
 */
void		 diag_exit(int) DIAG_NORETURN;

/* Keep the worse of two exit statuses. */
int		 diag_worse(int, int);

#endif
