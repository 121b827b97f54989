#!/bin/sh
exec "${BIN:-bin}/t/record-portable"
