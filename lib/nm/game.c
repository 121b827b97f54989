/*
 * game.c: reading a NetMatch game from a record, through the game's
 * table of verbs: the tags set the game up, and each event is read (its
 * actor, its number, its nodes: what is wrong there is malformed), its
 * turn taken, and judged by the rules.  Replaying allocates nothing.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "players.h"
#include "record.h"
#include "ruletab.h"
#include "verdict.h"
#include "board.h"
#include "cards.h"
#include "game.h"
#include "network.h"
#include "rules.h"

#define BLANKS	" \t"

static int	apply_move(void *, const struct rec_event *, struct verdict *);
static int	apply_match(void *, const struct rec_event *, struct verdict *);
static int	apply_reveal(void *, const struct rec_event *,
		    struct verdict *);
static int	apply_gambit(void *, const struct rec_event *,
		    struct verdict *);
static int	apply_pass(void *, const struct rec_event *, struct verdict *);

#define NODE	"[A-Za-z0-9_]{1,16}"

static struct rule nm_verbs[] = {
	{ "move", NODE "-" NODE, "move NODE-NODE, as in 'move R2-I1'",
	    apply_move, NULL },
	{ "match", NODE, "match NODE, as in 'match I1'", apply_match, NULL },
	{ "reveal", "(?:(?:red|yellow|green|blue):)?"
	    "(?:circle|square|triangle|star)", "reveal SYMBOL, or reveal "
	    "COLOR:SYMBOL for a player of two colors, as in 'reveal square'",
	    apply_reveal, NULL },
	{ "gambit", "[A-Za-z]{4}(?:\\+[A-Za-z]{4})?", "gambit WORD, a word "
	    "of four letters, or WORD+WORD for a player of two colors, as in "
	    "'gambit BEAR'",
	    apply_gambit, NULL },
	{ "pass", "", "pass, with nothing after it", apply_pass, NULL },
	{ NULL, NULL, NULL, NULL, NULL }
};

static const struct players_rules players_rules = {
	"netmatch", 2, NM_MAXPLAYERS, nm_colors, 2,
	"ann:red bob:yellow cat:green dan:blue"
};

enum tag {
	TAG_GAME, TAG_PLAYERS, TAG_VARIANT, TAG_NETWORK, TAG_WORDS,
	TAG_SECRETS, TAG_RESULT, NTAGS
};
static const char *const known_tags[NTAGS] = {
	"Game", "Players", "Variant", "Network", "Words", "Secrets", "Result"
};

const struct rule *
nm_game_verbs(void)
{
	ruletab_compile(nm_verbs);
	return nm_verbs;
}

/* The place of byte off of a tag's value, counting characters. */
static struct pos
value_at(const struct rec_tag *t, size_t off)
{
	unsigned int	 chars = 0;
	size_t		 i;

	for (i = 0; i < off; i++)
		if (((unsigned char)t->value[i] & 0xc0) != 0x80)
			chars++;
	return rec_pos_add(t->value_pos, 1 + chars);
}

/* Fill the verdict, malformed at byte off of the tag's value; return 0. */
static VERDICT_COLD int
bad_value(struct verdict *v, const struct rec_tag *t, size_t off,
    const char *what)
{
	struct pos	 at = value_at(t, off);

	return verdict_malformed(v, &at, "%s", what);
}

/*
 * The color of an entry "COLOR:..." of the Words or Secrets tag at off:
 * a color played, given once; its index, or -1 with the verdict.  *len
 * is set to the length of "COLOR:".
 */
static int
entry_color(const struct nm_game *g, const struct rec_tag *t, size_t off,
    size_t end, const int seen[NM_NCOLORS], const char *example,
    size_t *len, struct verdict *v)
{
	const char	*s = t->value + off;
	char		 why[VERDICT_TEXT];
	size_t		 n = strcspn(s, ":" BLANKS);
	int		 c;

	if (off + n >= end || s[n] != ':') {
		snprintf(why, sizeof(why), "%s gives each color's entry as "
		    "COLOR:..., as in \"%s\"", t->name, example);
		return bad_value(v, t, off, why) - 1;
	}
	if ((c = nm_color_find(s, n)) < 0) {
		snprintf(why, sizeof(why), "'%.*s' is not a color of netmatch: "
		    "its colors are red, yellow, green and blue", (int)n, s);
		return bad_value(v, t, off, why) - 1;
	}
	if (g->setup.owner[c] < 0) {
		snprintf(why, sizeof(why), "nobody plays %s in this game",
		    nm_colors[c]);
		return bad_value(v, t, off, why) - 1;
	}
	if (seen[c]) {
		snprintf(why, sizeof(why), "%s gives %s's entry twice", t->name,
		    nm_colors[c]);
		return bad_value(v, t, off, why) - 1;
	}
	*len = n + 1;
	return c;
}

/* Check that every color played has its entry in the tag. */
static int
every_color(const struct nm_game *g, const struct rec_tag *t,
    const int seen[NM_NCOLORS], struct verdict *v)
{
	int	 c;

	for (c = 0; c < NM_NCOLORS; c++)
		if (g->setup.owner[c] >= 0 && !seen[c])
			return verdict_malformed(v, &t->value_pos, "%s gives "
			    "no entry for %s, which %s plays", t->name,
			    nm_colors[c],
			    g->setup.players.p[g->setup.owner[c]].name);
	return 1;
}

/* Whether the len bytes at s are ASCII letters only. */
static int
letters(const char *s, size_t len)
{
	size_t	 i;

	for (i = 0; i < len; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= 'A' && s[i] <= 'Z')))
			return 0;
	return 1;
}

/* Read the Words tag: "red:TEST yellow:BEAR". */
static int
read_words(struct nm_game *g, const struct rec_tag *t, struct verdict *v)
{
	const char	*s = t->value;
	char		 why[VERDICT_TEXT], *w;
	int		 seen[NM_NCOLORS] = { 0 }, c, k;
	size_t		 off, end, len, i;

	for (off = strspn(s, BLANKS); s[off] != '\0';
	    off = end + strspn(s + end, BLANKS)) {
		end = off + strcspn(s + off, BLANKS);
		if ((c = entry_color(g, t, off, end, seen, "red:TEST "
		    "yellow:BEAR", &len, v)) < 0)
			return 0;
		if (end - off - len != NM_WORDLEN ||
		    !letters(s + off + len, NM_WORDLEN))
			return bad_value(v, t, off + len, "a word card holds a "
			    "word of four letters, as TEST");
		w = g->setup.word[c];
		for (i = 0; i < NM_WORDLEN; i++)
			w[i] = (char)toupper((unsigned char)s[off + len + i]);
		w[NM_WORDLEN] = '\0';
		if (nm_card_find(w) < 0) {
			snprintf(why, sizeof(why), "%s is not on any of the 75 "
			    "word cards", w);
			return bad_value(v, t, off + len, why);
		}
		for (k = 0; k < NM_NCOLORS; k++)
			if (seen[k] && strcmp(g->setup.word[k], w) == 0) {
				snprintf(why, sizeof(why), "%s is dealt to %s "
				    "already: each word is on one card", w,
				    nm_colors[k]);
				return bad_value(v, t, off + len, why);
			}
		seen[c] = 1;
	}
	return every_color(g, t, seen, v);
}

/* Check that the secret letters of color c are those of its word. */
static int
same_letters(const struct nm_game *g, const struct rec_tag *t, size_t off,
    int c, struct verdict *v)
{
	char	 a[NM_WORDLEN + 1], b[NM_WORDLEN + 1], why[VERDICT_TEXT];
	int	 i, k;

	memcpy(a, g->setup.word[c], sizeof(a));
	memcpy(b, g->setup.letter[c], NM_WORDLEN);
	b[NM_WORDLEN] = '\0';
	for (i = 0; i < NM_WORDLEN; i++)
		for (k = 0; k < NM_WORDLEN; k++)
			if (b[k] != '\0' && b[k] == a[i]) {
				a[i] = b[k] = '\0';
				break;
			}
	for (i = 0; i < NM_WORDLEN; i++)
		if (a[i] != '\0' || b[i] != '\0') {
			snprintf(why, sizeof(why), "the letters under %s's "
			    "tokens are those of its word, %s", nm_colors[c],
			    g->setup.word[c]);
			return bad_value(v, t, off, why);
		}
	return 1;
}

/* Read one color's letters: "circle=S,square=T,triangle=E,star=T". */
static int
read_letters(struct nm_game *g, const struct rec_tag *t, size_t off,
    size_t end, int c, struct verdict *v)
{
	const char	*s = t->value;
	size_t		 n, start = off;
	int		 sym, got = 0;

	for (;;) {
		n = strcspn(s + off, "=," BLANKS);
		if (off + n > end)
			n = end - off;
		if ((sym = nm_symbol_find(s + off, n)) < 0 ||
		    s[off + n] != '=' || off + n + 2 > end ||
		    !letters(s + off + n + 1, 1) ||
		    (off + n + 2 < end && s[off + n + 2] != ','))
			return bad_value(v, t, off, "a color's secret is each "
			    "symbol and its letter, as in "
			    "\"red:circle=S,square=T,triangle=E,star=T\"");
		if (got & (1 << sym))
			return bad_value(v, t, off, "each symbol has one "
			    "letter under it");
		got |= 1 << sym;
		g->setup.letter[c][sym] =
		    (char)toupper((unsigned char)s[off + n + 1]);
		off += n + 2;
		if (off >= end)
			break;
		off++;
	}
	if (got != (1 << NM_NSYMBOLS) - 1)
		return bad_value(v, t, start, "a color's secret gives a letter "
		    "for each of circle, square, triangle and star");
	return same_letters(g, t, start, c, v);
}

/* Read the Secrets tag (the Words tag read first). */
static int
read_secrets(struct nm_game *g, const struct rec_tag *t, struct verdict *v)
{
	const char	*s = t->value;
	int		 seen[NM_NCOLORS] = { 0 }, c;
	size_t		 off, end, len;

	if (g->setup.word[g->setup.players.p[0].color[0]][0] == '\0')
		return verdict_malformed(v, &t->pos, "Secrets goes with a Words "
		    "tag: the letters are the words'");
	for (off = strspn(s, BLANKS); s[off] != '\0';
	    off = end + strspn(s + end, BLANKS)) {
		end = off + strcspn(s + off, BLANKS);
		if ((c = entry_color(g, t, off, end, seen,
		    "red:circle=S,square=T,triangle=E,star=T", &len, v)) < 0 ||
		    !read_letters(g, t, off + len, end, c, v))
			return 0;
		seen[c] = 1;
	}
	return every_color(g, t, seen, v);
}

/*
 * Fill the verdict, malformed at the Network tag t, with what is wrong
 * with its network: why, the network's own verdict (its place in the
 * network file, if any, goes into the message); return 0.
 */
static VERDICT_COLD int
bad_network(struct verdict *v, const struct rec_tag *t,
    const struct verdict *why)
{
	if (why->text[0] == '\0')	/* the reader has said why */
		return verdict_malformed(v, &t->value_pos, "Network \"%s\": "
		    "the file cannot be read", t->value);
	if (why->pos.line == 0)
		return verdict_malformed(v, &t->value_pos, "Network \"%s\": %s",
		    t->value, why->text);
	return verdict_malformed(v, &t->value_pos, "Network \"%s\": "
	    "%s:%u:%u: %s", t->value, why->pos.file, why->pos.line,
	    why->pos.col, why->text);
}

/*
 * The network of the game: the option's, the tag's, or the default.  A
 * network the tag names that cannot be used makes the game malformed at
 * the tag, so that it is diagnosed (and written with --json) as a game.
 */
static int
read_network(struct nm_game *g, const struct rec_tag *t,
    const struct nm_options *opt, struct verdict *v)
{
	struct verdict	 why;

	if (opt != NULL && opt->network != NULL)
		g->setup.net = opt->network;
	else if (t == NULL || strcmp(t->value, "default") == 0)
		g->setup.net = nm_network_default();
	else if ((g->setup.net = nm_network_cached(t->value, &why)) == NULL)
		return bad_network(v, t, &why);
	return 1;
}

/* Read the players and the variant, and set the colors up. */
static int
read_players(struct nm_game *g, const struct rec_game *rec,
    const struct rec_tag *const found[NTAGS], struct verdict *v)
{
	const struct rec_tag	*t = found[TAG_VARIANT];
	enum nm_variant		 variant = NM_UNSET;
	char			 why[NM_WHY];

	if (!players_read(&g->setup.players, found[TAG_PLAYERS], rec,
	    &players_rules, v))
		return 0;
	if (t != NULL && strcmp(t->value, "partial") == 0)
		variant = NM_PARTIAL;
	else if (t != NULL && strcmp(t->value, "full") == 0)
		variant = NM_FULL;
	else if (t != NULL)
		return verdict_malformed(v, &t->value_pos, "Variant is "
		    "\"partial\" or \"full\", not \"%s\"", t->value);
	if (!nm_setup_colors(&g->setup, g->setup.net, variant, why))
		return verdict_malformed(v, &found[TAG_PLAYERS]->value_pos,
		    "%s", why);
	return 1;
}

/* The index in known_tags[] of a tag's name, or NTAGS. */
static int
known_tag(const char *name)
{
	return rec_name_index(name, known_tags, NTAGS);
}

int
nm_game_begin(struct nm_game *g, const struct rec_game *rec,
    const struct nm_options *opt, struct verdict *v)
{
	const struct rec_tag	*t, *found[NTAGS];
	size_t			 i;
	int			 k;

	memset(g, 0, sizeof(*g));
	g->rec = rec;
	verdict_clear(v);
	for (k = 0; k < NTAGS; k++)
		found[k] = NULL;
	for (i = rec->ntags; i-- > 0; )
		if ((k = known_tag(rec->tags[i].name)) < NTAGS)
			found[k] = &rec->tags[i];
	if ((t = found[TAG_GAME]) != NULL && strcmp(t->value, "netmatch") != 0)
		return verdict_malformed(v, &t->value_pos, "this is a '%s' "
		    "record, not a netmatch one", t->value);
	g->setup.any_pawn = opt != NULL && opt->any_pawn;
	if (!read_network(g, found[TAG_NETWORK], opt, v) ||
	    !read_players(g, rec, found, v))
		return 0;
	if (found[TAG_WORDS] != NULL && !read_words(g, found[TAG_WORDS], v))
		return 0;
	if (found[TAG_SECRETS] != NULL &&
	    !read_secrets(g, found[TAG_SECRETS], v))
		return 0;
	if ((t = found[TAG_RESULT]) != NULL &&
	    players_find(&g->setup.players, t->value) < 0)
		return verdict_malformed(v, &t->value_pos, "Result names the "
		    "winner, one of the players, not \"%s\"", t->value);
	g->result = t;
	nm_pos_start(&g->pos, &g->setup);
	g->start = g->pos;
	return 1;
}

int
nm_game_over(const struct nm_game *g)
{
	return nm_over(&g->pos);
}

const char *
nm_game_winner(const struct nm_game *g)
{
	if (!nm_over(&g->pos))
		return NULL;
	return g->setup.players.p[g->pos.end.winner].name;
}

/* Reject an event that comes after the end of the game. */
static VERDICT_COLD int
game_over(const struct nm_game *g, const struct rec_event *e,
    struct verdict *v)
{
	char	 why[NM_WHY];

	nm_end_text(&g->setup, &g->pos, why, sizeof(why));
	return verdict_reject(v, &e->pos, "the game is over: %s won: %s",
	    nm_game_winner(g), why);
}

/* Reject an event by a player whose turn it is not. */
static VERDICT_COLD int
not_their_turn(const struct nm_game *g, const struct rec_event *e,
    int actor, int player, unsigned long turn, struct verdict *v)
{
	const struct players	*ps = &g->setup.players;
	struct pos		 at = rec_actor_pos(e);

	if (g->pos.out[actor])
		return verdict_reject(v, &at, "turn %lu is %s's, not "
		    "%s's: %s is out of the game, their word gambit wrong",
		    turn, ps->p[player].name, e->actor, e->actor);
	return verdict_reject(v, &at, "turn %lu is %s's, not %s's: "
	    "the turn passes to the right, in the order of the Players tag",
	    turn, ps->p[player].name, e->actor);
}

/*
 * The index of the player named actor, as players_find() says, or -1;
 * the names compared by rec_word_is().
 */
static int
find_actor(const struct players *ps, const char *actor)
{
	int	 i;

	for (i = 0; i < ps->n; i++)
		if (rec_word_is(actor, ps->p[i].name, ps->p[i].namelen))
			return i;
	return -1;
}

/*
 * Read the actor and the number: the turn in progress goes on, or the
 * next begins.  Returns 1, or 0 with the verdict.
 */
static int
take_turn(struct nm_game *g, const struct rec_event *e, struct verdict *v)
{
	struct nm_pos	*p = &g->pos;
	struct nm_fault	 f;
	struct pos	 at;
	int		 actor, next;

	if ((actor = find_actor(&g->setup.players, e->actor)) < 0) {
		at = rec_actor_pos(e);
		return verdict_malformed(v, &at, "'%s' is not one of "
		    "the players", e->actor);
	}
	if (nm_over(p))
		return game_over(g, e, v);
	if (e->number == p->turn) {
		if (actor != p->to_move)
			return not_their_turn(g, e, actor, p->to_move, p->turn,
			    v);
		return 1;
	}
	if (e->number == p->turn + 1 && g->nevents > 0) {
		next = nm_next_player(&g->setup, p, p->to_move);
		if (actor != next)
			return not_their_turn(g, e, actor, next, p->turn + 1,
			    v);
		if (!nm_turn_may_end(&g->setup, p, &f))
			return verdict_reject(v, &e->pos, "%s", f.why);
		nm_next_turn(&g->setup, p);
		return 1;
	}
	if (g->nevents == 0)
		return verdict_malformed(v, &e->pos, "the game begins with turn "
		    "1: number this event 1, not %lu", e->number);
	return verdict_malformed(v, &e->pos, "number this event %lu (turn %lu "
	    "goes on) or %lu (the next turn), not %lu", p->turn, p->turn,
	    p->turn + 1, e->number);
}

/* Reject the event with the fault, placed on the part it is about. */
static VERDICT_COLD int
reject(const struct rec_event *e, const struct nm_fault *f, size_t to_off,
    struct verdict *v)
{
	struct pos	 pos = e->pos;

	if (f->at == NM_AT_FROM && e->nargs > 0)
		pos = rec_arg_pos(e, 0);
	else if (f->at == NM_AT_TO && e->nargs > 0)
		pos = rec_pos_add(rec_arg_pos(e, 0), (unsigned int)to_off);
	return verdict_reject(v, &pos, "%s", f->why);
}

/*
 * The node named by the len bytes at byte off of the event's first
 * argument: its index, or -1 with the verdict.
 */
static int
read_node(const struct nm_game *g, const struct rec_event *e, size_t off,
    size_t len, struct verdict *v)
{
	const struct nm_network	*net = g->setup.net;
	struct pos		 at;
	int			 n;

	if ((n = nm_node_find(net, e->args[0] + off, len)) >= 0)
		return n;
	at = rec_pos_add(rec_arg_pos(e, 0), (unsigned int)off);
	return verdict_malformed(v, &at, "%.*s is not a node of the %s "
	    "network", (int)len, e->args[0] + off, net->name) - 1;
}

/* Read a move, take its turn, and make it if the rules allow it. */
static int
apply_move(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct nm_game	*g = arg;
	struct nm_fault	 f;
	struct nm_move	 m;
	const char	*s = e->args[0];
	size_t		 dash, end;

	/* The dash, and the end: the names are short, the calls are not. */
	for (dash = 0; s[dash] != '\0' && s[dash] != '-'; dash++)
		continue;
	for (end = dash; s[end] != '\0'; end++)
		continue;
	if ((m.from = read_node(g, e, 0, dash, v)) < 0 ||
	    (m.to = read_node(g, e, dash + 1, end - dash - 1, v)) < 0 ||
	    !take_turn(g, e, v))
		return 0;
	if (!nm_check_move(&g->setup, &g->pos, &m, &f))
		return reject(e, &f, dash + 1, v);
	nm_apply_move(&g->pos, &m);
	g->last_kind = NM_EV_MOVE;
	g->last_move = m;
	return 1;
}

/* Read a pairwise match, take its turn, and make it if it is legal. */
static int
apply_match(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct nm_game	*g = arg;
	struct nm_fault	 f;
	int		 n;

	if ((n = read_node(g, e, 0, strlen(e->args[0]), v)) < 0 ||
	    !take_turn(g, e, v))
		return 0;
	if (!nm_check_match(&g->setup, &g->pos, n, &f))
		return reject(e, &f, 0, v);
	nm_apply_match(&g->pos, n);
	g->last_kind = NM_EV_MATCH;
	g->last_node = n;
	return 1;
}

/* Read a multi-way match, take its turn, and take the token if it may be. */
static int
apply_reveal(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct nm_game	*g = arg;
	struct nm_fault	 f;
	const char	*s = e->args[0], *colon = strchr(s, ':');
	struct pos	 arg0 = rec_arg_pos(e, 0);
	int		 c = -1, sym, rc;

	if (colon != NULL) {
		c = nm_color_find(s, (size_t)(colon - s));
		s = colon + 1;
	}
	sym = nm_symbol_find(s, strlen(s));
	if (!take_turn(g, e, v))
		return 0;
	if ((rc = nm_check_reveal(&g->setup, &g->pos, &c, sym, &f)) < 0)
		return verdict_malformed(v, &arg0, "%s", f.why);
	if (rc == 0)
		return reject(e, &f, 0, v);
	nm_apply_reveal(&g->setup, &g->pos, c, sym);
	g->last_kind = NM_EV_REVEAL;
	g->last_color = c;
	g->last_symbol = sym;
	return 1;
}

/* Read a word gambit, take its turn, and judge it against the Words tag. */
static int
apply_gambit(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct nm_game		*g = arg;
	const struct player	*pl;
	struct nm_fault		 f;
	char			 w[2][NM_WORDLEN + 1], colors[32];
	const char		*words[2] = { w[0], w[1] };
	struct pos		 arg0 = rec_arg_pos(e, 0), verb = rec_verb_pos(e);
	int			 i, k, n, actor;

	if (!take_turn(g, e, v))
		return 0;
	actor = g->pos.to_move;
	pl = &g->setup.players.p[actor];
	n = strchr(e->args[0], '+') != NULL ? 2 : 1;
	if (n != pl->ncolors)
		return verdict_malformed(v, &arg0, "%s plays %s: a "
		    "gambit names %s", pl->name, nm_colors_text(&g->setup,
		    actor, colors, sizeof(colors)), pl->ncolors == 2 ? "both "
		    "words in the order of the colors, as in BEAR+TONE" :
		    "one word, as in BEAR");
	if (g->setup.word[pl->color[0]][0] == '\0')
		return verdict_malformed(v, &verb, "a word gambit is "
		    "judged against the Words tag, which this record lacks");
	for (i = 0; i < n; i++)
		for (k = 0; k <= NM_WORDLEN; k++)
			w[i][k] = k == NM_WORDLEN ? '\0' : (char)toupper(
			    (unsigned char)e->args[0][i * (NM_WORDLEN + 1) + k]);
	if (!nm_check_gambit(&g->setup, &g->pos, &f))
		return reject(e, &f, 0, v);
	nm_apply_gambit(&g->setup, &g->pos, words);
	g->last_kind = NM_EV_GAMBIT;
	return 1;
}

/* Read a pass, take its turn, and make it if no move is legal. */
static int
apply_pass(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct nm_game	*g = arg;
	struct nm_fault	 f;

	if (!take_turn(g, e, v))
		return 0;
	if (!nm_check_pass(&g->setup, &g->pos, &f))
		return reject(e, &f, 0, v);
	nm_apply_pass(&g->pos);
	g->last_kind = NM_EV_PASS;
	return 1;
}

/*
 * Apply one event; one refused leaves the turn as it was (take_turn()
 * moves it on before the verb's check), so pos.turn is the last played.
 */
int
nm_game_event(struct nm_game *g, const struct rec_event *e,
    struct verdict *v)
{
	int		 to_move = g->pos.to_move;
	unsigned long	 turn = g->pos.turn;
	enum nm_phase	 phase = g->pos.phase;

	if (!ruletab_apply(nm_verbs, g, e, v)) {
		g->pos.to_move = to_move;
		g->pos.turn = turn;
		g->pos.phase = phase;
		return 0;
	}
	g->nevents++;
	g->last_pos = e->pos;
	return 1;
}

int
nm_game_replay(struct nm_game *g, const struct rec_game *rec,
    const struct nm_options *opt, size_t upto, struct verdict *v)
{
	size_t	 i;

	if (!nm_game_begin(g, rec, opt, v))
		return 0;
	for (i = 0; i < rec->nevents && i < upto; i++)
		if (!nm_game_event(g, &rec->events[i], v))
			return 0;
	return 1;
}
