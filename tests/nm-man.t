#!/bin/sh
# The EXAMPLES of nm-check(1), nm-deal(1) and nm-network(5), and
# README.md's NetMatch example, run as written against the files the
# repository has: each command writes what the page shows, and exits 0
# unless the next command is "echo $?", which shows its exit status, as
# tests/examples.t has it.
# nm-network(5) is linted too (man.t lints sections 1 and 7).
. "$(dirname "$0")/lib.sh"

lint=$(mandoc -T lint -W warning man/nm-network.5 2>&1)
[ -z "$lint" ]; ok $? "man/nm-network.5 is clean under mandoc -T lint"
for page in man/nm-check.1 man/nm-deal.1 man/nm-network.5; do
	! grep -q 'READINGS\|\.\./shared' "$page"
	ok $? "$page points at nothing outside the repository"
done

# Pull out each '$ command' of the EXAMPLES (a line ending in \e goes
# on), and the lines shown after it, as "C command" and "O line".
examples() {
	awk '/^\.Sh EXAMPLES/ { on = 1; next } /^\.Sh/ { on = 0 }
	    on && /^\.Bd -literal/ { lit = 1; next } /^\.Ed/ { lit = 0 }
	    on && lit {
		gsub(/\\e/, "\\")
		if (cont) { cmd = cmd " " $0 } else if (/^\$ /) { cmd = substr($0, 3) }
		else { print "O " $0; next }
		if (cmd ~ /\\$/) { sub(/\\$/, "", cmd); cont = 1; next }
		cont = 0; print "C " cmd }' "$1"
}

# Run the commands of a page in a scratch folder that sees the tree's
# fixtures and data, the programs on PATH; compare each one's output
# with what the page shows, if it shows any.
check_page() {
	page=$1
	dir=$WORK/ex.$(basename "$page")
	mkdir -p "$dir" && ln -s "$TOP/fixtures" "$TOP/data" "$dir/"
	examples "$page" >"$WORK/ex.list"
	n=$(grep -c '^C ' "$WORK/ex.list")
	i=0
	while [ $i -lt "$n" ]; do
		i=$((i + 1))
		cmd=$(grep '^C ' "$WORK/ex.list" | sed -n "${i}p" | cut -c3-)
		awk -v i=$i '/^C / { k++; next } k == i' "$WORK/ex.list" |
		    cut -c3- >"$WORK/ex.want"
		case $cmd in
		*jq*) command -v jq >/dev/null || {
			tap_n=$((tap_n + 1)); echo "ok $tap_n # skip jq not installed: $cmd"
			continue; } ;;
		esac
		next=$(grep '^C ' "$WORK/ex.list" | sed -n "$((i + 1))p" | cut -c3-)
		if [ "$cmd" = 'echo $?' ]; then
			echo "$r" >"$WORK/ex.got"
		else
			(cd "$dir" && PATH="$TOPBIN:$PATH" sh -c "$cmd") >"$WORK/ex.got" 2>"$WORK/ex.err"
			r=$?
			if [ "$next" != 'echo $?' ]; then
				[ $r = 0 ]; ok $? "$page: '$cmd' exits 0"
				[ $r = 0 ] || sed 's/^/#   /' "$WORK/ex.err"
			fi
		fi
		if [ -s "$WORK/ex.want" ]; then
			cmp -s "$WORK/ex.want" "$WORK/ex.got"
			ok $? "$page: '$cmd' writes what the page shows"
			cmp -s "$WORK/ex.want" "$WORK/ex.got" ||
			    diff "$WORK/ex.want" "$WORK/ex.got" | sed 's/^/#   /'
		fi
	done
}
case $BIN in /*) TOPBIN=$BIN ;; *) TOPBIN=$TOP/$BIN ;; esac
check_page man/nm-check.1
check_page man/nm-deal.1
check_page man/nm-network.5

# README.md's example.
dir=$WORK/readme
mkdir -p "$dir"
(cd "$dir" && PATH="$TOPBIN:$PATH" &&
    nm-deal --seed 7 --players 4 --secrets hands --referee referee.rec >game.rec &&
    nm-check --json referee.rec >check.json)
ok $? "README: nm-deal --secrets --referee, then nm-check --json on the referee's copy"
grep -q '"winner":null' "$dir/check.json"; ok $? "README: the game just dealt has no winner yet"
done_testing
