/*
 * gcg-check: replay GCG records of the popular crossword game and check
 * every claim they make (the work is lib/gcg/check.c's, which
 * cw-check --gcg runs too).
 */
#include "diag.h"
#include "gcg/check.h"

int
main(int argc, char *argv[])
{
	diag_init(argv[0]);
	gcg_check_main(argc, argv);
}
