/*
 * verdict.h: what a game's rule says about an event: fine, rejected (it
 * breaks a rule of the game) or malformed (it is not a well-formed event
 * of the game).  Rules never print; they fill a verdict, and the program
 * prints it with verdict_print().
 *
 * A verdict is a value with its message inside; no allocation.
 */
#ifndef REFKIT_VERDICT_H
#define REFKIT_VERDICT_H

#include "diag.h"

#define VERDICT_TEXT	512

/*
 * Marks a function that only fills a verdict that is not fine: the
 * compiler keeps it apart from the checks that call it, which run for
 * every event and stay small enough to be inlined.
 */
#if defined(__GNUC__)
#define VERDICT_COLD	__attribute__((cold, noinline))
#else
#define VERDICT_COLD
#endif

struct verdict {
	int		 status;	/* enum exit_status */
	struct pos	 pos;
	char		 text[VERDICT_TEXT];
};

/* Set the verdict to fine; inline, for it is done for every event. */
static inline void
verdict_clear(struct verdict *v)
{
	v->status = EXIT_VALID;
	v->pos.file = NULL;
	v->pos.line = v->pos.col = 0;
	v->text[0] = '\0';
}

/* Set the verdict to rejected (exit 1) at pos, with a message; return 0. */
int	 verdict_reject(struct verdict *, const struct pos *, const char *, ...)
	    DIAG_PRINTF(3, 4) VERDICT_COLD;

/* Set the verdict to malformed (exit 2) at pos, with a message; return 0. */
int	 verdict_malformed(struct verdict *, const struct pos *, const char *, ...)
	    DIAG_PRINTF(3, 4) VERDICT_COLD;

/* Print a verdict that is not fine as a diagnostic; return its status. */
int	 verdict_print(const struct verdict *);

#endif
