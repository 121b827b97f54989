#!/usr/bin/perl
# tests/gcg-html.t: gcg-check --html's replay page of a GCG record of the popular crossword game, opened in
# headless Chromium and checked as issue #25 says it must show
# (tests/browser/PageTest.pm): skipped while gcg-check has no --html.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/browser";
use PageTest;

PageTest::run('gcg-check', 'fixtures/gcg/twins/base.gcg');
