#!/bin/sh
exec "${BIN:-bin}/t/lexshort"
