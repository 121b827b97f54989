#!/bin/sh
# cw-show: the position of a Control Word game after N events.  What each
# picture must hold follows from the record (fixtures/cw/score-table.rec,
# its moves in its comment) and the rules (cw-check(1)): the mat's tiles
# blue; a played tile its player's color; a replaced tile the replacing
# player's color; a redraw returns the rack's own tiles and draws 2 less
# than the roll; the second redraw of a turn costs two penalty tokens.
. "$(dirname "$0")/lib.sh"
F=fixtures/cw

# At the end: EXIST across row 0 red but the mat's X; RATED down column 6,
# R A red (ann replaced them), T E black, D the mat's; REGATTA across row
# 9, R E A red, G blue, T (KILOBIT's) blue, T A black; the rest of the mat
# blue.  Racks: ann drew AAEEIRRST, played E I S T, replaced R A, drew
# AENT, replaced R E A: AENT; bob's second redraw drew AERST, he played
# R A T E, drew AGNOTT, replaced T A: GNOST.  Columns 0-6, rows 0-9.
run cw-show $F/score-table.rec
status_is 0 "a legal game drawn"
out_file_is $F/show-table.out "the board at the end: every tile in its color, racks, tokens, points"
head -n 1 "$OUT" >"$WORK/head"
[ "$(cat "$WORK/head")" = "$F/score-table.rec: game 1 (ann v bob), after 19 events: over after 2 rounds" ]
ok $? "the heading: the game named by its file, number and players; every event, the game over"
grep -q '^   9  Rr  Er  gb  Ar  tb  Tk  Ak$' "$OUT"
ok $? "REGATTA: R E A red, G T blue, T A black"
grep -q '^bob (black): rack GNOST, 2 penalty tokens, 2 points in play$' "$OUT"
ok $? "bob's rack, his two penalty tokens and RATED's 2 points"

# Forced color: the same board, each tile on its color.
run cw-show --color=always $F/score-table.rec
out_file_is $F/show-table-color.out "--color=always: tiles on their colors"
grep -q "$(printf '\033\\[1;97;41mEr\033\\[0m')" "$OUT"
ok $? "--color=always: a red tile on red"
grep -q "$(printf '\033\\[1;97;44mxb\033\\[0m')" "$OUT"
ok $? "--color=always: a blue tile on blue"
run cw-show --color=never $F/score-table.rec
out_file_is $F/show-table.out "--color=never: plain text"
NO_COLOR=1 run cw-show --color=auto $F/score-table.rec
out_file_is $F/show-table.out "--color=auto off a terminal: plain text"

# --at 8: mid-round, after bob's first redraw (free): ann's E(X)IST down,
# her rack AAERR, bob's ABCDE, no token; bob still to play.
run cw-show --at 8 $F/score-table.rec
status_is 0 "--at 8"
out_is "$F/score-table.rec: game 1 (ann v bob), after 8 of 19 events: round 1, word phase, bob to play
       0   1   2   3   4   5   6
   0  Er  xb  Ir  Sr  Tr   .   .
   1   .  yb   .   .   .   .   .
   2   .  lb   .   .   .   .   .
   3   .  eb   .   .  kb   .   .
   4   .  nb   .   .  ib   .   .
   5   .  eb  yb  eb  lb  ib  db
   6   .   .   .   .  ob   .   .
   7   .   .   .   .  bb   .   .
   8   .   .   .   .  ib   .   .
   9  rb  eb  gb  ab  tb  tb  ab
ann (red): rack AAERR, 0 penalty tokens, 4 points in play
bob (black): rack ABCDE, 0 penalty tokens, 0 points in play
key: Ak black, Aw white, Ar red, Ag green, ab blue, nobody's, columns and rows from the mat's 0,0" \
    "--at 8: the position mid-round"
run cw-show --at 0 $F/score-table.rec
out_has "^$F/score-table.rec: game 1 \\(ann v bob\\), after 0 of 19 events: setup\$" "--at 0: the mat alone"
out_has '^ann \(red\): rack empty, 0 penalty tokens, 0 points in play$' "--at 0: empty racks"

# An illegal event before N: the position before it, its rule, exit 1.
sed 's/^1 bob play 6,1 down RATE(D)$/1 bob play 6,1 down RATS(D)/' \
    $F/score-table.rec >"$WORK/bad.rec"
run cw-show "$WORK/bad.rec"
status_is 1 "an illegal event before the end"
[ "$(head -n 1 "$OUT")" = "$WORK/bad.rec: game 1 (ann v bob), after 9 of 19 events: round 1, word phase, bob to play" ]
ok $? \
    "the position before the illegal event"
out_has '^illegal event on line 23: bob cannot play RATSD' "the illegal event named"
err_has "^cw-show: $WORK/bad.rec:23:12: bob cannot play RATSD" "its diagnostic, with its place"
run cw-show --at 9 "$WORK/bad.rec"
status_is 0 "--at stops before the illegal event: no fault"

# Each game named by its file and its number in that file.
cat $F/score-table.rec $F/score-table.rec >"$WORK/two.rec"
run cw-show --at 0 $F/score-table.rec "$WORK/two.rec"
grep -e ': game ' "$OUT" | sed 's/, after.*//' >"$WORK/names"
printf '%s\n' "$F/score-table.rec: game 1 (ann v bob)" \
    "$WORK/two.rec: game 1 (ann v bob)" "$WORK/two.rec: game 2 (ann v bob)" \
    >"$WORK/want"
cmp -s "$WORK/want" "$WORK/names"; ok $? "each heading: the file and the number in it"

# SVG: the golden picture, and what it must show.
run cw-show --svg $F/score-table.rec
status_is 0 "--svg"
out_file_is $F/show-table.svg "--svg: the golden picture"
# Mat 1 has 23 tiles (XYLENE 6, EYELID 5 more, KILOBIT 6, REGATTA 6);
# 5 of REGATTA's were replaced: 18 blue.
[ "$(grep -c 'class="tile blue"' "$OUT")" = $((23 - 5 + 1)) ]
ok $? "--svg: the 18 blue tiles left on the board, and one in the legend"
[ "$(grep -c 'class="tile red"' "$OUT")" = $((9 + 1)) ]
ok $? "--svg: 9 red tiles (EXIST 4, RATED 2, REGATTA 3), and one in the legend"
[ "$(grep -c 'class="tile black"' "$OUT")" = $((4 + 1)) ]
ok $? "--svg: 4 black tiles (RATED 2, REGATTA 2), and one in the legend"
[ "$(grep -c 'class="col"' "$OUT")" = 7 ] && [ "$(grep -c 'class="row"' "$OUT")" = 10 ]
ok $? "--svg: columns 0-6 and rows 0-9 numbered"
xml_ok "--svg: well-formed XML"
run cw-show --svg $F/score.rec
status_is 2 "--svg draws one game"

# Errors.
run cw-show --at 20 $F/score-table.rec
status_is 2 "--at past the game's events"
err_has 'score-table.rec:9:1: --at 20: the game has 19 events' "--at: the count given"
run cw-show --at -1 $F/score-table.rec
status_is 2 "--at takes digits only"
run cw-show --at 99999999999999999999 $F/score-table.rec
status_is 2 "--at: a huge number refused"
{ sed -n '/^\[Game/,/^1 host roll/p' $F/score-table.rec
  printf '1 ann play 0,0 across '; head -c 3000 /dev/zero | tr '\0' A; echo; } >"$WORK/long.rec"
run cw-show "$WORK/long.rec"
status_is 2 "a word of 3000 letters is malformed"
{ sed -n '/^\[Game/,/^1 host roll/p' $F/score-table.rec
  printf '1 ann play 0,0 across E(X)\377\376ST\n'; } >"$WORK/utf8.rec"
run cw-show "$WORK/utf8.rec"
status_is 2 "invalid UTF-8 is malformed"
run cw-show --color=sometimes $F/score-table.rec
status_is 2 "--color: auto, never or always"
run cw-show $F/malformed.rec
status_is 2 "malformed games"
run cw-show /nonexistent/x.rec
status_is 2 "a file that cannot be read"
head -c 3000 /dev/urandom >"$WORK/junk.rec"
run cw-show "$WORK/junk.rec"
status_is 2 "binary junk is malformed"
run cw-show </dev/null
status_is 2 "no game in the input"
run cw-show --help
status_is 0 "--help"
out_has '^usage: cw-show \[--at N\] \[--svg \| --html\]' "--help prints the usage"
run cw-show --version
status_is 0 "--version"
run cw-show - <$F/score-table.rec
sed "1s|^$F/score-table.rec: |<stdin>: |" $F/show-table.out >"$WORK/want-stdin"
out_file_is "$WORK/want-stdin" "standard input, named <stdin>"

# Whose turn it is in the replacement phase: by default the first player
# (ann) begins it; with --replacement-from-last the last player (cy), as
# cw-check takes it (fixtures/cw/rules/order-from-last.rec).
sed -n '/^\[Game/,/^1 cy pass/{p;/^1 cy pass/q;}' $F/rules/order-from-last.rec >"$WORK/from-last.rec"
run cw-show --unchallenged-stand "$WORK/from-last.rec"
out_has 'after 11 events: round 1, replacement phase, ann to replace$' \
    "the replacement phase begins with the first player"
run cw-show --unchallenged-stand --replacement-from-last "$WORK/from-last.rec"
status_is 0 "--replacement-from-last: the position drawn"
out_has 'after 11 events: round 1, replacement phase, cy to replace$' \
    "--replacement-from-last: the last player begins the replacement phase"

# --html (issue 25): one page with the position at the start and after
# each of the 19 events, each drawn by the one picture code --svg --at K
# runs, the events as typed, and the result as cw-check says it: ann 28,
# bob -8, as tests/cw-score.t works it out from the chart.
html_page 0 19 --at cw-show $F/score-table.rec \
    "a game of 19 legal events"
out_has '^<li data-at="7"><a href="#game-1-7">1 ann play 0,0 across E\(X\)IST</a></li>$' \
    "--html: each event's line as typed, linked to its position"
out_has '^<p class="result">ann wins by the highest total: ann 28, bob -8</p>$' \
    "--html: the result of the game"
out_has '^bob \(black\): rack CDEINOSTU, 0 penalty tokens, 0 points in play</figcaption>$' \
    "--html: each caption has the players' racks, tokens and points"
# "Starting with the first player and proceeding to the left, each
# player" plays: bob redrawing before ann has played is refused, with
# that rule, and no position follows it.  Its legal twin is the game
# above, where bob redraws after ann's play.
sed -e '/^1 ann play 0,0/{h;d;}' -e '/^1 bob redraw ABCDE/G' \
    $F/score-table.rec >"$WORK/early.rec"
html_page 1 6 --at cw-show "$WORK/early.rec" \
    "a game with an event out of turn"
out_has '^<li class="refused" data-at="7"><a href="#game-1-7">1 bob redraw ABCDE</a><span class="why">bob cannot redraw now: it is ann.s turn .*players act one at a time, from the first player to the left</span></li>$' \
    "--html: the refused event with the rule it breaks"
out_has '^<p class="result">illegal event on line 20: bob cannot redraw now' \
    "--html: the result says the game has an illegal event"
run cw-show --html --at 3 $F/score-table.rec
status_is 2 "--html does not go with --at"

done_testing
