/*
 * draw.c: pictures of Pattern Assembly grids and questions, as text and as
 * SVG documents.
 */
#include <stdio.h>
#include <string.h>

#include "svg.h"
#include "draw.h"
#include "grid.h"
#include "shape.h"
#include "solve.h"

/* ANSI colors of the pictures on a terminal: red, blue, green. */
static const char *const ansi[PA_NPICTURES] =
    { NULL, "\033[1;31m", "\033[1;34m", "\033[1;32m" };
#define ANSI_RESET	"\033[0m"

/* The same colors in SVG. */
static const char *const svg_color[PA_NPICTURES] =
    { NULL, "#d62728", "#1f5fbf", "#2a9d3a" };

/* The plural of each picture's name, as the rules write it. */
static const char *const plural[PA_NPICTURES] =
    { "blanks", "circles", "crosses", "plusses" };

/* SVG measures, in pixels. */
#define CELL	40	/* a square of the grid or of a shape */
#define MARGIN	12	/* around the drawing */
#define LABEL	28	/* room for the row letters and column numbers */
#define HEAD	32	/* the heading of a question */
#define LINE	24	/* the label of a group */
#define GAP	12	/* between a shape and its contents, and panels */
#define HEADW	12	/* a character of a heading, in bold, on average */

#define HEADBUF	64

/* Write a picture's character, in its color if color is set. */
static void
text_picture(FILE *fp, int pic, int color)
{
	if (color && ansi[pic] != NULL)
		fprintf(fp, "%s%c%s", ansi[pic],
		    pa_picture_char((enum pa_picture)pic), ANSI_RESET);
	else
		putc(pa_picture_char((enum pa_picture)pic), fp);
}

void
pa_draw_grid(FILE *fp, const struct pa_grid *g, int color)
{
	int	 w = g->cols >= 10 ? 2 : 1, r, c;

	putc(' ', fp);
	for (c = 0; c < g->cols; c++)
		fprintf(fp, " %*d", w, c + 1);
	putc('\n', fp);
	for (r = 0; r < g->rows; r++) {
		putc('A' + r, fp);
		for (c = 0; c < g->cols; c++) {
			fprintf(fp, "%*s", w, "");
			text_picture(fp, g->pic[r][c], color);
		}
		putc('\n', fp);
	}
}

/* Find the top left corner of the shape's bounding box. */
static void
shape_origin(const struct pa_shape *s, int *row0, int *col0)
{
	int	 i;

	*row0 = *col0 = 0;
	for (i = 0; i < s->n; i++) {
		if (i == 0 || s->cell[i].row < *row0)
			*row0 = s->cell[i].row;
		if (i == 0 || s->cell[i].col < *col0)
			*col0 = s->cell[i].col;
	}
}

/* Whether the shape has a cell at the row and column given. */
static int
shape_has(const struct pa_shape *s, int row, int col)
{
	int	 i;

	for (i = 0; i < s->n; i++)
		if (s->cell[i].row == row && s->cell[i].col == col)
			return 1;
	return 0;
}

void
pa_draw_shape(FILE *fp, const struct pa_shape *s)
{
	int	 row0, col0, h, w, r, c;

	shape_origin(s, &row0, &col0);
	h = pa_shape_height(s);
	w = pa_shape_width(s);
	for (r = 0; r < h; r++) {
		for (c = 0; c < w; c++) {
			if (c > 0)
				putc(' ', fp);
			putc(shape_has(s, row0 + r, col0 + c) ? '#' : '.', fp);
		}
		putc('\n', fp);
	}
}

size_t
pa_contents_words(const struct pa_contents *ct, char *buf, size_t size)
{
	size_t	 len = 0;
	int	 p, n;

	if (size > 0)
		buf[0] = '\0';
	for (p = PA_CIRCLE; p <= PA_PLUS; p++) {
		if (ct->count[p] == 0)
			continue;
		n = snprintf(buf + (len < size ? len : size),
		    len < size ? size - len : 0, "%s%d %s",
		    len > 0 ? ", " : "", ct->count[p], ct->count[p] == 1 ?
		    pa_picture_name((enum pa_picture)p) : plural[p]);
		if (n > 0)
			len += (size_t)n;
	}
	return len;
}

/* Write the heading of a round's question into buf (HEADBUF bytes). */
static void
round_heading(char *buf, int round, const struct pa_question *q, int nq,
    int plus)
{
	int	 points;

	if (nq > 1) {
		snprintf(buf, HEADBUF, "round %d: %d groups, 1 point each",
		    round, nq);
		return;
	}
	points = plus ? 1 : q->shape.n;
	snprintf(buf, HEADBUF, "round %d: %d cell%s, %d point%s", round,
	    q->shape.n, q->shape.n == 1 ? "" : "s", points,
	    points == 1 ? "" : "s");
}

/* Write the label of one group of several into buf (HEADBUF bytes). */
static void
group_label(char *buf, int i, int nq, const struct pa_question *q)
{
	snprintf(buf, HEADBUF, "group %d of %d: %d cell%s", i + 1, nq,
	    q->shape.n, q->shape.n == 1 ? "" : "s");
}

/* List the contents' pictures in the rules' order; return how many. */
static int
contents_pictures(const struct pa_contents *ct, int pics[PA_MAXCELLS])
{
	char	 s[PA_MAXCELLS + 1];
	int	 i, n;

	n = pa_contents_format(ct, s, sizeof(s));
	if (n > PA_MAXCELLS)
		n = PA_MAXCELLS;
	for (i = 0; i < n; i++)
		pics[i] = pa_picture_from_char((unsigned char)s[i]);
	return n;
}

void
pa_draw_round(FILE *fp, int round, const struct pa_question *q, int nq,
    int plus, int color)
{
	char	 buf[HEADBUF], words[HEADBUF];
	int	 pics[PA_MAXCELLS], i, k, n;

	round_heading(buf, round, q, nq, plus);
	fprintf(fp, "%s\n", buf);
	for (i = 0; i < nq; i++) {
		if (nq > 1) {
			group_label(buf, i, nq, &q[i]);
			fprintf(fp, "%s\n", buf);
		}
		pa_draw_shape(fp, &q[i].shape);
		fputs("contents:", fp);
		n = contents_pictures(&q[i].contents, pics);
		for (k = 0; k < n; k++) {
			putc(' ', fp);
			text_picture(fp, pics[k], color);
		}
		pa_contents_words(&q[i].contents, words, sizeof(words));
		fprintf(fp, " (%s)\n", words);
	}
}

/* Start an SVG document of the size given, on a white ground. */
static void
svg_begin(FILE *fp, int w, int h, const char *title)
{
	fprintf(fp, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	    "height=\"%d\" viewBox=\"0 0 %d %d\" "
	    "font-family=\"DejaVu Sans, Arial, sans-serif\">\n"
	    "<title>", w, h, w, h);
	svg_escaped(fp, title);
	fprintf(fp, "</title>\n"
	    "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n", w, h);
}

/* Draw a square of CELL pixels with its top left corner at x, y. */
static void
svg_square(FILE *fp, int x, int y, const char *fill, const char *stroke)
{
	fprintf(fp, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
	    "fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>\n", x, y, CELL,
	    CELL, fill, stroke);
}

/*
 * Draw a picture in the square whose top left corner is x, y: a red ring
 * (the only circle elements of a drawing), a blue X or a green plus.
 */
static void
svg_picture(FILE *fp, int pic, int x, int y)
{
	int	 cx = x + CELL / 2, cy = y + CELL / 2, d;

	switch (pic) {
	case PA_CIRCLE:
		fprintf(fp, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" "
		    "fill=\"none\" stroke=\"%s\" stroke-width=\"5\"/>\n",
		    cx, cy, CELL * 3 / 10, svg_color[pic]);
		break;
	case PA_CROSS:
		d = CELL / 4;
		fprintf(fp, "<path d=\"M%d %dL%d %dM%d %dL%d %d\" "
		    "stroke=\"%s\" stroke-width=\"5\" "
		    "stroke-linecap=\"round\"/>\n", cx - d, cy - d, cx + d,
		    cy + d, cx - d, cy + d, cx + d, cy - d, svg_color[pic]);
		break;
	case PA_PLUS:
		d = CELL / 3;
		fprintf(fp, "<path d=\"M%d %dV%dM%d %dH%d\" stroke=\"%s\" "
		    "stroke-width=\"5\" stroke-linecap=\"round\"/>\n", cx,
		    cy - d, cy + d, cx - d, cy, cx + d, svg_color[pic]);
		break;
	default:
		break;
	}
}

void
pa_svg_grid(FILE *fp, const struct pa_grid *g)
{
	char	 num[16], title[HEADBUF];
	int	 r, c, x, y;

	snprintf(title, sizeof(title), "Pattern Assembly grid, %d rows by "
	    "%d columns", g->rows, g->cols);
	svg_begin(fp, LABEL + g->cols * CELL + MARGIN,
	    LABEL + g->rows * CELL + MARGIN, title);
	fputs("<g font-size=\"16\" fill=\"#444444\" text-anchor=\"middle\">\n",
	    fp);
	for (c = 0; c < g->cols; c++) {
		snprintf(num, sizeof(num), "%d", c + 1);
		svg_line(fp, LABEL + c * CELL + CELL / 2, LABEL - 9, "", num);
	}
	for (r = 0; r < g->rows; r++) {
		snprintf(num, sizeof(num), "%c", 'A' + r);
		svg_line(fp, LABEL / 2, LABEL + r * CELL + CELL / 2 + 6, "",
		    num);
	}
	fputs("</g>\n", fp);
	for (r = 0; r < g->rows; r++)
		for (c = 0; c < g->cols; c++) {
			x = LABEL + c * CELL;
			y = LABEL + r * CELL;
			svg_square(fp, x, y, "#f8f8f8", "#b0b0b0");
			svg_picture(fp, g->pic[r][c], x, y);
		}
	fputs("</svg>\n", fp);
}

/* The height of a group's panel: its label, shape, gap and contents. */
static int
panel_height(const struct pa_question *q, int nq)
{
	return (nq > 1 ? LINE : 0) + pa_shape_height(&q->shape) * CELL +
	    GAP + CELL;
}

/*
 * The width of a group's panel: its shape or its contents (a group's label
 * is shorter than the heading of a round of several groups).
 */
static int
panel_width(const struct pa_question *q)
{
	int	 w;

	w = pa_shape_width(&q->shape) * CELL;
	if (pa_contents_total(&q->contents) * CELL > w)
		w = pa_contents_total(&q->contents) * CELL;
	return w;
}

/* Draw a group's panel with its top left corner at MARGIN, y. */
static void
svg_panel(FILE *fp, const struct pa_question *q, int i, int nq, int y)
{
	char	 label[HEADBUF];
	int	 pics[PA_MAXCELLS], row0, col0, k, n;

	if (nq > 1) {
		group_label(label, i, nq, q);
		svg_line(fp, MARGIN, y + 17,
		    " font-size=\"15\" fill=\"#444444\"", label);
		y += LINE;
	}
	shape_origin(&q->shape, &row0, &col0);
	for (k = 0; k < q->shape.n; k++)
		svg_square(fp, MARGIN + (q->shape.cell[k].col - col0) * CELL,
		    y + (q->shape.cell[k].row - row0) * CELL, "#c8c8c8",
		    "#555555");
	y += pa_shape_height(&q->shape) * CELL + GAP;
	n = contents_pictures(&q->contents, pics);
	for (k = 0; k < n; k++) {
		svg_square(fp, MARGIN + k * CELL, y, "#f8f8f8", "#b0b0b0");
		svg_picture(fp, pics[k], MARGIN + k * CELL, y);
	}
}

void
pa_svg_round(FILE *fp, int round, const struct pa_question *q, int nq,
    int plus)
{
	char	 head[HEADBUF];
	int	 i, w, h, y;

	round_heading(head, round, q, nq, plus);
	w = (int)strlen(head) * HEADW;
	h = MARGIN + HEAD;
	for (i = 0; i < nq; i++) {
		if (panel_width(&q[i]) > w)
			w = panel_width(&q[i]);
		h += panel_height(&q[i], nq) + (i > 0 ? 2 * GAP : 0);
	}
	svg_begin(fp, w + 2 * MARGIN, h + MARGIN, head);
	svg_line(fp, MARGIN, MARGIN + 18, " font-size=\"18\" "
	    "font-weight=\"bold\" fill=\"#222222\"", head);
	y = MARGIN + HEAD;
	for (i = 0; i < nq; i++) {
		if (i > 0)
			y += 2 * GAP;
		svg_panel(fp, &q[i], i, nq, y);
		y += panel_height(&q[i], nq);
	}
	fputs("</svg>\n", fp);
}
