#!/bin/sh
exec "${BIN:-bin}/t/players"
