/*
 * words-index-fuzz.c: a libFuzzer harness for the prefix index loader:
 * each input is read with windex_load(), and an index it accepts is held
 * to what the loader promises: its entries in order, each found again by
 * windex_find() with its flags, each one's prefixes ranged around it, its
 * coverage no more than what it accepted.  See tests/fuzz/README for how
 * to build and run it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "words-index.h"
#include "fuzz-input.h"

/* Check the promises of a loaded index; abort if one is broken. */
static void
check(const struct windex *x)
{
	const char	*word, *prev = NULL;
	char		 prefix[8];
	size_t		 i, n = windex_count(x), first, end, len;
	unsigned long	 accepted, covered;
	int		 flags;

	for (i = 0; i < n; i++) {
		word = windex_word(x, i, &flags);
		len = strlen(word);
		if (len == 0 || (prev != NULL && windex_cmp(prev, word) >= 0))
			abort();
		if (windex_find(x, word, len) != flags)
			abort();
		snprintf(prefix, sizeof(prefix), "%s", word);
		windex_range(x, prefix, &first, &end);
		if (first > i || end <= i || end > n)
			abort();
		prev = word;
	}
	windex_range(x, "", &first, &end);
	if (first != 0 || end != n)
		abort();
	if (windex_coverage(x, &accepted, &covered) && covered > accepted)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct windex	*x;
	char		 err[1024];

	if (!fuzz_write_input(data, size))
		return 0;
	if ((x = windex_load(fuzz_path, err, sizeof(err))) == NULL)
		return 0;
	check(x);
	(void)windex_built_from(x, fuzz_path, fuzz_path, err, sizeof(err));
	windex_free(x);
	return 0;
}
