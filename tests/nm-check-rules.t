#!/bin/sh
# nm-check as an outside tester sees it: records written by hand from the
# rules text, each small, a rule's legal case beside its nearest illegal
# twin, at the edges the text draws (the rule quoted in each game's
# comment).  Each game in fixtures/nm/rules/*.rec is preceded by what the
# rules say of it, worked out by hand before nm-check ran:
#
#   #= open                   legal, and the game is not over
#   #= wins NAME HOW          NAME wins by HOW (letters, gambit or last)
#   #= illegal                rejected at the line marked "#!" (exit 1)
#   #= result                 legal, but its Result tag (marked "#!") is wrong
#   #= malformed              refused at the line marked "#!" (exit 2)
#
# optionally followed by "COLOR=LETTERS", the letters each such color has
# discovered (circle, square, triangle, star; "." for a token not taken).
. "$(dirname "$0")/lib.sh"
F=fixtures/nm/rules

# expectations FILE: one line a game, "N MARKLINE KIND WORDS...", from the
# "#=" comments and the "#!" markers of FILE.
expectations() {
	awk '
	/^#= / { want = substr($0, 4); next }
	/^\[Game / { if (n) print n, mark, kind; n++; kind = want; want = ""; mark = "-" }
	/#!$/ { mark = NR }
	END { if (n) print n, mark, kind }' "$1"
}

# check FILE STATUS [OPTION...]: nm-check --json FILE exits STATUS, and
# each game's object says what its "#=" comment says.
check() {
	file=$F/$1
	status=$2
	shift 2
	run nm-check --json "$@" "$file"
	status_is "$status" "$1 $file"
	expectations "$file" >"$WORK/want"
	while read -r n mark kind rest; do
		obj=$(jq -c "select(.game == $n)" "$OUT")
		what=$(sed -n "/^\[Game /{=;}" "$file" | sed -n "${n}p")
		case $kind in
		open)
			test=".winner == null and .line == null" ;;
		wins)
			set -- $rest
			test=".winner == \"$1\" and .how == \"$2\" and .line == null"
			shift 2
			rest="$*" ;;
		illegal)
			test=".players != null and .winner == null and .line == $mark" ;;
		result)
			test=".players != null and .line == $mark" ;;
		malformed)
			test=".players == null and .line == $mark" ;;
		*)
			test=false ;;
		esac
		for l in $rest; do
			case $l in
			*=*) test="$test and .letters.${l%%=*} == \"${l#*=}\"" ;;
			esac
		done
		printf '%s\n' "$obj" | jq -e "$test" >/dev/null 2>&1
		r=$?
		ok $r "$file game $n (line $what): $kind $rest"
		[ $r = 0 ] || echo "#   $obj"
	done <"$WORK/want"
}

check moves.rec 1
check matches.rec 1
check gambit.rec 2
check setup.rec 2
check turns.rec 2
check ends.rec 2
check anypawn.rec 1 --any-pawn

# Every diagnostic of these games is placed (file:line:col), begins in
# lower case (or with a player's name, a tag's or a node's, or a name
# quoted from the record) and has no final period.
for f in moves matches gambit setup turns ends; do
	"$BIN/nm-check" $F/$f.rec >/dev/null 2>>"$WORK/all.err"
done
"$BIN/nm-check" --any-pawn $F/anypawn.rec >/dev/null 2>>"$WORK/all.err"
[ "$(wc -l <"$WORK/all.err")" -ge 50 ] &&
    ! grep -Ev "^nm-check: $F/[a-z]+\.rec:[0-9]+:[0-9]+: ([a-z]|Network|Result|Words|Secrets|[A-Z][A-Za-z0-9]* is |'[^']+' is )" "$WORK/all.err" &&
    ! grep -q '\.$' "$WORK/all.err"
ok $? "every diagnostic placed, in the house form"

# The messages of the rules reviewed here, in plain words.
"$BIN/nm-check" $F/moves.rec 2>&1 >/dev/null | grep -q ":45:15: ann cannot move R2-R2: a pawn moves from a node to another, a neighbor$"
ok $? "a move onto its own node"
"$BIN/nm-check" $F/gambit.rec 2>&1 >/dev/null | grep -q ":149:1: ann is out of the game: their word gambit in turn 13 was wrong, and the player immediately loses$"
ok $? "a match after a wrong gambit"
"$BIN/nm-check" $F/gambit.rec 2>&1 >/dev/null | grep -q ":246:14: malformed 'gambit' event: expected 'gambit WORD, a word of four letters, "
ok $? "a gambit of five letters"

# The turn --json gives is the last turn played (nm-check(1), JSON
# OUTPUT): an event refused does not begin its turn, whatever its verb.
# Found by an independent model of the rules: the first event of a
# turn, refused, counted its turn as played (turn 5, not 4; 2, not 1),
# but not in turn 1 (0).  The legal twin: five events, turn 5 played.
turn_is() {
	"$BIN/nm-check" --json "$F/$1" 2>/dev/null |
	    jq -s -e ".[] | select(.game == $2) | .turn == $3 and .events == $4" >/dev/null
	ok $? "$1 game $2: $5, the last turn played is $3"
}
turn_is turns.rec 1 5 5 "five turns of one move each"
turn_is moves.rec 9 4 4 "turn 5's move refused"
turn_is turns.rec 6 1 1 "turn 2 begun with a match, refused"
turn_is turns.rec 2 0 0 "turn 1 by the wrong player, refused"

done_testing
