#!/bin/sh
# cw-check: the rules of shared control-word.org with refkit's readings
# (cw-check(1), RULES), each in a fixture written from the rules text,
# each legal case beside its nearest illegal twin; the comments in
# fixtures/cw/*.rec cite the rule each game is about, and the whole games
# there were scored by hand from the chart.
. "$(dirname "$0")/lib.sh"
F=fixtures/cw

for name in place setup order replace swap redraw challenge rules2018 score; do
	run cw-check $F/$name.rec
	status_is 1 "$name.rec: some games are illegal"
	out_file_is $F/$name.out "$name.rec: each game's verdict, as the rules say"
	cmp -s $F/$name.err "$ERR"
	ok $? "$name.rec: each illegal event named with its place and rule"
	cmp -s $F/$name.err "$ERR" || diff $F/$name.err "$ERR" | head -10 |
	    sed 's/^/#   /'
done

# A word nobody challenged stands, as in the popular game, and is listed.
run cw-check --unchallenged-stand $F/challenge.rec
status_is 1 "--unchallenged-stand: challenge.rec still has illegal games"
out_file_is $F/challenge-stand.out "--unchallenged-stand: EXDIT stands, is listed; challenged, it is withdrawn"
cmp -s $F/challenge-stand.err "$ERR"
ok $? "--unchallenged-stand: the illegal challenges named"

run cw-check $F/malformed.rec
status_is 2 "malformed.rec: malformed games exit 2"
[ ! -s "$OUT" ]; ok $? "malformed.rec: a malformed game has no verdict line"
cmp -s $F/malformed.err "$ERR"
ok $? "malformed.rec: each fault named with file:line:col"
cmp -s $F/malformed.err "$ERR" || diff $F/malformed.err "$ERR" | head -10 |
    sed 's/^/#   /'

# The whole game of order.rec is legal and its Result tag right: exit 0.
sed -n '/^\[Game/,/^$/{/^$/q;p;}' $F/order.rec >"$WORK/one.rec"
run cw-check "$WORK/one.rec"
status_is 0 "a legal game whose Result agrees"
out_is "$WORK/one.rec: game 1 (ann v bob): bob wins by the highest total: ann 8, bob 14" \
    "bob 14 (EXIST: 4 in play, 6 + 4 at the end), ann 8 (RATED: 2 and 6)"
run cw-check - <"$WORK/one.rec"
out_is "<stdin>: game 1 (ann v bob): bob wins by the highest total: ann 8, bob 14" "standard input"

# --first-rotates: the first place passes to the left each round, so ann,
# not bob, begins round 2.
run cw-check --first-rotates "$WORK/one.rec"
status_is 1 "--first-rotates: bob may not begin round 2"
err_has ':19:7: bob cannot pass now: it is ann.s turn \(round 2, word phase, ann to play\)' \
    "--first-rotates: the event out of turn named"
sed 's/^2 bob pass/2 TMP pass/; s/^2 ann pass/2 bob pass/; s/^2 TMP pass/2 ann pass/' \
    "$WORK/one.rec" >"$WORK/rot.rec"
run cw-check --first-rotates "$WORK/rot.rec"
out_is "$WORK/rot.rec: game 1 (ann v bob): bob wins by the highest total: ann 8, bob 14" \
    "--first-rotates: ann first in round 2 is legal"
run cw-check "$WORK/rot.rec"
status_is 1 "without it, bob keeps the first place"

# --rules 2018-04-04 overrides the record: the same game rolls one die.
run cw-check --rules 2018-04-04 "$WORK/one.rec"
status_is 1 "--rules 2018-04-04: one die is not enough"
err_has ':8:13: by the rules of 2018-04-04 the host rolls two dice' \
    "--rules 2018-04-04: the roll named with its place"
sed '/^\[Rules/d' $F/rules2018.rec >"$WORK/r18.rec"
run cw-check --rules 2018-04-04 "$WORK/r18.rec"
out_has ': game 1 \(ann v bob\): bob wins by the highest total: ann 8, bob 12$' \
    "--rules 2018-04-04: X scores 4 when played, nothing at the end"
run cw-check --rules 2018-03 $F/rules2018.rec
out_has ': game 1 \(ann v bob\): illegal event on line 14: the host rolls one die' \
    "--rules 2018-03 overrides [Rules \"2018-04-04\"]"
run cw-check --rules 2017 $F/order.rec
status_is 2 "--rules takes 2018-03 or 2018-04-04"
err_has "^cw-check: --rules is 2018-03 or 2018-04-04, not '2017'" "--rules: the bad value named"

# The dictionary: the Dictionary tag, and -d over it.
printf '[Game "control-word"]\n[Players "ann:red bob:black"]\n[Mat "1"]\n[Dictionary "xx_NOSUCH"]\n0 ann lot E\n' >"$WORK/dict.rec"
run cw-check "$WORK/dict.rec"
status_is 2 "a dictionary that cannot be found"
err_has ':4:13: dictionary xx_NOSUCH not found' "the Dictionary tag named"
run cw-check --dictionary en_US "$WORK/dict.rec"
status_is 0 "--dictionary overrides the Dictionary tag"
run cw-check -d en_US "$WORK/dict.rec"
status_is 0 "-d is --dictionary"
run cw-check -d xx_NOSUCH $F/order.rec
status_is 2 "-d: a dictionary that cannot be found"
err_has 'dictionary xx_NOSUCH not found' "-d: the dictionary named"

# --json: one object a line, the keys every program shares always there.
run cw-check --json "$WORK/one.rec"
out_is '{"file":"'"$WORK"'/one.rec","game":1,"rules":"2018-03","mat":1,"rounds":2,"round":2,"position":"over after 2 rounds","winner":"bob","decided":"the highest total","players":[{"name":"ann","color":"red","in_play":2,"penalties":0,"words":1,"word_points":6,"word_bonus":0,"total":8,"rank":2,"winner":false},{"name":"bob","color":"black","in_play":4,"penalties":0,"words":1,"word_points":6,"word_bonus":4,"total":14,"rank":1,"winner":true}],"unchallenged":[],"line":null,"col":null,"message":null}' \
    "--json: bob's EXIST 6 and 4 for X at the end, 4 in play; ann's RATED 6 and 2"
run cw-check --json $F/place.rec
[ "$(wc -l <"$OUT")" = 14 ]; ok $? "--json: a line for each of the 14 games"
out_has '^\{"file":"fixtures/cw/place.rec","game":2,.*,"line":25,"col":24,"message":"1,0 holds X already' \
    "--json: the illegal event's line, column and rule"
run cw-check --json --unchallenged-stand $F/challenge.rec
out_has '"game":4,.*"unchallenged":\[\{"line":53,"word":"EXDIT","message":"misspelled"\}\]' \
    "--json: the word that stood unchallenged"

# The man page's EXAMPLES, against the fixtures.
run cw-check --unchallenged-stand $F/challenge.rec
grep unchallenged "$OUT" >"$WORK/stood"
[ "$(cat "$WORK/stood")" = "$F/challenge.rec: game 4 (ann v bob): unchallenged on line 53: EXDIT is not a word (misspelled)" ]
ok $? "EXAMPLES: the words that stood, listed"
run cw-check --rules 2018-04-04 $F/rules2018.rec
out_has ': game 1 \(ann v bob\): bob wins by the highest total: ann 8, bob 12$' "EXAMPLES: --rules 2018-04-04"
if command -v jq >/dev/null; then
	cat $F/score.rec | "$BIN/cw-check" --json 2>/dev/null | jq -r .winner >"$OUT"
	out_is "ann
tie
ann" "EXAMPLES: the winners through jq"
fi

run cw-check --help
status_is 0 "--help"
out_has '^usage: cw-check' "--help prints the usage"
run cw-check --version
status_is 0 "--version"
run cw-check --bogus
status_is 2 "an unknown option"
run cw-check /nonexistent/x.rec
status_is 2 "a file that cannot be read"

# Bad input never crashes: binary junk, a huge number, a long word.
head -c 3000 /dev/urandom >"$WORK/junk.rec"
run cw-check "$WORK/junk.rec"
status_is 2 "binary junk is malformed"
{ sed -n '1,11p' $F/place.rec | grep -v '^#'
  echo "1 bob play 99999999999,0 across E(X)IST"; } >"$WORK/huge.rec"
run cw-check "$WORK/huge.rec"
status_is 2 "a coordinate of 11 digits is malformed"
{ sed -n '1,11p' $F/place.rec | grep -v '^#'
  echo "1 bob play -9999999,0 across E(X)IST"; } >"$WORK/far.rec"
run cw-check "$WORK/far.rec"
status_is 1 "a coordinate far away is rejected"
err_has 'too far from the mat' "far away: said so"
{ sed -n '1,11p' $F/place.rec | grep -v '^#'
  printf '1 bob play 0,0 across '; head -c 3000 /dev/zero | tr '\0' A; echo; } >"$WORK/long.rec"
run cw-check "$WORK/long.rec"
status_is 2 "a word of 3000 letters is malformed"

# Two threads share the replay: games are replayed (prepared) in either,
# reported in order; each thread opens the dictionary for itself.  400
# random games (all legal), 7 of them malformed: 5 by their lines, 2
# naming a dictionary that is not there; 1 names en_US, as the others
# do by default.
"$BIN/cw-moves" --random --seed 5 --games 400 >"$WORK/random.rec"
faulty_games '[Dictionary "nonexistent"]' '[Dictionary "en_US"]' '' \
    <"$WORK/random.rec" >"$WORK/mixed.rec"
threads_agree "400 games, 7 malformed, --json" cw-check --json --summary \
    "$WORK/mixed.rec" "$WORK/missing.rec" $F/challenge.rec
status_is 2 "400 games, 7 malformed: malformed games and a missing file"
[ "$(grep -c '^{"file":' "$OUT")" = "$((400 + $(grep -c '^\[Game ' $F/challenge.rec)))" ]
ok $? "--json: an object for each game, the malformed ones too"
[ "$(grep -c 'dictionary nonexistent not found' "$OUT")" = 4 ] &&
    [ "$(grep -c "unknown verb 'nosuchverb'" "$OUT")" = 4 ]
ok $? "400 games, 7 malformed: each said, in the object and on standard error"
[ "$(tail -n 1 "$OUT" | sed 's/.*: \([0-9]*\) valid.* \([0-9]*\) malformed$/\1 \2/')" = \
    "$(REFKIT_THREADS=1 "$BIN/cw-check" --summary $F/challenge.rec 2>&1 |
    tail -n 1 | sed 's/.*: \([0-9]*\) valid.* \([0-9]*\) malformed$/\1 \2/' |
    awk '{ print $1 + 393, $2 + 7 }')" ]
ok $? "400 games, 7 malformed: 393 more valid and 7 more malformed than the challenges alone"

# An actor is a player's name, byte for byte: names of 7 and 8 bytes
# (one compared as a word of 8 bytes with its NUL, one byte by byte),
# each beside an actor one byte from it.
cat >"$WORK/names.rec" <<'EOF2'
[Game "control-word"]
[Players "annabel:red robertus:black"]
[Mat "1"]
[Rounds "3"]
0 annabel lot L
0 robertus lot E
0 host roll 7
EOF2
run cw-check "$WORK/names.rec"
status_is 0 "players named with 7 and 8 bytes, each acting"
sed 's/^0 annabel lot/0 annabex lot/' "$WORK/names.rec" >"$WORK/names7.rec"
run cw-check "$WORK/names7.rec"
status_is 2 "an actor one byte from a name of 7 bytes"
err_has ":5:3: 'annabex' is neither a player \(annabel, robertus\) nor the host" \
    "'annabex' is not annabel"
sed 's/^0 robertus lot/0 robertuz lot/' "$WORK/names.rec" >"$WORK/names8.rec"
run cw-check "$WORK/names8.rec"
status_is 2 "an actor one byte from a name of 8 bytes"
err_has ":6:3: 'robertuz' is neither a player \(annabel, robertus\) nor the host" \
    "'robertuz' is not robertus"

done_testing
