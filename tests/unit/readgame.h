/*
 * readgame.h: for the C unit tests, the first game of a text, read by the
 * record reader as a program reads it (through a file at path, which the
 * test made with mkstemp()).
 */
#ifndef REFKIT_READGAME_H
#define REFKIT_READGAME_H

#include <stdio.h>

#include "record.h"

/*
 * Write text to path and read its first game into *rg; returns the reader,
 * which the caller closes and which owns the game, or NULL if the file
 * cannot be written or its first game is not well-formed.
 */
static inline struct rec_reader *
read_game(const char *path, const char *text, struct rec_game **rg)
{
	struct rec_reader	*r;
	FILE			*fp;

	if ((fp = fopen(path, "w")) == NULL)
		return NULL;
	fputs(text, fp);
	fclose(fp);
	if ((r = rec_open(path)) == NULL)
		return NULL;
	if (rec_next(r, rg) != REC_GAME) {
		rec_close(r);
		return NULL;
	}
	return r;
}

#endif
