#!/bin/sh
exec "${BIN:-bin}/t/ruletab"
