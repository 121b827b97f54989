/*
 * wordck: is this a word?  Check words against hunspell dictionaries and
 * a game's word policy, as hunspell -l does (and can stand in for it in a
 * pipe), or list the words that start with a prefix.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "cli.h"
#include "diag.h"
#include "out.h"
#include "record.h"
#include "words.h"
#include "words-token.h"

#define BATCH_WORDS	16384		/* words checked together */
#define BATCH_BYTES	(1 << 20)

static const char usage_text[] =
"usage: wordck [-d DICT[,DICT...]] [--policy NAME [--names]] [--match REGEX]\n"
"              [--all] [--suggest] [--json] [--split WAY] [FILE...]\n"
"       wordck [-d DICT[,DICT...]] [--policy NAME [--names]] [--match REGEX]\n"
"              [--json] [--index DIRS] --prefix P [--prefix P...]\n"
"Read words from the files (standard input if none, or -) and print the\n"
"rejected ones, one a line, as hunspell -l does; or list every word that\n"
"starts with P.\n"
"  -d, --dictionary DICT  hunspell dictionaries, comma-separated\n"
"                         (default: $DICTIONARY or the locale's, en_US)\n"
"  --policy NAME          hunspell (default), control-word or alphagon\n"
"  --names                alphagon: take persons' names too\n"
"  --match REGEX          a PCRE2 pattern every word must match as well\n"
"  --all                  print every word with its verdict\n"
"  --suggest              add suggestions for rejected words\n"
"  --json                 one JSON object per word (or per prefix)\n"
"  --split WAY            hunspell: split text into words as hunspell\n"
"                         does (default with the hunspell policy);\n"
"                         space: each blank-separated field is a word\n"
"                         (default with a game's policy)\n"
"  --prefix P             every word starting with P (A-Z and a-z alike)\n"
"  --index DIRS           where the prefix indexes are (colon-separated)\n"
"  -h, --help             print this help and exit\n"
"  --version              print the version and exit\n"
"Exit 0 if every word is accepted, 1 if one is rejected (or a prefix has\n"
"no word), 2 on bad usage or input.\n";

struct opts {
	int	 all;
	int	 suggest;
	int	 json;
	int	 split_space;
};

/* One word of the batch: where its bytes are and where it was read. */
struct item {
	size_t		 off;
	size_t		 len;
	unsigned int	 line;
	unsigned int	 col;
};

struct batch {
	char		*text;		/* the words' bytes */
	size_t		 textlen, textcap;
	struct item	*item;
	size_t		 n, cap;
	const char	**word;
	size_t		*len;
	unsigned char	*verdict;
	const char	*file;
};

static void
add_word(struct batch *b, const char *s, size_t len, unsigned int line,
    unsigned int col)
{
	if (b->n == b->cap) {
		b->cap = b->cap ? b->cap * 2 : BATCH_WORDS;
		b->item = xreallocarray(b->item, b->cap, sizeof(*b->item));
		b->word = xreallocarray(b->word, b->cap, sizeof(*b->word));
		b->len = xreallocarray(b->len, b->cap, sizeof(*b->len));
		b->verdict = xreallocarray(b->verdict, b->cap, 1);
	}
	if (b->textlen + len > b->textcap) {
		b->textcap = b->textcap ? b->textcap * 2 : BATCH_BYTES;
		if (b->textcap < b->textlen + len)
			b->textcap = b->textlen + len;
		b->text = xreallocarray(b->text, b->textcap, 1);
	}
	memcpy(b->text + b->textlen, s, len);
	b->item[b->n].off = b->textlen;
	b->item[b->n].len = len;
	b->item[b->n].line = line;
	b->item[b->n].col = col;
	b->textlen += len;
	b->n++;
}

static void
print_suggestions(struct words *w, const char *word, int json,
    struct json *j)
{
	char	**list;
	int	 n, i;

	n = words_suggest(w, word, &list);
	if (json) {
		json_array(j, "suggestions");
		for (i = 0; i < n; i++)
			json_string(j, NULL, list[i]);
		json_close(j);
	} else
		for (i = 0; i < n; i++)
			printf("%s%s", i == 0 ? "\t" : ", ", list[i]);
	words_free_list(list, n);
}

/* Check the batch's words and print them; return the exit status. */
static int
flush(struct words *w, const struct opts *o, struct batch *b)
{
	struct json	 j;
	const char	*name;
	char		*word = NULL;
	size_t		 i, cap = 0, len;
	int		 status = EXIT_VALID, ok;

	for (i = 0; i < b->n; i++) {
		b->word[i] = b->text + b->item[i].off;
		b->len[i] = b->item[i].len;
	}
	words_check_many(w, b->word, b->len, b->n, b->verdict);
	for (i = 0; i < b->n; i++) {
		ok = b->verdict[i] == WORDS_OK;
		if (!ok)
			status = EXIT_REJECTED;
		if (ok && !o->all && !o->json)
			continue;
		len = b->len[i];
		if (!o->all && !o->suggest && !o->json) {
			fwrite(b->word[i], 1, len, stdout);
			putchar('\n');
			continue;
		}
		if (len + 1 > cap) {
			cap = len + 1;
			free(word);
			word = xmalloc(cap);
		}
		memcpy(word, b->word[i], len);
		word[len] = '\0';
		name = words_verdict_name((enum words_verdict)b->verdict[i]);
		if (o->json) {
			json_begin(&j, stdout);
			json_string(&j, "word", word);
			json_bool(&j, "ok", ok);
			json_string(&j, "verdict", name);
			json_string(&j, "file", b->file);
			json_int(&j, "line", b->item[i].line);
			json_int(&j, "col", b->item[i].col);
			if (!ok && o->suggest)
				print_suggestions(w, word, 1, &j);
			else
				json_null(&j, "suggestions");
			json_end(&j);
			continue;
		}
		printf("%s\t%s", word, name);
		if (!ok && o->suggest)
			print_suggestions(w, word, 0, NULL);
		putchar('\n');
	}
	free(word);
	b->n = 0;
	b->textlen = 0;
	return status;
}

/* The column (in characters, from 1) of byte offset off of the line. */
static unsigned int
column(const char *line, size_t off, size_t *from, unsigned int *col)
{
	for (; *from < off; (*from)++)
		if (((unsigned char)line[*from] & 0xc0) != 0x80)
			(*col)++;
	return *col;
}

/* Check every word of one file; return the exit status. */
static int
check_file(struct words *w, struct wtok *t, const struct opts *o,
    const char *path, struct batch *b)
{
	struct rec_reader	*r;
	struct pos		 pos;
	const char		*line;
	size_t			 start, len, i, from;
	unsigned int		 col;
	int			 rc, status = EXIT_VALID, interactive;

	if ((r = rec_open(path)) == NULL)
		return EXIT_TROUBLE;
	/* Someone typing words sees each line's verdicts at once. */
	interactive = strcmp(path, "-") == 0 && isatty(STDIN_FILENO);
	b->file = rec_filename(r);
	while ((rc = rec_next_line(r, &line, &pos)) != 0) {
		if (rc < 0) {
			status = EXIT_TROUBLE;
			continue;
		}
		from = 0;
		col = 1;
		len = strlen(line);
		if (o->split_space) {
			for (i = 0; (i += strspn(line + i, " \t")) < len;
			    i += start) {
				start = strcspn(line + i, " \t");
				add_word(b, line + i, start, pos.line,
				    o->json ? column(line, i, &from, &col) : 0);
			}
		} else {
			wtok_line(t, line, len);
			while (wtok_next(t, &start, &i))
				add_word(b, line + start, i, pos.line,
				    o->json ? column(line, start, &from, &col) :
				    0);
		}
		if (b->n >= BATCH_WORDS || b->textlen >= BATCH_BYTES ||
		    interactive)
			status = diag_worse(status, flush(w, o, b));
	}
	status = diag_worse(status, flush(w, o, b));
	rec_close(r);
	return status;
}

struct prefix_out {
	int	 json;
	struct json j;
};

static void
print_word(const char *word, void *arg)
{
	struct prefix_out *p = arg;

	if (p->json)
		json_string(&p->j, NULL, word);
	else
		puts(word);
}

/* Answer one prefix question; return the exit status. */
static int
prefix(struct words *w, const char *p, int json)
{
	struct prefix_out out;
	char		 err[1024];
	long		 n;

	out.json = json;
	if (json) {
		json_begin(&out.j, stdout);
		json_string(&out.j, "prefix", p);
		json_array(&out.j, "words");
	}
	if ((n = words_prefix(w, p, print_word, &out, err, sizeof(err))) < 0)
		diag_fatal("%s", err);
	if (json) {
		json_close(&out.j);
		json_int(&out.j, "count", n);
		json_end(&out.j);
	}
	if (n == 0) {
		diag_warn("no word starts with %s", p);
		return EXIT_REJECTED;
	}
	return EXIT_VALID;
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "dictionary", required_argument, NULL, 'd' },
		{ "policy", required_argument, NULL, 'p' },
		{ "names", no_argument, NULL, 'n' },
		{ "match", required_argument, NULL, 'm' },
		{ "all", no_argument, NULL, 'a' },
		{ "suggest", no_argument, NULL, 's' },
		{ "json", no_argument, NULL, 'j' },
		{ "split", required_argument, NULL, 'S' },
		{ "prefix", required_argument, NULL, 'P' },
		{ "index", required_argument, NULL, 'i' },
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct opts	 o = { 0, 0, 0, -1 };
	struct words	*w;
	struct wtok	*t;
	struct batch	 b;
	const char	*dicts = NULL, *policy = NULL, *index = NULL;
	const char	**match = NULL, **prefixes = NULL;
	char		 err[1024];
	size_t		 nmatch = 0, nprefixes = 0, i;
	int		 ch, names = 0, status = EXIT_VALID;

	diag_init(argv[0]);
	if (!isatty(STDOUT_FILENO))
		setvbuf(stdout, NULL, _IOFBF, 1 << 16);
	while ((ch = cli_getopt_short(argc, argv, "d:", longopts,
	    usage_text)) != -1) {
		switch (ch) {
		case 'd':
			dicts = optarg;
			break;
		case 'p':
			policy = optarg;
			break;
		case 'n':
			names = 1;
			break;
		case 'm':
			match = xreallocarray(match, nmatch + 1,
			    sizeof(*match));
			match[nmatch++] = optarg;
			break;
		case 'a':
			o.all = 1;
			break;
		case 's':
			o.suggest = 1;
			break;
		case 'j':
			o.json = 1;
			break;
		case 'S':
			if (strcmp(optarg, "hunspell") == 0)
				o.split_space = 0;
			else if (strcmp(optarg, "space") == 0)
				o.split_space = 1;
			else
				diag_usage("--split: expected hunspell or "
				    "space, not %s", optarg);
			break;
		case 'P':
			if (*optarg == '\0')
				diag_usage("--prefix: expected at least one "
				    "letter");
			prefixes = xreallocarray(prefixes, nprefixes + 1,
			    sizeof(*prefixes));
			prefixes[nprefixes++] = optarg;
			break;
		case 'i':
			index = optarg;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (nprefixes > 0 && argc > 0)
		diag_usage("--prefix reads no input: no FILE with it");
	if (nprefixes > 0 && (o.all || o.suggest))
		diag_usage("--prefix lists words: no --all or --suggest with "
		    "it");

	if ((w = words_open(dicts, err, sizeof(err))) == NULL)
		diag_fatal("%s", err);
	if (policy != NULL && !words_set_policy(w, policy, err, sizeof(err)))
		diag_usage("--policy: %s", err);
	if (names && !words_set_names(w, 1, err, sizeof(err)))
		diag_usage("--names: %s", err);
	for (i = 0; i < nmatch; i++)
		if (!words_add_match(w, match[i], err, sizeof(err)))
			diag_usage("--match: %s", err);
	words_set_index_path(w, index);
	if ((words_policy_folds(w) || nprefixes > 0) &&
	    !words_load_index(w, err, sizeof(err)))
		diag_fatal("%s", err);
	if (o.split_space < 0)
		o.split_space = words_policy_folds(w);

	if (nprefixes > 0) {
		for (i = 0; i < nprefixes; i++)
			status = diag_worse(status, prefix(w, prefixes[i],
			    o.json));
	} else {
		memset(&b, 0, sizeof(b));
		t = wtok_new(wtok_locale_utf8(), words_wordchars(w));
		if (argc == 0)
			status = check_file(w, t, &o, "-", &b);
		for (i = 0; i < (size_t)argc; i++)
			status = diag_worse(status, check_file(w, t, &o,
			    argv[i], &b));
		wtok_free(t);
		free(b.text);
		free(b.item);
		free(b.word);
		free(b.len);
		free(b.verdict);
	}
	words_close(w);
	free(match);
	free(prefixes);
	diag_exit(status);
}
