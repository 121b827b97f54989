/*
 * cw-bench.c: the figures the Control Word issue asks of make bench, in
 * one run:
 *
 *	- cw-check on a stream of 10,000 random games (cw-moves --random
 *	  --seed 1), against hunspell -d en_US -l over the main word of every
 *	  play of the same stream, one a line: the whole referee against the
 *	  spell-checker merely spelling its words (goal: a ratio above 1);
 *	- cw-check's peak memory on 1,000 and on 10,000 games (goal: flat);
 *	- plays generated per second by the move generator (lib/cw/play.c)
 *	  for racks of 7 tiles in midgame positions, against the plain
 *	  permute-and-look-up search of tests/unit/cwbrute.h on the same
 *	  positions (goal: at least 100 times as many).
 *
 * cw-check and hunspell are timed as whole processes taking turns, in
 * pairs (bench.h's pair()): the median of the pair ratios and their
 * spread are what to quote; writing the stream is timed apart and not
 * counted.
 * The bench checks that cw-check found every game legal, that hunspell
 * found every word spelled, and that both searches found the same number
 * of plays (exit 2 if not), and asserts no timing: machines differ.
 */
#define _DEFAULT_SOURCE	/* wait4(2) */

#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <ctype.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "diag.h"
#include "lexicon.h"
#include "record.h"
#include "rng.h"
#include "verdict.h"
#include "cw/game.h"
#include "cw/play.h"

#include "bench.h"
#include "../unit/cwbrute.h"

#define GAMES		10000
#define SMALL		1000	/* games of the second stream, for memory */
#define SEED		1
#define POSITIONS	6	/* midgame positions for the generators */
#define GROWN		6	/* plays made on a mat to reach one */
#define RACK		7
#define MOVE_SECONDS	1.0

/*
 * Write the main word of every play of the stream, in lower case, one a
 * line, into words; returns how many, and the games in *games.
 */
static unsigned long
write_words(const char *stream, const char *words, unsigned long *games)
{
	FILE		*in, *out;
	char		*line = NULL, *p;
	size_t		 cap = 0;
	unsigned long	 n = 0;

	if ((in = fopen(stream, "r")) == NULL)
		diag_fatal_errno("%s", stream);
	if ((out = fopen(words, "w")) == NULL)
		diag_fatal_errno("%s", words);
	*games = 0;
	while (getline(&line, &cap, in) != -1) {
		if (strncmp(line, "[Game ", 6) == 0)
			(*games)++;
		if ((p = strstr(line, " play ")) == NULL || !isdigit(
		    (unsigned char)line[0]))
			continue;
		p = strrchr(line, ' ') + 1;
		for (; *p != '\0' && *p != '\n'; p++)
			if (isalpha((unsigned char)*p))
				putc(tolower((unsigned char)*p), out);
		putc('\n', out);
		n++;
	}
	free(line);
	fclose(in);
	if (fclose(out) != 0)
		diag_fatal_errno("%s", words);
	return n;
}

/* Whether a file is empty (hunspell -l listed no word). */
static int
file_empty(const char *path)
{
	FILE	*fp;
	int	 empty;

	if ((fp = fopen(path, "r")) == NULL)
		diag_fatal_errno("%s", path);
	empty = getc(fp) == EOF;
	fclose(fp);
	return empty;
}

static int
count_play(const struct cw_move *m, void *arg)
{
	(void)m;
	(*(unsigned long *)arg)++;
	return 0;
}

static void
count_brute(const struct cw_move *m, void *arg)
{
	(void)m;
	(*(unsigned long *)arg)++;
}

/*
 * Plays per second of the generator and of the plain search, on
 * midgame positions: a mat grown by GROWN plays, then a rack of RACK.
 */
static void
bench_plays(void)
{
	static struct cw_game	 g[POSITIONS];
	struct rec_tag		 tag[POSITIONS][3];
	struct rec_game		 rec[POSITIONS];
	struct lexicon		*lex;
	struct cw_move		*m;
	struct rng		 rng;
	char			 err[512], mat[POSITIONS][2];
	unsigned long		 fast = 0, slow = 0, passes = 0, want = 0;
	size_t			 n;
	clock_t			 t0;
	double			 tf, ts;
	int			 i, k, tiles = 0;

	if ((lex = lexicon_open("en_US", "control-word", err,
	    sizeof(err))) == NULL)
		diag_fatal("%s", err);
	for (i = 0; i < POSITIONS; i++) {
		rng_seed(&rng, SEED + (uint64_t)i);
		mat[i][0] = (char)('1' + i % 6);
		mat[i][1] = '\0';
		if (brute_begin(&g[i], &rec[i], tag[i], mat[i], -1, err,
		    sizeof(err)) == NULL)
			diag_fatal("%s", err);
		g[i].first_word = 1;
		for (k = 0; k < GROWN; k++) {
			brute_deal(&rng, &g[i].p[0], RACK, 0);
			m = cw_list_moves(&g[i], lex, &n);
			if (n > 0)
				brute_put(&g[i], &m[rng_below(&rng, n)]);
			free(m);
		}
		brute_deal(&rng, &g[i].p[0], RACK, 0);
		tiles += (int)g[i].board.ntiles;
		want += cw_each_move(&g[i], lex, count_play, &fast);
	}
	fast = 0;
	t0 = clock();
	do {
		for (i = 0; i < POSITIONS; i++)
			(void)cw_each_move(&g[i], lex, count_play, &fast);
		passes++;
		tf = (double)(clock() - t0) / CLOCKS_PER_SEC;
	} while (tf < MOVE_SECONDS);
	t0 = clock();
	for (i = 0; i < POSITIONS; i++)
		(void)brute_plays(&g[i].board, lex, &g[i].p[0], g[i].version,
		    count_brute, &slow);
	ts = (double)(clock() - t0) / CLOCKS_PER_SEC;
	if (slow != want)
		diag_fatal("the plain search found %lu plays, the generator "
		    "%lu", slow, want);
	printf("plays: %d midgame positions (a mat and %d plays, %.0f tiles "
	    "down on average), racks of %d: %lu plays in all; the generator "
	    "%.0f plays/s (%.2f ms a position), the plain permute-and-look-up "
	    "search %.0f plays/s (%.0f ms a position); ratio %.0f (goal: at "
	    "least 100)\n", POSITIONS, GROWN, (double)tiles / POSITIONS, RACK,
	    want, (double)fast / tf, 1e3 * tf / (double)(passes * POSITIONS),
	    (double)slow / ts, 1e3 * ts / POSITIONS,
	    ((double)fast / tf) / ((double)slow / ts));
	for (i = 0; i < POSITIONS; i++)
		cw_game_free(&g[i]);
	lexicon_free(lex);
	cw_words_close_all();
}

int
main(int argc, char *argv[])
{
	char		 dir[] = "/tmp/cw-bench.XXXXXX", big[64], small[64];
	char		 words[64], spelled[64], bindir[4096], cwcheck[4200];
	char		 cwmoves[4200];
	char		*check_argv[] = { cwcheck, NULL, NULL };
	char		*spell_argv[] = { "hunspell", "-d", "en_US", "-l", NULL };
	struct side	 a = { "cw-check", check_argv, "/dev/null",
			    "/dev/null", 0 };
	struct side	 b = { "hunspell -l", spell_argv, NULL, NULL, 0 };
	struct paired	 p;
	unsigned long	 nwords, games, small_games;
	double		 gen_big, gen_small;
	char		 what[160];

	diag_init(argv[0]);
	if (argc != 1)
		diag_usage("expected no argument");
	bench_bindir(argv[0], bindir, sizeof(bindir));
	snprintf(cwcheck, sizeof(cwcheck), "%s/cw-check", bindir);
	snprintf(cwmoves, sizeof(cwmoves), "%s/cw-moves", bindir);
	if (access(cwcheck, X_OK) == -1 || access(cwmoves, X_OK) == -1)
		diag_fatal_errno("%s or %s", cwcheck, cwmoves);
	if (mkdtemp(dir) == NULL)
		diag_fatal_errno("mkdtemp");
	snprintf(big, sizeof(big), "%s/games-%d.rec", dir, GAMES);
	snprintf(small, sizeof(small), "%s/games-%d.rec", dir, SMALL);
	snprintf(words, sizeof(words), "%s/words", dir);
	snprintf(spelled, sizeof(spelled), "%s/misspelled", dir);
	gen_big = bench_random_games(cwmoves, SEED, GAMES, big);
	gen_small = bench_random_games(cwmoves, SEED, SMALL, small);
	(void)write_words(small, spelled, &small_games);
	nwords = write_words(big, words, &games);
	printf("stream: cw-moves --random --seed %d --games %d: %lu plays in "
	    "%.2f s (%d games: %.2f s; not counted below)\n", SEED, GAMES,
	    nwords, gen_big, SMALL, gen_small);

	/* Speed: cw-check against hunspell -l on the stream's words. */
	check_argv[1] = big;
	b.in = words;
	b.out = spelled;
	p = pair(&a, &b);
	if (!file_empty(spelled))
		diag_fatal("hunspell finds words of the stream misspelled: %s",
		    spelled);
	snprintf(what, sizeof(what), "cw-check on %lu games (%.0f games/s) "
	    "against hunspell -d en_US -l on their %lu words", games,
	    (double)games / p.a, nwords);
	pair_print(what, &a, &b, &p, 0, NULL, 1.0);

	/* Memory: the peak at 1,000 and 10,000 games; the floor for scale. */
	bench_memory_row("cw-check", check_argv, small, (int)small_games, big,
	    (int)games, 5, "");

	bench_plays();
	unlink(big);
	unlink(small);
	unlink(words);
	unlink(spelled);
	rmdir(dir);
	return 0;
}
