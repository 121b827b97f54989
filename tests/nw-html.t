#!/usr/bin/perl
# tests/nw-html.t: nw-show --html's replay page of a Netzwerk game, opened in
# headless Chromium and checked as issue #25 says it must show
# (tests/browser/PageTest.pm): skipped while nw-show has no --html.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/browser";
use PageTest;

PageTest::run('nw-show', 'examples/nw/three-rounds.rec');
