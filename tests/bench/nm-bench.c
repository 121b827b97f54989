/*
 * nm-bench.c: the figures the NetMatch issue asks of make bench, in one
 * run:
 *
 *	- games checked per second by nm-check on a stream of 10,000 random
 *	  games (nm-moves --random --seed 1, two players), against pcre2grep
 *	  -c matching every event line of the same stream with one pattern:
 *	  the cost of merely tokenizing it with PCRE2 (goal: at least half
 *	  its speed);
 *	- nm-check's peak memory on 1,000 and on 10,000 games (goal: flat);
 *	- legal next events listed per second by the library's move
 *	  generator, over the positions of random games.
 *
 * The two programs are timed as whole processes taking turns, in pairs
 * (bench.h's pair()): the median of the pair ratios and their spread are
 * what to quote.  Writing the stream is timed apart and not counted.
 * The bench checks that the pattern matched every event and that
 * nm-check found every game legal (exit 2 if not), and asserts no timing:
 * machines differ.
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
#include "nm/board.h"
#include "nm/deal.h"
#include "nm/network.h"
#include "nm/play.h"
#include "nm/rules.h"

#include "bench.h"

#define GAMES		10000
#define SMALL		1000	/* games of the second stream, for memory */
#define SEED		1
#define RUNS		5
#define GEN_GAMES	50	/* random games whose positions the move
				   generator lists */
#define GEN_SECONDS	1.0

/* One event line, as nm-check(1) reads an event. */
#define EVENT_RE	"^[0-9]+ [a-z]+ (move [A-Za-z0-9_]+-[A-Za-z0-9_]+" \
			"|match [A-Za-z0-9_]+" \
			"|reveal ((red|yellow|green|blue):)?" \
			"(circle|square|triangle|star)" \
			"|gambit [A-Za-z]{4}(\\+[A-Za-z]{4})?|pass)$"

/* Count an event: for nm_each_next(). */
static int
count_next(const struct nm_next *e, void *arg)
{
	(void)e;
	(*(unsigned long *)arg)++;
	return 0;
}

/*
 * List every legal next event of every position of GEN_GAMES random
 * games of one deal's players (replayed from their transcripts), over
 * and over, for about a second of processor time.
 */
static void
bench_generator(void)
{
	static struct nm_pos	 pos[20000];
	struct nm_transcript	 t;
	struct nm_deal		 d;
	struct nm_pos		 end;
	struct rng		 r;
	unsigned long		 events = 0, passes = 0;
	char			 why[NM_WHY];
	clock_t			 t0;
	double			 secs;
	int			 k, n = 0, i;

	memset(&t, 0, sizeof(t));
	if (!nm_deal(&d, SEED, 2, NM_PARTIAL, nm_network_default(), why))
		diag_fatal("%s", why);
	for (k = 0; k < GEN_GAMES && n < 20000 - 1000; k++) {
		rng_seed(&r, SEED + (uint64_t)k);
		t.n = 0;
		nm_play_random(&d, &r, 200, &t, &end);
		nm_pos_start(&pos[n], &d.setup);
		for (i = 0; i < (int)t.n; i++) {
			pos[n + 1] = pos[n];
			n++;
			nm_next_apply(&d.setup, &pos[n], &t.ev[i]);
		}
		n += !nm_over(&pos[n]);
	}
	t0 = clock();
	do {
		for (i = 0; i < n; i++)
			(void)nm_each_next(&d.setup, &pos[i], count_next,
			    &events);
		passes++;
		secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
	} while (secs < GEN_SECONDS);
	nm_transcript_free(&t);
	printf("move generator: %d positions, %.1f legal next events each: "
	    "%.2f million events/s (no goal set)\n", n,
	    (double)events / (double)(passes * (unsigned long)n),
	    (double)events / secs / 1e6);
}

int
main(int argc, char *argv[])
{
	char		 dir[] = "/tmp/nm-bench.XXXXXX", big[64], small[64];
	char		 count[64], bindir[4096], nmcheck[4200];
	char		 nmmoves[4200];
	char		*check_argv[] = { nmcheck, NULL, NULL };
	char		*grep_argv[] = { "pcre2grep", "-c", EVENT_RE, NULL,
			    NULL };
	struct side	 a = { "nm-check", check_argv, "/dev/null",
			    "/dev/null", 0 };
	struct side	 b = { "pcre2grep -c", grep_argv, "/dev/null", NULL,
			    0 };
	struct paired	 p;
	unsigned long	 events, games, matched;
	double		 gen_big;
	char		 what[128];

	diag_init(argv[0]);
	if (argc != 1)
		diag_usage("expected no argument");
	bench_bindir(argv[0], bindir, sizeof(bindir));
	snprintf(nmcheck, sizeof(nmcheck), "%s/nm-check", bindir);
	snprintf(nmmoves, sizeof(nmmoves), "%s/nm-moves", bindir);
	if (access(nmcheck, X_OK) == -1 || access(nmmoves, X_OK) == -1)
		diag_fatal_errno("%s or %s", nmcheck, nmmoves);
	if (mkdtemp(dir) == NULL)
		diag_fatal_errno("mkdtemp");
	snprintf(big, sizeof(big), "%s/games-%d.rec", dir, GAMES);
	snprintf(small, sizeof(small), "%s/games-%d.rec", dir, SMALL);
	snprintf(count, sizeof(count), "%s/count", dir);
	gen_big = bench_random_games(nmmoves, SEED, GAMES, big);
	(void)bench_random_games(nmmoves, SEED, SMALL, small);
	games = bench_count_lines(big, "[Game ");
	events = bench_count_lines(big, NULL);
	printf("stream: nm-moves --random --seed %d --games %d: %lu events "
	    "in %.2f s (not counted below)\n", SEED, GAMES, events, gen_big);

	check_argv[1] = big;
	grep_argv[3] = big;
	b.out = count;
	(void)bench_side(&b);
	if ((matched = bench_read_count(count)) != events)
		diag_fatal("pcre2grep matched %lu lines of %lu events", matched,
		    events);
	b.out = "/dev/null";
	p = pair(&a, &b);
	snprintf(what, sizeof(what), "nm-check, %lu random games (%.0f "
	    "games/s)", games, (double)games / p.a);
	pair_print(what, &a, &b, &p, 0, NULL, 0.5);

	bench_memory_row("nm-check", check_argv, small, SMALL, big, GAMES,
	    RUNS, "");
	unlink(big);
	unlink(small);
	unlink(count);
	rmdir(dir);

	bench_generator();
	diag_exit(EXIT_VALID);
}
