/*
 * agrandom.c: seeded random Alphagon games played through lib/ag/game's
 * API as a move lister would (each candidate event tried on a copy of
 * the game, one of those accepted applied), without a dictionary.  At
 * every state: each player's points are the sum of what was scored
 * (words, syllables and shapes), each letter is in a rack, a sack, on
 * the board or given up, and every card once in a hand or the deck.  The
 * record written back with ag_event_write() replays through the reader
 * to the same points and polygon.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "record.h"
#include "rng.h"
#include "verdict.h"
#include "ag/deal.h"
#include "ag/game.h"
#include "ag/score.h"
#include "tap.h"

#define GAMES		300
#define MAXTURNS	400

static const char *const names[AG_MAXPLAYERS] = {
	"ann", "bob", "cat", "dan", "eve", "fay"
};

static const char *const colors[AG_MAXPLAYERS] = {
	"red", "yellow", "green", "blue", "black", "white"
};

static FILE		*rec;
static int		 bad;
static long		 used[AG_NVERBS];	/* events applied, by verb */
static char		 last[VERDICT_TEXT];	/* the last refusal */
static char		 why[VERDICT_TEXT];	/* the first one that counts */

/* Count a refusal of an event the game must take, and keep why. */
static void
refused(void)
{
	if (bad++ == 0)
		snprintf(why, sizeof(why), "%s", last);
}

/* Apply ev to g if it is legal, and write it to the record; 1 if so. */
static int
try(struct ag_game *g, const struct ag_event *ev)
{
	struct ag_game	 copy = *g;
	struct verdict	 v;

	if (!ag_game_apply(&copy, ev, &v)) {
		snprintf(last, sizeof(last), "%s", v.text);
		return 0;
	}
	*g = copy;
	used[ev->verb]++;
	ag_event_write(rec, g, ev);
	return 1;
}

/* A random letter of one kind from the player's sacks, or 0. */
static int
sack_letter(struct rng *r, const struct ag_player *p, int vowel)
{
	int	 k, n = 0, pick;

	for (k = 0; k < AG_LETTERS; k++)
		if (ag_is_vowel('A' + k) == vowel)
			n += p->sack[k];
	if (n == 0)
		return 0;
	pick = (int)rng_below(r, (uint64_t)n);
	for (k = 0; k < AG_LETTERS; k++)
		if (ag_is_vowel('A' + k) == vowel && (pick -= p->sack[k]) < 0)
			return 'A' + k;
	return 0;
}

/* A random letter of the player's rack, or 0. */
static int
rack_letter(struct rng *r, const struct ag_player *p)
{
	int	 k, pick;

	if (p->nrack == 0)
		return 0;
	pick = (int)rng_below(r, (uint64_t)p->nrack);
	for (k = 0; k < AG_LETTERS; k++)
		if ((pick -= p->rack[k]) < 0)
			return 'A' + k;
	return 0;
}

/* Deal the game's setup from seed, as events. */
static void
setup(struct ag_game *g, uint64_t seed)
{
	static struct ag_deal	 d;
	struct ag_event		 ev;
	int			 i;

	ag_deal(&d, seed, g->n, g->cards->n, 1);
	for (i = 0; i < g->n; i++) {
		ag_event_init(&ev, AG_V_RACK, i, 0);
		strcpy(ev.letters, d.rack[i]);
		if (!try(g, &ev))
			refused();
		ag_event_init(&ev, AG_V_CARDS, i, 0);
		ev.ncards = AG_START_CARDS;
		memcpy(ev.card, d.cards[i], sizeof(d.cards[i]));
		if (!try(g, &ev))
			refused();
	}
	ag_event_init(&ev, AG_V_DECK, -1, 0);
	ev.ncards = d.ndeck;
	memcpy(ev.card, d.deck, sizeof(int) * (size_t)d.ndeck);
	if (!try(g, &ev))
			refused();
}

/* Owed letters and draws, then findings, by whoever owes them. */
static void
settle(struct ag_game *g, struct rng *r)
{
	struct ag_event	 ev;
	int		 i, k, c, p = g->t.player;

	if (g->t.reward) {
		ag_event_init(&ev, AG_V_REWARD, g->t.closer, g->turn);
		if (!try(g, &ev)) {
			ev.letters[0] = (char)sack_letter(r,
			    &g->p[g->t.closer], (int)rng_below(r, 2));
			(void)try(g, &ev);
		}
	}
	if (rng_below(r, 10) == 0) {
		ag_event_init(&ev, AG_V_GIVEUP, p, g->turn);
		ev.letters[0] = (char)rack_letter(r, &g->p[p]);
		(void)try(g, &ev);
	}
	if ((c = rack_letter(r, &g->p[p])) != 0 && rng_below(r, 10) == 0) {
		ag_event_init(&ev, AG_V_CHANGE, p, g->turn);
		ev.letters[0] = (char)c;
		ev.letters[1] = (char)sack_letter(r, &g->p[p], ag_is_vowel(c));
		(void)try(g, &ev);
	}

	for (i = 0; i < g->n; i++)
		while (g->p[i].owe_lose > 0 && g->p[i].nrack > 0) {
			ag_event_init(&ev, AG_V_LOSE, i, g->turn);
			ev.letters[0] = (char)rack_letter(r, &g->p[i]);
			if (!try(g, &ev)) {
				refused();
				return;
			}
		}
	while (g->t.draw_vowels + g->t.draw_consonants > 0) {
		c = sack_letter(r, &g->p[p], g->t.draw_vowels > 0);
		if (c == 0)
			break;
		ag_event_init(&ev, AG_V_DRAW, p, g->turn);
		ev.letters[0] = (char)c;
		if (!try(g, &ev)) {
			refused();
			return;
		}
	}
	for (i = 0; i < g->p[p].ncards; i++) {
		ag_event_init(&ev, AG_V_SHAPE, p, g->turn);
		ev.card[0] = g->p[p].card[i];
		ev.ncards = 1;
		if (try(g, &ev))
			break;
	}
	for (i = 0; i < g->p[p].ncards; i++)
		for (k = 0; k < AG_SYLLABLES; k++) {
			ag_event_init(&ev, AG_V_SYLLABLE, p, g->turn);
			ev.card[0] = g->p[p].card[i];
			ev.ncards = 1;
			strcpy(ev.syllable,
			    g->cards->card[ev.card[0] - 1].syllable[k]);
			if (try(g, &ev))
				return;
		}
}

/*
 * A word that continues the board's letters: them and then extra, padded
 * with A to at least 4 letters, into buf.
 */
static void
continuation(const struct ag_game *g, const char *extra, char *buf)
{
	strcpy(buf, g->word);
	strcat(buf, extra);
	while (strlen(buf) < 4)
		strcat(buf, "A");
}

/* A dispute now and then: a doubt answered, or a declaration. */
static int
dispute(struct ag_game *g, struct rng *r, int p, unsigned long n)
{
	struct ag_event	 ev;
	int		 other = (p + 1) % g->n;

	if (g->wlen > AG_MAXWORD - 8)
		return 0;
	if (g->wlen > 0 && g->turn > 0 && rng_below(r, 12) == 0) {
		ag_event_init(&ev, AG_V_DOUBT, p, n);
		if (!try(g, &ev))
			return 0;
		ag_event_init(&ev, AG_V_STATE, (p + g->n - 1) % g->n, n);
		ev.nwords = 1;
		if (rng_below(r, 2))
			continuation(g, "ED", ev.word[0]);
		else
			strcpy(ev.word[0], "QQQQ");
		if (!try(g, &ev))
			refused();
		return 1;
	}
	if (g->wlen >= 3 && rng_below(r, 10) == 0) {
		ag_event_init(&ev, AG_V_DECLARE, p, n);
		ev.nwords = 2;
		continuation(g, "INGS", ev.word[0]);
		continuation(g, "ATIONS", ev.word[1]);
		if (!try(g, &ev)) {
			refused();
			return 1;
		}
		ag_event_init(&ev, rng_below(r, 2) ? AG_V_CORRECT :
		    AG_V_CONTRADICT, other, n);
		ev.nwords = 1;
		strcpy(ev.word[0], g->t.word);
		strcat(ev.word[0], ev.verb == AG_V_CORRECT ? "ING" : "ISTS");
		if (!try(g, &ev))
			refused();
		return 1;
	}
	return 0;
}

/* One turn: a letter placed (or a pass), a word closed now and then. */
static void
play_turn(struct ag_game *g, struct rng *r)
{
	struct ag_event	 ev;
	int		 p = (int)(g->turn % (unsigned long)g->n), c;
	unsigned long	 n = g->turn + 1;

	c = rack_letter(r, &g->p[p]);
	if (g->started && dispute(g, r, p, n)) {
		settle(g, r);
		return;
	}
	if (!g->started) {
		ag_event_init(&ev, AG_V_START, p, n);
		ev.square = 3 * AG_SIZE + 3;	/* D4 */
		ev.dir = (enum ag_dir)rng_below(r, 4);
		ev.letters[0] = (char)c;
	} else if (c != 0 && rng_below(r, 8) != 0) {
		ag_event_init(&ev, AG_V_PLACE, p, n);
		ev.letters[0] = (char)c;
	} else {
		ag_event_init(&ev, AG_V_PASS, p, n);
		if (g->p[p].bonus == 0)
			ev.letters[0] = (char)c;
	}
	if (!try(g, &ev)) {
		refused();
		return;
	}
	if (g->t.placed && g->wlen >= 4 && g->wlen <= AG_MAXWORD &&
	    rng_below(r, 3) == 0 &&
	    g->over == AG_PLAYING) {
		ag_event_init(&ev, AG_V_CLOSE, p, n);
		strcpy(ev.word[0], g->word);
		ev.nwords = 1;
		if (!try(g, &ev))
			refused();
	}
	if (g->t.passed && g->passes >= g->n && g->wlen > 0) {
		ag_event_init(&ev, AG_V_SUSPEND, p, n);
		if (!try(g, &ev))
			refused();
	}
	settle(g, r);
}

/* Whether the state keeps the invariants. */
static int
invariant(const struct ag_game *g)
{
	int	 i, k, held = g->ndeck, sum;

	for (i = 0; i < g->n; i++) {
		sum = g->p[i].word_points + 3 * (g->p[i].syllables +
		    g->p[i].shapes);
		if (sum != g->p[i].points)
			return 0;
		for (k = 0, sum = 0; k < AG_LETTERS; k++) {
			if (g->p[i].rack[k] + g->p[i].sack[k] >
			    ag_letter_count('A' + k))
				return 0;
			sum += g->p[i].rack[k];
		}
		if (sum != g->p[i].nrack || g->p[i].bonus < 0)
			return 0;
		held += g->p[i].ncards;
	}
	return held == g->cards->n;
}

/*
 * Whether the score sheet of the record's game adds up: each player's
 * rows sum to their points, word, syllable and shape tokens alike.
 */
static int
sheet_adds_up(const struct rec_game *rg, const struct ag_options *opt)
{
	static struct ag_sheet	 s;
	struct verdict		 v;
	int			 sum[AG_MAXPLAYERS] = { 0 }, i, ok;
	size_t			 k;

	ok = ag_sheet_fill(&s, rg, opt, &v);
	for (k = 0; k < s.nrows; k++) {
		if (s.rows[k].points != s.rows[k].word_points +
		    3 * (s.rows[k].syllables + s.rows[k].shapes))
			ok = 0;
		sum[s.rows[k].player] += s.rows[k].points;
	}
	for (i = 0; i < s.game.n; i++)
		if (sum[i] != s.game.p[i].points)
			ok = 0;
	ag_sheet_free(&s);
	return ok;
}

int
main(void)
{
	static struct ag_game	 g, back;
	struct ag_options	 opt;
	struct rec_reader	*rr;
	struct rec_game		*rg;
	struct verdict		 v;
	struct rng		 r;
	char			 path[] = "/tmp/agrandom.XXXXXX";
	int			 fd, i, broken = 0, replayed = 0, ended = 0;
	int			 summed = 0;
	int			 turns, how[AG_OVER_LETTERS + 1] = { 0 };
	uint64_t		 seed;

	if ((fd = mkstemp(path)) < 0)
		return 1;
	close(fd);
	ag_options_init(&opt);
	opt.no_words = 1;
	for (seed = 1; seed <= GAMES; seed++) {
		rng_seed(&r, seed);
		if ((rec = fopen(path, "w")) == NULL)
			return 1;
		fprintf(rec, "[Game \"alphagon\"]\n[Players \"");
		i = 2 + (int)(seed % 5);
		if (!ag_game_begin_bare(&g, i, names, &opt, &v))
			return 1;
		for (i = 0; i < g.n; i++)
			fprintf(rec, "%s%s:%s", i > 0 ? " " : "", names[i],
			    colors[i]);
		fprintf(rec, "\"]\n");
		bad = 0;
		why[0] = '\0';
		setup(&g, seed);
		for (turns = 0; turns < MAXTURNS && g.over == AG_PLAYING &&
		    bad == 0; turns++) {
			play_turn(&g, &r);
			if (!invariant(&g))
				bad++;
		}
		ended += g.over != AG_PLAYING;
		how[g.over]++;
		broken += bad != 0;
		fclose(rec);
		if (bad != 0)
			printf("# seed %ju, turn %lu: %s\n", (uintmax_t)seed,
			    g.turn, why[0] != '\0' ? why : "an invariant "
			    "broken");
		if ((rr = rec_open(path)) == NULL)
			continue;
		if (rec_next(rr, &rg) == REC_GAME &&
		    ag_game_replay(&back, rg, &opt, SIZE_MAX, &v) &&
		    back.nevents == g.nevents && back.poly.n == g.poly.n &&
		    memcmp(back.p, g.p, sizeof(g.p)) == 0)
			replayed++;
		else
			printf("# seed %ju: %s\n", (uintmax_t)seed, v.text);
		summed += sheet_adds_up(rg, &opt);
		rec_close(rr);
	}
	tap_is_int(broken, 0, "%d random games: every event chosen from "
	    "those a copy accepts applies, and the invariants hold", GAMES);
	tap_is_int(replayed, GAMES, "each game written back replays to the "
	    "same players and polygon");
	tap_is_int(summed, GAMES, "each game's score sheet: the tokens of "
	    "its turns add up to each player's points, and match the game");
	tap_ok(ended > GAMES / 2, "most games end (%d of %d: %d at the goal, "
	    "%d closed, %d at 10 sides, %d stuck, %d without letters)", ended,
	    GAMES, how[AG_OVER_GOAL], how[AG_OVER_CLOSED], how[AG_OVER_TEN],
	    how[AG_OVER_STUCK], how[AG_OVER_LETTERS]);
	tap_ok(how[AG_OVER_CLOSED] > 0 && how[AG_OVER_TEN] > 0 &&
	    how[AG_OVER_STUCK] > 0 && how[AG_OVER_GOAL] > 0, "every end is "
	    "reached");
	for (i = 0; i < AG_NVERBS; i++)
		if (i != AG_V_BONUS)
			tap_ok(used[i] > 0, "the games use %s (%ld times)",
			    ag_verb_name((enum ag_verb)i), used[i]);
	unlink(path);
	ag_game_close_all();
	return tap_done();
}
