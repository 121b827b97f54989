/*
 * tiles.c: the English and Polish letter sets of the popular crossword
 * game, and reading a letter of a set.
 */
#include <string.h>

#include "gcg/tiles.h"

const struct gcg_letters gcg_english = {
	"english", 26,
	{ "", "A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
	  "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z" },
	{ "", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m",
	  "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z" },
	{ 0, 1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1,
	  4, 4, 8, 4, 10 },
	{ 2, 9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4,
	  2, 2, 1, 2, 1 }
};

const struct gcg_letters gcg_polish = {
	"polish", 32,
	{ "", "A", "Ą", "B", "C", "Ć", "D", "E", "Ę", "F", "G", "H", "I", "J",
	  "K", "L", "Ł", "M", "N", "Ń", "O", "Ó", "P", "R", "S", "Ś", "T", "U",
	  "W", "Y", "Z", "Ź", "Ż" },
	{ "", "a", "ą", "b", "c", "ć", "d", "e", "ę", "f", "g", "h", "i", "j",
	  "k", "l", "ł", "m", "n", "ń", "o", "ó", "p", "r", "s", "ś", "t", "u",
	  "w", "y", "z", "ź", "ż" },
	{ 0, 1, 5, 3, 2, 6, 2, 1, 5, 5, 3, 3, 1, 3, 2, 2, 3, 2, 1, 7, 1, 5, 2,
	  1, 1, 5, 2, 3, 1, 2, 1, 9, 5 },
	{ 2, 9, 1, 2, 3, 1, 3, 7, 1, 1, 2, 2, 8, 2, 3, 3, 2, 3, 5, 1, 6, 1, 3,
	  4, 4, 1, 3, 2, 4, 4, 5, 1, 1 }
};

const struct gcg_letters *
gcg_letters_named(const char *name)
{
	if (strcmp(name, "english") == 0)
		return &gcg_english;
	if (strcmp(name, "polish") == 0)
		return &gcg_polish;
	return NULL;
}

/* Whether the face f is the len bytes at s begin with. */
static size_t
face_at(const char *f, const char *s, size_t len)
{
	size_t	 n = strlen(f);

	return n <= len && memcmp(f, s, n) == 0 ? n : 0;
}

size_t
gcg_letter(const struct gcg_letters *set, const char *s, size_t len,
    int *tile, int *blank)
{
	size_t	 n;
	int	 i;

	if (len == 0)
		return 0;
	if (set == &gcg_english) {
		if (*s >= 'A' && *s <= 'Z') {
			*tile = *s - 'A' + 1;
			*blank = 0;
			return 1;
		}
		if (*s >= 'a' && *s <= 'z') {
			*tile = *s - 'a' + 1;
			*blank = 1;
			return 1;
		}
		return 0;
	}
	for (i = 1; i <= set->n; i++) {
		if ((n = face_at(set->upper[i], s, len)) > 0) {
			*tile = i;
			*blank = 0;
			return n;
		}
		if ((n = face_at(set->lower[i], s, len)) > 0) {
			*tile = i;
			*blank = 1;
			return n;
		}
	}
	return 0;
}

int
gcg_has_polish(const char *s, size_t len)
{
	size_t	 i;
	int	 k;

	for (i = 0; i < len; i++) {
		if ((unsigned char)s[i] < 0x80)
			continue;
		for (k = 1; k <= gcg_polish.n; k++)
			if (strlen(gcg_polish.upper[k]) > 1 &&
			    (face_at(gcg_polish.upper[k], s + i, len - i) ||
			    face_at(gcg_polish.lower[k], s + i, len - i)))
				return 1;
	}
	return 0;
}
