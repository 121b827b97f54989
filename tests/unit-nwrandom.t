#!/bin/sh
# 300 random games as built, 100 under the sanitizers, which are slower.
case ${BIN:-bin} in
*san*)	exec "${BIN:-bin}/t/nwrandom" 100 ;;
*)	exec "${BIN:-bin}/t/nwrandom" 300 ;;
esac
