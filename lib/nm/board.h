/*
 * board.h: a game of NetMatch as it stands: who plays which colors, the
 * words and the letters under the tokens (struct nm_setup, fixed for a
 * game), and the position (struct nm_pos): the pawns on the network's
 * nodes, the tokens taken, the players still in, whose turn it is, and
 * the end of the game.
 *
 * A node holds pawns of one color and symbol only, so a node is that
 * color, that symbol and a count.
 *
 * Ownership: both are plain values the caller owns; a setup points to
 * its network, which must outlive it (nm_network_default() and
 * nm_network_cached() keep theirs), and a position to nothing.
 */
#ifndef REFKIT_NM_BOARD_H
#define REFKIT_NM_BOARD_H

#include "players.h"
#include "network.h"

#define NM_MAXPLAYERS	4
#define NM_WORDLEN	4	/* letters of a word card */
#define NM_WHY		400	/* bytes of a message */

/* How the board is set up: the start positions of nm-check(1), RULES. */
enum nm_variant {
	NM_UNSET = -1,		/* none named: the players' colors say */
	NM_FOUR,		/* four players, a color each */
	NM_PARTIAL,		/* fewer: the colors not played are ignored */
	NM_FULL			/* fewer: three take four sides each, two
				   play two colors each */
};

/* How a game ended. */
enum nm_reason {
	NM_PLAYING,
	NM_WON_LETTERS,		/* all the winner's letters discovered */
	NM_WON_GAMBIT,		/* the winner named their word(s) */
	NM_WON_LAST		/* every other player's gambit was wrong */
};

/* Where a turn stands. */
enum nm_phase {
	NM_PHASE_START,		/* nothing done yet */
	NM_PHASE_MOVED,		/* a pawn moved (or the player passed):
				   matches may follow */
	NM_PHASE_PASSED,	/* passed: matches may follow too */
	NM_PHASE_GAMBIT		/* a word gambit ended the turn */
};

struct nm_setup {
	const struct nm_network	*net;
	struct players		 players;	/* in order of play */
	enum nm_variant		 variant;
	int			 any_pawn;	/* a player may move any pawn */
	int			 owner[NM_NCOLORS];	/* player, or -1 */
	int			 side_color[NM_MAXSIDES];	/* whose pawns
						   start on each side, -1 */
	int			 copies[NM_NCOLORS];	/* pawns of each
						   symbol at the start */
	char			 word[NM_NCOLORS][NM_WORDLEN + 1];	/* ""
						   if the record has none */
	char			 letter[NM_NCOLORS][NM_NSYMBOLS];	/* 0
						   if unknown */
};

/* A node's pawns: count 0 is an empty node. */
struct nm_cell {
	signed char		 color;
	signed char		 symbol;
	unsigned char		 count;
};

struct nm_end {
	enum nm_reason		 reason;
	int			 winner;
};

struct nm_pos {
	struct nm_cell		 node[NM_MAXNODES];
	unsigned char		 left[NM_NCOLORS][NM_NSYMBOLS];	/* pawns in
						   play */
	unsigned char		 taken[NM_NCOLORS];	/* a bit for each
						   symbol whose token is
						   taken */
	unsigned char		 out[NM_MAXPLAYERS];	/* lost a gambit */
	char			 gambit[NM_MAXPLAYERS][2 * NM_WORDLEN + 2];
						/* a lost gambit's words */
	int			 to_move;	/* the player on turn */
	unsigned long		 turn;		/* its number, from 1 */
	enum nm_phase		 phase;
	struct nm_end		 end;
};

/*
 * Set up the colors of a game of the players given (colors read): the
 * variant (NM_FOUR for four players), who owns each color, whose pawns
 * start on each side.  Returns 1, or 0 with why (NM_WHY bytes) saying
 * which rule of the set-up the players break.
 */
int	 nm_setup_colors(struct nm_setup *, const struct nm_network *,
	    enum nm_variant, char *why);

/* The start: every played color's pawns on its sides, the first player
   to move in turn 1. */
void	 nm_pos_start(struct nm_pos *, const struct nm_setup *);

/* Whether the player plays color c. */
int	 nm_plays(const struct nm_setup *, int player, int c);

/* The player's colors as words, "red" or "red and green", into buf. */
const char *nm_colors_text(const struct nm_setup *, int player, char *buf,
	    size_t size);

/* What a node holds, "a yellow star", "2 red circles", "nothing". */
const char *nm_cell_text(const struct nm_cell *, char *buf, size_t size);

#endif
