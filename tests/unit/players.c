/*
 * players.c: unit tests for lib/players.c, the Players tag: names only
 * and with colors, one or two colors a player, and every way a tag can be
 * wrong (the place and the message of each).
 */
#include <stdio.h>
#include <string.h>

#include "players.h"
#include "tap.h"

static const char *const colors[] = { "black", "white", "red", "green",
	NULL };
static const char *const nm_colors[] = { "red", "yellow", "green", "blue",
	NULL };

static const struct players_rules names_only = {
	"netzwerk", 2, 2, NULL, 0, "ann bob"
};
static const struct players_rules one_color = {
	"control-word", 2, 4, colors, 1, "ann:red bob:black"
};
static const struct players_rules two_colors = {
	"netmatch", 2, 4, nm_colors, 2, "ann:red bob:yellow"
};

/* Read value as a Players tag at line 3, its '"' in column 10. */
static int
read(const char *value, const struct players_rules *r, struct players *ps,
    struct verdict *v)
{
	struct rec_tag	 t;
	struct rec_game	 g;

	memset(&t, 0, sizeof(t));
	memset(&g, 0, sizeof(g));
	t.name = "Players";
	t.value = value;
	t.pos.file = t.value_pos.file = g.pos.file = "x.rec";
	t.pos.line = t.value_pos.line = 3;
	g.pos.line = 1;
	g.pos.col = t.pos.col = 1;
	t.value_pos.col = 10;
	verdict_clear(v);
	return players_read(ps, &t, &g, r, v);
}

/* The tag value must be refused at column col with a message holding text. */
static void
refused(const char *value, const struct players_rules *r, unsigned int col,
    const char *text)
{
	struct players	 ps;
	struct verdict	 v;
	int		 ok;

	ok = read(value, r, &ps, &v);
	tap_ok(!ok && v.status == EXIT_TROUBLE && v.pos.col == col &&
	    strstr(v.text, text) != NULL, "\"%s\" refused at col %u: %s",
	    value, col, text);
	if (ok || v.pos.col != col || strstr(v.text, text) == NULL)
		printf("#   got %d at col %u: %s\n", ok, v.pos.col, v.text);
}

int
main(void)
{
	struct players	 ps;
	struct verdict	 v;
	struct rec_game	 g;

	tap_ok(read("ann bob", &names_only, &ps, &v) && ps.n == 2 &&
	    strcmp(ps.p[0].name, "ann") == 0 &&
	    strcmp(ps.p[1].name, "bob") == 0 && ps.p[1].namelen == 3,
	    "two names");
	tap_ok(read("  José\tO'Neil-2 ", &names_only, &ps, &v) == 0,
	    "an apostrophe is not in a name");
	tap_ok(read("  José\tNeil-2.x ", &names_only, &ps, &v) &&
	    strcmp(ps.p[0].name, "José") == 0 &&
	    strcmp(ps.p[1].name, "Neil-2.x") == 0,
	    "letters outside ASCII, tabs and spaces around");
	tap_is_int(players_find(&ps, "Neil-2.x"), 1, "find by name");
	tap_is_int(players_find(&ps, "neil-2.x"), -1, "find is exact");

	tap_ok(read("ann:red bob:black cat:green dan:white", &one_color, &ps,
	    &v) && ps.n == 4 && ps.p[0].color[0] == 2 &&
	    ps.p[1].color[0] == 0 && ps.p[3].color[0] == 1 &&
	    ps.p[2].ncolors == 1, "four players with a color each");
	tap_is_int(players_find_color(&ps, 3), 2, "green is cat's");
	tap_ok(read("ann:red+green bob:yellow+blue", &two_colors, &ps, &v) &&
	    ps.n == 2 && ps.p[0].ncolors == 2 && ps.p[0].color[1] == 2 &&
	    ps.p[1].color[0] == 1 && ps.p[1].color[1] == 3,
	    "two colors each");
	tap_is_int(players_find_color(&ps, 3), 1, "blue is bob's");

	refused("ann ann", &names_only, 15, "two players are named 'ann'");
	refused("ann Ann", &names_only, 15, "two players are named 'Ann'");
	refused("host bob", &names_only, 11, "host is the referee's name");
	refused("ann HOST", &names_only, 15, "host is the referee's name");
	refused("ann", &names_only, 10, "netzwerk has 2 players, not 1");
	refused("ann bob cat", &names_only, 10, "at most 2 players");
	refused("", &names_only, 10, "has 2 players, not 0");
	refused("ann b\xef\xbb\xbf" "ob", &names_only, 16, "(U+FEFF)");
	refused("ann\xe2\x80\xa8 bob", &names_only, 14, "(U+2028)");
	refused("ann b#b", &names_only, 16, "not '#'");
	refused("ann 2bob", &names_only, 15, "'2bob' cannot be the actor of "
	    "an event");
	refused("ann \xe2\x98\xba", &names_only, 15, "cannot be the actor");
	refused("ann:red bob", &names_only, 14, "has no color");
	refused("abcdefghijklmnopqrstuvwxyz012345 bob", &names_only, 11,
	    "at most 31 bytes");

	refused("ann:red bob", &one_color, 19, "bob has no color");
	refused("ann:red bob:", &one_color, 23,
	    "'' is not a color of control-word: its colors are black, white, "
	    "red and green");
	refused("ann:red bob:blue", &one_color, 23, "'blue' is not a color");
	refused("ann:red bob:red", &one_color, 23, "ann plays red already");
	refused("ann:red+green bob:black", &one_color, 19,
	    "plays one color");
	refused(":red bob:black", &one_color, 10, "a name before the color");
	refused("ann:red+red bob:yellow", &two_colors, 19,
	    "ann plays red already");
	refused("ann:red+green+blue bob:yellow", &two_colors, 25,
	    "plays at most 2 colors");
	refused("ann:red", &one_color, 10, "has at least 2 players, not 1");
	refused("a:red b:black c:green d:white e:red", &one_color, 10,
	    "at most 4 players");

	memset(&g, 0, sizeof(g));
	g.pos.file = "y.rec";
	g.pos.line = 7;
	tap_ok(players_read(&ps, NULL, &g, &one_color, &v) == 0 &&
	    v.pos.line == 7 && strcmp(v.text, "a control-word game names its "
	    "players: [Players \"ann:red bob:black\"]") == 0,
	    "no Players tag: at the game's first line");
	return tap_done();
}
