#!/usr/bin/perl
# tests/browser-harness.t: the checks of the replay pages' browser tests
# (tests/browser/Page.pm, issue #25) pass tests/browser/nw-fixture.html,
# a page made by hand to the page contract from nw-show's SVG of
# tests/browser/nw-fixture.rec, and each refuses a copy of that page
# broken in the way it looks for: no check is unable to fail.  One
# browser with JavaScript and one without serve every page.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/browser";
use Cwd qw(abs_path);
use File::Temp qw(tempdir);
use MIME::Base64 qw(encode_base64);
use Test::More;
use Browser;
use Page;
use PageTest;

chdir "$FindBin::Bin/.." or die "chdir: $!\n";
my $bin = $ENV{BIN} || 'bin';
my $record = 'tests/browser/nw-fixture.rec';
my $fixture = abs_path('tests/browser/nw-fixture.html');
my $work = tempdir('refkit-browser.XXXXXX', TMPDIR => 1, CLEANUP => 1);
my $svg_of = PageTest::svg_at($bin, 'nw-show', $record);
my $html = do { local (@ARGV, $/) = $fixture; <> };

# twin(NAME, FROM, TO): the fixture with the text FROM made TO, written
# to a file of the scratch folder; its path.
sub twin {
	my ($name, $from, $to) = @_;
	my $page = $html;
	$page =~ s/\Q$from\E/$to/ or die "$name: no '$from' in the fixture\n";
	my $path = "$work/$name.html";
	open my $fh, '>', $path or die "$path: $!\n";
	print $fh $page;
	close $fh or die "$path: $!\n";
	return $path;
}

# refuses(WHAT, PATTERN, PROBLEMS...): the check found a problem, the
# first matching PATTERN.
sub refuses {
	my ($what, $pattern, @bad) = @_;
	ok(@bad && $bad[0] =~ $pattern, $what) or
	    diag(@bad ? "said: @bad" : 'said nothing');
}

# passes(WHAT, PROBLEMS...): the check found nothing wrong.
sub passes { PageTest::passes(@_) }

my ($svg0) = $html =~ m{id="game-1-0".*?base64,([^"]+)}s;
my ($svg1) = $html =~ m{id="game-1-1".*?base64,([^"]+)}s;
my $b = Browser->new(js => 1, dir => $work);

# The page contract: the page makes no request, and the console stays
# clear of errors.
passes('the fixture loads with no console error and no request',
    Page::loads_clean($b, $fixture));
refuses('a script error on the page is a console error', qr/^console/,
    Page::loads_clean($b, twin('throws', '</body>',
    "<script>no_such_function();</script>\n</body>")));
open my $beside, '>', "$work/beside.svg" or die "$work/beside.svg: $!\n";
print $beside qq{<svg xmlns="http://www.w3.org/2000/svg" width="1" } .
    qq{height="1"/>\n};
close $beside or die "$work/beside.svg: $!\n";
refuses('a style that loads a file beside the page is a request',
    qr/^a request for file:.*beside\.svg$/,
    Page::loads_clean($b, twin('fetches', 'body {',
    'body { background: url(beside.svg); ')));
refuses('a link to a position the page lacks is refused',
    qr/^a refers to #game-1-9$/,
    Page::loads_clean($b, twin('dangles', '<a href="#game-1-1">',
    '<a href="#game-1-9">')));

# The contract's shape: positions 0 to the last, and four step buttons.
my ($last, @bad) = Page::shape($b, 1);
passes('the fixture has the shape of the contract', @bad);
is($last, 1, 'the fixture has positions 0 and 1: a refused event adds none');
Page::loads_clean($b, twin('lastless',
    qq{<button type="button" data-step="last">Last</button>\n}, ''));
(undef, @bad) = Page::shape($b, 1);
refuses('a page without the Last button has not the shape',
    qr/nav\.steps buttons are \[first,prev,next\]/, @bad);

# Stepping: ArrowRight N times shows position N, nw-show --svg --at N's
# very bytes.
Page::loads_clean($b, $fixture);
passes('ArrowRight once shows position 1, what nw-show --svg --at 1 writes',
    Page::steps($b, 1, $last, $svg_of));
passes('Home, then ArrowRight once, shows position 1 again',
    Page::step_to($b, 1, 1));
passes('position 1 is painted', Page::painted($b, 1, 1));
passes('position 0 is painted after Home', Page::step_to($b, 1, 0),
    Page::painted($b, 1, 0));
Page::loads_clean($b, twin('keyless', '"keydown"', '"no-such-event"'));
{
	local $Browser::TIMEOUT = 5;
	refuses('a page deaf to the keys stays at position 0',
	    qr/^after 1 presses of ArrowRight: the current figure is \[game-1-0\]/,
	    Page::steps($b, 1, $last, $svg_of));
}
Page::loads_clean($b, twin('stale', $svg1, $svg0));
refuses('position 1 drawn as position 0 is not what --svg --at 1 writes',
    qr/^position 1's SVG .* is not what --svg --at 1 writes/,
    Page::steps($b, 1, $last, $svg_of));
my $white = encode_base64('<svg xmlns="http://www.w3.org/2000/svg" ' .
    'width="976" height="536"><rect width="976" height="536" ' .
    'fill="#ffffff"/></svg>', '');
Page::loads_clean($b, twin('blank', $svg1, $white));
passes('Home, then ArrowRight once, shows the blank position 1',
    Page::step_to($b, 1, 1));
refuses('a white picture is not painted',
    qr/^position 1's screenshot has 1 colors/, Page::painted($b, 1, 1));

# The buttons, the events' links, a link to a position, a phone's width,
# print.
Page::loads_clean($b, $fixture);
passes('Last, Previous, First, Next and event 1 make their position current',
    Page::controls($b, 1, $last));
passes('the fixture opened at #game-1-1 shows position 1',
    Page::opens_at($b, $fixture, 1, 1));
passes("on a phone's width the events go under the board",
    Page::narrow($b, 1));
passes('printed, both positions are shown', Page::prints($b, 1));
{
	local $Browser::TIMEOUT = 5;
	Page::loads_clean($b, twin('buttonless', 'step(g, b.dataset.step)',
	    'step(g, "none")'));
	refuses('a page whose buttons do nothing is refused',
	    qr/^after a click on last: the current figure is \[game-1-0\]/,
	    Page::controls($b, 1, $last));
	refuses('a page that ignores its fragment opens at position 0',
	    qr/^opened at #game-1-1: the current figure is \[game-1-0\]/,
	    Page::opens_at($b, twin('hashless', "\topen(location.hash);\n})",
	    '})'), 1, 1));
}
Page::loads_clean($b, twin('wide', "  .game { display: block; }\n", ''));
refuses("a page that keeps the events beside the board on a phone's width",
    qr/^the events \(top \d+\) are not under the board/,
    Page::narrow($b, 1));
Page::loads_clean($b, twin('unprinted',
    "  .js .position { display: block; }\n", ''));
refuses('a page that prints only the current position',
    qr/^printed, 1 positions are hidden: game-1-1$/, Page::prints($b, 1));

# Without JavaScript every position is shown; this session runs the
# page's script, so the check knows it is not such a session.
refuses('the check of a page without JavaScript sees the script ran',
    qr/^the page's script ran/, Page::without_js($b, $fixture));
$b->quit;
my $nojs = Browser->new(js => 0, dir => $work);
passes('with JavaScript off both positions are displayed',
    Page::without_js($nojs, $fixture));
refuses('a page whose style hides all but the current position without ' .
    'JavaScript', qr/^game-1-0's figure is not displayed/,
    Page::without_js($nojs, twin('hidden', '.js .position {',
    ".position:not(.current) { display: none; }\n.js .position {")));
$nojs->quit;

# Valid HTML, and well-formed SVG.
passes('tidy finds the fixture valid', Page::html_valid($fixture));
refuses('tidy finds an id used twice', qr/^tidy exits [12]/,
    Page::html_valid(twin('twice', '<p class="result">',
    '<p class="result" id="game-1">')));
passes("every SVG of the fixture is well-formed",
    Page::svgs_wellformed($fixture));
refuses('an SVG with an unclosed element is not well-formed',
    qr/^picture 2: /, Page::svgs_wellformed(twin('unclosed', $svg1,
    encode_base64('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
    ''))));

done_testing();
