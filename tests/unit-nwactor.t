#!/bin/sh
# 20,000 games of random players and actors.
exec "${BIN:-bin}/t/nwactor"
