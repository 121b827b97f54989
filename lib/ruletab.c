/*
 * ruletab.c: checking events against a game's table of verbs.
 */
#define PCRE2_CODE_UNIT_WIDTH 8

#include <pcre2.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"
#include "record.h"
#include "ruletab.h"
#include "verdict.h"

void
ruletab_compile(struct rule *tab)
{
	PCRE2_UCHAR	 msg[256];
	PCRE2_SIZE	 offset;
	pcre2_code	*re;
	int		 error;

	for (; tab->verb != NULL; tab++) {
		if (tab->pattern == NULL || tab->compiled != NULL)
			continue;
		re = pcre2_compile((PCRE2_SPTR)tab->pattern,
		    PCRE2_ZERO_TERMINATED, PCRE2_UTF | PCRE2_UCP | PCRE2_ANCHORED |
		    PCRE2_ENDANCHORED, &error, &offset, NULL);
		if (re == NULL) {
			pcre2_get_error_message(error, msg, sizeof(msg));
			diag_fatal("internal pattern for '%s', offset %zu: %s",
			    tab->verb, (size_t)offset, (char *)msg);
		}
		(void)pcre2_jit_compile(re, PCRE2_JIT_COMPLETE);
		tab->compiled = re;
	}
}

void
ruletab_free(struct rule *tab)
{
	for (; tab->verb != NULL; tab++) {
		pcre2_code_free(tab->compiled);
		tab->compiled = NULL;
	}
}

const struct rule *
ruletab_find(const struct rule *tab, const char *verb)
{
	for (; tab->verb != NULL; tab++)
		if (strcmp(tab->verb, verb) == 0)
			return tab;
	return NULL;
}

/* Say which verbs the table knows, for the message about an unknown one. */
static void
list_verbs(const struct rule *tab, char *buf, size_t size)
{
	size_t	 len = 0;

	buf[0] = '\0';
	for (; tab->verb != NULL && len < size; tab++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
		    len > 0 ? ", " : "", tab->verb);
}

int
ruletab_apply(const struct rule *tab, void *state, const struct rec_event *e,
    struct verdict *v)
{
	static pcre2_match_data	*md;
	const struct rule	*rule;
	char			 args[REC_MAXLINE + 1], verbs[256];
	size_t			 i, len = 0, n;
	int			 rc;

	verdict_clear(v);
	if ((rule = ruletab_find(tab, e->verb)) == NULL) {
		list_verbs(tab, verbs, sizeof(verbs));
		return verdict_malformed(v, &e->verb_pos,
		    "unknown verb '%s': this game's verbs are %s", e->verb,
		    verbs);
	}
	if (rule->compiled != NULL) {
		for (i = 0; i < e->nargs; i++) {
			n = strlen(e->args[i]);
			if (len + n + 1 >= sizeof(args))
				break;
			if (i > 0)
				args[len++] = ' ';
			memcpy(args + len, e->args[i], n);
			len += n;
		}
		args[len] = '\0';
		if (md == NULL && (md = pcre2_match_data_create(1, NULL)) == NULL)
			diag_fatal("out of memory");
		/* The reader checked the text: JIT code may skip the checks. */
		rc = pcre2_jit_match(rule->compiled, (PCRE2_SPTR)args, len, 0,
		    0, md, NULL);
		if (rc == PCRE2_ERROR_JIT_BADOPTION)
			rc = pcre2_match(rule->compiled, (PCRE2_SPTR)args, len,
			    0, PCRE2_NO_UTF_CHECK, md, NULL);
		if (rc < 0)
			return verdict_malformed(v, e->nargs > 0 ?
			    &e->arg_pos[0] : &e->end_pos,
			    "malformed '%s' event: expected '%s'", e->verb,
			    rule->usage);
	}
	return rule->apply(state, e, v);
}
