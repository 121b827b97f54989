#!/bin/sh
# pa-check: the host's verdicts on answers (pattern-assembly.txt,
# "Answering"): correct; wrong shape, "including wrong number of cells";
# wrong contents.  The fixture's grid:
#      1 2 3 4 5 6
#   A  X X O X + X
#   B  O O X + O X
#   C  + O X X O +
#   D  X + O + O +
#   E  O X O + + O
#   F  + + X + O X
# Round 3 asks the rules' example shape with contents O O X + +; both of
# the rules' example solutions hold those pictures.
. "$(dirname "$0")/lib.sh"
M=fixtures/pa/score-standard.rec

run pa-check $M 3 C3-D3-D4-D5-E5
status_is 0 "the rules' first example solution (rotated)"
out_is "round 3: C3-D3-D4-D5-E5: correct" "it is correct"
run pa-check $M 3 D2-D3-E3-F3-F4
status_is 0 "the rules' second example solution (flipped)"
run pa-check $M 3 e5-d5-d4-c3-d3
status_is 0 "cells in any order and either case"

run pa-check $M 3 C3-D3-D4-D5
status_is 1 "too few cells"
out_is "round 3: C3-D3-D4-D5: wrong shape: 4 cells given, the shape has 5" "a wrong number of cells is a wrong shape"
run pa-check $M 3 C3-D3-D4-D5-G5
out_is "round 3: C3-D3-D4-D5-G5: wrong shape: cell G5 is off the grid (rows A-F, columns 1-6)" "a cell off the grid"
run pa-check $M 3 C3-D3-D4-D5-D5
out_is "round 3: C3-D3-D4-D5-D5: wrong shape: cell D5 is given twice" "a repeated cell"
run pa-check $M 3 C3-D3-D4-D5-F5
out_is "round 3: C3-D3-D4-D5-F5: wrong shape: the cells are not connected" "a disconnected group"
run pa-check $M 3 C3-D3-D4-D5-D6
out_is "round 3: C3-D3-D4-D5-D6: wrong shape: the cells do not form the shape, even rotated or flipped" "another shape"
run pa-check $M 3 A1-B1-B2-B3-C3
status_is 1 "the shape, the wrong pictures"
out_is "round 3: A1-B1-B2-B3-C3: wrong contents: the cells hold O O X X X, the question asks for O O X + +" \
    "wrong contents names both"

printf '3 C3-D3-D4-D5-E5\n# a comment\n\n1 A1-A2-B1\n1 A1-B1-B2\n' | "$BIN/pa-check" --json $M >"$OUT" 2>"$ERR"
[ $? = 1 ]; ok $? "answers on standard input: one wrong, exit 1"
cat >"$WORK/want" <<'WANT'
{"file":"<stdin>","line":1,"col":1,"round":3,"cells":"C3-D3-D4-D5-E5","verdict":"correct","group":null,"contents":"OOX++","message":null}
{"file":"<stdin>","line":4,"col":1,"round":1,"cells":"A1-A2-B1","verdict":"correct","group":null,"contents":"OXX","message":null}
{"file":"<stdin>","line":5,"col":1,"round":1,"cells":"A1-B1-B2","verdict":"wrong contents","group":null,"contents":"OOX","message":"the cells hold O O X, the question asks for O X X"}
WANT
out_file_is "$WORK/want" "--json: one object per answer, each placed, every key there"
run pa-check --json $M 1 A1-A2-B1
out_is '{"file":null,"line":null,"col":null,"round":1,"cells":"A1-A2-B1","verdict":"correct","group":null,"contents":"OXX","message":null}' \
    "--json: an answer from the command line has no file or place"

printf '9 A1-A2-B1\n1 A1-A2-\n1\n' | "$BIN/pa-check" $M >"$OUT" 2>"$ERR"
[ $? = 2 ]; ok $? "malformed answers exit 2"
err_is "pa-check: <stdin>:1:1: round 9: the match has rounds 1 to 4
pa-check: <stdin>:2:8: expected cells joined by '-', as in C3-D3-D4
pa-check: <stdin>:3:1: expected 'ROUND CELLS', as in '3 C3-D3-D4-D5-E5'" "each named at its line and column"

# --json: an answer that does not read has its object too, placed, with
# the message, the keys of a judged answer null: jq sees every answer.
printf '3 C3-D3-D4-D5-E5\n9 A1-A2-B1\n1 A1-A2-\n1\n1 A1-\377\n' |
    "$BIN/pa-check" --json $M >"$OUT" 2>"$ERR"
[ $? = 2 ]; ok $? "--json: malformed answers still exit 2"
cat >"$WORK/want" <<'WANT'
{"file":"<stdin>","line":1,"col":1,"round":3,"cells":"C3-D3-D4-D5-E5","verdict":"correct","group":null,"contents":"OOX++","message":null}
{"file":"<stdin>","line":2,"col":1,"round":null,"cells":null,"verdict":null,"group":null,"contents":null,"message":"round 9: the match has rounds 1 to 4"}
{"file":"<stdin>","line":3,"col":8,"round":null,"cells":null,"verdict":null,"group":null,"contents":null,"message":"expected cells joined by '-', as in C3-D3-D4"}
{"file":"<stdin>","line":4,"col":1,"round":null,"cells":null,"verdict":null,"group":null,"contents":null,"message":"expected 'ROUND CELLS', as in '3 C3-D3-D4-D5-E5'"}
{"file":"<stdin>","line":5,"col":6,"round":null,"cells":null,"verdict":null,"group":null,"contents":null,"message":"invalid UTF-8 (byte 0xff): a record is UTF-8 text"}
WANT
out_file_is "$WORK/want" "--json: one object for every answer line, the unreadable ones too"
err_is "pa-check: <stdin>:2:1: round 9: the match has rounds 1 to 4
pa-check: <stdin>:3:8: expected cells joined by '-', as in C3-D3-D4
pa-check: <stdin>:4:1: expected 'ROUND CELLS', as in '3 C3-D3-D4-D5-E5'
pa-check: <stdin>:5:6: invalid UTF-8 (byte 0xff): a record is UTF-8 text" \
    "--json: the same diagnostics on standard error"
run pa-check --json $M 9 A1-A2-B1
status_is 2 "--json: a round out of range on the command line"
out_is '{"file":null,"line":null,"col":null,"round":null,"cells":null,"verdict":null,"group":null,"contents":null,"message":"round 9: the match has rounds 1 to 4"}' \
    "--json: an unreadable answer from the command line has its object, unplaced"

# Plus: an answer matching any group of the round is correct.
run pa-check fixtures/pa/score-plus.rec 1 B1-B2-B3
out_is "round 1: B1-B2-B3: correct (group 2)" "Plus: the group matched is named"

run pa-check $M 3
status_is 2 "ROUND without CELLS"
run pa-check - < $M
status_is 2 "the match cannot come on standard input with the answers"
run pa-check /nonexistent 1 A1
status_is 2 "a missing match file"
done_testing
