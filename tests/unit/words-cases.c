/*
 * words-cases.c: the one look-up of a word's cases in the closure
 * (wclosure_cases()) answers as wclosure_says() does for each of the
 * word's spellings; and the verdicts of a folding policy, which judge a
 * word of A-Z and a-z by that one look-up, are those of the same
 * dictionary without its closure (its index and hunspell), on the
 * index's own words in every case, random words and words a letter away
 * from the index's.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tap.h"
#include "words.h"
#include "words-closure.h"
#include "words-index.h"
#include "words-letters.h"

#define CLOSURE	"build/dicts/en_US.forms"
#define INDEX	"build/dicts/en_US.idx"
#define MAXLEN	40

static uint64_t	 seed = 7;

/* A number from 0 to n - 1 (a 64-bit LCG's top bits). */
static unsigned int
pick(unsigned int n)
{
	seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
	return (unsigned int)((seed >> 33) % n);
}

/* A random word of len small letters a-z into s. */
static void
random_word(char *s, size_t len)
{
	size_t	 i;

	for (i = 0; i < len; i++)
		s[i] = (char)('a' + pick(26));
	s[len] = '\0';
}

/*
 * s (len bytes, small letters) spelled in case kind into out; s may be
 * out.
 */
static void
spell(const char *s, size_t len, enum wcase kind, char *out)
{
	size_t	 i;

	for (i = 0; i < len; i++)
		out[i] = (char)(kind == WCASE_UPPER || (kind == WCASE_INITIAL &&
		    i == 0) ? s[i] - 'a' + 'A' : s[i]);
	out[len] = '\0';
}

/* The word of letters A-Z and a-z at s in small letters into out; its length. */
static size_t
lower_word(const char *s, char *out)
{
	size_t	 len;

	for (len = 0; s[len] != '\0'; len++)
		out[len] = (char)(s[len] | 0x20);
	out[len] = '\0';
	return len;
}

/* The index's words of the letters A-Z and a-z alone, and how many. */
static char **
index_words(size_t *n)
{
	struct windex	*x;
	char		 err[1024], **list;
	const char	*word;
	size_t		 i, len, k;

	if ((x = windex_load(INDEX, err, sizeof(err))) == NULL) {
		printf("Bail out! %s\n", err);
		exit(1);
	}
	list = calloc(windex_count(x), sizeof(*list));
	for (i = *n = 0; list != NULL && i < windex_count(x); i++) {
		word = windex_word(x, i, NULL);
		len = strlen(word);
		for (k = 0; k < len && ((word[k] | 0x20) >= 'a' &&
		    (word[k] | 0x20) <= 'z'); k++)
			continue;
		if (k == len && len <= MAXLEN)
			list[(*n)++] = strdup(word);
	}
	windex_free(x);
	if (list == NULL || *n == 0) {
		printf("Bail out! no words in %s\n", INDEX);
		exit(1);
	}
	return list;
}

/*
 * What wclosure_says() answers of each spelling of the small letters at
 * s, from their cases as wclosure_cases() finds them: 1 if it agrees for
 * lower case, Capitalized and capitals, else 0 (with a note).
 */
static int
cases_agree(const struct wclosure *x, const char *s, size_t len)
{
	static const enum wcase kinds[] = { WCASE_LOWER, WCASE_INITIAL,
	    WCASE_UPPER };
	char		 sp[MAXLEN + 1];
	enum wcase	 kind;
	int		 cases = wclosure_cases(x, s, len), bit, i;
	enum wclosure_answer want;

	for (i = 0; i < 3; i++) {
		spell(s, len, kinds[i], sp);
		(void)wletter_fold(sp, len, WLETTERS_LATIN, NULL, &kind);
		bit = kind == WCASE_LOWER ? WCLOSURE_LOWER :
		    kind == WCASE_INITIAL ? WCLOSURE_INITIAL : WCLOSURE_UPPER;
		want = cases >= 0 && (cases & bit) ? WCLOSURE_YES :
		    WCLOSURE_NO;
		if (wclosure_says(x, sp, len) != want) {
			printf("#   %s: cases %d, wclosure_says() %d\n", sp,
			    cases, wclosure_says(x, sp, len));
			return 0;
		}
	}
	return 1;
}

static void
test_closure_cases(char **list, size_t n)
{
	struct wclosure	*x;
	char		 err[1024], w[MAXLEN + 1], longw[300];
	size_t		 i, len, bad = 0, found = 0;

	if ((x = wclosure_load(CLOSURE, err, sizeof(err))) == NULL) {
		printf("Bail out! %s\n", err);
		exit(1);
	}
	for (i = 0; i < 20000; i++) {
		len = lower_word(list[pick((unsigned int)n)], w);
		found += wclosure_cases(x, w, len) >= 0;
		bad += !cases_agree(x, w, len);
		random_word(w, 1 + pick(12));
		bad += !cases_agree(x, w, strlen(w));
	}
	tap_ok(bad == 0, "wclosure_cases() answers as wclosure_says() for "
	    "each spelling of 40,000 words, index words and random ones");
	tap_ok(found > 10000, "the closure has most index words (%zu of "
	    "20,000), so the cases were read", found);
	tap_is_int(wclosure_cases(x, "zzzqxjv", 7), -1, "a word the closure "
	    "lacks: -1");
	tap_ok(wclosure_cases(x, "house", 5) == (WCLOSURE_LOWER |
	    WCLOSURE_INITIAL | WCLOSURE_UPPER), "house: every case");
	tap_ok(wclosure_cases(x, "paris", 5) == (WCLOSURE_INITIAL |
	    WCLOSURE_UPPER), "paris: Capitalized and in capitals only");
	tap_ok(wclosure_cases(x, "McDonald", 8) == 1 &&
	    wclosure_says(x, "McDonald", 8) == WCLOSURE_YES, "McDonald: a "
	    "spelling in mixed case, 1 as accepted");
	memset(longw, 'a', sizeof(longw) - 1);
	longw[sizeof(longw) - 1] = '\0';
	tap_is_int(wclosure_cases(x, longw, sizeof(longw) - 1), -1, "a word "
	    "longer than any form: -1");
	tap_is_int(wclosure_cases(x, "", 0), -1, "the empty word: -1");
	wclosure_free(x);
}

/*
 * A handle on en_US under the policy, persons' names taken or not; with
 * its closure if closure is 1, else answered by its index and hunspell.
 */
static struct words *
open_words(const char *policy, int names, int closure)
{
	struct words	*w;
	char		 err[1024];

	if ((w = words_open("en_US", err, sizeof(err))) == NULL ||
	    !words_set_policy(w, policy, err, sizeof(err)) ||
	    (names && !words_set_names(w, 1, err, sizeof(err))) ||
	    !words_load_index(w, err, sizeof(err))) {
		printf("Bail out! %s\n", err);
		exit(1);
	}
	if (closure)
		words_load_closures(w);
	return w;
}

/*
 * The verdicts of the policy with the closure and without on the word:
 * 1 if they agree, else 0 (with a note); the verdict counted in seen[].
 */
static int
same_verdict(struct words *fast, struct words *slow, const char *s,
    unsigned long seen[WORDS_NVERDICTS])
{
	enum words_verdict a = words_check(fast, s, strlen(s));
	enum words_verdict b = words_check(slow, s, strlen(s));

	seen[b]++;
	if (a != b)
		printf("#   %s: %s with the closure, %s without\n", s,
		    words_verdict_name(a), words_verdict_name(b));
	return a == b;
}

static void
test_verdicts(char **list, size_t n, const char *policy, int names)
{
	static const enum wcase kinds[] = { WCASE_LOWER, WCASE_INITIAL,
	    WCASE_UPPER };
	struct words	*fast = open_words(policy, names, 1);
	struct words	*slow = open_words(policy, names, 0);
	unsigned long	 seen[WORDS_NVERDICTS] = { 0 };
	char		 low[MAXLEN + 1], w[MAXLEN + 1];
	size_t		 i, len, bad = 0, k;

	for (i = 0; i < 6000; i++) {
		len = lower_word(list[pick((unsigned int)n)], low);
		for (k = 0; k < 3; k++) {
			spell(low, len, kinds[k], w);
			bad += !same_verdict(fast, slow, w, seen);
		}
		/* Its twin a letter away, and a random word. */
		low[pick((unsigned int)len)] = (char)('a' + pick(26));
		spell(low, len, kinds[pick(3)], w);
		bad += !same_verdict(fast, slow, w, seen);
		random_word(w, 1 + pick(8));
		bad += !same_verdict(fast, slow, w, seen);
	}
	tap_ok(bad == 0, "%s%s: the closure's one look-up judges 30,000 "
	    "words as the index and hunspell do", policy, names ? " --names" :
	    "");
	tap_ok(seen[WORDS_OK] > 100 && seen[WORDS_MISSPELLED] > 100 &&
	    seen[WORDS_ACRONYM] + seen[WORDS_ABBREVIATION] > 0 &&
	    seen[WORDS_PROPER] + seen[WORDS_NAME] + seen[WORDS_SHORT] > 0,
	    "%s%s: among them words taken and refused for each reason (ok "
	    "%lu, misspelled %lu, acronym %lu, abbreviation %lu, proper "
	    "%lu, name %lu, short %lu)", policy, names ? " --names" : "",
	    seen[WORDS_OK], seen[WORDS_MISSPELLED], seen[WORDS_ACRONYM],
	    seen[WORDS_ABBREVIATION], seen[WORDS_PROPER], seen[WORDS_NAME],
	    seen[WORDS_SHORT]);
	words_close(fast);
	words_close(slow);
}

int
main(void)
{
	char	**list;
	size_t	 n, i;

	list = index_words(&n);
	test_closure_cases(list, n);
	test_verdicts(list, n, "alphagon", 0);
	test_verdicts(list, n, "alphagon", 1);
	test_verdicts(list, n, "control-word", 0);
	for (i = 0; i < n; i++)
		free(list[i]);
	free(list);
	return tap_done();
}
