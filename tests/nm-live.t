#!/bin/sh
# nm-check --live, --record and --follow: the referee at the table.  Each
# line is answered as soon as it is written, the input still open; a
# refused line is set aside and the game goes on from the last legal
# position; undo takes the last event back; show and moves draw the
# position and list the legal events as nm-show and nm-moves do; the
# record file holds every accepted line, on disk before the answer.
#
# The games are played on fixtures/nm/rules/tiny.net, where each color
# owns two sides and a pawn moves onto its twin in one move, so that a
# pairwise match and a token come in the first turn.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/live.sh"

NET=fixtures/nm/rules/tiny.net
TAGS='[Game "netmatch"]
[Players "ann:red bob:yellow"]
[Network "fixtures/nm/rules/tiny.net"]
[Words "red:TEST yellow:BEAR"]
[Secrets "red:circle=S,square=T,triangle=E,star=T yellow:circle=R,square=E,triangle=B,star=A"]'

# A game answered line by line, through a FIFO.
live_start nm-check --live
live_says '[Game "netmatch"]' 'ok: [Game "netmatch"]' \
    "a tag is answered at once, before the next line is written"
live_says '[Players "ann:red"]' \
    'refused: <stdin>:2:10: netmatch has at least 2 players, not 1, as in "ann:red bob:yellow cat:green dan:blue"' \
    "a Players tag that does not read is refused at once (NetMatch is for 2-4 players)"
live_says '[Players "ann:red bob:yellow"]' \
    'ok: [Players "ann:red bob:yellow"]; ann to play turn 1' \
    "the corrected tag is taken: the first player named plays first"
live_says "[Network \"$NET\"]" \
    "ok: [Network \"$NET\"]; ann to play turn 1" "the Network tag is taken"
live_says '[Words "red:TEST yellow:BEAR"]' \
    'ok: [Words "red:TEST yellow:BEAR"]; ann to play turn 1' \
    "the Words tag is taken"
live_says '[Secrets "red:circle=S,square=T,triangle=E,star=T yellow:circle=R,square=E,triangle=B,star=A"]' \
    'ok: [Secrets "red:circle=S,square=T,triangle=E,star=T yellow:circle=R,square=E,triangle=B,star=A"]; ann to play turn 1' \
    "the Secrets tag is taken"
live_says '1 ann move ra1-rb1' \
    "ok: ann move ra1-rb1: rb1 holds 2 red circles; ann to play turn 1, or bob turn 2 once ann's ends" \
    "a legal move onto a pawn of the same color and symbol, answered at once, with who may act next"
live_says '1 ann move ra2-rb2' \
    "refused: <stdin>:8:1: ann has moved already in turn 1: each turn, the player can attempt the word gambit, or can move one of the pawns" \
    "a second move in a turn is refused with the rule ('can move one of the pawns')"
live_says '1 ann match rb1' \
    "ok: ann match rb1: a red circle leaves the board, one left in play: its token may be taken; ann to play turn 1, or bob turn 2 once ann's ends" \
    "the game goes on from the last legal position: a pairwise match removes one pawn"
live_says '1 ann reveal circle' \
    "ok: ann reveal circle: the red circle token's letter is S, red's letters S...; ann to play turn 1, or bob turn 2 once ann's ends" \
    "one copy left in play: the multi-way match discovers the letter under the token"
live_says '2 bob move yb1-ya1' \
    "ok: bob move yb1-ya1: ya1 holds 2 yellow circles; bob to play turn 2, or ann turn 3 once bob's ends" \
    "the turn passes to the next player in the Players tag's order"
live_says 'undo' \
    "taken back: 2 bob move yb1-ya1; ann to play turn 1, or bob turn 2 once ann's ends" \
    "undo takes the last accepted event back"
live_says '2 bob move ya1-yb1' \
    "ok: bob move ya1-yb1: yb1 holds 2 yellow circles; bob to play turn 2, or ann turn 3 once bob's ends" \
    "the corrected event is taken"
printf '%s\n1 ann move ra1-rb1\n1 ann match rb1\n1 ann reveal circle\n2 bob move ya1-yb1\n' \
    "$TAGS" >"$WORK/sofar.rec"
"$BIN/nm-show" - <"$WORK/sofar.rec" >"$WORK/show.want"
live_say show "$(wc -l <"$WORK/show.want")"
printf '%s\n' "$LIVE_LAST" | cmp -s - "$WORK/show.want"
ok $? "show draws the position as nm-show draws the same events"
printf '%s\n' "$LIVE_LAST" | grep -q '^ann: red, letters S\.\.\.$'
ok $? "show: ann's circle letter discovered"
"$BIN/nm-moves" "$WORK/sofar.rec" >"$WORK/moves.want"
live_say moves "$(wc -l <"$WORK/moves.want")"
printf '%s\n' "$LIVE_LAST" | cmp -s - "$WORK/moves.want"
ok $? "moves lists the legal events as nm-moves lists them ($(wc -l <"$WORK/moves.want") lines)"
live_says '2 bob gambit BARE' \
    "refused: <stdin>:16:1: bob cannot attempt the word gambit after moving: each turn, the player can attempt the word gambit, or can move one of the pawns" \
    "a gambit after the turn's move is refused: a gambit or a move, not both"
live_says 'shw' \
    "refused: <stdin>:17:1: 'shw' is neither an event (NUMBER ACTOR VERB ...), a tag, nor one of the commands undo, show, moves and help" \
    "a line that is no event, tag or command is refused"
live_says '3 ann gambit TSET' \
    "ok: ann gambit TSET: wrong, the card says TEST: ann is out, their pawns off the board; the game is over
<stdin>: game 1 (ann v bob): bob wins: the last player left: wrong word gambit by ann (TSET)" \
    "a wrong gambit loses, and the last player left wins: nm-check's result line"
live_says '4 bob move ya2-yb2' \
    'refused: <stdin>:19:1: the game is over: bob won: the last player left: wrong word gambit by ann (TSET)' \
    "an event after the end is refused"
live_end
status_is 2 "a malformed line was set aside: exit 2, the worst answer"

# The same game with --record: the file holds what was accepted, a refused
# line as a comment, and the take-back; nm-check reads it to the same end.
cat >"$WORK/typed" <<EOF
$TAGS
1 ann move ra1-rb1
1 ann move ra2-rb2
1 ann match rb1
2 bob move yb1-ya1
undo
2 bob move ya1-yb1
EOF
rm -f "$WORK/g.rec"
run nm-check --live --record "$WORK/g.rec" <"$WORK/typed"
status_is 1 "a refused move: exit 1"
cat >"$WORK/g.want" <<EOF
$TAGS
1 ann move ra1-rb1
# refused: 1 ann move ra2-rb2 -- ann has moved already in turn 1: each turn, the player can attempt the word gambit, or can move one of the pawns
1 ann match rb1
2 bob move yb1-ya1
undo
2 bob move ya1-yb1
EOF
cmp -s "$WORK/g.rec" "$WORK/g.want"
ok $? "the record file holds the accepted lines, the refusal as a comment, and undo"
[ "$(tail -n 1 "$OUT")" = "<stdin>: game 1 (ann v bob): no result yet, ann to play turn 3" ]
ok $? "at the end of the input, nm-check's line for the game"
run nm-check "$WORK/g.rec"
status_is 0 "nm-check accepts the record file"
out_is "$WORK/g.rec: game 1 (ann v bob): no result yet, ann to play turn 3" \
    "and comes to the live session's end"

# Resumed: the record file is read again, and the session goes on from it.
printf '3 ann move rb2-ra2\n3 ann reveal circle\n' >"$WORK/more"
run nm-check --live --record "$WORK/g.rec" <"$WORK/more"
status_is 0 "a session resumed from its record file"
out_is "resumed from $WORK/g.rec: 3 events; bob to play turn 2, or ann turn 3 once bob's ends
ok: ann move rb2-ra2: ra2 holds 2 red squares; ann to play turn 3, or bob turn 4 once ann's ends
ok: ann reveal circle: the red circle token's letter is S, red's letters S...; ann to play turn 3, or bob turn 4 once ann's ends
$WORK/g.rec: game 1 (ann v bob): no result yet, bob to play turn 4; discovered red:circle=S" \
    "it says where the game stands (3 events: undo took one back), then answers the new lines: a match not declared is declared on a later turn"
[ "$(tail -n 2 "$WORK/g.rec")" = "3 ann move rb2-ra2
3 ann reveal circle" ]
ok $? "the new lines are appended to the record file"
run nm-check "$WORK/g.rec"
out_is "$WORK/g.rec: game 1 (ann v bob): no result yet, bob to play turn 4; discovered red:circle=S" \
    "nm-check reads the resumed record file to the same end"

# undo in a batch record takes the event before it back.
printf '%s\n1 ann gambit TEST\nundo\n1 ann move ra1-rb1\n' "$TAGS" >"$WORK/undo.rec"
run nm-check "$WORK/undo.rec"
status_is 0 "nm-check: a record with undo"
out_is "$WORK/undo.rec: game 1 (ann v bob): no result yet, bob to play turn 2" \
    "nm-check: undo takes the winning gambit back"
printf '%s\nundo\n' "$TAGS" >"$WORK/undo.rec"
run nm-check - <"$WORK/undo.rec"
status_is 2 "undo with no event before it is malformed"
err_is 'nm-check: <stdin>:6:1: undo takes back the game'"'"'s last event, and the game has none' \
    "and says so at its place"

# JSON Lines: one object per line read, every key always there.
printf '%s\n# a comment\n1 ann move ra1-rb1\n1 ann move ra2-rb2\n' "$TAGS" |
    run nm-check --live --json
[ "$(wc -l <"$OUT")" = 9 ]
ok $? "--json: an object for each of the 8 lines, and one for the end"
keys=$(jq -c 'keys_unsorted' "$OUT" | sort -u)
[ "$keys" = '["file","game","answer","input","said","players","variant","network","winner","how","reason","events","turn","letters","line","col","message"]' ]
ok $? "--json: the same keys in every object, nm-check's among them"
jq -r '.answer' "$OUT" | tr '\n' ' ' >"$WORK/answers"
[ "$(cat "$WORK/answers")" = "accepted accepted accepted accepted accepted comment accepted refused end " ]
ok $? "--json: each line's answer"
[ "$(jq -c 'select(.answer == "refused") | [.line, .col, .events, .letters]' "$OUT")" = '[8,1,1,{"red":"....","yellow":"...."}]' ]
ok $? "--json: the refusal's place, and the events that stand"
printf '%s\n1 ann move ra1-rb1\n' "$TAGS" | "$BIN/nm-check" --json |
    jq -c 'del(.file)' >"$WORK/batch"
jq -c 'select(.answer == "end") | del(.file, .answer, .input, .said)' "$OUT" |
    cmp -s - "$WORK/batch"
ok $? "--json: the end object is nm-check --json's of the accepted lines"

# A wrong gambit among three: the gambler "immediately loses", the turn is
# over, and it passes to the right: the next player is on turn, as the
# live answer, nm-show and nm-moves say it.
printf '%s\n' '[Players "ann:red bob:yellow cat:green"]' \
    '[Words "red:TEST yellow:BEAR green:HILL"]' '1 ann gambit BEAR' >"$WORK/out.rec"
run nm-check --live <"$WORK/out.rec"
[ "$(sed -n 3p "$OUT")" = "ok: ann gambit BEAR: wrong, the card says TEST: ann is out, their pawns off the board; bob to play turn 2" ]
ok $? "a wrong gambit of three players: ann is out, bob plays next"
"$BIN/nm-show" "$WORK/out.rec" | head -n 1 >"$WORK/got"
[ "$(cat "$WORK/got")" = "$WORK/out.rec: game 1 (ann v bob v cat), after 1 event: bob to play turn 2" ]
ok $? "nm-show says bob plays next, not ann, who is out"
"$BIN/nm-moves" "$WORK/out.rec" >"$WORK/got"
[ "$(head -n 1 "$WORK/got")" = "# after 1 event: bob to play turn 2" ] &&
    ! grep -q ' ann ' "$WORK/got"
ok $? "nm-moves: bob to play, no event of ann's listed"
[ "$(tail -n 1 "$OUT")" = "<stdin>: game 1 (ann v bob v cat): no result yet, bob to play turn 2" ]
ok $? "and nm-check's line at the end says so too"

# A Network tag naming a file not there yet is refused; once the file is
# made, the same tag typed again reads it (a live referee forgets a file
# it could not read, where a batch says "as said before").
rm -f "$WORK/late.net"
live_start nm-check --live
live_says '[Game "netmatch"]' 'ok: [Game "netmatch"]' "late network: the game tag"
live_says '[Players "ann:red bob:yellow"]' \
    'ok: [Players "ann:red bob:yellow"]; ann to play turn 1' \
    "late network: the Players tag"
live_says "[Network \"$WORK/late.net\"]" \
    "refused: <stdin>:3:10: Network \"$WORK/late.net\": the file cannot be read" \
    "a Network tag naming a file that is not there is refused"
cp "$NET" "$WORK/late.net"
live_says "[Network \"$WORK/late.net\"]" \
    "ok: [Network \"$WORK/late.net\"]; ann to play turn 1" \
    "the file made, the same tag typed again is taken: the file is read again"
live_says '1 ann move ra1-rb1' \
    "ok: ann move ra1-rb1: rb1 holds 2 red circles; ann to play turn 1, or bob turn 2 once ann's ends" \
    "and the game is played on it (a red pawn moves onto its twin)"
live_end

# A crash: killed after each of the lines, the record file holds exactly
# the lines accepted before the kill, and nm-check reads it to the end a
# session of those lines comes to.
printf '%s\n' "$TAGS" '1 ann move ra1-rb1' '1 ann match rb1' \
    '1 ann reveal circle' '2 bob move yb2-ya2' '2 bob match ya2' \
    '3 ann gambit TEST' >"$WORK/game"
live_crash_test nm-check "$WORK/game" 2

# Random games of two to four players, partial and full board, one
# illegal event put in each: after an event, the same player passes in
# the same turn.  The rules allow one action a turn ("the player can
# attempt the word gambit, or can move one of the pawns"), a pass only
# when no move is legal, before anything else, and no event after the
# end of the game.  The live referee refuses that line alone, its record
# file is the game with the refusal as a comment, and its end is
# nm-check's.
case $BIN in
*san*)	games=40 ;;
*)	games=200 ;;
esac
seed=2000
bad=0
while [ $seed -lt $((2000 + games)) ]; do
	players=$((2 + seed % 3))
	variant=partial
	[ $((seed / 3 % 2)) = 1 ] && variant=full
	"$BIN/nm-moves" --random --seed $seed --players $players \
	    --variant $variant --max-turns 300 >"$WORK/r.rec"
	n=$(grep -c '^[0-9]' "$WORK/r.rec")
	at=$((seed % n + 1))
	awk -v at=$at '{ print } /^[0-9]/ && ++k == at { print $1, $2, "pass" }' \
	    "$WORK/r.rec" >"$WORK/r.bad"
	live_random_game nm-check "$WORK/r.rec" "$WORK/r.bad" ||
	    { bad=$((bad + 1)); echo "# seed $seed"; }
	seed=$((seed + 1))
done
[ $bad = 0 ]
ok $? "$games random games, an illegal pass put in each: refused alone, the record is the game, the end is nm-check's ($bad faults)"

# --follow: a file another program appends to; replaced by a new file
# (written apart and renamed onto it), it is read again.
: >"$WORK/f.rec"
"$BIN/nm-check" --follow "$WORK/f.rec" >"$LIVE_OUT" 2>"$LIVE_ERR" &
pid=$!
printf '[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n' >>"$WORK/f.rec"
live_wait 2
ok $? "--follow: lines appended are answered"
printf '1 ann mo' >>"$WORK/f.rec"
sleep 0.3
[ "$(live_lines)" = 2 ]
ok $? "--follow: half a line is not read until its end comes"
printf 've R2-I1\n' >>"$WORK/f.rec"
live_wait 3
[ "$(sed -n 3p "$LIVE_OUT")" = "ok: ann move R2-I1: I1 holds a red square; ann to play turn 1, or bob turn 2 once ann's ends" ]
ok $? "--follow: the line whole is answered (on the default network)"
printf '%s\n' "$TAGS" | sed 's/ann:red bob:yellow/cat:red dan:yellow/' >"$WORK/f.new"
mv "$WORK/f.new" "$WORK/f.rec"
live_wait 9
[ "$(sed -n 4,6p "$LIVE_OUT")" = "$WORK/f.rec was truncated or replaced: reading it again from its start
ok: [Game \"netmatch\"]
ok: [Players \"cat:red dan:yellow\"]; cat to play turn 1" ]
ok $? "--follow: a file replaced is read again from its start, a new game"
printf '1 cat gambit TEST\n' >>"$WORK/f.rec"
live_wait 11
wait $pid
STATUS=$?
status_is 0 "--follow: the game over, nm-check --follow ends"
[ "$(sed -n 10,11p "$LIVE_OUT")" = "ok: cat gambit TEST: the right word; the game is over
$WORK/f.rec: game 2 (cat v dan): cat wins: named their word in a word gambit: TEST" ]
ok $? "--follow: a right gambit wins at once, with the result line"

# A person at a terminal: tmux.
tmux_start nm-check --live
tmux_wait '^the game.s tags, then its first event> ?$' "tmux: the prompt asks for the tags"
printf '%s\n' "$TAGS" >"$WORK/tags"
while IFS= read -r line; do
	tmux_type "$line"
done <"$WORK/tags"
tmux_wait '^ann to play turn 1> ?$' "tmux: then says whose turn it is"
tmux_type '1 ann move ra1-ra2'
tmux_wait '^refused: <stdin>:6:16: ann cannot move ra1-ra2: ra2 holds a red square; a pawn moves onto an empty node or one with the same color and symbol$' \
    "tmux: an illegal move refused, with the rule, at its destination"
tmux_type '1 ann move ra1-rb1'
tmux_wait "^ok: ann move ra1-rb1: rb1 holds 2 red circles; ann to play turn 1, or bob turn 2 once ann's ends" \
    "tmux: a legal one accepted"
tmux_type 'show'
tmux_wait '^ 1 red +ra1 \. +ra2 r# +ra3 r\^ +ra4 r\*' "tmux: show draws the network"
tmux_type 'moves'
tmux_wait '^1 ann match rb1$' "tmux: moves lists the legal events"
tmux_type '2 bob gambit BEAR'
tmux_wait '^<stdin>: game 1 \(ann v bob\): bob wins: named their word in a word gambit: BEAR$' \
    "tmux: the result line at the end of the game"
tmux_wait '^the game is over> ?$' "tmux: the prompt says the game is over"
tmux send-keys -t "$TMUX_SESSION" C-d
tmux_wait '^exit status 1$' "tmux: Control-D ends the session, exit 1 for the refused move"
tmux_end

done_testing
