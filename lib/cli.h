/*
 * cli.h: the command line every refkit program shares: getopt_long() with
 * --help and --version answered here, and a bad option diagnosed here.
 */
#ifndef REFKIT_CLI_H
#define REFKIT_CLI_H

#include <getopt.h>

/* The entries every long-option table ends with, before its NULL entry. */
#define CLI_HELP	'h'
#define CLI_VERSION	'V'
#define CLI_STANDARD_OPTIONS \
	{ "help", no_argument, NULL, CLI_HELP }, \
	{ "version", no_argument, NULL, CLI_VERSION }

/*
 * The next option of the program's own, as getopt_long() gives it (with
 * optarg), or -1 after the last.  --help writes the usage text to stdout
 * and exits 0; --version writes the version and exits 0; an unknown option
 * or a missing value exits 2 with a message.  The program has no short
 * options.
 */
int	 cli_getopt(int argc, char *const argv[], const struct option *,
	    const char *usage);

#endif
