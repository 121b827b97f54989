/*
 * board.c: setting up a game of NetMatch: the colors, the sides and the
 * start, and the words that describe what a node holds.
 */
#include <stdio.h>
#include <string.h>

#include "board.h"

int
nm_plays(const struct nm_setup *s, int player, int c)
{
	return c >= 0 && c < NM_NCOLORS && s->owner[c] == player;
}

const char *
nm_colors_text(const struct nm_setup *s, int player, char *buf, size_t size)
{
	const struct player	*p = &s->players.p[player];

	if (p->ncolors == 2)
		snprintf(buf, size, "%s and %s", nm_colors[p->color[0]],
		    nm_colors[p->color[1]]);
	else
		snprintf(buf, size, "%s", nm_colors[p->color[0]]);
	return buf;
}

const char *
nm_cell_text(const struct nm_cell *c, char *buf, size_t size)
{
	if (c->count == 0)
		snprintf(buf, size, "nothing");
	else if (c->count == 1)
		snprintf(buf, size, "a %s %s", nm_colors[c->color],
		    nm_symbols[c->symbol]);
	else
		snprintf(buf, size, "%d %s %ss", c->count, nm_colors[c->color],
		    nm_symbols[c->symbol]);
	return buf;
}

/*
 * Check that every player plays as many colors as the variant wants, and
 * settle the variant.  Returns 1, or 0 with why.
 */
static int
check_variant(struct nm_setup *s, enum nm_variant *variant, char *why)
{
	const struct players	*ps = &s->players;
	int			 i, k = ps->p[0].ncolors;

	for (i = 1; i < ps->n; i++)
		if (ps->p[i].ncolors != k) {
			snprintf(why, NM_WHY, "every player plays as many "
			    "colors as the others: %s plays %d, %s %d",
			    ps->p[0].name, k, ps->p[i].name, ps->p[i].ncolors);
			return 0;
		}
	if (ps->n > 2 && k > 1) {
		snprintf(why, NM_WHY, "in a game of %d players each plays one "
		    "color; two colors each is for two players", ps->n);
		return 0;
	}
	if (ps->n == 4)
		*variant = NM_FOUR;
	else if (ps->n == 2 && k == 2 && *variant == NM_PARTIAL) {
		snprintf(why, NM_WHY, "in the partial-board variation each "
		    "player plays one color, as in \"ann:red bob:green\"");
		return 0;
	} else if (ps->n == 2 && k == 1 && *variant == NM_FULL) {
		snprintf(why, NM_WHY, "in the two-player full-board variation "
		    "each player plays two colors, as in \"ann:red+green "
		    "bob:yellow+blue\"");
		return 0;
	} else if (ps->n == 2)
		*variant = k == 2 ? NM_FULL : NM_PARTIAL;
	else if (*variant == NM_UNSET || *variant == NM_FOUR)
		*variant = NM_PARTIAL;
	return 1;
}

int
nm_setup_colors(struct nm_setup *s, const struct nm_network *net,
    enum nm_variant variant, char *why)
{
	const struct players	*ps = &s->players;
	int			 i, k, c;

	s->net = net;
	for (c = 0; c < NM_NCOLORS; c++) {
		s->owner[c] = -1;
		s->copies[c] = 0;
	}
	for (i = 0; i < ps->n; i++)
		for (k = 0; k < ps->p[i].ncolors; k++)
			s->owner[ps->p[i].color[k]] = i;
	if (!check_variant(s, &variant, why))
		return 0;
	s->variant = variant;
	if (variant == NM_FULL && ps->n == 3 && net->nsides % 3 != 0) {
		snprintf(why, NM_WHY, "in the full-board variation three "
		    "players share the sides: %s has %d, not a multiple of "
		    "three", net->name, net->nsides);
		return 0;
	}
	for (i = 0; i < net->nsides; i++) {
		/* Three players on the full board: colors in turn. */
		if (variant == NM_FULL && ps->n == 3)
			c = ps->p[i % 3].color[0];
		else
			c = net->side[i].color;
		s->side_color[i] = s->owner[c] >= 0 ? c : -1;
		if (s->side_color[i] >= 0)
			s->copies[c]++;
	}
	return 1;
}

void
nm_pos_start(struct nm_pos *p, const struct nm_setup *s)
{
	const struct nm_network	*net = s->net;
	struct nm_cell		*cell;
	int			 i, k, c;

	memset(p, 0, sizeof(*p));
	for (i = 0; i < net->nsides; i++) {
		if ((c = s->side_color[i]) < 0)
			continue;
		for (k = 0; k < NM_NSYMBOLS; k++) {
			cell = &p->node[net->side[i].node[k]];
			cell->color = (signed char)c;
			cell->symbol = (signed char)k;
			cell->count = 1;
			p->left[c][k]++;
		}
	}
	p->to_move = 0;
	p->turn = 1;
	p->phase = NM_PHASE_START;
	p->end.reason = NM_PLAYING;
	p->end.winner = -1;
}
