/*
 * rematch.h: running a compiled PCRE2 pattern (8-bit code units) on the
 * text of an input, telling "no match" apart from PCRE2 running out of
 * a resource.
 *
 * A pattern that backtracks may need more JIT stack than PCRE2's default
 * 32 KB for a long line; rematch() then matches again with a stack of up
 * to REMATCH_STACK bytes.  Any error left (a limit of steps, heap or
 * stack; no memory) says nothing of the input: it is a fatal internal
 * error, "prog: file:line:col: cannot match WHAT: PCRE2's message", exit
 * 2, never a verdict that the input is malformed.
 *
 * Ownership: the caller owns the code and the match data it passes;
 * rematch() keeps nothing, so it may be called in any thread.  Each
 * thread may have a match-data block of its own (rematch_data()).
 */
#ifndef REFKIT_REMATCH_H
#define REFKIT_REMATCH_H

#define PCRE2_CODE_UNIT_WIDTH 8

#include <pcre2.h>
#include <stddef.h>
#include <stdint.h>

#include "diag.h"

#define REMATCH_STACK	(4 * 1024 * 1024)	/* bytes of JIT stack at most */
#define REMATCH_PAIRS	8	/* in rematch_data()'s block: a match and
				   seven groups */

/*
 * The calling thread's match-data block, of REMATCH_PAIRS pairs, made at
 * its first call: the thread owns it, and it is freed when the thread
 * ends, or by rematch_data_free() in the thread.
 */
pcre2_match_data *rematch_data(void);
void	 rematch_data_free(void);

/*
 * Match re against the len bytes at s from their start, with PCRE2's
 * options opts, into md.  Returns PCRE2's positive count for a match, 0
 * for none (or a partial one), or, when opts does not hold
 * PCRE2_NO_UTF_CHECK, PCRE2's negative code for invalid UTF-8.  Any
 * other error is fatal: diagnosed at pos (NULL: no place) as "cannot
 * match what: ...".
 */
int	 rematch(const pcre2_code *re, const char *s, size_t len,
	    uint32_t opts, pcre2_match_data *md, const struct pos *pos,
	    const char *what);

/*
 * What rematch() does after PCRE2 returned rc for a first try (a
 * caller's own pcre2_jit_match(), say): rc itself when it is a match or
 * no match, or the result of matching again as rematch() does.
 */
int	 rematch_after(int rc, const pcre2_code *re, const char *s,
	    size_t len, uint32_t opts, pcre2_match_data *md,
	    const struct pos *pos, const char *what);

#endif
