#!/bin/sh
exec "${BIN:-bin}/t/polyomino"
