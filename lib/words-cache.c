/*
 * words-cache.c: the verdict cache (see words-cache.h).
 */
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "words-cache.h"

/* A hash of the word's bytes, eight at a time. */
static uint64_t
hash(const char *s, size_t len)
{
	uint64_t	 h = 0x9e3779b97f4a7c15ULL ^ len, x;
	size_t		 i;

	for (i = 0; i + 8 <= len; i += 8) {
		memcpy(&x, s + i, 8);
		h = (h ^ x) * 0xff51afd7ed558ccdULL;
		h ^= h >> 32;
	}
	if (i < len) {
		x = 0;
		memcpy(&x, s + i, len - i);
		h = (h ^ x) * 0xc4ceb9fe1a85ec53ULL;
	}
	h ^= h >> 29;
	h *= 0xff51afd7ed558ccdULL;
	return h ^ (h >> 32);
}

void
wcache_free(struct wcache *c)
{
	free(c->e);
	free(c->keys);
	memset(c, 0, sizeof(*c));
}

static void
grow(struct wcache *c)
{
	struct wcache_entry *old = c->e;
	size_t		 oldcap = c->cap, i, j;

	c->cap = oldcap ? oldcap * 2 : 4096;
	c->e = xcalloc(c->cap, sizeof(*c->e));
	for (i = 0; i < oldcap; i++) {
		if (!old[i].used)
			continue;
		for (j = old[i].hash & (c->cap - 1); c->e[j].used;
		    j = (j + 1) & (c->cap - 1))
			;
		c->e[j] = old[i];
	}
	free(old);
}

int
wcache_reserve(struct wcache *c, size_t n, size_t bytes)
{
	if (n >= WCACHE_MAX / 2 || bytes >= WCACHE_KEYS_MAX / 2)
		return 0;
	if (c->used + n >= WCACHE_MAX || c->keylen + bytes > WCACHE_KEYS_MAX)
		wcache_free(c);
	while ((c->used + n + 1) * 2 >= c->cap)
		grow(c);
	if (c->keylen + bytes > c->keycap) {
		c->keycap = c->keylen + bytes;
		c->keys = xreallocarray(c->keys, c->keycap, 1);
	}
	return 1;
}

const char *
wcache_word(const struct wcache *c, const struct wcache_entry *e)
{
	return e->len <= WCACHE_INLINE ? e->key.bytes : c->keys + e->key.off;
}

struct wcache_entry *
wcache_entry(struct wcache *c, const char *word, size_t len, int *made)
{
	struct wcache_entry *e;
	uint64_t	 h = hash(word, len);
	size_t		 j;

	if (c->used >= WCACHE_MAX || c->keylen + len > WCACHE_KEYS_MAX)
		wcache_free(c);
	if (c->used * 2 >= c->cap)
		grow(c);
	for (j = h & (c->cap - 1); c->e[j].used; j = (j + 1) & (c->cap - 1)) {
		e = &c->e[j];
		if (e->hash == h && e->len == len &&
		    memcmp(wcache_word(c, e), word, len) == 0) {
			*made = 0;
			return e;
		}
	}
	e = &c->e[j];
	e->hash = h;
	e->len = (uint32_t)len;
	e->verdict = WCACHE_PENDING;
	e->used = 1;
	c->used++;
	*made = 1;
	if (len <= WCACHE_INLINE) {
		memcpy(e->key.bytes, word, len);
		return e;
	}
	if (c->keylen + len > c->keycap) {
		c->keycap = c->keycap ? c->keycap * 2 : 65536;
		if (c->keycap < c->keylen + len)
			c->keycap = c->keylen + len;
		c->keys = xreallocarray(c->keys, c->keycap, 1);
	}
	memcpy(c->keys + c->keylen, word, len);
	e->key.off = (uint32_t)c->keylen;
	c->keylen += len;
	return e;
}
