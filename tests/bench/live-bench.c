/*
 * live-bench.c: the figure the live referee's issue asks of make bench:
 * for each game's checker run with --live, the time from a line's arrival
 * to its answer, over a session of 10,000 events or more (random games of
 * the game's own generator, one after another, as a club night's games
 * would come), its median and 99th percentile against the goal of 1 ms
 * each.
 *
 * The bench is the referee's other end: it writes one line into the
 * checker's standard input, a pipe, and reads from its standard output
 * until the line's answer (with --json, one object a line, and an object
 * with "answer":"end" where a game ends) before it writes the next.  The
 * time counted is the write and the read: the checker's work on the line
 * and the two pipes' hand-over, as a program that drives the referee sees
 * it.  The bench checks that every line was accepted (the checker exits
 * 0) and asserts no timing: machines differ.
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

#define EVENTS		10000	/* events in a session, at least */
#define GOAL_MS		1.0

/* A game: its checker, and a shell command that writes a session. */
struct game {
	const char	*checker;
	const char	*session;	/* %s: the programs' directory */
};

static const struct game games[] = {
	{ "nw-check", "%s/nw-moves --random --seed 1 --games 150" },
	{ "cw-check", "%s/cw-moves --random --seed 1 --games 450" },
	{ "nm-check", "%s/nm-moves --random --seed 1 --games 50" },
	{ "ag-check", "%s/ag-moves --random --seed 1 --games 160" },
	/*
	 * A Pattern Assembly match has no random players: ten matches of
	 * 500 rounds, each question answered right by ann at 0:10, with
	 * the first answer pa-solve gives, then both showdowns: ann's the
	 * grid as it is, bob's with each row's last picture left out.
	 */
	{ "pa-score", "for s in 1 2 3 4 5 6 7 8 9 10; do "
	    "%1$s/pa-gen --seed $s --rounds 500 | "
	    "sed '1a [Players \"ann bob\"]' >\"$T\"; cat \"$T\"; "
	    "%1$s/pa-solve \"$T\" | awk -F': ' '/^round / { "
	    "split($1, w, \" \"); if (!(w[2] in seen)) { seen[w[2]] = 1; "
	    "print w[2] \" ann answer 0:10 \" $2 } }'; "
	    "grep '^0 host grid' \"$T\" | sed 's/^0 host grid/501 ann showdown/'; "
	    "grep '^0 host grid' \"$T\" | "
	    "sed 's/^0 host grid/501 bob showdown/; s/ [OX+]$/ ./'; done" },
};

/* Seconds of the monotonic clock. */
static double
now(void)
{
	struct timespec	 t;

	if (clock_gettime(CLOCK_MONOTONIC, &t) == -1)
		diag_fatal_errno("clock_gettime");
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Write the game's session into path; returns its event lines. */
static long
write_session(const struct game *g, const char *bindir, const char *path)
{
	char	 cmd[2048], line[4096];
	FILE	*in, *out;
	long	 events = 0;

	snprintf(cmd, sizeof(cmd), g->session, bindir);
	setenv("T", "/tmp/refkit-live-bench.match", 1);
	if ((in = popen(cmd, "r")) == NULL)
		diag_fatal_errno("%s", cmd);
	if ((out = fopen(path, "w")) == NULL)
		diag_fatal_errno("%s", path);
	while (fgets(line, sizeof(line), in) != NULL) {
		fputs(line, out);
		if (line[0] >= '0' && line[0] <= '9')
			events++;
	}
	if (pclose(in) != 0 || fclose(out) != 0)
		diag_fatal("%s failed", cmd);
	unlink("/tmp/refkit-live-bench.match");
	return events;
}

/*
 * Run the checker live on the session, a line at a time; each line's
 * latency, in ms, into lat (of the session's lines); returns how many.
 */
static size_t
drive(const char *checker, const char *session, double *lat, size_t max)
{
	char	*argv[] = { (char *)checker, "--live", "--json", NULL };
	char	*line = NULL, *answer = NULL;
	size_t	 n = 0, cap = 0, acap = 0;
	int	 to[2], from[2], st;
	FILE	*in, *w, *r;
	pid_t	 pid;
	double	 t0;

	if (pipe(to) == -1 || pipe(from) == -1)
		diag_fatal_errno("pipe");
	if ((pid = fork()) == -1)
		diag_fatal_errno("fork");
	if (pid == 0) {
		dup2(to[0], 0);
		dup2(from[1], 1);
		redirect("/dev/null", O_WRONLY, 2);
		close(to[1]);
		close(from[0]);
		execvp(argv[0], argv);
		_exit(127);
	}
	close(to[0]);
	close(from[1]);
	if ((in = fopen(session, "r")) == NULL ||
	    (w = fdopen(to[1], "w")) == NULL || (r = fdopen(from[0], "r")) ==
	    NULL)
		diag_fatal_errno("%s", session);
	while (getline(&line, &cap, in) != -1 && n < max) {
		t0 = now();
		fputs(line, w);
		fflush(w);
		do {
			if (getline(&answer, &acap, r) == -1)
				diag_fatal("%s ended before answering %s",
				    checker, line);
		} while (strstr(answer, "\"answer\":\"end\"") != NULL);
		lat[n++] = (now() - t0) * 1000;
	}
	fclose(w);
	while (getline(&answer, &acap, r) != -1)
		continue;
	fclose(r);
	fclose(in);
	free(line);
	free(answer);
	if (waitpid(pid, &st, 0) == -1)
		diag_fatal_errno("waitpid");
	if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
		diag_fatal("%s --live refused a line of its own generator's "
		    "games (exit %d)", checker, WIFEXITED(st) ?
		    WEXITSTATUS(st) : -1);
	return n;
}

int
main(int argc, char *argv[])
{
	char	 bindir[1024], prog[1200], session[] = "/tmp/refkit-live.XXXXXX";
	double	*lat, median, p99;
	size_t	 i, n, lines;
	long	 events;
	int	 fd, all_met = 1;

	(void)argc;
	diag_init(argv[0]);
	bench_bindir(argv[0], bindir, sizeof(bindir));
	if ((fd = mkstemp(session)) == -1)
		diag_fatal_errno("mkstemp");
	close(fd);
	printf("live referee: time from a line's arrival to its answer "
	    "(--live --json, through pipes), goal under %.0f ms\n", GOAL_MS);
	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++) {
		events = write_session(&games[i], bindir, session);
		lines = (size_t)bench_count_lines(session, "");
		lat = calloc(lines + 1, sizeof(*lat));
		if (lat == NULL)
			diag_fatal_errno("calloc");
		snprintf(prog, sizeof(prog), "%s/%s", bindir,
		    games[i].checker);
		n = drive(prog, session, lat, lines);
		qsort(lat, n, sizeof(*lat), bench_by_value);
		median = lat[n / 2];
		p99 = lat[(n * 99) / 100];
		printf("  %-9s %6ld events, %6zu lines: median %.3f ms, 99th "
		    "percentile %.3f ms, most %.3f ms: %s\n", games[i].checker,
		    events, n, median, p99, lat[n - 1],
		    median < GOAL_MS && p99 < GOAL_MS ? "met" : "NOT MET");
		if (!(median < GOAL_MS && p99 < GOAL_MS))
			all_met = 0;
		if (events < EVENTS)
			printf("  (%s: a session shorter than %d events)\n",
			    games[i].checker, EVENTS);
		free(lat);
	}
	unlink(session);
	printf("  every game: %s\n", all_met ? "met" : "not met");
	return 0;
}
