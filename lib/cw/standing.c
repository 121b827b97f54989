/*
 * standing.c: a Control Word player's standing as one JSON object.
 */
#include <stddef.h>

#include "out.h"
#include "cw/game.h"
#include "cw/score.h"
#include "cw/standing.h"

/* Write player i's standing into the array open in j (see standing.h). */
void
cw_json_standing(struct json *j, const struct cw_game *g, int i,
    const struct cw_result *res)
{
	json_object(j, NULL);
	json_string(j, "name", g->p[i].name);
	json_string(j, "color", cw_color_name[g->p[i].color]);
	json_int(j, "in_play", g->p[i].points);
	json_int(j, "penalties", g->p[i].penalties);
	if (res != NULL) {
		json_int(j, "words", res->s[i].words);
		json_int(j, "word_points", res->s[i].word_points);
		json_int(j, "word_bonus", res->s[i].word_bonus);
		json_int(j, "total", res->s[i].total);
		json_int(j, "rank", res->s[i].rank);
		json_bool(j, "winner", res->s[i].winner);
	} else {
		json_null(j, "words");
		json_null(j, "word_points");
		json_null(j, "word_bonus");
		json_null(j, "total");
		json_null(j, "rank");
		json_null(j, "winner");
	}
	json_close(j);
}
