#!/bin/sh
exec "${BIN:-bin}/t/cwmat"
