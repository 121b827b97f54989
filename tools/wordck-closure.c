/*
 * wordck-closure: build the closure of a dictionary's simple words (see
 * words-closure.h): every simple form its affixes yield (words-affix.h),
 * in lower case, each with hunspell's verdict on it in lower case,
 * Capitalized and in CAPITALS, and each spelling in mixed case with its
 * verdict as written, asked of hunspell itself here.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "diag.h"
#include "words.h"
#include "words-affix.h"
#include "words-closure.h"
#include "words-index.h"

static const char usage_text[] =
"usage: wordck-closure -d DICTS -o FILE\n"
"       wordck-closure -l FILE\n"
"       wordck-closure -t LISTING -o FILE\n"
"Expand the last dictionary of DICTS into its simple words (letters and\n"
"apostrophes), ask hunspell of each in three cases (a spelling in mixed\n"
"case as written), and write the closure to FILE.  -l lists a closure\n"
"as text: its header, an empty line, then a form, a tab and its cases a\n"
"line; -t writes the closure such a listing (- for the standard input)\n"
"gives, for tests.\n";

struct forms {
	char		**s;
	size_t		 n, cap;
	enum wletters	 set;
};

/* Keep a string of len bytes. */
static void
keep_one(struct forms *f, const char *s, size_t len)
{
	if (f->n == f->cap) {
		f->cap = f->cap ? f->cap * 2 : 65536;
		f->s = xreallocarray(f->s, f->cap, sizeof(*f->s));
	}
	f->s[f->n++] = xstrndup(s, len);
}

/* Keep a form in lower case, and as written if its case is mixed. */
static void
keep(const char *form, size_t len, void *arg)
{
	struct forms	*f = arg;
	char		 low[WCLOSURE_MAXFORM];
	enum wcase	 kind;

	if (len > WCLOSURE_MAXFORM)
		diag_fatal("a form of %zu bytes: longer than a closure holds",
		    len);
	if (!wletter_fold(form, len, f->set, low, &kind))
		diag_fatal("a form that is not simple: %.*s", (int)len, form);
	keep_one(f, low, len);
	if (kind == WCASE_MIXED)
		keep_one(f, form, len);
}

static int
cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Print a form of a closure and its cases, a line. */
static void
print_form(const char *form, size_t len, int cases, void *arg)
{
	(void)arg;
	printf("%.*s\t%d\n", (int)len, form, cases);
}

/* List the closure at path: its header's lines, then its forms. */
static void
list(const char *path)
{
	struct wclosure	*x;
	FILE		*fp;
	char		 head[WCLOSURE_HEADER + 1], err[1024], *end;
	size_t		 n;

	if ((x = wclosure_load(path, err, sizeof(err))) == NULL)
		diag_fatal("%s", err);
	if ((fp = fopen(path, "rb")) == NULL)
		diag_fatal_errno("%s", path);
	n = fread(head, 1, WCLOSURE_HEADER, fp);
	fclose(fp);
	head[n] = '\0';
	if ((end = strstr(head, "\n\n")) != NULL)
		end[2] = '\0';
	fputs(head, stdout);
	wclosure_each(x, print_form, NULL);
	wclosure_free(x);
	if (fflush(stdout) == EOF || ferror(stdout))
		diag_fatal_errno("stdout");
}

/*
 * Write to path the closure a listing (list()) at from gives: its aff,
 * dic, complete and letters lines, and its forms.
 */
static void
from_listing(const char *from, const char *path)
{
	struct forms	 f = { 0 };
	FILE		*in, *out;
	unsigned char	*cases = NULL;
	unsigned long long afs = 0, afh = 0, dis = 0, dih = 0;
	char		 line[1024], set[16] = "", err[1024], *tab;
	int		 complete = 0, head = 1;

	if (strcmp(from, "-") == 0)
		in = stdin;
	else if ((in = fopen(from, "r")) == NULL)
		diag_fatal_errno("%s", from);
	while (fgets(line, sizeof(line), in) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		if (head) {
			(void)(sscanf(line, "aff %llu %llx", &afs, &afh) ||
			    sscanf(line, "dic %llu %llx", &dis, &dih) ||
			    sscanf(line, "complete %d", &complete) ||
			    sscanf(line, "letters %15s", set));
			head = *line != '\0';
			continue;
		}
		if ((tab = strchr(line, '\t')) == NULL)
			diag_fatal("%s: %s: expected a form, a tab and its "
			    "cases", from, line);
		*tab = '\0';
		keep_one(&f, line, strlen(line));
		cases = xreallocarray(cases, f.n, 1);
		cases[f.n - 1] = (unsigned char)atoi(tab + 1);
	}
	if (in != stdin)
		fclose(in);
	if ((out = fopen(path, "wb")) == NULL)
		diag_fatal_errno("%s", path);
	if (!wclosure_write(out, afs, afh, dis, dih, NULL, NULL, complete,
	    strcmp(set, "latin") == 0 ? WLETTERS_LATIN : WLETTERS_ASCII, f.s,
	    cases, f.n, err, sizeof(err)))
		diag_fatal("%s: %s", path, err);
	if (fclose(out) == EOF)
		diag_fatal_errno("%s", path);
	while (f.n > 0)
		free(f.s[--f.n]);
	free(f.s);
	free(cases);
}

/* Whether hunspell accepts the len bytes at s. */
static int
accepted(struct words *w, const char *s, size_t len)
{
	return words_check(w, s, len) == WORDS_OK;
}

/*
 * Hunspell's verdicts on a form in lower case in the three cases, or on a
 * spelling in mixed case as written (words-closure.h).
 */
static int
cases(struct words *w, enum wletters set, const char *form, char *buf)
{
	size_t		 len = strlen(form);
	enum wcase	 kind;
	int		 c = 0;

	(void)wletter_fold(form, len, set, NULL, &kind);
	if (kind == WCASE_MIXED)
		return accepted(w, form, len);
	if (accepted(w, form, len))
		c |= WCLOSURE_LOWER;
	wletter_recase(form, len, WCASE_INITIAL, buf);
	if (accepted(w, buf, len))
		c |= WCLOSURE_INITIAL;
	wletter_recase(form, len, WCASE_UPPER, buf);
	if (accepted(w, buf, len))
		c |= WCLOSURE_UPPER;
	return c;
}

int
main(int argc, char *argv[])
{
	struct forms	 f = { 0 };
	struct waffix	*x;
	struct words	*w;
	FILE		*out;
	const char	*dicts = NULL, *path = NULL, *dic, *aff;
	const char	*listed = NULL, *listing = NULL;
	char		 err[1024], why[512];
	char		 buf[WCLOSURE_MAXFORM + 1], *tmp;
	unsigned char	*verdicts;
	struct windex_seal afseal, diseal;
	uint64_t	 afh, afs, dih, dis;
	size_t		 i, n, kept, yes = 0;
	int		 ch, complete;

	diag_init(argv[0]);
	while ((ch = getopt(argc, argv, "d:l:o:t:h")) != -1) {
		switch (ch) {
		case 'l':
			listed = optarg;
			break;
		case 't':
			listing = optarg;
			break;
		case 'd':
			dicts = optarg;
			break;
		case 'o':
			path = optarg;
			break;
		case 'h':
			fputs(usage_text, stdout);
			diag_exit(EXIT_VALID);
		default:
			diag_try_help();
		}
	}
	if (listed != NULL && dicts == NULL && path == NULL &&
	    listing == NULL && optind == argc) {
		list(listed);
		diag_exit(EXIT_VALID);
	}
	if (listing != NULL && path != NULL && dicts == NULL &&
	    optind == argc) {
		from_listing(listing, path);
		diag_exit(EXIT_VALID);
	}
	if (dicts == NULL || path == NULL || listing != NULL ||
	    listed != NULL || optind != argc)
		diag_usage("expected -d DICTS -o FILE, -l FILE or -t LISTING "
		    "-o FILE");
	/* Hunspell alone judges here: no index, no closure is loaded. */
	if ((w = words_open(dicts, err, sizeof(err))) == NULL)
		diag_fatal("%s", err);
	n = words_ndicts(w) - 1;
	dic = words_dict_path(w, n);
	aff = words_dict_aff(w, n);
	if (!windex_hash_sealed(aff, &afh, &afs, &afseal, err, sizeof(err)) ||
	    !windex_hash_sealed(dic, &dih, &dis, &diseal, err, sizeof(err)))
		diag_fatal("%s", err);
	if ((x = waffix_read(aff, dic, err, sizeof(err))) == NULL)
		diag_fatal("%s", err);
	complete = waffix_complete(x, why, sizeof(why));
	f.set = waffix_letters(x);
	waffix_expand(x, keep, &f);
	waffix_free(x);
	if (f.n > 0)
		qsort(f.s, f.n, sizeof(*f.s), cmp);
	for (i = kept = 0; i < f.n; i++) {
		if (kept > 0 && strcmp(f.s[kept - 1], f.s[i]) == 0)
			free(f.s[i]);
		else
			f.s[kept++] = f.s[i];
	}

	verdicts = xmalloc(kept > 0 ? kept : 1);
	for (i = 0; i < kept; i++) {
		verdicts[i] = (unsigned char)cases(w, f.set, f.s[i], buf);
		yes += verdicts[i] != 0;
	}
	n = strlen(path) + 5;
	tmp = xmalloc(n);
	snprintf(tmp, n, "%s.tmp", path);
	if ((out = fopen(tmp, "wb")) == NULL)
		diag_fatal_errno("%s", tmp);
	if (!wclosure_write(out, afs, afh, dis, dih, &afseal, &diseal,
	    complete, f.set, f.s, verdicts, kept, err, sizeof(err)))
		diag_fatal("%s: %s", tmp, err);
	for (i = 0; i < kept; i++)
		free(f.s[i]);
	free(verdicts);
	if (fflush(out) == EOF || ferror(out) || fclose(out) == EOF)
		diag_fatal_errno("%s", tmp);
	/* Its bytes are the table made here: a program need not check them. */
	if (!windex_seal_file(tmp, WCLOSURE_HEADER, err, sizeof(err)))
		diag_fatal("%s", err);
	if (rename(tmp, path) == -1)
		diag_fatal_errno("rename %s", tmp);
	printf("%s: %zu simple forms of %s, %zu accepted in some case; %s%s\n",
	    path, kept, dic, yes, complete ? "complete: hunspell's no is "
	    "known too" : "incomplete, hunspell is asked of the others: ",
	    complete ? "" : why);
	free(f.s);
	free(tmp);
	words_close(w);
	diag_exit(EXIT_VALID);
}
