#!/bin/sh
# make demo: a short real pipeline, as a host and a referee would run it.
set -e
BIN=${1:-bin}
DEMO=$(mktemp -d "${TMPDIR:-/tmp}/refkit-demo.XXXXXX")
trap 'rm -rf "$DEMO"' EXIT
step() { printf '\n$ %s\n' "$*"; }

step "pa-gen --seed 2026 --rounds 4 > match.rec"
"$BIN/pa-gen" --seed 2026 --rounds 4 >"$DEMO/match.rec"
cat "$DEMO/match.rec"
step "pa-show match.rec"
"$BIN/pa-show" "$DEMO/match.rec"
step "pa-show --round 3 match.rec"
"$BIN/pa-show" --round 3 "$DEMO/match.rec"
step "pa-solve --count match.rec"
"$BIN/pa-solve" --count "$DEMO/match.rec"
answer=$("$BIN/pa-solve" "$DEMO/match.rec" | awk -F': ' '/^round 3:/ { print $2; exit }')
step "pa-check match.rec 3 $answer"
"$BIN/pa-check" "$DEMO/match.rec" 3 "$answer"
step "pa-check match.rec 3 A1-A2-B2-Z9"
"$BIN/pa-check" "$DEMO/match.rec" 3 A1-A2-B2-Z9 || echo "(exit $?: a wrong answer)"
step "pa-score fixtures/pa/score-standard.rec | tail -4"
"$BIN/pa-score" fixtures/pa/score-standard.rec | tail -4

step "nw-moves --random --seed 5 --games 1 > game.rec; nw-check game.rec"
"$BIN/nw-moves" --random --seed 5 --games 1 >"$DEMO/game.rec"
"$BIN/nw-check" "$DEMO/game.rec" || true
step "nw-show --at 12 game.rec"
"$BIN/nw-show" --at 12 "$DEMO/game.rec"
step "nw-moves --at 12 game.rec | head -5"
"$BIN/nw-moves" --at 12 "$DEMO/game.rec" | head -5
step "echo 'the referee concluded hte game' | wordck -d en_US"
echo 'the referee concluded hte game' | "$BIN/wordck" -d en_US || true
step "wordck -d en_US --policy alphagon --prefix CONCL | head -3"
"$BIN/wordck" -d en_US --policy alphagon --prefix CONCL | head -3
