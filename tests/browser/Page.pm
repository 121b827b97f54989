# tests/browser/Page.pm: the checks of a replay page (issue #25), each a
# function that returns the list of what is wrong with the page (empty
# when the check passes), so that a test can state both that a good page
# passes and that a broken one is refused.
#
# The page contract they hold a page to: a <section class="game"
# id="game-N"> per game; in it <figure class="position" id="game-N-K"
# data-at="K"> for K = 0 to the last event applied, each with one
# <img class="board" src="data:image/svg+xml;base64,..."> and a
# <figcaption>; <nav class="steps"> with four buttons data-step="first",
# "prev", "next", "last"; <ol class="events"> with <li data-at="K">; the
# current position marked with class "current" on its figure and its
# event's li; the arrow keys step the first game by default.  The
# functions that take a Browser use the session the caller owns and
# leave it on the page.
package Page;

use strict;
use warnings;
use JSON::PP qw(decode_json);
use MIME::Base64 qw(decode_base64);
use File::Temp qw(tempfile);
use Browser;

# The prefix of every picture's src.
my $SVG_URI = 'data:image/svg+xml;base64,';

# log_problems(BROWSER, PATH): what the browser log and the network
# events of the performance log show since the last read that a page
# read from PATH must not do: a console error, or a request for anything
# but the file itself and data: URIs.
sub log_problems {
	my ($b, $path) = @_;
	my @bad;
	my $self_url = Browser::file_url($path);
	for my $e (@{$b->log('browser')}) {
		push @bad, "console $e->{level}: $e->{message}"
		    if $e->{level} eq 'SEVERE';
	}
	for my $e (@{$b->log('performance')}) {
		my $m = decode_json($e->{message})->{message};
		next unless $m->{method} eq 'Network.requestWillBeSent';
		(my $url = $m->{params}{request}{url}) =~ s/#.*//s;
		next if $url eq $self_url || $url =~ /^data:/;
		push @bad, "a request for " . substr($url, 0, 100);
	}
	return @bad;
}

# loads_clean(BROWSER, PATH): opens the page and says what is wrong with
# its loading: a console error, a request outside the file, an src or
# href that is neither a data: URI nor a link to an element of the page.
sub loads_clean {
	my ($b, $path) = @_;
	$b->open_file($path);
	my @bad = log_problems($b, $path);
	my $refs = $b->run(<<'JS');
	var bad = [];
	document.querySelectorAll("[src], [href]").forEach(function (e) {
		var v = e.getAttribute("src") || e.getAttribute("href");
		if (/^data:/.test(v))
			return;
		if (/^#./.test(v) && document.getElementById(v.slice(1)))
			return;
		bad.push(e.tagName.toLowerCase() + " refers to " +
		    v.slice(0, 100));
	});
	return bad;
JS
	return (@bad, @$refs);
}

# shape(BROWSER, GAME): the last position of game GAME in the page, and
# what is wrong with the game's shape as the contract has it.
sub shape {
	my ($b, $game) = @_;
	my $v = $b->run(<<'JS', $game);
	var n = arguments[0], bad = [], sec = document.getElementById("game-" + n);
	if (sec === null || !sec.matches("section.game"))
		return { last: -1, bad: ["no section.game#game-" + n] };
	if (sec.querySelector("h2") === null)
		bad.push("game " + n + " has no h2 heading");
	var figs = sec.querySelectorAll("div.positions > figure.position");
	figs.forEach(function (f, k) {
		if (f.id !== "game-" + n + "-" + k || f.dataset.at !== String(k))
			bad.push("figure " + k + " is " + f.id + " data-at " +
			    f.dataset.at);
		var imgs = f.querySelectorAll("img");
		if (imgs.length !== 1 || !imgs[0].matches("img.board") ||
		    !imgs[0].getAttribute("src").startsWith(
		    "data:image/svg+xml;base64,"))
			bad.push("figure " + f.id + " has not one img.board " +
			    "of an SVG data: URI");
		if (f.querySelector("figcaption") === null)
			bad.push("figure " + f.id + " has no figcaption");
	});
	if (figs.length === 0)
		bad.push("game " + n + " has no position");
	var steps = Array.from(sec.querySelectorAll(
	    "nav.steps > button[type=button]")).map(function (e) {
		return e.dataset.step;
	});
	if (steps.join() !== "first,prev,next,last")
		bad.push("game " + n + "'s nav.steps buttons are [" + steps + "]");
	if (sec.querySelector("ol.events") === null)
		bad.push("game " + n + " has no ol.events");
	if (sec.querySelector("p.result") === null)
		bad.push("game " + n + " has no p.result");
	return { last: figs.length - 1, bad: bad };
JS
	return ($v->{last}, @{$v->{bad}});
}

# current(BROWSER, GAME): the ids of game GAME's current figures and the
# data-at of its current events, each joined with commas, and the src of
# the current figure's img (or "").
sub current {
	my ($b, $game) = @_;
	my $v = $b->run(<<'JS', $game);
	var sec = document.getElementById("game-" + arguments[0]);
	var ids = function (sel, key) {
		return Array.from(sec.querySelectorAll(sel)).map(function (e) {
			return key === "id" ? e.id : e.dataset.at;
		}).join();
	};
	var img = sec.querySelector("figure.position.current img.board");
	return [ids("figure.position.current", "id"),
	    ids("ol.events li.current", "at"),
	    img === null ? "" : img.getAttribute("src")];
JS
	return @$v;
}

# wait_current(BROWSER, GAME, K): waits until position K of game GAME is
# the current one (its figure alone, and its event alone, none for K = 0)
# and says what is wrong if it does not become so; the current img's src,
# read from the page's DOM, is left in $Page::src.
our $src;
sub wait_current {
	my ($b, $game, $k) = @_;
	my ($figs, $lis);
	eval {
		Browser::wait_for("position $k to be current", sub {
			($figs, $lis, $src) = current($b, $game);
			return $figs eq "game-$game-$k" &&
			    $lis eq ($k ? $k : '');
		});
	};
	return () unless $@;
	return "position $k: $@" unless defined $figs;
	return "the current figure is [$figs] and event [$lis], " .
	    "not game-$game-$k and " . ($k ? $k : 'none');
}

# img_of(BROWSER, GAME, K): the WebDriver element of position K's img.
sub img_of {
	my ($b, $game, $k) = @_;
	return $b->find("#game-$game-$k img.board") //
	    die "no img in figure game-$game-$k\n";
}

# steps(BROWSER, GAME, LAST, SVG_OF): from position 0 of a page just
# opened, presses ArrowRight LAST times and says what is wrong: position
# N must become the current one after N presses, and its img's src must
# decode to SVG_OF->(N), the bytes X-show --svg --at N writes.
sub steps {
	my ($b, $game, $last, $svg_of) = @_;
	my @bad = wait_current($b, $game, 0);
	return ("at the start: @bad") if @bad;
	for my $n (1 .. $last) {
		$b->press('ArrowRight');
		@bad = wait_current($b, $game, $n);
		return ("after $n presses of ArrowRight: @bad") if @bad;
		return "position ${n}'s src is not an SVG data: URI"
		    unless substr($src, 0, length $SVG_URI) eq $SVG_URI;
		my $svg = decode_base64(substr $src, length $SVG_URI);
		my $want = $svg_of->($n);
		return "position ${n}'s SVG (" . length($svg) . " bytes) is not " .
		    "what --svg --at $n writes (" . length($want) . " bytes)" .
		    first_difference($svg, $want)
		    unless $svg eq $want;
	}
	return ();
}

# first_difference(A, B): where two byte strings first differ, as text.
sub first_difference {
	my ($x, $y) = @_;
	my $i = 0;
	$i++ while $i < length $x && $i < length $y &&
	    substr($x, $i, 1) eq substr($y, $i, 1);
	my $line = 1 + (substr($x, 0, $i) =~ tr/\n//);
	return ": they differ at byte $i, line $line";
}

# step_to(BROWSER, GAME, K): presses Home, then ArrowRight K times, and
# says what is wrong if position K is not then the current one.
sub step_to {
	my ($b, $game, $k) = @_;
	$b->press('Home');
	my @bad = wait_current($b, $game, 0);
	return ("after Home: @bad") if @bad;
	$b->press('ArrowRight') for 1 .. $k;
	return wait_current($b, $game, $k);
}

# controls(BROWSER, GAME, LAST): clicks the buttons Last, Previous,
# First and Next, then the event of the mid-game position, and says what
# is wrong: each must make its position the current one.
sub controls {
	my ($b, $game, $last) = @_;
	my $mid = int(($last + 1) / 2);
	my @clicks = ([last => $last], [prev => $last > 0 ? $last - 1 : 0],
	    [first => 0], [next => $last > 0 ? 1 : 0]);
	for (@clicks) {
		my ($step, $k) = @$_;
		my $button = $b->find("#game-$game nav.steps " .
		    "button[data-step=\"$step\"]") // return "no $step button";
		$b->click($button);
		my @bad = wait_current($b, $game, $k);
		return ("after a click on $step: @bad") if @bad;
	}
	return () if $mid == 0;
	my $a = $b->find("#game-$game ol.events li[data-at=\"$mid\"] a") //
	    return "event $mid has no link";
	$b->click($a);
	my @bad = wait_current($b, $game, $mid);
	return @bad ? ("after a click on event $mid: @bad") : ();
}

# opens_at(BROWSER, PATH, GAME, K): opens the page at #game-GAME-K and
# says what is wrong if position K is not the current one.
sub opens_at {
	my ($b, $path, $game, $k) = @_;
	$b->open_file($path, "#game-$game-$k");
	my @bad = wait_current($b, $game, $k);
	return @bad ? ("opened at #game-$game-$k: @bad") : ();
}

# narrow(BROWSER, GAME): lays the page out on a phone's width, 360
# pixels, and says what is wrong: the event list must go under the board
# and the current picture fit the width.
sub narrow {
	my ($b, $game) = @_;
	my $old = $b->resize(360, 800);
	my $v = $b->run(<<'JS', $game);
	var sec = document.getElementById("game-" + arguments[0]);
	var box = function (sel) {
		var e = sec.querySelector(sel);
		return e === null ? null : e.getBoundingClientRect();
	};
	var pos = box("div.positions"), ev = box("ol.events"),
	    img = box("figure.position.current img.board"), bad = [];
	var width = document.documentElement.clientWidth;
	if (pos === null || ev === null || img === null)
		return ["no positions, events or current img"];
	if (ev.top < pos.bottom - 1)
		bad.push("the events (top " + Math.round(ev.top) + ") are " +
		    "not under the board (bottom " + Math.round(pos.bottom) + ")");
	if (img.left < -1 || img.right > width + 1)
		bad.push("the picture spans " + Math.round(img.left) + " to " +
		    Math.round(img.right) + ", not within 0 to " + width);
	return bad;
JS
	$b->resize($old->{width}, $old->{height});
	return @$v;
}

# prints(BROWSER, GAME): lays the page out for print and says what is
# wrong: every position of game GAME must be displayed.
sub prints {
	my ($b, $game) = @_;
	$b->media('print');
	my $hidden = $b->run(<<'JS', $game);
	return Array.from(document.querySelectorAll(
	    "#game-" + arguments[0] + " figure.position")).filter(function (f) {
		return f.getBoundingClientRect().height === 0;
	}).map(function (f) { return f.id; });
JS
	$b->media('');
	return @$hidden ? ("printed, " . @$hidden . " positions are hidden: " .
	    join(' ', @$hidden[0 .. ($#$hidden < 4 ? $#$hidden : 4)])) : ();
}

# colors(PNG): the number of distinct colors of a PNG's pixels and the
# number of pixels that are not white, read through netpbm's pngtopnm.
sub colors {
	my ($png) = @_;
	my ($fh, $file) = tempfile(UNLINK => 1);
	binmode $fh;
	print $fh $png;
	close $fh or die "$file: $!\n";
	open my $pnm, '-|', 'pngtopnm', $file or die "pngtopnm: $!\n";
	binmode $pnm;
	local $/;
	my $data = <$pnm>;
	close $pnm or die "pngtopnm failed on a screenshot\n";
	$data =~ s/\AP6\s+(\d+)\s+(\d+)\s+255\s//
	    or die "pngtopnm wrote no 8-bit P6 picture\n";
	my %seen;
	$seen{$_}++ for unpack '(a3)*', $data;
	my $white = $seen{"\xff\xff\xff"} // 0;
	return (scalar keys %seen, length($data) / 3 - $white);
}

# painted(BROWSER, GAME, K): says what is wrong with the painting of
# position K, the current one: its img must be decoded, of non-zero
# size, and its screenshot not blank (more than 2 colors, not all white).
sub painted {
	my ($b, $game, $k) = @_;
	my $img = img_of($b, $game, $k);
	eval {
		Browser::wait_for("position ${k}'s picture to be decoded", sub {
			$b->run('var i = arguments[0]; return i.complete && ' .
			    'i.naturalWidth > 0', Browser::arg($img));
		});
	};
	return "position $k: $@" if $@;
	my $r = $b->rect($img);
	return "position ${k}'s img is $r->{width}x$r->{height}"
	    unless $r->{width} >= 1 && $r->{height} >= 1;
	my ($n, $inked) = colors($b->screenshot($img));
	return "position ${k}'s screenshot has $n colors, $inked pixels not white"
	    unless $n > 2 && $inked > 0;
	return ();
}

# without_js(BROWSER, PATH): opens the page in a session with JavaScript
# off and says what is wrong: every figure and its img must be displayed
# (Element.checkVisibility()), of non-zero size, the picture decoded.
sub without_js {
	my ($b, $path) = @_;
	$b->open_file($path);
	my $v = $b->run(<<'JS');
	var bad = [], figs = document.querySelectorAll("figure.position");
	if (document.documentElement.classList.contains("js"))
		bad.push("the page's script ran: <html class=\"" +
		    document.documentElement.className + "\">");
	if (figs.length === 0)
		bad.push("no figure.position");
	figs.forEach(function (f) {
		var img = f.querySelector("img.board");
		[["figure", f], ["img", img]].forEach(function (w) {
			if (w[1] === null)
				return bad.push(f.id + " has no " + w[0]);
			var r = w[1].getBoundingClientRect();
			if (!w[1].checkVisibility({ visibilityProperty: true,
			    opacityProperty: true }))
				bad.push(f.id + "'s " + w[0] + " is not displayed");
			else if (r.width < 1 || r.height < 1)
				bad.push(f.id + "'s " + w[0] + " is " + r.width +
				    "x" + r.height);
		});
		if (img !== null && !(img.complete && img.naturalWidth > 0))
			bad.push(f.id + "'s picture is not decoded");
	});
	return bad;
JS
	return @$v;
}

# screenshot(BROWSER, GAME, FILE): writes a screenshot of game GAME's
# section as the page shows it now to FILE; dies if it cannot.
sub screenshot {
	my ($b, $game, $file) = @_;
	my $sec = $b->find("#game-$game") // die "no #game-$game\n";
	open my $fh, '>', $file or die "$file: $!\n";
	binmode $fh;
	print $fh $b->screenshot($sec);
	close $fh or die "$file: $!\n";
}

# html_valid(PATH): what HTML Tidy says is wrong with the page, each
# warning or error a line (tidy -e -q: its exit status is 0 only for a
# page with neither).
sub html_valid {
	my ($path) = @_;
	my @out = `tidy -e -q \Q$path\E 2>&1`;
	my $status = $? >> 8;
	chomp @out;
	return () if $status == 0 && !@out;
	return ("tidy exits $status", @out);
}

# svgs_wellformed(PATH): what xmllint says is wrong with each SVG picture
# of the page, every data:image/svg+xml;base64 src decoded.
sub svgs_wellformed {
	my ($path) = @_;
	open my $fh, '<', $path or return "$path: $!";
	local $/;
	my $html = <$fh>;
	my @bad;
	my $n = 0;
	while ($html =~ /src="\Q$SVG_URI\E([A-Za-z0-9+\/=]*)"/g) {
		$n++;
		my ($tmp, $file) = tempfile(UNLINK => 1);
		binmode $tmp;
		print $tmp decode_base64($1);
		close $tmp or die "$file: $!\n";
		my @out = `xmllint --noout \Q$file\E 2>&1`;
		push @bad, "picture $n: " . ($out[0] // "xmllint exits $?")
		    if $? != 0;
	}
	push @bad, 'no SVG picture in the page' unless $n;
	return @bad;
}

1;
