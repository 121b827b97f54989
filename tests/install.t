#!/bin/sh
# make install and make uninstall (issue 13): installed programs find their
# data where they were installed, under any PREFIX, in a DESTDIR staging
# and in a prefix copied elsewhere, with the source tree out of reach and
# a clean environment; make uninstall removes exactly what install wrote;
# an index a dictionary update has left behind is refused with the command
# that builds it again.
. "$(dirname "$0")/lib.sh"

# The build the programs under test come from: bin/ is build/'s, and
# build/san/bin build/san's (make check's sanitizer run).
case $BIN in
bin)	BUILDDIR=build ;;
*/bin)	BUILDDIR=${BIN%/bin} ;;
*)	echo "1..0 # SKIP BIN=$BIN is not a build's bin/"; exit 0 ;;
esac
unset MAKEFLAGS MFLAGS MAKELEVEL

# mk TARGET VAR=VALUE...: make in the tree, its output kept in $OUT/$ERR.
mk() {
	make -s --no-print-directory BIN="$BIN" BUILD="$BUILDDIR" "$@" \
	    >"$OUT" 2>"$ERR"
	STATUS=$?
}

# The source tree is hidden from the installed programs (a tmpfs over it in
# a mount namespace of their own) where unshare is allowed, as for root.
HIDE=0
if unshare --mount sh -c 'mount -t tmpfs none "$0" && [ ! -e "$0/Makefile" ]' \
    "$TOP" 2>/dev/null; then
	HIDE=1
fi
[ $HIDE = 1 ] || echo "# unshare --mount is not allowed: the tree stays visible"

# away PROG ARGS...: run PROG (a path) from $WORK/run, in a clean
# environment (the sanitizers' options kept), with the tree hidden.
mkdir -p "$WORK/run"
away() {
	set -- env -i PATH=/usr/bin:/bin HOME="$WORK/run" \
	    ${ASAN_OPTIONS:+ASAN_OPTIONS=$ASAN_OPTIONS} \
	    ${UBSAN_OPTIONS:+UBSAN_OPTIONS=$UBSAN_OPTIONS} "$@"
	if [ $HIDE = 1 ]; then
		unshare --mount sh -c 'mount -t tmpfs none "$0" && cd "$1" &&
		    shift && exec "$@"' "$TOP" "$WORK/run" "$@"
	else
		(cd "$WORK/run" && exec "$@")
	fi <"${IN:-/dev/null}" >"$OUT" 2>"$ERR"
	STATUS=$?
}

PROGS=$(cd cmd && ls *.c | sed 's/\.c$//')
P=$WORK/p

mk install PREFIX="$P"
status_is 0 "make install PREFIX=$P after the build"
missing=""
for prog in $PROGS; do
	[ -x "$P/bin/$prog" ] || missing="$missing bin/$prog"
done
for page in man/*.[1-9]; do
	sec=${page##*.}
	[ -f "$P/share/man/man$sec/${page#man/}" ] ||
	    missing="$missing man$sec/${page#man/}"
done
for f in netmatch.aff netmatch.dic netmatch.idx en_US.idx \
    en_US-control-word.lex; do
	[ -f "$P/share/refkit/dicts/$f" ] || missing="$missing dicts/$f"
done
[ -z "$missing" ]
ok $? "every program, man page and data file is installed${missing:+ (missing:$missing)}"

# The prefix copied elsewhere is a prefix too: everything below runs from
# the copy, with the source tree hidden.
cp -a "$P" "$WORK/moved"
M=$WORK/moved
cp -R examples "$WORK/run/examples"

for prog in $PROGS; do
	away "$M/bin/$prog" --version
	[ $STATUS = 0 ] && grep -q "^$prog (refkit) " "$OUT"
	ok $? "$prog --version, installed and moved"
done

# One real use each; what each prints is what README.md shows (and
# tests/examples.t holds it to).
away "$M/bin/pa-shapes" --count 4
out_is 5 "pa-shapes: the 5 free tetrominoes"
away "$M/bin/pa-gen" --seed 7
status_is 0 "pa-gen --seed 7"
cp "$OUT" "$WORK/run/match.rec"
away "$M/bin/pa-show" --round 3 match.rec
out_is "round 3: 3 cells, 3 points
# # #
contents: O + + (1 circle, 2 plusses)" "pa-show: round 3's question"
away "$M/bin/pa-solve" match.rec
out_has "^round 3: E3-E4-E5$" "pa-solve: a solution of round 3"
away "$M/bin/pa-check" match.rec 3 A2-A3-A4
status_is 1 "pa-check: a wrong answer is rejected"
out_is "round 3: A2-A3-A4: wrong contents: the cells hold O X +, the question asks for O + +" \
    "pa-check: and why"
away "$M/bin/pa-score" examples/pa/played.rec
out_has "^final: ann 11, bob 3; ann wins \(more points\)$" "pa-score: the winner"
away "$M/bin/nw-check" examples/nw/three-rounds.rec examples/nw/won-4x4.rec
out_is "examples/nw/three-rounds.rec: game 1 (ann v bob): no result yet, ann to move in round 4
examples/nw/won-4x4.rec: game 1 (ann v bob): ann wins: half their robots across (1 of 2 on row 4)" \
    "nw-check: two games judged"
away "$M/bin/nw-moves" --at 12 examples/nw/won-4x4.rec
out_has "^3 ann move b3-b4  # cost 2, captures b4$" "nw-moves: a capture listed"
away "$M/bin/nw-show" --at 12 examples/nw/won-4x4.rec
out_has "^examples/nw/won-4x4.rec: game 1 \\(ann v bob\\), after 12 of 24 events: bob to move in round 2" \
    "nw-show: the position after 12 events"

# wordck: each policy, with its dictionaries and indexes from the prefix.
printf 'the referee concluded hte game\n' >"$WORK/run/text"
IN=$WORK/run/text away "$M/bin/wordck" -d en_US
status_is 1 "wordck -d en_US: a misspelled word"
out_is "hte" "wordck -d en_US: hte, as hunspell -l says"
printf 'table Paris etc cat\n' >"$WORK/run/words"
away "$M/bin/wordck" --policy control-word words
out_is "Paris
etc" "wordck --policy control-word: no proper noun, no abbreviation (the index marks it)"
away "$M/bin/wordck" --policy alphagon words
out_is "etc
cat" "wordck --policy alphagon: place names allowed, four letters or more"
away "$M/bin/wordck" --policy alphagon --prefix CONCL
status_is 0 "wordck --policy alphagon --prefix CONCL"
out_has "^conclude$" "and conclude is among the answers"
printf 'hill GAMBIT\n' >"$WORK/run/cards"
away "$M/bin/wordck" -d netmatch cards
out_is "GAMBIT" "wordck -d netmatch: hill is a card, GAMBIT is not"
away "$M/bin/wordck" -d no_such_dict
status_is 2 "a missing dictionary"
err_has "in \\\$DICPATH, $M/share/refkit/dicts or " \
    "is looked for in the moved prefix's share/refkit/dicts"
! grep -q "$TOP" "$ERR"
ok $? "and not in the source tree"

# man finds the installed pages.
if command -v man >/dev/null; then
	away /usr/bin/man -M "$M/share/man" -w wordck
	out_is "$M/share/man/man1/wordck.1" "man -M PREFIX/share/man -w wordck"
	away /usr/bin/man -M "$M/share/man" -w 7 refkit
	out_is "$M/share/man/man7/refkit.7" "man -M PREFIX/share/man -w 7 refkit"
else
	mandoc -T lint -W warning "$M/share/man/man1/wordck.1" >/dev/null 2>&1
	ok $? "no man: mandoc reads the installed wordck(1)"
	ok 0 "# SKIP no man(1) to look up refkit(7) with"
fi

# A dictionary updated since make install: its index is refused, and the
# message says what builds it again (control-word needs the index).
printf 'GAMBIT\n' >>"$M/share/refkit/dicts/netmatch.dic"
away "$M/bin/wordck" -d netmatch --policy control-word cards
status_is 2 "an index built from another netmatch.dic is refused"
err_is "wordck: $M/share/refkit/dicts/netmatch.idx: it was built from another $M/share/refkit/dicts/netmatch.dic: run make install PREFIX=$M in refkit's source tree to build it again" \
    "and the message names the make install that builds it again"
mkdir "$WORK/run/idx"
cp "$P/share/refkit/dicts/netmatch.idx" "$WORK/run/idx/"
away "$M/bin/wordck" -d netmatch --policy control-word --index idx cards
status_is 2 "a stale index from --index is refused too"
err_is "wordck: idx/netmatch.idx: it was built from another $M/share/refkit/dicts/netmatch.dic: build it again from that dictionary, or leave its directory out of --index and WORDCK_INDEX" \
    "and, not being the installed one, make install is not said to build it"

# DESTDIR staging, as packagers run it: the staged programs run where
# they are; uninstall with the same DESTDIR and PREFIX takes it all away.
mk install DESTDIR="$WORK/stage" PREFIX=/usr/local
status_is 0 "make install DESTDIR=... PREFIX=/usr/local"
away "$WORK/stage/usr/local/bin/wordck" --policy alphagon --prefix CONCL
out_has "^conclude$" "the staged wordck finds its data in the staging"
mk uninstall DESTDIR="$WORK/stage" PREFIX=/usr/local
status_is 0 "make uninstall DESTDIR=... PREFIX=/usr/local"
[ ! -e "$WORK/stage/usr/local" ]
ok $? "the staged prefix is gone"

# Installed twice, uninstalled once: nothing is left.
mk install PREFIX="$P"
status_is 0 "make install again into the same prefix"
mk uninstall PREFIX="$P"
status_is 0 "make uninstall"
[ ! -e "$P" ]
ok $? "the prefix install made is gone, every file and directory"
mk uninstall PREFIX="$P"
status_is 2 "make uninstall with nothing installed fails"
err_has "^install.sh: nothing to uninstall: no $P/share/refkit/manifest" \
    "and says why"

# A prefix that was there before keeps what was there.
mkdir -p "$WORK/own/bin" "$WORK/own/share/refkit"
echo mine >"$WORK/own/bin/mine"
echo mine >"$WORK/own/share/refkit/notes"
mk install PREFIX="$WORK/own"
status_is 0 "make install into a prefix in use"
mk uninstall PREFIX="$WORK/own"
status_is 0 "make uninstall from it"
left=$(cd "$WORK/own" && find . | sort | tr '\n' ' ')
[ "$left" = ". ./bin ./bin/mine ./share ./share/refkit ./share/refkit/notes " ]
ok $? "only what was there before is left (left: $left)"

done_testing
