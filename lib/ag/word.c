/*
 * word.c: Alphagon's rules on the word under construction: closing it,
 * suspending it, and the disputes (a doubt and the word stated, a
 * declaration in advance, its contradiction or correction).
 */
#include <stdio.h>
#include <string.h>

#include "verdict.h"
#include "ag/board.h"
#include "ag/cards.h"
#include "ag/deal.h"
#include "ag/game.h"
#include "ag/polygon.h"
#include "ag/rules.h"

/*
 * End the word under construction with a '+' on the next square (if the
 * polygon goes on), its star or cloud for player; the word is kept for
 * the turn's syllables.
 */
static void
end_word(struct ag_game *g, int player)
{
	char	 why[AG_POLY_WHY];
	int	 sq;

	memcpy(g->t.word, g->word, (size_t)g->wlen + 1);
	g->wlen = 0;
	g->word[0] = '\0';
	g->t.plus_bonus = 0;
	if (g->poly.end != AG_OPEN)
		return;
	sq = g->poly.next;
	(void)ag_poly_place(&g->poly, '+', why);
	g->t.plus_bonus = ag_mark_effect(g, player, sq);
	ag_poly_over(g);
}

/*
 * A word closed by player, its points by the length of word (kept, its
 * first AG_MAXWORD letters: a word an event names has no more).
 */
static void
close_word(struct ag_game *g, int player, const char *word)
{
	int	 len = (int)strlen(word);
	size_t	 kept = len < AG_MAXWORD ? (size_t)len : AG_MAXWORD;

	memcpy(g->t.close_word, word, kept);
	g->t.close_word[kept] = '\0';
	g->t.closer = player;
	g->t.close_len = len;
	g->t.close_points = ag_word_points(len);
	g->t.reward = len > 8;
	g->t.closed = 1;
	g->p[player].words++;
	g->p[player].word_points += g->t.close_points;
	ag_score(g, player, g->t.close_points);
}

/*
 * Close the declared word again, for player by word, in place of the
 * close a dispute takes back.  The game went on before the declaration,
 * so its end is found again as at a close: the goal first (the points
 * come before the '+'), then the polygon's end, the letters' end after
 * the event (ag_game_apply()).
 */
static void
reclose_word(struct ag_game *g, int player, const char *word)
{
	int	 c = g->t.closer;

	g->p[c].words--;
	g->p[c].word_points -= g->t.close_points;
	g->p[c].points -= g->t.close_points;
	g->over = AG_PLAYING;
	g->goal_player = -1;
	close_word(g, player, word);
	ag_poly_over(g);
}

/* Whether word continues the letters on the board. */
static int
continues(const char *board, const char *word)
{
	return strncmp(word, board, strlen(board)) == 0;
}

/*
 * Check the event's word i, named in a dispute, against the letters on
 * the board: 1, or 0 with the verdict.
 */
static int
named_word(struct ag_game *g, const char *board, const struct ag_event *ev,
    int i, struct verdict *v)
{
	const char	*word = ev->word[i];
	size_t		 len = strlen(word);

	if (!continues(board, word))
		return verdict_reject(v, ag_arg_at(ev, i), "%s does not "
		    "continue the word on the board, %s", word, board);
	if (len < 4)
		return verdict_reject(v, ag_arg_at(ev, i), "%s is shorter than "
		    "4 letters: a word closed has at least 4", word);
	if (!ag_word_ok(g, word, len))
		return verdict_reject(v, ag_arg_at(ev, i), "%s is not a word of "
		    "the dictionary (words of complete meaning)", word);
	return 1;
}

/* The letters since the last '+' closed as a word. */
int
ag_rule_close(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	const char	*w = ev->word[0];

	if (strcmp(w, g->word) != 0)
		return verdict_reject(v, ag_arg_at(ev, 0), "the letters since "
		    "the last '+' spell %s, not %s", g->wlen > 0 ? g->word :
		    "nothing yet", w);
	if (g->wlen < 4)
		return verdict_reject(v, ag_arg_at(ev, 0), "%s is shorter than "
		    "4 letters: a word closed has at least 4", w);
	if (!ag_word_ok(g, w, (size_t)g->wlen))
		return verdict_reject(v, ag_arg_at(ev, 0), "%s is not a word "
		    "of the dictionary (words of complete meaning)", w);
	close_word(g, ev->player, g->word);
	end_word(g, ev->player);
	g->t.played = 1;
	g->passes = 0;
	return 1;
}

/* After a round of passes, the last player suspends the word. */
int
ag_rule_suspend(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	if (g->wlen == 0)
		return verdict_reject(v, &ev->pos, "no word is under "
		    "construction to suspend");
	end_word(g, ev->player);
	g->t.suspended = 1;
	g->passes = 0;
	return 1;
}

/* The word under construction doubted. */
int
ag_rule_doubt(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	if (g->wlen == 0 || g->turn < 2)
		return verdict_reject(v, &ev->pos, "no word is under "
		    "construction to doubt");
	g->t.doubted = g->t.played = 1;
	g->t.dispute = AG_DOUBTED;
	g->passes = 0;
	return 1;
}

/*
 * The doubted player names the word: admitted, they close it and the
 * doubter is penalized; not, they are penalized and the doubter suspends.
 */
int
ag_rule_state(struct ag_game *g, const struct ag_event *ev, struct verdict *v)
{
	const char	*w = ev->word[0];
	size_t		 len = strlen(w);

	(void)v;
	g->t.stated = 1;
	if (continues(g->word, w) && len >= 4 && ag_word_ok(g, w, len)) {
		close_word(g, ev->player, w);
		end_word(g, ev->player);
		ag_penalize(g, g->t.player);
	} else {
		ag_penalize(g, ev->player);
		end_word(g, g->t.player);
		g->t.suspended = 1;
	}
	g->t.dispute = AG_NO_DISPUTE;
	return 1;
}

/* A word declared in advance: closed now by the shortest one. */
int
ag_rule_declare(struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	int	 i, k, shortest = 0;

	if (g->wlen < 3)
		return verdict_reject(v, &ev->pos, "a word is declared in "
		    "advance with at least 3 letters on the board, not %d",
		    g->wlen);
	for (i = 0; i < ev->nwords; i++) {
		if (!named_word(g, g->word, ev, i, v))
			return 0;
		for (k = 0; k < i; k++)
			if (strcmp(ev->word[k], ev->word[i]) == 0)
				return verdict_reject(v, ag_arg_at(ev, i), "%s "
				    "is declared twice", ev->word[i]);
		if (strlen(ev->word[i]) < strlen(ev->word[shortest]))
			shortest = i;
	}
	close_word(g, ev->player, ev->word[shortest]);
	g->t.ndeclared = ev->nwords;
	memset(g->t.declared_word, 0, sizeof(g->t.declared_word));
	for (i = 0; i < ev->nwords; i++)
		memcpy(g->t.declared_word[i], ev->word[i],
		    strlen(ev->word[i]) + 1);
	end_word(g, ev->player);
	g->t.declared = g->t.played = 1;
	g->t.dispute = AG_DECLARED;
	g->passes = 0;
	return 1;
}

/*
 * A declaration contradicted: the declarer is penalized and the first to
 * contradict closes the word, by the contradicting word's length.
 */
int
ag_rule_contradict(struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	const char	*w = ev->word[0];
	int		 declarer = g->t.player, plus = g->t.plus_bonus, i;

	if (!named_word(g, g->t.word, ev, 0, v))
		return 0;
	for (i = 0; i < g->t.ndeclared; i++)
		if (strcmp(g->t.declared_word[i], w) == 0)
			return verdict_reject(v, ag_arg_at(ev, 0), "%s was "
			    "declared: a contradiction names another word of "
			    "the same root", w);
	ag_unmark(g, declarer, plus);
	ag_penalize(g, declarer);
	reclose_word(g, ev->player, w);
	g->t.plus_bonus = plus;
	if (plus == 1)
		g->p[ev->player].bonus++;
	else if (plus == -1 || plus == -2)
		g->t.plus_bonus = ag_mark_effect(g, ev->player,
		    g->poly.path[g->poly.n - 1]);
	g->t.contradicted = ev->player + 1;
	return 1;
}

/* A declaration corrected by a shorter word: its points go by that. */
int
ag_rule_correct(struct ag_game *g, const struct ag_event *ev,
    struct verdict *v)
{
	const char	*w = ev->word[0];
	int		 len = (int)strlen(w), closer = g->t.closer;

	if (!named_word(g, g->t.word, ev, 0, v))
		return 0;
	if (len >= g->t.close_len)
		return verdict_reject(v, ag_arg_at(ev, 0), "%s is not shorter "
		    "than the %d letters the declaration scores by: a "
		    "correction names a shorter word", w, g->t.close_len);
	reclose_word(g, closer, w);
	return 1;
}
