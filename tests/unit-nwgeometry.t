#!/bin/sh
exec "${BIN:-bin}/t/nwgeometry"
