#!/bin/sh
# ag-check --live, --record and --follow: the referee at an Alphagon
# table.  Each line is answered as soon as it is written, the input still
# open, with what the event did (the pieces it put on the board, the
# points, bonus tokens and letters owed) and who acts next; a refused line
# is set aside and the game goes on from the last legal position; undo
# takes the last event back; show and moves draw the position and list the
# legal events as ag-show and ag-moves do; the game's result comes once it
# is over and nothing of its last turn is left to do; the record file
# holds every accepted line, on disk before the answer.  The games are
# fixtures/ag/show/toga.rec (ag-deal --seed 3, then five turns: bob closes
# TOGA) and fixtures/ag/check/letters.rec (the letters run out).
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/live.sh"
TOGA=fixtures/ag/show/toga.rec
LETTERS=fixtures/ag/check/letters.rec
grep -v '^#' $TOGA >"$WORK/toga"
grep -v '^#' $LETTERS >"$WORK/letters"

# say_lines FROM TO FILE: say lines FROM to TO of FILE, each answered.
say_lines() {
	sed -n "$1,$2p" "$3" >"$WORK/lines"
	while IFS= read -r line; do
		live_say "$line" || break
	done <"$WORK/lines"
}

# A game answered line by line, through a FIFO.
live_start ag-check --live
live_says '[Game "alphagon"]' 'ok: [Game "alphagon"]' \
    "a tag is answered at once, before the next line is written"
live_says '[Seed "3"]' 'ok: [Seed "3"]' "a tag that begins no game yet is taken"
live_says '[Players "ann:red"]' \
    'refused: <stdin>:3:10: alphagon has at least 2 players, not 1, as in "ann:red bob:blue"' \
    "a Players tag of one player is refused at once (the rules: 'From 2 up to 6 players')"
live_says '[Players "ann:red bob:yellow"]' \
    "ok: [Players \"ann:red bob:yellow\"]; the setup: ann has no starting rack: the setup gives each player 3 vowels and 4 consonants ('0 ann rack ...')" \
    "two players are taken; the setup deals each 3 vowels and 4 consonants first (START)"
say_lines 4 10 "$WORK/toga"
live_says '0 host deck 22 21 11 16 29 26 23 24 7 4 13 12 15 20 35 30 17 25 18 3 6 34 36 33 19 14 10 5 27 1' \
    'ok: host deck 22 21 11 16 29 26 23 24 7 4 13 12 15 20 35 30 17 25 18 3 6 34 36 33 19 14 10 5 27 1; the setup, or ann in turn 1' \
    "the setup dealt, the first player, named first, may begin"
live_says '1 ann start E5 E T' \
    'refused: <stdin>:13:13: E5 is not a flag: the polygon starts on a flag' \
    "a start off a flag is refused (the rules: the '+' goes 'on a flag of his choice')"
live_says '1 ann start D4 E T' \
    "ok: ann start D4 E T: '+' on D4, T on E4; turn 1: ann has not drawn 1 consonant(s) for the letters placed: each is replaced from the sack of its kind" \
    "its twin on the flag D4 is taken: '+' on D4, T beside it; a consonant is owed (the player replaces the letters placed)"
live_says '1 ann draw N' 'ok: ann draw N; turn 1, ann to play, or bob in turn 2' \
    "the letter drawn, ann's turn may end: bob plays turn 2"
live_says '2 bob place O' \
    "ok: bob place O: O on F4; turn 2: bob has not drawn 1 vowel(s) for the letters placed: each is replaced from the sack of its kind" \
    "bob's O goes next to T, in the polygon's direction"
live_says '2 bob draw A' 'ok: bob draw A; turn 2, bob to play, or ann in turn 3' \
    "the game goes on from the last legal position"
live_says '3 ann place G' \
    "ok: ann place G: G on G4; turn 3: ann has not drawn 1 consonant(s) for the letters placed: each is replaced from the sack of its kind" \
    "TOG under construction"
live_says '3 ann close TOG' \
    'refused: <stdin>:19:13: TOG is shorter than 4 letters: a word closed has at least 4' \
    "a word of 3 letters is not closed (the rules: 'The complete word to CLOSE must have at least 4 letters')"
live_says '3 ann draw S' 'ok: ann draw S; turn 3, ann to play, or bob in turn 4' \
    "the refused close set aside, ann's turn goes on"
live_says '4 bob place A' \
    "ok: bob place A: A on H4; turn 4: bob has not drawn 1 vowel(s) for the letters placed: each is replaced from the sack of its kind" \
    "TOGA under construction"
live_says '4 bob close TOGA' \
    "ok: bob close TOGA: '+' on I4, the polygon turns south, bob scores 4 (4 in all); turn 4: bob has not drawn 1 vowel(s) for the letters placed: each is replaced from the sack of its kind" \
    "its twin of 4 letters closes: 4 points, a '+', the side turns south (fewer than 4 sides, the start level with the corner: the farther edge)"
live_says '4 bob draw E' 'ok: bob draw E; turn 4, bob to play, or ann in turn 5' \
    "bob draws his vowel"
live_says '5 ann place M' \
    "ok: ann place M: M on I5; turn 5: ann has not drawn 1 consonant(s) for the letters placed: each is replaced from the sack of its kind" \
    "ann begins a new word after the '+'"
live_says '5 ann place A' \
    'refused: <stdin>:25:1: no place by ann now (turn 5, ann to play): letters are placed once a turn, before a close, a declaration, a doubt or a pass' \
    "a second letter without a bonus token is refused (the rules: 'By investing 1 bonus the player can place 2 letters')"
live_says '5 ann draw R' 'ok: ann draw R; turn 5, ann to play, or bob in turn 6' \
    "the draw owed is taken"
live_says 'undo' 'taken back: 5 ann draw R; turn 5: ann has not drawn 1 consonant(s) for the letters placed: each is replaced from the sack of its kind' \
    "undo takes the last accepted event back: the consonant is owed again"
live_says '5 ann draw R' 'ok: ann draw R; turn 5, ann to play, or bob in turn 6' \
    "and the event is entered again"
"$BIN/ag-show" - <$TOGA >"$WORK/show.want"
live_say show "$(wc -l <"$WORK/show.want")"
printf '%s\n' "$LIVE_LAST" | cmp -s - "$WORK/show.want"
ok $? "show draws the position as ag-show draws the same events"
"$BIN/ag-moves" $TOGA >"$WORK/moves.want"
live_say moves "$(wc -l <"$WORK/moves.want")"
printf '%s\n' "$LIVE_LAST" | cmp -s - "$WORK/moves.want"
ok $? "moves lists the legal events as ag-moves lists them ($(wc -l <"$WORK/moves.want") lines)"
live_says 'rsign' \
    "refused: <stdin>:31:1: 'rsign' is neither an event (NUMBER ACTOR VERB ...), a tag, nor one of the commands undo, show, moves and help" \
    "a line that is no event, tag or command is refused"
live_end
status_is 2 "a malformed line was set aside: exit 2, the worst answer"
[ "$(tail -n 1 "$LIVE_OUT")" = "<stdin>: game 1 (ann v bob): no result yet, turn 5, ann to play; the polygon goes on at I6 south: ann 0, bob 4" ]
ok $? "at the end of the input, ag-check's line for the game"
run ag-check - <$TOGA
out_is "<stdin>: game 1 (ann v bob): no result yet, turn 5, ann to play; the polygon goes on at I6 south: ann 0, bob 4" \
    "the same as ag-check's on the game without the refused lines"

# The legal twin of the second letter refused: two letters in one turn
# for a bonus token.
{ sed -n 1,20p "$WORK/toga"; echo '5 ann place MA bonus'; } |
    run ag-check --live
status_is 0 "two letters for a bonus token: every line accepted"
[ "$(tail -n 2 "$OUT" | head -n 1)" = "ok: ann place MA bonus: M on I5, A on I6, ann gives 1 bonus token (1 in all); turn 5: ann has not drawn 1 vowel(s) for the letters placed: each is replaced from the sack of its kind" ]
ok $? "M and A go down for one of ann's 2 bonus tokens, and both are owed back from the sacks"

# The end of a game: the letters run out.  A doubted word is stated by
# the player before the doubter; admitted, it is closed and the doubter
# is penalized: he loses a letter of his own; no one holds a letter, the
# polygon cannot be continued, and the most points win (THE GAME).
live_start ag-check --live
say_lines 1 35 "$WORK/letters"
live_says '14 bob state ROAD' \
    'refused: <stdin>:36:1: no state by bob now (turn 14, bob to play): the doubted player, the one before the doubter, states the word' \
    "the doubter does not state the word (the rules: 'the previous player must state the complete word')"
live_says '14 ann state ROAD' \
    "ok: ann state ROAD: '+' on F4, the polygon turns south, ann scores 4 (4 in all), bob owes 1 letter; turn 14: bob owes 1 letter(s) (a penalty or a cloud): 'lose LETTER'" \
    "the previous player states ROAD, admitted: she closes it, 4 points, and the doubter owes a letter"
live_says '14 bob lose E' 'refused: <stdin>:38:13: bob does not hold E: bob holds D' \
    "a penalty is a letter of one's own (PENALIZING: 'lose 1 letter of his choice')"
live_says '14 bob lose D' \
    "ok: bob lose D: the game ends: no player holds a letter: the polygon cannot be continued; the game is over
<stdin>: game 1 (ann v bob): ann wins (no player holds a letter: the polygon cannot be continued): ann 4, bob 0" \
    "the game's end is answered with ag-check's result line: the most points win"
live_says '15 bob pass' 'refused: <stdin>:40:1: the game is over (no letters): no turn follows' \
    "an event after the end is refused"
live_end
status_is 1 "refused events: exit 1"
run ag-check $LETTERS
out_is "$LETTERS: game 1 (ann v bob): ann wins (no player holds a letter: the polygon cannot be continued): ann 4, bob 0" \
    "ag-check says the same of the game in batch"

# A game over still lets its last turn finish: the goal reached with a
# syllable (the rules: 'Whoever first reaches the GOAL score'), the shape
# on the same card scores too (3. Find a syllable: 'the player also
# enjoys the corresponding prize'); the result comes after it.
grep -v '^#' fixtures/ag/check/goal6.rec >"$WORK/goal6"
lines=$(wc -l <"$WORK/goal6")
live_start ag-check --live
say_lines 1 $((lines - 1)) "$WORK/goal6"
ok "$([ "$LIVE_LAST" = "ok: ann syllable 2 AR: ann scores 3 (21 in all), ann draws card 19, the game ends: ann reached the goal of 20 points; turn 13, the game over (goal)" ]; echo $?)" \
    "the goal reached: the game ends, but no result yet"
live_says "$(tail -n 1 "$WORK/goal6")" \
    "ok: ann shape 25: ann scores 3 (24 in all), ann draws card 20; the game is over
<stdin>: game 1 (ann v bob v cat v dan v eve v fay): ann wins (ann reached the goal of 20 points): ann 24, bob 0, cat 0, dan 0, eve 0, fay 0" \
    "the shape found in the same turn scores, and then the result"
live_end

# With --record: the file holds what was accepted, a refused line as a
# comment, and the take-back; ag-check reads it to the same end.
{ sed -n 1,13p "$WORK/toga"; echo '2 bob place O'; echo '2 bob place A'
  echo '2 bob draw A'; echo 'undo'; echo '2 bob draw I'; } >"$WORK/typed"
rm -f "$WORK/g.rec"
run ag-check --live --record "$WORK/g.rec" <"$WORK/typed"
status_is 1 "a refused event: exit 1"
{ sed -n 1,13p "$WORK/toga"; echo '2 bob place O'
  echo '# refused: 2 bob place A -- no place by bob now (turn 2, bob to play): letters are placed once a turn, before a close, a declaration, a doubt or a pass'
  echo '2 bob draw A'; echo 'undo'; echo '2 bob draw I'; } >"$WORK/g.want"
cmp -s "$WORK/g.rec" "$WORK/g.want"
ok $? "the record file holds the accepted lines, the refusal as a comment, and undo"
[ "$(tail -n 1 "$OUT")" = "<stdin>: game 1 (ann v bob): no result yet, turn 2, bob to play; the polygon goes on at G4 east: ann 0, bob 0" ]
ok $? "at the end of the input, ag-check's line for the game"
run ag-check "$WORK/g.rec"
status_is 0 "ag-check accepts the record file"
out_is "$WORK/g.rec: game 1 (ann v bob): no result yet, turn 2, bob to play; the polygon goes on at G4 east: ann 0, bob 0" \
    "and comes to the live session's end"
grep -q '^0 bob rack AAOBCDH$' "$WORK/g.rec"
ok $? "the record file holds the setup as dealt"

# Resumed: the record file is read again, and the session goes on from it.
printf '3 ann place G\n' >"$WORK/more"
run ag-check --live --record "$WORK/g.rec" <"$WORK/more"
status_is 0 "a session resumed from its record file"
out_is "resumed from $WORK/g.rec: 11 events; turn 2, bob to play, or ann in turn 3
ok: ann place G: G on G4; turn 3: ann has not drawn 1 consonant(s) for the letters placed: each is replaced from the sack of its kind
$WORK/g.rec: game 1 (ann v bob): no result yet, turn 3, ann to play; the polygon goes on at H4 east: ann 0, bob 0" \
    "it says where the game stands, then answers the new line"
[ "$(tail -n 1 "$WORK/g.rec")" = "3 ann place G" ]
ok $? "the new line is appended to the record file"

# undo in a batch record takes the event before it back.
{ sed -n 1,14p "$WORK/toga"; echo 'undo'; echo '2 bob place A'; } >"$WORK/undo.rec"
run ag-check "$WORK/undo.rec"
status_is 0 "ag-check: a record with undo"
out_is "$WORK/undo.rec: game 1 (ann v bob): no result yet, turn 2, bob to play; the polygon goes on at G4 east: ann 0, bob 0" \
    "ag-check: undo takes bob's O back, his A stands in its place"
run ag-show "$WORK/undo.rec"
out_has '^  4 \.  \.  \.  \+F T  A  >  ' "ag-show: A on F4, where the O was taken back"

# JSON Lines: one object per line read, every key always there.
{ sed -n 1,3p "$WORK/toga"; echo '# a comment'; sed -n 4,11p "$WORK/toga"
  echo '1 ann start D4 E T'; echo '1 ann start D4 E T'; } |
    run ag-check --live --json
[ "$(wc -l <"$OUT")" = 15 ]
ok $? "--json: an object for each of the 14 lines, and one for the end"
keys=$(jq -c 'keys_unsorted' "$OUT" | sort -u)
[ "$keys" = '["file","game","answer","input","said","players","points","events","turn","to_play","next","direction","ended","winner","line","col","message"]' ]
ok $? "--json: the same keys in every object, ag-check's among them"
jq -r '.answer' "$OUT" | tr '\n' ' ' >"$WORK/answers"
[ "$(cat "$WORK/answers")" = "accepted accepted accepted comment accepted accepted accepted accepted accepted accepted accepted accepted accepted refused end " ]
ok $? "--json: each line's answer"
[ "$(jq -c 'select(.answer == "refused") | [.line, .col, .events, .next, .direction]' "$OUT")" = '[14,1,8,"F4","east"]' ]
ok $? "--json: a second start refused at its place (the polygon is started once), the position as it stands"
"$BIN/ag-check" --json <"$WORK/toga" | jq -c 'del(.file, .game)' >"$WORK/batch"

# A crash: killed after each line of the game, the record file holds
# exactly the lines accepted before the kill, and ag-check reads it to the
# end a session of those lines comes to.
live_crash_test ag-check "$WORK/toga" 3

# Random games, one illegal event put in each: an event of play again
# right after itself.  Each verb is once a turn, or as often as letters
# are owed (letters are placed once a turn, drawn as many as placed, a
# letter changed, a syllable or a shape found, a letter given up once a
# turn; a word closed, declared, stated, doubted or passed once; the
# polygon started once), so the copy is illegal; 'lose' is left out, as
# a player may owe two letters.  The live referee refuses the copy alone,
# its record file is the game without it, and its end is ag-check's.
case $BIN in
*san*)	games=40 ;;
*)	games=200 ;;
esac
seed=1000
bad=0
while [ $seed -lt $((1000 + games)) ]; do
	"$BIN/ag-moves" --random --seed $seed >"$WORK/r.rec"
	grep -v '^#' "$WORK/r.rec" >"$WORK/r.game"
	plays=$(awk '/^[1-9][0-9]* / && $3 != "lose"' "$WORK/r.game" | wc -l)
	at=$((seed % plays + 1))
	awk -v at=$at '{ print } /^[1-9][0-9]* / && $3 != "lose" && ++k == at { print }' \
	    "$WORK/r.game" >"$WORK/r.bad"
	live_random_game ag-check "$WORK/r.game" "$WORK/r.bad" ||
	    { bad=$((bad + 1)); echo "# seed $seed"; }
	seed=$((seed + 1))
done
[ $bad = 0 ]
ok $? "$games random games, an event put in twice in each: refused alone, the record is the game, the end is ag-check's ($bad faults)"

# --follow: a file another program appends to; truncated, it is read
# again; the game over, ag-check ends.
: >"$WORK/f.rec"
"$BIN/ag-check" --follow "$WORK/f.rec" >"$LIVE_OUT" 2>"$LIVE_ERR" &
pid=$!
sed -n 1,11p "$WORK/toga" >>"$WORK/f.rec"
live_wait 11
ok $? "--follow: lines appended are answered"
printf '1 ann sta' >>"$WORK/f.rec"
sleep 0.3
[ "$(live_lines)" = 11 ]
ok $? "--follow: half a line is not read until its end comes"
printf 'rt D4 E T\n' >>"$WORK/f.rec"
live_wait 12
[ "$(sed -n 12p "$LIVE_OUT")" = "ok: ann start D4 E T: '+' on D4, T on E4; turn 1: ann has not drawn 1 consonant(s) for the letters placed: each is replaced from the sack of its kind" ]
ok $? "--follow: the line whole is answered"
head -n 3 "$WORK/letters" >"$WORK/f.rec"
live_wait 16
[ "$(sed -n 13,16p "$LIVE_OUT")" = "$WORK/f.rec was truncated or replaced: reading it again from its start
ok: [Game \"alphagon\"]
ok: [Players \"ann:red bob:blue\"]; the setup: ann has no starting rack: the setup gives each player 3 vowels and 4 consonants ('0 ann rack ...')
ok: [Result \"ann\"]; the setup: ann has no starting rack: the setup gives each player 3 vowels and 4 consonants ('0 ann rack ...')" ]
ok $? "--follow: a file truncated is read again from its start, a new game"
sed -n '4,$p' "$WORK/letters" >>"$WORK/f.rec"
live_wait 51 || kill $pid
wait $pid
STATUS=$?
status_is 0 "--follow: the game over, ag-check --follow ends"
[ "$(sed -n 51p "$LIVE_OUT")" = "$WORK/f.rec: game 2 (ann v bob): ann wins (no player holds a letter: the polygon cannot be continued): ann 4, bob 0" ]
ok $? "--follow: with the result line"

# The options: the live referee's go together as nw-check's do.
run ag-check --help
out_has '^  --live  ' "--help lists --live"
out_has '^  --record FILE  ' "--help lists --record"
run ag-check --record "$WORK/x.rec" $TOGA
status_is 2 "--record goes with --live"
run ag-check --live $TOGA $LETTERS
status_is 2 "--live referees one record at a time"
run ag-check --live --names --record "$WORK/n.rec" <"$WORK/toga"
status_is 0 "--live takes the rules options, --names among them"

# A person at a terminal: tmux.
tmux_start ag-check --live
tmux_wait '^the game.s tags, then its first event> ?$' "tmux: the prompt asks for the tags"
tmux_type '[Game "alphagon"]'
tmux_type '[Players "ann:red bob:blue"]'
tmux_wait "^the setup: ann has no starting rack: .*> ?\$" "tmux: then says what the setup waits for"
sed -n 4,7p "$WORK/letters" >"$WORK/lines"
while IFS= read -r line; do tmux_type "$line"; done <"$WORK/lines"
tmux_wait '^the setup, or ann in turn 1> ?$' "tmux: the setup dealt, ann to begin"
tmux_type '1 ann start D4 E Q'
tmux_wait '^refused: <stdin>:7:18: ann does not hold Q: ann holds AEINRST$' \
    "tmux: a letter ann does not hold refused, with the rule"
tmux_type '1 ann start D4 E R'
tmux_wait "^ok: ann start D4 E R: '\\+' on D4, R on E4; turn 1: ann has not drawn 1 consonant" \
    "tmux: a legal start accepted"
tmux_type 'show'
tmux_wait '^  4 \.  \.  \.  \+F R  >' "tmux: show draws the board"
tmux_type 'moves'
tmux_wait '^1 ann draw T$' "tmux: moves lists the legal events"
sed -n '9,$p' "$WORK/letters" >"$WORK/lines"
while IFS= read -r line; do tmux_type "$line"; done <"$WORK/lines"
tmux_wait '^<stdin>: game 1 \(ann v bob\): ann wins \(no player holds a letter: the polygon cannot be continued\): ann 4, bob 0$' \
    "tmux: the result line at the end of the game"
tmux_wait '^the game is over> ?$' "tmux: the prompt says the game is over"
tmux send-keys -t "$TMUX_SESSION" C-d
tmux_wait '^exit status 1$' "tmux: Control-D ends the session, exit 1 for the refused start"
tmux_end

done_testing
