/*
 * pa-shapes: list every polyomino of N cells, the shapes a Pattern
 * Assembly question can have, each once in its canonical form.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "diag.h"
#include "numarg.h"
#include "pa/polyomino.h"
#include "pa/shape.h"

#define STRINGIFY(x)	#x
#define DECIMAL(x)	STRINGIFY(x)

static const char usage_text[] =
"usage: pa-shapes [--one-sided | --fixed] [--count] N\n"
"List every polyomino of N cells (1 to " DECIMAL(PA_MAXCELLS) "), one a line,\n"
"each in its canonical form, in sorted order.\n"
"\n"
"  --one-sided  shapes are the same only up to rotation\n"
"  --fixed      shapes are the same only up to translation\n"
"  --count      print only how many there are\n"
"  -h, --help   print this help and exit\n"
"  --version    print the version and exit\n"
"\n"
"By default shapes are free: the same up to rotation and reflection.\n";

/*
 * Refuse a negative N such as "-3", which getopt would take for options,
 * before it does: exit 2 with the message a bad N gets.
 */
static void
refuse_negative_size(int argc, char **argv)
{
	int	 i;

	for (i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
		if (argv[i][0] == '-' && isdigit((unsigned char)argv[i][1]))
			(void)numarg_operand("N", argv[i], 1, PA_MAXCELLS);
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "count", no_argument, NULL, 'c' },
		{ "fixed", no_argument, NULL, 'f' },
		{ "one-sided", no_argument, NULL, 'o' },
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	struct pa_polyset	 set;
	struct pa_shape		 s;
	enum pa_symmetry	 sym = PA_FREE;
	static char		 buf[65536];
	size_t			 len = 0;
	size_t			 i;
	int			 ch, count = 0, onesided = 0, fixed = 0, n;

	diag_init(argv[0]);
	refuse_negative_size(argc, argv);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		switch (ch) {
		case 'c':
			count = 1;
			break;
		case 'f':
			fixed = 1;
			sym = PA_FIXED;
			break;
		case 'o':
			onesided = 1;
			sym = PA_ONESIDED;
			break;
		}
	}
	argc -= optind;
	argv += optind;

	if (onesided && fixed)
		diag_usage("--one-sided and --fixed cannot go together");
	if (argc == 0)
		diag_usage("missing N, the number of cells");
	if (argc > 1)
		diag_usage("one N only, not also: %s", argv[1]);
	n = (int)numarg_operand("N", argv[0], 1, PA_MAXCELLS);

	if (count) {
		printf("%llu\n", pa_polyomino_count(n, sym));
		diag_exit(EXIT_VALID);
	}
	pa_polyset_make(&set, n, sym);
	/* Whole lines through a buffer, one fwrite(3) when it fills. */
	for (i = 0; i < set.count && !ferror(stdout); i++) {
		if (len + PA_SHAPEBUF + 1 > sizeof(buf)) {
			fwrite(buf, 1, len, stdout);
			len = 0;
		}
		pa_polyset_get(&set, i, &s);
		len += pa_shape_write(&s, buf + len);
		buf[len++] = '\n';
	}
	fwrite(buf, 1, len, stdout);
	pa_polyset_free(&set);
	diag_exit(EXIT_VALID);
}
