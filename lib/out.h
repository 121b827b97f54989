/*
 * out.h: the writers for standard output: JSON Lines (one object a line,
 * escaping done here and nowhere else) and the terminal's colors.
 *
 * A struct json is a small value on the caller's stack: json_begin() at
 * the start of each line's object, json_end() writes the closing brace and
 * the newline.  Strings given are UTF-8 (the record reader checks that).
 */
#ifndef REFKIT_OUT_H
#define REFKIT_OUT_H

#include <stdio.h>

#define JSON_MAXDEPTH	16

struct json {
	FILE	*fp;
	int	 depth;
	int	 count[JSON_MAXDEPTH];	/* members written at each depth */
	char	 closer[JSON_MAXDEPTH];	/* ']' or '}' for each open depth */
};

/* Start a top-level object on fp. */
void	 json_begin(struct json *, FILE *);

/* Close every open object and array and end the line. */
void	 json_end(struct json *);

/* Members of the current object (key given) or items of an array (NULL). */
void	 json_object(struct json *, const char *key);
void	 json_array(struct json *, const char *key);
void	 json_close(struct json *);
void	 json_string(struct json *, const char *key, const char *);
void	 json_int(struct json *, const char *key, long long);
void	 json_bool(struct json *, const char *key, int);
void	 json_null(struct json *, const char *key);

/* Write s as a JSON string, quotes and escapes included. */
void	 json_write_string(FILE *, const char *s);

/*
 * A line written to a stream whole: the pieces added are held, and
 * written by one call when the room is full or the line is done.  A batch
 * writes a line a game, and a call to stdio a piece cost more than the
 * rest of its report.  A small value on the caller's stack.
 */
struct out_line {
	FILE	*fp;
	size_t	 len;
	char	 buf[512];
};

/* Begin a line to fp. */
void	 out_line_begin(struct out_line *, FILE *);

/* Add n bytes, a string, a whole number in decimal (as printf's %lld). */
void	 out_line_add(struct out_line *, const char *, size_t n);
void	 out_line_string(struct out_line *, const char *);
void	 out_line_int(struct out_line *, long long);

/* Write what the line holds; it may be added to again. */
void	 out_line_write(struct out_line *);

/* When --color is auto, never or always: whether to color standard output. */
enum color_when { COLOR_AUTO, COLOR_NEVER, COLOR_ALWAYS };

/* Parse a --color argument; -1 if it is none of auto, never, always. */
int	 color_parse(const char *);

/*
 * Whether to color: always, never, or (auto) if stdout is a terminal,
 * NO_COLOR is unset or empty and TERM is not "dumb".
 */
int	 color_wanted(enum color_when);

#endif
