#!/bin/sh
exec "${BIN:-bin}/t/cwboard"
