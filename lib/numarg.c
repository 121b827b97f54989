/*
 * numarg.c: strict whole numbers from the command line.
 */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "diag.h"
#include "numarg.h"

int
numarg(const char *s, uint64_t min, uint64_t max, uint64_t *out, char *why)
{
	unsigned long long	 v;
	const char		*p;
	char			*end;

	for (p = s; isdigit((unsigned char)*p); p++)
		continue;
	if (*s == '\0' || *p != '\0') {
		snprintf(why, 128, "'%.40s' is not a whole number", s);
		return 0;
	}
	errno = 0;
	v = strtoull(s, &end, 10);
	if (errno == ERANGE || v < min || v > max) {
		snprintf(why, 128, "%.40s is out of range: it is from %llu "
		    "to %llu", s, (unsigned long long)min,
		    (unsigned long long)max);
		return 0;
	}
	*out = v;
	return 1;
}

uint64_t
numarg_option(const char *name, const char *s, uint64_t min, uint64_t max)
{
	uint64_t	 v;
	char		 why[128];

	if (!numarg(s, min, max, &v, why))
		diag_usage("--%s: %s", name, why);
	return v;
}
