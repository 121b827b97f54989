#!/bin/sh
# The report every program that reads games gives (issue 13): each game
# named by file, number in its file and identifying tags; JSON Lines with
# every key always present, file and game first, and an object for a
# malformed game; --summary, --quiet.  nw-check is the program under test
# here; the others share lib/report.c.
. "$(dirname "$0")/lib.sh"
lines() { wc -l <"$1" | tr -d ' '; }

# Four games: one with Event, Date and Round, begun; one malformed by the
# game (a move with no path), one malformed as a record (a bad verb), and
# one with an illegal move.
cat >"$WORK/batch.rec" <<'EOT'
[Game "netzwerk"]
[Event "Club night"]
[Date "2026-11-20"]
[Round "2"]
[Players "ann bob"]
1 ann move a1-a2
[Game "netzwerk"]
[Players "ann bob"]
1 ann move a1
[Game "netzwerk"]
[Players "ann bob"]
1 ann 2x
[Game "netzwerk"]
[Players "cy dee"]
1 cy move c3-c4
EOT
B=$WORK/batch.rec

run nw-check "$B"
status_is 2 "a malformed game makes the batch exit 2"
out_is "$B: game 1 (Event \"Club night\", Date \"2026-11-20\", Round \"2\", ann v bob): no result yet, bob to move in round 1
$B: game 4 (cy v dee): illegal event on line 15: there is no robot on c3" \
    "text: each game named by file, number in its file, tags and players"

printf '[Game "netzwerk"]\n[Event "Club night"]\n[Date "2026-11-20"]\n[Round "2"]\n[Players "ann bob"]\n' >"$WORK/named.rec"
run nw-check "$WORK/named.rec"
out_is "$WORK/named.rec: game 1 (Event \"Club night\", Date \"2026-11-20\", Round \"2\", ann v bob): no result yet, ann to move in round 1" \
    "text: Event, Date, Round and the players"
printf '[Game "netzwerk"]\n[Round "7"]\n[Players "ann bob"]\n' | "$BIN/nw-check" >"$OUT" 2>"$ERR"
out_is '<stdin>: game 1 (Round "7", ann v bob): no result yet, ann to move in round 1' \
    "text: standard input is <stdin>, a tag missing is left out"

# JSON: every game an object, in order, each naming its file.
run nw-check --json "$B"
status_is 2 "--json: still exit 2"
[ "$(lines "$OUT")" = 4 ]; ok $? "--json: four games, four objects, malformed ones too"
sed -n 2p "$OUT" >"$WORK/got"
printf '%s\n' "{\"file\":\"$B\",\"game\":2,\"players\":null,\"board\":null,\"result\":null,\"reason\":null,\"events\":null,\"round\":null,\"to_move\":null,\"line\":9,\"col\":12,\"message\":\"malformed 'move' event: expected 'move SQUARE-SQUARE... [using FIELD,...], as in 'move c1-c2-c3 using C0,D0''\"}" >"$WORK/want"
cmp -s "$WORK/want" "$WORK/got"; ok $? "--json: a game malformed by its rules: its place and message, the other keys null"
sed -n 3p "$OUT" >"$WORK/got"
printf '%s\n' "{\"file\":\"$B\",\"game\":3,\"players\":null,\"board\":null,\"result\":null,\"reason\":null,\"events\":null,\"round\":null,\"to_move\":null,\"line\":12,\"col\":7,\"message\":\"expected a verb, found '2x': a letter, then letters, digits or _ . ' -\"}" >"$WORK/want"
cmp -s "$WORK/want" "$WORK/got"; ok $? "--json: a malformed record: the reader's place and message"
err_has "^nw-check: $B:12:7: expected a verb, found '2x'" "--json: the malformed record is still diagnosed on stderr"
# The same keys, in the same order, in every object.
for n in 1 2 3 4; do
	sed -n ${n}p "$OUT" | jq -c keys_unsorted
done | sort -u >"$WORK/keys"
[ "$(lines "$WORK/keys")" = 1 ]; ok $? "--json: every object has the same keys in the same order"
out_has "^\{\"file\":\"$B\",\"game\":4,.*\"line\":15,\"col\":11,\"message\":\"there is no robot on c3\"\}$" \
    "--json: an illegal event's place at the top level"

# The same objects whether the reader runs in a second thread or not.
REFKIT_THREADS=1 "$BIN/nw-check" --json "$B" >"$WORK/serial" 2>"$WORK/serial.err"
"$BIN/nw-check" --json "$B" >"$WORK/threaded" 2>"$WORK/threaded.err"
cmp -s "$WORK/serial" "$WORK/threaded"; ok $? "--json: the same with one thread and two"

# An input with no game: an object with game null.
printf '# nothing\n' >"$WORK/none.rec"
run nw-check --json "$WORK/none.rec"
status_is 2 "--json: no game in the input exits 2"
out_is "{\"file\":\"$WORK/none.rec\",\"game\":null,\"players\":null,\"board\":null,\"result\":null,\"reason\":null,\"events\":null,\"round\":null,\"to_move\":null,\"line\":1,\"col\":10,\"message\":\"no game in the input\"}" \
    "--json: no game in the input is an object too, game null"

# --summary: counted on stderr at the end, after the diagnostics.
run nw-check --summary "$B"
status_is 2 "--summary: the exit status unchanged"
[ "$(tail -n 1 "$ERR")" = "nw-check: 4 games read: 1 valid, 1 rejected, 2 malformed" ]
ok $? "--summary: 4 read, 1 valid, 1 rejected, 2 malformed"
run nw-check --summary "$WORK/named.rec" "$WORK/named.rec"
err_is "nw-check: 2 games read: 2 valid, 0 rejected, 0 malformed" "--summary: two files"

# --quiet: nothing at all, the exit status says it.
run nw-check --quiet "$B"
status_is 2 "--quiet: exit 2 for the malformed games"
[ ! -s "$OUT" ] && [ ! -s "$ERR" ]; ok $? "--quiet: nothing on stdout or stderr"
run nw-check --quiet --json "$WORK/named.rec"
status_is 0 "--quiet: exit 0 for a valid game"
[ ! -s "$OUT" ]; ok $? "--quiet --json: no object either"
run nw-check --quiet "$WORK/missing.rec"
status_is 2 "--quiet: a file that cannot be read exits 2"
err_has "missing.rec: No such file or directory" "--quiet: and is still said"

# Every program that reads whole games: a malformed record after a good
# game gives an object with the good game's keys, in the same order, its
# place and message in line, col and message.
for case in "nm-check fixtures/nm/square.rec netmatch" \
    "cw-check fixtures/cw/score.rec control-word" \
    "pa-score examples/pa/played.rec pattern-assembly" \
    "pa-solve examples/pa/typed-by-hand.rec pattern-assembly" \
    "nw-check examples/nw/won-4x4.rec netzwerk"; do
	set -- $case
	prog=$1 good=$2 game=$3
	{ cat $good; printf '[Game "%s"]\n[Players "ann bob"]\n1 ann 2x\n' $game; } >"$WORK/mixed.rec"
	n=$(grep -c '' "$WORK/mixed.rec")
	"$BIN/$prog" --json "$WORK/mixed.rec" >"$OUT" 2>"$ERR"
	[ $? = 2 ]; ok $? "$prog --json: a malformed game exits 2"
	head -n 1 "$OUT" | jq -c keys_unsorted >"$WORK/k1"
	tail -n 1 "$OUT" | jq -c keys_unsorted >"$WORK/k2"
	cmp -s "$WORK/k1" "$WORK/k2"; ok $? "$prog --json: the malformed game's object has every key"
	tail -n 1 "$OUT" | jq -r '[.file, .line, .col, .message] | @tsv' >"$WORK/got"
	printf '%s\t%s\t7\t%s\n' "$WORK/mixed.rec" $n "expected a verb, found '2x': a letter, then letters, digits or _ . ' -" >"$WORK/want"
	cmp -s "$WORK/want" "$WORK/got"; ok $? "$prog --json: the malformed game's file, line, column and message"
	head -n 1 "$OUT" | jq -r '[.file, .game] | @tsv' >"$WORK/got"
	printf '%s\t1\n' "$WORK/mixed.rec" >"$WORK/want"
	cmp -s "$WORK/want" "$WORK/got"; ok $? "$prog --json: the first object names its file and game 1"
	"$BIN/$prog" --summary "$WORK/mixed.rec" >/dev/null 2>"$ERR"
	tail -n 1 "$ERR" | grep -q "^$prog: [0-9]* games read: .*, 1 malformed$"
	ok $? "$prog --summary: the games read, one malformed"
	"$BIN/$prog" --quiet "$WORK/mixed.rec" >"$OUT" 2>"$ERR"
	[ $? = 2 ] && [ ! -s "$OUT" ] && [ ! -s "$ERR" ]; ok $? "$prog --quiet: exit 2 and nothing said"
done

# No progress line when stderr is not a terminal.
run nw-check "$B"
! grep -q 'games read' "$ERR"; ok $? "no progress on stderr that is not a terminal"

# Progress on a terminal: standard error a terminal (script(1) gives it
# one), standard output a pipe; the line is erased at the end.  Progress
# shows at most once a second, so the batch is made to last two at least:
# its output is read two seconds late (the program waits once the pipe is
# full).
if command -v script >/dev/null 2>&1; then
	awk 'BEGIN { for (i = 1; i <= 1000000; i++)
		print "[Game \"netzwerk\"]\n[Players \"ann bob\"]\n1 ann move a1-a2" }' \
	    >"$WORK/long.rec"
	TERM=dumb script -qc "'$BIN/nw-check' '$WORK/long.rec' |
	    (sleep 2; cat) >'$WORK/long.out'" /dev/null >"$WORK/tty" 2>&1
	grep -q 'nw-check: [0-9]* games read' "$WORK/tty"
	ok $? "a long batch shows how many games it has read on a terminal"
	tail -c 4 "$WORK/tty" | od -An -c | grep -q '\\r 033   \[   K'
	ok $? "the progress line is erased at the end"
	[ "$(grep -c '' "$WORK/long.out")" = 1000000 ]
	ok $? "standard output has the results alone"
else
	echo "ok $((tap_n + 1)) # SKIP script(1) is not installed"
	tap_n=$((tap_n + 1))
fi

done_testing
