/*
 * words-enc.h: a dictionary in an 8-bit encoding (SET ISO8859-1, ...,
 * or no SET, which hunspell reads as ISO8859-1), read as the hunspell
 * program reads it with UTF-8 input and output: each word is converted
 * with iconv(3) into the dictionary's encoding before hunspell is asked,
 * and the dictionary's own strings (WORDCHARS, suggestions) into UTF-8.
 *
 * The conversion is hunspell's to the byte: a character the encoding
 * lacks ends it, and what was converted before it is what hunspell is
 * asked (hunspell -l accepts 'abż' with a Latin-1 dictionary that has
 * 'ab'); then each typographic apostrophe left is made plain.
 *
 * Ownership: a struct wenc is one thread's (iconv(3) keeps state); a
 * string it returns is in its buffer and lives until its next call.
 */
#ifndef REFKIT_WORDS_ENC_H
#define REFKIT_WORDS_ENC_H

#include <stddef.h>

struct wenc;

/* Whether the encoding a SET names is UTF-8 (no conversion is needed). */
int		 wenc_is_utf8(const char *encoding);

/*
 * Open the conversions between UTF-8 and the encoding a SET names.
 * Returns a handle the caller closes with wenc_close(), or NULL with a
 * message in err if iconv(3) does not know the encoding.
 */
struct wenc	*wenc_open(const char *encoding, char *err, size_t errsize);
void		 wenc_close(struct wenc *);

/*
 * The word (len bytes of UTF-8) as hunspell asks the dictionary: in its
 * encoding, up to the first character the encoding lacks, typographic
 * apostrophes made plain; NUL-terminated, in the handle's buffer.
 */
const char	*wenc_to_dict(struct wenc *, const char *word, size_t len);

/*
 * The dictionary's string s (len bytes in its encoding) in UTF-8, up to
 * the first byte the encoding lacks; NUL-terminated, in the handle's
 * buffer.  *whole (if whole is not NULL) tells whether all of s was.
 */
const char	*wenc_from_dict(struct wenc *, const char *s, size_t len,
		    int *whole);

#endif
