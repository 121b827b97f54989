#!/bin/sh
# The record reader (refkit(7)), through pa-solve: every diagnostic fires
# at its line and column, a malformed game is skipped to the next one, and
# bad bytes of every kind get a clear error and exit 2, never a crash.
. "$(dirname "$0")/lib.sh"
R=fixtures/record

# errors.rec: 17 games; the first and the last are well-formed, each game
# between has one error (see the file).  Both good games are solved.
run pa-solve $R/errors.rec
status_is 2 "malformed games make the exit status 2"
out_is "round 1: A1-A2

round 1: A1-A2" "the well-formed games before and after the bad ones are read"
out_file_is $R/errors.out "the same, against the fixture"
cmp -s $R/errors.err "$ERR"; ok $? "each malformed game: one diagnostic at its line and column"
[ $? = 0 ] || diff $R/errors.err "$ERR" | sed 's/^/#   /'

good='[Game "pattern-assembly"]
0 host grid O X
1 host ask A1-A2 OX'

# CRLF line ends and a UTF-8 byte-order mark, as Windows editors write.
printf '\357\273\277%s\n' "$good" | sed 's/$/\r/' >"$WORK/crlf.rec"
run pa-solve "$WORK/crlf.rec"
status_is 0 "CRLF and a byte-order mark are accepted"
out_is "round 1: A1-A2" "CRLF record solved"

# A truncated record: cut in the middle of an event.
printf '%s\n1 host as' "$good" >"$WORK/cut.rec"
run pa-solve "$WORK/cut.rec"
status_is 2 "a record cut short"
err_is "pa-solve: $WORK/cut.rec:4:8: unknown verb 'as': this game's verbs are grid, ask, answer, showdown" \
    "the cut line is named"

printf '[Game "pattern-assembly"' >"$WORK/cut-tag.rec"
run pa-solve "$WORK/cut-tag.rec"
status_is 2 "a record cut inside its first tag"
err_is "pa-solve: $WORK/cut-tag.rec:1:1: malformed tag: expected [Name \"value\"]" "the cut tag is named"

# Binary junk.
head -c 4096 "$BIN/pa-solve" >"$WORK/junk.rec"
run pa-solve "$WORK/junk.rec"
status_is 2 "binary junk"
err_has "junk.rec:1:[0-9]+: (NUL byte|control character|invalid UTF-8)" "binary junk is named as such"
[ "$(wc -l <"$ERR")" -le 3 ]; ok $? "binary junk gives a few lines, not one per line"

# A 1 MB line.
{ echo "$good"; head -c 1048576 /dev/zero | tr '\0' 'x'; echo; } >"$WORK/long.rec"
run pa-solve "$WORK/long.rec"
status_is 2 "a 1 MB line"
err_is "pa-solve: $WORK/long.rec:4:4097: line is too long: 1048576 bytes, the limit is 4096" \
    "the long line is named with its length, at its first byte past the limit"

# Huge numbers.
printf '%s\n99999999999999999999999 host ask A1-A2 OX\n' "$good" >"$WORK/huge.rec"
run pa-solve "$WORK/huge.rec"
status_is 2 "a huge event number"
err_has "huge.rec:4:1: event number 99999999999999999999999 is too large" "the huge number is named"

printf '%s\n1 ann answer 0:05 A99999999\n' "$good" >"$WORK/hugecol.rec"
run pa-solve "$WORK/hugecol.rec"
status_is 2 "a huge column number"
err_has "hugecol.rec:4:14: malformed 'answer' event" "the bad answer is named"

# Invalid UTF-8 in a player's name.
printf '%s\n1 \303\050nn answer 0:05 A1-A2\n' "$good" >"$WORK/utf.rec"
run pa-solve "$WORK/utf.rec"
status_is 2 "invalid UTF-8"
err_is "pa-solve: $WORK/utf.rec:4:3: invalid UTF-8 (byte 0xc3): a record is UTF-8 text" \
    "invalid UTF-8 is named at its character"

# Columns count characters: a name in UTF-8 then an error after it.
printf '%s\n1 J\303\266rg answer 0:5 A1-A2\n' "$good" >"$WORK/cols.rec"
run pa-solve "$WORK/cols.rec"
status_is 2 "a bad time after a non-ASCII name"
err_has "cols.rec:4:15: malformed 'answer' event" "columns count characters, not bytes"

# An empty input holds no game: that is an error (refkit(7)); the
# hostile-input cases of every program are in hostile.t.
: >"$WORK/empty.rec"
run pa-solve "$WORK/empty.rec"
status_is 2 "an empty input has no game"
err_is "pa-solve: $WORK/empty.rec:1:1: no game in the input" \
    "an empty input: said at line 1, column 1"
[ ! -s "$OUT" ]; ok $? "an empty input prints nothing"

# Another game's record is named as such.
printf '[Game "netzwerk"]\n1 ann move a1 a2\n' >"$WORK/other.rec"
run pa-solve "$WORK/other.rec"
status_is 2 "another game's record"
err_is "pa-solve: $WORK/other.rec:1:7: this is a 'netzwerk' record, not a pattern-assembly one" \
    "another game is named"

# A game with no events runs on into the next game's tags: the duplicate
# tag's message says so when a blank line parts the two blocks of tags,
# and not for a tag given twice in one block.
printf '[Game "netzwerk"]\n[Players "ann bob"]\n\n[Game "netzwerk"]\n[Players "ann bob"]\n1 ann move d1-d2\n' >"$WORK/no-events.rec"
run nw-check "$WORK/no-events.rec"
status_is 2 "a game with no events before another game"
err_is "nw-check: $WORK/no-events.rec:4:1: tag Game given twice (first on line 1): the game there has no events, and a game's tags run on to its first event, blank lines or not" \
    "the duplicate tag's message says why the two games are one"
printf '[Game "netzwerk"]\n[Players "ann bob"]\n[Players "ann cy"]\n1 ann move d1-d2\n' >"$WORK/twice.rec"
run nw-check "$WORK/twice.rec"
status_is 2 "a tag given twice in one block"
err_is "nw-check: $WORK/twice.rec:3:1: tag Players given twice (first on line 2)" \
    "a tag given twice in one block: no word of games without events"

# Tag values with escapes.
printf '[Game "pattern-assembly"]\n[Event "the \\"club\\" final"]\n0 host grid O X\n1 host ask A1-A2 OX\n' >"$WORK/esc.rec"
run pa-solve "$WORK/esc.rec"
status_is 0 "escaped quotes in a tag value"

# Standard input, as '-' and as no file at all.
printf '%s\n' "$good" | "$BIN/pa-solve" - >"$OUT" 2>"$ERR"
ok $? "'-' reads standard input"
printf '%s\n' "$good" | "$BIN/pa-solve" >"$OUT" 2>"$ERR"
ok $? "no file reads standard input"
# Games of several files come out in order, each diagnostic in its place
# among the results, whether the next game is read in a second thread (the
# default on a machine with two processors) or not (REFKIT_THREADS=1).
printf '[Game "netzwerk"]\n[Players "ann bob"]\n1 ann move a1-a2\n[Game "netzwerk"]\n[Players "ann bob"]\nx ann move a1-a2\n[Game "netzwerk"]\n[Players "ann bob"]\n1 ann move a3-a4\n' >"$WORK/a.rec"
printf '[Game "netzwerk"]\n[Players "ann bob"]\n1 ann move b1-b2\n' >"$WORK/b.rec"
cat >"$WORK/order" <<EOT
$WORK/a.rec: game 1 (ann v bob): no result yet, bob to move in round 1
nw-check: $WORK/a.rec:6:1: expected an event number, found 'x': an event is NUMBER ACTOR VERB ARGUMENTS, as in '1 ann play ...'
$WORK/a.rec: game 3 (ann v bob): illegal event on line 9: there is no robot on a3
nw-check: $WORK/a.rec:9:12: there is no robot on a3
nw-check: $WORK/missing.rec: No such file or directory
$WORK/b.rec: game 1 (ann v bob): no result yet, bob to move in round 1
EOT
for threads in "" 1; do
	label=${threads:+serial}; label=${label:-threaded}
	REFKIT_THREADS=$threads "$BIN/nw-check" "$WORK/a.rec" "$WORK/missing.rec" \
	    "$WORK/b.rec" >"$OUT" 2>&1
	[ $? = 2 ]; ok $? "$label: a malformed game and a missing file make it 2"
	cmp -s "$WORK/order" "$OUT"; ok $? "$label: results and diagnostics in the order of the input"
done
# Many games through the second thread: every one in order.
i=1
while [ $i -le 200 ]; do
	printf '[Game "netzwerk"]\n[Players "ann bob"]\n[Round "%d"]\n1 ann move a1-a2\n' $i
	[ $((i % 7)) = 0 ] && printf '1 ann move q1-q2\n'
	[ $((i % 11)) = 0 ] && printf '1 ann battery A1\n'
	[ $((i % 13)) = 0 ] && printf '1 ann jump a1-a2\n'
	i=$((i + 1))
done >"$WORK/many.rec"
"$BIN/nw-check" "$WORK/many.rec" >"$WORK/threaded" 2>&1
REFKIT_THREADS=1 "$BIN/nw-check" "$WORK/many.rec" >"$OUT" 2>&1
cmp -s "$WORK/threaded" "$OUT"; ok $? "200 games, 56 faulty: the same output with and without the second thread"
# Only a game's first fault is told: 28 games have a square off the
# board (every 7th); of every 11th, 16 have a battery move with one field
# (77 and 154 are 7th games); of every 13th, 12 have an unknown verb (91
# and 182 are 7th games, 143 an 11th); the other 144 have a result.
[ "$(grep -c 'q1 is off' "$OUT")" = 28 ]; ok $? "28 squares off the board"
[ "$(grep -c "malformed 'battery' event" "$OUT")" = 16 ]; ok $? "16 malformed battery moves"
[ "$(grep -c "unknown verb 'jump'" "$OUT")" = 12 ]; ok $? "12 unknown verbs"
[ "$(grep -c ': game [0-9]* (Round "[0-9]*", ann v bob): ' "$OUT")" = 144 ]; ok $? "144 results"
# A caller slowed down (its output read a second late, once the pipe is
# full): the reader thread then replays games ahead of it (nw-check's
# work is split so), and every result and diagnostic is the same, in its
# place.
"$BIN/nw-moves" --random --seed 3 --games 2000 >"$WORK/random.rec"
REFKIT_THREADS=1 "$BIN/nw-check" "$WORK/random.rec" "$WORK/many.rec" \
    >"$WORK/serial" 2>&1
"$BIN/nw-check" "$WORK/random.rec" "$WORK/many.rec" 2>&1 |
    (sleep 1; cat) >"$WORK/slow"
cmp -s "$WORK/serial" "$WORK/slow"; ok $? "a slow reader of the output: the same output, in order"
[ "$(grep -c ": game " "$WORK/slow")" = 2144 ]; ok $? "a slow reader of the output: 2,000 results and 144"
# Faults the reader finds, of every kind, at a game's start, middle and
# end, before and after a line that is too long or a comment that is not
# text, among good games: each told as the serial reader tells it, in its
# place, and only the first of a game, whichever thread reads and
# replays the game.
long=$(printf '%5000s' x)
i=1
while [ $i -le 300 ]; do
	printf '[Game "netzwerk"]\n[Players "ann bob"]\n[Round "%d"]\n' $i
	printf '1 ann move e1-e2\n1 ann battery B1-B2\n'
	case $((i % 9)) in
	1) printf 'x ann move a1-a2\n1 ann move d1-d2\n' ;;
	2) printf '1 ann move d1-d2 # %s\n' "$long" ;;
	3) printf '# a comment \001 with a control character\n' ;;
	4) printf '1 ann move d1-d\377\n# \001\n' ;;
	5) printf '1 ann\n%s\n' "$long" ;;
	6) printf '1 \303\251va move d1-d2\n' ;;
	7) printf '# fine\n1 ann move d1-d2\n1 ann move\001 c1-c2\n' ;;
	esac
	printf '1 ann battery C1-C2\n'
	i=$((i + 1))
done >"$WORK/faults.rec"
cat "$WORK/random.rec" "$WORK/faults.rec" "$WORK/random.rec" >"$WORK/faults-mix.rec"
for json in "" --json; do
	REFKIT_THREADS=1 "$BIN/nw-check" $json "$WORK/faults-mix.rec" \
	    "$WORK/faults.rec" >"$WORK/serial" 2>&1
	"$BIN/nw-check" $json "$WORK/faults-mix.rec" "$WORK/faults.rec" \
	    >"$WORK/threaded" 2>&1
	"$BIN/nw-check" $json "$WORK/faults-mix.rec" "$WORK/faults.rec" 2>&1 |
	    (sleep 1; cat) >"$WORK/slow"
	cmp -s "$WORK/serial" "$WORK/threaded"; ok $? "faults the reader finds${json:+, --json}: the same output in two threads"
	cmp -s "$WORK/serial" "$WORK/slow"; ok $? "faults the reader finds${json:+, --json}: the same with a slow reader of the output"
done
# In the text output, each faulty game's one message: of the 300 games,
# kinds 1 to 3 have 34 each (games 1, 2, 3, 10, ... 300), kinds 4 to 8
# and 0 have 33; an actor beyond ASCII is not a player (kind 6), and the
# 66 games of kinds 8 and 0 have a result.
REFKIT_THREADS=1 "$BIN/nw-check" "$WORK/faults.rec" >"$OUT" 2>"$ERR"
[ "$(grep -c "expected an event number, found 'x'" "$ERR")" = 34 ]; ok $? "34 bad event numbers"
[ "$(grep -c "line is too long: 5019 bytes" "$ERR")" = 34 ]; ok $? "34 lines too long"
[ "$(grep -c "control character 0x01" "$ERR")" = 67 ]; ok $? "67 control characters (34 in comments, 33 in events)"
[ "$(grep -c "invalid UTF-8 (byte 0xff)" "$ERR")" = 33 ]; ok $? "33 bytes of invalid UTF-8, not the comment after them"
[ "$(grep -c "expected a verb after the actor" "$ERR")" = 33 ]; ok $? "33 events without a verb, not the long line after them"
[ "$(grep -c ":3: 'éva' is not one of the two players" "$ERR")" = 33 ]; ok $? "33 actors beyond ASCII, placed by characters"
[ "$(wc -l <"$ERR")" = 234 ]; ok $? "one message for each of the 234 faulty games"
[ "$(grep -c ': game ' "$OUT")" = 66 ]; ok $? "66 results"

# A game piped in is judged as soon as the next one begins, before the
# input ends: a referee pasting games one by one sees each verdict.  (The
# loop only guards against a hang: it waits up to 20 s.)
mkfifo "$WORK/fifo"
"$BIN/nw-check" <"$WORK/fifo" >"$OUT" 2>"$ERR" &
checker=$!
exec 3>"$WORK/fifo"
printf '[Game "netzwerk"]\n[Players "ann bob"]\n1 ann move a3-a4\n[Game "netzwerk"]\n' >&3
n=0
while [ $n -lt 200 ] && ! grep -q 'there is no robot on a3' "$ERR"; do
	sleep 0.1
	n=$((n + 1))
done
grep -q 'there is no robot on a3' "$ERR"; ok $? "a game piped in is judged when the next begins, the input still open"
printf '[Players "ann bob"]\n1 ann move b1-b2\n' >&3
exec 3>&-
wait $checker
[ $? = 1 ]; ok $? "then the input ends: exit 1 for the illegal move"
out_is '<stdin>: game 1 (ann v bob): illegal event on line 3: there is no robot on a3
<stdin>: game 2 (ann v bob): no result yet, bob to move in round 1' "the second game is judged at the end of the input"
done_testing
