#!/bin/sh
exec "${BIN:-bin}/t/cwgame"
