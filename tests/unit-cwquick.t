#!/bin/sh
exec "${BIN:-bin}/t/cwquick"
