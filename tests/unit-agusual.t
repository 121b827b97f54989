#!/bin/sh
exec "${BIN:-bin}/t/agusual"
