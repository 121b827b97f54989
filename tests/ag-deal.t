#!/bin/sh
# ag-deal: the same seed gives the same bytes; the deal is what the rules
# give (a die for the first player and the direction, 3 vowels and 4
# consonants, 3 cards and 2 bonus tokens each, the goal by the number of
# players); a bad deck or option is refused with its place.
. "$(dirname "$0")/lib.sh"
F=fixtures/ag

# Golden files lock the bytes of a seed across machines and versions.
run ag-deal --seed 7 --players 3
status_is 0 "--seed 7 --players 3"
out_file_is $F/deal-seed7-3.rec "seed 7, 3 players: the same bytes as ever"
run ag-deal --seed 1 --players 6 --plain
out_file_is $F/deal-seed1-6-plain.rec "seed 1, 6 players, plain: the same bytes as ever"

"$BIN/ag-deal" --seed 43 --players 4 >"$WORK/a"
"$BIN/ag-deal" --seed 43 --players 4 >"$WORK/b"
cmp -s "$WORK/a" "$WORK/b"; ok $? "two runs with one seed agree"
"$BIN/ag-deal" --seed 44 --players 4 >"$WORK/c"
! cmp -s "$WORK/a" "$WORK/c"; ok $? "another seed, another deal"

# What every deal holds, for every number of players.
for n in 2 3 4 5 6; do
	run ag-deal --seed $n --players $n
	goal=$((50 - 5 * n))
	grep -q "^\[Goal \"$goal\"\]$" "$OUT"; ok $? "$n players: the goal is $goal"
	[ "$(grep -c '^0 [a-z]* rack [AEIOU]\{3\}[B-DF-HJ-NP-TV-Z]\{4\}$' "$OUT")" = $n ]
	ok $? "$n players: $n racks of 3 vowels then 4 consonants"
	[ "$(grep -c '^0 [a-z]* bonus 2$' "$OUT")" = $n ]
	ok $? "$n players: 2 bonus tokens each"
	awk '$3 == "cards" { if (NF != 6) bad = 1; for (i = 4; i <= 6; i++) c[$i]++ }
	    $3 == "deck" { for (i = 4; i <= NF; i++) c[$i]++ }
	    END { for (k = 1; k <= 36; k++) if (c[k] != 1) bad = 1;
	        for (k in c) if (k + 0 < 1 || k + 0 > 36) bad = 1; exit bad }' "$OUT"
	ok $? "$n players: 3 cards each, and the deck holds the rest of the 36, each once"
	players=$(sed -n 's/^\[Players "\(.*\)"\]$/\1/p' "$OUT")
	actors=$(awk '$3 == "rack" { printf "%s%s", sep, $2; sep = " " }' "$OUT")
	[ "$(echo "$players" | sed 's/:[a-z]*//g')" = "$actors" ]
	ok $? "$n players: the Players tag lists them in the order they are dealt"
done

# The order of play goes round the table from the die's first player.
for seed in 1 2 3 4 5 6 7 8; do
	"$BIN/ag-deal" --seed $seed --players 5 >"$WORK/d"
	order=$(sed -n 's/^\[Players "\(.*\)"\]$/\1/p' "$WORK/d" | sed 's/:[a-z]*//g')
	first=$(sed -n 's/^# the die: \([a-z]*\) plays first, then .*/\1/p' "$WORK/d")
	way=$(sed -n 's/^# the die: [a-z]* plays first, then \(.*\)/\1/p' "$WORK/d")
	ring="ann bob cat dan eve ann bob cat dan eve"
	[ "$way" = clockwise ] || ring="eve dan cat bob ann eve dan cat bob ann"
	want=$(echo "$ring" | awk -v f="$first" '{ for (i = 1; $i != f; i++)
	    continue; print $i, $(i + 1), $(i + 2), $(i + 3), $(i + 4) }')
	[ "$order" = "$want" ]; ok $? "seed $seed: $order is $way from $first"
done

run ag-deal --seed 2 --cards $F/six.cards
status_is 0 "a deck of 6 cards is enough for 2 players"
grep -q "^\[Cards \"$F/six.cards\"\]$" "$OUT"; ok $? "the deck's file is named in the Cards tag"
grep -q '^0 host deck$' "$OUT"; ok $? "no card left in the deck"

run ag-deal
status_is 0 "without --seed"
grep -q '^\[Seed "[0-9]*"\]$' "$OUT"; ok $? "without --seed, the seed chosen is written"
grep -q '^\[Players "[a-z]*:[a-z]* [a-z]*:[a-z]*"\]$' "$OUT"; ok $? "2 players by default"

# Refusals: exit 2, the place, nothing on stdout.
run ag-deal --cards $F/bad.cards
status_is 2 "a bad deck"
err_is "ag-deal: $F/bad.cards:3:28: silhouette 'ESWN': its square 4 touches square 1" "a bad deck: its place and why"
[ ! -s "$OUT" ]; ok $? "a bad deck: nothing on stdout"
run ag-deal --players 3 --cards examples/ag/small.cards
status_is 2 "too small a deck"
err_is "ag-deal: examples/ag/small.cards: the deck has 4 cards; 3 players need 9" "too small a deck: why"
run ag-deal --cards $F/no-such.cards
status_is 2 "a missing deck"
err_has "^ag-deal: $F/no-such.cards: cannot open: " "a missing deck: named"
printf '1 SA/NI TI/AS FU/NO UF/SON ESSE\n\377\n' | "$BIN/ag-deal" --cards - >"$OUT" 2>"$ERR"
STATUS=$?
status_is 2 "binary junk on stdin"
err_is "ag-deal: <stdin>:2:1: byte 0xff is not printable ASCII" "binary junk: its place"
head -c 2000000 /dev/zero | "$BIN/ag-deal" --cards - >"$OUT" 2>"$ERR"
STATUS=$?
status_is 2 "a deck of 2 MB"
err_is "ag-deal: <stdin>: larger than 1048576 bytes" "a deck of 2 MB: refused"
for bad in 1 7 02x; do
	run ag-deal --players $bad
	status_is 2 "--players $bad"
done
err_has "^ag-deal: --players: " "--players: the house form"
run ag-deal --seed 18446744073709551616
status_is 2 "a seed beyond 64 bits"
run ag-deal --cards "$(printf 'a\nb')"
status_is 2 "a deck's name with a newline"
done_testing
