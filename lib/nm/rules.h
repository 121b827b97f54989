/*
 * rules.h: the rules of NetMatch on a struct nm_pos: whether an event is
 * legal (and if not, which rule it breaks, in words that name the player
 * and quote the rule), and what it does.
 *
 * A turn: a move (or a pass, when no move is legal), then any number of
 * pairwise matches and multi-way matches, in any order; or a word gambit
 * alone.  The readings refkit takes where the rules are silent are stated
 * in nm-check(1), RULES.  Nothing here allocates or prints.
 */
#ifndef REFKIT_NM_RULES_H
#define REFKIT_NM_RULES_H

#include <stddef.h>

#include "board.h"

/* Which part of an event a fault is about. */
#define NM_AT_EVENT	0	/* the event as a whole */
#define NM_AT_FROM	1	/* a move's origin, or the one argument */
#define NM_AT_TO	2	/* a move's destination */

struct nm_fault {
	int		 at;
	char		 why[NM_WHY];
};

/* A move of one pawn, from a node to a neighbor. */
struct nm_move {
	int		 from, to;
};

/*
 * Check that the player on turn may move the pawn on from to to.
 * Returns 1, or 0 with the fault.
 */
int	 nm_check_move(const struct nm_setup *, const struct nm_pos *,
	    const struct nm_move *, struct nm_fault *);
void	 nm_apply_move(struct nm_pos *, const struct nm_move *);

/* A legal move of the player on turn into *m; 0 if there is none. */
int	 nm_find_move(const struct nm_setup *, const struct nm_pos *,
	    struct nm_move *m);

/* Call fn on every legal move of the player on turn; stop at non-zero. */
int	 nm_each_move(const struct nm_setup *, const struct nm_pos *,
	    int (*fn)(const struct nm_move *, void *), void *);

/* The player on turn passes: only when no move is legal. */
int	 nm_check_pass(const struct nm_setup *, const struct nm_pos *,
	    struct nm_fault *);
void	 nm_apply_pass(struct nm_pos *);

/* A pairwise match at node: one of its two pawns or more leaves. */
int	 nm_check_match(const struct nm_setup *, const struct nm_pos *,
	    int node, struct nm_fault *);
void	 nm_apply_match(struct nm_pos *, int node);

/*
 * The multi-way match of the token of color c and symbol: c is -1 if the
 * event names none, and is then the player's color that fits, set in *c.
 * Taking the last token of the player's colors wins.
 */
int	 nm_check_reveal(const struct nm_setup *, const struct nm_pos *,
	    int *c, int symbol, struct nm_fault *);
void	 nm_apply_reveal(const struct nm_setup *, struct nm_pos *, int c,
	    int symbol);

/*
 * The word gambit: words holds as many words as the player has colors,
 * in their order, upper case.  Returns 1 if it may be made now, 0 with the
 * fault.  Making it wins (the words are right), or puts the player out,
 * their pawns off the board; the last player left wins.  The setup's
 * words must be known.
 */
int	 nm_check_gambit(const struct nm_setup *, const struct nm_pos *,
	    struct nm_fault *);
void	 nm_apply_gambit(const struct nm_setup *, struct nm_pos *,
	    const char *const *words);

/*
 * Whether the turn number may begin now: the turn in progress had its
 * first event.  0 with the fault if not.
 */
int	 nm_turn_may_end(const struct nm_setup *, const struct nm_pos *,
	    struct nm_fault *);

/* Pass the turn to the next player still in, with the next number. */
void	 nm_next_turn(const struct nm_setup *, struct nm_pos *);

/* The player after the one given, still in; the same one if none. */
int	 nm_next_player(const struct nm_setup *, const struct nm_pos *,
	    int player);

/* Whether the game is over. */
int	 nm_over(const struct nm_pos *);

/* Say how the game ended: "discovered all four letters of TEST". */
void	 nm_end_text(const struct nm_setup *, const struct nm_pos *,
	    char *buf, size_t size);

/* The letters the player's color has discovered, in the symbols' order,
   '.' for a token not taken and '?' for one taken whose letter is not
   known: "T.E." (5 bytes). */
void	 nm_revealed_text(const struct nm_setup *, const struct nm_pos *,
	    int c, char buf[NM_NSYMBOLS + 1]);

#endif
