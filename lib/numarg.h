/*
 * numarg.h: reading whole numbers from the command line, strictly: digits
 * only (no sign, no spaces, no trailing junk), within a range.
 */
#ifndef REFKIT_NUMARG_H
#define REFKIT_NUMARG_H

#include <stdint.h>

/*
 * Read s as a whole number from min to max into *out.  Returns 1, or 0
 * with a message in why (128 bytes) saying what is wrong.
 */
int	 numarg(const char *s, uint64_t min, uint64_t max, uint64_t *out,
	    char *why);

/* Read an option's number or exit 2 with "--NAME: message". */
uint64_t numarg_option(const char *name, const char *s, uint64_t min,
	    uint64_t max);

#endif
