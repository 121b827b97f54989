/*
 * words-letters.h: the letters of the closure's simple words
 * (words-closure.h) and their case, as hunspell maps it.
 *
 * A simple word is one or more of these characters and nothing else:
 * ASCII letters and the apostrophe ('); and for a UTF-8 dictionary (the
 * "latin" letters) also the letters of Latin-1 and Latin Extended-A,
 * U+00C0 to U+017F, but for the multiplication and division signs and the
 * five whose case leaves the range or has none of its own (U+0130 I with
 * a dot, U+0131 dotless i, U+0138 kra, U+0149 n after an apostrophe,
 * U+017F long s).  Each letter's lower case and capital are in the set
 * and are the same number of bytes in UTF-8, so a word changes case
 * without changing length; hunspell's own table (utf_info) maps them
 * alike, and tests/wordck-letters.t asks it, letter by letter.
 *
 * Ownership: nothing here allocates; out buffers are the caller's.
 */
#ifndef REFKIT_WORDS_LETTERS_H
#define REFKIT_WORDS_LETTERS_H

#include <stddef.h>

/* Which letters a dictionary's simple words have. */
enum wletters {
	WLETTERS_ASCII,		/* A-Z, a-z and ' (an 8-bit dictionary) */
	WLETTERS_LATIN		/* those and Latin-1, Latin Extended-A */
};

/* A word's case pattern, as hunspell's get_captype() tells it. */
enum wcase {
	WCASE_LOWER,		/* no capital */
	WCASE_INITIAL,		/* one capital, the first letter */
	WCASE_UPPER,		/* every letter with a case a capital */
	WCASE_MIXED		/* any other */
};

/*
 * The character at s[*i] (of len bytes), which *i passes: its code point,
 * or -1 if the bytes there are not one UTF-8 character well formed.
 */
long		 wletter_next(const char *s, size_t len, size_t *i);

/* Whether the code point c is one of the letters of the set. */
int		 wletter_in(long c, enum wletters set);

/* The lower case and the capital of a letter of the latin set. */
long		 wletter_lower(long c);
long		 wletter_upper(long c);

/*
 * Whether the len bytes at s are a simple word of the set (not empty):
 * then its lower case goes to out (len bytes, no NUL added) and its case
 * pattern to *kind, if they are not NULL.
 */
int		 wletter_fold(const char *s, size_t len, enum wletters set,
		    char *out, enum wcase *kind);

/*
 * Write the simple word at s (len bytes, lower case) Capitalized
 * (WCASE_INITIAL) or in CAPITALS (WCASE_UPPER) into out (len bytes).
 */
void		 wletter_recase(const char *s, size_t len, enum wcase kind,
		    char *out);

#endif
