/*
 * ruletab.c: checking events against a game's table of verbs.
 */
#include <limits.h>
#include <pthread.h>
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
 * Arguments that matched their rule's pattern lately, by a hash of the
 * two: a record's events repeat a few short arguments ("c2-c3", "C1-C2")
 * over and over, and finding one here costs a fraction of a match.  Only
 * matches are kept, so a miss means matching again.  A key is two 64-bit
 * words holding 16 bytes, the first in the low bits of the first word:
 * the rule's number (1 + its index in seen_tab), then the arguments,
 * padded with NULs; 0 in the first byte is no rule.  It is made in
 * registers and compared a word at a time.  The hash picks a set of two
 * keys: a new key goes first and the first goes second, so that two keys
 * of one set that come by turns do not push each other out.  The table
 * is small (64 KB), for it to stay in the processor's cache; it holds the
 * two thousand or so arguments a long stream of 6x6 Netzwerk games uses.
 * Each thread has its own (see ruletab_check_game()).
 */
#define SEEN_BITS	11
#define SEEN_SETS	(1 << SEEN_BITS)
#define SEEN_WAYS	2		/* keys a set */
#define SEEN_KEY	16		/* bytes of a key */

struct seen_key {
	uint64_t	 lo, hi;
};

static _Thread_local struct seen_key seen[SEEN_SETS][SEEN_WAYS];
static _Thread_local const struct rule *seen_tab;	/* the table they
							   are of */

/*
 * The match-data block of each thread, made at its first match and used
 * for all of them: a thread's block is freed when the thread ends, by the
 * key's destructor, or by ruletab_free() in the thread that calls it.
 */
static _Thread_local pcre2_match_data *thread_md;
static pthread_key_t md_key;
static pthread_once_t md_once = PTHREAD_ONCE_INIT;

/* Free a thread's match data as the thread ends. */
static void
free_thread_md(void *md)
{
	pcre2_match_data_free(md);
}

/* Make the key that frees each thread's match data. */
static void
make_md_key(void)
{
	if (pthread_key_create(&md_key, free_thread_md) != 0)
		diag_fatal("cannot make a thread key");
}

/* The calling thread's match-data block, owned by the thread. */
static pcre2_match_data *
match_data(void)
{
	if (thread_md != NULL)
		return thread_md;
	if (pthread_once(&md_once, make_md_key) != 0)
		diag_fatal("cannot make a thread key");
	if ((thread_md = pcre2_match_data_create(1, NULL)) == NULL)
		diag_fatal("out of memory");
	if (pthread_setspecific(md_key, thread_md) != 0)
		diag_fatal("cannot set a thread key");
	return thread_md;
}

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
	if (thread_md != NULL) {
		(void)pthread_setspecific(md_key, NULL);
		pcre2_match_data_free(thread_md);
		thread_md = NULL;
	}
	for (; tab->verb != NULL; tab++) {
		pcre2_code_free(tab->compiled);
		tab->compiled = NULL;
	}
}


const struct rule *
ruletab_find(const struct rule *tab, const char *verb)
{
	/* Both have a first byte, and a second or their NUL. */
	for (; tab->verb != NULL; tab++)
		if (tab->verb[0] == verb[0] && tab->verb[1] == verb[1] &&
		    strcmp(tab->verb, verb) == 0)
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
 * Make the key of the arguments for the rule of the table into *key and
 * their length into *lenp; return the set the key goes in, or NULL if the
 * arguments are too long to be kept (and *lenp is not set).
 */
static struct seen_key *
seen_set(const struct rule *tab, const struct rule *rule, const char *args,
    struct seen_key *key, size_t *lenp)
{
	uint64_t	 lo, hi = 0, byte, h;
	size_t		 i;

	if (rule - tab >= UCHAR_MAX)
		return NULL;
	lo = (uint64_t)(rule - tab + 1);
	for (i = 0; args[i] != '\0'; i++) {
		if (i == SEEN_KEY - 1)
			return NULL;
		byte = (unsigned char)args[i];
		if (i < 7)
			lo |= byte << (8 * (i + 1));
		else
			hi |= byte << (8 * (i - 7));
	}
	if (tab != seen_tab) {
		memset(seen, 0, sizeof(seen));
		seen_tab = tab;
	}
	*lenp = i;
	key->lo = lo;
	key->hi = hi;
	/* Multiplying by odd constants mixes every byte into the top bits. */
	h = lo * UINT64_C(0x9e3779b97f4a7c15) ^ hi * UINT64_C(0xc2b2ae3d27d4eb4f);
	return seen[h >> (64 - SEEN_BITS)];
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
 * Whether the arguments of the event e, len bytes at args, match the
 * rule's pattern, asking PCRE2; if they do and set is not NULL, keep
 * their key first in it.  A resource error of PCRE2 is fatal (see
 * rematch()), diagnosed at the arguments.
 */
static int
pattern_match(const struct rule *rule, const char *args, size_t len,
    const struct rec_event *e, struct seen_key *set,
    const struct seen_key *key)
{
	pcre2_match_data	*md;
	struct pos		 at;
	char			 what[64];
	int			 rc;

	md = match_data();
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
	if (rc <= 0)
		return 0;
	if (set != NULL) {
		set[1] = set[0];
		set[0] = *key;
	}
	return 1;
}

/*
 * Whether the arguments of the event e (args: its one argument, or all
 * joined) match the rule's pattern: seen lately, or asked.  Inline: it
 * is done for every event.
 */
static inline int
args_match(const struct rule *tab, const struct rule *rule, const char *args,
    const struct rec_event *e)
{
	struct seen_key	*set, key;
	size_t		 len;

	if ((set = seen_set(tab, rule, args, &key, &len)) == NULL)
		return pattern_match(rule, args, strlen(args), e, NULL, NULL);
	if (same_key(&set[0], &key) || same_key(&set[1], &key))
		return 1;
	return pattern_match(rule, args, len, e, set, &key);
}

/*
 * Whether the event's arguments, joined by single spaces, match the rule's
 * pattern.
 */
static int
event_matches(const struct rule *tab, const struct rule *rule,
    const struct rec_event *e)
{
	char		 buf[REC_MAXLINE + 1];

	return args_match(tab, rule, joined_args(e, buf, sizeof(buf)), e);
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

/* Whether the event's verb is the rule's and its arguments fit it. */
static int
well_formed(const struct rule *tab, const struct rule *rule,
    const struct rec_event *e)
{
	if (rule->compiled == NULL)
		return 1;
	if (e->nargs != 1)
		return event_matches(tab, rule, e);
	return args_match(tab, rule, e->args[0], e);
}

void
ruletab_check_game(struct rec_game *game, const void *table)
{
	const struct rule	*tab = table, *rule;
	struct rec_event	*e;
	size_t			 i;

	for (i = 0; i < game->nevents; i++) {
		e = &game->events[i];
		if ((rule = ruletab_find(tab, e->verb)) != NULL &&
		    well_formed(tab, rule, e)) {
			e->checked_by = tab;
			e->checked_as = (unsigned int)(rule - tab);
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
	if ((rule = ruletab_find(tab, e->verb)) == NULL)
		return unknown_verb(tab, e, v);
	if (!well_formed(tab, rule, e))
		return malformed_args(rule, e, v);
	return rule->apply(state, e, v);
}
