/*
 * list.c: a round's solutions listed as pa-solve lists them (see list.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "list.h"
#include "match.h"
#include "solve.h"

/*
 * The text listing, the bulk of what pa-solve prints, is written through a
 * buffer of whole lines, one fwrite(3) when it fills.
 */
#define LISTING_BUF	65536
/* One line at most: a label, ": ", the cells, '\n'. */
#define LINE_MAX_LEN	(64 + 2 + PA_SHAPEBUF + 1)

void
pa_list_label(const struct pa_match *m, int r, int q, char *buf, size_t size)
{
	if (m->round[r].nq > 1)
		snprintf(buf, size, "round %d group %d", r + 1, q + 1);
	else
		snprintf(buf, size, "round %d", r + 1);
}

void
pa_list_groups(FILE *fp, const char *name, const struct pa_shape *sol,
    size_t n)
{
	static _Thread_local char	 buf[LISTING_BUF];
	size_t				 len = 0, namelen = strlen(name), i;

	for (i = 0; i < n; i++) {
		if (len + LINE_MAX_LEN > sizeof(buf)) {
			fwrite(buf, 1, len, fp);
			len = 0;
		}
		memcpy(buf + len, name, namelen);
		len += namelen;
		buf[len++] = ':';
		buf[len++] = ' ';
		len += pa_shape_write(&sol[i], buf + len);
		buf[len++] = '\n';
	}
	fwrite(buf, 1, len, fp);
}

void
pa_list_round(FILE *fp, const struct pa_match *m, int r)
{
	struct pa_shape	*sol;
	char		 name[64];
	size_t		 n;
	int		 q;

	for (q = 0; q < m->round[r].nq; q++) {
		n = pa_solve(&m->grid, &m->round[r].q[q], &sol);
		pa_list_label(m, r, q, name, sizeof(name));
		pa_list_groups(fp, name, sol, n);
		free(sol);
	}
}
