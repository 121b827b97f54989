/*
 * verdict.c: verdicts of the rules, and printing them.
 */
#include <stdarg.h>
#include <stdio.h>

#include "verdict.h"

/*
 * Fill the verdict.  A text too long for it is cut at the start of a
 * character, not inside one.
 */
static void
verdict_set(struct verdict *v, int status, const struct pos *pos,
    const char *fmt, va_list ap)
{
	const size_t	 end = sizeof(v->text) - 1;
	size_t		 lead, need;
	unsigned char	 c;

	v->status = status;
	if (pos != NULL)
		v->pos = *pos;
	if (vsnprintf(v->text, sizeof(v->text), fmt, ap) < (int)end)
		return;
	/* The last character kept: complete, or cut off? */
	for (lead = end - 1; lead > 0 &&
	    ((unsigned char)v->text[lead] & 0xc0) == 0x80; lead--)
		continue;
	c = (unsigned char)v->text[lead];
	need = c < 0xc0 ? 1 : c < 0xe0 ? 2 : c < 0xf0 ? 3 : 4;
	if (lead + need > end)
		v->text[lead] = '\0';
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
