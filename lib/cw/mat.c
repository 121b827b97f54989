/*
 * mat.c: the six starting play mats of Control Word, as the author drew
 * them.
 */
#include <pthread.h>
#include <stddef.h>

#include "diag.h"
#include "letterboard.h"
#include "cw/mat.h"

static const struct cw_mat_word mats[CW_NMATS][4] = {
	{ { "XYLENE", 1, 0, LB_DOWN }, { "EYELID", 1, 5, LB_ACROSS },
	  { "KILOBIT", 4, 3, LB_DOWN }, { "REGATTA", 0, 9, LB_ACROSS } },
	{ { "JOKING", 1, 0, LB_DOWN }, { "GAMBOL", 1, 5, LB_ACROSS },
	  { "TOBACCO", 4, 3, LB_DOWN }, { "AXOLOTL", 0, 9, LB_ACROSS } },
	{ { "ZEALOT", 1, 0, LB_DOWN }, { "TWANGY", 1, 5, LB_ACROSS },
	  { "MANHUNT", 4, 3, LB_DOWN }, { "QUANTUM", 0, 9, LB_ACROSS } },
	{ { "SUSPECT", 4, 0, LB_ACROSS }, { "UMBRAGE", 5, 0, LB_DOWN },
	  { "DISCARD", 0, 3, LB_ACROSS }, { "BETWEEN", 1, 6, LB_ACROSS } },
	{ { "STYRENE", 4, 0, LB_ACROSS }, { "TALLEST", 5, 0, LB_DOWN },
	  { "PUSTULE", 0, 3, LB_ACROSS }, { "QUARTET", 1, 6, LB_ACROSS } },
	{ { "SPANDEX", 4, 0, LB_ACROSS }, { "POLLUTE", 5, 0, LB_DOWN },
	  { "STERILE", 0, 3, LB_ACROSS }, { "VELVETY", 1, 6, LB_ACROSS } },
};

const struct cw_mat_word *
cw_mat(int n)
{
	if (n < 1 || n > CW_NMATS)
		return NULL;
	return mats[n - 1];
}

/* Put the tiles of mat n on the board one by one, each tagged tag. */
static void
put_mat(struct letterboard *b, int n, unsigned char tag)
{
	const struct cw_mat_word	*w = cw_mat(n);
	int				 i, k;

	for (i = 0; w != NULL && i < 4; i++)
		for (k = 0; w[i].word[k] != '\0'; k++)
			(void)lb_put(b, w[i].col + (w[i].dir == LB_ACROSS ? k :
			    0), w[i].row + (w[i].dir == LB_DOWN ? k : 0),
			    w[i].word[k], tag);
}

/*
 * Each mat as laid on an empty board, by this thread, with the tag it was
 * laid with; a game starts from a copy (a board with tiles or a start
 * square has the tiles put on it instead).  The boards live until the
 * thread ends (the key's destructor frees them) or the process does.
 */
static _Thread_local struct laid_mat {
	int			 laid;
	unsigned char		 tag;
	struct letterboard	 board;
} laid[CW_NMATS];
static _Thread_local int laid_keyed;	/* laid is the key's, to free */
static _Thread_local struct letterboard spare;	/* a board released, its
					   buffers for the next copy */
static pthread_key_t	 laid_key;
static pthread_once_t	 laid_once = PTHREAD_ONCE_INIT;

/* Free the boards a thread laid, as the thread ends. */
static void
free_laid(void *arg)
{
	struct laid_mat	*m = arg;
	int		 n;

	for (n = 0; n < CW_NMATS; n++)
		if (m[n].laid) {
			lb_free(&m[n].board);
			m[n].laid = 0;
		}
	lb_free(&spare);
}

/* Make the key that frees each thread's boards. */
static void
make_laid_key(void)
{
	if (pthread_key_create(&laid_key, free_laid) != 0)
		diag_fatal("cannot make a thread key");
}

void
cw_mat_lay(struct letterboard *b, int n, unsigned char tag)
{
	struct laid_mat	*m;

	if (cw_mat(n) == NULL)
		return;
	if (b->cols != 0 || b->has_start) {
		put_mat(b, n, tag);
		return;
	}
	if (!laid_keyed) {
		if (pthread_once(&laid_once, make_laid_key) != 0 ||
		    pthread_setspecific(laid_key, laid) != 0)
			diag_fatal("cannot set a thread key");
		laid_keyed = 1;
	}
	m = &laid[n - 1];
	if (!m->laid || m->tag != tag) {
		lb_free(&m->board);
		lb_init(&m->board);
		put_mat(&m->board, n, tag);
		m->tag = tag;
		m->laid = 1;
	}
	lb_free(b);
	lb_copy_reusing(b, &m->board, &spare);
}

/*
 * A game's board, released as the game is freed, is copied into by the
 * next game's laying of its mat, not freed and allocated again: only in
 * a thread that lays mats, whose key frees the last one.
 */
void
cw_mat_release(struct letterboard *b)
{
	if (!laid_keyed) {
		lb_free(b);
		return;
	}
	lb_free(&spare);
	spare = *b;
	lb_init(b);
}
