#!/bin/sh
exec "${BIN:-bin}/t/ruleshape"
