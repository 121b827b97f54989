#!/bin/sh
# wordck(1): it prints what hunspell -l prints, so that it can replace it
# in a pipe (the hunspell program itself is the oracle); the game policies
# and the prefix questions follow the rules texts; bad input and bad
# dictionaries are clear errors.
. "$(dirname "$0")/lib.sh"
F=fixtures/words

# feed TEXT PROG ARGS: run PROG with TEXT (printf's format) as its input.
feed() {
	printf "$1" >"$WORK/in"
	shift
	run "$@" <"$WORK/in"
}

# hunspell -d en_US -l against wordck -d en_US on FILE, in locale L.
# hunspell reads the file on its standard input: given a file name, it
# picks a parser by what follows the name's last dot (HTML, TeX, nroff
# for a digit), even a dot in a directory's name.
same_as_hunspell() {
	LC_ALL=$2 hunspell -d en_US -l <"$1" >"$WORK/want" 2>/dev/null
	LC_ALL=$2 "$BIN/wordck" -d en_US "$1" >"$OUT" 2>"$ERR"
	STATUS=$?
	cmp -s "$WORK/want" "$OUT"
	r=$?
	ok $r "$3 ($2 locale: $(wc -l <"$WORK/want") lines)"
	[ $r = 0 ] || diff "$WORK/want" "$OUT" | head -10 | sed 's/^/#   /'
}

# The words of Debian's wamerican list.
for l in C.UTF-8 C; do
	same_as_hunspell /usr/share/dict/american-english $l \
	    "wamerican: the same lines as hunspell -l"
done
status_is 1 "wamerican has words hunspell rejects"

# A stream with misspellings, as the bench makes (5% typing errors).
"$BIN/t/wordck-bench" --stream 30000 7 >"$WORK/stream"
same_as_hunspell "$WORK/stream" C.UTF-8 "a stream with misspellings: the same lines"
# 20000 distinct words: forms of wamerican's words as written, Capitalized,
# in CAPITALS and misspelled, each once.  A batch of many new words is
# answered from the closure where the word is simple (tests/wordck-closure.t),
# from the prefix index where there is no closure and it holds the word,
# by hunspell otherwise (lib/words.c, closure_says, index_accepts): the
# same lines either way, and the same with neither to be found (hunspell
# alone).
"$BIN/t/wordck-bench" --distinct 20000 7 >"$WORK/distinct"
same_as_hunspell "$WORK/distinct" C.UTF-8 "distinct words: the same lines"
mkdir -p "$WORK/noidx"
export WORDCK_INDEX="$WORK/noidx"
same_as_hunspell "$WORK/distinct" C.UTF-8 "distinct words, no index: the same lines"
# The index is asked first: a copy that also lists zzzzqx, which hunspell
# rejects, makes it pass among 5000 new words (they load the index) but
# not alone (hunspell is asked).
mkdir -p "$WORK/idx2"
awk '/^words [0-9]+$/ { print "words " $2 + 1; next } { print }
    END { print "zzzzqx" }' build/dicts/en_US.idx >"$WORK/idx2/en_US.idx"
export WORDCK_INDEX="$WORK/idx2"
{ head -c 60000 "$WORK/distinct"; echo; echo zzzzqx; } >"$WORK/many"
[ "$(wc -w <"$WORK/many")" -gt 5000 ]; ok $? "the batch has over 5000 words"
run wordck -d en_US "$WORK/many"
! grep -qx zzzzqx "$OUT"; ok $? "a word the index lists passes in a large batch"
printf 'zzzzqx\n' >"$WORK/one"
run wordck -d en_US "$WORK/one"
out_is zzzzqx "and alone, hunspell rejects it"
unset WORDCK_INDEX

# Text that tries the tokenizer: apostrophes at the ends of words, U+2019,
# URLs, addresses and paths, HTML entities, accents, other scripts, colons.
for l in C.UTF-8 C; do
	same_as_hunspell $F/tricky.txt $l "tricky text: the same lines"
done
printf 'a stream with mispelled wrods\n' | LC_ALL=C.UTF-8 "$BIN/wordck" -d en_US - >"$OUT"
out_is "mispelled
wrods" "standard input as -: the rejected words, a line each"

# Exit status: 0 if every word passes, 1 if one is rejected.
printf 'every word here is fine\n' >"$WORK/good"
run wordck -d en_US "$WORK/good"
status_is 0 "all words accepted"
[ ! -s "$OUT" ]; ok $? "nothing printed"
run wordck -d en_US --all "$WORK/good"
out_is "every	ok
word	ok
here	ok
is	ok
fine	ok" "--all: every word and its verdict"

# --suggest gives hunspell's own suggestions (hunspell -a's list).
want=$(echo speling | hunspell -d en_US -a | sed -n 's/^& speling [0-9]* 0: //p')
feed 'speling\n' wordck -d en_US --suggest
status_is 1 "a misspelled word is rejected"
out_is "speling	misspelled	$want" "--suggest: the suggestions hunspell -a gives"

# Suggestions are asked for once a word and kept (issue 8: 80 copies of a
# long non-word took 10 s): the words again and again get, each time, what
# they get once, and a word asked again gets hunspell -a's list again.
feed 'speling wrod qwertyuiopasdfghjklzxcvbnm\n' wordck -d en_US --suggest
cp "$OUT" "$WORK/once"
feed 'speling wrod speling\nqwertyuiopasdfghjklzxcvbnm wrod speling\n' wordck -d en_US --suggest
for n in 1 2 1 3 2 1; do sed -n "${n}p" "$WORK/once"; done >"$WORK/many"
out_file_is "$WORK/many" "--suggest: repeated words, each line as for the word once"
grep -c "^speling	misspelled	$want\$" "$OUT" >"$WORK/count"
[ "$(cat "$WORK/count")" = 3 ]; ok $? "--suggest: speling three times, hunspell -a's list each time"
feed 'QUERRY querry QUERRY\n' wordck -d en_US --policy control-word --suggest
sed -n 1p "$OUT" >"$WORK/first"
[ "$(sed -n 3p "$OUT")" = "$(cat "$WORK/first")" ]; ok $? "control-word --suggest: QUERRY again, the same line"

# --json: one object per word, with its place.
feed 'good wrod\n  fine\n' wordck -d en_US --json
out_is '{"word":"good","ok":true,"verdict":"ok","file":"<stdin>","line":1,"col":1,"suggestions":null}
{"word":"wrod","ok":false,"verdict":"misspelled","file":"<stdin>","line":1,"col":6,"suggestions":null}
{"word":"fine","ok":true,"verdict":"ok","file":"<stdin>","line":2,"col":3,"suggestions":null}' "--json: one object per word, file, line and column, suggestions null unless asked"
feed 'wrod good\n' wordck -d en_US --json --suggest
out_has '^\{"word":"wrod","ok":false,"verdict":"misspelled","file":"<stdin>","line":1,"col":1,"suggestions":\[.*"word".*\]\}$' \
    "--json --suggest: a rejected word's suggestions"
out_has '^\{"word":"good","ok":true,"verdict":"ok","file":"<stdin>","line":1,"col":6,"suggestions":null\}$' \
    "--json --suggest: an accepted word's suggestions null"
perl -MJSON::PP -ne 'decode_json($_)' "$OUT"
ok $? "--json: each line is JSON"

# Policies (control-word.org, READINGS.md): common words only, in any case.
feed 'XYLENE EYELID KILOBIT REGATTA\nplaying praying repast repent\nquery\n' wordck -d en_US --policy control-word
status_is 0 "control-word: the mats' words and the text's examples"
feed 'PARIS NASA ETC MPH XIV don'"'"'t well-known A caf\303\251 qwertyx\n' wordck -d en_US --policy control-word --all
status_is 1 "control-word: what the rules forbid is rejected"
out_is "PARIS	proper-noun
NASA	acronym
ETC	abbreviation
MPH	abbreviation
XIV	abbreviation
don't	apostrophe
well-known	hyphen
A	too-short
café	not-letters
qwertyx	misspelled" "control-word: each rejected for its reason"
feed 'QUERRY\n' wordck -d en_US --policy control-word --suggest
out_has "^QUERRY	misspelled	.*query" "control-word: suggestions are words the policy takes"

# alphagon.txt: at least 4 letters to close a word; geographic nouns too.
feed 'CONCLUDING CONCLUSION CONCLAVE POLICE POLICEMAN ASCESIS NAPLES\n' wordck -d en_US --policy alphagon
status_is 0 "alphagon: the text's words, and a place name"
feed 'CON ASCETICAL NASA\n' wordck -d en_US --policy alphagon --all
out_is "CON	too-short
ASCETICAL	misspelled
NASA	acronym" "alphagon: 3 letters, a word en_US lacks, an acronym"
# "Complete meaning ... all dictionary terms, plus geographic nouns"
# (alphagon.txt): an abbreviation (a word SCOWL lists as one and nowhere
# as a word) is neither, whatever its case: en_US has Okla and Mlle
# capitalized.  Its twin, the state OKLAHOMA, is a geographic noun.
feed 'OKLA Okla okla MLLE XNTY MSGR CMDR EZEK SRTA MMES APOC TEUT ECUA ARAM\n' \
    wordck -d en_US --policy alphagon --all
status_is 1 "alphagon: capitalized abbreviations are refused"
out_is "OKLA	abbreviation
Okla	abbreviation
okla	abbreviation
MLLE	abbreviation
XNTY	abbreviation
MSGR	abbreviation
CMDR	abbreviation
EZEK	abbreviation
SRTA	abbreviation
MMES	abbreviation
APOC	abbreviation
TEUT	abbreviation
ECUA	abbreviation
ARAM	abbreviation" "alphagon: each for being an abbreviation, in every case"
feed 'OKLAHOMA Oklahoma oklahoma TEXAS DALLAS BOSTON TULSA\n' \
    wordck -d en_US --policy alphagon
status_is 0 "alphagon: US states and cities, geographic nouns, are taken"
# Persons' names are no dictionary term nor geographic noun (SCOWL:
# proper-names); --names is for a table that agrees to take them.
feed 'TINA GWEN\n' wordck -d en_US --policy alphagon --all
out_is "TINA	personal-name
GWEN	personal-name" "alphagon: persons' names are refused"
status_is 1 "alphagon: persons' names refused by default"
feed 'TINA GWEN\n' wordck -d en_US --policy alphagon --names
status_is 0 "alphagon --names: persons' names taken"
# A name that is a common word too is a common word; a place that is a
# name too is a place (SCOWL lists Georgia and Washington as places).
feed 'BILL GEORGIA WASHINGTON\n' wordck -d en_US --policy alphagon
status_is 0 "alphagon: BILL a common word, GEORGIA and WASHINGTON places"
feed 'OKLA\n' wordck -d en_US --policy alphagon --names
status_is 1 "alphagon --names: an abbreviation is still refused"
run wordck -d en_US --names </dev/null
status_is 2 "--names: only alphagon tells persons' names"
err_has "^wordck: --names: the hunspell policy does not tell persons' names from other words: alphagon does$" \
    "--names without alphagon: says which policy it goes with"

# --match: a one-off pattern on top (NetMatch's gambit: four letters).
feed 'test tests\n' wordck -d en_US --match '^[a-z]{4}$' --all
out_is "test	ok
tests	no-match" "--match: a word must match the pattern too"
run wordck -d en_US --match '([a-z]'
status_is 2 "--match: a bad pattern is a usage error"
err_has "^wordck: --match: \(\[a-z\]: at offset [0-9]+: " "--match: the error says where"

# Prefix questions (alphagon.txt: doubt, declare in advance).
run wordck -d en_US --policy alphagon --prefix CONCL
status_is 0 "--prefix CONCL: there are words"
out_has "^conclave$" "CONCL: CONCLAVE, the contradiction"
out_has "^concluding$" "CONCL: CONCLUDING"
out_has "^conclusion$" "CONCL: CONCLUSION"
run wordck -d en_US --policy alphagon --prefix POLI
out_has "^policeman$" "POLI: POLICEMAN"
out_has "^policlinic$" "POLI: POLICLINIC, which a player might remember"
run wordck -d en_US --policy alphagon --prefix asce
out_has "^ascesis$" "ASCE: ASCESIS, the shorter word"
grep -q '^ascetical$' "$OUT"; [ $? = 1 ]; ok $? "ASCE: en_US has no ASCETICAL"
run wordck -d en_US --prefix QXZV
status_is 1 "--prefix: no word starts with QXZV"
err_is "wordck: no word starts with QXZV" "--prefix: says there is none"
run wordck -d en_US --json --prefix ZYGOT
out_has '^\{"prefix":"ZYGOT","words":\["zygote","zygote'"'"'s","zygotene","zygotenes","zygotes","zygotic"\],"count":6\}$' "--prefix --json: one object per prefix"
run wordck -d netmatch --prefix W
out_is "week
went
west
with
wood" "-d netmatch: the five word cards that start with W"

# dicts/netmatch.txt: the words of NetMatch's 75 cards, one a card.
[ "$(grep -c . dicts/netmatch.txt)" = 75 ]; ok $? "dicts/netmatch.txt: 75 words"
run wordck -d netmatch dicts/netmatch.txt
status_is 0 "-d netmatch accepts each card's word"
run wordck -d en_US dicts/netmatch.txt
status_is 0 "en_US has each card's word too"
feed 'WORD GAMBIT\n' wordck -d netmatch
status_is 1 "-d netmatch: a word on no card is rejected"

# A combined dictionary: prefix answers come from every dictionary.
mkdir -p "$WORK/dicts" "$WORK/idx"
printf 'SET UTF-8\n' >"$WORK/dicts/club.aff"
printf '2\nzorbleflip\nzorbleflop\n' >"$WORK/dicts/club.dic"
DICPATH=$WORK/dicts "$BIN/t/wordck-index" -d club -o "$WORK/idx/club.idx" >/dev/null
ok $? "wordck-index builds a club's own index"
DICPATH=$WORK/dicts run wordck -d en_US,club --index build/dicts:$WORK/idx --prefix zorb
out_is "zorbleflip
zorbleflop" "-d en_US,club: prefix answers from the club's list"
DICPATH=$WORK/dicts WORDCK_INDEX=build/dicts:$WORK/idx run wordck -d en_US,club --prefix zyg
out_has "^zygote$" "-d en_US,club: and from en_US (index dirs from WORDCK_INDEX)"
DICPATH=$WORK/dicts feed 'zorbleflip zygote zorbleflup\n' wordck -d en_US,club
out_is "zorbleflup" "-d en_US,club: a word is in if any dictionary has it"
printf '3\nzorbleflip\nzorbleflop\nzorblefloop\n' >"$WORK/dicts/club.dic"
DICPATH=$WORK/dicts run wordck -d en_US,club --index build/dicts:$WORK/idx --prefix zorb
status_is 2 "an index built from another .dic is refused"
err_has "club.idx: it was built from another .*club.dic: run make" "and the error says so"
run wordck -d en_US --index "$WORK/none" --prefix abc
status_is 2 "no index: exit 2"
err_has "^wordck: no prefix index en_US.idx for dictionary en_US in " "no index: a clear error"

# A damaged prefix index (issue 8): a clear error naming the file and the
# line at fault, exit 2, never a crash or a huge allocation.  Each is made
# from the built netmatch index; control-word needs the index.
mkdir -p "$WORK/bad"
IDX=build/dicts/netmatch.idx
REBUILD="a damaged prefix index: run make to build it again"
# damaged NAME LINE WHAT: wordck refuses $WORK/bad/netmatch.idx so.
damaged() {
	printf 'able\n' >"$WORK/in"
	WORDCK_INDEX=$WORK/bad run wordck -d netmatch --policy control-word \
	    "$WORK/in"
	status_is 2 "$1: exit 2"
	err_is "wordck: $WORK/bad/netmatch.idx${2:+:$2}: $3: $REBUILD" \
	    "$1: the file, the line and what is wrong"
}
sed 's/^words 75$/words -1/' $IDX >"$WORK/bad/netmatch.idx"
damaged "words -1" 4 "words: expected 'words COUNT': '-1' is not a whole number: digits only, from 0 to 18446744073709551615"
sed 's/^words 75$/words 4294967297/' $IDX >"$WORK/bad/netmatch.idx"
damaged "words 2^32+1" 4 "the words line says 4294967297, and 75 lines of words follow: the file is cut short"
sed 's/^words 75$/words 18446744073709551616/' $IDX >"$WORK/bad/netmatch.idx"
damaged "words 2^64" 4 "words: expected 'words COUNT': 18446744073709551616 is too large: at most 18446744073709551615"
sed 's/^words 75$/words 74/' $IDX >"$WORK/bad/netmatch.idx"
damaged "a word more than the count" 4 "the words line says 74, and 75 lines of words follow"
head -n 40 $IDX >"$WORK/bad/netmatch.idx"
damaged "cut short at a line's end" 4 "the words line says 75, and 34 lines of words follow: the file is cut short"
head -c 300 $IDX >"$WORK/bad/netmatch.idx"
damaged "cut short in a line" 47 "the last line has no newline: the file is cut short"
head -n 4 $IDX >"$WORK/bad/netmatch.idx"
damaged "cut short in the header" 4 "the header has no end (no empty line): the file is cut short"
: >"$WORK/bad/netmatch.idx"
damaged "an empty file" "" "an empty file"
# Format 1 marked no persons' names: its verdicts would be wrong.
printf 'refkit-words-index 1\n' >"$WORK/bad/netmatch.idx"
damaged "another format" 1 "not a refkit prefix index (no 'refkit-words-index 2' line)"
sed 's/^bank$/ba\x00nk/' $IDX >"$WORK/bad/netmatch.idx"
damaged "a NUL byte" 8 "a NUL byte: not text"
sed 's/^bank$/ba\xffnk/' $IDX >"$WORK/bad/netmatch.idx"
damaged "invalid UTF-8" 8 "invalid UTF-8 (byte 0xff): not text"
sed 's/^bank$/zzz/' $IDX >"$WORK/bad/netmatch.idx"
damaged "words out of order" 9 "the words are not in order: 'base' after 'zzz'"
sed 's/^bank$/able/' $IDX >"$WORK/bad/netmatch.idx"
damaged "a word twice" 8 "the words are not in order: 'able' after 'able'"
sed 's/^bank$//' $IDX >"$WORK/bad/netmatch.idx"
damaged "an empty word line" 8 "an empty word"
sed 's/^bank$/ba\rnk/' $IDX >"$WORK/bad/netmatch.idx"
damaged "a control character" 8 "control character 0x0d in a word"
sed 's/^able$/able\tB/' $IDX >"$WORK/bad/netmatch.idx"
damaged "an unknown mark" 7 "an unknown mark after a word: expected a tab and 'A' or 'N', or nothing"
sed 's/^words 75$/words 75\nwords 75/' $IDX >"$WORK/bad/netmatch.idx"
damaged "a header line twice" 5 "a second words line"
sed 's/^words 75$/lines 75/' $IDX >"$WORK/bad/netmatch.idx"
damaged "an unknown header line" 4 "an unknown header line 'lines'"
sed '/^words 75$/d' $IDX >"$WORK/bad/netmatch.idx"
damaged "no words line" 5 "the header has no words line"
sed 's/^\(aff [0-9]*\) .*/\1 12345/' $IDX >"$WORK/bad/netmatch.idx"
damaged "a short hash" 2 "aff: the hash is not 16 hexadecimal digits"
sed 's/^dic [0-9]* /dic 0 /' $IDX >"$WORK/bad/netmatch.idx"
damaged "a size 0" 3 "dic: expected 'dic SIZE HASH' (a size from 1)"
sed 's/^coverage 121 121$/coverage 1 121/' $IDX >"$WORK/bad/netmatch.idx"
damaged "more covered than accepted" 5 "coverage: expected 'coverage ACCEPTED COVERED', COVERED no more than ACCEPTED"
sed '/^coverage/d' $IDX >"$WORK/bad/netmatch.idx"
printf 'able bank abel\n' >"$WORK/in"
WORDCK_INDEX=$WORK/bad run wordck -d netmatch --policy control-word "$WORK/in"
out_is "abel" "no coverage line: it is optional, the index is read"
cp $IDX "$WORK/bad/netmatch.idx"
WORDCK_INDEX=$WORK/bad run wordck -d netmatch --prefix ba
out_is "bank
base" "the built index copied whole is read (the damage made the errors)"

# Dictionaries: a missing or unreadable one is an error, never empty.
feed 'word\n' wordck -d no_such_dict
status_is 2 "a missing dictionary: exit 2"
err_has "^wordck: dictionary no_such_dict not found" "a missing dictionary: a clear error"
feed 'word\n' wordck -d en_US,no_such_dict
status_is 2 "a missing second dictionary: exit 2"
mkdir "$WORK/dicts/broken.dic"
printf 'SET UTF-8\n' >"$WORK/dicts/broken.aff"
DICPATH=$WORK/dicts feed 'word\n' wordck -d broken
status_is 2 "a .dic that cannot be read: exit 2"
err_has "dictionary broken: its .dic cannot be read" "an unreadable dictionary: a clear error"
printf 'SET NO-SUCH-ENCODING\n' >"$WORK/dicts/latin.aff"
printf '1\nword\n' >"$WORK/dicts/latin.dic"
DICPATH=$WORK/dicts feed 'word\n' wordck -d latin
status_is 2 "a dictionary in an encoding iconv does not know: exit 2"
err_is "wordck: $WORK/dicts/latin.aff: the dictionary's encoding (SET NO-SUCH-ENCODING): the encoding NO-SUCH-ENCODING is not one iconv converts from UTF-8 and back" "and it says which encoding"
DICPATH=$WORK/dicts feed 'word\n' wordck -d club
status_is 1 "DICPATH: a dictionary found there"
run wordck -d "$WORK/dicts/club" "$WORK/good"
status_is 1 "-d PATH: a dictionary by its path"
# An empty or garbled .dic, or an empty .aff, is an error naming the file
# (hunspell would load each as a dictionary without words, issue 8).
# bad_dic NAME CONTENTS WHAT: wordck -d PATH refuses $WORK/dicts/NAME.dic.
bad_dic() {
	printf 'SET UTF-8\n' >"$WORK/dicts/$1.aff"
	printf "$2" >"$WORK/dicts/$1.dic"
	printf 'zorb\n' >"$WORK/in"
	run wordck -d "$WORK/dicts/$1" "$WORK/in"
	status_is 2 "$1.dic: exit 2"
	err_is "wordck: $WORK/dicts/$1.dic$3" "$1.dic: the file and what is wrong"
}
NOT_UTF8="not UTF-8 text (the dictionary's encoding, SET UTF-8)"
bad_dic empty '' ": an empty word file: a .dic is the number of words, then the words"
bad_dic blank '\n\n' ": an empty word file: a .dic is the number of words, then the words"
bad_dic nocount 'zorb\nzorbl\n' ":1: the first line is not the number of words (a .dic starts with it)"
bad_dic junkcount '2 words\nzorb\nzorbl\n' ":1: the first line is not the number of words (a .dic starts with it)"
bad_dic zero '0\nzorb\n' ":1: the number of words: 0 is too small: at least 1"
bad_dic far '1000000\nzorb\n' ":1: the number of words is 1000000, and 1 line of words follows: the file is cut short or the number is wrong"
bad_dic cut '5\nzorb\nzorbl\n' ":1: the number of words is 5, and 2 lines of words follow: the file is cut short or the number is wrong"
bad_dic nowords '3\n' ": no words after the number of words"
bad_dic binary '\177ELF\002\001\001\000\000\003\000' ":1:8: a NUL byte: $NOT_UTF8"
bad_dic latin1 '1\ncaf\351\n' ":2:4: invalid UTF-8 (byte 0x0a after 0xe9): $NOT_UTF8"
# A dictionary whose index was built from its very bytes is not checked
# again (the build checked them); one edited since is, index or not.
mkdir -p "$WORK/vidx"
printf 'SET UTF-8\n' >"$WORK/dicts/vouch.aff"
printf '2\nzorb\nzorbl\n' >"$WORK/dicts/vouch.dic"
DICPATH=$WORK/dicts "$BIN/t/wordck-index" -d vouch -o "$WORK/vidx/vouch.idx" >/dev/null
ok $? "wordck-index builds the index of a good .dic"
printf 'zorb zorbx\n' >"$WORK/in"
WORDCK_INDEX=$WORK/vidx run wordck -d "$WORK/dicts/vouch" "$WORK/in"
status_is 1 "the .dic its index was built from: its words are read"
out_is "zorbx" "and only the word it lacks is printed"
printf '5\nzorb\nzorbl\n' >"$WORK/dicts/vouch.dic"
WORDCK_INDEX=$WORK/vidx run wordck -d "$WORK/dicts/vouch" "$WORK/in"
status_is 2 "the .dic cut short since its index was built: exit 2"
err_is "wordck: $WORK/dicts/vouch.dic:1: the number of words is 5, and 2 lines of words follow: the file is cut short or the number is wrong" "its index does not stand for it: the check says what is wrong"
head -c 4096 "$BIN/wordck" >"$WORK/dicts/elf.dic"
printf 'SET UTF-8\n' >"$WORK/dicts/elf.aff"
DICPATH=$WORK/dicts feed 'zorb\n' wordck -d elf
status_is 2 "a program as a .dic (DICPATH): exit 2"
err_has "^wordck: .*/elf.dic:1:[0-9]+: (a NUL byte|invalid UTF-8 .*): not UTF-8 text \\(" "a program as a .dic: not text"
: >"$WORK/dicts/hollow.aff"
printf '1\nzorb\n' >"$WORK/dicts/hollow.dic"
DICPATH=$WORK/dicts feed 'zorb\n' wordck -d hollow
status_is 2 "an empty .aff: exit 2"
err_is "wordck: $WORK/dicts/hollow.aff: an empty affix file: a dictionary's .aff says at least 'SET UTF-8'" "an empty .aff: the file and what is wrong"
printf 'SET UTF-8\n\000\n' >"$WORK/dicts/hollow.aff"
DICPATH=$WORK/dicts feed 'zorb\n' wordck -d hollow
err_is "wordck: $WORK/dicts/hollow.aff:2:1: a NUL byte: $NOT_UTF8" "a NUL byte in the .aff: the file, line and column"
printf 'zorbl\n' >"$WORK/dicts/extra.dic"
DICPATH=$WORK/dicts feed 'zorb\n' wordck -d club,extra
status_is 2 "a second .dic (added to the first's affixes) is checked too"
err_is "wordck: $WORK/dicts/extra.dic:1: the first line is not the number of words (a .dic starts with it)" "a second .dic: the file and what is wrong"
# What real dictionaries do is kept: a count that is only an estimate, a
# byte order mark, blanks around the count, CRLF lines.
printf 'SET UTF-8\n' >"$WORK/dicts/loose.aff"
printf '\357\273\277 4 \r\nzorb\r\nzorbl\r\n\r\n' >"$WORK/dicts/loose.dic"
DICPATH=$WORK/dicts feed 'zorb zorbl zorbx\n' wordck -d loose
status_is 1 "a loose but real .dic (BOM, blanks, CRLF, count 4 for 2 words)"
out_is "zorbx" "and its words are read"
run wordck -d en_US,netmatch "$WORK/good"
status_is 0 "en_US and netmatch, the real dictionaries, pass the checks"
DICTIONARY=netmatch feed 'wod\n' wordck
out_is "wod" "no -d: \$DICTIONARY names the dictionary"

# Malformed input: a clear error at its place, exit 2, never a crash.
feed 'good\nbad \377 byte\nfine\n' wordck -d en_US
status_is 2 "invalid UTF-8: exit 2"
err_is "wordck: <stdin>:2:5: invalid UTF-8 (byte 0xff): a record is UTF-8 text" "invalid UTF-8: file:line:col"
feed 'good\nnul\000byte\n' wordck -d en_US
status_is 2 "a NUL byte: exit 2"
err_has "^wordck: <stdin>:2:4: NUL byte" "a NUL byte: file:line:col"
head -c 1048576 /dev/zero | tr '\0' 'a' >"$WORK/long"
run wordck -d en_US "$WORK/long"
status_is 2 "a 1 MB line: exit 2"
err_has "long:1:4097: line is too long" "a 1 MB line: a clear error"
run wordck -d en_US "$WORK/no-such-file"
status_is 2 "a missing file: exit 2"
err_has "no-such-file: No such file" "a missing file: says so"
run wordck --policy scrabble
status_is 2 "an unknown policy: exit 2"
run wordck --split words
status_is 2 "an unknown --split: exit 2"
run wordck --prefix ab "$WORK/good"
status_is 2 "--prefix with a FILE: exit 2"
if [ -w /dev/full ]; then
	"$BIN/wordck" -d en_US /usr/share/dict/american-english >/dev/full 2>"$ERR"
	STATUS=$?
	status_is 2 "a full disk: exit 2"
fi

done_testing
