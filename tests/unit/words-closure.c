/*
 * words-closure.c: what a closure says of a word in each case, as
 * words-closure.h states it; the forms a closure may hold; and the
 * loader's refusal of every damaged file it is shown, beside files that
 * load.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sealcheck.h"
#include "tap.h"
#include "words-closure.h"
#include "words-index.h"

static char	 path[256], aff[256], dic[256];

/* Write text to path. */
static void
put(const char *where, const char *text, size_t len)
{
	FILE	*fp;

	if ((fp = fopen(where, "wb")) == NULL ||
	    fwrite(text, 1, len, fp) != len || fclose(fp) == EOF) {
		perror(where);
		exit(2);
	}
}

/*
 * Write the closure of the forms (lines "form TAB cases") of the letters
 * set, built from aff and dic, complete or not, to path.  Returns 0 with
 * the writer's message if it refuses them.
 */
static int
write_closure(const char *text, int complete, enum wletters set)
{
	FILE		*fp;
	char		*form[64], copy[4096], *p, *tab, *nl, err[512];
	unsigned char	 cases[64];
	uint64_t	 ah, as, dh, ds;
	size_t		 n = 0;
	int		 ok;

	if (!windex_hash_file(aff, &ah, &as, err, sizeof(err)) ||
	    !windex_hash_file(dic, &dh, &ds, err, sizeof(err))) {
		printf("# %s\n", err);
		exit(2);
	}
	snprintf(copy, sizeof(copy), "%s", text);
	for (p = copy; n < 64 && (nl = strchr(p, '\n')) != NULL; p = nl + 1) {
		*nl = '\0';
		tab = strchr(p, '\t');
		*tab = '\0';
		form[n] = p;
		cases[n++] = (unsigned char)atoi(tab + 1);
	}
	if ((fp = fopen(path, "wb")) == NULL) {
		perror(path);
		exit(2);
	}
	ok = wclosure_write(fp, as, ah, ds, dh, NULL, NULL, complete, set,
	    form, cases, n, err, sizeof(err));
	if (fclose(fp) == EOF) {
		perror(path);
		exit(2);
	}
	if (!ok)
		printf("# %s\n", err);
	return ok;
}

/* A closure of these forms (see write_closure()), loaded; NULL if not. */
static struct wclosure *
closure(const char *forms, size_t n, int complete, enum wletters set)
{
	struct wclosure	*x;
	char		 err[512];

	if (!write_closure(forms, complete, set))
		return NULL;
	if ((x = wclosure_load(path, err, sizeof(err))) == NULL)
		printf("# %s\n", err);
	else if (wclosure_count(x) != n)
		printf("# %zu forms, not %zu\n", wclosure_count(x), n);
	return x;
}

struct says {
	const char		*word;
	enum wclosure_answer	 want;
	const char		*why;
};

static const char forms[] =
    "house\t7\nparis\t6\nnasa\t4\no'clock\t7\ntear\t0\n"
    "mcdonald\t6\nMcDonald\t1\nMcDONALD\t0\n"
    "s\xc3\xa9" "ance\t7\n\xc3\xa9" "cole\t6\n";
#define NFORMS 10

/*
 * hunspell accepts house in three cases, Paris, NASA; tear only with -s;
 * McDonald as written, not McDONALD, and MCDONALD and Mcdonald (the
 * forms its capitalized copy gives); séance in three cases, École.
 */
static const struct says complete[] = {
	{ "house", WCLOSURE_YES, "lower case, accepted so" },
	{ "House", WCLOSURE_YES, "Capitalized, accepted so" },
	{ "HOUSE", WCLOSURE_YES, "in capitals, accepted so" },
	{ "hOuse", WCLOSURE_NO, "mixed case, a spelling it lacks" },
	{ "HousE", WCLOSURE_NO, "mixed case, a capital first, likewise" },
	{ "paris", WCLOSURE_NO, "a proper noun in lower case" },
	{ "Paris", WCLOSURE_YES, "the proper noun" },
	{ "PARIS", WCLOSURE_YES, "the proper noun in capitals" },
	{ "nasa", WCLOSURE_NO, "an acronym in lower case" },
	{ "Nasa", WCLOSURE_NO, "an acronym Capitalized" },
	{ "NASA", WCLOSURE_YES, "the acronym" },
	{ "o'clock", WCLOSURE_YES, "an apostrophe" },
	{ "O'clock", WCLOSURE_YES, "an apostrophe, Capitalized" },
	{ "O'CLOCK", WCLOSURE_YES, "an apostrophe, in capitals" },
	{ "O'Clock", WCLOSURE_NO, "two capitals: mixed case, not there" },
	{ "McDonald", WCLOSURE_YES, "a spelling in mixed case it accepts" },
	{ "McDONALD", WCLOSURE_NO, "a spelling in mixed case it rejects" },
	{ "MCDONALD", WCLOSURE_YES, "its form in capitals" },
	{ "Mcdonald", WCLOSURE_YES, "its form Capitalized" },
	{ "mcdonald", WCLOSURE_NO, "its form in lower case" },
	{ "MCDonald", WCLOSURE_NO, "another mixed spelling" },
	{ "tear", WCLOSURE_NO, "a form hunspell rejects in every case" },
	{ "housex", WCLOSURE_NO, "a simple word not in the closure" },
	{ "HOUSEX", WCLOSURE_NO, "and in capitals" },
	{ "hOUSEx", WCLOSURE_NO, "and in mixed case" },
	{ "don't", WCLOSURE_NO, "an apostrophe, not in the closure" },
	{ "s\xc3\xa9" "ance", WCLOSURE_YES, "a letter beyond ASCII" },
	{ "S\xc3\xa9" "ance", WCLOSURE_YES, "Capitalized" },
	{ "S\xc3\x89" "ANCE", WCLOSURE_YES, "in capitals, E acute too" },
	{ "SEANCE", WCLOSURE_NO, "in capitals without the accent" },
	{ "s\xc3\x89" "ance", WCLOSURE_NO, "mixed: a capital E acute" },
	{ "\xc3\x89" "cole", WCLOSURE_YES, "a capital beyond ASCII first" },
	{ "\xc3\xa9" "cole", WCLOSURE_NO, "and in lower case" },
	{ "caf\xc3\xa9", WCLOSURE_NO, "a word beyond ASCII it lacks" },
	{ "\xc5\xbf" "eance", WCLOSURE_UNKNOWN, "long s: not of the set" },
	{ "caf\xe2\x80\x99", WCLOSURE_UNKNOWN, "a typographic apostrophe" },
	{ "na\xc3", WCLOSURE_UNKNOWN, "a character cut short" },
	{ "\xc3\x97", WCLOSURE_UNKNOWN, "the multiplication sign" },
	{ "x-ray", WCLOSURE_UNKNOWN, "a hyphen" },
	{ "21st", WCLOSURE_UNKNOWN, "digits" },
	{ "etc.", WCLOSURE_UNKNOWN, "a dot" },
	{ "", WCLOSURE_UNKNOWN, "nothing" },
	{ NULL, 0, NULL }
};

static const struct says incomplete[] = {
	{ "house", WCLOSURE_YES, "incomplete: its yes stands" },
	{ "paris", WCLOSURE_NO, "incomplete: its no on a form it has too" },
	{ "McDONALD", WCLOSURE_NO, "incomplete: its no on a spelling too" },
	{ "housex", WCLOSURE_UNKNOWN, "incomplete: a word it lacks" },
	{ "hOuse", WCLOSURE_UNKNOWN, "incomplete: a spelling it lacks" },
	{ NULL, 0, NULL }
};

/* An 8-bit dictionary's closure: ASCII letters only. */
static const struct says ascii[] = {
	{ "House", WCLOSURE_YES, "ascii: a word of ASCII letters" },
	{ "caf\xc3\xa9", WCLOSURE_UNKNOWN, "ascii: a letter beyond ASCII" },
	{ NULL, 0, NULL }
};

static void
check_says(const struct wclosure *x, const struct says *s)
{
	for (; s->word != NULL; s++)
		tap_is_int(wclosure_says(x, s->word, strlen(s->word)), s->want,
		    "%s: %s", s->word, s->why);
}

/* Forms a closure may not hold: the writer refuses each. */
static const struct {
	const char	*forms;
	enum wletters	 set;
	const char	*why;
} refusals[] = {
	{ "House\t1\n", WLETTERS_LATIN, "a form Capitalized" },
	{ "HOUSE\t1\n", WLETTERS_LATIN, "a form in capitals" },
	{ "McDonald\t2\n", WLETTERS_LATIN, "a mixed spelling with cases 2" },
	{ "house\t8\n", WLETTERS_LATIN, "cases 8" },
	{ "x-ray\t7\n", WLETTERS_LATIN, "a hyphen" },
	{ "s\xc3\xa9" "ance\t7\n", WLETTERS_ASCII, "e acute, ascii letters" },
	{ "house\t7\nhouse\t1\n", WLETTERS_LATIN, "a form twice" },
	{ NULL, 0, NULL }
};

static unsigned char	 good[65536], buf[65536];
static size_t		 goodlen;

/* Write len bytes of buf to path. */
static void
put_buf(size_t len)
{
	put(path, (const char *)buf, len);
}

/* The file at path into good. */
static void
read_good(void)
{
	FILE	*fp;

	if ((fp = fopen(path, "rb")) == NULL) {
		perror(path);
		exit(2);
	}
	goodlen = fread(good, 1, sizeof(good), fp);
	fclose(fp);
}

/*
 * The checksum of the len bytes at p (a multiple of 8), as
 * words-closure.h defines it, in little-endian order or big.
 */
static uint64_t
checksum(const unsigned char *p, size_t len, int big)
{
	uint64_t	 a = 0, b = 0, w;
	size_t		 i, k;

	for (i = 0; i + 8 <= len; i += 8) {
		w = 0;
		for (k = 0; k < 8; k++)
			w |= (uint64_t)p[i + (big ? 7 - k : k)] << (8 * k);
		a += w;
		b += a;
	}
	return b ^ (a * 0x9e3779b97f4a7c15ULL);
}

/*
 * good with the header line that starts with start made line, the header
 * padded again with NUL bytes, into buf; its length.
 */
static size_t
edit(const char *start, const char *line)
{
	char	 head[WCLOSURE_HEADER + 64], *p, *nl, out[WCLOSURE_HEADER];
	size_t	 n = 0;

	memcpy(head, good, WCLOSURE_HEADER);
	head[WCLOSURE_HEADER] = '\0';
	memset(out, 0, sizeof(out));
	for (p = head; (nl = strchr(p, '\n')) != NULL; p = nl + 1) {
		*nl = '\0';
		n += (size_t)snprintf(out + n, sizeof(out) - n, "%s\n",
		    strncmp(p, start, strlen(start)) == 0 ? line : p);
		if (*p == '\0')
			break;
	}
	memcpy(buf, out, WCLOSURE_HEADER);
	memcpy(buf + WCLOSURE_HEADER, good + WCLOSURE_HEADER, goodlen -
	    WCLOSURE_HEADER);
	return goodlen;
}

/* The header line of good that starts with start, into line. */
static void
header_line(const char *start, char *line, size_t size)
{
	const char	*p = strstr((const char *)good, start);

	snprintf(line, size, "%.*s", (int)strcspn(p, "\n"), p);
}

/* Load the len bytes of buf: they must be refused with want. */
static void
refused(size_t len, const char *want, const char *why)
{
	struct wclosure	*x;
	char		 err[512], full[512];

	put_buf(len);
	x = wclosure_load(path, err, sizeof(err));
	snprintf(full, sizeof(full), "%s%s", path, want);
	tap_ok(x == NULL && strncmp(err, full, strlen(full)) == 0 &&
	    strstr(err, "run make to build it again") != NULL,
	    "damaged, %s: %s", why, want);
	if (x != NULL || strncmp(err, full, strlen(full)) != 0)
		printf("#   got '%s'\n", x != NULL ? "a closure" : err);
	wclosure_free(x);
}

/* Load the len bytes of buf: they must load. */
static void
loads(size_t len, const char *why)
{
	struct wclosure	*x;
	char		 err[512];

	put_buf(len);
	x = wclosure_load(path, err, sizeof(err));
	tap_ok(x != NULL, "%s: it loads", why);
	if (x == NULL)
		printf("#   got '%s'\n", err);
	wclosure_free(x);
}

static void
check_damages(void)
{
	char		 line[128], want[256];
	size_t		 i, n, slot;
	int		 big;

	for (i = 0; refusals[i].forms != NULL; i++)
		tap_ok(!write_closure(refusals[i].forms, 1, refusals[i].set),
		    "not in a closure: %s", refusals[i].why);

	if (!write_closure(forms, 1, WLETTERS_LATIN))
		return;
	read_good();
	big = strstr((const char *)good, "\nlayout 24 big\n") != NULL;
	memcpy(buf, good, goodlen);
	loads(goodlen, "the closure written");
	loads(edit("complete", "complete 0"), "made incomplete");

	refused(0, ":1: the header is cut short", "empty");
	n = (size_t)snprintf((char *)buf, sizeof(buf), "refkit-words-closure "
	    "2\naff 1 0\ndic 1 0\ncomplete 1\nletters latin\nforms 1\n\n"
	    "house\t7\n");
	refused(n, ":1: not a closure (no 'refkit-words-closure 4' line)",
	    "the text closure of version 2");
	n = (size_t)snprintf((char *)buf, sizeof(buf), "refkit-words-index "
	    "2\naff 1 0\ndic 1 0\nwords 1\n\nhouse\n");
	refused(n, ":1: not a closure", "a prefix index");
	memcpy(buf, good, goodlen);
	refused(strlen(WCLOSURE_MAGIC) + 6, ":2: the header is cut short",
	    "cut in its second line");
	refused(300, ": cut short in its header", "cut in its padding");
	refused(edit("complete", "complete 2"), ":4: expected 'complete 0' "
	    "or 'complete 1'", "complete 2");
	refused(edit("letters", "letters greek"), ":5: expected 'letters "
	    "ascii' or 'letters latin'", "greek letters");
	refused(edit("forms", "forms 11"), ": the forms line does not count "
	    "the forms", "11 forms said, 10 there");
	refused(edit("forms", "forms 4294967297"), ":6: expected 'forms N'",
	    "forms past 32 bits");
	refused(edit("slots", "slots 2048"), ":7: expected 'slots S'",
	    "slots not the table's");
	header_line("bytes ", line, sizeof(line));
	snprintf(want, sizeof(want), "bytes %lu", strtoul(line + 6, NULL,
	    10) + 1);
	refused(edit("bytes", want), ":8: expected 'bytes B'", "bytes not "
	    "a multiple of 8");
	snprintf(want, sizeof(want), "bytes %lu", strtoul(line + 6, NULL,
	    10) + 8);
	n = edit("bytes", want);
	snprintf(want, sizeof(want), ": %zu bytes, and its header says %zu: "
	    "it is cut short or added to", n, n + 8);
	refused(n, want, "8 bytes more said than there are");
	refused(edit("sum", "sum 0123456789abcdeg"), ":9: expected 'sum "
	    "HASH'", "a sum not in hexadecimal");
	refused(edit("layout", big ? "layout 24 little" : "layout 24 big"),
	    ":10: built on a machine of another byte order",
	    "the other byte order");
	refused(edit("layout", "layout 32 little"), ":10: expected 'layout 24 "
	    "little' or 'layout 24 big'", "slots of 32 bytes");
	refused(edit("aff-seal", "aff-seal 1 2"), ":11: expected 'aff-seal INO "
	    "SIZE SEC NSEC'", "an aff's seal of two numbers");
	refused(edit("dic-seal", "dic-seal"), ":12: expected 'dic-seal INO "
	    "SIZE SEC NSEC'", "a dic's seal of none");
	refused(edit("seal", "seal 1 2 3"), ":13: expected 'seal INO SIZE SEC "
	    "NSEC'", "a seal of three numbers");
	refused(edit("seal", "seal 1 2 3 1000000000"), ":13: expected 'seal "
	    "INO SIZE SEC NSEC'", "a seal of a second's nanoseconds");
	memcpy(buf, good, goodlen);
	buf[WCLOSURE_HEADER - 1] = 'x';
	refused(goodlen, ":14: expected NUL bytes to the end of the header",
	    "a byte in the padding");
	memcpy(buf, good, goodlen);
	snprintf(want, sizeof(want), ": %zu bytes, and its header says %zu: "
	    "it is cut short or added to", goodlen - 8, goodlen);
	refused(goodlen - 8, want, "its last 8 bytes cut");
	buf[goodlen] = '\0';
	snprintf(want, sizeof(want), ": %zu bytes, and its header says %zu: "
	    "it is cut short or added to", goodlen + 1, goodlen);
	refused(goodlen + 1, want, "a byte added");
	buf[WCLOSURE_HEADER + 5] ^= 1;
	refused(goodlen, ": its checksum is not the sum line's",
	    "a bit of the table changed");
	buf[WCLOSURE_HEADER + 5] ^= 1;
	buf[goodlen - 9] ^= 0x20;
	refused(goodlen, ": its checksum is not the sum line's",
	    "a bit of the forms changed");
	buf[goodlen - 9] ^= 0x20;

	/* A slot past the forms' bytes, its sum made again, and its twin. */
	for (slot = WCLOSURE_HEADER; slot + 24 <= goodlen && buf[slot + 4] ==
	    0; slot += 24)
		;
	snprintf(want, sizeof(want), "sum %016llx", (unsigned long long)
	    checksum(good + WCLOSURE_HEADER, goodlen - WCLOSURE_HEADER, big));
	loads(edit("sum", want), "its sum made again as words-closure.h "
	    "says");
	memcpy(good + WCLOSURE_HEADER, buf + WCLOSURE_HEADER, goodlen -
	    WCLOSURE_HEADER);
	good[slot + (big ? 0 : 3)] = 0x7f;
	snprintf(want, sizeof(want), "sum %016llx", (unsigned long long)
	    checksum(good + WCLOSURE_HEADER, goodlen - WCLOSURE_HEADER, big));
	refused(edit("sum", want), ": a slot whose form is past the forms' "
	    "bytes", "a form's place past the forms, summed again");
}

/* Whether the closure at path loads. */
static int
closure_loads(void)
{
	struct wclosure	*x;
	char		 err[512];

	x = wclosure_load(path, err, sizeof(err));
	wclosure_free(x);
	return x != NULL;
}

/*
 * The closure "house" at path, of the files a and d under the seals it
 * records (windex_hash_sealed()), its dic's hash made wrong; under its
 * own seal if sealed.
 */
static void
sealed_closure(const char *a, const char *d, int sealed)
{
	struct windex_seal aseal, dseal;
	char		*form[] = { "house" }, err[512];
	unsigned char	 cases[] = { 7 };
	uint64_t	 ah, as, dh, ds;
	FILE		*fp;

	if (!windex_hash_sealed(a, &ah, &as, &aseal, err, sizeof(err)) ||
	    !windex_hash_sealed(d, &dh, &ds, &dseal, err, sizeof(err)) ||
	    (fp = fopen(path, "wb")) == NULL ||
	    !wclosure_write(fp, as, ah, ds, dh ^ 1, &aseal, &dseal, 1,
	    WLETTERS_LATIN, form, cases, 1, err, sizeof(err)) ||
	    fclose(fp) == EOF ||
	    (sealed && !windex_seal_file(path, WCLOSURE_HEADER, err,
	    sizeof(err)))) {
		printf("Bail out! %s\n", err);
		exit(2);
	}
}

/*
 * windex_vouches() takes the hashes a closure records for those of its
 * aff and dic while they are under the seals it records and it is under
 * its own: a closure made with a wrong hash of its dic shows which.
 */
static void
check_vouches(void)
{
	char	 a[300], d[300], d2[300];

	snprintf(a, sizeof(a), "%s.v.aff", path);
	snprintf(d, sizeof(d), "%s.v.dic", path);
	snprintf(d2, sizeof(d2), "%s.v2.dic", path);
	put(a, "SET UTF-8\n", 10);
	put(d, "1\nmouse\n", 8);
	put(d2, "1\nmouse\n", 8);
	sealed_closure(a, d, 1);
	tap_ok(windex_vouches(path, WCLOSURE_MAGIC, a, d), "a sealed closure "
	    "vouches for a dic under the seal it records by the hash it "
	    "records, the file unread (a wrong one here)");
	sealcheck_flip(d, 3);
	tap_ok(!windex_vouches(path, WCLOSURE_MAGIC, a, d), "the dic changed "
	    "in place at once after: it is read, and the closure does not "
	    "vouch for it");
	sealed_closure(a, d2, 0);
	tap_ok(!windex_vouches(path, WCLOSURE_MAGIC, a, d2), "a closure not "
	    "under its own seal: the seals it records are not taken");
	unlink(a);
	unlink(d);
	unlink(d2);
}

/* A closure sealed, then changed (sealcheck.h): a bit of a slot. */
static void
check_seal(void)
{
	struct wclosure	*x;
	char		 err[512];

	if (!write_closure(forms, 1, WLETTERS_LATIN))
		return;
	(void)windex_seal_file(path, WCLOSURE_HEADER, err, sizeof(err));
	x = wclosure_load(path, err, sizeof(err));
	tap_ok(x != NULL && wclosure_count(x) == NFORMS &&
	    wclosure_says(x, "house", 5) == WCLOSURE_YES, "a sealed closure "
	    "loads and answers");
	wclosure_free(x);
	if (!write_closure(forms, 1, WLETTERS_LATIN))
		return;
	sealcheck(path, WCLOSURE_HEADER, WCLOSURE_HEADER + 5, closure_loads,
	    "a closure");
}

int
main(void)
{
	struct wclosure	*x;
	const char	*tmp = getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
	char		 err[512], word[400];

	snprintf(path, sizeof(path), "%s/closure-%ld.forms", tmp,
	    (long)getpid());
	snprintf(aff, sizeof(aff), "%s/closure-%ld.aff", tmp, (long)getpid());
	snprintf(dic, sizeof(dic), "%s/closure-%ld.dic", tmp, (long)getpid());
	put(aff, "SET UTF-8\n", 10);
	put(dic, "1\nhouse\n", 8);

	x = closure(forms, NFORMS, 1, WLETTERS_LATIN);
	tap_ok(x != NULL, "a complete closure loads");
	if (x == NULL)
		return tap_done();
	tap_is_int(wclosure_count(x), NFORMS, "it counts its forms");
	tap_is_int(wclosure_complete(x), 1, "it says it is complete");
	check_says(x, complete);
	memset(word, 'a', sizeof(word) - 1);
	word[sizeof(word) - 1] = '\0';
	tap_is_int(wclosure_says(x, word, strlen(word)), WCLOSURE_NO,
	    "a simple word longer than any form: no");
	word[200] = '-';
	tap_is_int(wclosure_says(x, word, strlen(word)), WCLOSURE_UNKNOWN,
	    "a long word with a hyphen: hunspell's");
	tap_ok(wclosure_built_from(x, aff, dic, err, sizeof(err)),
	    "built from the files it names");
	put(dic, "1\nhousf\n", 8);
	tap_ok(!wclosure_built_from(x, aff, dic, err, sizeof(err)) &&
	    strstr(err, "it was built from another") != NULL,
	    "not built from a changed .dic of the same size");
	wclosure_free(x);

	x = closure("house\t7\n", 1, 1, WLETTERS_ASCII);
	tap_ok(x != NULL, "an 8-bit dictionary's closure loads");
	if (x != NULL)
		check_says(x, ascii);
	wclosure_free(x);

	x = closure(forms, NFORMS, 0, WLETTERS_LATIN);
	tap_ok(x != NULL, "an incomplete closure loads");
	if (x != NULL) {
		tap_is_int(wclosure_complete(x), 0, "it says it is incomplete");
		check_says(x, incomplete);
	}
	wclosure_free(x);

	/* The longest form (WCLOSURE_MAXFORM) and one letter more. */
	memset(word, 'a', WCLOSURE_MAXFORM);
	memcpy(word + WCLOSURE_MAXFORM, "\t7\n", 4);
	x = closure(word, 1, 1, WLETTERS_LATIN);
	tap_ok(x != NULL && wclosure_says(x, word, WCLOSURE_MAXFORM) ==
	    WCLOSURE_YES, "a form of %d letters loads, and is answered",
	    WCLOSURE_MAXFORM);
	wclosure_free(x);
	memset(word, 'a', WCLOSURE_MAXFORM + 1);
	memcpy(word + WCLOSURE_MAXFORM + 1, "\t7\n", 4);
	x = closure(word, 1, 1, WLETTERS_LATIN);
	tap_ok(x == NULL, "a form of %d letters is refused",
	    WCLOSURE_MAXFORM + 1);
	wclosure_free(x);
	x = closure("'\t7\nit's\t1\n", 2, 1, WLETTERS_ASCII);
	tap_ok(x != NULL && wclosure_says(x, "it's", 4) == WCLOSURE_YES &&
	    wclosure_says(x, "IT'S", 4) == WCLOSURE_NO, "forms with "
	    "apostrophes load, with their cases");
	wclosure_free(x);

	check_damages();
	check_seal();
	check_vouches();
	unlink(path);
	unlink(aff);
	unlink(dic);
	return tap_done();
}
