/*
 * nw-bench.c: the figures the Netzwerk issue asks of make bench, in one
 * run:
 *
 *	- nw-check against pcre2grep -c matching every event line of the
 *	  same stream with one pattern (the cost of merely tokenizing it
 *	  with PCRE2), on 10,000 and 100,000 random games (nw-moves --random
 *	  --seed 1); goal: at least as fast; and on 10,000 in one thread
 *	  (REFKIT_THREADS=1), for scale: the goal is nw-check's as it
 *	  runs, in two threads where there are two processors.  Whole
 *	  processes on a stream written once to a file, taking turns, the
 *	  median of the pair ratios and their spread (bench.h's pair());
 *	  writing the stream is not counted;
 *	- nw-check's peak memory on 1,000 and on 10,000 games (goal: flat);
 *	- legal moves generated per second in midgame positions, by the
 *	  library's move generator.
 *
 * The bench checks that the pattern matched every event and that nw-check
 * found every game legal (exit 2 if not), and asserts no timing: machines
 * differ.
 */
#define _DEFAULT_SOURCE	/* wait4(2) */

#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "diag.h"
#include "rng.h"
#include "nw/board.h"
#include "nw/game.h"
#include "nw/play.h"
#include "nw/rules.h"

#include "bench.h"

#define GAMES		10000
#define SMALL		1000	/* games of the second stream, for memory */
#define SEED		1
#define RUNS		7
#define MIDGAMES	500	/* random games halved for the move generator */
#define MOVE_SECONDS	1.0

/* One event line, as refkit(7) and nw-check(1) write an event. */
#define EVENT_RE	"^[0-9]+ [a-z]+ (move [a-z][0-9]+(-[a-z][0-9]+)+" \
			"( using [A-Z][0-9]+(,[A-Z][0-9]+)*)?" \
			"|battery [A-Z][0-9]+-[A-Z][0-9]+|resign)$"

/*
 * Positions from the middle of random games: each game played out from
 * its seed, then replayed to the first turn that begins after half its
 * events.  Returns how many were taken (games over by then are not).
 */
static int
midgame_positions(struct nw_pos *pos, struct nw_rules *rules)
{
	static struct nw_game	 g, h;
	struct nw_transcript	 t;
	struct rng		 r;
	size_t			 i;
	int			 k, n = 0;

	memset(&t, 0, sizeof(t));
	memset(rules, 0, sizeof(*rules));
	for (k = 0; k < MIDGAMES; k++) {
		rng_seed(&r, SEED + (uint64_t)k);
		nw_game_new(&g, NW_DEFCOLS, NW_DEFROWS, rules, "ann", "bob");
		t.n = 0;
		nw_play_random(&g, &r, 200, &t);
		nw_game_new(&h, NW_DEFCOLS, NW_DEFROWS, rules, "ann", "bob");
		for (i = 0; i < t.n; i++) {
			if (i >= t.n / 2 &&
			    t.ev[i].move.side != h.pos.to_move)
				break;
			nw_game_play(&h, &t.ev[i].move);
		}
		if (i == t.n || nw_game_over(&h))
			continue;
		pos[n] = h.pos;
		nw_pass(&pos[n], rules, 1);
		if (pos[n].end.reason == NW_PLAYING)
			n++;
	}
	nw_transcript_free(&t);
	return n;
}

/*
 * Generate every legal move of each position, over and over, for about a
 * second of processor time (the loop runs in this process, so clock(3)).
 */
static void
bench_moves(void)
{
	static struct nw_pos	 pos[MIDGAMES];
	struct nw_rules		 rules;
	unsigned long		 moves = 0, passes = 0;
	clock_t			 t0;
	double			 t;
	int			 n, i;

	n = midgame_positions(pos, &rules);
	if (n == 0)
		diag_fatal("no midgame position");
	t0 = clock();
	do {
		for (i = 0; i < n; i++)
			moves += nw_count_moves(&pos[i], &rules, 0);
		passes++;
		t = (double)(clock() - t0) / CLOCKS_PER_SEC;
	} while (t < MOVE_SECONDS);
	printf("move generator: %d midgame positions (the first turn after "
	    "half of a random game), %.1f legal moves each: %.2f million "
	    "moves/s, %.0f positions/s (no goal set)\n", n,
	    (double)moves / (double)(passes * (unsigned long)n),
	    (double)moves / t / 1e6, (double)(passes * (unsigned long)n) / t);
}

/*
 * One row: nw-check against pcre2grep -c on a stream of k games written
 * to path, in pairs (bench.h); pcre2grep must match every event line.
 */
static void
speed_row(const char *nwcheck, const char *nwmoves, const char *path,
    const char *count, int k, int threads)
{
	char		*check_argv[] = { (char *)nwcheck, (char *)path, NULL };
	char		*grep_argv[] = { "pcre2grep", "-c", EVENT_RE,
			    (char *)path, NULL };
	struct side	 a = { "nw-check", check_argv, "/dev/null",
			    "/dev/null", 0 };
	struct side	 b = { "pcre2grep -c", grep_argv, "/dev/null", count,
			    0 };
	struct paired	 p;
	unsigned long	 events, matched;
	char		 what[128];
	double		 gen;

	gen = bench_random_games(nwmoves, SEED, k, path);
	events = bench_count_lines(path, NULL);
	(void)bench_side(&b);
	if ((matched = bench_read_count(count)) != events)
		diag_fatal("pcre2grep matched %lu lines of %lu events", matched,
		    events);
	b.out = "/dev/null";
	if (!threads && setenv("REFKIT_THREADS", "1", 1) == -1)
		diag_fatal_errno("setenv");
	snprintf(what, sizeof(what), "nw-check%s, %d random games (%lu "
	    "events, written in %.1f s)", threads ? "" : " in one thread, "
	    "for scale", k, events, gen);
	p = pair(&a, &b);
	pair_print(what, &a, &b, &p, 0, NULL, threads ? 1.0 : 0);
	if (unsetenv("REFKIT_THREADS") == -1)
		diag_fatal_errno("unsetenv");
	unlink(path);
}

int
main(int argc, char *argv[])
{
	char		 dir[] = "/tmp/nw-bench.XXXXXX", big[64], small[64];
	char		 count[64], bindir[4096], nwcheck[4200];
	char		 nwmoves[4200];
	char		*check_argv[] = { nwcheck, NULL, NULL };

	diag_init(argv[0]);
	if (argc != 1)
		diag_usage("expected no argument");

	bench_bindir(argv[0], bindir, sizeof(bindir));
	snprintf(nwcheck, sizeof(nwcheck), "%s/nw-check", bindir);
	snprintf(nwmoves, sizeof(nwmoves), "%s/nw-moves", bindir);
	if (access(nwcheck, X_OK) == -1 || access(nwmoves, X_OK) == -1)
		diag_fatal_errno("%s or %s", nwcheck, nwmoves);

	if (mkdtemp(dir) == NULL)
		diag_fatal_errno("mkdtemp");
	snprintf(big, sizeof(big), "%s/games.rec", dir);
	snprintf(count, sizeof(count), "%s/count", dir);
	snprintf(small, sizeof(small), "%s/games-%d.rec", dir, SMALL);

	/* Speed: nw-check against pcre2grep -c, on the same streams. */
	speed_row(nwcheck, nwmoves, big, count, GAMES, 1);
	speed_row(nwcheck, nwmoves, big, count, 10 * GAMES, 1);
	speed_row(nwcheck, nwmoves, big, count, GAMES, 0);

	/* Memory: the peak at 1,000 and 10,000 games; the floor for scale. */
	(void)bench_random_games(nwmoves, SEED, SMALL, small);
	(void)bench_random_games(nwmoves, SEED, GAMES, big);
	bench_memory_row("nw-check", check_argv, small, SMALL, big, GAMES,
	    RUNS, "");

	unlink(big);
	unlink(small);
	unlink(count);
	rmdir(dir);

	bench_moves();
	diag_exit(EXIT_VALID);
}
