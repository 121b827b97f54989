#!/bin/sh
exec "${BIN:-bin}/t/words-index-image"
