/*
 * text.h: the plain-text data files of Alphagon (board layouts and card
 * decks, ag-board(5)) read as hostile input: the whole file is loaded
 * under a size limit, then handed out a line at a time, each checked to be
 * printable ASCII of a bounded length, with '#' comments taken off.
 *
 * Ownership: ag_text_load() gives the caller a buffer to free(3); a
 * struct ag_text points into a buffer the caller owns and allocates
 * nothing.
 */
#ifndef REFKIT_AG_TEXT_H
#define REFKIT_AG_TEXT_H

#include <stddef.h>

#include "verdict.h"

#define AG_TEXT_MAXFILE	(1024 * 1024)	/* bytes in a data file */
#define AG_TEXT_MAXLINE	1024		/* bytes in a line, without '\n' */

/* A reader of lines over a buffer. */
struct ag_text {
	const char	*file;		/* the name for messages (not owned) */
	const char	*buf;
	size_t		 len;
	size_t		 off;		/* where the next line starts */
	unsigned int	 line;		/* the number of the last line read */
};

/*
 * Read the file at path ("-" for standard input) into a new buffer
 * *buf of *len bytes that the caller frees.  Returns 1, or 0 with the
 * verdict filled (malformed) if it cannot be read or is too large.
 */
int	 ag_text_load(const char *path, char **buf, size_t *len,
	    struct verdict *);

/* Start reading the len bytes at buf, named file in messages. */
void	 ag_text_init(struct ag_text *, const char *file, const char *buf,
	    size_t len);

/*
 * The next line that holds more than a comment and blanks: its text up to
 * any comment in *s and *n, its place in *pos.  Returns 1, 0 at the end,
 * or -1 with the verdict filled (malformed) for a line that is too long
 * or holds a byte that is not printable ASCII or a tab.
 */
int	 ag_text_next(struct ag_text *, const char **s, size_t *n,
	    struct pos *pos, struct verdict *);

/*
 * The next word of the n bytes at s from *off on (words are separated by
 * spaces and tabs): its offset in *start and length in *wlen; *off moves
 * past it.  Returns 1, or 0 when no word is left.
 */
int	 ag_text_word(const char *s, size_t n, size_t *off, size_t *start,
	    size_t *wlen);

#endif
