/*
 * wordsearch.c: Appel and Jacobson's search of a line for a rack.
 *
 * For each anchor, left to right, each play whose leftmost new tile on an
 * anchor is this one is built: it starts at a square after the previous
 * anchor (so that the play covers no anchor before this one), and is
 * walked square by square through the lexicon, a tile down taking its
 * edge, an empty square each edge its cross-check and the rack allow.  A
 * word is reported where it ends past the anchor before an empty square.
 * Every play has one leftmost anchor and one start, and the walk takes
 * each letter and each kind of tile once, so each is found once.
 */
#include <string.h>

#include "lexicon.h"
#include "wordsearch.h"

/* The search's state: the line, what is left of the rack, the word so far. */
struct search {
	const struct lexicon	*lex;
	const struct ws_square	*line;
	size_t			 n;
	unsigned int		 count[26];
	uint32_t		 have;		/* the letters with count > 0 */
	unsigned int		 wild, left;	/* wildcards; all tiles left */
	size_t			 start, anchor;
	char			 word[LEXICON_MAXLEN + 1];
	unsigned char		 how[LEXICON_MAXLEN];
	size_t			 ntiles;
	int			(*fn)(const struct ws_play *, void *);
	void			*arg;
	size_t			 found;
	int			 stop;
};

static void	extend(struct search *, uint32_t, size_t);

/* Report the word that ends at square i if it is a play. */
static void
report(struct search *s, uint32_t node, size_t i)
{
	struct ws_play	 play;
	size_t		 len = i - s->start + 1;

	if (i < s->anchor || len < 2 ||
	    (i + 1 < s->n && s->line[i + 1].letter != 0) ||
	    !lexicon_final(s->lex, node))
		return;
	s->word[len] = '\0';
	play.start = s->start;
	play.len = len;
	play.ntiles = s->ntiles;
	play.word = s->word;
	play.how = s->how;
	s->found++;
	if (s->fn(&play, s->arg) != 0)
		s->stop = 1;
}

/* Put letter L at square i, as how says, then go on from its node. */
static void
place(struct search *s, uint32_t node, size_t i, unsigned int L,
    enum ws_how how)
{
	size_t	 d = i - s->start;

	s->word[d] = (char)('A' + L);
	s->how[d] = (unsigned char)how;
	report(s, node, i);
	if (!s->stop)
		extend(s, node, i + 1);
}

/* Go on from square i with the word so far ending at node. */
static void
extend(struct search *s, uint32_t node, size_t i)
{
	const struct ws_square *sq;
	uint32_t	 letters, child;
	unsigned int	 L;

	if (i >= s->n || i - s->start >= LEXICON_MAXLEN)
		return;
	sq = &s->line[i];
	if (sq->letter != 0) {
		L = (unsigned int)(sq->letter - 'A');
		if (L < 26 && (lexicon_letters(s->lex, node) & (1u << L)))
			place(s, lexicon_child(s->lex, node, L), i, L,
			    WS_DOWN);
		return;
	}
	if (s->left == 0)
		return;
	letters = lexicon_letters(s->lex, node) & sq->cross &
	    (s->wild > 0 ? LEXICON_ALL : s->have);
	s->left--;
	s->ntiles++;
	for (; letters != 0 && !s->stop; letters &= letters - 1) {
		L = (unsigned int)__builtin_ctz(letters);
		child = lexicon_child(s->lex, node, L);
		if (s->count[L] > 0) {
			if (--s->count[L] == 0)
				s->have &= ~(1u << L);
			place(s, child, i, L, WS_TILE);
			s->count[L]++;
			s->have |= 1u << L;
		}
		if (s->wild > 0 && !s->stop) {
			s->wild--;
			place(s, child, i, L, WS_WILD);
			s->wild++;
		}
	}
	s->ntiles--;
	s->left++;
}

/*
 * Every play whose leftmost anchor is a: from each start after the
 * previous anchor (from) with no tile down before it, and with fewer empty
 * squares before a than tiles in the rack.
 */
static void
from_anchor(struct search *s, size_t a, size_t from)
{
	size_t	 start, empty = 0;

	s->anchor = a;
	for (start = a + 1; start-- > from && !s->stop; ) {
		if (start < a && s->line[start].letter == 0 &&
		    ++empty >= s->left)
			break;
		if (a - start >= s->lex->maxlen)
			break;
		if (start > 0 && s->line[start - 1].letter != 0)
			continue;
		s->start = start;
		extend(s, s->lex->root, start);
	}
}

size_t
wordsearch(const struct lexicon *lex, const struct ws_square *line, size_t n,
    const struct ws_rack *rack, int (*fn)(const struct ws_play *, void *),
    void *arg)
{
	struct search	 s;
	size_t		 a, from = 0;
	uint64_t	 total;
	unsigned int	 L;

	memset(&s, 0, sizeof(s));
	s.lex = lex;
	s.line = line;
	s.n = n;
	s.fn = fn;
	s.arg = arg;
	total = rack->wild;
	for (L = 0; L < 26; L++) {
		s.count[L] = rack->count[L];
		total += rack->count[L];
		if (rack->count[L] > 0)
			s.have |= 1u << L;
	}
	s.wild = rack->wild;
	/* No play puts more tiles than the line has squares. */
	s.left = (unsigned int)(total < n ? total : n);
	if (s.left == 0)
		return 0;
	for (a = 0; a < n && !s.stop; a++) {
		if (line[a].letter != 0 || !line[a].anchor)
			continue;
		from_anchor(&s, a, from);
		from = a + 1;
	}
	return s.found;
}
