/*
 * match.h: a Pattern Assembly match read from a game record: the grid, the
 * questions of each round, and, when the match has been played, the
 * players' timed answers and their final showdown grids.  Its verbs:
 *
 *	0 host grid O X + O X +		a row of the grid, top row first
 *	N host ask SHAPE CONTENTS	a question (a group) of round N
 *	N PLAYER answer M:SS CELLS	an answer, at M:SS into round N
 *	N PLAYER showdown ROW		a row of the showdown, N = rounds + 1
 *
 * Ownership: pa_match_read() fills a struct the caller owns and releases
 * with pa_match_free(); strings in it point into the record's game and
 * live as long as that does.  A match holds a few kilobytes, and a few
 * dozen bytes an answer when it keeps the answers.
 */
#ifndef REFKIT_PA_MATCH_H
#define REFKIT_PA_MATCH_H

#include <stdio.h>

#include "grid.h"
#include "judge.h"
#include "record.h"
#include "solve.h"
#include "verdict.h"

#define PA_MAXGROUPS	16	/* questions in one round (the Plus variant) */
#define PA_MAXROUNDS	1000
#define PA_NAMELEN	64

struct pa_round {
	int			 nq;
	struct pa_question	 q[PA_MAXGROUPS];
	struct pos		 pos[PA_MAXGROUPS];
};

/*
 * A timed answer of a player, in record order.  Its cells are kept as
 * written, and read again (pa_answer_parse()) when they are judged.
 */
struct pa_attempt {
	int			 player;	/* 0 or 1 */
	int			 round;		/* from 1 */
	int			 seconds;	/* into the round */
	const char		*time;		/* as written, "0:42" */
	const char		*cells;		/* as written */
	struct pos		 pos;
};

/* A rectangle of the grid, rows and columns from 0, last ones included. */
struct pa_region {
	int	 row0, col0, row1, col1;
};

struct pa_showdown {
	int		 given;		/* the player submitted one */
	int		 rows;		/* rows written */
	unsigned char	 pic[PA_MAXROWS][PA_MAXCOLS];	/* region-relative */
	struct pos	 pos;
};

struct pa_match {
	int			 plus;		/* Variant "plus" */
	struct pa_grid		 grid;
	int			 nrounds;
	struct pa_round		*round;		/* round[0] is round 1 */
	int			 nplayers;
	char			 player[2][PA_NAMELEN];
	size_t			 nattempts;
	struct pa_attempt	*attempt;
	struct pa_region	 region;	/* of the showdown */
	int			 region_given;	/* by a Region tag */
	struct pa_showdown	 showdown[2];
	const char		*tie_winner;	/* TieWinner tag, or NULL */
	const struct rec_tag	*result;	/* Result tag, or NULL */
	const char		*seed;		/* Seed tag, or NULL */
};

/*
 * Read a match from a game of a record.  Returns 1, or 0 with the verdict
 * saying what is malformed.  Answers and showdowns are read and checked
 * too; a program that only wants the questions ignores them.
 */
int	 pa_match_read(struct pa_match *, const struct rec_game *,
	    struct verdict *);
void	 pa_match_free(struct pa_match *);

/* The same, reading the match as Plus whatever its Variant tag says. */
int	 pa_match_read_as(struct pa_match *, const struct rec_game *, int plus,
	    struct verdict *);

/*
 * The same as pa_match_read(), checking the answers as it does but not
 * keeping them (nattempts stays 0): for programs that want the questions.
 */
int	 pa_match_read_questions(struct pa_match *, const struct rec_game *,
	    struct verdict *);

/*
 * The same as pa_match_read_as(), not keeping the answers: for a program
 * that reads them from the game a round at a time (pa_attempt_read()).
 */
int	 pa_match_read_as_questions(struct pa_match *, const struct rec_game *,
	    int plus, struct verdict *);

/*
 * If the event, of the game the match was read from, is an answer in a
 * round of the match, fill *a (if a is not NULL) with it, as the match
 * would keep it, and return its round (from 1); else return 0.  The
 * attempt points into the game.
 */
int	 pa_attempt_read(const struct pa_match *, const struct rec_event *,
	    struct pa_attempt *a);

/*
 * A match read an event at a time, as its lines come (a live referee):
 * pa_reading_begin() reads the tags, pa_reading_event() each event as
 * pa_match_read() does, pa_reading_end() checks the whole once every
 * event is read.  Each returns 1, or 0 with the verdict.  The reading
 * points into the match and the game, which the caller owns.
 */
struct pa_reading {
	struct pa_match		*m;
	const struct rec_game	*game;
	int			 grid_cols;	/* 0 until the first row */
	int			 keep_answers;	/* or only check them */
	int			 grid_done;	/* the showdown region read */
	size_t			 attempts_cap;
	int			 rounds_cap;	/* rounds m->round has room for */
	int			 max_round;	/* the last one asked */
	struct pos		 grid_pos;
	struct pos		 first_answer[PA_MAXROUNDS];	/* of each
					   round; line 0 if none */
};

int	 pa_reading_begin(struct pa_reading *, struct pa_match *,
	    const struct rec_game *, int plus, int keep_answers,
	    struct verdict *);
int	 pa_reading_event(struct pa_reading *, const struct rec_event *,
	    struct verdict *);
int	 pa_reading_end(struct pa_reading *, struct verdict *);
/*
 * Check the questions of round (from 1) as pa_reading_end() will: one a
 * round but in Plus, and no round after the Rounds tag's.
 */
int	 pa_reading_check_round(struct pa_reading *, int round,
	    struct verdict *);

/* The player's index, or -1. */
int	 pa_match_player(const struct pa_match *, const char *name);

/* Write the match's tags, grid and questions as a record. */
void	 pa_match_write(FILE *, const struct pa_match *);

/* Write a time in seconds as M:SS. */
void	 pa_time_format(int seconds, char buf[16]);

#endif
