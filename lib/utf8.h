/*
 * utf8.h: reading UTF-8 one character at a time, and which characters
 * show nothing on a terminal.  Plain functions on the caller's bytes;
 * nothing is allocated.
 */
#ifndef REFKIT_UTF8_H
#define REFKIT_UTF8_H

#include <stddef.h>
#include <stdint.h>

/*
 * Decode the character at s, of at most len bytes, into *cp.  Returns its
 * length in bytes, or 0 if s does not begin with a valid UTF-8 character
 * (a stray or missing continuation byte, an overlong form, a surrogate,
 * a value beyond U+10FFFF) or len is 0.
 */
size_t	 utf8_decode(const char *s, size_t len, uint32_t *cp);

/*
 * Whether the character shows nothing, or only space: the C0 and C1
 * controls, DEL, the no-break and other spaces, joiners, direction marks
 * and overrides, line and paragraph separators, variation selectors, the
 * byte order mark, interlinear annotations, tags and the noncharacters
 * U+FFFE and U+FFFF.  The ASCII space is not among them.
 */
int	 utf8_invisible(uint32_t cp);

#endif
