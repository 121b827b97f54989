#!/bin/sh
# pa-score: the timing and scoring rules of pattern-assembly.txt, each
# situation in a fixture written from the rules text.
. "$(dirname "$0")/lib.sh"
F=fixtures/pa

run pa-score $F/score-standard.rec
status_is 0 "standard match: every timing rule"
out_file_is $F/score-standard.out "standard match: answers, rounds, showdown and tie-break as the rules say"

# Each round is a race of its own answers against its question, in time
# order (record order only among equal times): where a round's answers
# stand in the record among other rounds' changes nothing.  The same
# match with the rounds' answers in the record last round first (each
# round's in their order) scores as the twin above, line for line.
{ grep -v ' answer \| showdown ' $F/score-standard.rec
  grep ' answer ' $F/score-standard.rec | sort -s -k1,1nr
  grep ' showdown ' $F/score-standard.rec; } >"$WORK/rounds-reversed.rec"
[ "$(grep ' answer ' "$WORK/rounds-reversed.rec" | head -n 1 | cut -d' ' -f1)" = 4 ]
ok $? "rounds reversed: round 4's answers come first in the record"
run pa-score "$WORK/rounds-reversed.rec"
status_is 0 "rounds reversed in the record"
sed "s|^$F/score-standard.rec:|$WORK/rounds-reversed.rec:|" $F/score-standard.out >"$WORK/reversed.out"
out_file_is "$WORK/reversed.out" "rounds reversed: every answer's fate, every round, the winner as in order"

# A match in which nobody answers: "If neither player has answered
# correctly, the round is skipped", every one of the 20; no showdown
# either, 0 all, no cell right: a draw.
sed 's/^\[Variant "standard"\]$/&\
[Players "ann bob"]/' $F/gen-seed42.rec >"$WORK/silent.rec"
run pa-score "$WORK/silent.rec"
status_is 0 "a match without an answer"
[ "$(grep -c '^round [0-9]*: skipped, no correct answer$' "$OUT")" = 20 ]
ok $? "no answer: each of the 20 rounds skipped"
out_has '^final: ann 0, bob 0; a draw$' "no answer: 0 all, a draw"

# The rule change: a wrong-shape answer waits like any other, so bob's
# second answer in round 2 falls in his wait and round 2 is skipped.
run pa-score --wrong-shape-waits $F/score-standard.rec
status_is 0 "rule change"
out_has '^round 2: 0:06 bob A1-A2-A3-A4: disregarded: bob is waiting for the result of the answer given at 0:05, due at 0:35$' \
    "rule change: an answer during a wrong shape's wait is disregarded"
out_has '^round 2: 0:20 ann A3-A4-A5-A6: wrong contents: the cells hold O X X \+, the question asks for O X X X$' \
    "rule change: ann's answer is resolved, no longer overtaken"
out_has '^round 2: skipped, no correct answer$' "rule change: round 2 skipped"
out_has '^final: ann 15, bob 11; ann wins \(more points\)$' "rule change: final score"

run pa-score $F/score-showdown.rec
status_is 1 "a Result tag the answers contradict is rejected"
out_file_is $F/score-showdown.out "showdown all or nothing: one wrong cell scores 0"
err_is "pa-score: $F/score-showdown.rec:5:9: Result says ann, but the answers give ann 3, bob 12: bob wins" \
    "the contradicted Result tag is named with its place"

run pa-score $F/score-plus.rec
status_is 0 "plus match"
out_file_is $F/score-plus.out "plus: a point a group, found groups discarded, 5 minutes, +1/-1 showdown, named tie-winner"

run pa-score --at-time-up resolve $F/score-plus.rec
out_has '^round 2: 4:50 ann A1-A2-A3-A4: correct at 5:00, 1 point$' \
    "plus --at-time-up resolve: the pending answer is resolved at 5:00"
out_has '^final: ann 7, bob 6; ann wins \(more points\)$' "plus --at-time-up resolve: final"

run pa-score --tie-winner ann $F/score-plus.rec
out_has '^final: ann 6, bob 6; ann wins \(a tie, won by the player the host named\)$' \
    "--tie-winner overrides the TieWinner tag"

# Plus showdown: -1 for each wrong cell.
sed 's/^3 bob showdown O O \.$/3 bob showdown + + ./' $F/score-plus.rec >"$WORK/minus.rec"
run pa-score "$WORK/minus.rec"
out_has '^showdown: bob 1 point \(5 filled, 3 right, 2 wrong\)$' "plus showdown: +1 right, -1 wrong"

# Without a TieWinner a plus tie is a draw; a standard tie with equal
# showdown cells too.
grep -v TieWinner $F/score-plus.rec >"$WORK/draw.rec"
run pa-score "$WORK/draw.rec"
out_has '^final: ann 6, bob 6; a draw$' "plus tie without a named winner is a draw"

run pa-score --json $F/score-standard.rec
status_is 0 "--json"
out_has '^\{"file":"fixtures/pa/score-standard.rec","game":1,"variant":"standard","players":\["ann","bob"\],"rounds":\[\{"round":1,"answers":\[\{"player":"ann","time":"0:10","cells":"B1-B2-C2","verdict":"wrong contents","resolved":"0:40","points":0,' \
    "--json: one object per match, answers in time order"
out_has '\{"player":"ann","time":"0:40","cells":"A1-A2-B1","verdict":"correct","resolved":"1:10","points":3,"group":1,"message":null\}' \
    "--json: every key of an answer always there, message null for a correct one"
out_has '\{"player":"bob","time":"0:45","cells":"A5-A6-B6","verdict":"disregarded","resolved":null,"points":0,"group":null,"message":"ann answered correctly at 1:10"\}' \
    "--json: group null for an answer that found none, the reason as message"
out_has '"total":\[15,15\],"winner":"ann","reason":"a tie on points, broken by more cells right in the showdown","line":null,"col":null,"message":null\}$' \
    "--json: totals and winner"
[ "$(wc -l <"$OUT")" = 1 ]; ok $? "--json writes one line per match"

# Several matches in one stream, as cat *.rec gives.
cat $F/score-standard.rec $F/score-plus.rec | "$BIN/pa-score" >"$OUT" 2>"$ERR"
ok $? "two matches on standard input"
[ "$(grep -c '^final:' "$OUT")" = 2 ]; ok $? "two finals for two matches"

# Malformed records: file:line:col and exit 2.
printf '[Game "pattern-assembly"]\n[Players "ann bob"]\n0 host grid O X\n1 host ask A1-A2 OX\n1 ann answer 0:6 A1-A2\n' >"$WORK/bad-time.rec"
run pa-score "$WORK/bad-time.rec"
status_is 2 "a time that is not M:SS"
err_is "pa-score: $WORK/bad-time.rec:5:14: malformed 'answer' event: expected 'answer M:SS CELLS, as in 'answer 1:05 C3-D3-D4''" \
    "the bad time is named with its line and column"

printf '[Game "pattern-assembly"]\n0 host grid O X\n1 host ask A1-A2 OX\n1 ann answer 0:06 A1-A2\n1 bob answer 0:07 A1-A2\n1 cy answer 0:08 A1-A2\n' >"$WORK/three.rec"
run pa-score "$WORK/three.rec"
status_is 2 "a third player"
err_has "three.rec:6:3: 'cy' is not one of the two players \(ann and bob\)" "a third player is named"

printf '[Game "pattern-assembly"]\n[Players "ann bob"]\n0 host grid O X\n1 host ask A1-A2 OX\n1 ann showdown O X\n' >"$WORK/shownum.rec"
run pa-score "$WORK/shownum.rec"
status_is 2 "a showdown numbered as a round"
err_has "shownum.rec:5:1: the showdown comes after round 1: number it 2" "the showdown's number is explained"

printf '[Game "pattern-assembly"]\n[Players "ann bob"]\n0 host grid O X\n1 host ask A1-A2 OX\n2 ann showdown O X O\n' >"$WORK/wide.rec"
run pa-score "$WORK/wide.rec"
status_is 2 "a showdown row too wide"
err_has "wide.rec:5:16: 3 pictures in a showdown row: the grid has 2 columns" "the wide row is named"

# A match named in a diagnostic by its number in its own file, as every
# program names a game (the place says which file): the second file's
# match is game 1, not match 2 of the run.
printf '[Game "pattern-assembly"]\n0 host grid O X\n1 host ask A1-A2 OX\n1 ann answer 0:06 A1-A2\n' >"$WORK/one.rec"
run pa-score $F/score-standard.rec "$WORK/one.rec"
status_is 2 "a match with one player"
err_is "pa-score: $WORK/one.rec:1:1: game 1 has only one player: name them with [Players \"ann bob\"]" \
    "one player: the game numbered in its file"
cat $F/score-standard.rec $F/score-standard.rec >"$WORK/two.rec"
run pa-score --tie-winner cy $F/score-standard.rec "$WORK/two.rec"
err_is "pa-score: $F/score-standard.rec:4:1: --tie-winner cy is not a player of game 1 (ann, bob)
pa-score: $WORK/two.rec:4:1: --tie-winner cy is not a player of game 1 (ann, bob)
pa-score: $WORK/two.rec:43:1: --tie-winner cy is not a player of game 2 (ann, bob)" \
    "--tie-winner: each game numbered in its own file"
run pa-score --summary $F/score-standard.rec "$WORK/one.rec"
err_has '^pa-score: 2 games read: 1 valid, 0 rejected, 1 malformed$' "--summary counts games"

run pa-score --at-time-up never $F/score-plus.rec
status_is 2 "--at-time-up takes resolve or discard"
run pa-score --tie-winner cy $F/score-plus.rec
status_is 2 "--tie-winner must be a player"
run pa-score --help
status_is 0 "--help"
run pa-score --version
status_is 0 "--version"
out_has '^pa-score \(refkit\) [0-9]' "--version names the program"
run pa-score /nonexistent.rec
status_is 2 "a missing file"
err_is "pa-score: /nonexistent.rec: No such file or directory" "a missing file is named"
done_testing
