/*
 * lexicon.c: the word graph and the line search (lib/lexicon.h,
 * lib/wordsearch.h) against a word list and a brute force.
 *
 *  - The graph holds exactly its list: every word, nothing else, counted
 *    right, built the same from any order; the en_US control-word file
 *    the build writes holds exactly the words the policy accepts.
 *  - A file written and read back is the same graph; a damaged file
 *    (truncated, any bit changed) is refused with a message; a forged
 *    one (changed and sealed again) is refused where its header is wrong,
 *    and used without a walk out of bounds or round a cycle elsewhere.
 *  - Cross sets equal those found by trying each letter in the list.
 *  - On seeded random lines and racks, over a small and the real
 *    dictionary, the search reports the same plays as a brute force that
 *    tries every way to put the rack's tiles (each permutation of each
 *    subset, a wildcard as each letter) on every span of the line and
 *    looks the word up in the sorted list; and none twice.  (The brute
 *    force stops filling a span when no word of the list starts with the
 *    letters so far: it looks no word up that it could find.)  Lines are
 *    of up to 24 squares, and, on the real dictionary, of up to 300, as
 *    a line of a board with no edge may be.
 *  - Table rows state plays the placement rules give for small lines.
 *
 * The first argument is the number of random lines per dictionary, the
 * long lines a twentieth of it (tests/unit-lexicon.t gives fewer under
 * the sanitizers).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "lexicon.h"
#include "rng.h"
#include "tap.h"
#include "wordsearch.h"
#include "words.h"
#include "words-index.h"

#define MAXLINE	24	/* the squares of a random line at most */
#define LONGLINE 300	/* and of a long one: the board has no edge */

/* A sorted list of unique words: the brute force's dictionary. */
struct list {
	char	**s;
	size_t	 n, cap;
};

/* Add a copy of the len bytes at s to the list. */
static void
push(struct list *l, const char *s, size_t len)
{
	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 256;
		l->s = xreallocarray(l->s, l->cap, sizeof(*l->s));
	}
	l->s[l->n++] = xstrndup(s, len);
}

/* Order strings as strcmp does. */
static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Sort the list (an empty one has no array). */
static void
sort_list(struct list *l)
{
	if (l->n > 1)
		qsort(l->s, l->n, sizeof(*l->s), cmp_str);
}

/* Sort the list and drop repeated words. */
static void
sort_unique(struct list *l)
{
	size_t	 i, k = 0;

	sort_list(l);
	for (i = 0; i < l->n; i++) {
		if (k > 0 && strcmp(l->s[k - 1], l->s[i]) == 0)
			free(l->s[i]);
		else
			l->s[k++] = l->s[i];
	}
	l->n = k;
}

/* Free the list's words and empty it. */
static void
free_list(struct list *l)
{
	size_t	 i;

	for (i = 0; i < l->n; i++)
		free(l->s[i]);
	free(l->s);
	memset(l, 0, sizeof(*l));
}

/* The index of the first word not below the len bytes at s. */
static size_t
lower_bound(const struct list *l, const char *s, size_t len)
{
	size_t	 lo = 0, hi = l->n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (strncmp(l->s[mid], s, len) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Whether some word starts with the len bytes at s (or is them). */
static int
list_has_prefix(const struct list *l, const char *s, size_t len)
{
	size_t	 i = lower_bound(l, s, len);

	return i < l->n && strncmp(l->s[i], s, len) == 0;
}

/* Whether the len bytes at s are a word of the list. */
static int
list_has(const struct list *l, const char *s, size_t len)
{
	size_t	 i = lower_bound(l, s, len);

	return i < l->n && strncmp(l->s[i], s, len) == 0 &&
	    l->s[i][len] == '\0';
}

/* The lexicon of a list, which must build. */
static struct lexicon *
build_list(const struct list *l)
{
	struct lexicon	*lex;
	size_t		*len, i;
	char		 err[200];

	len = xreallocarray(NULL, l->n + 1, sizeof(*len));
	for (i = 0; i < l->n; i++)
		len[i] = strlen(l->s[i]);
	lex = lexicon_build((const char *const *)l->s, len, l->n, err,
	    sizeof(err));
	free(len);
	if (lex == NULL) {
		printf("Bail out! %s\n", err);
		exit(1);
	}
	return lex;
}

/* Collect each word of a lexicon into a list. */
static void
collect(const char *word, size_t len, void *arg)
{
	push(arg, word, len);
}

/* Whether the lexicon's words are exactly the (sorted, unique) list's. */
static int
same_words(const struct lexicon *lex, const struct list *l)
{
	struct list	 got = { 0 };
	size_t		 i;
	int		 same;

	lexicon_each(lex, collect, &got);
	same = got.n == l->n && lexicon_count(lex) == l->n;
	for (i = 0; same && i < l->n; i++)
		if (strcmp(got.s[i], l->s[i]) != 0) {
			printf("#   word %zu: got %s, expected %s\n", i,
			    got.s[i], l->s[i]);
			same = 0;
		}
	if (got.n != l->n)
		printf("#   %zu words, expected %zu\n", got.n, l->n);
	free_list(&got);
	return same;
}

/* Collect the words of the en_US index the control-word policy accepts. */
static void
collect_upper(const char *word, void *arg)
{
	char	 buf[LEXICON_MAXLEN + 1];
	size_t	 i, len = strlen(word);

	if (len > LEXICON_MAXLEN)
		return;
	for (i = 0; i < len; i++)
		buf[i] = (char)(word[i] >= 'a' ? word[i] - 'a' + 'A' : word[i]);
	push(arg, buf, len);
}

/* A play as a line of text: start, word, and how each letter is put. */
static char *
play_text(size_t start, const char *word, size_t len,
    const unsigned char *how)
{
	char	 buf[3 * LEXICON_MAXLEN + 32];
	size_t	 i, k;

	k = (size_t)snprintf(buf, sizeof(buf), "%zu %.*s ", start, (int)len,
	    word);
	for (i = 0; i < len; i++)
		buf[k++] = (char)('0' + how[i]);
	buf[k] = '\0';
	return xstrdup(buf);
}

/* The search's callback: keep each play's text, and check its fields. */
static int
keep_play(const struct ws_play *p, void *arg)
{
	struct list	*l = arg;
	size_t		 i, tiles = 0;
	char		*t;

	for (i = 0; i < p->len; i++)
		tiles += p->how[i] != WS_DOWN;
	if (tiles != p->ntiles || strlen(p->word) != p->len)
		printf("#   bad play fields: %s\n", p->word);
	t = play_text(p->start, p->word, p->len, p->how);
	push(l, t, strlen(t));
	free(t);
	return 0;
}

/* The brute force's state: one span of the line, the rack left. */
struct brute {
	const struct list	*dict;
	const struct ws_square	*line;
	size_t			 start, end;
	unsigned int		 count[26], wild;
	char			 word[LEXICON_MAXLEN + 1];
	unsigned char		 how[LEXICON_MAXLEN];
	struct list		*out;
};

/* Fill squares i.. of the span every way the rack allows. */
static void
brute_fill(struct brute *b, size_t i)
{
	size_t		 d = i - b->start;
	unsigned int	 L;
	char		*t;

	if (d > 0 && !list_has_prefix(b->dict, b->word, d))
		return;
	if (i > b->end) {
		if (list_has(b->dict, b->word, d)) {
			t = play_text(b->start, b->word, d, b->how);
			push(b->out, t, strlen(t));
			free(t);
		}
		return;
	}
	if (b->line[i].letter != 0) {
		b->word[d] = b->line[i].letter;
		b->how[d] = WS_DOWN;
		brute_fill(b, i + 1);
		return;
	}
	for (L = 0; L < 26; L++) {
		if ((b->line[i].cross & (1u << L)) == 0)
			continue;
		b->word[d] = (char)('A' + L);
		if (b->count[L] > 0) {
			b->count[L]--;
			b->how[d] = WS_TILE;
			brute_fill(b, i + 1);
			b->count[L]++;
		}
		if (b->wild > 0) {
			b->wild--;
			b->how[d] = WS_WILD;
			brute_fill(b, i + 1);
			b->wild++;
		}
	}
}

/*
 * Every play by brute force: each span that starts and ends beside an
 * empty square or the line's ends, of 2 letters or more, with 1 to the
 * rack's size of empty squares and an anchor among them.
 */
static void
brute_plays(const struct list *dict, const struct ws_square *line, size_t n,
    const struct ws_rack *rack, struct list *out)
{
	struct brute	 b;
	size_t		 s, e, empty, anchors;
	unsigned int	 total = rack->wild, L;

	for (L = 0; L < 26; L++)
		total += rack->count[L];
	memset(&b, 0, sizeof(b));
	b.dict = dict;
	b.line = line;
	b.out = out;
	for (s = 0; s < n; s++) {
		if (s > 0 && line[s - 1].letter != 0)
			continue;
		for (e = s, empty = anchors = 0; e < n; e++) {
			if (line[e].letter == 0) {
				empty++;
				anchors += line[e].anchor != 0;
			}
			if (empty > total)
				break;
			if (e == s || (e + 1 < n && line[e + 1].letter != 0) ||
			    empty == 0 || anchors == 0)
				continue;
			b.start = s;
			b.end = e;
			memcpy(b.count, rack->count, sizeof(b.count));
			b.wild = rack->wild;
			brute_fill(&b, s);
		}
	}
}

/* The search's plays, as text, sorted (repeats kept). */
static void
search_plays(const struct lexicon *lex, const struct ws_square *line,
    size_t n, const struct ws_rack *rack, struct list *out)
{
	wordsearch(lex, line, n, rack, keep_play, out);
	sort_list(out);
}

/* Compare the search with the brute force; print the first difference. */
static int
same_plays(const struct list *got, const struct list *want)
{
	size_t	 i;

	for (i = 0; i < got->n && i < want->n; i++)
		if (strcmp(got->s[i], want->s[i]) != 0)
			break;
	if (i == got->n && i == want->n)
		return 1;
	printf("#   %zu plays, expected %zu; first difference: got '%s', "
	    "expected '%s'\n", got->n, want->n, i < got->n ? got->s[i] : "",
	    i < want->n ? want->s[i] : "");
	return 0;
}

/* A random letter, as often as in the dictionary's words. */
static char
random_letter(struct rng *r, const struct list *dict)
{
	const char	*w = dict->s[rng_below(r, dict->n)];

	return w[rng_below(r, strlen(w))];
}

/*
 * A random mid-game line of n squares: up to nwords words of the
 * dictionary and stray letters down, cross-checks from the lexicon or at
 * random, anchors beside the tiles and a few elsewhere.
 */
static void
random_line(struct rng *r, const struct list *dict,
    const struct lexicon *lex, struct ws_square *line, size_t n,
    size_t nwords)
{
	size_t		 i, k, at, len;
	const char	*w;
	char		 before[2], after[2];

	memset(line, 0, n * sizeof(*line));
	for (k = rng_below(r, nwords + 1); k > 0; k--) {
		w = dict->s[rng_below(r, dict->n)];
		len = strlen(w);
		if (len > n)
			continue;
		at = rng_below(r, n - len + 1);
		for (i = 0; i < len; i++)
			if (rng_below(r, 3) > 0)
				line[at + i].letter = w[i];
	}
	for (i = 0; i < n; i++)
		if (rng_below(r, 12) == 0)
			line[i].letter = random_letter(r, dict);
	for (i = 0; i < n; i++) {
		if (line[i].letter != 0)
			continue;
		switch (rng_below(r, 6)) {
		case 0:
			before[0] = random_letter(r, dict);
			after[0] = random_letter(r, dict);
			line[i].cross = lexicon_cross_set(lex, before,
			    rng_below(r, 2), after, rng_below(r, 2));
			break;
		case 1:
			line[i].cross = (uint32_t)rng_next(r) & LEXICON_ALL;
			break;
		default:
			line[i].cross = LEXICON_ALL;
		}
		line[i].anchor = (i > 0 && line[i - 1].letter != 0) ||
		    (i + 1 < n && line[i + 1].letter != 0) ||
		    rng_below(r, 8) == 0;
	}
}

/* A random rack of 1 to 7 tiles, a wildcard or two now and then. */
static void
random_rack(struct rng *r, const struct list *dict, struct ws_rack *rack)
{
	size_t	 k;

	memset(rack, 0, sizeof(*rack));
	for (k = 1 + rng_below(r, 7); k > 0; k--) {
		if (rng_below(r, 10) == 0 && rack->wild < 2)
			rack->wild++;
		else
			rack->count[random_letter(r, dict) - 'A']++;
	}
}

/*
 * Compare search and brute force on count random lines of up to maxn
 * squares (at most LONGLINE).
 */
static void
random_lines(const char *name, const struct list *dict,
    const struct lexicon *lex, unsigned long count, size_t maxn,
    uint64_t seed)
{
	struct ws_square line[LONGLINE];
	struct ws_rack	 rack;
	struct list	 got, want;
	struct rng	 r;
	unsigned long	 i, bad = 0, plays = 0, dups = 0;
	size_t		 n, k;

	rng_seed(&r, seed);
	for (i = 0; i < count; i++) {
		memset(&got, 0, sizeof(got));
		memset(&want, 0, sizeof(want));
		n = 2 + rng_below(&r, maxn - 1);
		random_line(&r, dict, lex, line, n, 2 + n / 10);
		random_rack(&r, dict, &rack);
		search_plays(lex, line, n, &rack, &got);
		brute_plays(dict, line, n, &rack, &want);
		sort_list(&want);
		for (k = 1; k < got.n; k++)
			dups += strcmp(got.s[k - 1], got.s[k]) == 0;
		if (!same_plays(&got, &want) && bad++ == 0)
			printf("#   line %lu of seed %llu\n", i,
			    (unsigned long long)seed);
		plays += want.n;
		free_list(&got);
		free_list(&want);
	}
	tap_ok(bad == 0, "%s: %lu random lines of 2 to %zu squares, %lu "
	    "plays: the search's plays are the brute force's", name, count,
	    maxn, plays);
	tap_is_int(dups, 0, "%s: no play reported twice", name);
	tap_ok(plays > count, "%s: the random lines have plays (%lu)", name,
	    plays);
}

/* Cross sets of random words' pieces against each letter tried. */
static void
random_cross(const char *name, const struct list *dict,
    const struct lexicon *lex, unsigned long count, uint64_t seed)
{
	struct rng	 r;
	char		 buf[2 * LEXICON_MAXLEN + 2];
	const char	*w;
	unsigned long	 i, bad = 0, nonempty = 0;
	size_t		 len, cut, blen, alen;
	uint32_t	 got, want;
	unsigned int	 L;

	rng_seed(&r, seed);
	for (i = 0; i < count; i++) {
		w = dict->s[rng_below(&r, dict->n)];
		len = strlen(w);
		cut = rng_below(&r, len);
		blen = cut;
		alen = len - cut - 1;
		if (rng_below(&r, 4) == 0 && alen > 0)
			alen--;	/* a piece that may make no word */
		want = 0;
		for (L = 0; L < 26; L++) {
			memcpy(buf, w, blen);
			buf[blen] = (char)('A' + L);
			memcpy(buf + blen + 1, w + cut + 1, alen);
			if (list_has(dict, buf, blen + 1 + alen))
				want |= 1u << L;
		}
		if (blen == 0 && alen == 0)
			want = LEXICON_ALL;
		got = lexicon_cross_set(lex, w, blen, w + cut + 1, alen);
		nonempty += want != 0;
		if (got != want && bad++ == 0)
			printf("#   %.*s_%.*s: got %#x, expected %#x\n",
			    (int)blen, w, (int)alen, w + cut + 1, got, want);
	}
	tap_ok(bad == 0 && nonempty > count / 2, "%s: %lu cross sets as "
	    "each letter tried in the list gives (%lu not empty)", name, count,
	    nonempty);
}

/*
 * Table rows: a line ('.' an empty square, 'a'-'z' an empty square whose
 * cross-check allows only that letter, '#' one that allows none, 'A'-'Z'
 * a tile down), its anchors ('*' under a square), a rack ('?' a
 * wildcard), and every play the rules give, sorted, as "start word how"
 * (how: 0 a tile down, 1 a new tile, 2 a wildcard), comma-separated.
 */
struct row {
	const char	*line, *anchors, *rack, *want, *why;
};

static const char *const small_words[] = {
	"A", "AS", "AT", "CAT", "CATS", "SCAT", "TA", "ACT", "ACTS", "TACT",
	"TACTS", "CAST", "SAT", "TAS"
};

static const struct row rows[] = {
	{ "..CAT..", " *   * ", "S", "1 SCAT 1000,2 CATS 0001",
	    "a hook before and after the word down" },
	{ "..CAT..", " *   * ", "?", "1 SCAT 2000,2 CATS 0002",
	    "a wildcard stands for the S" },
	{ "..CAT..", " *   * ", "S?",
	    "1 SCAT 1000,1 SCAT 2000,2 CATS 0001,2 CATS 0002",
	    "an S tile and a wildcard S are two plays; SCATS is no word" },
	{ ".....", "  *  ", "AT", "1 AT 11,1 TA 11,2 AT 11,2 TA 11",
	    "the first play covers the start square; A alone is too short" },
	{ "tA.", "* *", "TS", "0 TA 10,0 TAS 101,1 AS 01,1 AT 01",
	    "the cross-check allows T before the A" },
	{ "#A.", "* *", "TS", "1 AS 01,1 AT 01",
	    "the cross-check allows nothing before the A" },
	{ "CAT...", "   *  ", "S", "0 CATS 0001",
	    "a tile that touches nothing is no play" },
	{ "CAT.A", "   * ", "S", "",
	    "the word runs on through the A: CATSA is no word" },
	{ "CA.S", "  * ", "TR", "0 CATS 0010",
	    "a gap filled between tiles down" },
	{ "TA..S", "  ** ", "CT", "0 TACTS 00110",
	    "the gap filled up to the S; TACT would run on into it" },
	{ "TA..T", "  ** ", "CT", "",
	    "TACTT and TATT are no words" },
	{ "CAT.", "*  *", "S", "0 CATS 0001",
	    "an anchor on a tile down means nothing" },
	{ "..", "**", "", "", "an empty rack has no play" },
};

/* Parse a row's line and rack; returns the line's length. */
static size_t
row_line(const struct row *r, struct ws_square *line, struct ws_rack *rack)
{
	size_t		 i, n = strlen(r->line);
	const char	*c;

	memset(line, 0, n * sizeof(*line));
	for (i = 0; i < n; i++) {
		c = r->line + i;
		if (*c >= 'A' && *c <= 'Z')
			line[i].letter = *c;
		else if (*c >= 'a' && *c <= 'z')
			line[i].cross = 1u << (*c - 'a');
		else if (*c == '.')
			line[i].cross = LEXICON_ALL;
		line[i].anchor = i < strlen(r->anchors) &&
		    r->anchors[i] == '*';
	}
	memset(rack, 0, sizeof(*rack));
	for (c = r->rack; *c != '\0'; c++)
		if (*c == '?')
			rack->wild++;
		else
			rack->count[*c - 'A']++;
	return n;
}

/* The rows' plays, and each against the brute force too. */
static void
table_rows(void)
{
	struct ws_square line[MAXLINE];
	struct ws_rack	 rack;
	struct list	 dict = { 0 }, got, want;
	struct lexicon	*lex;
	char		 joined[1024];
	size_t		 i, k, n, at;

	for (i = 0; i < sizeof(small_words) / sizeof(small_words[0]); i++)
		push(&dict, small_words[i], strlen(small_words[i]));
	sort_unique(&dict);
	lex = build_list(&dict);
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		memset(&got, 0, sizeof(got));
		memset(&want, 0, sizeof(want));
		n = row_line(&rows[i], line, &rack);
		search_plays(lex, line, n, &rack, &got);
		brute_plays(&dict, line, n, &rack, &want);
		sort_list(&want);
		joined[0] = '\0';
		for (k = at = 0; k < got.n; k++)
			at += (size_t)snprintf(joined + at, sizeof(joined) - at,
			    "%s%s", k ? "," : "", got.s[k]);
		tap_is_str(joined, rows[i].want, "%s %s: %s", rows[i].line,
		    rows[i].rack, rows[i].why);
		tap_ok(same_plays(&got, &want), "%s %s: the brute force "
		    "agrees", rows[i].line, rows[i].rack);
		free_list(&got);
		free_list(&want);
	}
	lexicon_free(lex);
	free_list(&dict);
}

/* The callback that stops the search at the first play. */
static int
stop_first(const struct ws_play *p, void *arg)
{
	(void)p;
	(void)arg;
	return 1;
}

/* A small dictionary: the rows' words and random words of A to F. */
static void
small_dictionary(struct list *dict, uint64_t seed)
{
	struct rng	 r;
	char		 w[8];
	size_t		 i, k, len;

	for (i = 0; i < sizeof(small_words) / sizeof(small_words[0]); i++)
		push(dict, small_words[i], strlen(small_words[i]));
	rng_seed(&r, seed);
	for (i = 0; i < 400; i++) {
		len = 2 + rng_below(&r, 6);
		for (k = 0; k < len; k++)
			w[k] = (char)('A' + rng_below(&r, 6));
		push(dict, w, len);
	}
	sort_unique(dict);
}

/* Build, membership, order and duplicates on the small dictionary. */
static void
small_graph(const struct list *dict)
{
	struct lexicon	*lex, *rev;
	struct list	 back = { 0 };
	const char	*bad[] = { "CAt" };
	size_t		 i, badlen[] = { 3 }, *len;
	char		 err[200];

	lex = build_list(dict);
	tap_ok(same_words(lex, dict), "small: the graph holds exactly its "
	    "%zu words", dict->n);
	tap_ok(lexicon_has(lex, "CATS", 4) && lexicon_has(lex, "A", 1) &&
	    !lexicon_has(lex, "TAC", 3) && !lexicon_has(lex, "CATSS", 5) &&
	    !lexicon_has(lex, "", 0) && !lexicon_has(lex, "cats", 4),
	    "small: CATS and A are words; TAC, CATSS, the empty word and "
	    "lower case are not");
	/* The same words backwards and twice over make the same graph. */
	for (i = dict->n; i-- > 0; ) {
		push(&back, dict->s[i], strlen(dict->s[i]));
		push(&back, dict->s[i], strlen(dict->s[i]));
	}
	len = xreallocarray(NULL, back.n, sizeof(*len));
	for (i = 0; i < back.n; i++)
		len[i] = strlen(back.s[i]);
	rev = lexicon_build((const char *const *)back.s, len, back.n, err,
	    sizeof(err));
	tap_ok(rev != NULL && rev->nnodes == lex->nnodes &&
	    same_words(rev, dict), "small: any order and repeats make the "
	    "same graph");
	tap_ok(lexicon_build(bad, badlen, 1, err, sizeof(err)) == NULL &&
	    strstr(err, "word 1") != NULL, "small: a word not in capitals "
	    "is refused (%s)", err);
	lexicon_free(rev);
	lexicon_free(lex);
	free(len);
	free_list(&back);
}

/* The places of the file's fields (lexicon.h). */
#define AT_COUNTS	128	/* size root nodes edges words maxlen */
#define AT_SOURCE	152
#define AT_SLOTS	252	/* slots probes */
#define AT_SHORT	272
#define AT_HASH		(AT_SHORT + 4 * LEXICON_SHORT_WORDS + 4)
#define SEAL_LINE	17	/* "seal INO SIZE SEC NSEC", its numbers */
#define SEAL_NUMBERS	22	/* from here to its end */

/* Where the array of lex's file begins. */
static size_t
at_array(const struct lexicon *lex)
{
	return AT_HASH + 8 * (size_t)lex->nslots;
}

/* Parse the bytes; 1 if refused with a message that contains want. */
static int
refused(const unsigned char *data, size_t size, const char *want)
{
	struct lexicon	*lex;
	char		 err[200] = "";

	if ((lex = lexicon_parse(data, size, err, sizeof(err))) != NULL) {
		lexicon_free(lex);
		printf("#   accepted\n");
		return 0;
	}
	if (strstr(err, want) == NULL)
		printf("#   message: %s\n", err);
	return strstr(err, want) != NULL;
}

/* Set the 32-bit little-endian integer at p. */
static void
set32(unsigned char *p, uint32_t x)
{
	p[0] = (unsigned char)x;
	p[1] = (unsigned char)(x >> 8);
	p[2] = (unsigned char)(x >> 16);
	p[3] = (unsigned char)(x >> 24);
}

/* Set the 64-bit little-endian integer at p. */
static void
set64(unsigned char *p, uint64_t x)
{
	set32(p, (uint32_t)x);
	set32(p + 4, (uint32_t)(x >> 32));
}

/* Count the words listed. */
static void
count_word(const char *word, size_t len, void *arg)
{
	(void)word;
	(void)len;
	(*(size_t *)arg)++;
}

/* Ask a lexicon every question, as the fuzz harness does; no answer kept. */
static size_t
ask_all(const struct lexicon *lex, const struct list *dict)
{
	size_t	 i, n = 0;

	for (i = 0; i < dict->n; i++) {
		n += (size_t)lexicon_has(lex, dict->s[i], strlen(dict->s[i]));
		n += lexicon_bits(lexicon_cross_set(lex, dict->s[i],
		    strlen(dict->s[i]) / 2, dict->s[i], strlen(dict->s[i]) -
		    strlen(dict->s[i]) / 2));
	}
	lexicon_each(lex, count_word, &n);
	return n;
}

/*
 * Forged files: the graph's array overwritten at random and sealed again,
 * so that the checksum passes.  lexicon_parse() copies the array into an
 * allocation of its size, so a walk out of it is the sanitizers' to see;
 * one round a cycle would not end.  Returns how many were used.
 */
static size_t
forgeries(const unsigned char *data, size_t size, const struct list *dict)
{
	struct lexicon	*lex;
	struct rng	 r;
	unsigned char	*copy = xmalloc(size);
	char		 err[200];
	size_t		 i, k, used = 0, at, body;

	at = AT_HASH + 8 * (size_t)(data[AT_SLOTS] | data[AT_SLOTS + 1] << 8 |
	    data[AT_SLOTS + 2] << 16 | (size_t)data[AT_SLOTS + 3] << 24);
	body = size - at;
	rng_seed(&r, 5);
	for (i = 0; i < 300; i++) {
		memcpy(copy, data, size);
		for (k = rng_below(&r, 8) + 1; k > 0; k--)
			set32(copy + at + 4 * rng_below(&r, body / 4),
			    rng_below(&r, 4) == 0 ? (uint32_t)rng_next(&r) :
			    (uint32_t)rng_below(&r, body / 4 + 2));
		lexicon_seal(copy, size);
		if ((lex = lexicon_parse(copy, size, err, sizeof(err))) ==
		    NULL)
			continue;
		(void)ask_all(lex, dict);
		lexicon_free(lex);
		used++;
	}
	free(copy);
	return used;
}

/*
 * Write, read back, and read damaged and forged copies of the small
 * graph's file.  A damaged file (any byte changed, cut short) is refused
 * by its checksum or size; a forged one, sealed again, is refused where
 * its header is wrong and otherwise used without harm.
 */
static void
file_round_trip(const struct list *dict)
{
	struct lexicon	*lex, *back;
	unsigned char	*data, *copy;
	char		 path[] = "/tmp/refkit-lexicon.XXXXXX", err[200];
	size_t		 size, i, accepted = 0, n, seal_end;
	FILE		*fp;
	int		 fd;

	lex = build_list(dict);
	if ((fd = mkstemp(path)) == -1) {
		printf("Bail out! mkstemp\n");
		exit(1);
	}
	close(fd);
	tap_ok(lexicon_save(lex, path, err, sizeof(err)), "file: saved");
	back = lexicon_load(path, err, sizeof(err));
	tap_ok(back != NULL && back->nnodes == lex->nnodes &&
	    same_words(back, dict), "file: read back, the same graph");
	lexicon_free(back);
	size = at_array(lex) + 4 * (size_t)lex->size;
	data = xmalloc(size);
	fp = fopen(path, "rb");
	tap_ok(fp != NULL && fread(data, 1, size, fp) == size &&
	    getc(fp) == EOF, "file: %zu bytes, as the format says", size);
	if (fp != NULL)
		fclose(fp);
	tap_ok(lex->a[0] == 0 && lex->size == (lex->root + LEXICON_PAD >
	    1 + lex->nnodes + lex->nedges ? lex->root + LEXICON_PAD : 1 +
	    lex->nnodes + lex->nedges), "file: the array is the dead end, "
	    "then a word a node and an edge, padded to %d words from the "
	    "root (%u)", LEXICON_PAD, lex->size);
	fp = fopen(path, "r+b");
	if (fp == NULL || fseek(fp, 300, SEEK_SET) != 0 ||
	    putc(data[300] ^ 1, fp) == EOF || fclose(fp) != 0) {
		printf("Bail out! %s\n", path);
		exit(1);
	}
	tap_ok(lexicon_load(path, err, sizeof(err)) == NULL &&
	    strstr(err, "checksum") != NULL, "file: a damaged file is an "
	    "error (%s)", err);
	fp = fopen(path, "wb");
	if (fp == NULL || fwrite(data, 1, 50, fp) != 50 || fclose(fp) != 0) {
		printf("Bail out! %s\n", path);
		exit(1);
	}
	tap_ok(lexicon_load(path, err, sizeof(err)) == NULL &&
	    strstr(err, "truncated header") != NULL, "file: a file too short "
	    "to map is an error (%s)", err);
	remove(path);
	tap_ok(lexicon_load(path, err, sizeof(err)) == NULL &&
	    strstr(err, "No such file") != NULL, "file: a missing file is "
	    "an error (%s)", err);

	copy = xmalloc(size);
	tap_ok(refused(data, 0, "not a refkit lexicon") &&
	    refused((const unsigned char *)"refkit-lexicon 2\n", 17,
	    "not a refkit lexicon"), "file: an empty file, the version "
	    "before the array");
	tap_ok(refused(data, 20, "truncated header"), "file: a cut header");
	tap_ok(refused(data, size - 1, "size") &&
	    refused(data, size - 4, "size"), "file: a cut body");
	for (seal_end = SEAL_LINE; data[seal_end] != '\n'; seal_end++)
		continue;
	/*
	 * Every bit changed, one at a time: the checksum refuses each, or
	 * the text header's form; but the seal line's numbers, which the
	 * checksum leaves out (the seal is written after it), and which a
	 * parse of bytes never takes.
	 */
	for (i = 0; i < 8 * size; i++) {
		if (i / 8 >= SEAL_NUMBERS && i / 8 < seal_end)
			continue;
		memcpy(copy, data, size);
		copy[i / 8] ^= (unsigned char)(1u << (i % 8));
		if ((back = lexicon_parse(copy, size, err, sizeof(err))) !=
		    NULL) {
			accepted++;
			lexicon_free(back);
		}
	}
	tap_ok(accepted == 0, "file: of %zu one-bit changes, %zu pass the "
	    "checks", 8 * size, accepted);
	memcpy(copy, data, size);
	memset(copy + SEAL_LINE, 0, AT_COUNTS - SEAL_LINE);
	memcpy(copy + SEAL_LINE, "seal 1 2 3 4\n\n", 14);
	tap_ok((back = lexicon_parse(copy, size, err, sizeof(err))) != NULL,
	    "file: another seal line, the rest as it was: read (%s)", err);
	lexicon_free(back);
	memcpy(copy, data, size);
	memset(copy + SEAL_LINE, 0, AT_COUNTS - SEAL_LINE);
	memcpy(copy + SEAL_LINE, "seal 1 2 3\n\n", 12);
	tap_ok(refused(copy, size, "text header"), "file: a seal line of "
	    "three numbers");
	memcpy(copy, data, size);
	copy[AT_COUNTS - 1] = 'x';
	tap_ok(refused(copy, size, "text header"), "file: a byte not NUL "
	    "after the seal line");
	memcpy(copy, data, size);
	set32(copy + AT_COUNTS + 20, lex->maxlen + 1);
	tap_ok(refused(copy, size, "checksum"), "file: a header changed "
	    "and not sealed again: damaged");

	/* Forged and sealed again: the header's own checks. */
	memcpy(copy, data, size);
	set32(copy + AT_COUNTS, 0xffffffffu);
	lexicon_seal(copy, size);
	tap_ok(refused(copy, size, "size"), "file: a huge array");
	memcpy(copy, data, size);
	set32(copy + AT_COUNTS + 4, lex->size - LEXICON_PAD + 1);
	lexicon_seal(copy, size);
	tap_ok(refused(copy, size, "root"), "file: a root too near the end "
	    "for its children");
	memcpy(copy, data, size);
	set32(copy + AT_COUNTS + 20, LEXICON_MAXLEN + 1);
	lexicon_seal(copy, size);
	tap_ok(refused(copy, size, "longer than"), "file: words too long");
	memcpy(copy, data, size);
	set32(copy + AT_COUNTS + 8, lex->size);
	lexicon_seal(copy, size);
	tap_ok(refused(copy, size, "more nodes"), "file: more nodes and "
	    "edges than the array");
	memcpy(copy, data, size);
	set32(copy + AT_SOURCE, 2);
	lexicon_seal(copy, size);
	tap_ok(refused(copy, size, "dictionary source"), "file: a source "
	    "flag neither 0 nor 1");
	memcpy(copy, data, size);
	set64(copy + AT_SOURCE + 12, 1);
	lexicon_seal(copy, size);
	tap_ok(refused(copy, size, "dictionary source"), "file: a word "
	    "list's file (flag 0) with a hash in it");
	memcpy(copy, data, size);
	set64(copy + AT_SOURCE + 36 + 8, 1);
	lexicon_seal(copy, size);
	tap_ok(refused(copy, size, "dictionary source"), "file: a word "
	    "list's file (flag 0) with a seal in it");
	memcpy(copy, data, size);
	set32(copy + AT_SLOTS, lex->nslots - 1);
	lexicon_seal(copy, size);
	tap_ok(refused(copy, size, "hash set"), "file: slots not a power of "
	    "two");
	memcpy(copy, data, size);
	set32(copy + AT_SLOTS, lex->nslots * 2);
	lexicon_seal(copy, size);
	tap_ok(refused(copy, size, "size"), "file: more slots than the file "
	    "holds");
	memcpy(copy, data, size);
	set32(copy + AT_SLOTS + 4, lex->nslots + 1);
	lexicon_seal(copy, size);
	tap_ok(refused(copy, size, "hash set"), "file: probes past the slots");
	memcpy(copy, data, size);
	set32(copy + at_array(lex) + 4 * (size_t)lex->root, LEXICON_FINAL |
	    lexicon_letters(lex, lex->root));
	lexicon_seal(copy, size);
	tap_ok(refused(copy, size, "empty word"), "file: the empty word");
	memcpy(copy, data, size);
	set32(copy + at_array(lex), 1);
	lexicon_seal(copy, size);
	tap_ok(refused(copy, size, "dead end"), "file: no dead end first");

	/* Forged past the header: used, and harmless. */
	memcpy(copy, data, size);
	set32(copy + AT_COUNTS + 16, 5);
	lexicon_seal(copy, size);
	n = 0;
	if ((back = lexicon_parse(copy, size, err, sizeof(err))) != NULL) {
		lexicon_each(back, count_word, &n);
		lexicon_free(back);
	}
	tap_ok(back != NULL && n == 5, "file: a header that counts 5 words: "
	    "the listing stops at 5 (%zu)", n);
	memcpy(copy, data, size);
	set32(copy + at_array(lex) + 4 * ((size_t)lex->root + 1),
	    lex->root);
	lexicon_seal(copy, size);
	n = 0;
	if ((back = lexicon_parse(copy, size, err, sizeof(err))) != NULL) {
		lexicon_each(back, count_word, &n);
		tap_ok(!lexicon_has(back, "A", 1) && n < lex->nwords,
		    "file: the root's first edge back to the root (a cycle): "
		    "the walk does not take it (%zu words listed, not %u)", n,
		    lex->nwords);
		lexicon_free(back);
	} else
		tap_ok(0, "file: a cycle, sealed: %s", err);
	tap_ok(forgeries(data, size, dict) > 0, "file: 300 arrays "
	    "overwritten at random and sealed: each used without a walk "
	    "out of bounds or round a cycle");
	free(copy);
	free(data);
	lexicon_free(lex);
}

/* Write text to path; bail out if it cannot. */
static void
write_file(const char *path, const char *text)
{
	FILE	*fp;

	if ((fp = fopen(path, "wb")) == NULL || fputs(text, fp) == EOF ||
	    fclose(fp) != 0) {
		printf("Bail out! %s\n", path);
		exit(1);
	}
}

/*
 * The record of the dictionary's files: saved and read back, and
 * lexicon_built_from() true for those very bytes only.
 */
static void
file_source(const struct list *dict)
{
	struct lexicon	*lex, *back = NULL;
	struct lexicon_source src = { 0 };
	char		 dir[] = "/tmp/refkit-lexsrc.XXXXXX", aff[64], dic[64];
	char		 lexpath[64], err[200];

	if (mkdtemp(dir) == NULL) {
		printf("Bail out! mkdtemp\n");
		exit(1);
	}
	snprintf(aff, sizeof(aff), "%s/x.aff", dir);
	snprintf(dic, sizeof(dic), "%s/x.dic", dir);
	snprintf(lexpath, sizeof(lexpath), "%s/x.lex", dir);
	write_file(aff, "SET UTF-8\n");
	write_file(dic, "2\ncat\ndog\n");
	lex = build_list(dict);
	tap_ok(!lex->source.known && !lexicon_built_from(lex, aff, dic),
	    "source: a built list records no dictionary, and none matches");
	if (!windex_hash_file(aff, &src.aff_hash, &src.aff_size, err,
	    sizeof(err)) || !windex_hash_file(dic, &src.dic_hash,
	    &src.dic_size, err, sizeof(err))) {
		printf("Bail out! %s\n", err);
		exit(1);
	}
	lexicon_set_source(lex, &src);
	tap_ok(lexicon_save(lex, lexpath, err, sizeof(err)) &&
	    (back = lexicon_load(lexpath, err, sizeof(err))) != NULL,
	    "source: saved and read back (%s)", err);
	tap_ok(back != NULL && back->source.known &&
	    back->source.aff_size == 10 && back->source.dic_size == 10 &&
	    back->source.aff_hash == src.aff_hash &&
	    back->source.dic_hash == src.dic_hash, "source: the sizes and "
	    "hashes read back");
	tap_ok(back != NULL && lexicon_built_from(back, aff, dic),
	    "source: the same files match");
	write_file(dic, "2\ncat\ndoe\n");
	tap_ok(back != NULL && !lexicon_built_from(back, aff, dic),
	    "source: a .dic of the same size, other bytes: no match");
	write_file(dic, "2\ncat\ndog\n");
	write_file(aff, "SET UTF-8\n\n");
	tap_ok(back != NULL && !lexicon_built_from(back, aff, dic),
	    "source: a longer .aff: no match");
	remove(aff);
	tap_ok(back != NULL && !lexicon_built_from(back, aff, dic),
	    "source: a missing .aff: no match");
	tap_ok(back != NULL && !lexicon_built_from(back, dic, aff),
	    "source: the files swapped: no match");
	lexicon_free(back);
	lexicon_free(lex);
	remove(dic);
	remove(lexpath);
	rmdir(dir);
}

/* The en_US control-word file against the policy's words, and searches. */
static void
real_dictionary(unsigned long lines)
{
	struct words	*w;
	struct lexicon	*lex, *built;
	struct list	 dict = { 0 };
	char		 err[300];
	static const char *const in[] = { "XYLENE", "QUANTUM", "AXOLOTL",
	    "PRAYING", "BANANAS", "QI" };
	static const char *const out[] = { "PARIS", "NASA", "ETC", "XIV",
	    "QWERTYX", "A" };
	size_t		 i;
	int		 good;

	if ((w = words_open("en_US", err, sizeof(err))) == NULL ||
	    !words_set_policy(w, "control-word", err, sizeof(err)) ||
	    words_prefix(w, "", collect_upper, &dict, err, sizeof(err)) < 0 ||
	    (lex = lexicon_open("en_US", "control-word", err,
	    sizeof(err))) == NULL) {
		printf("Bail out! %s\n", err);
		exit(1);
	}
	words_close(w);
	setenv("WORDCK_INDEX", "/nonexistent", 1);
	built = lexicon_open("en_US", "control-word", err, sizeof(err));
	tap_ok(built == NULL && strstr(err, "no lexicon "
	    "en_US-control-word.lex in /nonexistent") != NULL, "en_US: a "
	    "missing lexicon is an error that names it (%s)", err);
	unsetenv("WORDCK_INDEX");
	sort_unique(&dict);
	tap_ok(same_words(lex, &dict), "en_US: the file holds exactly the "
	    "%zu words control-word accepts", dict.n);
	built = build_list(&dict);
	tap_ok(built->size == lex->size && memcmp(built->a, lex->a,
	    (size_t)lex->size * sizeof(*lex->a)) == 0 && built->root ==
	    lex->root, "en_US: built from the list, the same graph (%u "
	    "nodes, the same %u words of array)", lex->nnodes, lex->size);
	lexicon_free(built);
	for (good = 1, i = 0; i < sizeof(in) / sizeof(in[0]); i++)
		if (!lexicon_has(lex, in[i], strlen(in[i])) ||
		    !list_has(&dict, in[i], strlen(in[i]))) {
			printf("#   %s missing\n", in[i]);
			good = 0;
		}
	tap_ok(good, "en_US: the rules' words are in (XYLENE ... QI)");
	for (good = 1, i = 0; i < sizeof(out) / sizeof(out[0]); i++)
		if (lexicon_has(lex, out[i], strlen(out[i]))) {
			printf("#   %s present\n", out[i]);
			good = 0;
		}
	tap_ok(good, "en_US: proper nouns, acronyms, abbreviations, "
	    "misspellings and one letter are out");
	tap_is_int(lexicon_cross_set(lex, "QUANTU", 6, "", 0), 1u << 12,
	    "en_US: only M ends QUANTU_");
	tap_is_int(lexicon_cross_set(lex, "", 0, "", 0), LEXICON_ALL,
	    "en_US: no word formed, every letter");
	random_cross("en_US", &dict, lex, 20000, 11);
	random_lines("en_US", &dict, lex, lines, MAXLINE, 12);
	random_lines("en_US", &dict, lex, lines / 20, LONGLINE, 13);
	lexicon_free(lex);
	free_list(&dict);
}

int
main(int argc, char *argv[])
{
	struct list	 dict = { 0 };
	struct lexicon	*lex;
	struct ws_square line[MAXLINE];
	struct ws_rack	 rack;
	unsigned long	 lines = 2000;

	if (argc > 1)
		lines = strtoul(argv[1], NULL, 10);
	table_rows();
	small_dictionary(&dict, 1);
	small_graph(&dict);
	file_round_trip(&dict);
	file_source(&dict);
	lex = build_list(&dict);
	row_line(&rows[0], line, &rack);
	tap_is_int(wordsearch(lex, line, strlen(rows[0].line), &rack,
	    stop_first, NULL), 1, "a callback's nonzero return stops the "
	    "search at the first play");
	random_cross("small", &dict, lex, 5000, 2);
	random_lines("small", &dict, lex, lines, MAXLINE, 3);
	lexicon_free(lex);
	free_list(&dict);
	real_dictionary(lines);
	return tap_done();
}
