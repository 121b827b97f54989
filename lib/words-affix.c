/*
 * words-affix.c: expanding a hunspell dictionary into its simple forms,
 * and the argument that no simple word hunspell accepts is left out.
 *
 * What hunspell 1.7 does with a word w (Hunspell_spell(), as the hunspell
 * program calls it), where w is simple: the letters of words-letters.h
 * and apostrophes, nothing else.
 *  1. ICONV rewrites w; a pattern with a character no simple word has
 *     cannot match, so w is unchanged.  (Simple patterns: incomplete.)
 *  2. w is cleaned (no blanks or final dots to strip), and its case
 *     pattern taken.  A word of digits is accepted; w has none.
 *  3. checkword() is asked for w and, by the case pattern, for w in lower
 *     case, Capitalized, with its first letter after an apostrophe in
 *     capitals (ALL'CAPS): each a case variant of w, simple too and with
 *     w's lower case, as the set is closed under hunspell's case mapping
 *     (words-letters.h).  A word in mixed case is asked as written only.
 *     The '.' forms are tried only for a word that ended in dots.  LANG
 *     tr, az or crh maps the dotted i otherwise (incomplete); CHECKSHARPS
 *     would try the German sharp s (incomplete).
 *  4. checkword(x) accepts x only if x is a stem of the .dic, or a stem
 *     with one prefix, one suffix, or both where both are cross products
 *     (affix_check()), or a compound (compound_check()).  FORBIDDENWORD,
 *     NEEDAFFIX, ONLYINCOMPOUND, KEEPCASE and the like only take words
 *     away.  Stems are the .dic's words and, for a word with capitals in
 *     it, its copy in lower case with a capital first (hunspell adds it
 *     for ALL CAPS input): waffix_expand() adds that copy for every stem
 *     with a capital.  A letter outside the set whose case is in it (long
 *     s, dotless i ...) could make a simple copy of a stem that is not:
 *     in a stem or an affix, incomplete.  IGNORE would change both sides
 *     (incomplete).
 *  5. A suffix applies to a stem that ends with its strip string and
 *     matches its condition at the end; a prefix likewise at the start of
 *     the stem, or of the suffixed form in a cross product (so prefixes
 *     are tried after suffixes here).  An affix with continuation classes
 *     (twofold affixes, CIRCUMFIX) is not modelled (incomplete).
 *  6. A compound: without COMPOUNDFLAG, COMPOUNDBEGIN and their kind
 *     (incomplete), only COMPOUNDRULE can join words, and each part is a
 *     stem that carries a flag of a rule (possibly with affixes).  If each
 *     such stem has a character no simple word has (en_US: the digits of
 *     1st, 2nd, 3th), and strip strings hold only simple characters (so no
 *     affix removes it), every compound has it: no simple word is one.
 *  7. If all failed, BREAK splits w at its patterns and checks the parts;
 *     the default patterns are hyphens, and a pattern with a character no
 *     simple word has cannot split it.  (Simple patterns: incomplete.)
 * So a simple w that hunspell accepts is a case variant of a simple form
 * of step 4, in mixed case that very form, and a stem with a character no
 * simple word has gives no simple form (strip strings take simple
 * characters only): only simple stems are expanded.  Conditions are read
 * by characters in a UTF-8 dictionary and by bytes in an 8-bit one, as
 * hunspell reads them; an 8-bit dictionary's simple words are ASCII's,
 * whose bytes are the same in its encoding.  Any directive not named here
 * makes the closure incomplete: hunspell ignores what it does not know,
 * but this file cannot tell what a newer hunspell knows.  SET must come
 * before the tables it judges (incomplete).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "words-affix.h"
#include "words-letters.h"

#define MAXFIELDS	8
#define MAXCOND		20	/* hunspell's MAXCONDLEN */

/* One affix entry: PFX or SFX, its flag, strip, append and condition. */
struct affix {
	int		 prefix;
	int		 cross;		/* Y: it joins in cross products */
	unsigned char	 flag;
	char		*strip, *add, *cond;
};

/* A stem of the .dic (or a capitalized copy) and its flags. */
struct stem {
	char		*word;
	char		*flags;
};

struct waffix {
	struct affix	*affix;
	size_t		 naffix;
	struct stem	*stem;
	size_t		 nstems;
	unsigned char	 rule_flag[256];	/* flags COMPOUNDRULE names */
	enum wletters	 set;		/* the simple words' letters */
	int		 complete;
	char		 why[256];
};

/*
 * Directives that only take words away, or touch suggestions, tokens or
 * output, never what checkword() accepts beyond step 4 above.
 */
static const char *const harmless[] = {
	"TRY", "KEY", "REP", "MAP", "PHONE", "NOSUGGEST", "WORDCHARS", "NAME",
	"VERSION", "HOME", "MAXNGRAMSUGS", "MAXCPDSUGS", "MAXDIFF",
	"ONLYMAXDIFF", "NOSPLITSUGS", "SUGSWITHDOTS", "FORBIDDENWORD",
	"NEEDAFFIX", "PSEUDOROOT", "KEEPCASE", "ONLYINCOMPOUND", "SUBSTANDARD",
	"WARN", "FORBIDWARN", "LEMMA_PRESENT", "OCONV", "FULLSTRIP",
	"COMPOUNDMIN", NULL
};

enum wletters
waffix_letters(const struct waffix *x)
{
	return x->set;
}

int
waffix_simple(const struct waffix *x, const char *s, size_t len)
{
	return wletter_fold(s, len, x->set, NULL, NULL);
}

/* Whether s has a character no simple word has. */
static int
has_other(const struct waffix *x, const char *s)
{
	return !waffix_simple(x, s, strlen(s)) && *s != '\0';
}

/*
 * Whether s has a character whose case hunspell maps into the simple
 * words' letters from outside them: long s, dotless i, I with a dot, the
 * Kelvin and Angstrom signs, capital sharp s.
 */
static int
crosses_case(const char *s)
{
	static const char *const cross[] = { "\xc5\xbf", "\xc4\xb1",
	    "\xc4\xb0", "\xe2\x84\xaa", "\xe2\x84\xab", "\xe1\xba\x9e",
	    NULL };
	size_t	 i;

	for (i = 0; cross[i] != NULL; i++)
		if (strstr(s, cross[i]) != NULL)
			return 1;
	return 0;
}

/* Record the first reason the closure is incomplete. */
static void
incomplete(struct waffix *x, unsigned long line, const char *fmt,
    const char *what)
{
	char	 msg[200];

	if (!x->complete)
		return;
	x->complete = 0;
	snprintf(msg, sizeof(msg), fmt, what);
	snprintf(x->why, sizeof(x->why), "line %lu: %s", line, msg);
}

/* Split line at blanks into at most MAXFIELDS fields; how many. */
static size_t
fields(char *line, char *f[])
{
	size_t	 n = 0;
	char	*p = line;

	while (n < MAXFIELDS) {
		p += strspn(p, " \t");
		if (*p == '\0')
			break;
		f[n++] = p;
		p += strcspn(p, " \t");
		if (*p != '\0')
			*p++ = '\0';
	}
	return n;
}

/* The next line of fp without its line end, in *buf; 0 at the end. */
static int
next_line(FILE *fp, char **buf, size_t *cap, unsigned long *line)
{
	if (getline(buf, cap, fp) == -1)
		return 0;
	(*buf)[strcspn(*buf, "\r\n")] = '\0';
	(*line)++;
	return 1;
}

/*
 * Whether a condition has the plain shape whose meaning is sure: at most
 * MAXCOND bytes of elements, each '.', a byte, or a [set] or [^set] of one
 * byte or more, no bracket or caret elsewhere.  hunspell's own reader is a
 * looser state machine; another shape makes the closure incomplete.
 */
static int
plain_condition(const char *c)
{
	size_t	 n;

	if (strlen(c) > MAXCOND)
		return 0;
	while (*c != '\0') {
		if (*c == ']' || *c == '^')
			return 0;
		if (*c++ != '[')
			continue;
		if (*c == '^')
			c++;
		n = strcspn(c, "[]^");
		if (n == 0 || c[n] != ']')
			return 0;
		c += n + 1;
	}
	return 1;
}

/* "0" is hunspell's empty strip or append. */
static char *
affix_string(const char *s)
{
	return xstrdup(strcmp(s, "0") == 0 ? "" : s);
}

/* Read count entries of the affix class whose header is f[]. */
static void
read_class(struct waffix *x, FILE *fp, char *f[], unsigned long *line,
    char **buf, size_t *cap)
{
	struct affix	*a;
	char		*e[MAXFIELDS], kind[4];
	long		 count, i;
	int		 cross = f[2][0] == 'Y';
	unsigned char	 flag = (unsigned char)f[1][0];

	snprintf(kind, sizeof(kind), "%s", f[0]);
	count = strtol(f[3], NULL, 10);
	if (f[1][1] != '\0')
		incomplete(x, *line, "%s: a flag of more than one byte", kind);
	for (i = 0; i < count; i++) {
		if (!next_line(fp, buf, cap, line)) {
			incomplete(x, *line, "%s: fewer entries than its count",
			    kind);
			return;
		}
		if (fields(*buf, e) < 5 || strcmp(e[0], kind) != 0 ||
		    (unsigned char)e[1][0] != flag) {
			incomplete(x, *line, "%s: an entry not read as "
			    "hunspell reads it", kind);
			continue;
		}
		if (strchr(e[3], '/') != NULL)
			incomplete(x, *line, "%s: continuation classes "
			    "(twofold affixes)", kind);
		if (!plain_condition(e[4]))
			incomplete(x, *line, "%s: a condition of another shape",
			    kind);
		if (strcmp(e[2], "0") != 0 && has_other(x, e[2]))
			incomplete(x, *line, "%s: a strip string with a "
			    "character of no simple word", kind);
		if (crosses_case(e[2]) || crosses_case(e[3]))
			incomplete(x, *line, "%s: a letter whose case is a "
			    "simple word's", kind);
		x->affix = xreallocarray(x->affix, x->naffix + 1,
		    sizeof(*x->affix));
		a = &x->affix[x->naffix++];
		a->prefix = kind[0] == 'P';
		a->cross = cross;
		a->flag = flag;
		a->strip = affix_string(e[2]);
		a->add = affix_string(e[3]);
		a->cond = xstrdup(e[4]);
	}
}

/*
 * Read the count entries of a table (ICONV, BREAK, COMPOUNDRULE) whose
 * header is f[], and judge each pattern as words-affix.c's steps say.
 */
static void
read_table(struct waffix *x, FILE *fp, char *f[], unsigned long *line,
    char **buf, size_t *cap)
{
	char		*e[MAXFIELDS], kind[16], *p;
	long		 count, i;
	size_t		 n;

	snprintf(kind, sizeof(kind), "%s", f[0]);
	count = strtol(f[1], NULL, 10);
	for (i = 0; i < count; i++) {
		if (!next_line(fp, buf, cap, line)) {
			incomplete(x, *line, "%s: fewer entries than its count",
			    kind);
			return;
		}
		if ((n = fields(*buf, e)) < 2 || strcmp(e[0], kind) != 0) {
			incomplete(x, *line, "%s: an entry not read as "
			    "hunspell reads it", kind);
			continue;
		}
		p = e[1];
		if (strcmp(kind, "BREAK") == 0) {
			if (*p == '^')
				p++;
			if (*p != '\0' && p[strlen(p) - 1] == '$')
				p[strlen(p) - 1] = '\0';
		}
		if (strcmp(kind, "COMPOUNDRULE") == 0) {
			if (strchr(p, '(') != NULL)
				incomplete(x, *line, "%s: flags in parentheses",
				    kind);
			for (; *p != '\0'; p++)
				if (*p != '*' && *p != '?')
					x->rule_flag[(unsigned char)*p] = 1;
		} else if (!has_other(x, p))
			incomplete(x, *line, "%s: a pattern a simple word can "
			    "hold", kind);
	}
}

/* Whether a directive's value is one the model takes (SET, LANG). */
static void
check_value(struct waffix *x, unsigned long line, char *f[], size_t n)
{
	static const char *const dotted_i[] = { "tr", "az", "crh", NULL };
	size_t	 i;

	if (n < 2)
		return;
	if (strcmp(f[0], "SET") == 0 && strcmp(f[1], "UTF-8") != 0 &&
	    strncmp(f[1], "ISO8859-", 8) != 0)
		incomplete(x, line, "SET %s: an encoding not known to keep "
		    "ASCII", f[1]);
	/* hunspell's ISO8859-9 puts I with the dotless i, i with İ. */
	if (strcmp(f[0], "SET") == 0 && strcmp(f[1], "ISO8859-9") == 0)
		incomplete(x, line, "SET %s: the dotted i's case mapping",
		    f[1]);
	if (strcmp(f[0], "LANG") == 0)
		for (i = 0; dotted_i[i] != NULL; i++)
			if (strncmp(f[1], dotted_i[i], strlen(dotted_i[i])) ==
			    0)
				incomplete(x, line, "LANG %s: the dotted i's "
				    "case mapping", f[1]);
}

/* Read the affix file's directives into x. */
static void
read_aff(struct waffix *x, FILE *fp)
{
	char		*buf = NULL, *f[MAXFIELDS] = { NULL };
	size_t		 cap = 0, n, i;
	unsigned long	 line = 0;
	int		 set_read = 0, tables_read = 0;

	while (next_line(fp, &buf, &cap, &line)) {
		/* A byte order mark starts the first line. */
		if (line == 1 && strncmp(buf, "\xef\xbb\xbf", 3) == 0)
			memmove(buf, buf + 3, strlen(buf + 3) + 1);
		if ((n = fields(buf, f)) == 0 || f[0][0] == '#')
			continue;
		for (i = 0; harmless[i] != NULL; i++)
			if (strcmp(f[0], harmless[i]) == 0)
				break;
		if (harmless[i] != NULL)
			continue;
		if (strcmp(f[0], "SET") == 0 && n >= 2 && !set_read) {
			/* The letters judge the tables: SET comes first. */
			if (tables_read)
				incomplete(x, line, "%s: after the affixes",
				    f[0]);
			x->set = strcmp(f[1], "UTF-8") == 0 ? WLETTERS_LATIN :
			    WLETTERS_ASCII;
			set_read = 1;
		}
		if (strcmp(f[0], "SET") == 0 || strcmp(f[0], "LANG") == 0)
			check_value(x, line, f, n);
		else if ((strcmp(f[0], "PFX") == 0 ||
		    strcmp(f[0], "SFX") == 0) && n >= 4) {
			read_class(x, fp, f, &line, &buf, &cap);
			tables_read = 1;
		} else if ((strcmp(f[0], "ICONV") == 0 ||
		    strcmp(f[0], "BREAK") == 0 ||
		    strcmp(f[0], "COMPOUNDRULE") == 0) && n == 2) {
			read_table(x, fp, f, &line, &buf, &cap);
			tables_read = 1;
		} else
			incomplete(x, line, "%s: a directive not modelled",
			    f[0]);
	}
	free(buf);
}

/* Add a stem and its flags (copied). */
static void
add_stem(struct waffix *x, const char *word, size_t len, const char *flags)
{
	struct stem	*s;

	x->stem = xreallocarray(x->stem, x->nstems + 1, sizeof(*x->stem));
	s = &x->stem[x->nstems++];
	s->word = xstrndup(word, len);
	s->flags = xstrdup(flags);
}

/*
 * Read the .dic's simple stems (the first line is the count), with their
 * capitalized copies; a simple stem with a COMPOUNDRULE flag could join a
 * simple compound (step 6).
 */
static void
read_dic(struct waffix *x, FILE *fp)
{
	char		*buf = NULL, *slash, *p, *copy;
	const char	*flags;
	size_t		 cap = 0, len;
	unsigned long	 line = 0;
	enum wcase	 kind;

	while (next_line(fp, &buf, &cap, &line)) {
		if (line == 1 || *buf == '\0')
			continue;
		if (strpbrk(buf, " \t") != NULL) {
			incomplete(x, line, "%s: a .dic line with blanks "
			    "(morphology) not modelled", "dic");
			continue;
		}
		/* "\/" is a slash of the word; a slash first is one too. */
		for (slash = strchr(buf + 1, '/'); slash != NULL &&
		    slash[-1] == '\\'; slash = strchr(slash, '/'))
			memmove(slash - 1, slash, strlen(slash) + 1);
		flags = slash != NULL ? slash + 1 : "";
		len = slash != NULL ? (size_t)(slash - buf) : strlen(buf);
		if (crosses_case(buf))
			incomplete(x, line, "%s: a letter whose case is a "
			    "simple word's", "dic");
		copy = xstrndup(buf, len);
		if (!wletter_fold(buf, len, x->set, copy, &kind)) {
			free(copy);
			continue;
		}
		for (p = (char *)flags; *p != '\0'; p++)
			if (x->rule_flag[(unsigned char)*p])
				incomplete(x, line, "%s: a simple stem with a "
				    "compound rule's flag", "dic");
		add_stem(x, buf, len, flags);
		/* hunspell's copy of a stem with capitals: Capitalized. */
		wletter_recase(copy, len, WCASE_INITIAL, copy);
		if (kind != WCASE_LOWER && memcmp(copy, buf, len) != 0)
			add_stem(x, copy, len, flags);
		free(copy);
	}
	free(buf);
}

struct waffix *
waffix_read(const char *aff, const char *dic, char *err, size_t errsize)
{
	struct waffix	*x;
	FILE		*fa, *fd;

	if ((fa = fopen(aff, "r")) == NULL) {
		snprintf(err, errsize, "%s: %s", aff, strerror(errno));
		return NULL;
	}
	if ((fd = fopen(dic, "r")) == NULL) {
		snprintf(err, errsize, "%s: %s", dic, strerror(errno));
		fclose(fa);
		return NULL;
	}
	x = xcalloc(1, sizeof(*x));
	x->complete = 1;
	read_aff(x, fa);
	read_dic(x, fd);
	if (ferror(fa) || ferror(fd)) {
		snprintf(err, errsize, "%s: read error", ferror(fa) ? aff :
		    dic);
		waffix_free(x);
		x = NULL;
	}
	fclose(fa);
	fclose(fd);
	return x;
}

void
waffix_free(struct waffix *x)
{
	size_t	 i;

	if (x == NULL)
		return;
	for (i = 0; i < x->naffix; i++) {
		free(x->affix[i].strip);
		free(x->affix[i].add);
		free(x->affix[i].cond);
	}
	for (i = 0; i < x->nstems; i++) {
		free(x->stem[i].word);
		free(x->stem[i].flags);
	}
	free(x->affix);
	free(x->stem);
	free(x);
}

int
waffix_complete(const struct waffix *x, char *why, size_t whysize)
{
	if (!x->complete)
		snprintf(why, whysize, "%s", x->why);
	return x->complete;
}

/*
 * The character at *p, which it passes: a UTF-8 character's code point
 * in a UTF-8 dictionary (a byte that begins none stands for itself), else
 * a byte, as hunspell reads conditions.
 */
static long
character(const char **p, int utf8)
{
	const unsigned char *q = (const unsigned char *)*p;
	long		 c = *q;
	int		 more = 0;

	(*p)++;
	if (!utf8 || c < 0xc0)
		return c;
	more = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
	c &= 0x3f >> more;
	for (q++; more > 0 && (*q & 0xc0) == 0x80; more--, q++, (*p)++)
		c = (c << 6) | (*q & 0x3f);
	return c;
}

/*
 * Whether character c matches the condition's element at *p, which it
 * passes; an element is '.', a character, or a [set] or [^set].  An
 * element cut short matches (the expansion errs on the generous side).
 */
static int
element(const char **p, long c, int utf8)
{
	const char	*q = *p;
	long		 e;
	int		 negate, in = 0;

	if (*q != '[') {
		e = character(p, utf8);
		return e == '.' || e == c;
	}
	q++;
	if ((negate = *q == '^'))
		q++;
	if (strchr(q, ']') == NULL) {
		*p = q + strlen(q);
		return 1;
	}
	while (*q != ']')
		in |= character(&q, utf8) == c;
	*p = q + 1;
	return in != negate;
}

/* The number of elements of a condition. */
static size_t
elements(const char *cond, int utf8)
{
	size_t	 n = 0;

	while (*cond != '\0') {
		(void)element(&cond, 'a', utf8);
		n++;
	}
	return n;
}

/*
 * Whether the condition holds at the start (prefix) or the end of s, read
 * by characters; a stem shorter than the condition passes (generous).
 */
static int
condition(const char *cond, const char *s, size_t len, int prefix, int utf8)
{
	const char	*p = s, *end = s + len;
	size_t		 n = elements(cond, utf8), chars = 0, i;

	while (p < end) {
		(void)character(&p, utf8);
		chars++;
	}
	if (n > chars)
		return 1;
	p = s;
	for (i = 0; !prefix && i < chars - n; i++)
		(void)character(&p, utf8);
	for (i = 0; i < n; i++)
		if (!element(&cond, character(&p, utf8), utf8))
			return 0;
	return 1;
}

/* Whether affix a applies to the len bytes at s. */
static int
applies(const struct waffix *x, const struct affix *a, const char *s,
    size_t len)
{
	size_t	 sl = strlen(a->strip);

	if (sl > len || !condition(a->cond, s, len, a->prefix,
	    x->set == WLETTERS_LATIN))
		return 0;
	return memcmp(a->prefix ? s : s + len - sl, a->strip, sl) == 0;
}

/* Apply a (which applies) to s into *buf; the new length. */
static size_t
apply(const struct affix *a, const char *s, size_t len, char **buf,
    size_t *cap)
{
	size_t	 sl = strlen(a->strip), al = strlen(a->add), n;

	n = len - sl + al;
	if (n + 1 > *cap) {
		*cap = n + 64;
		*buf = xreallocarray(*buf, *cap, 1);
	}
	if (a->prefix) {
		memcpy(*buf, a->add, al);
		memcpy(*buf + al, s + sl, len - sl);
	} else {
		memcpy(*buf, s, len - sl);
		memcpy(*buf + len - sl, a->add, al);
	}
	(*buf)[n] = '\0';
	return n;
}

/* Whether the stem's flags include the affix's. */
static int
carries(const struct stem *s, const struct affix *a)
{
	return strchr(s->flags, a->flag) != NULL && a->flag != '\0';
}

/* Give fn the form if it is simple. */
static void
emit(const struct waffix *x, const char *form, size_t len,
    void (*fn)(const char *, size_t, void *), void *arg)
{
	if (waffix_simple(x, form, len))
		fn(form, len, arg);
}

void
waffix_expand(const struct waffix *x,
    void (*fn)(const char *form, size_t len, void *arg), void *arg)
{
	const struct stem	*s;
	const struct affix	*a, *p;
	char			*one = NULL, *two = NULL;
	size_t			 i, j, k, cap1 = 0, cap2 = 0, len, n1, n2;

	for (i = 0; i < x->nstems; i++) {
		s = &x->stem[i];
		len = strlen(s->word);
		emit(x, s->word, len, fn, arg);
		for (j = 0; j < x->naffix; j++) {
			a = &x->affix[j];
			if (!carries(s, a) || !applies(x, a, s->word, len))
				continue;
			n1 = apply(a, s->word, len, &one, &cap1);
			emit(x, one, n1, fn, arg);
			if (a->prefix || !a->cross)
				continue;
			/* A cross product: a prefix on the suffixed form. */
			for (k = 0; k < x->naffix; k++) {
				p = &x->affix[k];
				if (!p->prefix || !p->cross || !carries(s, p) ||
				    !applies(x, p, one, n1))
					continue;
				n2 = apply(p, one, n1, &two, &cap2);
				emit(x, two, n2, fn, arg);
			}
		}
	}
	free(one);
	free(two);
}
