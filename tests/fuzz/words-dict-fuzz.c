/*
 * words-dict-fuzz.c: a libFuzzer harness for the dictionary checks: each
 * input is checked as an affix file and as a word file, in UTF-8 and in
 * ISO8859-2, and a word file the checks accept is loaded by hunspell
 * (words_open(), with a small affix file in that encoding beside it) and
 * asked about a few words, some of which ISO8859-2 lacks a letter of.  hunspell's own
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

#define AFF	"TRY esiarntolcdugmphbyfvkwz\nSFX S Y 1\nSFX S 0 s .\n"
#define UTF8	0
#define LATIN2	1

static char	 dir[] = "/tmp/refkit-fuzz-dict.XXXXXX";
static char	 aff[2][64], dic[2][64], name[2][64];

/* Remove the dictionaries' files and folder at exit. */
static void
remove_dir(void)
{
	int	 i;

	for (i = UTF8; i <= LATIN2; i++) {
		unlink(aff[i]);
		unlink(dic[i]);
	}
	rmdir(dir);
}

/* Make the folder and the two affix files, once; 0 if they cannot be. */
static int
make_dir(void)
{
	static const char *const set[] = { "UTF-8", "ISO8859-2" };
	FILE	*fp;
	int	 i;

	if (aff[UTF8][0] != '\0')
		return 1;
	if (mkdtemp(dir) == NULL)
		return 0;
	atexit(remove_dir);
	for (i = UTF8; i <= LATIN2; i++) {
		snprintf(aff[i], sizeof(aff[i]), "%s/fuzz%d.aff", dir, i);
		snprintf(dic[i], sizeof(dic[i]), "%s/fuzz%d.dic", dir, i);
		snprintf(name[i], sizeof(name[i]), "%s/fuzz%d", dir, i);
		if ((fp = fopen(aff[i], "w")) == NULL)
			return 0;
		fprintf(fp, "SET %s\n%s", set[i], AFF);
		if (fclose(fp) != 0)
			return 0;
	}
	return 1;
}

/*
 * Load the word file with hunspell, with the affix file in encoding enc,
 * and ask about a few words.
 */
static void
load(const uint8_t *data, size_t size, int enc)
{
	static const char *const ask[] = { "zorb", "zorbs", "a", "",
	    "\xc5\xbc\xc3\xb3\xc5\x82w", "ab\xe2\x82\xac", "\xe2\x80\x99s",
	    "caf\xc3\xa9s" };
	struct words	*w;
	FILE		*fp;
	char		 err[1024], **list;
	size_t		 i;
	int		 n;

	if (!make_dir() || (fp = fopen(dic[enc], "wb")) == NULL)
		return;
	if (fwrite(data, 1, size, fp) != size) {
		fclose(fp);
		return;
	}
	if (fclose(fp) != 0)
		return;
	if ((w = words_open(name[enc], err, sizeof(err))) == NULL)
		abort();	/* the checks passed: hunspell must load it */
	for (i = 0; i < sizeof(ask) / sizeof(ask[0]); i++)
		(void)words_check(w, ask[i], strlen(ask[i]));
	/* A suggestion comes back from ISO8859-2: UTF-8 all the same. */
	n = words_suggest(w, "zorbx", &list);
	words_free_list(list, n);
	words_close(w);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	 err[1024], *encoding, *wordchars;

	if (!fuzz_write_input(data, size))
		return 0;
	if (wdict_check_aff(fuzz_path, &encoding, &wordchars, err,
	    sizeof(err))) {
		free(encoding);
		free(wordchars);
	}
	if (wdict_check_dic(fuzz_path, "UTF-8", err, sizeof(err)))
		load(data, size, UTF8);
	if (wdict_check_dic(fuzz_path, "ISO8859-2", err, sizeof(err)))
		load(data, size, LATIN2);
	return 0;
}
