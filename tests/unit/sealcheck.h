/*
 * sealcheck.h: for the C unit tests of the files a tool seals
 * (windex_seal_file(), words-index.h): a file changed since its seal is
 * never taken under it, even changed at once; the seal is what spares the
 * check (a change with the file's time set back to its seal's is not seen,
 * which is the one thing a seal cannot guard); a copy of the file with
 * the seal's time is not under it.
 */
#ifndef REFKIT_SEALCHECK_H
#define REFKIT_SEALCHECK_H

#include <sys/stat.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "tap.h"
#include "words-index.h"

/* The seal line of the header (header bytes) of the file at path. */
static inline int
sealcheck_read(const char *path, size_t header, struct windex_seal *seal)
{
	char	 head[4096], *line;
	FILE	*fp;
	size_t	 n;

	memset(seal, 0, sizeof(*seal));
	if (header >= sizeof(head) || (fp = fopen(path, "rb")) == NULL)
		return 0;
	n = fread(head, 1, header, fp);
	fclose(fp);
	head[n] = '\0';
	if ((line = strstr(head, "\nseal ")) == NULL)
		return 0;
	line[strcspn(line + 1, "\n") + 1] = '\0';
	return windex_read_seal(line + 1, seal);
}

/* Flip a bit of the byte at offset at of the file at path, in place. */
static inline void
sealcheck_flip(const char *path, off_t at)
{
	unsigned char	 c;
	int		 fd;

	if ((fd = open(path, O_RDWR)) == -1 || pread(fd, &c, 1, at) != 1) {
		perror(path);
		exit(2);
	}
	c ^= 0x10;
	if (pwrite(fd, &c, 1, at) != 1 || close(fd) == -1) {
		perror(path);
		exit(2);
	}
}

/* Set the time of the file at path to the seal's. */
static inline void
sealcheck_time(const char *path, const struct windex_seal *seal)
{
	struct timespec	 t[2];

	t[0].tv_sec = 0;
	t[0].tv_nsec = UTIME_OMIT;
	t[1].tv_sec = (time_t)seal->sec;
	t[1].tv_nsec = (long)seal->nsec;
	if (utimensat(AT_FDCWD, path, t, 0) == -1) {
		perror(path);
		exit(2);
	}
}

/*
 * The file at path, under the seal, its byte at offset at changed: taken()
 * says whether the program took the file (or what it was made from) as
 * it was, unchecked; it must check it whole, and not take it.
 */
static inline void
sealcheck_changes(const char *path, const struct windex_seal *seal, off_t at,
    int (*taken)(void), const char *what)
{
	char		 copy[512], cmd[1600];

	sealcheck_flip(path, at);
	tap_ok(!taken(), "%s: changed in place at once after its seal, "
	    "it is checked whole, not taken", what);
	sealcheck_time(path, seal);
	tap_ok(taken(), "%s: its time then set back to its seal's, it is "
	    "taken unchecked: the seal answers", what);
	snprintf(copy, sizeof(copy), "%s.copy", path);
	snprintf(cmd, sizeof(cmd), "cp '%s' '%s' && mv '%s' '%s'", path, copy,
	    copy, path);
	if (system(cmd) != 0)
		exit(2);
	sealcheck_time(path, seal);
	tap_ok(!taken(), "%s: a copy with the seal's time (another inode) is "
	    "checked whole", what);
}

/*
 * The file at path (a text header of header bytes ending with "seal 0 0
 * 0 0"), sealed, then changed at offset at (sealcheck_changes()).
 */
static inline void
sealcheck(const char *path, size_t header, off_t at, int (*taken)(void),
    const char *what)
{
	struct windex_seal seal;
	char		 err[512] = "";

	tap_ok(windex_seal_file(path, header, err, sizeof(err)) &&
	    sealcheck_read(path, header, &seal) && seal.sec != 0,
	    "%s: sealed (%s)", what, err);
	sealcheck_changes(path, &seal, at, taken, what);
}

#endif
