/*
 * rules.h: the rules of Netzwerk on a struct nw_pos: whether a move is
 * legal (and if not, which rule it breaks, in words), what it does, every
 * legal move of a position, the end of a turn and the end of the game.
 *
 * A turn: at least one robot moves, each at most once; then any number of
 * battery moves, each battery at most once; after the first battery move
 * no robot moves.  The turn passes with nw_pass(), which loads every
 * battery again.  The readings refkit takes are stated in nw-check(1),
 * RULES.
 *
 * Messages name the players: the functions that write one take the two
 * names, South's first.  Nothing here allocates or prints.
 */
#ifndef REFKIT_NW_RULES_H
#define REFKIT_NW_RULES_H

#include <stddef.h>

#include "board.h"

#define NW_MAXPATH	32	/* squares in a robot's path, its start too */
#define NW_WHY		400	/* bytes of a message */

/* Who controls a battery. */
enum nw_control {
	NW_CONTROL_STRICT,	/* an own robot beside it, and as many as the
				   opponent has there (the default) */
	NW_CONTROL_BARE		/* as many as the opponent: a battery beside no
				   robot belongs to both */
};

/* The rules in force: the defaults are all zero. */
struct nw_rules {
	int		 compulsory_capture;	/* variation: capture if you can */
	int		 shared_frozen;		/* variation: a battery both
						   control moves for neither */
	enum nw_control	 control;
};

enum nw_kind {
	NW_MOVE_ROBOT,
	NW_MOVE_BATTERY,
	NW_MOVE_RESIGN
};

/* An event of the game. */
struct nw_move {
	enum nw_kind	 kind;
	int		 side;		/* enum nw_side: who makes it */
	/* A robot's move (its numbers first, together, then its squares): */
	int		 npath;		/* squares in path[], at least 2 */
	int		 nspend;	/* batteries spent, = cost */
	int		 named;		/* the spend is not the default one, so
					   a record names it ("using") */
	int		 cost;
	int		 capture;	/* the square captured on, or -1 */
	/* A battery's move: */
	int		 from, to;	/* fields */
	short		 path[NW_MAXPATH];	/* the start square first */
	short		 spend[4];	/* their fields */
};

/* The part of a move a fault is about. */
#define NW_AT_EVENT	(-1)	/* the event as a whole */
#define NW_AT_FROM	(-2)	/* a battery move's first field */
#define NW_AT_TO	(-3)	/* its second field */
#define NW_AT_SPEND	100	/* + i: the i-th battery a robot's move names */
				/* 0 to npath - 1: that square of the path */

/* Which rule a move breaks, and where in the move. */
struct nw_fault {
	int		 at;
	char		 why[NW_WHY];
};

/*
 * Check a move of the player to move (m->side) in the position.  For a
 * robot's move, m->path and m->npath are given, and m->spend and
 * m->nspend too if spend_named; the check fills in the cost, the capture,
 * the batteries spent and m->named.  For a battery's move, m->from and
 * m->to are given.  Returns 1 if the move is legal, 0 with the fault if not.
 * The turn passing and the end of the game are the caller's to check.
 */
int	 nw_check(const struct nw_pos *, const struct nw_rules *,
	    const char *const name[2], struct nw_move *, int spend_named,
	    struct nw_fault *);

/*
 * The same check for a robot's move and for a battery's, m->kind not
 * looked at: for a reader that knows the kind of every event it reads.
 * The fault is written only if the move is not legal.
 */
int	 nw_check_robot(const struct nw_pos *, const struct nw_rules *,
	    const char *const name[2], struct nw_move *, int spend_named,
	    struct nw_fault *);
int	 nw_check_battery(const struct nw_pos *, const struct nw_rules *,
	    const char *const name[2], const struct nw_move *,
	    struct nw_fault *);

/*
 * The first test nw_check_robot() and nw_check_battery() make, with few
 * branches, for a reader that makes most moves it reads: 1 if the move
 * is legal (and a robot's move is filled in as nw_check_robot() fills
 * it), 0 if it is not or the test cannot say (under compulsory capture),
 * m as it was, for those two to say why.
 */
int	 nw_robot_usual(const struct nw_pos *, const struct nw_rules *,
	    struct nw_move *, int spend_named);
int	 nw_battery_usual(const struct nw_pos *, const struct nw_rules *,
	    int side, int from, int to);

/*
 * Make a legal move in a position no side has won yet, and see whether it
 * ends the game.
 */
void	 nw_apply(struct nw_pos *, const struct nw_move *);

/* Make a legal robot's move, as nw_apply() does. */
void	 nw_apply_robot(struct nw_pos *, const struct nw_move *);

/*
 * Make a legal battery move, as nw_apply() does (no battery move ends the
 * game).  Inline: a reader makes one for most events.
 */
static inline void
nw_apply_battery(struct nw_pos *p, const struct nw_move *m)
{
	p->field[m->to] = p->field[m->from] | NW_FD_MOVED;
	p->field[m->from] = 0;
	p->phase = NW_PHASE_BATTERIES;
}

/*
 * Whether the player to move may end the turn now: a robot has moved and,
 * when capture is compulsory, no capture is left.  Returns 1, or 0 with
 * the fault.
 */
int	 nw_turn_may_end(const struct nw_pos *, const struct nw_rules *,
	    const char *const name[2], struct nw_fault *);

/*
 * Pass the turn to the other player: every battery loaded and unmoved,
 * every robot unmoved, the round counted on when South's turn comes.  If
 * check, a player who cannot move a robot has lost the game.
 */
void	 nw_pass(struct nw_pos *, const struct nw_rules *, int check);

/* The end of the game if the player to move cannot move a robot. */
void	 nw_check_can_move(struct nw_pos *, const struct nw_rules *);

/*
 * See whether a side has won by the position alone (half its robots
 * across, or every enemy robot captured), the mover first; fill the end.
 */
int	 nw_check_won(struct nw_pos *, int mover);

/* Count the robots of each side beside the field. */
void	 nw_control_count(const struct nw_pos *, int fd, int count[2]);

/* Whether the side controls the battery on the field. */
int	 nw_controls(const struct nw_pos *, const struct nw_rules *, int side,
	    int fd);

/*
 * Call fn on every legal move the player to move can make next in this
 * turn, robots' moves first: a robot's move once for each path and, where
 * the batteries it may spend matter to another of the side's robots still
 * to move, once for each choice that differs for those; then every battery
 * move.  Stops when fn returns non-zero, and returns that; 0 if fn never
 * did.  Moves are not listed once the game is over.
 */
typedef int	(*nw_move_fn)(const struct nw_pos *, const struct nw_move *,
		    void *);
int	 nw_each_move(const struct nw_pos *, const struct nw_rules *,
	    nw_move_fn, void *);

/*
 * The same, then, if the turn may end, every move the other player can
 * begin the next turn with.  fn gets the position the move is made in:
 * the one given, or the one after the turn passed; its round is the
 * move's number.
 */
int	 nw_each_next(const struct nw_pos *, const struct nw_rules *,
	    nw_move_fn, void *);

/* How many moves nw_each_move() lists, or nw_each_next() if next is set. */
unsigned long nw_count_moves(const struct nw_pos *, const struct nw_rules *,
	    int next);

/* A capture the player to move could make now, into *m; 1 if there is. */
int	 nw_capture_exists(const struct nw_pos *, const struct nw_rules *,
	    struct nw_move *m);

/* Write a move as a record's event writes it after the actor: "move
 * c1-c2 using C1", "battery C1-C2", "resign". */
void	 nw_move_text(const struct nw_pos *, const struct nw_move *,
	    char *buf, size_t size);

/* Write the path alone, "c1-c2-c3". */
void	 nw_path_text(const struct nw_pos *, const struct nw_move *,
	    char *buf, size_t size);

/* Say why the game ended: "half their robots across (3 of 5 on row 6)". */
void	 nw_end_text(const struct nw_pos *, const char *const name[2],
	    char *buf, size_t size);

#endif
