/*
 * players.h: the Players tag every game shares.  It lists the players in
 * the order the game gives them (seating, or order of play), each a name
 * and, in a game of colors, the color or colors it plays:
 *
 *	[Players "ann bob"]			names only
 *	[Players "ann:red bob:black"]		a color each
 *	[Players "ann:red+green bob:yellow+blue"]  two colors each
 *
 * A name is 1 to PLAYERS_NAMELEN - 1 bytes of letters, digits, '_', '-'
 * and '.', or of any other character that is visible and not a space: no
 * ':', '+', '#', '"', '[' or ']', no control, format or invisible
 * character; and it must be able to stand as an event's actor, so it
 * begins with a letter (rec_is_word()).  "host" is the referee's name in every game (the one who
 * rolls the die, deals, draws lots), never a player's.  Two players may
 * not have the same name, even in another case ("ann Ann").  A color is
 * one of the game's, and no two players share one.
 *
 * Ownership: struct players is a plain value the caller owns; it holds
 * copies of the names and points to nothing.
 */
#ifndef REFKIT_PLAYERS_H
#define REFKIT_PLAYERS_H

#include <stddef.h>

#include "record.h"
#include "verdict.h"

#define PLAYERS_MAX		8
#define PLAYERS_NAMELEN		32	/* bytes of a name, with its NUL */
#define PLAYERS_MAXCOLORS	2	/* colors one player may play */
#define PLAYERS_HOST		"host"

struct player {
	char	 name[PLAYERS_NAMELEN];
	size_t	 namelen;
	int	 ncolors;
	int	 color[PLAYERS_MAXCOLORS];	/* indexes into the game's
						   color list, in the order
						   the tag gives them */
};

struct players {
	int		 n;
	struct player	 p[PLAYERS_MAX];
};

/* What a game allows in its Players tag. */
struct players_rules {
	const char		*game;		/* "control-word", for messages */
	int			 min, max;	/* how many players */
	const char *const	*colors;	/* its colors, NULL-ended; NULL
						   for a game without colors */
	int			 max_colors;	/* colors a player may have */
	const char		*example;	/* "ann:red bob:black" */
};

/*
 * Read the Players tag t of a game (NULL if the game has none) by the
 * game's rules into *out.  Returns 1, or 0 with the verdict filled
 * (malformed, at the place in the tag that is wrong).
 */
int	 players_read(struct players *out, const struct rec_tag *t,
	    const struct rec_game *game, const struct players_rules *,
	    struct verdict *);

/* The index of the player with this name (exact bytes), or -1. */
int	 players_find(const struct players *, const char *name);

/* The index of the player who plays color c, or -1. */
int	 players_find_color(const struct players *, int c);

#endif
