#!/bin/sh
exec "${BIN:-bin}/t/words-cases"
