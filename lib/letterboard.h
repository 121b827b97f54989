/*
 * letterboard.h: a board of lettered tiles for crossword games, on
 * unbounded signed coordinates (column to the right, row downwards), with
 * the placement rule of the popular crossword game and the words a play
 * forms.  No game's own rule is here: a tile carries a letter and a small
 * tag the game gives meaning to (a color, a blank flag).
 *
 * The board keeps a dense grid around the tiles down and grows it as tiles
 * go down, and a list of the squares that hold a tile.  Squares farther than LB_FAR from 0,0 in either direction are
 * refused, so that a coordinate never sizes an allocation by itself.
 *
 * Ownership: the caller owns a struct letterboard, begins it with
 * lb_init() and releases its grid with lb_free(); lb_copy() makes a copy
 * the caller frees the same way.  Nothing returned points into the grid;
 * lb_each_word_tiles() lends its callback the grid's tiles, to read.
 */
#ifndef REFKIT_LETTERBOARD_H
#define REFKIT_LETTERBOARD_H

#include <stddef.h>
#include <stdint.h>

#define LB_FAR		100000	/* the farthest a coordinate may be */
#define LB_MAXPLAY	32	/* new tiles in one play */
#define LB_MAXWORDS	(LB_MAXPLAY + 1)	/* words one play forms */

enum lb_dir { LB_ACROSS = 0, LB_DOWN = 1 };

struct lb_tile {
	char		 letter;	/* 'A'..'Z'; '\0' for an empty square */
	unsigned char	 tag;		/* the game's: a color, a blank flag */
};

/* A square of the board. */
struct lb_square {
	int		 col, row;
};

struct letterboard {
	int		 col0, row0;	/* the grid's top-left square */
	int		 cols, rows;	/* the grid's size; 0 before a tile */
	struct lb_tile	*grid;		/* cols * rows, row by row */
	size_t		 ntiles;	/* tiles down */
	struct lb_square *down;		/* their squares, in no order */
	size_t		 downcap;	/* room in down */
	int		 has_start;	/* the first play must cover ... */
	int		 start_col, start_row;	/* ... this square */
};

/* A tile a play puts down. */
struct lb_place {
	int		 col, row;
	char		 letter;
	unsigned char	 tag;
};

/* A word on the board: its first square, direction and length. */
struct lb_word {
	int		 col, row;
	enum lb_dir	 dir;
	int		 len;
};

/* What is wrong with a play's placement, or that nothing is. */
enum lb_fault {
	LB_OK = 0,
	LB_NO_TILES,		/* it puts down no tile */
	LB_TOO_MANY,		/* more than LB_MAXPLAY tiles */
	LB_FAR_AWAY,		/* a square beyond LB_FAR */
	LB_TAKEN,		/* a square holds a tile already */
	LB_TWICE,		/* two tiles on one square */
	LB_NOT_IN_LINE,		/* not all in one row or one column */
	LB_GAP,			/* an empty square between its tiles */
	LB_NOT_TOUCHING,	/* no tile of it is beside a tile down */
	LB_NOT_ON_START		/* the first play misses the start square */
};

void	 lb_init(struct letterboard *);
void	 lb_free(struct letterboard *);

/* Make dst a copy of src (dst is not begun); dst is freed with lb_free(). */
void	 lb_copy(struct letterboard *dst, const struct letterboard *src);

/*
 * lb_copy() in the buffers of old, a board the caller is done with, where
 * they are large enough for src's grid and tiles, else in new ones (old's
 * freed): dst (not begun) is then a copy of src, and old an empty board.
 */
void	 lb_copy_reusing(struct letterboard *dst,
	    const struct letterboard *src, struct letterboard *old);

/* Whether a square is near enough to hold a tile. */
int	 lb_near(int col, int row);

/* The tile on a square; letter '\0' if it is empty (or far away). */
struct lb_tile lb_get(const struct letterboard *, int col, int row);

/*
 * Put a tile on a square, empty or not (the old tile is replaced); a
 * letter '\0' takes the tile off, as lb_remove() does.
 * Returns 1, or 0 if the square is far away (nothing is put).
 */
int	 lb_put(struct letterboard *, int col, int row, char letter,
	    unsigned char tag);

/*
 * lb_put() each of the n tiles p[], in order, as one call: those on
 * near squares of the grid are written in place, the others put by
 * lb_put() (which may grow the grid or refuse them).
 */
void	 lb_put_places(struct letterboard *, const struct lb_place *, int n);

/* Take the tile off a square, if any. */
void	 lb_remove(struct letterboard *, int col, int row);

/*
 * The placement rule of the popular game for n new tiles, checked before
 * they go down: all in one row or column, no empty square between them,
 * at least one beside a tile already down (or, on an empty board with a
 * start square, one on it; on an empty board without one, anywhere).
 * Returns LB_OK or the first fault found.
 */
enum lb_fault lb_check_play(const struct letterboard *,
	    const struct lb_place *, int n);

/*
 * lb_check_play() for a play that writes a whole line: the len squares
 * (1 to 64) from col,row along dir, bit k of fresh set where the play
 * puts a new tile on the k-th (no bit from len on), the others holding
 * tiles already down; the new tiles are the play's, in order.  Returns
 * the fault lb_check_play() returns for them and, when it is LB_OK, into
 * *beside bit k for each new tile with a tile beside it across dir: those
 * that make a cross word.  Where the line and the squares on either side
 * of it lie in the grid, as a game's plays almost all do, they are read
 * square by square along it, not tile by tile through lb_check_play().
 */
enum lb_fault lb_check_line(const struct letterboard *, int col, int row,
	    enum lb_dir, int len, uint64_t fresh, uint64_t *beside);

/*
 * The grid's tile of col,row, if the len squares (1 or more) from it
 * along dir are near and they and the squares before and after them lie
 * in the grid: the k-th is then k steps on (the step into *step; the
 * square before, one step back), each as lb_get() gives it.  NULL
 * otherwise, for lb_get() square by square.
 */
const struct lb_tile *lb_line_tiles(const struct letterboard *, int col,
	    int row, enum lb_dir, int len, long *step);

/* A sentence that says what the rule a fault breaks is. */
const char *lb_fault_text(enum lb_fault);

/*
 * The whole word through a square in a direction (the tiles on both sides
 * up to the first empty square), into *w; returns its length, 0 if the
 * square is empty.  A length of 1 is a lone tile, not a word.
 */
int	 lb_word_at(const struct letterboard *, int col, int row,
	    enum lb_dir, struct lb_word *w);

/*
 * lb_word_at(), and the word's letters too, read on the same walk: the
 * first size - 1 into buf (size is 1 or more), NUL-terminated, when it
 * has 2 or more.  Returns its length.
 */
int	 lb_word_read(const struct letterboard *, int col, int row,
	    enum lb_dir, struct lb_word *w, char *buf, size_t size);

/*
 * The words a play of n tiles forms, after its tiles are down: the main
 * word along dir (the play's line; for one tile, the direction the caller
 * names) first, then each cross word, into w[] (LB_MAXWORDS entries), each
 * of 2 letters or more.  Returns how many.
 */
int	 lb_play_words(const struct letterboard *, const struct lb_place *,
	    int n, enum lb_dir dir, struct lb_word w[]);

/* Copy a word's letters into buf (len + 1 bytes), ended by a NUL. */
void	 lb_word_letters(const struct letterboard *, const struct lb_word *,
	    char *buf);

/* Copy the tiles of a word's squares, in order, into out (len entries). */
void	 lb_word_tiles(const struct letterboard *, const struct lb_word *,
	    struct lb_tile *out);

/* The tile of the k-th square of a word. */
struct lb_tile lb_word_tile(const struct letterboard *,
	    const struct lb_word *, int k);

/*
 * Call fn on every maximal word of 2 letters or more on the board, across
 * words first, each from top to bottom and left to right.  Returns how
 * many.
 */
int	 lb_each_word(const struct letterboard *,
	    void (*fn)(const struct letterboard *, const struct lb_word *,
	    void *), void *arg);

/*
 * lb_each_word(), handing fn each word's tiles where they lie: the first,
 * and the step from one to the next (1 across, the grid's width down).
 * They are the grid's, to read until fn returns.  Returns how many.
 */
int	 lb_each_word_tiles(const struct letterboard *,
	    void (*fn)(const struct lb_word *, const struct lb_tile *first,
	    long step, void *), void *arg);

#endif
