#!/bin/sh
# 3000 random lines per dictionary as built, 600 under the sanitizers.
case ${BIN:-bin} in
*san*)	exec "${BIN:-bin}/t/lexicon" 600 ;;
*)	exec "${BIN:-bin}/t/lexicon" 3000 ;;
esac
