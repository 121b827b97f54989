#!/bin/sh
exec "${BIN:-bin}/t/solve"
