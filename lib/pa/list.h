/*
 * list.h: the listing of a round's solutions as pa-solve writes it, one
 * group a line ("round 3: C3-D3-D4-D5-E5"), for pa-solve and for the live
 * referee's "moves".  The functions write to the stream given and keep
 * nothing; the caller checks the stream for write errors.
 */
#ifndef REFKIT_PA_LIST_H
#define REFKIT_PA_LIST_H

#include <stddef.h>
#include <stdio.h>

#include "match.h"
#include "shape.h"

/* The label of a question: "round 3", or "round 3 group 2" in Plus. */
void	 pa_list_label(const struct pa_match *, int round, int q, char *buf,
	    size_t size);

/* Write a line "name: C3-D3-D4" for each of the n groups. */
void	 pa_list_groups(FILE *, const char *name, const struct pa_shape *,
	    size_t n);

/* Write every solution of every question of round (from 0), labelled. */
void	 pa_list_round(FILE *, const struct pa_match *, int round);

#endif
