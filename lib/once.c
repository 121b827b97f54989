/*
 * once.c: a pointer made at its first use (see once.h).
 */
#include <pthread.h>
#include <stdatomic.h>

#include "diag.h"
#include "once.h"

static pthread_mutex_t	 making = PTHREAD_MUTEX_INITIALIZER;

void *
once_pointer(void *_Atomic *slot, void *(*make)(const void *arg),
    const void *arg)
{
	void	*p;

	if ((p = atomic_load_explicit(slot, memory_order_acquire)) != NULL)
		return p;
	if (pthread_mutex_lock(&making) != 0)
		diag_fatal("cannot lock a mutex");
	if ((p = atomic_load_explicit(slot, memory_order_relaxed)) == NULL) {
		p = make(arg);
		atomic_store_explicit(slot, p, memory_order_release);
	}
	pthread_mutex_unlock(&making);
	return p;
}
