/*
 * rematch.c: PCRE2 matching that tells a resource error from no match.
 */
#include <pthread.h>

#include "rematch.h"

/*
 * The match-data block of each thread, made at its first match and used
 * for all of them: a thread's block is freed when the thread ends, by the
 * key's destructor, or by rematch_data_free() in the thread that calls it.
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

pcre2_match_data *
rematch_data(void)
{
	if (thread_md != NULL)
		return thread_md;
	if (pthread_once(&md_once, make_md_key) != 0)
		diag_fatal("cannot make a thread key");
	if ((thread_md = pcre2_match_data_create(REMATCH_PAIRS, NULL)) ==
	    NULL)
		diag_fatal("out of memory");
	if (pthread_setspecific(md_key, thread_md) != 0)
		diag_fatal("cannot set a thread key");
	return thread_md;
}

void
rematch_data_free(void)
{
	if (thread_md == NULL)
		return;
	(void)pthread_setspecific(md_key, NULL);
	pcre2_match_data_free(thread_md);
	thread_md = NULL;
}

/*
 * Match again with a JIT stack of up to REMATCH_STACK bytes, made for
 * this one match: a pattern needs it only on a long, unusual subject.
 * Returns what pcre2_match() returns.
 */
static int
match_big_stack(const pcre2_code *re, const char *s, size_t len,
    uint32_t opts, pcre2_match_data *md)
{
	pcre2_match_context	*mc;
	pcre2_jit_stack		*stack;
	int			 rc;

	if ((mc = pcre2_match_context_create(NULL)) == NULL)
		return PCRE2_ERROR_NOMEMORY;
	if ((stack = pcre2_jit_stack_create(32 * 1024, REMATCH_STACK,
	    NULL)) == NULL) {
		pcre2_match_context_free(mc);
		return PCRE2_ERROR_NOMEMORY;
	}
	pcre2_jit_stack_assign(mc, NULL, stack);
	rc = pcre2_match(re, (PCRE2_SPTR)s, len, 0, opts, md, mc);
	pcre2_jit_stack_free(stack);
	pcre2_match_context_free(mc);
	return rc;
}

/* Whether rc is PCRE2's code for invalid UTF-8. */
static int
is_utf_error(int rc)
{
	return rc <= PCRE2_ERROR_UTF8_ERR1 && rc >= PCRE2_ERROR_UTF8_ERR21;
}

int
rematch_after(int rc, const pcre2_code *re, const char *s, size_t len,
    uint32_t opts, pcre2_match_data *md, const struct pos *pos,
    const char *what)
{
	PCRE2_UCHAR	 msg[256];

	if (rc == PCRE2_ERROR_JIT_STACKLIMIT ||
	    rc == PCRE2_ERROR_JIT_BADOPTION)
		rc = match_big_stack(re, s, len, opts, md);
	if (rc >= 0)
		return rc > 0 ? rc : 1;	/* 0: the ovector is too small */
	if (rc == PCRE2_ERROR_NOMATCH || rc == PCRE2_ERROR_PARTIAL)
		return 0;
	if (!(opts & PCRE2_NO_UTF_CHECK) && is_utf_error(rc))
		return rc;
	if (pcre2_get_error_message(rc, msg, sizeof(msg)) < 0)
		msg[0] = '\0';
	diag_fatal_at(pos, "cannot match %s: %s", what, (char *)msg);
}

int
rematch(const pcre2_code *re, const char *s, size_t len, uint32_t opts,
    pcre2_match_data *md, const struct pos *pos, const char *what)
{
	return rematch_after(pcre2_match(re, (PCRE2_SPTR)s, len, 0, opts, md,
	    NULL), re, s, len, opts, md, pos, what);
}
