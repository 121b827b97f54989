#!/bin/sh
# Hostile input, one place for every program that reads records: inputs
# that hold no game, a closed standard input or output, lines and tags of
# every length, names that cannot work, and what a diagnostic quotes of
# the input.  The rules are refkit(7)'s: an input that holds no game is an
# error at the end of its last line (line 1, column 1 if it has none), exit
# 2, and the program goes on with its other files; a closed standard input
# is one read error; a diagnostic shows what is invisible as <U+XXXX>.
. "$(dirname "$0")/lib.sh"

PA=fixtures/pa/show-match.rec
NW=fixtures/nw/show-start.rec
AG=fixtures/ag/check/police.rec
RECORD_PROGS="pa-solve pa-score pa-show nw-check nw-show nw-moves
    cw-check cw-score cw-show cw-moves nm-check nm-show nm-moves
    ag-check ag-score ag-show ag-moves"

# lines FILE: how many lines the file has.
lines() {
	wc -l <"$1" | tr -d ' '
}

# --- Inputs that hold no game -------------------------------------------

: >"$WORK/empty.rec"
printf '# only a comment\n\n  # and another\n' >"$WORK/comments.rec"
printf '\357\273\277' >"$WORK/bom.rec"
for prog in $RECORD_PROGS; do
	run $prog "$WORK/empty.rec"
	status_is 2 "$prog: an empty file"
	err_is "$prog: $WORK/empty.rec:1:1: no game in the input" \
	    "$prog: an empty file: no game, at line 1, column 1"
	run $prog "$WORK/comments.rec"
	status_is 2 "$prog: only comments"
	err_is "$prog: $WORK/comments.rec:3:16: no game in the input" \
	    "$prog: only comments: at the end of the last line"
	run $prog <"$WORK/bom.rec"
	status_is 2 "$prog: only a byte-order mark, on standard input"
	err_is "$prog: <stdin>:1:1: no game in the input" \
	    "$prog: only a byte-order mark: at line 1, column 1"
	[ ! -s "$OUT" ]; ok $? "$prog: no game: nothing on standard output"
done
run pa-check "$WORK/empty.rec" 1 A1-A2
status_is 2 "pa-check: an empty MATCH"
err_is "pa-check: $WORK/empty.rec:1:1: no game in the input" \
    "pa-check: an empty MATCH: no game"
run pa-check "$WORK/comments.rec" </dev/null
status_is 2 "pa-check: a MATCH of comments, answers on standard input"
err_is "pa-check: $WORK/comments.rec:3:16: no game in the input" \
    "pa-check: a MATCH of comments: no game"

# The program goes on with its other files.
run pa-solve "$WORK/empty.rec" $PA
status_is 2 "pa-solve: an empty file and a match"
[ "$(lines "$OUT")" = 27 ]; ok $? "pa-solve: the match after the empty file is solved"
err_is "pa-solve: $WORK/empty.rec:1:1: no game in the input" \
    "pa-solve: the empty file is named"
run nw-check $NW "$WORK/comments.rec" $NW
status_is 2 "nw-check: a game, comments, a game"
out_is "$NW: game 1 (ann v bob): no result yet, ann to move in round 1
$NW: game 1 (ann v bob): no result yet, ann to move in round 1" "nw-check: both games are checked"
for threads in 1 2; do
	REFKIT_THREADS=$threads "$BIN/nw-check" $NW "$WORK/comments.rec" $NW \
	    >"$OUT" 2>&1
	out_is "$NW: game 1 (ann v bob): no result yet, ann to move in round 1
nw-check: $WORK/comments.rec:3:16: no game in the input
$NW: game 1 (ann v bob): no result yet, ann to move in round 1" \
	    "nw-check, REFKIT_THREADS=$threads: the diagnostic in its place"
done

# Inputs that are lines, not records, may be empty, as hunspell -l allows.
run pa-check $PA </dev/null
status_is 0 "pa-check: no answers on standard input"
[ ! -s "$OUT" ] && [ ! -s "$ERR" ]; ok $? "pa-check: no answers: silence"
run wordck -d en_US "$WORK/empty.rec"
status_is 0 "wordck: an empty file of words"
[ ! -s "$OUT" ] && [ ! -s "$ERR" ]; ok $? "wordck: no words: silence"

# --- A closed standard input or output -----------------------------------

for prog in $RECORD_PROGS; do
	run $prog <&-
	status_is 2 "$prog: standard input closed"
	err_is "$prog: <stdin>: cannot read: standard input is closed" \
	    "$prog: standard input closed: one read error"
done
run pa-solve - <&-
status_is 2 "pa-solve -: standard input closed"
err_is "pa-solve: <stdin>: cannot read: standard input is closed" \
    "pa-solve -: one read error"
# The match file opened first must not take the closed input's place.
run pa-check $PA <&-
status_is 2 "pa-check MATCH: answers from a closed standard input"
err_is "pa-check: <stdin>: cannot read: standard input is closed" \
    "pa-check MATCH: one read error"
run pa-check - 1 A1-A2-B1 <&-
status_is 2 "pa-check - ROUND CELLS: the match from a closed standard input"
err_is "pa-check: <stdin>: cannot read: standard input is closed" \
    "pa-check - ROUND CELLS: one read error"
run gcg-check <&-
status_is 2 "gcg-check: standard input closed"
err_is "gcg-check: <stdin>: cannot read: standard input is closed" \
    "gcg-check: one read error"
run gcg-check "$WORK/empty.rec"
status_is 2 "gcg-check: an empty file"
err_is "gcg-check: $WORK/empty.rec:1:1: no GCG record in the input: no #player lines" \
    "gcg-check: an empty file: no record, at line 1, column 1"
run wordck -d en_US <&-
status_is 2 "wordck: standard input closed"
err_is "wordck: <stdin>: cannot read: standard input is closed" \
    "wordck: one read error"

"$BIN/pa-solve" $PA >&- 2>"$ERR"
STATUS=$?
status_is 2 "pa-solve: standard output closed"
err_has "^pa-solve: write error on standard output: " \
    "pa-solve: standard output closed is a write error"
"$BIN/nw-check" $NW >&- 2>"$ERR"
STATUS=$?
status_is 2 "nw-check: standard output closed"
err_has "^nw-check: write error on standard output: " \
    "nw-check: standard output closed is a write error"

# --- Lines and tags of every length ----------------------------------------

# x N: N x's.
x() {
	head -c "$1" /dev/zero | tr '\0' x
}

# A tag line of every length up to the limit is read (tests/unit/record.c
# reads each length; here the programs, at the lengths that once failed
# and at the limit: 4096 bytes is '[Event "', 4086 x's and '"]').
for n in 1360 1364 2000 4086; do
	{ printf '[Event "%s"]\n' "$(x $n)"; cat $PA; } >"$WORK/tag$n.rec"
	run pa-solve "$WORK/tag$n.rec"
	status_is 0 "pa-solve: a tag of $n characters is read"
	{ printf '[Event "%s"]\n' "$(x $n)"; cat $NW; } >"$WORK/nwtag$n.rec"
	run nw-check "$WORK/nwtag$n.rec"
	status_is 0 "nw-check: a tag of $n characters is read"
done
{ printf '[Event "%s"]\n' "$(x 4087)"; cat $PA; } >"$WORK/tag4087.rec"
run pa-solve "$WORK/tag4087.rec"
status_is 2 "pa-solve: a tag line of 4097 bytes"
err_has "^pa-solve: $WORK/tag4087.rec:1:4097: line is too long: 4097 bytes, the limit is 4096$" \
    "a line too long: its line and the column past the limit"
# A tag value of escaped quotes, 2040 of them, is read too.
{ printf '[Event "'; for i in $(seq 2040); do printf '\\"'; done; printf '"]\n'
  cat $PA; } >"$WORK/escapes.rec"
run pa-solve "$WORK/escapes.rec"
status_is 0 "pa-solve: a tag of 2040 escaped quotes is read"
# A line too long past its limit, with characters of two bytes: the
# column counts characters.
{ cat $PA; printf '# %s\n' "$(x 2100 | sed 's/x/é/g')"; } >"$WORK/wide.rec"
run pa-solve "$WORK/wide.rec"
status_is 2 "a comment of 4202 bytes"
err_has "^pa-solve: $WORK/wide.rec:13:2050: line is too long: 4202 bytes" \
    "the column past the limit counts characters"

# Event arguments as long as a line holds, read by each game's verbs.
cells=$(for i in $(seq 1 520); do printf 'A%d-' $i; done)
cells=${cells%-}
{ sed -n 1p $PA; echo '[Players "ann bob"]'; sed 1d $PA
  printf '1 ann answer 0:10 %s\n' "$cells"; } >"$WORK/cells.rec"
run pa-score "$WORK/cells.rec"
status_is 0 "pa-score: an answer of 520 cells (2891 bytes) is read"
out_has "^round 1: 0:10 ann A1-A2-A3-.*-A520: wrong shape" \
    "pa-score: the long answer is judged by the rules"
{ sed -n 1p $PA; printf '0 host grid %s\n' "$(x 2040 | sed 's/x/O /g')"; } \
    >"$WORK/row.rec"
run pa-solve "$WORK/row.rec"
status_is 2 "pa-solve: a grid row of 2040 pictures (4091 bytes)"
err_is "pa-solve: $WORK/row.rec:2:13: a grid row of more than 20 columns" \
    "pa-solve: the long row is judged by the rules, not called malformed"

# --- Alphagon: bad records exit 2 at their place ----------------------------

# ag ARGS...: ag-check and ag-score on the same input; each must exit 2
# with the same message, their own name before it.
ag() {
	for prog in ag-check ag-score; do
		run $prog "$WORK/ag.rec"
		status_is 2 "$prog: $1"
		err_is "$prog: $2" "$prog: $1: the place and the reason"
	done
}
head -c 3000 /dev/urandom | tr -d '\n' >"$WORK/ag.rec"
for prog in ag-check ag-score; do
	run $prog "$WORK/ag.rec"
	status_is 2 "$prog: binary junk"
	err_has "^$prog: $WORK/ag.rec:1:[0-9]*: " "$prog: binary junk: diagnosed at its place"
done
{ sed 4q $AG; printf '[Event "%s"]\n' "$(x 5000)"; sed 1,4d $AG; } >"$WORK/ag.rec"
ag "a tag line of 5010 bytes" \
    "$WORK/ag.rec:5:4097: line is too long: 5010 bytes, the limit is 4096"
sed 's/^0 ann cards 1 2 3$/0 ann cards 99999999999999999999 2 3/' $AG >"$WORK/ag.rec"
ag "a card number of 20 digits" \
    "$WORK/ag.rec:7:13: malformed 'cards' event: expected 'cards N ..., as in 'cards 3 17 21''"
sed 's/^\[Players .*/&\n[Goal "99999999999999999999999"]/' $AG >"$WORK/ag.rec"
ag "a goal of 23 digits" \
    "$WORK/ag.rec:6:7: Goal is a number from 1 to 1000: 99999999999999999999999 is too large: at most 1000"
sed 's/^1 ann start D4 E P$/1 ann start D99999999999 E P/' $AG >"$WORK/ag.rec"
ag "a square of 11 digits" \
    "$WORK/ag.rec:11:13: malformed 'start' event: expected 'start SQUARE DIRECTION LETTER, as in 'start D4 E R''"
sed "s/^2 bob place O\$/2 bob place O$(printf '\377')/" $AG >"$WORK/ag.rec"
ag "a byte that is not UTF-8" \
    "$WORK/ag.rec:13:14: invalid UTF-8 (byte 0xff): a record is UTF-8 text"
sed 's/^\[Players .*/&\n[Cards "\/nonexistent\/x.cards"]/' $AG >"$WORK/ag.rec"
ag "a Cards tag naming no file" \
    "$WORK/ag.rec:6:8: Cards names a deck file, a regular file; '/nonexistent/x.cards' cannot be opened: No such file or directory"
sed "s|^\[Players .*|&\n[Cards \"$WORK\"]|" $AG >"$WORK/ag.rec"
ag "a Cards tag naming a directory" \
    "$WORK/ag.rec:6:8: Cards names a deck file, a regular file; '$WORK' is a directory"
for prog in ag-check ag-score; do
	run $prog --cards /nonexistent.cards $AG
	status_is 2 "$prog --cards: a deck file that is not there"
	err_is "$prog: /nonexistent.cards: cannot open: No such file or directory" \
	    "$prog --cards: the file is named"
done

# --- Names that cannot work --------------------------------------------------

# players TAG: a Pattern Assembly and a Netzwerk game with that Players tag.
players() {
	{ sed -n '1p' $PA; printf '[Players "%s"]\n' "$1"; sed '1d' $PA; } \
	    >"$WORK/pa-players.rec"
	printf '[Game "netzwerk"]\n[Players "%s"]\n' "$1" >"$WORK/nw-players.rec"
}
players "ann ann"
run pa-solve "$WORK/pa-players.rec"
status_is 2 "pa: [Players \"ann ann\"]"
err_is "pa-solve: $WORK/pa-players.rec:2:15: two players are named 'ann': each player's name is their own" \
    "pa: two players named ann"
run nw-check "$WORK/nw-players.rec"
status_is 2 "nw: [Players \"ann ann\"]"
err_is "nw-check: $WORK/nw-players.rec:2:15: two players are named 'ann': each player's name is their own" \
    "nw: two players named ann"
players "host bob"
run pa-score "$WORK/pa-players.rec"
status_is 2 "pa: [Players \"host bob\"]"
err_has "pa-players.rec:2:11: 'host' cannot be a player: host is the referee's name" \
    "pa: host is the referee"
run nw-show "$WORK/nw-players.rec"
status_is 2 "nw: [Players \"host bob\"]"
err_has "nw-players.rec:2:11: 'host' cannot be a player: host is the referee's name" \
    "nw: host is the referee"
players "ann 2bob"
run pa-solve "$WORK/pa-players.rec"
status_is 2 "pa: a name that cannot be an event's actor"
err_has "pa-players.rec:2:15: '2bob' cannot be the actor of an event" \
    "pa: 2bob cannot act"
run nw-check "$WORK/nw-players.rec"
status_is 2 "nw: a name that cannot be an event's actor"
err_has "nw-players.rec:2:15: '2bob' cannot be the actor of an event" \
    "nw: 2bob cannot act"
players "ann bob cy"
run nw-check "$WORK/nw-players.rec"
status_is 2 "nw: three players"
err_has "nw-players.rec:2:10: netzwerk has at most 2 players" "nw: at most two"
# A name in decomposed form (e and a combining accent) is a name.
players "$(printf 'Jose\314\201') bob"
run nw-check "$WORK/nw-players.rec"
status_is 0 "nw: a name with a combining accent"

# --- What a diagnostic quotes is shown, never hidden ----------------------

# A byte-order mark inside a player's name, the line separator U+2028, a
# right-to-left override and a C1 control (U+0085), each in a Result tag
# the rules quote back: written as <U+XXXX>, not as the raw bytes.
for c in 'FEFF \357\273\277' '2028 \342\200\250' '202E \342\200\256' \
    '0085 \302\205'; do
	code=${c%% *}
	bytes=${c#* }
	printf "[Game \"netzwerk\"]\n[Players \"ann b${bytes}ob\"]\n" \
	    >"$WORK/name.rec"
	run nw-check "$WORK/name.rec"
	status_is 2 "a U+$code in a player's name"
	err_is "nw-check: $WORK/name.rec:2:16: a player's name has no invisible character (U+$code)" \
	    "a U+$code in a name: named, not printed"
	printf "[Game \"netzwerk\"]\n[Players \"ann bob\"]\n[Result \"bo${bytes}b\"]\n" \
	    >"$WORK/result.rec"
	run nw-check "$WORK/result.rec"
	status_is 2 "a U+$code in a Result tag"
	err_is "nw-check: $WORK/result.rec:3:9: Result names the winner, ann or bob, not \"bo<U+$code>b\": a game of netzwerk has no draw" \
	    "a U+$code in a verdict's text is shown escaped"
done
# A name quoted in a message of the reader itself.
printf '[Game "pattern-assembly"]\n1 \342\200\256nna ask A1 O\n' >"$WORK/actor.rec"
run pa-solve "$WORK/actor.rec"
status_is 2 "an actor that begins with a right-to-left override"
err_is "pa-solve: $WORK/actor.rec:2:3: expected an actor (a player's name), found '<U+202E>nna': a letter, then letters, digits or _ . ' -" \
    "the reader's message shows the override escaped"
# A long word is quoted to its first 40 bytes, never half a character.
printf '[Game "pattern-assembly"]\nx%s ann ask A1 O\n' "$(x 30 | sed 's/x/é/g')" \
    >"$WORK/number.rec"
run pa-solve "$WORK/number.rec"
status_is 2 "an event number that is a long word"
err_is "pa-solve: $WORK/number.rec:2:1: expected an event number, found 'x$(x 19 | sed 's/x/é/g')': an event is NUMBER ACTOR VERB ARGUMENTS, as in '1 ann play ...'" \
    "the word is quoted whole characters, 39 bytes of it"
# A file name with an escape sequence in it.
esc=$(printf 'a\033[31mb.rec')
cp "$WORK/empty.rec" "$WORK/$esc"
run nw-check "$WORK/$esc"
status_is 2 "a file name with ESC in it"
err_is "nw-check: $WORK/a<U+001B>[31mb.rec:1:1: no game in the input" \
    "the file name's ESC is shown escaped"
# Bytes that are not UTF-8, in a file name.
bad=$(printf 'c\377d.rec')
cp "$WORK/empty.rec" "$WORK/$bad"
run pa-solve "$WORK/$bad"
status_is 2 "a file name that is not UTF-8"
err_is "pa-solve: $WORK/c<0xFF>d.rec:1:1: no game in the input" \
    "the file name's stray byte is shown as <0xFF>"

done_testing
