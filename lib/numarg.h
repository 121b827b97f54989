/*
 * numarg.h: reading whole numbers strictly, the one way every program reads
 * a number from an option, an operand or a record's tag: digits only (no
 * sign, no spaces, no trailing junk), within a range.
 */
#ifndef REFKIT_NUMARG_H
#define REFKIT_NUMARG_H

#include <stddef.h>
#include <stdint.h>

/* The size of the message buffer numarg() and numarg_span() fill. */
#define NUMARG_WHY	128

/*
 * Read the string s as a whole number from min to max into *out.  Returns
 * 1, or 0 with a message in why (NUMARG_WHY bytes) saying what is wrong.
 */
int	 numarg(const char *s, uint64_t min, uint64_t max, uint64_t *out,
	    char *why);

/* As numarg(), for the len bytes at s, a number within a longer text. */
int	 numarg_span(const char *s, size_t len, uint64_t min, uint64_t max,
	    uint64_t *out, char *why);

/* Read an option's number or exit 2 with "--NAME: message". */
uint64_t numarg_option(const char *name, const char *s, uint64_t min,
	    uint64_t max);

/* Read an operand's number or exit 2 with "NAME: message". */
uint64_t numarg_operand(const char *name, const char *s, uint64_t min,
	    uint64_t max);

#endif
