/*
 * draw.c: pictures of a NetMatch position, as text and as SVG documents.
 *
 * Both follow the network's sides in their order around the board
 * (nm-network(5)).  The SVG places side k's four nodes along edge k of a
 * regular polygon of as many edges as the network has sides, and every
 * other node inside it: at the angle of its neighbors one step nearer
 * the rim, on a smaller ring for each step, or at the center if its
 * neighbors surround it.
 */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "svg.h"
#include "verdict.h"
#include "board.h"
#include "draw.h"
#include "game.h"
#include "network.h"
#include "rules.h"

/* The colors' letters, escapes and fills; the symbols' marks. */
static const char color_char[NM_NCOLORS] = { 'r', 'y', 'g', 'b' };
static const char *const color_ansi[NM_NCOLORS] = {
	"\033[1;31m", "\033[1;33m", "\033[1;32m", "\033[1;34m"
};
static const char *const color_fill[NM_NCOLORS] = {
	"#d62728", "#e6b800", "#2ca02c", "#1f5fbf"
};
static const char symbol_char[NM_NSYMBOLS] = { 'o', '#', '^', '*' };

#define ANSI_RESET	"\033[0m"

/* SVG measures, in pixels. */
#define RADIUS	300	/* of the polygon's corners */
#define MARGIN	40	/* around the network */
#define TOP	70	/* the caption above it */
#define LEGEND	250	/* the legend at its right */
#define PAWN	11	/* half a pawn's size */
#define DOT	4	/* an empty node */
#define RING	0.28	/* how much smaller each inner ring is */

#define CHARW	10	/* a character of the caption, in bold */
#define HEADBUF	(NM_TITLE + 64)	/* "x.rec: game 1 (ann v bob), after 4
				   of 10 events" */

void
nm_view_set(struct nm_view *w, const struct nm_game *g, const char *title,
    size_t nevents, const struct verdict *v)
{
	memset(w, 0, sizeof(*w));
	w->setup = g->setup;
	w->pos = g->pos;
	snprintf(w->title, sizeof(w->title), "%s", title);
	w->shown = g->nevents;
	w->nevents = nevents;
	if (v != NULL && v->status == EXIT_REJECTED) {
		w->illegal_line = v->pos.line;
		snprintf(w->illegal, sizeof(w->illegal), "%s", v->text);
	}
}

void
nm_result_text(const struct nm_game *g, const struct verdict *v, char *buf,
    size_t size)
{
	const struct nm_setup	*s = &g->setup;
	char			 why[NM_WHY], letters[NM_NSYMBOLS + 1];
	size_t			 len;
	int			 c, k, n = 0;

	if (v->status != EXIT_VALID) {
		snprintf(buf, size, "illegal event on line %u: %s",
		    v->pos.line, v->text);
		return;
	}
	if (nm_game_over(g)) {
		nm_end_text(s, &g->pos, why, sizeof(why));
		snprintf(buf, size, "%s wins: %s", nm_game_winner(g), why);
		return;
	}
	snprintf(buf, size, "no result yet, %s to play turn %lu",
	    s->players.p[g->nevents == 0 ? 0 :
	    nm_next_player(s, &g->pos, g->pos.to_move)].name,
	    g->nevents == 0 ? 1 : g->pos.turn + 1);
	for (c = 0; c < NM_NCOLORS; c++) {
		if (s->owner[c] < 0)
			continue;
		nm_revealed_text(s, &g->pos, c, letters);
		for (k = 0; k < NM_NSYMBOLS; k++)
			if (letters[k] != '.' && (len = strlen(buf)) < size)
				snprintf(buf + len, size - len, "%s %s:%s=%c",
				    n++ == 0 ? "; discovered" : ",",
				    nm_colors[c], nm_symbols[k], letters[k]);
	}
}

void
nm_view_status(const struct nm_view *w, char *buf, size_t size)
{
	const struct nm_setup	*s = &w->setup;
	const struct nm_pos	*p = &w->pos;
	char			 why[NM_WHY];

	if (nm_over(p)) {
		nm_end_text(s, p, why, sizeof(why));
		snprintf(buf, size, "%s wins: %s",
		    s->players.p[p->end.winner].name, why);
	} else if (p->phase == NM_PHASE_START)
		snprintf(buf, size, "%s to play turn %lu",
		    s->players.p[p->to_move].name, p->turn);
	else if (p->phase == NM_PHASE_GAMBIT)	/* it ended the turn */
		snprintf(buf, size, "%s to play turn %lu",
		    s->players.p[nm_next_player(s, p, p->to_move)].name,
		    p->turn + 1);
	else
		snprintf(buf, size, "%s to play turn %lu, or %s turn %lu once "
		    "%s's ends", s->players.p[p->to_move].name, p->turn,
		    s->players.p[nm_next_player(s, p, p->to_move)].name,
		    p->turn + 1, s->players.p[p->to_move].name);
}

/* Write "x.rec: game 1 (ann v bob), after 4 of 10 events" into buf. */
static void
view_heading(const struct nm_view *w, char *buf, size_t size)
{
	if (w->shown == w->nevents)
		snprintf(buf, size, "%s, after %zu event%s", w->title,
		    w->shown, w->shown == 1 ? "" : "s");
	else
		snprintf(buf, size, "%s, after %zu of %zu events",
		    w->title, w->shown, w->nevents);
}

/* A player's line: "ann: red, letters S.E. (out: gambit HOLE)". */
static void
player_text(const struct nm_view *w, int i, char *buf, size_t size)
{
	const struct nm_setup	*s = &w->setup;
	const struct player	*pl = &s->players.p[i];
	char			 a[NM_NSYMBOLS + 1], b[NM_NSYMBOLS + 1];

	nm_revealed_text(s, &w->pos, pl->color[0], a);
	if (pl->ncolors == 2) {
		nm_revealed_text(s, &w->pos, pl->color[1], b);
		snprintf(buf, size, "%s: %s, letters %s; %s, letters %s", pl->name,
		    nm_colors[pl->color[0]], a, nm_colors[pl->color[1]], b);
	} else
		snprintf(buf, size, "%s: %s, letters %s", pl->name,
		    nm_colors[pl->color[0]], a);
}

/* Write a node's pawns, "r#", "2g^", "."; return the columns used. */
static int
text_cell(FILE *fp, const struct nm_cell *c, int color)
{
	if (c->count == 0) {
		putc('.', fp);
		return 1;
	}
	if (color)
		fputs(color_ansi[(int)c->color], fp);
	if (c->count > 1)
		fprintf(fp, "%d", c->count > 9 ? 9 : c->count);
	fprintf(fp, "%c%c", color_char[(int)c->color],
	    symbol_char[(int)c->symbol]);
	if (color)
		fputs(ANSI_RESET, fp);
	return c->count == 1 ? 2 : 3;
}

/*
 * Write a node, its name padded to width, and its pawns, after the *owed
 * blanks that pad the node before it to three columns; set *owed.
 */
static void
text_node(FILE *fp, const struct nm_view *w, int n, int width, int color,
    int *owed)
{
	fprintf(fp, "%*s  %-*s ", *owed, "", width, w->setup.net->node[n]);
	*owed = 3 - text_cell(fp, &w->pos.node[n], color);
}

/* The side of each node, or -1; the longest node name. */
static int
sides_of(const struct nm_network *net, int side[NM_MAXNODES])
{
	int	 i, k, width = 1;

	for (i = 0; i < net->nnodes; i++) {
		side[i] = -1;
		if ((int)strlen(net->node[i]) > width)
			width = (int)strlen(net->node[i]);
	}
	for (i = 0; i < net->nsides; i++)
		for (k = 0; k < NM_NSYMBOLS; k++)
			side[net->side[i].node[k]] = i;
	return width;
}

/* Write the inner nodes joined to side k not yet shown, marking them. */
static void
text_inner(FILE *fp, const struct nm_view *w, int k, const int side[],
    unsigned char shown[], int width, int color, int *owed)
{
	const struct nm_network	*net = w->setup.net;
	int			 i, j, n;

	for (i = 0; i < NM_NSYMBOLS; i++) {
		n = net->side[k].node[i];
		for (j = net->first[n]; j < net->first[n + 1]; j++)
			if (side[net->adj[j]] < 0 && !shown[net->adj[j]]) {
				shown[net->adj[j]] = 1;
				text_node(fp, w, net->adj[j], width, color,
				    owed);
			}
	}
}

void
nm_draw_text(FILE *fp, const struct nm_view *w, int color)
{
	const struct nm_setup	*s = &w->setup;
	const struct nm_network	*net = s->net;
	unsigned char		 shown[NM_MAXNODES] = { 0 };
	int			 side[NM_MAXNODES];
	char			 head[HEADBUF], line[VERDICT_TEXT];
	int			 i, k, width, owed, rest = 0;

	view_heading(w, head, sizeof(head));
	nm_view_status(w, line, sizeof(line));
	fprintf(fp, "%s: %s\n", head, line);
	if (w->illegal_line > 0)
		fprintf(fp, "next event, on line %u, is illegal: %s\n",
		    w->illegal_line, w->illegal);
	for (i = 0; i < s->players.n; i++) {
		player_text(w, i, line, sizeof(line));
		fprintf(fp, "%s%s%s%s\n", line, w->pos.out[i] ? " (out: "
		    "gambit " : "", w->pos.out[i] ? w->pos.gambit[i] : "",
		    w->pos.out[i] ? ")" : "");
	}
	fprintf(fp, "the ring, side by side around the %s network:\n",
	    net->name);
	width = sides_of(net, side);
	for (k = 0; k < net->nsides; k++) {
		fprintf(fp, "%2d %-6s", k + 1, nm_colors[net->side[k].color]);
		owed = 0;
		for (i = 0; i < NM_NSYMBOLS; i++)
			text_node(fp, w, net->side[k].node[i], width, color,
			    &owed);
		fprintf(fp, "%*s  |", owed, "");
		owed = 0;
		text_inner(fp, w, k, side, shown, width, color, &owed);
		putc('\n', fp);
	}
	owed = 0;
	for (i = 0; i < net->nnodes; i++)
		if (side[i] < 0 && !shown[i]) {
			if (rest++ == 0)
				fprintf(fp, "within:  ");
			text_node(fp, w, i, width, color, &owed);
		}
	if (rest > 0)
		putc('\n', fp);
	fputs("pawns: r red, y yellow, g green, b blue; o circle, # square, "
	    "^ triangle, * star;\n2g^ two green triangles; . nothing; "
	    "letters: circle square triangle star, . not taken\n", fp);
}

/* Place every node of the network, in units of RADIUS around 0, 0. */
static void
layout(const struct nm_network *net, double x[], double y[])
{
	const double	 pi = 3.14159265358979323846;
	int		 depth[NM_MAXNODES], queue[NM_MAXNODES];
	int		 head = 0, tail = 0, i, j, k, n = net->nsides, d, m;
	double		 a0, a1, t, sx, sy;

	for (i = 0; i < net->nnodes; i++) {
		depth[i] = -1;
		x[i] = y[i] = 0;
	}
	for (k = 0; k < n; k++) {
		a0 = -pi / 2 - pi / n + 2 * pi * k / n;
		a1 = a0 + 2 * pi / n;
		for (j = 0; j < NM_NSYMBOLS; j++) {
			i = net->side[k].node[j];
			t = (j + 0.5) / NM_NSYMBOLS;
			x[i] = (1 - t) * cos(a0) + t * cos(a1);
			y[i] = (1 - t) * sin(a0) + t * sin(a1);
			depth[i] = 0;
			queue[tail++] = i;
		}
	}
	while (head < tail) {
		i = queue[head++];
		for (j = net->first[i]; j < net->first[i + 1]; j++)
			if (depth[net->adj[j]] < 0) {
				depth[net->adj[j]] = depth[i] + 1;
				queue[tail++] = net->adj[j];
			}
	}
	for (m = 0; m < tail; m++) {
		if ((d = depth[i = queue[m]]) == 0)
			continue;
		sx = sy = 0;
		for (j = net->first[i]; j < net->first[i + 1]; j++)
			if (depth[net->adj[j]] == d - 1) {
				t = hypot(x[net->adj[j]], y[net->adj[j]]);
				if (t > 0) {
					sx += x[net->adj[j]] / t;
					sy += y[net->adj[j]] / t;
				}
			}
		t = hypot(sx, sy);
		if (t < 0.5 || 1 - RING * d <= 0)
			continue;	/* surrounded: the center */
		x[i] = sx / t * (1 - RING * d);
		y[i] = sy / t * (1 - RING * d);
	}
}

/* A pawn's shape of its symbol at cx, cy, filled with its color. */
static void
svg_pawn(FILE *fp, const struct nm_cell *c, double cx, double cy)
{
	const char	*fill = color_fill[(int)c->color];
	const double	 pi = 3.14159265358979323846;
	double		 r;
	int		 k;

	fprintf(fp, "<g class=\"pawn %s %s\" fill=\"%s\" stroke=\"#222222\" "
	    "stroke-width=\"1.5\">", nm_colors[(int)c->color],
	    nm_symbols[(int)c->symbol], fill);
	switch (c->symbol) {
	case 0:
		fprintf(fp, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%d\"/>", cx,
		    cy, PAWN);
		break;
	case 1:
		fprintf(fp, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" "
		    "height=\"%d\"/>", cx - PAWN + 1, cy - PAWN + 1,
		    2 * PAWN - 2, 2 * PAWN - 2);
		break;
	case 2:
		fprintf(fp, "<polygon points=\"%.1f,%.1f %.1f,%.1f "
		    "%.1f,%.1f\"/>", cx, cy - PAWN - 2, cx + PAWN + 1,
		    cy + PAWN - 1, cx - PAWN - 1, cy + PAWN - 1);
		break;
	default:
		fputs("<polygon points=\"", fp);
		for (k = 0; k < 10; k++) {
			r = k % 2 == 0 ? PAWN + 3 : (PAWN + 3) * 0.45;
			fprintf(fp, "%s%.1f,%.1f", k > 0 ? " " : "",
			    cx + r * sin(pi * k / 5), cy - r * cos(pi * k / 5));
		}
		fputs("\"/>", fp);
		break;
	}
	if (c->count > 1)
		fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#222222\" "
		    "stroke=\"none\" font-size=\"13\" font-weight=\"bold\">"
		    "&#215;%d</text>", cx + PAWN + 2, cy - PAWN + 2, c->count);
	fputs("</g>\n", fp);
}

/* The network: its edges, then its nodes, their names and their pawns. */
static void
svg_network(FILE *fp, const struct nm_view *w, double cx, double cy)
{
	const struct nm_network	*net = w->setup.net;
	static double		 x[NM_MAXNODES], y[NM_MAXNODES];
	double			 px, py, lx, ly, t;
	int			 i, j;

	layout(net, x, y);
	fputs("<g class=\"edges\" stroke=\"#9a8c74\" stroke-width=\"2\">\n",
	    fp);
	for (i = 0; i < net->nnodes; i++)
		for (j = net->first[i]; j < net->first[i + 1]; j++)
			if (net->adj[j] > i)
				fprintf(fp, "<line x1=\"%.1f\" y1=\"%.1f\" "
				    "x2=\"%.1f\" y2=\"%.1f\"/>\n",
				    cx + RADIUS * x[i], cy + RADIUS * y[i],
				    cx + RADIUS * x[net->adj[j]],
				    cy + RADIUS * y[net->adj[j]]);
	fputs("</g>\n<g class=\"nodes\" font-size=\"11\" fill=\"#555555\" "
	    "text-anchor=\"middle\">\n", fp);
	for (i = 0; i < net->nnodes; i++) {
		px = cx + RADIUS * x[i];
		py = cy + RADIUS * y[i];
		t = hypot(x[i], y[i]);
		lx = t > 0 ? px + 24 * x[i] / t : px;
		ly = t > 0 ? py + 24 * y[i] / t + 4 : py + 26;
		fprintf(fp, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%d\" "
		    "fill=\"#ffffff\" stroke=\"#9a8c74\"/>", px, py, DOT);
		fprintf(fp, "<text x=\"%.1f\" y=\"%.1f\">", lx, ly);
		svg_escaped(fp, net->node[i]);
		fputs("</text>\n", fp);
	}
	fputs("</g>\n", fp);
	for (i = 0; i < net->nnodes; i++)
		if (w->pos.node[i].count > 0)
			svg_pawn(fp, &w->pos.node[i], cx + RADIUS * x[i],
			    cy + RADIUS * y[i]);
}

/* The legend at x, y: each color played, then the symbols. */
static void
svg_legend(FILE *fp, const struct nm_view *w, int x, int y)
{
	const struct nm_setup	*s = &w->setup;
	struct nm_cell		 c;
	char			 letters[NM_NSYMBOLS + 1];
	int			 k, pl;

	fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"15\" "
	    "font-weight=\"bold\">colors, tokens taken</text>\n", x, y);
	for (k = 0; k < NM_NCOLORS; k++) {
		if ((pl = s->owner[k]) < 0)
			continue;
		y += 30;
		fprintf(fp, "<rect x=\"%d\" y=\"%d\" width=\"18\" height=\"18\" "
		    "fill=\"%s\"/>", x, y - 14, color_fill[k]);
		nm_revealed_text(s, &w->pos, k, letters);
		fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"14\">", x + 26,
		    y);
		svg_escaped(fp, s->players.p[pl].name);
		fprintf(fp, ": %s <tspan font-family=\"monospace\" "
		    "font-weight=\"bold\">%s</tspan>%s</text>\n", nm_colors[k],
		    letters, w->pos.out[pl] ? " (out)" : "");
	}
	y += 24;
	fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"12\" fill=\"#555555\">"
	    "letters under circle, square, triangle,</text>\n", x, y);
	fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"12\" fill=\"#555555\">"
	    "star; . a token not taken</text>\n", x, y + 16);
	y += 50;
	fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"15\" "
	    "font-weight=\"bold\">symbols</text>\n", x, y);
	c.count = 1;
	for (k = 0; k < NM_NSYMBOLS; k++) {
		y += 32;
		c.symbol = (signed char)k;
		c.color = (signed char)(s->players.p[0].color[0]);
		svg_pawn(fp, &c, x + 12, y - 5);
		fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"14\">%s"
		    "</text>\n", x + 34, y, nm_symbols[k]);
	}
	y += 40;
	c.symbol = 0;
	c.count = 2;
	svg_pawn(fp, &c, x + 12, y - 5);
	fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"14\">two pawns on "
	    "a node</text>\n", x + 52, y);
}

void
nm_draw_svg(FILE *fp, const struct nm_view *w)
{
	char	 head[HEADBUF], status[VERDICT_TEXT];
	char	 caption[HEADBUF + VERDICT_TEXT + 2];
	size_t	 longest;
	int	 width = 2 * (RADIUS + MARGIN) + LEGEND;
	int	 height = TOP + 2 * (RADIUS + MARGIN);

	view_heading(w, head, sizeof(head));
	nm_view_status(w, status, sizeof(status));
	snprintf(caption, sizeof(caption), "%s: %s", head, status);
	longest = strlen(caption);
	if (w->illegal_line > 0 && strlen(w->illegal) + 40 > longest)
		longest = strlen(w->illegal) + 40;
	if (2 * MARGIN + (int)longest * CHARW > width)
		width = 2 * MARGIN + (int)longest * CHARW;
	fprintf(fp, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	    "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\">\n"
	    "<rect width=\"100%%\" height=\"100%%\" fill=\"#fbf8f1\"/>\n",
	    width, height, width, height);
	fprintf(fp, "<text x=\"%d\" y=\"28\" font-size=\"16\" "
	    "font-weight=\"bold\">", MARGIN);
	svg_escaped(fp, caption);
	fputs("</text>\n", fp);
	if (w->illegal_line > 0) {
		fprintf(fp, "<text x=\"%d\" y=\"52\" font-size=\"13\" "
		    "fill=\"#b00020\">next event, on line %u, is illegal: ",
		    MARGIN, w->illegal_line);
		svg_escaped(fp, w->illegal);
		fputs("</text>\n", fp);
	}
	svg_network(fp, w, RADIUS + MARGIN, TOP + RADIUS + MARGIN);
	svg_legend(fp, w, 2 * (RADIUS + MARGIN), TOP + MARGIN);
	fputs("</svg>\n", fp);
}
