/*
 * wordck-bench.c: wordck against hunspell -l, as a user times them (whole
 * processes on the same file, taking turns: bench.h's pair()), on the
 * inputs the issue names:
 *
 *	- 2,000,000 distinct words, a few a line: wamerican's words as
 *	  written, Capitalized, in CAPITALS or misspelled, each once (goal
 *	  10x, and wordck within 64 MiB);
 *	- 2,000,000 words as a batch of game records gives them, common
 *	  words again and again (Zipf), 5% of them misspelled;
 *	- real text: licences and man pages, 20 times over (keep the
 *	  ratio).
 *
 * Both programs read the same file and must print the same lines (exit 2
 * if they do not).  It asserts no timing: machines differ.
 *
 *	wordck-bench			run the bench
 *	wordck-bench --stream N [SEED]	write a stream of N words and exit
 *	wordck-bench --distinct N [SEED]	N distinct words, likewise
 */
#define _DEFAULT_SOURCE	/* wait4(2) */

#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "diag.h"
#include "numarg.h"
#include "rng.h"

#include "bench.h"

#define NWORDS		2000000
#define SEED		20260101
#define WORDLIST	"/usr/share/dict/american-english"
#define MISSPELT	5	/* in a hundred words */
#define PERLINE		6	/* words a line at most, as in an event */
#define REAL_TIMES	20	/* copies of the real text */

struct lexicon {
	char	**word;
	size_t	 n;
	double	*cum;		/* Zipf weights, summed */
};

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

/* FNV-1a of a string, for the set of words already written. */
static uint64_t
fnv(const char *s)
{
	uint64_t	 h = UINT64_C(14695981039346656037);

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * UINT64_C(1099511628211);
	return h;
}

/*
 * Write n distinct words, a few a line, to fp: words of the list drawn
 * uniformly, each as written, Capitalized, in CAPITALS or with a typing
 * error (one in four each), and each only the first time it comes: the
 * list's forms run out first, so most later words are misspellings.
 */
static void
distinct(FILE *fp, size_t n, uint64_t seed)
{
	struct lexicon	 lx = { 0 };
	struct rng	 r;
	char		 buf[256], **set, *p;
	size_t		 i, j, cap, inline_ = 0, perline = 1;

	rng_seed(&r, seed);
	load(&lx, &r);
	for (cap = 1024; cap < 2 * n; cap *= 2)
		;
	set = xcalloc(cap, sizeof(*set));
	for (i = 0; i < n; ) {
		const char *w = lx.word[rng_below(&r, lx.n)];

		snprintf(buf, sizeof(buf), "%s", w);
		switch (rng_below(&r, 4)) {
		case 0:
			break;
		case 1:
			if (buf[0] >= 'a' && buf[0] <= 'z')
				buf[0] = (char)(buf[0] - 'a' + 'A');
			break;
		case 2:
			for (p = buf; *p != '\0'; p++)
				if (*p >= 'a' && *p <= 'z')
					*p = (char)(*p - 'a' + 'A');
			break;
		default:
			if (!ascii(w))
				continue;
			misspell(w, buf, sizeof(buf), &r);
		}
		for (j = fnv(buf) & (cap - 1); set[j] != NULL &&
		    strcmp(set[j], buf) != 0; j = (j + 1) & (cap - 1))
			;
		if (set[j] != NULL)
			continue;
		set[j] = xstrdup(buf);
		fputs(buf, fp);
		i++;
		if (++inline_ == perline || i == n) {
			putc('\n', fp);
			inline_ = 0;
			perline = 1 + (size_t)rng_below(&r, PERLINE);
		} else
			putc(' ', fp);
	}
	for (i = 0; i < cap; i++)
		free(set[i]);
	free(set);
	for (i = 0; i < lx.n; i++)
		free(lx.word[i]);
	free(lx.word);
	free(lx.cum);
	if (fflush(fp) == EOF || ferror(fp))
		diag_fatal_errno("write error");
}

/*
 * Append the text of the file at path to fp, but its control characters
 * (the licences' form feeds), which wordck refuses as every refkit reader
 * does (refkit(7)) and hunspell takes for spaces.
 */
static void
append(FILE *fp, const char *path)
{
	FILE	*in;
	int	 c;

	if ((in = fopen(path, "r")) == NULL)
		diag_fatal_errno("%s", path);
	while ((c = getc(in)) != EOF)
		if (c >= 0x20 || c == '\n' || c == '\t')
			putc(c, fp);
	fclose(in);
}

/*
 * Write the file path with real text: licences and man pages, REAL_TIMES
 * over, as a batch of documents repeats its words.
 */
static void
write_text(const char *path)
{
	static const char *const text[] = {
		"/usr/share/common-licenses/Apache-2.0",
		"/usr/share/common-licenses/Artistic",
		"/usr/share/common-licenses/GFDL-1.3",
		"/usr/share/common-licenses/GPL-2",
		"/usr/share/common-licenses/GPL-3",
		"/usr/share/common-licenses/LGPL-2.1",
		"/usr/share/common-licenses/MPL-2.0",
		"man/nw-check.1", "man/pa-score.1", "man/refkit.7",
		"man/wordck.1", NULL
	};
	FILE	*fp;
	size_t	 i;
	int	 k;

	if ((fp = fopen(path, "w")) == NULL)
		diag_fatal_errno("%s", path);
	for (k = 0; k < REAL_TIMES; k++)
		for (i = 0; text[i] != NULL; i++)
			append(fp, text[i]);
	if (fclose(fp) == EOF)
		diag_fatal_errno("%s", path);
}

/*
 * Write the file path with n words of the given mode (--stream or
 * --distinct), in a child: the bench stays small, and so do the peaks of
 * the programs it forks (bench.h).
 */
static void
write_words(const char *self, const char *path, const char *mode, size_t n)
{
	char	 count[32];
	char	*argv[] = { (char *)self, (char *)mode, count, NULL };

	snprintf(count, sizeof(count), "%zu", n);
	if (run(argv, "/dev/null", path).status != 0)
		diag_fatal("%s %s %s failed", self, mode, count);
}

/* The lines of a file. */
static size_t
count_lines(const char *path)
{
	FILE	*fp;
	size_t	 n = 0;
	int	 c;

	if ((fp = fopen(path, "r")) == NULL)
		diag_fatal_errno("%s", path);
	while ((c = getc(fp)) != EOF)
		n += c == '\n';
	fclose(fp);
	return n;
}

/*
 * One row: check that wordck prints what hunspell -l prints on the file
 * in, then time them in pairs; print the times, the ratio, wordck's peak
 * memory against its bound (if any) and how many words were rejected.
 */
static void
row(const char *what, char *wck[], char *hun[], const char *in,
    const char *dir, double goal, long max_kib)
{
	char		 out1[128], out2[128];
	struct side	 a = { "wordck", wck, in, out1, 1 };
	struct side	 b = { "hunspell -l", hun, in, out2, 0 };
	struct paired	 p;
	size_t		 lines;

	snprintf(out1, sizeof(out1), "%s/wordck.out", dir);
	snprintf(out2, sizeof(out2), "%s/hunspell.out", dir);
	(void)bench_side(&a);
	(void)bench_side(&b);
	if (!same_file(out1, out2)) {
		diag_warn("%s: wordck and hunspell -l disagree: see %s", what,
		    dir);
		diag_exit(EXIT_TROUBLE);
	}
	lines = count_lines(out1);
	unlink(out1);
	unlink(out2);
	a.out = b.out = "/dev/null";
	p = pair(&a, &b);
	pair_print(what, &a, &b, &p, 0, NULL, goal);
	printf("  the same %zu rejected words; peak memory: wordck %.1f MiB, "
	    "hunspell %.1f MiB", lines, p.a_rss / 1024.0, p.b_rss / 1024.0);
	if (max_kib > 0)
		printf(", goal <= %ld MiB: %s", max_kib / 1024,
		    p.a_rss <= max_kib ? "met" : "not met");
	printf("\n");
	fflush(stdout);
}

int
main(int argc, char *argv[])
{
	char	 dir[] = "/tmp/wordck-bench.XXXXXX", in[64], bindir[4096];
	char	 wordck[4200];
	char	*hun[] = { "hunspell", "-d", "en_US", "-l", NULL };
	char	*wck[] = { wordck, "-d", "en_US", NULL };

	diag_init(argv[0]);
	if (argc >= 3 && strcmp(argv[1], "--stream") == 0) {
		stream(stdout, (size_t)numarg_option("stream", argv[2], 1,
		    100000000), argc > 3 ? numarg_option("seed", argv[3], 0,
		    UINT64_MAX) : SEED);
		diag_exit(EXIT_VALID);
	}
	if (argc >= 3 && strcmp(argv[1], "--distinct") == 0) {
		distinct(stdout, (size_t)numarg_option("distinct", argv[2], 1,
		    100000000), argc > 3 ? numarg_option("seed", argv[3], 0,
		    UINT64_MAX) : SEED);
		diag_exit(EXIT_VALID);
	}
	if (argc != 1)
		diag_usage("expected no argument, or --stream N [SEED], or "
		    "--distinct N [SEED]");
	bench_bindir(argv[0], bindir, sizeof(bindir));
	snprintf(wordck, sizeof(wordck), "%s/wordck", bindir);
	if (access(wordck, X_OK) == -1)
		diag_fatal_errno("%s", wordck);
	if (mkdtemp(dir) == NULL)
		diag_fatal_errno("mkdtemp");
	snprintf(in, sizeof(in), "%s/words", dir);

	write_words(argv[0], in, "--distinct", NWORDS);
	row("wordck -d en_US, 2000000 distinct words (wamerican's as "
	    "written, Capitalized, in CAPITALS, misspelled)", wck, hun, in,
	    dir, 10, 64 * 1024);
	write_words(argv[0], in, "--stream", NWORDS);
	row("wordck -d en_US, 2000000 words with repeats (Zipf, 5% "
	    "misspelled)", wck, hun, in, dir, 10, 64 * 1024);
	write_text(in);
	row("wordck -d en_US, real text (licences, man pages, 20 times)", wck,
	    hun, in, dir, 20, 0);
	unlink(in);
	rmdir(dir);
	diag_exit(EXIT_VALID);
}
