/*
 * pa-bench.c: pa-solve against a plain brute force in C (t/pa-brute, the
 * same output), as a user times them: whole processes on the same files,
 * taking turns (bench.h's pair()).  The rows the Pattern Assembly issue
 * asks for:
 *
 *	- the default listing on 20,000 rounds: 20 matches of 1,000 rounds
 *	  on 26x20 grids with 6-cell shapes (pa-gen --seed 1 to 20; goal 20x);
 *	- pa-solve --count on the same (goal 40x);
 *	- 10 small matches as pa-gen draws them by default, 6x6 grids, 20
 *	  rounds each (seeds 1 to 10; goal 1x: the start-up counts).
 *
 * The matches are written once to files; the outputs must be the same
 * bytes (exit 2 if not), then the pairs are timed.  It asserts no timing:
 * machines differ, and a busy one shows in the spread.
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

#include "bench.h"

#define BIG_MATCHES	20
#define BIG_ROUNDS	1000
#define SMALL_MATCHES	10

/* Append the matches pa-gen draws for seeds 1 to n, with args, to path. */
static void
write_matches(const char *pagen, const char *path, const char *tmp, int n,
    const char *rows, const char *cols, const char *sizes,
    const char *rounds)
{
	char	 seed[16];
	char	*argv[] = { (char *)pagen, "--seed", seed, "--rows",
		    (char *)rows, "--cols", (char *)cols, "--sizes",
		    (char *)sizes, "--rounds", (char *)rounds, NULL };
	FILE	*out, *in;
	int	 i, c;

	if ((out = fopen(path, "w")) == NULL)
		diag_fatal_errno("%s", path);
	for (i = 1; i <= n; i++) {
		snprintf(seed, sizeof(seed), "%d", i);
		if (run(argv, "/dev/null", tmp).status != 0)
			diag_fatal("pa-gen --seed %d failed", i);
		if ((in = fopen(tmp, "r")) == NULL)
			diag_fatal_errno("%s", tmp);
		while ((c = getc(in)) != EOF)
			putc(c, out);
		fclose(in);
	}
	if (fclose(out) == EOF)
		diag_fatal_errno("%s", path);
	unlink(tmp);
}

/*
 * Check that pa-solve and the brute force print the same bytes on the
 * file, with or without --count, then time them in pairs and print the
 * row.
 */
static void
row(const char *what, const char *solve, const char *brute, const char *in,
    const char *dir, int count, double rounds, double goal)
{
	char	 out1[128], out2[128];
	char	*sargv[] = { (char *)solve, (char *)in, NULL, NULL };
	char	*bargv[] = { (char *)brute, (char *)in, NULL, NULL };
	struct side	 a = { "pa-solve", sargv, "/dev/null", out1, 0 };
	struct side	 b = { "brute force", bargv, "/dev/null", out2, 0 };
	struct paired	 p;

	if (count) {
		sargv[1] = bargv[1] = "--count";
		sargv[2] = bargv[2] = (char *)in;
	}
	snprintf(out1, sizeof(out1), "%s/pa-solve.out", dir);
	snprintf(out2, sizeof(out2), "%s/brute.out", dir);
	(void)bench_side(&a);
	(void)bench_side(&b);
	if (!same_file(out1, out2)) {
		diag_warn("%s: pa-solve and the brute force differ: see %s",
		    what, dir);
		diag_exit(EXIT_TROUBLE);
	}
	unlink(out1);
	unlink(out2);
	a.out = b.out = "/dev/null";
	p = pair(&a, &b);
	pair_print(what, &a, &b, &p, rounds, "round", goal);
}

int
main(int argc, char *argv[])
{
	char	 dir[] = "/tmp/pa-bench.XXXXXX", bindir[4096];
	char	 solve[4200], brute[4200], pagen[4200];
	char	 big[64], small[64], tmp[64];

	diag_init(argv[0]);
	if (argc != 1)
		diag_usage("expected no argument");
	bench_bindir(argv[0], bindir, sizeof(bindir));
	snprintf(solve, sizeof(solve), "%s/pa-solve", bindir);
	snprintf(pagen, sizeof(pagen), "%s/pa-gen", bindir);
	snprintf(brute, sizeof(brute), "%s/t/pa-brute", bindir);
	if (access(solve, X_OK) == -1 || access(pagen, X_OK) == -1 ||
	    access(brute, X_OK) == -1)
		diag_fatal_errno("%s, %s or %s", solve, pagen, brute);

	if (mkdtemp(dir) == NULL)
		diag_fatal_errno("mkdtemp");
	snprintf(big, sizeof(big), "%s/big.rec", dir);
	snprintf(small, sizeof(small), "%s/small.rec", dir);
	snprintf(tmp, sizeof(tmp), "%s/match.rec", dir);
	write_matches(pagen, big, tmp, BIG_MATCHES, "26", "20", "6", "1000");
	write_matches(pagen, small, tmp, SMALL_MATCHES, "6", "6", "3,4,5,6",
	    "20");

	row("pa-solve, 26x20 grids, 6-cell shapes, 20000 rounds", solve,
	    brute, big, dir, 0, BIG_MATCHES * BIG_ROUNDS, 20);
	row("pa-solve --count, the same rounds", solve, brute, big, dir, 1,
	    BIG_MATCHES * BIG_ROUNDS, 40);
	row("pa-solve, 10 small 6x6 matches", solve, brute, small, dir, 0,
	    0, 1);

	unlink(big);
	unlink(small);
	rmdir(dir);
	diag_exit(EXIT_VALID);
}
