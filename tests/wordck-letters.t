#!/bin/sh
# wordck(1) IMPLEMENTATION NOTES, words-letters.h: the closure of a UTF-8
# dictionary answers for words of Latin-1 and Latin Extended-A letters as
# hunspell -l does, which needs its case of each letter to be hunspell's:
# a word hunspell takes for CAPITALS must be taken so (and looked up in
# lower case), one it takes for mixed case only as written.  So a
# dictionary has, for every letter from U+00C0 to U+017F, words in its
# small letter, and the input writes each of them in every mix of capitals
# and small letters, and beside them the letters outside the set whose
# case is in it (long s, dotless i, I with a dot, the Kelvin sign, the
# Angstrom sign, capital sharp s): hunspell -l is the oracle, and wordck
# must print its very lines.  A doctored closure shows the closure is what
# answers.
. "$(dirname "$0")/lib.sh"
export LC_ALL=C.UTF-8
D=$WORK/d
mkdir "$D"

# The dictionary: for each small letter l of the range, xlx, lxx/S and
# Qlq (a capital first, as a name); not the dotless i and the long s,
# whose capitals are I and S (the closure would be incomplete).
perl -CS -e '
my @w;
for my $c (0xc0 .. 0x17f) {
	my $l = lc chr $c;
	next if length($l) != 1 || $l eq chr(0xd7) || $l eq chr(0xf7) ||
	    $c == 0x131 || $c == 0x17f;
	push @w, "x${l}x", "${l}xx/S", "Q${l}q";
}
print scalar(@w), "\n", map { "$_\n" } @w;' >"$D/letters.dic"
printf 'SET UTF-8\nTRY xq\nSFX S Y 1\nSFX S 0 s .\n' >"$D/letters.aff"
"$BIN/t/wordck-closure" -d "$D/letters" -o "$D/letters.forms" >"$WORK/built"
ok $? "the letters' closure is built"
grep -qx 'letters latin' "$D/letters.forms"; ok $? "its letters are latin"
grep -qx 'complete 1' "$D/letters.forms"; ok $? "it is complete"

# The input: each letter of the range and the six others in every mix of
# case of x_x, _xx, _xxs, Q_q; then filler words, so that the batch is
# large enough for wordck to load the closure.
perl -CS -e '
my @c = ((0xc0 .. 0x17f), 0x1e9e, 0x212a, 0x212b);
srand(7);
for my $c (@c) {
	my $k = chr $c;
	my ($l, $u) = (lc $k, uc $k);
	$u = $k if length($u) != 1;
	$l = $k if length($l) != 1;
	my @out;
	for my $m (0 .. 7) {
		my @p = map { ($m >> $_) & 1 } 0 .. 2;
		my $x = $p[0] ? "X" : "x";
		my $y = $p[2] ? "X" : "x";
		my $q = $p[0] ? "Q" : "q";
		my $z = $p[2] ? "Q" : "q";
		my $mid = $p[1] ? $u : $l;
		push @out, "$x$mid$y", "$mid$x$y", "$mid$x${y}s", "$q$mid$z";
	}
	print "@out\n";
}
for (1 .. 5000) {
	print join("", map { chr(97 + int(rand(26))) } 1 .. 6), "\n";
}' >"$WORK/in"
hunspell -d "$D/letters" -l <"$WORK/in" >"$WORK/want" 2>/dev/null
WORDCK_INDEX=$D run wordck -d "$D/letters" "$WORK/in"
cmp -s "$WORK/want" "$OUT"
r=$?
ok $r "every letter in every case: hunspell -l's lines ($(wc -l <"$WORK/want") of $(wc -w <"$WORK/in") words)"
[ $r = 0 ] || diff "$WORK/want" "$OUT" | head -10 | sed 's/^/#   /'
! grep -qx "$(printf 'x\303\251x')" "$OUT"
ok $? "x, e acute, x is in the dictionary: accepted"
grep -qx "$(printf 'X\303\251X')" "$OUT"
ok $? "in capitals but a small e acute, it is in mixed case: rejected"

# The closure answers: with every verdict in it made yes, the rejected
# spellings of the dictionary's words are accepted.
mkdir "$D/doctored"
"$BIN/t/wordck-closure" -l "$D/letters.forms" |
    perl -CSD -ne 'if (/^(.+)\t[0-7]$/) { $_ = lc($1) eq $1 ? "$1\t7\n" :
    "$1\t1\n" } print' |
    "$BIN/t/wordck-closure" -t - -o "$D/doctored/letters.forms"
cp "$D/letters.aff" "$D/letters.dic" "$D/doctored/"
WORDCK_INDEX=$D/doctored run wordck -d "$D/doctored/letters" "$WORK/in"
[ "$(wc -l <"$OUT")" -lt "$(wc -l <"$WORK/want")" ]
ok $? "a doctored closure changes the verdicts: it is what answers"
done_testing
