#!/usr/bin/perl
# tests/examples.t: every example in README.md and in the EXAMPLES section
# of every page in man/ runs, exits as the text says, and prints what it
# shows.
#
# The convention, for README.md and for every man page added later:
#
# - An example command is a line that starts with "$ ": in README.md, in a
#   ``` fenced block; in a man page, between ".Sh EXAMPLES" and the next
#   .Sh, in a ".Bd -literal" block or on a ".Dl" line.  A command line
#   that ends with a backslash goes on on the next line.
# - The lines after a command, up to the next "$ " line or the end of the
#   block, are its output as a terminal shows it: standard output and
#   standard error together, compared exactly.  No lines after it: its
#   output is not shown, and then it must write nothing on standard error.
# - A command must exit 0, unless the next command is "echo $?", which
#   shows its exit status as output.
# - The commands of one file run in turn, in one shell each, with bin/
#   first on PATH, in a scratch copy of the top of the tree, the same for
#   the whole file: a file one command writes is there for the next.
# - In a man page, the mdoc escapes \e \& \- \(dq \(aq \(ga are undone;
#   any other escape, or a macro line inside a literal block, fails.
# - Every man page's EXAMPLES has at least one command.
use strict;
use warnings;
use Cwd qw(abs_path getcwd);
use File::Basename qw(dirname);
use File::Temp qw(tempdir);
use Test::More;

my $top = abs_path(dirname(__FILE__) . '/..');
chdir $top or die "$top: $!";
my $bin = abs_path($ENV{BIN} // 'bin');
die "no programs in $bin: run make first\n" unless -x "$bin/pa-gen";

# The environment of a reader at a UTF-8 terminal, without settings of
# their own that would change the output.
$ENV{PATH} = "$bin:$ENV{PATH}";
$ENV{LC_ALL} = 'C.UTF-8';
delete @ENV{qw(DICTIONARY DICPATH WORDCK_INDEX NO_COLOR LANG LC_CTYPE
    LC_MESSAGES)};

# read_lines(FILE): the lines of FILE, without their line ends.
sub read_lines {
	my ($file) = @_;
	open my $fh, '<:encoding(UTF-8)', $file or die "$file: $!";
	chomp(my @lines = <$fh>);
	close $fh;
	return @lines;
}

# unescape(FILE, LINE, TEXT): TEXT with its mdoc escapes undone.
sub unescape {
	my ($file, $n, $text) = @_;
	my %esc = ('e' => '\\', '&' => '', '-' => '-', '(dq' => '"',
	    '(aq' => "'", '(ga' => '`');
	$text =~ s{\\(e|&|-|\(dq|\(aq|\(ga|.)}{
		exists $esc{$1} ? $esc{$1}
		    : die "$file:$n: unknown escape \\$1 in an example\n"
	}ge;
	return $text;
}

# readme_blocks(FILE): the ``` fenced blocks of a Markdown file, each a
# list of [line number, text].
sub readme_blocks {
	my ($file) = @_;
	my (@blocks, $block);
	my $n = 0;
	for my $line (read_lines($file)) {
		$n++;
		if ($line =~ /^```/) {
			if ($block) { push @blocks, $block; undef $block; }
			else { $block = []; }
		} elsif ($block) {
			push @$block, [$n, $line];
		}
	}
	die "$file: a ``` block is not closed\n" if $block;
	return @blocks;
}

# man_blocks(FILE): the literal blocks and .Dl lines of the EXAMPLES
# section of a man page, each a list of [line number, text].
sub man_blocks {
	my ($file) = @_;
	my (@blocks, $block);
	my ($n, $in_examples) = (0, 0);
	for my $line (read_lines($file)) {
		$n++;
		if ($line =~ /^\.Sh\s+(.*)/) {
			die "$file:$n: .Sh inside a literal block\n" if $block;
			$in_examples = $1 eq 'EXAMPLES';
			next;
		}
		next unless $in_examples;
		if ($block) {
			if ($line =~ /^\.Ed\b/) {
				push @blocks, $block;
				undef $block;
			} elsif ($line =~ /^[.']/) {
				die "$file:$n: a macro inside a literal example\n";
			} else {
				push @$block, [$n, unescape($file, $n, $line)];
			}
		} elsif ($line =~ /^\.Bd\s+-literal/) {
			$block = [];
		} elsif ($line =~ /^\.Dl\s+(.*)/) {
			push @blocks, [[$n, unescape($file, $n, $1)]];
		}
	}
	die "$file: a literal block in EXAMPLES is not closed\n" if $block;
	return @blocks;
}

# examples(BLOCKS): the commands of the blocks, each a hash of its line,
# its text (continuation lines joined) and the output lines it shows.
sub examples {
	my @examples;
	for my $block (@_) {
		my $current;
		my @lines = @$block;
		while (@lines) {
			my ($n, $text) = @{shift @lines};
			if ($text =~ /^\$ (.*)/) {
				my $cmd = $1;
				while ($cmd =~ /\\$/ && @lines) {
					$cmd .= "\n" . $lines[0][1];
					shift @lines;
				}
				$current = { line => $n, cmd => $cmd, out => [] };
				push @examples, $current;
			} elsif ($current) {
				push @{$current->{out}}, $text;
			}
		}
	}
	return @examples;
}

# scratch(): a new scratch copy of the top of the tree, without the
# build's products and the repository, as a clone gives a reader.
sub scratch {
	my $dir = tempdir('refkit-examples.XXXXXX', TMPDIR => 1,
	    CLEANUP => 1);
	opendir my $dh, $top or die "$top: $!";
	my @entries = grep { !/^(\.|\.\.|\.git|bin|build)$/ } readdir $dh;
	closedir $dh;
	system('cp', '-R', (map { "$top/$_" } @entries), $dir) == 0
	    or die "cannot copy the tree to $dir\n";
	return $dir;
}

# run_file(FILE, EXAMPLES): run a file's examples in turn and check each.
sub run_file {
	my ($file, @examples) = @_;
	my $dir = scratch();
	my $status = 0;
	for my $i (0 .. $#examples) {
		my $ex = $examples[$i];
		my $next = $examples[$i + 1];
		my $may_fail = $next && $next->{cmd} eq 'echo $?';
		my $name = "$file:$ex->{line}: $ex->{cmd}";
		$name =~ s/\n.*//s;
		my $script = "(exit $status); $ex->{cmd}";
		my $pid = open my $fh, '-|';
		die "fork: $!" unless defined $pid;
		if (!$pid) {
			chdir $dir or die "$dir: $!";
			open STDIN, '<', '/dev/null' or die;
			open STDERR, '>', "$dir/.stderr" or die;
			open STDERR, '>&', \*STDOUT or die
			    if @{$ex->{out}};
			exec 'timeout', '300', 'sh', '-c', $script or die;
		}
		my $got = do { local $/; <$fh> } // '';
		close $fh;
		$status = $? >> 8;
		$status = 128 + ($? & 127) if $? & 127;
		my @problems;
		push @problems, "exit $status"
		    unless $status == 0 || $may_fail;
		utf8::decode($got);
		if (@{$ex->{out}}) {
			my $want = join '', map { "$_\n" } @{$ex->{out}};
			push @problems, diff_text($want, $got)
			    if $got ne $want;
		} else {
			my $err = do {
				open my $eh, '<', "$dir/.stderr" or die;
				local $/; <$eh>;
			} // '';
			utf8::decode($err);
			push @problems, "standard error:\n$err" if $err ne '';
		}
		ok(!@problems, $name) or diag(join "\n", @problems);
	}
	unlink "$dir/.stderr";
}

# diff_text(WANT, GOT): the lines that differ, for the diagnostics.
sub diff_text {
	my ($want, $got) = @_;
	chomp(my $w = $want);
	chomp(my $g = $got);
	my @w = split /\n/, $w, -1;
	my @g = split /\n/, $g, -1;
	my @out = ('output differs (- shown, + printed):');
	for my $i (0 .. ($#w > $#g ? $#w : $#g)) {
		my ($a, $b) = ($w[$i] // '<none>', $g[$i] // '<none>');
		next if $a eq $b;
		push @out, "- $a", "+ $b";
		last if @out > 20;
	}
	return join "\n", @out;
}

binmode Test::More->builder->$_, ':encoding(UTF-8)'
    for qw(output failure_output todo_output);

my @readme = examples(readme_blocks('README.md'));
ok(@readme > 0, 'README.md has examples');
run_file('README.md', @readme);
for my $page (sort glob 'man/*.[1-9]') {
	my @examples = examples(man_blocks($page));
	ok(@examples > 0, "$page has a command in EXAMPLES");
	run_file($page, @examples);
}
done_testing();
