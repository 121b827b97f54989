/*
 * words-index-image-fuzz.c: a libFuzzer harness for the loader of a
 * prefix index's image (words-index.h): each input is put beside a small
 * text index as its image and the index loaded with windex_load(), then
 * again with the input's numbers of the text index (its size and hash)
 * and its sum made right, so that the fuzzer reaches the checks past
 * them.  Every index loaded is read whole (each word, found, marked and
 * ranged): an image the loader takes must be safe to read, whatever it
 * holds.  See tests/fuzz/README for how to build and run it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "words-index.h"
#include "fuzz-input.h"

#define HEADER	128		/* the image's text header */

static const char text[] =
    "refkit-words-index 2\naff 10 0123456789abcdef\n"
    "dic 20 0123456789abcdef\nwords 6\ncoverage 6 5\n\n"
    "Abe\tN\nable\nbank\nbanks\nBBC\tA\nzorb\n";

static char	 image[sizeof(fuzz_path) + 4];

/* The text index at fuzz_path, written once; abort if it cannot be. */
static void
fixed_text(void)
{
	static int	 done;
	FILE		*fp;

	if (done)
		return;
	if ((fp = fopen(fuzz_path, "wb")) == NULL ||
	    fwrite(text, 1, sizeof(text) - 1, fp) != sizeof(text) - 1 ||
	    fclose(fp) != 0)
		abort();
	snprintf(image, sizeof(image), "%s.img", fuzz_path);
	done = 1;
}

/* Read every part of a loaded index; a fault is the sanitizers' to see. */
static void
read_all(const struct windex *x)
{
	const char	*word;
	char		 prefix[4];
	size_t		 i, n = windex_count(x), first, end, len;
	unsigned long	 accepted, covered;
	int		 flags;

	for (i = 0; i < n; i++) {
		word = windex_word(x, i, &flags);
		len = strlen(word);
		(void)windex_find(x, word, len);
		(void)windex_marks(x, word, len);
		snprintf(prefix, sizeof(prefix), "%s", word);
		windex_range(x, prefix, &first, &end);
		if (first > end || end > n)
			abort();
	}
	(void)windex_find(x, "zzzz", 4);
	(void)windex_marks(x, "BBC", 3);
	(void)windex_coverage(x, &accepted, &covered);
}

/* Load the index with the len bytes at p as its image, and read it. */
static void
load(const uint8_t *p, size_t len)
{
	struct windex	*x;
	FILE		*fp;
	char		 err[1024];

	if ((fp = fopen(image, "wb")) == NULL)
		abort();
	if (fwrite(p, 1, len, fp) != len || fclose(fp) != 0)
		abort();
	if ((x = windex_load(fuzz_path, err, sizeof(err))) == NULL)
		abort();		/* the text beside it is sound */
	read_all(x);
	windex_free(x);
}

/*
 * The input with the text index's size and hash and its sum made right,
 * in *out (malloc'd); 0 if it is too short to hold them.
 */
static int
made_right(const uint8_t *data, size_t size, uint8_t **out)
{
	uint64_t	 hash, tsize, a = 0, b = 0, w;
	uint8_t		*p;
	char		 err[256], hex[17], *sum;
	size_t		 i;

	if (size < HEADER + 16 || size % 8 != 0 ||
	    !windex_hash_file(fuzz_path, &hash, &tsize, err, sizeof(err)))
		return 0;
	if ((p = malloc(size + 1)) == NULL)
		abort();
	memcpy(p, data, size);
	p[size] = '\0';
	memcpy(p + HEADER, &tsize, 8);
	memcpy(p + HEADER + 8, &hash, 8);
	for (i = HEADER; i + 8 <= size; i += 8) {
		memcpy(&w, p + i, 8);
		a += w;
		b += a;
	}
	snprintf(hex, sizeof(hex), "%016llx", (unsigned long long)(b ^
	    (a * 0x9e3779b97f4a7c15ULL)));
	for (sum = (char *)p; sum + 5 + 16 <= (char *)p + HEADER; sum++)
		if (memcmp(sum, "\nsum ", 5) == 0) {
			memcpy(sum + 5, hex, 16);
			break;
		}
	*out = p;
	return 1;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint8_t	*right;

	fixed_text();
	load(data, size);
	if (made_right(data, size, &right)) {
		load(right, size);
		free(right);
	}
	unlink(image);
	return 0;
}
