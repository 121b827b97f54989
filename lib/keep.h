/*
 * keep.h: what the caches of decks, dictionaries and networks need when
 * two threads replay games at once (rec_each_work()): a lock, every thing
 * a cache keeps on one list (whichever thread made it), freed at the end,
 * and a thing put out of its cache kept a while, for a game begun with it
 * may still be replayed or wait to be reported in the other thread.
 * While one does, fewer than 2 * REC_KEEP other games begin (record.h),
 * each putting out at most one thing of a cache; so a thing put out is
 * freed only when KEEP_RETIRED more have been.
 *
 * A thing kept begins with a struct kept.  Ownership: the keeper owns the
 * things added to it, and frees each with its release function.
 */
#ifndef REFKIT_KEEP_H
#define REFKIT_KEEP_H

#include <pthread.h>

#include "record.h"

#define KEEP_RETIRED	(4 * REC_KEEP)

struct kept {
	struct kept	*next;		/* on the keeper's list */
	void		(*release)(struct kept *);
};

struct keeper {
	pthread_mutex_t	 lock;
	struct kept	*all;		/* every thing kept */
	struct kept	*retired[KEEP_RETIRED];
	unsigned int	 nretired;	/* put out so far */
};

#define KEEPER_INITIALIZER	{ PTHREAD_MUTEX_INITIALIZER, NULL, { NULL }, 0 }

/* Take and give back the keeper's lock, or exit 2 if that fails. */
void	 keep_lock(struct keeper *);
void	 keep_unlock(struct keeper *);

/* Under the lock: keep a thing, to be freed with release. */
void	 keep_add(struct keeper *, struct kept *,
	    void (*release)(struct kept *));

/*
 * Under the lock: a thing kept was put out of its cache; free the one put
 * out KEEP_RETIRED before it.
 */
void	 keep_retire(struct keeper *, struct kept *);

/* Free every thing kept (takes the lock); no game may use them then. */
void	 keep_free_all(struct keeper *);

#endif
