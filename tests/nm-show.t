#!/bin/sh
# nm-show: the position of a NetMatch game as text and as SVG.  What each
# node holds follows from the rules (nm-check(1)) and the default network
# (nm-network(5)): red's four sides R1-R12, yellow's R13-R24, green's
# R25-R36, blue's R37-R48, each side circle, square, triangle, star.
. "$(dirname "$0")/lib.sh"
F=fixtures/nm

printf '[Game "netmatch"]\n[Players "ann:red bob:green"]\n[Words "red:TEST green:BEAR"]\n' >"$WORK/g.rec"
run nm-show "$WORK/g.rec"
status_is 0 "the start"
[ "$(head -n 1 "$OUT")" = "$WORK/g.rec: game 1 (ann v bob), after 0 events: ann to play turn 1" ]
ok $? "the start: the heading names the game by its file, number and players"
out_has '^ 1 red     R1  ro   R2  r#   R3  r\^   R4  r\*   \|  I1  \.$' "side 1: red's circle, square, triangle, star; I1 empty"
out_has '^ 7 green   R25 go   R26 g#   R27 g\^   R28 g\*   \|  I7  \.$' "side 7: green's pawns"
out_has '^ 4 yellow  R13 \.    R14 \.    R15 \.    R16 \.    \|  I4  \.$' "side 4: yellow, not played, empty"
out_has '^within:    H   \.$' "the hub, joined to no side, last"
[ "$(grep -c '^ *[0-9]* [a-z]* *R' "$OUT")" = 12 ]; ok $? "twelve sides, one a line"
out_has '^ann: red, letters \.\.\.\.$' "ann's letters: none taken"
! grep -q ' $' "$OUT"; ok $? "no line ends in a blank"

printf '1 ann move R2-I1\n2 bob move R26-I7\n3 ann move R6-I2\n4 bob gambit HOLE\n' >>"$WORK/g.rec"
run nm-show --at 1 "$WORK/g.rec"
[ "$(head -n 1 "$OUT")" = "$WORK/g.rec: game 1 (ann v bob), after 1 of 4 events: ann to play turn 1, or bob turn 2 once ann's ends" ]
ok $? "--at 1: mid-turn heading"
out_has '^ 1 red     R1  ro   R2  \.    R3  r\^   R4  r\*   \|  I1  r#$' "--at 1: the square moved from R2 to I1"
run nm-show "$WORK/g.rec"
[ "$(head -n 1 "$OUT")" = "$WORK/g.rec: game 1 (ann v bob), after 4 events: ann wins: the last player left: wrong word gambit by bob (HOLE)" ]
ok $? "a wrong gambit: ann, the last left, wins"
out_has '^bob: green, letters \.\.\.\. \(out: gambit HOLE\)$' "bob is out, his gambit shown"
out_has '^ 7 green   R25 \.    R26 \.    R27 \.    R28 \.    \|  I7  \.$' "bob's pawns are off the board"

# Each game named as every program names it: its file, its number in
# that file, its Event, Date and Round tags and its players.
printf '\n[Game "netmatch"]\n[Event "Club night"]\n[Round "2"]\n[Players "cy:blue dee:red"]\n' >"$WORK/tags.rec"
cat "$WORK/g.rec" "$WORK/tags.rec" >"$WORK/two.rec"
run nm-show "$WORK/g.rec" "$WORK/two.rec"
grep -e '^/' "$OUT" | sed 's/, after.*//' >"$WORK/names"
printf '%s\n' "$WORK/g.rec: game 1 (ann v bob)" \
    "$WORK/two.rec: game 1 (ann v bob)" \
    "$WORK/two.rec: game 2 (Event \"Club night\", Round \"2\", cy v dee)" >"$WORK/want"
cmp -s "$WORK/want" "$WORK/names"; ok $? "each heading: file, number in the file, tags, players"
run nm-show <"$WORK/g.rec"
[ "$(head -n 1 "$OUT")" = "<stdin>: game 1 (ann v bob), after 4 events: ann wins: the last player left: wrong word gambit by bob (HOLE)" ]
ok $? "standard input is named <stdin>"

# ends.rec, game 1: dan takes all four blue tokens (BIRD: circle=D,
# square=I, triangle=B, star=R).
run nm-show $F/ends.rec
out_has '^dan: blue, letters DIBR$' "all of dan's letters revealed"
out_has '^ann: red, letters \.\.\.\.$' "ann's none"
run nm-show --at 45 $F/ends.rec
out_has '^dan: blue, letters \.I\.\.$' "--at 45: the square's letter, I, alone"

# An illegal event: the position before it, exit 1.
printf '[Game "netmatch"]\n[Players "ann:red bob:green"]\n1 ann move R4-R5\n' >"$WORK/bad.rec"
run nm-show "$WORK/bad.rec"
status_is 1 "an illegal event"
out_has '^next event, on line 3, is illegal: ' "the illegal event named"
out_has '^ 1 red     R1  ro ' "the position before it"

# Colors on request; none when not asked.
run nm-show --color=always "$WORK/g.rec"
grep -q "$(printf '\033')\[1;31mro$(printf '\033')\[0m" "$OUT"; ok $? "--color=always: a red pawn in red"
run nm-show --color=never "$WORK/g.rec"
! grep -q "$(printf '\033')" "$OUT"; ok $? "--color=never: no escape"
run nm-show --color=sometimes "$WORK/g.rec"
status_is 2 "--color=sometimes"

# Golden pictures of a three-player game.
run nm-show --at 20 examples/nm/three-players.rec
out_file_is $F/show-three.out "text: the golden picture"
run nm-show --svg --at 20 examples/nm/three-players.rec
status_is 0 "--svg"
out_file_is $F/show-three.svg "svg: the golden picture"
xml_ok "svg: well-formed XML"
out_has '>ann: red ' "svg: the legend names the colors' players"
[ "$(grep -c 'class="pawn ' "$OUT")" -ge 24 ]; ok $? "svg: a shape for every pawn, and the legend's"
# The dodecagon: the nodes' discs come in the network's order, R1 to R48
# first; each side's four are on one line, and the twelve sides' middles
# are as far from the center as each other.
perl -ne 'print "$1 $2\n" if /^<circle cx="([\d.]+)" cy="([\d.]+)" r="4"/' "$OUT" | head -48 | perl -e '
	@p = map { [split] } <STDIN>; $bad = @p != 48;
	for $k (0..11) {
		($a, $b, $c, $d) = @p[4*$k .. 4*$k+3];
		for $q ($c, $d) {
			$x = ($b->[0]-$a->[0])*($q->[1]-$a->[1]) - ($b->[1]-$a->[1])*($q->[0]-$a->[0]);
			$bad = 1 if abs($x) > 30;
		}
		push @r, sqrt((($b->[0]+$c->[0])/2-340)**2 + (($b->[1]+$c->[1])/2-410)**2);
	}
	for (@r) { $bad = 1 if abs($_ - $r[0]) > 1.5 }
	exit $bad'
ok $? "svg: the rim drawn as a dodecagon, four nodes a side"
run nm-show --svg $F/ends.rec
status_is 2 "--svg of several games"
printf '\001\002junk\n' | "$BIN/nm-show" >"$OUT" 2>"$ERR"; STATUS=$?
status_is 2 "binary junk"

# --html (issue 25): one page with the position at the start and after
# each of the 43 events, each drawn by the one picture code --svg --at K
# runs, the events as typed, and the result as nm-check says it.
THREE=examples/nm/three-players.rec
html_page 0 43 --at nm-show "$THREE" \
    "a game of 43 legal events"
out_has '^<li data-at="2"><a href="#game-1-2">2 bob move R22-I6</a></li>$' \
    "--html: each event's line as typed, linked to its position"
# The turn passes to the right: after cat's turn 40, ann's 41... as
# nm-check closes the record, bob's.
out_has '^<p class="result">no result yet, bob to play turn 41</p>$' \
    "--html: the result as nm-check says it"
# "the turn is passed to the right": cat moving on turn 2, bob's, is
# refused with that rule and no position follows it; its legal twin is
# the game above, where bob moves on turn 2.
sed 's/^2 bob move R22-I6$/2 cat move R31-I8/' "$THREE" >"$WORK/cat.rec"
html_page 1 1 --at nm-show "$WORK/cat.rec" \
    "a game with an event out of turn"
out_has '^<li class="refused" data-at="2"><a href="#game-1-2">2 cat move R31-I8</a><span class="why">turn 2 is bob.s, not cat.s: the turn passes to the right, in the order of the Players tag</span></li>$' \
    "--html: the refused event with the rule it breaks"
run nm-show --html --svg "$THREE"
status_is 2 "--html does not go with --svg"
run nm-show --help
out_has '^usage: nm-show \[--at N\] \[--svg \| --html\]' "--help: --html in the usage"
done_testing
