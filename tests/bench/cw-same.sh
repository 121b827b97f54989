#!/bin/sh
# tests/bench/cw-same.sh REF [NEW]: the golden rule for Control Word's
# programs when their speed changes: cw-check, cw-score, cw-show, cw-moves
# and gcg-check of REF (a build of the version before a change)
# and of NEW (default bin) write the same bytes on stdout and stderr and
# exit the same, on the fixtures, on random streams of cw-moves (seeds,
# game counts, players, both rules, --unchallenged-stand), with the
# options of every mode, in one thread and two, and on those streams
# mutated (lines deleted, doubled, swapped, words changed, illegal moves
# put in, files cut short).  A developer runs it by hand, from the top of
# the tree, after a build; it prints each difference and a count, and
# exits 1 if there is one.  CW_SAME_STREAMS (default 200) sets how many
# random streams; each is checked in a few modes of a rotation, mutated
# one way of five and cut short.
. "$(dirname "$0")/same-lib.sh"
same_start cw-same "${1:?usage: cw-same.sh REF [NEW]}" "${2:-bin}" cw-check
N=${CW_SAME_STREAMS:-200}
trap 'exit 2' INT TERM

# same PROG ARGS...: one comparison (standard input from $W/in if there),
# in the threads REFKIT_THREADS says.
same() {
	same_one "${REFKIT_THREADS:-default}" "$@"
}

# The options of cw-check's modes, one a line.
CHECK_OPTS='
--json
--quiet
--summary
--summary --json
--unchallenged-stand
--rules 2018-04-04
--rules 2018-03
--first-rotates
--replacement-scores
--replacement-from-last
--json --unchallenged-stand --replacement-scores
-d en_US
-d nosuchdict'

# check_modes FILE [K]: cw-check and cw-score on FILE with no option, in
# one thread and two, then with every option of CHECK_OPTS in both; with
# K, only the options of lines K, K + 4, K + 8..., each in one thread or
# two by turns, and cw-score --json.
check_modes() {
	for th in 1 2; do
		export REFKIT_THREADS=$th
		same cw-check "$1"
		same cw-score "$1"
	done
	echo "$CHECK_OPTS" | sed 1d | awk -v k="${2:-0}" \
	    'k == 0 || NR % 4 == k % 4' >"$W/opts"
	n=${2:-0}
	while read -r o; do
		n=$((n + 1))
		for th in 1 2; do
			[ -n "$2" ] && [ $((n % 2 + 1)) != $th ] && continue
			export REFKIT_THREADS=$th
			# shellcheck disable=SC2086
			same cw-check $o "$1"
		done
	done <"$W/opts"
	for o in --json --quiet --unchallenged-stand; do
		[ -n "$2" ] && [ "$o" != --json ] && continue
		for th in 1 2; do
			export REFKIT_THREADS=$th
			same cw-score $o "$1"
		done
	done
	unset REFKIT_THREADS
}

# view_modes FILE: cw-show and cw-moves on FILE.
view_modes() {
	same cw-show "$1"
	same cw-show --at 9 "$1"
	same cw-show --at 30 "$1"
	same cw-moves "$1"
	same cw-moves --at 12 "$1"
	same cw-moves --at 25 --json "$1"
}

# mutate FILE SEED WAY: FILE changed one way at a few lines chosen by SEED.
mutate() {
	awk -v seed="$2" -v way="$3" '
	BEGIN { srand(seed) }
	{ line[NR] = $0 }
	END {
		n = NR
		for (k = 0; k < 6; k++) pick[int(rand() * n) + 1] = 1
		for (i = 1; i <= n; i++) {
			l = line[i]
			if (!(i in pick) || l ~ /^\[/ || l ~ /^#/) { print l; continue }
			if (way == 0) continue			# deleted
			if (way == 1) { print l; print l; continue }	# doubled
			if (way == 2 && i < n) {		# swapped
				print line[i + 1]; print l; i++; continue }
			if (way == 3) {				# a word changed
				m = split(l, f, " ")
				j = int(rand() * m) + 1
				r = rand()
				if (r < 0.25) f[j] = toupper(f[j])
				else if (r < 0.5) f[j] = f[j] "X"
				else if (r < 0.75) f[j] = "zz"
				else f[j] = substr(f[j], 2)
				s = f[1]; for (q = 2; q <= m; q++) s = s " " f[q]
				print s; continue
			}
			# an illegal move put in, then the line
			split(l, f, " ")
			r = rand()
			if (r < 0.2) print f[1], f[2], "play 1,1 across QZXJ"
			else if (r < 0.4) print f[1], f[2], "replace 0,0 Q"
			else if (r < 0.6) print f[1], "host roll 12"
			else if (r < 0.8) print f[1], f[2], "challenge"
			else print f[1], f[2], "draw ZZZZZZZZZ"
			print l
		}
	}' "$1"
}

# Every fixture cw-check, cw-score, cw-show and cw-moves read, and the
# GCG records gcg-check (and cw-check --gcg) reads.
for f in $(find fixtures/cw examples -name '*.rec' | sort); do
	case $f in
	*/gcg/*) ;;
	*)
		check_modes "$f"
		view_modes "$f"
		;;
	esac
done
for f in $(find fixtures/gcg -name '*.gcg' | sort); do
	same gcg-check "$f"
	same gcg-check --json "$f"
	same gcg-check --quiet --summary "$f"
	same cw-check --gcg "$f"
done
# Standard input, and no such file.
: >"$W/empty"
cp fixtures/cw/score.rec "$W/in" 2>/dev/null && same cw-check - && rm -f "$W/in"
same cw-check "$W/nosuch.rec"
same cw-check "$W/empty"

# The 10,000 games of $STREAMS_DIR, where there.
if [ -f ${STREAMS_DIR:-.}/cw.rec ]; then
	for th in 1 2; do
		export REFKIT_THREADS=$th
		same cw-check ${STREAMS_DIR:-.}/cw.rec
		same cw-check --json ${STREAMS_DIR:-.}/cw.rec
		same cw-check --summary --quiet ${STREAMS_DIR:-.}/cw.rec
		same cw-score ${STREAMS_DIR:-.}/cw.rec
	done
	unset REFKIT_THREADS
fi

# Random streams, and each mutated four ways of five.
i=1
while [ $i -le "$N" ]; do
	seed=$((i * 7919 + 11))
	games=$((i % 7 * 13 + 1))
	players=$((i % 3 + 2))
	set -- --random --seed $seed --games $games --players $players
	case $((i % 4)) in
	1) set -- "$@" --rules 2018-04-04 ;;
	2) set -- "$@" --unchallenged-stand ;;
	esac
	"$REF/cw-moves" "$@" >"$W/s.rec"
	check_modes "$W/s.rec" $i
	[ $((i % 4)) = 0 ] && view_modes "$W/s.rec"
	# Mutated one way or another, and cut short at a byte in the middle
	# of a line.
	way=$((i % 5))
	mutate "$W/s.rec" $seed $way >"$W/m.rec"
	check_modes "$W/m.rec" $((i + 1))
	[ $((i % 4)) = 1 ] && same cw-show "$W/m.rec"
	size=$(wc -c <"$W/s.rec")
	head -c $((size * (i % 9 + 1) / 10 + 3)) "$W/s.rec" >"$W/m.rec"
	check_modes "$W/m.rec" $((i + 2))
	i=$((i + 1))
done

same_end cw-same
