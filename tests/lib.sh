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

# xml_ok NAME: stdout is well-formed XML, as xmllint(1) reads it (make
# deps installs it, from libxml2-utils).
xml_ok() {
	xmllint --noout "$OUT" 2>"$WORK/xml"
	r=$?
	ok $r "$1"
	[ $r = 0 ] || sed 's/^/#   xmllint: /' "$WORK/xml" | head -5
}

# html_ok NAME: stdout is a replay page as lib/html.h has it: an
# HTML5 document with its style and script inline and nothing that makes
# a request (no src or href but data: URLs and the page's own anchors),
# and tidy(1) finds no error or warning in it where it is installed.
html_ok() {
	head -1 "$OUT" | grep -qx '<!DOCTYPE html>' &&
	    grep -q '^<html lang="en">$' "$OUT" &&
	    grep -q '^<meta charset="utf-8">$' "$OUT" &&
	    grep -q '^<meta name="viewport" content="width=device-width, initial-scale=1">$' "$OUT" &&
	    [ "$(grep -c '^<script>$' "$OUT")" = 1 ] &&
	    [ "$(grep -c '^<style>$' "$OUT")" = 1 ] &&
	    ! grep -Eo '(src|href)="[^"]*"' "$OUT" |
	    grep -Ev '^(src="data:image/svg\+xml;base64,|href="#game-[0-9]+-[0-9]+")'
	r=$?
	if [ $r = 0 ] && command -v tidy >/dev/null; then
		tidy -q -e "$OUT" >"$WORK/tidy" 2>&1
		r=$?
		[ $r = 0 ] || sed 's/^/#   tidy: /' "$WORK/tidy" | head -5
	fi
	ok $r "$1"
}

# html_figures: each position's figure on the page in stdout, one a line:
# its game, its position and its picture's base64.
html_figures() {
	perl -0777 -ne 'print "$1 $2 $3\n" while /<figure class="position" id="game-(\d+)-(\d+)" data-at="\2">\n<img class="board" alt="[^"]*" src="data:image\/svg\+xml;base64,([^"]*)">/g' "$OUT"
}

# html_pictures_are NAME GAME N AT PROG ARGS...: game GAME of the page in
# stdout has the positions 0 to N, and each one's picture is, byte for
# byte, what PROG ARGS AT K writes (AT an option such as --at), and is
# well-formed XML.  Leaves $OUT as it was.
html_pictures_are() {
	what=$1 game=$2 n=$3 at=$4 prog=$5
	shift 5
	html_figures | awk -v g="$game" '$1 == g' >"$WORK/figures"
	r=0
	[ "$(awk '{ printf "%s ", $2 }' "$WORK/figures")" = \
	    "$(seq 0 "$n" | tr '\n' ' ')" ] || {
		r=1
		echo "#   positions: $(awk '{ printf "%s ", $2 }' "$WORK/figures")"
	}
	while [ $r = 0 ] && read -r g k b; do
		echo "$b" | base64 -d >"$WORK/picture" &&
		    "$BIN/$prog" "$@" "$at" "$k" >"$WORK/want" 2>/dev/null
		cmp -s "$WORK/want" "$WORK/picture" &&
		    xmllint --noout "$WORK/picture" 2>/dev/null || {
			r=1
			echo "#   position $k is not what $prog $* $at $k draws"
		}
	done <"$WORK/figures"
	ok $r "$what"
}

# html_page STATUS N AT PROG FILE WHAT: PROG --html FILE exits STATUS
# and writes a replay page (html_ok) whose game has the positions 0 to N,
# each what PROG --svg AT K FILE draws (html_pictures_are); WHAT names the
# record in the tests' names.  The page is left in $OUT.
html_page() {
	st=$1 last=$2 opt=$3 viewer=$4 file=$5 what=$6
	run "$viewer" --html "$file"
	status_is "$st" "--html: $what"
	html_ok "--html: $what: a self-contained HTML page"
	html_pictures_are "--html: $what: positions 0 to $last, each what --svg $opt K draws" \
	    1 "$last" "$opt" "$viewer" --svg "$file"
}

# threads_agree NAME PROG [ARGS...]: PROG's output (standard output and
# error in one) and exit status are the same in one thread
# (REFKIT_THREADS=1), in two (REFKIT_THREADS=2: however light the games),
# and in two with the output read a second late: once the pipe is full
# the caller waits, and the reader thread prepares the games it reads
# (rec_each_work()).  The run in one thread is left in $OUT (its standard
# error in it too) and $STATUS.
threads_agree() {
	what=$1
	prog=$2
	shift 2
	REFKIT_THREADS=1 "$BIN/$prog" "$@" >"$WORK/one" 2>&1
	STATUS=$?
	REFKIT_THREADS=2 "$BIN/$prog" "$@" >"$WORK/two" 2>&1
	two=$?
	{ REFKIT_THREADS=2 "$BIN/$prog" "$@" 2>&1
	    echo $? >"$WORK/late.status"; } |
	    (sleep 1; cat) >"$WORK/late"
	cmp -s "$WORK/one" "$WORK/two" && [ "$two" = "$STATUS" ]
	ok $? "$what: two threads say what one does (exit $STATUS)"
	cmp -s "$WORK/one" "$WORK/late" &&
	    [ "$(cat "$WORK/late.status")" = "$STATUS" ]
	ok $? "$what: two threads, the output read late, say the same"
	[ "$(wc -c <"$WORK/one")" -gt 65536 ]
	ok $? "$what: more output than a pipe holds, so the caller waits"
	cp "$WORK/one" "$OUT"
}

# faulty_games TAG1 TAG2 ANY <GAMES >STREAM: the games with faults put
# in.  Of every 250 games, the 50th has a line that is no event after its
# third event, the 100th a line of invalid UTF-8 there, the 150th an event
# with an unknown verb after its last, the 200th the tag line TAG1, the
# 250th the tag line TAG2; every 5th of the others has the tag line ANY,
# its %d made 1 to 10 in turn (an empty TAG1, TAG2 or ANY adds nothing).
# The games' own tags, and the comments before their first event, are
# kept before the faults.
faulty_games() {
	awk -v tag1="$1" -v tag2="$2" -v any="$3" '
	function flush(   k) {
		if (n == 0 && tags == "")
			return
		printf "%s", tags
		for (k = 0; k < n; k++) {
			if (k == 3 && kind == 1)
				print "x no event"
			if (k == 3 && kind == 2)
				print "1 ann pl\377ce"
			print ev[k]
		}
		if (kind == 3)
			print "999 ann nosuchverb"
		n = 0
		tags = ""
	}
	/^\[Game / {
		flush()
		i++
		kind = i % 50 == 0 ? i / 50 % 5 + 1 : 0
		tags = $0 "\n"
		if (kind == 4 && tag1 != "")
			tags = tags tag1 "\n"
		else if (kind == 5 && tag2 != "")
			tags = tags tag2 "\n"
		else if (kind == 0 && i % 5 == 0 && any != "")
			tags = tags sprintf(any, i / 5 % 10 + 1) "\n"
		next
	}
	!/^[0-9]/ && n == 0 { tags = tags $0 "\n"; next }
	{ ev[n++] = $0 }
	END { flush() }'
}

done_testing() {
	echo "1..$tap_n"
	[ "$tap_failed" = 0 ]
}
