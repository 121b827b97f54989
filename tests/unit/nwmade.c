/*
 * nwmade.c: unit tests for the way nw_game_event() makes the usual
 * events of Netzwerk itself (lib/nw/game.c: battery_made(), move_made()),
 * around the verb table: every event, legal or not, must leave the game
 * and the verdict exactly as the table's way does (the event checked by
 * the table, then apply_move() or apply_battery(), which read each name
 * again and judge it by nw_check()), for nw-check(1) writes what either
 * leaves.  The events: random legal games (nw_play_random()) on boards of
 * one-digit and two-digit names and under each variation of the rules,
 * each legal event beside twins made from it the way a record goes wrong
 * (a name changed to its neighbour or to one off the board, the number or
 * the actor changed, the verb swapped, batteries named, a line swapped,
 * doubled or lost), read through the record reader.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "record.h"
#include "rng.h"
#include "ruletab.h"
#include "verdict.h"
#include "nw/board.h"
#include "nw/game.h"
#include "nw/play.h"
#include "nw/rules.h"
#include "nw/usual.h"
#include "tap.h"

/* The boards and rules the games cycle through. */
static const struct config {
	int	 cols, rows;
	int	 compulsory, frozen, bare;
} configs[] = {
	{ 6, 6, 0, 0, 0 }, { 6, 6, 0, 0, 1 }, { 6, 6, 0, 1, 0 },
	{ 6, 6, 1, 0, 0 }, { 4, 4, 0, 1, 1 }, { 2, 3, 0, 0, 0 },
	{ 12, 11, 0, 0, 0 }, { 9, 10, 1, 1, 0 }
};
#define NCONFIGS	(sizeof(configs) / sizeof(configs[0]))

/* Names a twin may put in place of one: near, far, off the board, odd. */
static const char *const odd_names[] = {
	"a1", "f6", "g1", "a7", "a0", "c33", "C3", "A0", "G6", "H1", "A7",
	"l11", "L11", "B10", "b10"
};

/* What was compared, and what differed. */
static unsigned long	 usual, legal, rejected, differ;

/*
 * Write the event line into fp changed as a record goes wrong, the kind
 * of change drawn from the generator; each line written ends with a
 * newline.
 */
static void
write_twin(FILE *fp, const char *line, struct rng *rng)
{
	char		 buf[512];
	char		*s;
	unsigned long	 number;

	snprintf(buf, sizeof(buf), "%s", line);
	switch (rng_below(rng, 9)) {
	case 0:		/* the last name's last digit one more or less */
		s = buf + strlen(buf);
		if (strchr(buf, '-') != NULL && s[-1] >= '0' && s[-1] <= '9')
			s[-1] = (char)(s[-1] == '0' || rng_below(rng, 2) ?
			    s[-1] + 1 : s[-1] - 1);
		break;
	case 1:		/* the last name's letter one on or back */
		if ((s = strrchr(buf, '-')) != NULL && s[1] != '\0')
			s[1] = (char)(s[1] + 1 - 2 * (int)rng_below(rng, 2));
		break;
	case 2:		/* the last name another */
		if ((s = strrchr(buf, '-')) != NULL)
			snprintf(s + 1, sizeof(buf) - (size_t)(s + 1 - buf),
			    "%s", odd_names[rng_below(rng, sizeof(odd_names) /
			    sizeof(odd_names[0]))]);
		break;
	case 3:		/* the number one more */
		number = strtoul(buf, &s, 10);
		fprintf(fp, "%lu%s\n", number + 1, s);
		return;
	case 4:		/* the other player, or no player */
		if ((s = strstr(buf, " ann ")) != NULL)
			memcpy(s + 1, rng_below(rng, 2) ? "bob" : "cat", 3);
		else if ((s = strstr(buf, " bob ")) != NULL)
			memcpy(s + 1, "ann", 3);
		break;
	case 5:		/* the other verb */
		if ((s = strstr(buf, " move ")) != NULL)
			fprintf(fp, "%.*s battery%s\n", (int)(s - buf), buf,
			    s + 5);
		else if ((s = strstr(buf, " battery ")) != NULL)
			fprintf(fp, "%.*s move%s\n", (int)(s - buf), buf,
			    s + 8);
		else
			break;
		return;
	case 6:		/* batteries named, some of them wrong */
		fprintf(fp, "%s using %s%s\n", buf, rng_below(rng, 2) ? "C0" :
		    "B1", rng_below(rng, 2) ? ",D0" : "");
		return;
	case 7:		/* doubled */
		fprintf(fp, "%s\n", buf);
		break;
	default:	/* lost */
		return;
	}
	fprintf(fp, "%s\n", buf);
}

/*
 * Write n random games of the configuration into fp, each a record whose
 * events are those of a legal game but for one line in thirty made a twin.
 */
static void
write_games(FILE *fp, const struct config *c, uint64_t seed, int n)
{
	struct nw_transcript	 t;
	struct nw_rules		 rules;
	struct nw_game		 g;
	struct rng		 rng;
	char			*text, *line, *next;
	size_t			 size;
	FILE			*mem;
	int			 i;

	memset(&rules, 0, sizeof(rules));
	rules.compulsory_capture = c->compulsory;
	rules.shared_frozen = c->frozen;
	rules.control = c->bare ? NW_CONTROL_BARE : NW_CONTROL_STRICT;
	rng_seed(&rng, seed);
	for (i = 0; i < n; i++) {
		memset(&t, 0, sizeof(t));
		nw_game_new(&g, c->cols, c->rows, &rules, "ann", "bob");
		nw_play_random(&g, &rng, 40, &t);
		if ((mem = open_memstream(&text, &size)) == NULL)
			abort();
		nw_transcript_write(mem, &g, &t);
		fclose(mem);
		nw_transcript_free(&t);
		/* Tags as written; events, one in thirty a twin. */
		for (line = text; *line != '\0'; line = next) {
			next = strchr(line, '\n') + 1;
			*(next - 1) = '\0';
			if (line[0] >= '0' && line[0] <= '9' &&
			    rng_below(&rng, 30) == 0) {
				write_twin(fp, line, &rng);
				if (rng_below(&rng, 2))
					continue;
			}
			fprintf(fp, "%s\n", line);
		}
		fputc('\n', fp);
		free(text);
	}
}

/* Whether two verdicts are the same. */
static int
same_verdict(const struct verdict *a, const struct verdict *b)
{
	return a->status == b->status && a->pos.line == b->pos.line &&
	    a->pos.col == b->pos.col && strcmp(a->text, b->text) == 0;
}

/* Whether two games' last moves are the same move. */
static int
same_last(const struct nw_move *a, const struct nw_move *b)
{
	if (a->kind != b->kind || a->side != b->side || a->from != b->from ||
	    a->to != b->to || a->capture != b->capture || a->cost != b->cost ||
	    a->named != b->named || a->npath != b->npath ||
	    a->nspend != b->nspend)
		return 0;
	return memcmp(a->path, b->path, (size_t)a->npath *
	    sizeof(a->path[0])) == 0 && memcmp(a->spend, b->spend,
	    (size_t)a->nspend * sizeof(a->spend[0])) == 0;
}

/*
 * Replay the game both ways, event by event: as read (the usual events
 * made by nw_game_event() itself) and as checked by the table; count
 * what differs.
 */
static void
compare(struct rec_game *rec, const struct nw_options *opt)
{
	static struct nw_game	 a, b;
	struct verdict		 va, vb;
	struct rec_event	 ea, eb;
	struct nw_names		 u;
	size_t			 i;
	int			 ra, rb, was;

	ruletab_check_game(rec, nw_game_verbs());
	ra = nw_game_begin(&a, rec, opt, &va);
	rb = nw_game_begin(&b, rec, opt, &vb);
	if (!ra || !rb)
		return;
	for (i = 0; i < rec->nevents; i++) {
		eb = rec->events[i];
		ea = eb;
		ea.checked_by = NULL;
		was = nw_usual_read(&a.pos, &ea, &u);
		ra = nw_game_event(&a, &ea, &va);
		rb = nw_game_event(&b, &eb, &vb);
		usual += was;
		if (ra != rb || !same_verdict(&va, &vb) ||
		    memcmp(&a.pos, &b.pos, sizeof(a.pos)) != 0 ||
		    a.nevents != b.nevents || (ra && !same_last(&a.last,
		    &b.last))) {
			if (differ++ < 5)
				printf("# differs at line %u: %s %s: '%s' and "
				    "'%s'\n", ea.pos.line, ea.actor, ea.verb,
				    va.text, vb.text);
			return;
		}
		if (!ra) {
			rejected += was;
			return;
		}
		legal += was;
	}
	(void)nw_game_close(&a, &va);
	(void)nw_game_close(&b, &vb);
	if (!same_verdict(&va, &vb) || memcmp(&a.pos, &b.pos,
	    sizeof(a.pos)) != 0)
		differ++;
}

int
main(int argc, char *argv[])
{
	struct rec_reader	*r;
	struct rec_game		*rec;
	struct nw_options	 opt;
	char			 path[] = "/tmp/nwmade.XXXXXX";
	FILE			*fp;
	size_t			 k;
	int			 n = argc > 1 ? atoi(argv[1]) : 40, fd;
	enum rec_result		 got;

	if ((fd = mkstemp(path)) < 0 || (fp = fdopen(fd, "w")) == NULL) {
		perror(path);
		return 1;
	}
	for (k = 0; k < NCONFIGS; k++)
		write_games(fp, &configs[k], 7 + k, n);
	if (fclose(fp) != 0 || (r = rec_open(path)) == NULL) {
		perror(path);
		return 1;
	}
	nw_options_init(&opt);
	while ((got = rec_next(r, &rec)) != REC_END)
		if (got == REC_GAME)
			compare(rec, &opt);
	rec_close(r);
	unlink(path);
	tap_ok(differ == 0, "every event leaves the game and the verdict as "
	    "the table's way leaves them (%lu usual events read, %lu made, "
	    "%lu refused)", usual, legal, rejected);
	tap_ok(legal > 1000, "usual events were made: %lu", legal);
	tap_ok(rejected > 50, "usual events were refused: %lu", rejected);
	return tap_done();
}
