#!/bin/sh
exec "${BIN:-bin}/t/agdeal"
