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
 * Each program runs with its input and output redirected, RUNS times,
 * taking turns with the other so that both meet the same moments of a
 * busy machine; the median counts, the best is shown too.  Writing the
 * stream is timed apart and not counted.  The bench checks that the
 * pattern matched every event and that nm-check found every game legal
 * (exit 2 if not), and asserts no timing: machines differ.
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

/* The times of RUNS runs of a program, and its peak memory in them. */
struct timings {
	double	 seconds[RUNS];
	long	 maxrss;
};

/* Keep run i of a program, which must have exited with want. */
static void
keep_run(struct timings *t, int i, struct run r, const char *prog, int want)
{
	if (r.status != want)
		diag_fatal("%s exited %d, not %d", prog, r.status, want);
	t->seconds[i] = r.seconds;
	if (r.maxrss > t->maxrss)
		t->maxrss = r.maxrss;
}

static int
by_seconds(const void *a, const void *b)
{
	double	 x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/*
 * Count the lines of a file: those that begin with prefix, or the event
 * lines (that begin with a digit) if prefix is NULL.
 */
static unsigned long
lines_of(const char *path, const char *prefix)
{
	FILE		*fp;
	char		*line = NULL;
	size_t		 cap = 0;
	unsigned long	 n = 0;

	if ((fp = fopen(path, "r")) == NULL)
		diag_fatal_errno("%s", path);
	while (getline(&line, &cap, fp) != -1)
		if (prefix != NULL ?
		    strncmp(line, prefix, strlen(prefix)) == 0 :
		    line[0] >= '0' && line[0] <= '9')
			n++;
	free(line);
	fclose(fp);
	return n;
}

/* Write k random games from seed SEED into path; the seconds it took. */
static double
stream(const char *nmmoves, const char *path, int k)
{
	char	 games[16], seed[16];
	char	*argv[] = { (char *)nmmoves, "--random", "--seed", seed,
		    "--games", games, NULL };

	snprintf(seed, sizeof(seed), "%d", SEED);
	snprintf(games, sizeof(games), "%d", k);
	return run(argv, "/dev/null", path).seconds;
}

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
	struct timings	 chk, grep;
	struct run	 empty, m_small, again;
	unsigned long	 events, games, matched;
	double		 gen_big;
	FILE		*fp;
	int		 i;

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
	gen_big = stream(nmmoves, big, GAMES);
	(void)stream(nmmoves, small, SMALL);
	games = lines_of(big, "[Game ");
	events = lines_of(big, NULL);
	printf("stream: nm-moves --random --seed %d --games %d: %lu events "
	    "in %.2f s (not counted below)\n", SEED, GAMES, events, gen_big);

	check_argv[1] = big;
	grep_argv[3] = big;
	memset(&chk, 0, sizeof(chk));
	memset(&grep, 0, sizeof(grep));
	for (i = 0; i < RUNS; i++) {
		keep_run(&chk, i, run(check_argv, "/dev/null", "/dev/null"),
		    "nm-check", 0);
		keep_run(&grep, i, run(grep_argv, "/dev/null", count),
		    "pcre2grep", 0);
	}
	if ((fp = fopen(count, "r")) == NULL ||
	    fscanf(fp, "%lu", &matched) != 1)
		diag_fatal("cannot read the count in %s", count);
	fclose(fp);
	if (matched != events)
		diag_fatal("pcre2grep matched %lu lines of %lu events", matched,
		    events);
	qsort(chk.seconds, RUNS, sizeof(double), by_seconds);
	qsort(grep.seconds, RUNS, sizeof(double), by_seconds);
	printf("nm-check: %lu games in %.3f s (median of %d runs; best "
	    "%.3f s), %.0f games/s; pcre2grep -c (one event pattern, %lu "
	    "lines matched): %.3f s (best %.3f s), %.0f games/s; ratio %.2f "
	    "(of the bests: %.2f) (goal: at least 0.5)\n", games,
	    chk.seconds[RUNS / 2], RUNS, chk.seconds[0],
	    (double)games / chk.seconds[RUNS / 2], matched,
	    grep.seconds[RUNS / 2], grep.seconds[0],
	    (double)games / grep.seconds[RUNS / 2],
	    grep.seconds[RUNS / 2] / chk.seconds[RUNS / 2],
	    grep.seconds[0] / chk.seconds[0]);

	check_argv[1] = NULL;
	empty = run(check_argv, "/dev/null", "/dev/null");
	check_argv[1] = small;
	m_small = run(check_argv, "/dev/null", "/dev/null");
	for (i = 1; i < RUNS; i++)
		if ((again = run(check_argv, "/dev/null", "/dev/null")).maxrss >
		    m_small.maxrss)
			m_small = again;
	printf("nm-check peak memory (the most of %d runs): %ld KiB at %d "
	    "games, %ld KiB at %d games (%ld KiB on empty input); growth "
	    "%+ld KiB (goal: flat)\n", RUNS, m_small.maxrss, SMALL,
	    chk.maxrss, GAMES, empty.maxrss, chk.maxrss - m_small.maxrss);
	unlink(big);
	unlink(small);
	unlink(count);
	rmdir(dir);

	bench_generator();
	diag_exit(EXIT_VALID);
}
