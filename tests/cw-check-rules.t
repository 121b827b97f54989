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

done_testing
