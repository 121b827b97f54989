/*
 * players.c: reading the Players tag by a game's rules.
 */
#include <stdint.h>
#include <string.h>
#include <strings.h>

#include "players.h"
#include "utf8.h"

/* The bytes that end a player's entry in the tag. */
#define SPACES	" \t"

/* Whether an ASCII byte may be part of a name. */

/* The article before a game's name: "an alphagon game", "a netzwerk game". */
static const char *
article(const char *word)
{
	return strchr("aeiou", word[0]) != NULL ? "an" : "a";
}
static int
is_name_ascii(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.';
}

/* The place of byte offset off of the tag's value, counting characters. */
static struct pos
value_pos(const struct rec_tag *t, size_t off)
{
	unsigned int	 chars = 0;
	size_t		 i;

	for (i = 0; i < off; i++)
		if (((unsigned char)t->value[i] & 0xc0) != 0x80)
			chars++;
	return rec_pos_add(t->value_pos, 1 + chars);
}

/*
 * Check the name of len bytes at the value's offset off.  Returns 1, or
 * 0 with the verdict filled.
 */
static int
check_name(const struct rec_tag *t, size_t off, size_t len,
    const struct players_rules *r, struct verdict *v)
{
	const unsigned char	*s = (const unsigned char *)t->value + off;
	struct pos		 at;
	uint32_t		 cp;
	size_t			 i, n;

	at = value_pos(t, off);
	if (len >= PLAYERS_NAMELEN)
		return verdict_malformed(v, &at, "a player's name is at most "
		    "%d bytes long; '%.*s' has %zu", PLAYERS_NAMELEN - 1,
		    (int)len, (const char *)s, len);
	if (len == strlen(PLAYERS_HOST) &&
	    strncasecmp((const char *)s, PLAYERS_HOST, len) == 0)
		return verdict_malformed(v, &at, "'%.*s' cannot be a player: "
		    "host is the referee's name in every record, as in "
		    "\"%s\"", (int)len, (const char *)s, r->example);
	for (i = 0; i < len; i += n) {
		/* The reader has checked the value is UTF-8. */
		if ((n = utf8_decode((const char *)s + i, len - i, &cp)) == 0)
			n = 1;
		if (cp < 0x80 ? is_name_ascii(s[i]) : !utf8_invisible(cp))
			continue;
		at = value_pos(t, off + i);
		if (s[i] == ':' && r->colors == NULL)
			return verdict_malformed(v, &at, "%s %s player has no "
			    "color: Players lists names, as in \"%s\"",
			    article(r->game), r->game, r->example);
		if (s[i] < 0x80)
			return verdict_malformed(v, &at, "a player's name has "
			    "letters, digits, '_', '-' and '.', not '%c', as "
			    "in \"%s\"", s[i], r->example);
		return verdict_malformed(v, &at, "a player's name has no "
		    "invisible character (U+%04X)", (unsigned int)cp);
	}
	at = value_pos(t, off);
	if (len > 0 && !rec_is_word((const char *)s, len))
		return verdict_malformed(v, &at, "'%.*s' "
		    "cannot be the actor of an event, as a player's name "
		    "must: a letter, then letters, digits, '_', '-' or '.'",
		    (int)len, (const char *)s);
	return 1;
}

/* The index of the color of len bytes at s in the game's list, or -1. */
static int
find_color(const struct players_rules *r, const char *s, size_t len)
{
	int	 i;

	for (i = 0; r->colors[i] != NULL; i++)
		if (strlen(r->colors[i]) == len &&
		    strncmp(r->colors[i], s, len) == 0)
			return i;
	return -1;
}

/* The game's colors as one string, "red, black and green", into buf. */
static const char *
color_list(const struct players_rules *r, char *buf, size_t size)
{
	size_t	 len = 0;
	int	 i;

	buf[0] = '\0';
	for (i = 0; r->colors[i] != NULL && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
		    i == 0 ? "" : r->colors[i + 1] == NULL ? " and " : ", ",
		    r->colors[i]);
	return buf;
}

/*
 * Read the colors of player p, "red" or "red+green", from the value's
 * offset off to end.  Returns 1, or 0 with the verdict filled.
 */
static int
read_colors(struct players *out, struct player *p, const struct rec_tag *t,
    size_t off, size_t end, const struct players_rules *r,
    struct verdict *v)
{
	const char	*s = t->value;
	char		 list[128];
	struct pos	 at;
	size_t		 len;
	int		 c, other;

	for (;;) {
		at = value_pos(t, off);
		len = strcspn(s + off, "+" SPACES);
		if (off + len > end)
			len = end - off;
		if ((c = find_color(r, s + off, len)) < 0)
			return verdict_malformed(v, &at, "'%.*s' is not a "
			    "color of %s: its colors are %s", (int)len,
			    s + off, r->game, color_list(r, list,
			    sizeof(list)));
		if ((other = players_find_color(out, c)) >= 0 ||
		    (p->ncolors == 1 && p->color[0] == c))
			return verdict_malformed(v, &at, "%s plays %s already",
			    other >= 0 ? out->p[other].name : p->name,
			    r->colors[c]);
		if (p->ncolors == r->max_colors)
			return r->max_colors == 1 ?
			    verdict_malformed(v, &at, "a player of %s plays "
			    "one color, as in \"%s\"", r->game, r->example) :
			    verdict_malformed(v, &at, "a player of %s plays "
			    "at most %d colors, as in \"%s\"", r->game,
			    r->max_colors, r->example);
		p->color[p->ncolors++] = c;
		off += len;
		if (off == end)
			return 1;
		off++;			/* the '+' */
	}
}

int
players_read(struct players *out, const struct rec_tag *t,
    const struct rec_game *game, const struct players_rules *r,
    struct verdict *v)
{
	const char	*s;
	struct player	*p;
	struct pos	 at;
	size_t		 off, end, len;
	int		 i;

	memset(out, 0, sizeof(*out));
	if (t == NULL)
		return verdict_malformed(v, &game->pos, "%s %s game names its "
		    "players: [Players \"%s\"]", article(r->game), r->game,
		    r->example);
	s = t->value;
	for (off = strspn(s, SPACES); s[off] != '\0';
	    off = end + strspn(s + end, SPACES)) {
		end = off + strcspn(s + off, SPACES);
		if (out->n == r->max)
			return verdict_malformed(v, &t->value_pos, "%s has at "
			    "most %d players", r->game, r->max);
		p = &out->p[out->n];
		len = r->colors != NULL ? strcspn(s + off, ":" SPACES) :
		    end - off;
		if (off + len > end)
			len = end - off;
		if (!check_name(t, off, len, r, v))
			return 0;
		if (len == 0)
			return verdict_malformed(v, &t->value_pos, "a player "
			    "has a name before the color, as in \"%s\"",
			    r->example);
		memcpy(p->name, s + off, len);
		p->name[len] = '\0';
		p->namelen = len;
		at = value_pos(t, off);
		for (i = 0; i < out->n; i++)
			if (strcasecmp(out->p[i].name, p->name) == 0)
				return verdict_malformed(v, &at,
				    "two players are named '%s': each "
				    "player's name is their own", p->name);
		if (r->colors != NULL) {
			if (off + len == end)
				return verdict_malformed(v, &at,
				    "%s has no color: %s %s player is "
				    "NAME:COLOR, as in \"%s\"", p->name,
				    article(r->game), r->game, r->example);
			if (!read_colors(out, p, t, off + len + 1, end, r, v))
				return 0;
		}
		out->n++;
	}
	if (out->n < r->min)
		return verdict_malformed(v, &t->value_pos, "%s has %s%d "
		    "players, not %d, as in \"%s\"", r->game,
		    r->min == r->max ? "" : "at least ", r->min, out->n,
		    r->example);
	return 1;
}

int
players_find(const struct players *ps, const char *name)
{
	int	 i;

	for (i = 0; i < ps->n; i++)
		if (strcmp(ps->p[i].name, name) == 0)
			return i;
	return -1;
}

int
players_find_color(const struct players *ps, int c)
{
	int	 i, k;

	for (i = 0; i < ps->n; i++)
		for (k = 0; k < ps->p[i].ncolors; k++)
			if (ps->p[i].color[k] == c)
				return i;
	return -1;
}
