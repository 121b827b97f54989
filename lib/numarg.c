/*
 * numarg.c: strict whole numbers, from the command line and from records.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "diag.h"
#include "numarg.h"

/* How many bytes of a refused text a message quotes. */
#define QUOTE_MAX	40

/*
 * Copy up to QUOTE_MAX bytes of the len at s into quote (QUOTE_MAX + 4
 * bytes) for a message: control characters become '?', a cut falls
 * between UTF-8 characters and is marked with "...".
 */
static void
quote_text(const char *s, size_t len, char *quote)
{
	size_t	 n, i;

	n = len;
	if (n > QUOTE_MAX) {
		n = QUOTE_MAX;
		while (n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80)
			n--;
	}
	for (i = 0; i < n; i++)
		quote[i] = (unsigned char)s[i] < 0x20 || s[i] == 0x7f ? '?' :
		    s[i];
	quote[i] = '\0';
	if (n < len)
		strcat(quote, "...");
}

int
numarg_span(const char *s, size_t len, uint64_t min, uint64_t max,
    uint64_t *out, char *why)
{
	char		 quote[QUOTE_MAX + 4];
	uint64_t	 v = 0, digit;
	size_t		 i;
	int		 overflow = 0;

	quote_text(s, len, quote);
	for (i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9') {
			snprintf(why, NUMARG_WHY, "'%s' is not a whole number: "
			    "digits only, from %llu to %llu", quote,
			    (unsigned long long)min, (unsigned long long)max);
			return 0;
		}
		digit = (uint64_t)(s[i] - '0');
		if (v > (UINT64_MAX - digit) / 10)
			overflow = 1;
		else
			v = v * 10 + digit;
	}
	if (len == 0) {
		snprintf(why, NUMARG_WHY, "expected a whole number from %llu "
		    "to %llu, not nothing", (unsigned long long)min,
		    (unsigned long long)max);
		return 0;
	}
	if (overflow || v > max) {
		snprintf(why, NUMARG_WHY, "%s is too large: at most %llu",
		    quote, (unsigned long long)max);
		return 0;
	}
	if (v < min) {
		snprintf(why, NUMARG_WHY, "%s is too small: at least %llu",
		    quote, (unsigned long long)min);
		return 0;
	}
	*out = v;
	return 1;
}

int
numarg(const char *s, uint64_t min, uint64_t max, uint64_t *out, char *why)
{
	return numarg_span(s, strlen(s), min, max, out, why);
}

/*
 * Read s as a number from min to max, or exit 2 with "DASHESNAME: message"
 * ("--" for an option, "" for an operand).
 */
static uint64_t
number_or_usage(const char *dashes, const char *name, const char *s,
    uint64_t min, uint64_t max)
{
	uint64_t	 v;
	char		 why[NUMARG_WHY];

	if (!numarg(s, min, max, &v, why))
		diag_usage("%s%s: %s", dashes, name, why);
	return v;
}

uint64_t
numarg_option(const char *name, const char *s, uint64_t min, uint64_t max)
{
	return number_or_usage("--", name, s, min, max);
}

uint64_t
numarg_operand(const char *name, const char *s, uint64_t min, uint64_t max)
{
	return number_or_usage("", name, s, min, max);
}
