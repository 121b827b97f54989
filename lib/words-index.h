/*
 * words-index.h: the prefix index of a dictionary.  hunspell cannot list
 * its words, so the build expands each dictionary (its .dic with its
 * affixes), keeps the forms hunspell accepts, and writes them here, sorted
 * with A-Z and a-z alike, so that every word with a given prefix is one
 * binary search away.
 *
 * The file is text:
 *
 *	refkit-words-index 2
 *	aff SIZE HASH		the affix file the words were expanded with
 *	dic SIZE HASH		the word file they come from
 *	words N
 *	coverage ACCEPTED COVERED	(optional; see wordck-index)
 *
 *	word			one a line, sorted; a word then TAB and "A"
 *				is an abbreviation or a Roman numeral, then
 *				TAB and "N" a person's name
 *
 * HASH is the hash of the file's bytes windex_hash_file() gives (64
 * bits, hex): an index built from other files than the dictionary loaded
 * is refused.
 *
 * Beside it, NAME.idx.img may hold its image, which the build writes
 * (windex_write_image()) so that a program maps what reading the text
 * gives, not read it again: a text header of 128 bytes,
 *
 *	refkit-words-index-image 2
 *	sum HASH		the checksum of what follows (words-sum.h)
 *	layout little		the byte order of its numbers (or big)
 *	seal INO SIZE SEC NSEC	the image's seal (below), made by
 *				wordck-index -m, or seal 0 0 0 0
 *
 * and NUL bytes, then in the machine's order the sizes and hashes of the
 * text index and of its aff and dic files, its coverage, the number of
 * words, of slots of the table of marked words and of bits of its filter
 * and of the words' bytes, and the text index's seal but its size (inode,
 * seconds, nanoseconds; 8 bytes each), the offset of each word in the
 * bytes (4 bytes each), their flags, the table, the filter and the
 * words, each ended by a NUL (each part padded to 8 bytes).  The loader
 * takes the image only if it is sound, of this version and byte order,
 * its checksum right, and made from the very bytes of the text index
 * (their size and hash); else it reads the text, as it would without one,
 * and says what the text's damage is.  Under their seals, the image is
 * taken as sound and the text as its bytes, unread: 4 MiB read at each
 * start, en_US's, and a millisecond.
 *
 * Ownership: windex_load() returns an index the caller frees with
 * windex_free(); the words it returns live as long as it does.
 */
#ifndef REFKIT_WORDS_INDEX_H
#define REFKIT_WORDS_INDEX_H

#include <sys/stat.h>

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define WINDEX_MAGIC	"refkit-words-index 2"	/* the first line */
#define WINDEX_IMAGE_MAGIC "refkit-words-index-image 2"	/* an image's */
#define WINDEX_IMAGE_HEADER 128		/* its text header's bytes */
#define WINDEX_ABBREVIATION	1	/* an entry's flags */
#define WINDEX_NAME		2

struct windex;

/*
 * Read the index at path (or map its image); NULL with a message in err
 * if it cannot.
 */
struct windex	*windex_load(const char *path, char *err, size_t errsize);
void		 windex_free(struct windex *);

/*
 * Whether the index was built from these .aff and .dic files; if not, 0
 * and a message in err.
 */
int		 windex_built_from(const struct windex *, const char *aff,
		    const char *dic, char *err, size_t errsize);

size_t		 windex_count(const struct windex *);

/* The entries from *first to *end (excluded) that start with prefix. */
void		 windex_range(const struct windex *, const char *prefix,
		    size_t *first, size_t *end);

/* Entry i: its word, and its flags in *flags. */
const char	*windex_word(const struct windex *, size_t i, int *flags);

/* The flags of the word (exact bytes), or -1 if it is not in the index. */
int		 windex_find(const struct windex *, const char *word,
		    size_t len);

/*
 * The marks of the word (exact bytes): its flags if the index has it with
 * a mark, 0 if it has it without one or has it not.
 */
int		 windex_marks(const struct windex *, const char *word,
		    size_t len);

/*
 * Write to fp the image of the index, read from a text index of
 * idx_size bytes whose hash is idx_hash (windex_hash_file()) and whose
 * seal is idx_seal (windex_hash_sealed(); NULL for none), its own seal
 * all 0 (windex_seal_file() makes it).  Returns 1, or 0 with a message
 * in err.
 */
struct windex_seal;
int		 windex_write_image(FILE *fp, const struct windex *,
		    uint64_t idx_size, uint64_t idx_hash,
		    const struct windex_seal *idx_seal, char *err,
		    size_t errsize);

/* The coverage line's numbers, or 0 if there is none. */
int		 windex_coverage(const struct windex *, unsigned long *accepted,
		    unsigned long *covered);

/* Compare two words as the index sorts them (strcmp's sign). */
int		 windex_cmp(const char *, const char *);

/*
 * Hash a file's bytes into *hash and its size into *size (the hash reads
 * 8 bytes at a time; words-index.c says how).  Returns 1, or 0 with a
 * message in err.
 */
int		 windex_hash_file(const char *path, uint64_t *hash,
		    uint64_t *size, char *err, size_t errsize);

/*
 * A seal: a file as stat() found it (its inode, size and time of last
 * change; all 0 for none), so that a program that finds it so again knows,
 * by fstat() and not by reading it, that it has not been written since.
 * That holds if no write can give the file the time it had then: the
 * kernel sets that time at each write from the real-time clock (coarse:
 * a tick of some milliseconds), so a seal is only taken where that clock
 * has passed the file's time (2 seconds past a time of a whole second,
 * which a file system that keeps no finer one gives; where there is no
 * such clock, no seal is taken).
 * Only utimensat(), told that very time, puts a file written since back
 * under its seal, as a file rewritten with its checksum made again would
 * pass the checksum: these seals guard against damage, not against a
 * forger.  A file copied (cp, install) has another inode and is read
 * whole, as it was before seals.
 */
struct windex_seal {
	uint64_t	 ino, size, sec, nsec;
};

/*
 * Hash the file at path as windex_hash_file() does, and seal what was
 * hashed into *seal (all 0 if no seal can be taken: the file changed
 * while it was read, or its time is not yet past).  Returns 1, or 0 with
 * a message in err.
 */
int		 windex_hash_sealed(const char *path, uint64_t *hash,
		    uint64_t *size, struct windex_seal *seal, char *err,
		    size_t errsize);

/* Whether the seal is one (not all 0) and the file st describes under it. */
int		 windex_seal_holds(const struct windex_seal *,
		    const struct stat *st);

/*
 * Whether the file at path is the one of size bytes and hash
 * (windex_hash_file()) that seal was taken of: under the seal, it is,
 * unread; else it is hashed whole and compared.
 */
int		 windex_file_is(const char *path, uint64_t size, uint64_t hash,
		    const struct windex_seal *seal);

/*
 * Seal the file at path, whose text header (its first header bytes, NUL
 * padded) ends with the line "seal 0 0 0 0" and an empty line, in place:
 * that line made the seal of the file, whose time is set a nanosecond
 * before the coarse clock's (so that no later write can give it back).
 * Where the file system does not keep that time to the nanosecond, the
 * line is left all 0.  Returns 1, or 0 with a message in err.
 */
int		 windex_seal_file(const char *path, size_t header, char *err,
		    size_t errsize);

/* Read a seal's line, "seal INO SIZE SEC NSEC", into *seal; 0 if not. */
int		 windex_read_seal(const char *line, struct windex_seal *seal);

/* Read 16 lower-case hex digits (a header's HASH) into *h; 0 if not. */
int		 windex_read_hash(const char *s, uint64_t *h);

/*
 * Whether the file at path begins with the line magic, then the aff and
 * dic lines of these files as an index or a closure writes them: a file
 * built from these very bytes by a tool that opened them with
 * words_open(), which checked them.  0 if not, or if a file cannot be
 * read (no message: the caller checks the files itself then).
 */
int		 windex_vouches(const char *path, const char *magic,
		    const char *aff, const char *dic);

#endif
