#!/bin/sh
# Seeded random legal games from cw-moves --random, refereed by cw-check,
# by the rules of 2018-03 and a share by those of 2018-04-04 (two dice,
# the replacement die's cap, round 1's first word on the mat, redraws of
# 5 at least): every game accepted with its Result tag; each player's final total the
# points scored in play, plus the end table's points and bonuses, less 5
# for each penalty token, the tokens counted again from the record (2 for
# each redraw after a turn's first; the random challenges are all wrong);
# game i of a batch the same bytes as its seed alone.  (tests/unit/
# cwrandom.c replays another thousand, checking each play's points and
# writing each record back.)
. "$(dirname "$0")/lib.sh"

# 1400 games as built; the sanitizers are slower, so 140 under them.
case $BIN in
*san*)	scale=1 ;;
*)	scale=10 ;;
esac

# Each player's total in cw-check --json's objects ($OUT) is in play plus
# the end table less 5 a token, the tokens counted from the record $1.
totals_add_up() {
	perl -MJSON::PP -e '
		my ($rec, $json) = @ARGV;
		my (@tokens, %redraws, $g);
		open my $r, "<", $rec or die;
		while (<$r>) {
			if (/^\[Game /) { $g++; %redraws = () }
			next unless /^(\d+) (\S+) redraw /;
			$tokens[$g]{$2} += 2 if $redraws{"$1 $2"}++;
		}
		open my $j, "<", $json or die;
		my $bad = 0;
		while (<$j>) {
			my $o = decode_json($_);
			for my $p (@{$o->{players}}) {
				my $t = $tokens[$o->{game}]{$p->{name}} // 0;
				$bad++, print "# game $o->{game}: $p->{name}: penalties\n"
				    if $p->{penalties} != $t;
				$bad++, print "# game $o->{game}: $p->{name}: total\n"
				    if $p->{total} != $p->{in_play} + $p->{word_points}
				    + $p->{word_bonus} - 5 * $t;
			}
		}
		exit($bad ? 1 : 0);
	' "$1" "$OUT"
}

seed=5000
total=0
pairs=0
for rules in 2018-03 2018-04-04; do
paid=0
for players in 2 3 4; do
	n=$((40 * scale))
	[ $rules = 2018-04-04 ] && n=$((20 * scale))
	"$BIN/cw-moves" --random --rules $rules --seed $seed --games $n \
	    --players $players >"$WORK/games.rec"
	ok $? "$n games of $players players, rules of $rules"
	run cw-check "$WORK/games.rec"
	status_is 0 "$players players: every game legal, every Result tag right"
	[ "$(wc -l <"$OUT")" = $n ]; ok $? "$players players: $n results"
	run cw-check --json "$WORK/games.rec"
	totals_add_up "$WORK/games.rec"
	ok $? "$players players: each total is in play + end table - 5 a token"
	grep -q '"penalties":[1-9]' "$OUT" && paid=$((paid + 1))
	if [ $rules = 2018-04-04 ]; then
		[ "$(grep -c '^\[Rules "2018-04-04"\]$' "$WORK/games.rec")" = $n ]
		ok $? "$players players: each game under its Rules tag"
		! grep ' host roll ' "$WORK/games.rec" |
		    grep -qv ' roll [6-9] [2-5]$'
		ok $? "$players players: both dice rolled, each within its faces"
		run cw-check --rules 2018-03 "$WORK/games.rec"
		status_is 1 "$players players: refused by the rules of 2018-03"
	fi
	pairs=$((pairs + $(grep -c \
	    ' replace [0-9-]*,[0-9-]* [A-Z] [0-9-]*,[0-9-]* [A-Z]$' \
	    "$WORK/games.rec")))
	seed=$((seed + n))
	total=$((total + n))
done
[ $paid -gt 0 ]; ok $? "$rules: some player redrew twice in a turn and paid"
done
[ $pairs -gt 0 ]; ok $? "$pairs replacement turns of two squares"
# Under the rule that unchallenged words stand: misspelled plays, some
# withdrawn by a right challenge (a penalty token), some standing.
n=$((20 * scale))
"$BIN/cw-moves" --random --unchallenged-stand --seed $seed --games $n \
    --players 3 >"$WORK/games.rec"
ok $? "$n games letting unchallenged words stand"
run cw-check --unchallenged-stand "$WORK/games.rec"
status_is 0 "--unchallenged-stand: every game legal, every Result tag right"
[ "$(grep -c ' wins\| share the win' "$OUT")" = $n ]; ok $? "$n results"
out_has ': unchallenged on line [0-9]*: [A-Z]* is not a word' \
    "some misspelled words stood"
run cw-check "$WORK/games.rec"
status_is 1 "without the option, the misspelled plays are refused"
total=$((total + n))

[ $total -ge 120 ]; ok $? "$total games in all"

# The same seed, the same bytes; game i of a batch is seed S + i - 1's.
"$BIN/cw-moves" --random --seed 77 --games 5 >"$WORK/a"
"$BIN/cw-moves" --random --seed 77 --games 5 >"$WORK/b"
cmp -s "$WORK/a" "$WORK/b"; ok $? "the same seed twice: the same bytes"
"$BIN/cw-moves" --random --seed 80 >"$WORK/c"
awk '/^# cw-moves --random --seed 81$/ { exit }
    /^# cw-moves --random --seed 80$/ { on = 1 } on' "$WORK/a" | sed '$d' \
    >"$WORK/d"
cmp -s "$WORK/c" "$WORK/d"; ok $? "the fourth game of seed 77 is seed 80's"
done_testing
