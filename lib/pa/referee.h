/*
 * referee.h: adjudicating a played Pattern Assembly match: the fate of
 * every timed answer, the points of each round, the final showdown, the
 * totals and the winner, by the rules of the standard game or of Plus.
 *
 * pa_referee() fills a struct pa_result the caller owns and releases with
 * pa_result_free(); it points into the match, which must outlive it.  A
 * result holds a few dozen bytes an answer: the reasons, as long as they
 * are, in blocks it owns.
 */
#ifndef REFKIT_PA_REFEREE_H
#define REFKIT_PA_REFEREE_H

#include "judge.h"
#include "match.h"

/* The rules in force; pa_rules_init() gives the text's for each variant. */
struct pa_rules {
	int		 plus;		/* a point a group; showdown +1/-1 */
	int		 wrong_shape_waits;  /* the "rule change" */
	int		 round_seconds;	/* 180, or 300 in Plus */
	int		 wait_seconds;	/* 30 */
	int		 resolve_at_end;  /* pending answers resolved at the end */
	const char	*tie_winner;	/* Plus: who wins a tie, or NULL */
};

/* What became of an answer. */
enum pa_fate {
	PA_FATE_CORRECT,
	PA_FATE_WRONG_SHAPE,
	PA_FATE_WRONG_CONTENTS,
	PA_FATE_ALREADY_FOUND,	/* Plus: the group it matches was found */
	PA_FATE_WAITING,	/* given during the player's waiting period */
	PA_FATE_OVERTAKEN,	/* pending when the round was won */
	PA_FATE_ENDED		/* given after the round ended */
};

struct pa_attempt_result {
	const struct pa_attempt	*attempt;
	enum pa_fate		 fate;
	int			 resolved_at;	/* seconds; -1 if never */
	int			 points;
	int			 group;		/* the group it matched, or -1 */
	const char		*why;		/* the reason, or ""; owned by
						   the result */
};

struct pa_round_result {
	size_t			 first;		/* its results in result[] */
	size_t			 count;
	int			 found_by[PA_MAXGROUPS];  /* player, or -1 */
	int			 points[2];
	int			 score[2];	/* totals after the round */
	int			 ended_at;	/* seconds */
};

struct pa_showdown_result {
	int	 given;
	int	 filled;
	int	 right;
	int	 wrong;
	int	 points;
};

struct pa_why_block;

struct pa_result {
	int				 nrounds;
	struct pa_round_result		*round;
	size_t				 nresults;
	struct pa_attempt_result	*result;
	struct pa_showdown_result	 showdown[2];
	int				 total[2];
	int				 winner;	/* 0, 1, or -1: a draw */
	const char			*reason;	/* why the winner won */
	struct pa_why_block		*whys;		/* the results' why */
};

void	 pa_rules_init(struct pa_rules *, int plus);

void	 pa_referee(const struct pa_match *, const struct pa_rules *,
	    struct pa_result *);
/*
 * Referee the match as pa_referee() does, its answers read from the game
 * it was read from (with pa_match_read_as_questions(), say) one round at
 * a time, and call fn(res, round, arg) after each round (from 0): then
 * res->round[] holds every round up to it, and res->result that round's
 * results only, in time order (round[round].first is 0), which live until
 * fn returns.  What a round has decided is not kept: the memory is that
 * of the largest round, and a few bytes an answer.  At the end res holds
 * the rounds, the showdown, totals and winner, and no result.
 */
void	 pa_referee_each(const struct pa_match *, const struct rec_game *,
	    const struct pa_rules *, struct pa_result *,
	    void (*fn)(const struct pa_result *, int round, void *), void *arg);

void	 pa_result_free(struct pa_result *);

/*
 * One round being played, its answers taken one at a time in time order
 * (record order among equal times): what pa_referee() does to each round,
 * for a referee that takes the answers as they are given.  The race
 * points into the match and the result, which the caller owns; it reads
 * the round's question and results where they are at each call, so the
 * caller may grow their arrays between two calls.
 */
#define PA_RECENT_WHYS	4	/* reasons kept once when given again */

struct pa_race {
	const struct pa_match	*m;
	const struct pa_rules	*rules;
	int			 round;		/* from 0 */
	const struct pa_round	*qs;
	struct pa_result	*result;	/* whose blocks keep the whys */
	struct pa_round_result	*rr;
	struct pa_attempt_result *res;	/* this round's results */
	const char		*recent[PA_RECENT_WHYS];	/* reasons kept last, in the
					   result's blocks */
	int			 nrecent;	/* of them, ever */
	int			 pending[2];	/* index in res, or -1 */
	int			 due[2];	/* when each pending one resolves */
	int			 ended;		/* every group was found */
};

/*
 * Begin round (from 0) of res: res->round[round].first and count say
 * where its results are in res->result, res->round[round - 1] is played.
 */
void	 pa_race_begin(struct pa_race *, const struct pa_match *,
	    const struct pa_rules *, struct pa_result *, int round);
/*
 * Take the round's result i (from 0), its answer given after those before
 * it: resolve what falls due by its time, then disregard it or make it
 * pending, as the rules say.
 */
void	 pa_race_take(struct pa_race *, size_t i);
/*
 * End the round: its time runs out, what is pending is resolved or
 * discarded, and the score after it is set.
 */
void	 pa_race_end(struct pa_race *);

/* Room for a line of an answer's fate: its cells as long as a line. */
#define PA_LINE		(REC_MAXLINE + 2 * PA_WHY)

/*
 * Write an answer's fate as pa-score's line says it, without its newline,
 * into buf: "round 1: 0:40 ann A1-A2-B1: correct at 1:10, 3 points".
 */
void	 pa_answer_text(const struct pa_match *, const struct pa_attempt_result *,
	    char *buf, size_t size);

/*
 * Write round n's end as pa-score's lines say it, each line but the last
 * ended by sep, into buf: "round 4: skipped, no correct answer", then the
 * score after it.
 */
void	 pa_round_text(const struct pa_match *, const struct pa_round_result *,
	    int n, const char *sep, char *buf, size_t size);

/*
 * Write round n (from 0) as pa-score says it, a line each: every answer's
 * time, player, cells and fate ("correct at 1:00, 3 points", or the
 * reason it scored nothing), "skipped, no correct answer" if none was,
 * then the score after it; res as pa_referee_each() has it after the
 * round.
 */
void	 pa_round_write(FILE *, const struct pa_match *,
	    const struct pa_result *, int n);

/* Write the showdown's lines and the final line, as pa-score says them. */
void	 pa_end_write(FILE *, const struct pa_match *,
	    const struct pa_result *);

/* A short name for a fate: "correct", "wrong shape", "disregarded", ... */
const char *pa_fate_name(enum pa_fate);

#endif
