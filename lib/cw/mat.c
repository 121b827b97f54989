/*
 * mat.c: the six starting play mats of Control Word, as the author drew
 * them.
 */
#include <stddef.h>

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
 * process ends.
 */
static _Thread_local struct laid_mat {
	int			 laid;
	unsigned char		 tag;
	struct letterboard	 board;
} laid[CW_NMATS];

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
	m = &laid[n - 1];
	if (!m->laid || m->tag != tag) {
		lb_free(&m->board);
		lb_init(&m->board);
		put_mat(&m->board, n, tag);
		m->tag = tag;
		m->laid = 1;
	}
	lb_free(b);
	lb_copy(b, &m->board);
}
