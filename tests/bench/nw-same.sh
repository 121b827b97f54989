#!/bin/sh
# nw-same.sh REF [BIN]: the golden rule for a change to lib/nw: every
# byte of nw-check's, nw-show's and nw-moves' standard output and error,
# and their exit status, the same from the programs in BIN (default bin)
# as from those in REF (a build of the version before the change).  The
# inputs: every fixture of the game; $STREAMS_DIR/nw.rec if it is there; 200 random streams of the reference's nw-moves (other seeds,
# numbers of games, board sizes and variations), each checked by nw-check
# in every output mode and in one thread and two, drawn by nw-show at a
# few events, and its positions' moves listed by nw-moves; the same
# streams mutated (lines deleted, duplicated, swapped, words and squares
# changed, illegal moves put in, truncated).  The random streams
# themselves are compared too: nw-moves --random of each build.  A
# developer runs it (it needs the reference programs); it prints each
# difference and a last line 'nw-same: N comparisons, D differ', and
# exits 1 if any differ.
. "$(dirname "$0")/same-lib.sh"
same_start nw-same "${1:?usage: nw-same.sh REF [NEW]}" "${2:-bin}" nw-check
SEEDS=${SEEDS:-25}

# check FILE [RULES...]: nw-check on the file in each mode, one thread and
# two; nw-show and nw-moves on it at a few events.
check() {
	f=$1
	shift
	for mode in "" --json --quiet --summary --write; do
		same_one 1 nw-check $mode "$@" "$f"
		same_one 2 nw-check $mode "$@" "$f"
	done
	for at in 0 7 30; do
		same_one 1 nw-show --at $at "$@" "$f"
		same_one 1 nw-moves --at $at "$@" "$f"
		same_one 1 nw-moves --at $at --json "$@" "$f"
	done
	same_one 1 nw-show "$@" "$f"
	same_one 1 nw-show --html "$@" "$f"
}

# mutate SEED <IN >OUT: the stream with faults of every kind put in.
mutate() {
	perl -e '
	srand($ARGV[0]);
	my @l = <STDIN>;
	my $n = @l;
	my @sq = ("a1", "c3", "f6", "g1", "a0", "c33", "C3", "A0", "H9");
	for my $k (1 .. 10) {
		my $i = int(rand($n));
		my $what = int(rand(11));
		my $s = $l[$i];
		if ($what == 0) { $l[$i] = "" }
		elsif ($what == 1) { $l[$i] = $s . $s }
		elsif ($what == 2 && $i + 1 < $n) { @l[$i, $i + 1] = @l[$i + 1, $i] }
		elsif ($what == 3) { my $q = $sq[int(rand(@sq))];
			$s =~ s/\b[a-zA-Z]\d+\b/$q/; $l[$i] = $s }
		elsif ($what == 4) { $s =~ s/^(\d+)/$1 + 1/e; $l[$i] = $s }
		elsif ($what == 5) { $s =~ s/ move / battery /; $l[$i] = $s }
		elsif ($what == 6) { $s =~ s/ battery / move /; $l[$i] = $s }
		elsif ($what == 7) { $s =~ s/\n/ using C0,D0\n/; $l[$i] = $s }
		elsif ($what == 8) { $s =~ s/-/--/; $l[$i] = $s }
		elsif ($what == 9) { $s =~ s/^(\d+) (\S+) \S+/$1 $2 resign/;
			$l[$i] = $s }
		else { $s =~ s/(\d)\n/${1}-c4\n/; $l[$i] = $s }
	}
	my $out = join("", @l);
	if ($ARGV[0] % 3 == 0) { $out = substr($out, 0, int(length($out) * rand())) }
	print $out;
	' "$1"
}

# random ARGS...: SEEDS random streams of the reference's generator with
# the args, each compared with the build's own, checked, and mutated.
random() {
	seed=1
	while [ $seed -le "$SEEDS" ]; do
		f=$W/nw-$same_n.rec
		same_one 1 nw-moves --random --seed $((seed * 37)) "$@"
		cp "$W/ref/out" "$f"
		check "$f"
		mutate $seed <"$f" >"$f.bad"
		check "$f.bad"
		seed=$((seed + 1))
	done
}

for f in $(find fixtures/nw -name '*.rec' | sort); do
	check "$f"
	check "$f" --compulsory-capture
	check "$f" --shared-battery-frozen --control=bare
done
if [ -f ${STREAMS_DIR:-.}/nw.rec ]; then
	same_one 1 nw-check ${STREAMS_DIR:-.}/nw.rec
	same_one 2 nw-check --json ${STREAMS_DIR:-.}/nw.rec
	mutate 7 <${STREAMS_DIR:-.}/nw.rec >"$W/cpu.bad"
	same_one 1 nw-check "$W/cpu.bad"
	same_one 2 nw-check "$W/cpu.bad"
fi
random --games 20
random --games 3 --board 2x3
random --games 5 --board 4x4
random --games 3 --board 25x26 --max-rounds 20
random --games 5 --board 8x9 --compulsory-capture
random --games 5 --board 7x5 --shared-battery-frozen
random --games 5 --control=bare
random --games 8 --compulsory-capture --control=bare

same_end nw-same
