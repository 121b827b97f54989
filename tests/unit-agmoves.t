#!/bin/sh
exec "${BIN:-bin}/t/agmoves"
