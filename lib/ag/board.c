/*
 * board.c: Alphagon's squares and layouts: the stand-in, a board file,
 * a record's tags.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "ag/board.h"
#include "ag/text.h"

/*
 * The stand-in: 4 flags, 8 stars and 8 clouds, the same under every turn
 * and mirror of the board (ag-board(5) draws it).
 */
const char ag_board_standin_text[] =
"# The stand-in layout of the Alphagon board that refkit ships: the\n"
"# rules' own layout is lost.  The same under every turn and mirror.\n"
"flags  D4 J4 D10 J10\n"
"stars  B2 L2 G3 C7 K7 G11 B12 L12\n"
"clouds F2 H2 B6 L6 B8 L8 F12 H12\n";

/* The names of the marks in a board file and in messages, by enum ag_mark. */
static const char *const mark_word[AG_NMARKS] = {
	NULL, "flags", "stars", "clouds"
};
static const char *const mark_one[AG_NMARKS] = {
	"plain", "flag", "star", "cloud"
};
static const char *const mark_tag[AG_NMARKS] = {
	NULL, "Flags", "Stars", "Clouds"
};

int
ag_square_parse(const char *s, size_t len, int *sq)
{
	int	 row;

	if (len < 2 || len > 3 || s[0] < 'A' || s[0] >= 'A' + AG_SIZE ||
	    s[1] < '1' || s[1] > '9')
		return 0;
	row = s[1] - '0';
	if (len == 3) {
		if (s[2] < '0' || s[2] > '9')
			return 0;
		row = row * 10 + (s[2] - '0');
	}
	if (row > AG_SIZE)
		return 0;
	*sq = (row - 1) * AG_SIZE + (s[0] - 'A');
	return 1;
}

char *
ag_square_name(int sq, char buf[AG_NAMEBUF])
{
	int	 row = sq / AG_SIZE + 1;
	char	*s = buf;

	*s++ = (char)('A' + sq % AG_SIZE);
	if (row >= 10)
		*s++ = (char)('0' + row / 10);
	*s++ = (char)('0' + row % 10);
	*s = '\0';
	return buf;
}

/*
 * Mark the squares listed in the n bytes at s with mark m; at is the
 * place of s[0], what names the list in messages.  Returns 1, or 0 with
 * the verdict filled.
 */
static int
mark_squares(struct ag_board *b, enum ag_mark m, const char *s, size_t n,
    struct pos at, const char *what, struct verdict *v)
{
	struct pos	 p;
	size_t		 off = 0, start, len;
	int		 sq;
	char		 name[AG_NAMEBUF];

	while (ag_text_word(s, n, &off, &start, &len)) {
		p = rec_pos_add(at, (unsigned int)start);
		if (!ag_square_parse(s + start, len, &sq))
			return verdict_malformed(v, &p, "%s: '%.*s' is not a "
			    "square from A1 to M13", what,
			    len > 20 ? 20 : (int)len, s + start);
		if (b->mark[sq] != AG_PLAIN)
			return verdict_malformed(v, &p, "%s: %s is already "
			    "a %s", what, ag_square_name(sq, name),
			    mark_one[b->mark[sq]]);
		b->mark[sq] = (unsigned char)m;
	}
	return 1;
}

/* Whether the board has a flag; if not, fill the verdict at at. */
static int
has_flag(const struct ag_board *b, const struct pos *at, struct verdict *v)
{
	int	 sq;

	for (sq = 0; sq < AG_SQUARES; sq++)
		if (b->mark[sq] == AG_FLAG)
			return 1;
	return verdict_malformed(v, at, "the board has no flag to start "
	    "from");
}

int
ag_board_parse(struct ag_board *b, const char *file, const char *buf,
    size_t len, struct verdict *v)
{
	struct ag_text	 t;
	struct pos	 p, end;
	const char	*s;
	size_t		 n, off, start, wlen;
	int		 rc, m, seen[AG_NMARKS] = { 0 };

	memset(b, 0, sizeof(*b));
	ag_text_init(&t, file, buf, len);
	while ((rc = ag_text_next(&t, &s, &n, &p, v)) == 1) {
		off = 0;
		(void)ag_text_word(s, n, &off, &start, &wlen);
		for (m = AG_FLAG; m < AG_NMARKS; m++)
			if (strlen(mark_word[m]) == wlen &&
			    memcmp(mark_word[m], s + start, wlen) == 0)
				break;
		p.col = (unsigned int)start + 1;
		if (m == AG_NMARKS)
			return verdict_malformed(v, &p, "expected flags, stars "
			    "or clouds, not '%.*s'", wlen > 20 ? 20 : (int)wlen,
			    s + start);
		if (seen[m])
			return verdict_malformed(v, &p, "a second line of %s",
			    mark_word[m]);
		seen[m] = 1;
		p.col = (unsigned int)off + 1;
		if (!mark_squares(b, (enum ag_mark)m, s + off, n - off, p,
		    mark_word[m], v))
			return 0;
	}
	if (rc < 0)
		return 0;
	end.file = file;
	end.line = t.line;
	end.col = 0;
	for (m = AG_FLAG; m < AG_NMARKS; m++)
		if (!seen[m])
			return verdict_malformed(v, &end, "no line of %s "
			    "(an empty one is allowed)", mark_word[m]);
	return has_flag(b, &end, v);
}

static struct ag_board	 standin_board;
static pthread_once_t	 standin_once = PTHREAD_ONCE_INIT;

/* Parse the stand-in layout into standin_board, once for the process. */
static void
parse_standin(void)
{
	struct verdict	 v;

	if (!ag_board_parse(&standin_board, "standin.board",
	    ag_board_standin_text, strlen(ag_board_standin_text), &v)) {
		verdict_print(&v);
		abort();
	}
}

/* A copy of the stand-in, parsed once, not once a game. */
void
ag_board_standin(struct ag_board *b)
{
	if (pthread_once(&standin_once, parse_standin) != 0)
		abort();
	*b = standin_board;
}

int
ag_board_read_file(struct ag_board *b, const char *path, struct verdict *v)
{
	char	*buf;
	size_t	 len;
	int	 ok;

	if (!ag_text_load(path, &buf, &len, v))
		return 0;
	ok = ag_board_parse(b, strcmp(path, "-") == 0 ? "<stdin>" : path, buf,
	    len, v);
	free(buf);
	return ok;
}

int
ag_board_from_tags(struct ag_board *b, const struct rec_game *g,
    struct verdict *v)
{
	struct ag_board		 standin;
	const struct rec_tag	*t[AG_NMARKS];
	int			 m, sq;

	ag_board_standin(&standin);
	memset(b, 0, sizeof(*b));
	for (m = AG_FLAG; m < AG_NMARKS; m++) {
		t[m] = rec_tag_find(g, mark_tag[m]);
		if (t[m] != NULL)
			continue;
		for (sq = 0; sq < AG_SQUARES; sq++)
			if (standin.mark[sq] == m)
				b->mark[sq] = (unsigned char)m;
	}
	for (m = AG_FLAG; m < AG_NMARKS; m++)
		if (t[m] != NULL && !mark_squares(b, (enum ag_mark)m,
		    t[m]->value, strlen(t[m]->value),
		    rec_pos_add(t[m]->value_pos, 1), mark_tag[m], v))
			return 0;
	return has_flag(b, t[AG_FLAG] != NULL ? &t[AG_FLAG]->pos : &g->pos,
	    v);
}

void
ag_board_list(const struct ag_board *b, enum ag_mark m, char *buf,
    size_t bufsize)
{
	char	 name[AG_NAMEBUF];
	size_t	 used = 0;
	int	 sq;

	if (bufsize == 0)
		return;
	buf[0] = '\0';
	for (sq = 0; sq < AG_SQUARES; sq++) {
		if (b->mark[sq] != m)
			continue;
		ag_square_name(sq, name);
		if (used + strlen(name) + 2 > bufsize)
			return;
		used += (size_t)snprintf(buf + used, bufsize - used, "%s%s",
		    used > 0 ? " " : "", name);
	}
}
