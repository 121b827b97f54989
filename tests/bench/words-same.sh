#!/bin/sh
# words-same.sh REF [NEW]: the golden rule for a change to lib/words*:
# every program that judges words (wordck, cw-check, ag-check, gcg-check)
# of the build NEW (default bin) writes the same bytes as the reference
# build REF (of the version before the change) on standard output and
# standard error, and exits the same, on:
#
#	- the tests of those programs, every command they run (same-bin.sh);
#	- wordck on texts of every word of wamerican (wordck-bench --text),
#	  distinct words and Zipf streams, a dictionary beyond ASCII, the
#	  closure's forms in every case with typing errors (letters beyond
#	  ASCII, long s, dotless i, the Kelvin sign ...), and those streams
#	  damaged (lines lost, doubled, swapped, bytes that are not UTF-8,
#	  NUL and control bytes, a file cut in a character), under every
#	  policy, --names, --all, --json, --split space, --suggest, --prefix,
#	  in one thread and two;
#	- cw-check, ag-check and gcg-check on their fixtures, the 10,000-game
#	  streams of $STREAMS_DIR, random games of cw-moves and ag-moves, and
#	  those games damaged (an event lost, doubled, swapped, a word
#	  changed, the file cut short), with --json, --quiet, --summary, in
#	  one thread and two.
#
# A developer runs it from the top of the tree after make; it prints each
# difference and, last, how many comparisons were made and how many
# differed, and exits 1 if any did.  It takes some minutes.  Two subtests
# of wordck.t fail under the wrapper, by its doing (a program read as a
# dictionary is a script there; its output goes to a file, not a full
# disk); a test's command that names a closure or index directory may
# differ where the test wrote a closure only the new build reads, or
# doctored one (wordck-closure.t, wordck-letters.t): those are counted
# apart, and listed.
set -u
REF=$(cd "${1:?usage: words-same.sh REF [NEW]}" && pwd) || exit 2
NEW=$(cd "${2:-bin}" && pwd) || exit 2
REFTREE=$(cd "$REF/.." && pwd)
NEWTREE=$(cd "$NEW/.." && pwd)
T=$(mktemp -d "${TMPDIR:-/tmp}/words-same.XXXXXX")
trap 'rm -rf "$T"' EXIT INT TERM
n=0
bad=0

# same IN THREADS PROG ARGS...: run PROG ARGS of both builds on the file
# IN as standard input (REFKIT_THREADS=THREADS, or unset if it is -), and
# compare.  Its variables begin with _: the callers' loops have theirs.
same() {
	_in=$1 _th=$2 _p=$3
	shift 3
	if [ "$_th" = - ]; then _e="-u REFKIT_THREADS"
	else _e="REFKIT_THREADS=$_th"; fi
	# shellcheck disable=SC2086
	env $_e "$REF/$_p" "$@" <"$_in" >"$T/r.out" 2>"$T/r.err"
	echo $? >>"$T/r.err"
	# shellcheck disable=SC2086
	env $_e "$NEW/$_p" "$@" <"$_in" >"$T/n.out" 2>"$T/n.err"
	echo $? >>"$T/n.err"
	n=$((n + 1))
	# Each build names its own tree where it looks for data.
	for _f in out err; do
		sed "s|$REFTREE|TREE|g" "$T/r.$_f" >"$T/r.n"
		sed "s|$NEWTREE|TREE|g" "$T/n.$_f" >"$T/n.n"
		if ! cmp -s "$T/r.n" "$T/n.n"; then
			bad=$((bad + 1))
			echo "differs ($_f, exit status last): $_p $* <$_in" \
			    "(REFKIT_THREADS $_th)"
			diff "$T/r.n" "$T/n.n" | head -6
			return
		fi
	done
}

# damage SEED <IN >OUT: IN with lines lost, doubled and swapped, words
# changed, bytes that are not UTF-8, NUL and control bytes put in, and cut
# short at a random byte (in a character, as may be).
damage() {
	perl -e '
	srand(shift);
	my @l = <STDIN>;
	my @junk = ("\x00", "\x01", "\xff", "\xc3", "\xe2\x80", "\r",
	    "\xc5\xbf", "\xc4\xb1", "\xc4\xb0", "\xe2\x84\xaa", "\xc3\x9f",
	    "\xe2\x80\x99", "\t", "x" x 300);
	for my $k (1 .. 1 + int(rand(8))) {
		next unless @l;
		my $i = int(rand(@l));
		my $r = rand();
		if ($r < 0.2) { splice(@l, $i, 1); }
		elsif ($r < 0.4) { splice(@l, $i, 0, $l[$i]); }
		elsif ($r < 0.55 && $i + 1 < @l) { @l[$i, $i + 1] = @l[$i + 1, $i]; }
		elsif ($r < 0.8) {
			my $p = int(rand(length $l[$i]));
			substr($l[$i], $p, 1) = chr(97 + int(rand(26)));
		} else {
			my $p = int(rand(length $l[$i]));
			substr($l[$i], $p, 0) = $junk[int(rand(@junk))];
		}
	}
	my $all = join "", @l;
	$all = substr($all, 0, int(rand(length $all))) if rand() < 0.3;
	print $all;' "$1"
}

# near EVERY SEED <FORMS: every EVERY-th form of a closure in lower case,
# Capitalized, in CAPITALS, in a random mixed case, and with a typing
# error (a letter a-z or one beyond ASCII put in, changed, lost), a line
# each; spellings in mixed case as they are.
near() {
	perl -CS -e '
	my ($every, $seed) = @ARGV; srand($seed);
	my @add = ("a" .. "z", "\x27", "\x{e9}", "\x{c9}", "\x{17f}",
	    "\x{131}", "\x{130}", "\x{212a}", "\x{df}", "\x{2019}", "\x{ff}",
	    "\x{178}", "\x{142}", "\x{141}", "-", "1");
	my ($n, $head) = (0, 1);
	while (<STDIN>) {
		chomp;
		if ($head) { $head = 0 if $_ eq ""; next; }
		next if $n++ % $every;
		my ($f) = split /\t/;
		my $m = join "", map { rand() < 0.5 ? uc : $_ } split //, $f;
		my ($t, $p) = ($f, int(rand(length $f)));
		my $r = rand();
		if ($r < 0.4) { substr($t, $p, 1) = $add[int(rand(@add))]; }
		elsif ($r < 0.7) { substr($t, $p, 0) = $add[int(rand(@add))]; }
		else { substr($t, $p, 1) = ""; }
		print join(" ", $f, ucfirst($f), uc($f), $m, $t, ucfirst($t),
		    uc($t)), "\n";
	}' "$@"
}

echo "# the tests, every command compared (same-bin.sh)"
sh "$(dirname "$0")/same-bin.sh" "$REF" "$NEW" "$T/bin" || exit 2
tests=$(ls tests/wordck*.t tests/cw-*.t tests/ag-*.t tests/gcg-*.t |
    grep -v -e live -e html)
BIN=$T/bin prove $tests >"$T/prove.out" 2>&1
tail -1 "$T/prove.out"
grep -B1 -A1 '^not ok' "$T/prove.out" | grep -v '^--' | sed 's/^/#   /'
runs=$(wc -l <"$T/bin/commands")
marked=$(grep -c 'differs\] (' "$T/bin/differences")
plain=$(grep -c 'differs\]$' "$T/bin/differences")
echo "# $runs commands of the tests; $plain differ, and $marked where the" \
    "command names a closure or index directory or deals without a seed:"
grep 'differs\]' "$T/bin/differences" | sort | uniq -c
n=$((n + runs))
bad=$((bad + plain))

echo "# wordck: texts of every word of wamerican, and damaged ones"
W=/usr/share/dict/american-english
B=$NEW/t/wordck-bench
for s in 1 2 3 4 5 6 7 8; do
	"$B" --text "$W" "$s" >"$T/text$s"
	for th in - 1; do
		same "$T/text$s" $th wordck -d en_US
		same "$T/text$s" $th wordck -d en_US --json
	done
	same "$T/text$s" - wordck -d en_US --all --split space
	same "$T/text$s" - wordck --policy control-word --all
	same "$T/text$s" - wordck --policy alphagon --json
	same "$T/text$s" - wordck --policy alphagon --names --all
	same "$T/text$s" 1 wordck --policy alphagon --split hunspell
	same "$T/text$s" - wordck -d en_US,netmatch --all
	same "$T/text$s" - wordck --match '^[a-z]+$' --all
	for d in 1 2 3; do
		damage "$s$d" <"$T/text$s" >"$T/bad"
		same "$T/bad" - wordck -d en_US
		same "$T/bad" 1 wordck -d en_US --json
		same "$T/bad" - wordck --policy alphagon --all
	done
done
head -300 "$T/text1" >"$T/small"
same "$T/small" - wordck -d en_US --suggest
same "$T/small" - wordck --policy control-word --suggest --json
same fixtures/words/tricky.txt - wordck -d en_US --all --json
same fixtures/words/tricky.txt - wordck --policy alphagon --all

echo "# wordck: distinct words, Zipf streams"
for s in 1 2 3 4 5 6; do
	"$B" --distinct 30000 "$s" >"$T/d"
	"$B" --stream 30000 "$s" >"$T/z"
	for th in - 1; do
		same "$T/d" $th wordck -d en_US
		same "$T/z" $th wordck -d en_US --all
	done
	same "$T/d" - wordck --policy alphagon --all
	same "$T/z" - wordck --policy control-word --json
done

echo "# wordck: the closure's forms in every case, with typing errors"
for s in 1 2 3 4 5 6; do
	"$NEW/t/wordck-closure" -l build/dicts/en_US.forms |
	    near 5 "$s" >"$T/near"
	for th in - 1; do
		same "$T/near" $th wordck -d en_US
	done
	same "$T/near" - wordck -d en_US --all --split space
	same "$T/near" - wordck --policy alphagon --all
	same "$T/near" - wordck --policy alphagon --names --json
	same "$T/near" - wordck --policy control-word --all
	damage "$s" <"$T/near" >"$T/bad"
	same "$T/bad" - wordck -d en_US --all
done
for p in qu Mc zz ab O s; do
	same /dev/null - wordck --policy alphagon --prefix "$p"
	same /dev/null - wordck --policy control-word --json --prefix "$p"
	same /dev/null - wordck -d en_US --prefix "$p"
done

echo "# wordck: a dictionary beyond ASCII (wordck-bench --accents)"
mkdir "$T/acc"
"$B" --accents "$T/acc" 5 >/dev/null
"$NEW/t/wordck-closure" -d "$T/acc/accents" -o "$T/acc/accents.forms" \
    >/dev/null
export WORDCK_INDEX="$T/acc"
for s in 1 2 3 4; do
	"$B" --text "$T/acc/accents.txt" "$s" >"$T/atext"
	same "$T/atext" - wordck -d "$T/acc/accents"
	same "$T/atext" 1 wordck -d "$T/acc/accents" --all
	"$NEW/t/wordck-closure" -l "$T/acc/accents.forms" |
	    near 3 "$s" >"$T/near"
	same "$T/near" - wordck -d "$T/acc/accents"
	damage "$s" <"$T/atext" >"$T/bad"
	same "$T/bad" - wordck -d "$T/acc/accents"
done
unset WORDCK_INDEX

echo "# cw-check, ag-check, gcg-check: fixtures"
for f in fixtures/cw/*.rec fixtures/cw/rules/*.rec; do
	[ -f "$f" ] || continue
	same "$f" - cw-check
	same "$f" 1 cw-check --json
	same "$f" - cw-check --unchallenged-stand --summary
done
for f in $(find fixtures/ag -name '*.rec'); do
	same "$f" - ag-check
	same "$f" 1 ag-check --json --names
done
for f in $(find fixtures/gcg -name '*.gcg' | sort | awk 'NR % 3 == 1'); do
	same "$f" - gcg-check -d en_US
	same "$f" - cw-check --gcg --json
done

echo "# cw-check, ag-check: the 10,000-game streams, random games, damaged"
for g in cw ag; do
	[ -f "${STREAMS_DIR:-.}/$g.rec" ] || continue
	for th in 1 2; do
		same ${STREAMS_DIR:-.}/$g.rec $th $g-check
		same ${STREAMS_DIR:-.}/$g.rec $th $g-check --json
		same ${STREAMS_DIR:-.}/$g.rec $th $g-check --quiet --summary
	done
done
for s in 1 2 3 4 5 6 7 8 9 10; do
	"$NEW/cw-moves" --random --seed "$s" --games 200 \
	    --players $((2 + s % 3)) >"$T/cw"
	"$NEW/ag-moves" --random --seed "$s" --games 100 \
	    --players $((2 + s % 5)) >"$T/ag"
	for g in cw ag; do
		same "$T/$g" 2 $g-check --summary
		damage "$s" <"$T/$g" >"$T/bad"
		same "$T/bad" 1 $g-check
		same "$T/bad" 2 $g-check --json --summary
	done
	same "$T/cw" - cw-check --unchallenged-stand --json
done

echo "# $n comparisons ($runs commands of the tests among them), $bad differ"
echo "# (and $marked commands of the tests differ where a test names a" \
    "closure or index directory, or deals without a seed)"
[ "$bad" = 0 ]
