#!/bin/sh
# ag-score: each player's tokens turn by turn as the rules award them
# (a word closed: 4 for 4-5 letters, 5 for 6-7, 6 for more; a syllable
# or a shape found: 3), the net of a turn's disputes, the totals, bonus
# tokens and letters held, and the winner; JSON keys; bad input.
. "$(dirname "$0")/lib.sh"
F=fixtures/ag

run ag-score $F/score/goal.rec
status_is 0 "a game to a goal of 10"
out_is "$F/score/goal.rec: game 1 (ann v bob)
turn 4: bob +7 (REAL 4, syllable 3)
turn 5: ann +3 (shape 3)
turn 8: bob +4 (NOTE 4)
ann 3: 0 words 0, 0 syllables 0, 1 shape 3; 2 bonus tokens, 7 letters
bob 11: 2 words 8, 1 syllable 3, 0 shapes 0; 2 bonus tokens, 7 letters
bob wins: bob reached the goal of 10 points" \
    "REAL 4 and RE 3, a shape 3, NOTE 4: bob reaches 11, past the goal"

run ag-score --json $F/score/goal.rec
status_is 0 "--json"
out_is "{\"file\":\"$F/score/goal.rec\",\"game\":1,\"turns\":[{\"turn\":4,\"player\":\"bob\",\"word\":\"REAL\",\"word_points\":4,\"syllables\":1,\"shapes\":0,\"points\":7},{\"turn\":5,\"player\":\"ann\",\"word\":null,\"word_points\":0,\"syllables\":0,\"shapes\":1,\"points\":3},{\"turn\":8,\"player\":\"bob\",\"word\":\"NOTE\",\"word_points\":4,\"syllables\":0,\"shapes\":0,\"points\":4}],\"players\":[{\"name\":\"ann\",\"points\":3,\"words\":0,\"word_points\":0,\"syllables\":0,\"shapes\":1,\"bonus\":2,\"letters\":7},{\"name\":\"bob\",\"points\":11,\"words\":2,\"word_points\":8,\"syllables\":1,\"shapes\":0,\"bonus\":2,\"letters\":7}],\"ended\":\"bob reached the goal of 10 points\",\"winner\":\"bob\",\"line\":null,\"col\":null,\"message\":null}" \
    "--json: every key, file and game first, message last"

# Disputes: the net of the turn.
run ag-score $F/check/policlinic.rec
out_has "^turn 4: ann \+6 \(POLICLINIC 6\)$" "a contradiction: the contradictor's token, by POLICLINIC's 10 letters"
! grep -q '^turn 4: bob' "$OUT"
ok $? "the contradicted declarer keeps no token"
out_has "^bob 0: .* 6 letters$" "and gave up a letter"
run ag-score $F/check/ascesis.rec
out_has "^turn 4: bob \+5 \(ASCESIS 5\)$" "a correction: the token of the shorter word, ASCESIS, 5 not 6"

run ag-score $F/check/closed.rec
status_is 0 "a polygon closed, nobody scored"
out_is "$F/check/closed.rec: game 1 (ann v bob)
ann 0: 0 words 0, 0 syllables 0, 0 shapes 0; 0 bonus tokens, 4 letters
bob 0: 0 words 0, 0 syllables 0, 0 shapes 0; 0 bonus tokens, 4 letters
a shared win: the polygon closed on its start point" \
    "no tokens; five passes each cost 2 tokens, then 3 letters (7 less 3)"

# The tokens of every turn add up to each player's points.
for f in $F/check/*.rec $F/score/*.rec; do
	"$BIN/ag-score" --json "$f" 2>/dev/null |
	    jq -e '[.turns[] | {(.player): .points}] as $t |
	        all(.players[]; .points as $p | .name as $n |
	        ([$t[] | .[$n] // 0] | add // 0) == $p)' >/dev/null
	ok $? "$f: the turns' tokens add up to each player's points"
done

run ag-score $F/check/ascetical.rec
status_is 1 "an illegal event"
out_has "^illegal event on line 17: ASCETICAL is not a word" "is said after the tokens before it"
printf '[Game "alphagon"]\n[Players "ann:red bob:blue"]\n0 ann rack\n' >"$WORK/bad.rec"
run ag-score "$WORK/bad.rec"
status_is 2 "a malformed event"
run ag-score --json "$WORK/bad.rec"
out_has '"turns":null,"players":null,"ended":null,"winner":null,"line":3' "--json: a malformed game's object, its keys null"


# Two threads share the work: score sheets are filled in either, reported
# in order.  The second thread opens a dictionary of its own only past
# game 2,048, so the batch is longer: 500 random games (all legal), with
# faults: 8 malformed, 2 rejected (a deck of 6 cards, and the random games
# deal cards to 36), 90 naming one of 10 copies of the stand-in deck;
# then a file that is not there, the game to a goal, and the 500 games
# four times more.
"$BIN/ag-moves" --random --seed 9 --games 500 >"$WORK/random.rec"
for k in 1 2 3 4 5 6 7 8 9 10; do
	cp data/ag/standin.cards "$WORK/deck$k.cards"
done
faulty_games '[Cards "/nonexistent.cards"]' '[Cards "fixtures/ag/six.cards"]' \
    "[Cards \"$WORK/deck%d.cards\"]" <"$WORK/random.rec" >"$WORK/mixed.rec"
m=$WORK/mixed.rec
threads_agree "2,500 games, 50 faulty, 450 with 10 decks" ag-score --summary \
    "$m" "$WORK/missing.rec" $F/score/goal.rec "$m" "$m" "$m" "$m"
status_is 2 "2,500 games, 50 faulty: malformed games and a missing file"
[ "$(tail -n 1 "$OUT")" = "ag-score: 2501 games read: 2451 valid, 10 rejected, 40 malformed" ]
ok $? "2,500 games, 50 faulty: 2,450 and 1 valid, 10 rejected, 40 malformed"
threads_agree "2,500 games, 50 faulty, --json" ag-score --json \
    "$m" $F/score/goal.rec "$m" "$m" "$m" "$m"
[ "$(grep -c '^{"file":' "$OUT")" = 2501 ]
ok $? "--json: an object for each game, the malformed ones too"

done_testing
