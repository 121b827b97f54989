/*
 * words-token-fuzz.c: a libFuzzer harness for wordck's word stream: the
 * input is read as wordck reads it (rec_next_line(), which refuses what
 * is not text) and each line split into words by hunspell's tokenizer in
 * a UTF-8 locale and in the C locale, with en_US's WORDCHARS and with the
 * input's first line as WORDCHARS.  The whole input, when it is UTF-8
 * text, is split as one line too, longer than the reader allows.  Each
 * word must be inside its line, after the one before, and not empty.
 * See tests/fuzz/README for how to build and run it.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "record.h"
#include "words-text.h"
#include "words-token.h"
#include "fuzz-input.h"

#define EN_US_WORDCHARS	"0123456789\xe2\x80\x99"

/* Split the line with t; abort if a word is out of place. */
static void
split(struct wtok *t, const char *line, size_t len)
{
	size_t	 start, n, end = 0;

	wtok_line(t, line, len);
	while (wtok_next(t, &start, &n)) {
		if (n == 0 || start < end || start + n > len)
			abort();
		end = start + n;
	}
}

/* Split every line wordck would read, with each tokenizer. */
static void
read_lines(struct wtok *const t[], size_t nt)
{
	struct rec_reader	*r;
	struct wtok		*own = NULL;
	const char		*line;
	struct pos		 pos;
	size_t			 i;
	int			 rc;

	if ((r = rec_open(fuzz_path)) == NULL)
		return;
	while ((rc = rec_next_line(r, &line, &pos)) != 0) {
		if (rc < 0)
			continue;
		/*
		 * The first line read is WORDCHARS too: in the UTF-8 locale
		 * when its number is odd, in the C locale when it is even.
		 */
		if (own == NULL)
			own = wtok_new(pos.line % 2, line);
		for (i = 0; i < nt; i++)
			split(t[i], line, strlen(line));
		split(own, line, strlen(line));
	}
	wtok_free(own);
	rec_close(r);
}

/* Split the whole input as one line, if it is text. */
static void
read_whole(struct wtok *const t[], size_t nt, const uint8_t *data,
    size_t size)
{
	struct wtext	 text;
	char		*line, why[128];
	size_t		 i;

	wtext_init(&text);
	if (!wtext_feed(&text, (const char *)data, size, why, sizeof(why)) ||
	    !wtext_end(&text, why, sizeof(why)))
		return;
	if ((line = malloc(size + 1)) == NULL)
		return;
	memcpy(line, data, size);
	line[size] = '\0';
	for (i = 0; i < nt; i++)
		split(t[i], line, size);
	free(line);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct wtok	*t[2];

	if (t[0] == NULL) {
		t[0] = wtok_new(1, EN_US_WORDCHARS);
		t[1] = wtok_new(0, EN_US_WORDCHARS);
	}
	if (fuzz_write_input(data, size))
		read_lines(t, 2);
	read_whole(t, 2, data, size);
	return 0;
}
