#!/bin/sh
# nm-deal: the same seed gives the same bytes; each player's word is
# dealt by the player before them, no card twice; with --secrets no
# secret reaches standard output, and the card each player dealt goes to
# their own file, which only its owner may read (never to the player it
# was dealt to).  (The chi-square test of the cards' uniformity over
# seeds is tests/unit/nmdeal.c.)
. "$(dirname "$0")/lib.sh"
F=fixtures/nm

# Golden files lock the bytes of a seed across machines and versions.
run nm-deal --seed 7 --players 4
status_is 0 "--seed 7 --players 4"
out_file_is $F/deal-seed7.rec "seed 7, four players: the same bytes as ever"
run nm-deal --seed 7 --players 2 --variant full
out_file_is $F/deal-seed7-2full.rec "seed 7, two players on the full board"
run nm-deal --seed 42 --players 3 --variant full
out_file_is $F/deal-seed42-3full.rec "seed 42, three players on the full board"
run nm-deal --seed 9 --players 2 --network $F/square.net
out_file_is $F/deal-seed9-square.rec "seed 9, two players on another network"

"$BIN/nm-deal" --seed 43 --players 4 >"$WORK/a"
"$BIN/nm-deal" --seed 43 --players 4 >"$WORK/b"
cmp -s "$WORK/a" "$WORK/b"; ok $? "two runs with one seed agree"
"$BIN/nm-deal" --seed 44 --players 4 >"$WORK/c"
! cmp -s "$WORK/a" "$WORK/c"; ok $? "another seed, another deal"

# What a deal writes is a game's start that nm-check accepts.
for args in "--players 4" "--players 3" "--players 3 --variant full" \
    "--players 2" "--players 2 --variant full"; do
	"$BIN/nm-deal" --seed 5 $args >"$WORK/d.rec"
	run nm-check "$WORK/d.rec"
	out_has "^$WORK/d.rec: game 1 \\(ann v bob[a-z v]*\\): no result yet, ann to play turn 1\$" \
	    "nm-deal $args: nm-check reads the start"
done
# Every deal is valid by the rules, over many seeds and every set-up:
# nm-check accepts its cards and letters (each of the 75 cards at most
# once, the letters under a color's tokens those of its word), ann may
# make the first move, and ann's gambit of the words her Words entries
# give (her colors' cards) wins.
: >"$WORK/many.rec"
for args in "--players 4" "--players 3" "--players 3 --variant full" \
    "--players 2" "--players 2 --variant full"; do
	for seed in $(seq 100 159); do
		"$BIN/nm-deal" --seed $seed $args >"$WORK/d.rec"
		words=$(sed -n 's/^\[Players "ann:\([a-z+]*\) .*/\1/p' "$WORK/d.rec" |
		    tr '+' '\n' | while read -r c; do
			sed -n "s/^\[Words \".*$c:\([A-Z]*\).*/\1/p" "$WORK/d.rec"
		done | paste -sd+)
		cat "$WORK/d.rec" >>"$WORK/many.rec"
		printf '1 ann move R2-I1\n' >>"$WORK/many.rec"
		cat "$WORK/d.rec" >>"$WORK/many.rec"
		printf '1 ann gambit %s\n' "$words" >>"$WORK/many.rec"
	done
done
run nm-check --json "$WORK/many.rec"
status_is 0 "600 games started from 300 deals: all accepted"
[ "$(jq -r 'select(.game % 2 == 1 and .winner == null and .turn == 1) | .game' "$OUT" | wc -l)" = 300 ]
ok $? "300 deals: the first move, R2-I1, is ann's to make"
[ "$(jq -r 'select(.game % 2 == 0 and .winner == "ann" and .how == "gambit") | .game' "$OUT" | wc -l)" = 300 ]
ok $? "300 deals: ann's gambit of her own cards wins"
run nm-deal --seed 5 --players 3 --variant full
grep -q '^\[Variant "full"\]$' "$OUT"; ok $? "the variant is written"
grep -q '^# red (ann): circles R1 R13 R25 R37; ' "$OUT"
ok $? "three on the full board: ann's red circles on sides 1, 4, 7 and 10"
run nm-deal --seed 5 --players 2
grep -q '^\[Players "ann:red bob:green"\]$' "$OUT"; ok $? "two players on the partial board sit across: red and green"
run nm-deal --seed 5 --players 2 --variant full
grep -q '^\[Players "ann:red+green bob:yellow+blue"\]$' "$OUT"; ok $? "two players on the full board play two colors each"
grep -q '^# Each player.s word was dealt by the player before them: bob dealt ann.s, ann dealt bob.s\.$' "$OUT"
ok $? "each player's word is dealt by the player before them"

# No card twice in a game, over many seeds.
twice=0
for seed in $(seq 1 200); do
	"$BIN/nm-deal" --seed $seed --players 4 |
	    sed -n 's/^\[Words "\(.*\)"\]$/\1/p' | tr ' ' '\n' | cut -d: -f2 |
	    sort | uniq -d | grep -q . && twice=$((twice + 1))
done
[ $twice = 0 ]; ok $? "200 deals of four players: no card dealt twice in one"

# --secrets: each player's secret in its own file, mode 0600; none on
# standard output; the referee's copy, on request, has them all.
run nm-deal --seed 11 --players 4 --secrets "$WORK/hands" --referee "$WORK/referee.rec"
status_is 0 "--secrets DIR --referee FILE"
"$BIN/nm-deal" --seed 11 --players 4 >"$WORK/full.rec"
cmp -s "$WORK/full.rec" "$WORK/referee.rec"; ok $? "the referee's copy is the record with its secrets"
! grep -q '^\[\(Words\|Secrets\|Seed\) ' "$OUT"; ok $? "the table's record has no Words, Secrets or Seed tag"
leak=0
for w in $(sed -n 's/^\[Words "\(.*\)"\]$/\1/p' "$WORK/full.rec" | tr ' ' '\n' | cut -d: -f2); do
	grep -q "$w" "$OUT" && leak=1
done
[ $leak = 0 ]; ok $? "no secret word on standard output"
grep -v '^\[\(Words\|Secrets\|Seed\) ' "$WORK/full.rec" | cmp -s - "$OUT"
ok $? "the table's record is the referee's less the secret tags"
for p in ann bob cat dan; do
	f="$WORK/hands/$p.secret"
	[ "$(stat -c %a "$f" 2>/dev/null)" = 600 ]; ok $? "$p.secret has mode 0600"
done
[ "$(stat -c %a "$WORK/referee.rec")" = 600 ]; ok $? "the referee's copy has mode 0600"
[ "$(ls "$WORK/hands" | wc -l)" = 4 ]; ok $? "one file a player"
# "each player will setup the game for the next player ... Pick a card
# and read the four-letter word on it, keeping it secret from other
# players": bob keeps the card he dealt cat (green), and nobody's file
# holds their own word, the one they are "to discover".
grep -q '^\[Words "green:[A-Z]\{4\}"\]$' "$WORK/hands/bob.secret"; ok $? "bob.secret holds the card bob dealt cat, alone"
catword=$(sed -n 's/^\[Words "green:\(.*\)"\]$/\1/p' "$WORK/hands/bob.secret")
grep -q "green:$catword " "$WORK/full.rec"; ok $? "cat's word is the one the referee's copy gives green"
grep -q '^\[Dealer "bob"\]$' "$WORK/hands/bob.secret" && grep -q '^\[Player "cat"\]$' "$WORK/hands/bob.secret"
ok $? "bob.secret names its dealer, bob, and the player dealt to, cat"
own=0
for pc in ann:red bob:yellow cat:green dan:blue; do
	word=$(sed -n "s/^\[Words \".*${pc#*:}:\([A-Z]*\).*/\1/p" "$WORK/full.rec")
	grep -q "$word" "$WORK/hands/${pc%:*}.secret" && own=$((own + 1))
done
[ $own = 0 ]; ok $? "no player's file holds their own word"
rm -rf "$WORK/hands2"
"$BIN/nm-deal" --seed 11 --players 2 --variant full --secrets "$WORK/hands2" >/dev/null
grep -q '^\[Words "yellow:[A-Z]\{4\} blue:[A-Z]\{4\}"\]$' "$WORK/hands2/ann.secret"
ok $? "two players on the full board: ann keeps bob's two cards, yellow and blue"
! grep -q 'red:\|green:' "$WORK/hands2/ann.secret"; ok $? "and not her own, red and green"
run nm-check "$WORK/referee.rec"
status_is 0 "nm-check reads the referee's copy"
chmod 644 "$WORK/hands/ann.secret"
run nm-deal --seed 12 --players 4 --secrets "$WORK/hands"
[ "$(stat -c %a "$WORK/hands/ann.secret")" = 600 ]; ok $? "a secret file written again is made 0600 again"
mkdir "$WORK/hands3" && ln -s "$WORK/target" "$WORK/hands3/ann.secret"
run nm-deal --seed 12 --players 4 --secrets "$WORK/hands3"
status_is 2 "a symbolic link where a secret goes is refused"
[ ! -e "$WORK/target" ]; ok $? "nothing is written through the link"
: >"$WORK/plainfile"
run nm-deal --seed 12 --players 4 --secrets "$WORK/plainfile"
status_is 2 "--secrets naming a file that is not a directory"

# Usage errors, exit 2.
for bad in "--players 5" "--players 1" "--players x" "" "--players 4 --variant half" \
    "--players 4 --referee $WORK/r.rec" "--players 4 --seed -1" \
    "--players 4 --seed 18446744073709551616" "--players 4 extra" \
    "--players 3 --variant full --network $F/square.net" \
    "--players 2 --network $F/bad.net"; do
	run nm-deal $bad
	status_is 2 "nm-deal $bad is refused"
done
run nm-deal --players 3 --variant full --network $F/square.net
err_is "nm-deal: in the full-board variation three players share the sides: $F/square.net has 4, not a multiple of three" \
    "the network that cannot be shared by three is named"
run nm-deal --players 4
status_is 0 "without --seed"
grep -q '^\[Seed "[0-9]*"\]$' "$OUT"; ok $? "without --seed, the seed chosen is written"
"$BIN/nm-deal" --seed 1 --players 4 >/dev/full 2>"$ERR"
[ $? = 2 ]; ok $? "a write error exits 2"
run nm-deal --help
status_is 0 "--help"
done_testing
