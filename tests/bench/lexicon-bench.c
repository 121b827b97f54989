/*
 * lexicon-bench.c: the line search (lib/wordsearch.h) on the en_US
 * control-word lexicon, against a plain search in the same program that
 * puts every permutation of the rack's tiles from every start and looks
 * each word up in a hash table of the words; the goal is 100
 * times faster.  Lines are mid-game-like: 21 squares, a word or two down
 * with stray tiles, a quarter of the empty squares touching a word of 2
 * or 3 letters across (their cross-checks from the lexicon); racks are 7 tiles drawn as often as the words' letters.
 * Both searches must count the same plays on every line (exit 2 if not).
 *
 * It prints the file's load time, the time to build the lexicon from the
 * dictionary under the policy (what the file saves), the graph's memory,
 * and the plays per second of each search (the best of 5 runs, by turns,
 * as the machine is shared).  It asserts no timing.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>

#include "alloc.h"
#include "diag.h"
#include "lexicon.h"
#include "rng.h"
#include "wordsearch.h"
#include "words.h"

#define SEED	20261124
#define NLINE	21	/* squares a line */
#define RACK	7
#define LINES	4000	/* lines for the graph's search */
#define PLAIN	200	/* lines for the plain search, the first of them */
#define LOADS	9	/* loads of the file; the median counts */
#define RUNS	5	/* runs of each search, by turns; the best counts */

/* The words: a list for drawing, a hash table for the plain search. */
struct wordset {
	char	**s;
	size_t	 n, cap;
	char	**slot;
	size_t	 nslots;
};

/* A line and a rack to search. */
struct task {
	struct ws_square line[NLINE];
	struct ws_rack	 rack;
};

/* The monotonic clock, in seconds. */
static double
now(void)
{
	struct timespec	 ts;

	if (clock_gettime(CLOCK_MONOTONIC, &ts) == -1)
		diag_fatal_errno("clock_gettime");
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* The FNV-1a hash of len bytes. */
static uint64_t
hash(const char *s, size_t len)
{
	uint64_t	 h = 0xcbf29ce484222325ULL;

	while (len-- > 0)
		h = (h ^ (unsigned char)*s++) * 0x100000001b3ULL;
	return h;
}

/* Add a word, in capitals, to the set at arg. */
static void
add_word(const char *word, void *arg)
{
	struct wordset	*ws = arg;
	char		*s = xstrdup(word);
	size_t		 i;

	for (i = 0; s[i] != '\0'; i++)
		if (s[i] >= 'a' && s[i] <= 'z')
			s[i] = (char)(s[i] - 'a' + 'A');
	if (ws->n == ws->cap) {
		ws->cap = ws->cap ? ws->cap * 2 : 4096;
		ws->s = xreallocarray(ws->s, ws->cap, sizeof(*ws->s));
	}
	ws->s[ws->n++] = s;
}

/* Put every word of the list into the hash table. */
static void
index_words(struct wordset *ws)
{
	size_t	 i, h;

	ws->nslots = 1;
	while (ws->nslots < ws->n * 2)
		ws->nslots *= 2;
	ws->slot = xcalloc(ws->nslots, sizeof(*ws->slot));
	for (i = 0; i < ws->n; i++) {
		h = hash(ws->s[i], strlen(ws->s[i])) & (ws->nslots - 1);
		while (ws->slot[h] != NULL)
			h = (h + 1) & (ws->nslots - 1);
		ws->slot[h] = ws->s[i];
	}
}

/* Whether the len letters at s are a word, by the hash table. */
static int
has_word(const struct wordset *ws, const char *s, size_t len)
{
	size_t	 h = hash(s, len) & (ws->nslots - 1);

	for (; ws->slot[h] != NULL; h = (h + 1) & (ws->nslots - 1))
		if (strncmp(ws->slot[h], s, len) == 0 &&
		    ws->slot[h][len] == '\0')
			return 1;
	return 0;
}

/* A letter drawn as often as in the words. */
static char
draw_letter(struct rng *r, const struct wordset *ws)
{
	const char	*w = ws->s[rng_below(r, ws->n)];

	return w[rng_below(r, strlen(w))];
}

/* A mid-game-like line and a rack of 7 tiles. */
static void
make_task(struct rng *r, const struct wordset *ws, const struct lexicon *lex,
    struct task *t)
{
	const char	*w;
	size_t		 i, k, len, at;

	memset(t, 0, sizeof(*t));
	for (k = 1 + rng_below(r, 2); k > 0; k--) {
		do
			w = ws->s[rng_below(r, ws->n)];
		while ((len = strlen(w)) > 7);
		at = 1 + rng_below(r, NLINE - len - 1);
		for (i = 0; i < len; i++)
			t->line[at + i].letter = w[i];
	}
	for (i = 0; i < NLINE; i++)
		if (t->line[i].letter == 0 && rng_below(r, 15) == 0)
			t->line[i].letter = draw_letter(r, ws);
	for (i = 0; i < NLINE; i++) {
		if (t->line[i].letter != 0)
			continue;
		t->line[i].cross = LEXICON_ALL;
		if (rng_below(r, 4) == 0) {
			/* A tile or two beside the square, across. */
			do
				w = ws->s[rng_below(r, ws->n)];
			while (strlen(w) > 3);
			k = rng_below(r, strlen(w));
			t->line[i].cross = lexicon_cross_set(lex, w, k,
			    w + k + 1, strlen(w) - k - 1);
			t->line[i].anchor = 1;
		}
		if ((i > 0 && t->line[i - 1].letter != 0) ||
		    (i + 1 < NLINE && t->line[i + 1].letter != 0))
			t->line[i].anchor = 1;
	}
	for (k = 0; k < RACK; k++)
		t->rack.count[draw_letter(r, ws) - 'A']++;
}

/* The plain search's state: the word so far, the rack left. */
struct plain {
	const struct wordset	*ws;
	const struct ws_square	*line;
	unsigned int		 count[26];
	char			 word[NLINE];
	size_t			 start;
	unsigned long		 found;
};

/*
 * Put tiles from square i on, every permutation of the rack, and look up
 * each word that could end there; tiles and anchors count what is put.
 */
static void
plain_fill(struct plain *p, size_t i, size_t tiles, int anchored)
{
	size_t		 d = i - p->start;
	unsigned int	 L;

	if (i > p->start && d >= 2 && tiles > 0 && anchored &&
	    (i == NLINE || p->line[i].letter == 0) &&
	    has_word(p->ws, p->word, d))
		p->found++;
	if (i == NLINE)
		return;
	if (p->line[i].letter != 0) {
		p->word[d] = p->line[i].letter;
		plain_fill(p, i + 1, tiles, anchored);
		return;
	}
	for (L = 0; L < 26; L++) {
		if (p->count[L] == 0 || !(p->line[i].cross & (1u << L)))
			continue;
		p->count[L]--;
		p->word[d] = (char)('A' + L);
		plain_fill(p, i + 1, tiles + 1, anchored || p->line[i].anchor);
		p->count[L]++;
	}
}

/* The plays of a task by the plain search. */
static unsigned long
plain_search(const struct wordset *ws, const struct task *t)
{
	struct plain	 p;
	size_t		 s;

	memset(&p, 0, sizeof(p));
	p.ws = ws;
	p.line = t->line;
	memcpy(p.count, t->rack.count, sizeof(p.count));
	for (s = 0; s < NLINE; s++) {
		if (s > 0 && t->line[s - 1].letter != 0)
			continue;
		p.start = s;
		plain_fill(&p, s, 0, 0);
	}
	return p.found;
}

/* The search's callback: count. */
static int
count_play(const struct ws_play *play, void *arg)
{
	(void)play;
	(*(unsigned long *)arg)++;
	return 0;
}

/* Order doubles, smallest first. */
static int
cmp_double(const void *a, const void *b)
{
	double	 x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char *argv[])
{
	struct wordset	 ws = { 0 };
	struct words	*w;
	struct lexicon	*lex, *built;
	struct task	*task;
	struct rusage	 ru;
	struct rng	 r;
	char		 err[1024];
	double		 t0, load[LOADS], t_words, t_build, t_graph, t_plain;
	double		 t_wild;
	unsigned long	 plays = 0, plain_plays = 0, graph_first = 0, got;
	unsigned long	 wild_plays = 0;
	unsigned int	 L;
	size_t		 i;
	long		 rss0;
	int		 run;

	(void)argc;
	diag_init(argv[0]);
	getrusage(RUSAGE_SELF, &ru);
	rss0 = ru.ru_maxrss;
	for (i = 0; i < LOADS; i++) {
		t0 = now();
		if ((lex = lexicon_open("en_US", "control-word", err,
		    sizeof(err))) == NULL)
			diag_fatal("%s", err);
		load[i] = now() - t0;
		if (i + 1 < LOADS)
			lexicon_free(lex);
	}
	getrusage(RUSAGE_SELF, &ru);
	qsort(load, LOADS, sizeof(load[0]), cmp_double);

	t0 = now();
	if ((w = words_open("en_US", err, sizeof(err))) == NULL ||
	    !words_set_policy(w, "control-word", err, sizeof(err)) ||
	    words_prefix(w, "", add_word, &ws, err, sizeof(err)) < 0)
		diag_fatal("%s", err);
	t_words = now() - t0;
	words_close(w);
	t0 = now();
	{
		size_t	*len = xreallocarray(NULL, ws.n, sizeof(*len));

		for (i = 0; i < ws.n; i++)
			len[i] = strlen(ws.s[i]);
		built = lexicon_build((const char *const *)ws.s, len, ws.n,
		    err, sizeof(err));
		free(len);
	}
	t_build = now() - t0;
	if (built == NULL)
		diag_fatal("%s", err);
	lexicon_free(built);
	index_words(&ws);

	printf("lexicon en_US control-word: %zu words, %u nodes, %u edges, "
	    "%zu KiB in memory (peak RSS %+ld KiB while loading)\n",
	    lexicon_count(lex), lex->nnodes, lex->nedges,
	    lexicon_bytes(lex) / 1024, ru.ru_maxrss - rss0);
	printf("  load the file: %.2f ms (median of %d; best %.2f ms)\n",
	    load[LOADS / 2] * 1e3, LOADS, load[0] * 1e3);
	printf("  what it saves: the policy's words from hunspell %.0f ms, "
	    "then the graph built from them %.0f ms\n", t_words * 1e3,
	    t_build * 1e3);

	task = xreallocarray(NULL, LINES, sizeof(*task));
	rng_seed(&r, SEED);
	for (i = 0; i < LINES; i++)
		make_task(&r, &ws, lex, &task[i]);
	t_graph = t_plain = 1e9;
	for (run = 0; run < RUNS; run++) {
		plays = graph_first = plain_plays = 0;
		t0 = now();
		for (i = 0; i < LINES; i++) {
			got = 0;
			wordsearch(lex, task[i].line, NLINE, &task[i].rack,
			    count_play, &got);
			plays += got;
			if (i < PLAIN)
				graph_first += got;
		}
		if (now() - t0 < t_graph)
			t_graph = now() - t0;
		t0 = now();
		for (i = 0; i < PLAIN; i++)
			plain_plays += plain_search(&ws, &task[i]);
		if (now() - t0 < t_plain)
			t_plain = now() - t0;
	}
	if (plain_plays != graph_first) {
		fprintf(stderr, "%s: the plain search counts %lu plays on the "
		    "first %d lines, the graph's %lu\n", diag_progname(),
		    plain_plays, PLAIN, graph_first);
		return 2;
	}
	printf("line search, %d squares, racks of %d tiles (best of %d): %d "
	    "lines, %lu plays, %.3f s: %.0f plays/s, %.0f lines/s\n", NLINE,
	    RACK, RUNS, LINES, plays, t_graph, plays / t_graph, LINES / t_graph);
	printf("plain permute and look up: %d lines, %lu plays (the same), "
	    "%.3f s: %.0f plays/s\n", PLAIN, plain_plays, t_plain,
	    plain_plays / t_plain);
	printf("  the graph's search is %.0f times faster (goal: 100)\n",
	    (plays / t_graph) / (plain_plays / t_plain));

	/* The same racks with a wildcard for one of their tiles. */
	for (i = 0; i < LINES; i++) {
		for (L = 0; task[i].rack.count[L] == 0; L++)
			continue;
		task[i].rack.count[L]--;
		task[i].rack.wild = 1;
	}
	t_wild = 1e9;
	for (run = 0; run < RUNS; run++) {
		wild_plays = 0;
		t0 = now();
		for (i = 0; i < LINES; i++)
			wordsearch(lex, task[i].line, NLINE, &task[i].rack,
			    count_play, &wild_plays);
		if (now() - t0 < t_wild)
			t_wild = now() - t0;
	}
	printf("the same racks with a wildcard for one tile: %lu plays, "
	    "%.3f s: %.0f plays/s, %.0f lines/s\n", wild_plays, t_wild,
	    wild_plays / t_wild, LINES / t_wild);
	lexicon_free(lex);
	free(task);
	for (i = 0; i < ws.n; i++)
		free(ws.s[i]);
	free(ws.s);
	free(ws.slot);
	return 0;
}
