/*
 * read.c: the lines of a GCG record, decoded to UTF-8 (see read.h).
 */
#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "utf8.h"
#include "verdict.h"
#include "gcg/read.h"

#define ENCODING_PRAGMA	"#character-encoding"

/* The length of the line at buf (len bytes), without its end. */
static size_t
line_length(const char *buf, size_t len)
{
	const char	*nl = memchr(buf, '\n', len);

	return nl != NULL ? (size_t)(nl - buf) : len;
}

int
gcg_src_begin(struct gcg_src *src, const char *file, const char *buf,
    size_t len, struct verdict *v)
{
	size_t		 n, k;
	const char	*name;
	struct pos	 pos = { file, 1, 0 };

	src->file = file;
	src->off = 0;
	src->line = 0;
	src->text[0] = '\0';
	src->textlen = 0;
	src->buf = buf;
	src->len = len;
	src->enc = GCG_GUESS;
	n = line_length(buf, len);
	if (n > 0 && buf[n - 1] == '\r')
		n--;
	k = strlen(ENCODING_PRAGMA);
	if (n <= k || memcmp(buf, ENCODING_PRAGMA, k) != 0 ||
	    (buf[k] != ' ' && buf[k] != '\t'))
		return 1;
	name = buf + k;
	while (name < buf + n && (*name == ' ' || *name == '\t'))
		name++;
	n -= (size_t)(name - buf);
	while (n > 0 && (name[n - 1] == ' ' || name[n - 1] == '\t'))
		n--;
	if (n == 5 && strncasecmp(name, "UTF-8", 5) == 0)
		src->enc = GCG_UTF8;
	else if (n == 10 && strncasecmp(name, "ISO-8859-1", 10) == 0)
		src->enc = GCG_LATIN1;
	else {
		pos.col = (unsigned int)(name - buf) + 1;
		return verdict_malformed(v, &pos, "the character encoding "
		    "is UTF-8 or ISO-8859-1, not '%.*s'", (int)(n > 40 ? 40 :
		    n), name);
	}
	return 1;
}

/*
 * The offset of the first byte of the n bytes at s that begins no valid
 * UTF-8 character, or n if they are all valid UTF-8.
 */
static size_t
first_invalid(const char *s, size_t n)
{
	uint32_t	 cp;
	size_t		 i = 0, k;

	while (i < n) {
		if ((unsigned char)s[i] < 0x80) {
			i++;
			continue;
		}
		if ((k = utf8_decode(s + i, n - i, &cp)) == 0)
			return i;
		i += k;
	}
	return n;
}

/*
 * The column of byte off of the line at s (n bytes, as in the record),
 * counted in characters as the line is read: a byte each in ISO-8859-1,
 * else each byte that does not continue a UTF-8 sequence, as the record
 * reader counts.
 */
static unsigned int
raw_col(const struct gcg_src *src, const char *s, size_t n, size_t off)
{
	unsigned int	 col = 1;
	size_t		 i;

	if (src->enc == GCG_LATIN1 || (src->enc == GCG_GUESS &&
	    first_invalid(s, n) < n))
		return (unsigned int)off + 1;
	for (i = 0; i < off; i++)
		if (((unsigned char)s[i] & 0xc0) != 0x80)
			col++;
	return col;
}

/* Copy the n bytes at s into src->text, ISO-8859-1 made UTF-8. */
static void
from_latin1(struct gcg_src *src, const char *s, size_t n)
{
	size_t		 i, o = 0;
	unsigned char	 c;

	for (i = 0; i < n; i++) {
		c = (unsigned char)s[i];
		if (c < 0x80)
			src->text[o++] = (char)c;
		else {
			src->text[o++] = (char)(0xc0 | (c >> 6));
			src->text[o++] = (char)(0x80 | (c & 0x3f));
		}
	}
	src->text[o] = '\0';
	src->textlen = o;
}

/*
 * The offset of the first byte of s that is a NUL or a control, or n;
 * whether the bytes are all ASCII into *ascii.
 */
static size_t
first_control(const char *s, size_t n, int *ascii)
{
	size_t		 i;
	unsigned char	 c, high = 0;

	for (i = 0; i < n; i++) {
		c = (unsigned char)s[i];
		high |= c;
		if ((c < 0x20 && c != '\t') || c == 0x7f)
			return i;
	}
	*ascii = high < 0x80;
	return n;
}

int
gcg_src_next(struct gcg_src *src, struct verdict *v)
{
	const char	*s = src->buf + src->off;
	size_t		 n, full, bad, start = src->off;
	struct pos	 pos;
	int		 ascii = 0;

	if (src->off >= src->len)
		return 0;
	full = n = line_length(s, src->len - src->off);
	src->off += n < src->len - src->off ? n + 1 : n;
	src->line++;
	pos.file = src->file;
	pos.line = src->line;
	if (src->len > (size_t)GCG_MAXBYTES && start + full >=
	    (size_t)GCG_MAXBYTES) {
		pos.col = raw_col(src, s, full, GCG_MAXBYTES - start);
		return verdict_malformed(v, &pos, "a record is %ld bytes at "
		    "most", GCG_MAXBYTES) - 1;
	}
	if (n > 0 && s[n - 1] == '\r')
		n--;
	if (n > GCG_MAXLINE) {
		pos.col = raw_col(src, s, n, GCG_MAXLINE);
		return verdict_malformed(v, &pos, "a line is %d bytes at most, "
		    "this one has %zu", GCG_MAXLINE, full) - 1;
	}
	if ((bad = first_control(s, n, &ascii)) < n) {
		pos.col = raw_col(src, s, n, bad);
		return verdict_malformed(v, &pos, "a %s in the text",
		    s[bad] == '\0' ? "NUL byte" : "control character") - 1;
	}
	bad = ascii ? n : first_invalid(s, n);
	if (bad < n && src->enc == GCG_UTF8) {
		pos.col = raw_col(src, s, n, bad);
		return verdict_malformed(v, &pos, "the record says UTF-8, "
		    "but this line is not UTF-8 (byte 0x%02x)",
		    (unsigned char)s[bad]) - 1;
	}
	if (!ascii && (src->enc == GCG_LATIN1 || bad < n)) {
		from_latin1(src, s, n);
		return 1;
	}
	memcpy(src->text, s, n);
	src->text[n] = '\0';
	src->textlen = n;
	return 1;
}

struct pos
gcg_src_pos(const struct gcg_src *src, size_t off)
{
	struct pos	 pos = { src->file, src->line, 1 };
	size_t		 i;

	for (i = 0; i < off && i < src->textlen; i++)
		if (((unsigned char)src->text[i] & 0xc0) != 0x80)
			pos.col++;
	return pos;
}
