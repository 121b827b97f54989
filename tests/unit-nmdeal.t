#!/bin/sh
exec "${BIN:-bin}/t/nmdeal"
