#!/bin/sh
# jobs.sh BIN: nw-check's games per second on one stream of 100,000
# random 4x4 games (nw-moves --random --seed 1), in one process and in 4
# GNU parallel jobs, a file a job, as refkit(7) BATCHES sets out.  It
# checks that both give the same bytes, and asserts no timing (the
# machine may be shared).
BIN=${1:-bin}
GAMES=100000
if ! command -v parallel >/dev/null 2>&1; then
	echo "jobs: GNU parallel is not installed, no jobs figure"
	exit 0
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/refkit-jobs.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
"$BIN/nw-moves" --random --seed 1 --games $GAMES --board 4x4 >"$WORK/all.rec"
awk -v dir="$WORK" -v per=$((GAMES / 4)) \
    '/^\[Game/ { if (n++ % per == 0) f = dir "/part" ++p ".rec" } { print > f }' \
    "$WORK/all.rec"

# Seconds, with a fraction, since the epoch.
now() { date +%s.%N; }

rate() {
	awk -v n=$GAMES -v a="$1" -v b="$2" 'BEGIN { printf "%.0f", n / (b - a) }'
}

t0=$(now)
"$BIN/nw-check" "$WORK"/part*.rec >"$WORK/one.out"
t1=$(now)
parallel --will-cite --keep-order -j4 "$BIN/nw-check" ::: "$WORK"/part*.rec \
    >"$WORK/four.out"
t2=$(now)
cmp -s "$WORK/one.out" "$WORK/four.out" ||
    { echo "jobs: 4 jobs did not give what one process gives"; exit 2; }
echo "jobs: nw-check, $GAMES random 4x4 games: $(rate "$t0" "$t1") games/s in 1 job, $(rate "$t1" "$t2") games/s in 4 jobs ($(getconf _NPROCESSORS_ONLN) processors)"
