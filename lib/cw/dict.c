/*
 * dict.c: the dictionaries Control Word games name, opened once for the
 * process, and the verdict on a word: from the dictionary's word graph
 * when it has the word, else from hunspell.
 *
 * Why the graph may answer: lexicon-build writes DICT-control-word.lex
 * from the words of DICT's prefix index that words_check() found
 * WORDS_OK under the control-word policy, with hunspell made from the
 * .aff and .dic files whose sizes and hashes the file records.  That
 * policy judges A-Z letters alike in either case, and its verdict depends
 * on nothing but those files and the word (as the index's own shortcut
 * in words.c argues), so a word of the graph is WORDS_OK here too, when
 * the files the dictionary lookup finds now are those recorded.  A word
 * the graph lacks proves nothing (the index may miss a form hunspell
 * accepts, and rejected words need their reason): hunspell is opened for
 * the first such word and judges it as before.  A .lex that is missing,
 * damaged, of a word list alone, or recorded from other files is left
 * alone, and hunspell is opened at once, as it always was; so is one for
 * a dictionary named as a path or a list ("en_US,club").
 *
 * Before it trusts a .lex, open_words() also looks for the prefix index
 * where words_load_index() will, so that a missing one is still told when
 * the game begins.  An index that is there but cannot be loaded, or
 * hunspell failing to open, is only found at the first word the graph
 * lacks: cw_word_check() then exits 2 with the message.
 *
 * Two threads may replay games at once (rec_each_work()).  A hunspell
 * handle and its verdict cache are one thread's at a time (words.h):
 * each thread opens the dictionaries its games name for itself, and
 * checks words with no lock; the word graphs, which only answer, are
 * loaded once for both (graphs[] below).  What is put out of a thread's
 * table for a new name is freed later, as keep.h says.  A replay done
 * ahead of its turn must not exit in the middle of the others' output:
 * there (cw_words_lenient()) a hunspell that cannot be opened is noted,
 * for the replay to be done again in order, where it exits as it always
 * did.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "datadir.h"
#include "diag.h"
#include "keep.h"
#include "lexicon.h"
#include "words.h"
#include "cw/dict.h"
#include "cw/game.h"

#define MAXDICTS	8	/* dictionaries kept open at once */
#define POLICY		"control-word"

/* A dictionary as a game names it. */
struct cw_words {
	struct kept	 kept;
	char		*name;
	struct lexicon	*lex;		/* NULL: hunspell alone */
	int		 lex_shared;	/* lex is the graphs' store's */
	struct words	*words;		/* NULL until a word lex lacks */
};

/*
 * The word graphs of the first MAXDICTS names, for every thread: a graph
 * only answers questions, so one loaded copy serves both threads (the
 * second thread's reading and hashing were 2% of cw-check's processor
 * time on 10,000 games in two threads).  A name of the store has its
 * graph, or NULL if it has none; the graphs of later names are loaded
 * for the dictionary that names them, as they always were.  Under the
 * keeper's lock; freed by cw_words_close_all().
 */
struct shared_graph {
	char		*name;
	struct lexicon	*lex;
};

static struct shared_graph	 graphs[MAXDICTS];

static struct keeper	 keeper = KEEPER_INITIALIZER;
static _Thread_local struct cw_words *dicts[MAXDICTS];	/* this thread's */
static _Thread_local int lenient;	/* cw_words_lenient() */
static _Thread_local int failed;	/* noted there */

/* Open hunspell for d as the policy needs it; 1, or 0 with err filled. */
static int
open_hunspell(struct cw_words *d, char *err, size_t size)
{
	struct words	*w;

	if ((w = words_open(d->name, err, size)) == NULL)
		return 0;
	if (!words_set_policy(w, POLICY, err, size) ||
	    !words_load_index(w, err, size)) {
		words_close(w);
		return 0;
	}
	d->words = w;
	return 1;
}

/*
 * Whether NAME.idx is a readable file in the directories that
 * words_load_index() searches for a handle without an index path.
 */
static int
index_present(const char *name)
{
	const char	*list, *p, *end;
	char		 path[4096];
	size_t		 len;

	if ((list = getenv("WORDCK_INDEX")) == NULL)
		list = datadir_dirs("dicts");
	for (p = list; *p != '\0'; p = *end != '\0' ? end + 1 : end) {
		if ((end = strchr(p, ':')) == NULL)
			end = p + strlen(p);
		len = (size_t)(end - p);
		if (len == 0 || (size_t)snprintf(path, sizeof(path),
		    "%.*s/%s.idx", (int)len, p, name) >= sizeof(path))
			continue;
		if (access(path, R_OK) == 0)
			return 1;
	}
	return 0;
}

/*
 * The word graph of the dictionary name, if one was built from the very
 * files words_open() would open and its index is there; else NULL.  The
 * caller frees it.
 */
static struct lexicon *
open_lexicon(const char *name)
{
	struct lexicon	*lex;
	char		*aff, *dic, err[1024];
	int		 ok;

	if (strchr(name, ',') != NULL || strchr(name, '/') != NULL ||
	    !words_find_files(name, &aff, &dic))
		return NULL;
	if ((lex = lexicon_open(name, POLICY, err, sizeof(err))) == NULL) {
		free(aff);
		free(dic);
		return NULL;
	}
	ok = lexicon_built_from(lex, aff, dic) && index_present(name);
	free(aff);
	free(dic);
	if (!ok) {
		lexicon_free(lex);
		return NULL;
	}
	return lex;
}

/*
 * Whether the store holds the dictionary name, its graph (or NULL, if it
 * has none) into *lex; the first thread to ask loads it, while the store
 * has room.  0 if the store is full without the name.
 */
static int
shared_lexicon(const char *name, struct lexicon **lex)
{
	int	 i;

	keep_lock(&keeper);
	for (i = 0; i < MAXDICTS && graphs[i].name != NULL; i++)
		if (strcmp(graphs[i].name, name) == 0)
			break;
	if (i < MAXDICTS && graphs[i].name == NULL) {
		graphs[i].name = xstrdup(name);
		graphs[i].lex = open_lexicon(name);
	}
	if (i < MAXDICTS)
		*lex = graphs[i].lex;
	keep_unlock(&keeper);
	return i < MAXDICTS;
}

/* Free a dictionary. */
static void
free_dict(struct kept *k)
{
	struct cw_words	*d = (struct cw_words *)k;

	words_close(d->words);
	if (!d->lex_shared)
		lexicon_free(d->lex);
	free(d->name);
	free(d);
}

struct cw_words *
cw_dict_open(const char *name, char *err, size_t size)
{
	struct cw_words	*d;
	int		 i;

	for (i = 0; i < MAXDICTS && dicts[i] != NULL; i++)
		if (strcmp(dicts[i]->name, name) == 0)
			return dicts[i];
	d = xcalloc(1, sizeof(*d));
	d->name = xstrdup(name);
	if (shared_lexicon(name, &d->lex))
		d->lex_shared = 1;
	else
		d->lex = open_lexicon(name);
	if (d->lex == NULL &&
	    !open_hunspell(d, err, size)) {
		free(d->name);
		free(d);
		return NULL;
	}
	keep_lock(&keeper);
	keep_add(&keeper, &d->kept, free_dict);
	if (i == MAXDICTS)
		keep_retire(&keeper, &dicts[--i]->kept);
	keep_unlock(&keeper);
	dicts[i] = d;
	return d;
}

/*
 * Whether the graph has the word (len letters, A-Z or a-z).  A word of
 * capitals, as the board has them, is asked as it is (lexicon_has()
 * finds no word with another byte); only one with a small letter is
 * asked again in capitals.
 */
static int
in_lexicon(const struct lexicon *lex, const char *word, size_t len)
{
	char	 up[LEXICON_MAXLEN];
	size_t	 i;
	int	 small = 0;

	if (lexicon_has(lex, word, len))
		return 1;
	if (len > LEXICON_MAXLEN)
		return 0;
	for (i = 0; i < len; i++) {
		if (word[i] >= 'a' && word[i] <= 'z') {
			up[i] = (char)(word[i] - 'a' + 'A');
			small = 1;
		} else if (word[i] >= 'A' && word[i] <= 'Z')
			up[i] = word[i];
		else
			return 0;
	}
	return small && lexicon_has(lex, up, len);
}

int
cw_word_known(const struct cw_game *g, const char *word, size_t len)
{
	return g->words->lex != NULL && in_lexicon(g->words->lex, word, len);
}

void
cw_word_prefetch(const struct cw_game *g, const char *word, size_t len)
{
	if (g->words->lex != NULL)
		lexicon_prefetch(g->words->lex, word, len);
}

enum words_verdict
cw_word_check(struct cw_game *g, const char *word, size_t len)
{
	struct cw_words	*d = g->words;
	char		 err[1024];

	if (d->lex != NULL && in_lexicon(d->lex, word, len))
		return WORDS_OK;
	if (d->words == NULL && !open_hunspell(d, err, sizeof(err))) {
		if (!lenient)
			diag_fatal("%s", err);
		failed = 1;
		return WORDS_MISSPELLED;
	}
	return words_check(d->words, word, len);
}

void
cw_words_lenient(int on)
{
	lenient = on;
}

int
cw_words_failed(void)
{
	int	 was = failed;

	failed = 0;
	return was;
}

void
cw_words_close_all(void)
{
	int	 i;

	keep_free_all(&keeper);
	memset(dicts, 0, sizeof(dicts));
	for (i = 0; i < MAXDICTS; i++) {
		free(graphs[i].name);
		lexicon_free(graphs[i].lex);
		graphs[i].name = NULL;
		graphs[i].lex = NULL;
	}
}
