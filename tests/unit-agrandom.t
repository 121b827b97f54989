#!/bin/sh
exec "${BIN:-bin}/t/agrandom"
