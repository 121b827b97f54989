/*
 * lexicon-file.c: a lexicon written to a file and read back (the format
 * is in lexicon.h).  The reader checks the file whole without reading a
 * node: the header against the size, then the checksum of every byte;
 * the walk (lexicon.h) keeps any array it took in bounds.  The
 * dictionary a lexicon records is checked by its user, against the files
 * it found (lexicon_built_from()).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "alloc.h"
#include "datadir.h"
#include "lexicon.h"
#include "words-index.h"

#define MAGIC		"refkit-lexicon 4\n"
#define MAGIC_LEN	17		/* the first line */
#define NO_SEAL		"seal 0 0 0 0\n\n"
#define TEXT_LEN	128		/* the text header, NUL padded */
#define COUNTS_AT	128		/* size root nodes edges words maxlen */
#define SOURCE_AT	152		/* known, the files' sizes, hashes */
#define SEALS_AT	188		/* the files' seals */
#define SLOTS_AT	252		/* the hash set's slots and probes */
#define SUM_AT		264		/* the checksum */
#define HEADER_LEN	272
#define SHORT_BYTES	(4 * LEXICON_SHORT_WORDS + 4)	/* 8-aligned */
#define MIN_SLOTS	16
#define MAX_SLOTS	((uint32_t)1 << 28)
#define MAX_FILE	((size_t)256 << 20)	/* far above any dictionary */
#define SUM_MUL		0x9e3779b97f4a7c15ULL

_Static_assert((HEADER_LEN + SHORT_BYTES) % 8 == 0, "the slots are "
    "8-aligned");

/* The 32-bit little-endian integer at p. */
static uint32_t
get32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	    (uint32_t)p[3] << 24;
}

/* The 64-bit little-endian integer at p. */
static uint64_t
get64(const unsigned char *p)
{
	return (uint64_t)get32(p) | (uint64_t)get32(p + 4) << 32;
}

/* Set the 32-bit little-endian integer at p. */
static void
set32(unsigned char *p, uint32_t x)
{
	p[0] = (unsigned char)x;
	p[1] = (unsigned char)(x >> 8);
	p[2] = (unsigned char)(x >> 16);
	p[3] = (unsigned char)(x >> 24);
}

/* Set the 64-bit little-endian integer at p. */
static void
set64(unsigned char *p, uint64_t x)
{
	set32(p, (uint32_t)x);
	set32(p + 4, (uint32_t)(x >> 32));
}

/* Whether this machine keeps integers little-endian, as the file does. */
static int
little_endian(void)
{
	const uint32_t	 one = 1;

	return *(const unsigned char *)&one == 1;
}

/*
 * The checksum of a file of size bytes at data (a multiple of 4, at least
 * a header), its text header and its own field left out: four lanes of
 * 64-bit words, each step a bijection (so one word changed always
 * changes the sum), at about a cycle for 8 bytes.
 */
static uint64_t
file_sum(const unsigned char *data, size_t size)
{
	uint64_t	 h[4] = { 1, 2, 3, 4 }, x;
	size_t		 i;

	for (i = TEXT_LEN; i < SUM_AT; i += 8)
		h[0] = (h[0] ^ get64(data + i)) * SUM_MUL;
	for (i = HEADER_LEN; i + 32 <= size; i += 32) {
		h[0] = (h[0] ^ get64(data + i)) * SUM_MUL;
		h[1] = (h[1] ^ get64(data + i + 8)) * SUM_MUL;
		h[2] = (h[2] ^ get64(data + i + 16)) * SUM_MUL;
		h[3] = (h[3] ^ get64(data + i + 24)) * SUM_MUL;
	}
	for (; i + 4 <= size; i += 4)
		h[1] = (h[1] ^ get32(data + i)) * SUM_MUL;
	x = h[0];
	for (i = 1; i < 4; i++)
		x = ((x ^ (x >> 31)) ^ h[i]) * SUM_MUL;
	return x ^ (x >> 29) ^ size;
}

void
lexicon_seal(unsigned char *data, size_t size)
{
	if (size >= HEADER_LEN && size % 4 == 0)
		set64(data + SUM_AT, file_sum(data, size));
}

/* Read a seal's four numbers at p. */
static void
read_seal(const unsigned char *p, struct windex_seal *seal)
{
	seal->ino = get64(p);
	seal->size = get64(p + 8);
	seal->sec = get64(p + 16);
	seal->nsec = get64(p + 24);
}

/* Write a seal's four numbers at p. */
static void
write_seal(unsigned char *p, const struct windex_seal *seal)
{
	set64(p, seal->ino);
	set64(p + 8, seal->size);
	set64(p + 16, seal->sec);
	set64(p + 24, seal->nsec);
}

/*
 * Read the text header of a file of size bytes at data, its first line
 * checked already: its seal line into *seal, an empty line, NUL bytes.
 * Returns 1, or 0 if it is not so.
 */
static int
read_text(const unsigned char *data, struct windex_seal *seal)
{
	char		 line[TEXT_LEN];
	size_t		 i, end;

	for (end = MAGIC_LEN; end < TEXT_LEN && data[end] != '\n'; end++)
		continue;
	if (end + 1 >= TEXT_LEN || data[end + 1] != '\n')
		return 0;
	memcpy(line, data + MAGIC_LEN, end - MAGIC_LEN);
	line[end - MAGIC_LEN] = '\0';
	for (i = end + 2; i < TEXT_LEN; i++)
		if (data[i] != '\0')
			return 0;
	return windex_read_seal(line, seal);
}

/*
 * Read the source at p into lex: known is 0 or 1, and an unknown source
 * has nothing but zeros.  Returns 1, or 0 and a message in err.
 */
static int
read_source(struct lexicon *lex, const unsigned char *p, char *err,
    size_t errsize)
{
	struct lexicon_source *src = &lex->source;
	uint32_t	 known = get32(p);
	uint64_t	 any = 0;
	size_t		 i;

	src->aff_size = get64(p + 4);
	src->aff_hash = get64(p + 12);
	src->dic_size = get64(p + 20);
	src->dic_hash = get64(p + 28);
	read_seal(p + SEALS_AT - SOURCE_AT, &src->aff_seal);
	read_seal(p + SEALS_AT - SOURCE_AT + 32, &src->dic_seal);
	for (i = 4; i < SLOTS_AT - SOURCE_AT; i += 8)
		any |= get64(p + i);
	if (known > 1 || (known == 0 && any != 0)) {
		snprintf(err, errsize, "a bad dictionary source");
		return 0;
	}
	src->known = (int)known;
	return 1;
}

/*
 * Read the header of the size bytes at data into lex and check the file
 * whole, without a look at any node: the counts against the size, the
 * root's place, the checksum unless the file is sealed (its seal,
 * which the caller found holding, in sealed; else NULL).  Returns 1, or
 * 0 and a message in err.
 */
static int
read_header(struct lexicon *lex, const unsigned char *data, size_t size,
    struct windex_seal *seal, char *err, size_t errsize)
{
	uint64_t	 want;

	if (size < MAGIC_LEN || memcmp(data, MAGIC, MAGIC_LEN) != 0) {
		snprintf(err, errsize, "not a refkit lexicon");
		return 0;
	}
	if (size < HEADER_LEN) {
		snprintf(err, errsize, "truncated header");
		return 0;
	}
	if (!read_text(data, seal)) {
		snprintf(err, errsize, "a damaged text header: a line 'seal "
		    "INO SIZE SEC NSEC', an empty line, NUL bytes");
		return 0;
	}
	lex->size = get32(data + COUNTS_AT);
	lex->root = get32(data + COUNTS_AT + 4);
	lex->nnodes = get32(data + COUNTS_AT + 8);
	lex->nedges = get32(data + COUNTS_AT + 12);
	lex->nwords = get32(data + COUNTS_AT + 16);
	lex->maxlen = get32(data + COUNTS_AT + 20);
	lex->nslots = get32(data + SLOTS_AT);
	lex->probes = get32(data + SLOTS_AT + 4);
	if (lex->nslots < MIN_SLOTS || lex->nslots > MAX_SLOTS ||
	    (lex->nslots & (lex->nslots - 1)) != 0 ||
	    lex->probes > lex->nslots) {
		snprintf(err, errsize, "a bad hash set: its slots not a power "
		    "of two from %d to 2^28, or probes past them", MIN_SLOTS);
		return 0;
	}
	want = HEADER_LEN + SHORT_BYTES + (uint64_t)lex->nslots * 8 +
	    (uint64_t)lex->size * 4;
	if (size != want) {
		snprintf(err, errsize, "the size is not what the header says");
		return 0;
	}
	if (lex->size < LEXICON_PAD || lex->root > lex->size - LEXICON_PAD) {
		snprintf(err, errsize, "the root is not at the array's end");
		return 0;
	}
	if ((uint64_t)lex->nnodes + lex->nedges > lex->size) {
		snprintf(err, errsize, "more nodes and edges than the array "
		    "holds");
		return 0;
	}
	if (lex->maxlen > LEXICON_MAXLEN) {
		snprintf(err, errsize, "words longer than %d letters",
		    LEXICON_MAXLEN);
		return 0;
	}
	if (!read_source(lex, data + SOURCE_AT, err, errsize))
		return 0;
	return 1;
}

/* The offsets of the tables and the array in a file of lex's header. */
#define SHORT_AT	HEADER_LEN
#define HASH_AT		(HEADER_LEN + SHORT_BYTES)
#define ARRAY_AT(lex)	(HASH_AT + 8 * (size_t)(lex)->nslots)

/*
 * Check the body of the file lex's header was read from (size bytes at
 * data): its checksum unless trusted (under its seal), the root, the
 * dead end.  Returns 1, or 0 and a message in err.
 */
static int
check_body(const struct lexicon *lex, const unsigned char *data, size_t size,
    int trusted, char *err, size_t errsize)
{
	const unsigned char *a = data + ARRAY_AT(lex);

	if (!trusted && get64(data + SUM_AT) != file_sum(data, size)) {
		snprintf(err, errsize, "a damaged file: the checksum is wrong");
		return 0;
	}
	if (get32(a + 4 * (size_t)lex->root) & LEXICON_FINAL) {
		snprintf(err, errsize, "the empty word");
		return 0;
	}
	if (get32(a) != 0) {
		snprintf(err, errsize, "the array does not begin with the dead "
		    "end");
		return 0;
	}
	return 1;
}

/* The hash set's shift: 64 less the bits of a slot's index. */
static unsigned int
slot_shift(uint32_t nslots)
{
	unsigned int	 shift = 64;

	while (nslots > 1) {
		nslots >>= 1;
		shift--;
	}
	return shift;
}

/*
 * Turn the file's little-endian integers at data (its tables and array,
 * by lex's header) into this machine's, in place.
 */
static void
native_order(const struct lexicon *lex, unsigned char *data)
{
	uint64_t	 x;
	uint32_t	 y;
	size_t		 i;

	for (i = SHORT_AT; i < HASH_AT; i += 4) {
		y = get32(data + i);
		memcpy(data + i, &y, 4);
	}
	for (i = HASH_AT; i < ARRAY_AT(lex); i += 8) {
		x = get64(data + i);
		memcpy(data + i, &x, 8);
	}
	for (i = ARRAY_AT(lex); i < ARRAY_AT(lex) + 4 * (size_t)lex->size;
	    i += 4) {
		y = get32(data + i);
		memcpy(data + i, &y, 4);
	}
}

/*
 * The lexicon of the size bytes at data, its tables and array in place
 * when borrow is set and the machine reads the file's integers as they
 * are (the caller keeps data as long as the lexicon), else a copy's.  A
 * file mapped (st its stat, else NULL) under its own seal is as
 * lexicon_save() wrote it: its checksum is not read again.
 */
static struct lexicon *
parse(const unsigned char *data, size_t size, int borrow,
    const struct stat *st, char *err, size_t errsize)
{
	struct lexicon	*lex;
	struct windex_seal seal;
	const unsigned char *at = data;

	lex = xcalloc(1, sizeof(*lex));
	if (!read_header(lex, data, size, &seal, err, errsize) ||
	    !check_body(lex, data, size, st != NULL &&
	    windex_seal_holds(&seal, st), err, errsize)) {
		free(lex);
		return NULL;
	}
	if (!borrow || !little_endian()) {
		lex->own_copy = xmalloc(size);
		memcpy(lex->own_copy, data, size);
		if (!little_endian())
			native_order(lex, lex->own_copy);
		at = lex->own_copy;
	}
	lex->short_words = (const uint32_t *)(const void *)(at + SHORT_AT);
	lex->slots = (const uint64_t *)(const void *)(at + HASH_AT);
	lex->a = (const uint32_t *)(const void *)(at + ARRAY_AT(lex));
	lex->slot_shift = slot_shift(lex->nslots);
	return lex;
}

struct lexicon *
lexicon_parse(const unsigned char *data, size_t size, char *err,
    size_t errsize)
{
	return parse(data, size, 0, NULL, err, errsize);
}

/*
 * The file is mapped, not read into memory: its pages are the page
 * cache's, shared by every process that loads it, and loading copies
 * nothing.  A mapped file cut short under a running program would kill
 * it; the build and install(1) replace a .lex (a new file renamed or
 * created over the old name), never rewrite one in place.
 */
struct lexicon *
lexicon_load(const char *path, char *err, size_t errsize)
{
	struct lexicon	*lex = NULL;
	struct stat	 st;
	unsigned char	 small[HEADER_LEN];
	void		*map;
	ssize_t		 got;
	char		 why[200];
	int		 fd, flags = MAP_PRIVATE;

	if ((fd = open(path, O_RDONLY)) == -1) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return NULL;
	}
	if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode) ||
	    (uintmax_t)st.st_size > MAX_FILE) {
		snprintf(err, errsize, "%s: not a lexicon file of at most "
		    "%zu MiB", path, MAX_FILE >> 20);
		close(fd);
		return NULL;
	}
	if ((size_t)st.st_size < HEADER_LEN) {
		/* Too short to map: read, for the parser's message. */
		if ((got = read(fd, small, sizeof(small))) < 0)
			snprintf(err, errsize, "%s: %s", path, strerror(errno));
		else if (parse(small, (size_t)got, 0, NULL, why,
		    sizeof(why)) == NULL)
			snprintf(err, errsize, "%s: %s", path, why);
		else
			snprintf(err, errsize, "%s: changed while read", path);
		close(fd);
		return NULL;
	}
#ifdef MAP_POPULATE
	flags |= MAP_POPULATE;
#endif
	map = mmap(NULL, (size_t)st.st_size, PROT_READ, flags, fd, 0);
	close(fd);
	if (map == MAP_FAILED) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		return NULL;
	}
	if ((lex = parse(map, (size_t)st.st_size, 1, &st, why,
	    sizeof(why))) == NULL)
		snprintf(err, errsize, "%s: %s", path, why);
	if (lex != NULL && lex->own_copy == NULL) {
		lex->map = map;
		lex->maplen = (size_t)st.st_size;
	} else
		munmap(map, (size_t)st.st_size);
	return lex;
}

/* The file of lex, in size bytes allocated (the caller frees them). */
static unsigned char *
file_image(const struct lexicon *lex, size_t *size)
{
	unsigned char	*data;
	size_t		 i, array;

	array = HASH_AT + 8 * (size_t)lex->nslots;
	*size = array + (size_t)lex->size * 4;
	data = xcalloc(1, *size);
	memcpy(data, MAGIC NO_SEAL, sizeof(MAGIC NO_SEAL) - 1);
	set32(data + COUNTS_AT, lex->size);
	set32(data + COUNTS_AT + 4, lex->root);
	set32(data + COUNTS_AT + 8, lex->nnodes);
	set32(data + COUNTS_AT + 12, lex->nedges);
	set32(data + COUNTS_AT + 16, lex->nwords);
	set32(data + COUNTS_AT + 20, lex->maxlen);
	if (lex->source.known) {
		set32(data + SOURCE_AT, 1);
		set64(data + SOURCE_AT + 4, lex->source.aff_size);
		set64(data + SOURCE_AT + 12, lex->source.aff_hash);
		set64(data + SOURCE_AT + 20, lex->source.dic_size);
		set64(data + SOURCE_AT + 28, lex->source.dic_hash);
		write_seal(data + SEALS_AT, &lex->source.aff_seal);
		write_seal(data + SEALS_AT + 32, &lex->source.dic_seal);
	}
	set32(data + SLOTS_AT, lex->nslots);
	set32(data + SLOTS_AT + 4, lex->probes);
	for (i = 0; i < LEXICON_SHORT_WORDS; i++)
		set32(data + SHORT_AT + 4 * i, lex->short_words[i]);
	for (i = 0; i < lex->nslots; i++)
		set64(data + HASH_AT + 8 * i, lex->slots[i]);
	for (i = 0; i < lex->size; i++)
		set32(data + array + 4 * i, lex->a[i]);
	lexicon_seal(data, *size);
	return data;
}

int
lexicon_save(const struct lexicon *lex, const char *path, char *err,
    size_t errsize)
{
	FILE		*fp;
	unsigned char	*data;
	char		*tmp, why[512];
	size_t		 n, size;
	int		 ok;

	data = file_image(lex, &size);
	n = strlen(path) + 5;
	tmp = xmalloc(n);
	snprintf(tmp, n, "%s.tmp", path);
	if ((fp = fopen(tmp, "wb")) == NULL) {
		snprintf(err, errsize, "%s: %s", tmp, strerror(errno));
		free(tmp);
		free(data);
		return 0;
	}
	ok = fwrite(data, 1, size, fp) == size && !ferror(fp);
	if (fclose(fp) != 0)
		ok = 0;
	if (!ok)
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
	/* Its bytes are those made here: a program need not sum them. */
	if (ok && !windex_seal_file(tmp, TEXT_LEN, why, sizeof(why))) {
		snprintf(err, errsize, "%s", why);
		ok = 0;
	}
	if (ok && rename(tmp, path) == -1) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		ok = 0;
	}
	if (!ok)
		remove(tmp);
	free(tmp);
	free(data);
	return ok;
}

struct lexicon *
lexicon_open(const char *dict, const char *policy, char *err, size_t errsize)
{
	const char	*dirs, *d, *end;
	char		 path[4096];
	size_t		 dlen;

	if ((dirs = getenv("WORDCK_INDEX")) == NULL || *dirs == '\0')
		dirs = datadir_dirs("dicts");
	for (d = dirs; *d != '\0'; d = *end ? end + 1 : end) {
		if ((end = strchr(d, ':')) == NULL)
			end = d + strlen(d);
		dlen = (size_t)(end - d);
		if (dlen == 0 || (size_t)snprintf(path, sizeof(path),
		    "%.*s/%s-%s.lex", (int)dlen, d, dict, policy) >=
		    sizeof(path))
			continue;
		if (access(path, F_OK) == 0)
			return lexicon_load(path, err, errsize);
	}
	snprintf(err, errsize, "no lexicon %s-%s.lex in %s: %s to build it",
	    dict, policy, dirs, datadir_rebuild());
	return NULL;
}

void
lexicon_set_source(struct lexicon *lex, const struct lexicon_source *src)
{
	lex->source = *src;
	lex->source.known = 1;
}

int
lexicon_built_from(const struct lexicon *lex, const char *aff,
    const char *dic)
{
	const struct lexicon_source *src = &lex->source;

	/*
	 * A package update or a copy may keep a file's size and time while
	 * its bytes change, but not its inode too (words-index.h), and a
	 * wrong graph accepts words.
	 */
	return src->known && windex_file_is(aff, src->aff_size, src->aff_hash,
	    &src->aff_seal) && windex_file_is(dic, src->dic_size,
	    src->dic_hash, &src->dic_seal);
}
