/*
 * cards.c: the 75 word cards of NetMatch, in the order its rules text
 * prints them.  dicts/netmatch.txt ships the same list for wordck; a unit
 * test (tests/unit/nmdeal.c) checks that the two agree.
 */
#include <string.h>
#include <strings.h>

#include "cards.h"

const char *const nm_cards[NM_NCARDS] = {
	"TEST", "WITH", "HILL", "BIRD", "CORN",
	"BEAR", "SURE", "MOST", "GRAY", "FINE",
	"FIND", "KILL", "HOLE", "FORM", "ABLE",
	"PART", "LAND", "ROSE", "TONE", "FIRE",
	"THIN", "WENT", "SING", "FALL", "SHOP",
	"DUCK", "JUMP", "ONCE", "ROOM", "LADY",
	"LONG", "PLAN", "WEST", "SOFT", "KEEP",
	"HERE", "TERM", "LEAD", "GONE", "PULL",
	"PATH", "EVEN", "INCH", "STAY", "BANK",
	"KEPT", "MISS", "BASE", "CROP", "THEN",
	"CITY", "EASE", "KNOW", "FEEL", "WEEK",
	"WOOD", "FELT", "HUGE", "FLAT", "LAST",
	"OVER", "CAMP", "LATE", "PORT", "SEND",
	"NEAR", "MUCH", "FOOD", "RAIN", "IDEA",
	"GIVE", "SHOW", "FEAR", "BURN", "SEED"
};

int
nm_card_find(const char *word)
{
	int	 i;

	for (i = 0; i < NM_NCARDS; i++)
		if (strcasecmp(nm_cards[i], word) == 0)
			return i;
	return -1;
}
