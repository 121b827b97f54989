/*
 * datadir.c: unit tests for lib/datadir.c, run from the source tree's
 * bin/t: not installed, so the tree's directories come first, then the
 * build's PREFIX/share/refkit.  tests/install.t tests installed programs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "tap.h"

/* Whether s ends with suffix. */
static int
ends_with(const char *s, const char *suffix)
{
	size_t	 n = strlen(s), m = strlen(suffix);

	return n >= m && strcmp(s + n - m, suffix) == 0;
}

/* Whether the colon-separated list has n entries, the i-th ending so. */
static int
dirs_are(const char *list, const char *const end[], size_t n)
{
	char	*copy, *d, *next;
	size_t	 i = 0;
	int	 ok = 1;

	copy = strdup(list);
	for (d = copy; d != NULL && ok; d = next, i++) {
		if ((next = strchr(d, ':')) != NULL)
			*next++ = '\0';
		ok = i < n && ends_with(d, end[i]);
	}
	free(copy);
	return ok && i == n;
}

int
main(void)
{
	static const char *const dicts[] = { "/dicts", "/build/dicts",
		"/share/refkit/dicts" };
	static const char *const data[] = { "/data", "/build/data",
		"/share/refkit/data" };
	char	*path;

	tap_ok(datadir_installed() == NULL, "bin/t is not installed");
	tap_ok(dirs_are(datadir_dirs("dicts"), dicts, 3),
	    "dicts: the tree's dicts and build/dicts, then the build's "
	    "PREFIX/share/refkit/dicts (%s)", datadir_dirs("dicts"));
	tap_ok(dirs_are(datadir_dirs("data"), data, 3),
	    "data: the tree's data and build/data, then the build's "
	    "PREFIX/share/refkit/data (%s)", datadir_dirs("data"));
	tap_ok(datadir_dirs("dicts") == datadir_dirs("dicts"),
	    "the list is made once");

	path = datadir_find("dicts", "netmatch.aff");
	tap_ok(path != NULL && ends_with(path, "/dicts/netmatch.aff") &&
	    !ends_with(path, "/build/dicts/netmatch.aff"),
	    "netmatch.aff is found in the tree's dicts");
	free(path);
	path = datadir_find("dicts", "netmatch.idx");
	tap_ok(path != NULL && ends_with(path, "/build/dicts/netmatch.idx"),
	    "netmatch.idx is found in build/dicts, where make builds it");
	free(path);
	tap_ok(datadir_find("dicts", "no-such-file") == NULL,
	    "a file in no directory: NULL");
	tap_ok(datadir_find("dicts", "../Makefile") == NULL,
	    "a name with a '/' is not looked for");
	tap_ok(datadir_find("dicts", "") == NULL, "nor an empty name");
	tap_ok(datadir_is_installed_file("/usr/local/share/refkit/dicts/x") ==
	    0, "not installed: no file is an installed one");
	tap_ok(strncmp(datadir_rebuild(), "run make in /", 13) == 0,
	    "in the tree, make builds the data again (%s)", datadir_rebuild());
	return tap_done();
}
