#!/bin/sh
# reader-same.sh REF [BIN]: the golden rule for a change to the record
# reader, the verb table or the threads: every byte of nw-check's,
# nm-check's, cw-check's, ag-check's and pa-score's standard output and
# error, and their exit status, the same from the programs in BIN (default
# bin) as from those in REF (a build of the version before the change),
# in one thread and in the default mode.  The inputs: every fixture of
# the game, the streams GAME.rec of the directory $STREAMS_DIR if set,
# random streams of other seeds, sizes and options (with --json, --quiet
# and --summary too), and those streams mutated: lines deleted,
# duplicated, swapped, words changed, illegal events put in, truncated,
# binary junk, long lines, invalid UTF-8, bad tags and event numbers,
# comments, CRLF, a byte-order mark, take-back lines.  A developer runs it
# (it needs the reference programs); it prints each difference and a last
# line 'same: N comparisons, D differ', and exits 1 if any differ.
. "$(dirname "$0")/same-lib.sh"
same_start reader-same "${1:?usage: reader-same.sh REF [NEW]}" "${2:-bin}" \
    nw-check
SEEDS=${SEEDS:-12}

# same PROG ARGS...: one comparison in one thread, one in the default mode.
same() {
	same_one 1 "$@"
	same_one default "$@"
}

# modes PROG FILE: the file in each output mode.
modes() {
	for mode in "" --json --quiet --summary; do
		same "$1" $mode "$2"
	done
}

# mutate SEED <IN >OUT: the stream with faults of every kind put in, a few
# of each, where the seed says.
mutate() {
	perl -e '
	srand($ARGV[0]);
	my @l = <STDIN>;
	my $n = @l;
	my @junk = ("\x00\x01\x02", "\xff\xfe", "\xc3(", "\xe2\x82", "\t", "\r",
	    "\x7f", "\xef\xbb\xbf");
	for my $k (1 .. 12) {
		my $i = int(rand($n));
		my $what = int(rand(17));
		my $s = $l[$i];
		if ($what == 0) { $l[$i] = "" }
		elsif ($what == 1) { $l[$i] = $s . $s }
		elsif ($what == 2 && $i + 1 < $n) { @l[$i, $i + 1] = @l[$i + 1, $i] }
		elsif ($what == 3) { $s =~ s/ (\S+)/" " . reverse($1)/e; $l[$i] = $s }
		elsif ($what == 4) { $s =~ s/^(\d+)/$1 + 1 + int(rand(3))/e; $l[$i] = $s }
		elsif ($what == 5) { $s =~ s/^(\d+)/0$1/; $l[$i] = $s }
		elsif ($what == 6) { $s =~ s/^(\d+)/1234567890/; $l[$i] = $s }
		elsif ($what == 7) { $l[$i] = "undo\n" . $s }
		elsif ($what == 8) { $s =~ s/\n/ # a comment\n/; $l[$i] = $s }
		elsif ($what == 9) { $s =~ s/\n/\r\n/; $l[$i] = $s }
		elsif ($what == 10) { my $j = $junk[int(rand(@junk))];
			my $at = int(rand(length($s))); substr($s, $at, 0) = $j;
			$l[$i] = $s }
		elsif ($what == 11) { $l[$i] = ("x" x 5000) . "\n" . $s }
		elsif ($what == 12) { $l[$i] = "[Bad tag\n" . $s }
		elsif ($what == 13) { $s =~ s/^(\d+) (\S+)/$1 zed/; $l[$i] = $s }
		elsif ($what == 14) { $s =~ s/^(\d+ \S+) (\S+)/$1 fly/; $l[$i] = $s }
		elsif ($what == 15) { $l[$i] = "  " . $s }
		else { $s =~ s/ /\t/g; $l[$i] = $s }
	}
	my $out = join("", @l);
	if ($ARGV[0] % 5 == 0) { $out = "\xef\xbb\xbf" . $out }
	if ($ARGV[0] % 3 == 0) { $out = substr($out, 0, int(length($out) * rand())) }
	print $out;
	' "$1"
}

# random GAME PROG GENERATOR-ARGS...: random streams of the generator, each
# checked in every mode, and mutated.
random() {
	game=$1 prog=$2
	shift 2
	seed=1
	while [ $seed -le "$SEEDS" ]; do
		f=$W/$game-$seed.rec
		"$BIN/$game-moves" --random --seed $((seed * 101)) "$@" >"$f"
		modes "$prog" "$f"
		mutate $seed <"$f" >"$f.bad"
		same "$prog" "$f.bad"
		same "$prog" --json "$f.bad"
		seed=$((seed + 1))
	done
}

for game in nw nm cw ag; do
	for f in $(find fixtures/$game fixtures/record -type f | sort); do
		same $game-check "$f"
	done
done
for f in $(find fixtures/pa fixtures/record -type f | sort); do
	same pa-score "$f"
	same pa-score --json "$f"
done
for game in nw nm cw ag; do
	if [ -f ${STREAMS_DIR:-.}/$game.rec ]; then
		same $game-check ${STREAMS_DIR:-.}/$game.rec
		mutate 7 <${STREAMS_DIR:-.}/$game.rec >"$W/cpu-$game.bad"
		same $game-check "$W/cpu-$game.bad"
	fi
done

random nw nw-check --games 40
random nw nw-check --games 25 --board 4x4
random nw nw-check --games 10 --board 8x9 --compulsory-capture
random nw nw-check --games 10 --shared-battery-frozen --control=bare
random nm nm-check --games 30
random nm nm-check --games 10 --players 4
random nm nm-check --games 10 --players 3 --variant full
random cw cw-check --games 15
random cw cw-check --games 8 --players 4 --rules 2018-04-04
random ag ag-check --games 8
random ag ag-check --games 4 --players 5

seed=1
while [ $seed -le "$SEEDS" ]; do
	f=$W/pa-$seed.rec
	"$BIN/pa-gen" --seed $seed --rounds 8 >"$f"
	modes pa-score "$f"
	mutate $seed <"$f" >"$f.bad"
	same pa-score "$f.bad"
	seed=$((seed + 1))
done

# Streams that are not records at all.
head -c 20000 /dev/urandom >"$W/junk"
perl -e 'print "[Game \"netzwerk\"]\n", "1 ann move " . ("a" x 9000) . "\n"' >"$W/long"
printf '' >"$W/empty"
printf '\357\273\277# only a comment\r\n\n' >"$W/bom"
for f in "$W/junk" "$W/long" "$W/empty" "$W/bom"; do
	for prog in nw-check nm-check cw-check ag-check pa-score; do
		same $prog "$f"
	done
done

same_end same
