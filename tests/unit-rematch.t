#!/bin/sh
exec "${BIN:-bin}/t/rematch"
