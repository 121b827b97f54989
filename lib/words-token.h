/*
 * words-token.h: splitting text into words exactly as the hunspell program
 * does for -l, so that wordck can stand in for it in a pipe.
 *
 * hunspell 1.7 reads a line, marks the runs that look like URLs, e-mail
 * addresses and paths (they are never checked), and takes as a word each
 * run of word characters: letters, and the dictionary's WORDCHARS.  An
 * apostrophe joins two runs when a word character follows it, so one at
 * either end of a word is dropped; a colon at the end of a word is dropped;
 * a few Latin-1 HTML entities (&Agrave; ...) count as letters.
 *
 * What a letter is depends on the locale, as it does for hunspell: in a
 * UTF-8 locale it is a character hunspell's own Unicode table calls a
 * letter, and the dictionary's WORDCHARS count too; in any other locale
 * (the C locale) input is read as ASCII: letters are A-Z and a-z, the word
 * characters only the ASCII ones at the start of WORDCHARS, and every other
 * byte separates words.
 *
 * Ownership: a struct wtok holds no pointer into the line beyond the call
 * of wtok_line() that set it and the wtok_next() calls that follow.
 */
#ifndef REFKIT_WORDS_TOKEN_H
#define REFKIT_WORDS_TOKEN_H

#include <stddef.h>

struct wtok;

/*
 * Make a tokenizer: utf8 says whether the locale is UTF-8 (see
 * wtok_locale_utf8()); wordchars is the first dictionary's WORDCHARS in
 * UTF-8, or NULL.  The caller frees it with wtok_free().
 */
struct wtok	*wtok_new(int utf8, const char *wordchars);
void		 wtok_free(struct wtok *);

/*
 * Whether the locale's character set is UTF-8: set LC_CTYPE from the
 * environment, as hunspell does, and ask.
 */
int		 wtok_locale_utf8(void);

/* Start on a line: len bytes of valid UTF-8, NUL-terminated. */
void		 wtok_line(struct wtok *, const char *line, size_t len);

/*
 * The next word of the line: its byte offset and length.  Returns 1, or 0
 * when the line has no more words.
 */
int		 wtok_next(struct wtok *, size_t *start, size_t *len);

#endif
