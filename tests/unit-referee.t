#!/bin/sh
exec "${BIN:-bin}/t/referee"
