/*
 * wordck-closure: build the closure of a dictionary's simple words (see
 * words-closure.h): every simple form its affixes yield (words-affix.h),
 * in lower case, each with hunspell's verdict on it in lower case,
 * Capitalized and in CAPITALS, asked of hunspell itself here.
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
"Expand the last dictionary of DICTS into its simple words (ASCII letters\n"
"and apostrophes), ask hunspell of each in three cases, and write the\n"
"closure to FILE.\n";

struct forms {
	char	**s;
	size_t	 n, cap;
};

/* Keep a form, in lower case. */
static void
keep(const char *form, size_t len, void *arg)
{
	struct forms	*f = arg;
	char		*p;

	if (len > WCLOSURE_MAXFORM)
		diag_fatal("a form of %zu bytes: longer than a closure holds",
		    len);
	if (f->n == f->cap) {
		f->cap = f->cap ? f->cap * 2 : 65536;
		f->s = xreallocarray(f->s, f->cap, sizeof(*f->s));
	}
	f->s[f->n++] = p = xstrndup(form, len);
	for (; *p != '\0'; p++)
		if (*p >= 'A' && *p <= 'Z')
			*p = (char)(*p - 'A' + 'a');
}

static int
cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Hunspell's verdicts on the form (lower case) in the three cases. */
static int
cases(struct words *w, const char *form, char *buf)
{
	size_t	 len = strlen(form), i;
	int	 c = 0;

	if (words_check(w, form, len) == WORDS_OK)
		c |= WCLOSURE_LOWER;
	memcpy(buf, form, len + 1);
	if (buf[0] >= 'a' && buf[0] <= 'z')
		buf[0] = (char)(buf[0] - 'a' + 'A');
	if (words_check(w, buf, len) == WORDS_OK)
		c |= WCLOSURE_INITIAL;
	for (i = 0; i < len; i++)
		if (buf[i] >= 'a' && buf[i] <= 'z')
			buf[i] = (char)(buf[i] - 'a' + 'A');
	if (words_check(w, buf, len) == WORDS_OK)
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

	n = strlen(path) + 5;
	tmp = xmalloc(n);
	snprintf(tmp, n, "%s.tmp", path);
	if ((out = fopen(tmp, "w")) == NULL)
		diag_fatal_errno("%s", tmp);
	wclosure_header(head, sizeof(head), afs, afh, dis, dih, complete,
	    kept);
	fputs(head, out);
	for (i = 0; i < kept; i++) {
		ch = cases(w, f.s[i], buf);
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
