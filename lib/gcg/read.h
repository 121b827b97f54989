/*
 * read.h: the lines of a GCG record, as UTF-8 text.  The record's bytes
 * are the caller's; each line is handed out decoded: ISO-8859-1 turned
 * into UTF-8, the line end (LF or CRLF) taken off.
 *
 * Encoding: "#character-encoding UTF-8" or "ISO-8859-1" on line 1 says
 * which; without it a line that is valid UTF-8 is read as UTF-8 and any
 * other as ISO-8859-1.  A NUL byte, a control character other than a tab,
 * invalid UTF-8 in a file that says UTF-8, or a line longer than
 * GCG_MAXLINE bytes is malformed.
 *
 * Ownership: struct gcg_src is a plain value on the caller's stack; the
 * line it hands out is inside it, until the next call.
 */
#ifndef REFKIT_GCG_READ_H
#define REFKIT_GCG_READ_H

#include <stddef.h>

#include "verdict.h"

#define GCG_MAXLINE	4096		/* bytes of a line as read */
#define GCG_MAXBYTES	(1L << 20)	/* bytes of a record */

enum gcg_encoding { GCG_GUESS, GCG_UTF8, GCG_LATIN1 };

struct gcg_src {
	const char		*file;		/* its name, for places */
	const char		*buf;		/* the record's bytes */
	size_t			 len;
	size_t			 off;		/* the next line's first byte */
	unsigned int		 line;		/* the last line's number */
	enum gcg_encoding	 enc;
	char			 text[2 * GCG_MAXLINE + 1];
	size_t			 textlen;
};

/*
 * Begin reading the len bytes at buf, named file; the encoding is read
 * from line 1.  Returns 1, or 0 with a malformed verdict for an encoding
 * that is neither UTF-8 nor ISO-8859-1.
 */
int	 gcg_src_begin(struct gcg_src *, const char *file, const char *buf,
	    size_t len, struct verdict *);

/*
 * The next line into src->text (src->textlen bytes, NUL-ended) and its
 * number into src->line.  Returns 1, 0 at the end, or -1 with a malformed
 * verdict.
 */
int	 gcg_src_next(struct gcg_src *, struct verdict *);

/* The place of byte off of the current line: columns count characters. */
struct pos gcg_src_pos(const struct gcg_src *, size_t off);

#endif
