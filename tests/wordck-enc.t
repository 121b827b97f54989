#!/bin/sh
# wordck(1) with dictionaries in an 8-bit encoding, and a .dic with a
# comment after its count (issue 22): wordck prints, byte for byte, what
# hunspell -l prints on the same UTF-8 input (the hunspell program is the
# oracle), and a few verdicts derived by hand show what that means.
#
# hunspell(5), SET: "Set character encoding of words and morphemes in
# affix and dictionary files.  Possible values: UTF-8, ISO8859-1 -
# ISO8859-10, ISO8859-13 - ISO8859-15, KOI8-R, KOI8-U ..."; an affix file
# without SET is read as ISO8859-1.  The hunspell program converts each
# word of its input from the locale's encoding (UTF-8 here) into the
# dictionary's with iconv, and prints the word as it read it.
. "$(dirname "$0")/lib.sh"
D=$WORK/dicts
mkdir "$D"
export LC_ALL=C.UTF-8

# dict NAME AFF DIC: write $D/NAME.aff and $D/NAME.dic (printf formats).
dict() {
	printf "$2" >"$D/$1.aff"
	printf "$3" >"$D/$1.dic"
}

# same NAME TEXT WHAT: wordck -d NAME prints hunspell -d NAME -l's lines
# on TEXT (a printf format), exits 1 if it prints one, else 0.
same() {
	printf "$2" >"$WORK/in"
	hunspell -d "$D/$1" -l <"$WORK/in" >"$WORK/want" 2>/dev/null
	run wordck -d "$D/$1" "$WORK/in"
	cmp -s "$WORK/want" "$OUT"
	r=$?
	ok $r "$3: hunspell -l's lines ($(wc -l <"$WORK/want"))"
	[ $r = 0 ] || diff "$WORK/want" "$OUT" | head -10 | sed 's/^/#   /'
	if [ -s "$WORK/want" ]; then status_is 1 "$3: a word rejected"
	else status_is 0 "$3: every word accepted"; fi
}

SFX='SFX S Y 1\nSFX S 0 s .\n'

# ISO8859-1: accented letters, each one byte (é is \351).  A word the
# dictionary has only capitalized is rejected in lower case and accepted
# in capitals; a word without its accent is another word.
dict latin1 "SET ISO8859-1\nTRY esianrt\n$SFX" \
    '4\ncaf\351/S\nna\357ve\n\311mile\nse\361or\n'
same latin1 'café cafés CAFÉS naïve NAÏVE Émile émile ÉMILE señor\ncafe naive Emile senor\n' \
    "ISO8859-1"
out_is "émile
cafe
naive
Emile
senor" "ISO8859-1: the accented words found, émile and the unaccented ones not"
# hunspell converts a word up to the first letter the encoding lacks
# (ż is not Latin-1): 'caféż' is asked as 'café', 'naiż' as 'nai'.
same latin1 'caféż naiż\n' "ISO8859-1, a letter Latin-1 lacks"
out_is "naiż" "the word is asked up to that letter, as hunspell asks it"

# ISO8859-2: Polish letters Latin-1 lacks (ł \263, ż \277, ź \274, ó \363,
# ą \261, Ł \243, Ż \257, Ó \323, Ź \254).
dict latin2 "SET ISO8859-2\nTRY aeiou\n$SFX" \
    '4\n\263\363d\274\n\277\363\263w/S\nKrak\363w\n\274d\274b\263o\n'
same latin2 'łódź ŁÓDŹ żółw żółws ŻÓŁW Kraków kraków KRAKÓW źdźbło\nlodz zolw Krakow\n' \
    "ISO8859-2"
out_is "kraków
lodz
zolw
Krakow" "ISO8859-2: the Polish words found in every case hunspell allows"
same latin2 'łódźæ æłódź\n' "ISO8859-2, a letter Latin-2 lacks"
[ ! -s "$OUT" ]
ok $? "æ is not Latin-2: each word is asked up to it (łódź, then nothing)"

# ISO-8859-15: the letters it has in place of Latin-1's signs (œ \275,
# Œ \274, š \250, Š \246), and € (\244) as a word character.
dict latin9 "SET ISO-8859-15\nWORDCHARS 0123456789\244\nTRY aeiou\n" \
    '4\n\275uvre\nc\275ur\n\246koda\n12\244\n'
same latin9 'œuvre ŒUVRE Œuvre cœur CŒUR Škoda škoda ŠKODA 12€ 13€\noeuvre coeur Skoda\n' \
    "ISO-8859-15"
out_is "škoda
13€
oeuvre
coeur
Skoda" "ISO-8859-15: œ, Š and € read as its letters and word characters"

# No SET: ISO8859-1, as hunspell reads it; ° (\260) a word character.
dict noset "WORDCHARS 0123456789\260\n" \
    '4\nh\364tel\nZ\374rich\nfa\347ade\n90\260\n'
same noset 'hôtel HÔTEL Zürich zürich façade FAÇADE 90° 45°\nhotel Zurich\n' \
    "no SET"
out_is "zürich
45°
hotel
Zurich" "no SET: read as ISO8859-1, ° a word character in UTF-8"

# The SET hunspell reads: the first line that starts with SET (SETX too),
# not one after it nor one after a blank.  ñ is \361 in ISO8859-1, ń in
# ISO8859-2: the dictionary's word aX is añ or ań by its encoding.
for aff in 'SET ISO8859-2\nSET ISO8859-1\n' 'SETX ISO8859-2\n' \
    ' SET ISO8859-2\n' 'SET ISO8859-1\nSET ISO8859-2\n'; do
	dict first "$aff" '1\na\361\n'
	same first 'añ ań\n' "$(printf "$aff" | head -1 | sed 's/^ /a blank, /') first"
	case $aff in
	' '*|*1'\nSET '*)	want="ań" ;;	# ISO8859-1: the word is añ
	*)			want="añ" ;;
	esac
	out_is "$want" "the first SET line gives the encoding"
done
# And the first WORDCHARS: 1° is one word with °, two without.
dict wc 'WORDCHARS 0123456789\260\nWORDCHARS 0123456789\n' '1\n1\260\n'
same wc '1° 2°\n' "the first WORDCHARS"
out_is "2°" "the first WORDCHARS line gives the word characters"

# Two dictionaries, each in its own encoding: a word is in if either has it.
printf 'café łódź Kraków cafe\n' >"$WORK/in"
run wordck -d "$D/latin1,$D/latin2" "$WORK/in"
out_is "cafe" "ISO8859-1 and ISO8859-2 at once: each word asked in each's encoding"
# Suggestions come back in UTF-8.
printf 'cafe\n' >"$WORK/in"
run wordck -d "$D/latin1" --suggest "$WORK/in"
out_has "^cafe	misspelled	(.*, )?café(,|$)" "a suggestion from ISO8859-1, in UTF-8"

# A comment after the count: hunspell reads the count and leaves it.
dict persian "SET UTF-8\n" '3 # Old Persian numbers\nyak\ndo\nse\n'
same persian 'yak do se chahar\n' "a comment after the count"
out_is "chahar" "a comment after the count: the three words are read"
dict persian8 "SET ISO8859-1\n" '2\t# nombres\nun\ndeux\n'
same persian8 'un deux trois\n' "a comment after the count, ISO8859-1"
out_is "trois" "its words are read"
# Its twin: words after the count, not a comment, are not the count.
dict persian2 "SET UTF-8\n" '3 Old Persian numbers\nyak\ndo\nse\n'
printf 'yak\n' >"$WORK/in"
run wordck -d "$D/persian2" "$WORK/in"
status_is 2 "words after the count, not a comment: refused"
err_is "wordck: $D/persian2.dic:1: the first line is not the number of words (a .dic starts with it)" "and said so"

# The games: "The challenge is resolved using a dictionary agreeable to
# all players.  If the challenged word is allowable, play continues"
# (control-word.org, Challenging); one in ISO8859-1 serves as well, by -d
# or the Dictionary tag, with its prefix index built by wordck-index.
mkdir "$WORK/idx"
dict mots "SET ISO8859-1\n$SFX" '4\nexist/S\nrated\ncaf\351/S\n\351lan\n'
dict sans "SET ISO8859-1\n$SFX" '3\nrated\ncaf\351/S\n\351lan\n'
for d in mots sans; do
	"$BIN/t/wordck-index" -d "$D/$d" -o "$WORK/idx/$d.idx" >/dev/null
	ok $? "wordck-index: the index of $d (ISO8859-1)"
done
WORDCK_INDEX=$WORK/idx run wordck -d "$D/mots" --prefix C
out_is "café
cafés" "its index holds its words in UTF-8"
sed -n '/^\[Game/,/^$/{/^$/q;p;}' fixtures/cw/challenge.rec >"$WORK/one.rec"
grep -q 'challenge' "$WORK/one.rec"; ok $? "ann challenges bob's EXIST"
WORDCK_INDEX=$WORK/idx run cw-check -d "$D/mots" "$WORK/one.rec"
status_is 0 "cw-check -d: EXIST and RATED in an ISO8859-1 dictionary: play continues"
WORDCK_INDEX=$WORK/idx run cw-check -d "$D/sans" "$WORK/one.rec"
status_is 1 "its twin without exist"
out_has "EXIST is not a word \(misspelled\)" "the challenged EXIST is not allowable"
for d in mots sans; do
	sed "s|^\[Mat|[Dictionary \"$D/$d\"]\n[Mat|" "$WORK/one.rec" \
	    >"$WORK/$d.rec"
	WORDCK_INDEX=$WORK/idx run cw-check "$WORK/$d.rec"
	[ $d = mots ] && status_is 0 "the Dictionary tag names an ISO8859-1 dictionary"
done
status_is 1 "and names its twin without exist"

# A NUL byte is not text in any encoding.
printf 'SET ISO8859-1\n' >"$D/nul.aff"
printf '2\ncaf\351\nab\000c\n' >"$D/nul.dic"
printf 'café\n' >"$WORK/in"
run wordck -d "$D/nul" "$WORK/in"
status_is 2 "a NUL byte in an ISO8859-1 .dic: refused"
err_is "wordck: $D/nul.dic:3:3: a NUL byte: not text" "at its place"
# Latin-1 bytes in a dictionary that says SET UTF-8 are not UTF-8.
printf 'SET UTF-8\n' >"$D/liar.aff"
printf '1\ncaf\351\n' >"$D/liar.dic"
run wordck -d "$D/liar" "$WORK/in"
status_is 2 "Latin-1 bytes in a UTF-8 dictionary: refused"
err_is "wordck: $D/liar.dic:2:4: invalid UTF-8 (byte 0x0a after 0xe9): not UTF-8 text (the dictionary's encoding, SET UTF-8)" "at their place"

done_testing
