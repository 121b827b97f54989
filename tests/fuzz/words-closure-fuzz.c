/*
 * words-closure-fuzz.c: a libFuzzer harness for the closure's two readers:
 * each input is read with wclosure_load(), and a closure it accepts is
 * asked about words in every case (its count held to the file's size);
 * then the input is read by waffix_read() as an affix file (with a small
 * word file) and as a word file (with en_US's rules in small), and
 * expanded: every form waffix_expand() gives must be simple.  See
 * tests/fuzz/README for how to build and run it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "words-affix.h"
#include "words-closure.h"
#include "fuzz-input.h"

static const char small_aff[] =
    "SET UTF-8\nPFX A Y 1\nPFX A 0 re .\nSFX S Y 2\n"
    "SFX S y ies [^aeiou]y\nSFX S 0 s [^y]\n";
static const char small_dic[] = "3\ntry/AS\nMcDonald/S\nplay/S\n";

static char	 aff_path[] = "/tmp/refkit-fuzz-aff.XXXXXX";
static char	 dic_path[] = "/tmp/refkit-fuzz-dic.XXXXXX";

/* Remove the fixed files when the fuzzer exits. */
static void
remove_fixed(void)
{
	unlink(aff_path);
	unlink(dic_path);
}

/* Write the fixed files once; abort if they cannot be. */
static void
fixed_files(void)
{
	static int	 done;
	int		 fd;

	if (done)
		return;
	if ((fd = mkstemp(aff_path)) == -1 ||
	    write(fd, small_aff, sizeof(small_aff) - 1) !=
	    (ssize_t)(sizeof(small_aff) - 1) || close(fd) == -1 ||
	    (fd = mkstemp(dic_path)) == -1 ||
	    write(fd, small_dic, sizeof(small_dic) - 1) !=
	    (ssize_t)(sizeof(small_dic) - 1) || close(fd) == -1)
		abort();
	atexit(remove_fixed);
	done = 1;
}

/* A form of the expansion: it must be simple. */
static void
form(const char *s, size_t len, void *arg)
{
	const struct waffix *x = arg;

	if (!waffix_simple(x, s, len) || strlen(s) != len)
		abort();
}

/* Read and expand the files as the builder does. */
static void
expand(const char *aff, const char *dic)
{
	struct waffix	*x;
	char		 err[1024], why[512];

	if ((x = waffix_read(aff, dic, err, sizeof(err))) == NULL)
		return;
	(void)waffix_complete(x, why, sizeof(why));
	waffix_expand(x, form, x);
	waffix_free(x);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const words[] = {
		"house", "House", "HOUSE", "hOuse", "o'clock", "a", "A", "'",
		"caf\xc3\xa9", "x-ray", "", NULL
	};
	struct wclosure	*x;
	char		 err[1024];
	size_t		 i;

	fixed_files();
	if (!fuzz_write_input(data, size))
		return 0;
	if ((x = wclosure_load(fuzz_path, err, sizeof(err))) != NULL) {
		if (wclosure_count(x) > size / 3)
			abort();
		for (i = 0; words[i] != NULL; i++)
			if (wclosure_says(x, words[i], strlen(words[i])) >
			    WCLOSURE_UNKNOWN)
				abort();
		(void)wclosure_built_from(x, fuzz_path, fuzz_path, err,
		    sizeof(err));
		wclosure_free(x);
	}
	expand(fuzz_path, dic_path);
	expand(aff_path, fuzz_path);
	return 0;
}
