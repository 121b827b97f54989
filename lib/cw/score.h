/*
 * score.h: Control Word's points.  The scoring chart gives a word's points
 * when it is played (by its length alone: every letter is worth the
 * same), and at the end of the game the color with the most tiles in a
 * word controls it: by majority (more than half its tiles, or half of an
 * even length) for three times the chart's points, by plurality (the most,
 * but less than half) for twice.  A word where blue has the most tiles, or
 * where two colors tie for the most, scores for nobody.
 *
 * J, Q, X and Z earn bonuses.  The rules of March 2018 (refkit's default):
 * 2 points each to the player who plays a word holding them, whatever its
 * length, and 4 points each at the end to the player who controls such a
 * word.  The author's draft of 2018-04-04: 4 points each when played in a
 * word of 4 or more letters, and no bonus at the end.
 *
 * The final total of a player: points scored in play, plus the points and
 * bonuses of the words they control at the end, less 5 for each penalty
 * token.  The highest total wins; a tie goes to the fewest penalty tokens,
 * then to the most words controlled (2- and 3-letter words count), and is
 * shared if they are equal too.
 *
 * Ownership: every struct here is a plain value the caller owns.
 */
#ifndef REFKIT_CW_SCORE_H
#define REFKIT_CW_SCORE_H

#include <stddef.h>

/* The colors of tiles: the players' four, then blue, nobody's. */
enum cw_color {
	CW_BLACK,
	CW_WHITE,
	CW_RED,
	CW_GREEN,
	CW_BLUE,
	CW_NCOLORS
};
#define CW_NPLAYER_COLORS	CW_BLUE
#define CW_MAXPLAYERS		4
#define CW_PENALTY_POINTS	5

/* Each color's name, by enum cw_color, NULL after blue. */
extern const char *const cw_color_name[CW_NCOLORS + 1];

/* The players' colors only, NULL-ended (for players_read()). */
extern const char *const cw_player_colors[CW_NPLAYER_COLORS + 1];

/* Which rules: the March 2018 text, or the author's draft of 2018-04-04. */
enum cw_rules_version {
	CW_RULES_2018_03,
	CW_RULES_2018_04_04
};

/* Who holds a word at the end of the game. */
enum cw_hold {
	CW_HELD_TIE,		/* two colors (blue among them) tie */
	CW_HELD_BLUE,		/* blue has the most tiles */
	CW_HELD_PLURALITY,	/* a player's color, less than half */
	CW_HELD_MAJORITY	/* a player's color, half or more */
};

struct cw_control {
	enum cw_hold	 hold;
	int		 color;		/* the holder's, or -1 */
	int		 tiles[CW_NCOLORS];	/* the word's tiles by color */
	int		 points;	/* the holder's points for it */
	int		 bonus;		/* the holder's J/Q/X/Z bonus */
};

/* The chart's points for a word of len letters when it is played. */
int	 cw_chart_played(size_t len);

/* How many of the word's letters are J, Q, X or Z (either case). */
int	 cw_bonus_letters(const char *word, size_t len);

/*
 * Whether the byte c is J, Q, X or Z in either case: with 0x20 set, it is
 * j, q, x or z exactly then; in 0x60 to 0x7f, a bit of the mask.  Added,
 * not branched on: J, Q, X and Z come as chance brings them.
 */
static inline int
cw_bonus_letter(char c)
{
	unsigned int	 d = ((unsigned char)c | 0x20u) - 0x60u;

	return (int)((d < 32) & ((1u << ('j' - 0x60) | 1u << ('q' - 0x60) |
	    1u << ('x' - 0x60) | 1u << ('z' - 0x60)) >> (d & 31)));
}

/* The bonus for playing the word under the rules given. */
int	 cw_bonus_played(const char *word, size_t len, enum cw_rules_version);

/* All a word scores for the player who plays it: chart and bonus. */
int	 cw_score_played(const char *word, size_t len, enum cw_rules_version);

/*
 * Who controls the word of len letters whose tiles have the colors given
 * (enum cw_color, one a letter), and what it earns them at the end.
 */
void	 cw_word_control(const char *word, const unsigned char *colors,
	    size_t len, enum cw_rules_version, struct cw_control *);

/*
 * cw_word_control() for a word of len letters whose tiles by color the
 * caller has counted into c->tiles (the rest of c is set here), bonus of
 * them J, Q, X or Z.
 */
void	 cw_control_counted(struct cw_control *c, size_t len, int bonus,
	    enum cw_rules_version);

/* How the winner was found. */
enum cw_decided {
	CW_BY_TOTAL,		/* the highest total alone */
	CW_BY_PENALTIES,	/* of those tied, the fewest penalty tokens */
	CW_BY_WORDS,		/* then the most words controlled */
	CW_SHARED		/* equal on all three: a shared win */
};

struct cw_standing {
	int	 in_play;	/* points scored as words were played */
	int	 penalties;	/* penalty tokens */
	int	 words;		/* words controlled at the end */
	int	 word_points;	/* their points */
	int	 word_bonus;	/* their J/Q/X/Z bonuses */
	int	 total;
	int	 rank;		/* 1 for the winner(s); equal ranks share */
	int	 winner;	/* 1 if among the winners */
};

struct cw_result {
	int			 nplayers;
	struct cw_standing	 s[CW_MAXPLAYERS];
	enum cw_decided		 decided;
};

/*
 * Start a result for nplayers; the caller then sets each standing's
 * in_play and penalties, adds the words on the board and finishes it.
 */
void	 cw_result_init(struct cw_result *, int nplayers);

/*
 * Give a word's points to its holder; player_of_color maps a color to the
 * player who plays it, or -1.
 */
void	 cw_result_add_word(struct cw_result *, const struct cw_control *,
	    const int player_of_color[CW_NCOLORS]);

/* Work out the totals, the ranks and the winners. */
void	 cw_result_finish(struct cw_result *);

/* "the highest total", "fewest penalty tokens", ..., for messages. */
const char *cw_decided_text(enum cw_decided);

/* "majority", "plurality", "tie", "blue". */
const char *cw_hold_text(enum cw_hold);

#endif
