/*
 * rematch.c: unit tests for lib/rematch.c: a pattern that backtracks on
 * every character matches subjects of every length a line can hold,
 * though PCRE2's default JIT stack gives out at about 2,000 of them; no
 * match is 0; and running out of every resource is a fatal internal
 * error, "prog: file:line:col: cannot match ...", exit 2, never "no
 * match" (checked in a child process).  Then the games' own verbs:
 * Pattern Assembly's grid and showdown rows, whose patterns give out the
 * default stack at about 2,700 bytes, of every length a line holds, are
 * judged by the game's rules, never called malformed.
 */
#define PCRE2_CODE_UNIT_WIDTH 8

#include <pcre2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "alloc.h"
#include "diag.h"
#include "record.h"
#include "rematch.h"
#include "tap.h"
#include "pa/match.h"

/*
 * What the child process matches, kept where the leak checker sees it:
 * the child exits inside rematch(), holding it.
 */
static char			*child_subject;
static pcre2_match_data		*child_md;

static pcre2_code *
compile(const char *pattern)
{
	PCRE2_SIZE	 offset;
	pcre2_code	*re;
	int		 error;

	re = pcre2_compile((PCRE2_SPTR)pattern, PCRE2_ZERO_TERMINATED,
	    PCRE2_UTF | PCRE2_UCP, &error, &offset, NULL);
	if (re == NULL) {
		fprintf(stderr, "cannot compile %s\n", pattern);
		exit(1);
	}
	(void)pcre2_jit_compile(re, PCRE2_JIT_COMPLETE);
	return re;
}

/*
 * Match len a's against re in a child process whose stderr goes to a
 * file; put the child's exit status into *status and its stderr into
 * err[size].
 */
static void
match_in_child(const pcre2_code *re, size_t len, int *status, char *err,
    size_t size)
{
	struct pos		 at = { "x.rec", 3, 7 };
	FILE			*caught;
	size_t			 n;
	pid_t			 pid;
	int			 ws;

	if ((caught = tmpfile()) == NULL) {
		perror("tmpfile");
		exit(1);
	}
	fflush(stdout);
	if ((pid = fork()) == 0) {
		dup2(fileno(caught), 2);
		child_subject = xmalloc(len);
		memset(child_subject, 'a', len);
		child_md = pcre2_match_data_create(1, NULL);
		(void)rematch(re, child_subject, len, 0, child_md, &at,
		    "the test pattern");
		_exit(0);
	}
	if (pid == -1 || waitpid(pid, &ws, 0) != pid) {
		perror("fork");
		exit(1);
	}
	*status = WIFEXITED(ws) ? WEXITSTATUS(ws) : -1;
	rewind(caught);
	n = fread(err, 1, size - 1, caught);
	err[n] = '\0';
	fclose(caught);
}

/*
 * Read, for each length n from 1 to what a line holds, a match whose
 * event is "PREFIX" and a row of n characters, "O O O ..."; return how
 * many were called malformed by their verb's pattern.
 */
static size_t
rows_malformed(const char *prefix)
{
	struct rec_reader	*r;
	struct rec_game		*game;
	struct pa_match		 m;
	struct verdict		 v;
	char			 path[] = "/tmp/refkit-rematch.XXXXXX";
	size_t			 n, i, max, bad = 0;
	FILE			*fp;
	int			 fd;

	max = REC_MAXLINE - strlen(prefix);
	if ((fd = mkstemp(path)) == -1 || (fp = fdopen(fd, "w")) == NULL) {
		perror("mkstemp");
		exit(1);
	}
	for (n = 1; n <= max; n++) {
		fprintf(fp, "[Game \"pattern-assembly\"]\n%s", prefix);
		for (i = 0; i < n; i++)
			putc(i % 2 == 0 || i == n - 1 ? 'O' : ' ', fp);
		putc('\n', fp);
	}
	if (fclose(fp) != 0 || (r = rec_open(path)) == NULL) {
		perror(path);
		exit(1);
	}
	while (rec_next(r, &game) == REC_GAME) {
		if (!pa_match_read(&m, game, &v) &&
		    strncmp(v.text, "malformed", 9) == 0) {
			if (bad++ == 0)
				printf("#   %u:%u: %s\n", v.pos.line, v.pos.col,
				    v.text);
		}
		pa_match_free(&m);
	}
	rec_close(r);
	unlink(path);
	return bad;
}

int
main(void)
{
	static char		*s;	/* seen by the child's leak check */
	pcre2_match_data	*md;
	pcre2_code		*any, *ends_c;
	char			 err[512];
	size_t			 len, fails = 0, wrong = 0;
	int			 status;

	diag_init("rematch-test");
	any = compile("^(?:a|b)*$");
	ends_c = compile("^(?:a|b)*c$");
	md = pcre2_match_data_create(1, NULL);
	s = xmalloc(REC_MAXLINE);
	memset(s, 'a', REC_MAXLINE);
	for (len = 1; len <= REC_MAXLINE; len++) {
		if (rematch(any, s, len, 0, md, NULL, "a's") != 1)
			fails++;
		if (rematch(ends_c, s, len, 0, md, NULL, "a's") != 0)
			wrong++;
	}
	tap_is_int(fails, 0, "(a|b)* matches a's of every length to %d",
	    REC_MAXLINE);
	tap_is_int(wrong, 0, "(a|b)*c matches no a's: 0, not an error");
	tap_is_int(rematch(any, "\xff", 1, 0, md, NULL, "a byte"),
	    PCRE2_ERROR_UTF8_ERR21, "invalid UTF-8, when checked, is "
	    "PCRE2's own code");

	match_in_child(any, 16 * 1024 * 1024, &status, err, sizeof(err));
	tap_is_int(status, EXIT_TROUBLE, "16 MB of a's: out of stack is a "
	    "fatal error, exit 2");
	tap_ok(strncmp(err, "rematch-test: x.rec:3:7: cannot match the test "
	    "pattern: ", 55) == 0 && strchr(err, '\n') ==
	    err + strlen(err) - 1, "16 MB of a's: one line, at the place, "
	    "with PCRE2's message");
	printf("#   %s", err);

	tap_is_int(rows_malformed("0 host grid "), 0, "pa: a grid row of "
	    "every length is read by the rules, never called malformed");
	tap_is_int(rows_malformed("3 ann showdown "), 0, "pa: a showdown "
	    "row of every length, the same");

	free(s);
	pcre2_match_data_free(md);
	pcre2_code_free(any);
	pcre2_code_free(ends_c);
	return tap_done();
}
