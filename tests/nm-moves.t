#!/bin/sh
# nm-moves: every legal next event of a NetMatch position, as a record
# writes it; seeded random legal games.  The counts follow from the rules
# (nm-check(1), RULES) on the default network (nm-network(5)).
. "$(dirname "$0")/lib.sh"
F=fixtures/nm

# The start of a two-player partial game: ann's red pawns stand on R1 to
# R12, four a side in the order circle, square, triangle, star.  A pawn
# moves to a neighboring node that is empty (or holds its own color and
# symbol): R1 to R48 (blue's side, not played), R2 and R3 to I1, R6 and
# R7 to I2, R10 and R11 to I3, R12 to R13 (yellow's side, not played);
# R4, R5, R8 and R9 have no empty neighbor.  8 moves, and the gambit.
printf '[Game "netmatch"]\n[Players "ann:red bob:green"]\n[Words "red:TEST green:BEAR"]\n' >"$WORK/start.rec"
run nm-moves "$WORK/start.rec"
status_is 0 "the start"
out_has '^# after 0 events: ann to play turn 1$' "the heading: ann to play turn 1"
[ "$(grep -c '^1 ann move ' "$OUT")" = 8 ]; ok $? "the start: 8 moves"
for m in R1-R48 R2-I1 R3-I1 R6-I2 R7-I2 R10-I3 R11-I3 R12-R13; do
	grep -q "^1 ann move $m\$" "$OUT" || echo "#   no $m"
done
[ "$(grep -cE '^1 ann move (R1-R48|R2-I1|R3-I1|R6-I2|R7-I2|R10-I3|R11-I3|R12-R13)$' "$OUT")" = 8 ]
ok $? "the start: the 8 moves the network allows"
out_has '^1 ann gambit WORD  # any word, right or wrong$' "the start: the word gambit"
! grep -q 'match\|reveal\|pass\|bob' "$OUT"; ok $? "the start: no match before a move, nobody else"
grep -v Words "$WORK/start.rec" >"$WORK/nowords.rec"
run nm-moves "$WORK/nowords.rec"
! grep -q gambit "$OUT"; ok $? "no Words tag: no gambit, nm-check could not judge it"

run nm-moves --json "$WORK/start.rec"
[ "$(wc -l <"$OUT")" = 9 ]; ok $? "--json: 9 objects"
out_has '^\{"file":"'"$WORK"'/start.rec","game":1,"event":"1 ann move R1-R48","number":1,"player":"ann","verb":"move","from":"R1","to":"R48","node":null,"color":null,"symbol":null\}$' \
    "--json: every key, null where it does not apply"

# ends.rec, game 1: "40 dan move I10-R38" brings dan's second blue
# square onto R38 (one was matched away in turn 12): a pairwise match is
# legal, a multi-way match is not while two copies remain.
run nm-moves --at 42 $F/ends.rec
status_is 0 "--at 42"
out_has '^# after 42 events: dan to play turn 40, or ann turn 41 once dan.s ends$' "--at 42: the heading"
out_has '^40 dan match R38$' "--at 42: dan may match the two squares on R38"
! grep -q 'reveal' "$OUT"; ok $? "--at 42: no token while two blue squares remain"
! grep -q '^40 dan move' "$OUT"; ok $? "--at 42: dan has moved"
out_has '^41 ann move ' "--at 42: ann may begin turn 41"
out_has '^41 ann gambit WORD ' "--at 42: or make the word gambit"
run nm-moves --at 43 $F/ends.rec
out_has '^40 dan reveal square$' "--at 43: one blue square left, its token may be taken"
! grep -q '^40 dan match' "$OUT"; ok $? "--at 43: no pawn left to match"

# A game over has no next event.
run nm-moves $F/ends.rec
status_is 0 "a game over"
out_is '# the game is over: dan won: discovered all four letters of their word, BIRD' "a game over: the heading alone"

# Random games: the same seed, the same bytes (locked by a golden file).
run nm-moves --random --seed 7 --games 2 --players 3 --max-turns 40
status_is 0 "--random --seed 7"
out_file_is $F/random-seed7.rec "--random --seed 7: the golden games"
cp "$OUT" "$WORK/a.rec"
run nm-moves --random --seed 8 --players 3 --max-turns 40
! cmp -s "$OUT" "$WORK/a.rec"; ok $? "another seed, another game"
run nm-check "$WORK/a.rec"
status_is 0 "the golden games are legal"

# Usage.
run nm-moves --random
status_is 2 "--random without --seed"
run nm-moves --seed 1 "$WORK/start.rec"
status_is 2 "--seed without --random"
run nm-moves --random --seed 1 --players 5
status_is 2 "--players 5"
err_has 'players' "--players 5: named"
run nm-moves --random --seed 1 --variant half
status_is 2 "--variant half"
run nm-moves --at 99 "$WORK/start.rec"
status_is 2 "--at past the end"
printf '[Game "netmatch"]\n[Players "ann:red bob:green"]\n1 ann move R4-R5\n' >"$WORK/bad.rec"
run nm-moves "$WORK/bad.rec"
status_is 1 "an illegal event before the position"
printf '\001\002junk\n' | "$BIN/nm-moves" >"$OUT" 2>"$ERR"; STATUS=$?
status_is 2 "binary junk"
done_testing
