/*
 * words-dict-fuzz.c: a libFuzzer harness for the dictionary checks: each
 * input is checked as an affix file and as a word file, and a word file
 * the checks accept is loaded by hunspell (words_open(), with a small
 * UTF-8 affix file beside it) and asked about a few words.  hunspell's own
 * affix parser is not fuzzed here: refkit only checks an .aff and hands it
 * on.  See tests/fuzz/README for how to build and run it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "words.h"
#include "words-dict.h"
#include "fuzz-input.h"

#define AFF	"SET UTF-8\nTRY esiarntolcdugmphbyfvkwz\n" \
		"SFX S Y 1\nSFX S 0 s .\n"

static char	 dir[] = "/tmp/refkit-fuzz-dict.XXXXXX";
static char	 aff[64], dic[64], name[64];

/* Remove the dictionary's files and folder at exit. */
static void
remove_dir(void)
{
	unlink(aff);
	unlink(dic);
	rmdir(dir);
}

/* Make the folder and its affix file, once; 0 if they cannot be. */
static int
make_dir(void)
{
	FILE	*fp;

	if (aff[0] != '\0')
		return 1;
	if (mkdtemp(dir) == NULL)
		return 0;
	snprintf(aff, sizeof(aff), "%s/fuzz.aff", dir);
	snprintf(dic, sizeof(dic), "%s/fuzz.dic", dir);
	snprintf(name, sizeof(name), "%s/fuzz", dir);
	atexit(remove_dir);
	if ((fp = fopen(aff, "w")) == NULL)
		return 0;
	fputs(AFF, fp);
	return fclose(fp) == 0;
}

/* Load the word file with hunspell and ask about a few words. */
static void
load(const uint8_t *data, size_t size)
{
	static const char *const ask[] = { "zorb", "zorbs", "a", "" };
	struct words	*w;
	FILE		*fp;
	char		 err[1024];
	size_t		 i;

	if (!make_dir() || (fp = fopen(dic, "wb")) == NULL)
		return;
	if (fwrite(data, 1, size, fp) != size) {
		fclose(fp);
		return;
	}
	if (fclose(fp) != 0)
		return;
	if ((w = words_open(name, err, sizeof(err))) == NULL)
		abort();	/* the checks passed: hunspell must load it */
	for (i = 0; i < sizeof(ask) / sizeof(ask[0]); i++)
		(void)words_check(w, ask[i], strlen(ask[i]));
	words_close(w);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	 err[1024], *wordchars;

	if (!fuzz_write_input(data, size))
		return 0;
	if (wdict_check_aff(fuzz_path, &wordchars, err, sizeof(err)))
		free(wordchars);
	if (wdict_check_dic(fuzz_path, err, sizeof(err)))
		load(data, size);
	return 0;
}
