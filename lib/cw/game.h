/*
 * game.h: a Control Word game read from a record: its tags, then its
 * events replayed one at a time through the game's table of verbs (see
 * cw-check(1) for the record and the rules):
 *
 *	0 ann lot E			the tile drawn for the first player
 *	N host roll 7			the draw die (and, by the rules of
 *	N host roll 7 3			2018-04-04, the replacement die)
 *	N ann draw AEQRTUY		tiles from ann's own bag
 *	N ann swap Y e			Y back to ann's bag, a blue e drawn
 *	N ann redraw ABCDE		the rack back to the bag, these drawn
 *	N ann play 2,5 across QU(E)Ry	the whole main word from its first
 *					square; (E) is down already, y blue
 *	N ann replace 3,5 E 4,5 N	replacement turn: squares and letters
 *	N ann pass			no word, or no replacement
 *	N bob challenge			the play or replacement just made
 *
 * N is the round; setup is round 0.  Tags: Game ("control-word"),
 * Players ("ann:red bob:black", seating order to the left), Mat (1-6),
 * Rounds (10), Dictionary (en_US), Rules ("2018-03", the default, or
 * "2018-04-04" for the author's later draft), Result (the winner's name).
 *
 * Ownership: the caller owns a struct cw_game, begins it with
 * cw_game_begin() and releases it with cw_game_free() (its board).  It
 * points into the record's game it was begun with, which must outlive it.
 * The dictionaries it opens are kept for the thread that begins it, one
 * for each name (cw_words_close_all() releases them; 8 are kept, and a
 * 9th name takes the place of the 8th, freed once 64 more are put out
 * so); a word is looked up in the dictionary's word graph first, and
 * hunspell is opened only for a word the graph lacks (cw_word_check()).
 * Two threads may begin, replay and report games at once, each its own;
 * a game's words are checked in the thread that began it.
 */
#ifndef REFKIT_CW_GAME_H
#define REFKIT_CW_GAME_H

#include <stdio.h>

#include "letterboard.h"
#include "players.h"
#include "record.h"
#include "verdict.h"
#include "words.h"
#include "cw/bag.h"
#include "cw/score.h"

#define CW_DEFROUNDS	10
#define CW_MAXROUNDS	1000
#define CW_MAXWORD	64	/* letters in a word a record writes */
#define CW_MAXSTOOD	32	/* unchallenged non-words a game lists */

/* The parts of a round, in order. */
enum cw_phase {
	CW_SETUP,		/* round 0: lots, the roll, first racks */
	CW_WORDS,		/* word phase */
	CW_REPLACE,		/* replacement phase */
	CW_DRAWS,		/* each player draws up to the roll */
	CW_OVER			/* after the last round's replacements */
};

/* The rules as the command line sets them: -1 leaves them to the record. */
struct cw_options {
	int		 version;	/* enum cw_rules_version, or -1 */
	int		 unchallenged_stand;
	int		 first_rotates;	/* the first place passes to the
					   left each round */
	int		 replacement_scores;	/* a replacement turn scores
					   the words it changes */
	int		 replacement_from_last;	/* the replacement phase
					   from the last player, to the
					   right */
	const char	*dictionary;	/* NULL: the Dictionary tag's */
};

struct cw_player {
	char		 name[PLAYERS_NAMELEN];
	size_t		 namelen;	/* strlen(name) */
	int		 color;		/* enum cw_color */
	struct cw_bag	 bag;		/* their own color's bag */
	struct cw_bag	 own;		/* the rack's tiles of their color */
	struct cw_bag	 blue;		/* the rack's blue tiles */
	int		 penalties;	/* penalty tokens */
	int		 points;	/* scored in play */
	int		 words_played;
	char		 lot;		/* this cycle's lot, or 0 */
	int		 in_lot;	/* still drawing lots */
	int		 drew;		/* drew this round (or at setup) */
	int		 redraws;	/* redraws this turn */
	int		 withdrawn;	/* a play of this turn was withdrawn */
};

/* A square a play or replacement changed, and its tile before. */
struct cw_change {
	int		 col, row;
	struct lb_tile	 before, after;
};

/* The last play or replacement turn, for a challenge right after it. */
struct cw_turn {
	int		 kind;		/* 0: none, 'p' play, 'r' replace */
	int		 player;
	int		 n;
	struct cw_change ch[LB_MAXPLAY];
	int		 points;	/* scored in play */
	int		 bad;		/* a word it formed is no word */
	int		 nstood;	/* g->nstood before it */
	int		 phase, turn;	/* where the game was before it */
	int		 first_word;	/* g->first_word before it */
	int		 redraws;	/* the player's redraws before it */
};

/* A word that stood unchallenged though it is not one. */
struct cw_stood {
	unsigned int	 line;
	char		 word[CW_MAXWORD + 1];
	const char	*why;		/* words_verdict_name() */
};

struct cw_words;

struct cw_game {
	const struct rec_game	*rec;
	const struct rec_tag	*result;	/* its Result tag, or NULL */
	int			 version;	/* enum cw_rules_version */
	int			 unchallenged_stand;
	int			 first_rotates;
	int			 replacement_scores;
	int			 replacement_from_last;
	int			 mat;
	int			 rounds;
	const char		*dictionary;
	struct cw_words		*words;		/* its dictionary */
	int			 n;		/* players */
	struct cw_player	 p[CW_MAXPLAYERS];	/* seating order */
	struct letterboard	 board;
	struct cw_bag		 blue;		/* both blue bags */
	int			 tokens;	/* penalty tokens taken from
						   the blue consonants */
	int			 round;
	int			 phase;		/* enum cw_phase */
	int			 roll;		/* the draw die */
	int			 limit;		/* the replacement die */
	int			 rolled;	/* this round's roll made */
	int			 first;		/* the first player, or -1 */
	int			 turn;		/* who acts: first + turn */
	int			 first_word;	/* a word has been played */
	struct cw_turn		 last;
	size_t			 nevents;	/* events applied */
	int			 nstood;
	struct cw_stood		 stood[CW_MAXSTOOD];	/* the first nstood;
					   cw_game_begin() clears no more */
};

struct rule;

/* The table of verbs, compiled, for rec_each_checked(). */
const struct rule *cw_game_verbs(void);

void	 cw_options_init(struct cw_options *);

/* The command-line options that set the rules, for a struct option table. */
#define CW_OPT_DICTIONARY	'd'
#define CW_OPT_UNCHALLENGED	0x180
#define CW_OPT_RULES		0x181
#define CW_OPT_ROTATES		0x182
#define CW_OPT_REPLACEMENT	0x183
#define CW_OPT_FROM_LAST	0x184
#define CW_RULE_LONGOPTS						\
	{ "dictionary", required_argument, NULL, CW_OPT_DICTIONARY },	\
	{ "unchallenged-stand", no_argument, NULL, CW_OPT_UNCHALLENGED }, \
	{ "rules", required_argument, NULL, CW_OPT_RULES },		\
	{ "first-rotates", no_argument, NULL, CW_OPT_ROTATES }

/*
 * The options of the referee and the scorer only: replacements score;
 * the replacement phase goes from the last player to the right.
 */
#define CW_SCORE_LONGOPTS						\
	{ "replacement-scores", no_argument, NULL, CW_OPT_REPLACEMENT }, \
	{ "replacement-from-last", no_argument, NULL, CW_OPT_FROM_LAST }

/*
 * Take a rules option the option parser returned as ch, with its
 * argument; returns 1, or 0 if ch is no rules option.  A bad --rules
 * value is a usage error (exit 2).
 */
int	 cw_option(struct cw_options *, int ch, const char *arg);

/* Read a --rules argument: an enum cw_rules_version, or -1. */
int	 cw_version_parse(const char *);

/* The name of a version of the rules ("2018-04-04"). */
const char *cw_version_name(int);

/*
 * Read the game's tags, open its dictionary and set up the mat.  Returns
 * 1, or 0 with the verdict saying what is malformed (exit 2).
 */
int	 cw_game_begin(struct cw_game *, const struct rec_game *,
	    const struct cw_options *, struct verdict *);

/* Release the game's board. */
void	 cw_game_free(struct cw_game *);

/*
 * Apply the game's next event.  Returns 1, or 0 with the verdict:
 * malformed or rejected (it breaks a rule, named in the message).
 */
int	 cw_game_event(struct cw_game *, const struct rec_event *,
	    struct verdict *);

/*
 * Begin and replay the first upto events (SIZE_MAX: all).  Returns 1, or
 * 0 with the verdict of the tags or of the first bad event.
 */
int	 cw_game_replay(struct cw_game *, const struct rec_game *,
	    const struct cw_options *, size_t upto, struct verdict *);

/* Whether every round has been played. */
int	 cw_game_over(const struct cw_game *);

/*
 * The index of the player who acts now in the word or replacement phase:
 * from the first player to the left, or, in the replacement phase under
 * --replacement-from-last, from the player before the first to the right.
 */
int	 cw_to_act(const struct cw_game *);

/* Where the game stands, "round 3, word phase, bob to play", into buf. */
void	 cw_game_where(const struct cw_game *, char *buf, size_t size);

/*
 * The final table: each player's points in play and penalty tokens, and
 * the words on the board each controls, totalled and ranked.
 */
void	 cw_game_result(const struct cw_game *, struct cw_result *);

/*
 * The winner's name, or "tie" for a shared win, as a Result tag writes it;
 * the string is the game's or static.
 */
const char *cw_winner_name(const struct cw_game *, const struct cw_result *);

struct cw_play;

/* A play's arguments as the record writes them, "1,7 down QU(E)Ry". */
void	 cw_play_text(const struct cw_play *, char *buf, size_t size);

/*
 * Write an event back as a record line, from what the reader made of it
 * (a play's word through cw_play_text()): "1 ann play 1,7 down QU(E)RY".
 * Returns 1, or 0 for a play without its three arguments.
 */
int	 cw_event_write(FILE *, const struct rec_event *);

/*
 * The verdict of the game's dictionary under the control-word policy on
 * the len letters at word, as words_check() gives it.  A word in the
 * dictionary's word graph is one the policy accepts; any other is asked
 * of hunspell, opened for the first such word (exits 2 if that fails).
 */
enum words_verdict cw_word_check(struct cw_game *, const char *word,
	    size_t len);

/*
 * Whether the game's dictionary's word graph has the len letters at word
 * (A-Z or a-z): a word cw_word_check() would find WORDS_OK without
 * hunspell.  0 says nothing: ask cw_word_check().
 */
int	 cw_word_known(const struct cw_game *, const char *word, size_t len);

/*
 * Have the processor fetch what cw_word_known() will read for the len
 * capitals at word, ahead of the question (lexicon_prefetch()).
 */
void	 cw_word_prefetch(const struct cw_game *, const char *word,
	    size_t len);

/*
 * From now on (on), or no longer (off), have cw_word_check() in this
 * thread note that hunspell cannot be opened, and judge the word
 * misspelled, instead of exiting: for a replay done ahead of its turn,
 * to be done again in order if cw_words_failed() says so.
 */
void	 cw_words_lenient(int on);

/* Whether this thread noted that since the last call; clears the note. */
int	 cw_words_failed(void);

/*
 * Release the dictionaries every game opened, in any thread; no other
 * thread may be using a game then.
 */
void	 cw_words_close_all(void);

#endif
