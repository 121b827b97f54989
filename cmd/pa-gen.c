/*
 * pa-gen: write a random Pattern Assembly match, the same for the same
 * seed on every machine: the grid and one question a round.
 */
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "numarg.h"
#include "rng.h"
#include "pa/gen.h"
#include "pa/match.h"

static const char usage_text[] =
"usage: pa-gen [--seed S] [--rows R] [--cols C] [--rounds K] [--sizes LIST]\n"
"              [--plus [--groups G]] [--unique]\n"
"Write a random Pattern Assembly match record: the grid and one question\n"
"a round, each with at least one solution.  The same seed gives the same\n"
"bytes on every machine.\n"
"  --seed S       seed, 0 to 18446744073709551615 (default: a random one,\n"
"                 written in the Seed tag)\n"
"  --rows R       rows, 1 to 26 (default 6)\n"
"  --cols C       columns, 1 to 20 (default 6)\n"
"  --rounds K     rounds, 1 to 1000 (default 20)\n"
"  --sizes LIST   shape sizes, 1 to 10, comma-separated; the rounds split\n"
"                 into equal blocks, one size each (default 3,4,5,6)\n"
"  --plus         the Plus variant: several groups a round\n"
"  --groups G     groups a round, 1 to 16 (default 3 with --plus)\n"
"  --unique       every question has exactly one solution\n";

/* Read a comma-separated list of sizes into the options, or exit 2. */
static void
parse_sizes(const char *list, struct pa_gen_options *o)
{
	char	 copy[4096], *word, *save;

	if (strlen(list) >= sizeof(copy))
		diag_usage("--sizes: the list is too long");
	strcpy(copy, list);
	o->nsizes = 0;
	if (copy[0] == ',' || copy[0] == '\0' ||
	    copy[strlen(copy) - 1] == ',' || strstr(copy, ",,") != NULL)
		diag_usage("--sizes: expected sizes separated by commas, as in "
		    "3,4,5,6");
	for (word = strtok_r(copy, ",", &save); word != NULL;
	    word = strtok_r(NULL, ",", &save)) {
		if (o->nsizes == PA_MAXROUNDS)
			diag_usage("--sizes: more than %d sizes", PA_MAXROUNDS);
		o->sizes[o->nsizes++] = (int)numarg_option("sizes", word, 1,
		    PA_GEN_MAXSIZE);
	}
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "seed", required_argument, NULL, 's' },
		{ "rows", required_argument, NULL, 'r' },
		{ "cols", required_argument, NULL, 'c' },
		{ "rounds", required_argument, NULL, 'k' },
		{ "sizes", required_argument, NULL, 'z' },
		{ "plus", no_argument, NULL, 'p' },
		{ "groups", required_argument, NULL, 'g' },
		{ "unique", no_argument, NULL, 'u' },
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	static struct pa_gen_options	 o;
	struct pa_match			 m;
	char				 why[256];
	int				 ch, have_seed = 0, groups = 0;
	int				 have_sizes = 0;

	diag_init(argv[0]);
	o.rows = o.cols = 6;
	o.rounds = 20;
	parse_sizes("3,4,5,6", &o);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		switch (ch) {
		case 's':
			o.seed = numarg_option("seed", optarg, 0, UINT64_MAX);
			have_seed = 1;
			break;
		case 'r':
			o.rows = (int)numarg_option("rows", optarg, 1,
			    PA_MAXROWS);
			break;
		case 'c':
			o.cols = (int)numarg_option("cols", optarg, 1,
			    PA_MAXCOLS);
			break;
		case 'k':
			o.rounds = (int)numarg_option("rounds", optarg, 1,
			    PA_MAXROUNDS);
			break;
		case 'z':
			parse_sizes(optarg, &o);
			have_sizes = 1;
			break;
		case 'p':
			o.plus = 1;
			break;
		case 'g':
			groups = (int)numarg_option("groups", optarg, 1,
			    PA_MAXGROUPS);
			break;
		case 'u':
			o.unique = 1;
			break;
		}
	}
	if (optind < argc)
		diag_usage("unexpected argument '%s'", argv[optind]);
	if (groups > 1 && !o.plus)
		diag_usage("--groups %d: several groups a round is the Plus "
		    "variant; add --plus", groups);
	o.groups = groups > 0 ? groups : o.plus ? 3 : 1;
	if (have_sizes && o.nsizes > o.rounds)
		diag_usage("--sizes gives %d sizes for %d rounds", o.nsizes,
		    o.rounds);
	if (!have_seed)
		o.seed = rng_fresh_seed();
	if (!pa_generate(&o, &m, why)) {
		pa_match_free(&m);
		diag_warn("%s", why);
		diag_exit(EXIT_TROUBLE);
	}
	pa_match_write(stdout, &m);
	pa_match_free(&m);
	diag_exit(EXIT_VALID);
}
