# tests/lib.sh: a small TAP library for the command-line tests.
#
# Source it from a test script.  run PROG ARGS... runs bin/PROG (or the
# program under $BIN) and keeps its stdout in $OUT, stderr in $ERR and exit
# status in $STATUS; the checks below then compare them; done_testing
# prints the plan.  Each test states what the rules say must happen.

BIN=${BIN:-bin}
TOP=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/refkit-test.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
OUT=$WORK/stdout
ERR=$WORK/stderr
STATUS=0
tap_n=0
tap_failed=0
cd "$TOP" || exit 2

ok() {
	tap_n=$((tap_n + 1))
	if [ "$1" = 0 ]; then
		echo "ok $tap_n - $2"
	else
		echo "not ok $tap_n - $2"
		tap_failed=$((tap_failed + 1))
	fi
}

# run PROG [ARGS...]: stdin is left as the caller gives it.
run() {
	prog=$1
	shift
	"$BIN/$prog" "$@" >"$OUT" 2>"$ERR"
	STATUS=$?
}

# status_is N NAME
status_is() {
	[ "$STATUS" = "$1" ]
	r=$?
	ok $r "$2 (exit $1)"
	[ $r = 0 ] || { echo "#   exit was $STATUS"; sed 's/^/#   stderr: /' "$ERR" | head -5; }
}

# out_is TEXT NAME: stdout is exactly TEXT (and a final newline).
out_is() {
	printf '%s\n' "$1" >"$WORK/want"
	cmp -s "$WORK/want" "$OUT"
	r=$?
	ok $r "$2"
	[ $r = 0 ] || diff "$WORK/want" "$OUT" | head -20 | sed 's/^/#   /'
}

# out_file_is FILE NAME: stdout is exactly the file's contents.
out_file_is() {
	cmp -s "$1" "$OUT"
	r=$?
	ok $r "$2"
	[ $r = 0 ] || diff "$1" "$OUT" | head -20 | sed 's/^/#   /'
}

# out_has REGEX NAME / err_has REGEX NAME: a line matches (grep -E).
out_has() {
	grep -Eq -- "$1" "$OUT"
	r=$?
	ok $r "$2"
	[ $r = 0 ] || sed 's/^/#   stdout: /' "$OUT" | head -10
}

err_has() {
	grep -Eq -- "$1" "$ERR"
	r=$?
	ok $r "$2"
	[ $r = 0 ] || sed 's/^/#   stderr: /' "$ERR" | head -10
}

# err_is TEXT NAME: stderr is exactly TEXT.
err_is() {
	printf '%s\n' "$1" >"$WORK/want"
	cmp -s "$WORK/want" "$ERR"
	r=$?
	ok $r "$2"
	[ $r = 0 ] || diff "$WORK/want" "$ERR" | head -10 | sed 's/^/#   /'
}

done_testing() {
	echo "1..$tap_n"
	[ "$tap_failed" = 0 ]
}
