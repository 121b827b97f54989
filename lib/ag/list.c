/*
 * list.c: the legal next events of an Alphagon position as text (see
 * list.h).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"
#include "words.h"
#include "ag/list.h"
#include "ag/moves.h"

/* Keep a word that starts with the prefix, in capitals, letters only. */
static void
keep_word(const char *word, void *arg)
{
	struct ag_continuations	*c = arg;
	char			*s;
	size_t			 i;

	for (i = 0; word[i] != '\0'; i++)
		if (!isalpha((unsigned char)word[i]))
			return;
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 64;
		c->word = xreallocarray(c->word, c->cap, sizeof(*c->word));
	}
	s = xstrdup(word);
	for (i = 0; s[i] != '\0'; i++)
		s[i] = (char)toupper((unsigned char)s[i]);
	c->word[c->n++] = s;
}

int
ag_continuations_find(const struct ag_game *g, const struct ag_options *o,
    struct ag_continuations *c)
{
	struct words	*w;
	char		 err[1024];
	int		 ok = 1;

	memset(c, 0, sizeof(*c));
	c->prefix = xstrdup(ag_moves_root(g));
	if (c->prefix[0] == '\0')
		return 1;
	if ((w = words_open(o->dictionary != NULL ? o->dictionary : "en_US",
	    err, sizeof(err))) == NULL ||
	    !words_set_policy(w, "alphagon", err, sizeof(err)) ||
	    !words_set_names(w, o->names, err, sizeof(err)) ||
	    !words_load_index(w, err, sizeof(err)) ||
	    words_prefix(w, c->prefix, keep_word, c, err, sizeof(err)) < 0) {
		diag_warn("%s", err);
		ok = 0;
	}
	if (w != NULL)
		words_close(w);
	return ok;
}

void
ag_continuations_free(struct ag_continuations *c)
{
	size_t	 i;

	for (i = 0; i < c->n; i++)
		free(c->word[i]);
	free(c->word);
	free(c->prefix);
}

long
ag_continuing(const struct ag_continuations *c, const char *letters)
{
	size_t	 plen = strlen(c->prefix), llen = strlen(letters), i;
	long	 n = 0;

	if (plen == 0)
		return -1;
	for (i = 0; i < c->n; i++)
		if (strncmp(c->word[i] + plen, letters, llen) == 0)
			n++;
	return n;
}

long
ag_event_continuing(const struct ag_continuations *c,
    const struct ag_event *ev)
{
	if (ev->verb != AG_V_PLACE && ev->verb != AG_V_START)
		return -1;
	return ag_continuing(c, ev->verb == AG_V_PLACE ? ev->letters : "");
}

void
ag_event_text(const struct ag_game *g, const struct ag_event *ev, char *buf,
    size_t size)
{
	FILE	*fp;
	size_t	 len;

	buf[0] = '\0';
	if ((fp = fmemopen(buf, size, "w")) == NULL)
		diag_fatal("fmemopen: out of memory");
	ag_event_write(fp, g, ev);
	fclose(fp);
	len = strlen(buf);
	if (len > 0 && buf[len - 1] == '\n')
		buf[len - 1] = '\0';
}

void
ag_list_heading(FILE *fp, const struct ag_game *g,
    const struct ag_continuations *c)
{
	char	 where[160], next[64];
	size_t	 i, upto = g->nevents;

	ag_game_where(g, where, sizeof(where));
	ag_game_next(g, next, sizeof(next));
	fprintf(fp, "# after %zu event%s: %s; the polygon: %s\n", upto,
	    upto == 1 ? "" : "s", where, next);
	if (c->prefix[0] == '\0') {
		fprintf(fp, "# no word under construction\n");
		return;
	}
	fprintf(fp, "# %s: %s; %zu word%s of the dictionary continue%s it",
	    g->t.dispute == AG_DECLARED ? "the letters declared on" :
	    "the word under construction", c->prefix, c->n,
	    c->n == 1 ? "" : "s", c->n == 1 ? "s" : "");
	for (i = 0; i < c->n && i < AG_LIST_SHOWN; i++)
		fprintf(fp, "%s %s", i == 0 ? ":" : "", c->word[i]);
	fprintf(fp, "%s\n", c->n > AG_LIST_SHOWN ? " ..." : "");
}

void
ag_list_event(FILE *fp, const struct ag_game *g, const struct ag_event *ev,
    const struct ag_continuations *c)
{
	char	 line[AG_EVENT_TEXT];
	long	 n;

	ag_event_text(g, ev, line, sizeof(line));
	if ((n = ag_event_continuing(c, ev)) >= 0)
		fprintf(fp, "%s  # %ld word%s continue%s %s%s\n", line, n,
		    n == 1 ? "" : "s", n == 1 ? "s" : "", c->prefix,
		    ev->letters);
	else
		fprintf(fp, "%s\n", line);
}

/* The listing's state for ag_moves_each(). */
struct listing {
	FILE				*fp;
	const struct ag_continuations	*cont;
};

static int
list_one(const struct ag_game *g, const struct ag_event *ev, void *arg)
{
	const struct listing	*ls = arg;

	ag_list_event(ls->fp, g, ev, ls->cont);
	return 0;
}

int
ag_list_text(FILE *fp, const struct ag_game *g, const struct ag_options *o)
{
	struct ag_continuations	 c;
	struct listing		 ls = { fp, &c };

	if (!ag_continuations_find(g, o, &c)) {
		ag_continuations_free(&c);
		return 0;
	}
	ag_list_heading(fp, g, &c);
	(void)ag_moves_each(g, (const char *const *)c.word,
	    c.n < AG_LIST_SHOWN ? c.n : AG_LIST_SHOWN, list_one, &ls);
	ag_continuations_free(&c);
	return 1;
}
