/*
 * nw-fuzz.c: a libFuzzer harness for Netzwerk: the bytes are read as a
 * record stream; every well-formed game is replayed under each of the
 * rule variations, closed, and every legal next move of the position it
 * reached is listed.  Build and run as tests/fuzz/README says.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "record.h"
#include "verdict.h"
#include "nw/game.h"
#include "nw/rules.h"

int	LLVMFuzzerInitialize(int *, char ***);
int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static char	 path[] = "/tmp/nw-fuzz.XXXXXX";

/* Remove the temporary file when the fuzzer exits. */
static void
remove_input(void)
{
	unlink(path);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	int	 fd;

	(void)argc;
	(void)argv;
	if ((fd = mkstemp(path)) == -1) {
		perror("mkstemp");
		exit(1);
	}
	close(fd);
	atexit(remove_input);
	return 0;
}

/* Count a listed move. */
static int
count_move(const struct nw_pos *p, const struct nw_move *m, void *arg)
{
	(void)p;
	(void)m;
	(*(unsigned long *)arg)++;
	return 0;
}

/* Replay one game under the options given, close it, list its moves. */
static void
replay(const struct rec_game *rg, const struct nw_options *opt)
{
	struct nw_game	 g;
	struct verdict	 v;
	unsigned long	 n = 0;

	if (!nw_game_replay(&g, rg, opt, SIZE_MAX, &v))
		return;
	(void)nw_each_next(&g.pos, &g.rules, count_move, &n);
	(void)nw_game_close(&g, &v);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct rec_reader	*r;
	struct rec_game		*rg;
	struct nw_options	 opt;
	enum rec_result		 got;
	FILE			*fp;
	int			 variant;

	if ((fp = fopen(path, "wb")) == NULL)
		return 0;
	if (fwrite(data, 1, size, fp) != size) {
		fclose(fp);
		return 0;
	}
	fclose(fp);
	if ((r = rec_open(path)) == NULL)
		return 0;
	while ((got = rec_next(r, &rg)) != REC_END) {
		if (got != REC_GAME)
			continue;
		for (variant = 0; variant < 8; variant++) {
			nw_options_init(&opt);
			opt.compulsory_capture = variant & 1;
			opt.shared_frozen = (variant >> 1) & 1;
			opt.control = (variant >> 2) & 1;
			replay(rg, &opt);
		}
	}
	rec_close(r);
	return 0;
}
