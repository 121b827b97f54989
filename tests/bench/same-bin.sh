#!/bin/sh
# same-bin.sh REF NEW DIR: make DIR a BIN directory whose every program
# runs both REF/PROG and NEW/PROG, on the same arguments, environment and
# standard input, and compares their standard output, standard error and
# exit status byte for byte; it then gives NEW's as its own.  A difference
# is written into DIR/differences (the command, then the diff).  DIR/t
# is NEW/t: the unit tests and the tools are not compared.
#
# A test run with BIN=DIR (prove) thus compares the two builds on every
# command it runs, with its own inputs and options, while it checks NEW
# against what the rules say.
set -eu
[ $# = 3 ] || { echo "usage: same-bin.sh REF NEW DIR" >&2; exit 2; }
ref=$(cd "$1" && pwd)
new=$(cd "$2" && pwd)
mkdir -p "$3"
dir=$(cd "$3" && pwd)
: >"$dir/differences"
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
log=$dir/differences
EOF
	cat >>"$dir/$name" <<'EOF'
tmp=$(mktemp -d "${TMPDIR:-/tmp}/same-bin.XXXXXX")
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
for f in out err rc; do
	if ! cmp -s "$tmp/ref.$f" "$tmp/new.$f"; then
		{
			printf '%s' "$name"
			printf ' %s' "$@"
			printf '  [%s differs]\n' "$f"
			diff "$tmp/ref.$f" "$tmp/new.$f" | head -20
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
