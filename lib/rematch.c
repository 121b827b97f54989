/*
 * rematch.c: PCRE2 matching that tells a resource error from no match.
 */
#include "rematch.h"

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
