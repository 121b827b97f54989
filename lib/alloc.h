/*
 * alloc.h: allocation that never returns NULL.
 *
 * Each function exits with EXIT_TROUBLE and a message when memory runs out;
 * the caller owns what it returns and releases it with free(3).
 */
#ifndef REFKIT_ALLOC_H
#define REFKIT_ALLOC_H

#include <stddef.h>

void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xreallocarray(void *, size_t, size_t);
char	*xstrdup(const char *);
char	*xstrndup(const char *, size_t);

#endif
