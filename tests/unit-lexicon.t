#!/bin/sh
# 2000 random lines per dictionary as built (and 100 long ones), 600 under
# the sanitizers (and 30 long ones).
case ${BIN:-bin} in
*san*)	exec "${BIN:-bin}/t/lexicon" 600 ;;
*)	exec "${BIN:-bin}/t/lexicon" 2000 ;;
esac
