#!/usr/bin/perl
# tests/nm-html.t: nm-show --html's replay page of a NetMatch game, opened in
# headless Chromium and checked as issue #25 says it must show
# (tests/browser/PageTest.pm): skipped while nm-show has no --html.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/browser";
use PageTest;

PageTest::run('nm-show', 'examples/nm/three-players.rec');
