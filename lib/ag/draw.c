/*
 * draw.c: pictures of an Alphagon position, as text and as SVG
 * documents.  Both show the whole board, columns A to M rightwards and
 * rows 1 to 13 downwards, as the record names squares.
 */
#include <stdio.h>
#include <string.h>

#include "svg.h"
#include "ag/board.h"
#include "ag/draw.h"
#include "ag/polygon.h"

static const char *const color_name[AG_NCOLORS] = {
	"red", "yellow", "green", "blue", "black", "white"
};

/* A piece's colors on a terminal, by color; the last for no known one. */
static const char *const color_ansi[AG_NCOLORS + 1] = {
	"\033[1;97;41m", "\033[1;30;103m", "\033[1;97;42m", "\033[1;97;44m",
	"\033[1;97;40m", "\033[1;30;107m", "\033[1;30;47m"
};
/* A mark's color on a terminal, by enum ag_mark. */
static const char *const mark_ansi[AG_NMARKS] = {
	"\033[2m", "\033[1;32m", "\033[1;33m", "\033[1;36m"
};
#define ANSI_ARROW	"\033[1;35m"
#define ANSI_RESET	"\033[0m"

/* A mark's character on the text board, by enum ag_mark. */
static const char mark_char[AG_NMARKS] = { ' ', 'F', '*', 'c' };

/* The arrow that shows the next square's direction, by enum ag_dir. */
static const char arrow_char[4] = { '^', '>', 'v', '<' };

/* A piece's fill, border and letter in SVG; the last for no known color. */
static const char *const color_fill[AG_NCOLORS + 1] = {
	"#c62828", "#f2c230", "#2e7d32", "#1e63c6", "#222222", "#fbfbf6",
	"#e3dccb"
};
static const char *const color_stroke[AG_NCOLORS + 1] = {
	"#7f1414", "#8a6d00", "#14501a", "#0d3a7a", "#000000", "#555555",
	"#8a8170"
};
static const char *const color_letter[AG_NCOLORS + 1] = {
	"#ffffff", "#111111", "#ffffff", "#ffffff", "#ffffff", "#111111",
	"#111111"
};

/* SVG measures, in pixels. */
#define CELL	36	/* a square */
#define TILE	30	/* a piece, inside its square */
#define MARGIN	16	/* around the drawing */
#define LABEL	28	/* room for the letters and numbers at the edges */
#define LINE	22	/* a caption line */
#define CHARW	8	/* a character of a caption line, on average */
#define HEADW	10	/* a character of the heading, in bold */
#define KEYW	250	/* the legend's column */
#define KEYLINE	30	/* a legend line */

#define HEADBUF	(AG_VIEW_TITLE + 64)	/* "x.rec: game 1 (ann v bob),
					   after 4 of 10 events" */
#define TEXTBUF	1024			/* a line of words, of a player */

/* A star of radius 100 around 0,0: outer and inner points in turn. */
static const int star_points[20] = {
	0, -100, 24, -32, 95, -31, 38, 12, 59, 81,
	0, 40, -59, 81, -38, 12, -95, -31, -24, -32
};

const char *
ag_color_name(int c)
{
	return c >= 0 && c < AG_NCOLORS ? color_name[c] : "";
}

void
ag_view_init(struct ag_view *w)
{
	memset(w, 0, sizeof(*w));
	ag_board_standin(&w->board);
	memset(w->owner, -1, sizeof(w->owner));
	w->poly.rows = AG_SIZE;
	w->poly.cols = AG_SIZE;
	w->poly.next = -1;
}

void
ag_view_words(struct ag_view *w)
{
	const struct ag_polygon	*p = &w->poly;
	struct ag_view_word	*cur = NULL;
	int			 i;

	w->nwords = 0;
	if (!w->started)
		return;
	for (i = 1; i < p->n; i++) {
		if (p->piece[i] == '+') {
			if (cur != NULL)
				cur->ended = 1;
			cur = NULL;
			continue;
		}
		if (cur == NULL) {
			if (w->nwords == AG_VIEW_MAXWORDS)
				return;
			cur = &w->word[w->nwords++];
			cur->first = i;
			cur->len = 0;
			cur->ended = 0;
		}
		cur->len++;
	}
}

/* Player k's color, as the tables index it: AG_NCOLORS if none. */
static int
player_color(const struct ag_view *w, int k)
{
	if (k < 0 || k >= w->nplayers || w->p[k].color < 0 ||
	    w->p[k].color >= AG_NCOLORS)
		return AG_NCOLORS;
	return w->p[k].color;
}

/* The color the piece of path index i is drawn in. */
static int
piece_color(const struct ag_view *w, int i)
{
	return player_color(w, w->owner[i]);
}

/* Write "x.rec: game 1 (ann v bob), after 4 of 10 events" into buf. */
static void
view_heading(const struct ag_view *w, char *buf, size_t size)
{
	if (w->shown == w->nevents)
		snprintf(buf, size, "%s, after %zu event%s", w->title,
		    w->shown, w->shown == 1 ? "" : "s");
	else
		snprintf(buf, size, "%s, after %zu of %zu events",
		    w->title, w->shown, w->nevents);
}

/*
 * Write the polygon's line into buf: "polygon: start D4, 3 sides, the
 * next letter on G7 going south", or how it ended.
 */
static void
polygon_line(const struct ag_view *w, char *buf, size_t size)
{
	const struct ag_polygon	*p = &w->poly;
	char			 start[AG_NAMEBUF], next[AG_NAMEBUF];

	if (!w->started) {
		snprintf(buf, size, "polygon: not begun; it starts on a "
		    "flag");
		return;
	}
	ag_square_name(p->path[0], start);
	if (p->end == AG_OPEN)
		snprintf(buf, size, "polygon: start %s, %d side%s, the next "
		    "piece on %s going %s", start, p->sides,
		    p->sides == 1 ? "" : "s", ag_square_name(p->next, next),
		    ag_dir_name(p->dir));
	else
		snprintf(buf, size, "polygon: start %s, %d side%s, %s", start,
		    p->sides, p->sides == 1 ? "" : "s",
		    p->end == AG_CLOSED ? "closed on its start point" :
		    p->end == AG_TEN_SIDES ? "ended with its 10th side" :
		    "stuck: it cannot go on");
}

/*
 * Write the words' line into buf: "words: ROUND (E4), TEA (B9) under
 * construction" (or "unfinished" once the polygon has ended).
 */
static void
words_line(const struct ag_view *w, char *buf, size_t size)
{
	const struct ag_view_word	*wd;
	size_t				 len;
	char				 sq[AG_NAMEBUF];
	int				 i, k;

	len = (size_t)snprintf(buf, size, "words:");
	if (w->nwords == 0)
		snprintf(buf + len, size - len, " none yet");
	for (i = 0; i < w->nwords && len + 1 < size; i++) {
		wd = &w->word[i];
		len += (size_t)snprintf(buf + len, size - len, "%s ",
		    i > 0 ? "," : "");
		for (k = 0; k < wd->len && len + 1 < size; k++)
			buf[len++] = w->poly.piece[wd->first + k];
		buf[len] = '\0';
		if (len + 1 < size)
			len += (size_t)snprintf(buf + len, size - len,
			    " (%s)%s", ag_square_name(w->poly.path[wd->first],
			    sq), wd->ended ? "" : w->poly.end == AG_OPEN ?
			    " under construction" : " unfinished");
	}
}

/*
 * Write a player's line into buf: "ann (red): 12 points, 2 bonus tokens,
 * rack AEIBCDF, cards 3 17 21".
 */
static void
player_line(const struct ag_view_player *p, char *buf, size_t size)
{
	size_t	 len;
	int	 i;

	len = (size_t)snprintf(buf, size, "%s%s%s%s: %d point%s, %d bonus "
	    "token%s, rack %s, card%s", p->name, p->color >= 0 ? " (" : "",
	    ag_color_name(p->color), p->color >= 0 ? ")" : "", p->points,
	    p->points == 1 || p->points == -1 ? "" : "s", p->bonus,
	    p->bonus == 1 ? "" : "s", p->rack[0] != '\0' ? p->rack : "empty",
	    p->ncards == 1 ? "" : "s");
	if (p->ncards == 0 && len < size)
		snprintf(buf + len, size - len, " none");
	for (i = 0; i < p->ncards && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len, " %d",
		    p->cards[i]);
}

/*
 * Write a square's two characters on the text board; the last of a row
 * drops a blank second one.
 */
static void
text_square(FILE *fp, const struct ag_view *w, int sq, int color, int last)
{
	const struct ag_polygon	*p = &w->poly;
	int			 mark = w->board.mark[sq], i;
	char			 c;

	if (w->started && p->at[sq] != 0) {
		i = p->at[sq] - 1;
		if (color)
			fprintf(fp, "%s%c%s", color_ansi[piece_color(w, i)],
			    p->piece[i], ANSI_RESET);
		else
			putc(p->piece[i], fp);
	} else if (w->started && p->end == AG_OPEN && sq == p->next) {
		c = arrow_char[p->dir];
		if (color)
			fprintf(fp, "%s%c%s", ANSI_ARROW, c, ANSI_RESET);
		else
			putc(c, fp);
	} else if (color)
		fprintf(fp, "%s.%s", mark_ansi[AG_PLAIN], ANSI_RESET);
	else
		putc('.', fp);
	if (color && mark != AG_PLAIN)
		fprintf(fp, "%s%c%s", mark_ansi[mark], mark_char[mark],
		    ANSI_RESET);
	else if (mark != AG_PLAIN || !last)
		putc(mark_char[mark], fp);
}

void
ag_draw_text(FILE *fp, const struct ag_view *w, int color)
{
	char	 head[HEADBUF], line[TEXTBUF];
	int	 r, c, i;

	view_heading(w, head, sizeof(head));
	fprintf(fp, "%s: %s\n", head, w->where);
	if (w->illegal_line > 0)
		fprintf(fp, "illegal event on line %u: %s\n", w->illegal_line,
		    w->illegal);
	fputs("   ", fp);
	for (c = 0; c < AG_SIZE; c++)
		fprintf(fp, " %c%s", 'A' + c, c + 1 < AG_SIZE ? " " : "");
	putc('\n', fp);
	for (r = 0; r < AG_SIZE; r++) {
		fprintf(fp, "%3d", r + 1);
		for (c = 0; c < AG_SIZE; c++) {
			putc(' ', fp);
			text_square(fp, w, r * AG_SIZE + c, color,
			    c + 1 == AG_SIZE);
		}
		putc('\n', fp);
	}
	polygon_line(w, line, sizeof(line));
	fprintf(fp, "%s\n", line);
	words_line(w, line, sizeof(line));
	fprintf(fp, "%s\n", line);
	for (i = 0; i < w->nplayers; i++) {
		player_line(&w->p[i], line, sizeof(line));
		fprintf(fp, "%s\n", line);
	}
	fputs("key: F flag, * star, c cloud; + a word's end (the first on "
	    "the start point); ^ > v < the next square and its direction\n",
	    fp);
}

void
ag_view_lines(const struct ag_view *w, char *buf, size_t size)
{
	char	 line[TEXTBUF];
	size_t	 len;
	int	 i;

	snprintf(buf, size, "%s", w->where);
	for (i = 0; i < w->nplayers; i++) {
		player_line(&w->p[i], line, sizeof(line));
		if ((len = strlen(buf)) < size)
			snprintf(buf + len, size - len, "\n%s", line);
	}
}

/* A flag, a star or a cloud of size s (a square's is CELL) around cx, cy. */
static void
svg_mark(FILE *fp, int mark, int cx, int cy, int s)
{
	int	 k;

	switch (mark) {
	case AG_FLAG:
		fprintf(fp, "<g class=\"flag\"><line x1=\"%d\" y1=\"%d\" "
		    "x2=\"%d\" y2=\"%d\" stroke=\"#3b3b3b\" "
		    "stroke-width=\"2\"/><polygon points=\"%d,%d %d,%d %d,%d\" "
		    "fill=\"#2e9d4a\" stroke=\"#14501a\"/></g>\n",
		    cx - s / 5, cy - s * 3 / 8, cx - s / 5, cy + s * 3 / 8,
		    cx - s / 5, cy - s * 3 / 8, cx + s / 4, cy - s / 6,
		    cx - s / 5, cy + s / 24);
		break;
	case AG_STAR:
		fputs("<polygon class=\"star\" points=\"", fp);
		for (k = 0; k < 20; k += 2)
			fprintf(fp, "%s%d,%d", k > 0 ? " " : "",
			    cx + star_points[k] * s * 3 / 800,
			    cy + star_points[k + 1] * s * 3 / 800);
		fputs("\" fill=\"#f5b800\" stroke=\"#9a6f00\"/>\n", fp);
		break;
	case AG_CLOUD:
		fprintf(fp, "<g class=\"cloud\" fill=\"#8fa3b3\" "
		    "stroke=\"#5d7080\"><ellipse cx=\"%d\" cy=\"%d\" "
		    "rx=\"%d\" ry=\"%d\"/><circle cx=\"%d\" cy=\"%d\" "
		    "r=\"%d\"/><circle cx=\"%d\" cy=\"%d\" r=\"%d\"/></g>\n",
		    cx, cy + s / 12, s * 3 / 8, s / 6, cx - s / 8, cy - s / 24,
		    s / 6, cx + s / 8, cy - s / 12, s / 5);
		break;
	default:
		break;
	}
}

/* A piece of color c (AG_NCOLORS: unknown), its square's top left x, y. */
static void
svg_piece(FILE *fp, int x, int y, int c, char piece)
{
	int	 pad = (CELL - TILE) / 2;

	fprintf(fp, "<rect class=\"piece\" x=\"%d\" y=\"%d\" width=\"%d\" "
	    "height=\"%d\" rx=\"3\" fill=\"%s\" stroke=\"%s\" "
	    "stroke-width=\"1.5\"/>\n", x + pad, y + pad, TILE, TILE,
	    color_fill[c], color_stroke[c]);
	fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"19\" "
	    "font-weight=\"bold\" fill=\"%s\" text-anchor=\"middle\">%c"
	    "</text>\n", x + CELL / 2, y + CELL / 2 + 7, color_letter[c],
	    piece);
}

/* An arrow pointing in direction d, in a square with top left x, y. */
static void
svg_arrow(FILE *fp, int x, int y, enum ag_dir d)
{
	static const int	 tip[4][6] = {
		{ 18, 6, 28, 24, 8, 24 }, { 30, 18, 12, 28, 12, 8 },
		{ 18, 30, 8, 12, 28, 12 }, { 6, 18, 24, 8, 24, 28 }
	};
	const int		*t = tip[d];

	fprintf(fp, "<polygon class=\"next\" points=\"%d,%d %d,%d %d,%d\" "
	    "fill=\"#b0309a\"/>\n", x + t[0], y + t[1], x + t[2], y + t[3],
	    x + t[4], y + t[5]);
}

/* The board's squares, marks, path and pieces, its top left at x0, y0. */
static void
svg_board(FILE *fp, const struct ag_view *w, int x0, int y0)
{
	const struct ag_polygon	*p = &w->poly;
	int			 c, r, i, sq, x, y;

	fputs("<g text-anchor=\"middle\" font-size=\"13\" "
	    "fill=\"#666666\">\n", fp);
	for (c = 0; c < AG_SIZE; c++)
		fprintf(fp, "<text class=\"col\" x=\"%d\" y=\"%d\">%c</text>\n",
		    x0 + c * CELL + CELL / 2, y0 - 8, 'A' + c);
	for (r = 0; r < AG_SIZE; r++)
		fprintf(fp, "<text class=\"row\" x=\"%d\" y=\"%d\">%d</text>\n",
		    x0 - LABEL / 2, y0 + r * CELL + CELL / 2 + 4, r + 1);
	fputs("</g>\n", fp);
	fprintf(fp, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" "
	    "fill=\"#f3ead7\" stroke=\"#b9a98a\"/>\n", x0, y0,
	    AG_SIZE * CELL, AG_SIZE * CELL);
	fputs("<g stroke=\"#d9ccb0\" stroke-width=\"1\">\n", fp);
	for (c = 1; c < AG_SIZE; c++)
		fprintf(fp, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
		    x0 + c * CELL, y0, x0 + c * CELL, y0 + AG_SIZE * CELL);
	for (r = 1; r < AG_SIZE; r++)
		fprintf(fp, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\"/>\n",
		    x0, y0 + r * CELL, x0 + AG_SIZE * CELL, y0 + r * CELL);
	fputs("</g>\n", fp);
	for (sq = 0; sq < AG_SQUARES; sq++)
		if (!w->started || p->at[sq] == 0)
			svg_mark(fp, w->board.mark[sq],
			    x0 + sq % AG_SIZE * CELL + CELL / 2,
			    y0 + sq / AG_SIZE * CELL + CELL / 2, CELL);
	if (!w->started)
		return;
	if (p->n > 1) {
		fputs("<polyline class=\"path\" fill=\"none\" "
		    "stroke=\"#6b5f4a\" stroke-width=\"4\" "
		    "stroke-opacity=\"0.5\" points=\"", fp);
		for (i = 0; i < p->n; i++)
			fprintf(fp, "%s%d,%d", i > 0 ? " " : "",
			    x0 + p->path[i] % AG_SIZE * CELL + CELL / 2,
			    y0 + p->path[i] / AG_SIZE * CELL + CELL / 2);
		fputs("\"/>\n", fp);
	}
	for (i = 0; i < p->n; i++) {
		sq = p->path[i];
		x = x0 + sq % AG_SIZE * CELL;
		y = y0 + sq / AG_SIZE * CELL;
		svg_piece(fp, x, y, piece_color(w, i), p->piece[i]);
		if (w->board.mark[sq] != AG_PLAIN)
			svg_mark(fp, w->board.mark[sq], x + CELL - 8, y + 8,
			    CELL * 2 / 5);
	}
	sq = p->path[0];
	fprintf(fp, "<circle class=\"start\" cx=\"%d\" cy=\"%d\" r=\"%d\" "
	    "fill=\"none\" stroke=\"#b0309a\" stroke-width=\"3\"/>\n",
	    x0 + sq % AG_SIZE * CELL + CELL / 2,
	    y0 + sq / AG_SIZE * CELL + CELL / 2, CELL / 2 + 1);
	if (p->end == AG_OPEN && p->next >= 0) {
		x = x0 + p->next % AG_SIZE * CELL;
		y = y0 + p->next / AG_SIZE * CELL;
		fprintf(fp, "<rect class=\"next\" x=\"%d\" y=\"%d\" "
		    "width=\"%d\" height=\"%d\" fill=\"none\" "
		    "stroke=\"#b0309a\" stroke-width=\"2\" "
		    "stroke-dasharray=\"4 3\"/>\n", x + 2, y + 2, CELL - 4,
		    CELL - 4);
		svg_arrow(fp, x, y, p->dir);
	}
}

/* The legend, a column from x, y: the marks, the signs, the colors. */
static void
svg_legend(FILE *fp, const struct ag_view *w, int x, int y)
{
	static const char *const mark_text[AG_NMARKS] = {
		"", "flag: a start point", "star: 1 bonus token",
		"cloud: -1 bonus token"
	};
	const char	*attrs = " font-size=\"14\" fill=\"#222222\"";
	char		 line[PLAYERS_NAMELEN + 16];
	int		 m, i;

	svg_line(fp, x, y, " font-size=\"14\" font-weight=\"bold\" "
	    "fill=\"#222222\"", "key");
	y += 12;
	for (m = AG_FLAG; m < AG_NMARKS; m++, y += KEYLINE) {
		svg_mark(fp, m, x + CELL / 2, y + CELL / 2, CELL);
		svg_line(fp, x + CELL + 6, y + CELL / 2 + 5, attrs,
		    mark_text[m]);
	}
	svg_piece(fp, x, y, AG_NCOLORS, '+');
	svg_line(fp, x + CELL + 6, y + CELL / 2 + 5, attrs, "a word's end");
	y += KEYLINE + 6;
	fprintf(fp, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" "
	    "stroke=\"#b0309a\" stroke-width=\"3\"/>\n", x + CELL / 2,
	    y + CELL / 2, CELL / 2 - 4);
	svg_line(fp, x + CELL + 6, y + CELL / 2 + 5, attrs, "the start point");
	y += KEYLINE + 6;
	svg_arrow(fp, x, y, AG_EAST);
	svg_line(fp, x + CELL + 6, y + CELL / 2 + 5, attrs,
	    "the next square, its way");
	for (i = 0; i < w->nplayers; i++) {
		y += KEYLINE + 6;
		svg_piece(fp, x, y, player_color(w, i), 'A');
		snprintf(line, sizeof(line), "%s's letters", w->p[i].name);
		svg_line(fp, x + CELL + 6, y + CELL / 2 + 5, attrs, line);
	}
}

void
ag_draw_svg(FILE *fp, const struct ag_view *w)
{
	char		 head[HEADBUF], title[HEADBUF + AG_VIEW_WHERE + 4];
	char		 illegal[VERDICT_TEXT + 48];
	char		 lines[AG_MAXPLAYERS + 2][TEXTBUF];
	size_t		 longest = 0;
	int		 i, nlines, nhead, width, height, x0, y0, y, keyh;
	const char	*attrs = " font-size=\"14\" fill=\"#222222\"";

	view_heading(w, head, sizeof(head));
	snprintf(title, sizeof(title), "%s: %s", head, w->where);
	illegal[0] = '\0';
	if (w->illegal_line > 0)
		snprintf(illegal, sizeof(illegal), "illegal event on line %u: "
		    "%s", w->illegal_line, w->illegal);
	polygon_line(w, lines[0], sizeof(lines[0]));
	words_line(w, lines[1], sizeof(lines[1]));
	for (i = 0; i < w->nplayers; i++)
		player_line(&w->p[i], lines[i + 2], sizeof(lines[i + 2]));
	nlines = w->nplayers + 2;
	for (i = 0; i < nlines; i++)
		if (strlen(lines[i]) > longest)
			longest = strlen(lines[i]);
	if (strlen(illegal) > longest)
		longest = strlen(illegal);
	width = LABEL + AG_SIZE * CELL + 24 + KEYW;
	if ((int)longest * CHARW > width)
		width = (int)longest * CHARW;
	if ((int)strlen(title) * HEADW > width)
		width = (int)strlen(title) * HEADW;
	width += 2 * MARGIN;
	nhead = 1 + (illegal[0] != '\0');
	x0 = MARGIN + LABEL;
	y0 = MARGIN + nhead * LINE + 8 + LABEL;
	keyh = 12 + 4 * KEYLINE + 2 * (KEYLINE + 6) +
	    w->nplayers * (KEYLINE + 6);
	height = y0 + (keyh > AG_SIZE * CELL ? keyh : AG_SIZE * CELL) + 12 +
	    nlines * LINE + MARGIN;

	fprintf(fp, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	    "height=\"%d\" viewBox=\"0 0 %d %d\" "
	    "font-family=\"DejaVu Sans, Arial, sans-serif\">\n<title>",
	    width, height, width, height);
	svg_escaped(fp, title);
	fputs("</title>\n", fp);
	fprintf(fp, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n",
	    width, height);
	y = MARGIN + 16;
	svg_line(fp, MARGIN, y, " font-size=\"15\" font-weight=\"bold\" "
	    "fill=\"#222222\"", title);
	if (illegal[0] != '\0')
		svg_line(fp, MARGIN, y += LINE,
		    " font-size=\"14\" fill=\"#c62828\"", illegal);
	svg_board(fp, w, x0, y0);
	svg_legend(fp, w, x0 + AG_SIZE * CELL + 24, y0 - 8);
	y = y0 + (keyh > AG_SIZE * CELL ? keyh : AG_SIZE * CELL) + 12;
	for (i = 0; i < nlines; i++) {
		if (i >= 2)
			fprintf(fp, "<rect x=\"%d\" y=\"%d\" width=\"12\" "
			    "height=\"12\" fill=\"%s\" stroke=\"%s\"/>\n",
			    MARGIN, y + LINE - 15,
			    color_fill[player_color(w, i - 2)],
			    color_stroke[player_color(w, i - 2)]);
		svg_line(fp, MARGIN + (i >= 2 ? 18 : 0), y += LINE, attrs,
		    lines[i]);
	}
	fputs("</svg>\n", fp);
}
