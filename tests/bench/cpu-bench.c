/*
 * cpu-bench.c: the checkers' processor time at scale, as the issue on
 * processor time asks of make bench.  For each checker (nw-check,
 * nm-check, cw-check, ag-check), on 10,000 games of its own generator
 * (GAME-moves --random --seed 7 --games 10000), against
 *
 *	pcre2grep -c '^[0-9]+ [a-z]+ [a-z]+( [^ ]+)*$'
 *
 * on the same file, which only reads the lines and matches each event
 * once: the processor time (user and system, every thread) and the wall
 * time of whole processes taking turns, in one thread (REFKIT_THREADS=1),
 * in two (REFKIT_THREADS=2) and in the default mode (two threads where
 * the process may run on two processors and the games are heavy enough
 * to pay for the second: refkit(7), ENVIRONMENT), as the medians of the
 * pair ratios with their spread (bench.h's pair()), each beside its goal:
 * processor time at most 2x pcre2grep's (nw-check: 1x), and in the
 * default mode wall time at most pcre2grep's.  A ratio is the checker's
 * time over pcre2grep's: below 1, the checker took less.
 *
 * The bench checks that the pattern matched every event line and that the
 * checker found every game legal (exit 2 if not), and asserts no timing:
 * machines differ.  Writing the streams is not counted.
 */
#define _DEFAULT_SOURCE	/* wait4(2) */

#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "diag.h"

#define BENCH_PAIRS	9	/* as the issue measured */
#include "bench.h"

#define GAMES		10000
#define SEED		7
#define EVENT_RE	"^[0-9]+ [a-z]+ [a-z]+( [^ ]+)*$"

/* A checker and its goal: processor time at most goal times pcre2grep's. */
struct checker {
	const char	*game;		/* "nw": nw-check, nw-moves */
	double		 goal;
};

static const struct checker checkers[] = {
	{ "nw", 1.0 },
	{ "nm", 2.0 },
	{ "cw", 2.0 },
	{ "ag", 2.0 }
};

/* Print "met" or "not met" for a ratio that must be at most goal. */
static const char *
verdict(double ratio, double goal)
{
	return ratio <= goal ? "met" : "not met";
}

/* How a row runs the checker: REFKIT_THREADS, or NULL, and its name. */
struct mode {
	const char	*threads;
	const char	*name;
};

static const struct mode modes[] = {
	{ "1", "one thread" },
	{ "2", "two threads" },
	{ NULL, "the default mode" }
};

/*
 * One row: the checker against pcre2grep -c on the stream at path, in the
 * mode m, both times and their goals.
 */
static void
row(const struct checker *c, const char *check, const char *path,
    unsigned long events, const struct mode *m)
{
	char		*check_argv[] = { (char *)check, (char *)path, NULL };
	char		*grep_argv[] = { "pcre2grep", "-c", EVENT_RE,
			    (char *)path, NULL };
	char		 name[32];
	struct side	 grep = { "pcre2grep -c", grep_argv, "/dev/null",
			    "/dev/null", 0 };
	struct side	 checker = { name, check_argv, "/dev/null",
			    "/dev/null", 0 };
	struct paired	 p;

	snprintf(name, sizeof(name), "%s-check", c->game);
	if (m->threads != NULL && setenv("REFKIT_THREADS", m->threads, 1) ==
	    -1)
		diag_fatal_errno("setenv");
	p = pair(&grep, &checker);
	if (unsetenv("REFKIT_THREADS") == -1)
		diag_fatal_errno("unsetenv");
	printf("%s, %s, %d games (%lu events), medians of %d pairs:\n",
	    name, m->name, GAMES, events, p.pairs);
	printf("  processor time %.3f s against %.3f s: %.2fx "
	    "(pairs %.2f-%.2f), goal <= %gx: %s\n", p.b_cpu, p.a_cpu,
	    p.cpu_ratio, p.cpu_lo, p.cpu_hi, c->goal,
	    verdict(p.cpu_ratio, c->goal));
	printf("  wall time      %.3f s against %.3f s: %.2fx "
	    "(pairs %.2f-%.2f)", p.b, p.a, p.ratio, p.lo, p.hi);
	if (m->threads != NULL)
		printf(" (the goal is the default mode's)\n");
	else
		printf(", goal <= 1x: %s\n", verdict(p.ratio, 1.0));
	fflush(stdout);
}

/*
 * Write the checker's stream, check that the pattern matches every event
 * line of it, and print its two rows.
 */
static void
bench_checker(const struct checker *c, const char *bindir, const char *dir)
{
	char		 check[4200], moves[4200], path[128], count[128];
	char		*grep_argv[] = { "pcre2grep", "-c", EVENT_RE, path,
			    NULL };
	struct side	 grep = { "pcre2grep -c", grep_argv, "/dev/null",
			    count, 0 };
	unsigned long	 events, matched;
	size_t		 i;

	snprintf(check, sizeof(check), "%s/%s-check", bindir, c->game);
	snprintf(moves, sizeof(moves), "%s/%s-moves", bindir, c->game);
	if (access(check, X_OK) == -1 || access(moves, X_OK) == -1)
		diag_fatal_errno("%s or %s", check, moves);
	snprintf(path, sizeof(path), "%s/%s.rec", dir, c->game);
	snprintf(count, sizeof(count), "%s/count", dir);
	(void)bench_random_games(moves, SEED, GAMES, path);
	events = bench_count_lines(path, NULL);
	(void)bench_side(&grep);
	if ((matched = bench_read_count(count)) != events)
		diag_fatal("pcre2grep matched %lu lines of %lu events in %s",
		    matched, events, path);
	for (i = 0; i < sizeof(modes) / sizeof(modes[0]); i++)
		row(c, check, path, events, &modes[i]);
	unlink(path);
	unlink(count);
}

int
main(int argc, char *argv[])
{
	char	 dir[] = "/tmp/cpu-bench.XXXXXX", bindir[4096];
	size_t	 i;

	diag_init(argv[0]);
	if (argc != 1)
		diag_usage("expected no argument");
	bench_bindir(argv[0], bindir, sizeof(bindir));
	if (mkdtemp(dir) == NULL)
		diag_fatal_errno("mkdtemp");
	printf("processor time at scale: each checker against pcre2grep -c "
	    "'%s' on %d games of its own generator (seed %d); %ld "
	    "processors\n", EVENT_RE, GAMES, SEED,
	    sysconf(_SC_NPROCESSORS_ONLN));
	for (i = 0; i < sizeof(checkers) / sizeof(checkers[0]); i++)
		bench_checker(&checkers[i], bindir, dir);
	rmdir(dir);
	return 0;
}
