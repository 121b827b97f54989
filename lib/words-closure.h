/*
 * words-closure.h: the closure of a dictionary's simple words, which
 * answers for hunspell on them, yes and no.
 *
 * A simple word is one of the letters of words-letters.h: ASCII letters
 * and apostrophes, and for a UTF-8 dictionary the letters of Latin-1 and
 * Latin Extended-A too.  The closure holds, in lower case, every simple
 * form the dictionary yields with its affixes (words-affix.c says why
 * that is every simple word hunspell can accept, in some case), and for
 * each, whether hunspell accepted it at make time in lower case,
 * Capitalized and in CAPITALS; and every spelling in mixed case
 * (McDonald) the expansion gives, with whether hunspell accepted it.  So
 * for a simple word in one of those three cases the closure knows
 * hunspell's verdict: yes or no as recorded, and no if its lower case is
 * not in the closure; in mixed case, as recorded, and no if the spelling
 * is not there (hunspell asks a word in mixed case only as written).  If
 * the affix file uses a rule the expansion does not model, the closure is
 * incomplete: a word not in it is hunspell's to judge.
 *
 * The file, built by wordck-closure at make time, is an image of the
 * table a lookup probes, so that loading it is a read and a check, not a
 * parse (en_US: 163,680 forms).  Its first WCLOSURE_HEADER bytes are
 * text, an empty line, then NUL bytes:
 *
 *	refkit-words-closure 4
 *	aff SIZE HASH		the files it was built from, as in the
 *	dic SIZE HASH		prefix index (words-index.h)
 *	complete 1		or 0
 *	letters latin		the set of its simple words' letters: latin
 *				for a UTF-8 dictionary, ascii for another
 *	forms N			the forms it holds
 *	slots S			its table's slots (a power of two, from N)
 *	bytes B			the bytes of its forms (a multiple of 8)
 *	sum HASH		the checksum of what follows the header
 *	layout 24 little	a slot's size and the byte order of its
 *				numbers (the machine's that built it)
 *	aff-seal INO SIZE SEC NSEC	the seals (words-index.h) of
 *	dic-seal INO SIZE SEC NSEC	the aff and dic files as they were
 *				hashed, or 0 0 0 0: windex_vouches() takes
 *				the hashes above for theirs while the
 *				files are under them
 *	seal INO SIZE SEC NSEC	the file's own seal, made by
 *				wordck-closure, or seal 0 0 0 0
 *
 * then the S slots of the table, then the B bytes of the forms.  The sum
 * reads what follows the header as numbers of 8 bytes w (in the layout's
 * byte order): with a the sum of the w and b the sum of the a after each,
 * both modulo 2^64, HASH is b XOR a * 0x9e3779b97f4a7c15.  A form
 * is a form in lower case with its cases (1 if hunspell accepts it as
 * written, plus 2 Capitalized, plus 4 in CAPITALS), or a spelling in
 * mixed case with 1 if hunspell accepts it, else 0.
 *
 * The loader checks the header line by line and the size, and refuses a
 * damaged file, one of another version or one built on a machine of
 * another byte order; it checks the checksum and every slot against the
 * forms' bytes too, unless the file is under its seal: written by the
 * tool that checked them, and not written since (a read of 7 MiB and
 * 2 ms at each start, en_US's).
 *
 * Ownership: wclosure_load() returns a closure the caller frees with
 * wclosure_free(); nothing it returns needs freeing.  It is only read
 * after loading, so threads may share one.
 */
#ifndef REFKIT_WORDS_CLOSURE_H
#define REFKIT_WORDS_CLOSURE_H

#include <stddef.h>
#include <stdio.h>

#include "words-letters.h"

#define WCLOSURE_MAGIC	"refkit-words-closure 4"	/* the first line */
#define WCLOSURE_MAXFORM 255	/* the longest form a closure holds */
#define WCLOSURE_LOWER	1	/* a form's cases: accepted in lower case */
#define WCLOSURE_INITIAL 2	/* Capitalized */
#define WCLOSURE_UPPER	4	/* in CAPITALS */

/* What a closure says of a word. */
enum wclosure_answer {
	WCLOSURE_NO,		/* hunspell rejects it */
	WCLOSURE_YES,		/* hunspell accepts it */
	WCLOSURE_UNKNOWN	/* ask hunspell */
};

struct wclosure;

/* Read the closure at path; NULL with a message in err if it cannot. */
struct wclosure	*wclosure_load(const char *path, char *err, size_t errsize);
void		 wclosure_free(struct wclosure *);

/* Whether it was built from these files; if not, 0 and a message. */
int		 wclosure_built_from(const struct wclosure *, const char *aff,
		    const char *dic, char *err, size_t errsize);

/* Whether it is complete; how many forms it holds. */
int		 wclosure_complete(const struct wclosure *);
size_t		 wclosure_count(const struct wclosure *);

/* What the closure says of hunspell's verdict on the len bytes at word. */
enum wclosure_answer wclosure_says(const struct wclosure *, const char *word,
		    size_t len);

/*
 * The cases of the len bytes at low, a simple word in lower case (as
 * wletter_fold() writes it) or a spelling in mixed case, as the closure
 * holds them (WCLOSURE_LOWER, WCLOSURE_INITIAL, WCLOSURE_UPPER; 0 or 1 for
 * a spelling); -1 if it lacks them: what wclosure_says() answers of each
 * case of a word, in one look-up.
 */
int		 wclosure_cases(const struct wclosure *, const char *low,
		    size_t len);

/*
 * Have the processor fetch, without waiting for it, the slot where
 * wclosure_cases() begins its look-up of the len bytes at word, their
 * ASCII capitals made small (as words.c asks a word of tiles): a caller
 * that knows its words some time before it asks finds that line in its
 * cache then, and the fetches of several words overlap.
 */
void		 wclosure_prefetch(const struct wclosure *, const char *word,
		    size_t len);

#define WCLOSURE_HEADER	512	/* the text header's bytes, padded */

/*
 * Call fn on each form of the closure, in the order of its table: the
 * form (len bytes, no NUL after it), its cases, and arg.
 */
void		 wclosure_each(const struct wclosure *,
		    void (*fn)(const char *, size_t, int, void *), void *arg);

/*
 * Write to fp the closure of the n forms at form[] (each NUL-terminated,
 * no two alike), form i with the cases cases[i] (words-closure.h), built
 * from files of these sizes and hashes, and these seals (NULL: none).
 * Returns 1, or 0 with a message in err (a form not in lower case nor in
 * mixed case, with cases it cannot have, twice, or a write error).
 */
struct windex_seal;
int		 wclosure_write(FILE *fp, unsigned long long aff_size,
		    unsigned long long aff_hash, unsigned long long dic_size,
		    unsigned long long dic_hash,
		    const struct windex_seal *aff_seal,
		    const struct windex_seal *dic_seal, int complete,
		    enum wletters set, char *const form[],
		    const unsigned char cases[], size_t n, char *err,
		    size_t errsize);

#endif
