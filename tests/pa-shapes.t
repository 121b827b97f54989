#!/bin/sh
# pa-shapes: every polyomino of N cells, once each, in canonical form.
# The rules: "the shape of a group can be rotated and flipped", so by
# default two shapes are the same up to rotation and reflection (free).
# The counts are the published ones: OEIS A000105 (free), A000988
# (one-sided) and A001168 (fixed).
. "$(dirname "$0")/lib.sh"

# Exact lists, worked out by hand.  The canonical form of a shape is the
# orientation whose cells, sorted by row then column, come first.
run pa-shapes 1
status_is 0 "one cell"
out_is "A1" "one cell: the monomino"

run pa-shapes 2
status_is 0 "two cells"
out_is "A1-A2" "two cells: the domino lies flat"

run pa-shapes 3
status_is 0 "three cells"
out_is "A1-A2-A3
A1-A2-B1" "three cells: the straight and the L tromino"

run pa-shapes --one-sided 3
out_is "A1-A2-A3
A1-A2-B1" "three cells one-sided: the L is its own mirror image"

run pa-shapes --fixed 2
out_is "A1-A2
A1-B1" "two cells fixed: flat and upright"

run pa-shapes --fixed 3
out_is "A1-A2-A3
A1-A2-B1
A1-A2-B2
A1-B1-B2
A1-B1-C1
A2-B1-B2" "three cells fixed: two straight, four L"

run pa-shapes 4
out_is "A1-A2-A3-A4
A1-A2-A3-B1
A1-A2-A3-B2
A1-A2-B1-B2
A1-A2-B2-B3" "four cells: I, L, T, O and S tetrominoes"

# The rules' example: C3-D3-D4-D5-E5 and D2-D3-E3-F3-F4, the same
# pentomino turned and flipped; its canonical form is among the five-cell
# shapes.
run pa-shapes 5
out_has '^A1-A2-B2-C2-C3$' "five cells: the rules' example shape is listed"

# --count against the published sequences, n = 1 to 10.
free="1 1 2 5 12 35 108 369 1285 4655"
onesided="1 1 2 7 18 60 196 704 2500 9189"
fixed="1 2 6 19 63 216 760 2725 9910 36446"
check_counts() {
	opt=$1
	name=$2
	shift 2
	n=1
	for want in "$@"; do
		if [ -n "$opt" ]; then
			run pa-shapes "$opt" --count "$n"
		else
			run pa-shapes --count "$n"
		fi
		out_is "$want" "$name count for $n cells is $want"
		n=$((n + 1))
	done
}
check_counts "" free $free
check_counts --one-sided one-sided $onesided
check_counts --fixed fixed $fixed

# The listing agrees with the count, and has no repeats.
run pa-shapes 8
[ "$(wc -l <"$OUT")" -eq 369 ] && [ "$(sort -u "$OUT" | wc -l)" -eq 369 ]
ok $? "eight cells: 369 lines, all different"
run pa-shapes --count 12
out_is 63600 "twelve cells: 63600 free polyominoes"

# Options may follow N.
run pa-shapes 3 --count
status_is 0 "options after N"
out_is 2 "options after N: --count still counts"

# Usage errors exit 2 with a message and print nothing.
for bad in abc 0 -3 99999999999999999999 17 3x "" +3; do
	run pa-shapes "$bad"
	status_is 2 "N '$bad' is refused"
	err_has '^pa-shapes: N: ' "N '$bad': the message names N"
done
run pa-shapes 99999999999999999999
err_has 'too large' "a huge N is called too large"
run pa-shapes 0
err_has 'too small' "N 0 is called too small"
run pa-shapes
status_is 2 "no N"
err_has 'missing N' "no N: says it is missing"
run pa-shapes 3 4
status_is 2 "two operands"
run pa-shapes --one-sided --fixed 3
status_is 2 "--one-sided and --fixed together"
err_has 'together' "--one-sided and --fixed: says why"
run pa-shapes --bogus 3
status_is 2 "an unknown option"
err_has '^pa-shapes: --bogus: unknown option$' "an unknown option is named"
run pa-shapes -x 3
status_is 2 "an unknown short option"
run pa-shapes --count=3 4
status_is 2 "an option given an argument"
[ ! -s "$OUT" ]
ok $? "usage errors print nothing on stdout"

run pa-shapes --help
status_is 0 "--help"
out_has '^usage: pa-shapes \[--one-sided \| --fixed\] \[--count\] N' \
    "--help prints the usage to stdout"
run pa-shapes --version
status_is 0 "--version"
out_has '^pa-shapes ' "--version names the program"

# A write error on stdout is an error.
if [ -w /dev/full ]; then
	"$BIN/pa-shapes" 10 >/dev/full 2>"$ERR"
	STATUS=$?
	status_is 2 "writing to a full disk"
	err_has 'write error' "writing to a full disk: says so"
	"$BIN/pa-shapes" --count 10 >/dev/full 2>"$ERR"
	STATUS=$?
	status_is 2 "--count to a full disk"
fi

done_testing
