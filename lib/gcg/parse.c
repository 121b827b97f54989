/*
 * parse.c: a line of a GCG record taken apart into its fields (parse.h).
 */
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "numarg.h"
#include "verdict.h"
#include "gcg/parse.h"
#include "gcg/read.h"

#define MAXFIELDS	32	/* fields after the nick, words included */
#define MAXPOINTS	9999	/* a line's score, either sign */
#define MAXTOTAL	99999	/* a total, either sign */

/* Whether c is a space or a tab. */
static int
blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Fill f with the len bytes at s of line. */
static void
field(struct gcg_field *f, const char *line, const char *s, size_t len)
{
	f->s = s;
	f->len = len;
	f->off = (size_t)(s - line);
}

/* A malformed verdict at field f. */
static int
bad_at(const struct gcg_src *src, const struct gcg_field *f,
    struct verdict *v, const char *what)
{
	struct pos	 pos = gcg_src_pos(src, f->off);

	return verdict_malformed(v, &pos, "%s", what);
}

/* Whether f is the string s. */
static int
is(const struct gcg_field *f, const char *s)
{
	return f->len == strlen(s) && memcmp(f->s, s, f->len) == 0;
}

/* Whether f is digits after a sign ('+' or '-', if signed), or '-'. */
static int
number_shape(const struct gcg_field *f, int signed_)
{
	size_t	 i = 0;

	if (f->len > 0 && (f->s[0] == '-' || (signed_ && f->s[0] == '+')))
		i = 1;
	else if (signed_)
		return 0;
	if (i == f->len)
		return 0;
	for (; i < f->len; i++)
		if (!isdigit((unsigned char)f->s[i]))
			return 0;
	return 1;
}

/* Read a signed number field into *out; 0 with a verdict if too big. */
static int
signed_number(const struct gcg_src *src, const struct gcg_field *f,
    long max, long *out, struct verdict *v)
{
	char		 why[NUMARG_WHY];
	uint64_t	 n;
	size_t		 skip = f->s[0] == '+' || f->s[0] == '-';
	struct pos	 pos;

	if (!numarg_span(f->s + skip, f->len - skip, 0, (uint64_t)max, &n,
	    why)) {
		pos = gcg_src_pos(src, f->off);
		return verdict_malformed(v, &pos, "%.*s: %s", (int)f->len,
		    f->s, why);
	}
	*out = f->s[0] == '-' ? -(long)n : (long)n;
	return 1;
}

/* Read a square: "8D" across, "D8" down, rows 1-15, columns A-O. */
static int
square(const struct gcg_field *f, struct gcg_item *it)
{
	const char	*s = f->s;
	size_t		 n = f->len, i;
	int		 num = 0, letter;

	if (n < 2 || n > 3)
		return 0;
	it->across = isdigit((unsigned char)s[0]) != 0;
	letter = toupper((unsigned char)(it->across ? s[n - 1] : s[0]));
	for (i = it->across ? 0 : 1; i < (it->across ? n - 1 : n); i++) {
		if (!isdigit((unsigned char)s[i]))
			return 0;
		num = num * 10 + (s[i] - '0');
	}
	if (letter < 'A' || letter > 'O' || num < 1 || num > 15 ||
	    s[it->across ? 0 : 1] == '0')
		return 0;
	it->col = letter - 'A';
	it->row = num - 1;
	return 1;
}

/* Whether f is letters and commas: the words old Quackle writes after. */
static int
word_list(const struct gcg_field *f)
{
	size_t	 i;

	for (i = 0; i < f->len; i++)
		if (!isalpha((unsigned char)f->s[i]) && f->s[i] != ',' &&
		    (unsigned char)f->s[i] < 0x80)
			return 0;
	return 1;
}

/* Classify a move field other than a placement; 0 if it is none. */
static int
move_kind(const struct gcg_field *m, int has_rack, struct gcg_item *it)
{
	size_t	 i;

	it->count = -1;
	if (is(m, "-"))
		it->what = GCG_PASS;
	else if (is(m, "--"))
		it->what = GCG_WITHDRAW;
	else if (is(m, "(challenge)"))
		it->what = GCG_CHALLENGE;
	else if (is(m, "(time)"))
		it->what = GCG_TIME;
	else if (m->len >= 2 && m->s[0] == '(' && m->s[m->len - 1] == ')')
		it->what = has_rack ? GCG_PENALTY : GCG_END_POINTS;
	else if (m->len >= 2 && m->s[0] == '-') {
		it->what = GCG_EXCHANGE;
		for (i = 1; i < m->len && isdigit((unsigned char)m->s[i]); i++)
			continue;
		if (i == m->len)
			it->count = m->len > 3 ? 99 : atoi(m->s + 1);
	} else
		return 0;
	return 1;
}

/* Take an event line apart. */
static int
parse_event(const struct gcg_src *src, struct gcg_item *it,
    struct verdict *v)
{
	const char		*line = src->text, *p, *colon;
	struct gcg_field	 f[MAXFIELDS + 1];
	int			 n = 0, k, i, before;

	it->kind = GCG_EVENT;
	colon = strchr(line, ':');
	for (p = line + 1; colon != NULL && p < colon; p++)
		if (blank(*p))
			break;
	if (colon == NULL || p < colon || colon == line + 1) {
		field(&it->nick, line, line + 1, 0);
		return bad_at(src, &it->nick, v, "an event begins >NICK: "
		    "with the player's nickname, without spaces");
	}
	field(&it->nick, line, line + 1, (size_t)(colon - line - 1));
	for (p = colon + 1; *p != '\0';) {
		while (blank(*p))
			p++;
		if (*p == '\0')
			break;
		if (n == MAXFIELDS) {
			field(&f[0], line, p, 1);
			return bad_at(src, &f[0], v, "too many fields in "
			    "an event");
		}
		for (k = 0; p[k] != '\0' && !blank(p[k]); k++)
			continue;
		field(&f[n++], line, p, (size_t)k);
		p += k;
	}
	/* The score: a signed number, then the total. */
	for (k = 1; k + 1 < n; k++)
		if (number_shape(&f[k], 1) && number_shape(&f[k + 1], 0))
			break;
	if (k + 1 >= n) {
		field(&f[MAXFIELDS], line, line + src->textlen, 0);
		return bad_at(src, n > 0 ? &f[n - 1] : &f[MAXFIELDS], v,
		    "an event ends with its score and the total, as "
		    "+24 224");
	}
	for (i = k + 2; i < n; i++)
		if (!word_list(&f[i]))
			return bad_at(src, &f[i], v, "nothing but the words "
			    "formed may follow the total");
	it->score = f[k];
	it->total = f[k + 1];
	if (!signed_number(src, &f[k], MAXPOINTS, &it->points, v) ||
	    !signed_number(src, &f[k + 1], MAXTOTAL, &it->cumul, v))
		return 0;
	before = k;
	field(&it->rack, line, f[0].s, 0);
	if (before == 3 || (before == 2 && square(&f[0], it))) {
		if (before == 3)
			it->rack = f[0];
		it->move = f[before - 2];
		it->word = f[before - 1];
		it->what = GCG_PLACE;
		it->count = -1;
		if (!square(&it->move, it))
			return bad_at(src, &it->move, v, "a square is a row "
			    "1-15 and a column A-O: 8D across, D8 down");
		return 1;
	}
	if (before == 2)
		it->rack = f[0];
	if (before > 3)
		return bad_at(src, &f[3], v, "an event has a rack, a move, "
		    "its score and the total");
	it->move = f[before - 1];
	if (!move_kind(&it->move, it->rack.len > 0, it))
		return bad_at(src, &it->move, v, "no move of that form: a "
		    "square and a word, -, --, -TILES, (challenge), (time) "
		    "or (RACK)");
	return 1;
}

/* Take a pragma apart: its name and its value, trimmed. */
static void
parse_pragma(const struct gcg_src *src, struct gcg_item *it)
{
	const char	*line = src->text, *p = line + 1, *end;

	it->kind = GCG_PRAGMA;
	while (*p != '\0' && !blank(*p))
		p++;
	field(&it->name, line, line + 1, (size_t)(p - line - 1));
	while (blank(*p))
		p++;
	end = line + src->textlen;
	while (end > p && blank(end[-1]))
		end--;
	field(&it->value, line, p, (size_t)(end - p));
}

int
gcg_parse_line(const struct gcg_src *src, struct gcg_item *it,
    struct verdict *v)
{
	const char	*s = src->text;

	memset(it, 0, sizeof(*it));
	while (blank(*s))
		s++;
	if (*s == '\0')
		it->kind = GCG_EMPTY;
	else if (src->text[0] == '#')
		parse_pragma(src, it);
	else if (src->text[0] == '>')
		return parse_event(src, it, v);
	else
		it->kind = GCG_OTHER;
	return 1;
}
