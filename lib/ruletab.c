/*
 * ruletab.c: checking events against a game's table of verbs.
 */
#include <limits.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"
#include "once.h"
#include "record.h"
#include "rematch.h"
#include "ruletab.h"
#include "verdict.h"
#include "word8.h"

/*
 * Events found well-formed lately, by their text and by their shape.  A
 * record repeats a few short texts ("move R2-I1"), and fewer shapes: the
 * verb as it is, and each byte of the arguments by its class, the bytes
 * that every pattern of the verb takes or refuses alike being one class
 * (in "battery C1-C2", C is any capital, 1 any digit but 0; see
 * shape_classes()).  PCRE2 says the same of two texts of one shape, so an
 * event of a text or a shape found well-formed is well-formed by the
 * same rule, without asking it; a text is looked for first, as it costs
 * less, then its shape (a cache of texts alone missed on most events of
 * Netzwerk in one thread, and kept none of Control Word's plays).
 *
 * A text is the one the reader left from the verb on (see said_len in
 * record.h), and its key the first TEXT_KEY bytes and the NULs after it
 * (REC_SLACK): a text of TEXT_KEY bytes or fewer ends with a byte that is
 * not NUL, so no two have one key, and a longer one is not kept.
 *
 * The classes are a table's, found by ruletab_compile() for each of
 * VERB_SLOTS slots that the verbs go to by a hash of their first eight
 * bytes (one verb to a slot where the table's spread can make it so):
 * those of the verbs of the slot's rules, so that a verb's shapes are at
 * least as fine as its patterns need (a verb of no rule is never found
 * well-formed, so its shapes are never kept).  A shape is the text's
 * verb, the NUL after it and any more blanks as they are, then from its
 * arguments on each byte's class, 0x80 and above (a blank and a NUL are
 * their own, a NUL's 0); a byte beyond ASCII is 0xff, and its text's
 * shape is not kept.  Its key is its first SHAPE_KEY bytes and the zeros
 * after it (the REC_SLACK NULs after the text, of class 0).
 *
 * Two keys and their rules make a set: a new key goes first and the
 * first goes second, so that two keys of one set that come by turns do
 * not push each other out.  Each thread has its own (see
 * ruletab_check_game()).
 */
#define TEXT_BITS	12		/* sets of texts (256 KB) */
#define TEXT_KEY	16		/* bytes of a text's key */
#define SHAPE_BITS	10		/* sets of shapes (80 KB) */
#define SHAPE_KEY	32		/* bytes of a shape's key */
#define VERB_SLOTS	64
#define SPREAD_TRIES	256		/* spreads tried for a table */
#define NOT_ASCII	0xff		/* the class of a byte beyond ASCII */

_Static_assert(REC_SLACK >= TEXT_KEY, "a key is read past its text");
_Static_assert(REC_SLACK >= 7, "a shape's last word is read past its text");

struct text_set {
	uint64_t	 key[2][TEXT_KEY / 8];
	uint64_t	 rule[2];	/* their rules' indexes in seen_tab */
};

struct shape_set {
	uint64_t	 key[2][SHAPE_KEY / 8];
	uint64_t	 rule[2];
};

/* What ruletab_compile() finds of a table, in its last rule's compiled. */
struct shapes {
	uint64_t	 spread;		/* the odd number that spreads
						   the table's verbs over the
						   slots (see slot_of()) */
	unsigned char	 first[VERB_SLOTS];	/* 1 + the index of the first
						   rule of the slot, or 0 */
	unsigned char	 next[256];	/* 1 + the index of the next rule of
					   the rule's slot, or 0 */
	struct verb_key {			/* each rule's verb: */
		uint64_t	 bytes[2];	/* its first 16 bytes, its NUL,
						   zeros after */
		uint64_t	 mask[2];	/* those bytes and its NUL; all
						   zeros if it is longer */
	}		 key[256];
	unsigned char	 cls[VERB_SLOTS][256];	/* the classes of bytes */
};

_Static_assert(REC_SLACK >= sizeof(((struct verb_key *)0)->bytes),
    "an event's verb is read past its words");

static _Thread_local struct text_set seen_texts[1 << TEXT_BITS];
static _Thread_local struct shape_set seen_shapes[1 << SHAPE_BITS];
static _Thread_local const struct rule *seen_tab;	/* the table they
							   are of */
static _Thread_local const struct rule *shapes_tab;	/* the table */
static _Thread_local const struct shapes *shapes_of;	/* and its shapes */
/* The event ruletab_apply() is applying, in this thread (see apply_rule()). */
static _Thread_local struct applying {
	const struct rule	*tab;
	const char		*verb;	/* the event's own, not a copy */
	const struct rule	*rule;
} applying;

/*
 * The slot of a verb whose first eight bytes, or fewer, are the bytes of
 * word (the first the lowest; zeros after a shorter verb), in a table
 * whose verbs spread makes: ruletab_compile() chooses it so that no two
 * of the table's verbs share a slot, where it can.
 */
static inline unsigned int
slot_of(uint64_t spread, uint64_t word)
{
	return (unsigned int)((word * spread) >> (64 - 6));
}

/* The slot of a verb. */
static unsigned int
verb_slot(uint64_t spread, const char *verb)
{
	unsigned char	 b[8] = { 0 };
	size_t		 len = strlen(verb);

	memcpy(b, verb, len < sizeof(b) ? len : sizeof(b));
	return slot_of(spread, word8_load((const char *)b));
}

/*
 * The slot of an event's verb, as verb_slot() finds it, without a
 * branch: the bytes after a verb's NUL are there to read (REC_SLACK), and
 * are cleared from the first NUL on.
 */
static inline unsigned int
event_slot(uint64_t spread, const struct rec_event *e)
{
	uint64_t	 w = word8_load(e->verb), nul;

	nul = (w - UINT64_C(0x0101010101010101)) & ~w &
	    UINT64_C(0x8080808080808080);
	return slot_of(spread, w & (((nul & (0 - nul)) >> 7) - 1));
}
_Static_assert(VERB_SLOTS == 1 << 6, "verb_slot() gives six bits");

/*
 * Split the classes of bytes cls (of ASCII, but NUL) by the set in[]:
 * two bytes stay in one class only if both are in the set or neither.
 */
static void
split_classes(unsigned char *cls, const unsigned char *in)
{
	unsigned char	 to[2][256];
	unsigned int	 b, next = 0x80;

	memset(to, 0, sizeof(to));
	for (b = 1; b < 128; b++) {
		if (to[in[b]][cls[b]] == 0)
			to[in[b]][cls[b]] = (unsigned char)next++;
		cls[b] = to[in[b]][cls[b]];
	}
}

/* Split the classes by the one byte c. */
static void
split_by(unsigned char *cls, unsigned char c)
{
	unsigned char	 in[128];

	memset(in, 0, sizeof(in));
	in[c] = 1;
	split_classes(cls, in);
}

/*
 * A character of a class at *p, escaped or not, moving *p past it;
 * -1 for one a shape cannot stand for (an escape of a letter or digit,
 * which may name a class of characters, or a byte beyond ASCII).
 */
static int
class_char(const char **p)
{
	unsigned char	 c = (unsigned char)*(*p)++;

	if (c == '\\') {
		c = (unsigned char)*(*p)++;
		if (c == '\0' || (c >= '0' && c <= '9') ||
		    ((c | 0x20) >= 'a' && (c | 0x20) <= 'z'))
			return -1;
	}
	return c < 0x80 ? c : -1;
}

/*
 * Whether p, after a '{', is a count ({n}, {n,} or {n,m}, as PCRE2 10.42
 * reads them); if so, move *p past it.  A '{' that is not is a character.
 */
static int
skip_count(const char **p)
{
	const char	*s = *p;
	int		 digits = 0;

	while (*s >= '0' && *s <= '9')
		s++, digits++;
	if (digits == 0)
		return 0;
	if (*s == ',')
		for (s++; *s >= '0' && *s <= '9'; s++)
			continue;
	if (*s != '}')
		return 0;
	*p = s + 1;
	return 1;
}

/*
 * Split the classes by every character and class of characters the
 * pattern names: each literal character, each [...] (its complement
 * splits alike), and, taking more care than need be, the characters of
 * the syntax ('(', '?', '|'...) as if they were literal too, which splits
 * no two bytes the pattern takes alike but a little finer.  Returns 0 if
 * the pattern has what a class of bytes cannot stand for: an escape of a
 * letter or digit (\d, \p{L}, a back reference), a byte beyond ASCII,
 * an option ((?i)) or another group than (?: and (?>, a POSIX class.
 */
static int
pattern_classes(const char *p, unsigned char *cls)
{
	unsigned char	 in[128];
	const char	*q;
	int		 lo, hi, c;

	while (*p != '\0') {
		q = p + 1;
		if (*p == '{' && skip_count(&q)) {
			p = q;
			continue;
		}
		if (*p == '(' && p[1] == '?' && p[2] != ':' && p[2] != '>')
			return 0;
		if (*p != '[') {
			if ((c = class_char(&p)) < 0)
				return 0;
			split_by(cls, (unsigned char)c);
			continue;
		}
		memset(in, 0, sizeof(in));
		if (*++p == '^')
			p++;
		if (*p == ']')
			in[(unsigned char)*p++] = 1;
		while (*p != ']') {
			if (*p == '\0' || (*p == '[' && p[1] == ':') ||
			    (lo = class_char(&p)) < 0)
				return 0;
			hi = lo;
			if (*p == '-' && p[1] != ']' && p[1] != '\0') {
				p++;
				if ((hi = class_char(&p)) < lo)
					return 0;
			}
			for (c = lo; c <= hi; c++)
				in[c] = 1;
		}
		p++;
		split_classes(cls, in);
	}
	return 1;
}

/*
 * The classes of the table's slots (see above): NUL is 0, a blank and a
 * tab each a class, every byte its own class in a slot with a pattern
 * pattern_classes() cannot read.  The caller owns what it returns.
 */
/*
 * The key of a table's verb, for ruletab_event_rule(): compared with the
 * first 16 bytes of an event's verb in two steps, not byte by byte.
 */
static void
verb_key(const char *verb, struct verb_key *k)
{
	unsigned char	 b[sizeof(k->bytes)] = { 0 }, m[sizeof(k->mask)] = { 0 };
	size_t		 len = strlen(verb);

	if (len < sizeof(b)) {
		memcpy(b, verb, len);
		memset(m, 0xff, len + 1);
	}
	memcpy(k->bytes, b, sizeof(b));
	memcpy(k->mask, m, sizeof(m));
}

/* How many of the table's verbs share a slot with one before them. */
static unsigned int
slot_sharers(const struct rule *tab, uint64_t spread)
{
	uint64_t	 used = 0;
	unsigned int	 s, shared = 0;

	for (; tab->verb != NULL; tab++) {
		s = verb_slot(spread, tab->verb);
		shared += (used >> s) & 1;
		used |= UINT64_C(1) << s;
	}
	return shared;
}

/*
 * An odd number that spreads the table's verbs over the slots, one to a
 * slot if it can, so that finding a verb's rule takes one look: of a
 * fixed sequence of SPREAD_TRIES numbers, the first with the fewest
 * verbs sharing a slot (which are then chained).
 */
static uint64_t
spread_of(const struct rule *tab)
{
	uint64_t	 spread = UINT64_C(0x9e3779b97f4a7c15), best = spread;
	unsigned int	 tries, shared, fewest = UINT_MAX;

	for (tries = 0; tries < SPREAD_TRIES && fewest > 0; tries++) {
		if ((shared = slot_sharers(tab, spread)) < fewest) {
			fewest = shared;
			best = spread;
		}
		spread = (spread * UINT64_C(6364136223846793005) +
		    UINT64_C(1442695040888963407)) | 1;
	}
	return best;
}

static struct shapes *
shape_classes(const struct rule *tab)
{
	struct shapes		*sh;
	const struct rule	*r;
	unsigned int		 s, b, i;

	/*
	 * A slot of no rule's verb is left all zeros: its verbs are never
	 * found well-formed, so their keys are never kept.
	 */
	sh = xcalloc(1, sizeof(*sh));
	sh->spread = spread_of(tab);
	for (r = tab; r->verb != NULL; r++) {
		verb_key(r->verb, &sh->key[r - tab]);
		s = verb_slot(sh->spread, r->verb);
		if (sh->first[s] != 0) {
			for (i = sh->first[s] - 1; sh->next[i] != 0;
			    i = sh->next[i] - 1)
				continue;
			sh->next[i] = (unsigned char)(r - tab + 1);
		} else {
			sh->first[s] = (unsigned char)(r - tab + 1);
			for (b = 1; b < 128; b++)
				sh->cls[s][b] = 0x80;
			for (; b < 256; b++)
				sh->cls[s][b] = NOT_ASCII;
			split_by(sh->cls[s], ' ');
			split_by(sh->cls[s], '\t');
		}
		if (r->pattern != NULL && !pattern_classes(r->pattern,
		    sh->cls[s]))
			for (b = 1; b < 128; b++)
				sh->cls[s][b] = (unsigned char)(0x80 + b - 1);
	}
	return sh;
}

/* The table's last rule, whose compiled holds its shapes. */
static const struct rule *
last_rule(const struct rule *tab)
{
	while (tab->verb != NULL)
		tab++;
	return tab;
}

/*
 * The rule's pattern compiled by PCRE2 (with its JIT code where PCRE2 can
 * make it): the whole subject is matched, from its start, so PCRE2 need
 * not look ahead for where a match might begin.  A pattern that does not
 * compile is the program's fault, fatal.
 */
static void *
compile_pattern(const void *rule)
{
	const struct rule *r = rule;
	PCRE2_UCHAR	 msg[256];
	PCRE2_SIZE	 offset;
	pcre2_code	*re;
	int		 error;

	re = pcre2_compile((PCRE2_SPTR)r->pattern, PCRE2_ZERO_TERMINATED,
	    PCRE2_UTF | PCRE2_UCP | PCRE2_ANCHORED | PCRE2_ENDANCHORED |
	    PCRE2_NO_START_OPTIMIZE, &error, &offset, NULL);
	if (re == NULL) {
		pcre2_get_error_message(error, msg, sizeof(msg));
		diag_fatal("internal pattern for '%s', offset %zu: %s",
		    r->verb, (size_t)offset, (char *)msg);
	}
	(void)pcre2_jit_compile(re, PCRE2_JIT_COMPLETE);
	return re;
}

void *
ruletab_code(const struct rule *rule)
{
	/* The table is the game's own, writable (see ruletab.h). */
	struct rule	*r = (struct rule *)(uintptr_t)rule;

	if (rule->pattern == NULL)
		return NULL;
	return once_pointer(&r->compiled, compile_pattern, rule);
}

/* The shapes of the table of verbs tab, for its last rule (once_pointer()). */
static void *
make_shapes(const void *tab)
{
	const struct rule	*end = last_rule(tab);

	if (end - (const struct rule *)tab > 255)
		diag_fatal("a table of verbs has more than 255");
	return shape_classes(tab);
}

void
ruletab_compile(struct rule *tab)
{
	struct rule	*end = tab + (last_rule(tab) - tab);

	(void)once_pointer(&end->compiled, make_shapes, tab);
}

void
ruletab_free(struct rule *tab)
{
	struct rule	*end = tab + (last_rule(tab) - tab);

	seen_tab = NULL;
	shapes_tab = NULL;
	shapes_of = NULL;
	rematch_data_free();
	for (; tab->verb != NULL; tab++) {
		pcre2_code_free(tab->compiled);
		tab->compiled = NULL;
	}
	free(end->compiled);
	end->compiled = NULL;
}

/*
 * Whether two strings are the same, compared in this loop: verbs are a
 * few bytes, and strcmp() costs more than it for them.
 */
static int
same_word(const char *a, const char *b)
{
	while (*a == *b && *a != '\0') {
		a++;
		b++;
	}
	return *a == *b;
}

/*
 * The shapes ruletab_compile() finds of the table, found at the first
 * use of the table in any thread (no game need make its table ready
 * first); this thread keeps the last table's.
 */
static const struct shapes *
table_shapes(const struct rule *tab)
{
	if (tab != shapes_tab) {
		/* The table is the game's own, writable (see ruletab.h). */
		ruletab_compile((struct rule *)(uintptr_t)tab);
		shapes_tab = tab;
		shapes_of = last_rule(tab)->compiled;
	}
	return shapes_of;
}

const struct rule *
ruletab_find(const struct rule *tab, const char *verb)
{
	const struct shapes	*sh = table_shapes(tab);
	unsigned int		 i;

	/*
	 * The verb of the event being applied is its rule's; the first rule
	 * of the verb's slot is most often the verb's.
	 */
	if (verb == applying.verb && tab == applying.tab)
		return applying.rule;
	if ((i = sh->first[verb_slot(sh->spread, verb)]) != 0 &&
	    same_word(tab[i - 1].verb, verb))
		return &tab[i - 1];
	for (; tab->verb != NULL; tab++)
		if (same_word(tab->verb, verb))
			return tab;
	return NULL;
}

const struct rule *
ruletab_event_rule(const struct rule *tab, const struct rec_event *e)
{
	const struct shapes	*sh = table_shapes(tab);
	const struct verb_key	*k;
	uint64_t		 w[2];
	unsigned int		 i;

	memcpy(w, e->verb, sizeof(w));
	for (i = sh->first[event_slot(sh->spread, e)]; i != 0;
	    i = sh->next[i - 1]) {
		k = &sh->key[i - 1];
		if (((w[0] & k->mask[0]) == k->bytes[0]) &
		    ((w[1] & k->mask[1]) == k->bytes[1]) & (k->mask[0] != 0))
			return &tab[i - 1];
		if (k->mask[0] == 0 && same_word(tab[i - 1].verb, e->verb))
			return &tab[i - 1];
	}
	return NULL;
}

/* Say which verbs the table knows, for the message about an unknown one. */
static void
list_verbs(const struct rule *tab, char *buf, size_t size)
{
	size_t	 len = 0;

	buf[0] = '\0';
	for (; tab->verb != NULL && len < size; tab++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
		    len > 0 ? ", " : "", tab->verb);
}

/*
 * The event's arguments joined by single spaces: the one argument where
 * it is, or a copy in buf.
 */
static const char *
joined_args(const struct rec_event *e, char *buf, size_t size)
{
	size_t	 i, len = 0, n;

	if (e->nargs == 1)
		return e->args[0];
	for (i = 0; i < e->nargs; i++) {
		n = strlen(e->args[i]);
		if (len + n + 1 >= size)
			break;
		if (i > 0)
			buf[len++] = ' ';
		memcpy(buf + len, e->args[i], n);
		len += n;
	}
	buf[len] = '\0';
	return buf;
}

/* A hash of the key of n words, of so many bits. */
static inline size_t
key_hash(const uint64_t *key, size_t n, unsigned int bits)
{
	static const uint64_t	 odd[4] = { UINT64_C(0x9e3779b97f4a7c15),
		UINT64_C(0xc2b2ae3d27d4eb4f), UINT64_C(0x165667b19e3779f9),
		UINT64_C(0x27d4eb2f165667c5) };
	uint64_t		 h = 0;
	size_t			 i;

	/* Multiplying by odd numbers mixes every byte into the top bits. */
	for (i = 0; i < n; i++)
		h ^= key[i] * odd[i];
	return (size_t)(h >> (64 - bits));
}

/*
 * The rule (its index) of the key of n words among a set's two keys and
 * rules, or -1.
 */
static inline long
set_find(const uint64_t *keys, const uint64_t *rules, const uint64_t *key,
    size_t n)
{
	uint64_t	 d0 = 0, d1 = 0;
	size_t		 i;

	for (i = 0; i < n; i++) {
		d0 |= keys[i] ^ key[i];
		d1 |= keys[n + i] ^ key[i];
	}
	return d0 == 0 ? (long)rules[0] : d1 == 0 ? (long)rules[1] : -1;
}

/* Put the key of n words and its rule first in a set, the first second. */
static inline void
set_put(uint64_t *keys, uint64_t *rules, const uint64_t *key, size_t n,
    uint64_t rule)
{
	memcpy(keys + n, keys, n * sizeof(*keys));
	memcpy(keys, key, n * sizeof(*keys));
	rules[1] = rules[0];
	rules[0] = rule;
}

/* A mask of the bytes of a 64-bit word below its n-th (n from 0 to 8). */
static inline uint64_t
bytes_below(size_t n)
{
	return n >= 8 ? ~UINT64_C(0) : (UINT64_C(1) << (8 * n)) - 1;
}

/*
 * The key of the event's shape into key[], made a word at a time in
 * registers (bytes stored one by one and read back as words stall the
 * processor), and the set of seen_shapes[] it goes in; NULL if the text
 * is too long to be kept or holds bytes beyond ASCII after its verb.
 */
static inline struct shape_set *
shape_set(const struct shapes *sh, const struct rec_event *e,
    uint64_t key[SHAPE_KEY / 8])
{
	const unsigned char	*cls, *s = (const unsigned char *)e->verb;
	size_t			 i, j, from, len = e->said_len;
	uint64_t		 raw, mapped, verb, wide = 0;

	if (len > SHAPE_KEY)
		return NULL;
	from = e->nargs > 0 ? (size_t)(e->args[0] - e->verb) : len;
	cls = sh->cls[event_slot(sh->spread, e)];
	for (i = 0; i < SHAPE_KEY / 8; i++) {
		key[i] = 0;
		if (8 * i >= len)
			continue;
		raw = word8_load(s + 8 * i);
		mapped = 0;
		for (j = 0; j < 8; j++)
			mapped |= (uint64_t)cls[(raw >> (8 * j)) & 0xff] <<
			    (8 * j);
		verb = bytes_below(from > 8 * i ? from - 8 * i : 0);
		key[i] = (raw & verb) | (mapped & ~verb);
		wide |= raw & ~verb;
	}
	/* A byte beyond ASCII after the verb: class NOT_ASCII. */
	if ((wide & UINT64_C(0x8080808080808080)) != 0)
		return NULL;
	return &seen_shapes[key_hash(key, SHAPE_KEY / 8, SHAPE_BITS)];
}

/* The place of the event's arguments: the first, or the end of the event. */
static struct pos
args_pos(const struct rec_event *e)
{
	return e->nargs > 0 ? rec_arg_pos(e, 0) : rec_end_pos(e);
}

/*
 * Whether the arguments of the event e, joined by single spaces, match
 * the rule's pattern, asking PCRE2.  A resource error of PCRE2 is fatal
 * (see rematch()), diagnosed at the arguments.
 */
static int
args_fit(const struct rule *rule, const struct rec_event *e)
{
	pcre2_match_data	*md;
	pcre2_code		*code;
	struct pos		 at;
	char			 buf[REC_MAXLINE + 1], what[64];
	const char		*args;
	size_t			 len;
	int			 rc;

	if ((code = ruletab_code(rule)) == NULL)
		return 1;
	args = joined_args(e, buf, sizeof(buf));
	len = strlen(args);
	md = rematch_data();
	/* The reader checked the text: JIT code may skip the checks. */
	rc = pcre2_jit_match(code, (PCRE2_SPTR)args, len, 0, 0, md, NULL);
	if (rc < 0 && rc != PCRE2_ERROR_NOMATCH) {
		snprintf(what, sizeof(what), "the arguments of '%s'",
		    rule->verb);
		at = args_pos(e);
		rc = rematch_after(rc, code, args, len,
		    PCRE2_NO_UTF_CHECK, md, &at, what);
	}
	return rc > 0;
}

/*
 * The table's rule for the event if its verb is known and its arguments
 * fit the rule; else NULL.  An event whose text or shape was found
 * well-formed lately is not checked again.  Inline: it is done for every
 * event.
 */
static inline const struct rule *
fitting_rule(const struct rule *tab, const struct rec_event *e)
{
	const struct shapes	*sh;
	const struct rule	*rule = NULL;
	struct text_set		*ts = NULL;
	struct shape_set	*ss = NULL;
	uint64_t		 shape[SHAPE_KEY / 8];
	uint64_t		 text[TEXT_KEY / 8];
	long			 i;

	sh = table_shapes(tab);
	if (tab != seen_tab) {
		memset(seen_texts, 0, sizeof(seen_texts));
		memset(seen_shapes, 0, sizeof(seen_shapes));
		seen_tab = tab;
	}
	if (e->said_len <= TEXT_KEY) {
		memcpy(text, e->verb, TEXT_KEY);
		ts = &seen_texts[key_hash(text, TEXT_KEY / 8, TEXT_BITS)];
		if ((i = set_find(ts->key[0], ts->rule, text, TEXT_KEY / 8)) >=
		    0)
			return &tab[i];
	}
	if ((ss = shape_set(sh, e, shape)) != NULL &&
	    (i = set_find(ss->key[0], ss->rule, shape, SHAPE_KEY / 8)) >= 0) {
		rule = &tab[i];
		ss = NULL;
	}
	if (rule == NULL && ((rule = ruletab_event_rule(tab, e)) == NULL ||
	    !args_fit(rule, e)))
		return NULL;
	if (ss != NULL)
		set_put(ss->key[0], ss->rule, shape, SHAPE_KEY / 8,
		    (uint64_t)(rule - tab));
	if (ts != NULL)
		set_put(ts->key[0], ts->rule, text, TEXT_KEY / 8,
		    (uint64_t)(rule - tab));
	return rule;
}

/* Fill the verdict for an event whose verb the table does not know. */
static int
unknown_verb(const struct rule *tab, const struct rec_event *e,
    struct verdict *v)
{
	struct pos	 at = rec_verb_pos(e);
	char		 verbs[256];

	list_verbs(tab, verbs, sizeof(verbs));
	return verdict_malformed(v, &at, "unknown verb '%s': this game's "
	    "verbs are %s", e->verb, verbs);
}

/* Fill the verdict for an event whose arguments do not fit its rule. */
static int
malformed_args(const struct rule *rule, const struct rec_event *e,
    struct verdict *v)
{
	struct pos	 at = args_pos(e);

	return verdict_malformed(v, &at, "malformed '%s' event: expected '%s'",
	    e->verb, rule->usage);
}

void
ruletab_check_game(struct rec_game *game, const void *table)
{
	const struct rule	*tab = table, *rule;
	struct rec_event	*e;
	size_t			 i;

	for (i = 0; i < game->nevents; i++) {
		e = &game->events[i];
		if ((rule = fitting_rule(tab, e)) != NULL) {
			e->checked_by = tab;
			e->checked_as = (unsigned short)(rule - tab);
		}
	}
}

/*
 * Apply the event by the table's rule; while it does, ruletab_find()
 * knows the rule of the event's verb (the rule may ask it again).
 */
static int
apply_rule(const struct rule *tab, const struct rule *rule, void *state,
    const struct rec_event *e, struct verdict *v)
{
	struct applying	 was = applying;
	int		 ok;

	applying.tab = tab;
	applying.verb = e->verb;
	applying.rule = rule;
	ok = rule->apply(state, e, v);
	applying = was;
	return ok;
}

int
ruletab_apply(const struct rule *tab, void *state, const struct rec_event *e,
    struct verdict *v)
{
	const struct rule	*rule;

	verdict_clear(v);
	if (e->checked_by == tab)
		return apply_rule(tab, &tab[e->checked_as], state, e, v);
	if ((rule = fitting_rule(tab, e)) != NULL)
		return apply_rule(tab, rule, state, e, v);
	if ((rule = ruletab_find(tab, e->verb)) == NULL)
		return unknown_verb(tab, e, v);
	return malformed_args(rule, e, v);
}
