/*
 * lexwalk.h: for the C unit tests of lexicon_has(): the answer of the
 * graph's own walk, letter by letter, which its tables must give.
 */
#ifndef REFKIT_LEXWALK_H
#define REFKIT_LEXWALK_H

#include <stddef.h>
#include <stdint.h>

#include "lexicon.h"

/* Whether the walk of lexicon.h takes the len bytes at w to a word's end. */
static inline int
lexwalk_has(const struct lexicon *lex, const char *w, size_t len)
{
	uint32_t	 node = lex->root;
	size_t		 i;

	for (i = 0; i < len; i++) {
		if (w[i] < 'A' || w[i] > 'Z')
			return 0;
		node = lexicon_child(lex, node, (unsigned int)(w[i] - 'A'));
		if (node == LEXICON_NONE)
			return 0;
	}
	return lexicon_final(lex, node);
}

#endif
