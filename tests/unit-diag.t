#!/bin/sh
exec "${BIN:-bin}/t/diag"
