#!/bin/sh
# pa-gen: the same seed gives the same bytes, every question has a
# solution, sizes follow READINGS.md, --unique means exactly one.
. "$(dirname "$0")/lib.sh"
F=fixtures/pa

# Golden files lock the bytes of a seed across machines and versions.
run pa-gen --seed 42
status_is 0 "--seed 42"
out_file_is $F/gen-seed42.rec "seed 42 writes the same bytes as ever"
run pa-gen --seed 42 --rows 26 --cols 20 --plus --unique --sizes 5,6 --rounds 4
out_file_is $F/gen-seed42-plus.rec "a 26x20 Plus --unique match is locked too"

"$BIN/pa-gen" --seed 43 >"$WORK/a"
"$BIN/pa-gen" --seed 43 >"$WORK/b"
cmp -s "$WORK/a" "$WORK/b"; ok $? "two runs with one seed agree"
"$BIN/pa-gen" --seed 44 >"$WORK/c"
! cmp -s "$WORK/a" "$WORK/c"; ok $? "another seed, another match"

# The default match: a 6x6 grid, 20 rounds, sizes 3,4,5,6 in blocks of 5.
run pa-gen --seed 7
[ "$(grep -c '^0 host grid [OX+]\( [OX+]\)\{5\}$' "$OUT")" = 6 ]
ok $? "the grid: 6 rows of 6 pictures separated by single spaces"
sizes=$(awk '$3 == "ask" { n = split($4, c, "-"); printf "%s ", n }' "$OUT")
[ "$sizes" = "3 3 3 3 3 4 4 4 4 4 5 5 5 5 5 6 6 6 6 6 " ]
ok $? "rounds 1-5 ask 3 cells, 6-10 4, 11-15 5, 16-20 6 (READINGS.md)"
awk '$3 == "ask" { n = split($4, c, "-"); if (length($5) != n) bad = 1;
    if ($5 !~ /^O*X*\+*$/) bad = 1 } END { exit bad }' "$OUT"
ok $? "contents: one picture a cell, circles then crosses then plusses"
"$BIN/pa-solve" "$OUT" >/dev/null
ok $? "every question has at least one solution"
grep -q '^\[Seed "7"\]$' "$OUT"; ok $? "the seed is written in the record"

run pa-gen
status_is 0 "without --seed"
grep -q '^\[Seed "[0-9]*"\]$' "$OUT"; ok $? "without --seed, the seed chosen is written"

run pa-gen --seed 9 --rounds 6 --sizes 3,5
sizes=$(awk '$3 == "ask" { n = split($4, c, "-"); printf "%s ", n }' "$OUT")
[ "$sizes" = "3 3 3 5 5 5 " ]; ok $? "--sizes splits the rounds into equal blocks"

for seed in 1 2 3 4 5 6; do
	"$BIN/pa-gen" --seed $seed --unique >"$WORK/u.rec" &&
	    "$BIN/pa-solve" --count "$WORK/u.rec" >"$WORK/u.count"
	r=$?
	[ $r = 0 ] && ! grep -qv ': 1 solution$' "$WORK/u.count"
	ok $? "--unique, seed $seed: every round has exactly one solution"
done

run pa-gen --seed 3 --plus --rounds 4
[ "$(grep -c '^1 host ask' "$OUT")" = 3 ]; ok $? "--plus: 3 groups a round"
grep -q '^\[Variant "plus"\]$' "$OUT"; ok $? "--plus: the variant is written"
run pa-gen --seed 3 --plus --groups 5 --rounds 2
[ "$(grep -c '^2 host ask' "$OUT")" = 5 ]; ok $? "--groups 5"
[ "$(grep '^2 host ask' "$OUT" | sort -u | wc -l)" = 5 ]; ok $? "the groups of a round are different questions"
"$BIN/pa-solve" "$OUT" >/dev/null; ok $? "every Plus group has a solution"

run pa-gen --seed 1 --rows 26 --cols 20 --rounds 2
status_is 0 "a 26x20 grid"
[ "$(grep -c '^0 host grid' "$OUT")" = 26 ]; ok $? "26 rows"

# Impossible requests: a clear error, exit 2.
run pa-gen --seed 1 --rows 2 --cols 2
status_is 2 "shapes larger than the grid"
err_is "pa-gen: no 5-cell shape fits a 2x2 grid" "says which shapes do not fit"
run pa-gen --seed 1 --rows 26 --cols 20 --sizes 3 --rounds 1 --unique
status_is 2 "--unique where no grid allows it"
err_has "^pa-gen: --unique: on none of 100 random 26x20 grids drawn from seed 1: no 3-cell question has exactly one solution" \
    "says why --unique is impossible"
for bad in "--rows 27" "--rows 0" "--cols 21" "--rounds 0" "--seed -1" \
    "--seed 18446744073709551616" "--seed 12abc" "--sizes 3,,4" "--sizes 11" \
    "--sizes 3,4,5" "--groups 2" "extra"; do
	run pa-gen $bad --rounds 2
	status_is 2 "pa-gen $bad is a usage error"
done
run pa-gen --help
status_is 0 "--help"
run pa-gen --seed 1 --rounds 1
"$BIN/pa-gen" --seed 1 >/dev/full 2>"$ERR"
[ $? = 2 ]; ok $? "a write error exits 2"
done_testing
