/*
 * store.c: the decks of cards and the dictionaries Alphagon games name,
 * each read or opened once and kept, so that a struct ag_game owns
 * nothing and copies with '='.
 *
 * Two threads may replay games at once (rec_each_work()).  A dictionary's
 * handle and its verdict cache are one thread's at a time (words.h), and
 * games check words all the time: each thread opens the dictionaries its
 * games name for itself, and checks words with no lock (one shared
 * dictionary under a lock made two threads slower than one: they waited
 * on each other at every word hunspell was asked).  The decks are shared,
 * found under a lock taken once a game.  A deck or dictionary put out of
 * its table for a new name is not freed at once: a game begun with it in
 * the other thread may still be replayed or wait to be reported.  While
 * one does, fewer than 2 * REC_KEEP other games begin (record.h), each
 * putting out at most one deck and one dictionary; so what is put out is
 * freed only when RETIRED more have been.  Every deck and dictionary kept
 * is on one list, whichever thread opened it, for ag_game_close_all().
 */
#include <sys/stat.h>

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"
#include "record.h"
#include "verdict.h"
#include "words.h"
#include "ag/cards.h"
#include "ag/game.h"
#include "ag/rules.h"

#define MAXOPEN		8	/* decks and dictionaries kept at once */
#define RETIRED		(4 * REC_KEEP)	/* those put out, not yet freed */

/* What every deck and dictionary kept begins with. */
struct kept {
	struct kept	*next;		/* on the list of those kept */
	void		(*release)(struct kept *);
};

/* A dictionary opened under the alphagon policy. */
struct ag_words {
	struct kept	 kept;
	char		*name;
	struct words	*words;
};

/* A deck of cards by the file it was read from (NULL: the stand-in). */
struct open_deck {
	struct kept	 kept;
	char		*path;
	struct ag_deck	 deck;
};

static pthread_mutex_t	 store_lock = PTHREAD_MUTEX_INITIALIZER;
static struct kept	*kept;		/* every deck and dictionary kept */
static struct kept	*retired[RETIRED];
static unsigned int	 nretired;	/* put out so far */
static struct open_deck	*decks[MAXOPEN];
static _Thread_local struct ag_words *dicts[MAXOPEN];	/* this thread's */

static void
lock(void)
{
	if (pthread_mutex_lock(&store_lock) != 0)
		diag_fatal("cannot lock a mutex");
}

static void
unlock(void)
{
	if (pthread_mutex_unlock(&store_lock) != 0)
		diag_fatal("cannot unlock a mutex");
}

/* Free a dictionary. */
static void
free_words(struct kept *k)
{
	struct ag_words	*d = (struct ag_words *)k;

	words_close(d->words);
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

/* Under the lock: put a deck or dictionary on the list of those kept. */
static void
keep(struct kept *k, void (*release)(struct kept *))
{
	k->release = release;
	k->next = kept;
	kept = k;
}

/*
 * Under the lock: keep a deck or dictionary put out of its table until
 * RETIRED more are, freeing the one put out RETIRED before it.
 */
static void
retire(struct kept *k)
{
	struct kept	**slot = &retired[nretired++ % RETIRED], **p;

	if (*slot != NULL) {
		for (p = &kept; *p != *slot; p = &(*p)->next)
			continue;
		*p = (*slot)->next;
		(*slot)->release(*slot);
	}
	*slot = k;
}

/*
 * The dictionary name under the alphagon policy, opened once for the
 * thread; NULL with a message in err if it cannot be.
 */
struct ag_words *
ag_store_words(const char *name, char *err, size_t size)
{
	struct ag_words	*d;
	struct words	*w;
	int		 i;

	for (i = 0; i < MAXOPEN && dicts[i] != NULL; i++)
		if (strcmp(dicts[i]->name, name) == 0)
			return dicts[i];
	if ((w = words_open(name, err, size)) == NULL)
		return NULL;
	if (!words_set_policy(w, "alphagon", err, size) ||
	    !words_load_index(w, err, size)) {
		words_close(w);
		return NULL;
	}
	d = xmalloc(sizeof(*d));
	d->name = xstrdup(name);
	d->words = w;
	lock();
	keep(&d->kept, free_words);
	if (i == MAXOPEN)
		retire(&dicts[--i]->kept);
	unlock();
	dicts[i] = d;
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
	keep(&d->kept, free_deck);
	if (i == MAXOPEN)
		retire(&decks[--i]->kept);
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

	lock();
	deck = find_deck(path, v);
	unlock();
	return deck;
}

void
ag_game_close_all(void)
{
	struct kept	*k, *next;

	lock();
	for (k = kept; k != NULL; k = next) {
		next = k->next;
		k->release(k);
	}
	kept = NULL;
	memset(retired, 0, sizeof(retired));
	nretired = 0;
	memset(decks, 0, sizeof(decks));
	memset(dicts, 0, sizeof(dicts));
	unlock();
}

int
ag_word_ok(struct ag_game *g, const char *word, size_t len)
{
	if (g->words == NULL)
		return 1;
	return words_check(g->words->words, word, len) == WORDS_OK;
}
