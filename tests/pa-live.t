#!/bin/sh
# pa-score --live, --record and --follow: the referee at the table of a
# Pattern Assembly match (pattern-assembly.txt).  The host enters the grid,
# the questions, then each answer as it is called out; each line is
# answered at once, an answer's fate said once the match's clock has
# passed the moment the rules decide it ("At the end of the waiting
# period, the results for your answer are revealed"), pending until then,
# and never otherwise than pa-score says of the whole match.
. "$(dirname "$0")/lib.sh"
. "$(dirname "$0")/live.sh"

# The grid of fixtures/pa/score-standard.rec: its first two rows are the
# rules' showdown example.  The showdown region is rows A and B.
cat >"$WORK/head" <<'EOF2'
[Game "pattern-assembly"]
[Players "ann bob"]
[Region "A1:B6"]
0 host grid X X O X + X
0 host grid O O X + O X
0 host grid + O X X O +
0 host grid X + O + O +
0 host grid O X O + + O
0 host grid + + X + O X
1 host ask A1-A2-B1 OXX
2 host ask A1-A2-A3-A4 OXXX
EOF2

# A match answered line by line, through a FIFO.
live_start pa-score --live
live_says '[Game "pattern-assembly"]' \
    'ok: [Game "pattern-assembly"]; the host to enter the grid' \
    "a tag is answered at once, before the next line is written"
live_says '[Players "ann"]' \
    'refused: <stdin>:2:10: pattern-assembly has 2 players, not 1, as in "ann bob"' \
    "a Players tag that does not read is refused at once (a match is 'for 2 players')"
live_says '[Players "ann bob"]' 'ok: [Players "ann bob"]; the host to enter the grid' \
    "the corrected tag is taken"
live_says '[Region "A1:B6"]' 'ok: [Region "A1:B6"]; the host to enter the grid' \
    "the showdown's region"
live_says '0 host grid X X O X + X' \
    'ok: row A of the grid, 6 columns; the host to ask round 1'"'"'s question' \
    "a grid row: 'the rows are labeled A-F'"
for row in 'O O X + O X' '+ O X X O +' 'X + O + O +' 'O X O + + O' '+ + X + O X'; do
	live_say "0 host grid $row"
done
[ "$LIVE_LAST" = 'ok: row F of the grid, 6 columns; the host to ask round 1'"'"'s question' ]
ok $? "the grid's six rows, A to F"
live_says '1 host ask A1-A2-B1 OXX' \
    "ok: round 1's question 1: 3 cells, 1 circle, 2 crosses; round 1's answers" \
    "a question: a shape and its pictures, 'circles, then crosses, then plusses'"
live_says '2 host ask A1-A2-A3-A4 OXXX' \
    "ok: round 2's question 1: 4 cells, 1 circle, 3 crosses; round 1's answers" \
    "a question of the next round, asked ahead"
live_says '1 ann answer 0:10 B1-B2-C2' \
    "ok: round 1: 0:10 ann B1-B2-C2: pending, due at 0:40; round 1's answers from 0:10, ann waiting until 0:40" \
    "an answer waits 30 seconds for its result: pending, due at 0:40"
live_says '1 ann answer 0:25 A1-A2-B1' \
    "ok: round 1: 0:25 ann A1-A2-B1: disregarded: ann is waiting for the result of the answer given at 0:10, due at 0:40; round 1's answers from 0:25, ann waiting until 0:40" \
    "'if you try to answer again during the waiting period, it is disregarded': known at once"
live_says '1 bob answer 0:20 A5-A6-B6' \
    "refused: <stdin>:15:14: round 1's last answer was given at 0:25: answers are entered in the order they are given" \
    "an answer given before the last one entered is refused, at its time"
live_says '1 ann answer 0:40 A1-A2-B1' \
    "ok: round 1: 0:10 ann B1-B2-C2: wrong contents: the cells hold O O O, the question asks for O X X; round 1: 0:40 ann A1-A2-B1: pending, due at 1:10; round 1's answers from 0:40, ann waiting until 1:10" \
    "the match goes on: at 0:40 the wait is over, the first answer's contents are revealed, wrong; the new one waits"
live_says '1 bob answer 0:45 A5-A6-B6' \
    "ok: round 1: 0:45 bob A5-A6-B6: pending, due at 1:15; round 1's answers from 0:45, ann waiting until 1:10, bob waiting until 1:15" \
    "both players waiting"
live_says 'undo' \
    "taken back: 1 bob answer 0:45 A5-A6-B6; round 1's answers from 0:40, ann waiting until 1:10" \
    "undo takes the last accepted answer back"
live_say '1 bob answer 0:45 A5-A6-B6'
{ cat "$WORK/head"
  printf '1 ann answer 0:10 B1-B2-C2\n1 ann answer 0:25 A1-A2-B1\n'
  printf '1 ann answer 0:40 A1-A2-B1\n1 bob answer 0:45 A5-A6-B6\n'; } >"$WORK/sofar.rec"
{ "$BIN/pa-show" "$WORK/sofar.rec"; "$BIN/pa-show" --round 1 "$WORK/sofar.rec"; } >"$WORK/show.want"
live_say show "$(wc -l <"$WORK/show.want")"
printf '%s\n' "$LIVE_LAST" | cmp -s - "$WORK/show.want"
ok $? "show draws the grid and the round's question as pa-show and pa-show --round 1 draw them"
"$BIN/pa-solve" "$WORK/sofar.rec" | grep '^round 1:' >"$WORK/moves.want"
live_say moves "$(wc -l <"$WORK/moves.want")"
printf '%s\n' "$LIVE_LAST" | cmp -s - "$WORK/moves.want"
ok $? "moves lists round 1's right answers as pa-solve lists them ($(wc -l <"$WORK/moves.want") groups)"
live_says '2 bob answer 0:06 A1-A2-A3-A4' \
    "ok: round 1: 0:40 ann A1-A2-B1: correct at 1:10, 3 points; round 1: 0:45 bob A5-A6-B6: disregarded: ann answered correctly at 1:10; round 1: ann 3, bob 0; round 2: 0:06 bob A1-A2-A3-A4: pending, due at 0:36; round 2's answers from 0:06, bob waiting until 0:36" \
    "round 2 begun, round 1 is decided: ann right, 3 points (the size of the group); bob's pending answer disregarded ('If the opponent has answered correctly')"
live_says '1 ann answer 2:00 A1-A2-B1' \
    "refused: <stdin>:23:1: round 1 is over: round 2's answers have begun" \
    "an answer of a round over is refused"
live_says '3 ann showdown X X O X + X' \
    "ok: round 2: 0:06 bob A1-A2-A3-A4: correct at 0:36, 4 points; round 2: ann 3, bob 4; ann's showdown row 1 of 2; the showdown" \
    "the showdown ends the last round: bob's answer right at 0:36, 4 points"
live_say '3 ann showdown O O X + O X'
live_say '3 bob showdown X X O X + X'
live_says '3 bob showdown O O X + O O' \
    "ok: bob's showdown row 2 of 2; the game is over
showdown: ann 12 points (12 filled, 12 right, 0 wrong)
showdown: bob 0 points (12 filled, 11 right, 1 wrong)
final: ann 15, bob 4; ann wins (more points)" \
    "both showdowns in: 'If all non-blank cells are correct, you get points equal to the number of cells you fill. Otherwise, you score nothing'"
live_says '1 ann answer 2:00 A1-A2-B1' \
    'refused: <stdin>:28:1: the match is over: both showdowns are in' \
    "an answer after the end is refused"
live_end
status_is 2 "a malformed tag was set aside: exit 2, the worst answer"
{ cat "$WORK/sofar.rec"
  printf '2 bob answer 0:06 A1-A2-A3-A4\n3 ann showdown X X O X + X\n3 ann showdown O O X + O X\n'
  printf '3 bob showdown X X O X + X\n3 bob showdown O O X + O O\n'; } >"$WORK/whole.rec"
"$BIN/pa-score" "$WORK/whole.rec" | tail -n 3 >"$WORK/end.want"
tail -n 4 "$LIVE_OUT" | head -n 3 | cmp -s - "$WORK/end.want"
ok $? "the end is pa-score's showdown and final lines for the same match"

# The match in the order it is played: each line the live referee
# refuses beside its legal twin.
{ cat "$WORK/head"
  printf '3 ann answer 0:10 A1-A2-A3\n'	# 12: round 3 has no question yet
  printf '3 host ask A1-A2-A3 OOX\n'	# 13: asked, round 3 is
  printf '1 ann answer 0:10 A1-A2-B1\n'	# 14: round 1's answer
  printf '1 host ask A1-B1-C1 X+O\n'	# 15: round 1's answers have begun
  printf '2 host ask A1-A2-A3-B1 OXXX\n'	# 16: standard: one question a round
  printf '0 host grid X X X X X X\n'	# 17: the grid was judged already
  printf '4 host ask A1-A2-A3 OOX\n'	# 18: a later round, asked ahead
  printf '3 ann answer 0:20 A1-A2-A3\n'	# 19: round 3 has its question
  printf '3 ann showdown X X O X + X\n'	# 20: numbered after round 4
  printf '5 ann showdown X X O X + X\n'	# 21: the showdown begins
  printf '4 ann answer 0:20 A1-A2-A3\n'	# 22: the showdown has begun
} | run pa-score --live
out_has "^refused: <stdin>:12:1: round 3 has no question yet: the host asks it before its answers \\('3 host ask SHAPE CONTENTS'\\)$" \
    "an answer of a round whose question is not asked yet is refused"
out_has "^ok: round 3's question 1: 3 cells, 2 circles, 1 cross; " "the question asked"
out_has "^ok: round 1: 0:10 ann A1-A2-B1: pending, due at 0:40; " "then an answer of round 1 is taken"
out_has "^refused: <stdin>:15:1: round 1's answers have begun: its questions are asked before them$" \
    "a question of a round whose answers have begun is refused"
out_has "^refused: <stdin>:16:1: round 2 has 2 questions: only the plus variant has several groups a round$" \
    "a second question of a round is refused at once, as pa-score refuses it at the end"
out_has "^refused: <stdin>:17:8: the grid is complete: answers were judged against it$" \
    "a grid row after the first answer is refused"
out_has "^ok: round 4's question 1: 3 cells, 2 circles, 1 cross; " "a question of a later round is taken"
out_has "^ok: round 1: 0:10 ann A1-A2-B1: correct at 0:40, 3 points; round 1: ann 3, bob 0; round 3: 0:20 ann A1-A2-A3: pending, due at 0:50; " \
    "an answer of round 3 ends round 1: ann's answer right; round 2, without an answer, is passed over"
out_has "^refused: <stdin>:20:1: the showdown comes after round 4: number it 5$" \
    "a showdown numbered before the last round is refused, as pa-score refuses it"
out_has "^ok: round 3: 0:20 ann A1-A2-A3: wrong contents: the cells hold O X X, the question asks for O O X; round 3: skipped, no correct answer; round 3: ann 3, bob 0; ann's showdown row 1 of 2; the showdown$" \
    "the showdown numbered 5 ends round 3"
out_has "^refused: <stdin>:22:7: the showdown has begun: only its rows come now$" \
    "an answer after the showdown began is refused"

# The rules' options hold live as in a batch: the rule change, "all
# answers enter the waiting period, regardless of whether they have the
# correct shape", makes a wrong shape pending; without it, it is said at
# once and its player may answer again.
printf '[Game "pattern-assembly"]\n[Players "ann bob"]\n0 host grid X X O\n1 host ask A1-A2 XX\n1 ann answer 0:05 A1\n1 ann answer 0:20 A1-A2\n' \
    >"$WORK/shape.rec"
run pa-score --live --wrong-shape-waits "$WORK/shape.rec"
out_has "^ok: round 1: 0:05 ann A1: pending, due at 0:35; " "--wrong-shape-waits: a wrong shape waits for its result"
out_has "^ok: round 1: 0:20 ann A1-A2: disregarded: ann is waiting for the result of the answer given at 0:05, due at 0:35; " \
    "--wrong-shape-waits: an answer during that wait is disregarded"
run pa-score --live "$WORK/shape.rec"
out_has "^ok: round 1: 0:05 ann A1: wrong shape: 1 cell given, the shape has 2; round 1's answers from 0:05$" \
    "the standard rule: a wrong shape is said at once"
out_has "^ok: round 1: 0:20 ann A1-A2: pending, due at 0:50; " "and its player answers again"

# The same match with --record: the file holds what was accepted, a
# refused line as a comment, and the take-back; pa-score reads it to the
# same end.
{ cat "$WORK/head"
  cat <<'EOF2'
1 ann answer 0:40 A1-A2-B1
1 bob answer 0:20 A5-A6-B6
1 bob answer 0:45 A5-A6-B6
undo
2 bob answer 0:06 A1-A2-A3-A4
EOF2
} >"$WORK/typed"
rm -f "$WORK/g.rec"
run pa-score --live --record "$WORK/g.rec" <"$WORK/typed"
status_is 1 "an answer refused: exit 1"
sed 's/^1 bob answer 0:20 A5-A6-B6$/# refused: & -- round 1'"'"'s last answer was given at 0:40: answers are entered in the order they are given/' \
    "$WORK/typed" >"$WORK/g.want"
cmp -s "$WORK/g.rec" "$WORK/g.want"
ok $? "the record file holds the accepted lines, the refusal as a comment, and undo"
"$BIN/pa-score" "$WORK/g.rec" >"$WORK/g.batch"
status=$?
[ $status = 0 ]
ok $? "pa-score accepts the record file"
tail -n 3 "$OUT" >"$WORK/g.end"
tail -n 3 "$WORK/g.batch" | cmp -s - "$WORK/g.end"
ok $? "and comes to the live session's end"
grep -q '^round 1: 0:40 ann A1-A2-B1: correct at 1:10, 3 points$' "$WORK/g.batch"
ok $? "pa-score: ann's answer right, as said live"

# Resumed: the record file is read again, and the session goes on from it.
printf '2 ann answer 0:50 A1-A2-A3-A4\n' >"$WORK/more"
run pa-score --live --record "$WORK/g.rec" <"$WORK/more"
status_is 0 "a session resumed from its record file"
out_is "resumed from $WORK/g.rec: 10 events; round 2's answers from 0:06, bob waiting until 0:36
ok: round 2: 0:06 bob A1-A2-A3-A4: correct at 0:36, 4 points; round 2: 0:50 ann A1-A2-A3-A4: disregarded: the round ended at 0:36; round 2: ann 3, bob 4; round 2 ended at 0:36: round 3's answers, or the showdown
showdown: ann submitted nothing, 0 points
showdown: bob submitted nothing, 0 points
final: ann 3, bob 4; bob wins (more points)" \
    "it says where the match stands, then answers the new line: bob's answer was first, the round ended"
[ "$(tail -n 1 "$WORK/g.rec")" = "2 ann answer 0:50 A1-A2-A3-A4" ]
ok $? "the new line is appended to the record file"

# JSON Lines: one object per line read, every key always there.
{ cat "$WORK/head"; printf '# a comment\n1 ann answer 0:40 A1-A2-B1\n1 ann answer 0:30 A1-A2-B1\n'; } |
    run pa-score --live --json
[ "$(wc -l <"$OUT")" = 15 ]
ok $? "--json: an object for each of the 14 lines, and one for the end"
keys=$(jq -c 'keys_unsorted' "$OUT" | sort -u)
[ "$keys" = '["file","game","answer","input","said","variant","players","rounds","showdown","total","winner","reason","line","col","message"]' ]
ok $? "--json: the same keys in every object, pa-score's among them"
jq -r '.answer' "$OUT" | tr '\n' ' ' >"$WORK/answers"
[ "$(cat "$WORK/answers")" = "accepted accepted accepted accepted accepted accepted accepted accepted accepted accepted accepted comment accepted refused end " ]
ok $? "--json: each line's answer"
[ "$(jq -c 'select(.answer == "refused") | [.line, .col]' "$OUT")" = '[14,14]' ]
ok $? "--json: the refusal's place"
tail -n 1 "$OUT" | jq -c 'del(.answer, .input, .said, .file)' >"$WORK/live.end"
{ cat "$WORK/head"; printf '1 ann answer 0:40 A1-A2-B1\n'; } | "$BIN/pa-score" --json | jq -c 'del(.file)' |
    cmp -s - "$WORK/live.end"
ok $? "--json: the end object is pa-score --json's"

# A crash: killed after each of the first lines, the record file holds
# exactly the lines accepted before the kill, and pa-score reads it to
# the end a session of those lines comes to.
{ cat "$WORK/head"
  printf '1 ann answer 0:10 B1-B2-C2\n1 bob answer 0:30 A1-A2-B1\n2 ann answer 0:05 A1-A2-A3-A4\n'
  printf '3 ann showdown X X O X + X\n3 bob showdown O O X + O X\n'; } >"$WORK/game"
live_crash_test pa-score "$WORK/game" 10

# Random matches (one in four Plus, three groups a round): pa-gen's grid
# and questions, answers drawn from
# pa-solve's solutions of each round and of the others, times rising,
# both showdowns whole; one answer put in before the answer entered
# before it (time runs forward: refused).  The live referee refuses it
# alone, its record file is the match without it, its end is pa-score's,
# and every fate it said is pa-score's line for that answer, each once.
case $BIN in
*san*)	games=40 ;;
*)	games=200 ;;
esac
seed=1
bad=0
while [ $seed -le $games ]; do
	case $((seed % 4)) in
	0)	plus=--plus ;;
	*)	plus= ;;
	esac
	"$BIN/pa-gen" --seed $seed --rounds 8 $plus |
	    sed 's/^\[Variant "[a-z]*"\]$/&\
[Players "ann bob"]/' >"$WORK/q.rec"
	"$BIN/pa-solve" "$WORK/q.rec" >"$WORK/q.sol"
	awk -v seed=$seed '
	FNR == NR { sub(/ group [0-9]+/, ""); split($0, w, /[: ]+/); r = w[2]; sol[r, ++ns[r]] = w[3]; nr = r > nr ? r : nr; all[++na] = w[3]; next }
	{ print }
	END {
		srand(seed)
		for (r = 1; r <= nr; r++) {
			t = 0
			k = int(rand() * 6)
			for (i = 0; i < k; i++) {
				t += 1 + int(rand() * 45)
				p = rand() < 0.5 ? "ann" : "bob"
				c = rand() < 0.4 ? sol[r, 1 + int(rand() * ns[r])] : all[1 + int(rand() * na)]
				printf "%d %s answer %d:%02d %s\n", r, p, t / 60, t % 60, c
			}
		}
	}' "$WORK/q.sol" "$WORK/q.rec" >"$WORK/r.rec"
	sd=$(($(sed -n 's/^\[Rounds "\([0-9]*\)"\]$/\1/p' "$WORK/q.rec") + 1))
	grep '^0 host grid' "$WORK/q.rec" | sed "s/^0 host grid/$sd ann showdown/" >>"$WORK/r.rec"
	grep '^0 host grid' "$WORK/q.rec" | sed "s/^0 host grid/$sd bob showdown/; s/ [OX+]$/ ./" >>"$WORK/r.rec"
	n=$(grep -c ' answer ' "$WORK/r.rec")
	if [ "$n" -gt 0 ]; then
		at=$((seed % n + 1))
		awk -v at=$at '{ print } / answer / && ++k == at { print $1, $2, "answer 0:00 A1-A2-A3" }' \
		    "$WORK/r.rec" >"$WORK/r.bad"
	else
		cp "$WORK/r.rec" "$WORK/r.bad"
	fi
	rm -f "$WORK/r.live"
	"$BIN/pa-score" --live --json --record "$WORK/r.live" <"$WORK/r.bad" >"$WORK/r.out"
	refused=$(jq -r '.answer' "$WORK/r.out" | grep -c '^refused$')
	[ "$n" = 0 ] || [ "$refused" = 1 ] || { bad=$((bad + 1)); echo "# seed $seed: $refused refused"; }
	grep -v '^#' "$WORK/r.live" | cmp -s - "$WORK/r.rec" || { bad=$((bad + 1)); echo "# seed $seed: record"; }
	"$BIN/pa-score" --json <"$WORK/r.rec" >"$WORK/r.batch"
	tail -n 1 "$WORK/r.out" | jq -c 'del(.answer, .input, .said)' |
	    cmp -s - "$WORK/r.batch" || { bad=$((bad + 1)); echo "# seed $seed: end"; }
	jq -r 'select(.answer == "accepted") | .said' "$WORK/r.out" | sed 's/; /\n/g' |
	    grep -E '^round [0-9]+: [0-9]+:[0-9]{2} ' | grep -v ': pending, due at ' | sort >"$WORK/r.said"
	"$BIN/pa-score" <"$WORK/r.rec" | grep -E '^round [0-9]+: [0-9]+:[0-9]{2} ' | sort >"$WORK/r.fates"
	cmp -s "$WORK/r.said" "$WORK/r.fates" || { bad=$((bad + 1)); echo "# seed $seed: fates"; }
	seed=$((seed + 1))
done
[ $bad = 0 ]
ok $? "$games random matches, an answer out of time put in each: refused alone, the record is the match, the end and every fate said are pa-score's ($bad faults)"

# --follow: a file another program appends to; it ends with the match.
: >"$WORK/f.rec"
"$BIN/pa-score" --follow "$WORK/f.rec" >"$LIVE_OUT" 2>"$LIVE_ERR" &
pid=$!
head -n 2 "$WORK/head" >>"$WORK/f.rec"
live_wait 2
ok $? "--follow: lines appended are answered"
printf '[Region "A1:A6"]\n' >>"$WORK/f.rec"
tail -n +4 "$WORK/head" >>"$WORK/f.rec"
printf '1 ann answ' >>"$WORK/f.rec"
live_wait 11
sleep 0.3
[ "$(live_lines)" = 11 ]
ok $? "--follow: half a line is not read until its end comes"
printf 'er 0:40 A1-A2-B1\n' >>"$WORK/f.rec"
live_wait 12
[ "$(sed -n 12p "$LIVE_OUT")" = "ok: round 1: 0:40 ann A1-A2-B1: pending, due at 1:10; round 1's answers from 0:40, ann waiting until 1:10" ]
ok $? "--follow: the line whole is answered"
printf '3 ann showdown X X O X + X\n3 bob showdown X X O X + .\n' >>"$WORK/f.rec"
live_wait 17
wait $pid
STATUS=$?
status_is 0 "--follow: the match over, pa-score --follow ends"
[ "$(sed -n 17p "$LIVE_OUT")" = "final: ann 9, bob 5; ann wins (more points)" ]
ok $? "--follow: with the final line (ann: 3 points and 6 cells, bob: 5 cells)"

# A person at a terminal: tmux.
tmux_start pa-score --live
tmux_wait '^the game.s tags, then its first event> ?$' "tmux: the prompt asks for the tags"
while IFS= read -r line; do
	tmux_type "$line"
done <"$WORK/head"
tmux_wait "^round 1's answers> ?$" "tmux: then says what comes next"
tmux_type '1 ann answer 0:40 A1-A2-B1'
tmux_wait "^ok: round 1: 0:40 ann A1-A2-B1: pending, due at 1:10; " "tmux: an answer taken, pending"
tmux_type '1 bob answer 0:30 A1-A2-B1'
tmux_wait "^refused: <stdin>:13:14: round 1's last answer was given at 0:40: " \
    "tmux: an answer given before it refused"
tmux_type 'show'
tmux_wait '^A X X O X \+ X$' "tmux: show draws the grid"
tmux_type 'moves'
tmux_wait '^round 1: E2-E3-F3$' "tmux: moves lists round 1's solutions"
tmux_type '3 ann showdown X X O X + X'
tmux_type '3 ann showdown O O X + O X'
tmux_type '3 bob showdown X X O X + .'
tmux_type '3 bob showdown O O X + O X'
tmux_wait '^final: ann 15, bob 11; ann wins \(more points\)$' "tmux: the final line at the end of the match"
tmux send-keys -t "$TMUX_SESSION" C-d
tmux_wait '^exit status 1$' "tmux: Control-D ends the session, exit 1 for the refused answer"
tmux_end

done_testing
