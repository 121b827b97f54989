#!/bin/sh
exec "${BIN:-bin}/t/nmrules"
