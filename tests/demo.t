#!/bin/sh
# make demo's pipeline (tests/demo.sh) runs and shows every game: a
# newcomer sees Pattern Assembly, Netzwerk, Control Word, NetMatch,
# Alphagon, a GCG record, words and a game refereed live.
. "$(dirname "$0")/lib.sh"

sh tests/demo.sh "$BIN" >"$OUT" 2>"$ERR"
STATUS=$?
status_is 0 "the demo runs to its end"
out_has '^round 3: ' "Pattern Assembly: a match solved"
out_has '^game\.rec: game 1 \(ann v bob\): [a-z]+ wins: ' "Netzwerk: a game checked"
out_has '^cw\.rec: game 1 \(ann v bob\): [a-z]+ wins ' "Control Word: a game checked"
out_has '^nm\.rec: game 1 \(ann v bob\): [a-z]+ wins: ' "NetMatch: a game checked"
out_has '^ag\.rec: game 1 \(bob v ann\): [a-z]+ wins ' "Alphagon: a game checked"
out_has '\.gcg: game 1 \(cesar v josh\): cesar wins: cesar 457, josh 397$' \
    "a real GCG record checked"
out_has '^hte$' "words: the misspelling found"
out_has '^refused: <stdin>:4:12: the robot on a2 has moved already this turn' \
    "a game refereed live, an illegal move refused"
[ ! -s "$ERR" ]
ok $? "nothing on standard error"
done_testing
