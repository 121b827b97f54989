#!/usr/bin/perl
# tests/ag-html.t: ag-show --html's replay page of a Alphagon game, opened in
# headless Chromium and checked as issue #25 says it must show
# (tests/browser/PageTest.pm): skipped while ag-show has no --html.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/browser";
use PageTest;

PageTest::run('ag-show', 'fixtures/ag/show/toga.rec');
