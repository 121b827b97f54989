/*
 * game.c: an Alphagon game's tags and setup, replaying a record, and
 * what a caller reads of a game (where it stands, who won).  The decks
 * and dictionaries games share are store.c's; the order of events is
 * turn.c's, each verb's rule in letters.c, setup.c, word.c and find.c.
 */
#include <sys/stat.h>

#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"
#include "numarg.h"
#include "players.h"
#include "record.h"
#include "verdict.h"
#include "words.h"
#include "ag/board.h"
#include "ag/cards.h"
#include "ag/deal.h"
#include "ag/game.h"
#include "ag/rules.h"

static const char *const colors[] = {
	"red", "yellow", "green", "blue", "black", "white", NULL
};

static const struct players_rules players_rules = {
	"alphagon", AG_MINPLAYERS, AG_MAXPLAYERS, colors, 1,
	"ann:red bob:blue"
};

enum tag {
	TAG_GAME, TAG_PLAYERS, TAG_GOAL, TAG_CARDS, TAG_RESULT, TAG_FLAGS,
	TAG_STARS, TAG_CLOUDS, NTAGS
};
static const char *const known_tags[NTAGS] = {
	"Game", "Players", "Goal", "Cards", "Result", "Flags", "Stars",
	"Clouds"
};


/*
 * A game before its tags are read, as every game begins: each seat's
 * sacks full and its bonus tokens, the stand-in board, no turn.  Made
 * once a process and copied, not built again for each game.
 */
static struct ag_game	 fresh;
static pthread_once_t	 fresh_once = PTHREAD_ONCE_INIT;

void
ag_options_init(struct ag_options *o)
{
	o->dictionary = NULL;
	o->no_words = 0;
	o->cards = NULL;
	o->shapes_as_printed = 0;
	o->names = 0;
}

int
ag_option(struct ag_options *o, int ch, const char *arg)
{
	switch (ch) {
	case AG_OPT_DICTIONARY:
		o->dictionary = arg;
		return 1;
	case AG_OPT_CARDS:
		o->cards = arg;
		return 1;
	case AG_OPT_AS_PRINTED:
		o->shapes_as_printed = 1;
		return 1;
	case AG_OPT_NAMES:
		o->names = 1;
		return 1;
	default:
		return 0;
	}
}

/*
 * Why path, which ag_store_deck_file() refused, is no deck file, into
 * buf; returns buf.
 */
static const char *
not_a_deck(const char *path, char *buf, size_t size)
{
	struct stat	 st;

	if (strcmp(path, "-") == 0)
		snprintf(buf, size, "is standard input");
	else if (stat(path, &st) == -1)
		snprintf(buf, size, "cannot be opened: %s", strerror(errno));
	else if (S_ISDIR(st.st_mode))
		snprintf(buf, size, "is a directory");
	else
		snprintf(buf, size, "is a pipe or a device");
	return buf;
}

/* Make fresh, the game every game begins as. */
static void
fresh_init(void)
{
	int	 i, k;

	for (i = 0; i < AG_MAXPLAYERS; i++) {
		for (k = 0; k < AG_LETTERS; k++)
			fresh.p[i].sack[k] = (unsigned char)ag_letter_count(
			    'A' + k);
		fresh.p[i].bonus = AG_START_BONUS;
	}
	fresh.goal_player = -1;
	fresh.t.player = -1;
	fresh.t.closer = -1;
	ag_board_standin(&fresh.board);
	(void)ag_game_verbs();
}

/*
 * Begin g as fresh for n players (their names still to be set): the
 * seats past the n-th empty, the goal for n.
 */
static void
begin_fresh(struct ag_game *g, int n)
{
	if (pthread_once(&fresh_once, fresh_init) != 0)
		abort();
	*g = fresh;
	g->n = n;
	memset(&g->p[n], 0, sizeof(g->p[0]) * (size_t)(AG_MAXPLAYERS - n));
	g->goal = ag_goal(n);
}

/*
 * Leave g as a game refused before its players were read: empty but for
 * its record.  Returns ret.
 */
static int
unbegun(struct ag_game *g, const struct rec_game *rec, int ret)
{
	memset(g, 0, sizeof(*g));
	g->rec = rec;
	return ret;
}

/*
 * Leave g as a game refused before its board was read: no square marked.
 * Returns ret.
 */
static int
no_board(struct ag_game *g, int ret)
{
	memset(&g->board, 0, sizeof(g->board));
	return ret;
}

/* Open the dictionary the options name, unless they ask for none. */
static int
begin_words(struct ag_game *g, const struct ag_options *opt,
    const struct pos *at, struct verdict *v)
{
	char	 err[1024];

	g->shapes_as_printed = opt != NULL && opt->shapes_as_printed;
	if (opt == NULL || opt->no_words)
		return 1;
	if ((g->words = ag_store_words(opt->dictionary != NULL ?
	    opt->dictionary : "en_US", opt->names, err, sizeof(err))) == NULL)
		return verdict_malformed(v, at, "%s", err);
	return 1;
}

int
ag_game_begin(struct ag_game *g, const struct rec_game *rec,
    const struct ag_options *opt, struct verdict *v)
{
	const struct rec_tag	*found[NTAGS], *t;
	struct players		 ps;
	uint64_t		 goal;
	char			 why[NUMARG_WHY];
	size_t			 i;
	int			 k;

	verdict_clear(v);
	for (k = 0; k < NTAGS; k++)
		found[k] = NULL;
	for (i = rec->ntags; i-- > 0; )
		if ((k = rec_name_index(rec->tags[i].name, known_tags,
		    NTAGS)) < NTAGS)
			found[k] = &rec->tags[i];
	if ((t = found[TAG_GAME]) != NULL && strcmp(t->value, "alphagon") != 0)
		return unbegun(g, rec, verdict_malformed(v, &t->value_pos,
		    "this is a '%s' record, not an alphagon one", t->value));
	if (!players_read(&ps, found[TAG_PLAYERS], rec, &players_rules, v))
		return unbegun(g, rec, 0);
	begin_fresh(g, ps.n);
	g->rec = rec;
	for (k = 0; k < ps.n; k++) {
		memcpy(g->p[k].name, ps.p[k].name, sizeof(g->p[k].name));
		g->p[k].namelen = strlen(g->p[k].name);
		g->p[k].color = ps.p[k].ncolors > 0 ? ps.p[k].color[0] : -1;
	}
	if ((t = found[TAG_GOAL]) != NULL) {
		if (!numarg(t->value, 1, AG_MAXGOAL, &goal, why))
			return no_board(g, verdict_malformed(v, &t->value_pos,
			    "Goal is a number from 1 to %d: %s", AG_MAXGOAL,
			    why));
		g->goal = (int)goal;
	}
	if ((t = found[TAG_RESULT]) != NULL && players_find(&ps, t->value) < 0
	    && strcmp(t->value, "tie") != 0)
		return no_board(g, verdict_malformed(v, &t->value_pos, "Result "
		    "names the winner, one of the players, or \"tie\"; not "
		    "\"%s\"", t->value));
	g->result = t;
	/* Without these tags, the stand-in board fresh has. */
	if ((found[TAG_FLAGS] != NULL || found[TAG_STARS] != NULL ||
	    found[TAG_CLOUDS] != NULL) && !ag_board_from_tags(&g->board, rec,
	    v))
		return 0;
	t = found[TAG_CARDS];
	if (t != NULL && (opt == NULL || opt->cards == NULL) &&
	    !ag_store_deck_file(t->value))
		return verdict_malformed(v, &t->value_pos, "Cards names a deck "
		    "file, a regular file; '%s' %s", t->value,
		    not_a_deck(t->value, why, sizeof(why)));
	if ((g->cards = ag_store_deck(opt != NULL && opt->cards != NULL ?
	    opt->cards : t != NULL ? t->value : NULL, v)) == NULL) {
		if (t != NULL && (opt == NULL || opt->cards == NULL))
			v->pos = t->value_pos;
		return 0;
	}
	return begin_words(g, opt, &rec->pos, v);
}

int
ag_game_begin_bare(struct ag_game *g, int n, const char *const name[],
    const struct ag_options *opt, struct verdict *v)
{
	struct pos	 nowhere = { NULL, 0, 0 };
	int		 k;

	verdict_clear(v);
	if (n < AG_MINPLAYERS || n > AG_MAXPLAYERS)
		return unbegun(g, NULL, verdict_malformed(v, &nowhere,
		    "alphagon is for %d to %d players", AG_MINPLAYERS,
		    AG_MAXPLAYERS));
	begin_fresh(g, n);
	for (k = 0; k < n; k++) {
		snprintf(g->p[k].name, sizeof(g->p[k].name), "%s", name[k]);
		g->p[k].namelen = strlen(g->p[k].name);
		g->p[k].color = k;
	}
	if ((g->cards = ag_store_deck(opt != NULL ? opt->cards : NULL, v)) ==
	    NULL)
		return 0;
	return begin_words(g, opt, &nowhere, v);
}

int
ag_game_replay(struct ag_game *g, const struct rec_game *rec,
    const struct ag_options *opt, size_t upto, struct verdict *v)
{
	size_t	 i;

	if (!ag_game_begin(g, rec, opt, v))
		return 0;
	ag_words_ahead(g, rec);
	for (i = 0; i < rec->nevents && i < upto; i++)
		if (!ag_game_event(g, &rec->events[i], v))
			return 0;
	return 1;
}

int
ag_to_play(const struct ag_game *g)
{
	return g->t.player;
}

const char *
ag_over_name(enum ag_over o)
{
	static const char *const name[] = { "playing", "goal", "closed",
		"ten sides", "stuck", "no letters" };

	return name[o];
}

void
ag_game_where(const struct ag_game *g, char *buf, size_t size)
{
	if (g->turn == 0)
		snprintf(buf, size, "the setup");
	else if (g->over != AG_PLAYING)
		snprintf(buf, size, "turn %lu, the game over (%s)", g->turn,
		    ag_over_name(g->over));
	else
		snprintf(buf, size, "turn %lu, %s to play", g->turn,
		    g->p[g->t.player].name);
}

void
ag_game_next(const struct ag_game *g, char *buf, size_t size)
{
	char	 sq[AG_NAMEBUF];

	if (!g->started)
		snprintf(buf, size, "not started: the first play puts '+' on "
		    "a flag");
	else if (g->poly.end == AG_CLOSED)
		snprintf(buf, size, "closed");
	else if (g->poly.end == AG_TEN_SIDES)
		snprintf(buf, size, "complete with 10 sides");
	else if (g->poly.end == AG_STUCK)
		snprintf(buf, size, "stuck");
	else
		snprintf(buf, size, "%s %s", ag_square_name(g->poly.next, sq),
		    ag_dir_name(g->poly.dir));
}

int
ag_game_winners(const struct ag_game *g, int won[AG_MAXPLAYERS])
{
	int	 i, best = -1, n = 0;

	for (i = 0; i < AG_MAXPLAYERS; i++)
		won[i] = 0;
	if (g->goal_player >= 0) {
		won[g->goal_player] = 1;
		return 1;
	}
	for (i = 0; i < g->n; i++)
		if (g->p[i].points > best)
			best = g->p[i].points;
	for (i = 0; i < g->n; i++)
		if (g->p[i].points == best) {
			won[i] = 1;
			n++;
		}
	return n;
}

/* Copy s into buf of size bytes, cut to fit, as snprintf()'s "%s". */
static void
copy_text(char *buf, size_t size, const char *s)
{
	size_t	 len = strlen(s);

	if (size == 0)
		return;
	if (len >= size)
		len = size - 1;
	memcpy(buf, s, len);
	buf[len] = '\0';
}

void
ag_over_text(const struct ag_game *g, char *buf, size_t size)
{
	switch (g->over) {
	case AG_OVER_GOAL:
		snprintf(buf, size, "%s reached the goal of %d points",
		    g->p[g->goal_player].name, g->goal);
		break;
	case AG_OVER_CLOSED:
		copy_text(buf, size, "the polygon closed on its start point");
		break;
	case AG_OVER_TEN:
		copy_text(buf, size, "the polygon has 10 sides");
		break;
	case AG_OVER_STUCK:
		copy_text(buf, size, "the polygon cannot be continued");
		break;
	case AG_OVER_LETTERS:
		copy_text(buf, size, "no player holds a letter: the polygon "
		    "cannot be continued");
		break;
	default:
		copy_text(buf, size, "");
		break;
	}
}

const char *
ag_winner_name(const struct ag_game *g)
{
	int	 won[AG_MAXPLAYERS], i;

	if (ag_game_winners(g, won) > 1)
		return "tie";
	for (i = 0; i < g->n; i++)
		if (won[i])
			return g->p[i].name;
	return "tie";
}

int
ag_word_points(int len)
{
	if (len < 4)
		return 0;
	return len <= 5 ? 4 : len <= 7 ? 5 : 6;
}

void
ag_rack_text(const struct ag_player *p, char *buf, size_t size)
{
	size_t	 len = 0;
	int	 k, i;

	if (size == 0)
		return;
	for (k = 0; k < AG_LETTERS; k++)
		for (i = 0; i < p->rack[k] && len + 1 < size; i++)
			buf[len++] = (char)('A' + k);
	buf[len] = '\0';
}

void
ag_event_write(FILE *fp, const struct ag_game *g, const struct ag_event *ev)
{
	char	 sq[AG_NAMEBUF];
	int	 i;

	fprintf(fp, "%lu %s %s", ev->number, ev->player < 0 ? PLAYERS_HOST :
	    g->p[ev->player].name, ag_verb_name(ev->verb));
	switch (ev->verb) {
	case AG_V_CARDS:
	case AG_V_DECK:
	case AG_V_SHAPE:
		for (i = 0; i < ev->ncards; i++)
			fprintf(fp, " %d", ev->card[i]);
		break;
	case AG_V_SYLLABLE:
		fprintf(fp, " %d %s", ev->card[0], ev->syllable);
		break;
	case AG_V_BONUS:
		fprintf(fp, " %d", ev->bonus);
		break;
	case AG_V_START:
		fprintf(fp, " %s %c %s", ag_square_name(ev->square, sq),
		    ag_dir_letter(ev->dir), ev->letters);
		break;
	case AG_V_PLACE:
		fprintf(fp, " %s%s", ev->letters, ev->bonus ? " bonus" : "");
		break;
	case AG_V_CHANGE:
		fprintf(fp, " %c %c", ev->letters[0], ev->letters[1]);
		break;
	case AG_V_REWARD:
		fprintf(fp, " %s", ev->letters[0] != '\0' ? ev->letters :
		    "bonus");
		break;
	case AG_V_CLOSE:
	case AG_V_STATE:
	case AG_V_DECLARE:
	case AG_V_CONTRADICT:
	case AG_V_CORRECT:
		for (i = 0; i < ev->nwords; i++)
			fprintf(fp, " %s", ev->word[i]);
		break;
	default:
		if (ev->letters[0] != '\0')
			fprintf(fp, " %s", ev->letters);
		break;
	}
	fputc('\n', fp);
}
