/*
 * usual.c: a Control Word event's verb and arguments checked by hand, as
 * the verb table's patterns (game.c) would check them: the verb is found
 * in a table of 32 slots by its first and third bytes (the reader leaves
 * REC_SLACK bytes after an event's words, so a verb of one byte has a
 * third to read), then compared whole in two 8-byte steps; each argument
 * is a word, a blank never in it, so the patterns' blanks are the places
 * between the arguments, and each argument is read on its own.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "record.h"
#include "word8.h"
#include "cw/usual.h"

_Static_assert(REC_SLACK >= 16, "a verb is read 16 bytes on");

/* A mask of the first n bytes of a word of word8_load() (n from 0). */
#define FIRST_BYTES(n)	((n) >= 8 ? ~UINT64_C(0) : \
			    (UINT64_C(1) << 8 * (n)) - 1)

/* A verb of the table, its NUL and the zeros after it, in its slot. */
struct verb_key {
	char		 name[16];
	uint64_t	 mask[2];	/* its bytes and its NUL */
	int		 verb;		/* 1 + its enum cw_verb; 0: none */
};

/* The slot of a verb whose first and third bytes are a and c. */
#define SLOT(a, c)	(((unsigned int)(a) + (unsigned int)(c)) & 31)

/* The verb's key, in the slot of its first and third bytes, a and c. */
#define KEY(a, c, name, verb)	[SLOT(a, c)] = { name,			\
	{ FIRST_BYTES(sizeof(name)), FIRST_BYTES(sizeof(name) > 8 ?	\
	    sizeof(name) - 8 : 0) }, 1 + (verb) }

/*
 * No two verbs share a slot (unit-cwusual finds each); an empty slot's
 * mask and bytes are zeros, which every verb matches, and its verb none.
 */
static const struct verb_key keys[32] = {
	KEY('l', 't', "lot", CW_VERB_LOT),
	KEY('r', 'l', "roll", CW_VERB_ROLL),
	KEY('d', 'a', "draw", CW_VERB_DRAW),
	KEY('s', 'a', "swap", CW_VERB_SWAP),
	KEY('r', 'd', "redraw", CW_VERB_REDRAW),
	KEY('p', 'a', "play", CW_VERB_PLAY),
	KEY('r', 'p', "replace", CW_VERB_REPLACE),
	KEY('p', 's', "pass", CW_VERB_PASS),
	KEY('c', 'a', "challenge", CW_VERB_CHALLENGE)
};

static inline int
is_capital(unsigned char c)
{
	return (unsigned int)c - 'A' < 26;
}

/* A letter of ASCII, either case: [A-Za-z]. */
static inline int
is_letter(unsigned char c)
{
	return ((unsigned int)c | 0x20) - 'a' < 26;
}

static inline int
is_digit(unsigned char c)
{
	return (unsigned int)c - '0' < 10;
}

/* Whether s is one byte, a capital: [A-Z]. */
static inline int
one_capital(const unsigned char *s)
{
	return is_capital(s[0]) && s[1] == '\0';
}

/* Whether s is one letter: [A-Za-z]. */
static inline int
one_letter(const unsigned char *s)
{
	return is_letter(s[0]) && s[1] == '\0';
}

#define ONES	UINT64_C(0x0101010101010101)
#define HIGHS	(ONES << 7)

/*
 * The high bit of each byte of w that is a capital: each byte below 0x80
 * taken from 'A' and from 'Z' + 1 without a borrow across bytes.
 */
static inline uint64_t
capital_bytes(uint64_t w)
{
	uint64_t	 low = w & ~HIGHS;

	return (low + (0x80 - 'A') * ONES) & ~(low + (0x80 - 'Z' - 1) * ONES) &
	    ~w & HIGHS;
}

/*
 * Whether s is capitals, from min to max of them: [A-Z]{min,max}.  They
 * are counted eight at a time, not one by one: a draw's length is the
 * record's chance, and a branch on each byte is mispredicted at its end.
 * Up to 16 bytes past the last capital are read: the reader leaves them
 * (record.h, REC_SLACK).
 */
static int
capitals(const unsigned char *s, size_t min, size_t max)
{
	uint64_t	 other;
	size_t		 n;

	for (n = 0; (other = ~capital_bytes(word8_load(s + n)) & HIGHS) == 0;
	    n += 8)
		if (n >= max)
			return 0;
	n += (size_t)__builtin_ctzll(other) / 8;
	return s[n] == '\0' && n >= min && n <= max;
}

/* Whether s is one to three digits: [0-9]{1,3}. */
static inline int
die(const unsigned char *s)
{
	size_t	 n = 0;

	while (is_digit(s[n]))
		n++;
	return s[n] == '\0' && n >= 1 && n <= 3;
}

/* The bytes of a number at s, -?[0-9]{1,7}, or 0 if there is none. */
static inline size_t
number(const unsigned char *s)
{
	size_t	 i = s[0] == '-', from = i;

	while (is_digit(s[i]))
		i++;
	return i > from && i - from <= 7 ? i : 0;
}

/* Whether s is a square, game.c's SQUARE: -?[0-9]{1,7},-?[0-9]{1,7}. */
static int
square(const unsigned char *s)
{
	size_t	 col = number(s), row;

	if (col == 0 || s[col] != ',')
		return 0;
	row = number(s + col + 1);
	return row > 0 && s[col + 1 + row] == '\0';
}

/*
 * Whether s is a direction: across|down.  Its first 8 bytes are compared
 * with both, with no branch on which it is (the record's chance).
 */
static inline int
direction(const unsigned char *s)
{
	uint64_t	 w = word8_load(s);

	return ((w & FIRST_BYTES(7)) == word8_load("across\0")) |
	    ((w & FIRST_BYTES(5)) == word8_load("down\0\0\0"));
}

/*
 * Whether s is a play's word: (?:[A-Za-z]|\([A-Za-z]{1,64}\)){1,64}, a
 * letter or letters in parentheses 64 times at most.  A letter begins
 * one and '(' the other, so reading it from the left is the only way.
 */
static int
word(const unsigned char *s)
{
	size_t	 parts = 0, in;

	for (;; parts++) {
		if (is_letter(*s))
			s++;
		else if (*s == '(') {
			for (in = 0, s++; is_letter(*s); s++)
				in++;
			if (*s != ')' || in < 1 || in > 64)
				return 0;
			s++;
		} else
			break;
	}
	return *s == '\0' && parts >= 1 && parts <= 64;
}

/*
 * Whether the arguments are a replacement turn: SQUARE [A-Z](?: SQUARE
 * [A-Z]){0,31}, from one to 32 squares, each with its capital.
 */
static int
replacements(const unsigned char *const *a, size_t nargs)
{
	size_t	 i;

	if (nargs < 2 || nargs > 64 || nargs % 2 != 0)
		return 0;
	for (i = 0; i < nargs; i += 2)
		if (!square(a[i]) || !one_capital(a[i + 1]))
			return 0;
	return 1;
}

/*
 * Whether the arguments, joined by blanks, are the empty text: none, or
 * one empty (the reader makes no empty word, but the table takes it).
 */
static inline int
nothing(const unsigned char *const *a, size_t nargs)
{
	return nargs == 0 || (nargs == 1 && a[0][0] == '\0');
}

int
cw_usual_verb(const struct rec_event *e)
{
	const unsigned char	*v = (const unsigned char *)e->verb;
	const unsigned char *const *a = (const unsigned char *const *)e->args;
	const struct verb_key	*k = &keys[SLOT(v[0], v[2])];
	size_t			 n = e->nargs;
	int			 fits;

	if ((word8_load(v) & k->mask[0]) != word8_load(k->name) ||
	    (word8_load(v + 8) & k->mask[1]) != word8_load(k->name + 8))
		return -1;
	switch (k->verb - 1) {
	case CW_VERB_LOT:
		fits = n == 1 && one_capital(a[0]);
		break;
	case CW_VERB_ROLL:
		fits = (n == 1 || n == 2) && die(a[0]) && (n == 1 || die(a[1]));
		break;
	case CW_VERB_DRAW:
		fits = n == 1 && capitals(a[0], 1, 100);
		break;
	case CW_VERB_SWAP:
		fits = n == 2 && one_letter(a[0]) && one_letter(a[1]);
		break;
	case CW_VERB_REDRAW:
		fits = n == 0 || (n == 1 && capitals(a[0], 0, 100));
		break;
	case CW_VERB_PLAY:
		fits = n == 3 && square(a[0]) && direction(a[1]) &&
		    word(a[2]);
		break;
	case CW_VERB_REPLACE:
		fits = replacements(a, n);
		break;
	case CW_VERB_PASS:
	case CW_VERB_CHALLENGE:
		fits = nothing(a, n);
		break;
	default:
		return -1;
	}
	return fits ? k->verb - 1 : -1;
}
