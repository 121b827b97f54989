/*
 * datadir.h: where refkit's data files are: the dictionaries, prefix
 * indexes and lexicons ("dicts") and the games' files ("data").
 *
 * An installed program finds them beside itself: a program in PREFIX/bin
 * reads PREFIX/share/refkit/SUB, wherever PREFIX is when it runs, so
 * make install PREFIX=..., a DESTDIR staging or a prefix copied elsewhere
 * needs no rebuild.  A program is installed when its directory's parent
 * (read from /proc/self/exe) has share/refkit.  Any other program, as in
 * the source tree's bin/, reads the tree's SUB and build/SUB, then the
 * PREFIX/share/refkit/SUB that make compiled in.
 *
 * Ownership: datadir_find() returns a path the caller frees; every other
 * string returned belongs to this module and lives until the program
 * exits.
 */
#ifndef REFKIT_DATADIR_H
#define REFKIT_DATADIR_H

/*
 * The directories, colon-separated, to look for files of kind sub in
 * ("dicts" or "data"), in order.
 */
const char	*datadir_dirs(const char *sub);

/*
 * The first file called name (no '/' in it) in the directories of kind
 * sub that is a regular file and can be read: a path the caller frees, or
 * NULL if there is none.  A game finds data/netmatch.net with
 * datadir_find("data", "netmatch.net").
 */
char		*datadir_find(const char *sub, const char *name);

/*
 * The installed data directory of this program (PREFIX/share/refkit), or
 * NULL when it is not installed.
 */
const char	*datadir_installed(void);

/*
 * Whether the file at path lies in the installed data directory, where
 * make install wrote it.
 */
int		 datadir_is_installed_file(const char *path);

/*
 * What builds the data files again, as a diagnostic says it: make in the
 * source tree, or make install for an installed program.
 */
const char	*datadir_rebuild(void);

#endif
