#!/bin/sh
exec "${BIN:-bin}/t/cwplay"
