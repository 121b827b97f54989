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

#define MAGIC		"refkit-lexicon 3\n\0\0\0"
#define MAGIC_LEN	17		/* the line, without its padding */
#define MAGIC_FIELD	20		/* the line and the padding */
#define SOURCE_AT	44		/* known, the files' sizes, hashes */
#define SUM_AT		80		/* the checksum */
#define HEADER_LEN	88
#define MAX_FILE	((size_t)256 << 20)	/* far above any dictionary */
#define SUM_MUL		0x9e3779b97f4a7c15ULL

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
 * a header), its own field left out: four lanes of 64-bit words, each
 * step a bijection (so one word changed always changes the sum), at about
 * a cycle for 8 bytes.
 */
static uint64_t
file_sum(const unsigned char *data, size_t size)
{
	uint64_t	 h[4] = { 1, 2, 3, 4 }, x;
	size_t		 i;

	for (i = 0; i < SUM_AT; i += 8)
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

	src->aff_size = get64(p + 4);
	src->aff_hash = get64(p + 12);
	src->dic_size = get64(p + 20);
	src->dic_hash = get64(p + 28);
	if (known > 1 || (known == 0 && (src->aff_size | src->aff_hash |
	    src->dic_size | src->dic_hash) != 0)) {
		snprintf(err, errsize, "a bad dictionary source");
		return 0;
	}
	src->known = (int)known;
	return 1;
}

/*
 * Read the header of the size bytes at data into lex and check the file
 * whole, without a look at any node: the counts against the size, the
 * root's place, the checksum.  Returns 1, or 0 and a message in err.
 */
static int
read_header(struct lexicon *lex, const unsigned char *data, size_t size,
    char *err, size_t errsize)
{
	if (size < MAGIC_LEN || memcmp(data, MAGIC, MAGIC_LEN) != 0 ||
	    (size >= MAGIC_FIELD && memcmp(data, MAGIC, MAGIC_FIELD) != 0)) {
		snprintf(err, errsize, "not a refkit lexicon");
		return 0;
	}
	if (size < HEADER_LEN) {
		snprintf(err, errsize, "truncated header");
		return 0;
	}
	lex->size = get32(data + 20);
	lex->root = get32(data + 24);
	lex->nnodes = get32(data + 28);
	lex->nedges = get32(data + 32);
	lex->nwords = get32(data + 36);
	lex->maxlen = get32(data + 40);
	if (size != HEADER_LEN + (uint64_t)lex->size * 4) {
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
	if (get64(data + SUM_AT) != file_sum(data, size)) {
		snprintf(err, errsize, "a damaged file: the checksum is wrong");
		return 0;
	}
	if (get32(data + HEADER_LEN + 4 * (size_t)lex->root) & LEXICON_FINAL) {
		snprintf(err, errsize, "the empty word");
		return 0;
	}
	if (get32(data + HEADER_LEN) != 0) {
		snprintf(err, errsize, "the array does not begin with the dead "
		    "end");
		return 0;
	}
	return 1;
}

/*
 * The lexicon of the size bytes at data, its array in place when borrow
 * is set and the machine reads the file's integers as they are (the
 * caller keeps data as long as the lexicon), else a copy.
 */
static struct lexicon *
parse(const unsigned char *data, size_t size, int borrow, char *err,
    size_t errsize)
{
	struct lexicon	*lex;
	uint32_t	*a, i;

	lex = xcalloc(1, sizeof(*lex));
	if (!read_header(lex, data, size, err, errsize)) {
		free(lex);
		return NULL;
	}
	if (borrow && little_endian()) {
		lex->a = (const uint32_t *)(const void *)(data + HEADER_LEN);
		lexicon_index_short(lex);
		return lex;
	}
	a = xreallocarray(NULL, lex->size, sizeof(*a));
	if (little_endian())
		memcpy(a, data + HEADER_LEN, (size_t)lex->size * 4);
	else
		for (i = 0; i < lex->size; i++)
			a[i] = get32(data + HEADER_LEN + 4 * (size_t)i);
	lex->own = a;
	lex->a = a;
	lexicon_index_short(lex);
	return lex;
}

struct lexicon *
lexicon_parse(const unsigned char *data, size_t size, char *err,
    size_t errsize)
{
	return parse(data, size, 0, err, errsize);
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
		else if (parse(small, (size_t)got, 0, why, sizeof(why)) == NULL)
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
	if ((lex = parse(map, (size_t)st.st_size, 1, why, sizeof(why))) ==
	    NULL)
		snprintf(err, errsize, "%s: %s", path, why);
	if (lex != NULL && lex->own == NULL) {
		lex->map = map;
		lex->maplen = (size_t)st.st_size;
	} else
		munmap(map, (size_t)st.st_size);
	return lex;
}

int
lexicon_save(const struct lexicon *lex, const char *path, char *err,
    size_t errsize)
{
	FILE		*fp;
	unsigned char	*data;
	char		*tmp;
	size_t		 n, size = HEADER_LEN + (size_t)lex->size * 4;
	uint32_t	 i;
	int		 ok;

	data = xcalloc(1, size);
	memcpy(data, MAGIC, MAGIC_FIELD);
	set32(data + 20, lex->size);
	set32(data + 24, lex->root);
	set32(data + 28, lex->nnodes);
	set32(data + 32, lex->nedges);
	set32(data + 36, lex->nwords);
	set32(data + 40, lex->maxlen);
	if (lex->source.known) {
		set32(data + SOURCE_AT, 1);
		set64(data + SOURCE_AT + 4, lex->source.aff_size);
		set64(data + SOURCE_AT + 12, lex->source.aff_hash);
		set64(data + SOURCE_AT + 20, lex->source.dic_size);
		set64(data + SOURCE_AT + 28, lex->source.dic_hash);
	}
	for (i = 0; i < lex->size; i++)
		set32(data + HEADER_LEN + 4 * (size_t)i, lex->a[i]);
	lexicon_seal(data, size);
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
	if (ok && rename(tmp, path) == -1)
		ok = 0;
	if (!ok) {
		snprintf(err, errsize, "%s: %s", path, strerror(errno));
		remove(tmp);
	}
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

/*
 * Both files are hashed whole, as the prefix index's check does: for
 * en_US (3 KB and 840 KB) that costs 1.5 ms, under 2% of checking 10,000
 * games, and the path without the graph paid it too (for the index).
 * Sizes and dates would cost nothing, but a package update or a copy may
 * keep both while the bytes change, and a wrong graph accepts words.
 */
int
lexicon_built_from(const struct lexicon *lex, const char *aff,
    const char *dic)
{
	uint64_t	 hash, size;
	char		 err[512];

	if (!lex->source.known)
		return 0;
	if (!windex_hash_file(aff, &hash, &size, err, sizeof(err)) ||
	    size != lex->source.aff_size || hash != lex->source.aff_hash)
		return 0;
	if (!windex_hash_file(dic, &hash, &size, err, sizeof(err)) ||
	    size != lex->source.dic_size || hash != lex->source.dic_hash)
		return 0;
	return 1;
}
