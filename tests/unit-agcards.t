#!/bin/sh
exec "${BIN:-bin}/t/agcards"
