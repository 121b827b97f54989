#!/bin/sh
# nw-check --live, --record and --follow: the referee at the table.  Each
# line is answered as soon as it is written, the input still open; a
# refused line is set aside and the game goes on from the last legal
# position; undo takes the last event back; show and moves draw the
# position and list the legal events as nw-show and nw-moves do; the
# record file holds every accepted line, on disk before the answer.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/live.sh"

# A game answered line by line, through a FIFO.
live_start nw-check --live
live_says '[Game "netzwerk"]' 'ok: [Game "netzwerk"]' \
    "a tag is answered at once, before the next line is written"
live_says '[Players "ann"]' \
    'refused: <stdin>:2:10: netzwerk has 2 players, not 1, as in "ann bob"' \
    "a Players tag that does not read is refused at once, not at the first event"
live_says '[Players "ann bob"]' \
    'ok: [Players "ann bob"]; ann to move in round 1' \
    "the corrected tag is taken: South (named first) moves first"
live_says '1 ann move a1-a2' \
    "ok: ann move a1-a2; ann to move in round 1, or bob once ann's turn ends" \
    "a legal move is answered at once, with who may act next"
live_says '1 ann move a2-a4' \
    'refused: <stdin>:5:12: the robot on a2 has moved already this turn: each robot moves once a turn' \
    "a robot's second move in a turn is refused with the rule, at its place"
live_says '1 ann move b1-b2' \
    "ok: ann move b1-b2; ann to move in round 1, or bob once ann's turn ends" \
    "the game goes on from the last legal position"
live_says '1 bob move a6-a5' \
    "ok: bob move a6-a5; bob to move in round 1, or ann once bob's turn ends" \
    "the turn passes when the actor changes"
live_says 'undo' \
    "taken back: 1 bob move a6-a5; ann to move in round 1, or bob once ann's turn ends" \
    "undo takes the last accepted event back"
printf '[Game "netzwerk"]\n[Players "ann bob"]\n1 ann move a1-a2\n1 ann move b1-b2\n' \
    >"$WORK/sofar.rec"
"$BIN/nw-show" - <"$WORK/sofar.rec" >"$WORK/show.want"
live_say show "$(wc -l <"$WORK/show.want")"
printf '%s\n' "$LIVE_LAST" | cmp -s - "$WORK/show.want"
ok $? "show draws the position as nw-show draws the same events"
"$BIN/nw-moves" "$WORK/sofar.rec" >"$WORK/moves.want"
live_say moves "$(wc -l <"$WORK/moves.want")"
printf '%s\n' "$LIVE_LAST" | cmp -s - "$WORK/moves.want"
ok $? "moves lists the legal events as nw-moves lists them ($(wc -l <"$WORK/moves.want") lines)"
live_says 'rsign' \
    "refused: <stdin>:11:1: 'rsign' is neither an event (NUMBER ACTOR VERB ...), a tag, nor one of the commands undo, show, moves and help" \
    "a line that is no event, tag or command is refused"
live_says '1 bob resign' \
    "ok: bob resign; the game is over
<stdin>: game 1 (ann v bob): ann wins: bob resigned in round 1" \
    "the game's end is answered with nw-check's result line"
live_says '2 ann move c1-c2' \
    'refused: <stdin>:13:1: the game is over: ann won: bob resigned in round 1' \
    "an event after the end is refused"
live_end
status_is 2 "a malformed line was set aside: exit 2, the worst answer"

# The same game with --record: the file holds what was accepted, a refused
# line as a comment, and the take-back; nw-check reads it to the same end.
cat >"$WORK/typed" <<'EOF'
[Game "netzwerk"]
[Players "ann bob"]
1 ann move a1-a2
1 ann move a2-a4
1 ann move b1-b2
1 bob move a6-a5
undo
1 bob move f6-f5
EOF
rm -f "$WORK/g.rec"
run nw-check --live --record "$WORK/g.rec" <"$WORK/typed"
status_is 1 "a refused move: exit 1"
cat >"$WORK/g.want" <<'EOF'
[Game "netzwerk"]
[Players "ann bob"]
1 ann move a1-a2
# refused: 1 ann move a2-a4 -- the robot on a2 has moved already this turn: each robot moves once a turn
1 ann move b1-b2
1 bob move a6-a5
undo
1 bob move f6-f5
EOF
cmp -s "$WORK/g.rec" "$WORK/g.want"
ok $? "the record file holds the accepted lines, the refusal as a comment, and undo"
[ "$(tail -n 1 "$OUT")" = "<stdin>: game 1 (ann v bob): no result yet, ann to move in round 2" ]
ok $? "at the end of the input, nw-check's line for the game"
run nw-check "$WORK/g.rec"
status_is 0 "nw-check accepts the record file"
out_is "$WORK/g.rec: game 1 (ann v bob): no result yet, ann to move in round 2" \
    "and comes to the live session's end"

# Resumed: the record file is read again, and the session goes on from it.
printf '2 ann move c1-c2\n' >"$WORK/more"
run nw-check --live --record "$WORK/g.rec" <"$WORK/more"
status_is 0 "a session resumed from its record file"
out_is "resumed from $WORK/g.rec: 3 events; bob to move in round 1, or ann once bob's turn ends
ok: ann move c1-c2; ann to move in round 2, or bob once ann's turn ends
$WORK/g.rec: game 1 (ann v bob): no result yet, bob to move in round 2" \
    "it says where the game stands, then answers the new line"
[ "$(tail -n 1 "$WORK/g.rec")" = "2 ann move c1-c2" ]
ok $? "the new line is appended to the record file"

# Two games in one session: a tag after the events begins the next game,
# and the game before ends with its result line, named as it was.
printf '[Game "netzwerk"]\n[Players "ann bob"]\n1 ann resign\n[Game "netzwerk"]\n[Players "cy dee"]\n1 cy move a1-a2\n[Players "eve fay"]\n1 eve move a1-a2\n' \
    >"$WORK/two"
run nw-check --live "$WORK/two"
status_is 0 "two games refereed in one session"
out_is "ok: [Game \"netzwerk\"]
ok: [Players \"ann bob\"]; ann to move in round 1
ok: ann resign; the game is over
$WORK/two: game 1 (ann v bob): bob wins: ann resigned in round 1
ok: [Game \"netzwerk\"]
ok: [Players \"cy dee\"]; cy to move in round 1
ok: cy move a1-a2; cy to move in round 1, or dee once cy's turn ends
$WORK/two: game 2 (cy v dee): no result yet, dee to move in round 1
ok: [Players \"eve fay\"]; eve to move in round 1
ok: eve move a1-a2; eve to move in round 1, or fay once eve's turn ends
$WORK/two: game 3 (eve v fay): no result yet, fay to move in round 1" \
    "each game answered and ended in turn, as nw-check names them"
run nw-check --live --record "$WORK/two" "$WORK/two"
status_is 2 "--record may not name the file read"

# undo in a batch record takes the event before it back.
printf '[Game "netzwerk"]\n[Players "ann bob"]\n1 ann resign\nundo\n1 ann move a1-a2\n' \
    >"$WORK/undo.rec"
run nw-check "$WORK/undo.rec"
out_is "$WORK/undo.rec: game 1 (ann v bob): no result yet, bob to move in round 1" \
    "nw-check: undo takes the resignation back"
printf '[Game "netzwerk"]\n[Players "ann bob"]\nundo\n' >"$WORK/undo.rec"
run nw-check - <"$WORK/undo.rec"
status_is 2 "undo with no event before it is malformed"
err_is 'nw-check: <stdin>:3:1: undo takes back the game'"'"'s last event, and the game has none' \
    "and says so at its place"

# JSON Lines: one object per line read, every key always there.
printf '[Game "netzwerk"]\n[Players "ann bob"]\n# a comment\n1 ann move a1-a2\n1 ann move a2-a4\n' |
    run nw-check --live --json
[ "$(wc -l <"$OUT")" = 6 ]
ok $? "--json: an object for each of the 5 lines, and one for the end"
keys=$(jq -c 'keys_unsorted' "$OUT" | sort -u)
[ "$keys" = '["file","game","answer","input","said","players","board","result","reason","events","round","to_move","line","col","message"]' ]
ok $? "--json: the same keys in every object, nw-check's among them"
jq -r '.answer' "$OUT" | tr '\n' ' ' >"$WORK/answers"
[ "$(cat "$WORK/answers")" = "accepted accepted comment accepted refused end " ]
ok $? "--json: each line's answer"
[ "$(jq -c 'select(.answer == "refused") | [.line, .col, .events]' "$OUT")" = '[5,12,1]' ]
ok $? "--json: the refusal's place, and the events that stand"

# A crash: killed after each of the first events, the record file holds
# exactly the lines accepted before the kill, and nw-check reads it to
# the end a session of those lines comes to.
cat >"$WORK/game" <<'EOF'
[Game "netzwerk"]
[Players "ann bob"]
1 ann move a1-a2
1 ann move b1-b2
1 ann battery C1-C2
1 bob move c6-c5
1 bob move b6-b5
2 ann move c1-c2
2 ann resign
EOF
live_crash_test nw-check "$WORK/game" 2

# Random games, one illegal event put in each (the event before it again:
# a robot or battery that has moved is no longer where it was, a player
# who resigned cannot again): the live referee refuses it alone, its
# record file is the game without it, and its end is nw-check's.
case $BIN in
*san*)	games=60 ;;
*)	games=200 ;;
esac
seed=1000
bad=0
while [ $seed -lt $((1000 + games)) ]; do
	"$BIN/nw-moves" --random --seed $seed --games 1 >"$WORK/r.rec"
	n=$(grep -c '^[0-9]' "$WORK/r.rec")
	at=$((seed % n + 1))
	awk -v at=$at '/^[0-9]/ { k++ } { print } /^[0-9]/ && k == at { print }' \
	    "$WORK/r.rec" >"$WORK/r.bad"
	live_random_game nw-check "$WORK/r.rec" "$WORK/r.bad" ||
	    { bad=$((bad + 1)); echo "# seed $seed"; }
	seed=$((seed + 1))
done
[ $bad = 0 ]
ok $? "$games random games, an illegal event put in each: refused alone, the record is the game, the end is nw-check's ($bad faults)"

# --follow: a file another program appends to; truncated, it is read again.
: >"$WORK/f.rec"
"$BIN/nw-check" --follow "$WORK/f.rec" >"$LIVE_OUT" 2>"$LIVE_ERR" &
pid=$!
printf '[Game "netzwerk"]\n[Players "ann bob"]\n' >>"$WORK/f.rec"
live_wait 2
ok $? "--follow: lines appended are answered"
printf '1 ann mo' >>"$WORK/f.rec"
sleep 0.3
[ "$(live_lines)" = 2 ]
ok $? "--follow: half a line is not read until its end comes"
printf 've a1-a2\n' >>"$WORK/f.rec"
live_wait 3
[ "$(sed -n 3p "$LIVE_OUT")" = "ok: ann move a1-a2; ann to move in round 1, or bob once ann's turn ends" ]
ok $? "--follow: the line whole is answered"
# Written again longer than it was, between two looks: not a file that
# grew, for the bytes read before are no longer there.
printf '[Game "netzwerk"]\n[Event "Club night"]\n[Players "cat dan"]\n' \
    >"$WORK/f.rec"
live_wait 7
[ "$(sed -n 4,7p "$LIVE_OUT")" = "$WORK/f.rec was truncated or replaced: reading it again from its start
ok: [Game \"netzwerk\"]
ok: [Event \"Club night\"]
ok: [Players \"cat dan\"]; cat to move in round 1" ]
ok $? "--follow: a file written again from its start, longer, is read again, a new game"
printf '1 cat resign\n' >>"$WORK/f.rec"
live_wait 9
wait $pid
STATUS=$?
status_is 0 "--follow: the game over, nw-check --follow ends"
[ "$(sed -n 9p "$LIVE_OUT")" = "$WORK/f.rec: game 2 (Event \"Club night\", cat v dan): dan wins: cat resigned in round 1" ]
ok $? "--follow: with the result line"

# A person at a terminal: tmux.
tmux_start nw-check --live
tmux_wait '^the game.s tags, then its first event> ?$' "tmux: the prompt asks for the tags"
tmux_type '[Game "netzwerk"]'
tmux_type '[Players "ann bob"]'
tmux_wait '^ann to move in round 1> ?$' "tmux: then says whose turn it is"
tmux_type '1 ann move a1-a3'
tmux_wait '^refused: <stdin>:3:15: a1 to a3 jumps over a2, which is empty: a robot jumps only over an own robot$' \
    "tmux: an illegal move refused, with the rule"
tmux_type '1 ann move a1-a2'
tmux_wait "^ok: ann move a1-a2; ann to move in round 1, or bob once ann's turn ends" \
    "tmux: a legal one accepted"
tmux_type 'show'
tmux_wait '^ 2  \| S \|   \|' "tmux: show draws the board"
tmux_type 'moves'
tmux_wait '^1 bob move f6-f5-e5  # cost 2$' "tmux: moves lists the legal events"
tmux_type '1 bob resign'
tmux_wait '^<stdin>: game 1 \(ann v bob\): ann wins: bob resigned in round 1$' \
    "tmux: the result line at the end of the game"
tmux send-keys -t "$TMUX_SESSION" C-d
tmux_wait '^exit status 1$' "tmux: Control-D ends the session, exit 1 for the refused move"
tmux_end

done_testing
