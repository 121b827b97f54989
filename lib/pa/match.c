/*
 * match.c: reading a Pattern Assembly match from a game record, through the
 * game's table of verbs, and writing one back.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "grid.h"
#include "judge.h"
#include "match.h"
#include "numarg.h"
#include "players.h"
#include "record.h"
#include "ruletab.h"
#include "shape.h"
#include "verdict.h"

static int	apply_grid(void *, const struct rec_event *, struct verdict *);
static int	apply_ask(void *, const struct rec_event *, struct verdict *);
static int	apply_answer(void *, const struct rec_event *, struct verdict *);
static int	apply_showdown(void *, const struct rec_event *,
		    struct verdict *);
static int	read_match(struct pa_match *, const struct rec_game *, int,
		    int, struct verdict *);
static int	check_rounds(struct pa_reading *, int, struct verdict *);

#define PICTURES	"[OoXx+]+(?: [OoXx+]+)*"
#define SHOWDOWN_ROW	"[OoXx+.-]+(?: [OoXx+.-]+)*"
#define CELLS		"[A-Za-z][0-9]{1,4}(?:-[A-Za-z][0-9]{1,4})*+"

static struct rule pa_rules[] = {
	{ "grid", PICTURES, "grid O X + ... (a row of the grid)",
	    apply_grid, NULL },
	{ "ask", CELLS " [OoXx+]+", "ask SHAPE CONTENTS, as in "
	    "'ask A1-A2-B2 OOX'", apply_ask, NULL },
	{ "answer", "[0-9]{1,3}:[0-5][0-9] " CELLS,
	    "answer M:SS CELLS, as in 'answer 1:05 C3-D3-D4'",
	    apply_answer, NULL },
	{ "showdown", SHOWDOWN_ROW, "showdown O X + . ... (a row, '.' "
	    "for a blank)", apply_showdown, NULL },
	{ NULL, NULL, NULL, NULL, NULL }
};

/* Read a row of pictures, spaces between them or not, into pics[]. */
static int
read_row(const struct rec_event *e, unsigned char *pics, int max, int *n)
{
	size_t		 i;
	const char	*p;
	int		 pic;

	*n = 0;
	for (i = 0; i < e->nargs; i++)
		for (p = e->args[i]; *p != '\0'; p++) {
			pic = pa_picture_from_char(toupper((unsigned char)*p));
			if (*n == max)
				return 0;
			pics[(*n)++] = (unsigned char)pic;
		}
	return 1;
}

static int
apply_grid(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct pa_reading	*rd = arg;
	struct pa_grid	*g = &rd->m->grid;
	struct pos	 verb = rec_verb_pos(e), arg0 = rec_arg_pos(e, 0);
	unsigned char	 row[PA_MAXCOLS];
	int		 n, c;

	if (e->number != 0)
		return verdict_malformed(v, &e->pos, "the grid comes before "
		    "round 1: number its rows 0, not %lu", e->number);
	if (g->rows == PA_MAXROWS)
		return verdict_malformed(v, &verb, "too many grid rows: "
		    "rows go from A to Z");
	if (!read_row(e, row, PA_MAXCOLS, &n))
		return verdict_malformed(v, &arg0, "a grid row of "
		    "more than %d columns", PA_MAXCOLS);
	if (rd->grid_cols == 0) {
		rd->grid_cols = n;
		rd->grid_pos = e->pos;
		g->cols = n;
	} else if (n != rd->grid_cols)
		return verdict_malformed(v, &arg0, "grid row %c has "
		    "%d columns, row A has %d", 'A' + g->rows, n,
		    rd->grid_cols);
	for (c = 0; c < n; c++)
		pa_grid_set(g, g->rows, c, (enum pa_picture)row[c]);
	g->rows++;
	return 1;
}

/* Make room in the match for rounds 1 to n, the new ones empty. */
static void
grow_rounds(struct pa_reading *rd, int n)
{
	int	 cap = rd->rounds_cap;

	if (n <= cap)
		return;
	while (cap < n)
		cap = cap ? cap * 2 : 32;
	if (cap > PA_MAXROUNDS)
		cap = PA_MAXROUNDS;
	rd->m->round = xreallocarray(rd->m->round, (size_t)cap,
	    sizeof(*rd->m->round));
	memset(rd->m->round + rd->rounds_cap, 0,
	    (size_t)(cap - rd->rounds_cap) * sizeof(*rd->m->round));
	rd->rounds_cap = cap;
}

/* Read contents such as "OOX+", in any order, into c. */
static void
read_contents(const char *s, struct pa_contents *c)
{
	memset(c, 0, sizeof(*c));
	for (; *s != '\0'; s++)
		c->count[pa_picture_from_char(toupper((unsigned char)*s))]++;
}

static int
apply_ask(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct pa_reading		*rd = arg;
	struct pa_round		*r;
	struct pa_answer	 cells;
	struct pa_question	 q;
	struct pos		 arg0 = rec_arg_pos(e, 0);
	struct pos		 arg1 = rec_arg_pos(e, 1);
	char			 why[PA_WHY];

	if (e->number < 1 || e->number > PA_MAXROUNDS)
		return verdict_malformed(v, &e->pos, "a question belongs to a "
		    "round from 1 to %d, not %lu", PA_MAXROUNDS, e->number);
	if (pa_answer_parse(e->args[0], &cells, why) == 0)
		return verdict_malformed(v, &arg0, "%s", why);
	if (!pa_answer_to_shape(&cells, &q.shape, why))
		return verdict_malformed(v, &arg0, "not a shape: %s",
		    why);
	read_contents(e->args[1], &q.contents);
	if (pa_contents_total(&q.contents) != q.shape.n)
		return verdict_malformed(v, &arg1, "%d pictures for a "
		    "shape of %d cells", pa_contents_total(&q.contents),
		    q.shape.n);
	grow_rounds(rd, (int)e->number);
	r = &rd->m->round[e->number - 1];
	if (r->nq == PA_MAXGROUPS)
		return verdict_malformed(v, &e->pos, "more than %d questions "
		    "in round %lu", PA_MAXGROUPS, e->number);
	r->q[r->nq] = q;
	r->pos[r->nq] = e->pos;
	r->nq++;
	if ((int)e->number > rd->max_round)
		rd->max_round = (int)e->number;
	return 1;
}

/* The player's index, adding the name if there is room; -1 if not. */
static int
player_index(struct pa_match *m, const char *name)
{
	int	 i;

	if ((i = pa_match_player(m, name)) >= 0)
		return i;
	if (m->nplayers == 2 || strlen(name) >= PA_NAMELEN)
		return -1;
	strcpy(m->player[m->nplayers], name);
	return m->nplayers++;
}

/*
 * Read an answer's time, M:SS, into *seconds; 0 if it is not one.  The
 * verb's pattern has checked the form: 1 to 3 digits, ':', 2.
 */
static int
answer_seconds(const char *time, int *seconds)
{
	const char	*colon = strchr(time, ':');
	char		 why[NUMARG_WHY];
	uint64_t	 m, s;

	if (colon == NULL || !numarg_span(time, (size_t)(colon - time), 0,
	    999, &m, why) || !numarg(colon + 1, 0, 59, &s, why))
		return 0;
	*seconds = (int)(m * 60 + s);
	return 1;
}

/* Fill the attempt a of the given player with the answer event e. */
static void
fill_attempt(struct pa_attempt *a, const struct rec_event *e, int player,
    int seconds)
{
	a->player = player;
	a->round = (int)e->number;
	a->seconds = seconds;
	a->time = e->args[0];
	a->cells = e->args[1];
	a->pos = e->pos;
}

static int
apply_answer(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct pa_reading		*rd = arg;
	struct pa_match		*m = rd->m;
	struct pa_answer	 cells;
	struct pos		 actor = rec_actor_pos(e);
	struct pos		 arg0 = rec_arg_pos(e, 0);
	struct pos		 arg1 = rec_arg_pos(e, 1);
	char			 why[PA_WHY];
	int			 player, seconds;

	if ((player = player_index(m, e->actor)) < 0)
		return verdict_malformed(v, &actor, "'%s' is not one of "
		    "the two players (%s and %s)", e->actor, m->player[0],
		    m->player[1]);
	if (e->number < 1 || e->number > PA_MAXROUNDS)
		return verdict_malformed(v, &e->pos, "an answer belongs to a "
		    "round from 1 to %d, not %lu", PA_MAXROUNDS, e->number);
	if (!answer_seconds(e->args[0], &seconds))
		return verdict_malformed(v, &arg0, "expected M:SS");
	if (pa_answer_parse(e->args[1], &cells, why) == 0)
		return verdict_malformed(v, &arg1, "%s", why);
	if (rd->first_answer[e->number - 1].line == 0)
		rd->first_answer[e->number - 1] = e->pos;
	if (!rd->keep_answers)
		return 1;
	if (m->nattempts == rd->attempts_cap) {
		rd->attempts_cap = rd->attempts_cap ? rd->attempts_cap * 2 : 64;
		m->attempt = xreallocarray(m->attempt, rd->attempts_cap,
		    sizeof(*m->attempt));
	}
	fill_attempt(&m->attempt[m->nattempts++], e, player, seconds);
	return 1;
}

int
pa_attempt_read(const struct pa_match *m, const struct rec_event *e,
    struct pa_attempt *a)
{
	int	 seconds, player;

	if (e->number < 1 || e->number > (unsigned long)m->nrounds ||
	    strcmp(e->verb, "answer") != 0 || e->nargs != 2)
		return 0;
	if (a == NULL)
		return (int)e->number;
	if ((player = pa_match_player(m, e->actor)) < 0 ||
	    !answer_seconds(e->args[0], &seconds))
		return 0;
	fill_attempt(a, e, player, seconds);
	return (int)e->number;
}

static int
apply_showdown(void *arg, const struct rec_event *e, struct verdict *v)
{
	struct pa_reading		*rd = arg;
	struct pa_match		*m = rd->m;
	struct pa_showdown	*s;
	struct pos		 actor = rec_actor_pos(e);
	struct pos		 arg0 = rec_arg_pos(e, 0);
	int			 player, n;

	if ((player = player_index(m, e->actor)) < 0)
		return verdict_malformed(v, &actor, "'%s' is not one of "
		    "the two players (%s and %s)", e->actor, m->player[0],
		    m->player[1]);
	s = &m->showdown[player];
	if (!s->given)
		s->pos = e->pos;
	s->given = 1;
	if (s->rows == PA_MAXROWS)
		return verdict_malformed(v, &e->pos, "too many showdown rows");
	if (!read_row(e, s->pic[s->rows], PA_MAXCOLS, &n))
		return verdict_malformed(v, &arg0, "a showdown row of "
		    "more than %d columns", PA_MAXCOLS);
	if (n != m->region.col1 - m->region.col0 + 1 && m->grid.cols > 0)
		return verdict_malformed(v, &arg0, "%d pictures in a "
		    "showdown row: the %s has %d columns", n,
		    m->region_given ? "showdown region" : "grid",
		    m->region.col1 - m->region.col0 + 1);
	s->rows++;
	return 1;
}

int
pa_match_player(const struct pa_match *m, const char *name)
{
	int	 i;

	for (i = 0; i < m->nplayers; i++)
		if (strcmp(m->player[i], name) == 0)
			return i;
	return -1;
}

/* Read the tags that set the variant, the players and the rest. */
static int
read_tags(struct pa_match *m, const struct rec_game *game, struct verdict *v)
{
	static const struct players_rules players_rules = {
		"pattern-assembly", 2, 2, NULL, 0, "ann bob"
	};
	const struct rec_tag	*t;
	struct players		 ps;
	int			 i;

	if ((t = rec_tag_find(game, "Game")) != NULL &&
	    strcmp(t->value, "pattern-assembly") != 0)
		return verdict_malformed(v, &t->value_pos, "this is a '%s' "
		    "record, not a pattern-assembly one", t->value);
	if ((t = rec_tag_find(game, "Variant")) != NULL) {
		if (strcmp(t->value, "plus") == 0)
			m->plus = 1;
		else if (strcmp(t->value, "standard") != 0)
			return verdict_malformed(v, &t->value_pos, "unknown "
			    "variant '%s': it is standard or plus", t->value);
	}
	if ((t = rec_tag_find(game, "Players")) != NULL) {
		/* Read as every game reads it: see players.h. */
		if (!players_read(&ps, t, game, &players_rules, v))
			return 0;
		for (i = 0; i < ps.n; i++)
			(void)player_index(m, ps.p[i].name);
	}
	m->tie_winner = rec_tag_value(game, "TieWinner");
	m->result = rec_tag_find(game, "Result");
	m->seed = rec_tag_value(game, "Seed");
	return 1;
}

/*
 * Read a corner of a Region tag such as "B12" (a capital, then a column
 * number) ending at the character end; 0 with a message in why (PA_WHY
 * bytes) if s is not that.
 */
static int
read_corner(const char *s, int *row, int *col, char end, char *why)
{
	size_t		 len = strcspn(s, ":");
	uint64_t	 n;

	if (!isupper((unsigned char)s[0]) || len < 2 || s[len] != end) {
		snprintf(why, PA_WHY, "expected cells such as \"B2:D5\" "
		    "(top left and bottom right)");
		return 0;
	}
	if (!numarg_span(s + 1, len - 1, 1, PA_MAXCOLS, &n, why))
		return 0;
	*row = s[0];
	*col = (int)n;
	return 1;
}

/* Read the Region tag, rows and columns of the showdown (default: all). */
static int
read_region(struct pa_match *m, const struct rec_game *game,
    struct verdict *v)
{
	const struct rec_tag	*t;
	const char		*second;
	struct pos		 at;
	char			 why[PA_WHY];
	int			 r0, r1, c0, c1;
	struct pa_region	*reg = &m->region;

	reg->row0 = reg->col0 = 0;
	reg->row1 = m->grid.rows - 1;
	reg->col1 = m->grid.cols - 1;
	if ((t = rec_tag_find(game, "Region")) == NULL)
		return 1;
	m->region_given = 1;
	/* A corner's column: one after the value's opening quote. */
	at = rec_pos_add(t->value_pos, 1);
	if (!read_corner(t->value, &r0, &c0, ':', why))
		return verdict_malformed(v, &at, "Region: %s", why);
	second = t->value + strcspn(t->value, ":") + 1;
	at = rec_pos_add(t->value_pos, (unsigned int)(second - t->value + 1));
	if (!read_corner(second, &r1, &c1, '\0', why))
		return verdict_malformed(v, &at, "Region: %s", why);
	reg->row0 = r0 - 'A';
	reg->row1 = r1 - 'A';
	reg->col0 = c0 - 1;
	reg->col1 = c1 - 1;
	if (reg->row0 > reg->row1 || reg->col0 > reg->col1 ||
	    reg->row1 >= m->grid.rows || reg->col1 >= m->grid.cols ||
	    reg->col0 < 0)
		return verdict_malformed(v, &t->value_pos, "Region %s is not a "
		    "rectangle of the %dx%d grid", t->value, m->grid.rows,
		    m->grid.cols);
	return 1;
}

/*
 * The round of the first answer, in record order, given in a round the
 * match does not have; 0 if none is.
 */
static int
first_late_answer(const struct pa_reading *rd)
{
	int	 r, first = 0;

	for (r = rd->m->nrounds; r < PA_MAXROUNDS; r++)
		if (rd->first_answer[r].line != 0 && (first == 0 ||
		    rd->first_answer[r].line <
		    rd->first_answer[first - 1].line))
			first = r + 1;
	return first;
}

/*
 * Set the match's rounds: the Rounds tag's, or max_round if it has none;
 * 0 with the verdict if the tag does not read or has fewer.
 */
static int
check_rounds(struct pa_reading *rd, int max_round, struct verdict *v)
{
	const struct rec_tag	*tag;
	char			 why[NUMARG_WHY];
	uint64_t		 rounds;

	rd->m->nrounds = max_round;
	if ((tag = rec_tag_find(rd->game, "Rounds")) == NULL)
		return 1;
	if (!numarg(tag->value, 1, PA_MAXROUNDS, &rounds, why))
		return verdict_malformed(v, &tag->value_pos, "Rounds: %s", why);
	if (rounds < (uint64_t)max_round)
		return verdict_malformed(v, &tag->value_pos, "Rounds says %d, "
		    "but round %d has a question", (int)rounds, max_round);
	rd->m->nrounds = (int)rounds;
	return 1;
}

int
pa_reading_check_round(struct pa_reading *rd, int round, struct verdict *v)
{
	const struct pa_match	*m = rd->m;
	const struct pa_round	*r = &m->round[round - 1];
	int			 nrounds = m->nrounds;

	if (round > rd->rounds_cap || r->nq == 0)
		return 1;
	if (!m->plus && r->nq > 1)
		return verdict_malformed(v, &r->pos[1], "round %d has %d "
		    "questions: only the plus variant has several groups a "
		    "round", round, r->nq);
	if (!check_rounds(rd, round, v))
		return 0;
	rd->m->nrounds = nrounds;
	return 1;
}

/* Check what can only be checked once every event is read. */
static int
check_whole(struct pa_reading *rd, struct verdict *v)
{
	struct pa_match		*m = rd->m;
	int			 r, p, late;

	if (m->grid.rows == 0)
		return verdict_malformed(v, &rd->game->pos, "the match has no "
		    "grid: expected lines '0 host grid O X + ...'");
	if (!check_rounds(rd, rd->max_round, v))
		return 0;
	grow_rounds(rd, m->nrounds);
	if (m->nrounds == 0)
		return verdict_malformed(v, &rd->game->pos, "the match has no "
		    "questions: expected lines '1 host ask SHAPE CONTENTS'");
	for (r = 0; r < m->nrounds; r++) {
		if (m->round[r].nq == 0)
			return verdict_malformed(v, &rd->game->pos, "round %d "
			    "has no question", r + 1);
		if (!pa_reading_check_round(rd, r + 1, v))
			return 0;
	}
	if ((late = first_late_answer(rd)) > 0)
		return verdict_malformed(v, &rd->first_answer[late - 1], "an "
		    "answer in round %d: the match has %d rounds", late,
		    m->nrounds);
	for (p = 0; p < 2; p++)
		if (m->showdown[p].given &&
		    m->showdown[p].rows > m->region.row1 - m->region.row0 + 1)
			return verdict_malformed(v, &m->showdown[p].pos,
			    "%s's showdown has %d rows: the %s has %d",
			    m->player[p], m->showdown[p].rows,
			    m->region_given ? "showdown region" : "grid",
			    m->region.row1 - m->region.row0 + 1);
	if (m->tie_winner != NULL && pa_match_player(m, m->tie_winner) < 0)
		return verdict_malformed(v,
		    &rec_tag_find(rd->game, "TieWinner")->value_pos,
		    "TieWinner '%s' is not a player", m->tie_winner);
	return 1;
}

int
pa_match_read(struct pa_match *m, const struct rec_game *game,
    struct verdict *v)
{
	return pa_match_read_as(m, game, 0, v);
}

int
pa_match_read_as(struct pa_match *m, const struct rec_game *game, int plus,
    struct verdict *v)
{
	return read_match(m, game, plus, 1, v);
}

int
pa_match_read_questions(struct pa_match *m, const struct rec_game *game,
    struct verdict *v)
{
	return read_match(m, game, 0, 0, v);
}

int
pa_match_read_as_questions(struct pa_match *m, const struct rec_game *game,
    int plus, struct verdict *v)
{
	return read_match(m, game, plus, 0, v);
}

int
pa_reading_begin(struct pa_reading *rd, struct pa_match *m,
    const struct rec_game *game, int plus, int keep_answers,
    struct verdict *v)
{
	memset(m, 0, sizeof(*m));
	memset(rd, 0, sizeof(*rd));
	rd->m = m;
	rd->game = game;
	rd->keep_answers = keep_answers;
	verdict_clear(v);
	if (!read_tags(m, game, v))
		return 0;
	if (plus)
		m->plus = 1;
	return 1;
}

int
pa_reading_event(struct pa_reading *rd, const struct rec_event *e,
    struct verdict *v)
{
	if (strcmp(e->verb, "showdown") == 0 && !rd->grid_done) {
		/* The region depends on the grid, read before. */
		if (!read_region(rd->m, rd->game, v))
			return 0;
		rd->grid_done = 1;
	}
	if (strcmp(e->verb, "grid") == 0 && rd->grid_done)
		return verdict_malformed(v, &e->pos, "a grid row after "
		    "the showdown began");
	return ruletab_apply(pa_rules, rd, e, v);
}

int
pa_reading_end(struct pa_reading *rd, struct verdict *v)
{
	const struct rec_event	*e;
	size_t			 i;

	if (!rd->grid_done && !read_region(rd->m, rd->game, v))
		return 0;
	rd->grid_done = 1;
	if (!check_whole(rd, v))
		return 0;
	for (i = 0; i < rd->game->nevents; i++) {
		e = &rd->game->events[i];
		if (strcmp(e->verb, "showdown") == 0 &&
		    e->number != (unsigned long)rd->m->nrounds + 1)
			return verdict_malformed(v, &e->pos, "the showdown "
			    "comes after round %d: number it %d",
			    rd->m->nrounds, rd->m->nrounds + 1);
	}
	return 1;
}

/*
 * Read the match from the game, as Plus if plus is set, keeping the
 * answers if keep_answers is; as pa_match_read() returns.
 */
static int
read_match(struct pa_match *m, const struct rec_game *game, int plus,
    int keep_answers, struct verdict *v)
{
	struct pa_reading	 rd;
	size_t			 i;

	if (!pa_reading_begin(&rd, m, game, plus, keep_answers, v))
		return 0;
	for (i = 0; i < game->nevents; i++)
		if (!pa_reading_event(&rd, &game->events[i], v))
			return 0;
	return pa_reading_end(&rd, v);
}

void
pa_match_free(struct pa_match *m)
{
	free(m->attempt);
	free(m->round);
	memset(m, 0, sizeof(*m));
}

void
pa_time_format(int seconds, char buf[16])
{
	snprintf(buf, 16, "%d:%02d", seconds / 60, seconds % 60);
}

void
pa_match_write(FILE *fp, const struct pa_match *m)
{
	char	 cells[PA_MAXCELLS * PA_CELLBUF], contents[PA_MAXCELLS + 1];
	int	 r, c, q;

	fprintf(fp, "[Game \"pattern-assembly\"]\n");
	fprintf(fp, "[Variant \"%s\"]\n", m->plus ? "plus" : "standard");
	if (m->seed != NULL)
		fprintf(fp, "[Seed \"%s\"]\n", m->seed);
	fprintf(fp, "[Rounds \"%d\"]\n", m->nrounds);
	for (r = 0; r < m->grid.rows; r++) {
		fprintf(fp, "0 host grid");
		for (c = 0; c < m->grid.cols; c++)
			fprintf(fp, " %c", pa_picture_char(
			    (enum pa_picture)m->grid.pic[r][c]));
		fputc('\n', fp);
	}
	for (r = 0; r < m->nrounds; r++)
		for (q = 0; q < m->round[r].nq; q++) {
			pa_shape_format(&m->round[r].q[q].shape, cells,
			    sizeof(cells));
			pa_contents_format(&m->round[r].q[q].contents,
			    contents, sizeof(contents));
			fprintf(fp, "%d host ask %s %s\n", r + 1, cells,
			    contents);
		}
}
