/*
 * cards.c: Alphagon's card decks: the stand-in, and deck files read as
 * hostile input.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alloc.h"
#include "ag/cards.h"
#include "ag/text.h"

/* The stand-in: 36 cards, every silhouette of 4 and 5 squares in turn. */
const char ag_deck_standin_text[] =
"# The stand-in deck of Alphagon's polygon cards that refkit ships:\n"
"# the rules' own cards are lost.  A card a line: its number, 4 pairs\n"
"# of syllables, and its silhouette as the steps from its first square.\n"
"1  TH/HA TO/DE FU/TA TER/ER         EEE\n"
"2  ED/EA AR/SA LA/COM ENT/ND        EEEE\n"
"3  OR/IS PO/SE CON/DIS IN/NT        ENEE\n"
"4  IO/CO MA/BO TRA/RE OF/LE         ESSE\n"
"5  RT/NO BE/MEN ON/EN ST/VE         ENN\n"
"6  NI/PA PER/TH HA/TO DE/FU         EENN\n"
"7  RA/PRO ING/ED EA/AR SA/LA        ENNW\n"
"8  LO/PRE HE/OR IS/PO SE/CON        EEN\n"
"9  STA/AN ES/IO CO/MA BO/TRA        EEEN\n"
"10 ER/AT IT/RT NO/BE MEN/ON         ENEN\n"
"11 ND/TI AS/NI PA/PER TH/HA         ESSS\n"
"12 NT/OU LI/RA PRO/ING ED/EA        ESE\n"
"13 LE/GI DI/LO PRE/HE OR/IS         EESE\n"
"14 VE/CA MI/STA AN/ES IO/CO         ESEE\n"
"15 FU/TA TER/ER AT/IT RT/NO         EES\n"
"16 LA/COM ENT/ND TI/AS NI/PA        EEES\n"
"17 CON/DIS IN/NT OU/LI RA/PRO       ENNE\n"
"18 TRA/RE OF/LE GI/DI LO/PRE        ESSW\n"
"19 ON/EN ST/VE CA/MI STA/AN         ESS\n"
"20 HA/TO DE/FU TA/TER ER/AT         EESS\n"
"21 EA/AR SA/LA COM/ENT ND/TI        ESES\n"
"22 IS/PO SE/CON DIS/IN NT/OU        ENE\n"
"23 CO/MA BO/TRA RE/OF LE/GI         EENE\n"
"24 NO/BE MEN/ON EN/ST VE/CA         ENNN\n"
"25 PA/PER TH/HA TO/DE FU/TA         EEE\n"
"26 PRO/ING ED/EA AR/SA LA/COM       EEEE\n"
"27 PRE/HE OR/IS PO/SE CON/DIS       ENEE\n"
"28 AN/ES IO/CO MA/BO TRA/RE         ESSE\n"
"29 AT/IT RT/NO BE/MEN ON/EN         ENN\n"
"30 TI/AS NI/PA PER/TH HA/TO         EENN\n"
"31 OU/LI RA/PRO ING/ED EA/AR        ENNW\n"
"32 GI/DI LO/PRE HE/OR IS/PO         EEN\n"
"33 CA/MI STA/AN ES/IO CO/MA         EEEN\n"
"34 TA/TER ER/AT IT/RT NO/BE         ENEN\n"
"35 COM/ENT ND/TI AS/NI PA/PER       ESSS\n"
"36 DIS/IN NT/OU LI/RA PRO/ING       ESE\n";

/*
 * Read the word of len bytes at s, at p, as the pair of syllables k of a
 * card.  Returns 1, or 0 with the verdict filled.
 */
static int
read_pair(struct ag_card *c, int k, const char *s, size_t len,
    const struct pos *p, struct verdict *v)
{
	size_t	 slash, i, a, b;

	for (slash = 0; slash < len && s[slash] != '/'; slash++)
		continue;
	for (i = 0; i < len; i++)
		if (i != slash && (s[i] < 'A' || s[i] > 'Z'))
			break;
	a = slash;
	b = len - slash - 1;
	if (slash == len || i < len || a < 2 || a > 3 || b < 2 || b > 3)
		return verdict_malformed(v, p, "'%.*s' is not a pair of "
		    "syllables of 2 or 3 capital letters, as SA/NI",
		    len > 20 ? 20 : (int)len, s);
	memcpy(c->syllable[2 * k], s, a);
	memcpy(c->syllable[2 * k + 1], s + slash + 1, b);
	return 1;
}

/*
 * Read the word of len bytes at s, at p, as a card's silhouette.  Returns
 * 1, or 0 with the verdict filled.
 */
static int
read_steps(struct ag_card *c, const char *s, size_t len, const struct pos *p,
    struct verdict *v)
{
	static const int	 dx[4] = { 0, 1, 0, -1 };
	static const int	 dy[4] = { -1, 0, 1, 0 };
	int			 x[AG_MAXSTEPS + 1], y[AG_MAXSTEPS + 1];
	size_t			 i, j;
	const char		*d;

	if (len < 3 || len > AG_MAXSTEPS)
		return verdict_malformed(v, p, "'%.*s' is not a silhouette: "
		    "3 or 4 steps of N, E, S, W", len > 20 ? 20 : (int)len, s);
	x[0] = y[0] = 0;
	for (i = 0; i < len; i++) {
		if (s[i] == '\0' || (d = strchr("NESW", s[i])) == NULL)
			return verdict_malformed(v, p, "'%.*s' is not a "
			    "silhouette: 3 or 4 steps of N, E, S, W", (int)len,
			    s);
		x[i + 1] = x[i] + dx[d - "NESW"];
		y[i + 1] = y[i] + dy[d - "NESW"];
		for (j = 0; j < i; j++)
			if (abs(x[j] - x[i + 1]) + abs(y[j] - y[i + 1]) <= 1)
				return verdict_malformed(v, p, "silhouette "
				    "'%.*s': its square %zu %s square %zu",
				    (int)len, s, i + 2, x[j] == x[i + 1] &&
				    y[j] == y[i + 1] ? "is" : "touches", j + 1);
	}
	memcpy(c->steps, s, len);
	c->steps[len] = '\0';
	c->squares = ag_shape_sets(c->steps, c->set);
	return 1;
}

/* Read one card line (n bytes at s, at p) as card number want. */
static int
read_card(struct ag_card *c, int want, const char *s, size_t n,
    struct pos p, struct verdict *v)
{
	size_t		 off = 0, start, len;
	struct pos	 at;
	int		 k, number;
	size_t		 i;

	memset(c, 0, sizeof(*c));
	(void)ag_text_word(s, n, &off, &start, &len);
	at = p;
	at.col = (unsigned int)start + 1;
	number = 0;
	for (i = 0; i < len && i < 4 && s[start + i] >= '0' &&
	    s[start + i] <= '9'; i++)
		number = number * 10 + s[start + i] - '0';
	if (i < len || s[start] == '0' || number != want)
		return verdict_malformed(v, &at, "expected card number %d, "
		    "not '%.*s'", want, len > 20 ? 20 : (int)len, s + start);
	for (k = 0; k < AG_SYLLABLES / 2; k++) {
		if (!ag_text_word(s, n, &off, &start, &len)) {
			at.col = (unsigned int)off + 1;
			return verdict_malformed(v, &at, "card %d has %d "
			    "pairs of syllables, not 4, and no silhouette",
			    want, k);
		}
		at.col = (unsigned int)start + 1;
		if (!read_pair(c, k, s + start, len, &at, v))
			return 0;
	}
	if (!ag_text_word(s, n, &off, &start, &len)) {
		at.col = (unsigned int)off + 1;
		return verdict_malformed(v, &at, "card %d has no silhouette",
		    want);
	}
	at.col = (unsigned int)start + 1;
	if (!read_steps(c, s + start, len, &at, v))
		return 0;
	if (ag_text_word(s, n, &off, &start, &len)) {
		at.col = (unsigned int)start + 1;
		return verdict_malformed(v, &at, "card %d: '%.*s' after its "
		    "silhouette", want, len > 20 ? 20 : (int)len, s + start);
	}
	return 1;
}

int
ag_deck_parse(struct ag_deck *d, const char *file, const char *buf,
    size_t len, struct verdict *v)
{
	struct ag_text	 t;
	struct pos	 p;
	const char	*s;
	size_t		 n;
	int		 rc, cap = 0;

	d->n = 0;
	d->card = NULL;
	ag_text_init(&t, file, buf, len);
	while ((rc = ag_text_next(&t, &s, &n, &p, v)) == 1) {
		if (d->n == AG_MAXCARDS) {
			rc = verdict_malformed(v, &p, "more than %d cards",
			    AG_MAXCARDS) - 1;
			break;
		}
		if (d->n == cap) {
			cap = cap == 0 ? 64 : cap * 2;
			d->card = xreallocarray(d->card, (size_t)cap,
			    sizeof(d->card[0]));
		}
		if (!read_card(&d->card[d->n], d->n + 1, s, n, p, v)) {
			rc = -1;
			break;
		}
		d->n++;
	}
	if (rc == 0 && d->n == 0) {
		p.file = file;
		p.line = t.line;
		p.col = 0;
		rc = verdict_malformed(v, &p, "the deck has no card") - 1;
	}
	if (rc < 0) {
		ag_deck_free(d);
		return 0;
	}
	return 1;
}

int
ag_deck_read_file(struct ag_deck *d, const char *path, struct verdict *v)
{
	char	*buf;
	size_t	 len;
	int	 ok;

	d->n = 0;
	d->card = NULL;
	if (!ag_text_load(path, &buf, &len, v))
		return 0;
	ok = ag_deck_parse(d, strcmp(path, "-") == 0 ? "<stdin>" : path, buf,
	    len, v);
	free(buf);
	return ok;
}

void
ag_deck_standin(struct ag_deck *d)
{
	struct verdict	 v;

	if (!ag_deck_parse(d, "standin.cards", ag_deck_standin_text,
	    strlen(ag_deck_standin_text), &v)) {
		verdict_print(&v);
		abort();
	}
}

void
ag_deck_free(struct ag_deck *d)
{
	free(d->card);
	d->card = NULL;
	d->n = 0;
}
