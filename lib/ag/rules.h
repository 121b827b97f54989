/*
 * rules.h: the parts of Alphagon's rules that its files share, inside
 * lib/ag: each verb's rule, called by turn.c once the event may come
 * from its actor now, and the helpers they have in common.  A rule
 * checks, then changes the game; it returns 1, or 0 with the verdict
 * naming the rule broken and the game unchanged (turn.c does not copy
 * the game to try an event).  Not for programs: they use game.h.
 */
#ifndef REFKIT_AG_RULES_H
#define REFKIT_AG_RULES_H

#include <stddef.h>

#include "record.h"
#include "verdict.h"
#include "ag/cards.h"
#include "ag/game.h"

/* The index of a capital letter, 0 for A. */
static inline int
ag_letter_index(int c)
{
	return c - 'A';
}

/*
 * The dictionary name under the alphagon policy, persons' names taken if
 * names is 1, opened once for the calling thread and owned by the store;
 * NULL with a message in err if it cannot be.
 */
struct ag_words	*ag_store_words(const char *name, int names, char *err,
		    size_t size);

/*
 * Have the processor fetch what the dictionary will read to judge the
 * words the game's events may name (a first argument of 4 capitals or
 * more: a close, a state, a declaration, a contradiction, a correction;
 * a rack too, fetched for nothing), all at once before the game is
 * replayed, so that their waits on memory overlap, not follow each
 * other event by event.
 */
void	 ag_words_ahead(const struct ag_game *, const struct rec_game *);

/*
 * The deck of the file at path (NULL: the stand-in), read once for the
 * process and owned by it; NULL with the verdict if it cannot be read.
 */
const struct ag_deck *ag_store_deck(const char *path, struct verdict *);

/*
 * Whether a Cards tag's path is a regular file: not "-" (the records may
 * be standard input), nor a pipe or a device, which could block.
 */
int	 ag_store_deck_file(const char *path);

/*
 * Read a record event's arguments into ev as the pattern of verb (an
 * enum ag_verb) in the table of ag_game_verbs() writes them: 1 if the
 * pattern takes them, else 0, and ev is not to be used.  Only the parts
 * of ev the verb uses are set, and ev->rec, which must outlive it.
 */
int	 ag_read_args(struct ag_event *ev, const struct rec_event *, int verb);

/*
 * Apply an event whose parts are well-formed (ag_read_args() read them,
 * or ag_game_apply() checked them) and whose verdict is clear, as
 * ag_game_apply() does.
 */
int	 ag_apply_checked(struct ag_game *, const struct ag_event *,
	    struct verdict *);

/*
 * The place for a message on the event's argument i, or on the event (an
 * event built from parts, an argument past the 10th); the thread's until
 * its next call with the same i.
 */
const struct pos *ag_arg_at(const struct ag_event *, int i);

/* Whether the player holds the letters of s (each as often as written). */
int	 ag_holds(const struct ag_player *, const char *s);

/* Whether the player's sacks hold the letters of s. */
int	 ag_in_sack(const struct ag_player *, const char *s);

/* The letters of one kind (vowels if vowels is 1) left in the sacks. */
int	 ag_sack_kind(const struct ag_player *, int vowels);

/* Take a letter from the player's rack; give one to it. */
void	 ag_take_letter(struct ag_player *, int c);
void	 ag_give_letter(struct ag_player *, int c);

/* The index of card in the player's hand, or -1. */
int	 ag_hand_index(const struct ag_player *, int card);

/* Who holds card (-1: nobody), or -2 if it is in the deck. */
int	 ag_card_place(const struct ag_game *, int card);

/*
 * Whether card, the event's argument i, is a card of the deck file: 1, or
 * 0 with the verdict (on that argument).
 */
int	 ag_card_exists(const struct ag_game *, int card,
	    const struct ag_event *, int i, struct verdict *);

/* Points to a player; the first to reach the goal ends the game. */
void	 ag_score(struct ag_game *, int player, int points);

/* The polygon's end, if it ended, ends the game. */
void	 ag_poly_over(struct ag_game *);

/*
 * The end of the letters: once the turn's play is done and no player
 * holds a letter, nobody can place one again, and the game ends.
 */
void	 ag_letters_over(struct ag_game *);

/*
 * A star or cloud on square sq for the player; returns what it did, for
 * ag_unmark(): +1 a token given, -1 one taken, -2 a letter owed, 0.
 */
int	 ag_mark_effect(struct ag_game *, int player, int sq);
void	 ag_unmark(struct ag_game *, int player, int effect);

/* A penalty: a letter of the player's choice owed, if they have one. */
void	 ag_penalize(struct ag_game *, int player);

int	 ag_rule_rack(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_cards(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_bonus(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_deck(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_start(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_place(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_draw(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_change(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_pass(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_lose(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_reward(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_close(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_suspend(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_doubt(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_state(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_declare(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_contradict(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_correct(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_syllable(struct ag_game *, const struct ag_event *,
	    struct verdict *);
int	 ag_rule_shape(struct ag_game *, const struct ag_event *,
	    struct verdict *);

#endif
