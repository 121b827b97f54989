#!/bin/sh
# nw-show: the position of a Netzwerk game as text and SVG, after all its
# events or the first N; colors; the errors, each with its exit status.
# The expected boards are written from nw-check(1), NOTATION: squares a1..
# with South at the bottom, energy fields A0.. at the squares' corners.
. "$(dirname "$0")/lib.sh"

F=fixtures/nw
START=$F/show-start.rec
POS=$F/show-position.rec
ESC=$(printf '\033')

# lacks REGEX NAME: no line of stdout matches; lacks '' NAME: it is empty.
lacks() {
	! grep -Eq -- "$1" "$OUT"
	ok $? "$2"
}

# occurs STRING N NAME: stdout holds the fixed string N times.
occurs() {
	n=$(awk -v s="$1" '{
		while ((i = index($0, s)) > 0) { n++; $0 = substr($0, i + length(s)) }
	} END { print n + 0 }' "$OUT")
	[ "$n" = "$2" ]
	r=$?
	ok $r "$3"
	[ $r = 0 ] || echo "#   counted $n, not $2"
}

# svg_ok NAME: stdout is a sized SVG document, and well-formed XML.
svg_ok() {
	sed -n 1p "$OUT" | grep -q '^<?xml version=' &&
	    grep -Eq '^<svg xmlns="http://www.w3.org/2000/svg" width="[0-9]+" height="[0-9]+"' "$OUT" &&
	    xmllint --noout "$OUT" 2>"$WORK/xml"
	ok $? "$1"
}

LEGEND="S ann (South), N bob (North), o battery, x spent battery, + empty field"

# The usual start: ann's six robots on rank 1, bob's on rank 6; the seven
# batteries of each on lattice rows 1 and 5; ann to move first.
run nw-show "$START"
status_is 0 "the usual start"
out_is "$START: game 1 (ann v bob), after 0 events: ann to move in round 1
    A   B   C   D   E   F   G
    +---+---+---+---+---+---+  6
 6  | N | N | N | N | N | N |
    o---o---o---o---o---o---o  5
 5  |   |   |   |   |   |   |
    +---+---+---+---+---+---+  4
 4  |   |   |   |   |   |   |
    +---+---+---+---+---+---+  3
 3  |   |   |   |   |   |   |
    +---+---+---+---+---+---+  2
 2  |   |   |   |   |   |   |
    o---o---o---o---o---o---o  1
 1  | S | S | S | S | S | S |
    +---+---+---+---+---+---+  0
      a   b   c   d   e   f
$LEGEND" "the usual start: robots on ranks 1 and 6, batteries on rows 1 and 5"
lacks "$ESC" "no escapes when stdout is not a terminal"
sed "1s|^$START: |<stdin>: |" "$WORK/want" >"$WORK/want-stdin"
run nw-show <"$START"
out_is "$(cat "$WORK/want-stdin")" "no file reads standard input, named <stdin>"
run nw-show - <"$START"
out_is "$(cat "$WORK/want-stdin")" "'-' reads standard input"

# A hand-made position on 4x4: b2 steps to b3 spending B1, the first of
# its corners B1, C1, B2, C2 that holds a battery.  The turn goes on.
run nw-show --at 1 "$POS"
status_is 0 "--at 1"
out_is "$POS: game 1 (ann v bob), after 1 of 2 events: ann to move in round 1, or bob once ann's turn ends
this turn: a robot moved to b3; next another robot or a battery
    A   B   C   D   E
    +---+---+---o---+  4
 4  |   |   | N |   |
    +---+---+---+---+  3
 3  |   | S |   | N |
    +---+---o---+---+  2
 2  |   |   |   |   |
    +---x---o---+---+  1
 1  | S |   |   |   |
    o---+---+---+---+  0
      a   b   c   d
$LEGEND" "--at 1: b3 moved, B1 spent, C1 and C2 still loaded"

# Then the battery on C2, beside ann's robot on b3 only, moves up to C3:
# no robot may move after it; B1 is still spent until the turn ends.
run nw-show "$POS"
status_is 0 "every event"
out_is "$POS: game 1 (ann v bob), after 2 events: ann to move in round 1, or bob once ann's turn ends
this turn: a robot moved to b3, a battery to C3; next another battery, no more robots
    A   B   C   D   E
    +---+---+---o---+  4
 4  |   |   | N |   |
    +---+---o---+---+  3
 3  |   | S |   | N |
    +---+---+---+---+  2
 2  |   |   |   |   |
    +---x---o---+---+  1
 1  | S |   |   |   |
    o---+---+---+---+  0
      a   b   c   d
$LEGEND" "every event: the battery moved from C2 to C3, B1 still spent"

run nw-show --at 0 "$POS"
out_has "^$POS: game 1 \(ann v bob\), after 0 of 2 events: ann to move in round 1$" \
    "--at 0: the start the tags set"
out_has "^ 2  \|   \| S \|   \|   \|$" "--at 0: b2 not moved yet"
out_has "^    \+---o---o---\+---\+  1$" "--at 0: B1 loaded"

# The game over: "at least half of your robots" across, 2 of 3.
run nw-show $F/show-over.rec
status_is 0 "a game over"
out_is "$F/show-over.rec: game 1 (ann v bob), after 1 event: ann wins: half their robots across (2 of 3 on row 4)
    A   B   C   D   E
    +---+---+---+---o  4
 4  | S | S |   | N |
    +---+---+---+---+  3
 3  |   |   |   |   |
    x---+---+---+---+  2
 2  |   |   |   |   |
    +---+---+---+---+  1
 1  |   |   |   | S |
    +---+---+---+---+  0
      a   b   c   d
$LEGEND" "a game over: the winner and why, as nw-check says it"

# Colors: South's robots blue, North's yellow, batteries red, spent dim.
run nw-show --color=always "$START"
status_is 0 "--color=always"
out_has "^ 1  \| ${ESC}\[1;34mS${ESC}\[0m \| ${ESC}\[1;34mS" \
    "--color=always: South's robots blue"
out_has "^ 6  \| ${ESC}\[1;33mN${ESC}\[0m \| " \
    "--color=always: North's robots yellow"
out_has "^    ${ESC}\[1;31mo${ESC}\[0m---${ESC}\[1;31mo" \
    "--color=always: batteries red"
out_has "^    \+---\+---\+" "--color=always: empty fields plain"
occurs "${ESC}[1;34mS" 7 "--color=always: six robots of ann's and the legend's S"
run nw-show --color=always "$POS"
out_has "^    \+---${ESC}\[2mx${ESC}\[0m---${ESC}\[1;31mo${ESC}\[0m---\+---\+  1$" \
    "--color=always: the spent battery on B1 dim"
NO_COLOR=1 "$BIN/nw-show" --color=always "$START" >"$OUT" 2>"$ERR"
out_has "${ESC}\[1;34mS" "--color=always wins over NO_COLOR"

# terminal NO_COLOR WANT NAME: nw-show on a terminal, which script(1)
# makes, with NO_COLOR set so: WANT is 0 if it colors, 1 if not.
terminal() {
	if ! script -qec true /dev/null >/dev/null 2>&1; then
		ok 0 "$3 # SKIP no script(1)"
		return
	fi
	NO_COLOR=$1 TERM=xterm script -qec "$BIN/nw-show $START" /dev/null \
	    >"$OUT" 2>"$ERR"
	grep -q "${ESC}\[1;34mS" "$OUT"
	[ $? = "$2" ]
	ok $? "$3"
}
terminal "" 0 "--color=auto colors on a terminal"
terminal 1 1 "--color=auto on a terminal with NO_COLOR set: no colors"
run nw-show --color=never "$START"
lacks "$ESC" "--color=never writes no escapes"

# SVG: a standalone document; a disc for each robot and each battery.
run nw-show --svg "$START"
status_is 0 "--svg of the usual start"
svg_ok "--svg: a sized SVG document, well-formed XML"
occurs 'class="robot south"' 6 "--svg: ann's six robots"
occurs 'class="robot north"' 6 "--svg: bob's six robots"
occurs 'class="battery"' 14 "--svg: fourteen loaded batteries"
occurs 'class="battery spent"' 0 "--svg: none spent"
occurs 'class="field"' 35 "--svg: a dot at each of the other 35 fields"
occurs 'class="square"' 36 "--svg: 36 squares"
out_has ">a</text>" "--svg: file a"
out_has ">G</text>" "--svg: field column G"
out_has ">$START: game 1 \(ann v bob\), after 0 events: ann to move in round 1</text>" \
    "--svg: the caption says who is to move"
lacks "$ESC" "--svg writes no escapes"
# The legend under the board, as the text view's last line (issue 13):
# each player's robots by name and side, a loaded battery, a spent one
# and an empty field, each beside its mark.
occurs '<g class="legend">' 1 "--svg: one legend"
occurs 'class="legend-robot"' 2 "--svg legend: a robot of each side"
occurs 'class="legend-battery"' 1 "--svg legend: a loaded battery"
occurs 'class="legend-battery-spent"' 1 "--svg legend: a spent battery"
occurs 'class="legend-field"' 1 "--svg legend: an empty field"
for words in "ann \(South\)" "bob \(North\)" "battery" "spent battery" "empty field"; do
	out_has "class=\"legend\" [^>]*>$words</text>" "--svg legend: $words"
done

run nw-show --svg --at 1 "$POS"
status_is 0 "--svg of the hand-made position"
svg_ok "--svg of the hand-made position is well-formed XML"
occurs 'class="robot ' 4 "--svg: four robots"
occurs 'class="battery"' 4 "--svg: four loaded batteries"
occurs 'class="battery spent"' 1 "--svg: one spent, B1"
occurs 'class="square"' 16 "--svg: a 4x4 board"
run nw-show --svg $F/show-over.rec
out_has ">$F/show-over.rec: game 1 \(ann v bob\), after 1 event: ann wins: half their robots across \(2 of 3 on row 4\)</text>" \
    "--svg: the caption gives the result"

# A name holds no character XML must escape: Players refuses it.
printf '[Game "netzwerk"]\n[Players "a<b c&d"]\n' >"$WORK/names.rec"
run nw-show --svg "$WORK/names.rec"
status_is 2 "--svg: a player's name with '<' is refused"
err_is "nw-show: $WORK/names.rec:2:12: a player's name has letters, digits, '_', '-' and '.', not '<', as in \"ann bob\"" \
    "--svg: the '<' is named"

# Several games: each in turn, a blank line between, numbered across files.
run nw-show "$START" $F/show-over.rec
status_is 0 "two files"
out_has "^$F/show-over.rec: game 1 \(ann v bob\), after 1 event: ann wins" "the second game is named by its file, show-over.rec's game 1"
[ "$(grep -c '^$' "$OUT")" = 1 ]; ok $? "a blank line between the games"
run nw-show --svg "$START" $F/show-over.rec
status_is 2 "--svg of two games"
err_is "nw-show: --svg draws one game; the input has several" \
    "--svg of two games says why"
lacks '' "--svg of two games draws nothing"

# An illegal event: the position before it, and the rule it breaks, as
# nw-check says it ("During your turn you can use each battery only once").
run nw-show $F/show-illegal.rec
status_is 1 "an illegal event"
out_has "^$F/show-illegal.rec: game 1 \(ann v bob\), after 1 of 3 events: ann to move in round 1, or bob once ann's turn ends$" \
    "an illegal event: the position after the event before it"
out_has "^illegal event on line 10: the battery on B1 was spent this turn$" \
    "an illegal event: its line and the rule"
out_has "^    \+---x---o---\+---\+  1$" "an illegal event: B1 drawn spent"
err_is "nw-show: $F/show-illegal.rec:10:24: the battery on B1 was spent this turn" \
    "an illegal event: diagnosed at its place"
run nw-show --at 1 $F/show-illegal.rec
status_is 0 "--at before the illegal event"
run nw-show --svg $F/show-illegal.rec
status_is 1 "--svg of a game with an illegal event"
svg_ok "--svg of a game with an illegal event is well-formed XML"
out_has ">illegal event on line 10: the battery on B1 was spent this turn</text>" \
    "--svg: the illegal event in the caption"

# Errors, each a row: fails STATUS STDERR NAME ARG...: nw-show ARG...
# exits STATUS, its diagnostic matches STDERR (grep -E), and it draws
# nothing.
fails() {
	want=$1 diag=$2 name=$3
	shift 3
	run nw-show "$@"
	status_is "$want" "$name"
	err_has "$diag" "$name: the diagnostic"
	lacks '' "$name: nothing drawn"
}
fails 2 "^nw-show: $POS:5:1: --at 3: the game has 2 events$" \
    "--at beyond the record" --at 3 "$POS"
fails 2 "^nw-show: --at: " "--at that is not a number" --at x "$POS"
fails 2 "^nw-show: $F/show-bad.rec:5:12: square e1 is off the 4x4 board: its squares are a1 to d4$" \
    "a malformed game" $F/show-bad.rec
printf '[Game "netzwerk"]\n[Players "ann bob"\n' >"$WORK/garbled.rec"
fails 2 "^nw-show: $WORK/garbled.rec:2:" "a malformed record" "$WORK/garbled.rec"
fails 2 "^nw-show: $F/no-such-file.rec: " "a missing file" $F/no-such-file.rec
fails 2 "^nw-show: /dev/null:1:1: no game in the input$" "an input with no game" \
    /dev/null
fails 2 "auto, never or always" "a bad --color" --color=sometimes "$START"
fails 2 "^nw-show: --bogus: unknown option$" "an unknown option" --bogus "$START"
run nw-show "$START" $F/show-bad.rec
status_is 2 "a good game and a malformed one"
out_has "^$START: game 1 \(ann v bob\), after 0 events" "the good game is still drawn"
# A write error (a full disk) exits 2 and says so.
if [ -w /dev/full ]; then
	"$BIN/nw-show" "$START" >/dev/full 2>"$ERR"
	[ $? = 2 ] && grep -q 'write error' "$ERR"
	ok $? "a write error exits 2 and says so"
fi

# The rules' options, as for nw-check: under compulsory capture, c2 must
# take c3 before anything else.
run nw-show --at 0 $F/variants.rec
out_has "^$F/variants.rec: game 1 \(ann v bob\), after 0 of 1 events: ann to move in round 1, who must capture \(c2-c3 can\)$" \
    "compulsory capture from the record's tag"
run nw-show --compulsory-capture=no --at 0 $F/variants.rec
out_has "^$F/variants.rec: game 1 \(ann v bob\), after 0 of 1 events: ann to move in round 1$" \
    "--compulsory-capture=no overrides the tag"

# --html (issue 25): one page with the position at the start and after
# each event, each drawn by the one picture code --svg --at K runs; the
# events beside them as typed, and the result as nw-check says it.
THREE=examples/nw/three-rounds.rec
WON=examples/nw/won-4x4.rec
html_page 0 10 --at nw-show "$THREE" \
    "a game of 10 legal events"
out_has '^<h2>examples/nw/three-rounds.rec: game 1 \(ann v bob\)</h2>$' \
    "--html: the game named as the text viewer names it"
out_has '^<li data-at="9"><a href="#game-1-9">3 ann move d2-d3 using E2</a></li>$' \
    "--html: each event's line as typed, linked to its position"
lacks 'class="refused"' "--html: no event of a legal game refused"
# After both turns of round 3 the game goes on with South's (ann's) round 4.
out_has '^<p class="result">no result yet, ann to move in round 4</p>$' \
    "--html: the result of an unfinished game: who moves next"
out_has '^<figcaption>after 10 events: bob to move in round 3, or ann once bob.s turn ends$' \
    "--html: each position's caption says where the game stands"
# "During your turn you can use each battery only once": the second event
# is refused, with the rule; no position follows it, and the event after
# it is listed with no position of its own.  Its legal twin is the game
# above, every event of which has its position.
html_page 1 1 --at nw-show $F/show-illegal.rec \
    "a game with an illegal event"
out_has '^<li class="refused" data-at="2"><a href="#game-1-2">1 ann move a1-a2 using B1</a><span class="why">the battery on B1 was spent this turn</span></li>$' \
    "--html: the refused event with the rule it breaks"
out_has '^<li data-at="3">' "--html: the events after it are listed"
out_has '^<p class="result">illegal event on line 10: the battery on B1 was spent this turn</p>$' \
    "--html: the result says the game has an illegal event"
# "A player wins when half their robots reach the far row": ann's b4.
run nw-show --html "$THREE" "$WON"
status_is 0 "--html: a batch of two games"
html_ok "--html: one page for a batch"
[ "$(grep -c '^<section class="game" id="game-[12]">$' "$OUT")" = 2 ]
ok $? "--html: a section for each game of the batch, in order"
html_pictures_are "--html: the second game's 25 positions, each as --svg --at K draws it" \
    2 24 --at nw-show --svg "$WON"
out_has '^<p class="result">ann wins: half their robots across \(1 of 2 on row 4\)</p>$' \
    "--html: the result of a won game"
fails 2 "^nw-show: --html draws every position: not with --at or --svg$" \
    "--html with --at" --html --at 2 "$THREE"
fails 2 "^nw-show: --html draws every position: not with --at or --svg$" \
    "--html with --svg" --html --svg "$THREE"

run nw-show --help
status_is 0 "--help"
out_has "^usage: nw-show \[--at N\] \[--svg \| --html\] \[--color\[=WHEN\]\]" "--help writes the usage"
run nw-show --version
status_is 0 "--version"
out_has "^nw-show \(refkit\) " "--version writes the version"

done_testing
