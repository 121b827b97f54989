#!/bin/sh
# same-bin.sh REF NEW DIR: make DIR a BIN directory whose every program
# runs both REF/PROG and NEW/PROG, on the same arguments, environment and
# standard input, and compares their standard output, standard error and
# exit status byte for byte; it then gives NEW's as its own.  A difference
# is written into DIR/differences (the command, then the diff).  DIR/t
# is NEW/t: the unit tests and the tools are not compared.  DIR/commands
# gets a line for each command run.
#
# A test run with BIN=DIR (prove) thus compares the two builds on every
# command it runs, with its own inputs and options, while it checks NEW
# against what the rules say.  Each build names its own tree where it
# looks for data (dicts/, build/dicts): that path is written TREE in both
# before they are compared.  A difference is marked where it may be no
# difference of the programs: the command names a closure or an index
# directory (WORDCK_INDEX, --index), where a test may have put a closure
# only one build reads, or doctored one; or it deals without a seed.
#
# Under the wrapper a test that takes a program for a data file, or that
# writes to a full disk (the wrapper's output is its own), fails: that is
# the wrapper's doing.
set -eu
[ $# = 3 ] || { echo "usage: same-bin.sh REF NEW DIR" >&2; exit 2; }
ref=$(cd "$1" && pwd)
new=$(cd "$2" && pwd)
reftree=$(cd "$ref/.." && pwd)
newtree=$(cd "$new/.." && pwd)
mkdir -p "$3"
dir=$(cd "$3" && pwd)
: >"$dir/differences"
: >"$dir/commands"
ln -sfn "$new/t" "$dir/t"
for p in "$new"/*; do
	[ -f "$p" ] && [ -x "$p" ] || continue
	name=${p##*/}
	cat >"$dir/$name" <<EOF
#!/bin/sh
# Run $name of both builds; compare; give the new one's.
name=$name
ref=$ref
new=$new
reftree=$reftree
newtree=$newtree
log=$dir/differences
commands=$dir/commands
EOF
	cat >>"$dir/$name" <<'EOF'
tmp=$(mktemp -d "${TMPDIR:-/tmp}/same-bin.XXXXXX")
echo "$name" >>"$commands"
# Standard input once, for both; a closed one stays closed.
if { true <&0; } 2>/dev/null; then
	cat >"$tmp/in"
	"$ref/$name" "$@" <"$tmp/in" >"$tmp/ref.out" 2>"$tmp/ref.err"
	echo $? >"$tmp/ref.rc"
	"$new/$name" "$@" <"$tmp/in" >"$tmp/new.out" 2>"$tmp/new.err"
	echo $? >"$tmp/new.rc"
else
	"$ref/$name" "$@" <&- >"$tmp/ref.out" 2>"$tmp/ref.err"
	echo $? >"$tmp/ref.rc"
	"$new/$name" "$@" <&- >"$tmp/new.out" 2>"$tmp/new.err"
	echo $? >"$tmp/new.rc"
fi
mark=
case " $* " in
*" --index "*) mark=" (an index or closure directory)" ;;
esac
[ -n "${WORDCK_INDEX:-}" ] && mark=" (an index or closure directory)"
case "$name $*" in
*-deal|*-deal" "*) case " $* " in *" --seed "*) ;; *) mark=" (no seed)" ;; esac ;;
esac
for f in out err rc; do
	sed "s|$reftree|TREE|g" "$tmp/ref.$f" >"$tmp/ref.n"
	sed "s|$newtree|TREE|g" "$tmp/new.$f" >"$tmp/new.n"
	if ! cmp -s "$tmp/ref.n" "$tmp/new.n"; then
		{
			printf '%s' "$name"
			printf ' %s' "$@"
			printf '  [%s differs]%s\n' "$f" "$mark"
			diff "$tmp/ref.n" "$tmp/new.n" | head -20
		} >>"$log"
	fi
done
cat "$tmp/new.out"
cat "$tmp/new.err" >&2
rc=$(cat "$tmp/new.rc")
rm -rf "$tmp"
exit "$rc"
EOF
	chmod +x "$dir/$name"
done
