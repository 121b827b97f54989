#!/bin/sh
exec "${BIN:-bin}/t/cwscore"
