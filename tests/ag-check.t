#!/bin/sh
# ag-check: each rule's legal case beside its nearest illegal twin, with
# the verdict and place the rules give; the rules text's own examples
# (POLI -> POLICE, CONCL -> CONCLAVE, ASCE -> ASCESIS) judged with en_US;
# ag-deal's starts accepted; the Result tag held to the game; JSON keys;
# bad input exits 2.
. "$(dirname "$0")/lib.sh"
F=fixtures/ag/check

# One game a rule and its twin: the legal ones go on (where the polygon
# goes next, the points), the illegal ones are rejected at their line.
run ag-check $F/twins.rec
status_is 1 "twins: an illegal event in a batch exits 1"
out_file_is $F/twins.out "twins: each game's verdict"
err_is "$(cat $F/twins.err)" "twins: each illegal event's file:line:col and rule"
[ "$(sed -n 's/.*: game \([0-9]*\) .*illegal event.*/\1/p' "$OUT" | tr '\n' ' ')" = \
    "2 4 6 7 9 11 13 15 16 18 20 22 " ]
ok $? "twins: the illegal games are the twins (7 is 5's, 16 is 14's)"

run ag-check --quiet $F/twins.rec
status_is 1 "--quiet: the exit status alone"
[ ! -s "$OUT" ] && [ ! -s "$ERR" ]
ok $? "--quiet: nothing printed"
run ag-check --summary $F/twins.rec
err_has "^ag-check: 22 games read: 10 valid, 12 rejected, 0 malformed$" "--summary: the batch counted"

# The rules' examples.
run ag-check $F/police.rec
status_is 0 "POLI: POLICE and POLICEMAN declared, nobody contradicts"
out_is "$F/police.rec: game 1 (ann v bob): no result yet, turn 4, bob to play; the polygon goes on at I5 south: ann 0, bob 5" \
    "POLI: POLICE, 6 letters, scores the declarer 5; a '+' on I4 turns the side south"
run ag-check $F/policlinic.rec
status_is 0 "POLI: contradicted by POLICLINIC"
out_has "ann 6, bob 0$" "POLI: the contradictor closes POLICLINIC, 10 letters: 6; the declarer nothing"
run ag-check $F/conclave.rec
status_is 0 "CONCL: CONCLUDING and CONCLUSION declared, CONCLAVE opposed"
out_has "ann 0, bob 0, cat 6$" "CONCL: cat closes CONCLAVE, 8 letters: 6 points"
run ag-check $F/ascesis.rec
status_is 0 "ASCE: ASCETICISM declared, corrected to ASCESIS"
out_has "ann 0, bob 5$" "ASCE: ASCESIS, 7 letters: 5 points instead of 6"
run ag-check $F/ascetical.rec
status_is 1 "ASCE: ASCETICAL, as the rules write it, is not in en_US"
err_is "ag-check: $F/ascetical.rec:17:15: ASCETICAL is not a word of the dictionary (words of complete meaning)" \
    "ASCE: the word is named at its place"

# The polygon's ends: closed on the start point, or stuck.
run ag-check $F/closed.rec
status_is 0 "a polygon of 6 sides closed by suspensions"
out_is "$F/closed.rec: game 1 (ann v bob): a shared win (the polygon closed on its start point): ann 0, bob 0" \
    "D5 touches the start point D4 with 6 sides: closed; equal points share the win"
run ag-check $F/stuck.rec
status_is 0 "one word round the board's edges"
out_is "$F/stuck.rec: game 1 (ann v bob): a shared win (the polygon cannot be continued): ann 0, bob 0" \
    "on A2 both new directions are blocked: stuck"
{ cat $F/closed.rec; echo "31 ann place A"; } >"$WORK/after.rec"
run ag-check "$WORK/after.rec"
status_is 1 "a turn after the polygon closed"
err_has "after.rec:69:1: the game is over \(closed\): no turn follows" "is rejected"
sed 's/Result "tie"/Result "ann"/' $F/closed.rec >"$WORK/notie.rec"
run ag-check "$WORK/notie.rec"
status_is 1 "a Result naming one winner of a shared win"
err_has "Result says ann, but the win is shared" "is rejected"

# ag-deal's output is the start of a game, for every number of players.
for n in 2 3 4 5 6; do
	"$BIN/ag-deal" --seed $n --players $n >"$WORK/deal.rec"
	run ag-check "$WORK/deal.rec"
	status_is 0 "ag-deal --players $n: a legal start"
	out_has "no result yet, the setup" "ag-deal --players $n: waiting for the first play"
done

# The Result tag must agree with the game.
sed 's/^\[Players/[Goal "5"]\n[Result "bob"]\n[Players/' $F/police.rec >"$WORK/won.rec"
run ag-check "$WORK/won.rec"
status_is 0 "a goal of 5: POLICE's 5 points end the game, bob wins"
out_has "bob wins \(bob reached the goal of 5 points\): ann 0, bob 5$" "and says why"
sed 's/Result "bob"/Result "ann"/' "$WORK/won.rec" >"$WORK/lost.rec"
run ag-check "$WORK/lost.rec"
status_is 1 "a Result that names the loser"
err_has "Result says ann, but another player wins" "is rejected at the tag"
sed '/Goal/d' "$WORK/won.rec" >"$WORK/early.rec"
run ag-check "$WORK/early.rec"
status_is 1 "a Result before the game is over"
err_has "Result says bob, but the game is not over" "is rejected"
# With --json the object of a game whose Result disagrees says so in
# line, col and message (where and why, as on standard error), beside the
# game as replayed; one that agrees has null there.
run ag-check --json "$WORK/lost.rec" "$WORK/won.rec"
status_is 1 "--json: a Result naming the loser exits 1"
out_is "{\"file\":\"$WORK/lost.rec\",\"game\":1,\"players\":[\"ann\",\"bob\"],\"points\":[0,5],\"events\":14,\"turn\":4,\"to_play\":null,\"next\":null,\"direction\":null,\"ended\":\"bob reached the goal of 5 points\",\"winner\":\"bob\",\"line\":6,\"col\":9,\"message\":\"Result says ann, but another player wins\"}
{\"file\":\"$WORK/won.rec\",\"game\":1,\"players\":[\"ann\",\"bob\"],\"points\":[0,5],\"events\":14,\"turn\":4,\"to_play\":null,\"next\":null,\"direction\":null,\"ended\":\"bob reached the goal of 5 points\",\"winner\":\"bob\",\"line\":null,\"col\":null,\"message\":null}" \
    "--json: the disagreeing Result's place and message, the game's end and winner"

# JSON: every key, in order, file and game first, message last.
run ag-check --json $F/police.rec $F/ascetical.rec
status_is 1 "--json: an illegal game exits 1"
out_is "{\"file\":\"$F/police.rec\",\"game\":1,\"players\":[\"ann\",\"bob\"],\"points\":[0,5],\"events\":14,\"turn\":4,\"to_play\":\"bob\",\"next\":\"I5\",\"direction\":\"south\",\"ended\":null,\"winner\":null,\"line\":null,\"col\":null,\"message\":null}
{\"file\":\"$F/ascetical.rec\",\"game\":1,\"players\":[\"ann\",\"bob\"],\"points\":[0,0],\"events\":12,\"turn\":4,\"to_play\":null,\"next\":null,\"direction\":null,\"ended\":null,\"winner\":null,\"line\":17,\"col\":15,\"message\":\"ASCETICAL is not a word of the dictionary (words of complete meaning)\"}" \
    "--json: one object a game, every key present"

# Bad input: exit 2 with its place.
printf '[Game "alphagon"]\n[Players "ann:red bob:blue"]\n0 ann juggle 3\n' >"$WORK/verb.rec"
run ag-check "$WORK/verb.rec"
status_is 2 "an unknown verb"
err_has "verb.rec:3:7: " "is diagnosed at the verb"
printf '[Game "alphagon"]\n[Players "ann:red bob:blue"]\n0 ann rack aeiBCDF\n' >"$WORK/args.rec"
run ag-check "$WORK/args.rec"
status_is 2 "a rack in lower case"
err_has "args.rec:3:12: .*rack LETTERS" "is diagnosed with the verb's usage"
printf '[Game "alphagon"]\n[Players "ann:red bob:blue"]\n[Goal "0"]\n' >"$WORK/goal.rec"
run ag-check "$WORK/goal.rec"
status_is 2 "a goal of 0"
err_has "goal.rec:3:7: Goal is a number from 1 to 1000" "is refused at the tag"
printf '[Game "alphagon"]\n[Players "ann:red"]\n' >"$WORK/one.rec"
run ag-check "$WORK/one.rec"
status_is 2 "one player"
head -c 3000 /dev/urandom >"$WORK/junk.rec"
run ag-check "$WORK/junk.rec"
status_is 2 "binary junk"
run ag-check -d no_such_dictionary $F/police.rec
status_is 2 "a dictionary that is not there"
err_has "no_such_dictionary" "is named"
printf '[Game "alphagon"]\n[Players "ann:red bob:blue"]\n[Cards "/nonexistent.cards"]\n' >"$WORK/cards.rec"
run ag-check "$WORK/cards.rec"
status_is 2 "a Cards tag naming no file"
err_has "cards.rec:3:8: " "is diagnosed at the tag"

printf '[Game "alphagon"]\n[Players "ann:red bob:blue"]\n[Cards "-"]\n' >"$WORK/stdin.rec"
run ag-check "$WORK/stdin.rec" </dev/null
status_is 2 "a Cards tag naming standard input"
err_has "stdin.rec:3:8: Cards names a deck file" "is refused, not read"

# Two threads share the replay: games are replayed (prepared) in either,
# reported in order; the decks are shared, and more than the 8 kept are
# named.  The second thread opens a dictionary of its own only past game
# 2,048, so the batch is longer: 1,000 random games (all legal), with
# faults: 16 malformed, 4 rejected (a deck of 6 cards, and the random
# games deal cards to 36), 180 naming one of 10 copies of the stand-in
# deck; then a file that is not there, the twins (10 valid, 12
# rejected), and the 1,000 games twice more.
"$BIN/ag-moves" --random --seed 5 --games 1000 >"$WORK/random.rec"
for k in 1 2 3 4 5 6 7 8 9 10; do
	cp data/ag/standin.cards "$WORK/deck$k.cards"
done
faulty_games '[Cards "/nonexistent.cards"]' '[Cards "fixtures/ag/six.cards"]' \
    "[Cards \"$WORK/deck%d.cards\"]" <"$WORK/random.rec" >"$WORK/mixed.rec"
threads_agree "3,000 games, 60 faulty, 540 with 10 decks" ag-check --summary \
    "$WORK/mixed.rec" "$WORK/missing.rec" $F/twins.rec "$WORK/mixed.rec" \
    "$WORK/mixed.rec"
status_is 2 "3,000 games, 60 faulty: malformed games and a missing file"
[ "$(tail -n 1 "$OUT")" = "ag-check: 3022 games read: 2950 valid, 24 rejected, 48 malformed" ]
ok $? "3,000 games, 60 faulty: 2,940 and 10 valid, 12 and 12 rejected, 48 malformed"
[ "$(grep -c 'Cards names a deck file.*/nonexistent.cards' "$OUT")" = 12 ] &&
    [ "$(grep -c 'there is no card [0-9]*: the deck has cards 1 to 6' "$OUT")" = 24 ] &&
    [ "$(grep -c "unknown verb 'nosuchverb'" "$OUT")" = 12 ] &&
    [ "$(grep -c 'missing.rec: No such file' "$OUT")" = 1 ]
ok $? "3,000 games, 60 faulty: each fault said where it is"
threads_agree "3,000 games, 60 faulty, --json" ag-check --json \
    "$WORK/mixed.rec" $F/twins.rec "$WORK/mixed.rec" "$WORK/mixed.rec"
[ "$(grep -c '^{"file":' "$OUT")" = 3022 ]
ok $? "--json: an object for each game, the malformed ones too"

# An actor is a player's name, byte for byte: names of 7 and 8 bytes
# (one compared as a word of 8 bytes with its NUL, one byte by byte),
# each beside an actor one byte from it.
cat >"$WORK/names.rec" <<'EOF2'
[Game "alphagon"]
[Players "annabel:red robertus:yellow"]
[Goal "40"]
0 annabel rack EIUCMTV
0 annabel cards 26 18 6
0 annabel bonus 2
0 robertus rack EIOBTWZ
0 robertus cards 21 32 15
0 robertus bonus 2
0 host deck 22 2 19 34 23 31 28 17 10 8 24 16 1 30 27 33 12 11 29 14 20 13 9 5 4 36 3 25 7 35
EOF2
run ag-check "$WORK/names.rec"
status_is 0 "players named with 7 and 8 bytes, each acting, and the host"
sed 's/^0 annabel cards/0 annabex cards/' "$WORK/names.rec" >"$WORK/names7.rec"
run ag-check "$WORK/names7.rec"
status_is 2 "an actor one byte from a name of 7 bytes"
err_has ":5:3: 'annabex' is neither a player of the Players tag nor the host" \
    "'annabex' is not annabel"
sed 's/^0 robertus rack/0 robertuz rack/' "$WORK/names.rec" >"$WORK/names8.rec"
run ag-check "$WORK/names8.rec"
status_is 2 "an actor one byte from a name of 8 bytes"
err_has ":7:3: 'robertuz' is neither a player of the Players tag nor the host" \
    "'robertuz' is not robertus"

done_testing
