/*
 * once.h: a pointer made at its first use, once for every thread that
 * asks: the reader's PCRE2 patterns and the verb tables' patterns and
 * shapes, which most runs of a program never need all of.
 *
 * Ownership: what make returns is the slot's, and stays the caller's to
 * free; once_pointer() keeps nothing.
 */
#ifndef REFKIT_ONCE_H
#define REFKIT_ONCE_H

/*
 * The pointer in *slot; if it is NULL, make(arg)'s, put there first.  A
 * thread that finds it set pays one atomic load; make runs once, under a
 * lock of its own, so it must not ask once_pointer() for another.
 */
void	*once_pointer(void *_Atomic *slot, void *(*make)(const void *arg),
	    const void *arg);

#endif
