#!/bin/sh
# pa-show: the grid as the rules reveal it, a round's question, SVG
# pictures, colors, and the errors, each with its exit status.
. "$(dirname "$0")/lib.sh"

M=fixtures/pa/show-match.rec
P=fixtures/pa/show-plus.rec
ESC=$(printf '\033')

# no_escapes NAME: stdout holds no escape character.
no_escapes() {
	! grep -q "$ESC" "$OUT"
	ok $? "$1"
}

# count_is PATTERN N NAME: stdout holds the fixed string N times.
count_is() {
	n=$(grep -oF -- "$1" "$OUT" | wc -l | tr -d ' ')
	[ "$n" = "$2" ]
	r=$?
	ok $r "$3"
	[ $r = 0 ] || echo "#   counted $n, not $2"
}

# out_empty NAME: nothing on stdout.
out_empty() {
	[ ! -s "$OUT" ]
	ok $? "$1"
}


# The rules write a grid as rows of pictures separated by spaces; the
# rows are labeled A-F and the columns 1-6.
run pa-show "$M"
status_is 0 "the grid"
out_is "  1 2 3 4 5 6
A X X O X + X
B O O X + O X
C + O X X O +
D X + O O X +
E O X + + X O
F + + O X O X" "the grid with column numbers above and row letters at the left"
no_escapes "no escapes when stdout is not a terminal"

run pa-show - <"$M"
out_is "$(cat "$WORK/want")" "'-' reads standard input"
run pa-show <"$M"
out_is "$(cat "$WORK/want")" "no file reads standard input"

# Round 1 asks for A1-A2-B1, an L of three cells, holding O O X; in the
# standard game a group scores as many points as it has cells.
run pa-show --round 1 "$M"
status_is 0 "round 1"
out_is "round 1: 3 cells, 3 points
# #
# .
contents: O O X (2 circles, 1 cross)" "round 1: the L drawn in two rows, contents in the rules' order and in words"

# Contents are listed circles, then crosses, then plusses.
run pa-show --round 2 "$M"
out_is "round 2: 5 cells, 5 points
# . .
# # .
. # #
contents: O O X X + (2 circles, 2 crosses, 1 plus)" "round 2 without the grid"
no_escapes "no escapes in a question when stdout is not a terminal"

# The pictures are a red circle, a blue cross and a green plus.
run pa-show --color=always "$M"
status_is 0 "--color=always"
out_has "^A ${ESC}\[1;34mX${ESC}\[0m ${ESC}\[1;34mX${ESC}\[0m ${ESC}\[1;31mO${ESC}\[0m " \
    "--color=always: A3 a red circle after two blue crosses"
out_has "${ESC}\[1;34mX${ESC}\[0m" "--color=always: a blue cross"
out_has "${ESC}\[1;32m\+${ESC}\[0m" "--color=always: a green plus"
count_is "${ESC}[1;31m" 12 "--color=always: every circle red (12 in the grid)"
NO_COLOR=1
export NO_COLOR
run pa-show --color=always "$M"
unset NO_COLOR
out_has "${ESC}\[1;31mO" "--color=always wins over NO_COLOR"
# On a terminal (script(1) gives one), auto colors unless NO_COLOR is set
# (or TERM is dumb: tests/cli.t).
if command -v script >/dev/null 2>&1 &&
    script -qec true /dev/null >/dev/null 2>&1; then
	TERM=xterm script -qec "$BIN/pa-show $M" /dev/null >"$OUT" 2>"$ERR"
	out_has "${ESC}\[1;31mO" "--color=auto colors on a terminal"
	NO_COLOR=1 TERM=xterm script -qec "$BIN/pa-show $M" /dev/null \
	    >"$OUT" 2>"$ERR"
	no_escapes "--color=auto on a terminal with NO_COLOR set: no escapes"
else
	ok 0 "--color=auto colors on a terminal # SKIP no script(1)"
	ok 0 "--color=auto with NO_COLOR set # SKIP no script(1)"
fi
run pa-show --color=never "$M"
no_escapes "--color=never writes no escapes"
run pa-show --color=always --round 2 "$M"
out_has "^contents: ${ESC}\[1;31mO${ESC}\[0m ${ESC}\[1;31mO${ESC}\[0m ${ESC}\[1;34mX" \
    "--color=always colors the contents of a question"
out_has "^# # \.$" "the shape is never colored"

# SVG: a standalone document, a circle element for each circle.
run pa-show --svg "$M"
status_is 0 "--svg grid"
out_has "^<\?xml version=" "--svg starts with an XML declaration"
out_has "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"[0-9]+\" height=\"[0-9]+\"" \
    "--svg is sized"
xml_ok "--svg grid is well-formed XML"
count_is "<circle" 12 "--svg grid: a circle element for each of the 12 circles"
out_has ">A</text>" "--svg grid: row letter A"
out_has ">6</text>" "--svg grid: column number 6"
no_escapes "--svg writes no escapes, even with color wanted"

run pa-show --svg --round 2 "$M"
status_is 0 "--svg question"
xml_ok "--svg question is well-formed XML"
count_is "<circle" 2 "--svg question: the contents' two circles"
count_is "fill=\"#c8c8c8\"" 5 "--svg question: the shape's five cells"
out_has "round 2: 5 cells, 5 points</text>" "--svg question: its heading"

# Plus: grids up to 20 columns; several groups a round, 1 point each.
run pa-show "$P"
status_is 0 "a Plus grid"
out_is "   1  2  3  4  5  6  7  8  9 10 11 12
A  O  X  +  O  X  +  O  X  +  O  X  +
B  X  X  O  +  +  O  X  O  +  X  O  X
C  +  O  X  X  O  +  +  X  O  O  X  +
D  O  +  +  X  O  X  O  +  X  +  O  O" "column numbers of two digits right-aligned above"
run pa-show --round 1 "$P"
out_is "round 1: 3 groups, 1 point each
group 1 of 3: 4 cells
# # #
. # .
contents: O X X + (1 circle, 2 crosses, 1 plus)
group 2 of 3: 3 cells
# #
. #
contents: O O X (2 circles, 1 cross)
group 3 of 3: 4 cells
# .
# #
. #
contents: O X X + (1 circle, 2 crosses, 1 plus)" "a Plus round of three groups, each in turn"
run pa-show --round 2 "$P"
out_is "round 2: 1 cell, 1 point
#
contents: + (1 plus)" "a Plus group of one cell scores 1 point"
run pa-show --svg --round 1 "$P"
xml_ok "--svg of three groups is well-formed XML"
count_is "<circle" 4 "--svg of three groups: their 4 circles"
out_has ">group 3 of 3: 4 cells</text>" "--svg of three groups: each labeled"

# Several matches: each in turn, a blank line between.
run pa-show --round 2 "$M" "$P"
status_is 0 "two files"
out_is "round 2: 5 cells, 5 points
# . .
# # .
. # #
contents: O O X X + (2 circles, 2 crosses, 1 plus)

round 2: 1 cell, 1 point
#
contents: + (1 plus)" "two matches, a blank line between"
run pa-show --svg fixtures/pa/show-two.rec
status_is 2 "--svg of two matches"
err_is "pa-show: --svg draws one match; the input has several" \
    "--svg of two matches says why"
out_empty "--svg of two matches draws nothing"

# Errors.
run pa-show --round 3 "$M"
status_is 2 "a round the match does not have"
err_is "pa-show: $M:1:1: round 3: the match has 2 rounds" \
    "a round the match does not have, with the match's place"
out_empty "a round the match does not have draws nothing"
run pa-show --round 3 "$M" "$P"
status_is 2 "a round no match has, in two files"
# Round 0 is the grid, before the first round: what pa-show draws without
# --round (as --html numbers its positions).
"$BIN/pa-show" --svg "$M" >"$WORK/grid.svg"
run pa-show --svg --round 0 "$M"
status_is 0 "--round 0"
out_file_is "$WORK/grid.svg" "--round 0 draws the grid"
run pa-show --svg --at 2 "$M"
"$BIN/pa-show" --svg --round 2 "$M" >"$WORK/round2.svg"
out_file_is "$WORK/round2.svg" "--at N is --round N"
run pa-show --round 2x "$M"
status_is 2 "a round that is not a number"
run pa-show fixtures/pa/show-bad.rec
status_is 2 "a malformed match"
err_is "pa-show: fixtures/pa/show-bad.rec:5:13: grid row B has 2 columns, row A has 3" \
    "a malformed match: file, line and column"
run pa-show fixtures/pa/show-garbled.rec
status_is 2 "a malformed record"
err_has "^pa-show: fixtures/pa/show-garbled.rec:3:1: " \
    "a malformed record: file, line and column"
run pa-show "$M" fixtures/pa/show-bad.rec
status_is 2 "a good match and a malformed one"
out_has "^F \+ \+ O X O X$" "the good match is still drawn"
run pa-show fixtures/pa/no-such-file.rec
status_is 2 "a missing file"
err_has "^pa-show: fixtures/pa/no-such-file.rec: " "a missing file is named"
run pa-show </dev/null
status_is 2 "an input with no match"
err_is "pa-show: <stdin>:1:1: no game in the input" \
    "an input with no match says so"
run pa-show --color=sometimes "$M"
status_is 2 "a bad --color"
err_has "auto, never or always" "a bad --color says the choices"
run pa-show --bogus "$M"
status_is 2 "an unknown option"
err_has "^pa-show: --bogus: unknown option$" "an unknown option is named"
run pa-show --round
status_is 2 "--round without N"
err_has "^pa-show: --round: needs a value$" "--round without N says so"
if [ -w /dev/full ]; then
	"$BIN/pa-show" "$M" >/dev/full 2>"$ERR"
	STATUS=$?
	status_is 2 "a write error"
	err_has "write error" "a write error says so"
fi

# Help and version go to standard output.
run pa-show --help
status_is 0 "--help"
out_has "^usage: pa-show \[--round N\] \[--svg \| --html\] \[--color\[=WHEN\]\] \[FILE \.\.\.\]" \
    "--help writes the usage"
run pa-show --version
status_is 0 "--version"
out_has "^pa-show \(refkit\) " "--version writes the version"

# --html (issue 25): the page a host posts after a club night: the grid,
# then each round's question with its answers and who scored under it,
# as pa-score says them, and the showdown and result.  Position 0 is the
# grid, position K round K's question, each drawn by the code --svg
# --round K runs.  Round 1 of examples/pa/played.rec: bob's A1-A2-B1 is
# right, 3 points (a three-cell shape), and ann's same answer after it is
# disregarded.
PLAYED=examples/pa/played.rec
html_page 0 2 --round pa-show "$PLAYED" \
    "a match of two rounds"
out_has '^<li data-at="1"><a href="#game-1-1">1 host ask A1-A2-B1 OXX</a></li>$' \
    "--html: each round listed by its question's line"
out_has '^round 1: 0:30 bob A1-A2-B1: correct at 1:00, 3 points$' \
    "--html: a round's answers under its question"
out_has '^round 1: ann 0, bob 3</figcaption>$' \
    "--html: the score after the round"
"$BIN/pa-score" "$PLAYED" | grep -E '^(showdown|final):' >"$WORK/end"
sed -n '/^<p class="result">/,/<\/p>$/p' "$OUT" |
    sed -e 's/^<p class="result">//' -e 's/<\/p>$//' | cmp -s - "$WORK/end"
ok $? "--html: the showdown and the result as pa-score says them"
# Plus: two questions in a round, listed together.
run pa-show --html examples/pa/played-plus.rec
status_is 0 "--html: a Plus match"
html_pictures_are "--html: the Plus match's grid and round" \
    1 1 --round pa-show --svg examples/pa/played-plus.rec
out_has '^<li data-at="1"><a href="#game-1-1">1 host ask A1-A2-B1 OXX; 1 host ask A1-A2-A3 OOX</a></li>$' \
    "--html: a round's two questions, in its item"
run pa-show --html --round 1 "$PLAYED"
status_is 2 "--html does not go with --round"

done_testing
