/*
 * text.c: the lines of an Alphagon data file, read as hostile input.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "ag/text.h"

int
ag_text_load(const char *path, char **bufp, size_t *lenp, struct verdict *v)
{
	struct pos	 at = { path, 0, 0 };
	FILE		*fp;
	char		*buf;
	size_t		 len;
	int		 err;

	if (strcmp(path, "-") == 0) {
		fp = stdin;
		at.file = "<stdin>";
	} else if ((fp = fopen(path, "rb")) == NULL)
		return verdict_malformed(v, &at, "cannot open: %s",
		    strerror(errno));
	buf = xmalloc(AG_TEXT_MAXFILE + 1);
	errno = 0;
	len = fread(buf, 1, AG_TEXT_MAXFILE + 1, fp);
	err = ferror(fp) ? (errno != 0 ? errno : EIO) : 0;
	if (fp != stdin)
		fclose(fp);
	if (err) {
		free(buf);
		return verdict_malformed(v, &at, "cannot read: %s",
		    strerror(err));
	}
	if (len > AG_TEXT_MAXFILE) {
		free(buf);
		return verdict_malformed(v, &at, "larger than %d bytes",
		    AG_TEXT_MAXFILE);
	}
	*bufp = buf;
	*lenp = len;
	return 1;
}

void
ag_text_init(struct ag_text *t, const char *file, const char *buf,
    size_t len)
{
	t->file = file;
	t->buf = buf;
	t->len = len;
	t->off = 0;
	t->line = 0;
}

int
ag_text_next(struct ag_text *t, const char **s, size_t *n, struct pos *pos,
    struct verdict *v)
{
	const char	*line;
	size_t		 i, len, end, full, word;
	unsigned char	 c;

	while (t->off < t->len) {
		line = t->buf + t->off;
		len = t->len - t->off;
		for (i = 0; i < len && line[i] != '\n'; i++)
			continue;
		t->off += i < len ? i + 1 : i;
		t->line++;
		pos->file = t->file;
		pos->line = t->line;
		if (i > 0 && line[i - 1] == '\r')
			i--;
		if (i > AG_TEXT_MAXLINE) {
			pos->col = AG_TEXT_MAXLINE + 1;
			return verdict_malformed(v, pos, "line longer than "
			    "%d bytes", AG_TEXT_MAXLINE) - 1;
		}
		end = full = i;
		word = 1;
		for (i = 0; i < full; i++) {
			c = (unsigned char)line[i];
			if (c != '\t' && (c < ' ' || c > '~')) {
				pos->col = (unsigned int)i + 1;
				return verdict_malformed(v, pos, "byte 0x%02x "
				    "is not printable ASCII", c) - 1;
			}
			if (c == '#' && word && end == full)
				end = i;
			word = c == ' ' || c == '\t';
		}
		for (i = 0; i < end && (line[i] == ' ' || line[i] == '\t'); i++)
			continue;
		if (i == end)
			continue;
		*s = line;
		*n = end;
		pos->col = 1;
		return 1;
	}
	return 0;
}

int
ag_text_word(const char *s, size_t n, size_t *off, size_t *start,
    size_t *wlen)
{
	size_t	 i = *off;

	while (i < n && (s[i] == ' ' || s[i] == '\t'))
		i++;
	if (i == n) {
		*off = i;
		return 0;
	}
	*start = i;
	while (i < n && s[i] != ' ' && s[i] != '\t')
		i++;
	*wlen = i - *start;
	*off = i;
	return 1;
}
