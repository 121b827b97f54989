/*
 * nwactor.c: unit tests for the way nw_game_event() tells whose an
 * event is (lib/nw/game.c: actor_side()), a player's name of 7 bytes or
 * fewer compared as one word of 8 bytes, a longer one byte by byte: for
 * random pairs of names, short and long, alike in their first bytes,
 * and actors that are one of them, or one cut short or made longer, or
 * another, the first two events of a game are read through the record
 * reader and must be judged as the names say, compared here with
 * strcmp(): South's first move is legal, North's is not the first, and
 * anyone else's is no player's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "record.h"
#include "rng.h"
#include "verdict.h"
#include "nw/game.h"
#include "tap.h"

#define NAMEMAX	12

/* What was tried, and what was judged wrong. */
static unsigned long	 tried, short_names, long_names, wrong;

/* A random name of 1 to NAMEMAX - 1 bytes, of few letters: alike often. */
static void
random_name(struct rng *rng, char name[NAMEMAX])
{
	size_t	 i, len = 1 + rng_below(rng, NAMEMAX - 1);

	for (i = 0; i < len; i++)
		name[i] = "ab1"[rng_below(rng, i == 0 ? 2 : 3)];
	name[len] = '\0';
}

/* An actor like one of the names: it, or it cut short or made longer. */
static void
random_actor(struct rng *rng, const char *const names[2],
    char actor[NAMEMAX + 1])
{
	const char	*like = names[rng_below(rng, 2)];
	size_t		 len = strlen(like);

	switch (rng_below(rng, 5)) {
	case 0:
	case 1:
		snprintf(actor, NAMEMAX + 1, "%s", like);
		break;
	case 2:		/* cut short */
		snprintf(actor, NAMEMAX + 1, "%.*s", len > 1 ? (int)len - 1 :
		    1, like);
		break;
	case 3:		/* made longer */
		snprintf(actor, NAMEMAX + 1, "%s%c", like, "ab1"[rng_below(rng,
		    3)]);
		break;
	default:
		random_name(rng, actor);
		break;
	}
}

/*
 * Draw a game's two names, which differ, and the actors of its two
 * events: the same from a generator seeded the same.
 */
static void
draw_game(struct rng *rng, char names[2][NAMEMAX],
    const char *const pn[2], char actor[2][NAMEMAX + 1])
{
	do {
		random_name(rng, names[0]);
		random_name(rng, names[1]);
	} while (strcmp(names[0], names[1]) == 0);
	random_actor(rng, pn, actor[0]);
	random_actor(rng, pn, actor[1]);
}

/*
 * Whether the verdict of an event by the actor, the first of its game if
 * first, is what its name says: legal if it is the player whose move it
 * is (legal is 1), else that it is no player's, or, for the first event,
 * North's.
 */
static int
judged_right(const char *const names[2], const char *actor, int first,
    int made, int legal, const struct verdict *v)
{
	if (strcmp(actor, names[0]) != 0 && strcmp(actor, names[1]) != 0)
		return !made && strstr(v->text, "is not one of the two "
		    "players") != NULL;
	if (first && strcmp(actor, names[1]) == 0)
		return !made && strstr(v->text, "moves first") != NULL;
	return made == legal && strstr(v->text, "is not one of") == NULL;
}

int
main(void)
{
	char			 names[2][NAMEMAX], actor[2][NAMEMAX + 1];
	const char *const	 pn[2] = { names[0], names[1] };
	char			 path[] = "/tmp/nwactor.XXXXXX";
	struct rec_reader	*r;
	struct rec_game		*rec;
	struct nw_game		 g;
	struct verdict		 v;
	struct rng		 rng;
	FILE			*fp;
	int			 fd, i, n = 20000, made;

	if ((fd = mkstemp(path)) < 0 || (fp = fdopen(fd, "w")) == NULL) {
		perror(path);
		return 1;
	}
	rng_seed(&rng, 7);
	for (i = 0; i < n; i++) {
		draw_game(&rng, names, pn, actor);
		/* South's move, then North's if the actors are theirs. */
		fprintf(fp, "[Game \"netzwerk\"]\n[Players \"%s %s\"]\n\n"
		    "1 %s move c1-c2\n1 %s move c6-c5\n\n", names[0], names[1],
		    actor[0], actor[1]);
	}
	if (fclose(fp) != 0 || (r = rec_open(path)) == NULL) {
		perror(path);
		return 1;
	}
	rng_seed(&rng, 7);
	for (i = 0; i < n && rec_next(r, &rec) == REC_GAME; i++) {
		/* The same names again, from the same generator. */
		draw_game(&rng, names, pn, actor);
		if (!nw_game_begin(&g, rec, NULL, &v) || rec->nevents != 2)
			continue;
		tried++;
		short_names += strlen(names[0]) <= 7 && strlen(names[1]) <= 7;
		long_names += strlen(names[0]) > 7 || strlen(names[1]) > 7;
		made = nw_game_event(&g, &rec->events[0], &v);
		if (!judged_right(pn, actor[0], 1, made, 1, &v)) {
			if (wrong++ < 5)
				printf("# %s %s: first by %s: %s\n", names[0],
				    names[1], actor[0], v.text);
			continue;
		}
		if (!made)
			continue;
		/* North's c6-c5 is legal; South has moved its own. */
		made = nw_game_event(&g, &rec->events[1], &v);
		if (!judged_right(pn, actor[1], 0, made,
		    strcmp(actor[1], names[1]) == 0, &v) && wrong++ < 5)
			printf("# %s %s: second by %s: %s\n", names[0],
			    names[1], actor[1], v.text);
	}
	rec_close(r);
	unlink(path);
	tap_ok(wrong == 0, "every actor is judged by its name (%lu games)",
	    tried);
	tap_ok(short_names > 1000, "games of two names of 7 bytes or fewer: "
	    "%lu", short_names);
	tap_ok(long_names > 1000, "games of a name longer: %lu", long_names);
	return tap_done();
}
