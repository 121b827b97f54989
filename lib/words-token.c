/*
 * words-token.c: hunspell's tokenizer for plain text (its TextParser), as
 * the hunspell 1.7 program runs it with -l.  The rules, quirks included,
 * are hunspell's: the comments say where each one comes from.
 */
#include <langinfo.h>
#include <locale.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "words-token.h"

/*
 * hunspell's own table of letters (csutil.cxx), which its tokenizer asks.
 * libhunspell exports these C++ functions but no installed header declares
 * them; binding to their exported names keeps the table the one the
 * installed hunspell uses, so a newer Unicode never makes the two differ.
 */
extern void	 hun_initialize_utf_tbl(void) __asm__("_Z18initialize_utf_tblv");
extern void	 hun_free_utf_tbl(void) __asm__("_Z12free_utf_tblv");
extern int	 hun_unicodeisalpha(unsigned short) __asm__("_Z14unicodeisalphat");

/* The Latin-1 HTML entities hunspell's text parser reads as letters. */
static const char *const latin1[] = {
	"&Agrave;", "&Atilde;", "&Aring;", "&AElig;", "&Egrave;", "&Ecirc;",
	"&Igrave;", "&Iuml;", "&ETH;", "&Ntilde;", "&Ograve;", "&Oslash;",
	"&Ugrave;", "&THORN;", "&agrave;", "&atilde;", "&aring;", "&aelig;",
	"&egrave;", "&ecirc;", "&igrave;", "&iuml;", "&eth;", "&ntilde;",
	"&ograve;", "&oslash;", "&ugrave;", "&thorn;", "&yuml;"
};

#define UTF8_APOS	"\xe2\x80\x99"	/* U+2019, the typographic apostrophe */

struct wtok {
	int		 utf8;
	uint8_t		 word[65536 / 8];	/* word characters, a bit each */
	int		 apos;		/* ' is a word character */
	int		 uapos;		/* U+2019 is a word character */
	const char	*line;
	size_t		 len;
	int		 has_urls;	/* the line may hold a URL */
	unsigned char	*url;		/* 1 for each byte inside a URL */
	size_t		 urlcap;
	size_t		 head;		/* where the scan is */
	size_t		 token;		/* where the current word began */
	int		 state;		/* 0 between words, 1 in a word */
};

static inline void
set_bit(struct wtok *t, unsigned int c)
{
	t->word[c >> 3] |= (uint8_t)(1u << (c & 7));
}

static inline int
get_bit(const struct wtok *t, unsigned int c)
{
	return (t->word[c >> 3] >> (c & 7)) & 1;
}

/*
 * The code point at s (valid UTF-8).  Like hunspell's u8_u16, which keeps
 * 16 bits, a character beyond U+FFFF reads as U+FFFD.
 */
static unsigned int
decode(const unsigned char *s, size_t *n)
{
	if (s[0] < 0x80) {
		*n = 1;
		return s[0];
	}
	if (s[0] < 0xe0) {
		*n = 2;
		return ((s[0] & 0x1fu) << 6) | (s[1] & 0x3fu);
	}
	if (s[0] < 0xf0) {
		*n = 3;
		return ((s[0] & 0x0fu) << 12) | ((s[1] & 0x3fu) << 6) |
		    (s[2] & 0x3fu);
	}
	*n = 4;
	return 0xfffd;
}

struct wtok *
wtok_new(int utf8, const char *wordchars)
{
	struct wtok	*t;
	const unsigned char *p;
	unsigned int	 c;
	size_t		 n;

	t = xcalloc(1, sizeof(*t));
	t->utf8 = utf8;
	if (utf8) {
		hun_initialize_utf_tbl();
		for (c = 0; c < 65536; c++)
			if (hun_unicodeisalpha((unsigned short)c))
				set_bit(t, c);
		hun_free_utf_tbl();
		for (p = (const unsigned char *)(wordchars ? wordchars : "");
		    *p != '\0'; p += n)
			set_bit(t, decode(p, &n));
		t->apos = get_bit(t, '\'');
		t->uapos = get_bit(t, 0x2019);
	} else {
		/*
		 * hunspell converts WORDCHARS to the locale's ASCII with
		 * iconv, which stops at the first character ASCII lacks.
		 */
		for (c = 'A'; c <= 'Z'; c++)
			set_bit(t, c);
		for (c = 'a'; c <= 'z'; c++)
			set_bit(t, c);
		for (p = (const unsigned char *)(wordchars ? wordchars : "");
		    *p != '\0' && *p < 0x80; p++)
			set_bit(t, *p);
		t->apos = get_bit(t, '\'');
		t->uapos = 0;
	}
	return t;
}

void
wtok_free(struct wtok *t)
{
	if (t == NULL)
		return;
	free(t->url);
	free(t);
}

int
wtok_locale_utf8(void)
{
	const char	*set;
	int		 utf8;

	if (setlocale(LC_ALL, "") == NULL)
		return 0;	/* hunspell's locale stays C */
	set = nl_langinfo(CODESET);
	utf8 = set != NULL && (strcmp(set, "UTF-8") == 0 ||
	    strcmp(set, "utf-8") == 0 || strcmp(set, "UTF8") == 0 ||
	    strcmp(set, "utf8") == 0);
	setlocale(LC_ALL, "C");
	return utf8;
}

/* Whether the character at offset i is a word character. */
static inline int
is_wordchar(const struct wtok *t, size_t i)
{
	unsigned char	 c;
	size_t		 n;

	if (i >= t->len)
		return 0;
	c = (unsigned char)t->line[i];
	if (c < 0x80 || !t->utf8)
		return get_bit(t, c);
	return get_bit(t, decode((const unsigned char *)t->line + i, &n));
}

/* Step over the character at *i; 1 if there was none (the end). */
static int
next_char(const struct wtok *t, size_t *i)
{
	if (*i >= t->len)
		return 1;
	if (t->utf8 && ((unsigned char)t->line[*i] & 0x80) != 0) {
		for ((*i)++; *i < t->len &&
		    ((unsigned char)t->line[*i] & 0xc0) == 0x80; (*i)++)
			;
	} else
		(*i)++;
	return 0;
}

/* The length of the Latin-1 entity at offset i, or 0. */
static size_t
entity_at(const struct wtok *t, size_t i)
{
	size_t	 k, n;

	if (t->line[i] != '&')
		return 0;
	for (k = 0; k < sizeof(latin1) / sizeof(latin1[0]); k++) {
		n = strlen(latin1[k]);
		if (t->len - i >= n && memcmp(t->line + i, latin1[k], n) == 0)
			return n;
	}
	return 0;
}

/* Whether the byte may stand inside a URL, a path or an address. */
static int
url_byte(char c)
{
	return c != '\0' && (strchr("-_\\.:/~%*$[]?!", c) != NULL ||
	    (c >= '0' && c <= '9'));
}

/*
 * Mark the runs that hunspell takes for URLs: a run of word characters
 * and URL punctuation that holds '@', ":\" or "://", or that starts with
 * '/'.  Words that start inside one are not checked.
 */
static void
mark_urls(struct wtok *t)
{
	size_t	 head = 0, start = 0, i;
	int	 state = 0, url = 0;
	char	 c;

	memset(t->url, 0, t->len + 1);
	for (;;) {
		c = head < t->len ? t->line[head] : '\0';
		if (state == 0) {
			if (is_wordchar(t, head)) {
				state = 1;
				start = head;
			} else if (c == '/') {
				state = 1;
				start = head;
				url = 1;
			}
		} else if (c == '@' || strncmp(t->line + head, ":\\", 2) == 0 ||
		    strncmp(t->line + head, "://", 3) == 0) {
			url = 1;
		} else if (!is_wordchar(t, head) && !url_byte(c)) {
			state = 0;
			if (url)
				for (i = start; i < head; i++)
					t->url[i] = 1;
			url = 0;
		}
		t->url[head] = 0;
		if (next_char(t, &head))
			return;
	}
}

void
wtok_line(struct wtok *t, const char *line, size_t len)
{
	t->line = line;
	t->len = len;
	t->head = 0;
	t->token = 0;
	t->state = 0;
	/* A URL needs '@', ":\", "://" or a leading '/'. */
	t->has_urls = strpbrk(line, "@:/") != NULL;
	if (!t->has_urls)
		return;
	if (len + 1 > t->urlcap) {
		t->urlcap = len + 1 > 4096 ? len + 1 : 4096;
		free(t->url);
		t->url = xmalloc(t->urlcap);
	}
	mark_urls(t);
}

/* The word from t->token to t->head, unless it is in a URL. */
static int
take(const struct wtok *t, size_t *start, size_t *len)
{
	size_t	 n = t->head - t->token;

	if (t->has_urls && t->url[t->token])
		return 0;
	if (n > 0 && t->line[t->token + n - 1] == ':')
		n--;			/* hunspell drops a final colon */
	if (n == 0)
		return 0;
	*start = t->token;
	*len = n;
	return 1;
}

int
wtok_next(struct wtok *t, size_t *start, size_t *len)
{
	size_t	 n;

	for (;;) {
		if (t->state == 0) {
			if (is_wordchar(t, t->head)) {
				t->state = 1;
				t->token = t->head;
			} else if (t->line[t->head] == '&' &&
			    (n = entity_at(t, t->head)) > 0) {
				t->state = 1;
				t->token = t->head;
				t->head += n;
			}
		} else if (t->line[t->head] == '&' &&
		    (n = entity_at(t, t->head)) > 0) {
			t->head += n;
		} else if ((t->apos || t->uapos) && t->head < t->len &&
		    t->line[t->head] == '\'' && is_wordchar(t, t->head + 1)) {
			t->head++;
		} else if (t->utf8 && t->apos && t->len - t->head >= 3 &&
		    memcmp(t->line + t->head, UTF8_APOS, 3) == 0 &&
		    is_wordchar(t, t->head + 3)) {
			t->head += 2;
		} else if (!is_wordchar(t, t->head)) {
			t->state = 0;
			if (take(t, start, len))
				return 1;
		}
		if (next_char(t, &t->head))
			return 0;
	}
}
