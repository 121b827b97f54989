/*
 * verdict.c: verdicts of the rules, and printing them.
 */
#include <stdarg.h>
#include <stdio.h>

#include "verdict.h"

static void
verdict_set(struct verdict *v, int status, const struct pos *pos,
    const char *fmt, va_list ap)
{
	v->status = status;
	if (pos != NULL)
		v->pos = *pos;
	vsnprintf(v->text, sizeof(v->text), fmt, ap);
}

int
verdict_reject(struct verdict *v, const struct pos *pos, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	verdict_set(v, EXIT_REJECTED, pos, fmt, ap);
	va_end(ap);
	return 0;
}

int
verdict_malformed(struct verdict *v, const struct pos *pos, const char *fmt,
    ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	verdict_set(v, EXIT_TROUBLE, pos, fmt, ap);
	va_end(ap);
	return 0;
}

int
verdict_print(const struct verdict *v)
{
	if (v->status != EXIT_VALID)
		diag_at(&v->pos, "%s", v->text);
	return v->status;
}
