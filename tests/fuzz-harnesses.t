#!/bin/sh
# The libFuzzer harnesses in tests/fuzz/ are built by hand (see its
# README), not by make, so that CI needs no fuzzer runtime.  This test
# keeps them from drifting away from lib/ unseen: each must compile
# against the library's headers as they are now, warning-free.
. "$(dirname "$0")/lib.sh"

flags="-std=c11 -Wall -Wextra -Werror -fsyntax-only -D_POSIX_C_SOURCE=200809L -Ilib"
flags="$flags $(pkg-config --cflags libpcre2-8 hunspell)"
for f in tests/fuzz/*.c; do
	${CC:-cc} $flags "$f" 2>"$ERR"
	r=$?
	ok $r "$f compiles against lib/"
	[ $r = 0 ] || sed 's/^/#   /' "$ERR"
done
done_testing
