#!/usr/bin/perl
# tests/pa-html.t: pa-show --html's replay page of a Pattern Assembly
# match, opened in headless Chromium and checked as issue #25 says it
# must show (tests/browser/PageTest.pm): skipped while pa-show has no
# --html.
use strict;
use warnings;
use FindBin;
use lib "$FindBin::Bin/browser";
use PageTest;

PageTest::run('pa-show', 'examples/pa/played.rec');
