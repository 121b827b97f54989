#!/bin/sh
# Seeded random legal games from nw-moves --random, replayed by nw-check:
# every game accepted, every Result tag it wrote borne out by the moves,
# every record written back byte for byte the same, and every way of
# winning seen.  (tests/unit/nwrandom.c checks, with counts of its own,
# that each winner is the one the end conditions name.)
. "$(dirname "$0")/lib.sh"

# 2000 games as built; the sanitizers are slower, so 800 under them.
case $BIN in
*san*)	scale=2 ;;
*)	scale=5 ;;
esac

seed=1
total=0
: >"$WORK/all.out"
while read -r board games opts; do
	n=$((games * scale))
	"$BIN/nw-moves" --random --seed $seed --games $n --board $board $opts \
	    >"$WORK/games.rec"
	ok $? "$n games on $board $opts"
	run nw-check "$WORK/games.rec"
	status_is 0 "$board $opts: every game legal, every Result tag right"
	[ "$(grep -c ': game [0-9]* ([a-z]* v [a-z]*): [a-z]* wins: ' "$OUT")" = \
	    "$(grep -c '^\[Result ' "$WORK/games.rec")" ]
	ok $? "$board $opts: a Result tag for each game won, and only those"
	[ "$(wc -l <"$OUT")" = $n ]; ok $? "$board $opts: $n results"
	cat "$OUT" >>"$WORK/all.out"
	run nw-check --write "$WORK/games.rec"
	out_file_is "$WORK/games.rec" "$board $opts: written back, the same bytes"
	seed=$((seed + n))
	total=$((total + n))
done <<'CONFIGS'
6x6 100
6x6 60 --control=bare
6x6 40 --compulsory-capture
4x4 60 --shared-battery-frozen
3x3 60 --compulsory-capture --control=bare
2x3 40
3x4 40 --shared-battery-frozen --control=bare
CONFIGS

[ $total -ge 400 ]; ok $? "$total games in all"
grep -q ': half their robots across (' "$WORK/all.out"
ok $? "some games won by half the robots across"
grep -q ': all enemy robots captured$' "$WORK/all.out"
ok $? "some won by capturing every enemy robot"
grep -q ': [a-z]* cannot move a robot in round ' "$WORK/all.out"
ok $? "some won because the opponent could not move"
done_testing
