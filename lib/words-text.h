/*
 * words-text.h: whether the bytes of a dictionary or an index are text:
 * UTF-8 (no overlong forms, no surrogates, nothing beyond U+10FFFF) with
 * no NUL byte.  The bytes come a piece at a time, so that a large file is
 * checked as it is read; the place of the first fault is kept.
 *
 * Ownership: a struct wtext is the caller's, set up with wtext_init(); it
 * holds no pointer.
 */
#ifndef REFKIT_WORDS_TEXT_H
#define REFKIT_WORDS_TEXT_H

#include <stddef.h>

struct wtext {
	unsigned long	 line;		/* where the character read is, */
	unsigned long	 col;		/* from 1 (col in characters) */
	unsigned int	 need;		/* continuation bytes still to come */
	unsigned char	 lo, hi;	/* the range of the next one */
	unsigned char	 lead;		/* the byte that began the character */
};

void	 wtext_init(struct wtext *);

/*
 * Check the next n bytes.  Returns 1, or 0 with what is wrong in why
 * (whysize bytes) and its place in the struct's line and col.
 */
int	 wtext_feed(struct wtext *, const char *buf, size_t n, char *why,
	    size_t whysize);

/*
 * Whether the n bytes at buf are all ASCII with no NUL (then they are
 * text, and wtext_feed() would say so); if so, their newlines are counted
 * into *newlines.  A quick look for the usual case: 0 says only that
 * wtext_feed() must read them.
 */
int	 wtext_ascii(const char *buf, size_t n, unsigned long *newlines);

/* At the end of the bytes: 0 with a message if a character is cut short. */
int	 wtext_end(const struct wtext *, char *why, size_t whysize);

/*
 * Read the whole file at path into a NUL-terminated buffer the caller
 * frees, of the size fstat(2) gives (a file that grows as it is read is
 * refused); its length in *lenp.  NULL with a message in err.
 */
char	*wtext_slurp(const char *path, size_t *lenp, char *err,
	    size_t errsize);

#endif
