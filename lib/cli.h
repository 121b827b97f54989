/*
 * cli.h: the command line every refkit program shares: getopt_long() with
 * -h and --help, --version answered here, and every bad option diagnosed
 * here, in the form "prog: --name: message".
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
 * optarg), or -1 after the last.  -h and --help write the usage text to
 * stdout and exit 0; --version writes the version and exits 0.  An unknown
 * option, an abbreviation that fits several options, a missing value or a
 * value given to an option that takes none exits 2 with a message.
 * shortopts are the program's short options as for getopt(3), such as
 * "d:" (with no leading '+', '-' or ':'), or NULL for none; -h is always
 * there.
 */
int	 cli_getopt_short(int argc, char *const argv[], const char *shortopts,
	    const struct option *, const char *usage);

/* cli_getopt_short() for a program whose only short option is -h. */
int	 cli_getopt(int argc, char *const argv[], const struct option *,
	    const char *usage);

/*
 * The value of --color[=WHEN] as an enum color_when (out.h): auto, never
 * or always, and always for a bare --color (arg NULL), as GNU ls does;
 * anything else exits 2 with a message.
 */
int	 cli_color(const char *arg);

#endif
