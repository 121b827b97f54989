/*
 * ruletab.c: checking events against a game's table of verbs.
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"
#include "record.h"
#include "rematch.h"
#include "ruletab.h"
#include "verdict.h"

/*
 * Events found well-formed lately, by a hash of their text: a record's
 * events repeat a few short texts ("battery C1-C2", "move c2-c3") over
 * and over, and finding one here costs a fraction of finding the verb
 * and matching the arguments.  The text is the verb and the arguments as
 * the reader left them (see said_len in record.h): the same text is the
 * same verb and the same arguments, so it is well-formed by the same
 * rule.  Only well-formed texts are kept, so a miss means checking again.
 * A key is the text's first 16 bytes, read as two 64-bit words, with the
 * NULs after it (REC_SLACK); a text of 16 bytes or fewer ends with a byte
 * that is not NUL, so no two have one key, and a longer text is not kept.
 * A set of two keys and their rules fills 64 bytes, a cache line: a new
 * key goes first and the first goes second, so that two keys of one set
 * that come by turns do not push each other out.  The table (256 KB)
 * holds the four thousand or so texts a long stream of 6x6 Netzwerk
 * games uses with few collisions (half the size made the check 6% slower
 * and a quarter 25%, for the misses ask PCRE2).  Each thread has its own
 * (see ruletab_check_game()).
 */
#define SEEN_BITS	12
#define SEEN_SETS	(1 << SEEN_BITS)
#define SEEN_KEY	16		/* bytes of a key */

_Static_assert(REC_SLACK >= SEEN_KEY, "a key is read past its text");

struct seen_key {
	uint64_t	 lo, hi;
};

struct seen_set {
	struct seen_key	 key[2];
	uint64_t	 rule[2];	/* their rules' indexes in seen_tab */
};

static _Thread_local struct seen_set seen[SEEN_SETS];
static _Thread_local const struct rule *seen_tab;	/* the table they
							   are of */

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
	rematch_data_free();
	for (; tab->verb != NULL; tab++) {
		pcre2_code_free(tab->compiled);
		tab->compiled = NULL;
	}
}


/*
 * Whether two strings are the same, compared in this loop: verbs are a
 * few bytes, and strcmp() costs more than it for them.
 */
static int
same_word(const char *a, const char *b)
{
	while (*a == *b && *a != '\0') {
		a++;
		b++;
	}
	return *a == *b;
}

const struct rule *
ruletab_find(const struct rule *tab, const char *verb)
{
	for (; tab->verb != NULL; tab++)
		if (same_word(tab->verb, verb))
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
 * The key of the event's text into *key, and the set of seen[] it goes
 * in; NULL if the text is too long to be kept.  The table's keys are
 * forgotten if they are another table's.
 */
static struct seen_set *
seen_set(const struct rule *tab, const struct rec_event *e,
    struct seen_key *key)
{
	uint64_t	 h;

	if (e->said_len > SEEN_KEY)
		return NULL;
	if (tab != seen_tab) {
		memset(seen, 0, sizeof(seen));
		seen_tab = tab;
	}
	memcpy(&key->lo, e->verb, sizeof(key->lo));
	memcpy(&key->hi, e->verb + sizeof(key->lo), sizeof(key->hi));
	/* Multiplying by odd constants mixes every byte into the top bits. */
	h = key->lo * UINT64_C(0x9e3779b97f4a7c15) ^
	    key->hi * UINT64_C(0xc2b2ae3d27d4eb4f);
	return &seen[h >> (64 - SEEN_BITS)];
}

/* Whether two keys are the same. */
static int
same_key(const struct seen_key *a, const struct seen_key *b)
{
	return a->lo == b->lo && a->hi == b->hi;
}

/* The place of the event's arguments: the first, or the end of the event. */
static struct pos
args_pos(const struct rec_event *e)
{
	return e->nargs > 0 ? rec_arg_pos(e, 0) : rec_end_pos(e);
}

/*
 * Whether the arguments of the event e, joined by single spaces, match
 * the rule's pattern, asking PCRE2.  A resource error of PCRE2 is fatal
 * (see rematch()), diagnosed at the arguments.
 */
static int
args_fit(const struct rule *rule, const struct rec_event *e)
{
	pcre2_match_data	*md;
	struct pos		 at;
	char			 buf[REC_MAXLINE + 1], what[64];
	const char		*args;
	size_t			 len;
	int			 rc;

	if (rule->compiled == NULL)
		return 1;
	args = joined_args(e, buf, sizeof(buf));
	len = strlen(args);
	md = rematch_data();
	/* The reader checked the text: JIT code may skip the checks. */
	rc = pcre2_jit_match(rule->compiled, (PCRE2_SPTR)args, len, 0, 0, md,
	    NULL);
	if (rc < 0 && rc != PCRE2_ERROR_NOMATCH) {
		snprintf(what, sizeof(what), "the arguments of '%s'",
		    rule->verb);
		at = args_pos(e);
		rc = rematch_after(rc, rule->compiled, args, len,
		    PCRE2_NO_UTF_CHECK, md, &at, what);
	}
	return rc > 0;
}

/*
 * The table's rule for the event if its verb is known and its arguments
 * fit the rule; else NULL.  An event whose text was seen lately is not
 * checked again.  Inline: it is done for every event.
 */
static inline const struct rule *
fitting_rule(const struct rule *tab, const struct rec_event *e)
{
	const struct rule	*rule;
	struct seen_set		*set;
	struct seen_key		 key;

	if ((set = seen_set(tab, e, &key)) != NULL) {
		if (same_key(&set->key[0], &key))
			return &tab[set->rule[0]];
		if (same_key(&set->key[1], &key))
			return &tab[set->rule[1]];
	}
	if ((rule = ruletab_find(tab, e->verb)) == NULL ||
	    !args_fit(rule, e))
		return NULL;
	if (set != NULL) {
		set->key[1] = set->key[0];
		set->rule[1] = set->rule[0];
		set->key[0] = key;
		set->rule[0] = (uint64_t)(rule - tab);
	}
	return rule;
}

/* Fill the verdict for an event whose verb the table does not know. */
static int
unknown_verb(const struct rule *tab, const struct rec_event *e,
    struct verdict *v)
{
	struct pos	 at = rec_verb_pos(e);
	char		 verbs[256];

	list_verbs(tab, verbs, sizeof(verbs));
	return verdict_malformed(v, &at, "unknown verb '%s': this game's "
	    "verbs are %s", e->verb, verbs);
}

/* Fill the verdict for an event whose arguments do not fit its rule. */
static int
malformed_args(const struct rule *rule, const struct rec_event *e,
    struct verdict *v)
{
	struct pos	 at = args_pos(e);

	return verdict_malformed(v, &at, "malformed '%s' event: expected '%s'",
	    e->verb, rule->usage);
}

void
ruletab_check_game(struct rec_game *game, const void *table)
{
	const struct rule	*tab = table, *rule;
	struct rec_event	*e;
	size_t			 i;

	for (i = 0; i < game->nevents; i++) {
		e = &game->events[i];
		if ((rule = fitting_rule(tab, e)) != NULL) {
			e->checked_by = tab;
			e->checked_as = (unsigned short)(rule - tab);
		}
	}
}

int
ruletab_apply(const struct rule *tab, void *state, const struct rec_event *e,
    struct verdict *v)
{
	const struct rule	*rule;

	verdict_clear(v);
	if (e->checked_by == tab)
		return tab[e->checked_as].apply(state, e, v);
	if ((rule = fitting_rule(tab, e)) != NULL)
		return rule->apply(state, e, v);
	if ((rule = ruletab_find(tab, e->verb)) == NULL)
		return unknown_verb(tab, e, v);
	return malformed_args(rule, e, v);
}
