/*
 * game.h: an Alphagon game replayed event by event (see ag-check(1) for
 * the record and the rules it enforces):
 *
 *	0 ann rack AEIBCDF		the starting letters drawn
 *	0 ann cards 3 17 21		the polygon cards dealt
 *	0 ann bonus 2			the bonus tokens dealt
 *	0 host deck 11 21 19 ...	the rest of the deck, top first
 *	1 ann start D4 E R		'+' on flag D4, R on E4
 *	2 bob place O			the next letter on the next square
 *	2 bob draw A			letters drawn for those placed
 *	3 cat place NC bonus		two letters for a bonus token
 *	3 cat change Q K		a rack letter changed
 *	4 ann close ROUND		the word since the last '+' closed
 *	4 ann syllable 17 RO		a syllable of card 17 found
 *	4 ann shape 21			card 21's silhouette found
 *	5 bob pass			a bonus token lost (pass Q: a letter)
 *	5 bob doubt			the word under construction doubted
 *	5 ann state ROUND		the word the doubted player names
 *	6 cat declare CONCLUDE ...	declared in advance
 *	6 dan contradict CONCLAVE	same root, another meaning
 *	6 ann correct CONCLUDE		a shorter word of the same meaning
 *	7 bob lose Z			a letter a penalized player gives up
 *	7 bob giveup K			a letter given up for a bonus token
 *	7 bob reward bonus		over 8 letters: a bonus token, or
 *	7 bob reward K			a letter of choice from the sacks
 *	7 bob suspend			after a round of passes
 *	7 bob cards 12			the card drawn after a find, when the
 *					record has no deck
 *
 * N is the turn, 0 the setup; turn N is played by the ((N - 1) mod
 * players)-th player of the Players tag.  Tags: Game ("alphagon"),
 * Players ("ann:red bob:blue"), Goal, Flags, Stars, Clouds, Cards (a deck
 * file), Result.
 *
 * Use: ag_game_begin() reads the tags; ag_game_event() applies a record's
 * event, ag_game_apply() an event built from parts (struct ag_event);
 * both leave the game as it was when they reject the event.  Every field
 * of struct ag_game may be read; only these functions change it.  To try
 * an event, copy the game with '=' and apply it to the copy.
 *
 * Ownership: a struct ag_game is a plain value, copied with '=', and owns
 * nothing.  It points to the record's game it was begun with (if any),
 * which must outlive it, and to a deck of cards and a dictionary that
 * the process keeps, one for each name (ag_game_close_all() releases
 * them; 8 of each are kept, and a 9th name opened takes the place of the
 * 8th, whose deck or dictionary is freed once 64 more have been put out
 * so: a game may not outlive the beginning of 64 others that each name a
 * new one).  Two threads may begin, replay and report games at once, each
 * its own games; they check words in the one dictionary, in turn.
 */
#ifndef REFKIT_AG_GAME_H
#define REFKIT_AG_GAME_H

#include <stddef.h>
#include <stdio.h>

#include "players.h"
#include "record.h"
#include "verdict.h"
#include "ag/board.h"
#include "ag/cards.h"
#include "ag/deal.h"
#include "ag/polygon.h"

#define AG_LETTERS	26
#define AG_MAXHAND	8	/* cards a player holds at most */
#define AG_MAXWORD	64	/* letters of a word an event names */
#define AG_MAXDECLARE	8	/* words of one declaration */
#define AG_MAXPLACE	2	/* letters placed in one turn */
#define AG_MAXLOSE	AG_RACK	/* letters one event gives up */
#define AG_MAXGOAL	1000

/* The verbs, in the order of the table of ag_game_verbs(). */
enum ag_verb {
	AG_V_RACK, AG_V_CARDS, AG_V_BONUS, AG_V_DECK, AG_V_START, AG_V_PLACE,
	AG_V_DRAW, AG_V_CHANGE, AG_V_CLOSE, AG_V_SYLLABLE, AG_V_SHAPE,
	AG_V_PASS, AG_V_DOUBT, AG_V_STATE, AG_V_DECLARE, AG_V_CONTRADICT,
	AG_V_CORRECT, AG_V_LOSE, AG_V_GIVEUP, AG_V_REWARD, AG_V_SUSPEND,
	AG_NVERBS
};

/* How the game ended, if it did. */
enum ag_over {
	AG_PLAYING,
	AG_OVER_GOAL,		/* a player reached the goal */
	AG_OVER_CLOSED,		/* the polygon closed on its start point */
	AG_OVER_TEN,		/* its 10th side was built */
	AG_OVER_STUCK,		/* it cannot be continued */
	AG_OVER_LETTERS		/* no player holds a letter */
};

/* A dispute open in the turn. */
enum ag_dispute {
	AG_NO_DISPUTE,
	AG_DOUBTED,		/* doubted: the previous player states */
	AG_DECLARED		/* declared: others may contradict, correct */
};

/*
 * An event built from parts, as ag_game_apply() takes it.  Only the parts
 * its verb uses are read; ag_event_init() clears the others, but for the
 * cards past ncards, which are never read (2,000 bytes cleared an event
 * for nothing).
 */
struct ag_event {
	enum ag_verb	 verb;
	int		 player;	/* index in the order of play; -1 for
					   the host (deck) */
	unsigned long	 number;	/* the turn, 0 for the setup */
	char		 letters[AG_MAXWORD + 1];	/* rack, place, draw,
					   lose, giveup, reward (a letter,
					   or "" for a bonus token), pass
					   ("" or the letter lost); change:
					   the letter out, then the one in */
	int		 bonus;		/* bonus: tokens; place: 1 for two
					   letters for a token */
	int		 ncards;	/* cards, deck, syllable, shape: the
					   cards of card[] */
	char		 syllable[AG_SYLLEN];
	int		 square;	/* start: the flag */
	enum ag_dir	 dir;		/* start: the first letter's way */
	int		 nwords;	/* close, state, declare, contradict,
					   correct */
	char		 word[AG_MAXDECLARE][AG_MAXWORD + 1];
	struct pos	 pos;		/* where messages point: the event */
	const struct rec_event *rec;	/* and its arguments, in the record's
					   event it was read from (NULL when
					   built from parts: the event) */
	int		 card[AG_MAXCARDS];	/* last: not cleared */
};

struct ag_player {
	char		 name[PLAYERS_NAMELEN];
	size_t		 namelen;	/* its bytes, without its NUL */
	int		 color;
	unsigned char	 rack[AG_LETTERS];	/* letters held, by letter */
	int		 nrack;
	unsigned char	 sack[AG_LETTERS];	/* left in their own sacks */
	int		 bonus;			/* bonus tokens */
	int		 ncards;
	int		 card[AG_MAXHAND];	/* card numbers held */
	int		 points;
	int		 words, word_points;	/* words closed, their points */
	int		 syllables, shapes;	/* 3-point tokens of each */
	int		 owe_lose;		/* letters the player must give
						   up (penalties, clouds) */
	int		 dealt;			/* AG_DEALT_* of the setup */
};

#define AG_DEALT_RACK	1
#define AG_DEALT_CARDS	2
#define AG_DEALT_BONUS	4

/*
 * What the turn's player, and the others, have done in the turn.  Its
 * words come last: a new turn clears what comes before them and empties
 * the word closed or suspended (a word's bytes after its NUL are not
 * read); the declared words are read up to ndeclared, the closer's word
 * once there is a closer.
 */
struct ag_turn {
	int		 player;	/* whose turn, -1 in the setup */
	int		 placed;	/* letters placed (start: 1) */
	int		 draw_vowels;	/* still to draw for those placed */
	int		 draw_consonants;
	int		 changed;	/* a letter changed */
	int		 syllable;	/* the card of the syllable found */
	int		 shape;		/* the card of the shape found */
	int		 played;	/* placed, closed, passed, doubted,
					   declared or suspended */
	int		 passed, doubted, declared, closed, suspended;
	enum ag_dispute	 dispute;
	int		 stated;	/* doubt: the word was stated */
	int		 contradicted;	/* declare: by whom + 1, or 0 */
	int		 ndeclared;	/* the words declared */
	int		 closer;	/* who closed a word this turn, or -1 */
	int		 close_points;	/* its points */
	int		 close_len;	/* the length its points went by */
	int		 reward;	/* the closer may take the reward */
	int		 owe_card;	/* cards owed (a find, no deck) */
	int		 gaveup;	/* a letter given up for a token */
	int		 plus_bonus;	/* what the closer's '+' square gave:
					   +1 star, -1 cloud, 0 */
	int		 plus_owe;	/* a letter the cloud took instead */
	char		 declared_word[AG_MAXDECLARE][AG_MAXWORD + 1];
	char		 close_word[AG_MAXWORD + 1];	/* the closer's
					   word: the one closed, stated,
					   declared (the shortest),
					   contradicting or correcting */
	char		 word[AG_SQUARES + 1];	/* the word closed or
					   suspended this turn, for the
					   syllables */
};

struct ag_game {
	const struct rec_game	*rec;		/* NULL if built from parts */
	const struct rec_tag	*result;	/* its Result tag, or NULL */
	const struct ag_deck	*cards;		/* the cards' faces */
	struct ag_words		*words;		/* NULL: words not checked */
	struct ag_board		 board;
	struct ag_polygon	 poly;		/* valid once started */
	int			 started;
	int			 n;		/* players */
	struct ag_player	 p[AG_MAXPLAYERS];	/* order of play */
	int			 goal;
	int			 deck_known;	/* a host deck event was read */
	int			 ndeck;
	int			 deck[AG_MAXCARDS];	/* top first */
	unsigned long		 turn;		/* 0: the setup */
	struct ag_turn		 t;
	char			 word[AG_SQUARES + 1];	/* the letters since
						   the last '+' */
	int			 wlen;
	int			 passes;	/* passes in a row */
	enum ag_over		 over;
	int			 goal_player;	/* who reached the goal, or
						   -1 */
	int			 shapes_as_printed;	/* silhouettes are
						   not turned or flipped */
	size_t			 nevents;	/* events applied */
};

/* The options a program passes to ag_game_begin(). */
struct ag_options {
	const char	*dictionary;	/* NULL: en_US */
	int		 no_words;	/* accept any word (no dictionary) */
	const char	*cards;		/* a deck file; NULL: the Cards tag's,
					   else the stand-in deck */
	int		 shapes_as_printed;	/* a silhouette is found only
					   as printed, not turned or
					   flipped */
	int		 names;		/* persons' names are words */
};

/* The command-line options that set them, for a struct option table. */
#define AG_OPT_DICTIONARY	'd'
#define AG_OPT_CARDS		0x1a0
#define AG_OPT_AS_PRINTED	0x1a1
#define AG_OPT_NAMES		0x1a2
#define AG_RULE_LONGOPTS						\
	{ "dictionary", required_argument, NULL, AG_OPT_DICTIONARY },	\
	{ "names", no_argument, NULL, AG_OPT_NAMES },			\
	{ "cards", required_argument, NULL, AG_OPT_CARDS },		\
	{ "shapes-as-printed", no_argument, NULL, AG_OPT_AS_PRINTED }
#define AG_RULE_USAGE \
"  -d, --dictionary DICT    the dictionary words are judged by (en_US)\n" \
"  --names                  persons' names are words too (the table agrees)\n" \
"  --cards FILE             the deck of polygon cards (overrides the Cards\n" \
"                           tag; the stand-in deck by default)\n" \
"  --shapes-as-printed      a silhouette matches only as printed, not\n" \
"                           turned or flipped\n"

struct rule;

void	 ag_options_init(struct ag_options *);

/*
 * Take an option of AG_RULE_LONGOPTS the option parser returned as ch,
 * with its argument; returns 1, or 0 if ch is none of them.
 */
int	 ag_option(struct ag_options *, int ch, const char *arg);

/* The table of verbs, compiled, for rec_each_checked(). */
const struct rule *ag_game_verbs(void);

/* The verb's name ("place"), and the verb of a name (-1 if none). */
const char	*ag_verb_name(enum ag_verb);
int		 ag_verb_find(const char *);

/*
 * Read the game's tags (players, goal, board, cards), open its deck and
 * dictionary.  Returns 1, or 0 with the verdict (malformed, exit 2).
 */
int	 ag_game_begin(struct ag_game *, const struct rec_game *,
	    const struct ag_options *, struct verdict *);

/*
 * Begin a game without a record: players by name (n of them, in the
 * order of play), the stand-in board and deck, the default goal, no
 * dictionary unless opt names one.  Returns 1, or 0 with the verdict.
 */
int	 ag_game_begin_bare(struct ag_game *, int n, const char *const name[],
	    const struct ag_options *, struct verdict *);

/*
 * Apply a record's event.  Returns 1, or 0 with the verdict: malformed
 * (exit 2: an unknown verb, arguments that do not fit) or rejected (exit
 * 1: it breaks a rule, named in the message).  A rejected event leaves
 * the game as it was.
 */
int	 ag_game_event(struct ag_game *, const struct rec_event *,
	    struct verdict *);

/*
 * Clear an event (but its cards past ncards, 0) and set its verb, player
 * and number.
 */
void	 ag_event_init(struct ag_event *, enum ag_verb, int player,
	    unsigned long number);

/* Apply an event built from parts, as ag_game_event(). */
int	 ag_game_apply(struct ag_game *, const struct ag_event *,
	    struct verdict *);

/*
 * Begin and replay the first upto events (SIZE_MAX: all).  Returns 1, or
 * 0 with the verdict of the tags or of the first bad event.
 */
int	 ag_game_replay(struct ag_game *, const struct rec_game *,
	    const struct ag_options *, size_t upto, struct verdict *);

/*
 * Whether the turn (or the setup) may end here, for the next to begin: 1,
 * or 0 with a sentence saying what it still waits for in why.
 */
int	 ag_turn_done(const struct ag_game *, char *why, size_t size);

/* Who acts next: the player of the turn (-1 in the setup). */
int	 ag_to_play(const struct ag_game *);

/*
 * The verbs player may use now, as bits (1u << enum ag_verb): what the
 * current turn (g->turn) still allows.  A verb allowed may still be
 * rejected for its arguments.  The next turn begins with an event
 * numbered g->turn + 1 by its player, once ag_turn_done() says so.
 */
unsigned ag_allowed(const struct ag_game *, int player);

/* Where the game stands, "turn 4, bob to play", into buf. */
void	 ag_game_where(const struct ag_game *, char *buf, size_t size);

/*
 * Where the polygon goes next, "E7 east", or how it ended, into buf.
 */
void	 ag_game_next(const struct ag_game *, char *buf, size_t size);

/*
 * How the game ended, "closed", "goal", "ten sides", "stuck", "no
 * letters", "playing".
 */
const char *ag_over_name(enum ag_over);

/*
 * The winners: each player with the most points (or the one who reached
 * the goal) gets 1 in won[]; returns how many.
 */
int	 ag_game_winners(const struct ag_game *, int won[AG_MAXPLAYERS]);

/*
 * Why the game ended, "the polygon closed on its start point", into buf;
 * "" while it goes on.
 */
void	 ag_over_text(const struct ag_game *, char *buf, size_t size);

/*
 * The winner's name as a Result tag writes it, or "tie" for a shared
 * win; the string is the game's or static.
 */
const char *ag_winner_name(const struct ag_game *);

/* The points a closed word of len letters earns: 4, 5 or 6 (0 if short). */
int	 ag_word_points(int len);

/* The letters a player holds, in A-Z order, into buf (AG_LETTERS * 8). */
void	 ag_rack_text(const struct ag_player *, char *buf, size_t size);

/*
 * Write an event as a record line, "4 ann close ROUND\n", the player
 * named as the game names them.
 */
void	 ag_event_write(FILE *, const struct ag_game *,
	    const struct ag_event *);

/*
 * Whether the dictionary accepts a word (len letters A-Z) under the
 * alphagon policy; always 1 for a game without a dictionary.
 */
int	 ag_word_ok(struct ag_game *, const char *word, size_t len);

/*
 * Whether the dictionary the options name is open (or they name none): a
 * game begun before it is would spend as long as some thousands of games
 * take opening it.
 */
int	 ag_words_at_hand(const struct ag_options *);

/*
 * Release the decks and dictionaries every game opened, in any thread;
 * no other thread may be using a game then.
 */
void	 ag_game_close_all(void);

#endif
