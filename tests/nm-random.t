#!/bin/sh
# Seeded random NetMatch games from nm-moves --random, for 2, 3 and 4
# players in both variations: every game is legal to nm-check, its Result
# tag right; the winner, recomputed here from the record by the rules
# alone (a player who has taken all the tokens of their colors wins; a
# right word gambit wins; a wrong one puts its player out, and the last
# player left wins), is the one nm-check names; and each record written
# back (comments dropped, blanks changed, words in lower case) reads the
# same.  2,400 games; 160 under the sanitizers (build/san).
. "$(dirname "$0")/lib.sh"

case $BIN in
*san*)	scale=1 ;;
*)	scale=15 ;;
esac

# winners: from a stream of records, each game's winner (or "none") by
# the rules, read off its Players and Words tags and its events.
winners() {
	perl -ne '
	sub done { print defined $win ? "$win\n" : "none\n" if $started; }
	if (/^\[Players "(.*)"\]/) {
		done(); $started = 1; undef $win; %colors = (); %taken = ();
		%out = (); @order = ();
		for (split / /, $1) {
			my ($p, $c) = split /:/;
			push @order, $p; $colors{$p} = [split /\+/, $c];
		}
	} elsif (/^\[Words "(.*)"\]/) {
		%word = map { split /:/ } split / /, $1;
	} elsif (/^\d+ (\w+) reveal (?:(\w+):)?(\w+)$/) {
		$taken{$1}{"$2:$3"} = 1;
		$win = $1 if keys %{$taken{$1}} == 4 * @{$colors{$1}};
	} elsif (/^\d+ (\w+) gambit ([\w+]+)$/) {
		my @w = split /\+/, uc $2;
		my $right = join("+", map { $word{$_} } @{$colors{$1}});
		if (join("+", @w) eq $right) { $win = $1; next; }
		$out{$1} = 1;
		my @in = grep { !$out{$_} } @order;
		$win = $in[0] if @in == 1;
	}
	END { done(); }'
}

seed=1
total=0
for config in "2 partial" "2 full" "3 partial" "3 full" "4 partial"; do
	set -- $config
	n=$((scale * (60 - 10 * $1)))
	"$BIN/nm-moves" --random --seed $seed --games $n --players $1 \
	    --variant $2 >"$WORK/games.rec"
	ok $? "$n games of $1 players, $2 board"
	run nm-check --json "$WORK/games.rec"
	status_is 0 "$1 players, $2: every game legal, every Result tag right"
	[ "$(wc -l <"$OUT")" = $n ]; ok $? "$1 players, $2: $n results"
	jq -r '.winner // "none"' "$OUT" >"$WORK/checked"
	jq -r '.how // "none"' "$OUT" >>"$WORK/all.how"
	winners <"$WORK/games.rec" >"$WORK/recomputed"
	cmp -s "$WORK/checked" "$WORK/recomputed"
	ok $? "$1 players, $2: the winners nm-check names are those of the rules"
	[ "$(grep -c '^\[Result ' "$WORK/games.rec")" = "$(grep -vc none "$WORK/checked")" ]
	ok $? "$1 players, $2: a Result tag for each game won, and only those"
	jq -c 'del(.file)' "$OUT" >"$WORK/first"
	perl -ne 'next if /^#/; s/^(\d+) (\w+) (\w+)/$1  $2\t$3/;
	    s/(gambit\s+)(\S+)/$1\L$2/; print' "$WORK/games.rec" >"$WORK/again.rec"
	run nm-check --json "$WORK/again.rec"
	jq -c 'del(.file)' "$OUT" >"$WORK/second"
	cmp -s "$WORK/first" "$WORK/second"
	ok $? "$1 players, $2: written back, the record reads the same"
	seed=$((seed + n))
	total=$((total + n))
done
[ $total -ge $((scale * 100)) ]; ok $? "$total games in all"
for how in letters gambit last none; do
	grep -qx $how "$WORK/all.how"; ok $? "some games end by: $how"
done
done_testing
