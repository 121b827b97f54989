/*
 * mem-bench.c: peak memory and time of whole programs as their input
 * grows tenfold, as issue 8 asks: pa-solve, pa-score and nw-check on one
 * game of 10^4, 10^5 and 10^6 events, and pa-gen on a 26x20 grid with
 * 10-cell shapes.
 *
 * The inputs are written once, to files.  A Pattern Assembly match has a
 * 6x6 grid, 20 rounds of one question each and, for the rest of its
 * events, answers spread over the rounds, the two players by turns, all
 * with the wrong contents.  A Netzwerk game has each player move a robot
 * forward, then sideways to and fro, forever legal and never over.  Each
 * program runs RUNS times on each: the best time counts, and the most
 * memory (the child's maximum resident set, from wait4(2)).  Per event,
 * time should stay flat (linear in the input) and memory flat or falling
 * (proportional, or bounded).  The bench checks each exit status and
 * asserts no timing: machines differ.
 */
#define _DEFAULT_SOURCE	/* wait4(2) */

#include <sys/resource.h>
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "diag.h"

#include "bench.h"

#define RUNS		3
#define NSIZES		3
#define ROUNDS		20	/* of a Pattern Assembly match */

static const long	 sizes[NSIZES] = { 10000, 100000, 1000000 };

static const char *const pa_grid[] = {
	"X X O X + X", "O O X + O X", "+ O X X O +",
	"X + O + O +", "O X O + + O", "+ + X + O X"
};

/* What a program made of the inputs of each size. */
struct row {
	const char	*prog;
	double		 seconds[NSIZES];	/* the best run */
	long		 maxrss[NSIZES];	/* the most, in KiB */
};

/* Open path for writing, or exit. */
static FILE *
create(const char *path)
{
	FILE	*fp;

	if ((fp = fopen(path, "w")) == NULL)
		diag_fatal_errno("%s", path);
	return fp;
}

/* Close fp, which wrote path, or exit. */
static void
finish(FILE *fp, const char *path)
{
	if (fclose(fp) == EOF)
		diag_fatal_errno("%s", path);
}

/* Write a Pattern Assembly match of the given number of events to path. */
static void
write_pa(const char *path, long events)
{
	FILE	*fp = create(path);
	long	 answers, per, i, k, t;
	int	 r;

	fprintf(fp, "[Game \"pattern-assembly\"]\n[Variant \"standard\"]\n"
	    "[Players \"ann bob\"]\n[Rounds \"%d\"]\n", ROUNDS);
	for (r = 0; r < 6; r++)
		fprintf(fp, "0 host grid %s\n", pa_grid[r]);
	for (r = 1; r <= ROUNDS; r++)
		fprintf(fp, "%d host ask A1-A2-B1 OXX\n", r);
	answers = events - 6 - ROUNDS;
	per = answers / ROUNDS;
	for (i = 0; i < answers; i++) {
		r = (int)(i / per) + 1;
		if (r > ROUNDS)
			r = ROUNDS;
		k = i - (long)(r - 1) * per;
		t = k * 180 / per;
		/* B1-B2-C2 holds O O O: the wrong contents. */
		fprintf(fp, "%d %s answer %ld:%02ld B1-B2-C2\n", r,
		    k % 2 ? "bob" : "ann", t / 60, t % 60);
	}
	finish(fp, path);
}

/*
 * Write a Netzwerk game of the given number of events to path: a robot of
 * each side steps forward, then sideways and back, a battery beside it.
 */
static void
write_nw(const char *path, long events)
{
	FILE	*fp = create(path);
	long	 i;

	fprintf(fp, "[Game \"netzwerk\"]\n[Players \"ann bob\"]\n"
	    "1 ann move a1-a2\n1 bob move a6-a5\n");
	for (i = 1; i < events / 2; i++)
		fprintf(fp, i % 2 ? "%ld ann move a2-b2\n%ld bob move a5-b5\n" :
		    "%ld ann move b2-a2\n%ld bob move b5-a5\n", i + 1, i + 1);
	finish(fp, path);
}

/* The size of a file in KiB. */
static long
file_kib(const char *path)
{
	struct stat	 st;

	if (stat(path, &st) == -1)
		diag_fatal_errno("%s", path);
	return (long)(st.st_size / 1024);
}

/*
 * Run the program (argv[1] is to be the input) on each size's input
 * RUNS times, keeping the best time and the most memory in row; each run
 * must exit 0.
 */
static void
measure(struct row *row, char *argv[], char inputs[NSIZES][64])
{
	struct run	 r;
	int		 s, i;

	for (s = 0; s < NSIZES; s++) {
		argv[1] = inputs[s];
		row->maxrss[s] = 0;
		for (i = 0; i < RUNS; i++) {
			r = run(argv, "/dev/null", "/dev/null");
			if (r.status != 0)
				diag_fatal("%s %s exited %d, not 0", row->prog,
				    inputs[s], r.status);
			if (i == 0 || r.seconds < row->seconds[s])
				row->seconds[s] = r.seconds;
			if (r.maxrss > row->maxrss[s])
				row->maxrss[s] = r.maxrss;
		}
	}
}

/* Print a program's figures: time and memory per size, and per event. */
static void
print_row(const struct row *row)
{
	int	 s;

	printf("%-9s", row->prog);
	for (s = 0; s < NSIZES; s++)
		printf("  %7.3f s %7ld KiB", row->seconds[s], row->maxrss[s]);
	printf("\n%-9s", "");
	for (s = 0; s < NSIZES; s++)
		printf("  %5.2f us/ev %4.0f B/ev", row->seconds[s] * 1e6 /
		    (double)sizes[s], (double)row->maxrss[s] * 1024 /
		    (double)sizes[s]);
	printf("\n");
}

int
main(int argc, char *argv[])
{
	char		 dir[] = "/tmp/mem-bench.XXXXXX", bindir[4096];
	char		 prog[3][4200], gen[4200];
	char		 pa[NSIZES][64], nw[NSIZES][64];
	char		*args[3] = { NULL, NULL, NULL };
	char		*gen_argv[] = { gen, "--seed", "1", "--rows", "26",
			    "--cols", "20", "--sizes", "10", "--rounds", "1",
			    NULL };
	static const char *const names[3] = { "pa-solve", "pa-score",
			    "nw-check" };
	struct row	 rows[3];
	struct run	 r, best;
	int		 s, p, i;

	diag_init(argv[0]);
	if (argc != 1)
		diag_usage("expected no argument");
	bench_bindir(argv[0], bindir, sizeof(bindir));
	for (p = 0; p < 3; p++) {
		snprintf(prog[p], sizeof(prog[p]), "%s/%s", bindir, names[p]);
		if (access(prog[p], X_OK) == -1)
			diag_fatal_errno("%s", prog[p]);
	}
	snprintf(gen, sizeof(gen), "%s/pa-gen", bindir);

	if (mkdtemp(dir) == NULL)
		diag_fatal_errno("mkdtemp");
	for (s = 0; s < NSIZES; s++) {
		snprintf(pa[s], sizeof(pa[s]), "%s/pa-%ld.rec", dir, sizes[s]);
		snprintf(nw[s], sizeof(nw[s]), "%s/nw-%ld.rec", dir, sizes[s]);
		write_pa(pa[s], sizes[s]);
		write_nw(nw[s], sizes[s]);
	}
	printf("memory and time as the record grows (best time and most memory "
	    "of %d runs of the whole program; inputs of", RUNS);
	for (s = 0; s < NSIZES; s++)
		printf(" %ld/%ld KiB", file_kib(pa[s]), file_kib(nw[s]));
	printf(" for Pattern Assembly/Netzwerk)\n%-9s", "events");
	for (s = 0; s < NSIZES; s++)
		printf("  %23ld", sizes[s]);
	printf("\n");
	for (p = 0; p < 3; p++) {
		rows[p].prog = names[p];
		args[0] = prog[p];
		measure(&rows[p], args, p < 2 ? pa : nw);
		print_row(&rows[p]);
	}
	printf("(goal: time per event flat, memory per event flat or "
	    "falling)\n");

	for (i = 0; i < RUNS; i++) {
		r = run(gen_argv, "/dev/null", "/dev/null");
		if (r.status != 0)
			diag_fatal("pa-gen exited %d, not 0", r.status);
		if (i == 0 || r.seconds < best.seconds)
			best.seconds = r.seconds;
		if (i == 0 || r.maxrss > best.maxrss)
			best.maxrss = r.maxrss;
	}
	printf("pa-gen --seed 1 --rows 26 --cols 20 --sizes 10 --rounds 1: "
	    "%.3f s, %ld KiB (goal: bounded by what it keeps)\n",
	    best.seconds, best.maxrss);

	for (s = 0; s < NSIZES; s++) {
		unlink(pa[s]);
		unlink(nw[s]);
	}
	rmdir(dir);
	diag_exit(EXIT_VALID);
}
