#!/bin/sh
exec "${BIN:-bin}/t/agboard"
