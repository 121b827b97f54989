#!/bin/sh
# make demo: a short real pipeline, as a host and a referee would run it.
set -e
BIN=${1:-bin}
DEMO=$(mktemp -d "${TMPDIR:-/tmp}/refkit-demo.XXXXXX")
trap 'rm -rf "$DEMO"' EXIT
# The pipeline runs where its files are, so that it names them as a
# person who typed it would; the tree's fixtures are beside them.
BIN=$(cd "$BIN" && pwd)
ln -s "$(pwd)/fixtures" "$DEMO/fixtures"
cd "$DEMO"
step() { printf '\n$ %s\n' "$*"; }

step "pa-gen --seed 2026 --rounds 4 > match.rec"
"$BIN/pa-gen" --seed 2026 --rounds 4 >"match.rec"
cat "match.rec"
step "pa-show match.rec"
"$BIN/pa-show" "match.rec"
step "pa-show --round 3 match.rec"
"$BIN/pa-show" --round 3 "match.rec"
step "pa-solve --count match.rec"
"$BIN/pa-solve" --count "match.rec"
answer=$("$BIN/pa-solve" "match.rec" | awk -F': ' '/^round 3:/ { print $2; exit }')
step "pa-check match.rec 3 $answer"
"$BIN/pa-check" "match.rec" 3 "$answer"
step "pa-check match.rec 3 A1-A2-B2-Z9"
"$BIN/pa-check" "match.rec" 3 A1-A2-B2-Z9 || echo "(exit $?: a wrong answer)"
step "pa-score fixtures/pa/score-standard.rec | tail -4"
"$BIN/pa-score" fixtures/pa/score-standard.rec | tail -4

step "nw-moves --random --seed 5 --games 1 > game.rec; nw-check game.rec"
"$BIN/nw-moves" --random --seed 5 --games 1 >"game.rec"
"$BIN/nw-check" "game.rec" || true
step "nw-show --at 12 game.rec"
"$BIN/nw-show" --at 12 "game.rec"
step "nw-moves --at 12 game.rec | head -5"
"$BIN/nw-moves" --at 12 "game.rec" | head -5
step "echo 'the referee concluded hte game' | wordck -d en_US"
echo 'the referee concluded hte game' | "$BIN/wordck" -d en_US || true
step "wordck -d en_US --policy alphagon --prefix CONCL | head -3"
"$BIN/wordck" -d en_US --policy alphagon --prefix CONCL | head -3

step "cw-moves --random --seed 3 --games 1 > cw.rec; cw-check cw.rec"
"$BIN/cw-moves" --random --seed 3 --games 1 >"cw.rec"
"$BIN/cw-check" "cw.rec" || true
step "cw-show --at 12 cw.rec | head -12"
"$BIN/cw-show" --at 12 "cw.rec" | head -12

step "nm-moves --random --seed 4 --games 1 > nm.rec; nm-check nm.rec"
"$BIN/nm-moves" --random --seed 4 --games 1 >"nm.rec"
"$BIN/nm-check" "nm.rec" || true
step "nm-show --at 40 nm.rec | head -8"
"$BIN/nm-show" --at 40 "nm.rec" | head -8

step "ag-moves --random --seed 2 --games 1 > ag.rec; ag-check ag.rec"
"$BIN/ag-moves" --random --seed 2 --games 1 >"ag.rec"
"$BIN/ag-check" "ag.rec" || true
step "ag-show ag.rec | head -16"
"$BIN/ag-show" "ag.rec" | head -16

step "gcg-check fixtures/gcg/real/liwords/pkg__omgwords__testdata__vs_josh.gcg"
"$BIN/gcg-check" fixtures/gcg/real/liwords/pkg__omgwords__testdata__vs_josh.gcg || true

step "printf '[Game \"netzwerk\"]\\n[Players \"ann bob\"]\\n1 ann move a1-a2\\n1 ann move a2-a4\\n1 bob resign\\n' | nw-check --live"
printf '[Game "netzwerk"]\n[Players "ann bob"]\n1 ann move a1-a2\n1 ann move a2-a4\n1 bob resign\n' |
    "$BIN/nw-check" --live || true
