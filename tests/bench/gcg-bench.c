/*
 * gcg-bench.c: the figure the GCG issue asks of make bench: plays checked
 * per second by gcg-check over the whole folder of real records
 * (fixtures/gcg/real/, 191 files), against the time pcre2grep -c takes
 * to match every move line (every line that begins with '>') of the same
 * files.  Both are whole processes given every file, taking turns in
 * pairs (bench.h's pair()); the median of the pair ratios and their
 * spread are what to quote.  The issue sets no goal for it.
 *
 * The bench checks that gcg-check exited 2, as the folder holds
 * malformed records, and that pcre2grep matched every line beginning
 * with '>' but the few that are no move (MAGPIE's no_matching_token.gcg
 * has one: a word without its square); it exits 2 if not.  The plays are
 * counted by replaying the files in this process.  It asserts no timing:
 * machines differ.
 */
#define _DEFAULT_SOURCE	/* wait4(2) */

#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <fcntl.h>
#include <glob.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "diag.h"
#include "verdict.h"
#include "gcg/replay.h"

#include "bench.h"

#define FOLDER	"fixtures/gcg/real/*/*.gcg"
#define NOT_MOVES	1	/* lines of the folder that begin with '>'
				   but are no move */

/* A move line, as the format's rules give its forms (gcg-check(1)). */
#define MOVE_LINE \
	"^>[^:]+: *[^ ]* *(([0-9]+[A-Oa-o]|[A-Oa-o][0-9]+) +[^ ]+|-[^ ]*|" \
	"\\([^)]*\\)) +[-+][0-9]+ +-?[0-9]+"

/* Read a whole file into *buf (the caller frees it); its length. */
static size_t
slurp(const char *path, char **buf)
{
	FILE	*fp;
	size_t	 cap = 1 << 16, n = 0, k;

	if ((fp = fopen(path, "rb")) == NULL)
		diag_fatal_errno("%s", path);
	*buf = xmalloc(cap);
	while ((k = fread(*buf + n, 1, cap - n, fp)) > 0)
		if ((n += k) == cap)
			*buf = xreallocarray(*buf, cap *= 2, 1);
	fclose(fp);
	return n;
}

/* The plays every file of the folder holds that gcg-check checks. */
static unsigned long
count_plays(char **files, size_t n)
{
	struct gcg_game	 g;
	struct verdict	 v;
	unsigned long	 plays = 0;
	size_t		 i, len;
	char		*buf;

	for (i = 0; i < n; i++) {
		len = slurp(files[i], &buf);
		(void)gcg_replay(&g, files[i], buf, len, NULL, &v);
		plays += g.plays;
		gcg_game_free(&g);
		free(buf);
	}
	return plays;
}

/* The sum of the counts pcre2grep -c wrote, "file:count" a line. */
static unsigned long
sum_counts(const char *path)
{
	FILE		*fp;
	char		*line = NULL, *colon;
	size_t		 cap = 0;
	unsigned long	 n = 0;

	if ((fp = fopen(path, "r")) == NULL)
		diag_fatal_errno("%s", path);
	while (getline(&line, &cap, fp) != -1)
		if ((colon = strrchr(line, ':')) != NULL)
			n += strtoul(colon + 1, NULL, 10);
	free(line);
	fclose(fp);
	return n;
}

int
main(int argc, char *argv[])
{
	glob_t		 gl;
	char		 bindir[4096], gcgcheck[4200], counts[64], dir[] =
			    "/tmp/gcg-bench.XXXXXX", what[256];
	char		**check_argv, **grep_argv;
	unsigned long	 plays, lines = 0, matched;
	struct paired	 p;
	struct run	 r;
	size_t		 i;

	(void)argc;
	diag_init(argv[0]);
	bench_bindir(argv[0], bindir, sizeof(bindir));
	snprintf(gcgcheck, sizeof(gcgcheck), "%s/gcg-check", bindir);
	if (glob(FOLDER, 0, NULL, &gl) != 0 || gl.gl_pathc == 0)
		diag_fatal("no records in %s: run me from the top of the "
		    "tree", FOLDER);
	if (mkdtemp(dir) == NULL)
		diag_fatal_errno("mkdtemp");
	snprintf(counts, sizeof(counts), "%s/counts", dir);
	check_argv = xreallocarray(NULL, gl.gl_pathc + 3, sizeof(char *));
	grep_argv = xreallocarray(NULL, gl.gl_pathc + 4, sizeof(char *));
	check_argv[0] = gcgcheck;
	check_argv[1] = "--quiet";
	grep_argv[0] = "pcre2grep";
	grep_argv[1] = "-c";
	grep_argv[2] = MOVE_LINE;
	for (i = 0; i < gl.gl_pathc; i++) {
		check_argv[i + 2] = gl.gl_pathv[i];
		grep_argv[i + 3] = gl.gl_pathv[i];
		lines += bench_count_lines(gl.gl_pathv[i], ">");
	}
	check_argv[gl.gl_pathc + 2] = NULL;
	grep_argv[gl.gl_pathc + 3] = NULL;

	plays = count_plays(gl.gl_pathv, gl.gl_pathc);
	r = run(grep_argv, "/dev/null", counts);
	if ((matched = sum_counts(counts)) + NOT_MOVES < lines)
		diag_fatal("pcre2grep matched %lu of the %lu event lines",
		    matched, lines);
	printf("folder: %zu records, %lu event lines, %lu of them moves "
	    "(pcre2grep -c), %lu plays gcg-check checks (up to the first "
	    "fault of each)\n", gl.gl_pathc, lines, matched, plays);
	{
		struct side	 a = { "gcg-check", check_argv, "/dev/null",
				    "/dev/null", 2 };
		struct side	 b = { "pcre2grep -c", grep_argv, "/dev/null",
				    counts, r.status };

		p = pair(&a, &b);
		snprintf(what, sizeof(what), "gcg-check over the folder "
		    "(%.0f plays/s) against pcre2grep -c over its move lines",
		    (double)plays / p.a);
		pair_print(what, &a, &b, &p, 0, NULL, 0);
	}
	printf("gcg-check peak memory over the folder: %ld KiB\n", p.a_rss);
	unlink(counts);
	rmdir(dir);
	free(check_argv);
	free(grep_argv);
	globfree(&gl);
	return 0;
}
