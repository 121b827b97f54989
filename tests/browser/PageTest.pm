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

# run(PROG, RECORD, [PAGE]): checks the page PROG --html RECORD writes
# (or the page PAGE, made by hand, beside RECORD) in headless Chromium,
# the first game of it, against PROG --svg --at K RECORD; skips while
# PROG has no --html.  Ends the test.
sub run {
	my ($prog, $record, $page) = @_;
	chdir dirname(abs_path(dirname($0))) or die "chdir: $!\n";
	my $bin = $ENV{BIN} || 'bin';
	my $work = tempdir('refkit-browser.XXXXXX', TMPDIR => 1,
	    CLEANUP => 1);
	if (!defined $page) {
		my $help = `$bin/$prog --help 2>&1`;
		plan skip_all => "$prog has no --html yet (issue #25)"
		    unless $help =~ /--html/;
		$page = "$work/page.html";
		system("$bin/$prog --html \Q$record\E >\Q$page\E");
		my $status = $? >> 8;
		ok(($status == 0 || $status == 1) && -s $page,
		    "$prog --html $record writes a page (exit $status)");
	}
	$page = abs_path($page);
	my $svg_of = svg_at($bin, $prog, $record);
	my $js = Browser->new(js => 1, dir => $work);
	my @bad = Page::loads_clean($js, $page);
	ok(!@bad, 'the page loads with no console error and no request ' .
	    'outside the file') or diag(join "\n", @bad);
	my ($last, @shape) = Page::shape($js, 1);
	ok(!@shape, "game 1 has the contract's shape, positions 0 to $last")
	    or diag(join "\n", @shape);
	@bad = Page::steps($js, 1, $last, $svg_of);
	ok(!@bad, "ArrowRight pressed N times shows position N, its SVG " .
	    "what $prog --svg --at N writes, N = 1 to $last")
	    or diag(join "\n", @bad);
	@bad = Page::painted($js, 1, $last);
	ok(!@bad, "the last position, $last, is painted") or
	    diag(join "\n", @bad);
	my $mid = int(($last + 1) / 2);
	@bad = Page::step_to($js, 1, $mid);
	ok(!@bad, "Home, then ArrowRight $mid times, shows position $mid")
	    or diag(join "\n", @bad);
	@bad = Page::painted($js, 1, $mid);
	ok(!@bad, "the mid-game position, $mid, is painted") or
	    diag(join "\n", @bad);
	make_path($SHOTS);
	my $shot = "$SHOTS/" . basename($0, '.t') . "-game-1-$mid.png";
	Page::screenshot($js, 1, $shot);
	ok(-s $shot, "a screenshot of position $mid for a person to look at");
	note("screenshot: $shot");
	@bad = Page::log_problems($js, $page);
	ok(!@bad, 'stepping made no console error and no request') or
	    diag(join "\n", @bad);
	@bad = Page::controls($js, 1, $last);
	ok(!@bad, 'First, Previous, Next, Last and a click on an event step ' .
	    'the game') or diag(join "\n", @bad);
	@bad = Page::opens_at($js, $page, 1, $mid);
	ok(!@bad, "the page opened at #game-1-$mid shows position $mid") or
	    diag(join "\n", @bad);
	@bad = Page::narrow($js, 1);
	ok(!@bad, "on a phone's width the events go under the board, the " .
	    'picture fits') or diag(join "\n", @bad);
	@bad = Page::prints($js, 1);
	ok(!@bad, 'printed, every position is shown') or diag(join "\n", @bad);
	$js->quit;
	my $nojs = Browser->new(js => 0, dir => $work);
	@bad = Page::without_js($nojs, $page);
	ok(!@bad, 'with JavaScript off every position is displayed') or
	    diag(join "\n", @bad);
	$nojs->quit;
	@bad = Page::html_valid($page);
	ok(!@bad, 'tidy finds the HTML valid') or diag(join "\n", @bad);
	@bad = Page::svgs_wellformed($page);
	ok(!@bad, 'every SVG in the page is well-formed') or
	    diag(join "\n", @bad);
	done_testing();
}

1;
