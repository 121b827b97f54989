/*
 * standing.h: a Control Word player's standing as one JSON object, the
 * same in cw-check(1) and cw-score(1): the points scored in play and the
 * penalty tokens, and once the game is over its end table's figures.
 */
#ifndef REFKIT_CW_STANDING_H
#define REFKIT_CW_STANDING_H

#include "out.h"
#include "cw/game.h"
#include "cw/score.h"

/*
 * Write player i's standing as an object of the array open in j: name,
 * color, in_play, penalties, then words, word_points, word_bonus, total,
 * rank and winner from the end result res, or null for each of those
 * while the game is not over (res NULL).
 */
void	 cw_json_standing(struct json *j, const struct cw_game *, int i,
	    const struct cw_result *res);

#endif
