/*
 * bench.h: a program run as make bench measures it: a whole process, its
 * input and output redirected, its wall time, its peak memory (the
 * child's maximum resident set, from wait4(2)) and its exit status; and
 * two programs compared as a user times them (pair()): whole processes on
 * the same input file, taking turns, the median of the pair ratios and
 * their spread.  A bench includes it once, after defining _DEFAULT_SOURCE
 * (for wait4) and including <sys/resource.h>, <sys/wait.h>, <fcntl.h>,
 * <stdio.h>, <stdlib.h>, <string.h>, <time.h>, <unistd.h> and "diag.h".
 * The comparison's functions are inline: a bench that times one program
 * alone does not use them.
 */
#ifndef REFKIT_BENCH_H
#define REFKIT_BENCH_H

/* What a run of a program gave. */
struct run {
	double	 seconds;	/* wall clock */
	double	 cpu;		/* processor time, user and system, in
				   seconds: all its threads' */
	long	 maxrss;	/* peak resident memory, in KiB */
	int	 status;	/* exit status, or -1 if it did not exit */
};

/* Open path as the descriptor to, in a child about to exec. */
static void
redirect(const char *path, int flags, int to)
{
	int	 fd;

	if ((fd = open(path, flags, 0644)) == -1 || dup2(fd, to) == -1)
		_exit(127);
	close(fd);
}

/*
 * Run argv reading in and writing out; its time, memory and status.  The
 * peak counts the pages the bench itself had when it forked (Linux keeps
 * the larger of the two at the exec), so a bench writes large inputs in a
 * child of its own and stays small.
 */
static struct run
run(char *const argv[], const char *in, const char *out)
{
	struct timespec	 t0, t1;
	struct rusage	 ru;
	struct run	 r;
	pid_t		 pid;
	int		 st;

	if (clock_gettime(CLOCK_MONOTONIC, &t0) == -1)
		diag_fatal_errno("clock_gettime");
	if ((pid = fork()) == -1)
		diag_fatal_errno("fork");
	if (pid == 0) {
		redirect(in, O_RDONLY, 0);
		redirect(out, O_WRONLY | O_CREAT | O_TRUNC, 1);
		execvp(argv[0], argv);
		_exit(127);
	}
	if (wait4(pid, &st, 0, &ru) == -1 ||
	    clock_gettime(CLOCK_MONOTONIC, &t1) == -1)
		diag_fatal_errno("wait4");
	r.seconds = (double)(t1.tv_sec - t0.tv_sec) +
	    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	r.cpu = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) +
	    (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6;
	r.maxrss = ru.ru_maxrss;
	r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
	if (r.status == 127)
		diag_fatal("cannot run %s", argv[0]);
	return r;
}

/*
 * Put the directory of the programs into dir (of the given size): a bench
 * is BIN/t/NAME, run by its path as make bench does; the programs are in
 * BIN.
 */
static void
bench_bindir(const char *argv0, char *dir, size_t size)
{
	char	*slash;

	snprintf(dir, size, "%s", argv0);
	if ((slash = strrchr(dir, '/')) == NULL)
		diag_fatal("run me by my path, as make bench does");
	*slash = '\0';
	if ((slash = strrchr(dir, '/')) != NULL)
		*slash = '\0';
	else
		snprintf(dir, size, ".");
}

/*
 * Pairs of runs pair() times: at least 7, as the issues ask, and more
 * while the pairs so far took less than BENCH_SECONDS, up to
 * BENCH_PAIRS_MAX: the median of a row of short runs (a few tens of
 * milliseconds, where a pair's ratio swings with the scheduler) is then
 * of more pairs, at no cost to the long rows.
 */
#ifndef BENCH_PAIRS
#define BENCH_PAIRS	7
#endif
#define BENCH_PAIRS_MAX	41
#define BENCH_SECONDS	4.0

/* One side of a comparison: a command, its input and output, its status. */
struct side {
	const char	*name;		/* as printed: "pa-solve" */
	char *const	*argv;
	const char	*in;		/* a file written once, or /dev/null */
	const char	*out;		/* /dev/null, or a file to compare */
	int		 want;		/* the exit status it must give */
};

/*
 * What pair() measured: medians in seconds, ratios as B's time over A's,
 * of the wall clock and of the processor time.
 */
struct paired {
	int	 pairs;			/* how many were timed */
	double	 a, b;			/* each side's median time */
	double	 ratio, lo, hi;		/* median, least and most pair ratio */
	double	 a_cpu, b_cpu;		/* each side's median processor time */
	double	 cpu_ratio, cpu_lo, cpu_hi;	/* the same of its ratios */
	long	 a_rss, b_rss;		/* each side's largest peak, in KiB */
};

/* Compare two doubles for qsort(3). */
static inline int
bench_by_value(const void *x, const void *y)
{
	double	 a = *(const double *)x, b = *(const double *)y;

	return a < b ? -1 : a > b;
}

/* The median of n values, which it sorts in place. */
static inline double
bench_median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof(v[0]), bench_by_value);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/* Run one side, which must exit as it wants; its run. */
static inline struct run
bench_side(const struct side *s)
{
	struct run	 r;

	r = run(s->argv, s->in, s->out);
	if (r.status != s->want)
		diag_fatal("%s exited %d, not %d", s->name, r.status,
		    s->want);
	return r;
}

/*
 * Time a and b as a user does, whole processes taking turns: one run of
 * each not counted, then BENCH_PAIRS pairs or more (see BENCH_SECONDS),
 * a first in even pairs and b first in odd ones so neither always meets
 * the other's leftovers; each pair gives the ratio of b's time to a's (how many times faster a is).
 * The pairs ride out a machine whose speed drifts; the median of the
 * ratios, and their least and most, are what to quote.
 */
static inline struct paired
pair(const struct side *a, const struct side *b)
{
	struct paired	 p;
	struct run	 ra, rb;
	double		 ta[BENCH_PAIRS_MAX], tb[BENCH_PAIRS_MAX];
	double		 q[BENCH_PAIRS_MAX], spent = 0;
	double		 ca[BENCH_PAIRS_MAX], cb[BENCH_PAIRS_MAX];
	double		 cq[BENCH_PAIRS_MAX];
	int		 i;

	memset(&p, 0, sizeof(p));
	(void)bench_side(a);
	(void)bench_side(b);
	for (i = 0; i < BENCH_PAIRS_MAX &&
	    (i < BENCH_PAIRS || spent < BENCH_SECONDS); i++) {
		if (i % 2 == 0) {
			ra = bench_side(a);
			rb = bench_side(b);
		} else {
			rb = bench_side(b);
			ra = bench_side(a);
		}
		ta[i] = ra.seconds;
		tb[i] = rb.seconds;
		q[i] = rb.seconds / ra.seconds;
		ca[i] = ra.cpu;
		cb[i] = rb.cpu;
		cq[i] = ra.cpu > 0 ? rb.cpu / ra.cpu : 0;
		spent += ra.seconds + rb.seconds;
		if (ra.maxrss > p.a_rss)
			p.a_rss = ra.maxrss;
		if (rb.maxrss > p.b_rss)
			p.b_rss = rb.maxrss;
	}
	p.pairs = i;
	p.ratio = bench_median(q, i);
	p.lo = q[0];
	p.hi = q[i - 1];
	p.a = bench_median(ta, i);
	p.b = bench_median(tb, i);
	p.cpu_ratio = bench_median(cq, i);
	p.cpu_lo = cq[0];
	p.cpu_hi = cq[i - 1];
	p.a_cpu = bench_median(ca, i);
	p.b_cpu = bench_median(cb, i);
	return p;
}

/*
 * Print a comparison as one line: what, each side's median (per unit, in
 * microseconds, when units is above 0: a round, a game), the median ratio,
 * its spread and the goal (0: the issue sets none).
 */
static inline void
pair_print(const char *what, const struct side *a, const struct side *b,
    const struct paired *p, double units, const char *unit, double goal)
{
	if (units > 0)
		printf("%s: %s %.2f us/%s, %s %.2f us/%s", what, a->name,
		    p->a * 1e6 / units, unit, b->name, p->b * 1e6 / units,
		    unit);
	else
		printf("%s: %s %.4f s, %s %.4f s", what, a->name, p->a,
		    b->name, p->b);
	printf(" (medians of %d pairs); ratio %.2fx (pairs %.2f-%.2f)",
	    p->pairs, p->ratio, p->lo, p->hi);
	if (goal > 0)
		printf(", goal >= %gx: %s\n", goal,
		    p->ratio >= goal ? "met" : "not met");
	else
		printf(" (no goal set)\n");
	fflush(stdout);
}

/* Whether two files hold the same bytes. */
static inline int
same_file(const char *x, const char *y)
{
	FILE	*f, *g;
	int	 c, d;

	if ((f = fopen(x, "r")) == NULL)
		diag_fatal_errno("%s", x);
	if ((g = fopen(y, "r")) == NULL)
		diag_fatal_errno("%s", y);
	do {
		c = getc(f);
		d = getc(g);
	} while (c == d && c != EOF);
	fclose(f);
	fclose(g);
	return c == d;
}

/*
 * Count the lines of a file that begin with prefix, or with a digit (the
 * event lines of a record) if prefix is NULL.
 */
static inline unsigned long
bench_count_lines(const char *path, const char *prefix)
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

/* Read the one number a file holds (pcre2grep -c's count). */
static inline unsigned long
bench_read_count(const char *path)
{
	FILE		*fp;
	unsigned long	 n = 0;

	if ((fp = fopen(path, "r")) == NULL || fscanf(fp, "%lu", &n) != 1)
		diag_fatal("cannot read the count in %s", path);
	fclose(fp);
	return n;
}

/*
 * Write k random games of a game's move generator (PROG --random --seed
 * seed --games k) into path, once, for the runs to read; the seconds it
 * took, which no figure counts.
 */
static inline double
bench_random_games(const char *prog, int seed, int k, const char *path)
{
	char		 games[16], seeds[16];
	char		*argv[] = { (char *)prog, "--random", "--seed", seeds,
			    "--games", games, NULL };
	struct run	 r;

	snprintf(seeds, sizeof(seeds), "%d", seed);
	snprintf(games, sizeof(games), "%d", k);
	if ((r = run(argv, "/dev/null", path)).status != 0)
		diag_fatal("%s exited %d", prog, r.status);
	return r.seconds;
}

/*
 * The largest peak memory, in KiB, of runs runs of argv reading nothing
 * with argv[1] set to arg (a stream to check, or --version), each of
 * which must exit 0.
 */
static inline long
bench_peak(char *argv[], const char *arg, int runs)
{
	struct run	 r;
	long		 peak = 0;
	int		 i;

	argv[1] = (char *)arg;
	for (i = 0; i < runs; i++) {
		r = run(argv, "/dev/null", "/dev/null");
		if (r.status != 0)
			diag_fatal("%s exited %d on %s", argv[0], r.status,
			    arg);
		if (r.maxrss > peak)
			peak = r.maxrss;
	}
	return peak;
}

/*
 * Print the peak memory of argv[0], named what, on a stream of nsmall
 * games and on one of nbig (argv[1] set to each in turn; the most of runs
 * runs of each), its floor (--version) for scale, the growth and the
 * ratio (the goal: flat); note, if not empty, follows.
 */
static inline void
bench_memory_row(const char *what, char *argv[], const char *small,
    int nsmall, const char *big, int nbig, int runs, const char *note)
{
	long	 floor_rss, m_small, m_big;

	floor_rss = bench_peak(argv, "--version", 1);
	m_small = bench_peak(argv, small, runs);
	m_big = bench_peak(argv, big, runs);
	printf("%s peak memory (the most of %d run%s): %ld KiB at %d games, "
	    "%ld KiB at %d games (--version: %ld KiB); growth %+ld KiB, "
	    "ratio %.2f (goal: flat)%s\n", what, runs, runs == 1 ? "" : "s",
	    m_small, nsmall, m_big, nbig, floor_rss, m_big - m_small,
	    (double)m_big / (double)m_small, note);
	fflush(stdout);
}

#endif
