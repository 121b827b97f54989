/*
 * pa-shapes: list every polyomino of N cells, the shapes a Pattern
 * Assembly question can have, each once in its canonical form.
 */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "pa/polyomino.h"
#include "pa/shape.h"

/* Option values above any character, so getopt never confuses them. */
enum {
	OPT_COUNT = CHAR_MAX + 1,
	OPT_FIXED,
	OPT_HELP,
	OPT_ONESIDED,
	OPT_VERSION
};

static const struct option longopts[] = {
	{ "count",	no_argument,	NULL,	OPT_COUNT },
	{ "fixed",	no_argument,	NULL,	OPT_FIXED },
	{ "help",	no_argument,	NULL,	OPT_HELP },
	{ "one-sided",	no_argument,	NULL,	OPT_ONESIDED },
	{ "version",	no_argument,	NULL,	OPT_VERSION },
	{ NULL,		0,		NULL,	0 }
};

/* Print the usage and what each option does to stdout, and exit 0. */
static void
help(void)
{
	printf("usage: %s [--one-sided | --fixed] [--count] N\n"
	    "List every polyomino of N cells (1 to %d), one a line, each in\n"
	    "its canonical form, in sorted order.\n"
	    "\n"
	    "  --one-sided  shapes are the same only up to rotation\n"
	    "  --fixed      shapes are the same only up to translation\n"
	    "  --count      print only how many there are\n"
	    "  --help       print this help and exit\n"
	    "  --version    print the version and exit\n"
	    "\n"
	    "By default shapes are free: the same up to rotation and "
	    "reflection.\n", diag_progname(), PA_MAXCELLS);
	diag_exit(EXIT_VALID);
}

/* Parse the operand N, a whole number from 1 to PA_MAXCELLS, or exit 2. */
static int
parse_size(const char *arg)
{
	char	*end;
	long	 n;

	if (!isdigit((unsigned char)arg[0]))
		diag_usage("N must be a whole number from 1 to %d: %s",
		    PA_MAXCELLS, arg);
	errno = 0;
	n = strtol(arg, &end, 10);
	if (*end != '\0')
		diag_usage("N must be a whole number from 1 to %d: %s",
		    PA_MAXCELLS, arg);
	if (errno == ERANGE || n > PA_MAXCELLS)
		diag_usage("N is too large, at most %d: %s", PA_MAXCELLS, arg);
	if (n < 1)
		diag_usage("N is too small, at least 1: %s", arg);
	return (int)n;
}

/*
 * Report an option getopt_long refused and exit 2: a negative number is
 * taken for a bad N, anything else for a bad option.
 */
static void
bad_option(int argc, char **argv)
{
	int	 i;

	if (optopt >= '0' && optopt <= '9') {
		/* No short options: the first "-digit" argument is it. */
		for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
			if (argv[i][0] == '-' && argv[i][1] == optopt)
				diag_usage("N must be a whole number from 1 "
				    "to %d: %s", PA_MAXCELLS, argv[i]);
	}
	diag_bad_option(argv[optind - 1], optopt);
}

int
main(int argc, char **argv)
{
	struct pa_polyset	 set;
	struct pa_shape		 s;
	enum pa_symmetry	 sym = PA_FREE;
	char			 line[8 * PA_MAXCELLS];
	size_t			 i;
	int			 ch, count = 0, onesided = 0, fixed = 0, n;

	diag_init(argv[0]);
	opterr = 0;
	while ((ch = getopt_long(argc, argv, "", longopts, NULL)) != -1) {
		switch (ch) {
		case OPT_COUNT:
			count = 1;
			break;
		case OPT_FIXED:
			fixed = 1;
			sym = PA_FIXED;
			break;
		case OPT_HELP:
			help();
			break;
		case OPT_ONESIDED:
			onesided = 1;
			sym = PA_ONESIDED;
			break;
		case OPT_VERSION:
			diag_version();
			break;
		default:
			bad_option(argc, argv);
			break;
		}
	}
	argc -= optind;
	argv += optind;

	if (onesided && fixed)
		diag_usage("--one-sided and --fixed cannot go together");
	if (argc == 0)
		diag_usage("missing N, the number of cells");
	if (argc > 1)
		diag_usage("one N only, not also: %s", argv[1]);
	n = parse_size(argv[0]);

	if (count) {
		printf("%llu\n", pa_polyomino_count(n, sym));
		diag_exit(EXIT_VALID);
	}
	pa_polyset_make(&set, n, sym);
	for (i = 0; i < set.count && !ferror(stdout); i++) {
		pa_polyset_get(&set, i, &s);
		pa_shape_format(&s, line, sizeof(line));
		puts(line);
	}
	pa_polyset_free(&set);
	diag_exit(EXIT_VALID);
}
