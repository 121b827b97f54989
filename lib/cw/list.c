/*
 * list.c: the legal next events of a Control Word position as text (see
 * list.h).
 */
#include <stdio.h>
#include <stdlib.h>

#include "cw/list.h"

void
cw_list_heading(FILE *fp, const struct cw_game *g)
{
	char	 where[128];

	cw_game_where(g, where, sizeof(where));
	fprintf(fp, "# after %zu event%s: %s\n", g->nevents,
	    g->nevents == 1 ? "" : "s", where);
}

void
cw_list_event(const struct cw_game *g, const struct cw_move *m, char *buf,
    size_t size)
{
	char	 text[CW_MOVE_TEXT];

	cw_move_text(m, text, sizeof(text));
	snprintf(buf, size, "%d %s %s %s", g->round, g->p[cw_to_act(g)].name,
	    m->kind == 'p' ? "play" : "replace", text);
}

void
cw_list_text(FILE *fp, const struct cw_game *g, const struct lexicon *lex)
{
	struct cw_move	*m;
	char		 line[CW_LIST_LINE];
	size_t		 i, n;

	cw_list_heading(fp, g);
	m = cw_list_moves(g, lex, &n);
	for (i = 0; i < n; i++) {
		cw_list_event(g, &m[i], line, sizeof(line));
		fprintf(fp, "%s  # %d\n", line, m[i].points);
	}
	free(m);
}
