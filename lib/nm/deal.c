/*
 * deal.c: the seeded deal of NetMatch's word cards, and the record of a
 * game's start.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "rng.h"
#include "board.h"
#include "cards.h"
#include "deal.h"
#include "network.h"

/* The players refkit deals for, by count: names and colors. */
static const char *const names[NM_MAXPLAYERS] = { "ann", "bob", "cat", "dan" };

/* Give each of the n players their colors for the variant. */
static void
seat_players(struct players *ps, int n, enum nm_variant variant)
{
	/* Two players sit across the board: red and green, the one
	   opposite the other; on the full board each adds the color on
	   their left. */
	static const int two[2][2] = { { 0, 2 }, { 1, 3 } };
	int	 i;

	memset(ps, 0, sizeof(*ps));
	ps->n = n;
	for (i = 0; i < n; i++) {
		snprintf(ps->p[i].name, sizeof(ps->p[i].name), "%s", names[i]);
		ps->p[i].namelen = strlen(names[i]);
		if (n == 2 && variant == NM_FULL) {
			ps->p[i].ncolors = 2;
			ps->p[i].color[0] = two[i][0];
			ps->p[i].color[1] = two[i][1];
		} else {
			ps->p[i].ncolors = 1;
			ps->p[i].color[0] = n == 2 ? two[0][i] : i;
		}
	}
}

/* Put the n numbers 0 to n - 1 in a random order, each order as likely. */
static void
shuffle(struct rng *r, int *a, int n)
{
	int	 i, j, t;

	for (i = 0; i < n; i++)
		a[i] = i;
	for (i = n - 1; i > 0; i--) {
		j = (int)rng_below(r, (uint64_t)i + 1);
		t = a[i];
		a[i] = a[j];
		a[j] = t;
	}
}

int
nm_dealer(const struct nm_deal *d, int player)
{
	int	 n = d->setup.players.n;

	return (player + n - 1) % n;
}

int
nm_deal(struct nm_deal *d, uint64_t seed, int nplayers,
    enum nm_variant variant, const struct nm_network *net, char *why)
{
	struct nm_setup		*s = &d->setup;
	const struct player	*p;
	struct rng		 r;
	int			 deck[NM_NCARDS], order[NM_NSYMBOLS];
	int			 top = 0, i, k, c, sym;

	memset(d, 0, sizeof(*d));
	d->seed = seed;
	seat_players(&s->players, nplayers, variant);
	if (!nm_setup_colors(s, net, variant, why))
		return 0;
	for (c = 0; c < NM_NCOLORS; c++)
		d->card[c] = -1;
	rng_seed(&r, seed);
	shuffle(&r, deck, NM_NCARDS);
	/* Each dealer in the order of play draws the next player's card(s)
	   from the top of the deck, then writes its letters. */
	for (i = 0; i < nplayers; i++) {
		p = &s->players.p[(i + 1) % nplayers];
		for (k = 0; k < p->ncolors; k++) {
			c = p->color[k];
			d->card[c] = deck[top++];
			memcpy(s->word[c], nm_cards[d->card[c]], NM_WORDLEN + 1);
			shuffle(&r, order, NM_NSYMBOLS);
			for (sym = 0; sym < NM_NSYMBOLS; sym++)
				s->letter[c][sym] = s->word[c][order[sym]];
		}
	}
	return 1;
}

/* Write the player's colors' entries of the Words or Secrets tag. */
static void
write_entries(FILE *fp, const struct nm_setup *s, int player, int secrets,
    int *first)
{
	const struct player	*p = &s->players.p[player];
	int			 k, c, sym;

	for (k = 0; k < p->ncolors; k++) {
		c = p->color[k];
		fprintf(fp, "%s%s:", *first ? "" : " ", nm_colors[c]);
		*first = 0;
		if (!secrets) {
			fputs(s->word[c], fp);
			continue;
		}
		for (sym = 0; sym < NM_NSYMBOLS; sym++)
			fprintf(fp, "%s%s=%c", sym > 0 ? "," : "",
			    nm_symbols[sym], s->letter[c][sym]);
	}
}

/* Write the Words and Secrets tags of the players from..to - 1. */
static void
write_secret_tags(FILE *fp, const struct nm_deal *d, int from, int to)
{
	int	 i, first, secrets;

	for (secrets = 0; secrets < 2; secrets++) {
		fprintf(fp, "[%s \"", secrets ? "Secrets" : "Words");
		first = 1;
		for (i = from; i < to; i++)
			write_entries(fp, &d->setup, i, secrets, &first);
		fputs("\"]\n", fp);
	}
}

/* Write a comment line for each color played: where its pawns start. */
static void
write_start(FILE *fp, const struct nm_deal *d)
{
	const struct nm_setup	*s = &d->setup;
	const struct nm_network	*net = s->net;
	int			 c, sym, i;

	for (c = 0; c < NM_NCOLORS; c++) {
		if (s->owner[c] < 0)
			continue;
		fprintf(fp, "# %s (%s):", nm_colors[c],
		    s->players.p[s->owner[c]].name);
		for (sym = 0; sym < NM_NSYMBOLS; sym++) {
			fprintf(fp, "%s %ss", sym > 0 ? ";" : "",
			    nm_symbols[sym]);
			for (i = 0; i < net->nsides; i++)
				if (s->side_color[i] == c)
					fprintf(fp, " %s",
					    net->node[net->side[i].node[sym]]);
		}
		fputc('\n', fp);
	}
}

void
nm_deal_write(FILE *fp, const struct nm_deal *d, const char *network,
    int flags)
{
	const struct nm_setup	*s = &d->setup;
	const struct players	*ps = &s->players;
	int			 i, k;

	fputs("[Game \"netmatch\"]\n[Players \"", fp);
	for (i = 0; i < ps->n; i++) {
		fprintf(fp, "%s%s:", i > 0 ? " " : "", ps->p[i].name);
		for (k = 0; k < ps->p[i].ncolors; k++)
			fprintf(fp, "%s%s", k > 0 ? "+" : "",
			    nm_colors[ps->p[i].color[k]]);
	}
	fputs("\"]\n", fp);
	if (s->variant != NM_FOUR)
		fprintf(fp, "[Variant \"%s\"]\n", s->variant == NM_FULL ?
		    "full" : "partial");
	if (network != NULL)
		fprintf(fp, "[Network \"%s\"]\n", network);
	if (flags & NM_DEAL_SECRETS) {
		fprintf(fp, "[Seed \"%llu\"]\n", (unsigned long long)d->seed);
		write_secret_tags(fp, d, 0, ps->n);
	}
	fputs("# Each player's word was dealt by the player before them:", fp);
	for (i = 0; i < ps->n; i++)
		fprintf(fp, "%s %s dealt %s's", i > 0 ? "," : "",
		    ps->p[nm_dealer(d, i)].name, ps->p[i].name);
	fprintf(fp, ".\n# The pawns start on the %s network:\n",
	    network != NULL ? network : "default");
	write_start(fp, d);
	fprintf(fp, "# %s plays first, in turn 1.\n", ps->p[0].name);
}

void
nm_deal_write_secret(FILE *fp, const struct nm_deal *d, int dealer)
{
	const struct players	*ps = &d->setup.players;
	const char		*who = ps->p[dealer].name;
	int			 to = (dealer + 1) % ps->n;
	int			 two = ps->p[to].ncolors == 2;

	fprintf(fp, "# The word card%s %s dealt to %s, and the letters %s "
	    "wrote under\n# %s's tokens: %s keeps them secret from every "
	    "other player,\n# %s too, whose word%s it is to discover.\n",
	    two ? "s" : "", who, ps->p[to].name, who, ps->p[to].name, who,
	    ps->p[to].name, two ? "s" : "");
	fprintf(fp, "[Game \"netmatch\"]\n[Dealer \"%s\"]\n[Player \"%s\"]\n",
	    who, ps->p[to].name);
	write_secret_tags(fp, d, to, to + 1);
}
