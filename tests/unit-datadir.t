#!/bin/sh
exec "${BIN:-bin}/t/datadir"
