/*
 * wordck-bench.c: wordck against hunspell -l, as a user times them (whole
 * processes on the same file, taking turns: bench.h's pair()), on the
 * inputs the issues name:
 *
 *	- every word of wamerican once (104,334: names in mixed case such
 *	  as McGuire, words beyond ASCII such as séance), shuffled, with the
 *	  punctuation of text and 10% typing errors, theirs too (goal 10x);
 *	- the same of a dictionary whose words go beyond ASCII: none is
 *	  installed but en_US, which has none, so the bench writes one,
 *	  wamerican's words with letters of Latin-1 and Latin Extended-A,
 *	  and affixes whose conditions hold them (goal 10x);
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
 *	wordck-bench --text LIST [SEED]	every word of LIST once, as text
 *	wordck-bench --accents DIR [SEED]	write DIR/accents.aff, .dic and
 *					.txt (its words) and exit
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
#define TYPOS		10	/* words with a typing error in a hundred */
#define TEXT_PERLINE	12	/* words a line at most in a text */

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

/* The word list at path, shuffled, with weights 1/rank (Zipf's law). */
static void
load_list(struct lexicon *lx, struct rng *r, const char *path)
{
	FILE	*fp;
	char	*line = NULL, *tmp;
	size_t	 cap = 0, cap2 = 0, i, j;
	double	 sum = 0;

	if ((fp = fopen(path, "r")) == NULL)
		diag_fatal_errno("%s (apt-get install wamerican)", path);
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

/* wamerican's words, shuffled, with weights (load_list()). */
static void
load(struct lexicon *lx, struct rng *r)
{
	load_list(lx, r, WORDLIST);
}

/* Free the words of a lexicon. */
static void
unload(struct lexicon *lx)
{
	size_t	 i;

	for (i = 0; i < lx->n; i++)
		free(lx->word[i]);
	free(lx->word);
	free(lx->cum);
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

/* Where a writer is in its line: words written, and how many it holds. */
struct line {
	size_t	 words, holds, most;
};

/*
 * After a word: a space, or a newline when the line holds its words (or
 * the word is the last), and how many the next line holds (1 to most).
 */
static void
word_end(FILE *fp, struct line *ln, int last, struct rng *r)
{
	if (++ln->words == ln->holds || last) {
		putc('\n', fp);
		ln->words = 0;
		ln->holds = 1 + (size_t)rng_below(r, ln->most);
	} else
		putc(' ', fp);
}

/* Write a stream of n words, a few a line, to fp. */
static void
stream(FILE *fp, size_t n, uint64_t seed)
{
	struct lexicon	 lx = { 0 };
	struct rng	 r;
	char		 bad[256];
	size_t		 i;
	struct line	 ln = { 0, 1, PERLINE };

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
		word_end(fp, &ln, i + 1 == n, &r);
	}
	unload(&lx);
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
	size_t		 i, j, cap;
	struct line	 ln = { 0, 1, PERLINE };

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
		word_end(fp, &ln, i == n, &r);
	}
	for (i = 0; i < cap; i++)
		free(set[i]);
	free(set);
	unload(&lx);
	if (fflush(fp) == EOF || ferror(fp))
		diag_fatal_errno("write error");
}

/*
 * A typing error in a word of any letters: a character (not a byte)
 * changed, lost or added, or two swapped; a new one is one of the word's
 * own characters or a letter a-z.
 */
static void
misspell_chars(const char *word, char *out, size_t size, struct rng *r)
{
	size_t	 at[256], n = 0, len = strlen(word), p, k;
	char	 c[8];

	for (k = 0; k < len && n + 1 < sizeof(at) / sizeof(at[0]); k++)
		if (((unsigned char)word[k] & 0xc0) != 0x80)
			at[n++] = k;
	at[n] = len;
	snprintf(out, size, "%s", word);
	if (n < 2 || k < len || len + sizeof(c) >= size)
		return;
	p = (size_t)rng_below(r, n - 1);
	if (rng_below(r, 2) == 0) {
		k = (size_t)rng_below(r, n);
		snprintf(c, sizeof(c), "%.*s", (int)(at[k + 1] - at[k]),
		    word + at[k]);
	} else
		snprintf(c, sizeof(c), "%c", (char)('a' + rng_below(r, 26)));
	switch (rng_below(r, 4)) {
	case 0:
		snprintf(out, size, "%.*s%s%s", (int)at[p], word, c,
		    word + at[p + 1]);
		break;
	case 1:
		snprintf(out, size, "%.*s%s", (int)at[p], word,
		    word + at[p + 1]);
		break;
	case 2:
		snprintf(out, size, "%.*s%s%s", (int)at[p], word, c,
		    word + at[p]);
		break;
	default:
		snprintf(out, size, "%.*s%.*s%.*s%s", (int)at[p], word,
		    (int)(at[p + 2] - at[p + 1]), word + at[p + 1],
		    (int)(at[p + 1] - at[p]), word + at[p], word + at[p + 2]);
	}
}

/*
 * Write every word of the list at path once, shuffled, as a text gives
 * them: one to a dozen a line, TYPOS in a hundred with a typing error
 * (mixed-case and non-ASCII words too), some in parentheses or quotes,
 * some before a comma, a full stop, a semicolon, a colon or a question
 * mark.
 */
static void
text(FILE *fp, const char *path, uint64_t seed)
{
	struct lexicon	 lx = { 0 };
	struct rng	 r;
	char		 buf[512];
	const char	*w;
	size_t		 i;
	struct line	 ln = { 0, 1, TEXT_PERLINE };
	unsigned long	 k;

	rng_seed(&r, seed);
	load_list(&lx, &r, path);
	for (i = 0; i < lx.n; i++) {
		w = lx.word[i];
		if (rng_below(&r, 100) < TYPOS) {
			misspell_chars(w, buf, sizeof(buf), &r);
			w = buf;
		}
		k = (unsigned long)rng_below(&r, 100);
		if (k < 3)
			fprintf(fp, "(%s)", w);
		else if (k < 6)
			fprintf(fp, "\"%s\"", w);
		else
			fprintf(fp, "%s%s", w, k < 16 ? "," : k < 24 ? "." :
			    k < 26 ? ";" : k < 28 ? ":" : k < 30 ? "?" : "");
		word_end(fp, &ln, i + 1 == lx.n, &r);
	}
	unload(&lx);
	if (fflush(fp) == EOF || ferror(fp))
		diag_fatal_errno("write error");
}

/* The accented letters a letter may become, small and capital. */
static const char *const accented[][2] = {
	{ "a", "\xc3\xa0 \xc3\xa2 \xc3\xa4 \xc4\x85" },
	{ "e", "\xc3\xa9 \xc3\xa8 \xc3\xaa \xc3\xab \xc4\x99 \xc4\x9b" },
	{ "i", "\xc3\xae \xc3\xaf \xc4\xab" },
	{ "o", "\xc3\xb4 \xc3\xb6 \xc5\x91" },
	{ "u", "\xc3\xb9 \xc3\xbb \xc3\xbc \xc5\xb1" },
	{ "c", "\xc3\xa7 \xc4\x8d" },
	{ "n", "\xc3\xb1 \xc5\x84" },
	{ "s", "\xc5\xa1 \xc5\x9b" },
	{ "z", "\xc5\xbe \xc5\xbc" },
	{ "l", "\xc5\x82" },
	{ "y", "\xc3\xbf" },
	{ "A", "\xc3\x80 \xc3\x82 \xc3\x84 \xc4\x84" },
	{ "E", "\xc3\x89 \xc3\x88 \xc3\x8a \xc3\x8b \xc4\x98 \xc4\x9a" },
	{ "I", "\xc3\x8e \xc3\x8f \xc4\xaa" },
	{ "O", "\xc3\x94 \xc3\x96 \xc5\x90" },
	{ "U", "\xc3\x99 \xc3\x9b \xc3\x9c \xc5\xb0" },
	{ "C", "\xc3\x87 \xc4\x8c" },
	{ "N", "\xc3\x91 \xc5\x83" },
	{ "S", "\xc5\xa0 \xc5\x9a" },
	{ "Z", "\xc5\xbd \xc5\xbb" },
	{ "L", "\xc5\x81" },
	{ "Y", "\xc5\xb8" },
};

/* The affixes of the accented dictionary: conditions beyond ASCII. */
static const char accents_aff[] =
    "SET UTF-8\n"
    "TRY esianrtolcdugmfphbyvkw\xc3\xa9\xc3\xa8\xc3\xa0\xc3\xa7\n"
    "WORDCHARS '\n"
    "PFX R Y 2\n"
    "PFX R 0 r\xc3\xa9 [^\xc3\xa9]\n"
    "PFX R \xc3\xa9 r\xc3\xa9 \xc3\xa9\n"
    "SFX S Y 4\n"
    "SFX S 0 s [^sxz\xc3\xa9]\n"
    "SFX S 0 es [sxz]\n"
    "SFX S \xc3\xa9 \xc3\xa9" "es \xc3\xa9\n"
    "SFX S 0 x [\xc3\xb9\xc3\xbb]\n"
    "SFX T N 2\n"
    "SFX T 0 it\xc3\xa9 [^e\xc3\xa9]\n"
    "SFX T e it\xc3\xa9 e\n";

/*
 * A word of the list with a letter in four accented (a vowel, c, n, s, z,
 * l or y, small or capital), into out.
 */
static void
accent(const char *word, char *out, size_t size, struct rng *r)
{
	const char	*p, *v, *q;
	size_t		 i, n, k, len = 0;

	for (p = word; *p != '\0' && len + 4 < size; p++) {
		for (i = 0; i < sizeof(accented) / sizeof(accented[0]); i++)
			if (*accented[i][0] == *p)
				break;
		if (i == sizeof(accented) / sizeof(accented[0]) ||
		    rng_below(r, 4) != 0) {
			out[len++] = *p;
			continue;
		}
		v = accented[i][1];
		n = (strlen(v) + 1) / 3;
		k = (size_t)rng_below(r, n);
		for (q = v + 3 * k; *q != ' ' && *q != '\0'; q++)
			out[len++] = *q;
	}
	out[len] = '\0';
}

/*
 * Write a dictionary whose words go beyond ASCII into dir: accents.aff,
 * accents.dic (wamerican's words with accented letters, each with some of
 * the affixes' flags) and accents.txt (its words, one a line).
 */
static void
write_accents(const char *dir, uint64_t seed)
{
	struct lexicon	 lx = { 0 };
	struct rng	 r;
	FILE		*aff, *dic, *txt;
	char		 path[4096], word[512], flags[4];
	size_t		 i, n;

	rng_seed(&r, seed);
	load(&lx, &r);
	snprintf(path, sizeof(path), "%s/accents.aff", dir);
	if ((aff = fopen(path, "w")) == NULL)
		diag_fatal_errno("%s", path);
	fputs(accents_aff, aff);
	if (fclose(aff) == EOF)
		diag_fatal_errno("%s", path);
	snprintf(path, sizeof(path), "%s/accents.dic", dir);
	if ((dic = fopen(path, "w")) == NULL)
		diag_fatal_errno("%s", path);
	snprintf(path, sizeof(path), "%s/accents.txt", dir);
	if ((txt = fopen(path, "w")) == NULL)
		diag_fatal_errno("%s", path);
	fprintf(dic, "%zu\n", lx.n);
	for (i = 0; i < lx.n; i++) {
		accent(lx.word[i], word, sizeof(word), &r);
		fprintf(txt, "%s\n", word);
		n = 0;
		if (rng_below(&r, 4) == 0)
			flags[n++] = 'R';
		if (rng_below(&r, 2) == 0)
			flags[n++] = 'S';
		if (rng_below(&r, 8) == 0)
			flags[n++] = 'T';
		flags[n] = '\0';
		fprintf(dic, "%s%s%s\n", word, n > 0 ? "/" : "", flags);
	}
	unload(&lx);
	if (fclose(dic) == EOF || fclose(txt) == EOF)
		diag_fatal_errno("%s", dir);
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
 * Write the file path with what the given mode writes (--stream N,
 * --distinct N, --text LIST, --accents DIR), in a child: the bench stays
 * small, and so do the peaks of the programs it forks (bench.h).
 */
static void
write_words(const char *self, const char *path, const char *mode,
    const char *arg)
{
	char	*argv[] = { (char *)self, (char *)mode, (char *)arg, NULL };

	if (run(argv, "/dev/null", path).status != 0)
		diag_fatal("%s %s %s failed", self, mode, arg);
}

/* Build the closure of the dictionary dir/name into dir/name.forms. */
static void
build_closure(const char *bindir, const char *dir, const char *name)
{
	char	 tool[4200], dict[4200], out[4200];
	char	*argv[] = { tool, "-d", dict, "-o", out, NULL };

	snprintf(tool, sizeof(tool), "%s/t/wordck-closure", bindir);
	snprintf(dict, sizeof(dict), "%s/%s", dir, name);
	snprintf(out, sizeof(out), "%s/%s.forms", dir, name);
	if (run(argv, "/dev/null", "/dev/null").status != 0)
		diag_fatal("%s -d %s failed", tool, dict);
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
	char	 wordck[4200], list[128], seed[32], accents[128];
	char	*hun[] = { "hunspell", "-d", "en_US", "-l", NULL };
	char	*wck[] = { wordck, "-d", "en_US", NULL };
	char	*hun_acc[] = { "hunspell", "-d", accents, "-l", NULL };
	char	*wck_acc[] = { wordck, "-d", accents, NULL };

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
	if (argc >= 3 && strcmp(argv[1], "--text") == 0) {
		text(stdout, argv[2], argc > 3 ? numarg_option("seed", argv[3],
		    0, UINT64_MAX) : SEED);
		diag_exit(EXIT_VALID);
	}
	if (argc >= 3 && strcmp(argv[1], "--accents") == 0) {
		write_accents(argv[2], argc > 3 ? numarg_option("seed",
		    argv[3], 0, UINT64_MAX) : SEED);
		diag_exit(EXIT_VALID);
	}
	if (argc != 1)
		diag_usage("expected no argument, or --stream N [SEED], "
		    "--distinct N [SEED], --text LIST [SEED] or --accents DIR "
		    "[SEED]");
	bench_bindir(argv[0], bindir, sizeof(bindir));
	snprintf(wordck, sizeof(wordck), "%s/wordck", bindir);
	if (access(wordck, X_OK) == -1)
		diag_fatal_errno("%s", wordck);
	if (mkdtemp(dir) == NULL)
		diag_fatal_errno("mkdtemp");
	snprintf(in, sizeof(in), "%s/words", dir);

	snprintf(seed, sizeof(seed), "%d", NWORDS);

	/* The rows of the goal first: every word of a list once. */
	write_words(argv[0], in, "--text", WORDLIST);
	row("wordck -d en_US, every word of wamerican once (mixed case, "
	    "beyond ASCII), shuffled, with punctuation and 10% typing errors",
	    wck, hun, in, dir, 10, 0);
	write_words(argv[0], "/dev/null", "--accents", dir);
	snprintf(accents, sizeof(accents), "%s/accents", dir);
	snprintf(list, sizeof(list), "%s/accents.txt", dir);
	build_closure(bindir, dir, "accents");
	setenv("WORDCK_INDEX", dir, 1);
	write_words(argv[0], in, "--text", list);
	row("wordck -d accents (wamerican's words with accented letters of "
	    "Latin-1 and Latin Extended-A, affixes with such conditions), "
	    "every word once, likewise", wck_acc, hun_acc, in, dir, 10, 0);
	unsetenv("WORDCK_INDEX");
	unlink(list);
	snprintf(list, sizeof(list), "%s/accents.aff", dir);
	unlink(list);
	snprintf(list, sizeof(list), "%s/accents.dic", dir);
	unlink(list);
	snprintf(list, sizeof(list), "%s/accents.forms", dir);
	unlink(list);

	write_words(argv[0], in, "--distinct", seed);
	row("wordck -d en_US, 2000000 distinct words (wamerican's as "
	    "written, Capitalized, in CAPITALS, misspelled)", wck, hun, in,
	    dir, 10, 64 * 1024);
	write_words(argv[0], in, "--stream", seed);
	row("wordck -d en_US, 2000000 words with repeats (Zipf, 5% "
	    "misspelled)", wck, hun, in, dir, 10, 64 * 1024);
	write_text(in);
	row("wordck -d en_US, real text (licences, man pages, 20 times)", wck,
	    hun, in, dir, 20, 0);
	unlink(in);
	rmdir(dir);
	diag_exit(EXIT_VALID);
}
