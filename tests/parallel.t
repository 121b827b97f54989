#!/bin/sh
# A batch split over several jobs with GNU parallel gives what one process
# gives (issue 13, "past one machine"), as refkit(7) BATCHES says:
# - a file a job, --keep-order: the same bytes, each game named by its
#   file and its number there;
# - one stream cut into blocks of games (--pipe --recstart '[Game'):
#   the same results in the same order, each game named by its tags as
#   one process names it; only the number, counted in each block, differs.
# 100,000 games: won, not over, stopped by an illegal event, malformed.
. "$(dirname "$0")/lib.sh"
if ! command -v parallel >/dev/null 2>&1 ||
    ! parallel --version 2>/dev/null | grep -q 'GNU parallel'; then
	echo "1..0 # SKIP GNU parallel is not installed"
	exit 0
fi
PAR="parallel --will-cite --keep-order -j4"
GAMES=100000

# Each game: [Game], an Event that names it, then one of four bodies.
awk -v n=$GAMES 'BEGIN {
	for (i = 1; i <= n; i++) {
		print "[Game \"netzwerk\"]"
		printf "[Event \"batch game %d\"]\n", i
		print "[Players \"ann bob\"]"
		k = i % 4
		if (k == 0) {
			print "[Board \"4x4\"]"
			print "1 ann move a1-a2"
			print "1 bob move a4-a3"
			print "2 ann move a2-a3"
		} else if (k == 1) {
			print "1 ann move a1-a2"
		} else if (k == 2) {
			print "1 ann move a3-a4"
		} else
			print "1 ann 2x"
	}
}' >"$WORK/all.rec"
[ "$(grep -c '^\[Game' "$WORK/all.rec")" = $GAMES ]; ok $? "a stream of $GAMES games"

# One process, as the reference.
"$BIN/nw-check" "$WORK/all.rec" >"$WORK/one.out" 2>"$WORK/one.err"
[ $? = 2 ]; ok $? "one process: exit 2 for the malformed games"
[ "$(wc -l <"$WORK/one.out")" = 75000 ]; ok $? "one process: 75,000 results, 25,000 malformed games diagnosed"
grep -q ': game 2 (Event "batch game 2", ann v bob): illegal event on line 8: there is no robot on a3$' "$WORK/one.out"
ok $? "one process: game 2 moves from a3, where no robot starts"

# A file a job: four files of 25,000 games each.
awk -v dir="$WORK" '/^\[Game/ { if (n++ % 25000 == 0) f = dir "/part" ++p ".rec" } { print > f }' "$WORK/all.rec"
"$BIN/nw-check" "$WORK"/part*.rec >"$WORK/files1.out" 2>"$WORK/files1.err"
$PAR "$BIN/nw-check" ::: "$WORK"/part*.rec >"$WORK/files4.out" 2>"$WORK/files4.err"
[ $? = 4 ]; ok $? "a file a job: parallel counts four jobs that exit non-zero"
cmp -s "$WORK/files1.out" "$WORK/files4.out"
ok $? "a file a job: the same bytes as one process, games named by file and number"
cmp -s "$WORK/files1.err" "$WORK/files4.err"
ok $? "a file a job: the same diagnostics, in order"
"$BIN/nw-check" --json "$WORK"/part*.rec >"$WORK/files1.json" 2>/dev/null
$PAR "$BIN/nw-check" --json ::: "$WORK"/part*.rec >"$WORK/files4.json" 2>/dev/null
cmp -s "$WORK/files1.json" "$WORK/files4.json"
ok $? "a file a job, --json: the same bytes"
[ "$(wc -l <"$WORK/files4.json")" = $GAMES ]; ok $? "--json: an object for each of the $GAMES games"

# One stream in blocks: each game named by its tags; a line number counts
# in the block, as the game number does.
"$BIN/nw-check" <"$WORK/all.rec" >"$WORK/pipe1.out" 2>/dev/null
$PAR --pipe --recstart '[Game' --block 256k "$BIN/nw-check" \
    <"$WORK/all.rec" >"$WORK/pipe4.out" 2>/dev/null
[ $? -ne 0 ]; ok $? "--pipe: jobs with malformed games fail"
[ "$(sort -u "$WORK/pipe4.out" | wc -l)" = 75000 ]; ok $? "--pipe: 75,000 results, none twice"
strip='s/^<stdin>: game [0-9]* /<stdin>: game /; s/ on line [0-9]*: /: /'
sed "$strip" "$WORK/pipe1.out" >"$WORK/pipe1.names"
sed "$strip" "$WORK/pipe4.out" >"$WORK/pipe4.names"
cmp -s "$WORK/pipe1.names" "$WORK/pipe4.names"
ok $? "--pipe: the same results in the same order, each game named by the same tags"
[ "$(sed 's/^<stdin>: game \([0-9]*\) .*/\1/' "$WORK/pipe4.out" | sort -un | tail -n 1)" -lt $GAMES ]
ok $? "--pipe: games numbered in each block (more than one block)"
"$BIN/nw-check" --json <"$WORK/all.rec" 2>/dev/null | jq -c 'del(.game, .line)' >"$WORK/pipe1.json"
$PAR --pipe --recstart '[Game' --block 256k "$BIN/nw-check" --json \
    <"$WORK/all.rec" 2>/dev/null | jq -c 'del(.game, .line)' >"$WORK/pipe4.json"
cmp -s "$WORK/pipe1.json" "$WORK/pipe4.json"
ok $? "--pipe --json: the same objects but for game and line, malformed ones too"

done_testing
