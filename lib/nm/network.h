/*
 * network.h: a NetMatch network, the board the pawns move on: its nodes
 * (by name), the edges that join them, and its sides, each a color and
 * four nodes, one for each symbol.  A network is read from a data file
 * whose format nm-network(5) describes, or is the default one refkit
 * ships (data/netmatch.net, built into the programs).
 *
 * Ownership: a struct nm_network is a plain value with no pointers; the
 * caller owns it.  nm_network_default() returns a network this file owns
 * until the program exits; nm_network_cached() and nm_network_known()
 * return networks this file owns while it keeps them: a 9th file read
 * takes the place of the 8th, whose network is freed once 64 more have
 * been put out so (a game may not outlive the beginning of 64 others
 * that each name a new file).  Any thread may call them.
 */
#ifndef REFKIT_NM_NETWORK_H
#define REFKIT_NM_NETWORK_H

#include <stddef.h>

#include "verdict.h"

#define NM_MAXNODES	256	/* nodes of a network */
#define NM_NAMELEN	17	/* bytes of a node's name, with its NUL */
#define NM_MAXEDGES	1024
#define NM_MAXSIDES	32
#define NM_NCOLORS	4
#define NM_NSYMBOLS	4
#define NM_PATHLEN	256	/* bytes of a network's file name */
#define NM_BUCKETS	512	/* the nodes' hash table: twice NM_MAXNODES,
				   a power of two */

/* The colors and symbols, NULL-ended, in the order of their indexes. */
extern const char *const nm_colors[NM_NCOLORS + 1];
extern const char *const nm_symbols[NM_NSYMBOLS + 1];

/* The default network's text, data/netmatch.net as it is shipped. */
extern const char nm_default_text[];

struct nm_side {
	int		 color;
	short		 node[NM_NSYMBOLS];	/* circle, square, triangle,
						   star */
};

struct nm_network {
	char		 name[NM_PATHLEN];	/* "default", or the file */
	int		 nnodes;
	char		 node[NM_MAXNODES][NM_NAMELEN];
	short		 bucket[NM_BUCKETS];	/* node + 1 by its name's hash,
						   0 for none; probed in
						   turn */
	int		 nedges;
	short		 first[NM_MAXNODES + 1];	/* node n's neighbors are
						   adj[first[n]] to
						   adj[first[n + 1] - 1] */
	short		 adj[2 * NM_MAXEDGES];
	int		 nsides;		/* in order around the board */
	struct nm_side	 side[NM_MAXSIDES];
	int		 sides_of[NM_NCOLORS];	/* how many each color owns */
};

/*
 * Read the network file at path into *net.  Returns 1, or 0 with the
 * verdict malformed at the file's line and column; a verdict whose text
 * is empty was diagnosed already (a line that is not text).
 */
int	 nm_network_read(struct nm_network *, const char *path,
	    struct verdict *);

/*
 * Read a network from text in memory, its lines ended by newlines, named
 * name in messages.  Returns 1, or 0 with the verdict.
 */
int	 nm_network_parse(struct nm_network *, const char *name,
	    const char *text, struct verdict *);

/* The default network, read once, whichever thread asks first. */
const struct nm_network *nm_network_default(void);

/*
 * The network in the file at path, read the first time it is asked for
 * and kept, as is a file that could not be read: returns it, or NULL with
 * the verdict (see nm_network_read()).
 */
const struct nm_network *nm_network_cached(const char *path,
	    struct verdict *);

/*
 * Forget the files nm_network_cached() could not read, so that the next
 * time one is asked for it is read again: for a live referee, where a
 * file may be made or mended after its tag was refused.
 */
void		 nm_network_forget_failures(void);

/*
 * The network in the file at path if nm_network_cached() has read it and
 * keeps it; else NULL, the file not read (nor diagnosed): for a thread
 * that must leave the first reading of a file, and what it says, to
 * another that works in order.
 */
const struct nm_network *nm_network_known(const char *path);

/* The index of the node named by the len bytes at s, or -1. */
int	 nm_node_find(const struct nm_network *, const char *s, size_t len);

/* Whether nodes a and b are joined by an edge. */
int	 nm_adjacent(const struct nm_network *, int a, int b);

/* The index of a color or a symbol named by len bytes at s, or -1. */
int	 nm_color_find(const char *s, size_t len);
int	 nm_symbol_find(const char *s, size_t len);

#endif
