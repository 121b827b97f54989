#!/bin/sh
exec "${BIN:-bin}/t/nmrandom"
