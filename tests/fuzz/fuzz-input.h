/*
 * fuzz-input.h: the temporary file a libFuzzer harness hands its input
 * through, since refkit's readers only take a path.  The file is made
 * once a process (by LLVMFuzzerInitialize(), defined here) and removed at
 * its exit.  Include it in exactly one file of a harness.
 */
#ifndef REFKIT_FUZZ_INPUT_H
#define REFKIT_FUZZ_INPUT_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int	LLVMFuzzerInitialize(int *, char ***);
int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static char	 fuzz_path[] = "/tmp/refkit-fuzz.XXXXXX";

/* Remove the temporary file when the fuzzer exits. */
static void
fuzz_remove_input(void)
{
	unlink(fuzz_path);
}

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	int	 fd;

	(void)argc;
	(void)argv;
	if ((fd = mkstemp(fuzz_path)) == -1) {
		perror("mkstemp");
		exit(1);
	}
	close(fd);
	atexit(fuzz_remove_input);
	return 0;
}

/* Write the input to the temporary file; 0 if it cannot be written. */
static int
fuzz_write_input(const uint8_t *data, size_t size)
{
	FILE	*fp;
	int	 ok;

	if ((fp = fopen(fuzz_path, "wb")) == NULL)
		return 0;
	ok = fwrite(data, 1, size, fp) == size;
	return fclose(fp) == 0 && ok;
}

#endif
