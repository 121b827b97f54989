# tests/browser/PageTest.pm: the browser test of one viewer's replay page
# (issue #25, Must show), as TAP through Test::More; tests/X-html.t call
# run() and nothing else.
package PageTest;

use strict;
use warnings;
use Cwd qw(abs_path);
use File::Basename qw(basename dirname);
use File::Path qw(make_path);
use File::Temp qw(tempdir);
use Test::More;
use Browser;
use Page;

# The folder of screenshots for a person to look at: it outlives the
# test's temporary folder.
my $SHOTS = 'build/screenshots';

# svg_at(BIN, PROG, RECORD): a function of K that gives the bytes
# PROG --svg --at K RECORD writes, each run once.
sub svg_at {
	my ($bin, $prog, $record) = @_;
	my %svg;
	return sub {
		my ($k) = @_;
		return $svg{$k} //= do {
			local $/;
			open my $fh, '-|', "$bin/$prog", '--svg', '--at', $k,
			    $record or die "$prog: $!\n";
			binmode $fh;
			my $s = <$fh> // '';
			close $fh;
			die "$prog --svg --at $k $record wrote nothing\n"
			    if $s eq '';
			$s;
		};
	};
}

# passes(WHAT, PROBLEMS...): one test, WHAT, that passes where a check
# found no problem and shows the problems where it found some.
sub passes {
	my ($what, @bad) = @_;
	ok(!@bad, $what) or diag(join "\n", @bad);
}

# run(PROG, RECORD): checks the page PROG --html RECORD writes in
# headless Chromium, the first game of it, against PROG --svg --at K
# RECORD; skips while PROG has no --html.  Ends the test.
sub run {
	my ($prog, $record) = @_;
	chdir dirname(abs_path(dirname($0))) or die "chdir: $!\n";
	my $bin = $ENV{BIN} || 'bin';
	my $help = `$bin/$prog --help 2>&1`;
	plan skip_all => "$prog has no --html yet (issue #25)"
	    unless $help =~ /--html/;
	my $work = tempdir('refkit-browser.XXXXXX', TMPDIR => 1,
	    CLEANUP => 1);
	my $page = "$work/page.html";
	system("$bin/$prog --html \Q$record\E >\Q$page\E");
	my $status = $? >> 8;
	ok(($status == 0 || $status == 1) && -s $page,
	    "$prog --html $record writes a page (exit $status)");
	my $js = Browser->new(js => 1, dir => $work);
	passes('the page loads with no console error and no request ' .
	    'outside the file', Page::loads_clean($js, $page));
	my ($last, @bad) = Page::shape($js, 1);
	passes("game 1 has the contract's shape, positions 0 to $last", @bad);
	passes("ArrowRight pressed N times shows position N, its SVG what " .
	    "$prog --svg --at N writes, N = 1 to $last",
	    Page::steps($js, 1, $last, svg_at($bin, $prog, $record)));
	passes("the last position, $last, is painted",
	    Page::painted($js, 1, $last));
	my $mid = int(($last + 1) / 2);
	passes("Home, then ArrowRight $mid times, shows position $mid",
	    Page::step_to($js, 1, $mid));
	passes("the mid-game position, $mid, is painted",
	    Page::painted($js, 1, $mid));
	make_path($SHOTS);
	my $shot = "$SHOTS/" . basename($0, '.t') . "-game-1-$mid.png";
	Page::screenshot($js, 1, $shot);
	ok(-s $shot, "a screenshot of position $mid for a person to look at");
	note("screenshot: $shot");
	passes('stepping made no console error and no request',
	    Page::log_problems($js, $page));
	passes('First, Previous, Next, Last and a click on an event step ' .
	    'the game', Page::controls($js, 1, $last));
	passes("the page opened at game-1-${mid}'s fragment shows position $mid",
	    Page::opens_at($js, $page, 1, $mid));
	passes("on a phone's width the events go under the board, the " .
	    'picture fits', Page::narrow($js, 1));
	passes('printed, every position is shown', Page::prints($js, 1));
	$js->quit;
	my $nojs = Browser->new(js => 0, dir => $work);
	passes('with JavaScript off every position is displayed',
	    Page::without_js($nojs, $page));
	$nojs->quit;
	passes('tidy finds the HTML valid', Page::html_valid($page));
	passes('every SVG in the page is well-formed',
	    Page::svgs_wellformed($page));
	done_testing();
}

1;
