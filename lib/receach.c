/*
 * receach.c: rec_each() and rec_each_checked(), the games of a list of
 * files, read ahead of their use where the machine has a second processor
 * and the games are heavy.
 *
 * The caller's thread reads the first games and does the work on them
 * itself, timing those after the first for TRIAL_US of its processor
 * time.  A second thread
 * costs processor time (the handovers, the games' memory going from one
 * processor's cache to the other's): it pays for itself only where a game
 * takes HEAVY_US or more (on nw-check's light games, 10 us each, it
 * took 60% more processor time for no gain in wall time).  For such
 * games, a reader thread reads the rest of the files while the caller's
 * thread uses the games.  A reader keeps REC_KEEP games (see
 * rec_next()), so the thread reads on while the caller has the games
 * before, and waits when the
 * caller has not yet done with the oldest, or when the games not yet done
 * with hold READ_AHEAD events: memory stays that of two long games, the
 * caller's and the next.  A game's memory is freed as soon as the caller
 * is done with it (rec_game_release()).  It may also check each game,
 * sparing the caller's thread that work (rec_each_checked()).  The
 * thread's diagnostics are held back (diag_defer()) and handed over with
 * the game that follows them, for the caller's thread to print in their
 * place.  A program may split its work on a game in two (rec_each_work()):
 * what need not be done in order (replaying the game) and what must (its
 * report); then the reader thread does the first part of the games it has
 * read while the caller is more than PREPARE_BEHIND games behind, so that
 * the two threads share the work whichever part is the larger.  Once a run
 * has lasted BIND_AFTER, the two threads are bound to processors of their
 * own for BIND_MS (see binding_step()).  With REFKIT_THREADS=1 in the
 * environment, or one processor to run on, or light games, the caller's
 * thread reads, and nothing is checked or prepared ahead; with
 * REFKIT_THREADS=2, a second thread reads after the first game, whatever
 * the games weigh.
 */
#define _GNU_SOURCE	/* processor affinity: sched_getaffinity() and
			   pthread_setaffinity_np() */
#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "diag.h"
#include "record.h"

#define YIELDS		64	/* times a thread yields before it sleeps */
#define READ_AHEAD	65536	/* events the reader reads ahead of the
				   caller, in more than one game */
#define PREPARE_BEHIND	(REC_KEEP - 4)	/* games the caller is behind
				   when the reader prepares the next: at
				   REC_KEEP / 2 the reader took too many and
				   became the slower (nw-check, measured) */
#define BIND_AFTER	2	/* ms a run lasts before the two threads
				   are bound to processors of their own
				   (see binding_step()) */
#define BIND_MS		250	/* ms they stay bound */
#define BIND_CHECK	64	/* games between looks at the clock, bound */
#define TRIAL_US	2000	/* microseconds of processor time the caller's
				   thread reads and times games for before
				   it judges them */
#define HEAVY_US	40	/* microseconds of processor time a game
				   takes, from which a second thread pays
				   for itself */

/*
 * Where the reading of the files stands: the file read (NULL between
 * two), the next to open, and the games read in the files before.  The
 * caller's thread reads first (see rec_each_work()); a reader thread goes
 * on from there.
 */
struct in_turn {
	int		 nfiles;
	char *const	*files;
	int		 next_file;
	struct rec_reader *r;
	unsigned int	 games;
	int		 handed_over;	/* games are used in another thread
					   than the reader's */
};

/*
 * Open the next file, its games numbered on from those before; return 1,
 * or 0 after a diagnostic if it cannot be read.
 */
static int
open_next(struct in_turn *t)
{
	if ((t->r = rec_open(t->files[t->next_file++])) == NULL)
		return 0;
	rec_count_from(t->r, t->games);
	rec_reuse_released(t->r, !t->handed_over);
	return 1;
}

/* Close the file read, counting its games. */
static void
close_file(struct in_turn *t)
{
	t->games = rec_count(t->r);
	rec_close(t->r);
	t->r = NULL;
}

/* What the reader thread hands over: a game, or news of trouble. */
struct handover {
	struct rec_game	*game;		/* a well-formed game, or NULL */
	size_t		 events;	/* its events, as handed over */
	char		*messages;	/* held back before it; owned */
	int		 trouble;	/* a malformed game, or a file that
					   could not be read */
	int		 last;		/* nothing follows */
	int		 prepared;	/* the reader prepared the game */
};

/*
 * What the two threads share.  The counts of handovers are atomic and
 * each has one writer, so that a handover and its giving back take no
 * lock: the reader writes a handover, then counts it in put; the caller
 * reads it once put says so, and counts it in done when it has done with
 * its game, whose memory the reader may then use again.  lock and the
 * conditions are only for a thread that must sleep: it says so in its
 * waiting flag, holding the lock, and looks at the counts again before it
 * sleeps; the other, having counted, wakes it, holding the lock, if the
 * flag is set (both with sequentially consistent atomics, so that one of
 * them sees the other).  Waking a thread costs more than reading a game:
 * a reader that must wait sleeps until the caller is well behind it.
 * put and done are in cache lines of their own, so that each thread
 * writes its count without taking the other's line away.
 */
struct pipeline {
	struct in_turn	*from;		/* the files, and where the caller's
					   thread stopped reading them */
	const struct rec_work *work;
	char		*results;	/* work->size bytes a handover, the
					   n-th's at n % REC_KEEP */
	pthread_mutex_t	 lock;
	pthread_cond_t	 reader_wake;
	pthread_cond_t	 caller_wake;
	struct handover	 queue[REC_KEEP];	/* n is queue[n % REC_KEEP] */
	unsigned long	 reader_waits;	/* under lock: the reader sleeps
					   until put - done is this */
	_Atomic int	 reader_waiting;
	_Atomic int	 caller_waiting;
	_Alignas(64) _Atomic unsigned long put;	/* handovers made */
	_Alignas(64) _Atomic unsigned long done;	/* of them, done with:
							   their games' memory
							   may be used again */
	_Alignas(64) unsigned long taken;	/* of them, taken by the
						   caller (its own) */
};

/*
 * Whether the two threads are bound to processors of their own (see
 * binding_step()): the caller's to the one it runs on, the reader's to the
 * others the process may use.
 */
enum bind_state {
	BIND_WAIT,		/* not yet bound */
	BIND_HELD,		/* bound */
	BIND_DONE		/* given back, or never to be bound */
};

struct binding {
	enum bind_state	 state;
	cpu_set_t	 all;		/* the process's, given back after */
	long long	 start;		/* ms of the monotonic clock */
};

static void
lock(struct pipeline *pl)
{
	if (pthread_mutex_lock(&pl->lock) != 0)
		diag_fatal("cannot lock a mutex");
}

static void
unlock(struct pipeline *pl)
{
	if (pthread_mutex_unlock(&pl->lock) != 0)
		diag_fatal("cannot unlock a mutex");
}

static void
wait_on(pthread_cond_t *cond, struct pipeline *pl)
{
	if (pthread_cond_wait(cond, &pl->lock) != 0)
		diag_fatal("cannot wait on a condition");
}

static void
wake(pthread_cond_t *cond)
{
	if (pthread_cond_signal(cond) != 0)
		diag_fatal("cannot signal a condition");
}

/*
 * In the reader thread: whether the games handed over and not yet done
 * with are more than one and hold READ_AHEAD events or more.
 */
static int
holds_too_much(struct pipeline *pl, unsigned long done)
{
	unsigned long	 n;
	size_t		 events = 0;

	if (pl->put - done < 2)
		return 0;
	for (n = done; n < pl->put; n++)
		events += pl->queue[n % REC_KEEP].events;
	return events >= READ_AHEAD;
}

/*
 * In the reader thread: whether it must wait for the caller before it
 * reads on, with at most pending handovers not done with.
 */
static int
must_wait(struct pipeline *pl, unsigned long pending)
{
	unsigned long	 done = atomic_load(&pl->done);

	return pl->put - done > pending || holds_too_much(pl, done);
}

/*
 * In the reader thread: wait until at most pending handovers are not done
 * with, and those do not hold too much.  When it must wait for more than
 * one, it waits until the queue is half empty, to be woken less often.
 */
static void
wait_done(struct pipeline *pl, unsigned long pending)
{
	int	 tries;

	/*
	 * The caller is done with a game every few microseconds: yielding
	 * the processor a few times costs the reader less than sleeping,
	 * and spares the caller waking it.
	 */
	for (tries = 0; tries < YIELDS && must_wait(pl, pending); tries++)
		sched_yield();
	if (!must_wait(pl, pending))
		return;
	lock(pl);
	atomic_store(&pl->reader_waiting, 1);
	while (must_wait(pl, pending)) {
		if (pl->put - atomic_load(&pl->done) > pending)
			pl->reader_waits = pending < REC_KEEP / 2 ? pending :
			    REC_KEEP / 2;
		else
			pl->reader_waits = pl->put - atomic_load(&pl->done) - 1;
		while (pl->put - atomic_load(&pl->done) > pl->reader_waits)
			wait_on(&pl->reader_wake, pl);
	}
	atomic_store(&pl->reader_waiting, 0);
	unlock(pl);
}

/*
 * In the reader thread, once wait_done(pl, REC_KEEP - 1) has returned:
 * hand over a game (or NULL) with the messages held back since the last
 * handover, and wake the caller if it sleeps.
 */
static void
hand_over(struct pipeline *pl, struct rec_game *game, int trouble, int last,
    int prepared)
{
	struct handover	*h;

	h = &pl->queue[pl->put % REC_KEEP];
	h->game = game;
	h->events = game != NULL ? game->nevents : 0;
	h->messages = diag_take();
	h->trouble = trouble;
	h->last = last;
	h->prepared = prepared;
	atomic_store(&pl->put, pl->put + 1);
	if (atomic_load(&pl->caller_waiting)) {
		lock(pl);
		wake(&pl->caller_wake);
		unlock(pl);
	}
}

/* The result block of handover n. */
static void *
result_of(const struct pipeline *pl, unsigned long n)
{
	return pl->results + (n % REC_KEEP) * pl->work->size;
}

/*
 * In the reader thread, once wait_done(pl, REC_KEEP - 1) has returned:
 * check a well-formed game, and prepare it ahead of its turn if the caller
 * is more than PREPARE_BEHIND games behind; return whether it was
 * prepared (prepare may decline).
 */
static int
work_ahead(struct pipeline *pl, struct rec_game *game)
{
	const struct rec_work	*w = pl->work;

	if (w->check != NULL)
		w->check(game, w->check_arg);
	if (w->prepare == NULL ||
	    pl->put - atomic_load(&pl->done) <= PREPARE_BEHIND)
		return 0;
	return w->prepare(game, result_of(pl, pl->put), w->arg, 0);
}

/*
 * The reader thread: read every file from where the caller's thread
 * stopped (pl->from), handing over every game.
 */
static void *
read_files(void *arg)
{
	struct pipeline		*pl = arg;
	struct in_turn		*t = pl->from;
	struct rec_game		*game;
	enum rec_result		 got;

	diag_defer(1);
	for (;;) {
		if (t->r == NULL && t->next_file == t->nfiles)
			break;
		if (t->r == NULL && !open_next(t)) {
			wait_done(pl, REC_KEEP - 1);
			hand_over(pl, NULL, 1, 0, 0);
			continue;
		}
		for (;;) {
			/* rec_next() reuses the oldest game's memory. */
			wait_done(pl, REC_KEEP - 1);
			if ((got = rec_next(t->r, &game)) == REC_END)
				break;
			hand_over(pl, game, got == REC_MALFORMED, 0,
			    got == REC_GAME && work_ahead(pl, game));
		}
		wait_done(pl, 0);
		close_file(t);
	}
	hand_over(pl, NULL, 0, 1, 0);
	return NULL;
}

/* In the caller's thread: take the next handover, waiting for it. */
static struct handover
take(struct pipeline *pl)
{
	struct handover	 h;
	int		 tries;

	/*
	 * The next game is usually a few microseconds away: yielding the
	 * processor a few times costs less than being woken.
	 */
	for (tries = 0; tries < YIELDS && atomic_load(&pl->put) == pl->taken;
	    tries++)
		sched_yield();
	if (atomic_load(&pl->put) == pl->taken) {
		lock(pl);
		atomic_store(&pl->caller_waiting, 1);
		while (atomic_load(&pl->put) == pl->taken)
			wait_on(&pl->caller_wake, pl);
		atomic_store(&pl->caller_waiting, 0);
		unlock(pl);
	}
	h = pl->queue[pl->taken % REC_KEEP];
	pl->taken++;
	return h;
}

/*
 * In the caller's thread: say a handover's game is no longer used, and
 * wake the reader if it sleeps and has waited enough.
 */
static void
give_back(struct pipeline *pl)
{
	atomic_fetch_add(&pl->done, 1);
	if (atomic_load(&pl->reader_waiting)) {
		lock(pl);
		if (pl->put - atomic_load(&pl->done) <= pl->reader_waits)
			wake(&pl->reader_wake);
		unlock(pl);
	}
}

static void
end_pipeline(struct pipeline *pl)
{
	pthread_cond_destroy(&pl->caller_wake);
	pthread_cond_destroy(&pl->reader_wake);
	pthread_mutex_destroy(&pl->lock);
}

/* How many threads read and check the games. */
enum threads {
	THREADS_ONE,		/* the caller's alone */
	THREADS_TRIAL,		/* two if the games are heavy */
	THREADS_TWO		/* two, whatever the games weigh */
};

/*
 * How many threads to read in: one if REFKIT_THREADS is 1 or there is no
 * second processor the process may run on (taskset(1) and containers may
 * allow fewer than the machine has); two if it is 2; else two if the
 * games are heavy.
 */
static enum threads
read_ahead(void)
{
	const char	*env = getenv("REFKIT_THREADS");
	cpu_set_t	 all;
	int		 two;

	if (env != NULL && strcmp(env, "1") == 0)
		return THREADS_ONE;
	if (sched_getaffinity(0, sizeof(all), &all) == 0)
		two = CPU_COUNT(&all) > 1;
	else
		two = sysconf(_SC_NPROCESSORS_ONLN) > 1;
	if (!two)
		return THREADS_ONE;
	return env != NULL && strcmp(env, "2") == 0 ? THREADS_TWO :
	    THREADS_TRIAL;
}

/* The clock's time in microseconds, or -1. */
static long long
clock_us(clockid_t clock)
{
	struct timespec	 now;

	if (clock_gettime(clock, &now) == -1)
		return -1;
	return (long long)now.tv_sec * 1000000 + now.tv_nsec / 1000;
}

/* The monotonic clock in milliseconds, or -1. */
static long long
now_ms(void)
{
	long long	 us = clock_us(CLOCK_MONOTONIC);

	return us == -1 ? -1 : us / 1000;
}

/*
 * The processor time the calling thread has had, in microseconds, or -1:
 * time taken from it by other programs, or spent waiting for input, does
 * not make its games look heavy.
 */
static long long
thread_us(void)
{
	return clock_us(CLOCK_THREAD_CPUTIME_ID);
}

/* Start the clock of the binding of the two threads (see binding_step()). */
static void
binding_start(struct binding *b)
{
	b->state = BIND_WAIT;
	if ((b->start = now_ms()) == -1 ||
	    sched_getaffinity(0, sizeof(b->all), &b->all) == -1 ||
	    CPU_COUNT(&b->all) < 2)
		b->state = BIND_DONE;
}

/*
 * Bind the caller's thread to the processor it runs on and the reader's
 * to the others the process may use; return whether it did.
 */
static int
bind_threads(struct binding *b, pthread_t reader)
{
	cpu_set_t	 caller, others;
	int		 cpu;

	if ((cpu = sched_getcpu()) == -1 || !CPU_ISSET(cpu, &b->all))
		return 0;
	CPU_ZERO(&caller);
	CPU_SET(cpu, &caller);
	others = b->all;
	CPU_CLR(cpu, &others);
	if (pthread_setaffinity_np(reader, sizeof(others), &others) != 0)
		return 0;
	if (pthread_setaffinity_np(pthread_self(), sizeof(caller),
	    &caller) != 0) {
		(void)pthread_setaffinity_np(reader, sizeof(b->all), &b->all);
		return 0;
	}
	return 1;
}

/* Give both threads back every processor the process may use. */
static void
unbind_threads(struct binding *b, pthread_t reader)
{
	(void)pthread_setaffinity_np(pthread_self(), sizeof(b->all), &b->all);
	(void)pthread_setaffinity_np(reader, sizeof(b->all), &b->all);
}

/* Give the threads back every processor if they are bound; stop. */
static void
binding_end(struct binding *b, pthread_t reader)
{
	if (b->state == BIND_HELD)
		unbind_threads(b, reader);
	b->state = BIND_DONE;
}

/*
 * In the caller's thread, after each game: once the run has lasted
 * BIND_AFTER, bind the two threads to processors of their own, and give
 * them back every processor BIND_MS later.  A kernel may put a new thread
 * beside the one that made it and move one of them away only when it has
 * seen both busy for a while: tens of milliseconds in which the two take
 * turns on one processor (on a virtual machine of two processors, a
 * quarter of nw-check's runs on 10,000 games took 1.35 times as long).
 * A run shorter than BIND_AFTER is not bound: waking a processor that
 * sleeps costs more than such a run gains from it.  The clock is read
 * after each game until the threads are bound, then every BIND_CHECK
 * games.
 */
static void
binding_step(struct binding *b, pthread_t reader, unsigned long games)
{
	long long	 now;

	if (b->state == BIND_DONE ||
	    (b->state == BIND_HELD && games % BIND_CHECK != 0))
		return;
	if ((now = now_ms()) - b->start < BIND_AFTER)
		return;
	if (b->state == BIND_WAIT)
		b->state = bind_threads(b, reader) ? BIND_HELD : BIND_DONE;
	else if (now - b->start >= BIND_AFTER + BIND_MS)
		binding_end(b, reader);
}

/*
 * Do the caller's part of the work on a well-formed game: prepare it
 * into result unless that was done, then report it.  Returns fn's status.
 */
static int
finish(const struct rec_work *w, const struct rec_game *game, void *result,
    int prepared)
{
	if (w->prepare != NULL && !prepared)
		(void)w->prepare(game, result, w->arg, 1);
	return w->fn(game, result, w->arg);
}

/*
 * In the caller's thread: read the next game of the files and do the work
 * on it (a check is not worth it there: the rules check every event they
 * are not spared anyway), making *status the worse for it.  Returns 0
 * when every file is read.
 */
static int
game_in_turn(struct in_turn *t, const struct rec_work *w, void *result,
    int *status)
{
	struct rec_game		*game;
	enum rec_result		 got;

	for (;;) {
		if (t->r == NULL && t->next_file == t->nfiles)
			return 0;
		if (t->r == NULL && !open_next(t)) {
			*status = diag_worse(*status, EXIT_TROUBLE);
			continue;
		}
		if ((got = rec_next(t->r, &game)) != REC_END)
			break;
		close_file(t);
	}
	if (got == REC_MALFORMED) {
		*status = diag_worse(*status, EXIT_TROUBLE);
		if (w->malformed != NULL)
			w->malformed(game, w->arg);
	} else
		*status = diag_worse(*status, finish(w, game, result, 0));
	rec_game_release(game);
	return 1;
}

/* rec_work_whole()'s fn: the program's, which does all the work. */
static int
whole_game(const struct rec_game *game, void *result, void *arg)
{
	const struct rec_whole	*whole = arg;

	(void)result;
	return whole->fn(game, whole->arg);
}

void
rec_work_whole(struct rec_work *w, struct rec_whole *whole,
    void (*check)(struct rec_game *, const void *), const void *check_arg,
    int (*fn)(const struct rec_game *, void *), void *arg)
{
	memset(w, 0, sizeof(*w));
	whole->fn = fn;
	whole->arg = arg;
	w->check = check;
	w->check_arg = check_arg;
	w->fn = whole_game;
	w->arg = whole;
}

int
rec_each(int nfiles, char *const files[],
    int (*fn)(const struct rec_game *, void *), void *arg)
{
	return rec_each_checked(nfiles, files, NULL, NULL, fn, arg);
}

int
rec_each_checked(int nfiles, char *const files[],
    void (*check)(struct rec_game *, const void *), const void *check_arg,
    int (*fn)(const struct rec_game *, void *), void *arg)
{
	struct rec_whole whole;
	struct rec_work	 w;

	rec_work_whole(&w, &whole, check, check_arg, fn, arg);
	return rec_each_work(nfiles, files, &w);
}

/*
 * Read the rest of the files from where t stands in a reader thread while
 * the caller's thread does the work on each game in order, making status
 * the worse for them; return it.  If the thread cannot be made, the
 * caller's thread reads on alone.
 */
static int
read_on(struct in_turn *t, const struct rec_work *w, int status)
{
	struct pipeline		 pl;
	struct handover		 h;
	struct binding		 binding;
	pthread_t		 reader;

	memset(&pl, 0, sizeof(pl));
	t->handed_over = 1;
	if (t->r != NULL)
		rec_reuse_released(t->r, 0);
	pl.from = t;
	pl.work = w;
	pl.results = xcalloc(REC_KEEP, w->size > 0 ? w->size : 1);
	if (pthread_mutex_init(&pl.lock, NULL) != 0 ||
	    pthread_cond_init(&pl.reader_wake, NULL) != 0 ||
	    pthread_cond_init(&pl.caller_wake, NULL) != 0)
		diag_fatal("cannot make a mutex");
	if (pthread_create(&reader, NULL, read_files, &pl) != 0) {
		end_pipeline(&pl);
		while (game_in_turn(t, w, pl.results, &status))
			continue;
		free(pl.results);
		return status;
	}
	binding_start(&binding);
	do {
		h = take(&pl);
		if (h.messages != NULL) {
			diag_put(h.messages);
			free(h.messages);
		}
		if (h.trouble)
			status = diag_worse(status, EXIT_TROUBLE);
		if (h.trouble && h.game != NULL) {
			if (w->malformed != NULL)
				w->malformed(h.game, w->arg);
			rec_game_release(h.game);
		} else if (h.game != NULL) {
			status = diag_worse(status, finish(w, h.game,
			    result_of(&pl, pl.taken - 1), h.prepared));
			rec_game_release(h.game);
		}
		give_back(&pl);
		binding_step(&binding, reader, pl.taken);
	} while (!h.last);
	binding_end(&binding, reader);
	if (pthread_join(reader, NULL) != 0)
		diag_fatal("cannot join the reader thread");
	end_pipeline(&pl);
	free(pl.results);
	return status;
}

int
rec_each_work(int nfiles, char *const files[], const struct rec_work *w)
{
	static char *const	 stdin_only[] = { "-", NULL };
	struct in_turn		 t;
	void			*result;
	long long		 start = -1, spent;
	unsigned long		 timed = 0;
	enum threads		 threads;
	int			 status = EXIT_VALID, trial;

	if (nfiles == 0) {
		files = stdin_only;
		nfiles = 1;
	}
	memset(&t, 0, sizeof(t));
	t.nfiles = nfiles;
	t.files = files;
	result = xmalloc(w->size > 0 ? w->size : 1);
	/*
	 * The first game is not timed: it may read a dictionary or a
	 * network the others share.
	 */
	threads = read_ahead();
	trial = threads != THREADS_ONE;
	while (game_in_turn(&t, w, result, &status)) {
		if (!trial)
			continue;
		if (threads == THREADS_TWO) {
			free(result);
			return read_on(&t, w, status);
		}
		if (start == -1) {
			if ((start = thread_us()) == -1)
				trial = 0;
			continue;
		}
		timed++;
		if ((spent = thread_us() - start) < TRIAL_US)
			continue;
		trial = 0;
		if (spent >= HEAVY_US * (long long)timed) {
			free(result);
			return read_on(&t, w, status);
		}
	}
	free(result);
	return status;
}
