#!/bin/sh
# cw-check and cw-score as an outside tester sees them: records written by
# hand from the rules text (shared control-word.org, the later draft of
# 2018-04-04, and the readings cw-check(1) states), each game small, a
# rule's legal case beside its nearest illegal twin, at the edges the text
# draws.  The games are in fixtures/cw/rules/*.rec; above each game a
# comment quotes the rule and a line
#
#	#> what cw-check says of the game
#
# gives the outcome worked out by hand before the program ran: the rest
# of the game's line after "game N (players): " exactly, or, for an
# illegal event, "illegal /REGEX/": words of the rule it breaks, which the
# message must contain, for the game's last event, which must be the one
# rejected, at its line.  A first line "#! ARGS"
# gives cw-check's options for the file.  Whole games are scored here by
# cw-score too, the arithmetic beside each.
. "$(dirname "$0")/lib.sh"
F=fixtures/cw/rules

# expect FILE: each game's expected outcome and the line of its last
# event, "LINE OUTCOME", one a line, in order.
expect() {
	awk '/^#> / { if (want != "") print last, want; want = substr($0, 4) }
	    /^[0-9]/ { last = NR }
	    END { if (want != "") print last, want }' "$1"
}

for rec in $F/*.rec; do
	name=${rec##*/}
	args=$(sed -n '1s/^#! //p' "$rec")
	# shellcheck disable=SC2086
	run cw-check $args "$rec"
	cp "$OUT" "$WORK/out"
	cp "$ERR" "$WORK/err"
	status=$STATUS
	want=0
	games=$(grep -c '^\[Game ' "$rec")
	cases=$(expect "$rec" | wc -l)
	[ "$games" = "$cases" ]
	ok $? "$name: an expected outcome for each of its $games games"
	k=0
	expect "$rec" >"$WORK/expect"
	while read -r n line; do
		k=$((k + 1))
		got=$(grep "^$rec: game $k (" "$WORK/out" |
		    grep -v '): unchallenged on line ' | sed 's/^[^)]*): //')
		case $line in
		"illegal "*)
			want=1
			re=${line#illegal /}
			re=${re%/}
			case $got in
			"illegal event on line $n: "*) r=0 ;;
			*) r=1 ;;
			esac
			if [ $r = 0 ]; then
				printf '%s\n' "$got" | grep -Eq -- "$re"
				r=$?
			fi
			ok $r "$name game $k: illegal on line $n, /$re/"
			[ $r = 0 ] || echo "#   got: $got"
			grep -q "^cw-check: $rec:$n:[0-9]*: " "$WORK/err"
			ok $? "$name game $k: diagnosed at $rec:$n:col"
			;;
		*)
			[ "$got" = "$line" ]
			r=$?
			ok $r "$name game $k: $line"
			[ $r = 0 ] || echo "#   got: $got"
			;;
		esac
	done <"$WORK/expect"
	# A Result tag the game disagrees with is a rejection too.
	grep -q ': Result says ' "$WORK/err" && want=1
	[ "$status" = "$want" ]
	ok $? "$name: exit $want"
	# --json: the same verdicts, one object a game, the keys every
	# program writes (file and game first, line, col and message last,
	# all always present), the illegal event's or the wrong Result
	# tag's place among them.
	# shellcheck disable=SC2086
	run cw-check --json $args "$rec"
	jq -c keys_unsorted "$OUT" | sort -u >"$WORK/keys"
	[ "$(wc -l <"$WORK/keys")" = 1 ] &&
	    grep -q '^\["file","game",.*,"line","col","message"\]$' "$WORK/keys"
	ok $? "$name --json: every object's keys, file and game first, line, col, message last"
	[ "$(wc -l <"$OUT")" = "$games" ]
	ok $? "$name --json: an object for each game"
	jq -r '[.game, .line // "-"] | @tsv' "$OUT" >"$WORK/lines"
	sed -n 's/^cw-check: [^:]*:\([0-9]*\):.*/\1/p' "$WORK/err" >"$WORK/bad"
	jq -r 'select(.line != null) | .line' "$OUT" >"$WORK/jbad"
	cmp -s "$WORK/bad" "$WORK/jbad"
	ok $? "$name --json: the line of each rejection, as diagnosed"
done

# A wrong Result tag is the rejection the JSON object reports: end.rec's
# second game says bob, where ann wins.
run cw-check --json $F/end.rec
sed -n 2p "$OUT" | jq -c '[.winner, .line, .col, .message]' >"$WORK/got"
printf '%s\n' '["ann",48,9,"Result says bob, but ann wins"]' >"$WORK/want"
cmp -s "$WORK/want" "$WORK/got"
ok $? "--json: a Result tag the game disagrees with: its place and message"

# A Result tag on a game not over: end.rec's last game, ann's claim.
run cw-check --json $F/end.rec
tail -n 1 "$OUT" | jq -c '[.winner, .line, .col, .message]' >"$WORK/got"
printf '%s\n' '[null,'"$(grep -n '^\[Result "ann"\]' $F/end.rec | tail -n 1 | cut -d: -f1)"',9,"Result says ann, but the game is not over: round 1, word phase, bob to play"]' >"$WORK/want"
cmp -s "$WORK/want" "$WORK/got"
ok $? "--json: a Result tag on a game not over disagrees: its place and message"

# A word through two changed squares of one replacement turn stood once:
# challenge.rec's last game, ann's TWAIGE (4,5 and 6,5) and MAIHUNT (4,5),
# listed once each (before, TWAIGE twice).
run cw-check --unchallenged-stand $F/challenge.rec
n=$(grep -c '^\[Game ' $F/challenge.rec)
grep "^$F/challenge.rec: game $n (ann v bob): unchallenged on line " "$OUT" |
    sed 's/.*: unchallenged on line //' >"$WORK/got"
printf '%s\n' '289: TWAIGE is not a word (misspelled)' \
    '289: MAIHUNT is not a word (misspelled)' >"$WORK/want"
cmp -s "$WORK/want" "$WORK/got"
ok $? "--unchallenged-stand: a replacement's word through two changed squares is listed once"

# Without --replacement-scores, bob's PRAYING scores nothing in play:
# "A replacement turn scores nothing in play" (cw-check(1)).
run cw-check $F/replace-scores.rec
out_has "^$F/replace-scores.rec: game 1 \\(ann v bob\\): ann wins by the highest total: ann 28, bob 0\$" \
    "by default a replacement scores nothing: bob 0"

# cw-score on the whole games of end.rec, each figure worked out by hand
# (the arithmetic is above each game there).
run cw-score --json $F/end.rec
status_is 0 "cw-score end.rec: legal games (cw-score does not judge Result tags)"
game() {
	sed -n "$1p" "$OUT" | jq -c "$2"
}
[ "$(game 1 '.words[] | select(.col == 0 and .row == 9 and .dir == "down") | [.length, .tiles, .control, .holder, .points, .bonus]')" = \
    '[5,{"black":1,"white":1,"red":2,"green":0,"blue":1},"plurality","ann",4,0]' ]
ok $? "cw-score: RATES, red 2 of 5 beside black 1, white 1, blue 1: ann's plurality, 2 x 2"
[ "$(game 1 '[.players[] | [.name, .in_play, .words, .total, .rank]]')" = \
    '[["ann",2,1,6,1],["bob",0,0,0,2],["cy",0,0,0,2]]' ]
ok $? "cw-score: ann 2 in play + 4 = 6; bob and cy 0, second together"
[ "$(game 3 '.words[] | select(.col == 0 and .row == 9 and .dir == "down") | [.tiles.red, .tiles.black, .control, .points]')" = \
    '[2,1,"majority",3]' ]
ok $? "cw-score: RATE, red 2 of 4: half of an even length is a majority, 3 x 1"
[ "$(game 4 '[.scored[0].points, (.words[] | select(.word == "AX") | [.control, .points, .bonus])]')" = \
    '[2,["majority",0,4]]' ]
ok $? "cw-score: AX, 2 letters: 2 for the X in play, 4 at the end to its holder"
[ "$(game 5 '[.scored, (.words[] | select(.word == "AX") | [.control, .points, .bonus]), .decided]')" = \
    '[[],["majority",0,0],"the most words controlled, totals and penalty tokens being equal"]' ]
ok $? "cw-score --rules 2018-04-04: AX scores nothing, in play or at the end; held, it decides"
[ "$(game 6 '[(.words[] | select(.row == 9 and .dir == "across") | [.tiles.red, .tiles.blue, .control]), .decided]')" = \
    '[[3,4,"blue"],"a shared win: equal totals, penalty tokens and words controlled"]' ]
ok $? "cw-score: REGATTA, 3 red and 4 blue, is blue's: nobody scores"
[ "$(game 7 '.words[] | select(.row == 9 and .dir == "across") | [.control, .holder, .points]')" = \
    '["majority","ann",21]' ]
ok $? "cw-score: REGATTA, 4 red of 7: ann's majority, 3 x 7"
[ "$(game 8 '[.scored[0].points, ([.words[] | select(.length == 2) | .control] | sort)]')" = \
    '[4,["majority","tie","tie"]]' ]
ok $? "cw-score: OX forms OX, TO and AX: the X counted in two words, 4; OX held, TO and AX tied"
[ "$(game 9 '[[.scored[] | [.verb, .points, .penalties]], [.players[1] | .penalties, .total]]')" = \
    '[[["redraw",0,2],["play",1,0]],[2,-6]]' ]
ok $? "cw-score: the second redraw, 2 penalty tokens, -10: bob 1 + 3 - 10 = -6"

done_testing
