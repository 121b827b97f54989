/*
 * mat.h: Control Word's six starting play mats, each four crossing words
 * printed in blue, as data.  Squares count from the mat's top-left square,
 * 0,0: column to the right, row downwards.
 */
#ifndef REFKIT_CW_MAT_H
#define REFKIT_CW_MAT_H

#include "letterboard.h"

#define CW_NMATS	6

struct cw_mat_word {
	const char	*word;
	int		 col, row;
	enum lb_dir	 dir;
};

/* The four words of mat n (1 to CW_NMATS), or NULL for another n. */
const struct cw_mat_word *cw_mat(int n);

/* Lay the words of mat n on the board, each tile tagged tag. */
void	 cw_mat_lay(struct letterboard *, int n, unsigned char tag);

/*
 * Free a board (lb_free()), its buffers kept for the next board this
 * thread lays a mat on, where it lays mats.
 */
void	 cw_mat_release(struct letterboard *);

#endif
