#!/bin/sh
# nm-check: the rules of NetMatch (the rules text, with the readings the
# man page's RULES section states), each in a fixture written from the
# rules text, each legal case beside its nearest illegal twin (the
# comments in fixtures/nm/*.rec cite the rule each game is about).
. "$(dirname "$0")/lib.sh"
F=fixtures/nm

run nm-check $F/rules.rec
status_is 1 "rules.rec: some games are illegal"
out_file_is $F/rules.out "rules.rec: each game's result, as the rules say"
cmp -s $F/rules.err "$ERR"
ok $? "rules.rec: each illegal event named with its place and rule"
cmp -s $F/rules.err "$ERR" || diff $F/rules.err "$ERR" | head -10 | sed 's/^/#   /'

# Every way a game ends, for 2, 3 and 4 players and both variations:
# each game's Result tag is the winner the rules give, and nm-check agrees.
run nm-check $F/ends.rec
status_is 0 "ends.rec: every game legal, every Result right"
out_file_is $F/ends.out "ends.rec: letters, right gambit, wrong gambit, last player left"
[ "$(grep -c ' wins: discovered all' "$OUT")" = 5 ]
ok $? "ends.rec: a win by letters for each of the five set-ups"
[ "$(grep -c 'named their words\{0,1\} in a word gambit' "$OUT")" -ge 5 ]
ok $? "ends.rec: a right gambit for each set-up"
[ "$(grep -c 'the last player left' "$OUT")" = 7 ]
ok $? "ends.rec: the last player left, after wrong gambits"

run nm-check $F/malformed.rec
status_is 2 "malformed.rec: malformed games exit 2"
[ ! -s "$OUT" ]; ok $? "malformed.rec: a malformed game has no result line"
cmp -s $F/malformed.err "$ERR"
ok $? "malformed.rec: each fault named with file:line:col"
cmp -s $F/malformed.err "$ERR" || diff $F/malformed.err "$ERR" | head -10 | sed 's/^/#   /'

# The letters the multi-way matches discovered, from the Secrets tag.
run nm-check $F/rules.rec
out_has ': game 15 \([^)]*\): no result yet, bob to play turn 22; discovered red:square=T$' \
    "red's square token shows its letter, T"
out_has ': game 42 \([^)]*\): no result yet, bob to play turn 2; discovered red:square=T, green:square=H$' \
    "a player of two colors takes the token of each color named"

printf '[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n[Network "fixtures/nm/square.net"]\n1 ann move a2-hub\n1 ann reveal circle\n' >"$WORK/nosecret.rec"
run nm-check "$WORK/nosecret.rec"
out_is "$WORK/nosecret.rec: game 1 (ann v bob): no result yet, bob to play turn 2; discovered red:circle=?" \
    "without a Secrets tag a token taken shows no letter"

# --any-pawn: a player may move any pawn (rules.rec's game 4 moves R14).
run nm-check --any-pawn $F/rules.rec
out_has ': game 4 \([^)]*\): no result yet, bob to play turn 2$' \
    "--any-pawn: ann may move bob's yellow square R14-I4"
out_has ': game 14 \([^)]*\): illegal event on line 166: ann cannot match at R14: its pawns are yellow' \
    "--any-pawn: matches stay one's own"
out_has ': game 36 \([^)]*\): no result yet, bob to play turn 2$' \
    "--any-pawn: ann may move a blue pawn in the two-player game"

# The Network tag and --network: another board.
printf '[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n1 ann move a2-hub\n2 bob move b2-hub\n' >"$WORK/sq.rec"
run nm-check --network $F/square.net "$WORK/sq.rec"
status_is 1 "--network: the square network's hub is shared"
out_is "$WORK/sq.rec: game 1 (ann v bob): illegal event on line 4: bob cannot move b2-hub: hub holds a red square; a pawn moves onto an empty node or one with the same color and symbol" \
    "--network: the move is judged on the square network"
run nm-check "$WORK/sq.rec"
status_is 2 "the default network has no node a2"
err_is "nm-check: $WORK/sq.rec:3:12: a2 is not a node of the default network" "a node the network lacks is malformed"
run nm-check --network $F/bad.net "$WORK/sq.rec"
status_is 2 "--network: a malformed network exits 2"
err_is "nm-check: $F/bad.net:3:15: a5 is not a node: declare it on a node line above" "--network: the network's fault is placed"
run nm-check --network /nonexistent.net "$WORK/sq.rec"
status_is 2 "--network: a missing file exits 2"
err_is "nm-check: /nonexistent.net: No such file or directory" "--network: a missing file is named"
for net in - /dev/stdin "$WORK"; do
	printf '[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n[Network "%s"]\n1 ann pass\n' "$net" >"$WORK/where.rec"
	run nm-check "$WORK/where.rec" </dev/null
	status_is 2 "Network \"$net\": not a file on disk, exit 2"
	err_is "nm-check: $WORK/where.rec:3:10: Network \"$net\": a network is a file on disk, not the standard input, a pipe, a device or a directory" \
	    "Network \"$net\": refused at the tag, not read (it would read the input or wait)"
done
# A network the tag names that cannot be used makes its game malformed at
# the tag: with --json the game has its object (file, game, line, col,
# message: the record's), and the next game is checked.
printf '[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n[Network "/nonexistent.net"]\n1 ann pass\n[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n[Network "fixtures/nm/bad.net"]\n1 ann pass\n[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n1 ann move R2-I1\n' >"$WORK/nets.rec"
run nm-check --json "$WORK/nets.rec"
status_is 2 "a Network tag naming a missing or malformed file"
[ "$(jq -r '[.game, .line, .col] | map(tostring) | join(" ")' "$OUT")" = "$(printf '1 3 10\n2 7 10\n3 null null')" ]
ok $? "--json: an object a game, each network fault placed at its Network tag"
jq -r .message "$OUT" | sed -n 2p | grep -qx 'Network "fixtures/nm/bad.net": fixtures/nm/bad.net:3:15: a5 is not a node: declare it on a node line above'
ok $? "--json: the network file's own place is in the message"
err_is "nm-check: /nonexistent.net: No such file or directory
nm-check: $WORK/nets.rec:3:10: Network \"/nonexistent.net\": the file cannot be read
nm-check: $WORK/nets.rec:7:10: Network \"fixtures/nm/bad.net\": fixtures/nm/bad.net:3:15: a5 is not a node: declare it on a node line above" \
    "a missing network file: why (from the reader), then the game's place"
printf 'node a\001b\n' >"$WORK/junk.net"
run nm-check --network "$WORK/junk.net" "$WORK/sq.rec"
status_is 2 "--network: binary junk exits 2"
err_has "^nm-check: $WORK/junk.net:1:7: " "--network: binary junk is placed"
# nm-network(5): a network file is text as a record's lines are (UTF-8,
# at most 4096 bytes a line, no control character but the tab); one that
# is not is malformed, and a game whose Network tag names it is
# diagnosed once, at the tag, the file's own place and fault in its
# message, as for the network's other faults; --json keeps it.  Each
# fault is put into square.net's line 3, "node hub", after "node h":
# column 7, after a character of two bytes in the long line's case.
# Its twin, square.net itself, is read.
netfault() {
	sed -n 1,2p $F/square.net
	printf '%b\n' "$1"
	sed -n '4,$p' $F/square.net
}
netfault 'node hub' >"$WORK/fault-none.net"
cmp -s "$WORK/fault-none.net" $F/square.net
ok $? "the twin of the faulty networks is square.net"
long=$(awk 'BEGIN { for (i = 0; i < 5000; i++) printf "u" }')
for f in "control:node h\001ub:control character 0x01 is not allowed in a record" \
    "nul:node h\000ub:NUL byte: this is not a text record" \
    "ff:node h\377ub:invalid UTF-8 (byte 0xff): a record is UTF-8 text" \
    "long:node \303\251$long:line is too long: 5007 bytes, the limit is 4096"; do
	name=${f%%:*}
	rest=${f#*:}
	netfault "${rest%%:*}" >"$WORK/fault-$name.net"
	col=7
	[ "$name" = long ] && col=4096
	printf '[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n[Network "%s"]\n1 ann move a2-hub\n' \
	    "$WORK/fault-$name.net" >"$WORK/fault-$name.rec"
	run nm-check "$WORK/fault-$name.rec"
	status_is 2 "Network naming a file with a $name fault: malformed"
	err_is "nm-check: $WORK/fault-$name.rec:3:10: Network \"$WORK/fault-$name.net\": $WORK/fault-$name.net:3:$col: ${rest#*:}" \
	    "Network, a $name fault: one diagnostic, at the tag, with the file's place and fault"
	run nm-check --json "$WORK/fault-$name.rec"
	[ "$(jq -r '[.line, .col, .message] | map(tostring) | join(" ")' "$OUT")" = \
	    "3 10 Network \"$WORK/fault-$name.net\": $WORK/fault-$name.net:3:$col: ${rest#*:}" ]
	ok $? "Network, a $name fault: --json keeps the file's place and fault"
done
sed "s|fault-long.net|fault-none.net|" "$WORK/fault-long.rec" >"$WORK/fault-none.rec"
run nm-check "$WORK/fault-none.rec"
status_is 0 "Network naming the twin, square.net: read, the game legal"
printf '[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n[Network "data/netmatch.net"]\n1 ann move R2-I1\n' >"$WORK/named.rec"
run nm-check "$WORK/named.rec"
out_is "$WORK/named.rec: game 1 (ann v bob): no result yet, bob to play turn 2" "the Network tag names the shipped file"

# --json: one object per game, every key always there.
run nm-check --json $F/rules.rec
status_is 1 "--json: illegal games still exit 1"
[ "$(wc -l <"$OUT")" = 44 ]; ok $? "--json: one line per game"
out_has '^\{"file":"fixtures/nm/rules.rec","game":1,"players":\["ann","bob","cat","dan"\],"variant":"four","network":"default","winner":null,"how":null,"reason":null,"events":1,"turn":1,"letters":\{"red":"....","yellow":"....","green":"....","blue":"...."\},"line":null,"col":null,"message":null\}$' \
    "--json: a game not over"
out_has '^\{"file":"fixtures/nm/rules.rec","game":2,.*"line":18,"col":15,"message":"ann cannot move R2-H: R2 and H are not neighbors; the origin and destination nodes must be neighbors \(directly connected with a line\)"\}$' \
    "--json: an illegal event, its line, column and message"
out_has '^\{"file":"fixtures/nm/rules.rec","game":15,.*"letters":\{"red":".T..",' \
    "--json: the multi-way match revealed red's square letter, T"
out_has '^\{"file":"fixtures/nm/rules.rec","game":19,.*"winner":"ann","how":"gambit","reason":"named their word in a word gambit: TEST"' \
    "--json: a won game: winner, how, reason"
out_has '^\{"file":"fixtures/nm/rules.rec","game":40,.*"winner":"ann",.*"line":443,"col":9,"message":"Result says bob, but ann wins: named their word in a word gambit: TEST"\}$' \
    "--json: a wrong Result tag is the game's message"
run nm-check --json $F/ends.rec
keys='"file","game","players","variant","network","winner","how","reason","events","turn","letters","line","col","message"'
perl -ne 'my @k = /"(file|game|players|variant|network|winner|how|reason|events|turn|letters|line|col|message)":/g; print scalar(@k), "\n"' "$OUT" | sort -u >"$WORK/nkeys"
[ "$(cat "$WORK/nkeys")" = 14 ]; ok $? "--json: every object has the same 14 keys"
out_has '"how":"letters"' "--json: a win by letters"
out_has '"how":"last"' "--json: a win as the last player left"

# Several games from several files and standard input.
cat $F/rules.rec | "$BIN/nm-check" - $F/ends.rec >"$OUT" 2>"$ERR"
[ $? = 1 ]; ok $? "standard input and a file"
[ "$(grep -c '^<stdin>: game' "$OUT")" = 44 ]; ok $? "44 games named as standard input's"
[ "$(grep -c "^$F/ends.rec: game" "$OUT")" = 20 ]; ok $? "20 games named as ends.rec's"
grep -q "^$F/ends.rec: game 20 " "$OUT"; ok $? "games numbered in their file: the last is ends.rec's game 20"

# Hostile input: binary junk, long lines, huge numbers, invalid UTF-8.
printf '[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n1 ann move R2-I1\377\n' >"$WORK/utf.rec"
run nm-check "$WORK/utf.rec"
status_is 2 "invalid UTF-8 exits 2"
err_has "^nm-check: $WORK/utf.rec:3:" "invalid UTF-8 is placed"
printf '[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n99999999999999999999 ann move R2-I1\n' >"$WORK/big.rec"
run nm-check "$WORK/big.rec"
status_is 2 "a huge event number exits 2"
{ printf '[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n1 ann move '; head -c 5000 /dev/zero | tr '\0' R; echo; } >"$WORK/long.rec"
run nm-check "$WORK/long.rec"
status_is 2 "a long line exits 2"
head -c 20000 /dev/urandom >"$WORK/noise.rec"
run nm-check "$WORK/noise.rec"
[ "$STATUS" = 2 ]; ok $? "random bytes exit 2"
printf '[Game "netmatch"]\n[Players "ann:red bob:yellow"]\n1 ann move R2-%s\n' \
    "$(head -c 3000 /dev/zero | tr '\0' I)" >"$WORK/name.rec"
run nm-check "$WORK/name.rec"
status_is 2 "a node name of 3000 bytes exits 2"

run nm-check --help
status_is 0 "--help"
out_has '^usage: nm-check' "--help writes the usage"
run nm-check --version
out_has '^nm-check \(refkit\) [0-9]' "--version"
run nm-check --bogus
status_is 2 "an unknown option exits 2"
run nm-check /nonexistent.rec
status_is 2 "a missing file"
err_is "nm-check: /nonexistent.rec: No such file or directory" "a missing file is named"

# Two threads share the replay: games are replayed (prepared) in either,
# reported in order, and more networks than the 8 kept are named.  A file
# a Network tag names is read in order, in the caller's thread, the first
# time: what is said of it comes out at the first game that names it, and
# "as said before" at the others, however far ahead the reader thread is.
# 40 games naming a network that is not there; then 1,000 random games
# (all legal), 20 of them malformed: 12 by their lines, 4 naming a
# network that is not there, 4 naming one their moves are not on; 180
# naming one of 10 copies of the default network.
"$BIN/nm-moves" --random --seed 5 --games 1000 >"$WORK/random.rec"
for k in 1 2 3 4 5 6 7 8 9 10; do
	cp data/netmatch.net "$WORK/net$k.net"
done
awk -v net="$WORK/missing.net" '/^\[Game /{ if (++n > 40) exit; print
    print "[Network \"" net "\"]"; next } { print }' "$WORK/random.rec" \
    >"$WORK/nonet.rec"
faulty_games '[Network "/nonexistent.net"]' '[Network "fixtures/nm/square.net"]' \
    "[Network \"$WORK/net%d.net\"]" <"$WORK/random.rec" >"$WORK/mixed.rec"
threads_agree "40 and 1,000 games, 60 malformed, 180 with 10 networks" nm-check \
    --summary "$WORK/nonet.rec" "$WORK/mixed.rec"
status_is 2 "40 and 1,000 games: malformed games"
[ "$(tail -n 1 "$OUT")" = "nm-check: 1040 games read: 980 valid, 0 rejected, 60 malformed" ]
ok $? "40 and 1,000 games: 980 valid, 60 malformed"
[ "$(head -n 2 "$OUT")" = "nm-check: $WORK/missing.net: No such file or directory
nm-check: $WORK/nonet.rec:2:10: Network \"$WORK/missing.net\": the file cannot be read" ]
ok $? "a network that is not there: said at the first game that names it"
[ "$(grep -c 'missing.net": the file cannot be read, as said before$' "$OUT")" = 39 ]
ok $? "then as said before, at each game after"
# The 8 files kept are the 10 copies' by the time a game names
# /nonexistent.net again: it is looked for, and said, again.
[ "$(grep -c '^nm-check: /nonexistent.net: No such file or directory$' "$OUT")" = 4 ] &&
    [ "$(grep -c '/nonexistent.net": the file cannot be read$' "$OUT")" = 4 ]
ok $? "a file put out of the 8 kept is read again when named again"
threads_agree "40 and 1,000 games, --json" nm-check --json \
    "$WORK/nonet.rec" "$WORK/mixed.rec"
[ "$(grep -c '^{"file":' "$OUT")" = 1040 ] &&
    [ "$(grep -c '"network":"[^"]*/net[0-9]*.net"' "$OUT")" = 180 ]
ok $? "--json: an object for each game, 180 on the networks named"

done_testing
