#!/bin/sh
# pa-solve: exactly the solutions an independent brute force finds, on
# generated 6x6 and 26x20 matches; the rules' own example.
. "$(dirname "$0")/lib.sh"

for args in "--seed 1" "--seed 2" "--seed 3 --unique" \
    "--seed 4 --rows 26 --cols 20" "--seed 5 --rows 26 --cols 20 --sizes 6" \
    "--seed 6 --rows 26 --cols 20 --plus --groups 4 --rounds 5" \
    "--seed 7 --rows 3 --cols 20 --sizes 1,2,3" "--seed 8 --rows 26 --cols 1 --sizes 1,2,3"; do
	"$BIN/pa-gen" $args >"$WORK/match.rec"
	perl tests/brute.pl "$WORK/match.rec" >"$WORK/brute.out"
	run pa-solve "$WORK/match.rec"
	status_is 0 "pa-gen $args: every round has a solution"
	out_file_is "$WORK/brute.out" "pa-gen $args: the brute force's solutions, no more, no fewer"
done

# The rules' example: "One possible solution is C3-D3-D4-D5-E5 (rotating
# the shape); another possible solution is D2-D3-E3-F3-F4 (flipping the
# shape)".  Round 3 of this fixture asks that question.
run pa-solve fixtures/pa/score-standard.rec
status_is 0 "the fixture's rounds all have solutions"
out_has '^round 3: C3-D3-D4-D5-E5$' "the rules' first example solution"
out_has '^round 3: D2-D3-E3-F3-F4$' "the rules' second example solution"

run pa-solve --count fixtures/pa/score-standard.rec
out_has '^round 1: [0-9]+ solutions?$' "--count"

run pa-solve --json fixtures/pa/score-standard.rec
out_has '^\{"file":"fixtures/pa/score-standard.rec","game":1,"round":3,"group":null,"count":[0-9]+,"solutions":\[.*"C3-D3-D4-D5-E5".*\],"line":null,"col":null,"message":null\}$' "--json"

# A round with no solution: exit 1, named at its question.
printf '[Game "pattern-assembly"]\n0 host grid O X\n0 host grid X O\n1 host ask A1-A2 OO\n' >"$WORK/none.rec"
run pa-solve "$WORK/none.rec"
status_is 1 "a round without a solution"
err_is "pa-solve: $WORK/none.rec:4:1: round 1 has no solution: no group of the grid has its shape and contents" \
    "the unsolvable round is named"
run pa-solve --bogus
status_is 2 "an unknown option"

# pa-solve keeps no answer, but checks them all as pa-score does: the
# first answer, in the record's order, in a round the match does not have
# (Rounds says 4) makes the match malformed, whatever rounds come after.
{ cat fixtures/pa/score-standard.rec
  echo "6 ann answer 0:10 A1-A2-B1"
  echo "5 bob answer 0:20 A1-A2-B1"; } >"$WORK/late.rec"
for prog in pa-solve pa-score; do
	run $prog "$WORK/late.rec"
	status_is 2 "$prog: an answer after the last round"
	err_is "$prog: $WORK/late.rec:40:1: an answer in round 6: the match has 4 rounds" \
	    "$prog: the first answer after the last round is named, in record order"
done
done_testing
