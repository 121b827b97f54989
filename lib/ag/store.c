/*
 * store.c: the decks of cards and the dictionaries Alphagon games name,
 * each read or opened once for the process and kept, so that a struct
 * ag_game owns nothing and copies with '='.
 */
#include <sys/stat.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "verdict.h"
#include "words.h"
#include "ag/cards.h"
#include "ag/game.h"
#include "ag/rules.h"

#define MAXOPEN		8	/* decks and dictionaries kept at once */

/* A dictionary opened under the alphagon policy. */
struct ag_words {
	char		*name;
	struct words	*words;
};

/* A deck of cards by the file it was read from (NULL: the stand-in). */
struct open_deck {
	char		*path;
	int		 used;
	struct ag_deck	 deck;
};

static struct ag_words	 dicts[MAXOPEN];
static struct open_deck	 decks[MAXOPEN];

/*
 * The dictionary name under the alphagon policy, opened once for the
 * process; NULL with a message in err if it cannot be.
 */
struct ag_words *
ag_store_words(const char *name, char *err, size_t size)
{
	struct words	*w;
	int		 i;

	for (i = 0; i < MAXOPEN && dicts[i].name != NULL; i++)
		if (strcmp(dicts[i].name, name) == 0)
			return &dicts[i];
	if ((w = words_open(name, err, size)) == NULL)
		return NULL;
	if (!words_set_policy(w, "alphagon", err, size) ||
	    !words_load_index(w, err, size)) {
		words_close(w);
		return NULL;
	}
	if (i == MAXOPEN) {
		i = MAXOPEN - 1;
		words_close(dicts[i].words);
		free(dicts[i].name);
	}
	dicts[i].name = xstrdup(name);
	dicts[i].words = w;
	return &dicts[i];
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

/*
 * The deck of the file at path (NULL: the stand-in), read once for the
 * process; NULL with the verdict if it cannot be read.
 */
const struct ag_deck *
ag_store_deck(const char *path, struct verdict *v)
{
	struct ag_deck	 d;
	int		 i;

	for (i = 0; i < MAXOPEN && decks[i].used; i++)
		if ((path == NULL && decks[i].path == NULL) ||
		    (path != NULL && decks[i].path != NULL &&
		    strcmp(decks[i].path, path) == 0))
			return &decks[i].deck;
	if (path == NULL)
		ag_deck_standin(&d);
	else if (!ag_deck_read_file(&d, path, v)) {
		ag_deck_free(&d);
		return NULL;
	}
	if (i == MAXOPEN) {
		i = MAXOPEN - 1;
		ag_deck_free(&decks[i].deck);
		free(decks[i].path);
	}
	decks[i].path = path != NULL ? xstrdup(path) : NULL;
	decks[i].deck = d;
	decks[i].used = 1;
	return &decks[i].deck;
}

void
ag_game_close_all(void)
{
	int	 i;

	for (i = 0; i < MAXOPEN; i++) {
		if (dicts[i].name != NULL) {
			words_close(dicts[i].words);
			free(dicts[i].name);
		}
		if (decks[i].used) {
			ag_deck_free(&decks[i].deck);
			free(decks[i].path);
		}
	}
	memset(dicts, 0, sizeof(dicts));
	memset(decks, 0, sizeof(decks));
}

int
ag_word_ok(struct ag_game *g, const char *word, size_t len)
{
	if (g->words == NULL)
		return 1;
	return words_check(g->words->words, word, len) == WORDS_OK;
}

