#!/bin/sh
# Seeded random legal games from ag-moves --random, refereed by ag-check
# and scored by ag-score: every game accepted; each player's points as
# ag-check counts them, and ag-score's totals and turn by turn sum, equal
# to the sum of what the events scored by the rules (a closed word of 4-5
# letters 4, 6-7 letters 5, 8 or more 6; a syllable 3, a shape 3; a word
# admitted after a doubt is the stated word's; a declaration scores by its
# shortest word, unless contradicted: the contradicting word's, for the
# contradictor; a correction rescores it by the shorter word); the record
# read back reaching the turn and points the engine that wrote it reached
# (its closing comment); varied games: every verb of play and every end;
# game i of a batch the same bytes as its seed alone.
. "$(dirname "$0")/lib.sh"

# 2000 games as built; the sanitizers are slower, so 200 under them.
# Every game ends by the rules, with a result: a player at the goal, the
# polygon closed, 10 sides, stuck, or no player holding a letter.
case $BIN in
*san*)	scale=1 ;;
*)	scale=10 ;;
esac

# The points of each game counted from the record $1, against ag-check
# --json's ($OUT), and the engine's closing comment against both.  The
# random statements that are no word end in QXZ (ag-moves(1)); the others
# are words of the dictionary, admitted.
points_add_up() {
	perl -MJSON::PP -e '
		my ($rec, $json) = @ARGV;
		sub worth { my $l = length shift; $l < 4 ? 0 : $l <= 5 ? 4 : $l <= 7 ? 5 : 6 }
		my (@pts, @end, @turn, $g, $decl);
		open my $r, "<", $rec or die;
		while (<$r>) {
			if (/^\[Game /) { $g++; undef $decl; next }
			if (/^# the engine: turn (\d+),.*; points (.*)$/) {
				$end[$g] = { split / /, $2 };
				$turn[$g] = $1;
				next;
			}
			next unless /^\d+ (\S+) (\S+) ?(.*)$/;
			my ($who, $verb, @arg) = ($1, $2, split / /, $3);
			if ($verb eq "close") { $pts[$g]{$who} += worth($arg[0]) }
			elsif ($verb eq "syllable" || $verb eq "shape") { $pts[$g]{$who} += 3 }
			elsif ($verb eq "state") { $pts[$g]{$who} += worth($arg[0]) unless $arg[0] =~ /QXZ$/ }
			elsif ($verb eq "declare") {
				my ($short) = sort { length $a <=> length $b } @arg;
				$decl = { who => $who, len => length $short };
				$pts[$g]{$who} += worth($short);
			} elsif ($verb eq "contradict" || $verb eq "correct") {
				$pts[$g]{$decl->{who}} -= worth("x" x $decl->{len});
				$decl->{who} = $who if $verb eq "contradict";
				$decl->{len} = length $arg[0];
				$pts[$g]{$decl->{who}} += worth($arg[0]);
			}
		}
		open my $j, "<", $json or die;
		my $bad = 0;
		while (<$j>) {
			my $o = decode_json($_);
			my $n = $o->{game};
			$bad++, print "# game $n: turn $o->{turn}, the engine wrote $turn[$n]\n"
			    if exists $o->{turn} && $o->{turn} != $turn[$n];
			if (ref $o->{players}[0]) {	# ag-score: totals and turns
				my %turns;
				$turns{$_->{player}} += $_->{points} for @{$o->{turns}};
				$o->{points} = [ map { $_->{points} } @{$o->{players}} ];
				for my $p (@{$o->{players}}) {
					$bad++, print "# game $n: $p->{name}: turns\n"
					    if ($turns{$p->{name}} // 0) != $p->{points};
					$p = $p->{name};
				}
			}
			for my $i (0 .. $#{$o->{players}}) {
				my ($p, $got) = ($o->{players}[$i], $o->{points}[$i]);
				my $want = $pts[$n]{$p} // 0;
				$bad++, print "# game $n: $p: ag-check $got, the events $want\n"
				    if $got != $want;
				$bad++, print "# game $n: $p: the engine wrote $end[$n]{$p}\n"
				    if !defined $end[$n] || $end[$n]{$p} != $got;
			}
		}
		exit($bad ? 1 : 0);
	' "$1" "$OUT"
}

seed=7000
total=0
for players in 2 3 4 5 6; do
	n=$((30 * scale))
	[ $players = 2 ] && n=$((80 * scale))
	"$BIN/ag-moves" --random --seed $seed --games $n --players $players \
	    >"$WORK/games.rec"
	ok $? "$n games of $players players"
	cat "$WORK/games.rec" >>"$WORK/all.rec"
	run ag-check "$WORK/games.rec"
	status_is 0 "$players players: every game legal"
	over=$(grep -c ' wins (\|: a shared win (' "$OUT")
	[ $over = $n ] && ! grep -q ': no result yet, ' "$OUT"
	ok $? "$players players: all $n games end with a result ($over)"
	run ag-check --json "$WORK/games.rec"
	points_add_up "$WORK/games.rec"
	ok $? "$players players: ag-check's points are the events' sum, and the engine's"
	run ag-score --json "$WORK/games.rec"
	status_is 0 "$players players: ag-score reads every game"
	points_add_up "$WORK/games.rec"
	ok $? "$players players: ag-score's totals are the events' sum and its turns' sum"
	seed=$((seed + n))
	total=$((total + n))
done
[ $total -ge 200 ]; ok $? "$total games in all"

# Varied: every verb of play, every way a game ends.
for verb in start place draw change close syllable shape pass doubt state \
    declare contradict correct lose giveup reward suspend; do
	grep -q "^[0-9]* [a-z]* $verb\\b" "$WORK/all.rec"
	ok $? "some game uses $verb"
done
grep -q '^[0-9]* [a-z]* state [A-Z]*QXZ$' "$WORK/all.rec"
ok $? "some statement is no word (not admitted)"
grep -q '^[0-9]* [a-z]* place [A-Z][A-Z] bonus$' "$WORK/all.rec"
ok $? "some player places two letters for a bonus token"
grep -q '^[0-9]* [a-z]* pass [A-Z]$' "$WORK/all.rec"
ok $? "some player passes with a letter, having no token"
for end in closed goal 'ten sides' stuck 'no letters'; do
	grep -q "^# the engine: .*the game over ($end)" "$WORK/all.rec"
	ok $? "some game ends: $end"
done

# A game once passed for ever once the racks were empty (seed 7010, with
# the words before persons' names and capitalized abbreviations were
# refused; seed 7032 now): the engine ends it there, the most points
# winning.
"$BIN/ag-moves" --random --seed 7032 >"$WORK/7032.rec"
run ag-check "$WORK/7032.rec"
status_is 0 "seed 7032: legal"
grep -q ': bob wins (no player holds a letter: the polygon cannot be continued): bob 28, ann 12$' "$OUT"
ok $? "seed 7032: ends when no player holds a letter, bob wins with the most points"

# The same seed, the same bytes; game i of a batch is seed S + i - 1's.
"$BIN/ag-moves" --random --seed 77 --games 5 --players 3 >"$WORK/a"
"$BIN/ag-moves" --random --seed 77 --games 5 --players 3 >"$WORK/b"
cmp -s "$WORK/a" "$WORK/b"; ok $? "the same seed twice: the same bytes"
"$BIN/ag-moves" --random --seed 80 --players 3 >"$WORK/c"
awk '/^# ag-moves --random --seed 81$/ { exit }
    /^# ag-moves --random --seed 80$/ { on = 1 } on' "$WORK/a" | sed '$d' \
    >"$WORK/d"
cmp -s "$WORK/c" "$WORK/d"; ok $? "the fourth game of seed 77 is seed 80's"
# The deal is ag-deal's for the seed.
"$BIN/ag-deal" --seed 80 --players 3 | grep '^0 ' >"$WORK/deal"
grep '^0 ' "$WORK/c" >"$WORK/dealt"
cmp -s "$WORK/deal" "$WORK/dealt"; ok $? "a random game begins with ag-deal's deal of its seed"
done_testing
