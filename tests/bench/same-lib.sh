# same-lib.sh: what the golden scripts (tests/bench/*-same.sh) share,
# sourced by them: a scratch directory, one comparison of a reference
# program and the build's on the same arguments, and the count at the end.

# same_start NAME REF BIN PROG: check REF holds the reference programs (PROG
# among them), make the scratch directory $W (removed at exit), zero the
# counts same_n and same_differ (the library's variables all begin with
# same_, so that a script's own do not meet them).
same_start() {
	same_name=$1 REF=$2 BIN=$3
	if [ ! -x "$REF/$4" ]; then
		echo "$same_name: no reference programs in $REF" >&2
		exit 2
	fi
	W=$(mktemp -d "${TMPDIR:-/tmp}/refkit-$same_name.XXXXXX")
	trap 'rm -rf "$W"' EXIT
	same_n=0
	same_differ=0
}

# same_run DIR BINDIR THREADS PROG ARGS...: PROG's output, errors and status
# in $W/DIR; THREADS is REFKIT_THREADS's value, or "default" for unset;
# standard input is $W/in if there is one, else empty.  In the errors, the
# program's path as it was run and the dictionary directories of its tree
# are written alike for either tree.
same_run() {
	same_dir=$1 same_bin_dir=$2 same_threads=$3 same_prog=$4
	shift 4
	mkdir -p "$W/$same_dir"
	same_in=/dev/null
	[ -f "$W/in" ] && same_in=$W/in
	if [ "$same_threads" = default ]; then
		(unset REFKIT_THREADS; "$same_bin_dir/$same_prog" "$@") \
		    <"$same_in" >"$W/$same_dir/out" 2>"$W/$same_dir/raw"
	else
		REFKIT_THREADS=$same_threads "$same_bin_dir/$same_prog" "$@" \
		    <"$same_in" >"$W/$same_dir/out" 2>"$W/$same_dir/raw"
	fi
	echo $? >"$W/$same_dir/status"
	sed -E -e "s|^$same_bin_dir/||" \
	    -e 's#/[^ :,]+/(build/)?dicts#TREE/\1dicts#g' \
	    "$W/$same_dir/raw" >"$W/$same_dir/err"
}

# same_one THREADS PROG ARGS...: one comparison of REF's PROG and BIN's,
# their outputs left in $W/ref and $W/new; a difference is told.
same_one() {
	same_threads=$1
	shift
	same_run ref "$REF" "$same_threads" "$@"
	same_run new "$BIN" "$same_threads" "$@"
	same_n=$((same_n + 1))
	if ! cmp -s "$W/ref/out" "$W/new/out" ||
	    ! cmp -s "$W/ref/err" "$W/new/err" ||
	    ! cmp -s "$W/ref/status" "$W/new/status"; then
		same_differ=$((same_differ + 1))
		echo "differ: threads=$same_threads $*"
		diff "$W/ref/err" "$W/new/err" | head -5
		diff "$W/ref/out" "$W/new/out" | head -5
		same_keep "$@"
	fi
}

# same_keep PROG ARGS...: with KEEP set, copy the outputs of a comparison
# that differs, and the files it read, to the directory $KEEP.
same_keep() {
	[ -n "$KEEP" ] || return 0
	shift
	mkdir -p "$KEEP"
	for same_side in ref new; do
		for same_f in out err status; do
			cp "$W/$same_side/$same_f" "$KEEP/$same_side.$same_f"
		done
	done
	for same_f in "$@"; do
		[ -f "$same_f" ] && cp "$same_f" "$KEEP"/
	done
	return 0
}

# same_end LABEL: the last line, 'LABEL: N comparisons, D differ', and the
# exit status: 1 if any differ.
same_end() {
	echo "$1: $same_n comparisons, $same_differ differ"
	[ "$same_differ" = 0 ]
}
