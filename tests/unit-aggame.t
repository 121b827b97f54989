#!/bin/sh
exec "${BIN:-bin}/t/aggame"
