# refkit: small C programs that referee tabletop games.
#
#   make            build every program into bin/
#   make check      the whole test suite, plain and under ASan+UBSan, and
#                   mandoc -T lint over man/; ends with prove's summary
#   make demo       a short real pipeline (installs missing packages as root)
#   make bench      speed against the reference tools the issues name
#   make deps       install the Debian packages refkit needs (as root), or
#                   print the apt-get line
#   make install    PREFIX=/usr/local DESTDIR=

CC ?= cc
PKG_CONFIG ?= pkg-config
PREFIX ?= /usr/local
DESTDIR ?=
BUILD ?= build
BIN ?= bin
CFLAGS ?= -O2 -g
EXTRA_CFLAGS ?=

DEBIAN_PACKAGES = make gcc pkg-config libpcre2-dev libhunspell-dev hunspell \
	hunspell-en-us mandoc perl pcre2-utils wamerican
PKGS = libpcre2-8 hunspell

PKG_CFLAGS := $(shell $(PKG_CONFIG) --cflags $(PKGS) 2>/dev/null)
PKG_LIBS := $(shell $(PKG_CONFIG) --libs $(PKGS) 2>/dev/null)

WARNINGS = -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes -Wno-unused-parameter
ALL_CFLAGS = $(WARNINGS) $(CFLAGS) $(EXTRA_CFLAGS) $(PKG_CFLAGS) \
	-D_POSIX_C_SOURCE=200809L -Ilib
ALL_LDFLAGS = $(LDFLAGS) $(EXTRA_CFLAGS)
LIBS = $(PKG_LIBS) -lm

SANITIZE = -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer

PROGS = $(patsubst cmd/%.c,%,$(wildcard cmd/*.c))
UNITS = $(patsubst tests/unit/%.c,%,$(wildcard tests/unit/*.c))
LIB_SRC = $(wildcard lib/*.c lib/*/*.c)
LIB_OBJ = $(LIB_SRC:%.c=$(BUILD)/%.o)
MANS = $(wildcard man/*.[1-9])

BENCHES = $(patsubst tests/bench/%.c,%,$(wildcard tests/bench/*.c))

all: $(PROGS:%=$(BIN)/%) $(UNITS:%=$(BIN)/t/%) $(BENCHES:%=$(BIN)/t/%)

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/librefkit.a: $(LIB_OBJ)
	rm -f $@
	$(AR) rcs $@ $(LIB_OBJ)

$(BIN)/%: $(BUILD)/cmd/%.o $(BUILD)/librefkit.a
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(BUILD)/librefkit.a $(LIBS)

$(BIN)/t/%: $(BUILD)/tests/unit/%.o $(BUILD)/librefkit.a
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(BUILD)/librefkit.a $(LIBS)

$(BIN)/t/%: $(BUILD)/tests/bench/%.o $(BUILD)/librefkit.a
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(BUILD)/librefkit.a $(LIBS)

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

# The test suite runs twice: as built, and built again with the sanitizers.
# Each run is one prove; the last line make check prints is prove's summary.
test: all
	BIN=$(BIN) prove -j2 tests/

check: deps
	$(MAKE) all
	$(MAKE) BUILD=build/san BIN=build/san/bin \
	    EXTRA_CFLAGS="$(SANITIZE)" all
	BIN=$(BIN) prove -j2 tests/
	BIN=build/san/bin ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 \
	    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 prove -j2 tests/

bench: all
	for b in $(BENCHES); do $(BIN)/t/$$b || exit 1; done

demo: deps all
	sh tests/demo.sh $(BIN)

deps:
	@missing=""; for p in $(DEBIAN_PACKAGES); do \
	    dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | \
	        grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
	        apt-get install -y -qq $$missing >/dev/null || exit 1; \
	else \
	    echo "refkit needs these Debian packages; run as root:"; \
	    echo "  apt-get install$$missing"; exit 1; \
	fi

install: all
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	    $(DESTDIR)$(PREFIX)/share/man/man7
	for p in $(PROGS); do install -m 755 $(BIN)/$$p $(DESTDIR)$(PREFIX)/bin; done
	for m in man/*.1; do install -m 644 $$m $(DESTDIR)$(PREFIX)/share/man/man1; done
	for m in man/*.7; do install -m 644 $$m $(DESTDIR)$(PREFIX)/share/man/man7; done

clean:
	rm -rf build bin

.PHONY: all test check bench demo deps install clean
.SUFFIXES:
.SECONDARY:
