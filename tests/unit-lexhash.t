#!/bin/sh
exec "${BIN:-bin}/t/lexhash"
