#!/bin/sh
# Memory bounded by the record (issue 8): each program runs on a long
# generated record under a limit of address space far above what the
# record needs and far below what the old readers took, and must give the
# exact result the rules give.  No timing is asserted.
#
# The limits hold for one thread (REFKIT_THREADS=1): a second thread
# reserves 64 MB of address space for its own malloc arena, which
# ulimit -v counts though it is never used.  A build with the sanitizers
# reserves terabytes of shadow memory and cannot start under any limit:
# there the programs run without one, and the results are still checked.
. "$(dirname "$0")/lib.sh"

# (The probe's stderr is the shell's too: it says "Aborted" when a
# sanitized build cannot start.)
LIMITS=no
{ (ulimit -v 4000000 && "$BIN/pa-solve" --version) >/dev/null &&
    LIMITS=yes; } 2>/dev/null

# limited KIB PROG ARGS...: run PROG as run does, in one thread, under a
# limit of KIB KiB of address space where the build allows one.
limited() {
	kib=$1
	prog=$2
	shift 2
	if [ "$LIMITS" = yes ]; then
		(ulimit -v "$kib" && REFKIT_THREADS=1 exec "$BIN/$prog" "$@") \
		    >"$OUT" 2>"$ERR"
	else
		REFKIT_THREADS=1 "$BIN/$prog" "$@" >"$OUT" 2>"$ERR"
	fi
	STATUS=$?
}

# A Netzwerk game of N events (N even): each side steps a robot forward,
# then sideways and back, for ever.  A robot on rank 2 has the batteries
# of the first row of fields beside it, one a step; the rules let robots
# move sideways, so every event is legal and no robot ever reaches the
# far side.  Two events a round, South's first: after N events it is
# South's turn in round N / 2 + 1, and the game is not over.
nw_game() {
	awk -v n="$1" 'BEGIN {
		print "[Game \"netzwerk\"]"
		print "[Players \"ann bob\"]"
		print "1 ann move a1-a2"
		print "1 bob move a6-a5"
		for (i = 1; i < n / 2; i++)
			if (i % 2)
				printf "%d ann move a2-b2\n%d bob move a5-b5\n", i + 1, i + 1
			else
				printf "%d ann move b2-a2\n%d bob move b5-a5\n", i + 1, i + 1
	}'
}

# A Pattern Assembly match of 26 + 20 N events on the grid of
# fixtures/pa/score-standard.rec: 20 rounds, each asking the rules' own
# example, the shape A1-B1-B2-B3-C3 holding O O X + +, of which
# C3-D3-D4-D5-E5 is a solution on that grid.  In each round ann answers
# C3-D3-D4-D5-E5 at 0:10 (correct when her wait ends at 0:40, 5 points: a
# point a cell), and bob answers A1-B1-B2-B3-C3, which holds O O X X X,
# N - 1 times from 0:00.
pa_match() {
	awk -v per="$1" 'BEGIN {
		print "[Game \"pattern-assembly\"]"
		print "[Variant \"standard\"]"
		print "[Players \"ann bob\"]"
		print "[Rounds \"20\"]"
		print "0 host grid X X O X + X"
		print "0 host grid O O X + O X"
		print "0 host grid + O X X O +"
		print "0 host grid X + O + O +"
		print "0 host grid O X O + + O"
		print "0 host grid + + X + O X"
		for (r = 1; r <= 20; r++)
			print r " host ask A1-B1-B2-B3-C3 OOX++"
		for (r = 1; r <= 20; r++) {
			print r " ann answer 0:10 C3-D3-D4-D5-E5"
			for (k = 1; k < per; k++)
				printf "%d bob answer %d:%02d A1-B1-B2-B3-C3\n",
				    r, int((k % 180) / 60), k % 60
		}
	}'
}

nw_game 1000000 >"$WORK/nw-1e6.rec"
nw_game 100000 >"$WORK/nw-1e5.rec"
pa_match 5000 >"$WORK/pa-1e5.rec"
[ "$(grep -c '^[0-9]' "$WORK/pa-1e5.rec")" = 100026 ] &&
    [ "$(grep -c '^[0-9]' "$WORK/nw-1e6.rec")" = 1000000 ]
ok $? "the records have 100,026 and 1,000,000 events"

# nw-check: one game of 10^6 events (21 MB) in 240 MB, where the reader
# took 340 MB before; 20 games of 10^5 events in 96 MB, where the reader
# kept 16 games at once (180 MB).
limited 240000 nw-check "$WORK/nw-1e6.rec"
status_is 0 "nw-check: a game of 1,000,000 legal events, in 240 MB"
out_is "$WORK/nw-1e6.rec: game 1 (ann v bob): no result yet, ann to move in round 500001" \
    "nw-check: after 1,000,000 events, South to move in round 500,001"

for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	cat "$WORK/nw-1e5.rec"
done >"$WORK/nw-20.rec"
limited 96000 nw-check "$WORK/nw-20.rec"
status_is 0 "nw-check: 20 games of 100,000 events, in 96 MB"
awk -v f="$WORK/nw-20.rec" '{ print f ": game " NR " (ann v bob): no result yet, ann to move in round 50001" }' \
    "$WORK/nw-20.rec" | head -20 >"$WORK/want-20"
out_file_is "$WORK/want-20" "nw-check: each of the 20 games stops in round 50,001"

# pa-solve keeps no answer: 10^5 events (2.7 MB) in 64 MB, where it took
# 450 MB before (4.4 KB an answer).  Its solutions are those of the
# independent brute force.
limited 64000 pa-solve "$WORK/pa-1e5.rec"
status_is 0 "pa-solve: a match of 100,026 events, in 64 MB"
perl tests/brute.pl "$WORK/pa-1e5.rec" >"$WORK/brute.out"
out_file_is "$WORK/brute.out" "pa-solve: the brute force's solutions, every round"
grep -q '^round 20: C3-D3-D4-D5-E5$' "$WORK/brute.out"
ok $? "pa-solve: the brute force finds ann's answer a solution"

# pa-score keeps what judging needs: 10^5 events in 128 MB, where it took
# 480 MB before.
limited 128000 pa-score "$WORK/pa-1e5.rec"
status_is 0 "pa-score: a match of 100,026 events, in 128 MB"
[ "$(grep -c '^round [0-9]*: 0:10 ann C3-D3-D4-D5-E5: correct at 0:40, 5 points$' "$OUT")" = 20 ]
ok $? "pa-score: ann's answer is correct at 0:40 in each of the 20 rounds, 5 points"
out_has '^round 20: ann 100, bob 0$' "pa-score: 5 points a round, 100 after round 20"
out_has '^final: ann 100, bob 0; ann wins \(more points\)$' \
    "pa-score: ann wins 100 to 0"
[ "$(grep -c ' bob A1-B1-B2-B3-C3: ' "$OUT")" = $((20 * 4999)) ]
ok $? "pa-score: every one of bob's answers has its line"

# pa-score keeps no round it has decided (issue #22): a match of 999,986
# events, 999,960 answers (the reader's limit is 10^6 events a game), in
# 192 MB, where it took 237 MB before (235 bytes an answer); pa-solve,
# which keeps no answer, takes 157.  The rules give the same fates as
# for 10^5 events: ann's answer correct at 0:40 in every round, 5 points
# (a point a cell), every one of bob's 49,997 a round after it disregarded.
pa_match 49998 >"$WORK/pa-1e6.rec"
limited 192000 pa-score "$WORK/pa-1e6.rec"
status_is 0 "pa-score: a match of 999,986 events, in 192 MB"
[ "$(grep -c '^round [0-9]*: 0:10 ann C3-D3-D4-D5-E5: correct at 0:40, 5 points$' "$OUT")" = 20 ]
ok $? "pa-score: 999,986 events: ann's answer correct at 0:40 in each of the 20 rounds"
out_has '^final: ann 100, bob 0; ann wins \(more points\)$' \
    "pa-score: 999,986 events: ann wins 100 to 0"
[ "$(grep -c ' bob A1-B1-B2-B3-C3: ' "$OUT")" = $((20 * 49997)) ]
ok $? "pa-score: 999,986 events: every one of bob's answers has its line"
rm -f "$WORK/pa-1e6.rec"

# pa-gen lists the groups of the shape it draws from, not of all 4,655
# free 10-cell shapes at once (1.7 GB before): 64 MB.  Its question has
# 10 cells and a solution on its grid.
limited 64000 pa-gen --seed 1 --rows 26 --cols 20 --sizes 10 --rounds 1
status_is 0 "pa-gen: a 26x20 grid and a 10-cell shape, in 64 MB"
out_has '^1 host ask [A-Z][0-9]+(-[A-Z][0-9]+){9} [OX+]{10}$' \
    "pa-gen: one question of 10 cells"
cp "$OUT" "$WORK/gen.rec"
run pa-solve --count "$WORK/gen.rec"
status_is 0 "pa-gen: the question has a solution"

done_testing
