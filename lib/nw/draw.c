/*
 * draw.c: pictures of a Netzwerk position, as text and as SVG documents.
 *
 * Both draw the board as nw-check(1) names it: South at the bottom, the
 * files a.. from the left, the ranks 1.. from South's side; the energy
 * fields at the corners of the squares, their columns A.. and rows 0...
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "svg.h"
#include "verdict.h"
#include "board.h"
#include "draw.h"
#include "game.h"
#include "rules.h"

/* The robots' letters, colors on a terminal and in SVG, South's first. */
static const char robot_char[2] = { 'S', 'N' };
static const char *const robot_word[2] = { "South", "North" };
static const char *const robot_ansi[2] = { "\033[1;34m", "\033[1;33m" };
static const char *const robot_fill[2] = { "#1f5fbf", "#e08a00" };
static const char *const robot_stroke[2] = { "#123a75", "#8a5500" };

#define ANSI_BATTERY	"\033[1;31m"
#define ANSI_SPENT	"\033[2m"
#define ANSI_RESET	"\033[0m"

/* The marks of the text board at the corners. */
#define MARK_BATTERY	'o'
#define MARK_SPENT	'x'
#define MARK_EMPTY	'+'

/* SVG measures, in pixels. */
#define CELL	56	/* a square */
#define MARGIN	16	/* around the drawing */
#define LABEL	30	/* room for the coordinates at each edge */
#define LINE	22	/* a caption line */
#define CHARW	8	/* a character of a caption line, on average */
#define ROBOT_R	20
#define BATT_R	9
#define DOT_R	3

#define LEGEND	34	/* the legend's row under the board */
#define KEYW	24	/* a legend entry's mark, and the room after it */
#define KEY_R	9	/* a robot's disc in the legend */
#define HEADBUF	(NW_TITLE + 64)	/* "x.rec: game 1 (ann v bob), after 4
				   of 10 events" */

void
nw_view_set(struct nw_view *w, const struct nw_game *g, const char *title,
    size_t nevents, const struct verdict *v)
{
	memset(w, 0, sizeof(*w));
	w->pos = g->pos;
	w->rules = g->rules;
	memcpy(w->name, g->name, sizeof(w->name));
	snprintf(w->title, sizeof(w->title), "%s", title);
	w->shown = g->nevents;
	w->nevents = nevents;
	if (v != NULL && v->status == EXIT_REJECTED) {
		w->illegal_line = v->pos.line;
		snprintf(w->illegal, sizeof(w->illegal), "%s", v->text);
	}
}

void
nw_result_text(const struct nw_game *g, const struct verdict *v, char *buf,
    size_t size)
{
	char	 why[NW_WHY];

	if (v->status != EXIT_VALID)
		snprintf(buf, size, "illegal event on line %u: %s", v->pos.line,
		    v->text);
	else if (nw_game_over(g)) {
		nw_end_text(&g->pos, g->names, why, sizeof(why));
		snprintf(buf, size, "%s wins: %s", g->name[g->pos.end.winner],
		    why);
	} else
		snprintf(buf, size, "no result yet, %s to move in round %d",
		    g->name[g->pos.to_move], g->pos.round);
}

/* Append to buf, which holds *len bytes, as snprintf would write. */
static void	append(char *, size_t, size_t *, const char *, ...)
		    DIAG_PRINTF(4, 5);

static void
append(char *buf, size_t size, size_t *len, const char *fmt, ...)
{
	va_list	 ap;
	int	 n;

	if (*len >= size)
		return;
	va_start(ap, fmt);
	n = vsnprintf(buf + *len, size - *len, fmt, ap);
	va_end(ap);
	if (n > 0)
		*len += (size_t)n;
}

void
nw_view_status(const struct nw_view *w, char *buf, size_t size)
{
	const struct nw_pos	*p = &w->pos;
	const char		*names[2] = { w->name[0], w->name[1] };
	struct nw_pos		 next;
	struct nw_move		 ex;
	char			 text[NW_WHY];
	size_t			 len = 0;
	int			 side = p->to_move;

	buf[0] = '\0';
	if (p->end.reason != NW_PLAYING) {
		nw_end_text(p, names, text, sizeof(text));
		append(buf, size, &len, "%s wins: %s", names[p->end.winner],
		    text);
		return;
	}
	append(buf, size, &len, "%s to move in round %d", names[side],
	    p->round);
	if (w->rules.compulsory_capture &&
	    nw_capture_exists(p, &w->rules, &ex)) {
		nw_path_text(p, &ex, text, sizeof(text));
		append(buf, size, &len, ", who must capture (%s can)%s", text,
		    p->phase == NW_PHASE_FIRST ? "" : " before the turn ends");
		return;
	}
	if (p->phase == NW_PHASE_FIRST)
		return;
	next = *p;
	nw_pass(&next, &w->rules, 1);
	if (next.end.reason != NW_PLAYING)
		append(buf, size, &len, "; ending the turn wins, as %s cannot "
		    "move a robot", names[!side]);
	else
		append(buf, size, &len, ", or %s once %s's turn ends",
		    names[!side], names[side]);
}

/*
 * Append the names of the squares (fields if fields is set) whose byte
 * has the flag, separated by blanks; return how many.
 */
static int
list_marked(const struct nw_pos *p, int fields, unsigned char flag,
    char *buf, size_t size, size_t *len)
{
	char	 name[NW_NAMEBUF];
	int	 i, k = 0, n = fields ? nw_nfields(p) : nw_nsquares(p);

	for (i = 0; i < n; i++) {
		if (!((fields ? p->field[i] : p->square[i]) & flag))
			continue;
		if (fields)
			nw_field_name(p, i, name);
		else
			nw_square_name(p, i, name);
		append(buf, size, len, "%s%s", k++ > 0 ? " " : "", name);
	}
	return k;
}

void
nw_view_turn(const struct nw_view *w, char *buf, size_t size)
{
	const struct nw_pos	*p = &w->pos;
	char			 robots[NW_LINE], batts[NW_LINE];
	size_t			 nr = 0, nb = 0;
	int			 kr, kb;

	buf[0] = robots[0] = batts[0] = '\0';
	if (p->end.reason != NW_PLAYING || p->phase == NW_PHASE_FIRST)
		return;
	kr = list_marked(p, 0, NW_SQ_MOVED, robots, sizeof(robots), &nr);
	if (p->phase == NW_PHASE_ROBOTS) {
		snprintf(buf, size, "this turn: %s moved to %s; next another "
		    "robot or a battery", kr == 1 ? "a robot" : "robots",
		    robots);
		return;
	}
	kb = list_marked(p, 1, NW_FD_MOVED, batts, sizeof(batts), &nb);
	snprintf(buf, size, "this turn: %s moved to %s, %s to %s; next "
	    "another battery, no more robots", kr == 1 ? "a robot" : "robots",
	    robots, kb == 1 ? "a battery" : "batteries", batts);
}

/* Write "x.rec: game 1 (ann v bob), after 4 of 10 events" into buf. */
static void
view_heading(const struct nw_view *w, char *buf, size_t size)
{
	if (w->shown == w->nevents)
		snprintf(buf, size, "%s, after %zu event%s", w->title,
		    w->shown, w->shown == 1 ? "" : "s");
	else
		snprintf(buf, size, "%s, after %zu of %zu events",
		    w->title, w->shown, w->nevents);
}

/* Write a mark, in its color if color is set and it has one. */
static void
text_mark(FILE *fp, int c, const char *ansi, int color)
{
	if (color && ansi != NULL)
		fprintf(fp, "%s%c%s", ansi, c, ANSI_RESET);
	else
		putc(c, fp);
}

static void
text_field(FILE *fp, const struct nw_pos *p, int fd, int color)
{
	unsigned char	 b = p->field[fd];

	if (!(b & NW_FD_BATTERY))
		putc(MARK_EMPTY, fp);
	else if (b & NW_FD_SPENT)
		text_mark(fp, MARK_SPENT, ANSI_SPENT, color);
	else
		text_mark(fp, MARK_BATTERY, ANSI_BATTERY, color);
}

/* A line of the lattice: its fields joined by edges, its row at the right. */
static void
text_lattice(FILE *fp, const struct nw_pos *p, int y, int color)
{
	int	 x;

	fputs("    ", fp);
	for (x = 0; x <= p->cols; x++) {
		if (x > 0)
			fputs("---", fp);
		text_field(fp, p, nw_field(p, x, y), color);
	}
	fprintf(fp, "  %d\n", y);
}

/* A rank of squares, its number at the left. */
static void
text_rank(FILE *fp, const struct nw_pos *p, int r, int color)
{
	int	 f, who;

	fprintf(fp, "%2d  |", r + 1);
	for (f = 0; f < p->cols; f++) {
		putc(' ', fp);
		if ((who = nw_robot(p, nw_square(p, f, r))) >= 0)
			text_mark(fp, robot_char[who], robot_ansi[who], color);
		else
			putc(' ', fp);
		fputs(" |", fp);
	}
	putc('\n', fp);
}

/* Letters from first, one a column, the first at column indent. */
static void
text_letters(FILE *fp, int indent, char first, int n)
{
	int	 i;

	fprintf(fp, "%*s", indent, "");
	for (i = 0; i < n; i++)
		fprintf(fp, "%s%c", i > 0 ? "   " : "", first + i);
	putc('\n', fp);
}

void
nw_draw_text(FILE *fp, const struct nw_view *w, int color)
{
	const struct nw_pos	*p = &w->pos;
	char			 head[HEADBUF], line[NW_LINE];
	int			 y, s;

	view_heading(w, head, sizeof(head));
	nw_view_status(w, line, sizeof(line));
	fprintf(fp, "%s: %s\n", head, line);
	nw_view_turn(w, line, sizeof(line));
	if (line[0] != '\0')
		fprintf(fp, "%s\n", line);
	if (w->illegal_line > 0)
		fprintf(fp, "illegal event on line %u: %s\n", w->illegal_line,
		    w->illegal);
	text_letters(fp, 4, 'A', p->cols + 1);
	for (y = p->rows; y >= 0; y--) {
		text_lattice(fp, p, y, color);
		if (y > 0)
			text_rank(fp, p, y - 1, color);
	}
	text_letters(fp, 6, 'a', p->cols);
	for (s = NW_SOUTH; s <= NW_NORTH; s++) {
		text_mark(fp, robot_char[s], robot_ansi[s], color);
		fprintf(fp, " %s (%s), ", w->name[s], robot_word[s]);
	}
	text_mark(fp, MARK_BATTERY, ANSI_BATTERY, color);
	fputs(" battery, ", fp);
	text_mark(fp, MARK_SPENT, ANSI_SPENT, color);
	fprintf(fp, " spent battery, %c empty field\n", MARK_EMPTY);
}

/* A coordinate label centered at x, with its baseline at y. */
static void
svg_label(FILE *fp, int x, int y, const char *cls, int c, int n)
{
	fprintf(fp, "<text class=\"%s\" x=\"%d\" y=\"%d\">", cls, x, y);
	if (c != 0)
		putc(c, fp);
	else
		fprintf(fp, "%d", n);
	fputs("</text>\n", fp);
}

/* The caption: the players, each beside a disc of their color. */
static void
svg_players(FILE *fp, const struct nw_view *w, int x, int y)
{
	int	 s;

	fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"16\" "
	    "font-weight=\"bold\" fill=\"#222222\">", x, y);
	for (s = NW_SOUTH; s <= NW_NORTH; s++) {
		fprintf(fp, "<tspan dx=\"%d\" fill=\"%s\">\xe2\x97\x8f"
		    "</tspan> ", s > 0 ? 18 : 0, robot_fill[s]);
		svg_escaped(fp, w->name[s]);
		fprintf(fp, " (%s)", robot_word[s]);
	}
	fputs("</text>\n", fp);
}

/* The words of the legend's entries after the robots, as the text's. */
static const char *const legend_words[] = {
	"battery", "spent battery", "empty field"
};

/* The caption of a robot's legend entry: "ann (South)". */
static void
legend_robot(const struct nw_view *w, int s, char *buf, size_t size)
{
	snprintf(buf, size, "%s (%s)", w->name[s], robot_word[s]);
}

/* The width of the legend: each entry a mark, its words and a gap. */
static int
legend_width(const struct nw_view *w)
{
	char	 text[NW_LINE];
	size_t	 i;
	int	 s, width = 0;

	for (s = NW_SOUTH; s <= NW_NORTH; s++) {
		legend_robot(w, s, text, sizeof(text));
		width += KEYW + (int)strlen(text) * CHARW + KEYW;
	}
	for (i = 0; i < sizeof(legend_words) / sizeof(legend_words[0]); i++)
		width += KEYW + (int)strlen(legend_words[i]) * CHARW + KEYW;
	return width - KEYW;
}

/* One legend entry's words, after its mark at x; return the next x. */
static int
legend_words_at(FILE *fp, int x, int y, const char *s)
{
	svg_line(fp, x + KEYW, y + 5, " class=\"legend\" font-size=\"13\" "
	    "fill=\"#333333\"", s);
	return x + KEYW + (int)strlen(s) * CHARW + KEYW;
}

/*
 * The legend, as the text view has one: each player's robots, a loaded
 * and a spent battery and an empty field, their marks centered on y
 * from x on.
 */
static void
svg_legend(FILE *fp, const struct nw_view *w, int x, int y)
{
	char	 text[NW_LINE];
	int	 s;

	fputs("<g class=\"legend\">\n", fp);
	for (s = NW_SOUTH; s <= NW_NORTH; s++) {
		fprintf(fp, "<circle class=\"legend-robot\" cx=\"%d\" "
		    "cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"%s\" "
		    "stroke-width=\"2\"/>\n", x + KEY_R, y, KEY_R,
		    robot_fill[s], robot_stroke[s]);
		fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"11\" "
		    "font-weight=\"bold\" fill=\"#ffffff\" "
		    "text-anchor=\"middle\">%c</text>\n", x + KEY_R, y + 4,
		    robot_char[s]);
		legend_robot(w, s, text, sizeof(text));
		x = legend_words_at(fp, x, y, text);
	}
	fprintf(fp, "<circle class=\"legend-battery\" cx=\"%d\" cy=\"%d\" "
	    "r=\"%d\" fill=\"#d62728\" stroke=\"#8b1a1a\" "
	    "stroke-width=\"1.5\"/>\n", x + KEY_R, y, BATT_R);
	x = legend_words_at(fp, x, y, legend_words[0]);
	fprintf(fp, "<circle class=\"legend-battery-spent\" cx=\"%d\" "
	    "cy=\"%d\" r=\"%d\" fill=\"#ffffff\" stroke=\"#9e9e9e\" "
	    "stroke-width=\"2.5\"/>\n", x + KEY_R, y, BATT_R - 1);
	x = legend_words_at(fp, x, y, legend_words[1]);
	fprintf(fp, "<circle class=\"legend-field\" cx=\"%d\" cy=\"%d\" "
	    "r=\"%d\" fill=\"#8c7b5f\"/>\n", x + KEY_R, y, DOT_R);
	(void)legend_words_at(fp, x, y, legend_words[2]);
	fputs("</g>\n", fp);
}

/* The pixel of the field of column x and row y. */
static void
field_xy(const struct nw_pos *p, int x0, int y0, int x, int y, int *px,
    int *py)
{
	*px = x0 + x * CELL;
	*py = y0 + (p->rows - y) * CELL;
}

static void
svg_board(FILE *fp, const struct nw_pos *p, int x0, int y0)
{
	unsigned char	 b;
	int		 f, r, x, y, px, py, who;

	fputs("<g stroke=\"#8c7b5f\" stroke-width=\"1.5\" "
	    "fill=\"#f3ead7\">\n", fp);
	for (r = 0; r < p->rows; r++)
		for (f = 0; f < p->cols; f++) {
			field_xy(p, x0, y0, f, r + 1, &px, &py);
			fprintf(fp, "<rect class=\"square\" x=\"%d\" y=\"%d\" "
			    "width=\"%d\" height=\"%d\"/>\n", px, py, CELL,
			    CELL);
		}
	fputs("</g>\n", fp);
	for (r = 0; r < p->rows; r++)
		for (f = 0; f < p->cols; f++) {
			if ((who = nw_robot(p, nw_square(p, f, r))) < 0)
				continue;
			field_xy(p, x0, y0, f, r + 1, &px, &py);
			px += CELL / 2;
			py += CELL / 2;
			fprintf(fp, "<circle class=\"robot %s\" cx=\"%d\" "
			    "cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"%s\" "
			    "stroke-width=\"2\"/>\n", who == NW_SOUTH ?
			    "south" : "north", px, py, ROBOT_R,
			    robot_fill[who], robot_stroke[who]);
			fprintf(fp, "<text x=\"%d\" y=\"%d\" font-size=\"16\" "
			    "font-weight=\"bold\" fill=\"#ffffff\" "
			    "text-anchor=\"middle\">%c</text>\n", px, py + 6,
			    robot_char[who]);
		}
	for (y = 0; y <= p->rows; y++)
		for (x = 0; x <= p->cols; x++) {
			field_xy(p, x0, y0, x, y, &px, &py);
			b = p->field[nw_field(p, x, y)];
			if (!(b & NW_FD_BATTERY))
				fprintf(fp, "<circle class=\"field\" cx=\"%d\" "
				    "cy=\"%d\" r=\"%d\" fill=\"#8c7b5f\"/>\n",
				    px, py, DOT_R);
			else if (b & NW_FD_SPENT)
				fprintf(fp, "<circle class=\"battery spent\" "
				    "cx=\"%d\" cy=\"%d\" r=\"%d\" "
				    "fill=\"#ffffff\" stroke=\"#9e9e9e\" "
				    "stroke-width=\"2.5\"/>\n", px, py,
				    BATT_R - 1);
			else
				fprintf(fp, "<circle class=\"battery\" "
				    "cx=\"%d\" cy=\"%d\" r=\"%d\" "
				    "fill=\"#d62728\" stroke=\"#8b1a1a\" "
				    "stroke-width=\"1.5\"/>\n", px, py, BATT_R);
		}
}

/* The coordinates at the four edges of the board drawn at x0, y0. */
static void
svg_coordinates(FILE *fp, const struct nw_pos *p, int x0, int y0)
{
	int	 i, px, py;

	fputs("<g text-anchor=\"middle\">\n", fp);
	for (i = 0; i <= p->cols; i++) {
		field_xy(p, x0, y0, i, p->rows, &px, &py);
		svg_label(fp, px, py - 14, "coord-field", 'A' + i, 0);
	}
	for (i = 0; i <= p->rows; i++) {
		field_xy(p, x0, y0, p->cols, i, &px, &py);
		svg_label(fp, px + 20, py + 4, "coord-field", 0, i);
	}
	for (i = 0; i < p->cols; i++) {
		field_xy(p, x0, y0, i, 0, &px, &py);
		svg_label(fp, px + CELL / 2, py + 25, "coord-square",
		    'a' + i, 0);
	}
	for (i = 0; i < p->rows; i++) {
		field_xy(p, x0, y0, 0, i + 1, &px, &py);
		svg_label(fp, px - 18, py + CELL / 2 + 5, "coord-square", 0,
		    i + 1);
	}
	fputs("</g>\n", fp);
}

void
nw_draw_svg(FILE *fp, const struct nw_view *w)
{
	const struct nw_pos	*p = &w->pos;
	char			 head[HEADBUF], status[NW_LINE];
	char			 turn[NW_LINE], illegal[NW_LINE];
	char			 line[2 * NW_LINE];
	size_t			 longest;
	int			 nlines, width, height, bw, lw, x0, y0, y;

	view_heading(w, head, sizeof(head));
	nw_view_status(w, status, sizeof(status));
	snprintf(line, sizeof(line), "%s: %s", head, status);
	nw_view_turn(w, turn, sizeof(turn));
	illegal[0] = '\0';
	if (w->illegal_line > 0)
		snprintf(illegal, sizeof(illegal), "illegal event on line %u: "
		    "%s", w->illegal_line, w->illegal);
	longest = strlen(line);
	if (strlen(turn) > longest)
		longest = strlen(turn);
	if (strlen(illegal) > longest)
		longest = strlen(illegal);
	nlines = 2 + (turn[0] != '\0') + (illegal[0] != '\0');
	bw = p->cols * CELL + 2 * LABEL;
	if ((lw = legend_width(w)) > bw)
		bw = lw;
	width = 2 * MARGIN + ((int)longest * CHARW > bw ?
	    (int)longest * CHARW : bw);
	height = 2 * MARGIN + nlines * LINE + 8 + p->rows * CELL + 2 * LABEL +
	    LEGEND;
	x0 = (width - p->cols * CELL) / 2;
	y0 = MARGIN + nlines * LINE + 8 + LABEL;

	fprintf(fp, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	    "height=\"%d\" viewBox=\"0 0 %d %d\" "
	    "font-family=\"DejaVu Sans, Arial, sans-serif\">\n<title>",
	    width, height, width, height);
	svg_escaped(fp, line);
	fputs("</title>\n<style>\n"
	    ".coord-field { font-size: 12px; fill: #888888; }\n"
	    ".coord-square { font-size: 15px; fill: #333333; }\n"
	    "</style>\n", fp);
	fprintf(fp, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>\n",
	    width, height);
	y = MARGIN + 16;
	svg_players(fp, w, MARGIN, y);
	svg_line(fp, MARGIN, y += LINE, p->end.reason != NW_PLAYING ?
	    " font-size=\"14\" font-weight=\"bold\" fill=\"#222222\"" :
	    " font-size=\"14\" fill=\"#222222\"", line);
	if (turn[0] != '\0')
		svg_line(fp, MARGIN, y += LINE,
		    " font-size=\"14\" fill=\"#555555\"", turn);
	if (illegal[0] != '\0')
		svg_line(fp, MARGIN, y += LINE,
		    " font-size=\"14\" fill=\"#c62828\"", illegal);
	svg_coordinates(fp, p, x0, y0);
	svg_board(fp, p, x0, y0);
	svg_legend(fp, w, MARGIN, y0 + p->rows * CELL + LABEL + LEGEND / 2);
	fputs("</svg>\n", fp);
}
