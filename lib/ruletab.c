/*
 * ruletab.c: checking events against a game's table of verbs.
 */
#define PCRE2_CODE_UNIT_WIDTH 8

#include <limits.h>
#include <pcre2.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"
#include "record.h"
#include "ruletab.h"
#include "verdict.h"

/*
 * Arguments that matched their rule's pattern lately, one a slot, by a
 * hash of the two: a record's events repeat a few short arguments ("c2-c3",
 * "C1-C2") over and over, and finding one here costs a fraction of a
 * match.  Only matches are kept, so a miss means matching again.  The
 * slots are small, for the table to stay in the processor's cache; there
 * are enough of them (64 KB) for the two thousand or so arguments a long
 * stream of 6x6 Netzwerk games uses not to push each other out often.
 */
#define SEEN_SLOTS	4096
#define SEEN_LEN	15		/* the longest kept, and its NUL */

struct seen {
	unsigned char	 rule;		/* 1 + its index in seen_tab; 0: none */
	char		 args[SEEN_LEN];
};

static struct seen	 seen[SEEN_SLOTS];
static const struct rule *seen_tab;	/* the table they are of */

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
		/*
		 * The whole subject is matched, from its start: PCRE2 need
		 * not look ahead for where a match might begin.
		 */
		re = pcre2_compile((PCRE2_SPTR)tab->pattern,
		    PCRE2_ZERO_TERMINATED, PCRE2_UTF | PCRE2_UCP |
		    PCRE2_ANCHORED | PCRE2_ENDANCHORED |
		    PCRE2_NO_START_OPTIMIZE, &error, &offset, NULL);
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
	memset(seen, 0, sizeof(seen));
	seen_tab = NULL;
	for (; tab->verb != NULL; tab++) {
		pcre2_code_free(tab->compiled);
		tab->compiled = NULL;
	}
}


const struct rule *
ruletab_find(const struct rule *tab, const char *verb)
{
	for (; tab->verb != NULL; tab++)
		if (tab->verb[0] == verb[0] && strcmp(tab->verb, verb) == 0)
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

/*
 * The event's arguments joined by single spaces: the one argument where
 * it is, or a copy in buf.
 */
static const char *
joined_args(const struct rec_event *e, char *buf, size_t size)
{
	size_t	 i, len = 0, n;

	if (e->nargs == 1)
		return e->args[0];
	for (i = 0; i < e->nargs; i++) {
		n = strlen(e->args[i]);
		if (len + n + 1 >= size)
			break;
		if (i > 0)
			buf[len++] = ' ';
		memcpy(buf + len, e->args[i], n);
		len += n;
	}
	buf[len] = '\0';
	return buf;
}

/*
 * The slot of the arguments for the rule of the table, the rule's key into
 * *key and the arguments' length into *lenp (read once, for both); NULL if
 * they cannot be kept, and then *lenp is not set.
 */
static struct seen *
seen_slot(const struct rule *tab, const struct rule *rule, const char *args,
    size_t *lenp, unsigned char *key)
{
	uint32_t	 h = 2166136261u;	/* FNV-1a */
	size_t		 i;

	if (rule - tab >= UCHAR_MAX)
		return NULL;
	for (i = 0; args[i] != '\0'; i++) {
		if (i == SEEN_LEN - 1)
			return NULL;
		h = (h ^ (unsigned char)args[i]) * 16777619u;
	}
	if (tab != seen_tab) {
		memset(seen, 0, sizeof(seen));
		seen_tab = tab;
	}
	*key = (unsigned char)(rule - tab + 1);
	h = (h ^ *key) * 16777619u;
	*lenp = i;
	return &seen[h % SEEN_SLOTS];
}

/* Whether the arguments match the rule's pattern. */
static int
args_match(const struct rule *tab, const struct rule *rule, const char *args)
{
	static pcre2_match_data	*md;
	struct seen		*slot;
	size_t			 len;
	unsigned char		 key = 0;
	int			 rc;

	if ((slot = seen_slot(tab, rule, args, &len, &key)) == NULL)
		len = strlen(args);
	else if (slot->rule == key && memcmp(slot->args, args, len + 1) == 0)
		return 1;
	if (md == NULL && (md = pcre2_match_data_create(1, NULL)) == NULL)
		diag_fatal("out of memory");
	/* The reader checked the text: JIT code may skip the checks. */
	rc = pcre2_jit_match(rule->compiled, (PCRE2_SPTR)args, len, 0, 0, md,
	    NULL);
	if (rc == PCRE2_ERROR_JIT_BADOPTION)
		rc = pcre2_match(rule->compiled, (PCRE2_SPTR)args, len, 0,
		    PCRE2_NO_UTF_CHECK, md, NULL);
	if (rc < 0)
		return 0;
	if (slot != NULL) {
		slot->rule = key;
		memcpy(slot->args, args, len + 1);
	}
	return 1;
}

int
ruletab_apply(const struct rule *tab, void *state, const struct rec_event *e,
    struct verdict *v)
{
	const struct rule	*rule;
	const char		*args;
	char			 buf[REC_MAXLINE + 1], verbs[256];

	verdict_clear(v);
	if ((rule = ruletab_find(tab, e->verb)) == NULL) {
		list_verbs(tab, verbs, sizeof(verbs));
		return verdict_malformed(v, &e->verb_pos,
		    "unknown verb '%s': this game's verbs are %s", e->verb,
		    verbs);
	}
	if (rule->compiled != NULL) {
		args = joined_args(e, buf, sizeof(buf));
		if (!args_match(tab, rule, args))
			return verdict_malformed(v, e->nargs > 0 ?
			    &e->arg_pos[0] : &e->end_pos,
			    "malformed '%s' event: expected '%s'", e->verb,
			    rule->usage);
	}
	return rule->apply(state, e, v);
}
