#!/bin/sh
# wordck(1), DESCRIPTION: a simple word (ASCII letters and apostrophes)
# is judged by the closure make builds (every simple form the dictionary's
# affixes yield, with hunspell's verdict in three cases), without hunspell,
# and the verdict must be hunspell's own: hunspell -l is the oracle, and
# wordck prints its very lines.  An affix file with a rule the closure does
# not model leaves hunspell to judge what the closure lacks.
. "$(dirname "$0")/lib.sh"
CLOSURE=build/dicts/en_US.forms

# listing CLOSURE: its header and forms as text, a form a line (the file
# is an image of its table; wordck-closure -l lists it).
listing() {
	"$BIN/t/wordck-closure" -l "$1"
}
listing $CLOSURE >"$WORK/en_US.list"
FORMS=$WORK/en_US.list

# near EVERY SEED <CLOSURE: every EVERY-th form of a closure, in lower
# case, Capitalized, in CAPITALS and in mixed case, and four typing errors
# of it (a letter or apostrophe changed, lost, added; two swapped) in the
# same four cases; a line each.
near() {
	perl -e '
	my ($every, $seed) = @ARGV; srand($seed);
	my @abc = ("a" .. "z", "\x27");
	my ($n, $head) = (0, 1);
	sub cases { my $w = shift;
	    my $m = join "", map { rand() < 0.5 ? uc : $_ } split //, $w;
	    return ($w, ucfirst($w), uc($w), $m); }
	while (<STDIN>) {
		chomp;
		if ($head) { $head = 0 if $_ eq ""; next; }
		next if $n++ % $every;
		my ($f) = split /\t/;
		my ($l, $p) = (length $f, int(rand(length $f)));
		my $c = $abc[int(rand(@abc))];
		my ($sub, $del, $ins, $swp) = ($f, $f, $f, $f);
		substr($sub, $p, 1) = $c;
		substr($del, $p, 1) = "" if $l > 1;
		substr($ins, $p, 0) = $c;
		substr($swp, $p, 2) = reverse substr($swp, $p, 2);
		print join(" ", map { cases($_) } $f, $sub, $del, $ins, $swp),
		    "\n";
	}' "$@"
}

# filler N SEED: N distinct random words of 3 to 8 letters, so that a
# batch holds enough new words for wordck to load its closures.
filler() {
	perl -e 'my ($n, $seed) = @ARGV; srand($seed); my %seen;
	while (keys %seen < $n) { my $w = join "", map { chr(97 +
	    int(rand(26))) } 1 .. 3 + int(rand(6)); next if $seen{$w}++;
	    print "$w\n"; }' "$@"
}

# same FILE DICT NAME: wordck -d DICT prints what hunspell -d DICT -l does.
same() {
	hunspell -d "$2" -l <"$1" >"$WORK/want" 2>/dev/null
	"$BIN/wordck" -d "$2" "$1" >"$OUT" 2>"$ERR"
	STATUS=$?
	cmp -s "$WORK/want" "$OUT"
	r=$?
	ok $r "$3 ($(wc -w <"$1") words, $(wc -l <"$WORK/want") rejected)"
	[ $r = 0 ] || diff "$WORK/want" "$OUT" | head -10 | sed 's/^/#   /'
}

# en_US's closure: complete (its affix file uses only what is modelled).
sed -n 4p $FORMS | grep -qx 'complete 1'; ok $? "en_US's closure is complete"
n=$(sed -n 's/^forms //p' $FORMS)
[ "$n" -gt 150000 ]; ok $? "en_US's closure holds $n simple forms"

# Every 25th form and its typing errors, in four cases, in two locales.
near 25 1 <$FORMS >"$WORK/near"
for l in C.UTF-8 C; do
	LC_ALL=$l same "$WORK/near" en_US "en_US forms and typing errors ($l locale)"
done
status_is 1 "typing errors are rejected"
"$BIN/t/wordck-bench" --distinct 30000 11 >"$WORK/distinct"
same "$WORK/distinct" en_US "30000 distinct words, as the bench makes them"

# The closure answers, not hunspell: a copy that also holds zzzzqx
# (accepted in lower case) and lacks house makes wordck accept the one and
# reject the other in a large batch (which loads the closures), while
# hunspell says the opposite of each.
mkdir -p "$WORK/c1"
awk -v n="$n" '$0 == "forms " n { print "forms " n; next }
    $1 == "house" { print "zzzzqx\t1"; next } { print }' $FORMS |
    "$BIN/t/wordck-closure" -t - -o "$WORK/c1/en_US.forms"
grep -qx 'house	7' $FORMS; ok $? "house is in the closure, in all three cases"
{ head -c 60000 "$WORK/distinct"; echo; echo zzzzqx house; } >"$WORK/many"
WORDCK_INDEX=$WORK/c1 run wordck -d en_US "$WORK/many"
! grep -qx zzzzqx "$OUT"; ok $? "a form the closure lists is accepted"
grep -qx house "$OUT"; ok $? "a simple word the closure lacks is rejected"
printf 'zzzzqx house\n' >"$WORK/two"
WORDCK_INDEX=$WORK/c1 run wordck -d en_US "$WORK/two"
out_is zzzzqx "and alone (no closure loaded), hunspell judges both"
# Incomplete, the closure still says yes, but no longer no.
sed 's/^complete 1$/complete 0/' "$WORK/c1/en_US.forms" >"$WORK/c1/x"
mv "$WORK/c1/x" "$WORK/c1/en_US.forms"
WORDCK_INDEX=$WORK/c1 run wordck -d en_US "$WORK/many"
! grep -qx zzzzqx "$OUT"; ok $? "an incomplete closure: its yes stands"
! grep -qx house "$OUT"; ok $? "an incomplete closure: a word it lacks goes to hunspell"
# A closure built from other files, or damaged, is left out: hunspell.
sed 's/^aff \([0-9]*\) .*/aff \1 0123456789abcdef/' $CLOSURE >"$WORK/c1/en_US.forms"
echo zzzzqx >>"$WORK/many"
WORDCK_INDEX=$WORK/c1 run wordck -d en_US "$WORK/many"
grep -qx zzzzqx "$OUT"; ok $? "a closure of another affix file is not used"
head -c 100000 $CLOSURE >"$WORK/c1/en_US.forms"
WORDCK_INDEX=$WORK/c1 same "$WORK/many" en_US "a closure cut short is not used"

# A dictionary of its own that tries the rules the closure models: cross
# products, strip strings, conditions with sets, NEEDAFFIX, FORBIDDENWORD,
# KEEPCASE, mixed case, capitals with affixes, an apostrophe in a stem.
mkdir -p "$WORK/d" "$WORK/idx"
cat >"$WORK/d/tricky.aff" <<'EOF'
SET UTF-8
TRY esiarntolcdugmphbyfvkw
NEEDAFFIX n
FORBIDDENWORD !
KEEPCASE k
PFX A Y 2
PFX A 0 re .
PFX A e ex e
PFX B N 1
PFX B 0 non [^n]
SFX S Y 4
SFX S y ies [^aeiou]y
SFX S 0 s [aeiou]y
SFX S 0 es [sxzh]
SFX S 0 s [^sxzhy]
SFX D Y 3
SFX D 0 d e
SFX D y ied [^aeiou]y
SFX D 0 ed [^ey]
SFX M Y 1
SFX M 0 's .
SFX G N 2
SFX G e ing e
SFX G 0 ing [^e]
EOF
cat >"$WORK/d/tricky.dic" <<'EOF'
13
try/SDAM
play/SDAG
echo/ASBD
box/SB
McDonald/M
NASA/MS
Paris/M
tear/nS
bad/!
iPod/kS
o'clock
make/GAD
nut/B
EOF
cp "$WORK/d/tricky.aff" "$WORK/d/tricky.aff.orig"
cp "$WORK/d/tricky.dic" "$WORK/d/tricky.dic.orig"
"$BIN/t/wordck-closure" -d "$WORK/d/tricky" -o "$WORK/idx/tricky.forms" >"$OUT"
out_has 'complete' "wordck-closure: a complete closure"
listing "$WORK/idx/tricky.forms" >"$WORK/tricky.list"
for w in 'try	7' 'retried	7' 'exchoed	7' 'nonbox	7' "mcdonald's	4" \
    'nasas	4' "paris's	6" 'tears	7' 'tear	0' 'bad	0' 'ipods	0' \
    "o'clock	7" 'remaked	7' 'echoed	7' 'making	7'; do
	grep -qx "$w" "$WORK/tricky.list"
	ok $? "tricky's closure: $(echo "$w" | tr '\t' ' ')"
done
for w in nonnut nonboxes remaking plaied played; do
	! grep -q "^$w	" "$WORK/tricky.list"
	ok $? "tricky's closure: no $w (a condition, or no cross product)"
done
{ filler 5000 3; near 1 4 <"$WORK/tricky.list"; } >"$WORK/tw"
for l in C.UTF-8 C; do
	LC_ALL=$l WORDCK_INDEX=$WORK/idx same "$WORK/tw" "$WORK/d/tricky" "tricky: forms and typing errors ($l locale)"
done

# Rules the closure does not model: wordck-closure says so and writes an
# incomplete closure, and wordck still prints hunspell's lines.
# variant WHY AFF-LINES DIC-LINES WORDS: tricky with those lines added.
variant() {
	cp "$WORK/d/tricky.aff.orig" "$WORK/d/tricky.aff"
	printf "$2" >>"$WORK/d/tricky.aff"
	{ sed 1d "$WORK/d/tricky.dic.orig"; printf "$3"; } >"$WORK/dic"
	{ grep -c . "$WORK/dic"; cat "$WORK/dic"; } >"$WORK/d/tricky.dic"
	"$BIN/t/wordck-closure" -d "$WORK/d/tricky" -o "$WORK/idx/tricky.forms" >"$OUT"
	out_has "incomplete.*$1" "wordck-closure: $1: incomplete"
	sed -n 4p "$WORK/idx/tricky.forms" | grep -qx 'complete 0'
	ok $? "$1: the closure says complete 0"
	{ filler 5000 5; echo "$4"; } >"$WORK/tw"
	WORDCK_INDEX=$WORK/idx same "$WORK/tw" "$WORK/d/tricky" "$1: the same lines as hunspell -l"
	grep -q "$(echo "$4" | cut -d' ' -f1)" "$WORK/want"
	ok $((! $?)) "$1: hunspell accepts $(echo "$4" | cut -d' ' -f1), which the closure lacks"
}
variant COMPOUNDFLAG 'COMPOUNDFLAG X\n' 'black/X\nbird/X\n' 'blackbird BLACKBIRD'
# The test can fail: the same closure said complete misjudges blackbird.
sed 's/^complete 0$/complete 1/' "$WORK/idx/tricky.forms" >"$WORK/x"
mv "$WORK/x" "$WORK/idx/tricky.forms"
WORDCK_INDEX=$WORK/idx run wordck -d "$WORK/d/tricky" "$WORK/tw"
grep -qx blackbird "$OUT"; ok $? "COMPOUNDFLAG: a closure said complete rejects blackbird, which hunspell accepts"
variant 'continuation classes' 'SFX C Y 1\nSFX C 0 ful/S .\n' 'care/C\n' 'carefuls careful'
variant IGNORE 'IGNORE h\n' '' 'bhox hplay'
variant BREAK 'BREAK 1\nBREAK o\n' '' 'tryoplay boxotry'
variant 'ICONV' 'ICONV 1\nICONV q y\n' '' 'plaq trq'
variant 'compound rule' 'COMPOUNDRULE 1\nCOMPOUNDRULE XY\n' 'sun/X\nset/Y\n' 'sunset SUNSET'
for v in 'CHECKSHARPS' 'LANG tr_TR' 'FLAG long' 'COMPLEXPREFIXES' \
    'SOMETHINGNEW 1' 'SFX Z Y 1\nSFX Z 0 s [ab' 'SFX Z Y 1\nSFX Z 0 s a]' \
    'SFX Z Y 1\nSFX Z 0 s []' 'SFX Z Y 1\nSFX Z 0 s [^a^b]' \
    'SFX Z Y 1\nSFX Z 0 s ..................... '; do
	cp "$WORK/d/tricky.aff.orig" "$WORK/d/tricky.aff"
	printf '%b\n' "$v" >>"$WORK/d/tricky.aff"
	cp "$WORK/d/tricky.dic.orig" "$WORK/d/tricky.dic"
	"$BIN/t/wordck-closure" -d "$WORK/d/tricky" -o "$WORK/idx/tricky.forms" >"$OUT"
	sed -n 4p "$WORK/idx/tricky.forms" | grep -qx 'complete 0'
	ok $? "$(printf '%s' "$v" | sed 's/\\n/; /g'): not modelled, the closure says complete 0"
done

# An 8-bit dictionary: ASCII letters are the same bytes in ISO8859-1, and
# its closure (built through the conversion hunspell is asked with) is
# complete.  hunspell's ISO8859-9 pairs I with the dotless ı (\375) and i
# with İ, so that KIM is the capitals of kım, not of kim: there the
# closure is incomplete (wordck(1), IMPLEMENTATION NOTES).
# eightbit SET: tricky in that encoding, with kım and cafés; its closure.
eightbit() {
	sed "1s/.*/SET $1/" "$WORK/d/tricky.aff.orig" >"$WORK/d/tricky.aff"
	{ echo 15; sed 1d "$WORK/d/tricky.dic.orig"
	    printf 'k\375m\ncaf\351/S\n'; } >"$WORK/d/tricky.dic"
	"$BIN/t/wordck-closure" -d "$WORK/d/tricky" \
	    -o "$WORK/idx/tricky.forms" >"$OUT"
	{ filler 5000 7; echo KIM kim Kim cafés CAFÉS
	    listing "$WORK/idx/tricky.forms" | near 1 4; } >"$WORK/tw"
}
eightbit ISO8859-1
sed -n 4p "$WORK/idx/tricky.forms" | grep -qx 'complete 1'
ok $? "SET ISO8859-1: the closure says complete 1"
LC_ALL=C.UTF-8 WORDCK_INDEX=$WORK/idx same "$WORK/tw" "$WORK/d/tricky" \
    "SET ISO8859-1: forms, typing errors, kým and cafés: the same lines as hunspell -l"
eightbit ISO8859-9
sed -n 4p "$WORK/idx/tricky.forms" | grep -qx 'complete 0'
ok $? "SET ISO8859-9: the closure says complete 0"
LC_ALL=C.UTF-8 WORDCK_INDEX=$WORK/idx same "$WORK/tw" "$WORK/d/tricky" \
    "SET ISO8859-9: the same lines as hunspell -l"
! grep -qx KIM "$WORK/want"; ok $? "SET ISO8859-9: hunspell accepts KIM (kım)"
# The test can fail: the same closure said complete misjudges KIM.
sed 's/^complete 0$/complete 1/' "$WORK/idx/tricky.forms" >"$WORK/x"
mv "$WORK/x" "$WORK/idx/tricky.forms"
LC_ALL=C.UTF-8 WORDCK_INDEX=$WORK/idx run wordck -d "$WORK/d/tricky" "$WORK/tw"
grep -qx KIM "$OUT"; ok $? "SET ISO8859-9: a closure said complete rejects KIM"

done_testing
