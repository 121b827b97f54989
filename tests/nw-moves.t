#!/bin/sh
# nw-moves: every legal next event of a position, as a record writes it;
# random legal games.  The costs are the five examples of netzwerk.md.
. "$(dirname "$0")/lib.sh"
F=fixtures/nw

# position SOUTH NORTH BATTERIES [EVENT...]: a record from that position.
position() {
	{
		printf '[Game "netzwerk"]\n[Players "ann bob"]\n'
		printf '[South "%s"]\n[North "%s"]\n[Batteries "%s"]\n' "$1" "$2" "$3"
		shift 3
		for e in "$@"; do printf '%s\n' "$e"; done
	} >"$WORK/pos.rec"
}

# The five examples of energy costs: "Move 1 space = Need 1 battery",
# "Move 2 space = Need 2 batteries", "Strike opponents robot on next space
# = Need 2 batteries", "Jump over own robot on next space = Need 2
# batteries", "Jump over own robot on next space and strike opponent's
# robot = Need 4 batteries".
position "a1 c2" "f6" "A0 C1 G6"
run nw-moves "$WORK/pos.rec"
out_has '^1 ann move c2-c3  # cost 1$' "example 1: one space, 1 battery"
! grep -q 'c2-c3-c4' "$OUT"; ok $? "example 1: with 1 battery, no second space"
position "a1 c2" "f6" "A0 C1 D1 G6"
run nw-moves "$WORK/pos.rec"
out_has '^1 ann move c2-c3-c4  # cost 2$' "example 2: two spaces, 2 batteries"
position "a1 c2" "c3 f6" "A0 C1 D1 G6"
run nw-moves "$WORK/pos.rec"
out_has '^1 ann move c2-c3  # cost 2, captures c3$' "example 3: a capture on the next space, 2 batteries"
! grep -q '^1 ann move c2-c3-' "$OUT"; ok $? "example 3: the capturing robot stops"
! grep -q '^1 ann move c2-c4' "$OUT"; ok $? "example 3: no jump over bob's robot"
position "a1 c2 c3" "f6" "A0 C1 D1 G6"
run nw-moves "$WORK/pos.rec"
out_has '^1 ann move c2-c4  # cost 2$' "example 4: a jump over an own robot, 2 batteries"
position "a1 c2 c3" "c5 f6" "A0 C1 D1 C2 D2 G6"
run nw-moves "$WORK/pos.rec"
out_has '^1 ann move c2-c4-c5  # cost 4, captures c5$' "example 5: jump and capture, 4 batteries"
position "a1 c2 c3" "c5 f6" "A0 C1 D1 C2 G6"
run nw-moves "$WORK/pos.rec"
! grep -q 'c2-c4-c5' "$OUT"; ok $? "example 5 with 3 batteries: not possible"
out_has '^1 ann move c2-c4-b4  # cost 3$' "with 3 batteries: the jump and one more space"

# The usual start: each of ann's six robots has the two batteries in
# front of it.  A step forward on either (each shared with a neighbour's
# robot, so the choice matters), two steps forward, or one forward and one
# sideways: 4 + 4 x 5 + 4 = 28 events.
printf '[Game "netzwerk"]\n[Players "ann bob"]\n' >"$WORK/start.rec"
run nw-moves "$WORK/start.rec"
status_is 0 "the usual start"
[ "$(grep -vc '^#' "$OUT")" = 28 ]; ok $? "the usual start: 28 legal events"
out_has '^# after 0 events: ann to move in round 1$' "the heading: ann to move"
out_has '^1 ann move b1-b2 using C1  # cost 1$' "b1 to b2 on C1, beside c1 too, is named"
out_has '^1 ann move b1-b2  # cost 1$' "b1 to b2 on B1, the default (left before right)"
! grep -q 'battery' "$OUT"; ok $? "no battery moves before a robot has moved"

# Mid-turn: ann's turn goes on, or bob's begins.  fixtures/nw/turns.rec,
# after "1 ann move c1-c2-c3" and "1 ann move d1-d2".
run nw-moves --at 2 $F/turns.rec
out_has '^# after 2 events: ann to move in round 1, or bob once ann.s turn ends$' "--at 2: the heading"
out_has '^1 ann move a1-a2  # cost 1$' "--at 2: ann may move another robot"
! grep -q '^1 ann move [cd][23]' "$OUT"; ok $? "--at 2: not c3 or d2 again"
out_has '^1 ann battery E1-E2$' "--at 2: ann may move a battery"
out_has '^1 bob move a6-a5  # cost 1$' "--at 2: bob may begin his turn, numbered 1"
run nw-moves --at 3 $F/turns.rec
! grep -q '^1 ann move' "$OUT"; ok $? "--at 3: after a battery move, no robot moves"
! grep -q '^1 ann battery E2' "$OUT"; ok $? "--at 3: the battery moved does not move again"
run nw-moves --at 7 $F/turns.rec
out_has '^2 bob move c5-c4  # cost 2, captures c4$' "--at 7: bob's turn of round 2"
out_has '^2 ann move a1-a2  # cost 1$' "--at 7: ann's turn of round 2 goes on"

# Battery control: control.rec's example 1, ann's c3 beside D3.
position "a1 c3" "f6" "A0 D3 G6" "1 ann move a1-a2"
run nw-moves "$WORK/pos.rec"
[ "$(grep -c '^1 ann battery D3-' "$OUT")" = 4 ]
ok $? "ann moves the battery she controls in four directions"
! grep -q '^1 ann battery A0' "$OUT"; ok $? "A0, beside no robot, is nobody's (strict)"
run nw-moves --control=bare "$WORK/pos.rec"
out_has '^1 ann battery A0-A1$' "--control=bare: A0, beside no robot, is ann's too"
position "a1 c3" "d4" "A0 D3" "1 ann move a1-a2"
run nw-moves "$WORK/pos.rec"
out_has '^1 ann battery D3-C3$' "example 3: both control D3; ann moves it left"
out_has '^# after 1 event: ann to move in round 1, or bob once' "example 3: bob may still move"
run nw-moves --shared-battery-frozen "$WORK/pos.rec"
! grep -q 'battery D3' "$OUT"; ok $? "--shared-battery-frozen: D3 moves for neither"
position "a1 c3" "d4" "A0 D3" "1 ann move a1-a2" "1 ann battery D3-C3"
run nw-moves "$WORK/pos.rec"
out_has '^# after 2 events: ann to move in round 1; ending the turn wins, as bob cannot move a robot$' \
    "after D3 moves away, ending the turn wins"
! grep -q '^1 bob' "$OUT"; ok $? "and bob has no move to list"

# Compulsory capture: when a capture is possible, only captures.
run nw-moves --at 0 $F/variants.rec
[ "$(grep -vc '^#' "$OUT")" = 1 ]; ok $? "compulsory capture: one legal event"
out_has '^1 ann move c2-c3  # cost 2, captures c3$' "compulsory capture: it is the capture"
run nw-moves --at 0 --compulsory-capture=no $F/variants.rec
out_has '^1 ann move a1-a2  # cost 1$' "--compulsory-capture=no: a1 moves too"

# The game over: no events, and a heading that says why.
position "a1 c2" "c3" "A0 C1 D1" "1 ann move c2-c3"
run nw-moves "$WORK/pos.rec"
out_is '# the game is over: ann won: all enemy robots captured' "a game over has no next event"

# --json: one object per event.
run nw-moves --json --at 2 $F/turns.rec
out_has '^\{"file":"fixtures/nw/turns.rec","game":1,"event":"1 ann move a1-a2","number":1,"player":"ann","verb":"move","capture":null,"cost":1,"path":\["a1","a2"\],"using":\["A1"\],"from":null,"to":null\}$' \
    "--json: a robot's move"
out_has '^\{"file":"fixtures/nw/turns.rec","game":1,"event":"1 ann battery E1-E2","number":1,"player":"ann","verb":"battery","capture":null,"cost":null,"path":null,"using":null,"from":"E1","to":"E2"\}$' \
    "--json: a battery's move"
! grep -q '^#' "$OUT"; ok $? "--json: no heading"

# Every event listed is legal: appended to the record, nw-check takes it.
run nw-moves --at 2 $F/turns.rec
grep -v '^#' "$OUT" | sed 's/  #.*//' | while read -r line; do
	{ sed -n '5,8p' $F/turns.rec; printf '%s\n' "$line"; } >"$WORK/one.rec"
	"$BIN/nw-check" "$WORK/one.rec" >/dev/null 2>&1 || { echo "# $line"; exit 1; }
done
ok $? "--at 2: each listed event, appended, is legal"

# Random games: the same seed gives the same bytes; game i has seed S+i-1.
run nw-moves --random --seed 7 --board 3x4
status_is 0 "--random --seed 7 --board 3x4"
out_file_is $F/random-seed7-3x4.rec "seed 7 on 3x4 writes the same bytes as ever"
"$BIN/nw-moves" --random --seed 7 --games 3 >"$WORK/three.rec"
"$BIN/nw-moves" --random --seed 8 >"$WORK/eight.rec"
awk '/^\[Seed "8"\]/ { on = 1 } on && /^$/ { exit } { if (on) print }' "$WORK/three.rec" >"$WORK/second.rec"
grep -v '^\[Seed\|^\[Game\|^\[Players\|^\[Board' "$WORK/eight.rec" >"$WORK/eight.body"
grep -v '^\[Seed' "$WORK/second.rec" >"$WORK/second.body"
cmp -s "$WORK/eight.body" "$WORK/second.body"; ok $? "--games 3: the second game is seed 8's"
[ "$(grep -c '^\[Game' "$WORK/three.rec")" = 3 ]; ok $? "--games 3: three games"

# Usage.
run nw-moves --at 11 $F/turns.rec
status_is 2 "--at beyond the game's events"
err_is "nw-moves: $F/turns.rec:5:1: --at 11: the game has 10 events" "--at beyond: the count is named"
run nw-moves $F/energy.rec --at 0
status_is 0 "the first game of a file"
run nw-moves --at 1 $F/variants.rec
status_is 1 "an illegal event before the position exits 1"
err_has ':12:1: capture is compulsory' "the illegal event is named"
run nw-moves --random
status_is 2 "--random needs --seed"
run nw-moves --seed 3
status_is 2 "--seed goes with --random"
run nw-moves --random --seed 3 --json
status_is 2 "--random takes no --json"
run nw-moves --random --seed 3 --board 30x6
status_is 2 "--board: at most 25 columns"
run nw-moves $F/energy.rec $F/end.rec
status_is 2 "one FILE at most"
run nw-moves /nonexistent.rec
status_is 2 "a missing file"
done_testing
