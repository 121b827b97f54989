/*
 * datadir.c: where refkit's data files are, found beside the program
 * that runs (see datadir.h).
 */
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "datadir.h"

#ifndef REFKIT_TREE
#define REFKIT_TREE	"."
#endif
#ifndef REFKIT_DATADIR
#define REFKIT_DATADIR	"/usr/local/share/refkit"
#endif
#define MAX_SUBS	8	/* kinds of data: dicts, data, and room */

/* The kinds of data asked for so far, each with its directories. */
struct sub {
	char	*name;
	char	*dirs;
};

static pthread_once_t	 once = PTHREAD_ONCE_INIT;
static pthread_mutex_t	 lock = PTHREAD_MUTEX_INITIALIZER;
static char		*installed;	/* PREFIX/share/refkit, or NULL */
static char		*rebuild;
static struct sub	 subs[MAX_SUBS];

/* Drop the last component of path, in place; 0 if there is none. */
static int
strip_last(char *path)
{
	char	*slash;

	if ((slash = strrchr(path, '/')) == NULL || slash == path)
		return 0;
	*slash = '\0';
	return 1;
}

/* Whether path is a directory. */
static int
is_dir(const char *path)
{
	struct stat	 st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/*
 * Find the installed data directory from the program's own path, and
 * say what builds the data again; runs once.
 */
static void
find_installed(void)
{
	char	 exe[PATH_MAX], *dir;
	ssize_t	 len;
	size_t	 size;

	len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (len > 0 && (size_t)len < sizeof(exe) - 1) {
		exe[len] = '\0';
		/* PREFIX/bin/PROG: the prefix is two components up. */
		if (strip_last(exe) && strip_last(exe)) {
			size = strlen(exe) + sizeof("/share/refkit");
			dir = xmalloc(size);
			snprintf(dir, size, "%s/share/refkit", exe);
			if (is_dir(dir))
				installed = dir;
			else
				free(dir);
		}
	}
	if (installed != NULL) {
		size = strlen(exe) + 64;
		rebuild = xmalloc(size);
		snprintf(rebuild, size, "run make install PREFIX=%s in "
		    "refkit's source tree", exe);
	} else {
		size = strlen(REFKIT_TREE) + 16;
		rebuild = xmalloc(size);
		snprintf(rebuild, size, "run make in %s", REFKIT_TREE);
	}
}

/* The directories of kind sub, in an allocated string. */
static char *
make_dirs(const char *sub)
{
	char	*dirs;
	size_t	 size;

	if (installed != NULL) {
		size = strlen(installed) + strlen(sub) + 2;
		dirs = xmalloc(size);
		snprintf(dirs, size, "%s/%s", installed, sub);
	} else {
		size = 2 * strlen(REFKIT_TREE) + strlen(REFKIT_DATADIR) +
		    3 * strlen(sub) + 16;
		dirs = xmalloc(size);
		snprintf(dirs, size, "%s/%s:%s/build/%s:%s/%s", REFKIT_TREE,
		    sub, REFKIT_TREE, sub, REFKIT_DATADIR, sub);
	}
	return dirs;
}

const char *
datadir_dirs(const char *sub)
{
	const char	*dirs = NULL;
	size_t		 i;

	pthread_once(&once, find_installed);
	pthread_mutex_lock(&lock);
	for (i = 0; i < MAX_SUBS && subs[i].name != NULL; i++)
		if (strcmp(subs[i].name, sub) == 0) {
			dirs = subs[i].dirs;
			break;
		}
	if (dirs == NULL && i < MAX_SUBS) {
		subs[i].name = xstrdup(sub);
		subs[i].dirs = make_dirs(sub);
		dirs = subs[i].dirs;
	}
	pthread_mutex_unlock(&lock);
	if (dirs == NULL)
		abort();	/* more kinds than MAX_SUBS: a programming error */
	return dirs;
}

char *
datadir_find(const char *sub, const char *name)
{
	const char	*d, *end;
	char		*path;
	size_t		 size;
	struct stat	 st;

	if (*name == '\0' || strchr(name, '/') != NULL)
		return NULL;
	for (d = datadir_dirs(sub); *d != '\0'; d = *end ? end + 1 : end) {
		if ((end = strchr(d, ':')) == NULL)
			end = d + strlen(d);
		size = (size_t)(end - d) + strlen(name) + 2;
		path = xmalloc(size);
		snprintf(path, size, "%.*s/%s", (int)(end - d), d, name);
		if (stat(path, &st) == 0 && S_ISREG(st.st_mode) &&
		    access(path, R_OK) == 0)
			return path;
		free(path);
	}
	return NULL;
}

const char *
datadir_installed(void)
{
	pthread_once(&once, find_installed);
	return installed;
}

int
datadir_is_installed_file(const char *path)
{
	size_t	 len;

	pthread_once(&once, find_installed);
	if (installed == NULL)
		return 0;
	len = strlen(installed);
	return strncmp(path, installed, len) == 0 && path[len] == '/';
}

const char *
datadir_rebuild(void)
{
	pthread_once(&once, find_installed);
	return rebuild;
}
