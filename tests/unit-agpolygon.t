#!/bin/sh
exec "${BIN:-bin}/t/agpolygon"
