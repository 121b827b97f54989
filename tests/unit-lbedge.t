#!/bin/sh
exec "${BIN:-bin}/t/lbedge"
