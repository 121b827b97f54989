/*
 * bench.h: a program run as make bench measures it: a whole process, its
 * input and output redirected, its wall time, its peak memory (the
 * child's maximum resident set, from wait4(2)) and its exit status.  A
 * bench includes it once, after defining _DEFAULT_SOURCE (for wait4) and
 * including <sys/resource.h>, <sys/wait.h>, <fcntl.h>, <string.h>,
 * <time.h>, <unistd.h> and "diag.h".
 */
#ifndef REFKIT_BENCH_H
#define REFKIT_BENCH_H

/* What a run of a program gave. */
struct run {
	double	 seconds;	/* wall clock */
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

/* Run argv reading in and writing out; its time, memory and status. */
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

#endif
