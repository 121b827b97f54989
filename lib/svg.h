/*
 * svg.h: the text of the games' SVG pictures: a string with the
 * characters XML gives a meaning escaped, and a line of text.  Every
 * function writes to the stream given; the caller checks it for write
 * errors.
 */
#ifndef REFKIT_SVG_H
#define REFKIT_SVG_H

#include <stdio.h>

/* Write s with &, <, > and " escaped as XML entities. */
void	 svg_escaped(FILE *, const char *s);

/*
 * Write s, escaped, as a text element with its baseline at x, y; attrs
 * (empty, or beginning with a blank) is written into its start tag.
 */
void	 svg_line(FILE *, int x, int y, const char *attrs, const char *s);

#endif
