#!/bin/sh
exec "${BIN:-bin}/t/nwusual"
