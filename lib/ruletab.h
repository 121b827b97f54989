/*
 * ruletab.h: a game's table of verbs.  Each verb has a PCRE2 pattern its
 * arguments (joined by single spaces) must match, a usage line for the
 * message when they do not, and a function that applies the event to the
 * game's state or says, in a verdict, which rule it breaks.
 *
 * The table is the game's own static array.  ruletab_compile() finds, once,
 * how the table finds its verbs (any thread may call it, at the same time
 * as another); each pattern is compiled at its first use (ruletab_code()),
 * as most programs never need most of them; ruletab_free() releases it
 * all.
 */
#ifndef REFKIT_RULETAB_H
#define REFKIT_RULETAB_H

#include "record.h"
#include "verdict.h"

struct rule {
	const char	*verb;
	const char	*pattern;	/* for the arguments; NULL: none */
	const char	*usage;		/* "answer TIME CELLS" */
	int		(*apply)(void *state, const struct rec_event *,
			    struct verdict *);
	_Atomic(void *)	 compiled;	/* the pattern's code, once compiled
					   (ruletab_code()); in the last
					   entry, the NULL verb's, what
					   ruletab_compile() finds of the
					   table (see ruletab.c) */
};

/* Make the table, ended by a NULL verb, ready to use. */
void	 ruletab_compile(struct rule *);

/*
 * The rule's pattern compiled by PCRE2 (a pcre2_code *, the table's), or
 * NULL if the rule has none: compiled by the first call, in any thread.
 */
void	*ruletab_code(const struct rule *);
void	 ruletab_free(struct rule *);

/* The table's rule for the verb, or NULL. */
const struct rule *ruletab_find(const struct rule *, const char *verb);

/*
 * The table's rule for the verb of an event the reader stored, or NULL, as
 * ruletab_find() finds it: the verb's first 16 bytes are compared with the
 * rule's in two steps, read past its end as record.h allows (REC_SLACK).
 */
const struct rule *ruletab_event_rule(const struct rule *,
	    const struct rec_event *);

/*
 * Check the event's verb and arguments against the table, unless the
 * table found them well-formed as the event was read, and apply it.
 * Returns 1 if the event was applied, 0 with the verdict filled if it is
 * malformed (an unknown verb, arguments that do not fit) or rejected.
 */
int	 ruletab_apply(const struct rule *, void *state,
	    const struct rec_event *, struct verdict *);

/*
 * For rec_each_checked(), in the thread that reads the games: mark each
 * event whose verb the table (a compiled const struct rule *) knows and
 * whose arguments fit, so that ruletab_apply() need not check it again.
 * The events that do not fit are left for ruletab_apply() to tell why.
 */
void	 ruletab_check_game(struct rec_game *, const void *table);

#endif
