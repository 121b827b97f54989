/*
 * cli.c: option parsing shared by every program.
 */
#include <getopt.h>
#include <stdio.h>

#include "cli.h"
#include "diag.h"

int
cli_getopt(int argc, char *const argv[], const struct option *longopts,
    const char *usage)
{
	int	 ch;

	opterr = 0;
	ch = getopt_long(argc, argv, "", longopts, NULL);
	switch (ch) {
	case CLI_HELP:
		fputs(usage, stdout);
		diag_exit(EXIT_VALID);
	case CLI_VERSION:
		diag_version();
	case '?':
		diag_bad_option(argv[optind - 1], optopt);
	default:
		return ch;
	}
}
