# tests/browser/Browser.pm: one headless Chromium driven through WebDriver.
#
# Browser->new(js => 0 or 1, dir => DIR) starts chromedriver on a free
# local port and opens one session with a new empty profile under DIR;
# the caller owns the object, and $b->quit (or its destruction) ends the
# session and the chromedriver this object started, and nothing else.
# Every call waits by polling a condition against a generous deadline
# (the machine may be loaded), never by sleeping a fixed time, and dies
# with what went wrong; the browser's own log and the performance log's
# network events are kept for the caller to read.  Perl's core HTTP::Tiny,
# JSON::PP and MIME::Base64 speak the protocol: nothing else is needed.
package Browser;

use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP;
use MIME::Base64 qw(decode_base64);
use POSIX qw(WNOHANG);
use Scalar::Util qw(weaken);
use Time::HiRes qw(time sleep);

# How long anything may take before it counts as failed, in seconds:
# chromium's start on a loaded 2-core machine takes several.
our $TIMEOUT = $ENV{BROWSER_TIMEOUT} || 60;

# The WebDriver key codes of the keys the pages answer.
our %KEY = (ArrowLeft => "\x{E012}", ArrowRight => "\x{E014}",
    Home => "\x{E011}", End => "\x{E010}");

# Every browser not yet ended, so that an END block ends them when the
# test dies, and a signal that ends the test (a closed pipe among them:
# prove gone, or the output read by head) ends them too.
my %LIVE;
$SIG{$_} = sub { exit 2 } for grep { ($SIG{$_} // 'DEFAULT') eq 'DEFAULT' }
    qw(INT TERM HUP PIPE);

END {
	local ($?, $@);
	$_->quit for grep { defined } values %LIVE;
}

my @FLAGS = (qw(--headless --no-sandbox --disable-gpu --disable-quic
    --no-first-run --disable-background-networking --disable-component-update
    --disable-sync --disable-dev-shm-usage --hide-scrollbars
    --force-device-scale-factor=1), "--window-size=1280,1024");

# wait_for(WHAT, CODE): call CODE until it returns true and return that
# value, or die saying WHAT did not happen in $TIMEOUT seconds.  The pause
# between two calls grows from 10 ms to 200 ms.
sub wait_for {
	my ($what, $code) = @_;
	my $end = time + $TIMEOUT;
	my $pause = 0.01;
	for (;;) {
		my $v = $code->();
		return $v if $v;
		die "timed out after ${TIMEOUT}s waiting for $what\n"
		    if time > $end;
		sleep $pause;
		$pause = 0.2 if ($pause *= 2) > 0.2;
	}
}

# new(js => BOOL, dir => DIR): a started browser session; dies if
# chromedriver or chromium does not start.
sub new {
	my ($class, %opt) = @_;
	my $dir = $opt{dir} or die "Browser->new: no dir\n";
	my $tag = $opt{js} ? 'js' : 'nojs';
	my $self = bless { js => $opt{js}, log => "$dir/chromedriver-$tag.log",
	    http => HTTP::Tiny->new(timeout => $TIMEOUT) }, $class;
	my $out = "$dir/chromedriver-$tag.out";
	for (qw(chromedriver chromium)) {
		my $prog = $_;
		die "$prog is not installed: make deps installs it\n"
		    unless grep { -x "$_/$prog" } split /:/, $ENV{PATH} // '';
	}
	my $pid = fork;
	die "fork: $!\n" unless defined $pid;
	if ($pid == 0) {
		# A process group of its own: chromedriver and the chromium it
		# starts end together with quit().  The child leaves without
		# the test's END blocks.
		setpgrp(0, 0);
		open(STDOUT, '>', $out) && open(STDERR, '>&', \*STDOUT) &&
		    exec 'chromedriver', '--port=0', "--log-path=$self->{log}";
		print STDERR "chromedriver: $!\n";
		POSIX::_exit(127);
	}
	$self->{pid} = $pid;
	$LIVE{$self} = $self;
	weaken($LIVE{$self});
	$self->{port} = wait_for('chromedriver to say its port', sub {
		if (waitpid($pid, WNOHANG) == $pid) {
			$self->{pid} = 0;
			die "chromedriver exited: " . _tail($out) . "\n";
		}
		open my $fh, '<', $out or return;
		local $/;
		my $text = <$fh> // '';
		return $text =~ /started successfully on port (\d+)/ ? $1 : 0;
	});
	my $profile = "$dir/profile-$tag";
	mkdir $profile or die "$profile: $!\n";
	my %chrome = (binary => '/usr/bin/chromium',
	    args => [@FLAGS, "--user-data-dir=$profile"],
	    perfLoggingPrefs => { enableNetwork => JSON::PP::true,
		enablePage => JSON::PP::false });
	$chrome{prefs} = {
	    'profile.managed_default_content_settings.javascript' => 2 }
	    unless $opt{js};
	my $caps = { browserName => 'chrome', 'goog:chromeOptions' => \%chrome,
	    'goog:loggingPrefs' => { browser => 'ALL', performance => 'ALL' },
	    timeouts => { pageLoad => $TIMEOUT * 1000,
		script => $TIMEOUT * 1000, implicit => 0 } };
	my $v = $self->call(POST => '/session',
	    { capabilities => { alwaysMatch => $caps } });
	$self->{sid} = $v->{sessionId} or die "no session id\n";
	return $self;
}

# _tail(FILE): the last lines of a file, to say why a program failed.
sub _tail {
	my ($file) = @_;
	open my $fh, '<', $file or return "(no $file)";
	my @lines = <$fh>;
	return join '', @lines > 5 ? @lines[-5 .. -1] : @lines;
}

# call(METHOD, PATH, BODY, [FILTER]): the value of one WebDriver command,
# PATH under the server (or under the session where it does not start
# with /session), its JSON text first given to FILTER (a function that
# edits $_) where there is one; dies with the driver's error message.
sub call {
	my ($self, $method, $path, $body, $filter) = @_;
	$path = "/session/$self->{sid}$path" unless $path =~ m{^/session};
	my $url = "http://127.0.0.1:$self->{port}$path";
	my %req = (headers => { 'Content-Type' => 'application/json' });
	$req{content} = encode_json($body // {}) if $method eq 'POST';
	my $r = $self->{http}->request($method, $url, \%req);
	if ($filter) {
		$filter->() for $r->{content};
	}
	my $v = eval { decode_json($r->{content}) };
	die "$method $path: $r->{status} $r->{reason}: " .
	    substr($r->{content} // '', 0, 300) . "\n" unless $v;
	if (!$r->{success}) {
		my $e = ref $v->{value} eq 'HASH' ? $v->{value} : {};
		die "$method $path: " . ($e->{error} // $r->{status}) . ": " .
		    (split /\n/, $e->{message} // '')[0] . "\n";
	}
	return $v->{value};
}

# file_url(PATH): the file: URL of an absolute path, its bytes escaped.
sub file_url {
	my ($path) = @_;
	$path =~ s{([^A-Za-z0-9/._~-])}{sprintf '%%%02X', ord $1}ge;
	return "file://$path";
}

# open_file(PATH, [HASH]): load the file (at the fragment HASH, "#..."),
# a blank page first so that the logs read afterwards hold only what the
# file did, and wait until the document and every image in it are loaded.
sub open_file {
	my ($self, $path, $hash) = @_;
	$self->call(POST => '/url', { url => 'about:blank' });
	$self->log($_) for qw(browser performance);
	$self->call(POST => '/url', { url => file_url($path) . ($hash // '') });
	wait_for("$path and its images to load", sub {
		$self->run('return document.readyState === "complete" && ' .
		    'Array.from(document.images).every(i => i.complete)');
	});
}

# run(SCRIPT, ARGS...): the value of a script run in the page (the
# harness's own, which WebDriver runs even where the page's may not).
sub run {
	my ($self, $script, @args) = @_;
	return $self->call(POST => '/execute/sync',
	    { script => $script, args => \@args });
}

# arg(ELEMENT): an element as run() takes it among its ARGS.
sub arg {
	my ($el) = @_;
	return { 'element-6066-11e4-a52e-4f735466cecf' => $el };
}

# find(CSS) / find_all(CSS): the element (or undef) or every element the
# selector matches, as WebDriver's references.
sub find {
	my ($self, $css) = @_;
	my $all = $self->find_all($css);
	return $all->[0];
}

sub find_all {
	my ($self, $css) = @_;
	my $v = $self->call(POST => '/elements',
	    { using => 'css selector', value => $css });
	return [map { (values %$_)[0] } @$v];
}

# rect(ELEMENT): the element's rect as WebDriver says it, a hash of x,
# y, width and height.
sub rect {
	my ($self, $el) = @_;
	return $self->call(GET => "/element/$el/rect");
}

# press(KEY): one real key press (down and up) of a key of %KEY, as the
# keyboard sends it to the focused element.
sub press {
	my ($self, $key) = @_;
	my $k = $KEY{$key} // die "no key $key\n";
	$self->call(POST => '/actions', { actions => [{ type => 'key',
	    id => 'keyboard', actions => [{ type => 'keyDown', value => $k },
	    { type => 'keyUp', value => $k }] }] });
}

# click(ELEMENT): a click on the element, as a mouse gives it.
sub click {
	my ($self, $el) = @_;
	$self->call(POST => "/element/$el/click");
}

# screenshot(ELEMENT): the PNG bytes of the element as painted (of the
# viewport where ELEMENT is undef); the caller owns them.
sub screenshot {
	my ($self, $el) = @_;
	my $path = defined $el ? "/element/$el/screenshot" : '/screenshot';
	return decode_base64($self->call(GET => $path));
}

# resize(WIDTH, HEIGHT): the window's new size; the old one is returned,
# as a hash of width and height, once the page sees the new width.
sub resize {
	my ($self, $width, $height) = @_;
	my $old = $self->call(GET => '/window/rect');
	$self->call(POST => '/window/rect',
	    { width => $width, height => $height });
	wait_for("the window to be $width pixels wide", sub {
		$self->run('return window.innerWidth') == $width;
	});
	return { width => $old->{width}, height => $old->{height} };
}

# media(TYPE): the page is laid out for the CSS media TYPE ("print"), or
# for the screen again where TYPE is "".
sub media {
	my ($self, $type) = @_;
	$self->call(POST => '/goog/cdp/execute', { cmd =>
	    'Emulation.setEmulatedMedia', params => { media => $type } });
}

# log(TYPE): the entries of the browser or performance log since the
# last read, each a hash of level, message and source.  The data: URIs
# in them are cut after 40 bytes of their data: a page's pictures make
# megabytes of them, slow to decode in pure Perl (2.3 MB, 3.4 s here).
sub log {
	my ($self, $type) = @_;
	return $self->call(POST => '/se/log', { type => $type }, sub {
		s{(data:[^,"\\]{0,100},[A-Za-z0-9+/=%]{40})[A-Za-z0-9+/=%]+}
		    {$1...}g;
	});
}

# quit: end the session, then the process group of the chromedriver this
# object started (the chromium it started is in it).
sub quit {
	my ($self) = @_;
	eval { $self->call(DELETE => '') if $self->{sid} };
	delete $self->{sid};
	delete $LIVE{$self};
	return unless $self->{pid};
	kill 'TERM', -$self->{pid};
	eval { wait_for('chromedriver to exit', sub {
		waitpid($self->{pid}, WNOHANG) != 0 }) };
	if ($@) {
		kill 'KILL', -$self->{pid};
		waitpid $self->{pid}, 0;
	}
	$self->{pid} = 0;
}

sub DESTROY {
	my ($self) = @_;
	local ($?, $@);
	$self->quit;
}

1;
