/*
 * network.c: reading a NetMatch network file (see nm-network(5)).  The
 * file is hostile input: every name, count and edge is checked, and what
 * is wrong is said with its line and column.
 */
#include <sys/stat.h>

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"
#include "keep.h"
#include "record.h"
#include "verdict.h"
#include "network.h"

const char *const nm_colors[NM_NCOLORS + 1] = {
	"red", "yellow", "green", "blue", NULL
};
const char *const nm_symbols[NM_NSYMBOLS + 1] = {
	"circle", "square", "triangle", "star", NULL
};

#define BLANKS	" \t"
#define NCACHE	8	/* network files a program keeps */

/* What reading a network needs beside the network itself. */
struct parser {
	struct nm_network	*net;
	struct pos		 decl[NM_MAXNODES];	/* each node's name */
	short			 ea[NM_MAXEDGES], eb[NM_MAXEDGES];
	unsigned int		 eline[NM_MAXEDGES];
	unsigned int		 side_line[NM_MAXNODES];	/* 0: none */
};

/* A network read from a file, as the cache keeps it (keep.h). */
struct kept_network {
	struct kept		 kept;
	struct nm_network	 net;
};

/* A network file read, or one that could not be: nm_network_cached(). */
struct cached {
	char			 path[NM_PATHLEN];
	struct kept_network	*kn;		/* NULL if it could not be */
	struct verdict		 why;
};

static struct keeper	 keeper = KEEPER_INITIALIZER;
static struct cached	 cache[NCACHE];
static int		 ncached;
static pthread_once_t	 default_once = PTHREAD_ONCE_INIT;
static struct nm_network default_net;

int
nm_color_find(const char *s, size_t len)
{
	int	 i;

	for (i = 0; i < NM_NCOLORS; i++)
		if (strlen(nm_colors[i]) == len &&
		    strncmp(nm_colors[i], s, len) == 0)
			return i;
	return -1;
}

int
nm_symbol_find(const char *s, size_t len)
{
	int	 i;

	for (i = 0; i < NM_NSYMBOLS; i++)
		if (strlen(nm_symbols[i]) == len &&
		    strncmp(nm_symbols[i], s, len) == 0)
			return i;
	return -1;
}

/* The bucket where the search for the name of len bytes at s begins. */
static unsigned int
name_hash(const char *s, size_t len)
{
	unsigned int	 h = 2166136261u;	/* FNV-1a */
	size_t		 i;

	for (i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h & (NM_BUCKETS - 1);
}

int
nm_node_find(const struct nm_network *net, const char *s, size_t len)
{
	unsigned int	 b;
	int		 i;

	if (len == 0 || len >= NM_NAMELEN)
		return -1;
	for (b = name_hash(s, len); (i = net->bucket[b] - 1) >= 0;
	    b = (b + 1) & (NM_BUCKETS - 1))
		if (rec_word_is(net->node[i], s, len))
			return i;
	return -1;
}

/* Put node n, its name set, in the hash table. */
static void
node_index(struct nm_network *net, int n)
{
	unsigned int	 b = name_hash(net->node[n], strlen(net->node[n]));

	while (net->bucket[b] != 0)
		b = (b + 1) & (NM_BUCKETS - 1);
	net->bucket[b] = (short)(n + 1);
}

int
nm_adjacent(const struct nm_network *net, int a, int b)
{
	int	 i;

	for (i = net->first[a]; i < net->first[a + 1]; i++)
		if (net->adj[i] == b)
			return 1;
	return 0;
}

/*
 * The next word of the line from *off: its offset into *off and length
 * into *len; 0 at the end of the line or at a comment.
 */
static int
next_word(const char *line, size_t *off, size_t *len)
{
	*off += strspn(line + *off, BLANKS);
	if (line[*off] == '\0' || line[*off] == '#')
		return 0;
	*len = strcspn(line + *off, BLANKS);
	return 1;
}

/* The place of byte offset off of a line whose start is at pos. */
static struct pos
at(struct pos pos, size_t off)
{
	return rec_pos_add(pos, (unsigned int)off);
}

/* Fill the verdict, malformed at byte off of the line at pos; return 0. */
static int
bad_at(struct verdict *v, struct pos pos, size_t off, const char *fmt, ...)
{
	struct pos	 w = at(pos, off);
	va_list		 ap;

	(void)verdict_malformed(v, &w, "%s", "");
	va_start(ap, fmt);
	vsnprintf(v->text, sizeof(v->text), fmt, ap);
	va_end(ap);
	return 0;
}

/* Whether the len bytes at s are a well-formed node name. */
static int
good_name(const char *s, size_t len)
{
	size_t	 i;

	if (len == 0 || len >= NM_NAMELEN)
		return 0;
	for (i = 0; i < len; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') ||
		    (s[i] >= 'A' && s[i] <= 'Z') ||
		    (s[i] >= '0' && s[i] <= '9') || s[i] == '_'))
			return 0;
	return 1;
}

/*
 * The node named by the len bytes at s, declared above: returns its
 * index, or -1 with the verdict.
 */
static int
known_node(const struct parser *p, const char *s, size_t len,
    struct pos pos, struct verdict *v)
{
	int	 n;

	if (!good_name(s, len))
		return verdict_malformed(v, &pos, "expected a node's name: 1 to "
		    "%d letters, digits and '_'", NM_NAMELEN - 1) - 1;
	if ((n = nm_node_find(p->net, s, len)) < 0)
		return verdict_malformed(v, &pos, "%.*s is not a node: declare "
		    "it on a node line above", (int)len, s) - 1;
	return n;
}

/* Read a node line's names, from off. */
static int
read_nodes(struct parser *p, const char *line, size_t off, struct pos pos,
    struct verdict *v)
{
	struct nm_network	*net = p->net;
	size_t			 len;
	int			 n, any = 0;

	while (next_word(line, &off, &len)) {
		any = 1;
		if (!good_name(line + off, len))
			return bad_at(v, pos, off,
			    "a node's name is 1 to %d letters, digits and '_'",
			    NM_NAMELEN - 1);
		if ((n = nm_node_find(net, line + off, len)) >= 0)
			return bad_at(v, pos, off,
			    "node %s is declared already, on line %u",
			    net->node[n], p->decl[n].line);
		if (net->nnodes == NM_MAXNODES)
			return bad_at(v, pos, off,
			    "a network has at most %d nodes", NM_MAXNODES);
		memcpy(net->node[net->nnodes], line + off, len);
		net->node[net->nnodes][len] = '\0';
		node_index(net, net->nnodes);
		p->decl[net->nnodes++] = at(pos, off);
		off += len;
	}
	if (!any)
		return verdict_malformed(v, &pos, "a node line names one node "
		    "or more, as in 'node R1 R2'");
	return 1;
}

/* Add the edge from a to b, at pos, unless it is there already. */
static int
add_edge(struct parser *p, int a, int b, struct pos pos, struct verdict *v)
{
	struct nm_network	*net = p->net;
	int			 i;

	if (a == b)
		return verdict_malformed(v, &pos, "an edge joins two different "
		    "nodes, not %s to itself", net->node[a]);
	for (i = 0; i < net->nedges; i++)
		if ((p->ea[i] == a && p->eb[i] == b) ||
		    (p->ea[i] == b && p->eb[i] == a))
			return verdict_malformed(v, &pos, "%s and %s are "
			    "joined already, on line %u", net->node[a],
			    net->node[b], p->eline[i]);
	if (net->nedges == NM_MAXEDGES)
		return verdict_malformed(v, &pos, "a network has at most %d "
		    "edges", NM_MAXEDGES);
	p->ea[net->nedges] = (short)a;
	p->eb[net->nedges] = (short)b;
	p->eline[net->nedges++] = pos.line;
	return 1;
}

/* Read an edge line's chains, "A-B" or "A-B-C...", from off. */
static int
read_edges(struct parser *p, const char *line, size_t off, struct pos pos,
    struct verdict *v)
{
	size_t	 len, end, n, start;
	int	 a, b, names, any = 0;

	while (next_word(line, &off, &len)) {
		any = 1;
		start = off;
		end = off + len;
		a = -1;
		for (names = 0;; names++) {
			n = strcspn(line + off, "-" BLANKS);
			if (off + n > end)
				n = end - off;
			if ((b = known_node(p, line + off, n, at(pos, off),
			    v)) < 0)
				return 0;
			if (a >= 0 && !add_edge(p, a, b, at(pos, off), v))
				return 0;
			a = b;
			off += n;
			if (off == end)
				break;
			off++;		/* the '-' */
		}
		if (names == 0)
			return bad_at(v, pos, start, "an edge is two nodes or "
			    "more joined by '-', as in R1-R2 or R1-R2-R3");
	}
	if (!any)
		return verdict_malformed(v, &pos, "an edge line names one edge "
		    "or more, as in 'edge R1-R2 R2-I1'");
	return 1;
}

/* Read a side line, "side COLOR N1 N2 N3 N4", from off. */
static int
read_side(struct parser *p, const char *line, size_t off, struct pos pos,
    struct verdict *v)
{
	struct nm_network	*net = p->net;
	struct nm_side		*side;
	size_t			 len;
	int			 c, n, k = 0;

	if (!next_word(line, &off, &len) ||
	    (c = nm_color_find(line + off, len)) < 0)
		return bad_at(v, pos, off,
		    "a side line names its color first: red, yellow, green "
		    "or blue");
	if (net->nsides == NM_MAXSIDES)
		return verdict_malformed(v, &pos, "a network has at most %d "
		    "sides", NM_MAXSIDES);
	side = &net->side[net->nsides];
	side->color = c;
	for (off += len; next_word(line, &off, &len); off += len) {
		if (k == NM_NSYMBOLS)
			return bad_at(v, pos, off,
			    "a side has four nodes, one for each symbol");
		if ((n = known_node(p, line + off, len, at(pos, off), v)) < 0)
			return 0;
		if (p->side_line[n] != 0)
			return bad_at(v, pos, off,
			    "%s is on a side already, on line %u",
			    net->node[n], p->side_line[n]);
		p->side_line[n] = pos.line;
		side->node[k++] = (short)n;
	}
	if (k < NM_NSYMBOLS)
		return bad_at(v, pos, off,
		    "a side has four nodes, one for each symbol in the order "
		    "circle, square, triangle, star; this one has %d", k);
	net->sides_of[c]++;
	net->nsides++;
	return 1;
}

/* Read one line of a network file, whose start is at pos. */
static int
parse_line(struct parser *p, const char *line, struct pos pos,
    struct verdict *v)
{
	size_t	 off = 0, len;

	if (!next_word(line, &off, &len))
		return 1;
	if (len == 4 && strncmp(line + off, "node", 4) == 0)
		return read_nodes(p, line, off + len, pos, v);
	if (len == 4 && strncmp(line + off, "edge", 4) == 0)
		return read_edges(p, line, off + len, pos, v);
	if (len == 4 && strncmp(line + off, "side", 4) == 0)
		return read_side(p, line, off + len, pos, v);
	return bad_at(v, pos, off, "a line "
	    "of a network begins with node, edge or side");
}

/* Fill in the neighbor lists from the edges read. */
static void
link_nodes(struct parser *p)
{
	struct nm_network	*net = p->net;
	short			 fill[NM_MAXNODES];
	int			 i;

	memset(net->first, 0, sizeof(net->first));
	for (i = 0; i < net->nedges; i++) {
		net->first[p->ea[i] + 1]++;
		net->first[p->eb[i] + 1]++;
	}
	for (i = 0; i < net->nnodes; i++)
		net->first[i + 1] += net->first[i];
	for (i = 0; i < net->nnodes; i++)
		fill[i] = net->first[i];
	for (i = 0; i < net->nedges; i++) {
		net->adj[fill[p->ea[i]]++] = p->eb[i];
		net->adj[fill[p->eb[i]]++] = p->ea[i];
	}
}

/* Check the network as a whole once every line is read. */
static int
check_whole(struct parser *p, const char *name, struct verdict *v)
{
	struct nm_network	*net = p->net;
	struct pos		 file = { name, 0, 0 };
	short			 queue[NM_MAXNODES];
	unsigned char		 seen[NM_MAXNODES];
	int			 c, head = 0, tail = 0, n, i;

	if (net->nsides == 0)
		return verdict_malformed(v, &file, "a network has sides: none "
		    "is given, as in 'side red R1 R2 R3 R4'");
	for (c = 1; c < NM_NCOLORS; c++)
		if (net->sides_of[c] != net->sides_of[0])
			return verdict_malformed(v, &file, "every color owns "
			    "as many sides as the others; red owns %d and %s "
			    "%d", net->sides_of[0], nm_colors[c],
			    net->sides_of[c]);
	link_nodes(p);
	memset(seen, 0, sizeof(seen));
	queue[tail++] = 0;
	seen[0] = 1;
	while (head < tail) {
		n = queue[head++];
		for (i = net->first[n]; i < net->first[n + 1]; i++)
			if (!seen[net->adj[i]]) {
				seen[net->adj[i]] = 1;
				queue[tail++] = net->adj[i];
			}
	}
	for (n = 0; n < net->nnodes; n++)
		if (!seen[n])
			return verdict_malformed(v, &p->decl[n], "%s cannot be "
			    "reached from %s: a network is connected",
			    net->node[n], net->node[0]);
	return 1;
}

/* Start a parse of the network called name into net. */
static struct parser *
parser_new(struct nm_network *net, const char *name)
{
	struct parser	*p;

	memset(net, 0, sizeof(*net));
	snprintf(net->name, sizeof(net->name), "%s", name);
	p = xcalloc(1, sizeof(*p));
	p->net = net;
	return p;
}

int
nm_network_parse(struct nm_network *net, const char *name, const char *text,
    struct verdict *v)
{
	struct parser	*p = parser_new(net, name);
	struct pos	 pos = { name, 0, 1 };
	char		 line[REC_MAXLINE + 1];
	const char	*s = text;
	size_t		 len;
	int		 ok = 1;

	verdict_clear(v);
	while (ok && *s != '\0') {
		len = strcspn(s, "\n");
		pos.line++;
		if (len > REC_MAXLINE) {
			ok = verdict_malformed(v, &pos, "a line holds at most %d "
			    "bytes", REC_MAXLINE);
			break;
		}
		memcpy(line, s, len);
		line[len] = '\0';
		ok = parse_line(p, line, pos, v);
		s += len + (s[len] == '\n');
	}
	if (ok)
		ok = check_whole(p, name, v);
	free(p);
	return ok;
}

/*
 * Whether path may name a network: a network is data on disk, and "-",
 * a pipe or a device (which a record's Network tag could name) would read
 * the program's own input or wait for ever.  A path that cannot be
 * looked at is left for rec_open() to diagnose.  Returns 1, or 0 with
 * the verdict filled.
 */
static int
regular_file(const char *path, struct verdict *v)
{
	struct stat	 st;
	struct pos	 at = { path, 0, 0 };

	if (strcmp(path, "-") == 0 ||
	    (stat(path, &st) == 0 && !S_ISREG(st.st_mode)))
		return verdict_malformed(v, &at, "a network is a file on disk, "
		    "not the standard input, a pipe, a device or a directory");
	return 1;
}

/*
 * The next line of the network file, as rec_next_line() gives it, its
 * place in the file called name.  A line that is not text is malformed
 * with what the reader says of it, at its place, in the verdict, not
 * printed: a Network tag says it at the tag.  Returns 1, 0 at the end,
 * or -1 with the verdict (empty if a read error was diagnosed).
 */
static int
next_line(struct rec_reader *r, const char *name, const char **line,
    struct pos *pos, struct verdict *v)
{
	struct pos	 at;
	char		*why;
	int		 rc;

	diag_intercept();
	rc = rec_next_line(r, line, pos);
	why = diag_captured(&at);
	pos->file = name;
	if (rc < 0) {
		v->status = EXIT_TROUBLE;
		if (why != NULL) {
			at.file = name;
			(void)verdict_malformed(v, &at, "%s", why);
		}
	}
	free(why);
	return rc;
}

int
nm_network_read(struct nm_network *net, const char *path, struct verdict *v)
{
	struct rec_reader	*r;
	struct parser		*p;
	struct pos		 pos;
	const char		*line;
	int			 rc, ok = 1;

	verdict_clear(v);
	if (strlen(path) >= NM_PATHLEN)
		return verdict_malformed(v, &(struct pos){ path, 0, 0 }, "a "
		    "network's file name is at most %d bytes", NM_PATHLEN - 1);
	if (!regular_file(path, v))
		return 0;
	if ((r = rec_open(path)) == NULL) {
		v->status = EXIT_TROUBLE;	/* rec_open() said why */
		return 0;
	}
	p = parser_new(net, path);
	while (ok && (rc = next_line(r, net->name, &line, &pos, v)) != 0) {
		if (rc < 0) {
			ok = 0;
			break;
		}
		ok = parse_line(p, line, pos, v);
	}
	if (ok)
		ok = check_whole(p, net->name, v);
	free(p);
	rec_close(r);
	return ok;
}

/* Read the default network, once (pthread_once()). */
static void
read_default(void)
{
	struct verdict	 v;

	if (!nm_network_parse(&default_net, "default", nm_default_text, &v))
		diag_fatal("the default network: %s", v.text);
}

const struct nm_network *
nm_network_default(void)
{
	if (pthread_once(&default_once, read_default) != 0)
		diag_fatal("cannot read the default network once");
	return &default_net;
}

/* Free a network put out of the cache. */
static void
free_network(struct kept *k)
{
	free(k);
}

/* Under the lock: the cache's entry for path, or NULL. */
static struct cached *
entry_of(const char *path)
{
	struct cached	*c;

	for (c = cache; c < cache + ncached; c++)
		if (strcmp(c->path, path) == 0)
			return c;
	return NULL;
}

/* Under the lock: the cached network of path, as nm_network_cached(). */
static const struct nm_network *
find_cached(const char *path, struct verdict *v)
{
	struct cached	*c;

	verdict_clear(v);
	if ((c = entry_of(path)) != NULL) {
		if (c->kn == NULL)
			*v = c->why;
		return c->kn != NULL ? &c->kn->net : NULL;
	}
	c = &cache[ncached < NCACHE ? ncached++ : NCACHE - 1];
	if (c->kn != NULL)
		keep_retire(&keeper, &c->kn->kept);
	snprintf(c->path, sizeof(c->path), "%s", path);
	c->kn = xmalloc(sizeof(*c->kn));
	if (nm_network_read(&c->kn->net, path, v)) {
		keep_add(&keeper, &c->kn->kept, free_network);
		return &c->kn->net;
	}
	free(c->kn);
	c->kn = NULL;
	/* Its place names the file by the copy the cache keeps. */
	c->why = *v;
	c->why.pos.file = c->path;
	if (c->why.text[0] == '\0') {
		/* Diagnosed by the reader this time; said again next time. */
		c->why.pos.line = c->why.pos.col = 0;
		snprintf(c->why.text, sizeof(c->why.text), "the file "
		    "cannot be read, as said before");
	} else
		*v = c->why;
	return NULL;
}

const struct nm_network *
nm_network_cached(const char *path, struct verdict *v)
{
	const struct nm_network *net;

	keep_lock(&keeper);
	net = find_cached(path, v);
	keep_unlock(&keeper);
	return net;
}

void
nm_network_forget_failures(void)
{
	int	 i, kept = 0;

	keep_lock(&keeper);
	for (i = 0; i < ncached; i++)
		if (cache[i].kn != NULL)
			cache[kept++] = cache[i];
	ncached = kept;
	keep_unlock(&keeper);
}

const struct nm_network *
nm_network_known(const char *path)
{
	const struct cached	*c;
	const struct nm_network *net;

	keep_lock(&keeper);
	net = (c = entry_of(path)) != NULL && c->kn != NULL ? &c->kn->net :
	    NULL;
	keep_unlock(&keeper);
	return net;
}
