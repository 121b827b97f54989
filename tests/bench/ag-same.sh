#!/bin/sh
# ag-same.sh REF [NEW]: whether the Alphagon programs of the directory NEW
# (default bin) write byte for byte what those of REF write (a build of
# the version before a change: a worktree's bin): stdout, stderr and the
# exit status of ag-check, ag-score, ag-show and ag-moves, on the
# fixtures, on 10,000 random games and a mutated copy of them, on 240
# random streams (seeds, numbers of games and of players, with and
# without --json, --quiet, --summary, in one thread and in two), and on
# a mutant of each stream (a line deleted, duplicated, swapped with the
# next, a word changed, an illegal event put in, the file truncated), so
# that refusals and malformed input are compared too.  Prints one line a
# difference and a count at the end; exits 1 if any differs.  A
# developer's check of a change that must not change any output (make
# check does not run it: it needs the build of another version).
. "$(dirname "$0")/same-lib.sh"
same_start ag-same "${1:?usage: ag-same.sh REF [NEW]}" "${2:-bin}" ag-check
STREAMS=${STREAMS:-240}

# same PROG ARGS...: one comparison, in the threads REFKIT_THREADS says.
same() {
	same_one "${REFKIT_THREADS:-default}" "$@"
}

# mutate FILE SEED KIND: FILE changed one way (KIND 0-5), on stdout.
mutate() {
	if [ "$3" = 5 ]; then
		size=$(wc -c <"$1")
		head -c $(( (size * ($2 % 97 + 1)) / 98 )) "$1"
		return
	fi
	awk -v seed="$2" -v kind="$3" '
	BEGIN { srand(seed) }
	{ line[NR] = $0 }
	END {
		at = int(rand() * (NR - 1)) + 1
		for (i = 1; i <= NR; i++) {
			s = line[i]
			if (i == at && kind == 0)
				continue
			if (i == at && kind == 1)
				print s
			if (i == at && kind == 2 && i < NR) {
				print line[i + 1]
				line[i + 1] = s
				continue
			}
			if (i == at && kind == 3 && s ~ /^[0-9]+ /) {
				n = split(s, w, " ")
				k = int(rand() * n) + 1
				if (k == 3)
					w[k] = (rand() < 0.5) ? "place" : "close"
				else if (w[k] ~ /^[A-Z]+$/)
					w[k] = substr("QZXAEKMT", int(rand() * 8) + 1, 1) w[k]
				else if (w[k] ~ /^[0-9]+$/)
					w[k] = w[k] + 1
				else
					w[k] = w[k] "x"
				s = w[1]
				for (j = 2; j <= n; j++)
					s = s " " w[j]
			}
			print s
			if (i == at && kind == 4 && s ~ /^[0-9]+ /) {
				split(s, w, " ")
				verbs = "place close pass doubt state declare change " \
				    "lose giveup reward suspend syllable shape draw"
				nv = split(verbs, v, " ")
				print w[1] " " w[2] " " v[int(rand() * nv) + 1] " " \
				    substr("AEIOUQZXKT", int(rand() * 10) + 1, 1) \
				    (rand() < 0.5 ? "ERO" : "")
			}
		}
	}' "$1"
}

# Every game of the fixtures, through each program.
for f in fixtures/ag/*.rec fixtures/ag/*/*.rec; do
	for t in 1 2; do
		export REFKIT_THREADS=$t
		same ag-check "$f"
		same ag-check --json "$f"
		same ag-score "$f"
		same ag-score --json "$f"
	done
	same ag-show "$f"
	same ag-show --svg "$f"
	same ag-show --html "$f"
	same ag-show --at 9 "$f"
	same ag-moves "$f"
	same ag-moves --json --at 12 "$f"
	same ag-check --cards fixtures/ag/six.cards "$f"
	same ag-check --cards fixtures/ag/bad.cards "$f"
	same ag-check --shapes-as-printed --names "$f"
done

# The 10,000 games of seed 7, as they are and with 400 faults put in.
"$REF/ag-moves" --random --seed 7 --games 10000 >"$W/big.rec"
awk 'BEGIN { srand(11) }
    { print } /^[0-9]+ / && rand() < 0.0006 { print $1 " " $2 " close QXZV" }
    /^[0-9]+ / && rand() < 0.0002 { print $1 " " $2 " place" }' \
    "$W/big.rec" >"$W/bigbad.rec"
for t in 1 2; do
	export REFKIT_THREADS=$t
	for f in "$W/big.rec" "$W/bigbad.rec"; do
		same ag-check "$f"
		same ag-check --json --summary "$f"
		same ag-score "$f"
	done
done

# Random streams and their mutants, the options taking turns.
i=1
while [ $i -le $STREAMS ]; do
	seed=$((i * 7919 + 3))
	games=$((i % 23 + 1))
	players=$((i % 5 + 2))
	f="$W/s$i.rec"
	m="$W/m$i.rec"
	export REFKIT_THREADS=$((i % 2 + 1))
	same ag-moves --random --seed $seed --games $games --players $players
	cp "$W/new/out" "$f"
	mutate "$f" $seed $((i % 6)) >"$m"
	case $((i % 4)) in
	0) opt= ;;
	1) opt=--json ;;
	2) opt=--quiet ;;
	3) opt=--summary ;;
	esac
	for g in "$f" "$m"; do
		same ag-check $opt "$g"
		same ag-score $opt "$g"
		same ag-show --at $((i * 13 % 90)) "$g"
		same ag-moves --at $((i * 17 % 70)) "$g"
	done
	same ag-check --json "$m"
	if [ $((i % 10)) = 0 ]; then
		same ag-moves --json "$m"
		same ag-show --html "$m"
		same ag-check --names --shapes-as-printed "$m"
	fi
	i=$((i + 1))
done

# Every stream at once, then every mutant at once, in one and two threads.
cat "$W"/s*.rec >"$W/all.rec"
cat "$W"/m*.rec >"$W/allbad.rec"
for t in 1 2; do
	export REFKIT_THREADS=$t
	same ag-check "$W/all.rec" "$W/allbad.rec"
	same ag-check --json "$W/allbad.rec"
	same ag-score --summary "$W/allbad.rec"
done
same_end ag-same
