/*
 * check.h: the program that checks GCG records, whole: gcg-check(1), and
 * cw-check --gcg, which hands it its arguments.
 */
#ifndef REFKIT_GCG_CHECK_H
#define REFKIT_GCG_CHECK_H

/*
 * Read the options and the files of argv (argv[0] the program's name, as
 * diag_init() had it), check every record and exit: 0 if every claim
 * holds, 1 if one does not, 2 for a malformed record, I/O or usage.
 */
void	 gcg_check_main(int argc, char *argv[]);

#endif
