/*
 * cli.c: option parsing shared by every program, and its diagnostics.
 */
#include <ctype.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "out.h"

/* The longest short-option string a program may give. */
#define SHORTOPTS_MAX	64

static void	 bad_short_option(int, const char *) DIAG_NORETURN;

/* How many long options' names a message about an abbreviation lists. */
#define LIST_MAX	512

/*
 * The long options the name (len bytes) stands for: the one it names
 * exactly, or every one it begins.  Returns how many; *first is the first
 * of them (NULL if none).
 */
static size_t
long_matches(const struct option *longopts, const char *name, size_t len,
    const struct option **first)
{
	const struct option	*o;
	size_t			 n = 0;

	*first = NULL;
	for (o = longopts; o->name != NULL; o++)
		if (strlen(o->name) == len && strncmp(o->name, name, len) == 0) {
			*first = o;
			return 1;
		}
	for (o = longopts; o->name != NULL; o++)
		if (strncmp(o->name, name, len) == 0) {
			if (n++ == 0)
				*first = o;
		}
	return n;
}

/*
 * Write the names of the long options the name (len bytes) begins into
 * list (LIST_MAX bytes), as "--seed or --sizes" or "--a, --b or --c".
 */
static void
list_candidates(const struct option *longopts, const char *name, size_t len,
    char *list)
{
	const struct option	*o, *unused;
	size_t			 n, i = 0, used = 0;

	n = long_matches(longopts, name, len, &unused);
	list[0] = '\0';
	for (o = longopts; o->name != NULL; o++) {
		if (strncmp(o->name, name, len) != 0)
			continue;
		i++;
		snprintf(list + used, LIST_MAX - used, "%s--%s",
		    i == 1 ? "" : i == n ? " or " : ", ", o->name);
		used = strlen(list);
	}
}

/*
 * Diagnose a refused "--name[=value]" argument and exit 2, given getopt's
 * optopt; return if the argument was not the one refused (the culprit is
 * then a short option later on the command line).
 */
static void
bad_long_option(int argc, const char *name, const struct option *longopts)
{
	const struct option	*o;
	char			 list[LIST_MAX];
	size_t			 len, n;
	int			 has_value;

	len = strcspn(name, "=");
	has_value = name[len] == '=';
	n = len == 0 ? 0 : long_matches(longopts, name, len, &o);
	if (optopt == 0 && n > 1) {
		list_candidates(longopts, name, len, list);
		diag_usage("--%.*s: ambiguous option: %s", (int)len, name,
		    list);
	}
	if (optopt == 0)
		diag_usage("--%.*s: unknown option", (int)len, name);
	if (n == 0 || o->val != optopt)
		return;
	if (has_value && o->has_arg == no_argument)
		diag_usage("--%s: takes no value", o->name);
	if (!has_value && o->has_arg == required_argument && optind == argc)
		diag_usage("--%s: needs a value", o->name);
}

/*
 * Diagnose the short option that getopt refused, given as optopt (a char,
 * so perhaps negative), and exit 2.
 */
static void
bad_short_option(int optopt_char, const char *optstring)
{
	int	 c = (unsigned char)optopt_char;

	if (!isgraph(c))
		diag_usage("-\\x%02x: unknown option", (unsigned int)c);
	if (c != ':' && strchr(optstring, c) != NULL)
		diag_usage("-%c: needs a value", c);
	diag_usage("-%c: unknown option", c);
}

int
cli_getopt_short(int argc, char *const argv[], const char *shortopts,
    const struct option *longopts, const char *usage)
{
	char		 optstring[SHORTOPTS_MAX + 2];
	const char	*arg;
	int		 ch;

	if (shortopts == NULL)
		shortopts = "";
	if (strlen(shortopts) > SHORTOPTS_MAX || strspn(shortopts, "+-:") > 0)
		diag_fatal("cli_getopt_short: bad short options '%s'",
		    shortopts);
	snprintf(optstring, sizeof(optstring), "%c%s", CLI_HELP, shortopts);
	opterr = 0;
	ch = getopt_long(argc, argv, optstring, longopts, NULL);
	switch (ch) {
	case CLI_HELP:
		fputs(usage, stdout);
		diag_exit(EXIT_VALID);
	case CLI_VERSION:
		diag_version();
	case '?':
		arg = optind > 0 ? argv[optind - 1] : "";
		if (strncmp(arg, "--", 2) == 0)
			bad_long_option(argc, arg + 2, longopts);
		bad_short_option(optopt, optstring);
	default:
		return ch;
	}
}

int
cli_getopt(int argc, char *const argv[], const struct option *longopts,
    const char *usage)
{
	return cli_getopt_short(argc, argv, NULL, longopts, usage);
}

int
cli_color(const char *arg)
{
	int	 when;

	if (arg == NULL)
		return COLOR_ALWAYS;
	if ((when = color_parse(arg)) < 0)
		diag_usage("--color: expected auto, never or always, not '%s'",
		    arg);
	return when;
}
