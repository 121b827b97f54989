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
"Expand the last dictionary of DICTS into its simple words (letters and\n"
"apostrophes), ask hunspell of each in three cases (a spelling in mixed\n"
"case as written), and write the closure to FILE.\n";

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

/* The forms kept, for by_slot(): their number. */
static size_t	 nkept;

/* Order forms by their first slot in the closure's table, then bytes. */
static int
by_slot(const void *a, const void *b)
{
	const char	*x = *(char *const *)a, *y = *(char *const *)b;
	size_t		 sx = wclosure_first_slot(x, strlen(x), nkept);
	size_t		 sy = wclosure_first_slot(y, strlen(y), nkept);

	return sx < sy ? -1 : sx > sy ? 1 : strcmp(x, y);
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
	char		 err[1024], why[512], head[512];
	char		 buf[WCLOSURE_MAXFORM + 1], *tmp;
	uint64_t	 afh, afs, dih, dis;
	size_t		 i, n, kept, yes = 0;
	int		 ch, complete;

	diag_init(argv[0]);
	while ((ch = getopt(argc, argv, "d:o:h")) != -1) {
		switch (ch) {
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
	if (dicts == NULL || path == NULL || optind != argc)
		diag_usage("expected -d DICTS -o FILE");
	/* Hunspell alone judges here: no index, no closure is loaded. */
	if ((w = words_open(dicts, err, sizeof(err))) == NULL)
		diag_fatal("%s", err);
	n = words_ndicts(w) - 1;
	dic = words_dict_path(w, n);
	aff = words_dict_aff(w, n);
	if (!windex_hash_file(aff, &afh, &afs, err, sizeof(err)) ||
	    !windex_hash_file(dic, &dih, &dis, err, sizeof(err)))
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

	nkept = kept;
	if (kept > 0)
		qsort(f.s, kept, sizeof(*f.s), by_slot);
	n = strlen(path) + 5;
	tmp = xmalloc(n);
	snprintf(tmp, n, "%s.tmp", path);
	if ((out = fopen(tmp, "w")) == NULL)
		diag_fatal_errno("%s", tmp);
	wclosure_header(head, sizeof(head), afs, afh, dis, dih, complete,
	    f.set, kept);
	fputs(head, out);
	for (i = 0; i < kept; i++) {
		ch = cases(w, f.set, f.s[i], buf);
		yes += ch != 0;
		fprintf(out, "%s\t%d\n", f.s[i], ch);
		free(f.s[i]);
	}
	if (fflush(out) == EOF || ferror(out) || fclose(out) == EOF)
		diag_fatal_errno("%s", tmp);
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
