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
 * The file (text, built by wordck-closure at make time):
 *
 *	refkit-words-closure 2
 *	aff SIZE HASH		the files it was built from, as in the
 *	dic SIZE HASH		prefix index (words-index.h)
 *	complete 1		or 0
 *	letters latin		the set of its simple words' letters: latin
 *				for a UTF-8 dictionary, ascii for another
 *	forms N
 *
 *	form TAB CASES		one a line, in any order (the builder's is
 *				wclosure_first_slot()'s): a form in lower case
 *				and a digit, 1 if hunspell accepts the form
 *				as written, plus 2 Capitalized, plus 4 in
 *				CAPITALS; or a spelling in mixed case and 1
 *				if hunspell accepts it, else 0
 *
 * The loader checks every byte and refuses a damaged file.
 *
 * Ownership: wclosure_load() returns a closure the caller frees with
 * wclosure_free(); nothing it returns needs freeing.  It is only read
 * after loading, so threads may share one.
 */
#ifndef REFKIT_WORDS_CLOSURE_H
#define REFKIT_WORDS_CLOSURE_H

#include <stddef.h>

#include "words-letters.h"

#define WCLOSURE_MAGIC	"refkit-words-closure 2"	/* the first line */
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
 * The slot of the hash table of a closure of n forms that a lookup of the
 * form (len bytes) probes first.  The builder writes the forms in the
 * order of their slots, so that the loader fills its table from the
 * first slot to the last, not a slot here and a slot there (a cache miss
 * each); any order loads all the same.
 */
size_t		 wclosure_first_slot(const char *form, size_t len, size_t n);

/*
 * The header lines of a closure built from files of these sizes and
 * hashes, into buf (size bytes), for the builder to write.
 */
void		 wclosure_header(char *buf, size_t size,
		    unsigned long long aff_size, unsigned long long aff_hash,
		    unsigned long long dic_size, unsigned long long dic_hash,
		    int complete, enum wletters set, size_t forms);

#endif
