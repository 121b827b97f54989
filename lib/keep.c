/*
 * keep.c: the things caches keep for two threads, and when they are freed
 * (see keep.h).
 */
#include <pthread.h>
#include <string.h>

#include "diag.h"
#include "keep.h"

void
keep_lock(struct keeper *k)
{
	if (pthread_mutex_lock(&k->lock) != 0)
		diag_fatal("cannot lock a mutex");
}

void
keep_unlock(struct keeper *k)
{
	if (pthread_mutex_unlock(&k->lock) != 0)
		diag_fatal("cannot unlock a mutex");
}

void
keep_add(struct keeper *k, struct kept *thing,
    void (*release)(struct kept *))
{
	thing->release = release;
	thing->next = k->all;
	k->all = thing;
}

void
keep_retire(struct keeper *k, struct kept *thing)
{
	struct kept	**slot = &k->retired[k->nretired++ % KEEP_RETIRED];
	struct kept	**p;

	if (*slot != NULL) {
		for (p = &k->all; *p != *slot; p = &(*p)->next)
			continue;
		*p = (*slot)->next;
		(*slot)->release(*slot);
	}
	*slot = thing;
}

void
keep_free_all(struct keeper *k)
{
	struct kept	*thing, *next;

	keep_lock(k);
	for (thing = k->all; thing != NULL; thing = next) {
		next = thing->next;
		thing->release(thing);
	}
	k->all = NULL;
	memset(k->retired, 0, sizeof(k->retired));
	k->nretired = 0;
	keep_unlock(k);
}
