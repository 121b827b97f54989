/*
 * wordsearch.h: every play of a rack's tiles along one line of a
 * crossword board, the board-independent half of a move generator.
 *
 * The caller cuts a line (a row or a column) out of its board: each square
 * holds a tile already down, or is empty with the set of letters a new
 * tile may take there (its cross-check: the letters that make a word with
 * the tiles above and below it, lexicon_cross_set(); every letter when it
 * has none), and is an anchor or not.  A play is then, as in the popular
 * crossword game:
 *
 *	- one word of the lexicon, of 2 letters or more, along the line,
 *	  from the square after an empty one (or the line's first) to the
 *	  square before an empty one (or the line's last): every tile down
 *	  in its span is part of it;
 *	- at least one new tile, each on an empty square of the span, of a
 *	  letter its square's cross-check allows; all empty squares of the
 *	  span get one (no gaps);
 *	- at least one new tile on an anchor: an empty square that touches a
 *	  tile down, or the given start square of the first play.
 *
 * The board of Control Word has no edge: the caller gives a line long
 * enough to hold every play (the tiles' extent and the rack's size on
 * each side).  A rack is letter counts and wildcards (blanks) that stand
 * for any letter.  Each play is reported once: the same letters from a
 * wildcard or from a letter tile are two plays.  The search is Appel and
 * Jacobson's: each play is found from its leftmost anchor, with the
 * letters left of the anchor walked from each start the anchor allows.
 *
 * A play of one tile whose word along this line would be that letter
 * alone is no play of this line: it is the perpendicular line's (where
 * its word is); and one tile that makes a word both ways is found on
 * both lines.  A move generator counts such a play once.
 *
 * Ownership: the search owns the play it reports and its strings, which
 * live until the callback returns; it keeps nothing of the caller's.
 */
#ifndef REFKIT_WORDSEARCH_H
#define REFKIT_WORDSEARCH_H

#include <stddef.h>
#include <stdint.h>

#include "lexicon.h"

/* A square of the line. */
struct ws_square {
	char		 letter;	/* 'A'-'Z': a tile down; 0: empty;
					   anything else: a tile no word
					   may take */
	unsigned char	 anchor;	/* empty squares: a play must cover one */
	uint32_t	 cross;		/* empty squares: the letters allowed */
};

/* A rack: how many tiles of each letter, and how many wildcards. */
struct ws_rack {
	unsigned int	 count[26];
	unsigned int	 wild;
};

/* How a play's square gets its letter. */
enum ws_how {
	WS_DOWN = 0,	/* a tile already down */
	WS_TILE = 1,	/* a new tile of that letter */
	WS_WILD = 2	/* a new wildcard standing for that letter */
};

/* A play: where its word starts and which squares take new tiles. */
struct ws_play {
	size_t			 start;	/* the square of the first letter */
	size_t			 len;	/* the word's letters */
	size_t			 ntiles;	/* how many are new */
	const char		*word;	/* len letters A-Z, NUL-terminated */
	const unsigned char	*how;	/* len enum ws_how, one a letter */
};

/*
 * Call fn on every play of rack along the n squares of line, found in
 * lex; a nonzero return from fn stops the search.  Returns how many plays
 * were reported.
 */
size_t	 wordsearch(const struct lexicon *lex, const struct ws_square *line,
	    size_t n, const struct ws_rack *rack,
	    int (*fn)(const struct ws_play *, void *), void *arg);

#endif
