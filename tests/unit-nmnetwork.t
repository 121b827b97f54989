#!/bin/sh
exec "${BIN:-bin}/t/nmnetwork"
