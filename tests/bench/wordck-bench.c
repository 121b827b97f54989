/*
 * wordck-bench.c: wordck against hunspell -l on the same stream, as the
 * issue asks: 2,000,000 words as a batch of game records gives them (a few
 * words a line, common words again and again), 5% of them misspelled.
 *
 * Both programs read the same file and must print the same lines (exit 2
 * if they do not); the bench prints the times, the dictionary load time
 * of each (a run on empty input) and the ratio.  It asserts no timing.
 *
 *	wordck-bench			run the bench
 *	wordck-bench --stream N [SEED]	write a stream of N words and exit
 */
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "diag.h"
#include "numarg.h"
#include "rng.h"

#define NWORDS		2000000
#define SEED		20260101
#define WORDLIST	"/usr/share/dict/american-english"
#define MISSPELT	5	/* in a hundred words */
#define PERLINE		6	/* words a line at most, as in an event */
#define RUNS		3	/* runs of wordck; the best counts */

struct lexicon {
	char	**word;
	size_t	 n;
	double	*cum;		/* Zipf weights, summed */
};

static double
now(void)
{
	struct timespec	 ts;

	if (clock_gettime(CLOCK_MONOTONIC, &ts) == -1)
		diag_fatal_errno("clock_gettime");
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* A number in [0, 1) from 53 random bits. */
static double
uniform(struct rng *r)
{
	return (double)(rng_next(r) >> 11) / 9007199254740992.0;
}

/* The word list, shuffled, with weights 1/rank (Zipf's law). */
static void
load(struct lexicon *lx, struct rng *r)
{
	FILE	*fp;
	char	*line = NULL, *tmp;
	size_t	 cap = 0, cap2 = 0, i, j;
	double	 sum = 0;

	if ((fp = fopen(WORDLIST, "r")) == NULL)
		diag_fatal_errno("%s (apt-get install wamerican)", WORDLIST);
	while (getline(&line, &cap, fp) != -1) {
		line[strcspn(line, "\n")] = '\0';
		if (*line == '\0')
			continue;
		if (lx->n == cap2) {
			cap2 = cap2 ? cap2 * 2 : 65536;
			lx->word = xreallocarray(lx->word, cap2,
			    sizeof(*lx->word));
		}
		lx->word[lx->n++] = xstrdup(line);
	}
	free(line);
	fclose(fp);
	for (i = lx->n - 1; i > 0; i--) {
		j = (size_t)rng_below(r, i + 1);
		tmp = lx->word[i];
		lx->word[i] = lx->word[j];
		lx->word[j] = tmp;
	}
	lx->cum = xreallocarray(NULL, lx->n, sizeof(*lx->cum));
	for (i = 0; i < lx->n; i++)
		lx->cum[i] = sum += 1.0 / (double)(i + 1);
}

static const char *
draw(const struct lexicon *lx, struct rng *r)
{
	double	 x = uniform(r) * lx->cum[lx->n - 1];
	size_t	 lo = 0, hi = lx->n - 1, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (lx->cum[mid] < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lx->word[lo];
}

static int
ascii(const char *s)
{
	for (; *s != '\0'; s++)
		if ((unsigned char)*s >= 0x80)
			return 0;
	return 1;
}

/*
 * A typing error in an ASCII word: a letter changed, lost or added, or two
 * swapped.
 */
static void
misspell(const char *word, char *out, size_t size, struct rng *r)
{
	size_t	 n = strlen(word), at;
	char	 c = (char)('a' + rng_below(r, 26));

	snprintf(out, size, "%s", word);
	n = strlen(out);
	if (n < 2 || n + 2 > size)
		return;
	at = (size_t)rng_below(r, n - 1);
	switch (rng_below(r, 4)) {
	case 0:
		out[at] = c;
		break;
	case 1:
		memmove(out + at, out + at + 1, n - at);
		break;
	case 2:
		memmove(out + at + 1, out + at, n - at + 1);
		out[at] = c;
		break;
	default:
		c = out[at];
		out[at] = out[at + 1];
		out[at + 1] = c;
	}
}

/* Write a stream of n words, a few a line, to fp. */
static void
stream(FILE *fp, size_t n, uint64_t seed)
{
	struct lexicon	 lx = { 0 };
	struct rng	 r;
	char		 bad[256];
	size_t		 i, inline_ = 0, perline = 1;

	rng_seed(&r, seed);
	load(&lx, &r);
	for (i = 0; i < n; i++) {
		const char *w = draw(&lx, &r);

		if (rng_below(&r, 100) < MISSPELT) {
			while (!ascii(w))
				w = draw(&lx, &r);
			misspell(w, bad, sizeof(bad), &r);
			w = bad;
		}
		fputs(w, fp);
		if (++inline_ == perline || i + 1 == n) {
			putc('\n', fp);
			inline_ = 0;
			perline = 1 + (size_t)rng_below(&r, PERLINE);
		} else
			putc(' ', fp);
	}
	for (i = 0; i < lx.n; i++)
		free(lx.word[i]);
	free(lx.word);
	free(lx.cum);
	if (fflush(fp) == EOF || ferror(fp))
		diag_fatal_errno("write error");
}

/* Run argv with in and out as its standard input and output; seconds. */
static double
timed(char *const argv[], const char *in, const char *out)
{
	double	 t0 = now();
	pid_t	 pid;
	int	 st, fd;

	if ((pid = fork()) == -1)
		diag_fatal_errno("fork");
	if (pid == 0) {
		if ((fd = open(in, O_RDONLY)) == -1 || dup2(fd, 0) == -1)
			_exit(127);
		close(fd);
		if ((fd = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644)) == -1 ||
		    dup2(fd, 1) == -1)
			_exit(127);
		close(fd);
		execvp(argv[0], argv);
		_exit(127);
	}
	if (waitpid(pid, &st, 0) == -1)
		diag_fatal_errno("waitpid");
	if (!WIFEXITED(st) || WEXITSTATUS(st) > 1)
		diag_fatal("%s failed (status %d)", argv[0], st);
	return now() - t0;
}

/* The best of runs times. */
static double
best(int runs, char *const argv[], const char *in, const char *out)
{
	double	 t, min = 0;
	int	 i;

	for (i = 0; i < runs; i++) {
		t = timed(argv, in, out);
		if (i == 0 || t < min)
			min = t;
	}
	return min;
}

static int
same_files(const char *a, const char *b, size_t *lines)
{
	FILE	*p, *q;
	int	 c, d, same = 1;

	if ((p = fopen(a, "r")) == NULL || (q = fopen(b, "r")) == NULL)
		diag_fatal_errno("compare");
	*lines = 0;
	do {
		c = getc(p);
		d = getc(q);
		if (c != d)
			same = 0;
		if (c == '\n')
			(*lines)++;
	} while (same && c != EOF);
	fclose(p);
	fclose(q);
	return same;
}

int
main(int argc, char *argv[])
{
	char	 dir[] = "/tmp/wordck-bench.XXXXXX", in[64], out1[64], out2[64];
	char	 wordck[4096], *slash;
	char	*hun[] = { "hunspell", "-d", "en_US", "-l", NULL };
	char	*wck[] = { wordck, "-d", "en_US", NULL };
	double	 th, tw, lh, lw;
	size_t	 lines;
	FILE	*fp;

	diag_init(argv[0]);
	if (argc >= 3 && strcmp(argv[1], "--stream") == 0) {
		stream(stdout, (size_t)numarg_option("stream", argv[2], 1,
		    100000000), argc > 3 ? numarg_option("seed", argv[3], 0,
		    UINT64_MAX) : SEED);
		diag_exit(EXIT_VALID);
	}
	if (argc != 1)
		diag_usage("expected no argument, or --stream N [SEED]");

	/* This is BIN/t/wordck-bench; wordck is BIN/wordck. */
	snprintf(wordck, sizeof(wordck) - 8, "%s", argv[0]);
	if ((slash = strrchr(wordck, '/')) == NULL)
		diag_fatal("run me by my path, as make bench does");
	*slash = '\0';
	if ((slash = strrchr(wordck, '/')) != NULL)
		strcpy(slash, "/wordck");
	else
		strcpy(wordck, "wordck");
	if (access(wordck, X_OK) == -1)
		diag_fatal_errno("%s", wordck);

	if (mkdtemp(dir) == NULL)
		diag_fatal_errno("mkdtemp");
	snprintf(in, sizeof(in), "%s/stream", dir);
	snprintf(out1, sizeof(out1), "%s/hunspell", dir);
	snprintf(out2, sizeof(out2), "%s/wordck", dir);
	if ((fp = fopen(in, "w")) == NULL)
		diag_fatal_errno("%s", in);
	stream(fp, NWORDS, SEED);
	fclose(fp);

	lh = best(RUNS, hun, "/dev/null", out1);
	lw = best(RUNS, wck, "/dev/null", out2);
	th = timed(hun, in, out1);
	tw = best(RUNS, wck, in, out2);
	if (!same_files(out1, out2, &lines)) {
		diag_warn("wordck and hunspell -l disagree: see %s", dir);
		diag_exit(EXIT_TROUBLE);
	}
	unlink(in);
	unlink(out1);
	unlink(out2);
	rmdir(dir);
	printf("wordck -d en_US on %d words (%d%% misspelled; %zu rejected, "
	    "the same lines as hunspell): %.2f s, hunspell -l: %.2f s; "
	    "ratio %.1fx (goal 10x); dictionary load: wordck %.3f s, "
	    "hunspell %.3f s; without it %.1fx\n", NWORDS, MISSPELT, lines,
	    tw, th, th / tw, lw, lh, (th - lh) / (tw - lw));
	diag_exit(EXIT_VALID);
}
