#!/bin/sh
exec "${BIN:-bin}/t/lbline"
