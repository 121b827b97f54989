/*
 * words-affix.h: a hunspell dictionary expanded as hunspell's affix rules
 * allow, for the closure of the simple words (words-closure.h).
 *
 * A simple word is one of the letters of words-letters.h (ASCII letters
 * and the apostrophe; for a UTF-8 dictionary Latin-1's and Latin
 * Extended-A's letters too), nothing else.  waffix_read() reads a .aff and its .dic; waffix_expand() calls a
 * function on every simple form the dictionary yields: each stem as
 * written, with each suffix, each prefix, and each prefix and suffix
 * together where both allow it (a cross product), for the stems as written
 * and the capitalized copies hunspell makes of stems with capitals in
 * them.  The expansion is generous where that is simpler (a form
 * hunspell would refuse may come out); it is meant to miss nothing.
 *
 * It misses nothing only for an affix file whose every rule it knows:
 * waffix_complete() says whether the files use only what it models, and
 * if not, why.  The argument is in words-affix.c.
 *
 * Ownership: waffix_read() returns a handle the caller frees with
 * waffix_free(); the forms given to the function live until it returns.
 */
#ifndef REFKIT_WORDS_AFFIX_H
#define REFKIT_WORDS_AFFIX_H

#include <stddef.h>

#include "words-letters.h"

struct waffix;

/* Read the affix file and the word file; NULL with a message in err. */
struct waffix	*waffix_read(const char *aff, const char *dic, char *err,
		    size_t errsize);
void		 waffix_free(struct waffix *);

/*
 * Whether every simple word hunspell can accept with these files is a
 * case variant of a form waffix_expand() gives: 1, or 0 with the first
 * reason it is not known to be so in why.
 */
int		 waffix_complete(const struct waffix *, char *why,
		    size_t whysize);

/* Call fn on every simple form of the dictionary (some more than once). */
void		 waffix_expand(const struct waffix *,
		    void (*fn)(const char *form, size_t len, void *arg),
		    void *arg);

/* The letters of the dictionary's simple words (its SET's). */
enum wletters	 waffix_letters(const struct waffix *);

/* Whether the len bytes at s are a simple word (and not empty). */
int		 waffix_simple(const struct waffix *, const char *s,
		    size_t len);

#endif
