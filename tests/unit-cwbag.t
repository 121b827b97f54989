#!/bin/sh
exec "${BIN:-bin}/t/cwbag"
