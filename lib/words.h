/*
 * words.h: the word layer every word game stands on: is this a word?
 *
 * A struct words holds one or more hunspell dictionaries, found as the
 * hunspell program finds them, a policy that says which of the
 * dictionaries' words a game allows, and a cache of verdicts.  The game
 * referees and wordck(1) call it.
 *
 * Dictionaries: "en_US,netmatch" names them.  Each name is looked for, as
 * NAME.aff and NAME.dic, as given (a path), then in each directory of
 * $DICPATH, then in refkit's dictionary directories (datadir.h), then in
 * /usr/share/hunspell (and hunspell's other system directories).  As with hunspell -d, a name with
 * both files is a dictionary of its own; one with only NAME.dic adds its
 * words to the dictionary before it, with that one's affixes.  A word is
 * in if any dictionary has it.  A missing or unreadable file is an error,
 * never an empty dictionary; so is an empty or garbled one (words-dict.h).
 * A dictionary may be in UTF-8 or in an 8-bit encoding; words come and go
 * in UTF-8 all the same, converted as hunspell converts them (words-enc.h).
 *
 * Policies: "hunspell" (the default) takes each word as written and asks
 * the dictionaries, as hunspell -l does.  A game's policy first holds the
 * word to its PCRE2 patterns (tiles carry only letters), then judges it in
 * lower case, as tiles have no case: a common
 * word is one the dictionary has in lower case; one it has only
 * capitalized is a proper noun; only in capitals, an acronym.  The
 * prefix index marks, from SCOWL's lists, the forms that are
 * abbreviations and those that are persons' names, in whatever case the
 * dictionary has them.
 *
 * Ownership: words_open() returns a handle the caller closes with
 * words_close(); strings it returns belong to the handle and live until
 * it is closed, except suggestion lists, which the caller frees with
 * words_free_list().  A handle is used by one thread at a time (it runs
 * threads of its own inside words_check_many()).
 */
#ifndef REFKIT_WORDS_H
#define REFKIT_WORDS_H

#include <stddef.h>

/* Why a word is rejected, or that it is not. */
enum words_verdict {
	WORDS_OK = 0,
	WORDS_MISSPELLED,	/* no dictionary has it */
	WORDS_PROPER,		/* the dictionary has it capitalized only */
	WORDS_ACRONYM,		/* the dictionary has it in capitals only */
	WORDS_ABBREVIATION,	/* an abbreviation or a Roman numeral */
	WORDS_APOSTROPHE,
	WORDS_HYPHEN,
	WORDS_NOT_LETTERS,	/* a character that is not a tile's letter */
	WORDS_SHORT,		/* fewer letters than the game allows */
	WORDS_NO_MATCH,		/* it does not match the --match pattern */
	WORDS_NAME,		/* a person's name (a proper noun) */
	WORDS_NVERDICTS
};

struct words;

/*
 * Open the dictionaries named, comma-separated; NULL names the default
 * (see words_default_dictionary()).  Returns NULL with a message in err
 * (errsize bytes) if a dictionary cannot be found or read.
 */
struct words	*words_open(const char *names, char *err, size_t errsize);
void		 words_close(struct words *);

/*
 * The .aff and .dic files words_open() would open for one dictionary
 * name, found as it finds them, without reading them: 1 with two paths
 * the caller frees, or 0 if one of them is missing or cannot be read.
 */
int		 words_find_files(const char *name, char **aff, char **dic);

/*
 * The default dictionary, as hunspell chooses it: $DICTIONARY, else the
 * language of $LC_ALL, $LC_MESSAGES or $LANG (en_US for C and POSIX).
 */
const char	*words_default_dictionary(void);

/*
 * The dictionaries opened: how many, and each one's name, .dic path, the
 * .aff path its words are read with and that file's encoding (its SET,
 * "UTF-8" or an 8-bit one, words-enc.h).
 */
size_t		 words_ndicts(const struct words *);
const char	*words_dict_name(const struct words *, size_t);
const char	*words_dict_path(const struct words *, size_t);
const char	*words_dict_aff(const struct words *, size_t);
const char	*words_dict_encoding(const struct words *, size_t);

/* The first dictionary's WORDCHARS (UTF-8), or NULL. */
const char	*words_wordchars(const struct words *);

/*
 * The i-th policy's name (from 0), and a line that says what it allows in
 * *summary if summary is not NULL; NULL past the last policy.
 */
const char	*words_policy_name(size_t i, const char **summary);

/*
 * Choose the policy by name; add a pattern every word must match (a
 * PCRE2 regex, UTF-8).  Each returns 1, or 0 with a message in err.
 */
int		 words_set_policy(struct words *, const char *name, char *err,
		    size_t errsize);
int		 words_add_match(struct words *, const char *regex, char *err,
		    size_t errsize);

/*
 * Take persons' names (yes 1) or refuse them (0, the default) under a
 * policy that takes proper nouns and judges in lower case (alphagon).
 * Returns 1, or 0 with a message in err under another policy (one that
 * takes no proper noun, or every word as written).
 */
int		 words_set_names(struct words *, int yes, char *err,
		    size_t errsize);

/*
 * Whether the policy judges a word in lower case (a game's policy).  Such
 * a policy rejects abbreviations, which the index marks: load it with
 * words_load_index() before checking words.
 */
int		 words_policy_folds(const struct words *);

/*
 * The directories, colon-separated, to look in for the prefix index of
 * each dictionary (NAME.idx); NULL for $WORDCK_INDEX, else refkit's
 * dictionary directories (datadir.h).  Policies that reject abbreviations need the index
 * too: it marks them.
 */
void		 words_set_index_path(struct words *, const char *dirs);

/*
 * Load each dictionary's index, if not done yet.  Returns 1, or 0 with a
 * message in err (a missing index, or one built from other files).
 */
int		 words_load_index(struct words *, char *err, size_t errsize);

/*
 * Load each dictionary's closure (NAME.forms beside the indexes), if not
 * done yet: then the simple words it answers for need no hunspell, whose
 * dictionary is not loaded until a word needs it.  A closure that cannot
 * be read, or was built from other files, is left out: hunspell answers.
 * For a program that checks many words one at a time (words_check_many()
 * loads them itself for a large batch).
 */
void		 words_load_closures(struct words *);

/* The verdict on one word of len bytes of UTF-8 (cached). */
enum words_verdict words_check(struct words *, const char *word, size_t len);

/*
 * Have the processor fetch what words_check() will read of the closures
 * for the word (its ASCII capitals made small), without waiting, once
 * words_load_closures() has loaded them: a hint, that reads only what is
 * fixed once they are loaded, so another thread may check words
 * meanwhile.
 */
void		 words_prefetch(const struct words *, const char *word,
		    size_t len);

/*
 * The verdicts on n words at once into verdict[]: the words not in the
 * cache are checked on two threads when there are many.
 */
void		 words_check_many(struct words *, const char *const word[],
		    const size_t len[], size_t n, unsigned char verdict[]);

/* A short name for a verdict ("ok", "misspelled", "proper-noun" ...). */
const char	*words_verdict_name(enum words_verdict);

/*
 * Suggestions for a rejected word, each one the policy accepts, into
 * *list; returns how many.  Free the list with words_free_list().  A
 * word's suggestions are asked for once and kept (words-scache.h).
 */
int		 words_suggest(struct words *, const char *word, char ***list);
void		 words_free_list(char **list, int n);

/*
 * Every word of the dictionaries' indexes that starts with prefix (A-Z
 * and a-z alike) and that the policy accepts, each once, in order; fn is
 * called on each.  Returns how many, or -1 with a message in err if an
 * index is missing.
 */
long		 words_prefix(struct words *, const char *prefix,
		    void (*fn)(const char *word, void *arg), void *arg,
		    char *err, size_t errsize);

#endif
