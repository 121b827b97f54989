/*
 * words-scache.c: the suggestion cache (see words-scache.h).
 */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "words-scache.h"

#define SLOTS	(2 * SCACHE_MAX)	/* a power of two, half used at most */

/* The FNV-1a hash of the word. */
static uint64_t
hash(const char *s)
{
	uint64_t	 h = 0xcbf29ce484222325ULL;

	for (; *s != '\0'; s++) {
		h ^= (unsigned char)*s;
		h *= 0x100000001b3ULL;
	}
	return h;
}

/* The slot of the word: its entry, or the free slot where it would go. */
static struct scache_entry *
slot(const struct scache *c, const char *word, uint64_t h)
{
	size_t	 j;

	for (j = h & (SLOTS - 1); c->e[j].word != NULL; j = (j + 1) &
	    (SLOTS - 1))
		if (c->e[j].hash == h && strcmp(c->e[j].word, word) == 0)
			break;
	return &c->e[j];
}

/* A copy of the n strings of list; the caller frees it (words_free_list). */
static char **
copy_list(char *const list[], int n)
{
	char	**copy;
	int	 i;

	copy = xreallocarray(NULL, n > 0 ? (size_t)n : 1, sizeof(*copy));
	for (i = 0; i < n; i++)
		copy[i] = xstrdup(list[i]);
	return copy;
}

int
scache_get(const struct scache *c, const char *word, char ***list, int *n)
{
	const struct scache_entry *e;

	if (c->e == NULL)
		return 0;
	e = slot(c, word, hash(word));
	if (e->word == NULL)
		return 0;
	*list = copy_list(e->list, e->n);
	*n = e->n;
	return 1;
}

void
scache_put(struct scache *c, const char *word, char *const list[], int n)
{
	struct scache_entry *e;
	size_t		 bytes = strlen(word) + 1;
	uint64_t	 h = hash(word);
	int		 i;

	for (i = 0; i < n; i++)
		bytes += strlen(list[i]) + 1 + sizeof(char *);
	if (bytes > SCACHE_BYTES / 2)
		return;			/* never kept: it would not fit */
	if (c->used == SCACHE_MAX || c->bytes + bytes > SCACHE_BYTES)
		scache_free(c);
	if (c->e == NULL)
		c->e = xcalloc(SLOTS, sizeof(*c->e));
	e = slot(c, word, h);
	if (e->word != NULL)
		return;			/* kept already */
	e->hash = h;
	e->word = xstrdup(word);
	e->list = copy_list(list, n);
	e->n = n;
	c->used++;
	c->bytes += bytes;
}

void
scache_free(struct scache *c)
{
	size_t	 j;
	int	 i;

	if (c->e != NULL)
		for (j = 0; j < SLOTS; j++) {
			if (c->e[j].word == NULL)
				continue;
			for (i = 0; i < c->e[j].n; i++)
				free(c->e[j].list[i]);
			free(c->e[j].list);
			free(c->e[j].word);
		}
	free(c->e);
	memset(c, 0, sizeof(*c));
}
