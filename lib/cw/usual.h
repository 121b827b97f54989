/*
 * usual.h: Control Word's events read without the verb table: the verb
 * found by its first and third bytes and one comparison, its arguments
 * checked by hand against what the table's pattern for it takes.  What
 * cw_usual_verb() takes, the pattern matches, and what the pattern
 * matches, it takes (unit-cwusual pins both); the caller hands every
 * other event to the table, which says what is wrong with it.
 *
 * Ownership: nothing here allocates, nothing is kept.
 */
#ifndef REFKIT_CW_USUAL_H
#define REFKIT_CW_USUAL_H

#include "record.h"

/* The verbs, in the order of the game's table (game.c's cw_verbs[]). */
enum cw_verb {
	CW_VERB_LOT, CW_VERB_ROLL, CW_VERB_DRAW, CW_VERB_SWAP,
	CW_VERB_REDRAW, CW_VERB_PLAY, CW_VERB_REPLACE, CW_VERB_PASS,
	CW_VERB_CHALLENGE, CW_NVERBS
};

/*
 * The verb (enum cw_verb) of the event if it is one of the table's and
 * its arguments, joined by single spaces, match the verb's pattern as
 * the table matches it (the whole text); else -1, for the table.  The
 * event must be the reader's (record.h): its verb is read 16 bytes on,
 * past its end, and each argument ends with a NUL.
 */
int	 cw_usual_verb(const struct rec_event *);

#endif
