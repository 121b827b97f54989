#!/bin/sh
exec "${BIN:-bin}/t/cwtally"
