#!/bin/sh
exec "${BIN:-bin}/t/lbput"
