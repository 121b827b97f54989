/*
 * draw.c: pictures of a Control Word position, as text and as SVG
 * documents.  Both show the bounding box of the tiles down, columns
 * rightwards and rows downwards, numbered as the record numbers squares.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "letterboard.h"
#include "svg.h"
#include "verdict.h"
#include "cw/bag.h"
#include "cw/draw.h"
#include "cw/game.h"
#include "cw/score.h"

/* Each color's initial on the text board, by enum cw_color. */
static const char color_initial[CW_NCOLORS] = { 'k', 'w', 'r', 'g', 'b' };

/* A tile's colors on a terminal: the letter on its color. */
static const char *const color_ansi[CW_NCOLORS] = {
	"\033[1;97;40m", "\033[1;30;107m", "\033[1;97;41m", "\033[1;97;42m",
	"\033[1;97;44m"
};
#define ANSI_RESET	"\033[0m"

/* A tile's fill, border and letter in SVG. */
static const char *const color_fill[CW_NCOLORS] = {
	"#222222", "#fbfbf6", "#c62828", "#2e7d32", "#1e63c6"
};
static const char *const color_stroke[CW_NCOLORS] = {
	"#000000", "#555555", "#7f1414", "#14501a", "#0d3a7a"
};
static const char *const color_letter[CW_NCOLORS] = {
	"#ffffff", "#111111", "#ffffff", "#ffffff", "#ffffff"
};

/* SVG measures, in pixels. */
#define CELL	36	/* a square */
#define MARGIN	16	/* around the drawing */
#define LABEL	28	/* room for the numbers at the top and left */
#define LINE	22	/* a caption line */
#define CHARW	8	/* a character of a caption line, on average */
#define HEADW	10	/* a character of the heading, in bold */
#define TILE	32	/* a tile, inside its square */

#define HEADBUF	(CW_TITLE + 64)	/* "x.rec: game 1 (ann v bob), after 4
				   of 10 events" */
#define RACKBUF	(2 * CW_BAGSIZE + 64)	/* a player's line */

/* The bounding box of the tiles down; an empty board is the square 0,0. */
struct box {
	int	 col0, row0, cols, rows;
};

void
cw_view_set(struct cw_view *w, const struct cw_game *g, const char *title,
    size_t nevents, const struct verdict *v)
{
	int	 i;

	memset(w, 0, sizeof(*w));
	lb_copy(&w->board, &g->board);
	w->n = g->n;
	for (i = 0; i < g->n; i++) {
		snprintf(w->p[i].name, sizeof(w->p[i].name), "%s",
		    g->p[i].name);
		w->p[i].color = g->p[i].color;
		w->p[i].own = g->p[i].own;
		w->p[i].blue = g->p[i].blue;
		w->p[i].penalties = g->p[i].penalties;
		w->p[i].points = g->p[i].points;
	}
	cw_game_where(g, w->where, sizeof(w->where));
	snprintf(w->title, sizeof(w->title), "%s", title);
	w->shown = g->nevents;
	w->nevents = nevents;
	if (v != NULL && v->status == EXIT_REJECTED) {
		w->illegal_line = v->pos.line;
		snprintf(w->illegal, sizeof(w->illegal), "%s", v->text);
	}
}

void
cw_view_free(struct cw_view *w)
{
	lb_free(&w->board);
}

/* Find the bounding box of the tiles on the board. */
static void
tile_box(const struct letterboard *b, struct box *box)
{
	int	 c, r, minc = 0, maxc = 0, minr = 0, maxr = 0, any = 0;

	for (r = b->row0; r < b->row0 + b->rows; r++)
		for (c = b->col0; c < b->col0 + b->cols; c++) {
			if (lb_get(b, c, r).letter == '\0')
				continue;
			if (!any || c < minc)
				minc = c;
			if (!any || c > maxc)
				maxc = c;
			if (!any || r < minr)
				minr = r;
			if (!any || r > maxr)
				maxr = r;
			any = 1;
		}
	box->col0 = minc;
	box->row0 = minr;
	box->cols = maxc - minc + 1;
	box->rows = maxr - minr + 1;
}

/* A tile's color, within the table's range. */
static int
tile_color(struct lb_tile t)
{
	return t.tag < CW_NCOLORS ? t.tag : CW_BLUE;
}

/* A tile's letter as a record writes it: blue ones in lower case. */
static char
tile_letter(struct lb_tile t)
{
	return tile_color(t) == CW_BLUE ?
	    (char)tolower((unsigned char)t.letter) : t.letter;
}

/* Write "x.rec: game 1 (ann v bob), after 4 of 10 events" into buf. */
static void
view_heading(const struct cw_view *w, char *buf, size_t size)
{
	if (w->shown == w->nevents)
		snprintf(buf, size, "%s, after %zu event%s", w->title,
		    w->shown, w->shown == 1 ? "" : "s");
	else
		snprintf(buf, size, "%s, after %zu of %zu events",
		    w->title, w->shown, w->nevents);
}

/* Append a rack's tiles, A first, to buf: own in capitals, blue in small. */
static void
rack_letters(const struct cw_bag *bag, int blue, char *buf, size_t size)
{
	size_t	 len = strlen(buf);
	int	 c, k;

	for (c = 0; c < CW_LETTERS; c++)
		for (k = 0; k < bag->n[c] && len + 1 < size; k++)
			buf[len++] = (char)((blue ? 'a' : 'A') + c);
	buf[len] = '\0';
}

/*
 * Write a player's line: "ann (red): rack AERR e, 2 penalty tokens, 4
 * points in play".
 */
static void
player_line(const struct cw_view_player *p, char *buf, size_t size)
{
	char	 rack[RACKBUF];

	rack[0] = '\0';
	rack_letters(&p->own, 0, rack, sizeof(rack));
	if (p->blue.total > 0) {
		if (rack[0] != '\0')
			strcat(rack, " ");
		rack_letters(&p->blue, 1, rack, sizeof(rack));
	}
	snprintf(buf, size, "%s (%s): rack %s, %d penalty token%s, %d "
	    "point%s in play", p->name, cw_color_name[p->color],
	    rack[0] != '\0' ? rack : "empty", p->penalties,
	    p->penalties == 1 ? "" : "s", p->points,
	    p->points == 1 || p->points == -1 ? "" : "s");
}

void
cw_view_lines(const struct cw_view *w, char *buf, size_t size)
{
	char	 line[RACKBUF + PLAYERS_NAMELEN];
	size_t	 len;
	int	 i;

	snprintf(buf, size, "%s", w->where);
	for (i = 0; i < w->n; i++) {
		player_line(&w->p[i], line, sizeof(line));
		len = strlen(buf);
		snprintf(buf + len, size - len, "\n%s", line);
	}
}

void
cw_result_text(const struct cw_game *g, const struct verdict *v, char *buf,
    size_t size)
{
	struct cw_result	 r;
	size_t			 len = 0;
	int			 i, k = 0;

	buf[0] = '\0';
#define ADD(...) do {							\
		if (len < size)						\
			len += (size_t)snprintf(buf + len, size - len,	\
			    __VA_ARGS__);				\
	} while (0)
	for (i = 0; i < g->nstood; i++)
		ADD("unchallenged on line %u: %s is not a word (%s)\n",
		    g->stood[i].line, g->stood[i].word, g->stood[i].why);
	if (v->status != EXIT_VALID)
		ADD("illegal event on line %u: %s", v->pos.line, v->text);
	else if (!cw_game_over(g)) {
		char	 where[CW_WHERE];

		cw_game_where(g, where, sizeof(where));
		ADD("no result yet: %s", where);
	} else {
		cw_game_result(g, &r);
		if (r.decided == CW_SHARED) {
			for (i = 0; i < g->n; i++)
				if (r.s[i].winner)
					ADD("%s%s", k++ > 0 ? " and " : "",
					    g->p[i].name);
			ADD(" share the win");
		} else
			ADD("%s wins by %s", cw_winner_name(g, &r),
			    cw_decided_text(r.decided));
		for (i = 0; i < g->n; i++)
			ADD("%s%s %d", i > 0 ? ", " : ": ", g->p[i].name,
			    r.s[i].total);
	}
#undef ADD
}

/* Write a tile's two characters, on its color if color is set. */
static void
text_tile(FILE *fp, struct lb_tile t, int color)
{
	int	 c = tile_color(t);

	if (color)
		fprintf(fp, "%s%c%c%s", color_ansi[c], tile_letter(t),
		    color_initial[c], ANSI_RESET);
	else
		fprintf(fp, "%c%c", tile_letter(t), color_initial[c]);
}

void
cw_draw_text(FILE *fp, const struct cw_view *w, int color)
{
	char		 head[HEADBUF], line[RACKBUF + PLAYERS_NAMELEN];
	struct box	 box;
	struct lb_tile	 t;
	int		 c, r, i;

	view_heading(w, head, sizeof(head));
	fprintf(fp, "%s: %s\n", head, w->where);
	if (w->illegal_line > 0)
		fprintf(fp, "illegal event on line %u: %s\n", w->illegal_line,
		    w->illegal);
	tile_box(&w->board, &box);
	fputs("    ", fp);
	for (c = box.col0; c < box.col0 + box.cols; c++)
		fprintf(fp, "%4d", c);
	putc('\n', fp);
	for (r = box.row0; r < box.row0 + box.rows; r++) {
		fprintf(fp, "%4d", r);
		for (c = box.col0; c < box.col0 + box.cols; c++) {
			t = lb_get(&w->board, c, r);
			fputs("  ", fp);
			if (t.letter == '\0')
				fputs(" .", fp);
			else
				text_tile(fp, t, color);
		}
		putc('\n', fp);
	}
	for (i = 0; i < w->n; i++) {
		player_line(&w->p[i], line, sizeof(line));
		fprintf(fp, "%s\n", line);
	}
	fputs("key: ", fp);
	for (c = 0; c < CW_NCOLORS; c++) {
		t.letter = 'A';
		t.tag = (unsigned char)c;
		text_tile(fp, t, color);
		fprintf(fp, " %s, ", c == CW_BLUE ? "blue, nobody's" :
		    cw_color_name[c]);
	}
	fputs("columns and rows from the mat's 0,0\n", fp);
}

/*
 * A tile of color c with its letter, its top-left corner at x, y: a
 * square for a player's color, a disc for blue.
 */
static void
svg_tile(FILE *fp, int x, int y, int c, char letter)
{
	int	 pad = (CELL - TILE) / 2;

	if (c == CW_BLUE)
		fprintf(fp, "<circle class=\"tile blue\" cx=\"%d\" cy=\"%d\" "
		    "r=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n",
		    x + CELL / 2, y + CELL / 2, TILE / 2, color_fill[c],
		    color_stroke[c]);
	else
		fprintf(fp, "<rect class=\"tile %s\" x=\"%d\" y=\"%d\" "
		    "width=\"%d\" height=\"%d\" rx=\"3\" fill=\"%s\" "
		    "stroke=\"%s\" stroke-width=\"1.5\"/>\n", cw_color_name[c],
		    x + pad, y + pad, TILE, TILE, color_fill[c],
		    color_stroke[c]);
	fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"19\" "
	    "font-weight=\"bold\" fill=\"%s\" text-anchor=\"middle\">%c"
	    "</text>\n", x + CELL / 2, y + CELL / 2 + 7, color_letter[c],
	    letter);
}

/* The board's squares, tiles and numbers, its top-left square at x0, y0. */
static void
svg_board(FILE *fp, const struct cw_view *w, const struct box *box, int x0,
    int y0)
{
	struct lb_tile	 t;
	int		 c, r, x, y;

	fputs("<g text-anchor=\"middle\" font-size=\"12\" "
	    "fill=\"#666666\">\n", fp);
	for (c = 0; c < box->cols; c++)
		fprintf(fp, "<text class=\"col\" x=\"%d\" y=\"%d\">%d</text>\n",
		    x0 + c * CELL + CELL / 2, y0 - 8, box->col0 + c);
	for (r = 0; r < box->rows; r++)
		fprintf(fp, "<text class=\"row\" x=\"%d\" y=\"%d\">%d</text>\n",
		    x0 - LABEL / 2, y0 + r * CELL + CELL / 2 + 4,
		    box->row0 + r);
	fputs("</g>\n", fp);
	fprintf(fp, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
	    "fill=\"#f3ead7\" stroke=\"#b9a98a\"/>\n", x0, y0,
	    box->cols * CELL, box->rows * CELL);
	fputs("<g stroke=\"#d9ccb0\" stroke-width=\"1\">\n", fp);
	for (c = 1; c < box->cols; c++)
		fprintf(fp, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
		    x0 + c * CELL, y0, x0 + c * CELL, y0 + box->rows * CELL);
	for (r = 1; r < box->rows; r++)
		fprintf(fp, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
		    x0, y0 + r * CELL, x0 + box->cols * CELL, y0 + r * CELL);
	fputs("</g>\n", fp);
	for (r = 0; r < box->rows; r++)
		for (c = 0; c < box->cols; c++) {
			t = lb_get(&w->board, box->col0 + c, box->row0 + r);
			if (t.letter == '\0')
				continue;
			x = x0 + c * CELL;
			y = y0 + r * CELL;
			svg_tile(fp, x, y, tile_color(t), t.letter);
		}
}

/* The legend: a tile of each color with its name, from x, y. */
static void
svg_legend(FILE *fp, int x, int y)
{
	int	 c;

	for (c = 0; c < CW_NCOLORS; c++) {
		svg_tile(fp, x, y, c, 'A');
		fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"14\" "
		    "fill=\"#222222\">%s</text>\n", x + CELL + 4,
		    y + CELL / 2 + 5, c == CW_BLUE ? "blue (nobody's)" :
		    cw_color_name[c]);
		x += CELL + 4 + (c == CW_BLUE ? 120 : 64);
	}
}

void
cw_draw_svg(FILE *fp, const struct cw_view *w)
{
	char		 head[HEADBUF], line[HEADBUF + CW_WHERE + 4];
	char		 illegal[VERDICT_TEXT + 48];
	char		 players[CW_MAXPLAYERS][RACKBUF + PLAYERS_NAMELEN];
	static const char note[] = "columns and rows numbered from the "
	    "mat's 0,0; blue tiles round";
	struct box	 box;
	size_t		 longest = sizeof(note) - 1;
	int		 i, nlines, width, height, bw, x0, y0, y;
	const int	 legendw = 5 * (CELL + 4) + 4 * 64 + 120;

	view_heading(w, head, sizeof(head));
	snprintf(line, sizeof(line), "%s: %s", head, w->where);
	illegal[0] = '\0';
	if (w->illegal_line > 0)
		snprintf(illegal, sizeof(illegal), "illegal event on line %u: "
		    "%s", w->illegal_line, w->illegal);
	if (strlen(illegal) > longest)
		longest = strlen(illegal);
	for (i = 0; i < w->n; i++) {
		player_line(&w->p[i], players[i], sizeof(players[i]));
		if (strlen(players[i]) > longest)
			longest = strlen(players[i]);
	}
	tile_box(&w->board, &box);
	nlines = 1 + (illegal[0] != '\0');
	bw = LABEL + box.cols * CELL;
	width = (int)longest * CHARW;
	if ((int)strlen(line) * HEADW > width)
		width = (int)strlen(line) * HEADW;
	if (bw > width)
		width = bw;
	if (legendw > width)
		width = legendw;
	width += 2 * MARGIN;
	x0 = MARGIN + LABEL;
	y0 = MARGIN + nlines * LINE + 8 + LABEL;
	height = y0 + box.rows * CELL + 12 + w->n * LINE + 8 + CELL + 8 +
	    LINE + MARGIN;

	fprintf(fp, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	    "height=\"%d\" viewBox=\"0 0 %d %d\" "
	    "font-family=\"DejaVu Sans, Arial, sans-serif\">\n<title>",
	    width, height, width, height);
	svg_escaped(fp, line);
	fputs("</title>\n", fp);
	fprintf(fp, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n",
	    width, height);
	y = MARGIN + 16;
	svg_line(fp, MARGIN, y, " font-size=\"15\" font-weight=\"bold\" "
	    "fill=\"#222222\"", line);
	if (illegal[0] != '\0')
		svg_line(fp, MARGIN, y += LINE,
		    " font-size=\"14\" fill=\"#c62828\"", illegal);
	svg_board(fp, w, &box, x0, y0);
	y = y0 + box.rows * CELL + 12;
	for (i = 0; i < w->n; i++) {
		fprintf(fp, "<rect x=\"%d\" y=\"%d\" width=\"12\" "
		    "height=\"12\" fill=\"%s\" stroke=\"%s\"/>\n", MARGIN,
		    y + LINE - 15, color_fill[w->p[i].color],
		    color_stroke[w->p[i].color]);
		svg_line(fp, MARGIN + 18, y += LINE,
		    " font-size=\"14\" fill=\"#222222\"", players[i]);
	}
	svg_legend(fp, MARGIN, y + 8);
	svg_line(fp, MARGIN, y + 8 + CELL + 8 + 14,
	    " font-size=\"13\" fill=\"#666666\"", note);
	fputs("</svg>\n", fp);
}
