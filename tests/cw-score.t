#!/bin/sh
# cw-score: the points of Control Word as the rules score them (cw-score(1),
# RULES): in play, by the chart for each word played and 2 for each J, Q,
# X or Z; at the end, each word on the board for the color with the most
# of its tiles, 3 times the chart's points for a majority (half or more),
# 2 times for a plurality, 4 for each J, Q, X or Z, nothing for blue or a
# tie; 5 points off for each penalty token.  The chart, from 4 letters:
# 1, 2, 4, 7, 11, 16, 22, 29, 37; 2 or 3 letters: 0.
# Every figure below was worked out by hand from the records and the chart.
. "$(dirname "$0")/lib.sh"
F=fixtures/cw

# fixtures/cw/score-table.rec, two rounds on mat 1 (its comment tells the
# moves).  In play:
#   line 20, ann's E(X)IST: 5 letters, chart 2, and 2 for the X: +4.
#   line 21, bob's first redraw of the turn is free: not listed.
#   line 22, bob's second redraw: two penalty tokens.
#   line 23, bob's RATE(D): 5 letters, chart 2: +2.
#   The replacement turns score nothing in play.
# At the end, the words across (top to bottom), then down (left to right):
#   EXIST 0,0 across: E I S T red, X blue: red 4 of 5, half or more: ann's
#     majority, 3 x 2 = 6, and 4 for the X.
#   EYELID 1,5 across: 6 blue: blue, nobody's.
#   REGATTA 0,9 across: R E A red, T A black, G T blue: red 3 of 7, less
#     than half but the most: ann's plurality, 2 x 7 = 14.
#   XYLENE 1,0 down, KILOBIT 4,3 down: all blue, nobody's.
#   RATED 6,1 down: R A red, T E black, D blue: red 2 and black 2 tie.
# Totals: ann 4 in play + 6 + 14 + 4 = 28, 2 words;
#         bob 2 in play - 2 x 5 = -8.  Ann wins by the highest total.
run cw-score $F/score-table.rec
status_is 0 "score-table.rec: a legal game"
out_is "fixtures/cw/score-table.rec: game 1 (ann v bob):
in play:
  line 20, round 1: ann play 0,0 across E(X)IST: +4 points (4 in play)
  line 22, round 1: bob redraw AERST: +2 penalty tokens (2 in all)
  line 23, round 1: bob play 6,1 down RATE(D): +2 points (2 in play)
words at the end:
  word     place       len  black  red  blue  held by         points  bonus
  ExIST    0,0 across    5      0    4     1  ann, majority        6      4
  eyelid   1,5 across    6      0    0     6  blue                 0      0
  REgAtTA  0,9 across    7      2    3     2  ann, plurality      14      0
  xylene   1,0 down      6      0    0     6  blue                 0      0
  RATEd    6,1 down      5      2    2     1  tie                  0      0
  kilobit  4,3 down      7      0    0     7  blue                 0      0
totals (in play + points + bonus - 5 a penalty token):
  player  color  in play  words  points  bonus  penalties  total
  ann     red          4      2      20      4      0 (0)     28
  bob     black        2      0       0      0    2 (-10)     -8
ann wins by the highest total" \
    "score-table.rec: majority, plurality, tie, blue, X, penalty tokens, as worked out by hand"

# fixtures/cw/score.rec, scored by hand in its comments.
#   Game 1: ann's QU(E)RY, 5 letters, 2 and 2 for Q: +4; bob's second
#   redraw, two tokens; bob's (Y)ET, 3 letters: 0, not listed.  At the
#   end QUERY 4 red of 5, majority, 3 x 2 = 6 and 4 for the Q; YET 2 red
#   of 3, majority, 3 x 0 = 0.  Ann 4 + 6 + 0 + 4 = 14; bob 0 - 10 = -10.
#   Game 2: nothing played: all blue; 0 and 0, equal on all three: shared.
#   Game 3: ann's E(X)IST +4, bob's RATE(D) +2; EXIST red 2, black 1,
#   green 1, blue 1: ann's plurality, 2 x 2 = 4 and 4 for the X; RATED
#   green 2, black 2: a tie.  Ann 4 + 4 + 4 = 12, bob 2, cy 0.
run cw-score $F/score.rec
status_is 0 "score.rec: every game legal (cw-score checks no Result tag)"
grep -E '^  (line|QUeRY|YET|ExIST|RATEd|ann|bob|cy) |share|wins' "$OUT" >"$WORK/lines"
cp "$WORK/lines" "$OUT"
out_is "  line 19, round 1: ann play 1,7 down QU(E)RY: +4 points (4 in play)
  line 21, round 1: bob redraw EINST: +2 penalty tokens (2 in all)
  YET      1,11 across    3      1    2     0  ann, majority       0      0
  QUeRY    1,7 down       5      0    4     1  ann, majority       6      4
  ann     red          4      2       6      4      0 (0)     14
  bob     black        0      0       0      0    2 (-10)    -10
ann wins by the highest total
  ann     red          0      0       0      0      0 (0)      0
  bob     black        0      0       0      0      0 (0)      0
ann and bob share the win: totals, penalty tokens and words controlled are equal
  line 63, round 1: ann play 0,0 across E(X)IST: +4 points (4 in play)
  line 64, round 1: bob play 6,1 down RATE(D): +2 points (2 in play)
  ExIST    0,0 across    5      1    2      1     1  ann, plurality       4      4
  RATEd    6,1 down      5      2    0      2     1  tie                  0      0
  ann     red          4      1       4      4      0 (0)     12
  bob     black        2      0       0      0      0 (0)      2
  cy      green        0      0       0      0      0 (0)      0
ann wins by the highest total" "score.rec: the three games' tables as scored by hand"

# Game 2 of score.rec, where nobody plays, with ann redrawing twice before
# she passes: the first redraw free, the second two penalty tokens, 0 - 2
# x 5 = -10; bob 0 wins by the highest total.
sed -n '/^\[Result "tie"\]/,/^$/p' $F/score.rec | sed '1d' >"$WORK/body"
{ printf '[Game "control-word"]\n[Players "ann:red bob:black"]\n[Mat "1"]\n[Rounds "1"]\n'
  awk '/^1 ann pass/ && !done {
		print "1 ann redraw ABCDE"; print "1 ann redraw FGHIK"; done = 1 }
	{ print }' "$WORK/body"; } >"$WORK/penalty.rec"
run cw-score "$WORK/penalty.rec"
out_has '^  ann     red          0      0       0      0    2 \(-10\)    -10$' \
    "two redraws after the free one: two tokens, -10"
out_has '^bob wins by the highest total$' "bob 0 beats ann -10"

# fixtures/cw/score-ties.rec: equal totals, and the tie-breakers.
#   Game 1: ann's second redraw, two tokens; her E(X)IST +4 in play (chart
#   2, X 2); bob's RAI(D), 4 letters, chart 1: +1.  At the end EXIST red 4
#   of 5, majority, 3 x 2 = 6 and 4 for the X; RAID black 3 of 4,
#   majority, 3 x 1 = 3.  Ann 4 + 6 + 4 - 2 x 5 = 4; bob 1 + 3 = 4: equal
#   totals; bob has fewer penalty tokens (0 to 2) and wins.
#   Game 2: ann's (R)AT, 3 letters: 0 in play; at the end A T red, R blue:
#   majority, 3 x 0 = 0, no bonus letter.  0 and 0, no tokens; ann holds
#   1 word, bob none: ann wins by the most words controlled.
run cw-score $F/score-ties.rec
status_is 0 "score-ties.rec: legal games"
grep -E '^  (line|ExIST|RAId|rAT|ann|bob) |wins' "$OUT" >"$WORK/lines"
cp "$WORK/lines" "$OUT"
out_is "  line 18, round 1: ann redraw EIRST: +2 penalty tokens (2 in all)
  line 19, round 1: ann play 0,0 across E(X)IST: +4 points (4 in play)
  line 20, round 1: bob play 6,2 down RAI(D): +1 point (1 in play)
  ExIST    0,0 across    5      0    4     1  ann, majority       6      4
  RAId     6,2 down      4      3    0     1  bob, majority       3      0
  ann     red          4      1       6      4    2 (-10)      4
  bob     black        1      1       3      0      0 (0)      4
bob wins by the fewest penalty tokens, totals being equal
  rAT      0,9 down      3    2     1  ann, majority       0      0
  ann     red          0      1       0      0      0 (0)      0
  bob     black        0      0       0      0      0 (0)      0
ann wins by the most words controlled, totals and penalty tokens being equal" \
    "score-ties.rec: equal totals decided by penalty tokens, then by words held"
run cw-score --json $F/score-ties.rec
jq_ok=1; command -v jq >/dev/null || jq_ok=0
if [ $jq_ok = 1 ]; then
	jq -r '.decided' "$OUT" >"$WORK/decided"; cp "$WORK/decided" "$OUT"
	out_is "the fewest penalty tokens, totals being equal
the most words controlled, totals and penalty tokens being equal" \
	    "--json: the tie-breaker that decided each game"
fi

# Over every Control Word fixture: the words a player holds add up to
# their points and bonus at the end, each total is in play + points +
# bonus - 5 a token, and the winners and totals are cw-check's.
if [ $jq_ok = 1 ]; then
	cat $F/*.rec | "$BIN/cw-score" --json 2>/dev/null >"$WORK/all.json"
	jq -c 'select(.winner != null) | [.players[] as $p |
	    ([.words[] | select(.holder == $p.name) | .points + .bonus] |
	    add // 0) == $p.word_points + $p.word_bonus and
	    $p.total == $p.in_play + $p.word_points + $p.word_bonus -
	    5 * $p.penalties] | all' "$WORK/all.json" | sort -u >"$OUT"
	out_is true "every finished game: the table adds up to the totals"
	jq -r 'select(.winner != null) | .game' "$WORK/all.json" | wc -l >"$OUT"
	[ "$(cat "$OUT")" -ge 9 ]; ok $? "at least 9 finished games checked"
	cat $F/*.rec | "$BIN/cw-check" --json 2>/dev/null |
	    jq -r '[.game, .winner, ([.players[]?.total] | tostring)] | @tsv' \
	    >"$WORK/check.tsv"
	jq -r '[.game, .winner, ([.players[]?.total] | tostring)] | @tsv' \
	    "$WORK/all.json" >"$OUT"
	out_file_is "$WORK/check.tsv" "the same winners and totals as cw-check"
fi

# A challenge that withdraws a play (challenge.rec's game 5, under
# --unchallenged-stand): bob's E(X)DIT +4 (chart 2, X 2), taken back when
# ann challenges, and bob takes a penalty token; bob's E(X)IST +4 again.
run cw-score --unchallenged-stand $F/challenge.rec
out_has '^  line 74, round 1: ann challenge: bob -4 points \(0 in play\), \+1 penalty token \(1 in all\)$' \
    "a withdrawn play: its points back, a penalty token, the player named"

# --json: one object a game, the keys every program shares always there,
# the words and standings as arrays.
run cw-score --json $F/score-table.rec
out_is '{"file":"fixtures/cw/score-table.rec","game":1,"rules":"2018-03","position":"over after 2 rounds","winner":"ann","decided":"the highest total","scored":[{"line":20,"round":1,"player":"ann","verb":"play","points":4,"penalties":0},{"line":22,"round":1,"player":"bob","verb":"redraw","points":0,"penalties":2},{"line":23,"round":1,"player":"bob","verb":"play","points":2,"penalties":0}],"words":[{"word":"ExIST","col":0,"row":0,"dir":"across","length":5,"tiles":{"black":0,"white":0,"red":4,"green":0,"blue":1},"control":"majority","color":"red","holder":"ann","points":6,"bonus":4},{"word":"eyelid","col":1,"row":5,"dir":"across","length":6,"tiles":{"black":0,"white":0,"red":0,"green":0,"blue":6},"control":"blue","color":null,"holder":null,"points":0,"bonus":0},{"word":"REgAtTA","col":0,"row":9,"dir":"across","length":7,"tiles":{"black":2,"white":0,"red":3,"green":0,"blue":2},"control":"plurality","color":"red","holder":"ann","points":14,"bonus":0},{"word":"xylene","col":1,"row":0,"dir":"down","length":6,"tiles":{"black":0,"white":0,"red":0,"green":0,"blue":6},"control":"blue","color":null,"holder":null,"points":0,"bonus":0},{"word":"RATEd","col":6,"row":1,"dir":"down","length":5,"tiles":{"black":2,"white":0,"red":2,"green":0,"blue":1},"control":"tie","color":null,"holder":null,"points":0,"bonus":0},{"word":"kilobit","col":4,"row":3,"dir":"down","length":7,"tiles":{"black":0,"white":0,"red":0,"green":0,"blue":7},"control":"blue","color":null,"holder":null,"points":0,"bonus":0}],"players":[{"name":"ann","color":"red","in_play":4,"penalties":0,"words":2,"word_points":20,"word_bonus":4,"total":28,"rank":1,"winner":true},{"name":"bob","color":"black","in_play":2,"penalties":2,"words":0,"word_points":0,"word_bonus":0,"total":-8,"rank":2,"winner":false}],"line":null,"col":null,"message":null}' \
    "--json: the same table, figures worked out by hand"
run cw-score --json $F/place.rec
out_has '^\{"file":"fixtures/cw/place.rec","game":2,"rules".*"words":null.*"line":25,"col":24,"message":"1,0 holds X already' \
    "--json: an illegal game: its place and rule, no words"

# A game cut short (its comment lines gone, E(X)IST is on line 12): what
# was scored so far, no table.
sed -n '/^\[Game/,/^1 bob redraw ABCDE/p' $F/score-table.rec >"$WORK/short.rec"
run cw-score "$WORK/short.rec"
status_is 0 "a game not over is no error"
out_is "$WORK/short.rec: game 1 (ann v bob):
in play:
  line 12, round 1: ann play 0,0 across E(X)IST: +4 points (4 in play)
no result yet: round 1, word phase, bob to play" "a game not over: in play so far, where it stands"

# An illegal event: the game's verdict and its diagnostic, exit 1.
sed 's/^1 bob play 6,1 down RATE(D)$/1 bob play 6,1 down RATS(D)/' \
    $F/score-table.rec >"$WORK/bad.rec"
run cw-score "$WORK/bad.rec"
status_is 1 "an illegal event"
out_has '^illegal event on line 23: ' "its line"
err_has '^cw-score: .*/bad.rec:23:[0-9]+: ' "diagnosed as prog: file:line:col"

run cw-score $F/malformed.rec
status_is 2 "malformed games exit 2"
run cw-score --help
status_is 0 "--help"
out_has '^usage: cw-score' "--help prints the usage"
run cw-score --version
status_is 0 "--version"
run cw-score --bogus
status_is 2 "an unknown option"
run cw-score /nonexistent/x.rec
status_is 2 "a file that cannot be read"
head -c 3000 /dev/urandom >"$WORK/junk.rec"
run cw-score "$WORK/junk.rec"
status_is 2 "binary junk is malformed"
run cw-score - <$F/score-table.rec
out_has '^ann wins by the highest total$' "standard input"


# Two threads share the work: games are replayed and scored in either,
# reported in order; each thread opens the dictionary for itself.  200
# random games (all legal), 3 of them malformed: 2 by their lines, 1
# naming a dictionary that is not there.
"$BIN/cw-moves" --random --seed 7 --games 200 >"$WORK/random.rec"
faulty_games '[Dictionary "nonexistent"]' '' '' <"$WORK/random.rec" \
    >"$WORK/mixed.rec"
threads_agree "200 games, 3 malformed" cw-score --summary \
    "$WORK/mixed.rec" "$WORK/missing.rec" $F/score-table.rec
status_is 2 "200 games, 3 malformed: malformed games and a missing file"
[ "$(tail -n 1 "$OUT")" = "cw-score: 201 games read: 198 valid, 0 rejected, 3 malformed" ]
ok $? "200 games, 3 malformed: 197 and 1 valid, 3 malformed"
threads_agree "200 games, 3 malformed, --json" cw-score --json \
    "$WORK/mixed.rec" $F/score-table.rec
[ "$(grep -c '^{"file":' "$OUT")" = 201 ]
ok $? "--json: an object for each game, the malformed ones too"

done_testing
