/*
 * words-dict.h: a dictionary's files held to what hunspell can use before
 * hunspell reads them.  Hunspell_create() takes an empty, binary or
 * garbled file silently, as a dictionary without words; these checks make
 * each of them an error that names the file (and the line).
 *
 * An affix file (.aff) must be UTF-8 text, not empty, and say SET UTF-8
 * (refkit reads UTF-8 only).  A word file (.dic) must be UTF-8 text whose
 * first line is the number of words, from 1 (a byte order mark and blanks
 * around it are allowed, as hunspell allows them), with words after it.
 * The number is only an estimate for hunspell, which sizes a table by it:
 * a number more than twice the lines of words there is refused, as a file
 * cut short or a count that is wrong.  Lines are never kept whole: a file
 * of any size is checked in a small, fixed amount of memory.
 *
 * Ownership: *wordchars from wdict_check_aff() is the caller's to free.
 */
#ifndef REFKIT_WORDS_DICT_H
#define REFKIT_WORDS_DICT_H

#include <stddef.h>

/*
 * Check the affix file at path; its WORDCHARS (NULL if none) into
 * *wordchars.  Returns 1, or 0 with a message in err.
 */
int	 wdict_check_aff(const char *path, char **wordchars, char *err,
	    size_t errsize);

/* Check the word file at path.  Returns 1, or 0 with a message in err. */
int	 wdict_check_dic(const char *path, char *err, size_t errsize);

#endif
