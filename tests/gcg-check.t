#!/bin/sh
# gcg-check and cw-check --gcg on hand-made records: fixtures/gcg/twins/
# base.gcg is a legal game, each other file its twin with one line
# changed to break one rule of gcg-check(1), RULES (end.gcg is MAGPIE's
# success.gcg, a whole game, and end-*.gcg its twins).  The scores of
# base.gcg, worked by hand from the board:
#   line 4  RETAINS 8D-J8: R on D8 (double letter) 2 + E T A I N S 6 = 8,
#           H8 doubles: 16, seven tiles +50: 66
#   line 5  BO. G6-G8: B 3 + O on G7 (double letter) 2 + A 1: 6
#   line 7  MUG. J5-J8: M 3 + U on J6 (triple letter) 3 + G 2 + S 1: 9
#   line 9  .ZE I8-I10: N 1 + Z on I9 (double letter) 20 + E 1: 22,
#           withdrawn on line 10 (-22)
# end.gcg's last line: Josh went out; Tim kept RELATCH, R E L A T 1 each,
# C 3, H 4: 12, twice 24.
. "$(dirname "$0")/lib.sh"
T=fixtures/gcg/twins

run gcg-check $T/base.gcg
status_is 0 "base.gcg: every claim holds"
out_is "$T/base.gcg: game 1 (ann v bob): no result yet: ann 75, bob 11" \
    "base.gcg: the totals, the game not over"
[ ! -s "$ERR" ]; ok $? "base.gcg: nothing on stderr"

# twin FILE LINE:COL REGEX WHY: the twin of base.gcg is rejected there.
twin() {
	run gcg-check "$T/$1"
	status_is 1 "$1: $4"
	err_has "^gcg-check: $T/$1:$2: $3" "$1: the fault named at $2"
	out_has "^$T/$1: game 1 \(ann v bob\): fault on line ${2%%:*}: " \
	    "$1: the game's line names the fault's line"
}
twin score.gcg 4:26 'the file scores 8D RETAINS 16, the board gives 66 \(RETAINS: R 1x2 \+ E 1 \+ T 1 \+ A 1 \+ I 1 \+ N 1 \+ S 1, x2 = 16; all seven tiles 50\)$' \
    "a score without the 50 for seven tiles"
twin total.gcg 5:25 "the file says bob's total is 60, but 0 \+ 6 is 6$" \
    "a total that is not the sum"
twin rack.gcg 7:18 'MUG\. takes 1 M from the rack EEGILUU, which holds 0$' \
    "a tile played that the rack lacks"
twin bag.gcg 5:7 'the rack BDELOQQ holds 2 Q, but 1 is off the board$' \
    "a rack of two Q, one in the set"
twin exchange.gcg 8:15 'the exchange -OOO gives back 3 O, but the rack DELOOWY holds 2$' \
    "an exchange of tiles the rack lacks"
twin pass.gcg 11:17 'a pass scores 0, not 5$' "a pass that scores"
twin phony.gcg 10:18 'a withdrawn play takes back its score, -22, not -20$' \
    "a withdrawal that takes back less than the play"
twin challenge.gcg 6:20 'a challenge bonus is \+5 or \+10, not 7$' \
    "a challenge bonus of 7"
twin touch.gcg 7:15 'J4 MUG: a play touches a tile already down$' \
    "a play that touches nothing"
twin start.gcg 4:15 '8A RETAINS: the first play covers the start square, H8$' \
    "a first play off the centre"
twin turn.gcg 7:2 "it is ann's turn, not bob's$" "a player twice in a row"

run gcg-check $T/end.gcg
status_is 0 "end.gcg: a whole game"
out_is "$T/end.gcg: game 1 (Tim v Josh): Josh wins: Tim 393, Josh 539" \
    "end.gcg: Josh out, 515 + 24"
run gcg-check $T/end-points.gcg
status_is 1 "end-points.gcg: 20 for RELATCH"
err_has "^gcg-check: $T/end-points.gcg:36:19: the file counts \(RELATCH\) 20, the board gives 24 " \
    "end-points.gcg: twice the rack is 24"
run gcg-check $T/end-rack.gcg
status_is 1 "end-rack.gcg: a rack that is not the tiles left"
err_has "^gcg-check: $T/end-rack.gcg:36:9: the tiles left on the other racks are not \(RELACH\): T is 1 there, not 0$" \
    "end-rack.gcg: the T left out"

# A phony withdrawn is not listed; one that stood is, without changing
# the verdict (the popular game lets an unchallenged word stand).
run gcg-check -d en_US $T/base.gcg
status_is 0 "-d: base.gcg's words are in en_US, NZE withdrawn"
out_is "$T/base.gcg: game 1 (ann v bob): no result yet: ann 75, bob 11" \
    "-d: nothing listed for base.gcg"
run gcg-check -d en_US $T/stood.gcg
status_is 0 "-d: a phony that stood is no fault"
out_has "^$T/stood.gcg: game 1 \(ann v bob\): unchallenged on line 9: NZE is not a word \(misspelled\)$" \
    "-d: NZE listed with its line"
run gcg-check -d xx_NOSUCH $T/base.gcg
status_is 2 "-d: a dictionary that cannot be found"
run gcg-check --json -d en_US $T/stood.gcg
out_has '"unchallenged":\[\{"line":9,"word":"NZE","message":"misspelled"\}\]' \
    "-d --json: the words listed"

# cw-check --gcg is gcg-check: the same bytes, the same statuses.
for f in base score end stood; do
	run gcg-check --json "$T/$f.gcg"
	cp "$OUT" "$WORK/a"
	s1=$STATUS
	run cw-check --gcg --json "$T/$f.gcg"
	cmp -s "$WORK/a" "$OUT" && [ "$s1" = "$STATUS" ]
	ok $? "cw-check --gcg $f.gcg: as gcg-check"
done
run cw-check --gcg $T/score.gcg
err_has "^cw-check: $T/score.gcg:4:26: the file scores" \
    "cw-check --gcg: its diagnostics under its own name"
run cw-check --gcg --help
out_has '^usage: cw-check --gcg ' "cw-check --gcg --help: gcg-check's usage"
run cw-check --gcg --rules 2018-03 $T/base.gcg
status_is 2 "cw-check --gcg takes gcg-check's options only"

# JSON: file and game first, line, col and message last, every key there.
run gcg-check --json $T/base.gcg $T/score.gcg fixtures/gcg/real/magpie-data/testdata__gcgs__empty.gcg
status_is 2 "--json: the worst status of three"
keys='["file","game","players","plays","over","winner","unchallenged","line","col","message"]'
n=$(jq -c 'keys_unsorted' "$OUT" | grep -cxF "$keys")
[ "$n" = 3 ]; ok $? "--json: every object has every key, in order"
out_has '"file":"fixtures/gcg/real/magpie-data/testdata__gcgs__empty.gcg","game":1,"players":null,.*"line":1,"col":1,"message":"no GCG record in the input: no #player lines"' \
    "--json: a malformed record's object"
out_has '"line":4,"col":26,"message":"the file scores 8D RETAINS 16' \
    "--json: a fault's place and message"

# Standard input, --summary, --quiet.
run gcg-check - <$T/base.gcg
out_is "<stdin>: game 1 (ann v bob): no result yet: ann 75, bob 11" "- reads standard input"
run gcg-check <$T/base.gcg
status_is 0 "no file: standard input"
run gcg-check --summary $T/base.gcg $T/score.gcg
err_has "^gcg-check: 2 games read: 1 valid, 1 rejected, 0 malformed$" "--summary"
run gcg-check --quiet $T/base.gcg $T/score.gcg
status_is 1 "--quiet: the status alone"
[ ! -s "$OUT" ] && [ ! -s "$ERR" ]; ok $? "--quiet: nothing printed"
run gcg-check $T/no-such-file.gcg $T/base.gcg
status_is 2 "a file that cannot be read"
out_has "^$T/base.gcg: game 1" "the next file is read all the same"

# Bad input: an error with its place, exit 2, never a crash.
printf '#player1 a A\n#player2 b B\n>a: AB\0C 8D AB +5 5\n' >"$WORK/nul.gcg"
run gcg-check "$WORK/nul.gcg"
status_is 2 "a NUL byte"
err_has ':3:7: a NUL byte in the text$' "the NUL byte's place"
# gcg-check(1), EXIT STATUS: invalid UTF-8 where the record says UTF-8,
# a line too long (more than 4096 bytes) or a record too long (more than
# 1 MiB) is malformed; DIAGNOSTICS: each fault with its place, columns
# counting characters: the bad byte's, or the first byte's past the limit.
# Each beside its twin that is read.
# The byte in an event line (issue #22's case), and a character cut short
# in a note, each beside its twin with a valid character there.
utf() {
	printf '#character-encoding UTF-8\n#player1 ann Ann\n#player2 bob Bob\n>ann: AEINRST 8D RETAIN%bS +66 66\n#note RETAIN%bS\n' "$1" "$2"
}
utf '\377' '' >"$WORK/utf.gcg"
run gcg-check "$WORK/utf.gcg"
status_is 2 "invalid UTF-8 where the record says UTF-8"
err_is "gcg-check: $WORK/utf.gcg:4:24: the record says UTF-8, but this line is not UTF-8 (byte 0xff)" \
    "the bad byte's line and column"
run cw-check --gcg --json "$WORK/utf.gcg"
err_is "cw-check: $WORK/utf.gcg:4:24: the record says UTF-8, but this line is not UTF-8 (byte 0xff)" \
    "cw-check --gcg: the same place"
out_has '"line":4,"col":24,"message":"the record says UTF-8, but this line is not UTF-8 \(byte 0xff\)"' \
    "cw-check --gcg --json: the same place in the object"
utf '' '' >"$WORK/utf-ok.gcg"
run gcg-check "$WORK/utf-ok.gcg"
status_is 0 "its twin, RETAINS, is read"
utf '' '\303\251\342\202' >"$WORK/utf-cut.gcg"
run gcg-check "$WORK/utf-cut.gcg"
status_is 2 "a character cut short in a note"
err_has ":5:14: the record says UTF-8, but this line is not UTF-8 \(byte 0xe2\)$" \
    "its first byte, after a character of two bytes"
utf '' '\303\251\342\202\254' >"$WORK/utf-cut-ok.gcg"
run gcg-check "$WORK/utf-cut-ok.gcg"
status_is 0 "its twin, the character whole, is read"
# In a record in ISO-8859-1 every byte is a character: the control
# character's column counts the copyright sign (0xa9) before it as one.
printf '#character-encoding ISO-8859-1\n#player1 ann Ann \251%b\n#player2 bob Bob\n' '\001' >"$WORK/latin.gcg"
run gcg-check "$WORK/latin.gcg"
status_is 2 "a control character in a record in ISO-8859-1"
err_is "gcg-check: $WORK/latin.gcg:2:19: a control character in the text" \
    "its column counts a byte a character"
printf '#character-encoding ISO-8859-1\n#player1 ann Ann \251%b\n#player2 bob Bob\n' '' >"$WORK/latin-ok.gcg"
run gcg-check "$WORK/latin-ok.gcg"
status_is 0 "its twin without it is read"
# A note of N bytes after base.gcg's first play: '#note ', a character
# of two bytes, then x's.
note() {
	head -n 4 $T/base.gcg
	awk -v n="$1" 'BEGIN { printf "#note \303\251"; for (i = 8; i < n; i++) printf "x"; print "" }'
}
note 5008 >"$WORK/long.gcg"
run gcg-check "$WORK/long.gcg"
status_is 2 "a line too long"
err_is "gcg-check: $WORK/long.gcg:5:4096: a line is 4096 bytes at most, this one has 5008" \
    "its length, and the column of its byte 4097 (4096: one character has two bytes)"
note 4096 >"$WORK/long-ok.gcg"
run gcg-check "$WORK/long-ok.gcg"
status_is 0 "its twin of 4096 bytes is read"
# A record of base.gcg's first play, then a note run on to N bytes.
big() {
	{ head -n 4 $T/base.gcg; echo '#note a long note'
	  awk 'BEGIN { for (i = 0; i < 70000; i++) print "more of the note" }'; } |
	    head -c "$1"
}
big 1048577 >"$WORK/big.gcg"
line=$(head -c 1048576 "$WORK/big.gcg" | wc -l)
col=$(($(head -c 1048576 "$WORK/big.gcg" | tail -n 1 | wc -c) + 1))
run gcg-check --json "$WORK/big.gcg"
status_is 2 "a record of 1 MiB and one byte"
err_is "gcg-check: $WORK/big.gcg:$((line + 1)):$col: a record is 1048576 bytes at most" \
    "the place of its byte past 1 MiB"
out_has "\"line\":$((line + 1)),\"col\":$col,\"message\":\"a record is 1048576 bytes at most\"" \
    "--json: its object has that place"
big 1048576 >"$WORK/big-ok.gcg"
run gcg-check "$WORK/big-ok.gcg"
status_is 0 "its twin of 1 MiB is read"
head -c 3000 /dev/urandom >"$WORK/junk.gcg"
run gcg-check "$WORK/junk.gcg"
[ "$STATUS" = 2 ]; ok $? "binary junk: exit 2"
printf '#player1 a A\n#player2 b B\n>a: ABC 8D AB +99999999999 5\n' >"$WORK/big.gcg"
run gcg-check "$WORK/big.gcg"
status_is 2 "a huge score"
err_has ':3:15: \+99999999999: 99999999999 is too large' "the number's place"
head -n 6 $T/base.gcg | head -c 150 >"$WORK/cut.gcg"
run gcg-check "$WORK/cut.gcg"
status_is 2 "a record cut inside a line"
err_has "cut.gcg:6:" "the cut line named"
printf '#player1 c\303\251sar C\n#player2 b B\n>c\303\251sar: AB 8G ZZ +0 0\n' >"$WORK/cols.gcg"
run gcg-check "$WORK/cols.gcg"
status_is 1 "a tile the rack lacks"
err_has ':3:15: ZZ takes 2 Z from the rack AB,' "columns count characters, not bytes"
# A word of more letters than the board has squares (the fuzzer found
# this one writing past its array).
printf '#player1 a A\n#player2 b B\n>a: ABC 8A ABCDEFGHIJKLMNOPQ +5 5\n' >"$WORK/wide.gcg"
run gcg-check "$WORK/wide.gcg"
status_is 1 "a word of 17 letters"
err_has ':3:27: ABCDEFGHIJKLMNOPQ runs off the board: a word has 15 letters at most$' \
    "the 16th letter named"

printf '#player2 b B\n>b: ABC 8G AB +4 4\n' >"$WORK/one.gcg"
run gcg-check "$WORK/one.gcg"
status_is 2 "#player2 without #player1"
err_has ':2:2: an event comes after the players' "the event before player 1"

# The placement rule is Control Word's own code: both games call the
# letterboard's rule and the words it finds (Control Word's, for a word
# written whole, as lb_check_line(), which gives lb_check_play()'s
# verdict: unit-lbline).
grep -q 'lb_check_line(' lib/cw/rules.c && grep -q 'lb_play_words(' lib/cw/rules.c
ok $? "lib/cw/rules.c places plays with lb_check_line() and lb_play_words()"
grep -q 'lb_check_play(' lib/gcg/replay.c && grep -q 'lb_play_words(' lib/gcg/replay.c
ok $? "lib/gcg/replay.c places plays with lb_check_play() and lb_play_words()"
grep -q 'lb_play_words(' lib/gcg/board.c
ok $? "lib/gcg/board.c scores the words lb_play_words() gives"

# --svg and --html (issue 25): the board after the first N event lines,
# and a page with every position, each drawn by that one picture code.
# After line 4, RETAINS on 8D: its seven tiles on row 8, D to J.
run gcg-check --svg --at 1 $T/base.gcg
status_is 0 "--svg --at 1"
xml_ok "--svg: well-formed XML"
[ "$(grep -c 'font-weight="bold" fill="#222222">[A-Z]</text>' "$OUT")" = 7 ]
ok $? "--svg --at 1: the seven tiles of RETAINS on the board"
# Line 10 withdraws the phony .ZE of line 9: its Z and E leave the board.
run gcg-check --svg --at 6 $T/base.gcg
out_has 'fill="#222222">Z</text>$' "--svg --at 6: ZE on the board"
run gcg-check --svg --at 7 $T/base.gcg
lacks_z=$(grep -c 'fill="#222222">Z</text>$' "$OUT")
[ "$lacks_z" = 0 ]
ok $? "--svg --at 7: the withdrawn ZE is off the board"
run gcg-check --svg --at 10 $T/base.gcg
status_is 2 "--at past the record's 9 event lines"
err_has ':1:1: --at 10: the record has 9 event lines$' "--at too far says so"
run gcg-check --at 1 $T/base.gcg
status_is 2 "--at without --svg"
html_page 0 9 --at gcg-check $T/base.gcg \
    "the legal record"
out_has '^<li data-at="6"><a href="#game-1-6">&gt;ann: EEILUVZ I8 .ZE \+22 97</a></li>$' \
    "--html: each event line as typed"
out_has '^<p class="result">no result yet: ann 75, bob 11</p>$' \
    "--html: the verdict as the text line says it"
# score.gcg, base.gcg's twin, claims 16 for RETAINS: refused, with the
# board's score, and no position after it.
html_page 1 0 --at gcg-check $T/score.gcg \
    "a record with a wrong score"
out_has '^<li class="refused" data-at="1"><a href="#game-1-1">&gt;ann: AEINRST 8D RETAINS \+16 16</a><span class="why">the file scores 8D RETAINS 16, the board gives 66 ' \
    "--html: the refused line with the rule it breaks"

done_testing
