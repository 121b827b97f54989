#!/bin/sh
# wordck(1), RULES: Alphagon admits "all dictionary terms, plus
# geographic nouns" (alphagon.txt), and en_US is made from SCOWL's lists,
# which say what each of its words is: english-abbreviations an
# abbreviation (a term only if a words list has it too), special-roman-
# numerals a Roman numeral, proper-names a person's name, upper a place
# or another capitalized word, words a common word.  For every word of
# en_US (unmunch's forms of letters only, 4 or more), in lower case,
# Capitalized and in CAPITALS, wordck --policy alphagon takes the letters
# if one of their forms in en_US is a term: a common word, a place, or
# with --names a person's name; an abbreviation is refused in every case.
# The lists' accented words stand for en_US's plain spellings (Bogota
# for Bogotá), as SCOWL strips the accents to make en_US.
. "$(dirname "$0")/lib.sh"
SCOWL=/usr/share/dict/scowl
AFF=/usr/share/hunspell/en_US.aff
DIC=/usr/share/hunspell/en_US.dic

if [ ! -d "$SCOWL" ] || [ ! -f "$DIC" ] || ! command -v unmunch >/dev/null; then
	echo "1..0 # skip SCOWL, en_US or unmunch is not here (make deps)"
	exit 0
fi

# The expected verdicts: each word a line in three cases, with "ok",
# "refused" or "personal-name" (a person's name refused), into
# $WORK/want (default) and $WORK/want-names (--names); the words, in the
# same order, into $WORK/in; the counts of each kind into $WORK/counts.
unmunch "$DIC" "$AFF" 2>/dev/null | perl -CSD -MUnicode::Normalize -e '
	my ($scowl, $dir) = @ARGV;
	my (%list, %forms);
	for my $kind ("abbreviations", "words", "proper-names", "upper") {
		for my $f (glob("$scowl/english-$kind.* $scowl/american-$kind.*")) {
			open my $fh, "<:encoding(UTF-8)", $f or die "$f: $!";
			while (<$fh>) {
				chomp;
				$list{$kind}{$_} = 1;
				(my $plain = NFD($_)) =~ s/\p{Mn}//g;
				$list{$kind}{$plain} = 1;
			}
		}
	}
	for my $f (glob("$scowl/special-roman-numerals.*")) {
		open my $fh, "<", $f or die "$f: $!";
		while (<$fh>) { chomp; $list{roman}{$_} = 1 }
	}
	sub kind { my $w = shift;
		return "abbreviation" if $list{roman}{$w} ||
		    ($list{abbreviations}{$w} && !$list{words}{$w});
		return "word" if $list{words}{$w};
		return "place" if $list{upper}{$w};
		return "name" if $list{"proper-names"}{$w};
		return "none";
	}
	while (<STDIN>) {
		chomp;
		s/\/.*//;
		next unless /^[A-Za-z]{4,}$/;
		$forms{lc $_}{$_} = 1;
	}
	my %n;
	open my $in, ">", "$dir/in" or die;
	open my $want, ">", "$dir/want" or die;
	open my $names, ">", "$dir/want-names" or die;
	for my $key (sort keys %forms) {
		# Its forms the policy can reach from tiles: in lower case,
		# and Capitalized (one in CAPITALS only is an acronym).
		my ($lower, $cap) = ($key, ucfirst $key);
		my $lk = $forms{$key}{$lower} ? kind($lower) : undef;
		my $ck = $forms{$key}{$cap} ? kind($cap) : undef;
		# A capitalized form in no list cannot be judged by them.
		if (defined $ck && $ck eq "none") { $n{unlisted}++; next }
		my ($v, $vn);
		if (defined $lk && $lk ne "abbreviation") {
			($v, $vn) = ("ok", "ok");
			$n{common}++;
		} elsif (defined $ck && ($ck eq "place" || $ck eq "word")) {
			($v, $vn) = ("ok", "ok");
			$n{place}++;
		} elsif (defined $ck && $ck eq "name") {
			# The lower case is judged first: terr, an
			# abbreviation, before Terr.
			($v, $vn) = (defined $lk ? "refused" : "personal-name",
			    "ok");
			$n{name}++;
		} elsif (defined $lk || defined $ck) {
			($v, $vn) = ("refused", "refused");
			$n{abbreviation}++;
		} else {
			next;	# in capitals or mixed case only
		}
		for my $w ($lower, $cap, uc $key) {
			print $in "$w\n";
			print $want "$w\t$v\n";
			print $names "$w\t$vn\n";
		}
	}
	open my $c, ">", "$dir/counts" or die;
	print $c "$_ ", $n{$_} // 0, "\n"
	    for qw(common place name abbreviation unlisted);
' "$SCOWL" "$WORK"

count() { sed -n "s/^$1 //p" "$WORK/counts"; }
sed 's/^/# /' "$WORK/counts"
[ "$(count abbreviation)" -gt 100 ] && [ "$(count name)" -gt 1000 ] &&
    [ "$(count place)" -gt 1000 ] && [ "$(count common)" -gt 50000 ]
ok $? "en_US has hundreds of abbreviations, thousands of persons' names and places"
[ "$(count unlisted)" -lt 100 ]
ok $? "few capitalized words of en_US are in no list ($(count unlisted))"

# wordck --all's verdicts, "ok", the name of a person's, or "refused".
verdicts() {
	"$BIN/wordck" -d en_US --policy alphagon --all "$@" <"$WORK/in" |
	    awk -F '\t' '{ v = $2 == "ok" || $2 == "personal-name" ? $2 : "refused"
		print $1 "\t" v }' >"$OUT"
}
verdicts
cmp -s "$WORK/want" "$OUT"
ok $? "alphagon: common words and places taken, abbreviations and persons' names refused, in every case ($(wc -l <"$OUT") words)"
cmp -s "$WORK/want" "$OUT" || diff "$WORK/want" "$OUT" | head -20 | sed 's/^/#   /'
verdicts --names
cmp -s "$WORK/want-names" "$OUT"
ok $? "alphagon --names: persons' names taken too, abbreviations still refused"
cmp -s "$WORK/want-names" "$OUT" || diff "$WORK/want-names" "$OUT" | head -20 | sed 's/^/#   /'
done_testing
