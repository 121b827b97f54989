#!/bin/sh
exec "${BIN:-bin}/t/nwrules"
