/*
 * store.c: the decks of cards and the dictionaries Alphagon games name,
 * each read or opened once and kept, so that a struct ag_game owns
 * nothing and copies with '='.
 *
 * Two threads may replay games at once (rec_each_work()).  The decks and
 * the dictionaries are shared, found under the keeper's lock taken once
 * a game.  A dictionary's handle and its verdict cache are one thread's
 * at a time (words.h): a word is checked under the dictionary's own lock.
 * One handle for both threads, not one each: a second one took 11 MiB
 * more, as long to open as some thousands of games, and judged again the
 * words the first had judged.  What is put out of a table for a new name
 * is freed later, as keep.h says.
 */
#include <sys/stat.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"
#include "keep.h"
#include "verdict.h"
#include "words.h"
#include "ag/cards.h"
#include "ag/game.h"
#include "ag/rules.h"

#define MAXOPEN		8	/* decks and dictionaries kept at once */

/* A dictionary opened under the alphagon policy. */
struct ag_words {
	struct kept	 kept;
	char		*name;
	int		 names;		/* persons' names taken */
	pthread_mutex_t	 lock;		/* held while a word is checked */
	struct words	*words;
};

/* A deck of cards by the file it was read from (NULL: the stand-in). */
struct open_deck {
	struct kept	 kept;
	char		*path;
	struct ag_deck	 deck;
};

static struct keeper	 keeper = KEEPER_INITIALIZER;
static struct open_deck	*decks[MAXOPEN];
static struct ag_words	*dicts[MAXOPEN];

/* Free a dictionary. */
static void
free_words(struct kept *k)
{
	struct ag_words	*d = (struct ag_words *)k;

	words_close(d->words);
	pthread_mutex_destroy(&d->lock);
	free(d->name);
	free(d);
}

/* Free a deck. */
static void
free_deck(struct kept *k)
{
	struct open_deck *d = (struct open_deck *)k;

	ag_deck_free(&d->deck);
	free(d->path);
	free(d);
}

/*
 * Under the keeper's lock: the dictionary name with names taken or not,
 * or NULL (its slot in *slot).
 */
static struct ag_words *
find_words(const char *name, int names, int *slot)
{
	int	 i;

	for (i = 0; i < MAXOPEN && dicts[i] != NULL; i++)
		if (strcmp(dicts[i]->name, name) == 0 &&
		    dicts[i]->names == names)
			return dicts[i];
	*slot = i;
	return NULL;
}

/*
 * Under the keeper's lock: the dictionary name under the alphagon policy,
 * persons' names taken or not, opened if need be; NULL with a message in
 * err if it cannot be.
 */
static struct ag_words *
open_words(const char *name, int names, char *err, size_t size)
{
	struct ag_words	*d;
	struct words	*w;
	int		 i;

	if ((d = find_words(name, names, &i)) != NULL)
		return d;
	if ((w = words_open(name, err, size)) == NULL)
		return NULL;
	if (!words_set_policy(w, "alphagon", err, size) ||
	    !words_set_names(w, names, err, size) ||
	    !words_load_index(w, err, size)) {
		words_close(w);
		return NULL;
	}
	words_load_closures(w);
	d = xmalloc(sizeof(*d));
	d->name = xstrdup(name);
	d->names = names;
	if (pthread_mutex_init(&d->lock, NULL) != 0)
		diag_fatal("cannot make a lock for dictionary %s", name);
	d->words = w;
	keep_add(&keeper, &d->kept, free_words);
	if (i == MAXOPEN)
		keep_retire(&keeper, &dicts[--i]->kept);
	dicts[i] = d;
	return d;
}

/*
 * The dictionary name under the alphagon policy, persons' names taken or
 * not, opened once for the process; NULL with a message in err if it
 * cannot be.
 */
struct ag_words *
ag_store_words(const char *name, int names, char *err, size_t size)
{
	struct ag_words	*d;

	keep_lock(&keeper);
	d = open_words(name, names, err, size);
	keep_unlock(&keeper);
	return d;
}

/*
 * Whether a Cards tag's path is a regular file: not "-" (the records may
 * be standard input), nor a pipe or a device, which could block.
 */
int
ag_store_deck_file(const char *path)
{
	struct stat	 st;

	return strcmp(path, "-") != 0 && stat(path, &st) == 0 &&
	    S_ISREG(st.st_mode);
}

/* Under the lock: the deck of the file at path, read if need be, or NULL. */
static const struct ag_deck *
find_deck(const char *path, struct verdict *v)
{
	struct open_deck *d;
	struct ag_deck	 deck;
	int		 i;

	for (i = 0; i < MAXOPEN && decks[i] != NULL; i++)
		if ((path == NULL && decks[i]->path == NULL) ||
		    (path != NULL && decks[i]->path != NULL &&
		    strcmp(decks[i]->path, path) == 0))
			return &decks[i]->deck;
	if (path == NULL)
		ag_deck_standin(&deck);
	else if (!ag_deck_read_file(&deck, path, v)) {
		ag_deck_free(&deck);
		return NULL;
	}
	d = xmalloc(sizeof(*d));
	d->path = path != NULL ? xstrdup(path) : NULL;
	d->deck = deck;
	keep_add(&keeper, &d->kept, free_deck);
	if (i == MAXOPEN)
		keep_retire(&keeper, &decks[--i]->kept);
	decks[i] = d;
	return &d->deck;
}

/*
 * The deck of the file at path (NULL: the stand-in), read once for the
 * process; NULL with the verdict if it cannot be read.
 */
const struct ag_deck *
ag_store_deck(const char *path, struct verdict *v)
{
	const struct ag_deck *deck;

	keep_lock(&keeper);
	deck = find_deck(path, v);
	keep_unlock(&keeper);
	return deck;
}

void
ag_game_close_all(void)
{
	keep_free_all(&keeper);
	memset(decks, 0, sizeof(decks));
	memset(dicts, 0, sizeof(dicts));
}

int
ag_word_ok(struct ag_game *g, const char *word, size_t len)
{
	struct ag_words	*d = g->words;
	int		 ok;

	if (d == NULL)
		return 1;
	if (pthread_mutex_lock(&d->lock) != 0)
		diag_fatal("cannot take the lock of dictionary %s", d->name);
	ok = words_check(d->words, word, len) == WORDS_OK;
	pthread_mutex_unlock(&d->lock);
	return ok;
}

/*
 * Whether s begins with 4 capitals: a word a dispute or a close may name
 * (shorter words are refused before the dictionary is asked).
 */
static int
may_be_word(const char *s)
{
	int	 i;

	for (i = 0; i < 4; i++)
		if (s[i] < 'A' || s[i] > 'Z')
			return 0;
	return 1;
}

void
ag_words_ahead(const struct ag_game *g, const struct rec_game *rec)
{
	const struct rec_event	*e;
	size_t			 i, k;

	if (g->words == NULL)
		return;
	for (i = 0; i < rec->nevents; i++) {
		e = &rec->events[i];
		if (e->nargs == 0 || !may_be_word(e->args[0]))
			continue;
		for (k = 0; k < e->nargs; k++)
			words_prefetch(g->words->words, e->args[k],
			    strlen(e->args[k]));
	}
}

int
ag_words_at_hand(const struct ag_options *opt)
{
	int	 slot, open;

	if (opt == NULL || opt->no_words)
		return 1;
	keep_lock(&keeper);
	open = find_words(opt->dictionary != NULL ? opt->dictionary : "en_US",
	    opt->names, &slot) != NULL;
	keep_unlock(&keeper);
	return open;
}
