/*
 * html.c: the replay page every viewer writes with --html (see html.h):
 * one HTML file holding its style, its script and every picture, so that
 * it makes no request and can be mailed as it is.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "diag.h"
#include "html.h"
#include "record.h"
#include "svg.h"
#include "verdict.h"

/*
 * Without the class js on <html> (no script) every position shows, one
 * under another, and so it does in print; with it, the current one.  A
 * narrow screen has the events under the board.
 */
static const char style[] =
"body{font-family:system-ui,sans-serif;color:#222;background:#fff;"
"margin:0 auto;max-width:76em;padding:0 1em;line-height:1.4}\n"
".game{display:grid;grid-template-columns:minmax(0,3fr) minmax(14em,2fr);"
"grid-template-rows:auto auto 1fr auto;"
"gap:0 1.5em;align-items:start;margin-bottom:2em}\n"
".game h2,.game .result{grid-column:1/-1}\n"
".positions,nav.steps{grid-column:1}\n"
"ol.events{grid-column:2;grid-row:2/span 2;max-height:85vh;overflow:auto;"
"margin:0;padding-left:3.5em;font-family:ui-monospace,monospace}\n"
".position{margin:0 0 1em}\n"
".position img.board{display:block;max-width:100%;height:auto}\n"
".position figcaption{white-space:pre-line}\n"
".js .position{display:none}\n"
".js .position.current{display:block}\n"
"html:not(.js) nav.steps{display:none}\n"
"nav.steps button{font:inherit;padding:.3em .8em;margin:0 .3em .5em 0}\n"
"ol.events a{color:inherit;text-decoration:none}\n"
"ol.events li.current{background:#ffe9a8;font-weight:bold}\n"
"ol.events li.refused{color:#a00000}\n"
".why{display:block;font-family:system-ui,sans-serif;font-size:.9em}\n"
".result{font-weight:bold;white-space:pre-line}\n"
"@media (max-width:40em){.game{display:block}ol.events{max-height:none}}\n"
"@media print{.js .position{display:block}nav.steps{display:none}"
"ol.events{max-height:none;overflow:visible}"
".position{break-inside:avoid}}\n";

/*
 * Step one game at a time: the one last clicked or focused, the first at
 * the start; a hash #game-N-K opens game N at position K.
 */
static const char script[] =
"(function(){\n"
"'use strict';\n"
"var d=document;\n"
"d.documentElement.classList.add('js');\n"
"var games=Array.prototype.slice.call(d.querySelectorAll('section.game'));\n"
"var active=games[0];\n"
"function at(s){return Number(s.getAttribute('data-current')||0);}\n"
"function go(s,k){\n"
" var f=s.querySelectorAll('figure.position'),i;\n"
" if(f.length===0)return;\n"
" k=Math.max(0,Math.min(f.length-1,k));\n"
" s.setAttribute('data-current',String(k));\n"
" for(i=0;i<f.length;i++)\n"
"  f[i].classList.toggle('current',\n"
"   Number(f[i].getAttribute('data-at'))===k);\n"
" var li=s.querySelectorAll('ol.events li');\n"
" for(i=0;i<li.length;i++)\n"
"  li[i].classList.toggle('current',\n"
"   Number(li[i].getAttribute('data-at'))===k);\n"
"}\n"
"function step(s,how){\n"
" var last=s.querySelectorAll('figure.position').length-1;\n"
" go(s,{first:0,prev:at(s)-1,next:at(s)+1,last:last}[how]);\n"
"}\n"
"games.forEach(function(s){\n"
" go(s,0);\n"
" s.addEventListener('focusin',function(){active=s;});\n"
" s.addEventListener('click',function(e){\n"
"  active=s;\n"
"  var b=e.target.closest('button[data-step]');\n"
"  if(b){step(s,b.getAttribute('data-step'));return;}\n"
"  var li=e.target.closest('ol.events li');\n"
"  if(li){e.preventDefault();go(s,Number(li.getAttribute('data-at')));}\n"
" });\n"
"});\n"
"d.addEventListener('keydown',function(e){\n"
" var how={ArrowLeft:'prev',ArrowRight:'next',Home:'first',\n"
"  End:'last'}[e.key];\n"
" if(!how||!active||e.altKey||e.ctrlKey||e.metaKey)return;\n"
" e.preventDefault();step(active,how);\n"
"});\n"
"function hash(){\n"
" var m=/^#game-(\\d+)-(\\d+)$/.exec(location.hash);\n"
" var s=m&&d.getElementById('game-'+m[1]);\n"
" if(s){active=s;go(s,Number(m[2]));}\n"
"}\n"
"window.addEventListener('hashchange',hash);\n"
"hash();\n"
"})();\n";

/* Write the bytes in base64, as a data: URL holds them. */
static void
base64(FILE *fp, const unsigned char *p, size_t n)
{
	static const char	 digit[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789+/";
	char			 q[4];
	unsigned long		 w;
	size_t			 i;

	for (i = 0; i + 3 <= n; i += 3) {
		w = (unsigned long)p[i] << 16 | (unsigned long)p[i + 1] << 8 |
		    p[i + 2];
		q[0] = digit[w >> 18 & 63];
		q[1] = digit[w >> 12 & 63];
		q[2] = digit[w >> 6 & 63];
		q[3] = digit[w & 63];
		fwrite(q, 1, 4, fp);
	}
	if (i == n)
		return;
	w = (unsigned long)p[i] << 16;
	if (i + 1 < n)
		w |= (unsigned long)p[i + 1] << 8;
	q[0] = digit[w >> 18 & 63];
	q[1] = digit[w >> 12 & 63];
	q[2] = i + 1 < n ? digit[w >> 6 & 63] : '=';
	q[3] = '=';
	fwrite(q, 1, 4, fp);
}

void
html_begin(struct html_page *pg, FILE *out, const char *title)
{
	memset(pg, 0, sizeof(*pg));
	pg->out = out;
	if ((pg->svg = open_memstream(&pg->buf, &pg->len)) == NULL)
		diag_fatal_errno("open_memstream");
	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
	    "content=\"width=device-width, initial-scale=1\">\n<title>", out);
	svg_escaped(out, title);
	fprintf(out, "</title>\n<style>\n%s</style>\n</head>\n<body>\n<h1>",
	    style);
	svg_escaped(out, title);
	fputs("</h1>\n", out);
}

void
html_game(struct html_page *pg, const char *name)
{
	pg->games++;
	fprintf(pg->out, "<section class=\"game\" id=\"game-%u\">\n<h2>",
	    pg->games);
	svg_escaped(pg->out, name);
	fputs("</h2>\n<div class=\"positions\">\n", pg->out);
}

FILE *
html_svg(struct html_page *pg)
{
	rewind(pg->svg);
	return pg->svg;
}

void
html_position(struct html_page *pg, size_t k, const char *alt,
    const char *caption)
{
	FILE	*out = pg->out;
	long	 n;

	if (fflush(pg->svg) == EOF || (n = ftell(pg->svg)) < 0)
		diag_fatal_errno("open_memstream");
	fprintf(out, "<figure class=\"position\" id=\"game-%u-%zu\" "
	    "data-at=\"%zu\">\n<img class=\"board\" alt=\"", pg->games, k, k);
	svg_escaped(out, alt);
	fputs("\" src=\"data:image/svg+xml;base64,", out);
	base64(out, (const unsigned char *)pg->buf, (size_t)n);
	fputs("\">\n<figcaption>", out);
	svg_escaped(out, caption);
	fputs("</figcaption>\n</figure>\n", out);
}

void
html_events_begin(struct html_page *pg)
{
	static const char *const step[4][2] = {
		{ "first", "First" }, { "prev", "Previous" },
		{ "next", "Next" }, { "last", "Last" }
	};
	size_t	 i;

	fputs("</div>\n<nav class=\"steps\">\n", pg->out);
	for (i = 0; i < 4; i++)
		fprintf(pg->out, "<button type=\"button\" data-step=\"%s\">"
		    "%s</button>\n", step[i][0], step[i][1]);
	fputs("</nav>\n<ol class=\"events\">\n", pg->out);
}

void
html_event(struct html_page *pg, size_t k, const char *text,
    const char *why)
{
	FILE	*out = pg->out;

	fprintf(out, "<li%s data-at=\"%zu\"><a href=\"#game-%u-%zu\">",
	    why != NULL ? " class=\"refused\"" : "", k, pg->games, k);
	svg_escaped(out, text);
	fputs("</a>", out);
	if (why != NULL) {
		fputs("<span class=\"why\">", out);
		svg_escaped(out, why);
		fputs("</span>", out);
	}
	fputs("</li>\n", out);
}

void
html_said(const struct rec_event *e, char *line, size_t size)
{
	size_t	 n, len;

	/* Its said words are ended by NULs where the blanks were. */
	n = (size_t)snprintf(line, size, "%lu %s ", e->number, e->actor);
	if (n >= size)
		return;
	len = e->said_len < size - 1 - n ? e->said_len : size - 1 - n;
	memcpy(line + n, e->verb, len);
	for (; len > 0; len--, n++)
		if (line[n] == '\0')
			line[n] = ' ';
	line[n] = '\0';
}

void
html_events(struct html_page *pg, const struct rec_game *rec,
    size_t applied, const char *why)
{
	char	 line[REC_MAXLINE + 1];
	size_t	 i;

	html_events_begin(pg);
	for (i = 0; i < rec->nevents; i++) {
		html_said(&rec->events[i], line, sizeof(line));
		html_event(pg, i + 1, line, i == applied ? why : NULL);
	}
}

size_t
html_replay(struct html_page *pg, const struct rec_game *rec,
    const char *name,
    int (*step)(void *, const struct rec_event *, struct verdict *),
    void (*draw)(void *, size_t), void *arg, struct verdict *v)
{
	size_t	 i;

	verdict_clear(v);
	html_game(pg, name);
	draw(arg, 0);
	for (i = 0; i < rec->nevents && step(arg, &rec->events[i], v); i++)
		draw(arg, i + 1);
	html_events(pg, rec, i, v->status != EXIT_VALID ? v->text : NULL);
	return i;
}

void
html_result(struct html_page *pg, const char *result)
{
	fputs("</ol>\n<p class=\"result\">", pg->out);
	svg_escaped(pg->out, result);
	fputs("</p>\n</section>\n", pg->out);
}

void
html_event_position(struct html_page *pg, size_t k, size_t n,
    const char *standing)
{
	char	 alt[64];
	char	*caption;
	size_t	 size = strlen(standing) + 80;

	caption = xmalloc(size);
	if (k == n)
		snprintf(caption, size, "after %zu event%s: %s", k,
		    k == 1 ? "" : "s", standing);
	else
		snprintf(caption, size, "after %zu of %zu events: %s", k, n,
		    standing);
	snprintf(alt, sizeof(alt), "the position after %zu event%s", k,
	    k == 1 ? "" : "s");
	html_position(pg, k, alt, caption);
	free(caption);
}

void
html_viewer_begin(struct html_page *pg, int html, int conflict,
    const char *title)
{
	if (!html)
		return;
	if (conflict)
		diag_usage("--html draws every position: not with --at or "
		    "--svg");
	html_begin(pg, stdout, title);
}

void
html_end(struct html_page *pg)
{
	fprintf(pg->out, "<script>\n%s</script>\n</body>\n</html>\n", script);
	fclose(pg->svg);
	free(pg->buf);
	pg->svg = NULL;
	pg->buf = NULL;
}
