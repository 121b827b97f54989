/*
 * words.c: dictionaries (hunspell), word policies (PCRE2), checking with
 * the verdict cache on two threads, suggestions and prefix questions.
 */
#define PCRE2_CODE_UNIT_WIDTH 8

#include <errno.h>
#include <hunspell.h>
#include <pcre2.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "datadir.h"
#include "diag.h"
#include "rematch.h"
#include "words.h"
#include "words-cache.h"
#include "words-closure.h"
#include "words-dict.h"
#include "words-enc.h"
#include "words-index.h"
#include "words-scache.h"

/* Where the hunspell program looks after $DICPATH (its LIBDIR). */
#define SYSTEM_DICTDIRS	"/usr/share/hunspell:/usr/share/myspell:" \
			"/usr/share/myspell/dicts"

#define MAX_GROUPS	10	/* hunspell -d takes ten dictionaries */
#define MANY		256	/* words to check before a second thread helps */
#define CHUNK		64	/* words a thread takes at a time */
/*
 * New words in one batch before the prefix index is worth loading (some
 * milliseconds) to answer most of them without hunspell.
 */
#define INDEX_WORTH	4096
#define UAPOS		"\xe2\x80\x99"

/*
 * A rule of a policy: a pattern the word must match, or must not; and
 * whether a word of the letters A to Z and a to z alone passes it, as the
 * pattern says (those words are not put to PCRE2, for time: they are
 * nearly every word a game's record names).
 */
struct rule {
	const char		*pattern;
	int			 must_match;
	enum words_verdict	 fails;
	int			 letters_pass;
};

struct policy {
	const char		*name;
	const char		*summary;
	const struct rule	*rules;
	int			 fold;		/* judged in lower case */
	int			 min_letters;
	int			 proper_ok;	/* proper nouns allowed */
};

/* Tiles carry letters A to Z only: no apostrophe, no hyphen, no digit. */
static const struct rule tile_rules[] = {
	{ "['\\x{2019}]", 0, WORDS_APOSTROPHE, 1 },
	{ "[-\\x{2010}\\x{2011}]", 0, WORDS_HYPHEN, 1 },
	{ "^[A-Za-z]+$", 1, WORDS_NOT_LETTERS, 1 },
	{ NULL, 0, WORDS_OK, 0 }
};

static const struct policy policies[] = {
	{ "hunspell", "every word the dictionaries accept, as written, "
	    "as hunspell -l judges it", NULL, 0, 0, 1 },
	{ "control-word", "common words of 2 letters or more, in any case: "
	    "no proper nouns, acronyms, abbreviations, apostrophes or "
	    "hyphens", tile_rules, 1, 2, 0 },
	{ "alphagon", "words of 4 letters or more, in any case: common "
	    "words and proper nouns (places); no persons' names (unless "
	    "--names), acronyms, abbreviations, apostrophes or hyphens",
	    tile_rules, 1, 4, 1 },
	{ NULL, NULL, NULL, 0, 0, 0 }
};

static const char *const verdict_names[WORDS_NVERDICTS] = {
	"ok", "misspelled", "proper-noun", "acronym", "abbreviation",
	"apostrophe", "hyphen", "not-letters", "too-short", "no-match",
	"personal-name"
};

/* Hunspell handles that share an affix file: NAME.aff and its .dic files. */
struct group {
	char	*aff;
	char	*encoding;	/* its SET (words-enc.h) */
	int	 utf8;
	char	*dic[MAX_GROUPS];
	size_t	 ndic;
};

/* A dictionary as named: its .dic, its group, its index and closure. */
struct dict {
	char		*name;
	char		*dic;
	size_t		 group;
	struct windex	*index;
	struct wclosure	*closure;	/* NULL: none loaded */
};

/*
 * What one thread needs: its own handles (made when a word first needs
 * them: a batch the closures answer needs none), match data and scratch.
 */
struct worker {
	int			 opened;	/* h[] is made */
	Hunhandle		*h[MAX_GROUPS];
	struct wenc		*enc[MAX_GROUPS];	/* 8-bit groups' */
	pcre2_match_data	*md;
	char			*buf;
	size_t			 bufcap;
};

struct pattern {
	pcre2_code		*re;
	int			 must_match;
	enum words_verdict	 fails;
	int			 letters_pass;	/* as struct rule's */
};

struct words {
	struct group	 group[MAX_GROUPS];
	size_t		 ngroups;
	struct dict	 dict[MAX_GROUPS];
	size_t		 ndicts;
	char		*wordchars;
	const struct policy *policy;
	int		 names_ok;	/* persons' names taken (proper_ok) */
	struct pattern	*pattern;	/* the policy's, then --match's */
	size_t		 npatterns;
	char		*index_dirs;
	int		 index_loaded;
	int		 index_tried;	/* by words_check_many() */
	int		 closures;	/* how many dictionaries have one */
	int		 closures_tried;	/* words_load_closures() was
					   called */
	struct worker	 w[2];		/* w[1] is loaded when first needed */
	struct wcache	 cache;
	struct scache	 scache;	/* suggestions */
	/* the work of words_check_many(), shared by its threads */
	const char	**todo;
	size_t		*todo_len;
	unsigned char	*todo_verdict;
	size_t		 ntodo;
	atomic_size_t	 next;
};

static int	 setup_worker(struct words *, struct worker *);

/* Print into err and return 0. */
static int
fail(char *err, size_t errsize, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
fail(char *err, size_t errsize, const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	vsnprintf(err, errsize, fmt, ap);
	va_end(ap);
	return 0;
}

/* Whether path is a regular file we can read. */
static int
readable(const char *path)
{
	struct stat	 st;
	FILE		*fp;

	if (stat(path, &st) == -1 || !S_ISREG(st.st_mode))
		return 0;
	if ((fp = fopen(path, "r")) == NULL)
		return 0;
	fclose(fp);
	return 1;
}

/* Append the directories of a colon-separated list to the search path. */
static void
add_dirs(char ***dirs, size_t *n, const char *list)
{
	const char	*p, *colon;

	if (list == NULL)
		return;
	for (p = list; ; p = colon + 1) {
		colon = strchr(p, ':');
		if ((colon ? (size_t)(colon - p) : strlen(p)) > 0) {
			*dirs = xreallocarray(*dirs, *n + 1, sizeof(**dirs));
			(*dirs)[(*n)++] = colon ? xstrndup(p, (size_t)(colon -
			    p)) : xstrdup(p);
		}
		if (colon == NULL)
			break;
	}
}

static void
free_dirs(char **dirs, size_t n)
{
	while (n > 0)
		free(dirs[--n]);
	free(dirs);
}

/*
 * Find NAME + ext as hunspell does: as given, then in each directory.
 * Returns a path the caller frees, or NULL.  *seen tells whether some
 * file of that name exists but cannot be read.
 */
static char *
search(char **dirs, size_t ndirs, const char *name, const char *ext,
    int *unreadable)
{
	char	*path;
	size_t	 i, size;

	for (i = 0; i <= ndirs; i++) {
		size = (i > 0 ? strlen(dirs[i - 1]) + 1 : 0) + strlen(name) +
		    strlen(ext) + 1;
		path = xmalloc(size);
		snprintf(path, size, "%s%s%s%s", i > 0 ? dirs[i - 1] : "",
		    i > 0 ? "/" : "", name, ext);
		if (readable(path))
			return path;
		if (access(path, F_OK) == 0)
			*unreadable = 1;
		free(path);
		if (name[0] == '/')
			break;		/* an absolute path is looked for once */
	}
	return NULL;
}

/* The directories the indexes and closures are looked for in. */
static const char *
index_list(const struct words *w)
{
	const char	*list = w->index_dirs;

	if (list == NULL && (list = getenv("WORDCK_INDEX")) == NULL)
		list = datadir_dirs("dicts");
	return list;
}

/*
 * The first readable file NAME + ext in the directories: a path the
 * caller frees, or NULL (*unreadable is set if one exists unreadable).
 */
static char *
find_data(char **dirs, size_t ndirs, const char *name, const char *ext,
    int *unreadable)
{
	char	*path;
	size_t	 j, size;

	for (j = 0; j < ndirs; j++) {
		size = strlen(dirs[j]) + strlen(name) + strlen(ext) + 2;
		path = xmalloc(size);
		snprintf(path, size, "%s/%s%s", dirs[j], name, ext);
		if (readable(path))
			return path;
		if (access(path, F_OK) == 0)
			*unreadable = 1;
		free(path);
	}
	return NULL;
}

/*
 * Whether an index or a closure of the dictionary name (NAME.idx or
 * NAME.forms where words_load_index() looks) was built from these very
 * aff and dic files (windex_vouches()): the tool that built it opened
 * them with words_open(), which checked them, and the check would find
 * the same again.  Then the .dic (a megabyte for en_US) is not read a
 * second time to be checked; the small .aff still is, for its SET and
 * WORDCHARS.
 */
static int
vouched(const struct words *w, const char *name, const char *aff,
    const char *dic)
{
	static const char *const ext[] = { ".forms", ".idx" };
	static const char *const magic[] = { WCLOSURE_MAGIC, WINDEX_MAGIC };
	char	**dirs = NULL, *path;
	size_t	 ndirs = 0, i;
	int	 unreadable = 0, yes = 0;

	if (strrchr(name, '/') != NULL)
		name = strrchr(name, '/') + 1;
	add_dirs(&dirs, &ndirs, index_list(w));
	for (i = 0; i < 2 && !yes; i++) {
		if ((path = find_data(dirs, ndirs, name, ext[i],
		    &unreadable)) == NULL)
			continue;
		yes = windex_vouches(path, magic[i], aff, dic);
		free(path);
	}
	free_dirs(dirs, ndirs);
	return yes;
}

/*
 * Check the dictionary's files; keep the first affix file's WORDCHARS,
 * and the encoding of a new group's affix file in *encoding (for the
 * caller to free) or, for a .dic added to the last group, its group's.
 * Returns 1, or 0 with a message.
 */
static int
check_files(struct words *w, const char *name, const char *aff,
    const char *dic, char **encoding, char *err, size_t errsize)
{
	char	*wordchars;
	const char *group_aff;

	*encoding = NULL;
	if (aff != NULL) {
		if (!wdict_check_aff(aff, encoding, &wordchars, err, errsize))
			return 0;
		if (w->ngroups == 0)
			w->wordchars = wordchars;
		else
			free(wordchars);
	}
	group_aff = aff != NULL ? aff : w->group[w->ngroups - 1].aff;
	if (vouched(w, name, group_aff, dic))
		return 1;
	return wdict_check_dic(dic, aff != NULL ? *encoding :
	    w->group[w->ngroups - 1].encoding, err, errsize);
}

const char *
words_default_dictionary(void)
{
	static char	 name[128];
	static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
	const char	*v;
	size_t		 i;

	if ((v = getenv("DICTIONARY")) != NULL && *v != '\0')
		return v;
	for (i = 0; i < sizeof(vars) / sizeof(vars[0]); i++) {
		if ((v = getenv(vars[i])) == NULL || *v == '\0')
			continue;
		snprintf(name, sizeof(name), "%s", v);
		name[strcspn(name, ".@")] = '\0';
		if (strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0)
			break;
		return name;
	}
	return "en_US";
}

/* The directories words_open() looks in, in order, for free_dirs(). */
static char **
dict_dirs(size_t *ndirs)
{
	char	**dirs = NULL;

	*ndirs = 0;
	add_dirs(&dirs, ndirs, getenv("DICPATH"));
	add_dirs(&dirs, ndirs, datadir_dirs("dicts"));
	add_dirs(&dirs, ndirs, SYSTEM_DICTDIRS);
	return dirs;
}

int
words_find_files(const char *name, char **aff, char **dic)
{
	char	**dirs;
	size_t	 ndirs;
	int	 unreadable = 0;

	dirs = dict_dirs(&ndirs);
	*aff = search(dirs, ndirs, name, ".aff", &unreadable);
	*dic = search(dirs, ndirs, name, ".dic", &unreadable);
	free_dirs(dirs, ndirs);
	if (*aff == NULL || *dic == NULL) {
		free(*aff);
		free(*dic);
		*aff = *dic = NULL;
		return 0;
	}
	return 1;
}

/* Add one named dictionary to w; returns 1, or 0 with a message. */
static int
add_dict(struct words *w, char **dirs, size_t ndirs, const char *name,
    char *err, size_t errsize)
{
	struct group	*g;
	struct dict	*d;
	char		*aff, *dic, *encoding;
	int		 unreadable = 0;

	if (*name == '\0')
		return fail(err, errsize, "an empty dictionary name");
	if (w->ndicts == MAX_GROUPS)
		return fail(err, errsize, "%s: more than %d dictionaries",
		    name, MAX_GROUPS);
	aff = search(dirs, ndirs, name, ".aff", &unreadable);
	dic = search(dirs, ndirs, name, ".dic", &unreadable);
	if (dic == NULL || (aff == NULL && w->ngroups == 0)) {
		free(aff);
		free(dic);
		if (unreadable)
			return fail(err, errsize, "dictionary %s: its %s "
			    "cannot be read", name, dic == NULL ? ".dic" :
			    ".aff");
		return fail(err, errsize, "dictionary %s not found: no %s%s "
		    "as given, in $DICPATH, %s or %s", name, name,
		    dic == NULL ? ".dic" : ".aff", datadir_dirs("dicts"),
		    SYSTEM_DICTDIRS);
	}
	if (!check_files(w, name, aff, dic, &encoding, err, errsize)) {
		free(encoding);
		free(aff);
		free(dic);
		return 0;
	}
	if (aff != NULL) {
		g = &w->group[w->ngroups++];
		g->aff = aff;
		g->encoding = encoding;
		g->utf8 = wenc_is_utf8(encoding);
	} else
		g = &w->group[w->ngroups - 1];
	g->dic[g->ndic++] = xstrdup(dic);
	d = &w->dict[w->ndicts++];
	d->name = xstrdup(strrchr(name, '/') ? strrchr(name, '/') + 1 : name);
	d->dic = dic;
	d->group = (size_t)(g - w->group);
	return 1;
}

struct words *
words_open(const char *names, char *err, size_t errsize)
{
	struct words	*w;
	char		**dirs, *list, *name, *comma;
	size_t		 ndirs;
	int		 ok = 1;

	if (names == NULL)
		names = words_default_dictionary();
	w = xcalloc(1, sizeof(*w));
	w->policy = &policies[0];
	dirs = dict_dirs(&ndirs);
	list = xstrdup(names);
	for (name = list; ok; name = comma + 1) {
		if ((comma = strchr(name, ',')) != NULL)
			*comma = '\0';
		ok = add_dict(w, dirs, ndirs, name, err, errsize);
		if (comma == NULL)
			break;
	}
	free(list);
	free_dirs(dirs, ndirs);
	if (!ok || !setup_worker(w, &w->w[0])) {
		if (ok)
			fail(err, errsize, "out of memory");
		words_close(w);
		return NULL;
	}
	return w;
}

/* Load a set of hunspell handles, and the match data of a thread. */
static int
setup_worker(struct words *w, struct worker *k)
{
	char	 err[256];
	size_t	 g;

	for (g = 0; g < w->ngroups; g++)
		/* wdict_check_aff() opened it once already: it opens. */
		if (!w->group[g].utf8 && (k->enc[g] = wenc_open(
		    w->group[g].encoding, err, sizeof(err))) == NULL)
			return 0;
	if ((k->md = pcre2_match_data_create(4, NULL)) == NULL)
		return 0;
	return 1;
}

/*
 * Hunspell_create() fills, and the last Hunspell_destroy() frees, a case
 * table all handles share: two threads must not make or free handles at
 * once.
 */
static pthread_mutex_t	 handles_lock = PTHREAD_MUTEX_INITIALIZER;

/*
 * Make the worker's hunspell handles, if not made yet (Hunspell_create()
 * takes some tens of milliseconds for en_US, and prints nothing).
 */
static void
open_handles(struct words *w, struct worker *k)
{
	size_t	 g, i;

	if (k->opened)
		return;
	pthread_mutex_lock(&handles_lock);
	for (g = 0; g < w->ngroups; g++) {
		k->h[g] = Hunspell_create(w->group[g].aff, w->group[g].dic[0]);
		if (k->h[g] == NULL)
			diag_fatal("out of memory");
		for (i = 1; i < w->group[g].ndic; i++)
			Hunspell_add_dic(k->h[g], w->group[g].dic[i]);
	}
	pthread_mutex_unlock(&handles_lock);
	k->opened = 1;
}

static void
free_worker(struct words *w, struct worker *k)
{
	size_t	 g;

	pthread_mutex_lock(&handles_lock);
	for (g = 0; g < w->ngroups; g++) {
		if (k->h[g] != NULL)
			Hunspell_destroy(k->h[g]);
		wenc_close(k->enc[g]);
	}
	pthread_mutex_unlock(&handles_lock);
	pcre2_match_data_free(k->md);
	free(k->buf);
	memset(k, 0, sizeof(*k));
}

void
words_close(struct words *w)
{
	size_t	 i, j;

	if (w == NULL)
		return;
	free_worker(w, &w->w[0]);
	free_worker(w, &w->w[1]);
	for (i = 0; i < w->ngroups; i++) {
		free(w->group[i].aff);
		free(w->group[i].encoding);
		for (j = 0; j < w->group[i].ndic; j++)
			free(w->group[i].dic[j]);
	}
	for (i = 0; i < w->ndicts; i++) {
		free(w->dict[i].name);
		free(w->dict[i].dic);
		windex_free(w->dict[i].index);
		wclosure_free(w->dict[i].closure);
	}
	for (i = 0; i < w->npatterns; i++)
		pcre2_code_free(w->pattern[i].re);
	free(w->pattern);
	free(w->wordchars);
	free(w->index_dirs);
	wcache_free(&w->cache);
	scache_free(&w->scache);
	free(w);
}

size_t
words_ndicts(const struct words *w)
{
	return w->ndicts;
}

const char *
words_dict_name(const struct words *w, size_t i)
{
	return w->dict[i].name;
}

const char *
words_dict_path(const struct words *w, size_t i)
{
	return w->dict[i].dic;
}

const char *
words_dict_aff(const struct words *w, size_t i)
{
	return w->group[w->dict[i].group].aff;
}

const char *
words_dict_encoding(const struct words *w, size_t i)
{
	return w->group[w->dict[i].group].encoding;
}

const char *
words_wordchars(const struct words *w)
{
	return w->wordchars;
}

const char *
words_policy_name(size_t i, const char **summary)
{
	if (i >= sizeof(policies) / sizeof(policies[0]) - 1)
		return NULL;
	if (summary != NULL)
		*summary = policies[i].summary;
	return policies[i].name;
}

const char *
words_verdict_name(enum words_verdict v)
{
	return (unsigned)v < WORDS_NVERDICTS ? verdict_names[v] : "unknown";
}

static int
add_pattern(struct words *w, const char *regex, int must_match,
    enum words_verdict fails, int letters_pass, char *err, size_t errsize)
{
	PCRE2_UCHAR	 msg[256];
	PCRE2_SIZE	 offset;
	pcre2_code	*re;
	int		 error;

	re = pcre2_compile((PCRE2_SPTR)regex, PCRE2_ZERO_TERMINATED,
	    PCRE2_UTF | PCRE2_UCP | PCRE2_MATCH_INVALID_UTF, &error, &offset,
	    NULL);
	if (re == NULL) {
		pcre2_get_error_message(error, msg, sizeof(msg));
		return fail(err, errsize, "%s: at offset %zu: %s", regex,
		    (size_t)offset, (char *)msg);
	}
	(void)pcre2_jit_compile(re, PCRE2_JIT_COMPLETE);
	w->pattern = xreallocarray(w->pattern, w->npatterns + 1,
	    sizeof(*w->pattern));
	w->pattern[w->npatterns].re = re;
	w->pattern[w->npatterns].must_match = must_match;
	w->pattern[w->npatterns].fails = fails;
	w->pattern[w->npatterns].letters_pass = letters_pass;
	w->npatterns++;
	wcache_free(&w->cache);	/* verdicts depend on the policy */
	scache_free(&w->scache);	/* and so do suggestions */
	return 1;
}

int
words_set_policy(struct words *w, const char *name, char *err,
    size_t errsize)
{
	const struct policy	*p;
	const struct rule	*r;
	struct pattern		*match;
	size_t			 i, nmatch = 0;
	int			 ok = 1;

	for (p = policies; p->name != NULL; p++)
		if (strcmp(p->name, name) == 0)
			break;
	if (p->name == NULL)
		return fail(err, errsize, "no policy %s: there are hunspell, "
		    "control-word and alphagon", name);
	/* The policy's rules come first, then the --match patterns. */
	match = xreallocarray(NULL, w->npatterns + 1, sizeof(*match));
	for (i = 0; i < w->npatterns; i++) {
		if (w->pattern[i].fails == WORDS_NO_MATCH)
			match[nmatch++] = w->pattern[i];
		else
			pcre2_code_free(w->pattern[i].re);
	}
	w->npatterns = 0;
	w->policy = p;
	for (r = p->rules; ok && r != NULL && r->pattern != NULL; r++)
		ok = add_pattern(w, r->pattern, r->must_match, r->fails,
		    r->letters_pass, err, errsize);
	for (i = 0; i < nmatch; i++) {
		w->pattern = xreallocarray(w->pattern, w->npatterns + 1,
		    sizeof(*w->pattern));
		w->pattern[w->npatterns++] = match[i];
	}
	free(match);
	wcache_free(&w->cache);	/* verdicts depend on the policy */
	scache_free(&w->scache);	/* and so do suggestions */
	return ok;
}

int
words_add_match(struct words *w, const char *regex, char *err,
    size_t errsize)
{
	return add_pattern(w, regex, 1, WORDS_NO_MATCH, 0, err, errsize);
}

int
words_set_names(struct words *w, int yes, char *err, size_t errsize)
{
	if (!w->policy->fold || !w->policy->proper_ok)
		return fail(err, errsize, "the %s policy does not tell "
		    "persons' names from other words: alphagon does",
		    w->policy->name);
	w->names_ok = yes;
	wcache_free(&w->cache);	/* verdicts depend on it */
	scache_free(&w->scache);
	return 1;
}

int
words_policy_folds(const struct words *w)
{
	return w->policy->fold;
}

void
words_set_index_path(struct words *w, const char *dirs)
{
	free(w->index_dirs);
	w->index_dirs = dirs != NULL ? xstrdup(dirs) : NULL;
}

/*
 * Say in err that the index at path was built from other files (why),
 * and how to build it again; returns 0.
 */
static int
stale(const char *path, const char *why, char *err, size_t errsize)
{
	if (datadir_installed() != NULL && !datadir_is_installed_file(path))
		return fail(err, errsize, "%s: %s: build it again from that "
		    "dictionary, or leave its directory out of --index and "
		    "WORDCK_INDEX", path, why);
	return fail(err, errsize, "%s: %s: %s to build it again", path, why,
	    datadir_rebuild());
}

int
words_load_index(struct words *w, char *err, size_t errsize)
{
	struct dict	*d;
	const char	*list;
	char		**dirs = NULL, *path, why[512];
	size_t		 ndirs = 0, i;
	int		 unreadable = 0;

	if (w->index_loaded)
		return 1;
	list = index_list(w);
	add_dirs(&dirs, &ndirs, list);
	for (i = 0; i < w->ndicts; i++) {
		d = &w->dict[i];
		path = find_data(dirs, ndirs, d->name, ".idx", &unreadable);
		if (path == NULL) {
			if (unreadable)
				fail(err, errsize, "no prefix index %s.idx for "
				    "dictionary %s in %s (one cannot be read)",
				    d->name, d->name, list);
			else
				fail(err, errsize, "no prefix index %s.idx for "
				    "dictionary %s in %s: %s to build it, with "
				    "%s in INDEX_DICTS", d->name, d->name, list,
				    datadir_rebuild(), d->name);
			free_dirs(dirs, ndirs);
			return 0;
		}
		if ((d->index = windex_load(path, err, errsize)) == NULL ||
		    !windex_built_from(d->index, w->group[d->group].aff,
		    d->dic, why, sizeof(why))) {
			if (d->index != NULL)
				stale(path, why, err, errsize);
			free(path);
			free_dirs(dirs, ndirs);
			return 0;
		}
		free(path);
	}
	free_dirs(dirs, ndirs);
	w->index_loaded = 1;
	return 1;
}

/* A NUL-terminated copy of the word in the worker's scratch buffer. */
static char *
scratch(struct worker *k, const char *word, size_t len)
{
	if (len + 1 > k->bufcap) {
		k->bufcap = len + 1 > 256 ? len + 1 : 256;
		free(k->buf);
		k->buf = xmalloc(k->bufcap);
	}
	memcpy(k->buf, word, len);
	k->buf[len] = '\0';
	return k->buf;
}

/*
 * Whether any dictionary has the word (NUL-terminated, modified and put
 * back), as the hunspell program asks: as written, and for a UTF-8
 * dictionary with each typographic apostrophe made plain; an 8-bit
 * dictionary is asked the word in its encoding (words-enc.h).
 */
static int
spell_any(struct words *w, struct worker *k, char *word)
{
	char	*p, *q;
	size_t	 g;
	int	 ok = 0;

	open_handles(w, k);
	for (g = 0; g < w->ngroups && !ok; g++) {
		if (k->enc[g] != NULL) {
			if (Hunspell_spell(k->h[g], wenc_to_dict(k->enc[g],
			    word, strlen(word))))
				return 1;
			continue;
		}
		if (Hunspell_spell(k->h[g], word))
			return 1;
		if (strstr(word, UAPOS) == NULL)
			continue;
		p = xstrdup(word);
		for (q = p; (q = strstr(q, UAPOS)) != NULL; q++) {
			*q = '\'';
			memmove(q + 1, q + 3, strlen(q + 3) + 1);
		}
		ok = Hunspell_spell(k->h[g], p);
		free(p);
	}
	return ok;
}

/*
 * Whether a prefix index proves that spell_any() accepts the word (len
 * bytes, NUL-terminated), so that hunspell need not be asked.
 *
 * wordck-index writes a form into a dictionary's index only if
 * words_check(), under the hunspell policy and with that dictionary
 * loaded alone (as make builds each index), found it WORDS_OK: that is,
 * spell_any() returned 1 on these very bytes with a handle made from the
 * .aff and .dic files whose sizes and hashes windex_built_from() checked
 * when the index was loaded.  Hunspell_spell() depends on nothing but its
 * handle's files and the word (no call changes what a later one says), so
 * spell_any() would return 1 again now, with this library.  That holds
 * for a dictionary alone in its group: where a handle holds more .dic
 * files, one of them could forbid the word, so their indexes are not
 * used.  A word missing from the index proves nothing (a capitalized
 * form, a compound, a word unmunch does not write, a misspelling):
 * hunspell is asked, as before.  Only a loaded, checked set of indexes
 * is used (index_loaded).
 */
static int
index_accepts(const struct words *w, const char *word, size_t len)
{
	const struct dict	*d;
	size_t			 i;

	if (!w->index_loaded)
		return 0;
	for (i = 0; i < w->ndicts; i++) {
		d = &w->dict[i];
		if (d->index != NULL && w->group[d->group].ndic == 1 &&
		    windex_find(d->index, word, len) >= 0)
			return 1;
	}
	return 0;
}

/*
 * What the closures (words-closure.h) say spell_any() answers on the word
 * (len bytes): yes if one dictionary's closure says hunspell accepts it;
 * no if every dictionary's says hunspell rejects it; else unknown.
 *
 * Each closure's answer stands for Hunspell_spell() with that dictionary:
 * its yes and its no in lower case, Capitalized or in CAPITALS were
 * Hunspell_spell()'s own at make time, with a handle made from the .aff
 * and .dic whose sizes and hashes wclosure_built_from() checked (the
 * argument of index_accepts(), for no as well as yes); its no for a word
 * whose lower case it lacks is the proof of words-affix.c, which holds
 * for a complete closure only.  A simple word has no typographic
 * apostrophe, so spell_any() asks exactly Hunspell_spell(), with the same
 * bytes for an 8-bit dictionary: its closure's simple words are ASCII's
 * (words-letters.h), and a complete one's encoding an ISO8859 one
 * (words-affix.c), where ASCII is ASCII.  As with the
 * indexes, a dictionary that shares its handle with another .dic is not
 * answered for: that handle accepts more words.
 */
static enum wclosure_answer
closure_says(const struct words *w, const char *word, size_t len)
{
	const struct dict	*d;
	size_t			 i;
	int			 all_no = 1;

	if (w->closures == 0)
		return WCLOSURE_UNKNOWN;
	for (i = 0; i < w->ndicts; i++) {
		d = &w->dict[i];
		if (d->closure == NULL || w->group[d->group].ndic != 1) {
			all_no = 0;
			continue;
		}
		switch (wclosure_says(d->closure, word, len)) {
		case WCLOSURE_YES:
			return WCLOSURE_YES;
		case WCLOSURE_UNKNOWN:
			all_no = 0;
			break;
		case WCLOSURE_NO:
			break;
		}
	}
	return all_no ? WCLOSURE_NO : WCLOSURE_UNKNOWN;
}

/*
 * Whether any dictionary has the word: from a closure, an index, or from
 * hunspell.
 */
static int
accepts(struct words *w, struct worker *k, char *word, size_t len)
{
	switch (closure_says(w, word, len)) {
	case WCLOSURE_YES:
		return 1;
	case WCLOSURE_NO:
		return 0;
	case WCLOSURE_UNKNOWN:
		break;
	}
	return index_accepts(w, word, len) || spell_any(w, k, word);
}

/*
 * Load each dictionary's closure (NAME.forms beside the indexes) that can
 * be read and was built from the files loaded; the others are left out,
 * and hunspell answers for them, as before.
 */
static void
load_closures(struct words *w)
{
	struct dict	*d;
	char		**dirs = NULL, *path, why[1024];
	size_t		 ndirs = 0, i;
	int		 unreadable = 0;

	add_dirs(&dirs, &ndirs, index_list(w));
	for (i = 0; i < w->ndicts; i++) {
		d = &w->dict[i];
		path = find_data(dirs, ndirs, d->name, ".forms", &unreadable);
		if (path == NULL)
			continue;
		d->closure = wclosure_load(path, why, sizeof(why));
		if (d->closure != NULL && !wclosure_built_from(d->closure,
		    w->group[d->group].aff, d->dic, why, sizeof(why))) {
			wclosure_free(d->closure);
			d->closure = NULL;
		}
		w->closures += d->closure != NULL;
		free(path);
	}
	free_dirs(dirs, ndirs);
}

void
words_load_closures(struct words *w)
{
	if (w->closures_tried)
		return;
	w->closures_tried = 1;
	load_closures(w);
}

/* Whether the policy is hunspell's with no pattern: words as written. */
static int
plain(const struct words *w)
{
	return !w->policy->fold && w->npatterns == 0 &&
	    w->policy->min_letters == 0;
}

/*
 * Whether every dictionary has a complete closure that answers for it
 * (closure_says()): then no simple word needs hunspell or an index.
 */
static int
closures_complete(const struct words *w)
{
	const struct dict	*d;
	size_t			 i;

	for (i = 0; i < w->ndicts; i++) {
		d = &w->dict[i];
		if (d->closure == NULL || !wclosure_complete(d->closure) ||
		    w->group[d->group].ndic != 1)
			return 0;
	}
	return 1;
}

/*
 * Load the closures and the prefix indexes to answer a large batch of new
 * words, once; if the indexes cannot be loaded, forget them and ask
 * hunspell alone, as before.
 */
static void
try_index(struct words *w)
{
	char	 why[1024];
	size_t	 i;

	if (w->index_tried)
		return;
	w->index_tried = 1;
	words_load_closures(w);
	/* Under the hunspell policy, an index adds nothing to them. */
	if (w->index_loaded || (plain(w) && closures_complete(w)) ||
	    words_load_index(w, why, sizeof(why)))
		return;
	for (i = 0; i < w->ndicts; i++) {
		windex_free(w->dict[i].index);
		w->dict[i].index = NULL;
	}
}

/*
 * The marks (WINDEX_ABBREVIATION, WINDEX_NAME) the loaded indexes give
 * the word, in the case written, all of them together; -1 if no index
 * has it.
 */
static int
index_marks(const struct words *w, const char *word, size_t len)
{
	size_t	 i;
	int	 flags, marks = -1;

	for (i = 0; i < w->ndicts; i++)
		if (w->dict[i].index != NULL &&
		    (flags = windex_find(w->dict[i].index, word, len)) >= 0)
			marks = marks < 0 ? flags : marks | flags;
	return marks;
}

/*
 * The marks the loaded indexes give the word, in the case written, all of
 * them together; 0 if none has it with a mark (index_marks() without the
 * search that tells an unmarked word from an absent one).
 */
static int
marks_of(const struct words *w, const char *word, size_t len)
{
	size_t	 i;
	int	 marks = 0;

	for (i = 0; i < w->ndicts; i++)
		if (w->dict[i].index != NULL)
			marks |= windex_marks(w->dict[i].index, word, len);
	return marks;
}

/*
 * The verdict on a proper noun the dictionary has, with the marks its
 * capitalized form has (-1: none), under a policy that takes proper
 * nouns: an abbreviation or, unless they are taken, a person's name is
 * refused; places and the other capitalized words SCOWL lists are taken.
 */
static enum words_verdict
proper_verdict(const struct words *w, int marks)
{
	if (marks > 0 && (marks & WINDEX_ABBREVIATION))
		return WORDS_ABBREVIATION;
	if (marks > 0 && (marks & WINDEX_NAME) && !w->names_ok)
		return WORDS_NAME;
	return WORDS_OK;
}

/* The number of characters (not bytes) of a UTF-8 word. */
static size_t
characters(const char *word, size_t len)
{
	size_t	 i, n = 0;

	for (i = 0; i < len; i++)
		if (((unsigned char)word[i] & 0xc0) != 0x80)
			n++;
	return n;
}

/* Whether the word is nothing but the letters A to Z and a to z. */
static int
only_letters(const char *word, size_t len)
{
	size_t	 i;
	int	 all = len > 0;

	for (i = 0; i < len; i++)
		all &= (unsigned int)(((unsigned char)word[i] | 0x20) - 'a') < 26;
	return all;
}

/*
 * The cases (WCLOSURE_LOWER, WCLOSURE_INITIAL, WCLOSURE_UPPER) in which
 * some dictionary has the simple word in lower case at low (len bytes),
 * when every dictionary's closure is complete and answers for it: what
 * closure_says() answers of each of the word's three spellings, from one
 * look-up of each closure, not one a spelling.  -1 if they do not all
 * answer.
 */
static int
closure_cases(const struct words *w, const char *low, size_t len)
{
	size_t	 i;
	int	 cases, any = 0;

	if (!closures_complete(w))
		return -1;
	for (i = 0; i < w->ndicts; i++)
		if ((cases = wclosure_cases(w->dict[i].closure, low, len)) > 0)
			any |= cases;
	return any;
}

/*
 * Whether any dictionary has the word s (len bytes) spelled in the case
 * of bit: from the cases closure_cases() found, or if it found none (-1),
 * as accepts() finds it.
 */
static int
accepts_case(struct words *w, struct worker *k, char *s, size_t len,
    int cases, int bit)
{
	return cases >= 0 ? (cases & bit) != 0 : accepts(w, k, s, len);
}

/* The verdict on a word, uncached, with the worker's handles. */
static enum words_verdict
judge(struct words *w, struct worker *k, const char *word, size_t len)
{
	const struct policy *p = w->policy;
	char		*s;
	size_t		 i;
	int		 rc, marks, cases = -1;
	int		 letters = only_letters(word, len);

	for (i = 0; i < w->npatterns; i++) {
		if (letters && w->pattern[i].letters_pass)
			continue;
		rc = rematch(w->pattern[i].re, word, len, 0, k->md, NULL,
		    "a word with a pattern");
		if ((rc > 0) != w->pattern[i].must_match)
			return w->pattern[i].fails;
	}
	if (p->min_letters > 0 &&
	    characters(word, len) < (size_t)p->min_letters)
		return WORDS_SHORT;
	s = scratch(k, word, len);
	if (!p->fold)
		return accepts(w, k, s, len) ? WORDS_OK : WORDS_MISSPELLED;
	/* Tiles have no case: ask for the common word, then the others. */
	for (i = 0; i < len; i++)
		if (s[i] >= 'A' && s[i] <= 'Z')
			s[i] = (char)(s[i] - 'A' + 'a');
	if (letters)
		cases = closure_cases(w, s, len);
	if (accepts_case(w, k, s, len, cases, WCLOSURE_LOWER)) {
		if (!(marks_of(w, s, len) & WINDEX_ABBREVIATION))
			return WORDS_OK;
		/*
		 * An abbreviation in lower case; under a policy that takes
		 * proper nouns, the same letters may be a place the
		 * dictionary lists capitalized (an index has the form).
		 */
		if (s[0] >= 'a' && s[0] <= 'z')
			s[0] = (char)(s[0] - 'a' + 'A');
		return p->proper_ok && (marks = index_marks(w, s, len)) >= 0 &&
		    proper_verdict(w, marks) == WORDS_OK ? WORDS_OK :
		    WORDS_ABBREVIATION;
	}
	if (s[0] >= 'a' && s[0] <= 'z')
		s[0] = (char)(s[0] - 'a' + 'A');
	if (accepts_case(w, k, s, len, cases, WCLOSURE_INITIAL))
		return p->proper_ok ? proper_verdict(w, marks_of(w, s,
		    len)) : WORDS_PROPER;
	for (i = 0; i < len; i++)
		if (s[i] >= 'a' && s[i] <= 'z')
			s[i] = (char)(s[i] - 'a' + 'A');
	/* One capital is Capitalized, as hunspell's get_captype() has it. */
	if (accepts_case(w, k, s, len, cases, len > 1 ? WCLOSURE_UPPER :
	    WCLOSURE_INITIAL))
		return WORDS_ACRONYM;
	return WORDS_MISSPELLED;
}

/*
 * Whether the closures answer for every spelling of the word judge() may
 * ask, in any case: then the word is judged at once, not cached.  The
 * closures are nearly as quick as the cache, which a stream of new words
 * would only fill (3 MiB of ag-check's on 10,000 games).
 */
static int
answered_at_once(const struct words *w, const char *word, size_t len)
{
	/* A word of A-Z and a-z is a simple word of every closure. */
	return w->closures_tried && closures_complete(w) &&
	    (only_letters(word, len) ||
	    closure_says(w, word, len) != WCLOSURE_UNKNOWN);
}

void
words_prefetch(const struct words *w, const char *word, size_t len)
{
	size_t	 i;

	for (i = 0; i < w->ndicts; i++)
		if (w->dict[i].closure != NULL)
			wclosure_prefetch(w->dict[i].closure, word, len);
}

enum words_verdict
words_check(struct words *w, const char *word, size_t len)
{
	struct wcache_entry *e;
	int		 made;

	if (answered_at_once(w, word, len))
		return judge(w, &w->w[0], word, len);
	e = wcache_entry(&w->cache, word, len, &made);
	if (made)
		e->verdict = (unsigned char)judge(w, &w->w[0], word, len);
	return (enum words_verdict)e->verdict;
}

/* Judge the shared list of words, a chunk at a time, until none is left. */
static void
work(struct words *w, struct worker *k)
{
	size_t	 i, end;

	for (;;) {
		i = atomic_fetch_add(&w->next, CHUNK);
		if (i >= w->ntodo)
			return;
		end = i + CHUNK < w->ntodo ? i + CHUNK : w->ntodo;
		for (; i < end; i++)
			w->todo_verdict[i] = (unsigned char)judge(w, k,
			    w->todo[i], w->todo_len[i]);
	}
}

/* The second thread: load its handles the first time, then work. */
static void *
helper(void *arg)
{
	struct words	*w = arg;

	if (w->w[1].md == NULL && !setup_worker(w, &w->w[1])) {
		free_worker(w, &w->w[1]);
		return NULL;
	}
	work(w, &w->w[1]);
	return NULL;
}

/* The verdicts of words_check_many(), through the cache. */
static void
check_cached(struct words *w, const char *const word[], const size_t len[],
    size_t n, unsigned char verdict[])
{
	struct wcache_entry **entry;
	pthread_t	 thread;
	size_t		 i, t, total = 0;
	int		 made, threaded;

	for (i = 0; i < n; i++)
		total += len[i];
	/* Room first: the entries must not move while the batch fills. */
	if (!wcache_reserve(&w->cache, n, total)) {
		for (i = 0; i < n; i++)
			verdict[i] = (unsigned char)words_check(w, word[i],
			    len[i]);
		return;
	}
	entry = xreallocarray(NULL, n ? n : 1, sizeof(*entry));
	w->ntodo = 0;
	for (i = 0; i < n; i++) {
		entry[i] = wcache_entry(&w->cache, word[i], len[i], &made);
		if (made)
			w->ntodo++;
	}
	if (w->ntodo >= INDEX_WORTH)
		try_index(w);
	w->todo = xreallocarray(NULL, w->ntodo + 1, sizeof(*w->todo));
	w->todo_len = xreallocarray(NULL, w->ntodo + 1, sizeof(*w->todo_len));
	w->todo_verdict = xmalloc(w->ntodo + 1);
	for (i = t = 0; i < n; i++)
		if (entry[i]->verdict == WCACHE_PENDING &&
		    entry[i]->used == 1) {
			entry[i]->used = 2;	/* listed once */
			w->todo[t] = wcache_word(&w->cache, entry[i]);
			w->todo_len[t++] = len[i];
		}
	atomic_store(&w->next, 0);
	threaded = w->ntodo >= MANY &&
	    pthread_create(&thread, NULL, helper, w) == 0;
	work(w, &w->w[0]);
	if (threaded)
		pthread_join(thread, NULL);
	for (i = t = 0; i < n; i++)
		if (entry[i]->used == 2) {
			entry[i]->used = 1;
			entry[i]->verdict = w->todo_verdict[t++];
		}
	for (i = 0; i < n; i++)
		verdict[i] = entry[i]->verdict;
	free(w->todo);
	free(w->todo_len);
	free(w->todo_verdict);
	free(entry);
}

/*
 * Under the hunspell policy with no pattern, a word a closure answers for
 * is judged at once, not cached: the closure is as quick as the cache, and
 * a stream of new words would only fill it.  The others go to the cache.
 * A batch of INDEX_WORTH words loads the closures first (some
 * milliseconds), so that a second thread is started, with its own
 * hunspell handles, only for the words they leave.
 */
void
words_check_many(struct words *w, const char *const word[],
    const size_t len[], size_t n, unsigned char verdict[])
{
	const char	**rest;
	size_t		*rest_len, *at, i, m = 0;
	unsigned char	*rest_verdict;
	enum wclosure_answer a;

	if (plain(w) && n >= INDEX_WORTH)
		try_index(w);
	if (w->closures == 0 || !plain(w)) {
		check_cached(w, word, len, n, verdict);
		return;
	}
	rest = xreallocarray(NULL, n + 1, sizeof(*rest));
	rest_len = xreallocarray(NULL, n + 1, sizeof(*rest_len));
	at = xreallocarray(NULL, n + 1, sizeof(*at));
	for (i = 0; i < n; i++) {
		a = closure_says(w, word[i], len[i]);
		if (a == WCLOSURE_UNKNOWN) {
			rest[m] = word[i];
			rest_len[m] = len[i];
			at[m++] = i;
		} else
			verdict[i] = a == WCLOSURE_YES ? WORDS_OK :
			    WORDS_MISSPELLED;
	}
	rest_verdict = xmalloc(m + 1);
	check_cached(w, rest, rest_len, m, rest_verdict);
	for (i = 0; i < m; i++)
		verdict[at[i]] = rest_verdict[i];
	free(rest);
	free(rest_len);
	free(at);
	free(rest_verdict);
}

void
words_free_list(char **list, int n)
{
	while (n > 0)
		free(list[--n]);
	free(list);
}

int
words_suggest(struct words *w, const char *word, char ***listp)
{
	struct worker	*k = &w->w[0];
	char		**got, **list = NULL, *s, *sug;
	size_t		 g, len = strlen(word), i;
	int		 n, j, m, count = 0;

	if (scache_get(&w->scache, word, listp, &count))
		return count;
	s = scratch(k, word, len);
	if (w->policy->fold)
		for (i = 0; i < len; i++)
			if (s[i] >= 'A' && s[i] <= 'Z')
				s[i] = (char)(s[i] - 'A' + 'a');
	s = xstrdup(s);
	open_handles(w, k);
	for (g = 0; g < w->ngroups; g++) {
		/* An 8-bit dictionary's, in its encoding and back. */
		n = Hunspell_suggest(k->h[g], &got, k->enc[g] == NULL ? s :
		    wenc_to_dict(k->enc[g], s, strlen(s)));
		for (j = 0; j < n; j++) {
			sug = xstrdup(k->enc[g] == NULL ? got[j] :
			    wenc_from_dict(k->enc[g], got[j], strlen(got[j]),
			    NULL));
			for (m = 0; m < count; m++)
				if (strcmp(list[m], sug) == 0)
					break;
			if (m < count || words_check(w, sug, strlen(sug)) !=
			    WORDS_OK) {
				free(sug);
				continue;
			}
			list = xreallocarray(list, (size_t)count + 1,
			    sizeof(*list));
			list[count++] = sug;
		}
		if (n > 0)
			Hunspell_free_list(k->h[g], &got, n);
	}
	free(s);
	scache_put(&w->scache, word, list, count);
	*listp = list;
	return count;
}

/* Whether the word is all in lower case (A-Z only are looked at). */
static int
is_lower(const char *s)
{
	for (; *s != '\0'; s++)
		if (*s >= 'A' && *s <= 'Z')
			return 0;
	return 1;
}

static int
cmp_words(const void *a, const void *b)
{
	return windex_cmp(*(const char *const *)a, *(const char *const *)b);
}

long
words_prefix(struct words *w, const char *prefix,
    void (*fn)(const char *word, void *arg), void *arg, char *err,
    size_t errsize)
{
	const char	**all = NULL;
	size_t		 n = 0, i, j, first, end, best;
	long		 count = 0;

	if (!words_load_index(w, err, errsize))
		return -1;
	for (i = 0; i < w->ndicts; i++) {
		windex_range(w->dict[i].index, prefix, &first, &end);
		all = xreallocarray(all, n + (end - first) + 1, sizeof(*all));
		for (j = first; j < end; j++)
			all[n++] = windex_word(w->dict[i].index, j, NULL);
	}
	if (n > 1)
		qsort(all, n, sizeof(*all), cmp_words);
	for (i = 0; i < n; i = j) {
		/*
		 * The same word from two dictionaries is listed once; for a
		 * game's policy, the same letters in another case too (the
		 * lower-case form is shown if there is one).
		 */
		best = i;
		for (j = i + 1; j < n && (strcmp(all[j], all[i]) == 0 ||
		    (w->policy->fold && strcasecmp(all[j], all[i]) == 0));
		    j++)
			if (!is_lower(all[best]) && is_lower(all[j]))
				best = j;
		if (words_check(w, all[best], strlen(all[best])) != WORDS_OK)
			continue;
		fn(all[best], arg);
		count++;
	}
	free(all);
	return count;
}
