/*
 * out.c: JSON Lines writing and the choice of colors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag.h"
#include "out.h"

void
json_write_string(FILE *fp, const char *s)
{
	const unsigned char	*p;

	putc('"', fp);
	for (p = (const unsigned char *)s; *p != '\0'; p++) {
		switch (*p) {
		case '"':
			fputs("\\\"", fp);
			break;
		case '\\':
			fputs("\\\\", fp);
			break;
		case '\n':
			fputs("\\n", fp);
			break;
		case '\t':
			fputs("\\t", fp);
			break;
		case '\r':
			fputs("\\r", fp);
			break;
		default:
			if (*p < 0x20 || *p == 0x7f)
				fprintf(fp, "\\u%04x", *p);
			else
				putc(*p, fp);
		}
	}
	putc('"', fp);
}

/* Write the separator and the key that go before a member or an item. */
static void
member(struct json *j, const char *key)
{
	if (j->count[j->depth]++ > 0)
		putc(',', j->fp);
	if (key != NULL) {
		json_write_string(j->fp, key);
		putc(':', j->fp);
	}
}

static void
open_nested(struct json *j, const char *key, int bracket)
{
	member(j, key);
	putc(bracket, j->fp);
	if (j->depth + 1 >= JSON_MAXDEPTH)
		diag_fatal("internal error: JSON nested too deep");
	j->count[++j->depth] = 0;
	j->closer[j->depth] = bracket == '[' ? ']' : '}';
}

void
json_begin(struct json *j, FILE *fp)
{
	memset(j, 0, sizeof(*j));
	j->fp = fp;
	putc('{', fp);
}

void
json_object(struct json *j, const char *key)
{
	open_nested(j, key, '{');
}

void
json_array(struct json *j, const char *key)
{
	open_nested(j, key, '[');
}

void
json_close(struct json *j)
{
	if (j->depth == 0)
		return;
	putc(j->closer[j->depth], j->fp);
	j->depth--;
}

void
json_end(struct json *j)
{
	while (j->depth > 0)
		json_close(j);
	putc('}', j->fp);
	putc('\n', j->fp);
}

void
json_string(struct json *j, const char *key, const char *s)
{
	member(j, key);
	if (s == NULL)
		fputs("null", j->fp);
	else
		json_write_string(j->fp, s);
}

void
json_int(struct json *j, const char *key, long long v)
{
	member(j, key);
	fprintf(j->fp, "%lld", v);
}

void
json_bool(struct json *j, const char *key, int v)
{
	member(j, key);
	fputs(v ? "true" : "false", j->fp);
}

void
json_null(struct json *j, const char *key)
{
	member(j, key);
	fputs("null", j->fp);
}

int
color_parse(const char *s)
{
	if (strcmp(s, "auto") == 0)
		return COLOR_AUTO;
	if (strcmp(s, "never") == 0)
		return COLOR_NEVER;
	if (strcmp(s, "always") == 0)
		return COLOR_ALWAYS;
	return -1;
}

int
color_wanted(enum color_when when)
{
	const char	*no_color, *term;

	if (when != COLOR_AUTO)
		return when == COLOR_ALWAYS;
	no_color = getenv("NO_COLOR");
	if (no_color != NULL && *no_color != '\0')
		return 0;
	term = getenv("TERM");
	if (term != NULL && strcmp(term, "dumb") == 0)
		return 0;
	return isatty(STDOUT_FILENO);
}

void
out_line_begin(struct out_line *l, FILE *fp)
{
	l->fp = fp;
	l->len = 0;
}

void
out_line_write(struct out_line *l)
{
	if (l->len > 0)
		fwrite(l->buf, 1, l->len, l->fp);
	l->len = 0;
}

void
out_line_add(struct out_line *l, const char *s, size_t n)
{
	if (l->len + n > sizeof(l->buf)) {
		out_line_write(l);
		if (n > sizeof(l->buf)) {
			fwrite(s, 1, n, l->fp);
			return;
		}
	}
	memcpy(l->buf + l->len, s, n);
	l->len += n;
}

void
out_line_string(struct out_line *l, const char *s)
{
	out_line_add(l, s, strlen(s));
}

void
out_line_int(struct out_line *l, long long n)
{
	char			 digits[24], *s = digits + sizeof(digits);
	unsigned long long	 u = n < 0 ? 0ULL - (unsigned long long)n :
				    (unsigned long long)n;

	do {
		*--s = (char)('0' + u % 10);
		u /= 10;
	} while (u > 0);
	if (n < 0)
		*--s = '-';
	out_line_add(l, s, (size_t)(digits + sizeof(digits) - s));
}
