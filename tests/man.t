#!/bin/sh
# Every program has a man page with EXAMPLES and EXIT STATUS, clean under
# mandoc -T lint, and a line in README.md.
. "$(dirname "$0")/lib.sh"

for src in cmd/*.c; do
	name=$(basename "$src" .c)
	page=man/$name.1
	[ -f "$page" ]; ok $? "$name has a man page"
	[ -f "$page" ] || continue
	lint=$(mandoc -T lint -W warning "$page" 2>&1)
	[ -z "$lint" ]; ok $? "$page is clean under mandoc -T lint"
	[ -z "$lint" ] || printf '%s\n' "$lint" | sed 's/^/#   /'
	grep -q '^\.Sh EXAMPLES' "$page"; ok $? "$page has EXAMPLES"
	grep -q '^\.Sh EXIT STATUS' "$page"; ok $? "$page has EXIT STATUS"
	grep -q -- "$name" README.md; ok $? "README.md mentions $name"
	"$BIN/$name" --help >/dev/null 2>&1; ok $? "$name --help exits 0"
	"$BIN/$name" --version 2>/dev/null | grep -q "^$name (refkit) "
	ok $? "$name --version"
	"$BIN/$name" --no-such-option >/dev/null 2>&1
	[ $? = 2 ]; ok $? "$name: an unknown option exits 2"
done
for page in man/*.7; do
	lint=$(mandoc -T lint -W warning "$page" 2>&1)
	[ -z "$lint" ]; ok $? "$page is clean under mandoc -T lint"
	[ -z "$lint" ] || printf '%s\n' "$lint" | sed 's/^/#   /'
done
done_testing
