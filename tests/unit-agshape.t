#!/bin/sh
exec "${BIN:-bin}/t/agshape"
