/*
 * words-dict.h: a dictionary's files held to what hunspell can use before
 * hunspell reads them.  Hunspell_create() takes an empty, binary or
 * garbled file silently, as a dictionary without words; these checks make
 * each of them an error that names the file (and the line).
 *
 * An affix file (.aff) must not be empty, and must be text in the
 * encoding its SET names: UTF-8, or an 8-bit encoding iconv(3) converts
 * (ISO8859-1 if it has no SET, as hunspell reads it; words-enc.h), where
 * text is any byte but NUL.  A word file (.dic) must be text in the same
 * encoding whose first line is the number of words, from 1 (a byte order
 * mark and blanks around it are allowed, and a comment after it, '4 #
 * Old Persian numbers', as hunspell allows them), with words after it.
 * The number is only an estimate for hunspell, which sizes a table by it:
 * a number more than twice the lines of words there is refused, as a file
 * cut short or a count that is wrong.  Lines are never kept whole: a file
 * of any size is checked in a small, fixed amount of memory.
 *
 * Ownership: *encoding and *wordchars from wdict_check_aff() are the
 * caller's to free.
 */
#ifndef REFKIT_WORDS_DICT_H
#define REFKIT_WORDS_DICT_H

#include <stddef.h>

/*
 * Check the affix file at path; its encoding (as its SET names it, or
 * ISO8859-1) into *encoding, its WORDCHARS in UTF-8 (NULL if none) into
 * *wordchars.  Returns 1, or 0 with a message in err.
 */
int	 wdict_check_aff(const char *path, char **encoding, char **wordchars,
	    char *err, size_t errsize);

/*
 * Check the word file at path, in the encoding its affix file sets.
 * Returns 1, or 0 with a message in err.
 */
int	 wdict_check_dic(const char *path, const char *encoding, char *err,
	    size_t errsize);

#endif
