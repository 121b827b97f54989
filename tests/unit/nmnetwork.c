/*
 * nmnetwork.c: unit tests for lib/nm/network.c: the default network as
 * READINGS' reconstruction describes it, the built-in copy the same bytes
 * as data/netmatch.net, and every way a network file can be wrong, each
 * with its place and message.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nm/network.h"
#include "tap.h"

/* Parse text; return 1 if it is refused with want at line:col. */
static int
refused(const char *text, unsigned int line, unsigned int col,
    const char *want)
{
	static struct nm_network	 net;
	struct verdict			 v;

	if (nm_network_parse(&net, "t.net", text, &v)) {
		printf("#   accepted: %s", text);
		return 0;
	}
	if (v.status == EXIT_TROUBLE && v.pos.line == line &&
	    v.pos.col == col && strcmp(v.text, want) == 0)
		return 1;
	printf("#   got %u:%u: %s (status %d)\n", v.pos.line, v.pos.col, v.text,
	    v.status);
	return 0;
}

/* A whole network around a body: one side of each color, all linked. */
#define SIDES "side red a1 a2 a3 a4\nside yellow b1 b2 b3 b4\n" \
	"side green c1 c2 c3 c4\nside blue d1 d2 d3 d4\n"
#define NODES "node a1 a2 a3 a4 b1 b2 b3 b4\nnode c1 c2 c3 c4 d1 d2 d3 d4\n"
#define EDGES "edge a1-a2-a3-a4-b1-b2-b3-b4-c1-c2-c3-c4-d1-d2-d3-d4-a1\n"

/* Read a whole file into a string the caller frees, or NULL. */
static char *
slurp(const char *path)
{
	FILE	*fp;
	char	*buf;
	long	 n;

	if ((fp = fopen(path, "rb")) == NULL)
		return NULL;
	fseek(fp, 0, SEEK_END);
	n = ftell(fp);
	rewind(fp);
	buf = calloc(1, (size_t)n + 1);
	if (buf != NULL && fread(buf, 1, (size_t)n, fp) != (size_t)n) {
		free(buf);
		buf = NULL;
	}
	fclose(fp);
	return buf;
}

static void
test_default(void)
{
	const struct nm_network	*net = nm_network_default();
	char			*file;
	int			 r1, r2, r3, r48, i1, i2, i12, h, c, k, n;

	tap_is_int(net->nnodes, 61, "default: 48 rim nodes, 12 inner, a hub");
	tap_is_int(net->nedges, 96, "default: 48 rim edges, 24 to the sides' "
	    "middles, 12 around the inner ring, 12 to the hub");
	tap_is_int(net->nsides, 12, "default: twelve sides");
	for (c = 0; c < NM_NCOLORS; c++)
		tap_is_int(net->sides_of[c], 3, "default: %s owns three sides",
		    nm_colors[c]);
	for (k = 0, n = 0; k < net->nsides; k++)
		n += net->side[k].color == k / 3;
	tap_is_int(n, 12, "default: each color's three sides are consecutive, "
	    "red first");
	r1 = nm_node_find(net, "R1", 2);
	r2 = nm_node_find(net, "R2", 2);
	r3 = nm_node_find(net, "R3", 2);
	r48 = nm_node_find(net, "R48", 3);
	i1 = nm_node_find(net, "I1", 2);
	i2 = nm_node_find(net, "I2", 2);
	i12 = nm_node_find(net, "I12", 3);
	h = nm_node_find(net, "H", 1);
	tap_ok(r1 >= 0 && r2 >= 0 && r3 >= 0 && r48 >= 0 && i1 >= 0 &&
	    i12 >= 0 && h >= 0, "default: R1, R48, I1, I12 and H are nodes");
	tap_ok(nm_node_find(net, "R49", 3) < 0 && nm_node_find(net, "r1", 2) < 0,
	    "default: no R49; names are case sensitive");
	tap_ok(nm_adjacent(net, r1, r2) && nm_adjacent(net, r48, r1),
	    "default: rim neighbors, R48 beside R1");
	tap_ok(!nm_adjacent(net, r1, r3) && !nm_adjacent(net, r1, i1),
	    "default: R1-R3 and R1-I1 are not edges");
	tap_ok(nm_adjacent(net, i1, r2) && nm_adjacent(net, r3, i1),
	    "default: I1 is linked to side 1's middle nodes R2 and R3");
	tap_ok(nm_adjacent(net, i1, i2) && nm_adjacent(net, i12, i1) &&
	    nm_adjacent(net, h, i12) && !nm_adjacent(net, h, r1),
	    "default: the inner ring, and the hub linked to it alone");
	tap_ok(net->side[0].node[0] == r1 && net->side[0].node[1] == r2,
	    "default: side 1 is R1 (circle), R2 (square), ...");
	file = slurp("data/netmatch.net");
	tap_ok(file != NULL && strcmp(file, nm_default_text) == 0,
	    "the built-in network is data/netmatch.net, byte for byte");
	free(file);
}

static void
test_errors(void)
{
	tap_ok(refused("nodes a b\n", 1, 1, "a line of a network begins with "
	    "node, edge or side"), "an unknown keyword");
	tap_ok(refused("node\n", 1, 1, "a node line names one node or more, "
	    "as in 'node R1 R2'"), "a node line without names");
	tap_ok(refused("node a b-c\n", 1, 8, "a node's name is 1 to 16 "
	    "letters, digits and '_'"), "a name with '-'");
	tap_ok(refused("node abcdefghijklmnopq\n", 1, 6, "a node's name is 1 "
	    "to 16 letters, digits and '_'"), "a name of 17 characters");
	tap_ok(refused("node a b\nnode  c a\n", 2, 9, "node a is declared "
	    "already, on line 1"), "a node declared twice");
	tap_ok(refused("node a b\nedge a-c\n", 2, 8, "c is not a node: declare "
	    "it on a node line above"), "an edge to an unknown node");
	tap_ok(refused("node a b\nedge a-a\n", 2, 8, "an edge joins two "
	    "different nodes, not a to itself"), "an edge from a node to itself");
	tap_ok(refused("node a b\nedge a-b\nedge b-a\n", 3, 8, "b and a are "
	    "joined already, on line 2"), "an edge given twice");
	tap_ok(refused("node a b\nedge a\n", 2, 6, "an edge is two nodes or "
	    "more joined by '-', as in R1-R2 or R1-R2-R3"), "an edge of one node");
	tap_ok(refused("node a b\nedge a-\n", 2, 8, "expected a node's name: 1 "
	    "to 16 letters, digits and '_'"), "an edge ending in '-'");
	tap_ok(refused("node a b\nedge a--b\n", 2, 8, "expected a node's name: "
	    "1 to 16 letters, digits and '_'"), "an edge with '--'");
	tap_ok(refused("node a b\nedge\n", 2, 1, "an edge line names one edge "
	    "or more, as in 'edge R1-R2 R2-I1'"), "an edge line without edges");
	tap_ok(refused(NODES "side pink a1 a2 a3 a4\n", 3, 6, "a side line "
	    "names its color first: red, yellow, green or blue"),
	    "a color that is not the game's");
	tap_ok(refused(NODES "side red a1 a2 a3\n", 3, 18, "a side has four "
	    "nodes, one for each symbol in the order circle, square, "
	    "triangle, star; this one has 3"), "a side of three nodes");
	tap_ok(refused(NODES "side red a1 a2 a3 a4 b1\n", 3, 22, "a side has "
	    "four nodes, one for each symbol"), "a side of five nodes");
	tap_ok(refused(NODES "side red a1 a2 a3 a4\nside blue d1 d2 d3 a4\n", 4,
	    20, "a4 is on a side already, on line 3"), "a node on two sides");
	tap_ok(refused(NODES "# no sides\n", 0, 0, "a network has sides: none "
	    "is given, as in 'side red R1 R2 R3 R4'"), "no sides at all");
	tap_ok(refused(NODES EDGES "side red a1 a2 a3 a4\n", 0, 0, "every color "
	    "owns as many sides as the others; red owns 1 and yellow 0"),
	    "a color without sides");
	tap_ok(refused(NODES "node x\n" EDGES SIDES, 3, 6, "x cannot be reached "
	    "from a1: a network is connected"), "a node no edge reaches");
}

static void
test_limits(void)
{
	static struct nm_network	 net;
	struct verdict			 v;
	char				*text, *s;
	int				 i;

	text = malloc(1 << 20);
	s = text;
	for (i = 0; i <= NM_MAXNODES; i++)
		s += sprintf(s, "node n%d\n", i);
	tap_ok(refused(text, NM_MAXNODES + 1, 6, "a network has at most 256 "
	    "nodes"), "257 nodes are too many");
	s = text;
	s += sprintf(s, NODES);
	s += sprintf(s, "edge a1-b1\nedge a1-b1\n");
	tap_ok(refused(text, 4, 9, "a1 and b1 are joined already, on line 3"),
	    "the same edge on two lines");
	s = text;
	s += sprintf(s, "node");
	for (i = 0; i < 60; i++)
		s += sprintf(s, " m%d", i);
	s += sprintf(s, "\n");
	for (i = 0; i < 60 * 59; i++)
		if (i / 60 < i % 60)
			s += sprintf(s, "edge m%d-m%d\n", i / 60, i % 60);
	tap_ok(!nm_network_parse(&net, "t.net", text, &v) &&
	    v.pos.line == NM_MAXEDGES + 2 &&
	    strcmp(v.text, "a network has at most 1024 edges") == 0,
	    "1025 edges are too many");
	s = text;
	s += sprintf(s, "node");
	for (i = 0; i < 4 * (NM_MAXSIDES + 1); i++)
		s += sprintf(s, " s%d", i);
	s += sprintf(s, "\n");
	for (i = 0; i <= NM_MAXSIDES; i++)
		s += sprintf(s, "side red s%d s%d s%d s%d\n", 4 * i, 4 * i + 1,
		    4 * i + 2, 4 * i + 3);
	tap_ok(refused(text, NM_MAXSIDES + 2, 1, "a network has at most 32 "
	    "sides"), "33 sides are too many");
	memset(text, 'x', 5000);
	strcpy(text + 5000, "\n");
	tap_ok(refused(text, 1, 1, "a line holds at most 4096 bytes"),
	    "a line too long");
	free(text);
	tap_ok(nm_network_parse(&net, "t.net", NODES EDGES SIDES, &v),
	    "a small network of four sides reads");
	tap_ok(net.nnodes == 16 && net.nedges == 16 && net.nsides == 4,
	    "its nodes, edges and sides are counted");
}

static void
test_files(void)
{
	static struct nm_network	 net;
	struct verdict			 v;

	tap_ok(nm_network_read(&net, "data/netmatch.net", &v) &&
	    net.nnodes == 61, "the shipped file reads as a network");
	tap_ok(nm_network_read(&net, "fixtures/nm/square.net", &v) &&
	    net.nnodes == 17 && net.nedges == 20 && net.nsides == 4,
	    "nm-network(5)'s example, fixtures/nm/square.net, reads");
	tap_ok(!nm_network_read(&net, "/nonexistent.net", &v) &&
	    v.status == EXIT_TROUBLE, "a missing file is refused");
	tap_ok(nm_network_cached("/nonexistent.net", &v) == NULL &&
	    v.status == EXIT_TROUBLE && v.text[0] == '\0',
	    "a missing file: diagnosed as it is read");
	tap_ok(nm_network_cached("/nonexistent.net", &v) == NULL &&
	    strcmp(v.text, "the file cannot be read, as said "
	    "before") == 0, "asked again, the file is not read again");
	tap_ok(nm_network_cached("data/netmatch.net", &v) ==
	    nm_network_cached("data/netmatch.net", &v), "a file is read once");
}

int
main(void)
{
	test_default();
	test_errors();
	test_limits();
	test_files();
	return tap_done();
}
