#!/bin/sh
# nw-check: the rules of shared/rules/netzwerk.md, with the readings of
# READINGS.md, each in a fixture written from the rules text, each legal
# case beside its nearest illegal twin (the comments in fixtures/nw/*.rec
# cite the rule each game is about).
. "$(dirname "$0")/lib.sh"
F=fixtures/nw

# Each fixture: exit 1 (it holds illegal games), every game's line on
# stdout, the illegal events on stderr with file:line:col.
for name in energy control robots batteries turns end variants; do
	run nw-check $F/$name.rec
	status_is 1 "$name.rec: some games are illegal"
	out_file_is $F/$name.out "$name.rec: each game's result, as the rules say"
	cmp -s $F/$name.err "$ERR"
	ok $? "$name.rec: each illegal event named with its place and rule"
	cmp -s $F/$name.err "$ERR" || diff $F/$name.err "$ERR" | head -10 |
	    sed 's/^/#   /'
done

run nw-check $F/malformed.rec
status_is 2 "malformed.rec: malformed games exit 2"
[ ! -s "$OUT" ]; ok $? "malformed.rec: a malformed game has no result line"
cmp -s $F/malformed.err "$ERR"
ok $? "malformed.rec: each fault named with file:line:col"
cmp -s $F/malformed.err "$ERR" || diff $F/malformed.err "$ERR" | head -10 |
    sed 's/^/#   /'

# The variations as options: they override the record's tags.
run nw-check --compulsory-capture=no $F/variants.rec
out_has ': game 1 \(ann v bob\): no result yet, bob to move in round 1$' \
    "--compulsory-capture=no: a1-a2 is legal beside a possible capture"
out_has ': game 5 \(ann v bob\): no result yet, ann to move in round 2$' \
    "--compulsory-capture=no: the turn may end with a capture left"
run nw-check --compulsory-capture $F/energy.rec
out_has ': game 10 \(ann v bob\): no result yet, bob to move in round 1$' \
    "--compulsory-capture: energy example 5 captures, so it stays legal"
run nw-check --shared-battery-frozen $F/control.rec
out_has ': game 5 \(ann v bob\): illegal event on line 59: both players control the battery on D3 \(1 robot of each is beside it\), and under the shared-battery rule neither may move it$' \
    "--shared-battery-frozen: control example 3 is frozen"
out_has ': game 3 \(ann v bob\): no result yet, bob to move in round 1$' \
    "--shared-battery-frozen: a battery only ann controls still moves"
run nw-check --shared-battery-frozen=no $F/variants.rec
out_has ': game 7 \(ann v bob\): ann wins: bob cannot move a robot in round 1$' \
    "--shared-battery-frozen=no overrides [SharedBattery \"frozen\"]"
run nw-check --control=bare $F/control.rec
out_has ': game 2 \(ann v bob\): no result yet, bob to move in round 1$' \
    "--control=bare: a battery beside no robot belongs to both"
out_has ': game 4 \(ann v bob\): illegal event on line 46: bob does not control' \
    "--control=bare: one robot against two still does not control"
run nw-check --control=strict $F/variants.rec
out_has ': game 9 \(ann v bob\): illegal event on line 94: ann does not control the battery on D3: no robot is beside it$' \
    "--control=strict overrides [Control \"bare\"]"
run nw-check --control=loose $F/control.rec
status_is 2 "--control takes strict or bare"
err_has "^nw-check: --control is strict or bare, not 'loose'$" "--control: the bad value is named"
run nw-check --compulsory-capture=maybe $F/control.rec
status_is 2 "--compulsory-capture takes yes or no"

# --json: one object per game.
run nw-check --json $F/end.rec
status_is 1 "--json: the Result tags that disagree still exit 1"
[ "$(wc -l <"$OUT")" = 12 ]; ok $? "--json: one line per game"
out_has '^\{"file":"fixtures/nw/end.rec","game":1,"players":\["ann","bob"\],"board":"6x6","result":"ann","reason":"half their robots across \(3 of 5 on row 6\)","events":1,"round":1,"to_move":null,"line":null,"col":null,"message":null\}$' \
    "--json: a won game"
out_has '^\{"file":"fixtures/nw/end.rec","game":2,"players":\["ann","bob"\],"board":"6x6","result":null,"reason":null,"events":1,"round":1,"to_move":"bob","line":null,"col":null,"message":null\}$' \
    "--json: a game not over"
out_has '^\{"file":"fixtures/nw/end.rec","game":[0-9]*,.*"result":"ann","reason":"all enemy robots captured",.*"line":93,"col":9,"message":"Result says bob, but ann wins: all enemy robots captured"\}$' \
    "--json: a Result tag that disagrees: its place and why, beside the result"
out_has '^\{"file":"fixtures/nw/end.rec","game":[0-9]*,.*"result":null,"reason":null,.*"to_move":"bob","line":102,"col":9,"message":"Result says ann, but the game is not over: bob is to move in round 1"\}$' \
    "--json: a Result tag on a game not over: its place and why"
run nw-check --json $F/energy.rec
out_has '^\{"file":"fixtures/nw/energy.rec","game":2,.*"result":null,"reason":null,"events":0,"round":1,"to_move":null,"line":23,"col":12,"message":"ann cannot move robot c2: it has no battery beside it and the path costs 1"\}$' \
    "--json: an illegal event, its line, column and message"

# --write: the record as nw-check read it, tags and events in the form
# nw-moves writes; written again, it is the same.
run nw-check --write $F/turns.rec
status_is 1 "--write: the illegal game still exits 1"
cp "$OUT" "$WORK/written.rec"
out_has '^3 ann move d2-d3 using E2$' "--write: a battery named beyond the default stays named"
out_has '^\[Result "ann"\]$' "--write: the Result the moves give"
run nw-check --write "$WORK/written.rec"
out_file_is "$WORK/written.rec" "--write: what was written writes back the same"
for name in energy control robots batteries turns end variants; do
	"$BIN/nw-check" --write $F/$name.rec >"$WORK/w.rec" 2>/dev/null
	"$BIN/nw-check" --write "$WORK/w.rec" 2>/dev/null | cmp -s - "$WORK/w.rec"
	ok $? "--write: $name.rec written back, then again: the same bytes"
	"$BIN/nw-check" "$WORK/w.rec" 2>/dev/null |
	    sed 's/ on line [0-9]*//; s/^[^ ]*: game/game/' >"$WORK/w.out"
	sed 's/ on line [0-9]*//; s/^[^ ]*: game/game/' $F/$name.out |
	    cmp -s - "$WORK/w.out"
	ok $? "--write: $name.rec written back has the same results"
done
printf '[Game "netzwerk"]\n[Date "2026-11-22"]\n[Players "ann  bob"]\n[Control "strict"]\n1 ann move  a1-a2 using A1   # a comment\n' >"$WORK/plain.rec"
run nw-check --write "$WORK/plain.rec"
out_is '[Game "netzwerk"]
[Players "ann bob"]
[Board "6x6"]
[Date "2026-11-22"]
1 ann move a1-a2' "--write: tags in order, default rules and default batteries left out, other tags kept"

# Several games from several files and standard input.
cat $F/energy.rec | "$BIN/nw-check" - $F/end.rec >"$OUT" 2>"$ERR"
[ $? = 1 ]; ok $? "standard input and a file"
[ "$(grep -c '^<stdin>: game' "$OUT")" = 11 ]; ok $? "11 games named as standard input's"
[ "$(grep -c '^fixtures/nw/end.rec: game' "$OUT")" = 12 ]; ok $? "12 games named as end.rec's"
out_has '^fixtures/nw/end.rec: game 12 \(ann v bob\): bob wins: ann cannot move a robot in round 1$' "games numbered in their file: the last is end.rec's game 12"

# The usual start, no events: nothing decided, ann to move.
printf '[Game "netzwerk"]\n[Players "ann bob"]\n' >"$WORK/empty.rec"
run nw-check "$WORK/empty.rec"
status_is 0 "a game with no events"
out_is "$WORK/empty.rec: game 1 (ann v bob): no result yet, ann to move in round 1" "no events: ann (South) to move"

# Other boards: [Board "3x4"] and the usual start on it.
printf '[Game "netzwerk"]\n[Players "ann bob"]\n[Board "3x4"]\n1 ann move a1-a2-a3\n1 bob move c4-c3-c2\n2 ann move a3-a4\n' >"$WORK/small.rec"
run nw-check "$WORK/small.rec"
status_is 0 "a 3x4 board"
out_is "$WORK/small.rec: game 1 (ann v bob): no result yet, bob to move in round 2" "3x4: ann's a3 to a4 is one of three robots across"

run nw-check --json --write $F/end.rec
status_is 2 "--json and --write do not go together"
run nw-check --help
status_is 0 "--help"
out_has '^usage: nw-check' "--help writes the usage"
run nw-check --version
out_has '^nw-check \(refkit\) [0-9]' "--version"
run nw-check /nonexistent.rec
status_is 2 "a missing file"
err_is "nw-check: /nonexistent.rec: No such file or directory" "a missing file is named"
done_testing
