#!/bin/sh
exec "${BIN:-bin}/t/gcgboard"
