/*
 * argevent.h: for the C unit tests of a game's way around its verb table
 * (agusual.c): an event made of a verb and an argument text
 * split at single blanks, as the record reader splits a line's words,
 * and whether a rule's pattern takes such a text.  The includer defines
 * PCRE2_CODE_UNIT_WIDTH before it includes pcre2.h.
 */
#ifndef REFKIT_ARGEVENT_H
#define REFKIT_ARGEVENT_H

#include <pcre2.h>
#include <stdio.h>
#include <string.h>

#include "record.h"
#include "ruletab.h"

#define ARGEVENT_MAXARGS	12

/* An event of the verb and the arguments, split at single blanks. */
struct arg_event {
	struct rec_event e;
	char		 text[1024];
	const char	*args[ARGEVENT_MAXARGS + 1];
};

/*
 * Fill ev with the verb and the argument text split at blanks (its first
 * ARGEVENT_MAXARGS arguments).
 */
static inline void
arg_event_set(struct arg_event *ev, const char *verb, const char *args)
{
	char	*s;

	memset(ev, 0, sizeof(*ev));
	snprintf(ev->text, sizeof(ev->text), "%s", args);
	ev->e.verb = verb;
	ev->e.args = ev->args;
	for (s = ev->text; *s != '\0' && ev->e.nargs < ARGEVENT_MAXARGS; ) {
		ev->args[ev->e.nargs++] = s;
		if ((s = strchr(s, ' ')) == NULL)
			break;
		*s++ = '\0';
	}
	ev->args[ev->e.nargs] = NULL;
}

/* Whether the rule's pattern (compiled) matches the argument text. */
static inline int
rule_takes(const struct rule *rule, const char *text)
{
	pcre2_match_data	*md;
	int			 rc;

	md = pcre2_match_data_create_from_pattern(ruletab_code(rule), NULL);
	rc = pcre2_match(ruletab_code(rule), (PCRE2_SPTR)text, strlen(text), 0,
	    0, md, NULL);
	pcre2_match_data_free(md);
	return rc > 0;
}

#endif
