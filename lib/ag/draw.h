/*
 * draw.h: pictures of an Alphagon position for a referee: the board of
 * 13 by 13 squares with its flags, stars and clouds, the polygon's letters
 * and '+' signs in the colors of the players who put them there, the
 * start point, the square where the next letter goes and the direction it
 * goes in; then the words of the polygon, each player's points, bonus
 * tokens, rack and cards, and where the game stands; as text (colored
 * with ANSI escapes when asked) or as a standalone SVG document with a
 * legend.
 *
 * Ownership: a struct ag_view is a plain value the caller fills (or
 * ag_view_words() fills in part) and owns; it points to nothing.  The
 * drawing functions write to the stream given and allocate nothing; the
 * caller checks the stream for write errors.
 */
#ifndef REFKIT_AG_DRAW_H
#define REFKIT_AG_DRAW_H

#include <stddef.h>
#include <stdio.h>

#include "players.h"
#include "verdict.h"
#include "ag/board.h"
#include "ag/deal.h"
#include "ag/polygon.h"

#define AG_NCOLORS	6	/* red, yellow, green, blue, black, white */
#define AG_VIEW_TITLE	256	/* the game's name, as report_name() gives it */
#define AG_VIEW_WHERE	160	/* "bob to play: place, change or pass" */
#define AG_VIEW_RACK	64	/* a rack's letters */
#define AG_VIEW_CARDS	8	/* cards a player holds at most */
#define AG_VIEW_MAXWORDS (AG_SQUARES / 2)	/* words on a path */

/* A player as a picture shows them. */
struct ag_view_player {
	char		 name[PLAYERS_NAMELEN];
	int		 color;		/* 0 red ... 5 white; -1: none */
	int		 points;
	int		 bonus;		/* bonus tokens */
	char		 rack[AG_VIEW_RACK];	/* letters, A-Z */
	int		 ncards;
	int		 cards[AG_VIEW_CARDS];	/* card numbers */
};

/* A word of the polygon: its pieces since the '+' before it. */
struct ag_view_word {
	int		 first;		/* path index of its first letter */
	int		 len;		/* letters */
	int		 ended;		/* a '+' follows it */
};

/* What a picture shows. */
struct ag_view {
	struct ag_board		 board;
	struct ag_polygon	 poly;
	int			 started;	/* the polygon has begun */
	signed char		 owner[AG_SQUARES];	/* by path index: the
							   player who put the
							   piece, -1 unknown */
	int			 nplayers;
	struct ag_view_player	 p[AG_MAXPLAYERS];
	int			 nwords;
	struct ag_view_word	 word[AG_VIEW_MAXWORDS];
	char			 title[AG_VIEW_TITLE];
	char			 where[AG_VIEW_WHERE];
	size_t			 shown;		/* events replayed */
	size_t			 nevents;	/* events in the record */
	unsigned int		 illegal_line;	/* of the next event if it is
						   illegal; 0 if not */
	char			 illegal[VERDICT_TEXT];
};

/* The name of color c (0 red ... 5 white), or "" out of range. */
const char	*ag_color_name(int c);

/*
 * Clear the view: no players, the stand-in board, no polygon, every
 * owner unknown.
 */
void	 ag_view_init(struct ag_view *);

/*
 * Find the words of the view's polygon (the runs of letters between its
 * '+' signs) into its word list.
 */
void	 ag_view_words(struct ag_view *);

/*
 * Write the position as text: the heading and where the game stands, the
 * illegal event if any, the board with column letters above and row
 * numbers at the left, each square two characters (its piece or '.',
 * then its mark: 'F' flag, '*' star, 'c' cloud; the next square shows an
 * arrow), the words, a line for each player and a key.  With color set,
 * each piece is drawn on its player's color and the marks in theirs.
 */
void	 ag_draw_text(FILE *, const struct ag_view *, int color);

/*
 * Where the game stands and each player's line, as the text has them,
 * into buf: "bob to play: place, change or pass", then on a line each
 * "ann (red): 23 points, 1 bonus token, rack ..., cards ...".
 */
void	 ag_view_lines(const struct ag_view *, char *buf, size_t size);

/*
 * Write the position as an SVG document: the heading, the board with its
 * marks, the polygon's path, its pieces, the start point and the next
 * square with an arrow, the words, each player's line, and a legend.
 */
void	 ag_draw_svg(FILE *, const struct ag_view *);

#endif
