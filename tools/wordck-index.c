/*
 * wordck-index: build the prefix index of a dictionary (see words-index.h).
 *
 * hunspell cannot list its words, so the dictionary is expanded with
 * hunspell's unmunch (every .dic entry with every affix it allows), and
 * each form is kept only if hunspell accepts it.  Word lists then mark the
 * abbreviations (and Roman numerals) that the game policies reject and the
 * persons' names that alphagon rejects, and measure the coverage: of the
 * words hunspell accepts from large lists, how many the index holds.
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <unistd.h>

#include "alloc.h"
#include "diag.h"
#include "words.h"
#include "words-enc.h"
#include "words-index.h"
#include "words-text.h"

static const char usage_text[] =
"usage: wordck-index -d DICTS -o FILE [-a LIST]... [-w LIST]... [-r LIST]...\n"
"                    [-n LIST]... [-u LIST]... [-c LIST]...\n"
"       wordck-index -m INDEX -o FILE\n"
"Expand the last dictionary of DICTS with unmunch, keep the forms hunspell\n"
"accepts, and write its prefix index to FILE; or (-m) write the image of\n"
"the prefix index INDEX to FILE (words-index.h).\n"
"  -a LIST  abbreviations and Roman numerals: marked in the index, unless\n"
"  -w LIST  a words list has them too\n"
"  -r LIST  Roman numerals: marked whatever the words lists say\n"
"  -n LIST  persons' names: marked, unless a words list, an abbreviations\n"
"  -u LIST  list or a list of places and other capitalized words has them\n"
"  -c LIST  word lists to measure the coverage with\n"
"Lists are UTF-8 or Latin-1 (as SCOWL's are), a word a line; a word with\n"
"accented Latin-1 letters stands for its plain spelling too.\n";

struct list {
	char	**s;
	size_t	 n, cap;
};

static void
push(struct list *l, char *s)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 1024;
		l->s = xreallocarray(l->s, l->cap, sizeof(*l->s));
	}
	l->s[l->n++] = s;
}

static int
cmp_index(const void *a, const void *b)
{
	return windex_cmp(*(char *const *)a, *(char *const *)b);
}

static int
cmp_bytes(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Whether s is UTF-8 text, as the index loader holds it to be. */
static int
is_utf8(const char *s)
{
	struct wtext	 t;
	char		 why[128];

	wtext_init(&t);
	return wtext_feed(&t, s, strlen(s), why, sizeof(why)) &&
	    wtext_end(&t, why, sizeof(why));
}

/* Whether s has a control character, which no index word may hold. */
static int
has_control(const char *s)
{
	for (; *s != '\0'; s++)
		if ((unsigned char)*s < 0x20 || *s == 0x7f)
			return 1;
	return 0;
}

static void
sort_list(struct list *l, int (*cmp)(const void *, const void *))
{
	if (l->n > 0)
		qsort(l->s, l->n, sizeof(*l->s), cmp);
}

/* A copy of the line without its newline, Latin-1 read as such. */
static char *
clean(const char *line)
{
	const unsigned char *p;
	char		*out, *q;
	size_t		 len = strcspn(line, "\r\n");

	if (is_utf8(line))
		return xstrndup(line, len);
	out = q = xmalloc(len * 2 + 1);
	for (p = (const unsigned char *)line; (size_t)(p -
	    (const unsigned char *)line) < len; p++) {
		if (*p < 0x80)
			*q++ = (char)*p;
		else {
			*q++ = (char)(0xc0 | (*p >> 6));
			*q++ = (char)(0x80 | (*p & 0x3f));
		}
	}
	*q = '\0';
	return out;
}

/*
 * Add each line of the stream to the list (empty lines left out): read in
 * the encoding of e, into UTF-8, if e is not NULL (a line it cannot
 * convert whole is left out), else as clean() reads it.
 */
static void
read_lines(FILE *fp, const char *name, struct wenc *e, struct list *l)
{
	const char	*u;
	char		*line = NULL;
	size_t		 cap = 0, len;
	int		 whole;

	while (getline(&line, &cap, fp) != -1) {
		if ((len = strcspn(line, "\r\n")) == 0)
			continue;
		if (e == NULL) {
			push(l, clean(line));
			continue;
		}
		u = wenc_from_dict(e, line, len, &whole);
		if (whole)
			push(l, xstrdup(u));
	}
	if (ferror(fp))
		diag_fatal("%s: read error: %s", name, strerror(errno));
	free(line);
}

/*
 * The word without the accents of its Latin-1 letters (the letter Unicode
 * decomposes it into, as en_US is made from SCOWL's lists with them
 * stripped), a copy the caller frees; NULL if it has none, or another
 * character outside ASCII.
 */
static char *
strip_accents(const char *s)
{
	static const char plain[] =
	    "AAAAAA.CEEEEIIII.NOOOOO..UUUUY..aaaaaa.ceeeeiiii.nooooo..uuuuy.y";
	const unsigned char *p;
	char		*out, *q;
	int		 accents = 0;

	out = q = xmalloc(strlen(s) + 1);
	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		if (*p < 0x80) {
			*q++ = (char)*p;
			continue;
		}
		if (*p != 0xc3 || p[1] < 0x80 || p[1] > 0xbf ||
		    plain[p[1] - 0x80] == '.') {
			free(out);
			return NULL;
		}
		*q++ = plain[*++p - 0x80];
		accents = 1;
	}
	*q = '\0';
	if (!accents) {
		free(out);
		return NULL;
	}
	return out;
}

/* Add each word of the list at path, and its plain spelling if it has one. */
static void
read_list(const char *path, struct list *l)
{
	FILE	*fp;
	char	*plain;
	size_t	 i, n = l->n;

	if ((fp = fopen(path, "r")) == NULL)
		diag_fatal_errno("%s", path);
	read_lines(fp, path, NULL, l);
	fclose(fp);
	for (i = n; i < l->n; i++)
		if ((plain = strip_accents(l->s[i])) != NULL)
			push(l, plain);
}

/*
 * Run unmunch on the dictionary and read every form it writes, in the
 * dictionary's encoding (e, NULL for UTF-8).
 */
static void
expand(const char *dic, const char *aff, struct wenc *e, struct list *l)
{
	const char	*unmunch = getenv("UNMUNCH");
	FILE		*fp;
	pid_t		 pid;
	int		 fd[2], st;

	if (unmunch == NULL)
		unmunch = "unmunch";
	if (pipe(fd) == -1)
		diag_fatal_errno("pipe");
	if ((pid = fork()) == -1)
		diag_fatal_errno("fork");
	if (pid == 0) {
		dup2(fd[1], STDOUT_FILENO);
		close(fd[0]);
		close(fd[1]);
		/* unmunch reports each line of the .aff it reads: quiet. */
		if (freopen("/dev/null", "w", stderr) == NULL)
			_exit(127);
		execlp(unmunch, unmunch, dic, aff, (char *)NULL);
		_exit(127);
	}
	close(fd[1]);
	if ((fp = fdopen(fd[0], "r")) == NULL)
		diag_fatal_errno("fdopen");
	read_lines(fp, unmunch, e, l);
	fclose(fp);
	if (waitpid(pid, &st, 0) == -1 || !WIFEXITED(st) ||
	    WEXITSTATUS(st) != 0)
		diag_fatal("%s %s %s failed (is hunspell-tools installed?)",
		    unmunch, dic, aff);
}

/* A copy of s with A-Z in lower case. */
static char *
fold(const char *s)
{
	char	*f = xstrdup(s), *p;

	for (p = f; *p != '\0'; p++)
		if (*p >= 'A' && *p <= 'Z')
			*p = (char)(*p - 'A' + 'a');
	return f;
}

/* Whether the sorted list (bytes) has s. */
static int
has(const struct list *l, const char *s)
{
	return l->n > 0 && bsearch(&s, l->s, l->n, sizeof(*l->s),
	    cmp_bytes) != NULL;
}

/* Write the image of the text index at text to path (-m); exit. */
static void
write_image(const char *text, const char *path)
{
	struct windex	*x;
	struct windex_seal seal;
	FILE		*out;
	char		 err[1024], *tmp;
	uint64_t	 hash, size;
	size_t		 n;

	if ((x = windex_load(text, err, sizeof(err))) == NULL ||
	    !windex_hash_sealed(text, &hash, &size, &seal, err, sizeof(err)))
		diag_fatal("%s", err);
	n = strlen(path) + 5;
	tmp = xmalloc(n);
	snprintf(tmp, n, "%s.tmp", path);
	if ((out = fopen(tmp, "wb")) == NULL)
		diag_fatal_errno("%s", tmp);
	if (!windex_write_image(out, x, size, hash, &seal, err, sizeof(err)))
		diag_fatal("%s: %s", tmp, err);
	if (fflush(out) == EOF || ferror(out) || fclose(out) == EOF)
		diag_fatal_errno("%s", tmp);
	/* Its bytes are the index read here: a program need not check them. */
	if (!windex_seal_file(tmp, WINDEX_IMAGE_HEADER, err, sizeof(err)))
		diag_fatal("%s", err);
	if (rename(tmp, path) == -1)
		diag_fatal_errno("rename %s", tmp);
	printf("%s: the image of %s, %zu words\n", path, text,
	    windex_count(x));
	free(tmp);
	windex_free(x);
	diag_exit(EXIT_VALID);
}

int
main(int argc, char *argv[])
{
	struct list	 forms = { 0 }, abbr = { 0 }, words = { 0 }, cover = { 0 };
	struct list	 folded = { 0 }, roman = { 0 }, names = { 0 };
	struct list	 upper = { 0 };
	struct words	*w;
	FILE		*out;
	struct wenc	*e = NULL;
	const char	*dicts = NULL, *path = NULL, *image_of = NULL, *dic;
	const char	*aff, *enc;
	char		 err[1024], *tmp, *tmpword;
	uint64_t	 afh, afs, dih, dis;
	size_t		 i, n, kept = 0, dropped = 0, marked = 0, nnames = 0;
	unsigned long	 accepted = 0, covered = 0;
	int		 ch, ncover = 0;

	diag_init(argv[0]);
	while ((ch = getopt(argc, argv, "a:c:d:m:n:o:r:u:w:h")) != -1) {
		switch (ch) {
		case 'a':
			read_list(optarg, &abbr);
			break;
		case 'c':
			read_list(optarg, &cover);
			ncover++;
			break;
		case 'd':
			dicts = optarg;
			break;
		case 'm':
			image_of = optarg;
			break;
		case 'n':
			read_list(optarg, &names);
			break;
		case 'o':
			path = optarg;
			break;
		case 'r':
			read_list(optarg, &roman);
			break;
		case 'u':
			read_list(optarg, &upper);
			break;
		case 'w':
			read_list(optarg, &words);
			break;
		case 'h':
			fputs(usage_text, stdout);
			diag_exit(EXIT_VALID);
		default:
			diag_try_help();
		}
	}
	if (image_of != NULL && path != NULL && dicts == NULL && optind == argc)
		write_image(image_of, path);
	if (dicts == NULL || path == NULL || image_of != NULL || optind != argc)
		diag_usage("expected -d DICTS -o FILE, or -m INDEX -o FILE");
	if ((w = words_open(dicts, err, sizeof(err))) == NULL)
		diag_fatal("%s", err);
	n = words_ndicts(w) - 1;
	dic = words_dict_path(w, n);
	aff = words_dict_aff(w, n);
	if (!windex_hash_file(aff, &afh, &afs, err, sizeof(err)) ||
	    !windex_hash_file(dic, &dih, &dis, err, sizeof(err)))
		diag_fatal("%s", err);

	enc = words_dict_encoding(w, n);
	if (!wenc_is_utf8(enc) && (e = wenc_open(enc, err, sizeof(err))) ==
	    NULL)
		diag_fatal("%s: %s", aff, err);
	expand(dic, aff, e, &forms);
	wenc_close(e);
	sort_list(&forms, cmp_index);
	sort_list(&abbr, cmp_bytes);
	sort_list(&words, cmp_bytes);
	sort_list(&roman, cmp_bytes);
	sort_list(&names, cmp_bytes);
	sort_list(&upper, cmp_bytes);
	for (i = 0; i < forms.n; i++) {
		if ((kept > 0 && strcmp(forms.s[kept - 1], forms.s[i]) == 0) ||
		    strchr(forms.s[i], ' ') != NULL ||
		    has_control(forms.s[i]) ||
		    words_check(w, forms.s[i], strlen(forms.s[i])) != WORDS_OK) {
			if (kept == 0 || strcmp(forms.s[kept - 1],
			    forms.s[i]) != 0)
				dropped++;
			free(forms.s[i]);
			continue;
		}
		forms.s[kept++] = forms.s[i];
	}

	n = strlen(path) + 5;
	tmp = xmalloc(n);
	snprintf(tmp, n, "%s.tmp", path);
	if ((out = fopen(tmp, "w")) == NULL)
		diag_fatal_errno("%s", tmp);
	fprintf(out, WINDEX_MAGIC "\naff %" PRIu64 " %016" PRIx64
	    "\ndic %" PRIu64 " %016" PRIx64 "\nwords %zu\n", afs, afh, dis,
	    dih, kept);

	/*
	 * Coverage: of the words hunspell accepts from the lists, those the
	 * index has (A-Z and a-z alike, as prefix questions read it).
	 */
	if (ncover > 0) {
		for (i = 0; i < kept; i++)
			push(&folded, fold(forms.s[i]));
		sort_list(&folded, cmp_bytes);
		sort_list(&cover, cmp_bytes);
		for (i = 0; i < cover.n; i++) {
			if (i > 0 && strcmp(cover.s[i - 1], cover.s[i]) == 0)
				continue;
			if (words_check(w, cover.s[i], strlen(cover.s[i])) !=
			    WORDS_OK)
				continue;
			accepted++;
			tmpword = fold(cover.s[i]);
			if (has(&folded, tmpword))
				covered++;
			free(tmpword);
		}
		fprintf(out, "coverage %lu %lu\n", accepted, covered);
	}
	fputc('\n', out);
	for (i = 0; i < kept; i++) {
		if ((has(&abbr, forms.s[i]) && !has(&words, forms.s[i])) ||
		    has(&roman, forms.s[i])) {
			fprintf(out, "%s\tA\n", forms.s[i]);
			marked++;
		} else if (has(&names, forms.s[i]) && !has(&words, forms.s[i]) &&
		    !has(&abbr, forms.s[i]) && !has(&upper, forms.s[i])) {
			fprintf(out, "%s\tN\n", forms.s[i]);
			nnames++;
		} else
			fprintf(out, "%s\n", forms.s[i]);
	}
	if (fflush(out) == EOF || ferror(out) || fclose(out) == EOF)
		diag_fatal_errno("%s", tmp);
	if (rename(tmp, path) == -1)
		diag_fatal_errno("rename %s", tmp);

	printf("%s: %zu words of %s (%zu forms hunspell rejects left out), "
	    "%zu abbreviations and %zu persons' names marked", path, kept,
	    dic, dropped, marked, nnames);
	if (ncover > 0)
		printf("; coverage %.2f%%: %lu of the %lu words hunspell "
		    "accepts from %d lists", accepted ? 100.0 * (double)covered /
		    (double)accepted : 100.0, covered, accepted, ncover);
	putchar('\n');
	/* Each list holds far fewer words than an int counts (the
	   coverage lists, the most, some 800,000 with SCOWL's). */
	words_free_list(forms.s, (int)kept);
	words_free_list(abbr.s, (int)abbr.n);
	words_free_list(words.s, (int)words.n);
	words_free_list(cover.s, (int)cover.n);
	words_free_list(folded.s, (int)folded.n);
	words_free_list(roman.s, (int)roman.n);
	words_free_list(names.s, (int)names.n);
	words_free_list(upper.s, (int)upper.n);
	free(tmp);
	words_close(w);
	diag_exit(EXIT_VALID);
}
