/*
 * dict.h: the dictionaries Control Word games name, kept open for the
 * thread that opens them (cw_words_close_all() in game.h releases them),
 * with the word graph asked before hunspell (cw_word_check() in game.h).
 */
#ifndef REFKIT_CW_DICT_H
#define REFKIT_CW_DICT_H

#include <stddef.h>

struct cw_words;

/*
 * The dictionary name as the control-word policy judges, opened once for
 * the calling thread and owned by the store; NULL with a message in err (size bytes)
 * if it cannot be opened.
 */
struct cw_words	*cw_dict_open(const char *name, char *err, size_t size);

#endif
