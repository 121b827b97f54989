/*
 * bag.h: Control Word's tiles: each color's bag holds the 98 tiles of the
 * popular crossword game without its blanks; the blue tiles are split
 * into a bag of vowels (A E I O U) and one of consonants (the rest, Y
 * included).  A bag or a rack is a count of tiles per letter.
 */
#ifndef REFKIT_CW_BAG_H
#define REFKIT_CW_BAG_H

#define CW_LETTERS	26
#define CW_BAGSIZE	98

struct cw_bag {
	unsigned char	 n[CW_LETTERS];	/* tiles of each letter, A first */
	int		 total;
};

/*
 * A letter in upper case: 'a' to 'z' become 'A' to 'Z', any other byte
 * stays itself, as toupper() has it in the C locale refkit runs in.
 * Inline: every tile of every event goes through it.
 */
static inline char
cw_upper(char c)
{
	return c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
}

/* Fill a bag with one color's 98 tiles. */
void	 cw_bag_fill(struct cw_bag *);

/* Empty a bag (a rack, before its first draw). */
void	 cw_bag_empty(struct cw_bag *);

/* Whether the letter ('A'..'Z') is a vowel: in the blue vowels' bag. */
int	 cw_is_vowel(char);

/*
 * Take the letters of s (upper or lower case, len bytes) out of a bag;
 * returns 1, or 0 with the bag unchanged and the first letter it lacks
 * in *lacking.
 */
int	 cw_bag_take(struct cw_bag *, const char *s, int len, char *lacking);

/*
 * Move the letters of s (upper or lower case, len bytes) from one bag to
 * another, as cw_bag_take() from from and cw_bag_add() to to do: returns
 * 1, or 0 with both bags unchanged and the first letter from lacks in
 * *lacking.
 */
int	 cw_bag_move(struct cw_bag *from, struct cw_bag *to, const char *s,
	    int len, char *lacking);

/* Put a tile of letter c back into a bag. */
void	 cw_bag_add(struct cw_bag *, char c);

/* Put every tile of from into to, and empty from. */
void	 cw_bag_pour(struct cw_bag *to, struct cw_bag *from);

#endif
