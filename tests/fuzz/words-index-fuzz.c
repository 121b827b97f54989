/*
 * words-index-fuzz.c: a libFuzzer harness for the prefix index loader:
 * each input is read with windex_load(), and an index it accepts is held
 * to what the loader promises: its entries in order, each found again by
 * windex_find() with its flags, each one's prefixes ranged around it, its
 * coverage no more than what it accepted.  Then the input is put beside a
 * small text index as its image (words-index.h) and that index loaded,
 * and again with the input's numbers of the text index (its size and
 * hash) and its sum made right, so that the image's checks past them are
 * reached: an image the loader takes is read whole, as it must be safe to
 * read whatever it holds (one whose sum was made right need not keep the
 * text's promises).  See tests/fuzz/README for how to build and run it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "words-index.h"
#include "fuzz-input.h"

#define HEADER	128		/* an image's text header */

static const char text[] =
    "refkit-words-index 2\naff 10 0123456789abcdef\n"
    "dic 20 0123456789abcdef\nwords 6\ncoverage 6 5\n\n"
    "Abe\tN\nable\nbank\nbanks\nBBC\tA\nzorb\n";

static char	 text_path[] = "/tmp/refkit-fuzz-idx.XXXXXX";
static char	 image[sizeof(text_path) + 4];

/* Remove the fixed text index and its image when the fuzzer exits. */
static void
remove_fixed(void)
{
	unlink(text_path);
	unlink(image);
}

/* Write the fixed text index once; abort if it cannot be. */
static void
fixed_text(void)
{
	static int	 done;
	int		 fd;

	if (done)
		return;
	if ((fd = mkstemp(text_path)) == -1 ||
	    write(fd, text, sizeof(text) - 1) != (ssize_t)(sizeof(text) - 1) ||
	    close(fd) == -1)
		abort();
	snprintf(image, sizeof(image), "%s.img", text_path);
	atexit(remove_fixed);
	done = 1;
}

/*
 * Read every part of a loaded index; if promised, abort where it breaks
 * a promise of the loader.
 */
static void
check(const struct windex *x, int promised)
{
	const char	*word, *prev = NULL;
	char		 prefix[8];
	size_t		 i, n = windex_count(x), first, end, len;
	unsigned long	 accepted, covered;
	int		 flags, found;

	for (i = 0; i < n; i++) {
		word = windex_word(x, i, &flags);
		len = strlen(word);
		found = windex_find(x, word, len);
		(void)windex_marks(x, word, len);
		if (promised && (len == 0 || (prev != NULL &&
		    windex_cmp(prev, word) >= 0) || found != flags))
			abort();
		snprintf(prefix, sizeof(prefix), "%s", word);
		windex_range(x, prefix, &first, &end);
		if (first > end || end > n ||
		    (promised && (first > i || end <= i)))
			abort();
		prev = word;
	}
	windex_range(x, "", &first, &end);
	if (first != 0 || end != n)
		abort();
	if (windex_coverage(x, &accepted, &covered) && promised &&
	    covered > accepted)
		abort();
}

/* Load the fixed index with the len bytes at p as its image; read it. */
static void
load_image(const uint8_t *p, size_t len)
{
	struct windex	*x;
	FILE		*fp;
	char		 err[1024];

	if ((fp = fopen(image, "wb")) == NULL)
		abort();
	if (fwrite(p, 1, len, fp) != len || fclose(fp) != 0)
		abort();
	if ((x = windex_load(text_path, err, sizeof(err))) == NULL)
		abort();		/* the text beside it is sound */
	check(x, 0);
	windex_free(x);
}

/*
 * The input with the fixed text index's size and hash and its sum made
 * right, in *out (malloc'd); 0 if it is too short to hold them.
 */
static int
made_right(const uint8_t *data, size_t size, uint8_t **out)
{
	uint64_t	 hash, tsize, a = 0, b = 0, w;
	uint8_t		*p;
	char		 err[256], hex[17], *sum;
	size_t		 i;

	if (size < HEADER + 16 || size % 8 != 0 ||
	    !windex_hash_file(text_path, &hash, &tsize, err, sizeof(err)))
		return 0;
	if ((p = malloc(size)) == NULL)
		abort();
	memcpy(p, data, size);
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
	struct windex	*x;
	uint8_t		*right;
	char		 err[1024];

	if (!fuzz_write_input(data, size))
		return 0;
	if ((x = windex_load(fuzz_path, err, sizeof(err))) != NULL) {
		check(x, 1);
		(void)windex_built_from(x, fuzz_path, fuzz_path, err,
		    sizeof(err));
		windex_free(x);
	}
	fixed_text();
	load_image(data, size);
	if (made_right(data, size, &right)) {
		load_image(right, size);
		free(right);
	}
	unlink(image);
	return 0;
}
