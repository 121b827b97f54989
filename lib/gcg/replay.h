/*
 * replay.h: a GCG record replayed on the 15x15 board, line by line, and
 * every claim of the record checked: each play's placement (letterboard's
 * rule, shared with Control Word), its score and the running totals, the
 * racks against the tiles not on the board, exchanges, passes, withdrawn
 * phonies, challenge bonuses, the end-of-game rack points and penalties
 * and the time penalties, and the record's own shape (its header, players
 * and the order of its lines).  The first fault stops the replay: its
 * verdict is rejected (exit 1) for a claim the board disproves, malformed
 * (exit 2) for a line that is not GCG.
 *
 * Ownership: the caller owns a struct gcg_game, begins it with
 * gcg_replay() and frees it with gcg_game_free(); the words handle given
 * stays the caller's.
 */
#ifndef REFKIT_GCG_REPLAY_H
#define REFKIT_GCG_REPLAY_H

#include <stddef.h>

#include "letterboard.h"
#include "verdict.h"
#include "gcg/board.h"
#include "gcg/tiles.h"

#define GCG_MAXPLAYERS	4
#define GCG_NAME	128	/* bytes of a nickname or a name, NUL too */

struct words;

enum gcg_end {
	GCG_PLAYING,		/* no end yet */
	GCG_OUT,		/* a player went out, the bag empty */
	GCG_STALLED		/* six scoreless turns in a row */
};

struct gcg_player {
	char		 nick[GCG_NAME];
	char		 name[GCG_NAME];
	long		 total;		/* after the last line */
	int		 held;		/* tiles on the rack */
	int		 settled;	/* end points or penalty done */
	int		 timed;		/* a time penalty done */
};

/* A word formed that the dictionary lacks, and nobody withdrew. */
struct gcg_phony {
	unsigned int	 line;
	char		*word;		/* UTF-8, owned by the game */
	const char	*why;		/* the dictionary's verdict */
};

/* The last placement, kept to undo it if it is withdrawn. */
struct gcg_last {
	int		 valid;		/* a placement, not undone yet */
	int		 player;
	int		 challenged;
	struct lb_place	 tile[GCG_RACK];
	int		 n;
	long		 points;
	int		 rack[GCG_MAXTILE];	/* the rack as written */
	int		 has_rack;
	int		 held[GCG_MAXPLAYERS];	/* before the play */
	int		 to_move, scoreless;
	enum gcg_end	 end;
	int		 out;
	size_t		 nphony;	/* phonies before it */
};

struct gcg_game {
	const char		*file;
	const struct gcg_letters *set;
	struct words		*words;		/* NULL: words not checked */
	struct gcg_player	 p[GCG_MAXPLAYERS];
	int			 np;		/* players declared */
	char			 title[GCG_NAME];
	struct letterboard	 board;
	int			 unseen[GCG_MAXTILE];	/* not on the board */
	int			 to_move;
	unsigned long		 events;	/* event lines */
	unsigned long		 plays;		/* placements checked */
	int			 scoreless;	/* scoreless turns in a row */
	enum gcg_end		 end;
	int			 out;		/* who went out */
	int			 out_challenged;	/* and lost a turn
						   challenging it */
	int			 wsc;		/* #style wsc2001 */
	int			 started;	/* an event was read */
	int			 last_rack;	/* a #rackN was read */
	int			 in_note;	/* a note may go on */
	unsigned int		 header;	/* header pragmas seen, a bit
						   each */
	struct gcg_last		 last;
	struct gcg_phony	*phony;
	size_t			 nphony, phonycap;
};

/*
 * Replay the len bytes at buf, the GCG record named file, into *g; the
 * letter set is set's, or if NULL the record's #tile-distribution's, or
 * Polish if its events hold Polish letters, else English.  With words,
 * every word formed is looked up and those it lacks are listed.  Returns
 * 1 if every claim holds, else 0 with the verdict of the first fault.
 */
int	 gcg_replay(struct gcg_game *, const char *file, const char *buf,
	    size_t len, struct words *words, struct verdict *);

/*
 * The same, calling fn(g, k, arg) at each position of the game: at the
 * start, before its first event line (or at the end if it has none), k
 * 0, and after each event line, k its number among them.  If fn returns
 * 0 the replay stops there and returns 1.
 */
int	 gcg_replay_each(struct gcg_game *, const char *file, const char *buf,
	    size_t len, struct words *words, struct verdict *,
	    int (*fn)(const struct gcg_game *, unsigned long, void *),
	    void *arg);

void	 gcg_game_free(struct gcg_game *);

/*
 * Whether the game is over and settled: a player out and the rack points
 * counted, or six scoreless turns and every rack's penalty counted.
 */
int	 gcg_game_done(const struct gcg_game *);

/* The player with the highest total, or -1 for a tie. */
int	 gcg_game_leader(const struct gcg_game *);

#endif
