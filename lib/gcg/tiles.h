/*
 * tiles.h: the letter sets of the popular crossword game as GCG records
 * use them: each letter's face (upper case for a tile, lower case for a
 * blank played as it), value and count in the bag of 100, and the blank.
 *
 * A tile is a small number: GCG_BLANK (0) for a blank in a rack, 1 to n
 * for the set's letters.  The sets are constant tables; nothing here is
 * allocated.
 */
#ifndef REFKIT_GCG_TILES_H
#define REFKIT_GCG_TILES_H

#include <stddef.h>

#define GCG_BLANK	0	/* the blank, '?' in a rack */
#define GCG_MAXTILE	40	/* tiles of a set, blank included */

struct gcg_letters {
	const char	*name;			/* "english", "polish" */
	int		 n;			/* letters, 1..n */
	const char	*upper[GCG_MAXTILE];	/* UTF-8, [0] unused */
	const char	*lower[GCG_MAXTILE];
	int		 value[GCG_MAXTILE];	/* [0], the blank: 0 */
	int		 count[GCG_MAXTILE];	/* [0]: the blanks */
};

extern const struct gcg_letters gcg_english;
extern const struct gcg_letters gcg_polish;

/* The set of that name (as #tile-distribution gives it), or NULL. */
const struct gcg_letters *gcg_letters_named(const char *name);

/*
 * The letter at s (len bytes left): its tile (1..n) into *tile, 1 into
 * *blank if it is written in lower case, else 0; returns its length in
 * bytes, or 0 if no letter of the set begins there.
 */
size_t	 gcg_letter(const struct gcg_letters *, const char *s, size_t len,
	    int *tile, int *blank);

/* Whether s (len bytes) holds a letter of the Polish set that English lacks. */
int	 gcg_has_polish(const char *s, size_t len);

#endif
