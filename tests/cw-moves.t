#!/bin/sh
# cw-moves: every legal play of the player on turn, best score in play
# first, as the record writes it; replacements of one square and of two;
# random games locked by a golden file.  Positions from fixtures/cw/score.rec, whose
# first game is scored by hand: ann (AEQRTUY) plays QUERY down through
# REGATTA's E, 5 letters for 2 points and 2 for the Q; bob plays YET from
# QUERY's Y, 3 letters for 0.
. "$(dirname "$0")/lib.sh"
F=fixtures/cw

run cw-moves --at 6 $F/score.rec
status_is 0 "ann's first turn"
out_is_first() {
	[ "$(head -n 1 "$OUT")" = "$1" ]; ok $? "$2"
}
out_is_first '# after 6 events: round 1, word phase, ann to play' \
    "the heading says where the game stands"
out_has '^1 ann play 1,7 down QU\(E\)RY  # 4$' \
    "QUERY through the mat's E: 2 for 5 letters and 2 for Q"
out_has '^1 ann play 0,6 down QUA\(R\)TER  # 9$' \
    "QUARTER through REGATTA's R: 7 for 7 letters and 2 for Q"
# Best first: the points never rise down the list.
grep -v '^#' "$OUT" | sed 's/.*# //' | sort -s -rn -c 2>/dev/null
ok $? "best score in play first"
# Every letter a play puts down comes from the rack AEQRTUY: no word uses
# a tile ann lacks, and none is blue (she holds no blue tile).
grep -v '^#' "$OUT" | sed 's/  #.*//; s/.* //; s/([A-Z]*)//g' >"$WORK/new"
! grep -q '[^AEQRTUY]' "$WORK/new"; ok $? "new tiles only from AEQRTUY"
! grep -q '\([A-Z]\).*\1' "$WORK/new"
ok $? "no letter twice: the rack holds one of each"

# Each play listed is legal: the referee takes it as ann's turn.  (The
# first, the last and every 37th, so the test stays quick.)
awk 'NR >= 8 && NR <= 18 && !/^\[Result/' $F/score.rec >"$WORK/pos.rec"
grep -v '^#' "$OUT" | awk 'NR == 1 || NR % 37 == 0 { print } END { print }' |
    sed 's/  #.*//' >"$WORK/some"
bad=0
while read -r line; do
	{ cat "$WORK/pos.rec"; echo "$line"; } >"$WORK/try.rec"
	"$BIN/cw-check" "$WORK/try.rec" >/dev/null 2>&1 || {
		bad=1
		echo "#   refused: $line"
	}
done <"$WORK/some"
ok $bad "every play sampled is legal by cw-check"

# A blue tile and an own tile of one letter: own first, blue for the rest.
{ cat "$WORK/pos.rec"; echo "1 ann swap T e"; } >"$WORK/swap.rec"
run cw-moves "$WORK/swap.rec"
out_has '^1 ann play 1,7 down QU\(E\)RY  # 4$' "QUERY still, with T swapped"
grep -v '^#' "$OUT" | sed 's/  #.*//; s/.* //; s/([A-Z]*)//g' >"$WORK/new"
grep -q 'E.*e' "$WORK/new"; ok $? "a word with two new Es: the own E, then the blue e"
! grep e "$WORK/new" | grep -qv E; ok $? "never the blue e while the own E is free"
! grep -q T "$WORK/new"; ok $? "no T once it went back to the bag"

# Bob, after his redraws, holds EINST: YET from QUERY's Y is listed.
run cw-moves --at 9 $F/score.rec
out_has '^1 bob play 1,11 across \(Y\)ET  # 0$' "bob's YET: 3 letters, 0"

# The replacement phase: ann holds A, E and T.  She replaces other
# colors' tiles and blue ones, never her own: YET's black E with her E
# (the color changes), the mat's blue E of XYLENE; QUERY's red tiles, at
# 1,7 to 1,11 (but its E, the mat's), are hers.
run cw-moves --at 10 $F/score.rec
out_is_first '# after 10 events: round 1, replacement phase, ann to replace' \
    "the replacement phase"
out_has '^1 ann replace 2,11 E  # 0$' "YET's black E, by her own E"
out_has '^1 ann replace 1,3 E  # 0$' "XYLENE's blue E, the same letter"
! grep -q 'replace 1,\(7\|8\|10\|11\) ' "$OUT"; ok $? "never her own red tiles"
! grep -q 'replace [0-9-]*,[0-9-]* [^AET]' "$OUT"; ok $? "only A, E or T"
# A letter that changes keeps every word through its square a word:
# REGATTA's G (2,9) becomes none of REAATTA, REEATTA, RETATTA.
! grep -q 'replace 2,9 ' "$OUT"; ok $? "REGATTA's G: no word with A, E or T"
out_has '^1 ann replace 3,11 T  # 0$' "YET's T: the color changes only"
# Two squares of one word, as the rules' repast to repent: the mat's
# EYELID (1,5 to 6,5, blue) becomes EYELET with her E and T; neither
# EYELED nor EYELIT is a word, so neither square alone is listed, and
# neither square has a word down.
out_has '^1 ann replace 5,5 E 6,5 T  # 0$' "EYELID to EYELET: two squares"
! grep -q 'replace \(5,5\|6,5\) [A-Z]  #' "$OUT"
ok $? "neither square of EYELET alone"
! grep -q 'replace [0-9-]*,[0-9-]* [A-Z] [0-9-]*,[0-9-]* [^AET]' "$OUT"
ok $? "two squares: only A, E or T too"
awk 'NR >= 8 && NR <= 22 && !/^\[Result/' $F/score.rec >"$WORK/ten.rec"
{ cat "$WORK/ten.rec"; echo "1 ann replace 5,5 E 6,5 T"; } >"$WORK/two.rec"
run cw-check "$WORK/two.rec"
status_is 0 "cw-check takes the two-square turn"
out_has 'bob to replace' "as ann's turn: bob's is next"
{ cat "$WORK/ten.rec"; echo "1 ann replace 5,5 E"; } >"$WORK/one.rec"
run cw-check "$WORK/one.rec"
status_is 1 "one square of it alone is refused"
out_has 'EYELED is not a word' "EYELED is no word"

# The game over: nothing to list.
run cw-moves $F/score.rec
status_is 0 "the first game, over"
[ "$(grep -vc '^#' "$OUT")" = 0 ]; ok $? "no plays once the game is over"

# JSON: one object a play, every key present.
run cw-moves --json --at 6 $F/score.rec
status_is 0 "--json"
[ "$(wc -l <"$OUT")" = "$(grep -c '"event":"1 ann play' "$OUT")" ]
ok $? "one object a play"
out_has '^\{"file":"fixtures/cw/score.rec","game":1,"event":"1 ann play 1,7 down QU\(E\)RY","number":1,"player":"ann","verb":"play","move":"1,7 down QU\(E\)RY","points":4\}$' \
    "QUERY as JSON"

# Errors.
run cw-moves --at 13 $F/score.rec
status_is 2 "--at past the game's events"
err_is "cw-moves: $F/score.rec:8:1: --at 13: the game has 12 events" \
    "--at past the end is named"
{ cat "$WORK/pos.rec"; echo "1 bob pass"; echo "1 ann pass"; } >"$WORK/bad.rec"
run cw-moves --at 7 "$WORK/bad.rec"
status_is 1 "bob passes in ann's turn, before the position"
err_has "bad.rec:11:.*it is ann's turn" "the event and the rule are named"
printf '' >"$WORK/empty.rec"
run cw-moves "$WORK/empty.rec"
status_is 2 "no game"
run cw-moves --random
status_is 2 "--random without --seed"
run cw-moves --seed 3
status_is 2 "--seed without --random"
run cw-moves --random --seed 1 --players 5
status_is 2 "five players"
run cw-moves --random --seed 1 --rules 2018-05
status_is 2 "rules of no such version"
err_has "2018-03 or 2018-04-04, not '2018-05'" "the versions are named"
# --rules replays the record by the rules named: score.rec rolls one die,
# which the rules of 2018-04-04 refuse.
run cw-moves --rules 2018-04-04 --at 6 $F/score.rec
status_is 1 "score.rec by the rules of 2018-04-04: its roll is refused"
err_has 'score.rec:1[0-9]:.*two dice' "the one-die roll is named"

# Random games by the rules of 2018-04-04: the Rules tag, both dice at
# setup and every round, accepted by cw-check under that tag.
run cw-moves --random --rules 2018-04-04 --seed 9 --games 20 --players 3
status_is 0 "twenty random games by the rules of 2018-04-04"
cp "$OUT" "$WORK/later.rec"
[ "$(grep -c '^\[Rules "2018-04-04"\]$' "$WORK/later.rec")" = 20 ]
ok $? "each with its Rules tag"
! grep ' host roll' "$WORK/later.rec" | grep -qv 'roll [6-9] [2-5]$'
ok $? "every roll of two dice: the draw die 6-9, the replacement die 2-5"
run cw-check "$WORK/later.rec"
status_is 0 "cw-check accepts them"

# Random games: the same bytes on every machine, locked by a golden file.
run cw-moves --random --seed 42 --games 3 --players 3
status_is 0 "three random games"
out_file_is $F/random-42.rec "seed 42: the golden games"
run cw-check $F/random-42.rec
status_is 0 "the golden games are legal"
run cw-moves --random --rules 2018-04-04 --seed 7 --games 2
status_is 0 "two random games by the rules of 2018-04-04"
out_file_is $F/random-2018-7.rec "seed 7 by the later rules: the golden games"
run cw-check $F/random-2018-7.rec
status_is 0 "they are legal by their Rules tag"
# The order of the replacement phase: ann begins it by the text; with
# --replacement-from-last, cy, the last player (as cw-check takes it).
sed -n '/^\[Game/,/^1 cy pass/{p;/^1 cy pass/q;}' $F/rules/order-from-last.rec \
    >"$WORK/from-last.rec"
run cw-moves "$WORK/from-last.rec"
out_has '^1 ann replace ' "the replacement phase begins with the first player"
run cw-moves --replacement-from-last "$WORK/from-last.rec"
status_is 0 "--replacement-from-last: a listing"
out_has '^# after 11 events: round 1, replacement phase, cy to replace$' \
    "--replacement-from-last: the last player begins the replacement phase"
out_has '^1 cy replace ' "--replacement-from-last: cy's replacements listed"
run cw-moves --random --seed 1 --replacement-from-last
status_is 2 "--random refuses an order option"
err_has "^cw-moves: --random writes games in the rules' own order" \
    "--random: why the order option is refused"

done_testing
