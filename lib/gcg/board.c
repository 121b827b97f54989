/*
 * board.c: the premium squares of the 15x15 board, and the score of a
 * play on it, word by word.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "letterboard.h"
#include "gcg/board.h"
#include "gcg/tiles.h"

/*
 * The board, row 1 at the top, column A on the left: '=' triple word,
 * '-' double word, '"' triple letter, '\'' double letter.
 */
static const char premium_map[GCG_SIZE][GCG_SIZE + 1] = {
	"=..'...=...'..=",
	".-...\"...\"...-.",
	"..-...'.'...-..",
	"'..-...'...-..'",
	"....-.....-....",
	".\"...\"...\"...\".",
	"..'...'.'...'..",
	"=..'...-...'..=",
	"..'...'.'...'..",
	".\"...\"...\"...\".",
	"....-.....-....",
	"'..-...'...-..'",
	"..-...'.'...-..",
	".-...\"...\"...-.",
	"=..'...=...'..="
};

void
gcg_board_init(struct letterboard *b)
{
	lb_init(b);
	b->has_start = 1;
	b->start_col = GCG_CENTRE;
	b->start_row = GCG_CENTRE;
}

int
gcg_on_board(int col, int row)
{
	return col >= 0 && col < GCG_SIZE && row >= 0 && row < GCG_SIZE;
}

enum gcg_premium
gcg_premium(int col, int row)
{
	if (!gcg_on_board(col, row))
		return GCG_PLAIN;
	switch (premium_map[row][col]) {
	case '=':
		return GCG_TW;
	case '-':
		return GCG_DW;
	case '"':
		return GCG_TL;
	case '\'':
		return GCG_DL;
	}
	return GCG_PLAIN;
}

/*
 * Append to the working in why (size bytes), cutting what does not fit;
 * nothing if why is NULL.
 */
static void
add(char *why, size_t size, const char *fmt, ...)
{
	va_list	 ap;
	size_t	 len;

	if (why == NULL || (len = strlen(why)) + 1 >= size)
		return;
	va_start(ap, fmt);
	vsnprintf(why + len, size - len, fmt, ap);
	va_end(ap);
}

/* Whether col,row is one of the play's n squares. */
static int
is_new(const struct lb_place *p, int n, int col, int row)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (p[i].col == col && p[i].row == row)
			return 1;
	return 0;
}

/* The score of one word of a play, its working appended to why. */
static int
score_word(const struct letterboard *b, const struct lb_word *w,
    const struct lb_place *p, int n, const struct gcg_letters *set,
    char *why, size_t size)
{
	struct lb_tile	 t;
	int		 k, col, row, v, sum = 0, times = 1;
	enum gcg_premium pr;

	for (k = 0; why != NULL && k < w->len; k++) {
		t = lb_word_tile(b, w, k);
		add(why, size, "%s", (t.tag & GCG_ONBLANK) ?
		    set->lower[(int)t.letter] : set->upper[(int)t.letter]);
	}
	add(why, size, ": ");
	for (k = 0; k < w->len; k++) {
		col = w->col + (w->dir == LB_ACROSS ? k : 0);
		row = w->row + (w->dir == LB_DOWN ? k : 0);
		t = lb_get(b, col, row);
		v = (t.tag & GCG_ONBLANK) ? 0 : set->value[(int)t.letter];
		pr = is_new(p, n, col, row) ? gcg_premium(col, row) :
		    GCG_PLAIN;
		add(why, size, "%s%s %d", k > 0 ? " + " : "",
		    (t.tag & GCG_ONBLANK) ? set->lower[(int)t.letter] :
		    set->upper[(int)t.letter], v);
		if (pr == GCG_DL || pr == GCG_TL) {
			v *= pr == GCG_DL ? 2 : 3;
			add(why, size, "x%d", pr == GCG_DL ? 2 : 3);
		} else if (pr == GCG_DW)
			times *= 2;
		else if (pr == GCG_TW)
			times *= 3;
		sum += v;
	}
	if (times > 1)
		add(why, size, ", x%d", times);
	add(why, size, " = %d", sum * times);
	return sum * times;
}

int
gcg_score_play(const struct letterboard *b, const struct lb_place *p, int n,
    enum lb_dir dir, const struct gcg_letters *set, char *why, size_t size)
{
	struct lb_word	 w[LB_MAXWORDS];
	int		 i, nw, total = 0;

	if (why != NULL && size > 0)
		why[0] = '\0';
	nw = lb_play_words(b, p, n, dir, w);
	for (i = 0; i < nw; i++) {
		if (i > 0)
			add(why, size, "; ");
		total += score_word(b, &w[i], p, n, set, why, size);
	}
	if (n == GCG_RACK) {
		add(why, size, "; all seven tiles %d", GCG_BINGO);
		total += GCG_BINGO;
	}
	return total;
}

int
gcg_tiles_value(const struct gcg_letters *set, const int count[])
{
	int	 i, sum = 0;

	for (i = 1; i <= set->n; i++)
		sum += count[i] * set->value[i];
	return sum;
}
