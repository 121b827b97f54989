#!/bin/sh
exec "${BIN:-bin}/t/cwusual"
