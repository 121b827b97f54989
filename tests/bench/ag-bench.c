/*
 * ag-bench.c: the figures the Alphagon issue asks of make bench, in one
 * run:
 *
 *	- ag-check against pcre2grep -c matching every event line of the
 *	  same stream with one pattern (the cost of merely tokenizing it
 *	  with PCRE2), on 10,000 random games (ag-moves --random --seed 1),
 *	  and on the same in one thread (REFKIT_THREADS=1); goal (issue
 *	  #24): at most twice pcre2grep's processor time in both.  Whole
 *	  processes on a stream written once to a file, taking turns, the
 *	  median of the pair ratios and their spread (bench.h's pair());
 *	  writing the stream is not counted;
 *	- ag-check's peak memory on 1,000 and on 10,000 games, in one thread
 *	  and in two (goal: flat, under 16 MiB).
 *
 * The bench checks that the pattern matched every event and that
 * ag-check found every game legal (exit 2 if not), and asserts no timing:
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

#include "bench.h"

#define GAMES		10000
#define SMALL		1000	/* games of the second stream, for memory */
#define SEED		1

/* One event line, as ag-check(1) reads an event. */
#define EVENT_RE	"^[0-9]+ [a-z]+ (rack [A-Z]+|cards( [0-9]+)+" \
			"|bonus [0-9]+|deck( [0-9]+)*" \
			"|start [A-M][0-9]+ [NESW] [A-Z]|place [A-Z]{1,2}" \
			"( bonus)?|draw [A-Z]+|change [A-Z] [A-Z]" \
			"|close [A-Z]+|syllable [0-9]+ [A-Z]+|shape [0-9]+" \
			"|pass( [A-Z])?|doubt|state [A-Z]+|declare( [A-Z]+)+" \
			"|contradict [A-Z]+|correct [A-Z]+|lose [A-Z]+" \
			"|giveup [A-Z]|reward ([A-Z]|bonus)|suspend)$"

/*
 * One row: ag-check against pcre2grep -c on the stream at path, in pairs
 * (bench.h), in threads or in one.
 */
static void
speed_row(const char *agcheck, const char *path, const char *count,
    unsigned long events, double gen, int threads)
{
	char		*check_argv[] = { (char *)agcheck, (char *)path, NULL };
	char		*grep_argv[] = { "pcre2grep", "-c", EVENT_RE,
			    (char *)path, NULL };
	struct side	 a = { "ag-check", check_argv, "/dev/null",
			    "/dev/null", 0 };
	struct side	 b = { "pcre2grep -c", grep_argv, "/dev/null", count,
			    0 };
	struct paired	 p;
	unsigned long	 matched;
	char		 what[160];

	(void)bench_side(&b);
	if ((matched = bench_read_count(count)) != events)
		diag_fatal("pcre2grep matched %lu lines of %lu events", matched,
		    events);
	b.out = "/dev/null";
	if (!threads && setenv("REFKIT_THREADS", "1", 1) == -1)
		diag_fatal_errno("setenv");
	snprintf(what, sizeof(what), "ag-check%s, %d random games (%lu "
	    "events, written in %.1f s)", threads ? "" : " in one thread",
	    GAMES, events, gen);
	p = pair(&a, &b);
	pair_print(what, &a, &b, &p, 0, NULL, 0);
	if (unsetenv("REFKIT_THREADS") == -1)
		diag_fatal_errno("unsetenv");
}

/*
 * ag-check's peak memory on the small stream and on the big one, in one
 * thread or in two.
 */
static void
memory_row(const char *agcheck, const char *small, const char *big,
    int threads)
{
	char	*check_argv[] = { (char *)agcheck, NULL, NULL };

	if (!threads && setenv("REFKIT_THREADS", "1", 1) == -1)
		diag_fatal_errno("setenv");
	bench_memory_row(threads ? "ag-check (two threads)" :
	    "ag-check (one thread)", check_argv, small, SMALL, big, GAMES, 5,
	    "; both threads check words in one dictionary");
	if (unsetenv("REFKIT_THREADS") == -1)
		diag_fatal_errno("unsetenv");
}

int
main(int argc, char *argv[])
{
	char		 dir[] = "/tmp/ag-bench.XXXXXX", big[64], small[64];
	char		 count[64], bindir[4096], agcheck[4200], agmoves[4200];
	unsigned long	 events;
	double		 gen;

	diag_init(argv[0]);
	if (argc != 1)
		diag_usage("expected no argument");
	bench_bindir(argv[0], bindir, sizeof(bindir));
	snprintf(agcheck, sizeof(agcheck), "%s/ag-check", bindir);
	snprintf(agmoves, sizeof(agmoves), "%s/ag-moves", bindir);
	if (access(agcheck, X_OK) == -1 || access(agmoves, X_OK) == -1)
		diag_fatal_errno("%s or %s", agcheck, agmoves);
	if (mkdtemp(dir) == NULL)
		diag_fatal_errno("mkdtemp");
	snprintf(big, sizeof(big), "%s/games-%d.rec", dir, GAMES);
	snprintf(small, sizeof(small), "%s/games-%d.rec", dir, SMALL);
	snprintf(count, sizeof(count), "%s/count", dir);
	gen = bench_random_games(agmoves, SEED, GAMES, big);
	(void)bench_random_games(agmoves, SEED, SMALL, small);
	events = bench_count_lines(big, NULL);

	/* Speed: ag-check against pcre2grep -c, threads and one thread. */
	speed_row(agcheck, big, count, events, gen, 1);
	speed_row(agcheck, big, count, events, gen, 0);

	/* Memory: the peak at 1,000 and 10,000 games, one thread and two. */
	memory_row(agcheck, small, big, 0);
	memory_row(agcheck, small, big, 1);
	unlink(big);
	unlink(small);
	unlink(count);
	rmdir(dir);
	return 0;
}
