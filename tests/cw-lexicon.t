#!/bin/sh
# cw-check asks the control-word word graph (DICT-control-word.lex) before
# hunspell: a word in the graph is one the policy accepts from the very
# dictionary files the graph records, and a word it lacks goes to
# hunspell, so that every verdict and message stays hunspell's.  Whether
# the graph was used shows through a prefix index made stale on purpose
# (a copy of another dictionary's index): hunspell's path refuses it when
# it is opened, the graph's path never opens it.
. "$(dirname "$0")/lib.sh"
F=fixtures/cw
LB=$BIN/t/lexicon-build

# The first game of order.rec: bob plays EXIST, ann RATED; both words are
# in the dictionary, and bob wins 14 to 8.
sed -n '/^\[Game/,/^$/{/^$/q;p;}' $F/order.rec >"$WORK/one.rec"
WON="$WORK/one.rec: game 1 (ann v bob): bob wins by the highest total: ann 8, bob 14"
mkdir -p "$WORK/both" "$WORK/bothok" "$WORK/rated" "$WORK/ratedok" "$WORK/plain" \
    "$WORK/stale" "$WORK/dicts"
printf 'exist\nrated\n' >"$WORK/both.txt"
printf 'rated\n' >"$WORK/rated.txt"
for d in both rated plain stale; do
	cp build/dicts/netmatch.idx "$WORK/$d/en_US.idx"	# stale for en_US
done
cp build/dicts/en_US.idx "$WORK/ratedok/en_US.idx"

"$LB" -d en_US -p control-word -w "$WORK/both.txt" \
    -o "$WORK/both/en_US-control-word.lex" >/dev/null
ok $? "lexicon-build: a list of en_US words, checked and recorded as en_US's"
"$LB" -d en_US -p control-word -w "$WORK/rated.txt" \
    -o "$WORK/rated/en_US-control-word.lex" >/dev/null
ok $? "lexicon-build: a list without EXIST"
cp "$WORK/rated/en_US-control-word.lex" "$WORK/ratedok/"
cp "$WORK/both/en_US-control-word.lex" build/dicts/en_US.idx "$WORK/bothok/"
"$LB" -w "$WORK/both.txt" -o "$WORK/plain/en_US-control-word.lex" >/dev/null
ok $? "lexicon-build: the same list, no dictionary recorded"

# Without a graph, hunspell's path loads the index, and refuses a stale one.
WORDCK_INDEX=$WORK/stale run cw-check "$WORK/one.rec"
status_is 2 "no graph, a stale index: the dictionary cannot be used"
err_has "en_US.idx: it was built with another .*en_US.aff" \
    "no graph: the stale index named"

# The graph has both words: they are taken from it, the index never read.
WORDCK_INDEX=$WORK/both run cw-check "$WORK/one.rec"
status_is 0 "EXIST and RATED from the graph, hunspell not opened"
out_is "$WON" "the graph: the same verdict and scores"

# EXIST is not in the graph: hunspell judges it, and accepts it.
WORDCK_INDEX=$WORK/ratedok run cw-check "$WORK/one.rec"
status_is 0 "EXIST, which the graph lacks, still accepted (by hunspell)"
out_is "$WON" "a word the graph lacks: the same verdict and scores"
WORDCK_INDEX=$WORK/rated run cw-check "$WORK/one.rec"
status_is 2 "EXIST, which the graph lacks, opens hunspell (stale index)"
err_has "en_US.idx: it was built with another .*en_US.aff" \
    "a word the graph lacks: hunspell's path, its index refused"

# Rejected words are not in the graph: hunspell's reason, as before.
WORDCK_INDEX=$WORK/ratedok run cw-check $F/challenge.rec
status_is 1 "challenge.rec through a small graph: illegal games"
out_file_is $F/challenge.out "challenge.rec through a small graph: each verdict as without it"
cmp -s $F/challenge.err "$ERR"
ok $? "challenge.rec through a small graph: EXDIT and REPEST misspelled, as hunspell says"

# A graph of a word list alone does not speak for en_US.
WORDCK_INDEX=$WORK/plain run cw-check "$WORK/one.rec"
status_is 2 "a word list's graph is not used"
err_has "en_US.idx: it was built with another" "a word list's graph: hunspell's path"

# A graph built from other files than those the lookup finds (DICPATH
# first) is stale: not used.  Beside it here, the index of the old files:
# hunspell's path refuses that index too, where the graph would have
# answered both words.
cp /usr/share/hunspell/en_US.aff /usr/share/hunspell/en_US.dic "$WORK/dicts/"
DICPATH=$WORK/dicts WORDCK_INDEX=$WORK/both run cw-check "$WORK/one.rec"
status_is 0 "the same bytes elsewhere (DICPATH): the graph still stands"
printf 'zzxqy\n' >>"$WORK/dicts/en_US.dic"
DICPATH=$WORK/dicts WORDCK_INDEX=$WORK/bothok run cw-check "$WORK/one.rec"
status_is 2 "a changed .dic: the graph recorded from the old one is not used"
err_has "en_US.idx: it was built from another $WORK/dicts/en_US.dic" \
    "a changed .dic: hunspell's path, which finds the index stale too"
cp /usr/share/hunspell/en_US.dic "$WORK/dicts/"
printf '# a comment\n' >>"$WORK/dicts/en_US.aff"
DICPATH=$WORK/dicts WORDCK_INDEX=$WORK/bothok run cw-check "$WORK/one.rec"
status_is 2 "a changed .aff: the graph is not used"
err_has "en_US.idx: it was built with another $WORK/dicts/en_US.aff" \
    "a changed .aff: hunspell's path"

# lexicon-build refuses a list word the policy rejects from the dictionary.
printf 'rated\nparis\n' >"$WORK/bad.txt"
"$LB" -d en_US -p control-word -w "$WORK/bad.txt" -o "$WORK/bad.lex" \
    >/dev/null 2>"$ERR"
STATUS=$?
status_is 2 "lexicon-build: a proper noun in a checked list"
err_has "bad.txt: PARIS: proper-noun" "lexicon-build: the word and its verdict named"
[ ! -e "$WORK/bad.lex" ]; ok $? "lexicon-build: no file written"

done_testing
