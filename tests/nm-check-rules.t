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
	/#!/ { mark = NR }
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

done_testing
