# same-lib.sh: what the golden scripts (tests/bench/*-same.sh) share,
# sourced by them: a scratch directory, one comparison of a reference
# program and the build's on the same arguments, and the count at the end.

# same_start NAME REF BIN PROG: check REF holds the reference programs (PROG
# among them), make the scratch directory $W (removed at exit), zero the
# counts n and differ.
same_start() {
	same_name=$1 REF=$2 BIN=$3
	if [ ! -x "$REF/$4" ]; then
		echo "$same_name: no reference programs in $REF" >&2
		exit 2
	fi
	W=$(mktemp -d "${TMPDIR:-/tmp}/refkit-$same_name.XXXXXX")
	trap 'rm -rf "$W"' EXIT
	n=0
	differ=0
}

# same_run DIR BINDIR THREADS PROG ARGS...: PROG's output, errors and status
# in $W/DIR; THREADS is REFKIT_THREADS's value, or "default" for unset.
same_run() {
	dir=$1 bindir=$2 threads=$3 prog=$4
	shift 4
	mkdir -p "$W/$dir"
	if [ "$threads" = default ]; then
		"$bindir/$prog" "$@" >"$W/$dir/out" 2>"$W/$dir/err"
	else
		REFKIT_THREADS=$threads "$bindir/$prog" "$@" >"$W/$dir/out" \
		    2>"$W/$dir/err"
	fi
	echo $? >"$W/$dir/status"
}

# same_one THREADS PROG ARGS...: one comparison of REF's PROG and BIN's,
# their outputs left in $W/ref and $W/new; a difference is told.
same_one() {
	threads=$1
	shift
	same_run ref "$REF" "$threads" "$@"
	same_run new "$BIN" "$threads" "$@"
	n=$((n + 1))
	if ! cmp -s "$W/ref/out" "$W/new/out" ||
	    ! cmp -s "$W/ref/err" "$W/new/err" ||
	    ! cmp -s "$W/ref/status" "$W/new/status"; then
		differ=$((differ + 1))
		echo "differ: threads=$threads $*"
		diff "$W/ref/err" "$W/new/err" | head -5
		diff "$W/ref/out" "$W/new/out" | head -5
	fi
}

# same_end LABEL: the last line, 'LABEL: N comparisons, D differ', and the
# exit status: 1 if any differ.
same_end() {
	echo "$1: $n comparisons, $differ differ"
	[ "$differ" = 0 ]
}
