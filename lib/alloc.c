/*
 * alloc.c: allocation that never returns NULL.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"

void *
xmalloc(size_t size)
{
	void	*p;

	if ((p = malloc(size == 0 ? 1 : size)) == NULL)
		diag_fatal_errno("out of memory");
	return p;
}

void *
xcalloc(size_t nmemb, size_t size)
{
	void	*p;

	if ((p = calloc(nmemb == 0 ? 1 : nmemb, size == 0 ? 1 : size)) == NULL)
		diag_fatal_errno("out of memory");
	return p;
}

void *
xreallocarray(void *old, size_t nmemb, size_t size)
{
	void	*p;

	if (size != 0 && nmemb > SIZE_MAX / size)
		diag_fatal("out of memory: %zu items of %zu bytes", nmemb, size);
	if ((p = realloc(old, nmemb * size == 0 ? 1 : nmemb * size)) == NULL)
		diag_fatal_errno("out of memory");
	return p;
}

char *
xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *
xstrndup(const char *s, size_t len)
{
	char	*p;

	p = xmalloc(len + 1);
	memcpy(p, s, len);
	p[len] = '\0';
	return p;
}
