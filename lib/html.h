/*
 * html.h: a replay page, one self-contained HTML file that shows every
 * position of recorded games, for any game: the frame, its style and
 * script, each position's figure (an SVG picture the game draws into a
 * stream this file gives, written as a data: URL), the events beside
 * them, a refused one with the rule it breaks, and the result.
 *
 * The page, in the order a program writes it:
 *
 *	html_begin(&page, stdout, "Netzwerk games");
 *	for each game: html_game(&page, name);
 *		for each position K: draw into html_svg(&page), then
 *		    html_position(&page, K, alt, caption);
 *		html_events(&page, rec, applied, why);
 *		html_result(&page, result);
 *	html_end(&page);
 *
 * Each game is a <section class="game" id="game-N">; its positions are
 * figures id="game-N-K" data-at="K", K from 0 (the start); then the
 * buttons First, Previous, Next, Last; then the events, one <li
 * data-at="K"> each, a refused one of class "refused" with a <span
 * class="why">; then <p class="result">.  Without script every position
 * shows, one under another; with it, one at a time.  The page is written
 * as it goes: it costs the caller one picture's memory, whatever the
 * length of the game.
 *
 * Ownership: struct html_page is the caller's value; html_end() frees
 * what it holds.  The stream html_svg() returns is the page's.  The
 * caller checks its own stream for write errors.
 */
#ifndef REFKIT_HTML_H
#define REFKIT_HTML_H

#include <stddef.h>
#include <stdio.h>

#include "record.h"
#include "verdict.h"

struct html_page {
	FILE		*out;		/* the page */
	unsigned int	 games;		/* games begun */
	FILE		*svg;		/* the picture being drawn */
	char		*buf;		/* its bytes, open_memstream()'s */
	size_t		 len;
};

/* Begin the page on out: its head, style and the title given. */
void	 html_begin(struct html_page *, FILE *out, const char *title);

/* Begin the next game's section, headed by its name. */
void	 html_game(struct html_page *, const char *name);

/*
 * The stream to draw the next position's SVG document into: empty, owned
 * by the page, valid until the next html_position().
 */
FILE	*html_svg(struct html_page *);

/*
 * Write the position after k events: the picture drawn into html_svg()
 * as an image (its text alt), then the caption (lines may be split by
 * newlines, shown as they are).
 */
void	 html_position(struct html_page *, size_t k, const char *alt,
	    const char *caption);

/*
 * Close the positions and write the buttons, then the record's events:
 * the first applied were applied; if why is not NULL the next one was
 * refused for it.
 */
void	 html_events(struct html_page *, const struct rec_game *,
	    size_t applied, const char *why);

/*
 * Write the event's line as it was typed into line, of size bytes (cut
 * to fit): its number, actor, verb and arguments.
 */
void	 html_said(const struct rec_event *, char *line, size_t size);

/*
 * For a game whose events are not a record's lines: close the positions,
 * write the buttons, then html_event() for each event, number k from 1:
 * its text, the position it leads to (k, or none if it is past the last
 * position) and why it was refused if it was (else NULL).
 */
void	 html_events_begin(struct html_page *);
void	 html_event(struct html_page *, size_t k, const char *text,
	    const char *why);

/* Write the game's result (lines may be split by newlines); close it. */
void	 html_result(struct html_page *, const char *result);

/*
 * html_position() for the position after k of a record's n events: its
 * caption says how far it is, as the text viewers' headings do ("after 4
 * of 10 events", "after 10 events" at the end of the record), then, after
 * a colon, standing: where the game stands.
 */
void	 html_event_position(struct html_page *, size_t k, size_t n,
	    const char *standing);

/*
 * Write a game onto the page, replaying it once: its section headed by
 * name, then draw(arg, 0) for its start and, for each event step(arg,
 * event, v) applies, draw(arg, k) after it, k events in (each draws the
 * position into html_svg() and writes it with html_position()); then the
 * events, the one step refused with v's text.  Returns the events
 * applied; v is the first refusal's verdict, or clear.  The caller has
 * begun the game, and writes its result next (html_result()).
 */
size_t	 html_replay(struct html_page *, const struct rec_game *,
	    const char *name,
	    int (*step)(void *, const struct rec_event *, struct verdict *),
	    void (*draw)(void *, size_t), void *arg, struct verdict *v);

/*
 * For a viewer's main(), once its options are read: if html (--html) is
 * set, refuse conflict (--at or --svg given, say) as a usage error, then
 * begin the page titled title on standard output.
 */
void	 html_viewer_begin(struct html_page *, int html, int conflict,
	    const char *title);

/* End the page: its script, and free what the page holds. */
void	 html_end(struct html_page *);

#endif
