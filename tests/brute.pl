#!/usr/bin/perl
# brute.pl: an independent brute-force solver for the tests: for every
# question of a match record, try all 8 turns and flips of its shape at
# every position, and print the groups whose pictures match, as pa-solve
# prints them.  Slow and plain on purpose.
use strict;
use warnings;

my (@grid, @asks);
while (<>) {
	s/#.*//;
	if (/^0 host grid (.*)$/) { push @grid, [split ' ', $1]; }
	elsif (/^(\d+) host ask (\S+) (\S+)/) { push @asks, [$1, $2, $3]; }
}
my %per_round;
$per_round{$_->[0]}++ for @asks;
my %group_no;
for my $ask (@asks) {
	my ($round, $shape, $contents) = @$ask;
	my @cells = map { [ord(substr($_, 0, 1)) - 65, substr($_, 1) - 1] }
	    split /-/, $shape;
	my $want = join '', sort split //, $contents;
	my %seen;
	my @found;
	for my $t (0 .. 7) {
		my @c = map { [@$_] } @cells;
		for (1 .. ($t & 3)) { @c = map { [$_->[1], -$_->[0]] } @c; }
		if ($t & 4) { @c = map { [$_->[0], -$_->[1]] } @c; }
		my ($r0, $c0) = (1e9, 1e9);
		for (@c) { $r0 = $_->[0] if $_->[0] < $r0; $c0 = $_->[1] if $_->[1] < $c0; }
		@c = map { [$_->[0] - $r0, $_->[1] - $c0] } @c;
		for my $dr (0 .. $#grid) {
			for my $dc (0 .. $#{$grid[0]}) {
				my @placed = map { [$_->[0] + $dr, $_->[1] + $dc] } @c;
				next if grep { $_->[0] > $#grid || $_->[1] > $#{$grid[0]} } @placed;
				my $got = join '', sort map { $grid[$_->[0]][$_->[1]] } @placed;
				next unless $got eq $want;
				@placed = sort { $a->[0] <=> $b->[0] || $a->[1] <=> $b->[1] } @placed;
				my $key = join '-', map { chr(65 + $_->[0]) . ($_->[1] + 1) } @placed;
				next if $seen{$key}++;
				push @found, [$key, \@placed];
			}
		}
	}
	@found = sort {
		my ($x, $y) = ($a->[1], $b->[1]);
		my $o = 0;
		for my $i (0 .. $#$x) {
			$o = $x->[$i][0] <=> $y->[$i][0] || $x->[$i][1] <=> $y->[$i][1];
			last if $o;
		}
		$o;
	} @found;
	my $label = "round $round";
	$label .= " group " . ++$group_no{$round} if $per_round{$round} > 1;
	print "$label: $_->[0]\n" for @found;
}
