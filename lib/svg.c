/*
 * svg.c: escaped text for the games' SVG pictures.
 */
#include <stdio.h>
#include <string.h>

#include "svg.h"

void
svg_escaped(FILE *fp, const char *s)
{
	static const char	 special[] = "&<>\"";
	static const char *const entity[] = {
		"&amp;", "&lt;", "&gt;", "&quot;"
	};
	const char		*at;

	for (; *s != '\0'; s++)
		if ((at = strchr(special, *s)) != NULL)
			fputs(entity[at - special], fp);
		else
			putc(*s, fp);
}

void
svg_line(FILE *fp, int x, int y, const char *attrs, const char *s)
{
	fprintf(fp, "<text x=\"%d\" y=\"%d\"%s>", x, y, attrs);
	svg_escaped(fp, s);
	fputs("</text>\n", fp);
}
