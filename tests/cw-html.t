#!/usr/bin/perl
# tests/cw-html.t: cw-show --html's replay page of a Control Word game,
# opened in headless Chromium and checked as issue #25 says it must show
# (tests/browser/PageTest.pm): skipped while cw-show has no --html.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/browser";
use PageTest;

PageTest::run('cw-show', 'fixtures/cw/score-table.rec');
