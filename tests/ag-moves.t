#!/bin/sh
# ag-moves: the legal next events of an Alphagon position, and the
# dictionary's words that continue the word under construction.  What
# each listing must hold follows from the record (fixtures/ag/show/
# toga.rec: ag-deal --seed 3, then five turns) and the rules (ag-check(1),
# ag-board(5)): the first play is a '+' on a flag and a letter of the
# rack beside it, in any of the 4 directions; a player draws as many
# letters as placed, of the same kinds; one letter a turn, two for a bonus
# token; a letter changed for one of its kind from one's own sacks; a
# declaration needs 3 letters down; a doubted player states a word first.
. "$(dirname "$0")/lib.sh"
F=fixtures/ag/show/toga.rec

# --at 7: the deal done, ann to start: 4 flags x 4 directions x her 6
# letters (AAOGMTX), all on the board; nothing else, no one else.
run ag-moves --at 7 $F
status_is 0 "--at 7: the position before the first play"
for sq in D4 J4 D10 J10; do for d in N E S W; do for l in A G M O T X; do
	echo "1 ann start $sq $d $l"; done; done; done | sort >"$WORK/want"
grep -v '^#' "$OUT" | sort >"$WORK/got"
cmp -s "$WORK/want" "$WORK/got"; ok $? "--at 7: the 96 starts: each flag, direction and letter of ann's rack"
out_has '^# after 7 events: the setup; the polygon: not started' "--at 7: the heading"

# --at 8: ann has put T on E4: she draws 1 consonant (any of the 21, her
# sack holding each), may change a letter for free (A O for 4 vowels
# each, G M X for 20 consonants each) or give one up; no second letter.
run ag-moves --at 8 $F
status_is 0 "--at 8"
grep ' draw ' "$OUT" | sed 's/.* draw //' | tr -d '\n' >"$WORK/draws"
[ "$(cat "$WORK/draws")" = BCDFGHJKLMNPQRSTVWXYZ ]
ok $? "--at 8: a draw of each consonant, no vowel"
[ "$(grep -c '^1 ann change ' "$OUT")" = $((2 * 4 + 3 * 20)) ]
ok $? "--at 8: 68 changes, each letter for one of its kind"
grep -q '^1 ann change A E$' "$OUT" && ! grep -q '^1 ann change A B$' "$OUT"
ok $? "--at 8: a vowel for a vowel, never a consonant"
! grep -q ' place ' "$OUT"; ok $? "--at 8: no second letter in the turn"
out_has '^# the word under construction: T; [0-9]+ words of the dictionary continue it: ' "--at 8: the word under construction and its continuations"

# The end: turn 5, ann has placed M and drawn R; bob, next, may place
# each of A B C D E H (AABCDEH) or two of them for one of his 2 bonus
# tokens, ordered (6 x 6 but for BB CC DD EE HH: 31); doubt; pass (with a
# token, not a letter); no declaration with 1 letter down; ann no more
# letters.
run ag-moves $F
status_is 0 "the position at the end"
[ "$(grep -c '^6 bob place [A-Z] ' "$OUT")" = 6 ] &&
    [ "$(grep -c '^6 bob place [A-Z][A-Z] bonus ' "$OUT")" = 31 ]
ok $? "bob: 6 letters to place, 31 pairs for a bonus token"
! grep -q '^6 bob place [FGIJKLMNOPQRSTUVWXYZ]' "$OUT"
ok $? "bob places only letters he holds"
grep -q '^6 bob place AA bonus ' "$OUT" && ! grep -q '^6 bob place BB' "$OUT"
ok $? "two of a letter only when he holds two"
out_has '^6 bob doubt$' "bob may doubt M"
out_has '^6 bob pass$' "bob may pass with a bonus token"
! grep -q '^6 bob pass [A-Z]' "$OUT"; ok $? "not with a letter while he has tokens"
! grep -q ' declare ' "$OUT"; ok $? "no declaration with 1 letter down"
! grep -q '^5 ann place' "$OUT"; ok $? "ann has placed her letter this turn"
! grep -q ' close ' "$OUT"; ok $? "no word of 4 letters to close"
# Each placement's count is wordck --prefix's for the letters it makes.
n=$("$BIN/wordck" --policy alphagon --prefix MA | wc -l)
out_has "^6 bob place A  # $n words continue MA\$" "MA: as many words as wordck --prefix MA lists ($n)"
n=$("$BIN/wordck" --policy alphagon --prefix MEC | wc -l)
out_has "^6 bob place EC bonus  # $n words continue MEC\$" "MEC: as many as wordck --prefix MEC ($n)"
n=$("$BIN/wordck" --policy alphagon --prefix M | wc -l)
out_has "^# the word under construction: M; $n words of the dictionary continue it: " "M: as many as wordck --prefix M ($n)"

# JSON: an object for each event, the same events.
run ag-moves --json $F
status_is 0 "--json"
grep -c '^{"file":"fixtures/ag/show/toga.rec","game":1,"event":"' "$OUT" >"$WORK/n"
"$BIN/ag-moves" $F | grep -vc '^#' >"$WORK/m"
cmp -s "$WORK/n" "$WORK/m"; ok $? "--json: one object per event, file and game first"
n=$("$BIN/wordck" --policy alphagon --prefix MA | wc -l)
out_has "^\\{\"file\":\"$F\",\"game\":1,\"event\":\"6 bob place A\",\"number\":6,\"player\":\"bob\",\"verb\":\"place\",\"continuations\":$n\\}\$" "--json: a placement with its continuations"
out_has '"event":"6 bob doubt",.*"continuations":null\}$' "--json: null where no letter is placed"

# After bob's doubt, ann, the doubted player, states a word first: the
# dictionary's words that go on from M (the first 20 listed).
{ cat $F; echo '6 bob doubt'; } >"$WORK/doubt.rec"
run ag-moves "$WORK/doubt.rec"
status_is 0 "after a doubt"
[ "$(grep -vc '^#' "$OUT")" = 20 ] && [ "$(grep -c '^6 ann state M[A-Z]*$' "$OUT")" = 20 ]
ok $? "after a doubt: only ann's statements, each a word on M"

# An illegal event before the position: exit 1, its rule.
sed 's/^5 ann place M$/5 ann place Q/' $F >"$WORK/bad.rec"
run ag-moves "$WORK/bad.rec"
status_is 1 "an illegal event before the position"
err_has "bad.rec:24:[0-9]+: ann does not hold Q" "its rule and place"

# Errors and usage.
run ag-moves --at 19 $F
status_is 2 "--at past the game's events"
run ag-moves $F $F
status_is 2 "one FILE at most"
run ag-moves --random
status_is 2 "--random needs --seed"
run ag-moves --seed 3 $F
status_is 2 "--seed goes with --random"
run ag-moves --random --seed 3 --json
status_is 2 "--random takes no --json"
run ag-moves --random --seed 3 --players 7
status_is 2 "--players: 2 to 6"
run ag-moves --random --seed 18446744073709551615 --games 2
status_is 2 "--seed: the last game's seed past 2^64 - 1"
head -c 3000 /dev/urandom >"$WORK/junk.rec"
run ag-moves "$WORK/junk.rec"
status_is 2 "binary junk is malformed"
run ag-moves </dev/null
status_is 2 "no game in the input"
run ag-moves --help
status_is 0 "--help"
out_has '^usage: ag-moves' "--help prints the usage"
done_testing
