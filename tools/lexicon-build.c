/*
 * lexicon-build: write the lexicon of a dictionary under a game's policy
 * (see lexicon.h), so that a move generator loads it in milliseconds
 * instead of asking hunspell about every word of the prefix index; or
 * the lexicon of a plain word list (for tests and the fuzzer's corpus).
 * With a dictionary, the file records its .aff and .dic (size and hash),
 * so that a referee may take a word in the graph as one the policy
 * accepts from those very files; a word list given with a dictionary is
 * checked word by word first.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "alloc.h"
#include "diag.h"
#include "lexicon.h"
#include "words.h"
#include "words-index.h"

static const char usage_text[] =
"usage: lexicon-build -d DICT -p POLICY [-w LIST] -o FILE\n"
"       lexicon-build -w LIST -o FILE\n"
"Write the lexicon of the words of DICT's prefix index that POLICY accepts,\n"
"in capitals, to FILE; or of the words of LIST, a word a line (a-z are\n"
"taken as A-Z), each of which POLICY must accept from DICT if given.\n"
"With DICT, FILE records DICT's .aff and .dic files.\n";

/* The words collected, each an allocated copy in capitals. */
struct list {
	char	**s;
	size_t	*len;
	size_t	 n, cap;
};

/* Add a copy of word, in capitals, to the list at arg. */
static void
collect(const char *word, void *arg)
{
	struct list	*l = arg;
	size_t		 i, len = strlen(word);
	char		*s;

	if (l->n == l->cap) {
		l->cap = l->cap ? l->cap * 2 : 4096;
		l->s = xreallocarray(l->s, l->cap, sizeof(*l->s));
		l->len = xreallocarray(l->len, l->cap, sizeof(*l->len));
	}
	s = xstrdup(word);
	for (i = 0; i < len; i++)
		if (s[i] >= 'a' && s[i] <= 'z')
			s[i] = (char)(s[i] - 'a' + 'A');
	l->s[l->n] = s;
	l->len[l->n++] = len;
}

/* Add each line of the file at path to the list. */
static void
read_list(const char *path, struct list *l)
{
	FILE	*fp;
	char	*line = NULL;
	size_t	 cap = 0;
	ssize_t	 len;

	if ((fp = fopen(path, "r")) == NULL)
		diag_fatal_errno("%s", path);
	while ((len = getline(&line, &cap, fp)) != -1) {
		while (len > 0 && (line[len - 1] == '\n' ||
		    line[len - 1] == '\r'))
			line[--len] = '\0';
		collect(line, l);
	}
	if (ferror(fp))
		diag_fatal_errno("%s", path);
	fclose(fp);
	free(line);
}

/*
 * Check that the policy of w accepts every word of the list; exit with
 * the first one it rejects.
 */
static void
check_list(struct words *w, const struct list *l, const char *path)
{
	enum words_verdict v;
	size_t		 i;

	for (i = 0; i < l->n; i++)
		if ((v = words_check(w, l->s[i], l->len[i])) != WORDS_OK)
			diag_fatal("%s: %s: %s", path, l->s[i],
			    words_verdict_name(v));
}

/*
 * Record in lex the .aff and .dic files of w's one dictionary, with their
 * seals, so that a program that finds them so need not hash them again;
 * a set of several dictionaries is not recorded.  The index was checked
 * against the same files when it was loaded; a file replaced in between,
 * while the tool runs, is not caught.
 */
static void
record_source(struct lexicon *lex, const struct words *w)
{
	struct lexicon_source src = { 0 };
	char		 err[1024];

	if (words_ndicts(w) != 1)
		return;
	if (!windex_hash_sealed(words_dict_aff(w, 0), &src.aff_hash,
	    &src.aff_size, &src.aff_seal, err, sizeof(err)) ||
	    !windex_hash_sealed(words_dict_path(w, 0), &src.dic_hash,
	    &src.dic_size, &src.dic_seal, err, sizeof(err)))
		diag_fatal("%s", err);
	lexicon_set_source(lex, &src);
}

int
main(int argc, char *argv[])
{
	struct list	 list = { 0 };
	struct words	*w = NULL;
	struct lexicon	*lex;
	const char	*dict = NULL, *policy = NULL, *path = NULL;
	const char	*wordlist = NULL;
	char		 err[1024];
	size_t		 i;
	int		 ch;

	diag_init(argv[0]);
	while ((ch = getopt(argc, argv, "d:o:p:w:h")) != -1) {
		switch (ch) {
		case 'd':
			dict = optarg;
			break;
		case 'o':
			path = optarg;
			break;
		case 'p':
			policy = optarg;
			break;
		case 'w':
			wordlist = optarg;
			break;
		case 'h':
			fputs(usage_text, stdout);
			diag_exit(EXIT_VALID);
		default:
			diag_try_help();
		}
	}
	if (path == NULL || optind != argc || (dict == NULL) !=
	    (policy == NULL) || (wordlist == NULL && dict == NULL))
		diag_usage("expected -d DICT -p POLICY [-w LIST] -o FILE or "
		    "-w LIST -o FILE");
	if (dict != NULL && ((w = words_open(dict, err, sizeof(err))) ==
	    NULL || !words_set_policy(w, policy, err, sizeof(err)) ||
	    !words_load_index(w, err, sizeof(err))))
		diag_fatal("%s", err);
	if (wordlist != NULL)
		read_list(wordlist, &list);
	else if (words_prefix(w, "", collect, &list, err, sizeof(err)) < 0)
		diag_fatal("%s", err);
	if (wordlist != NULL && w != NULL)
		check_list(w, &list, wordlist);
	lex = lexicon_build((const char *const *)list.s, list.len, list.n,
	    err, sizeof(err));
	if (lex == NULL)
		diag_fatal("%s: %s", wordlist ? wordlist : dict, err);
	if (w != NULL) {
		record_source(lex, w);
		words_close(w);
	}
	if (!lexicon_save(lex, path, err, sizeof(err)))
		diag_fatal("%s", err);
	printf("%s: %zu words, %u nodes, %zu bytes\n", path,
	    lexicon_count(lex), lex->nnodes, lexicon_bytes(lex));
	lexicon_free(lex);
	for (i = 0; i < list.n; i++)
		free(list.s[i]);
	free(list.s);
	free(list.len);
	diag_exit(EXIT_VALID);
}
