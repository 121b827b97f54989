#!/bin/sh
# ag-show: the position of an Alphagon game after N events.  What each
# picture must hold follows from the record (fixtures/ag/show/toga.rec,
# ag-deal --seed 3 and five turns) and the rules (ag-board(5),
# ag-check(1)): every piece on the next square in the current direction;
# a closed word followed by a '+'; at a '+' with fewer than 4 sides the
# new side leaves the start point, and when the start point is level with
# the corner, toward the farther edge; a closed word of 4 letters scores
# 4; a player draws as many letters as placed, of the same kinds.
. "$(dirname "$0")/lib.sh"
F=fixtures/ag/show

# ann: '+' on the flag D4, T east of it on E4; bob O on F4, ann G on G4,
# bob A on H4 and closes TOGA: '+' on I4.  The start D4 is on row 4, level
# with I4; south has 9 rows to the edge, north 3: south.  ann's M on I5,
# the next square I6, going south.  Racks: ann AAOGMTX placed T G M, drew
# N S R: AANORSX; bob AAOBCDH placed O A, drew A E: AABCDEH.  The stand-in
# layout: flags D4 J4 D10 J10, stars B2 L2 G3 C7 K7 G11 B12 L12, clouds F2
# H2 B6 L6 B8 L8 F12 H12.
run ag-show $F/toga.rec
status_is 0 "a legal game drawn"
out_file_is $F/toga.out "the board at the end: pieces, marks, the next square, words, players"
[ "$(head -n 1 "$OUT")" = "$F/toga.rec: game 1 (ann v bob), after 18 events: turn 5, ann to play" ]
ok $? "the heading: the game named by its file, number and players; every event; ann's turn 5"
grep -q '^  4 \.  \.  \.  +F T  O  G  A  +  \.F \.  \.  \.$' "$OUT"
ok $? "row 4: the start '+' on the flag D4, TOGA, the '+' on I4, the flag J4"
grep -q '^  5 \.  \.  \.  \.  \.  \.  \.  \.  M  \.  \.  \.  \.$' "$OUT"
ok $? "the side turned south at I4: M on I5"
grep -q '^  6 \.  \.c \.  \.  \.  \.  \.  \.  v  \.  \.  \.c \.$' "$OUT"
ok $? "the next square I6 shows the arrow south; clouds on B6 and L6"
grep -q '^  2 \.  \.\* \.  \.  \.  \.c \.  \.c \.  \.  \.  \.\* \.$' "$OUT"
ok $? "row 2: stars on B2 and L2, clouds on F2 and H2"
out_has '^polygon: start D4, 2 sides, the next piece on I6 going south$' "the polygon's line"
out_has '^words: TOGA \(E4\), M \(I5\) under construction$' "the closed word and the one under construction"
out_has '^ann \(red\): 0 points, 2 bonus tokens, rack AANORSX, cards 31 32 8$' "ann's line"
out_has '^bob \(yellow\): 4 points, 2 bonus tokens, rack AABCDEH, cards 28 9 2$' "bob's line: TOGA's 4 points"

# Forced color: each piece on the color of its player.
run ag-show --color=always $F/toga.rec
out_file_is $F/toga-color.out "--color=always: pieces on their players' colors"
grep -q "$(printf '\033\\[1;97;41mT\033\\[0m')" "$OUT"
ok $? "--color=always: ann's T on red"
grep -q "$(printf '\033\\[1;30;103mO\033\\[0m')" "$OUT"
ok $? "--color=always: bob's O on yellow"
[ "$(grep -o "$(printf '\033\\[1;30;103m+')" "$OUT" | wc -l)" = 1 ] &&
    [ "$(grep -o "$(printf '\033\\[1;97;41m+')" "$OUT" | wc -l)" = 1 ]
ok $? "--color=always: the start '+' ann's, the '+' after TOGA bob's, the closer's"
run ag-show --color=never $F/toga.rec
out_file_is $F/toga.out "--color=never: plain text"
NO_COLOR=1 run ag-show --color=auto $F/toga.rec
out_file_is $F/toga.out "--color=auto off a terminal: plain text"

# --at 8: the setup's 7 events and ann's start: '+' D4, T E4, the next
# square F4 going east; ann's rack without the T, not yet refilled.
run ag-show --at 8 $F/toga.rec
status_is 0 "--at 8"
[ "$(head -n 1 "$OUT")" = "$F/toga.rec: game 1 (ann v bob), after 8 of 18 events: turn 1, ann to play" ]
ok $? "--at 8: the heading"
grep -q '^  4 \.  \.  \.  +F T  >  \.  \.  \.  \.F \.  \.  \.$' "$OUT"
ok $? "--at 8: the start and the arrow east on F4"
out_has '^ann \(red\): 0 points, 2 bonus tokens, rack AAGMOX, cards 31 32 8$' "--at 8: ann's rack without her T"
run ag-show --at 0 $F/toga.rec
status_is 0 "--at 0"
out_has "^$F/toga.rec: game 1 \\(ann v bob\\), after 0 of 18 events: the setup\$" "--at 0: the setup"
out_has '^polygon: not begun; it starts on a flag$' "--at 0: no polygon"
out_has '^ann \(red\): .*rack empty, cards none$' "--at 0: nothing dealt"

# An illegal event before N: the position before it, its rule, exit 1.
sed 's/^5 ann place M$/5 ann place Q/' $F/toga.rec >"$WORK/bad.rec"
run ag-show "$WORK/bad.rec"
status_is 1 "an illegal event before the end"
[ "$(head -n 1 "$OUT")" = "$WORK/bad.rec: game 1 (ann v bob), after 16 of 18 events: turn 4, bob to play" ]
ok $? "the position before the illegal event"
out_has '^illegal event on line 24: ann does not hold Q: ann holds AAMNOSX$' "the illegal event named"
err_has "^ag-show: $WORK/bad.rec:24:[0-9]+: ann does not hold Q" "its diagnostic, with its place"
run ag-show --at 16 "$WORK/bad.rec"
status_is 0 "--at stops before the illegal event: no fault"

# A polygon closed on its start point (fixtures/ag/check/closed.rec: its
# last letter on D5, beside the start D4, with 6 sides): no next square,
# no arrow, and the letters since the last '+' left unfinished.
run ag-show fixtures/ag/check/closed.rec
status_is 0 "a closed polygon"
out_has '^polygon: start D4, 6 sides, closed on its start point$' "closed: the polygon's line"
! sed -n '3,15p' "$OUT" | grep -q '[<>^v]'; ok $? "closed: no arrow on the board"
out_has '^words: .*, OYOXO \(D9\) unfinished$' "closed: the last letters unfinished"
grep -q '^  5 \.  \.  \.  O  ' "$OUT"; ok $? "closed: its last letter on D5, beside the start"

# Each game named by its file and its number in that file.
cat $F/toga.rec $F/toga.rec >"$WORK/two.rec"
run ag-show --at 0 $F/toga.rec "$WORK/two.rec"
grep -e ': game ' "$OUT" | sed 's/, after.*//' >"$WORK/names"
printf '%s\n' "$F/toga.rec: game 1 (ann v bob)" \
    "$WORK/two.rec: game 1 (ann v bob)" "$WORK/two.rec: game 2 (ann v bob)" \
    >"$WORK/want"
cmp -s "$WORK/want" "$WORK/names"; ok $? "each heading: the file and the number in it"

# SVG: the golden picture, and what it must show.
run ag-show --svg $F/toga.rec
status_is 0 "--svg"
out_file_is $F/toga.svg "--svg: the golden picture"
# 7 pieces down (the start '+', T O G A, the '+' on I4, M) and 3 in the
# legend (a '+' and a tile of each player's color).
[ "$(grep -c 'class="piece"' "$OUT")" = $((7 + 3)) ]
ok $? "--svg: the 7 pieces on the board and 3 in the legend"
[ "$(grep -c '<circle class="start"' "$OUT")" = 1 ] &&
    [ "$(grep -c '<rect class="next"' "$OUT")" = 1 ]
ok $? "--svg: the start point ringed, the next square marked"
# Every mark of the stand-in layout drawn (the flag D4 small, in the
# corner of the start '+'), and one of each kind in the legend.
[ "$(grep -c 'class="flag"' "$OUT")" = $((4 + 1)) ] &&
    [ "$(grep -c 'class="star"' "$OUT")" = $((8 + 1)) ] &&
    [ "$(grep -c 'class="cloud"' "$OUT")" = $((8 + 1)) ]
ok $? "--svg: 4 flags, 8 stars, 8 clouds, and one of each in the legend"
[ "$(grep -c 'class="col"' "$OUT")" = 13 ] && [ "$(grep -c 'class="row"' "$OUT")" = 13 ]
ok $? "--svg: columns A-M and rows 1-13 labeled"
out_has '>key</text>' "--svg: a legend"
xml_ok "--svg: well-formed XML"
run ag-show --svg "$WORK/two.rec"
status_is 2 "--svg draws one game"

# Errors.
run ag-show --at 19 $F/toga.rec
status_is 2 "--at past the game's events"
err_has 'toga.rec:1:1: --at 19: the game has 18 events' "--at: the count given"
run ag-show --at -1 $F/toga.rec
status_is 2 "--at takes digits only"
run ag-show --at 99999999999999999999 $F/toga.rec
status_is 2 "--at: a huge number refused"
{ sed -n '1,/^1 ann draw N$/p' $F/toga.rec
  printf '2 bob place '; head -c 3000 /dev/zero | tr '\0' A; echo; } >"$WORK/long.rec"
run ag-show "$WORK/long.rec"
status_is 2 "a placement of 3000 letters is malformed"
{ sed -n '1,/^1 ann draw N$/p' $F/toga.rec
  printf '2 bob place \377\376\n'; } >"$WORK/utf8.rec"
run ag-show "$WORK/utf8.rec"
status_is 2 "invalid UTF-8 is malformed"
run ag-show --color=sometimes $F/toga.rec
status_is 2 "--color: auto, never or always"
run ag-show /nonexistent/x.rec
status_is 2 "a file that cannot be read"
head -c 3000 /dev/urandom >"$WORK/junk.rec"
run ag-show "$WORK/junk.rec"
status_is 2 "binary junk is malformed"
run ag-show </dev/null
status_is 2 "no game in the input"
run ag-show --help
status_is 0 "--help"
out_has '^usage: ag-show' "--help prints the usage"
run ag-show --version
status_is 0 "--version"
run ag-show - <$F/toga.rec
sed "1s|^$F/toga.rec: |<stdin>: |" $F/toga.out >"$WORK/want-stdin"
out_file_is "$WORK/want-stdin" "- reads the standard input"

# --html (issue 25): one page with the position at the start and after
# each of the 27 events, each drawn by the one picture code --svg --at K
# runs, the events as typed, and the result as ag-check says it: bob
# reaches the goal of 10 points (fixtures/ag/score/goal.rec says how).
GOAL=fixtures/ag/score/goal.rec
html_page 0 27 --at ag-show "$GOAL" \
    "a game of 27 legal events"
out_has '^<li data-at="27"><a href="#game-1-27">8 bob close NOTE</a></li>$' \
    "--html: each event's line as typed, linked to its position"
out_has '^<p class="result">bob wins \(bob reached the goal of 10 points\): ann 3, bob 11</p>$' \
    "--html: the result as ag-check says it"
# A declared word must be a word of complete meaning: ASCETICAL, the
# rules' own example, is not one in en_US and is refused with that rule,
# no position after it; its legal twin, ascesis.rec, declares ASCETICISM
# and has every position.
html_page 1 12 --at ag-show fixtures/ag/check/ascetical.rec \
    "a game with a declaration refused"
out_has '^<li class="refused" data-at="13"><a href="#game-1-13">4 bob declare ASCETICAL</a><span class="why">ASCETICAL is not a word of the dictionary \(words of complete meaning\)</span></li>$' \
    "--html: the refused event with the rule it breaks"
run ag-show --html fixtures/ag/check/ascesis.rec
status_is 0 "--html: the legal twin"
html_pictures_are "--html: the legal twin has every position" \
    1 14 --at ag-show --svg fixtures/ag/check/ascesis.rec
run ag-show --html --at 1 "$GOAL"
status_is 2 "--html does not go with --at"
run ag-show --help
out_has '^usage: ag-show \[--at N\] \[--svg \| --html\]' "--help: --html in the usage"
done_testing
