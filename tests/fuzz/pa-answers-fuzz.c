/*
 * pa-answers-fuzz.c: a libFuzzer harness for what pa-check reads on its
 * standard input: lines of 'ROUND CELLS', read as rec_next_line() reads
 * them, the round a strict number (numarg()), the cells parsed by
 * pa_answer_parse() and judged by pa_judge() against every question of
 * that round of a fixed Plus match, as pa-check does; the contents of a
 * group judged of the right shape are written out.  See tests/fuzz/README.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "numarg.h"
#include "record.h"
#include "verdict.h"
#include "pa/grid.h"
#include "pa/judge.h"
#include "pa/match.h"
#include "fuzz-input.h"

/* The match the answers are judged against: two rounds, three groups. */
static const char match_text[] =
    "[Game \"pattern-assembly\"]\n"
    "[Variant \"plus\"]\n"
    "0 host grid O X + O X + O X + O X +\n"
    "0 host grid X X O + + O X O + X O X\n"
    "0 host grid + O X X O + + X O O X +\n"
    "0 host grid O + + X O X O + X + O O\n"
    "1 host ask A1-A2-A3-B2 OXX+\n"
    "1 host ask C4-C5-D5 OOX\n"
    "2 host ask B5 +\n";

static struct pa_match	 match;
static struct rec_reader *match_reader;	/* holds the match's game */
static int		 have_match;

/* Read the match once, from a file of its own. */
static void
read_match(void)
{
	struct rec_game		*game;
	struct verdict		 v;
	char			 path[] = "/tmp/refkit-fuzz-match.XXXXXX";
	FILE			*fp;
	int			 fd;

	if ((fd = mkstemp(path)) == -1 || (fp = fdopen(fd, "w")) == NULL ||
	    fputs(match_text, fp) == EOF || fclose(fp) != 0 ||
	    (match_reader = rec_open(path)) == NULL ||
	    rec_next(match_reader, &game) != REC_GAME ||
	    !pa_match_read(&match, game, &v)) {
		fprintf(stderr, "pa-answers-fuzz: cannot read the match\n");
		abort();
	}
	/* The match's strings live in the game: the reader stays open. */
	unlink(path);
	have_match = 1;
}

/* Judge one answer line as pa-check does. */
static void
judge_line(const char *line)
{
	static struct pa_answer	 a;
	struct pa_shape		 group;
	struct pa_contents	 got;
	char			 round[32], cells[REC_MAXLINE + 1], why[PA_WHY];
	char			 held[64];
	uint64_t		 r;
	size_t			 len;
	int			 used = 0, q;

	if (sscanf(line, " %31s %4096s %n", round, cells, &used) != 2 ||
	    line[used] != '\0')
		return;
	if (!numarg(round, 1, (uint64_t)match.nrounds, &r, why))
		return;
	len = pa_answer_parse(cells, &a, why);
	if (len == 0 || cells[len] != '\0')
		return;
	for (q = 0; q < match.round[r - 1].nq; q++)
		if (pa_judge(&match.grid, &match.round[r - 1].q[q], &a,
		    &group, why) != PA_WRONG_SHAPE) {
			pa_grid_contents(&match.grid, &group, &got);
			(void)pa_contents_format(&got, held, sizeof(held));
		}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct rec_reader	*r;
	const char		*line;
	struct pos		 pos;
	int			 rc;

	if (!have_match)
		read_match();
	if (!fuzz_write_input(data, size) || (r = rec_open(fuzz_path)) == NULL)
		return 0;
	while ((rc = rec_next_line(r, &line, &pos)) != 0)
		if (rc > 0)
			judge_line(line);
	rec_close(r);
	return 0;
}
