/*
 * agmoves.c: unit tests of lib/ag/moves.c against a brute force: in
 * positions taken from seeded random games (lib/ag/random.c), at every
 * few events, every event of a wide space (each player, each verb but the
 * setup's, each letter and pair of letters, each square, direction and
 * card, the words given, the current turn's number and the next one's)
 * is tried on a copy of the game, and the events the referee accepts must
 * be exactly those ag_moves_each() lists, each once.  The lister's
 * candidates are built from the position; the brute force assumes
 * nothing of it, so an event the lister misses, or lists twice, or lists
 * though the referee refuses it, fails here.
 *
 * The words are the dictionary's (en_US under the alphagon policy, the
 * lexicon the random games are made from): three random continuations of
 * the word under construction and one that is no word.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lexicon.h"
#include "record.h"
#include "rng.h"
#include "verdict.h"
#include "ag/game.h"
#include "ag/moves.h"
#include "ag/random.h"
#include "tap.h"

#define GAMES		12	/* random games the positions come from */
#define EVERY		9	/* a position every so many events */
#define MAXLIST		8192	/* events of one position */
#define LINE		(AG_MAXDECLARE * (AG_MAXWORD + 1) + 64)

/* The events of one position, as record lines, sorted to compare. */
struct list {
	size_t	 n;
	int	 overflow;
	char	 (*line)[LINE];
};

/* A draw's letters in A-Z order, so that two orders are one draw. */
static void
canonical(struct ag_event *ev)
{
	char	 c;

	if (ev->verb == AG_V_DRAW && ev->letters[0] != '\0' &&
	    ev->letters[1] != '\0' && ev->letters[0] > ev->letters[1]) {
		c = ev->letters[0];
		ev->letters[0] = ev->letters[1];
		ev->letters[1] = c;
	}
}

/* Add an event's record line to the list. */
static void
add(struct list *l, const struct ag_game *g, const struct ag_event *ev0)
{
	struct ag_event	 ev = *ev0;
	FILE		*fp;

	if (l->n == MAXLIST) {
		l->overflow = 1;
		return;
	}
	canonical(&ev);
	if ((fp = fmemopen(l->line[l->n], LINE, "w")) == NULL)
		abort();
	ag_event_write(fp, g, &ev);
	fclose(fp);
	l->line[l->n][strcspn(l->line[l->n], "\n")] = '\0';
	l->n++;
}

static int
listed(const struct ag_game *g, const struct ag_event *ev, void *arg)
{
	add(arg, g, ev);
	return 0;
}

/*
 * Try an event with the current turn's number, then the next one's, as a
 * player would number it; add it to the list with the first accepted.
 */
static void
brute_try(struct list *l, const struct ag_game *g, struct ag_event *ev)
{
	struct ag_game	 copy;
	struct verdict	 v;
	unsigned long	 n;

	for (n = g->turn > 0 ? g->turn : 1; n <= g->turn + 1; n++) {
		copy = *g;
		ev->number = n;
		if (ag_game_apply(&copy, ev, &v)) {
			add(l, g, ev);
			return;
		}
	}
}

/* Try verb for player with letters: "", each letter, each two. */
static void
brute_letters(struct list *l, const struct ag_game *g, int player,
    enum ag_verb verb, int bonus)
{
	struct ag_event	 ev;
	int		 a, b;

	for (a = -1; a < AG_LETTERS; a++)
		for (b = -1; b < AG_LETTERS; b++) {
			if (a < 0 && b >= 0)
				continue;
			ag_event_init(&ev, verb, player, 0);
			ev.bonus = bonus;
			if (a >= 0)
				ev.letters[0] = (char)('A' + a);
			if (b >= 0)
				ev.letters[1] = (char)('A' + b);
			/* A draw of two is tried in one order only. */
			if (verb == AG_V_DRAW && b >= 0 && b < a)
				continue;
			brute_try(l, g, &ev);
		}
}

/* Every event of the wide space the referee accepts, into l. */
static void
brute(struct list *l, const struct ag_game *g, const char *const words[],
    size_t nwords)
{
	struct ag_event	 ev;
	size_t		 i;
	int		 p, verb, sq, d, k, s;

	for (verb = 0; verb < AG_NVERBS; verb++)
		for (p = 0; p < g->n; p++) {
			switch (verb) {
			case AG_V_RACK:
			case AG_V_BONUS:
			case AG_V_DECK:
				break;
			case AG_V_START:
				for (sq = 0; sq < AG_SQUARES && !g->started;
				    sq++)
					for (d = 0; d < 4; d++)
						for (k = 0; k < AG_LETTERS;
						    k++) {
							ag_event_init(&ev,
							    AG_V_START, p, 0);
							ev.square = sq;
							ev.dir = (enum ag_dir)d;
							ev.letters[0] =
							    (char)('A' + k);
							brute_try(l, g, &ev);
						}
				break;
			case AG_V_PLACE:
				brute_letters(l, g, p, AG_V_PLACE, 0);
				brute_letters(l, g, p, AG_V_PLACE, 1);
				break;
			case AG_V_CARDS:
			case AG_V_SHAPE:
			case AG_V_SYLLABLE:
				for (k = 1; k <= g->cards->n; k++)
					for (s = 0; s < (verb ==
					    AG_V_SYLLABLE ? AG_SYLLABLES : 1);
					    s++) {
						ag_event_init(&ev, verb, p, 0);
						ev.ncards = 1;
						ev.card[0] = k;
						memcpy(ev.syllable,
						    g->cards->card[k - 1].
						    syllable[s], AG_SYLLEN);
						brute_try(l, g, &ev);
					}
				break;
			case AG_V_CLOSE:
			case AG_V_STATE:
			case AG_V_DECLARE:
			case AG_V_CONTRADICT:
			case AG_V_CORRECT:
				for (i = 0; i <= nwords; i++) {
					ag_event_init(&ev, verb, p, 0);
					ev.nwords = 1;
					if (i < nwords)
						snprintf(ev.word[0],
						    sizeof(ev.word[0]), "%s",
						    words[i]);
					else if (verb == AG_V_CLOSE &&
					    g->wlen <= AG_MAXWORD)
						memcpy(ev.word[0], g->word,
						    (size_t)g->wlen + 1);
					if (ev.word[0][0] != '\0')
						brute_try(l, g, &ev);
				}
				break;
			case AG_V_DOUBT:
			case AG_V_SUSPEND:
				ag_event_init(&ev, verb, p, 0);
				brute_try(l, g, &ev);
				break;
			default:
				brute_letters(l, g, p, (enum ag_verb)verb, 0);
				break;
			}
		}
}

static int
by_line(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* Whether two lists hold the same lines; say the first difference. */
static int
same(struct list *a, struct list *b, char *diff, size_t size)
{
	size_t	 i;

	qsort(a->line, a->n, LINE, by_line);
	qsort(b->line, b->n, LINE, by_line);
	for (i = 0; i < a->n && i < b->n; i++)
		if (strcmp(a->line[i], b->line[i]) != 0) {
			snprintf(diff, size, "listed %s, brute force %s",
			    a->line[i], b->line[i]);
			return 0;
		}
	if (a->n != b->n) {
		snprintf(diff, size, "listed %zu, brute force %zu: %s", a->n,
		    b->n, a->n < b->n ? b->line[i] : a->line[i]);
		return 0;
	}
	return 1;
}

/* A random word of the lexicon that goes on from root, into buf. */
static void
continuation(const struct lexicon *lex, struct rng *rng, const char *root,
    char *buf)
{
	uint32_t	 node = lex->root, letters;
	size_t		 len = 0;
	unsigned	 k, L;

	buf[0] = '\0';
	for (; root[len] != '\0' && node != LEXICON_NONE; len++)
		node = lexicon_child(lex, node, (unsigned)(root[len] - 'A'));
	if (node == LEXICON_NONE || len == 0 || len >= AG_MAXWORD)
		return;
	memcpy(buf, root, len);
	while (!(lexicon_final(lex, node) && len >= 4 &&
	    rng_below(rng, 2) == 0)) {
		if ((letters = lexicon_letters(lex, node)) == 0 ||
		    len == AG_MAXWORD)
			break;
		k = (unsigned)rng_below(rng, lexicon_bits(letters));
		for (L = 0; (letters & (1u << L)) == 0 || k-- > 0; L++)
			continue;
		buf[len++] = (char)('A' + L);
		node = lexicon_child(lex, node, L);
	}
	buf[len] = '\0';
}

/* Compare the lister with the brute force at positions of one game. */
static void
check_game(const struct rec_game *rec, const struct lexicon *lex,
    struct list *a, struct list *b, uint64_t seed, int *positions)
{
	static struct ag_game	 g;
	struct ag_options	 opt;
	struct verdict		 v;
	struct rng		 rng;
	char			 word[4][AG_MAXWORD + 1], diff[2 * LINE];
	const char		*words[4];
	size_t			 upto, nwords, k;

	ag_options_init(&opt);
	opt.dictionary = "en_US";
	rng_seed(&rng, seed);
	for (upto = 7; upto <= rec->nevents; upto += EVERY) {
		if (!ag_game_replay(&g, rec, &opt, upto, &v)) {
			tap_ok(0, "seed %llu: replay to %zu: %s",
			    (unsigned long long)seed, upto, v.text);
			return;
		}
		nwords = 0;
		for (k = 0; k < 3; k++) {
			continuation(lex, &rng, ag_moves_root(&g),
			    word[nwords]);
			if (word[nwords][0] != '\0') {
				words[nwords] = word[nwords];
				nwords++;
			}
		}
		snprintf(word[nwords], sizeof(word[nwords]), "%.40sQXZ",
		    ag_moves_root(&g));
		words[nwords] = word[nwords];
		nwords++;
		a->n = b->n = 0;
		ag_moves_each(&g, words, nwords, listed, a);
		brute(b, &g, words, nwords);
		if (!tap_ok(!a->overflow && !b->overflow && same(a, b, diff,
		    sizeof(diff)), "seed %llu, after %zu events: %zu events "
		    "listed, the brute force's", (unsigned long long)seed,
		    upto, a->n))
			printf("#   %s\n", diff);
		(*positions)++;
	}
}

int
main(void)
{
	struct lexicon		*lex;
	struct rec_reader	*r;
	struct rec_game		*rec;
	struct list		 a, b;
	char			 err[1024], path[] = "/tmp/agmoves.XXXXXX";
	FILE			*fp;
	uint64_t		 seed;
	int			 fd, positions = 0;

	if ((lex = lexicon_open("en_US", "alphagon", err, sizeof(err))) ==
	    NULL) {
		printf("1..0 # SKIP %s\n", err);
		return 0;
	}
	a.line = calloc(MAXLIST, LINE);
	b.line = calloc(MAXLIST, LINE);
	if (a.line == NULL || b.line == NULL || (fd = mkstemp(path)) < 0 ||
	    (fp = fdopen(fd, "w")) == NULL)
		return 2;
	for (seed = 1; seed <= GAMES; seed++)
		if (!ag_random_game(fp, seed, 2 + (int)(seed % 3), lex, err,
		    sizeof(err)))
			tap_ok(0, "seed %llu: %s", (unsigned long long)seed,
			    err);
	if (fclose(fp) != 0 || (r = rec_open(path)) == NULL)
		return 2;
	for (seed = 1; rec_next(r, &rec) == REC_GAME; seed++) {
		a.overflow = b.overflow = 0;
		check_game(rec, lex, &a, &b, seed, &positions);
	}
	rec_close(r);
	unlink(path);
	tap_ok(positions >= 50, "%d positions compared", positions);
	free(a.line);
	free(b.line);
	lexicon_free(lex);
	ag_game_close_all();
	return tap_done();
}
