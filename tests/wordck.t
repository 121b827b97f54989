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

# --json: one object per word, with its place.
feed 'good wrod\n  fine\n' wordck -d en_US --json
out_is '{"word":"good","ok":true,"verdict":"ok","file":"<stdin>","line":1,"col":1}
{"word":"wrod","ok":false,"verdict":"misspelled","file":"<stdin>","line":1,"col":6}
{"word":"fine","ok":true,"verdict":"ok","file":"<stdin>","line":2,"col":3}' "--json: one object per word, file, line and column"
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

# dicts/netmatch.txt: the words of NetMatch's 75 cards (netmatch.txt).
rules=../shared/rules/netmatch.txt
if [ -f "$rules" ]; then
	sed -n '/^TEST/,$p' "$rules" | tr -s ' \t' '\n\n' | grep . |
	    tr 'A-Z' 'a-z' >"$WORK/cards"
	cmp -s "$WORK/cards" dicts/netmatch.txt
	ok $? "dicts/netmatch.txt: the words of the rules' cards, in order"
else
	echo "ok $((tap_n += 1)) # skip $rules is not here"
fi
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
printf 'SET ISO8859-1\n' >"$WORK/dicts/latin.aff"
printf '1\nword\n' >"$WORK/dicts/latin.dic"
DICPATH=$WORK/dicts feed 'word\n' wordck -d latin
status_is 2 "a dictionary not in UTF-8: exit 2"
DICPATH=$WORK/dicts feed 'word\n' wordck -d club
status_is 1 "DICPATH: a dictionary found there"
run wordck -d "$WORK/dicts/club" "$WORK/good"
status_is 1 "-d PATH: a dictionary by its path"
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
