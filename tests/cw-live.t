#!/bin/sh
# cw-check --live, --record and --follow: the referee at the table for
# Control Word.  Each line is answered as soon as it is written, the input
# still open; a refused line is set aside and the game goes on from the
# last legal position; undo takes the last event back; show and moves draw
# the position and list the legal plays as cw-show and cw-moves do; the
# record file holds every accepted line, on disk before the answer.  The
# answers follow from the rules (cw-check(1), RULES): the die's faces, the
# first player by the lots, the word phase from the first player to the
# left, the replacement phase in the same order, every word a word, the
# scoring chart, and the game's end after its last round.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/live.sh"

# The game of the session: mat 6 (SPANDEX across row 0 from 4,0, POLLUTE
# down column 5), one round.  ann's lot E is closer to A than bob's S: ann
# plays first.  ann redraws to 2 less than the roll of 7 (5 tiles, free:
# the first redraw of a turn) and plays RAT above SPANDEX; bob plays TINGS
# down through SPANDEX's N; ann passes, bob turns RAT into ROT.
cat >"$WORK/game" <<'EOF2'
[Game "control-word"]
[Players "ann:red bob:black"]
[Mat "6"]
[Rounds "1"]
0 ann lot E
0 bob lot S
0 host roll 7
0 ann draw NEIUAPC
0 bob draw INOGITS
1 host roll 7
1 ann redraw TREWA
1 ann play 2,-1 across RAT
1 bob play 7,-2 down TI(N)GS
1 ann pass
1 bob replace 2,-1 O
1 ann challenge
EOF2

# A game answered line by line, through a FIFO.
live_start cw-check --live
live_says '[Game "control-word"]' 'ok: [Game "control-word"]' \
    "a tag is answered at once, before the next line is written"
live_says '[Players "ann bob"]' \
    'refused: <stdin>:2:11: ann has no color: a control-word player is NAME:COLOR, as in "ann:red bob:black"' \
    "a Players tag without colors is refused at once (each player claims a color of tiles), not at the first event"
live_says '[Players "ann:red bob:black"]' 'ok: [Players "ann:red bob:black"]' \
    "the corrected tag is taken; the game waits for its mat"
live_says '[Mat "6"]' \
    'ok: [Mat "6"]; setup: the setup roll has not been made' \
    "with a mat the game begins: setup, and the die is still to be rolled"
live_says '[Rounds "1"]' \
    'ok: [Rounds "1"]; setup: the setup roll has not been made' \
    "a Rounds tag sets the game's length"
live_says '0 ann lot E' \
    'ok: ann draws the lot E; setup: the setup roll has not been made' \
    "a lot is answered at once"
live_says '0 bob lot S' \
    'ok: bob draws the lot S: ann plays first, closest to A; setup: the setup roll has not been made' \
    "the lowest letter (closest to A) is the first player: E before S"
live_says '0 host roll 5' \
    'refused: <stdin>:8:13: the draw die shows 6, 7, 7, 7, 8 or 9, not 5' \
    "a roll of 5 is refused: the die's faces are 6, 7, 7, 7, 8, 9"
live_says '0 host roll 7' \
    'ok: the host rolls 7: each player draws 7 tiles; setup: ann has not drawn the first rack' \
    "a roll of 7 is taken: each player draws a number of tiles equal to the die roll"
live_says '0 ann draw NEIUAPC' \
    'ok: ann draws NEIUAPC; setup: bob has not drawn the first rack' \
    "ann draws her first rack; bob's is still to come"
live_says '0 bob draw INOGITS' \
    'ok: bob draws INOGITS; setup: the host rolls for round 1' \
    "the setup done, the roll phase begins the first round"
live_says '1 host roll 7' \
    'ok: the host rolls 7: round 1, racks drawn up to 7 at its end; round 1, word phase, ann to play' \
    "the roll says what each rack is drawn up to at the round's end; the first player plays first"
live_says '1 bob pass' \
    "refused: <stdin>:13:7: bob cannot pass now: it is ann's turn (round 1, word phase, ann to play); players act one at a time, from the first player to the left" \
    "bob cannot act before ann: the word phase starts with the first player"
live_says '1 ann redraw TREWA' \
    'ok: ann redraws TREWA; round 1, word phase, ann to play' \
    "a redraw to 2 less than the roll of 7, five tiles, the first of the turn: no penalty token"
live_says '1 ann play 2,-1 across RTA' \
    'refused: <stdin>:15:12: ann cannot play RTA at 2,-1: RTA is not a word (misspelled); every word a play forms must be a word' \
    "RTA is refused: a word must be an English-language word"
live_says '1 ann play 2,-1 across RAT' \
    'ok: ann plays RAT, scoring 0 (0 in play); round 1, word phase, bob to play' \
    "the game goes on from the last legal position: RAT, a 3-letter word, scores 0 by the chart"
live_says '1 bob play 7,-2 down TI(N)GS' \
    'ok: bob plays TINGS, scoring 2 (2 in play); round 1, replacement phase, ann to replace' \
    "TINGS, 5 letters, scores 2 when played; the replacement phase begins with the starting player"
live_says 'undo' \
    'taken back: 1 bob play 7,-2 down TI(N)GS; round 1, word phase, bob to play' \
    "undo takes the last accepted event back: bob plays again"
live_says '1 bob play 7,-2 down TI(N)GS' \
    'ok: bob plays TINGS, scoring 2 (2 in play); round 1, replacement phase, ann to replace' \
    "the play taken back can be made again"
head -n 13 "$WORK/game" >"$WORK/sofar.rec"
"$BIN/cw-show" - <"$WORK/sofar.rec" >"$WORK/show.want"
live_say show "$(wc -l <"$WORK/show.want")"
printf '%s\n' "$LIVE_LAST" | cmp -s - "$WORK/show.want"
ok $? "show draws the position as cw-show draws the same events"
grep -q '^  -1   \.   \.  Rr  Ar  Tr   \.   \.  Ik' "$WORK/show.want" &&
    grep -q '^   0   \.   \.   \.   \.  sb  pb  ab  nb' "$WORK/show.want"
ok $? "show: RAT in ann's red, TINGS in bob's black through SPANDEX's blue N"
"$BIN/cw-moves" "$WORK/sofar.rec" >"$WORK/moves.want"
live_say moves "$(wc -l <"$WORK/moves.want")"
printf '%s\n' "$LIVE_LAST" | cmp -s - "$WORK/moves.want"
ok $? "moves lists the legal events as cw-moves lists them ($(wc -l <"$WORK/moves.want") lines)"
live_answer_has '^# after 9 events: round 1, replacement phase, ann to replace$' \
    "moves: the heading says whose replacement turn it is"
live_answer_has '^1 ann replace 9,0 E  # 0$' \
    "moves: SPANDEX's blue E replaced with ann's own E (same letter, another color)"
live_answer_has '^1 ann replace 7,-2 W 7,1 E  # 0$' \
    "moves: two letters of one word replaced, TINGS to WINES, still a word"
printf '%s\n' "$LIVE_LAST" | grep -q 'replace 2,-1 \|replace [34],-1 '
[ $? = 1 ]
ok $? "moves: ann never replaces her own tiles (RAT's): only other colors or blue"
live_says 'rsign' \
    "refused: <stdin>:22:1: 'rsign' is neither an event (NUMBER ACTOR VERB ...), a tag, nor one of the commands undo, show, moves and help" \
    "a line that is no event, tag or command is refused"
live_says '1 ann pass' \
    'ok: ann passes; round 1, replacement phase, bob to replace' \
    "ann passes her replacement turn; bob's comes next, to her left"
live_says '1 bob replace 2,-1 O' \
    "ok: bob replaces 2,-1 with O; over after 1 round: bob's last replacement may be challenged" \
    "RAT becomes ROT: the round's last turn, which may still be challenged"
live_says '1 ann challenge' \
    "ok: ann challenges bob's replacement: every word it formed is a word, and it stands; the game is over
<stdin>: game 1 (ann v bob): bob wins by the highest total: ann 0, bob 8" \
    "ROT is a word: it stands; the game over, cw-check's result line (TINGS 4 of 5 black, majority, 3 x 2 = 6, and 2 in play)"
live_says '1 ann pass' \
    'refused: <stdin>:26:1: the game is over: round 1 was its last' \
    "an event after the last round is refused"
live_end
status_is 2 "a malformed line was set aside: exit 2, the worst answer"

# The same game with --record: the file holds what was accepted, a refused
# line as a comment, and the take-back; cw-check reads it to the same end.
# Typed: the session's game to ann's pass, with RTA before RAT, and
# bob's TINGS taken back and made again.
{
	head -n 11 "$WORK/game"
	echo '1 ann play 2,-1 across RTA'
	sed -n 12,13p "$WORK/game"
	echo undo
	sed -n 13,14p "$WORK/game"
} >"$WORK/typed"
rm -f "$WORK/g.rec"
run cw-check --live --record "$WORK/g.rec" <"$WORK/typed"
status_is 1 "a refused play: exit 1"
# The file: the lines typed, RTA's a comment that says why it was refused.
sed 's/^1 ann play 2,-1 across RTA$/# refused: 1 ann play 2,-1 across RTA -- ann cannot play RTA at 2,-1: RTA is not a word (misspelled); every word a play forms must be a word/' \
    "$WORK/typed" >"$WORK/g.want"
cmp -s "$WORK/g.rec" "$WORK/g.want"
ok $? "the record file holds the accepted lines, the refusal as a comment, and undo"
[ "$(tail -n 1 "$OUT")" = "<stdin>: game 1 (ann v bob): no result yet: round 1, replacement phase, bob to replace" ]
ok $? "at the end of the input, cw-check's line for a game not over"
run cw-check "$WORK/g.rec"
status_is 0 "cw-check accepts the record file"
out_is "$WORK/g.rec: game 1 (ann v bob): no result yet: round 1, replacement phase, bob to replace" \
    "and comes to the live session's end"

# Resumed: the record file is read again, and the session goes on from it.
printf '1 bob replace 2,-1 O\n1 ann challenge\n' >"$WORK/more"
run cw-check --live --record "$WORK/g.rec" <"$WORK/more"
status_is 0 "a session resumed from its record file"
out_is "resumed from $WORK/g.rec: 10 events; round 1, replacement phase, bob to replace
ok: bob replaces 2,-1 with O; over after 1 round: bob's last replacement may be challenged
ok: ann challenges bob's replacement: every word it formed is a word, and it stands; the game is over
$WORK/g.rec: game 1 (ann v bob): bob wins by the highest total: ann 0, bob 8" \
    "it says where the game stands, then answers the new lines, to the game's end"
[ "$(tail -n 2 "$WORK/g.rec")" = "1 bob replace 2,-1 O
1 ann challenge" ]
ok $? "the new lines are appended to the record file"
run cw-check "$WORK/g.rec"
out_is "$WORK/g.rec: game 1 (ann v bob): bob wins by the highest total: ann 0, bob 8" \
    "cw-check on the record file: the same result"

# A Result tag is checked when the game ends, as cw-check checks it: it
# names the winner (cw-check(1), The record).
for who in ann bob; do
	sed "4a\\
[Result \"$who\"]" "$WORK/game" >"$WORK/result.rec"
	run cw-check --live - <"$WORK/result.rec"
	tail -n 2 "$OUT" >"$WORK/result.end"
	if [ $who = ann ]; then
		status_is 1 "Result ann, but bob wins: exit 1"
		[ "$(cat "$WORK/result.end")" = "<stdin>: game 1 (ann v bob): bob wins by the highest total: ann 0, bob 8
refused: <stdin>:5:9: Result says ann, but bob wins" ]
		ok $? "the result line, then the Result tag refused at its place"
	else
		status_is 0 "Result bob, the winner: exit 0"
		[ "$(tail -n 1 "$WORK/result.end")" = "<stdin>: game 1 (ann v bob): bob wins by the highest total: ann 0, bob 8" ]
		ok $? "the result line alone"
	fi
done

# The game ends after its last round's replacements; a challenge of the
# last turn may follow, and a challenge that withdraws it takes the game
# back into the round: so the result waits for it.  Under
# --unchallenged-stand RNT stands unchallenged; challenged, it is
# withdrawn, bob takes a penalty token and replaces again.
printf '%s\n' '[Game "control-word"]' '[Players "ann:red bob:black"]' \
    '[Mat "6"]' '[Rounds "1"]' >"$WORK/ch.typed"
sed -n '5,14p' "$WORK/game" >>"$WORK/ch.typed"
printf '1 bob replace 3,-1 N\n1 ann challenge\n1 bob replace 2,-1 O\n' \
    >>"$WORK/ch.typed"
run cw-check --live --unchallenged-stand <"$WORK/ch.typed"
status_is 0 "--unchallenged-stand: a word that is none is taken until challenged"
[ "$(sed -n 15,18p "$OUT")" = "ok: bob replaces 3,-1 with N; over after 1 round: bob's last replacement may be challenged
ok: ann challenges bob's replacement: a word it formed is no word; it is withdrawn, and bob takes a penalty token and replaces again; round 1, replacement phase, bob to replace
ok: bob replaces 2,-1 with O; over after 1 round: bob's last replacement may be challenged
<stdin>: game 1 (ann v bob): bob wins by the highest total: ann 0, bob 3" ]
ok $? "a challenge that withdraws the last turn: the game goes on, the result at the end of the input (bob 8 less 5 for the penalty token: 3)"
run cw-check --unchallenged-stand - <"$WORK/ch.typed"
out_is "<stdin>: game 1 (ann v bob): bob wins by the highest total: ann 0, bob 3" \
    "cw-check in batch on the same lines: the same result"

# undo in a batch record takes the event before it back.
printf '%s\n' '[Game "control-word"]' '[Players "ann:red bob:black"]' \
    '[Mat "6"]' '0 ann lot E' 'undo' '0 ann lot S' '0 bob lot E' \
    >"$WORK/undo.rec"
run cw-check "$WORK/undo.rec"
out_is "$WORK/undo.rec: game 1 (ann v bob): no result yet: setup" \
    "cw-check: undo takes ann's lot back; her second lot is taken"
printf '%s\n' '[Game "control-word"]' '[Players "ann:red bob:black"]' \
    '[Mat "6"]' '0 ann lot E' '0 ann lot S' >"$WORK/lot.rec"
run cw-check "$WORK/lot.rec"
status_is 1 "without undo, ann's second lot is illegal: each player draws one tile"

# By the rules of 2018-04-04 the host rolls two dice, the draw die and the
# replacement die, which caps the tiles each player replaces in the round.
printf '%s\n' '[Game "control-word"]' '[Players "ann:red bob:black"]' \
    '[Mat "1"]' '[Rules "2018-04-04"]' '0 ann lot E' '0 bob lot S' \
    '0 host roll 8' '0 host roll 8 3' '0 ann draw AEIORSTU' \
    '0 bob draw AEIORSTU' '1 host roll 9 2' >"$WORK/dice.rec"
run cw-check --live - <"$WORK/dice.rec"
status_is 1 "2018-04-04: one die refused"
[ "$(sed -n 7,8p "$OUT")" = "refused: <stdin>:7:13: by the rules of 2018-04-04 the host rolls two dice, the draw die and the replacement die, as in 'roll 8 3'
ok: the host rolls 8 and 3: each player draws 8 tiles; setup: ann has not drawn the first rack" ]
ok $? "2018-04-04: a roll of one die refused, of two taken"
[ "$(sed -n 11p "$OUT")" = "ok: the host rolls 9 and 2: round 1, racks drawn up to 9 at its end, and each player replaces 2 tiles at most; round 1, word phase, ann to play" ]
ok $? "2018-04-04: a round's roll says the replacement die's cap"

# JSON Lines: one object per line read, every key always there.
printf '%s\n' '[Game "control-word"]' '[Players "ann:red bob:black"]' \
    '[Mat "6"]' '# a comment' '0 ann lot E' '0 ann lot S' |
    run cw-check --live --json
[ "$(wc -l <"$OUT")" = 7 ]
ok $? "--json: an object for each of the 6 lines, and one for the end"
keys=$(jq -c 'keys_unsorted' "$OUT" | sort -u)
[ "$keys" = '["file","game","answer","input","said","rules","mat","rounds","round","position","winner","decided","players","unchallenged","line","col","message"]' ]
ok $? "--json: the same keys in every object, cw-check's among them"
jq -r '.answer' "$OUT" | tr '\n' ' ' >"$WORK/answers"
[ "$(cat "$WORK/answers")" = "accepted accepted accepted comment accepted refused end " ]
ok $? "--json: each line's answer"
[ "$(jq -c 'select(.answer == "refused") | [.line, .col, .message]' "$OUT")" = '[6,11,"ann has drawn a lot (E) already: each player draws one tile, and only a tie draws again"]' ]
ok $? "--json: the refusal of a second lot (each player draws one tile) and its place"
[ "$(jq -c 'select(.answer == "accepted" and .input == "[Players \"ann:red bob:black\"]") | [.mat, .players]' "$OUT")" = '[null,null]' ]
ok $? "--json: before the Mat tag no game has begun, and its keys are null"

# A crash: killed after each line of the game, the record file holds
# exactly the lines accepted before the kill, and cw-check reads it to the
# end a session of those lines comes to.
live_crash_test cw-check "$WORK/game" 1

# Random games, one illegal event put in each: an event of the game again,
# right after itself.  A lot, a roll, a draw, a play, a replacement, a
# pass or a challenge cannot come twice: each player draws one lot
# (unless tied), the die is rolled once a round, a player draws once a
# round, plays, replaces and passes once a phase, in turn, and a challenge
# comes right after the turn it challenges.  Swaps and redraws may be
# repeated ("any number of times", "as many times as you like"), so they
# are not put in again.  The live referee refuses the copy alone, its
# record file is the game without it, and its end (said once the game is
# over, a copy after the last event refused after it) is cw-check's.
case $BIN in
*san*)	games=60 ;;
*)	games=200 ;;
esac
seed=1000
bad=0
while [ $seed -lt $((1000 + games)) ]; do
	"$BIN/cw-moves" --random --seed $seed --games 1 >"$WORK/r.rec"
	awk '/^[0-9]/ && $3 != "lot" && $3 != "swap" && $3 != "redraw"' \
	    "$WORK/r.rec" >"$WORK/r.can"
	at=$((seed % $(wc -l <"$WORK/r.can") + 1))
	awk -v at=$at '{ print }
	    /^[0-9]/ && $3 != "lot" && $3 != "swap" && $3 != "redraw" &&
	    ++k == at { print }' "$WORK/r.rec" >"$WORK/r.bad"
	live_random_game cw-check "$WORK/r.rec" "$WORK/r.bad" ||
	    { bad=$((bad + 1)); echo "# seed $seed"; }
	[ "$(jq -r .winner "$WORK/r.batch")" != null ] || bad=$((bad + 1))
	seed=$((seed + 1))
done
[ $bad = 0 ]
ok $? "$games random games, an illegal event put in each: refused alone, the record is the game, the end is cw-check's ($bad faults)"

# --follow: a file another program appends to; truncated, it is read again.
sed 's/ann/cat/g; s/bob/dan/g' "$WORK/game" >"$WORK/game2"
: >"$WORK/f.rec"
"$BIN/cw-check" --follow "$WORK/f.rec" >"$LIVE_OUT" 2>"$LIVE_ERR" &
pid=$!
head -n 3 "$WORK/game" >>"$WORK/f.rec"
live_wait 3
ok $? "--follow: lines appended are answered"
printf '0 ann lo' >>"$WORK/f.rec"
sleep 0.3
[ "$(live_lines)" = 3 ]
ok $? "--follow: half a line is not read until its end comes"
printf 't E\n' >>"$WORK/f.rec"
live_wait 4
[ "$(sed -n 4p "$LIVE_OUT")" = "ok: ann draws the lot E; setup: the setup roll has not been made" ]
ok $? "--follow: the line whole is answered"
# (shorter than before: a file rewritten longer between two looks at
# it is not seen to be truncated, as tail -F does not see it)
head -n 2 "$WORK/game2" >"$WORK/f.rec"
live_wait 7
[ "$(sed -n 5,7p "$LIVE_OUT")" = "$WORK/f.rec was truncated or replaced: reading it again from its start
ok: [Game \"control-word\"]
ok: [Players \"cat:red dan:black\"]" ]
ok $? "--follow: a file truncated is read again from its start, a new game"
tail -n +3 "$WORK/game2" >>"$WORK/f.rec"
live_wait 22 || kill $pid
wait $pid
STATUS=$?
status_is 0 "--follow: the game over, cw-check --follow ends"
[ "$(sed -n 22p "$LIVE_OUT")" = "$WORK/f.rec: game 2 (cat v dan): dan wins by the highest total: cat 0, dan 8" ]
ok $? "--follow: with the result line"

# A person at a terminal: tmux.
tmux_start cw-check --live
tmux_wait '^the game.s tags, then its first event> ?$' "tmux: the prompt asks for the tags"
tmux_type '[Game "control-word"]'
tmux_type '[Players "ann:red bob:black"]'
tmux_type '[Mat "6"]'
tmux_wait '^setup: the setup roll has not been made> ?$' \
    "tmux: once the game begins, the prompt says what it waits for"
tmux_type '[Rounds "1"]'
sed -n '5,6p' "$WORK/game" | while IFS= read -r line; do tmux_type "$line"; done
tmux_type '0 host roll 10'
tmux_wait '^refused: <stdin>:7:13: the draw die shows 6, 7, 7, 7, 8 or 9, not 10$' \
    "tmux: a roll the die cannot show refused, with the rule"
sed -n '7,12p' "$WORK/game" | while IFS= read -r line; do tmux_type "$line"; done
tmux_wait '^ok: ann plays RAT, scoring 0 \(0 in play\); round 1, word phase, bob to play$' \
    "tmux: a play accepted, its points, and who plays next"
tmux_wait '^round 1, word phase, bob to play> ?$' "tmux: the prompt says bob's turn"
tmux_type 'show'
tmux_wait '^  -1   \.   \.  Rr  Ar  Tr   \.' "tmux: show draws the board, RAT in red"
tmux_type 'moves'
tmux_wait '^1 bob play 9,0 down \(E\)T  # 0$' \
    "tmux: moves lists bob's plays, ET down from SPANDEX's E among them (2 letters: no points)"
sed -n '13,16p' "$WORK/game" | while IFS= read -r line; do tmux_type "$line"; done
tmux_wait '^<stdin>: game 1 \(ann v bob\): bob wins by the highest total: ann 0, bob 8$' \
    "tmux: the result line at the end of the game"
tmux_wait '^the game is over> ?$' "tmux: the prompt says the game is over"
tmux send-keys -t "$TMUX_SESSION" C-d
tmux_wait '^exit status 1$' "tmux: Control-D ends the session, exit 1 for the refused roll"
tmux_end

done_testing
