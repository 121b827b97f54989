#!/bin/sh
# 300 random games of each board and rules, 100 under the sanitizers.
case ${BIN:-bin} in
*san*)	exec "${BIN:-bin}/t/nwmade" 100 ;;
*)	exec "${BIN:-bin}/t/nwmade" 300 ;;
esac
