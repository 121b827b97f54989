#!/bin/sh
# The command line every program shares (issue 8): -h is --help; a bad
# option, a missing value and an ambiguous abbreviation exit 2 with
# "prog: --name: message" (the program's name, not its path); every number
# in an option, an operand or a tag is digits only, within its range, and
# a wrong one is refused with its place; --color alone means always, and
# TERM=dumb turns auto's colors off.
. "$(dirname "$0")/lib.sh"

case $BIN in
/*)	ABS=$BIN ;;
*)	ABS=$TOP/$BIN ;;
esac
PROGS=$(for src in cmd/*.c; do basename "$src" .c; done)
ESC=$(printf '\033')

# run_abs PROG ARGS...: run PROG by its absolute path, as run does.
run_abs() {
	prog=$1
	shift
	"$ABS/$prog" "$@" >"$OUT" 2>"$ERR"
	STATUS=$?
}

# usage_error PROG MESSAGE NAME ARGS...: PROG ARGS exits 2, writes nothing
# on stdout and exactly "PROG: MESSAGE" and the hint to run --help on
# stderr.
usage_error() {
	prog=$1 message=$2 name=$3
	shift 3
	run_abs "$prog" "$@"
	status_is 2 "$prog: $name"
	err_is "$prog: $message
$prog: try '$prog --help'" "$prog: $name: the diagnostic"
	[ ! -s "$OUT" ]
	ok $? "$prog: $name: nothing on stdout"
}

# -h and --help: the same usage on stdout, exit 0, nothing on stderr.
for prog in $PROGS; do
	run_abs "$prog" --help
	cp "$OUT" "$WORK/help"
	status_is 0 "$prog --help"
	run_abs "$prog" -h
	status_is 0 "$prog -h"
	cmp -s "$WORK/help" "$OUT"
	ok $? "$prog: -h prints what --help prints"
	grep -q "^usage: $prog " "$OUT"
	ok $? "$prog -h: the usage"
	[ ! -s "$ERR" ]
	ok $? "$prog -h: nothing on stderr"
done

# Unknown options, long and short, with and without a value.
for prog in $PROGS; do
	usage_error "$prog" "--bogus: unknown option" "an unknown option" \
	    --bogus
	usage_error "$prog" "--bogus: unknown option" \
	    "an unknown option given a value" --bogus=1
	usage_error "$prog" "-x: unknown option" "an unknown short option" -x
	usage_error "$prog" "--version: takes no value" \
	    "a value to an option that takes none" --version=2
done

# A missing value, for every program with an option that takes one.
usage_error nw-check "--control: needs a value" "a missing value" --control
usage_error nw-moves "--at: needs a value" "a missing value" --at
usage_error nw-show "--at: needs a value" "a missing value" --at
usage_error pa-gen "--seed: needs a value" "a missing value" --seed
usage_error pa-score "--tie-winner: needs a value" "a missing value" \
    --tie-winner
usage_error pa-show "--round: needs a value" "a missing value" --round
usage_error wordck "--policy: needs a value" "a missing value" --policy
usage_error wordck "-d: needs a value" "a missing value to a short option" -d
usage_error pa-gen "--seed: needs a value" \
    "a missing value to an abbreviation names the option" --see
for prog in pa-check pa-shapes pa-solve; do
	ok 0 "$prog: a missing value # SKIP no option of $prog takes one"
done

# An abbreviation that fits several options names them all; one that fits
# one option is that option.
usage_error pa-gen "--s: ambiguous option: --seed or --sizes" \
    "an ambiguous abbreviation" --s 1
usage_error nw-check "--c: ambiguous option: --compulsory-capture or --control" \
    "an ambiguous abbreviation" --c=bare
usage_error nw-moves "--s: ambiguous option: --seed or --shared-battery-frozen" \
    "an ambiguous abbreviation" --s 1
usage_error nw-show \
    "--c: ambiguous option: --color, --compulsory-capture or --control" \
    "an ambiguous abbreviation of three" --c
usage_error wordck "--p: ambiguous option: --policy or --prefix" \
    "an ambiguous abbreviation" --p x
for prog in pa-check pa-score pa-shapes pa-show pa-solve; do
	ok 0 "$prog: an ambiguous abbreviation # SKIP no two options of $prog begin alike"
done
run pa-gen --se 5 --row 2 --rou 1 --si 3
status_is 0 "pa-gen: unambiguous abbreviations work"
out_has '^\[Seed "5"\]$' "pa-gen --se 5: the seed is 5"
out_has '^\[Rounds "1"\]$' "pa-gen --rou 1: one round"
out_has '^0 host grid( [OX+]){6}$' "pa-gen --row 2: the grid is 6 wide"
[ "$(grep -c '^0 host grid' "$OUT")" = 2 ]
ok $? "pa-gen --row 2: the grid has 2 rows"

# Numbers in options: digits only, in range, else the option, the text
# and the range.
# bad_number PROG OPTION MIN MAX [ARGS...]: sign, space, junk and overflow
# are each refused.
bad_number() {
	prog=$1 opt=$2 min=$3 max=$4
	shift 4
	for v in +1 -1 " 1" "1 " 1x 0x10 1.0; do
		usage_error "$prog" \
		    "--$opt: '$v' is not a whole number: digits only, from $min to $max" \
		    "--$opt '$v'" "--$opt" "$v" "$@"
	done
	usage_error "$prog" \
	    "--$opt: 18446744073709551616 is too large: at most $max" \
	    "--$opt 2^64" "--$opt" 18446744073709551616 "$@"
}
bad_number pa-gen seed 0 18446744073709551615
bad_number pa-gen rows 1 26
bad_number pa-gen cols 1 20
bad_number pa-gen rounds 1 1000
bad_number pa-gen groups 1 16 --plus
bad_number pa-gen sizes 1 10
bad_number pa-show round 0 1000
bad_number nw-show at 0 1000000
bad_number nw-moves at 0 1000000
bad_number nw-moves seed 0 18446744073709551615 --random
bad_number nw-moves games 1 1000000 --random --seed 1
bad_number nw-moves max-rounds 1 100000 --random --seed 1
usage_error pa-gen "--rounds: expected a whole number from 1 to 1000, not nothing" \
    "--rounds ''" --rounds ""
usage_error nw-show "--at: expected a whole number from 0 to 1000000, not nothing" \
    "--at=" --at=
usage_error pa-gen "--sizes: expected sizes separated by commas, as in 3,4,5,6" \
    "--sizes ''" --sizes ""
run pa-gen --seed 18446744073709551615 --rounds 1
status_is 0 "pa-gen --seed 2^64 - 1, the largest seed"
out_has '^\[Seed "18446744073709551615"\]$' \
    "pa-gen --seed 2^64 - 1: the seed is written as given"
run pa-gen --seed 000000000000000000000000000007 --rounds 1
status_is 0 "pa-gen --seed with many leading zeros"
out_has '^\[Seed "7"\]$' "pa-gen --seed 0...07: the seed is 7"
usage_error pa-gen "--rounds: 1001 is too large: at most 1000" \
    "--rounds beyond its range" --rounds 1001
usage_error pa-gen "--rows: 0 is too small: at least 1" \
    "--rows below its range" --rows 0
usage_error pa-gen "--sizes: '+4' is not a whole number: digits only, from 1 to 10" \
    "a size in --sizes with a sign" --sizes 3,+4
usage_error nw-moves "--seed: game 2's seed, S + 1, would pass 18446744073709551615" \
    "--seed whose games' seeds would wrap" --random --seed \
    18446744073709551615 --games 2
usage_error nw-moves \
    "--board: expected COLSxROWS, 2 to 25 columns by 3 to 26 rows, as in 6x6; not '+6x6'" \
    "--board with a sign" --random --seed 1 --board +6x6
usage_error pa-shapes "N: '+3' is not a whole number: digits only, from 1 to 16" \
    "N with a sign" +3
usage_error pa-shapes "N: '-3' is not a whole number: digits only, from 1 to 16" \
    "N negative" -3
usage_error pa-shapes "N: ' 3' is not a whole number: digits only, from 1 to 16" \
    "N with a space" " 3"
usage_error pa-shapes "N: 18446744073709551616 is too large: at most 16" \
    "N beyond 2^64" 18446744073709551616

# Numbers in tags: the same rule, at the tag's value (its opening quote,
# or the cell in a Region).
M=$WORK/rounds.rec
for v in +2 " 2" "2 " 2x 18446744073709551616; do
	sed "s/^\[Rounds \"2\"\]$/[Rounds \"$v\"]/" fixtures/pa/show-match.rec >"$M"
	case $v in
	1844*)	why="$v is too large: at most 1000" ;;
	*)	why="'$v' is not a whole number: digits only, from 1 to 1000" ;;
	esac
	for prog in pa-show pa-solve; do
		run "$prog" "$M"
		status_is 2 "$prog: [Rounds \"$v\"] is refused"
		err_is "$prog: $M:4:9: Rounds: $why" \
		    "$prog: [Rounds \"$v\"]: the diagnostic at the value"
	done
	run pa-check "$M" 1 A1-A2-B1
	status_is 2 "pa-check: [Rounds \"$v\"] is refused"
	err_is "pa-check: $M:4:9: Rounds: $why" \
	    "pa-check: [Rounds \"$v\"]: the diagnostic at the value"
done
R=$WORK/region.rec
for v in "A1:B+3|13|'+3' is not a whole number: digits only, from 1 to 20" \
    "A 1:B3|10|' 1' is not a whole number: digits only, from 1 to 20" \
    "A1:B3 |13|'3 ' is not a whole number: digits only, from 1 to 20" \
    "A0:B3|10|0 is too small: at least 1" \
    "A1:B99999999999999999999|13|99999999999999999999 is too large: at most 20"
do
	region=${v%%|*}
	rest=${v#*|}
	col=${rest%%|*}
	why=${rest#*|}
	sed "s/^\[Region \"A1:B3\"\]$/[Region \"$region\"]/" \
	    fixtures/pa/score-plus.rec >"$R"
	run pa-score "$R"
	status_is 2 "pa-score: [Region \"$region\"] is refused"
	err_is "pa-score: $R:7:$col: Region: $why" \
	    "pa-score: [Region \"$region\"]: the diagnostic at the cell"
done
B=$WORK/board.rec
for v in +6x6 " 6x6" "6x6 " 6x+6 6x 26x6 6x99999999999999999999; do
	printf '[Game "netzwerk"]\n[Players "ann bob"]\n[Board "%s"]\n' "$v" >"$B"
	for prog in nw-check nw-show nw-moves; do
		run "$prog" "$B"
		status_is 2 "$prog: [Board \"$v\"] is refused"
		err_is "$prog: $B:3:8: Board is COLSxROWS, 2 to 25 columns by 3 to 26 rows, as in \"6x6\"; not \"$v\"" \
		    "$prog: [Board \"$v\"]: the diagnostic at the value"
	done
done

# --color alone is --color=always; a bad WHEN is refused; on a terminal,
# auto colors unless TERM is dumb.
for prog in pa-show nw-show; do
	case $prog in
	pa-show) file=fixtures/pa/show-match.rec ;;
	nw-show) file=fixtures/nw/show-start.rec ;;
	esac
	run "$prog" --color "$file"
	status_is 0 "$prog --color"
	grep -q "$ESC\[" "$OUT"
	ok $? "$prog --color colors, as --color=always does"
	run "$prog" --color=always "$file"
	cp "$OUT" "$WORK/always"
	run "$prog" --color "$file"
	cmp -s "$WORK/always" "$OUT"
	ok $? "$prog --color writes what --color=always writes"
	usage_error "$prog" "--color: expected auto, never or always, not 'sometimes'" \
	    "a bad --color" --color=sometimes "$file"
	if script -qec true /dev/null >/dev/null 2>&1; then
		TERM=xterm script -qec "$ABS/$prog --color=auto $file" \
		    /dev/null >"$OUT" 2>"$ERR"
		grep -q "$ESC\[" "$OUT"
		ok $? "$prog --color=auto on a terminal: colors"
		TERM=dumb script -qec "$ABS/$prog --color=auto $file" \
		    /dev/null >"$OUT" 2>"$ERR"
		! grep -q "$ESC\[" "$OUT"
		ok $? "$prog --color=auto on a terminal with TERM=dumb: no colors"
	else
		ok 0 "$prog --color=auto on a terminal # SKIP no script(1)"
		ok 0 "$prog --color=auto with TERM=dumb # SKIP no script(1)"
	fi
done

# --help reads as one table: every option's words begin at one column,
# and the lines that go on with them at that column too (an option too
# long for the column is followed by two blanks); no line is longer than
# 79 characters.
for prog in $PROGS; do
	run_abs "$prog" --help
	bad=$(awk '
	# An option line: its words begin at the column, or two blanks after
	# the option if it is too long for it; the first option sets it.  A
	# line of options alone has its words on the next lines.
	/^  -/ && substr($0, 3) !~ /[^ ]  +[^ ]/ { going = 1; next }
	/^  -/ && match($0, /^  -[^ ]+(, -[^ ]+)?( [^ -][^ ]*)?/) {
		name = RLENGTH
		match($0, /^  -[^ ]+(, -[^ ]+)?( [^ -][^ ]*)? +/)
		if (col == 0)
			col = RLENGTH
		if (RLENGTH != (name + 2 <= col ? col : name + 2))
			print NR ": " $0
		going = 1
		next
	}
	going && /^   / {
		match($0, /^ +/)
		if (RLENGTH != col)
			print NR ": " $0
		next
	}
	{ going = 0 }
	length($0) > 79 { print NR ": too long: " $0 }' "$OUT")
	[ -z "$bad" ]
	ok $? "$prog --help: the options in one table at one column${bad:+: $bad}"
done

done_testing
