/*
 * words-index-image.c: the image of a prefix index (words-index.h) loads
 * as the text it was made from reads, word for word and mark for mark;
 * it is read in place of the text (a change made in it, its sum made
 * again, is what loads); and an image that is damaged, of another
 * version or byte order, or made from other bytes than the text beside
 * it is not taken: the text is read, as without one, its damage said in
 * the same words.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sealcheck.h"
#include "tap.h"
#include "words-index.h"

#define HEADER	128		/* the image's text header */
#define HEAD	(16 * 8)	/* then its numbers */

static char	 dir[] = "/tmp/refkit-image.XXXXXX";
static char	 text[256], image[256];
static unsigned char *good, *buf;
static size_t	 goodlen;

/* The len bytes at p into the file at path. */
static void
put(const char *path, const void *p, size_t len)
{
	FILE	*fp;

	if ((fp = fopen(path, "wb")) == NULL || fwrite(p, 1, len, fp) != len ||
	    fclose(fp) == EOF) {
		perror(path);
		exit(2);
	}
}

/* The file at path, its length into *len. */
static unsigned char *
slurp(const char *path, size_t *len)
{
	FILE		*fp;
	unsigned char	*p;
	long		 n;

	if ((fp = fopen(path, "rb")) == NULL || fseek(fp, 0, SEEK_END) ||
	    (n = ftell(fp)) < 0 || fseek(fp, 0, SEEK_SET) ||
	    (p = malloc((size_t)n + 1)) == NULL ||
	    fread(p, 1, (size_t)n, fp) != (size_t)n) {
		perror(path);
		exit(2);
	}
	fclose(fp);
	*len = (size_t)n;
	return p;
}

/* The index at path, or NULL with its message into err. */
static struct windex *
load(const char *path, char *err, size_t size)
{
	err[0] = '\0';
	return windex_load(path, err, size);
}

/*
 * Whether two loaded indexes hold the same: their words and flags in
 * order, each found and marked alike, their coverage; a note if not.
 */
static int
same_index(const struct windex *a, const struct windex *b)
{
	const char	*wa, *wb;
	char		 cut[64];
	size_t		 i, fa, ea, fb, eb;
	unsigned long	 aa, ca, ab, cb;
	int		 ga, gb;

	if (windex_count(a) != windex_count(b)) {
		printf("#   %zu words, not %zu\n", windex_count(a),
		    windex_count(b));
		return 0;
	}
	for (i = 0; i < windex_count(a); i++) {
		wa = windex_word(a, i, &ga);
		wb = windex_word(b, i, &gb);
		snprintf(cut, sizeof(cut), "%.3s", wa);
		windex_range(a, cut, &fa, &ea);
		windex_range(b, cut, &fb, &eb);
		if (strcmp(wa, wb) != 0 || ga != gb ||
		    windex_find(a, wa, strlen(wa)) != ga ||
		    windex_marks(a, wa, strlen(wa)) !=
		    windex_marks(b, wa, strlen(wa)) ||
		    windex_marks(a, wa, strlen(wa) - 1) !=
		    windex_marks(b, wa, strlen(wa) - 1) || fa != fb ||
		    ea != eb) {
			printf("#   entry %zu: %s (%d), %s (%d)\n", i, wa, ga, wb,
			    gb);
			return 0;
		}
	}
	if (windex_coverage(a, &aa, &ca) != windex_coverage(b, &ab, &cb) ||
	    aa != ab || ca != cb) {
		printf("#   another coverage\n");
		return 0;
	}
	return 1;
}

/*
 * The text index of the dictionary at src copied into dir, its image
 * made; with the text's seal (into text_seal) if sealed.
 */
static struct windex_seal text_seal;

static void
setup_sealed(const char *src, int sealed)
{
	struct windex	*x;
	unsigned char	*p;
	char		 err[1024];
	uint64_t	 hash, size;
	size_t		 len;
	FILE		*fp;

	snprintf(text, sizeof(text), "%s/index.idx", dir);
	snprintf(image, sizeof(image), "%s/index.idx.img", dir);
	unlink(image);
	p = slurp(src, &len);
	put(text, p, len);
	free(p);
	if ((x = load(text, err, sizeof(err))) == NULL ||
	    !windex_hash_sealed(text, &hash, &size, &text_seal, err,
	    sizeof(err)) || (fp = fopen(image, "wb")) == NULL ||
	    !windex_write_image(fp, x, size, hash, sealed ? &text_seal : NULL,
	    err, sizeof(err)) ||
	    fclose(fp) == EOF) {
		printf("Bail out! %s: %s\n", src, err);
		exit(1);
	}
	windex_free(x);
	free(good);
	good = slurp(image, &goodlen);
	free(buf);
	buf = malloc(goodlen + 16);
}

static void
setup(const char *src)
{
	setup_sealed(src, 0);
}

/*
 * The index at text as it loads without an image (the image moved aside
 * meanwhile), or NULL with its message in err.
 */
static struct windex *
text_alone(char *err, size_t size)
{
	struct windex	*x;
	char		 aside[300];

	snprintf(aside, sizeof(aside), "%s.aside", image);
	if (rename(image, aside) == -1) {
		perror(image);
		exit(2);
	}
	x = load(text, err, size);
	if (rename(aside, image) == -1) {
		perror(aside);
		exit(2);
	}
	return x;
}

static void
test_same(const char *src)
{
	struct windex	*with, *alone;
	char		 err[1024];

	setup(src);
	alone = text_alone(err, sizeof(err));
	with = load(text, err, sizeof(err));
	tap_ok(alone != NULL && with != NULL && same_index(with, alone),
	    "%s: its image loads as the text reads", src);
	windex_free(with);
	windex_free(alone);
}

/* The image's number i of its head (see words-index.h), in buf. */
static uint64_t
number(int i)
{
	uint64_t	 v;

	memcpy(&v, buf + HEADER + 8 * i, sizeof(v));
	return v;
}

static size_t
pad8(size_t n)
{
	return (n + 7) / 8 * 8;
}

/* Where the parts of the image in buf are. */
static size_t
at_flags(void)
{
	return HEADER + HEAD + pad8(4 * (size_t)number(9));
}

static size_t
at_marked(void)
{
	return at_flags() + pad8((size_t)number(9));
}

static size_t
at_bytes(void)
{
	return at_marked() + 8 * (size_t)number(10) + (size_t)number(11) / 8;
}

/*
 * The sum line of the image of len bytes in buf made again, as
 * words-index.h defines the checksum (in the machine's byte order).
 */
static void
sum_again(size_t len)
{
	uint64_t	 a = 0, b = 0, w;
	size_t		 i;
	char		 hex[17];
	char		*line = strstr((char *)buf, "\nsum ");

	for (i = HEADER; i + 8 <= len; i += 8) {
		memcpy(&w, buf + i, sizeof(w));
		a += w;
		b += a;
	}
	snprintf(hex, sizeof(hex), "%016llx", (unsigned long long)(b ^
	    (a * 0x9e3779b97f4a7c15ULL)));
	memcpy(line + 5, hex, 16);
}

/*
 * Write the len bytes of buf as the image: the index must load as the
 * text alone reads (the image not taken), or be refused alike.
 */
static void
not_taken(size_t len, const char *why)
{
	struct windex	*with, *alone;
	char		 e1[1024], e2[1024];

	put(image, buf, len);
	alone = text_alone(e1, sizeof(e1));
	with = load(text, e2, sizeof(e2));
	if (alone == NULL || with == NULL) {
		tap_ok(alone == NULL && with == NULL && strcmp(e1, e2) == 0,
		    "%s: refused as the text alone is", why);
		if (strcmp(e1, e2) != 0)
			printf("#   '%s', not '%s'\n", e2, e1);
	} else
		tap_ok(same_index(with, alone), "%s: not taken, the text "
		    "read", why);
	windex_free(with);
	windex_free(alone);
}

/*
 * The len bytes of buf written as the image: the flags of the first
 * word of the index then loaded, or -1 if it does not load.
 */
static int
first_flags(size_t len)
{
	struct windex	*x;
	char		 err[1024];
	int		 flags = -1;

	put(image, buf, len);
	if ((x = load(text, err, sizeof(err))) != NULL)
		(void)windex_word(x, 0, &flags);
	windex_free(x);
	return flags;
}

/* A flag in the image made 1, its sum made again or not. */
static void
test_taken(void)
{
	setup("build/dicts/netmatch.idx");
	memcpy(buf, good, goodlen);
	buf[at_flags()] = 1;
	sum_again(goodlen);
	tap_ok(first_flags(goodlen) == 1, "an image whose first word was "
	    "made an abbreviation, its sum made again, loads so: the image "
	    "is read, not the text");
	memcpy(buf, good, goodlen);
	buf[at_flags()] = 1;
	not_taken(goodlen, "the same change, the sum left");
	memcpy(buf, good, goodlen);
	tap_ok(first_flags(goodlen) == 0, "the image made again loads its "
	    "first word unmarked, as the text has it");
}

static void
test_damages(void)
{
	struct windex	*x;
	char		 err[1024];
	size_t		 i, slots, first;
	uint32_t	 off;
	unsigned char	*p;
	size_t		 len;

	setup("build/dicts/netmatch.idx");
	memcpy(buf, good, goodlen);
	buf[0] = 'R';
	not_taken(goodlen, "another magic line");
	memcpy(buf, good, goodlen);
	memcpy(buf + strlen(WINDEX_IMAGE_MAGIC) + 5, "0123456789abcdeg", 16);
	not_taken(goodlen, "a sum not in hexadecimal");
	memcpy(buf, good, goodlen);
	p = (unsigned char *)strstr((char *)buf, "layout ");
	memcpy(p + 7, p[7] == 'l' ? "big\n\n\0\0\0" : "little\n\n", p[7] ==
	    'l' ? 8 : 8);
	not_taken(goodlen, "the other byte order");
	memcpy(buf, good, goodlen);
	buf[HEADER - 1] = 'x';
	not_taken(goodlen, "a byte in the header's padding");
	memcpy(buf, good, goodlen);
	not_taken(goodlen - 8, "its last 8 bytes cut");
	not_taken(HEADER + 8, "cut in its numbers");
	not_taken(0, "empty");
	memset(buf + goodlen, 0, 8);
	not_taken(goodlen + 8, "8 bytes added");
	buf[goodlen - 9] ^= 0x20;
	not_taken(goodlen, "a bit of its words changed");
	memcpy(buf, good, goodlen);
	buf[HEADER + 9 * 8] += 8;
	sum_again(goodlen);
	not_taken(goodlen, "8 words more said than its parts hold, its sum "
	    "made again");

	/* Each unsound part, its sum made again, and its twin. */
	memcpy(buf, good, goodlen);
	off = (uint32_t)number(12);
	memcpy(buf + HEADER + HEAD, &off, sizeof(off));
	sum_again(goodlen);
	not_taken(goodlen, "a word past the words' bytes, its sum made again");
	memcpy(buf, good, goodlen);
	off -= 1;
	memcpy(buf + HEADER + HEAD, &off, sizeof(off));
	sum_again(goodlen);
	put(image, buf, goodlen);
	x = load(text, err, sizeof(err));
	tap_ok(x != NULL && strcmp(windex_word(x, 0, NULL), "") == 0,
	    "its twin, the first word at the words' last byte (a NUL), its "
	    "sum made again, is taken");
	windex_free(x);
	memcpy(buf, good, goodlen);
	slots = (size_t)number(10);
	for (first = 0; first < slots && memcmp(buf + at_marked() + 8 * first,
	    "\0\0\0\0", 4) == 0; first++)
		continue;
	off = (uint32_t)number(9) + 1;
	memcpy(buf + at_marked() + 8 * first, &off, sizeof(off));
	sum_again(goodlen);
	not_taken(goodlen, "a marked entry past the words, its sum made again");
	memcpy(buf, good, goodlen);
	for (i = 0; i < slots; i++)
		if (memcmp(buf + at_marked() + 8 * i, "\0\0\0\0", 4) == 0)
			memcpy(buf + at_marked() + 8 * i, buf + at_marked() +
			    8 * first, 4);
	sum_again(goodlen);
	not_taken(goodlen, "no free slot in the table of marked words, its "
	    "sum made again");
	memcpy(buf, good, goodlen);
	buf[goodlen - 1] = 'x';
	for (i = at_bytes(); i < goodlen; i++)
		if (buf[i] == '\0')
			buf[i] = 'x';
	sum_again(goodlen);
	not_taken(goodlen, "words without their NUL, the sum made again");

	/* The text changed or damaged beside a sound image. */
	memcpy(buf, good, goodlen);
	p = slurp(text, &len);
	put(image, good, goodlen);
	for (i = len - 2; i > 0 && p[i - 1] != '\n'; i--)
		continue;
	p[i] = 'z';
	put(text, p, len);
	not_taken(goodlen, "the text's last word changed: the image is of "
	    "other bytes");
	p[i] = 'a';
	memcpy(p + len - 1, "\t", 1);
	put(text, p, len);
	not_taken(goodlen, "the text damaged (no final newline): its message");
	free(p);
}

/* Whether the index at text loads with its first word marked. */
static int
first_marked(void)
{
	struct windex	*x;
	char		 err[1024];
	int		 flags = 0;

	if ((x = load(text, err, sizeof(err))) != NULL)
		(void)windex_word(x, 0, &flags);
	windex_free(x);
	return flags > 0;
}

/*
 * The image under its seal, then changed (sealcheck.h): the first word's
 * flags.  The text under the seal its image records, the image's first
 * word marked and its sum made again, then changed: a letter of its last
 * word.
 */
static void
test_seals(void)
{
	struct stat	 st;

	setup("build/dicts/netmatch.idx");
	memcpy(buf, good, goodlen);
	sealcheck(image, WINDEX_IMAGE_HEADER, (off_t)at_flags(), first_marked,
	    "an image");
	setup_sealed("build/dicts/netmatch.idx", 1);
	memcpy(buf, good, goodlen);
	buf[at_flags()] = 1;
	sum_again(goodlen);
	put(image, buf, goodlen);
	tap_ok(text_seal.sec != 0 && first_marked(), "an image made from the "
	    "text under its seal, its first word marked: taken");
	if (stat(text, &st) == -1) {
		perror(text);
		exit(2);
	}
	sealcheck_changes(text, &text_seal, st.st_size - 2, first_marked,
	    "a text index under the seal its image records");
}

/*
 * A file of a time of a whole second, as a file system that keeps no finer
 * one gives (and gives again to a write within the next 2 seconds), is
 * sealed only 2 seconds past it.
 */
static void
test_whole_seconds(void)
{
	struct windex_seal seal;
	struct timespec	 now;
	char		 err[512];
	uint64_t	 hash, size;

	clock_gettime(CLOCK_REALTIME, &now);
	seal.ino = 1;
	seal.sec = (uint64_t)now.tv_sec;
	seal.nsec = 0;
	sealcheck_time(text, &seal);
	tap_ok(windex_hash_sealed(text, &hash, &size, &seal, err,
	    sizeof(err)) && seal.ino == 0, "a file of this very second is not "
	    "sealed");
	seal.sec = (uint64_t)now.tv_sec - 3;
	seal.nsec = 0;
	sealcheck_time(text, &seal);
	tap_ok(windex_hash_sealed(text, &hash, &size, &seal, err,
	    sizeof(err)) && seal.ino != 0 && seal.nsec == 0, "a file of a "
	    "whole second 3 seconds ago is");
}

int
main(void)
{
	if (mkdtemp(dir) == NULL) {
		perror(dir);
		return 2;
	}
	test_same("build/dicts/netmatch.idx");
	test_taken();
	test_seals();
	test_whole_seconds();
	test_damages();
	test_same("build/dicts/en_US.idx");
	unlink(text);
	unlink(image);
	rmdir(dir);
	free(good);
	free(buf);
	return tap_done();
}
