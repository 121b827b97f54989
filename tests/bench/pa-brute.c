/*
 * pa-brute.c: the plain brute force make bench times pa-solve against, as
 * a user would write it in C: the same output as pa-solve (and
 * pa-solve --count) on standard matches, found by trying every
 * orientation of the question's shape at every place of the grid, sorting
 * the groups and dropping repeats, printed with printf(3).  It reads the
 * grid and ask lines of the records its tests/bench programs write, and
 * nothing else of refkit(7); it links nothing of refkit.
 *
 * usage: pa-brute [--count] FILE
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXROWS		26
#define MAXCOLS		20
#define MAXCELLS	16

struct cell {
	int	 row, col;
};

struct group {
	int		 n;
	struct cell	 cell[MAXCELLS];
};

static char	 grid[MAXROWS][MAXCOLS];
static int	 rows, cols, count_only, matches;

/* Compare two cells by row, then column, for qsort(3). */
static int
cell_cmp(const void *a, const void *b)
{
	const struct cell	*x = a, *y = b;

	if (x->row != y->row)
		return x->row < y->row ? -1 : 1;
	return x->col < y->col ? -1 : x->col > y->col;
}

/* Compare two groups of as many cells, cell by cell, for qsort(3). */
static int
group_cmp(const void *a, const void *b)
{
	const struct group	*x = a, *y = b;
	int			 i, c;

	for (i = 0; i < x->n; i++)
		if ((c = cell_cmp(&x->cell[i], &y->cell[i])) != 0)
			return c;
	return 0;
}

/* Turn g by transform t (bit 0 swaps, bits 1 and 2 mirror), to the corner. */
static void
transform(struct group *out, const struct group *g, int t)
{
	int	 i, r, c, minr = 99, minc = 99;

	out->n = g->n;
	for (i = 0; i < g->n; i++) {
		r = t & 1 ? g->cell[i].col : g->cell[i].row;
		c = t & 1 ? g->cell[i].row : g->cell[i].col;
		out->cell[i].row = t & 2 ? -r : r;
		out->cell[i].col = t & 4 ? -c : c;
		if (out->cell[i].row < minr)
			minr = out->cell[i].row;
		if (out->cell[i].col < minc)
			minc = out->cell[i].col;
	}
	for (i = 0; i < g->n; i++) {
		out->cell[i].row -= minr;
		out->cell[i].col -= minc;
	}
}

/* Sort a string's characters in place: a few pictures. */
static void
sort_chars(char *s)
{
	int	 k, j;
	char	 x;

	for (k = 1; s[k] != '\0'; k++) {
		x = s[k];
		for (j = k; j > 0 && s[j - 1] > x; j--)
			s[j] = s[j - 1];
		s[j] = x;
	}
}

/* Print every solution of the question of round r (or their count). */
static int
solve(int r, const struct group *shape, const char *contents)
{
	static struct group	*list;
	static size_t		 cap;
	struct group		 o;
	size_t			 n = 0, i, kept;
	int			 t, k, row, col, ok;
	char			 want[64], got[MAXCELLS + 1];

	/* Contents compare as sorted strings of pictures. */
	snprintf(want, sizeof(want), "%s", contents);
	sort_chars(want);
	for (t = 0; t < 8; t++) {
		transform(&o, shape, t);
		for (row = 0; row < rows; row++)
			for (col = 0; col < cols; col++) {
				ok = 1;
				for (k = 0; k < o.n && ok; k++) {
					ok = row + o.cell[k].row < rows &&
					    col + o.cell[k].col < cols;
					if (ok)
						got[k] = grid[row +
						    o.cell[k].row][col +
						    o.cell[k].col];
				}
				if (!ok)
					continue;
				got[o.n] = '\0';
				sort_chars(got);
				if (strcmp(got, want) != 0)
					continue;
				if (n == cap) {
					cap = cap ? 2 * cap : 256;
					if ((list = realloc(list,
					    cap * sizeof(*list))) == NULL)
						exit(2);
				}
				list[n] = o;
				for (k = 0; k < o.n; k++) {
					list[n].cell[k].row += row;
					list[n].cell[k].col += col;
				}
				qsort(list[n].cell, (size_t)o.n,
				    sizeof(o.cell[0]), cell_cmp);
				n++;
			}
	}
	qsort(list, n, sizeof(list[0]), group_cmp);
	for (i = kept = 0; i < n; i++)
		if (kept == 0 || group_cmp(&list[i], &list[kept - 1]) != 0)
			list[kept++] = list[i];
	if (count_only) {
		printf("round %d: %zu solution%s\n", r, kept,
		    kept == 1 ? "" : "s");
		return kept > 0;
	}
	for (i = 0; i < kept; i++) {
		printf("round %d: ", r);
		for (k = 0; k < list[i].n; k++)
			printf("%s%c%d", k ? "-" : "", 'A' + list[i].cell[k].row,
			    list[i].cell[k].col + 1);
		putchar('\n');
	}
	return kept > 0;
}

/* Read an ask line's cells ("A1-A2-B1") into a group. */
static void
read_cells(struct group *g, const char *s)
{
	g->n = 0;
	while (*s >= 'A' && *s <= 'Z' && g->n < MAXCELLS) {
		g->cell[g->n].row = *s++ - 'A';
		g->cell[g->n].col = (int)strtol(s, (char **)&s, 10) - 1;
		g->n++;
		if (*s == '-')
			s++;
	}
}

int
main(int argc, char *argv[])
{
	FILE		*fp;
	struct group	 shape;
	char		 line[1024], cells[256], contents[64];
	int		 r, c, n, in_tags = 0, status = 0;
	char		*p;

	if (argc > 1 && strcmp(argv[1], "--count") == 0) {
		count_only = 1;
		argc--;
		argv++;
	}
	if (argc != 2 || (fp = fopen(argv[1], "r")) == NULL) {
		fprintf(stderr, "usage: pa-brute [--count] FILE\n");
		return 2;
	}
	while (fgets(line, sizeof(line), fp) != NULL) {
		if (line[0] == '[') {
			/* A tag block starts the next match. */
			if (!in_tags && matches++ > 0)
				putchar('\n');
			in_tags = 1;
			rows = 0;
			continue;
		}
		in_tags = 0;
		if ((p = strstr(line, " host grid ")) != NULL) {
			p += strlen(" host grid ");
			for (c = 0; *p != '\n' && *p != '\0'; p++)
				if (*p != ' ')
					grid[rows][c++] = *p;
			cols = c;
			rows++;
		} else if (sscanf(line, "%d host ask %255s %63s", &r, cells,
		    contents) == 3) {
			read_cells(&shape, cells);
			n = solve(r, &shape, contents);
			if (!n) {
				fprintf(stderr, "pa-brute: round %d has no "
				    "solution\n", r);
				status = 1;
			}
		}
	}
	fclose(fp);
	return status;
}
