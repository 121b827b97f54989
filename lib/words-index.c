/*
 * words-index.c: reading the prefix index and searching it.
 *
 * The index is built by make, but it is read as any input is: a damaged
 * file (cut short, edited, not text) is refused with the line at fault.
 * Every count in it is held to the lines the file has before it sizes an
 * allocation.
 */
#include <sys/mman.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "numarg.h"
#include "words-index.h"
#include "words-sum.h"
#include "words-text.h"
#include "word8.h"

#define REBUILD	"a damaged prefix index: run make to build it again"

/*
 * A slot of the table of marked entries: the entry + 1 (0: the slot is
 * free) and the top bits of its word's hash, so that a word looked for
 * is compared with an entry's (two more cache misses) only if they agree.
 */
struct marked {
	uint32_t	 entry;
	uint32_t	 tag;
};

struct windex {
	char		*data;		/* the whole file, lines cut at NUL */
	char		**word;		/* the words, in data; or NULL, and */
	const uint32_t	*off;		/* in an image, where each is in */
	const char	*bytes;		/* these bytes (words-index.h) */
	char		*map;		/* the image, mapped (mapsize bytes) */
	size_t		 mapsize;
	unsigned char	*flags;
	size_t		 n;
	struct marked	*marked;	/* the marked entries, hashed */
	size_t		 mask;		/* marked's slots - 1 */
	uint64_t	*filter;	/* a bit set for each marked word */
	size_t		 fmask;		/* filter's bits - 1 */
	uint64_t	 aff_size, aff_hash, dic_size, dic_hash;
	unsigned long	 accepted, covered;
	int		 has_coverage;
};

static int
fold(int c)
{
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

/* Entry i's word: in the text read, or in the image. */
static const char *
entry(const struct windex *x, size_t i)
{
	return x->word != NULL ? x->word[i] : x->bytes + x->off[i];
}

/*
 * The files hashed last, by their device, inode, size and time of change:
 * the index, the closure and the word graph each check that they were
 * built from a dictionary's .aff and .dic, and one process opening them
 * all would otherwise read and hash the same files once for each.
 */
#define HASHED_KEPT	4

struct hashed {
	dev_t		 dev;
	ino_t		 ino;
	off_t		 size;
	struct timespec	 mtime;
	uint64_t	 hash;
};

static struct hashed	 hashed[HASHED_KEPT];
static int		 nhashed;
static pthread_mutex_t	 hashed_lock = PTHREAD_MUTEX_INITIALIZER;

/* Whether the file is one hashed before; if so, its hash and size. */
static int
hashed_before(const struct stat *st, uint64_t *hash, uint64_t *size)
{
	int	 i, found = 0;

	pthread_mutex_lock(&hashed_lock);
	for (i = 0; i < nhashed && !found; i++)
		if (hashed[i].dev == st->st_dev && hashed[i].ino == st->st_ino &&
		    hashed[i].size == st->st_size &&
		    hashed[i].mtime.tv_sec == st->st_mtim.tv_sec &&
		    hashed[i].mtime.tv_nsec == st->st_mtim.tv_nsec) {
			*hash = hashed[i].hash;
			*size = (uint64_t)st->st_size;
			found = 1;
		}
	pthread_mutex_unlock(&hashed_lock);
	return found;
}

/* Remember the file's hash, in place of the oldest when all are taken. */
static void
remember_hash(const struct stat *st, uint64_t hash)
{
	struct hashed	*k;

	pthread_mutex_lock(&hashed_lock);
	if (nhashed == HASHED_KEPT) {
		memmove(hashed, hashed + 1, sizeof(hashed[0]) *
		    (HASHED_KEPT - 1));
		nhashed--;
	}
	k = &hashed[nhashed++];
	k->dev = st->st_dev;
	k->ino = st->st_ino;
	k->size = st->st_size;
	k->mtime = st->st_mtim;
	k->hash = hash;
	pthread_mutex_unlock(&hashed_lock);
}

/* Compare with A-Z folded; n bytes at most if n is not 0 (a prefix). */
static int
fold_cmp(const char *a, const char *b, size_t n)
{
	const unsigned char *p = (const unsigned char *)a;
	const unsigned char *q = (const unsigned char *)b;
	size_t		 i;

	for (i = 0; n == 0 || i < n; i++) {
		if (fold(p[i]) != fold(q[i]))
			return fold(p[i]) - fold(q[i]);
		if (p[i] == '\0')
			return 0;
	}
	return 0;
}

int
windex_cmp(const char *a, const char *b)
{
	int	 c;

	if ((c = fold_cmp(a, b, 0)) != 0)
		return c;
	return strcmp(a, b);
}

/* Mix the number w (8 bytes of a file) into the hash h. */
static uint64_t
mix8(uint64_t h, uint64_t w)
{
	h = (h ^ w) * 0x9e3779b97f4a7c15ULL;
	return h ^ h >> 31;
}

/* End the hash h of a file of total bytes: its size mixed in. */
static uint64_t
hash_end(uint64_t h, uint64_t total)
{
	h = (h ^ total) * 0xff51afd7ed558ccdULL;
	return h ^ h >> 33;
}

/*
 * Hash the bytes of fp (the file at path): they are read 8 at a time as
 * numbers, the first byte the lowest, the last few made 8 with zero
 * bytes, each mixed into the hash by mix8(); then hash_end().  One
 * multiplication for 8 bytes, not 8 (FNV-1a's): a megabyte of .dic in a
 * sixth of the instructions.  Returns 1, or 0 with a message in err.
 */
static int
hash_stream(FILE *fp, const char *path, uint64_t *hash, uint64_t *size,
    char *err, size_t errsize)
{
	unsigned char	 buf[65536 + 8];
	uint64_t	 h = 0xcbf29ce484222325ULL, total = 0;
	size_t		 n, i, have = 0;

	/* have: the bytes kept from the last read, fewer than 8. */
	while ((n = fread(buf + have, 1, 65536, fp)) > 0) {
		total += n;
		n += have;
		for (i = 0; i + 8 <= n; i += 8)
			h = mix8(h, word8_load(buf + i));
		have = n - i;
		memmove(buf, buf + i, have);
	}
	if (ferror(fp)) {
		snprintf(err, errsize, "%s: read error: %s", path,
		    strerror(errno));
		return 0;
	}
	if (have > 0) {
		memset(buf + have, 0, 8 - have);
		h = mix8(h, word8_load(buf));
	}
	*hash = hash_end(h, total);
	*size = total;
	return 1;
}

int
windex_hash_file(const char *path, uint64_t *hash, uint64_t *size,
    char *err, size_t errsize)
{
	FILE		*fp;
	struct stat	 st;
	int		 stated, ok;

	if ((fp = fopen(path, "rb")) == NULL) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return 0;
	}
	stated = fstat(fileno(fp), &st) == 0;
	if (stated && hashed_before(&st, hash, size)) {
		fclose(fp);
		return 1;
	}
	ok = hash_stream(fp, path, hash, size, err, errsize);
	fclose(fp);
	if (ok && stated && *size == (uint64_t)st.st_size)
		remember_hash(&st, *hash);
	return ok;
}

/*
 * The coarse real-time clock's time, which the kernel gives a file at a
 * write, into *now; 0 if there is no such clock.
 */
static int
coarse_now(struct timespec *now)
{
#ifdef CLOCK_REALTIME_COARSE
	return clock_gettime(CLOCK_REALTIME_COARSE, now) == 0;
#else
	(void)now;
	return 0;
#endif
}

static int
time_before(const struct timespec *a, const struct timespec *b)
{
	return a->tv_sec < b->tv_sec || (a->tv_sec == b->tv_sec &&
	    a->tv_nsec < b->tv_nsec);
}

/* The seal of the file st describes. */
static void
seal_of(const struct stat *st, struct windex_seal *seal)
{
	seal->ino = (uint64_t)st->st_ino;
	seal->size = (uint64_t)st->st_size;
	seal->sec = (uint64_t)st->st_mtim.tv_sec;
	seal->nsec = (uint64_t)st->st_mtim.tv_nsec;
}

/*
 * Whether the coarse clock has passed the time of the file st describes,
 * so that a write from now on gives the file another: waited for a tick
 * or two if it has not yet.  A time of a whole second may be that of a
 * file system that keeps no finer one (FAT keeps 2 seconds), where a
 * write within the next 2 seconds gives that very time again: such a
 * time must be 2 seconds past (a file installed long ago; not waited for).
 */
static int
time_passed(const struct stat *st)
{
	struct timespec	 now, nap = { 0, 1000000 };
	int		 tries;

	if (st->st_mtim.tv_nsec == 0)
		return coarse_now(&now) && now.tv_sec - 2 >= st->st_mtim.tv_sec;
	for (tries = 0; tries < 100; tries++) {
		if (!coarse_now(&now))
			return 0;
		if (time_before(&st->st_mtim, &now))
			return 1;
		nanosleep(&nap, NULL);
	}
	return 0;
}

int
windex_hash_sealed(const char *path, uint64_t *hash, uint64_t *size,
    struct windex_seal *seal, char *err, size_t errsize)
{
	FILE		*fp;
	struct stat	 before, after;
	int		 passed;

	memset(seal, 0, sizeof(*seal));
	if ((fp = fopen(path, "rb")) == NULL) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return 0;
	}
	if (fstat(fileno(fp), &before) == -1) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		fclose(fp);
		return 0;
	}
	/* A write from here on gives the file another time. */
	passed = time_passed(&before);
	if (!hash_stream(fp, path, hash, size, err, errsize)) {
		fclose(fp);
		return 0;
	}
	if (passed && fstat(fileno(fp), &after) == 0 &&
	    after.st_ino == before.st_ino && after.st_size == before.st_size &&
	    *size == (uint64_t)after.st_size &&
	    !time_before(&before.st_mtim, &after.st_mtim) &&
	    !time_before(&after.st_mtim, &before.st_mtim))
		seal_of(&after, seal);
	fclose(fp);
	return 1;
}

int
windex_seal_holds(const struct windex_seal *seal, const struct stat *st)
{
	struct windex_seal now;

	seal_of(st, &now);
	return (seal->ino | seal->size | seal->sec | seal->nsec) != 0 &&
	    memcmp(seal, &now, sizeof(now)) == 0;
}

int
windex_file_is(const char *path, uint64_t size, uint64_t hash,
    const struct windex_seal *seal)
{
	struct stat	 st;
	uint64_t	 h, n;
	char		 err[512];

	if (stat(path, &st) == 0 && windex_seal_holds(seal, &st))
		return 1;
	return windex_hash_file(path, &h, &n, err, sizeof(err)) && n == size &&
	    h == hash;
}

/* Read the decimal number at *s and a byte after it, which must be end. */
static int
seal_number(const char **s, int end, uint64_t *n)
{
	const char	*p = *s;

	*n = 0;
	if (*p < '0' || *p > '9')
		return 0;
	for (; *p >= '0' && *p <= '9' && *n <= UINT64_MAX / 10 - 1; p++)
		*n = *n * 10 + (uint64_t)(*p - '0');
	if (*p != end)
		return 0;
	*s = p + 1;
	return 1;
}

int
windex_read_seal(const char *line, struct windex_seal *seal)
{
	const char	*p = line + 5;

	memset(seal, 0, sizeof(*seal));
	return strncmp(line, "seal ", 5) == 0 &&
	    seal_number(&p, ' ', &seal->ino) &&
	    seal_number(&p, ' ', &seal->size) &&
	    seal_number(&p, ' ', &seal->sec) &&
	    seal_number(&p, '\0', &seal->nsec) && seal->nsec < 1000000000;
}

#define NO_SEAL	"\nseal 0 0 0 0\n\n"

/*
 * Write the seal line into the header (header bytes) of the file open at
 * fd, in place of the one at line, NUL bytes after it.  Returns 1, or 0
 * with errno set.
 */
static int
put_seal(int fd, char *head, size_t header, char *line,
    const struct windex_seal *seal)
{
	size_t	 at = (size_t)(line - head), n;

	memset(line, 0, header - at);
	n = (size_t)snprintf(line, header - at, "seal %llu %llu %llu %llu\n\n",
	    (unsigned long long)seal->ino, (unsigned long long)seal->size,
	    (unsigned long long)seal->sec, (unsigned long long)seal->nsec);
	if (n >= header - at) {
		errno = ENOSPC;
		return 0;
	}
	return pwrite(fd, line, header - at, (off_t)at) == (ssize_t)(header -
	    at);
}

int
windex_seal_file(const char *path, size_t header, char *err, size_t errsize)
{
	struct windex_seal seal, none = { 0, 0, 0, 0 };
	struct timespec	 times[2];
	struct stat	 st;
	char		*head, *line;
	int		 fd, ok = 0;

	if ((fd = open(path, O_RDWR)) == -1) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return 0;
	}
	head = xmalloc(header + 1);
	if (pread(fd, head, header, 0) != (ssize_t)header) {
		snprintf(err, errsize, "%s: its header cannot be read", path);
		goto out;
	}
	head[header] = '\0';
	if ((line = strstr(head, NO_SEAL)) == NULL) {
		snprintf(err, errsize, "%s: no line 'seal 0 0 0 0' ends its "
		    "header", path);
		goto out;
	}
	line++;
	ok = 1;
	if (!coarse_now(&times[1]) || fstat(fd, &st) == -1)
		goto out;
	/*
	 * A nanosecond before the clock: no later write gives it back.  Not
	 * a whole second, which a file system of whole seconds would keep
	 * (and give again to a write within it).
	 */
	if (times[1].tv_nsec > 1)
		times[1].tv_nsec--;
	else {
		times[1].tv_sec--;
		times[1].tv_nsec = 999999999;
	}
	times[0].tv_sec = 0;
	times[0].tv_nsec = UTIME_OMIT;
	st.st_mtim = times[1];
	seal_of(&st, &seal);
	if (!put_seal(fd, head, header, line, &seal) ||
	    futimens(fd, times) == -1 || fstat(fd, &st) == -1 ||
	    !windex_seal_holds(&seal, &st))
		ok = put_seal(fd, head, header, line, &none);
	if (!ok)
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
out:
	free(head);
	if (close(fd) == -1 && ok) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		ok = 0;
	}
	return ok;
}

/*
 * Whether the text header head (NUL-terminated) has the line "KIND-seal
 * INO SIZE SEC NSEC" ("seal ..." if kind is NULL) and the file st
 * describes is under that seal.
 */
static int
under_seal(const char *head, const char *kind, const struct stat *st)
{
	struct windex_seal seal;
	const char	*p;
	char		 want[16], line[128];

	snprintf(want, sizeof(want), "\n%s%sseal ", kind != NULL ? kind : "",
	    kind != NULL ? "-" : "");
	if ((p = strstr(head, want)) == NULL)
		return 0;
	p += kind != NULL ? strlen(kind) + 2 : 1;
	snprintf(line, sizeof(line), "%.*s", (int)strcspn(p, "\n"), p);
	return windex_read_seal(line, &seal) && windex_seal_holds(&seal, st);
}

/*
 * If the text header head (NUL-terminated) of a file under its own seal
 * holds the lines "KIND SIZE HASH" and "KIND-seal INO SIZE SEC NSEC", and
 * the file at path is under that seal, remember HASH as its hash: the tool
 * that wrote the header hashed those very bytes, and windex_hash_file()
 * need not read them again.
 */
static void
trust_sealed(const char *head, const char *kind, const char *path)
{
	struct stat	 st;
	const char	*p;
	char		 want[16], line[32], *end;
	unsigned long long size;
	uint64_t	 hash;

	if (stat(path, &st) == -1 || !under_seal(head, kind, &st))
		return;
	snprintf(want, sizeof(want), "\n%s ", kind);
	if ((p = strstr(head, want)) == NULL)
		return;
	p += strlen(want);
	size = strtoull(p, &end, 10);
	if (*end != ' ' || size != (unsigned long long)st.st_size)
		return;
	snprintf(line, sizeof(line), "%.16s", end + 1);
	if (strlen(line) == 16 && end[17] == '\n' &&
	    windex_read_hash(line, &hash))
		remember_hash(&st, hash);
}

int
windex_vouches(const char *path, const char *magic, const char *aff,
    const char *dic)
{
	FILE		*fp;
	struct stat	 st;
	char		 want[256], head[512 + 1], err[256];
	uint64_t	 ah, as, dh, ds;
	size_t		 n, len;
	int		 sealed;

	if ((fp = fopen(path, "rb")) == NULL)
		return 0;
	n = fread(head, 1, sizeof(head) - 1, fp);
	sealed = fstat(fileno(fp), &st) == 0;
	fclose(fp);
	head[n] = '\0';
	/* Its header as its tool wrote it: the seals of the files in it. */
	if (sealed && strncmp(head, magic, strlen(magic)) == 0 &&
	    under_seal(head, NULL, &st)) {
		trust_sealed(head, "aff", aff);
		trust_sealed(head, "dic", dic);
	}
	if (!windex_hash_file(aff, &ah, &as, err, sizeof(err)) ||
	    !windex_hash_file(dic, &dh, &ds, err, sizeof(err)))
		return 0;
	len = (size_t)snprintf(want, sizeof(want), "%s\naff %llu %016llx\n"
	    "dic %llu %016llx\n", magic, (unsigned long long)as,
	    (unsigned long long)ah, (unsigned long long)ds,
	    (unsigned long long)dh);
	return len < sizeof(want) && n >= len && memcmp(head, want, len) == 0;
}

/* Where the loader is in the file, and where its message goes. */
struct loader {
	const char	*path;
	char		*p, *end;	/* the rest of the file */
	unsigned long	 line;		/* the number of the line last cut */
	char		*err;
	size_t		 errsize;
};

/* Say what is damaged at line (0: the whole file); return 0. */
static int
damaged(const struct loader *ld, unsigned long line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
damaged(const struct loader *ld, unsigned long line, const char *fmt, ...)
{
	va_list	 ap;
	char	 what[256];

	va_start(ap, fmt);
	vsnprintf(what, sizeof(what), fmt, ap);
	va_end(ap);
	if (line > 0)
		snprintf(ld->err, ld->errsize, "%s:%lu: %s: %s", ld->path,
		    line, what, REBUILD);
	else
		snprintf(ld->err, ld->errsize, "%s: %s: %s", ld->path, what,
		    REBUILD);
	return 0;
}

/* Cut the next line (it ends in a newline: checked first); NULL at the end. */
static char *
next_line(struct loader *ld)
{
	char	*line = ld->p, *nl;

	if (line >= ld->end)
		return NULL;
	nl = memchr(line, '\n', (size_t)(ld->end - line));
	*nl = '\0';
	ld->p = nl + 1;
	ld->line++;
	return line;
}

/*
 * Split a header line at its single spaces into at most max fields.
 * Returns how many, or 0 if there are more, or an empty one.
 */
static size_t
split(char *line, char *field[], size_t max)
{
	size_t	 n = 0;

	for (;;) {
		if (n == max || *line == '\0' || *line == ' ')
			return 0;
		field[n++] = line;
		if ((line = strchr(line, ' ')) == NULL)
			return n;
		*line++ = '\0';
	}
}

int
windex_read_hash(const char *s, uint64_t *h)
{
	size_t	 i;

	*h = 0;
	for (i = 0; i < 16; i++) {
		if (s[i] >= '0' && s[i] <= '9')
			*h = *h << 4 | (uint64_t)(s[i] - '0');
		else if (s[i] >= 'a' && s[i] <= 'f')
			*h = *h << 4 | (uint64_t)(s[i] - 'a' + 10);
		else
			return 0;
	}
	return s[i] == '\0';
}

/* The header lines a loader has read. */
struct header {
	int		 aff, dic, words, coverage;	/* lines seen */
	uint64_t	 nwords;
	unsigned long	 words_line;
	unsigned long	 lines;		/* the file's */
};

/* Read one header line into x and h; 0 with a message if it is wrong. */
static int
header_line(struct windex *x, struct header *h, struct loader *ld,
    char *line)
{
	char		*f[4] = { NULL }, why[128];
	uint64_t	 v[2];
	size_t		 n;
	int		*seen;

	n = split(line, f, 4);
	if (n == 0)
		return damaged(ld, ld->line, "a header line that is not "
		    "words separated by single spaces");
	if (strcmp(f[0], "aff") == 0 || strcmp(f[0], "dic") == 0) {
		seen = f[0][0] == 'a' ? &h->aff : &h->dic;
		if (n != 3 || !numarg(f[1], 1, UINT64_MAX, &v[0], why))
			return damaged(ld, ld->line, "%s: expected '%s SIZE "
			    "HASH' (a size from 1)", f[0], f[0]);
		if (!windex_read_hash(f[2], &v[1]))
			return damaged(ld, ld->line, "%s: the hash is not 16 "
			    "hexadecimal digits", f[0]);
		if (f[0][0] == 'a') {
			x->aff_size = v[0];
			x->aff_hash = v[1];
		} else {
			x->dic_size = v[0];
			x->dic_hash = v[1];
		}
	} else if (strcmp(f[0], "words") == 0) {
		seen = &h->words;
		if (n != 2 || !numarg(f[1], 0, UINT64_MAX, &h->nwords, why))
			return damaged(ld, ld->line, "words: expected "
			    "'words COUNT'%s%s", n == 2 ? ": " : "",
			    n == 2 ? why : "");
		h->words_line = ld->line;
	} else if (strcmp(f[0], "coverage") == 0) {
		seen = &h->coverage;
		if (n != 3 || !numarg(f[1], 0, ULONG_MAX, &v[0], why) ||
		    !numarg(f[2], 0, v[0], &v[1], why))
			return damaged(ld, ld->line, "coverage: expected "
			    "'coverage ACCEPTED COVERED', COVERED no more than "
			    "ACCEPTED");
		x->accepted = (unsigned long)v[0];
		x->covered = (unsigned long)v[1];
		x->has_coverage = 1;
	} else
		return damaged(ld, ld->line, "an unknown header line '%.40s'",
		    f[0]);
	if ((*seen)++ > 0)
		return damaged(ld, ld->line, "a second %s line", f[0]);
	return 1;
}

#define ONES	0x0101010101010101ULL
#define HIGHS	0x8080808080808080ULL

/*
 * Cut the next word line, as next_line() does, its length into *len;
 * *plain says it has no byte below 0x20 (a tab is one) nor 0x7f, which
 * it was read for, 8 bytes at a time: (v - 0x20...) & ~v marks the first
 * byte below 0x20 right, wherever it is.  The newline is the first such
 * byte of a plain line.  NULL at the end.
 */
static char *
next_word(struct loader *ld, size_t *len, int *plain)
{
	char		*line = ld->p, *p, *nl;
	uint64_t	 v, d, m;

	if (line >= ld->end)
		return NULL;
	/* The file ends in a newline and a NUL: 8 bytes may be read up to. */
	for (p = line; ld->end + 1 - p >= 8; p += 8) {
		v = word8_load(p);
		d = v ^ (0x7f * ONES);
		if ((m = (((v - 0x20 * ONES) & ~v) | ((d - ONES) & ~d)) &
		    HIGHS) != 0)
			break;
	}
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	if (ld->end + 1 - p >= 8)
		p += __builtin_ctzll(m) / 8;
#endif
	while (*p != '\n' && (unsigned char)*p >= 0x20 && *p != 0x7f)
		p++;
	*plain = *p == '\n';
	nl = *plain ? p : memchr(p, '\n', (size_t)(ld->end - p));
	*nl = '\0';
	*len = (size_t)(nl - line);
	ld->p = nl + 1;
	ld->line++;
	return line;
}

/*
 * windex_cmp(a, b) of a word of alen bytes and one of blen, after it (up
 * to limit, the bytes may be read): the bytes both have alike are passed
 * 8 at a time (alike, they fold alike).
 */
static int
order_cmp(const char *a, size_t alen, const char *b, size_t blen,
    const char *limit)
{
	uint64_t	 x;
	size_t		 i = 0, n = alen < blen ? alen : blen;

	for (; i < n && (size_t)(limit - (b + i)) >= 8; i += 8)
		if ((x = word8_load(a + i) ^ word8_load(b + i)) != 0) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
			i += (size_t)__builtin_ctzll(x) / 8;
			if (i > n)
				i = n;
			/* Most words differ in a letter, not its case. */
			if (fold((unsigned char)a[i]) !=
			    fold((unsigned char)b[i]))
				return fold((unsigned char)a[i]) -
				    fold((unsigned char)b[i]);
			return windex_cmp(a + i, b + i);
#else
			break;
#endif
		}
	if (i > n)
		i = n;
	while (i < n && a[i] == b[i])
		i++;
	return windex_cmp(a + i, b + i);
}

/*
 * Read the marks of the word line (len bytes, cut at its end): each a
 * word, with "\tA" after an abbreviation or "\tN" after a person's name;
 * the word's flags into *flags and its length into *len.  Returns 1, or 0
 * with a message.
 */
static int
read_marks(struct loader *ld, char *line, size_t *len, unsigned char *flags)
{
	const unsigned char *c;
	char		*tab;

	if ((tab = strchr(line, '\t')) != NULL) {
		*tab = '\0';
		*len = (size_t)(tab - line);
		if (strcmp(tab + 1, "A") == 0)
			*flags = WINDEX_ABBREVIATION;
		else if (strcmp(tab + 1, "N") == 0)
			*flags = WINDEX_NAME;
		else
			return damaged(ld, ld->line, "an unknown mark after a "
			    "word: expected a tab and 'A' or 'N', or nothing");
	}
	if (*line == '\0')
		return damaged(ld, ld->line, "an empty word");
	for (c = (const unsigned char *)line; *c != '\0'; c++)
		if (*c < 0x20 || *c == 0x7f)
			return damaged(ld, ld->line, "control character "
			    "0x%02x in a word", *c);
	return 1;
}

/*
 * Read the word lines into x, in the index's order; a line with no byte
 * below 0x20 (a tab is one) needs no look at its marks.  Returns 1, or 0
 * with a message.
 */
static int
read_words(struct windex *x, struct loader *ld)
{
	char		*line, *prev = NULL;
	size_t		 len, plen = 0;
	int		 plain;

	while ((line = next_word(ld, &len, &plain)) != NULL) {
		x->flags[x->n] = 0;
		if (len == 0)
			return damaged(ld, ld->line, "an empty word");
		if (!plain && !read_marks(ld, line, &len, &x->flags[x->n]))
			return 0;
		if (prev != NULL && order_cmp(prev, plen, line, len,
		    ld->end + 1) >= 0)
			return damaged(ld, ld->line, "the words are not in "
			    "order: '%.40s' after '%.40s'", line, prev);
		x->word[x->n++] = prev = line;
		plen = len;
	}
	return 1;
}

/* The FNV-1a hash of the word's len bytes, as the marked table keys it. */
static uint64_t
word_hash(const char *word, size_t len)
{
	uint64_t	 h = 0xcbf29ce484222325ULL;
	size_t		 i;

	for (i = 0; i < len; i++) {
		h ^= (unsigned char)word[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

/* The bit of the filter of marked words the hash h sets. */
static size_t
filter_bit(const struct windex *x, uint64_t h)
{
	return (size_t)(h >> 24) & x->fmask;
}

/*
 * Hash the entries that have a mark (abbreviations and names, a few
 * thousand) into x->marked, half full at most, so that windex_marks()
 * answers without a binary search of the whole index; and set their bits
 * in x->filter, eight bits a marked word or more, so that most unmarked
 * words are told so by a table small enough to stay in the cache (16 KiB
 * for en_US, against 256 KiB).
 */
static void
hash_marked(struct windex *x)
{
	size_t		 i, nmarked = 0, slots = 16, bits = 64, s;
	uint64_t	 h;

	for (i = 0; i < x->n; i++)
		if (x->flags[i] != 0)
			nmarked++;
	while (slots < 2 * nmarked)
		slots *= 2;
	while (bits < 8 * nmarked)
		bits *= 2;
	x->marked = xcalloc(slots, sizeof(*x->marked));
	x->mask = slots - 1;
	x->filter = xcalloc(bits / 64, sizeof(*x->filter));
	x->fmask = bits - 1;
	for (i = 0; i < x->n; i++) {
		if (x->flags[i] == 0)
			continue;
		h = word_hash(entry(x, i), strlen(entry(x, i)));
		s = filter_bit(x, h);
		x->filter[s / 64] |= (uint64_t)1 << (s % 64);
		for (s = h & x->mask; x->marked[s].entry != 0;
		    s = (s + 1) & x->mask)
			continue;
		x->marked[s].entry = (uint32_t)(i + 1);
		x->marked[s].tag = (uint32_t)(h >> 32);
	}
}

/* Check the header and the text of the file ld reads; 0 with a message. */
static int
read_header(struct windex *x, struct header *h, struct loader *ld,
    size_t len)
{
	struct wtext	 text;
	char		*line, why[128];
	unsigned long	 newlines;

	/* Text first, whole lines only: then each line is a string. */
	if (len == 0)
		return damaged(ld, 0, "an empty file");
	if (!wtext_ascii(x->data, len, &newlines)) {
		wtext_init(&text);
		if (!wtext_feed(&text, x->data, len, why, sizeof(why)) ||
		    !wtext_end(&text, why, sizeof(why)))
			return damaged(ld, text.line, "%s: not text", why);
		newlines = text.line - 1;
	}
	if (x->data[len - 1] != '\n')
		return damaged(ld, newlines + 1, "the last line has no "
		    "newline: the file is cut short");
	h->lines = newlines;

	line = next_line(ld);
	if (strcmp(line, WINDEX_MAGIC) != 0)
		return damaged(ld, 1, "not a refkit prefix index (no '"
		    WINDEX_MAGIC "' line)");
	while ((line = next_line(ld)) != NULL && *line != '\0')
		if (!header_line(x, h, ld, line))
			return 0;
	if (line == NULL)
		return damaged(ld, ld->line, "the header has no end (no empty "
		    "line): the file is cut short");
	if (!h->aff || !h->dic || !h->words)
		return damaged(ld, ld->line, "the header has no %s line",
		    !h->aff ? "aff" : !h->dic ? "dic" : "words");
	return 1;
}

/*
 * The image of an index (words-index.h): a text header of IMAGE_HEADER
 * bytes, then struct image_head, then the offsets of the words, their
 * flags, the table of marked entries and its filter, and the words.
 */
#define IMAGE_HEADER	WINDEX_IMAGE_HEADER

struct image_head {
	uint64_t	 idx_size, idx_hash;	/* the text index's */
	uint64_t	 aff_size, aff_hash, dic_size, dic_hash;
	uint64_t	 accepted, covered, has_coverage;
	uint64_t	 words, slots, bits, bytes;
	uint64_t	 idx_ino, idx_sec, idx_nsec;	/* its seal's */
};

/* Where each part of an image of the head h is, from the file's start. */
struct image_parts {
	uint64_t	 off, flags, marked, filter, bytes, size;
};

/* The image's layout line of this machine. */
static const char *
image_layout(void)
{
	static const uint16_t one = 1;

	return *(const unsigned char *)&one == 1 ? "layout little" :
	    "layout big";
}

/* Round n up to a multiple of 8. */
static uint64_t
pad8(uint64_t n)
{
	return (n + 7) / 8 * 8;
}

/*
 * The places of the parts of an image of the head h; 0 if they do not fit
 * a file of size bytes (each count is held to the size before it is
 * multiplied), else 1.
 */
static int
image_parts(const struct image_head *h, uint64_t size, struct image_parts *p)
{
	memset(p, 0, sizeof(*p));
	if (h->words > size || h->slots > size || h->bits > 8 * size ||
	    h->bytes > size)
		return 0;
	p->off = IMAGE_HEADER + sizeof(*h);
	p->flags = p->off + pad8(4 * h->words);
	p->marked = p->flags + pad8(h->words);
	p->filter = p->marked + 8 * h->slots;
	p->bytes = p->filter + h->bits / 8;
	p->size = p->bytes + h->bytes;
	return p->size == size;
}

int
windex_write_image(FILE *fp, const struct windex *x, uint64_t idx_size,
    uint64_t idx_hash, const struct windex_seal *idx_seal, char *err,
    size_t errsize)
{
	struct image_head h;
	struct image_parts p;
	struct wsum	 sum = { 0, 0 };
	char		 head[IMAGE_HEADER], *body;
	uint32_t	*off;
	size_t		 i, len, at = 0;

	memset(&h, 0, sizeof(h));
	h.idx_size = idx_size;
	h.idx_hash = idx_hash;
	if (idx_seal != NULL && idx_seal->size == idx_size) {
		h.idx_ino = idx_seal->ino;
		h.idx_sec = idx_seal->sec;
		h.idx_nsec = idx_seal->nsec;
	}
	h.aff_size = x->aff_size;
	h.aff_hash = x->aff_hash;
	h.dic_size = x->dic_size;
	h.dic_hash = x->dic_hash;
	h.accepted = x->accepted;
	h.covered = x->covered;
	h.has_coverage = (uint64_t)x->has_coverage;
	h.words = x->n;
	h.slots = x->mask + 1;
	h.bits = x->fmask + 1;
	for (i = 0; i < x->n; i++)
		h.bytes += strlen(entry(x, i)) + 1;
	h.bytes = pad8(h.bytes);
	if (h.bytes >= UINT32_MAX) {
		snprintf(err, errsize, "the words are too many bytes");
		return 0;
	}
	p.size = IMAGE_HEADER + sizeof(h) + pad8(4 * h.words) +
	    pad8(h.words) + 8 * h.slots + h.bits / 8 + h.bytes;
	(void)image_parts(&h, p.size, &p);
	body = xcalloc(1, p.size - IMAGE_HEADER);
	memcpy(body, &h, sizeof(h));
	off = (uint32_t *)(void *)(body + p.off - IMAGE_HEADER);
	for (i = 0; i < x->n; i++) {
		len = strlen(entry(x, i)) + 1;
		off[i] = (uint32_t)at;
		memcpy(body + p.bytes - IMAGE_HEADER + at, entry(x, i), len);
		at += len;
	}
	memcpy(body + p.flags - IMAGE_HEADER, x->flags, x->n);
	memcpy(body + p.marked - IMAGE_HEADER, x->marked, 8 * h.slots);
	memcpy(body + p.filter - IMAGE_HEADER, x->filter, h.bits / 8);
	wsum_add(&sum, body, p.size - IMAGE_HEADER);
	memset(head, 0, sizeof(head));
	snprintf(head, sizeof(head), "%s\nsum %016llx\n%s\nseal 0 0 0 0\n\n",
	    WINDEX_IMAGE_MAGIC, (unsigned long long)wsum_end(&sum),
	    image_layout());
	if (fwrite(head, 1, sizeof(head), fp) != sizeof(head) ||
	    fwrite(body, 1, p.size - IMAGE_HEADER, fp) !=
	    p.size - IMAGE_HEADER) {
		snprintf(err, errsize, "%s", strerror(errno));
		free(body);
		return 0;
	}
	free(body);
	return 1;
}

/*
 * Whether the image's text header (IMAGE_HEADER bytes at head) is one
 * of this version and this machine's byte order; its sum into *sum, its
 * seal into *seal.
 */
static int
image_header(const char *head, uint64_t *sum, struct windex_seal *seal)
{
	char		 want[IMAGE_HEADER + 1];
	size_t		 n = strlen(WINDEX_IMAGE_MAGIC), len, end;

	if (memcmp(head, WINDEX_IMAGE_MAGIC "\nsum ", n + 5) != 0)
		return 0;
	memcpy(want, head + n + 5, 16);
	want[16] = '\0';
	if (!windex_read_hash(want, sum))
		return 0;
	len = (size_t)snprintf(want, sizeof(want), "%s\nsum %016llx\n%s\n",
	    WINDEX_IMAGE_MAGIC, (unsigned long long)*sum, image_layout());
	if (memcmp(head, want, len) != 0)
		return 0;
	/* The seal's line, an empty one, NUL bytes. */
	memcpy(want, head + len, IMAGE_HEADER - len);
	want[IMAGE_HEADER - len] = '\0';
	end = strcspn(want, "\n");
	if (want[end] != '\n' || want[end + 1] != '\n')
		return 0;
	want[end] = '\0';
	for (n = len + end + 2; n < IMAGE_HEADER; n++)
		if (head[n] != '\0')
			return 0;
	return windex_read_seal(want, seal);
}

/*
 * Whether the parts of the image x maps (of the head h, at p) are safe to
 * read: each word ends within the words' bytes, each marked entry is an
 * entry, a slot of the table is free.
 */
static int
image_sound(const struct windex *x, const struct image_head *h)
{
	size_t		 i;
	int		 past = 0, free_slot = 0;

	if (h->bytes > 0 && x->bytes[h->bytes - 1] != '\0')
		return 0;
	/* No branch a word: every word is looked at. */
	for (i = 0; i < h->words; i++)
		past |= x->off[i] >= h->bytes;
	for (i = 0; i < h->slots; i++) {
		past |= x->marked[i].entry > h->words;
		free_slot |= x->marked[i].entry == 0;
	}
	return !past && free_slot;
}

/*
 * Whether the image of the head h was made from the text index at path:
 * the text under the seal the head records, or of its size and hash.
 */
static int
made_from(const char *path, const struct image_head *h)
{
	struct windex_seal seal;

	seal.ino = h->idx_ino;
	seal.size = h->idx_size;
	seal.sec = h->idx_sec;
	seal.nsec = h->idx_nsec;
	return windex_file_is(path, h->idx_size, h->idx_hash, &seal);
}

/* The checksum of the image mapped at map (st says its size). */
static uint64_t
sum_of(const char *map, const struct stat *st)
{
	struct wsum	 sum = { 0, 0 };

	wsum_add(&sum, map + IMAGE_HEADER, (size_t)st->st_size -
	    IMAGE_HEADER);
	return wsum_end(&sum);
}

/*
 * Map the image beside the text index at path (path.img) into x, if
 * there is one, sound, of this version and machine, and made from the
 * very bytes of the text index: then it holds what reading the text
 * gives, and the text is not read.  Returns 1 if it did; 0, having
 * changed nothing, if it did not (no message: the text is read then).
 */
static int
load_image(struct windex *x, const char *path)
{
	struct image_head h;
	struct image_parts p;
	struct stat	 st;
	struct windex_seal seal;
	uint64_t	 want;
	char		*img, *map;
	size_t		 n;
	int		 fd, ok;

	n = strlen(path) + sizeof(".img");
	img = xmalloc(n);
	snprintf(img, n, "%s.img", path);
	fd = open(img, O_RDONLY);
	free(img);
	if (fd == -1)
		return 0;
	if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode) ||
	    (uintmax_t)st.st_size >= SIZE_MAX ||
	    (size_t)st.st_size < IMAGE_HEADER + sizeof(h) ||
	    st.st_size % 8 != 0 || (map = mmap(NULL, (size_t)st.st_size,
	    PROT_READ, MAP_PRIVATE, fd, 0)) == MAP_FAILED) {
		close(fd);
		return 0;
	}
	close(fd);
	memcpy(&h, map + IMAGE_HEADER, sizeof(h));
	ok = image_header(map, &want, &seal) &&
	    image_parts(&h, (uint64_t)st.st_size, &p) && h.words > 0 &&
	    h.words <= UINT32_MAX && h.slots >= 16 &&
	    (h.slots & (h.slots - 1)) == 0 && h.bits >= 64 &&
	    (h.bits & (h.bits - 1)) == 0 && made_from(path, &h);
	if (ok) {
		x->off = (const uint32_t *)(void *)(map + p.off);
		x->flags = (unsigned char *)map + p.flags;
		x->marked = (struct marked *)(void *)(map + p.marked);
		x->filter = (uint64_t *)(void *)(map + p.filter);
		x->bytes = map + p.bytes;
		/* Under its seal, it is as wordck-index -m wrote it. */
		ok = windex_seal_holds(&seal, &st) || (sum_of(map, &st) ==
		    want && image_sound(x, &h));
	}
	if (!ok) {
		munmap(map, (size_t)st.st_size);
		memset(x, 0, sizeof(*x));
		return 0;
	}
	x->map = map;
	x->mapsize = (size_t)st.st_size;
	x->n = (size_t)h.words;
	x->mask = (size_t)h.slots - 1;
	x->fmask = (size_t)h.bits - 1;
	x->aff_size = h.aff_size;
	x->aff_hash = h.aff_hash;
	x->dic_size = h.dic_size;
	x->dic_hash = h.dic_hash;
	x->accepted = (unsigned long)h.accepted;
	x->covered = (unsigned long)h.covered;
	x->has_coverage = h.has_coverage != 0;
	return 1;
}

struct windex *
windex_load(const char *path, char *err, size_t errsize)
{
	struct windex	*x;
	struct loader	 ld;
	struct header	 h;
	size_t		 len, nlines;

	x = xcalloc(1, sizeof(*x));
	if (load_image(x, path))
		return x;
	if ((x->data = wtext_slurp(path, &len, err, errsize)) == NULL) {
		free(x);
		return NULL;
	}
	memset(&ld, 0, sizeof(ld));
	memset(&h, 0, sizeof(h));
	ld.path = path;
	ld.p = x->data;
	ld.end = x->data + len;
	ld.err = err;
	ld.errsize = errsize;
	if (!read_header(x, &h, &ld, len))
		goto bad;
	/* The count is held to the lines there before it sizes anything. */
	nlines = h.lines - ld.line;
	if (h.nwords != nlines) {
		damaged(&ld, h.words_line, "the words line says %" PRIu64
		    ", and %zu line%s of words follow%s%s", h.nwords, nlines,
		    nlines == 1 ? "" : "s", nlines == 1 ? "s" : "",
		    h.nwords > nlines ? ": the file is cut short" : "");
		goto bad;
	}
	x->word = xreallocarray(NULL, nlines + 1, sizeof(*x->word));
	x->flags = xmalloc(nlines + 1);
	if (!read_words(x, &ld))
		goto bad;
	hash_marked(x);
	return x;
bad:
	windex_free(x);
	return NULL;
}

void
windex_free(struct windex *x)
{
	if (x == NULL)
		return;
	if (x->map != NULL) {
		munmap(x->map, x->mapsize);
		free(x);
		return;
	}
	free(x->data);
	free(x->word);
	free(x->flags);
	free(x->marked);
	free(x->filter);
	free(x);
}

int
windex_built_from(const struct windex *x, const char *aff, const char *dic,
    char *err, size_t errsize)
{
	uint64_t	 h, size;

	if (!windex_hash_file(aff, &h, &size, err, errsize))
		return 0;
	if (h != x->aff_hash || size != x->aff_size) {
		snprintf(err, errsize, "it was built with another %s", aff);
		return 0;
	}
	if (!windex_hash_file(dic, &h, &size, err, errsize))
		return 0;
	if (h != x->dic_hash || size != x->dic_size) {
		snprintf(err, errsize, "it was built from another %s", dic);
		return 0;
	}
	return 1;
}

size_t
windex_count(const struct windex *x)
{
	return x->n;
}

/* The first entry not before key in fold order (all of key, or prefix). */
static size_t
lower_bound(const struct windex *x, const char *key, size_t n)
{
	size_t	 lo = 0, hi = x->n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (fold_cmp(entry(x, mid), key, n) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

void
windex_range(const struct windex *x, const char *prefix, size_t *first,
    size_t *end)
{
	size_t	 n = strlen(prefix), i;

	if (n == 0) {
		*first = 0;
		*end = x->n;
		return;
	}
	*first = lower_bound(x, prefix, n);
	for (i = *first; i < x->n && fold_cmp(entry(x, i), prefix, n) == 0;
	    i++)
		;
	*end = i;
}

const char *
windex_word(const struct windex *x, size_t i, int *flags)
{
	if (flags != NULL)
		*flags = x->flags[i];
	return entry(x, i);
}

int
windex_find(const struct windex *x, const char *word, size_t len)
{
	size_t	 i;

	for (i = lower_bound(x, word, len); i < x->n &&
	    fold_cmp(entry(x, i), word, len) == 0; i++)
		if (strlen(entry(x, i)) == len &&
		    memcmp(entry(x, i), word, len) == 0)
			return x->flags[i];
	return -1;
}

int
windex_marks(const struct windex *x, const char *word, size_t len)
{
	uint64_t	 h = word_hash(word, len);
	size_t		 s = filter_bit(x, h);
	const char	*e;

	if (!(x->filter[s / 64] >> (s % 64) & 1))
		return 0;
	for (s = h & x->mask; x->marked[s].entry != 0; s = (s + 1) & x->mask) {
		if (x->marked[s].tag != (uint32_t)(h >> 32))
			continue;
		e = entry(x, x->marked[s].entry - 1);
		if (strlen(e) == len && memcmp(e, word, len) == 0)
			return x->flags[x->marked[s].entry - 1];
	}
	return 0;
}

int
windex_coverage(const struct windex *x, unsigned long *accepted,
    unsigned long *covered)
{
	*accepted = x->accepted;
	*covered = x->covered;
	return x->has_coverage;
}
