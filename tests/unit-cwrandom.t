#!/bin/sh
exec "${BIN:-bin}/t/cwrandom"
