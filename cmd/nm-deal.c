/*
 * nm-deal: deal a game of NetMatch from a seed and write its starting
 * record: the players and their colors, the word cards, and the letters
 * under the tokens; with --secrets, the card each player deals and its
 * letters go to that player's own file instead (the player the card is
 * dealt to never sees it), and the record for the table holds none.
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "diag.h"
#include "numarg.h"
#include "rng.h"
#include "nm/board.h"
#include "nm/deal.h"
#include "nm/network.h"

static const char usage_text[] =
"usage: nm-deal [--seed S] --players N [--variant partial|full]\n"
"               [--network FILE] [--secrets DIR [--referee FILE]]\n"
"Deal a game of NetMatch and write its starting record: each player's\n"
"word card is dealt by the player before them, its letters under the\n"
"player's tokens.  The same seed gives the same bytes on every machine.\n"
"  --seed S          seed, 0 to 18446744073709551615 (default: a random\n"
"                    one, written in the Seed tag)\n"
"  --players N       players, 2 to 4: ann, bob, cat and dan\n"
"  --variant V       for fewer than four players: partial (the default)\n"
"                    or full board\n"
"  --network FILE    the network to play on (default: the built-in one)\n"
"  --secrets DIR     write the card each player deals, and its letters, to\n"
"                    DIR/NAME.secret (mode 0600), and no secret to standard\n"
"                    output\n"
"  --referee FILE    with --secrets: also write the whole record, secrets\n"
"                    and seed included, to FILE (mode 0600)\n";

/*
 * Open path for writing, for its owner's eyes only (mode 0600, whatever
 * it had), not through a symbolic link; exit 2 if it cannot be.
 */
static FILE *
open_private(const char *path)
{
	FILE	*fp;
	int	 fd;

	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0600);
	if (fd == -1 || fchmod(fd, 0600) == -1 ||
	    (fp = fdopen(fd, "w")) == NULL)
		diag_fatal_errno("%s", path);
	return fp;
}

/* Close a file written; exit 2 if it could not be written. */
static void
close_written(FILE *fp, const char *path)
{
	if (ferror(fp) | fclose(fp))
		diag_fatal_errno("%s", path);
}

/*
 * Write the secret each player keeps, the card they dealt and its
 * letters, to DIR/NAME.secret, making DIR if need be.
 */
static void
write_secrets(const char *dir, const struct nm_deal *d)
{
	const struct players	*ps = &d->setup.players;
	struct stat		 st;
	char			 path[4096];
	FILE			*fp;
	int			 i;

	if (mkdir(dir, 0700) == -1 && errno != EEXIST)
		diag_fatal_errno("%s", dir);
	if (stat(dir, &st) == -1)
		diag_fatal_errno("%s", dir);
	if (!S_ISDIR(st.st_mode))
		diag_fatal("%s: not a directory", dir);
	for (i = 0; i < ps->n; i++) {
		if ((size_t)snprintf(path, sizeof(path), "%s/%s.secret", dir,
		    ps->p[i].name) >= sizeof(path))
			diag_fatal("%s: the name is too long", dir);
		fp = open_private(path);
		nm_deal_write_secret(fp, d, i);
		close_written(fp, path);
	}
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "seed", required_argument, NULL, 's' },
		{ "players", required_argument, NULL, 'p' },
		{ "variant", required_argument, NULL, 'v' },
		{ "network", required_argument, NULL, 'n' },
		{ "secrets", required_argument, NULL, 'S' },
		{ "referee", required_argument, NULL, 'r' },
		CLI_STANDARD_OPTIONS,
		{ NULL, 0, NULL, 0 }
	};
	static struct nm_network	 own;
	const struct nm_network		*net = NULL;
	const char			*secrets = NULL, *referee = NULL;
	const char			*network = NULL;
	struct nm_deal			 d;
	struct verdict			 v;
	enum nm_variant			 variant = NM_PARTIAL;
	uint64_t			 seed = 0;
	char				 why[NM_WHY];
	FILE				*fp;
	int				 ch, players = 0, have_seed = 0;

	diag_init(argv[0]);
	while ((ch = cli_getopt(argc, argv, longopts, usage_text)) != -1) {
		switch (ch) {
		case 's':
			seed = numarg_option("seed", optarg, 0, UINT64_MAX);
			have_seed = 1;
			break;
		case 'p':
			players = (int)numarg_option("players", optarg, 2,
			    NM_MAXPLAYERS);
			break;
		case 'v':
			if (strcmp(optarg, "partial") == 0)
				variant = NM_PARTIAL;
			else if (strcmp(optarg, "full") == 0)
				variant = NM_FULL;
			else
				diag_usage("--variant is partial or full, not "
				    "'%s'", optarg);
			break;
		case 'n':
			network = optarg;
			break;
		case 'S':
			secrets = optarg;
			break;
		case 'r':
			referee = optarg;
			break;
		}
	}
	if (optind < argc)
		diag_usage("unexpected argument '%s'", argv[optind]);
	if (players == 0)
		diag_usage("--players N is needed: 2, 3 or 4 players");
	if (referee != NULL && secrets == NULL)
		diag_usage("--referee goes with --secrets: without it the "
		    "record written is the referee's");
	if (network != NULL) {
		if (!nm_network_read(&own, network, &v)) {
			if (v.text[0] != '\0')
				(void)verdict_print(&v);
			diag_exit(EXIT_TROUBLE);
		}
		net = &own;
	} else
		net = nm_network_default();
	if (!have_seed)
		seed = rng_fresh_seed();
	if (!nm_deal(&d, seed, players, variant, net, why))
		diag_fatal("%s", why);
	if (secrets != NULL) {
		write_secrets(secrets, &d);
		if (referee != NULL) {
			fp = open_private(referee);
			nm_deal_write(fp, &d, network, NM_DEAL_SECRETS);
			close_written(fp, referee);
		}
	}
	nm_deal_write(stdout, &d, network, secrets != NULL ? 0 :
	    NM_DEAL_SECRETS);
	diag_exit(EXIT_VALID);
}
