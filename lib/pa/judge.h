/*
 * judge.h: reading a group of cells in the rules' notation ("C3-D3-D4")
 * and judging it as an answer to a question, the way the host must:
 * correct, wrong shape, or wrong contents.
 *
 * An answer is a value that holds any cells a player may name, repeated
 * or off the grid; judging says what is wrong with it.
 */
#ifndef REFKIT_PA_JUDGE_H
#define REFKIT_PA_JUDGE_H

#include <stddef.h>

#include "grid.h"
#include "shape.h"
#include "solve.h"

#define PA_MAXANSWER	(PA_MAXROWS * PA_MAXCOLS)
#define PA_WHY		256

struct pa_answer {
	int		 n;
	struct pa_cell	 cell[PA_MAXANSWER];	/* in the order given */
};

/* Verdicts on an answer, the closest to right first. */
enum pa_judgement {
	PA_CORRECT,
	PA_WRONG_CONTENTS,
	PA_WRONG_SHAPE		/* a wrong number of cells, off the grid, ... */
};

/*
 * Read cells joined by '-' ("C3-D3-D4"; letters in either case, columns
 * 1 to 999).  Returns the length read; 0 with a message in why (PA_WHY
 * bytes) if s does not start with a cell.  Stops at the first character
 * that does not continue the group.
 */
size_t	 pa_answer_parse(const char *s, struct pa_answer *, char *why);

/*
 * Turn a parsed group into a question's shape: at most PA_MAXCELLS
 * distinct, connected cells, normalized.  Returns 0 with a message in why
 * if it cannot be a shape.
 */
int	 pa_answer_to_shape(const struct pa_answer *, struct pa_shape *,
	    char *why);

/*
 * Judge an answer to a question on the grid; on a wrong one, say in why
 * (PA_WHY bytes) what is wrong, in plain words.  When the shape is right,
 * *group gets the answer's cells as a sorted group (else it is untouched).
 */
enum pa_judgement pa_judge(const struct pa_grid *, const struct pa_question *,
	    const struct pa_answer *, struct pa_shape *group, char *why);

/* Whether the answer is on the grid, without repeats, and has the shape. */
int	 pa_answer_shape_ok(const struct pa_grid *, const struct pa_shape *,
	    const struct pa_answer *, struct pa_shape *group, char *why);

/* "correct", "wrong shape" or "wrong contents". */
const char *pa_judgement_name(enum pa_judgement);

/* Contents written with spaces for a message: "O O X +". */
void	 pa_contents_spaced(const struct pa_contents *, char *buf, size_t size);

#endif
