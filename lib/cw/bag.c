/*
 * bag.c: counts of tiles per letter, for Control Word's bags and racks.
 */
#include <string.h>

#include "cw/bag.h"

/* The popular game's 100 tiles less its two blanks. */
static const unsigned char standard[CW_LETTERS] = {
	9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2,		/* A to M */
	6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1		/* N to Z */
};

void
cw_bag_fill(struct cw_bag *b)
{
	int	 i;

	b->total = 0;
	for (i = 0; i < CW_LETTERS; i++)
		b->total += b->n[i] = standard[i];
}

void
cw_bag_empty(struct cw_bag *b)
{
	memset(b, 0, sizeof(*b));
}

int
cw_is_vowel(char c)
{
	switch (cw_upper(c)) {
	case 'A':
	case 'E':
	case 'I':
	case 'O':
	case 'U':
		return 1;
	default:
		return 0;
	}
}

/* The letter's place in a bag, A first, or -1 if it is not a letter. */
static int
letter_index(char c)
{
	int	 k = cw_upper(c) - 'A';

	return k >= 0 && k < CW_LETTERS ? k : -1;
}

/*
 * Take the letters one by one from the bag itself; at a letter it lacks,
 * put back those taken, the bag as it was.
 */
int
cw_bag_take(struct cw_bag *b, const char *s, int len, char *lacking)
{
	int	 i, k;

	for (i = 0; i < len; i++) {
		if ((k = letter_index(s[i])) < 0 || b->n[k] == 0) {
			*lacking = cw_upper(s[i]);
			while (i-- > 0)
				b->n[letter_index(s[i])]++;
			return 0;
		}
		b->n[k]--;
	}
	b->total -= len;
	return 1;
}

/* One pass over the letters, each taken and given at once. */
int
cw_bag_move(struct cw_bag *from, struct cw_bag *to, const char *s, int len,
    char *lacking)
{
	int	 i, k;

	for (i = 0; i < len; i++) {
		if ((k = letter_index(s[i])) < 0 || from->n[k] == 0) {
			*lacking = cw_upper(s[i]);
			while (i-- > 0) {
				k = letter_index(s[i]);
				from->n[k]++;
				to->n[k]--;
			}
			return 0;
		}
		from->n[k]--;
		to->n[k]++;
	}
	from->total -= len;
	to->total += len;
	return 1;
}

void
cw_bag_add(struct cw_bag *b, char c)
{
	b->n[cw_upper(c) - 'A']++;
	b->total++;
}

void
cw_bag_pour(struct cw_bag *to, struct cw_bag *from)
{
	int	 i;

	for (i = 0; i < CW_LETTERS; i++)
		to->n[i] += from->n[i];
	to->total += from->total;
	cw_bag_empty(from);
}
