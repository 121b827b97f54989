/*
 * draw.c: the SVG picture of a GCG record's position.
 */
#include <stdio.h>
#include <string.h>

#include "letterboard.h"
#include "svg.h"
#include "gcg/board.h"
#include "gcg/draw.h"
#include "gcg/replay.h"
#include "gcg/tiles.h"

/* SVG measures, in pixels. */
#define CELL	32	/* a square */
#define MARGIN	16	/* around the drawing */
#define LABEL	24	/* room for the coordinates at the top and left */
#define LINE	22	/* a caption line */
#define CHARW	8	/* a character of a caption line, on average */
#define HEADW	10	/* a character of the heading, in bold */

/* The squares' fills, by enum gcg_premium, and their marks. */
static const char *const premium_fill[] = {
	"#e9e4d4", "#b7dbf0", "#3f8fd0", "#f4b6c2", "#d2383a"
};
static const char *const premium_mark[] = { "", "DL", "TL", "DW", "TW" };

void
gcg_standing(const struct gcg_game *g, char *buf, size_t size)
{
	size_t	 len;
	int	 i;

	buf[0] = '\0';
	for (i = 0; i < g->np; i++)
		if ((len = strlen(buf)) < size)
			snprintf(buf + len, size - len, "%s%s %ld",
			    i > 0 ? ", " : "", g->p[i].nick, g->p[i].total);
	if ((len = strlen(buf)) >= size)
		return;
	if (g->end != GCG_PLAYING)
		snprintf(buf + len, size - len, "; the game is over");
	else if (g->np > 0 && g->to_move >= 0 && g->to_move < g->np)
		snprintf(buf + len, size - len, "; %s to move",
		    g->p[g->to_move].nick);
}

/* A square of the board, its premium or its tile, at x, y. */
static void
svg_square(FILE *fp, const struct gcg_game *g, int col, int row, int x,
    int y)
{
	struct lb_tile	 t = lb_get(&g->board, col, row);
	enum gcg_premium pr = gcg_premium(col, row);
	int		 blank = (t.tag & GCG_ONBLANK) != 0;

	if (t.letter == '\0') {
		fprintf(fp, "<rect x=\"%d\" y=\"%d\" width=\"%d\" "
		    "height=\"%d\" fill=\"%s\" stroke=\"#ffffff\"/>\n", x, y,
		    CELL, CELL, premium_fill[pr]);
		if (col == GCG_CENTRE && row == GCG_CENTRE)
			fprintf(fp, "<text x=\"%d\" y=\"%d\" "
			    "text-anchor=\"middle\" font-size=\"18\" "
			    "fill=\"#7a1020\">&#9733;</text>\n", x + CELL / 2,
			    y + CELL / 2 + 6);
		else if (pr != GCG_PLAIN)
			fprintf(fp, "<text x=\"%d\" y=\"%d\" "
			    "text-anchor=\"middle\" font-size=\"10\" "
			    "fill=\"#333333\">%s</text>\n", x + CELL / 2,
			    y + CELL / 2 + 4, premium_mark[pr]);
		return;
	}
	fprintf(fp, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
	    "rx=\"3\" fill=\"#f7e7b4\" stroke=\"#8a6d1f\"/>\n", x + 1, y + 1,
	    CELL - 2, CELL - 2);
	fprintf(fp, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" "
	    "font-size=\"18\" font-weight=\"bold\" fill=\"%s\">", x + CELL / 2,
	    y + CELL / 2 + 6, blank ? "#8a8a8a" : "#222222");
	svg_escaped(fp, blank ? g->set->lower[(unsigned char)t.letter] :
	    g->set->upper[(unsigned char)t.letter]);
	fputs("</text>\n", fp);
}

void
gcg_draw_svg(FILE *fp, const struct gcg_game *g, const char *title,
    unsigned long shown)
{
	char	 head[GCG_NAME + 320], standing[GCG_MAXPLAYERS * 160];
	int	 width, height, x0, y0, c, r, bw = LABEL + GCG_SIZE * CELL;

	snprintf(head, sizeof(head), "%s, after %lu event%s", title, shown,
	    shown == 1 ? "" : "s");
	gcg_standing(g, standing, sizeof(standing));
	width = (int)strlen(standing) * CHARW;
	if ((int)strlen(head) * HEADW > width)
		width = (int)strlen(head) * HEADW;
	if (bw > width)
		width = bw;
	width += 2 * MARGIN;
	x0 = MARGIN + LABEL;
	y0 = MARGIN + 2 * LINE + 8 + LABEL;
	height = y0 + GCG_SIZE * CELL + MARGIN;
	fprintf(fp, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	    "height=\"%d\" viewBox=\"0 0 %d %d\" "
	    "font-family=\"DejaVu Sans, Arial, sans-serif\">\n<title>",
	    width, height, width, height);
	svg_escaped(fp, head);
	fprintf(fp, "</title>\n<rect width=\"%d\" height=\"%d\" "
	    "fill=\"#ffffff\"/>\n", width, height);
	svg_line(fp, MARGIN, MARGIN + 16, " font-size=\"15\" "
	    "font-weight=\"bold\"", head);
	svg_line(fp, MARGIN, MARGIN + LINE + 16, " font-size=\"14\"",
	    standing);
	for (c = 0; c < GCG_SIZE; c++)
		fprintf(fp, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" "
		    "font-size=\"12\" fill=\"#555555\">%c</text>\n",
		    x0 + c * CELL + CELL / 2, y0 - 8, 'A' + c);
	for (r = 0; r < GCG_SIZE; r++)
		fprintf(fp, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\" "
		    "font-size=\"12\" fill=\"#555555\">%d</text>\n", x0 - 6,
		    y0 + r * CELL + CELL / 2 + 4, r + 1);
	for (r = 0; r < GCG_SIZE; r++)
		for (c = 0; c < GCG_SIZE; c++)
			svg_square(fp, g, c, r, x0 + c * CELL, y0 + r * CELL);
	fputs("</svg>\n", fp);
}
