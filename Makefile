# refkit: small C programs that referee tabletop games.
#
#   make            build every program into bin/
#   make check      the whole test suite, plain and under ASan+UBSan, and
#                   mandoc -T lint over man/; ends with prove's summary
#   make demo       a short real pipeline (installs missing packages as root)
#   make bench      speed against the reference tools the issues name, and
#                   memory and time as a record grows tenfold
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
# wordck: unmunch expands the dictionaries for the prefix index; SCOWL's
# lists mark abbreviations and measure the index's coverage.
DEBIAN_PACKAGES += hunspell-tools scowl
# The examples of README.md and the man pages pipe JSON Lines to jq.
DEBIAN_PACKAGES += jq
PKGS = libpcre2-8 hunspell

PKG_CFLAGS := $(shell $(PKG_CONFIG) --cflags $(PKGS) 2>/dev/null)
PKG_LIBS := $(shell $(PKG_CONFIG) --libs $(PKGS) 2>/dev/null)

WARNINGS = -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes
ALL_CFLAGS = $(WARNINGS) $(CFLAGS) $(EXTRA_CFLAGS) $(PKG_CFLAGS) \
	-D_POSIX_C_SOURCE=200809L -pthread -Ilib
ALL_LDFLAGS = $(LDFLAGS) $(EXTRA_CFLAGS) -pthread
LIBS = $(PKG_LIBS) -lm

SANITIZE = -fsanitize=address,undefined -fno-sanitize-recover=all \
	-fno-omit-frame-pointer

PROGS = $(patsubst cmd/%.c,%,$(wildcard cmd/*.c))
UNITS = $(patsubst tests/unit/%.c,%,$(wildcard tests/unit/*.c))
LIB_SRC = $(wildcard lib/*.c lib/*/*.c)
LIB_OBJ = $(LIB_SRC:%.c=$(BUILD)/%.o)
MANS = $(wildcard man/*.[1-9])

# tests/bench/NAME.c is a bench make bench runs, but pa-brute is the
# plain brute force pa-bench times pa-solve against, and links nothing of
# refkit.
BENCH_HELPERS = pa-brute
BENCHES = $(filter-out $(BENCH_HELPERS), \
	$(patsubst tests/bench/%.c,%,$(wildcard tests/bench/*.c)))
TOOLS = $(patsubst tools/%.c,%,$(wildcard tools/*.c))

# wordck's prefix indexes: build products, never committed, one for each
# dictionary in INDEX_DICTS, built from the dictionary make finds (as
# wordck finds it) into build/dicts, whatever BUILD is.
INDEX_DICTS = en_US netmatch
INDEX_DIR = build/dicts
SCOWL = /usr/share/dict/scowl
SCOWL_ABBR = $(wildcard $(SCOWL)/english-abbreviations.* \
	$(SCOWL)/american-abbreviations.*)
SCOWL_ROMAN = $(wildcard $(SCOWL)/special-roman-numerals.*)
SCOWL_WORDS = $(wildcard $(SCOWL)/english-words.* $(SCOWL)/american-words.*)
SCOWL_ALL = $(wildcard $(SCOWL)/english-* $(SCOWL)/american-* \
	$(SCOWL)/special-*) $(wildcard /usr/share/dict/american-english)
DICT_SEARCH = dicts $(INDEX_DIR) /usr/share/hunspell /usr/share/myspell \
	/usr/share/myspell/dicts
# A plain word list dicts/NAME.txt becomes the hunspell word file NAME.dic
# (its count line first), beside its index; dicts/NAME.aff goes with it.
WORDLISTS = $(patsubst dicts/%.txt,%,$(wildcard dicts/*.txt))
wordlist_dic = $(patsubst dicts/%.txt,$(INDEX_DIR)/%.dic,$(wildcard dicts/$(1).txt))
dict_files = $(firstword $(wildcard $(DICT_SEARCH:%=%/$(1).aff))) \
	$(firstword $(wildcard $(DICT_SEARCH:%=%/$(1).dic)))

all: $(PROGS:%=$(BIN)/%) $(UNITS:%=$(BIN)/t/%) $(BENCHES:%=$(BIN)/t/%)
all: $(BENCH_HELPERS:%=$(BIN)/t/%)
all: $(TOOLS:%=$(BIN)/t/%) $(WORDLISTS:%=$(INDEX_DIR)/%.dic) \
	$(INDEX_DICTS:%=$(INDEX_DIR)/%.idx) $(INDEX_DIR)/en_US-control-word.lex

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

$(BIN)/t/pa-brute: $(BUILD)/tests/bench/pa-brute.o
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) -o $@ $(BUILD)/tests/bench/pa-brute.o

$(BIN)/t/%: $(BUILD)/tools/%.o $(BUILD)/librefkit.a
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) -o $@ $< $(BUILD)/librefkit.a $(LIBS)

# wordck looks for dictionaries in dicts/ and for indexes in build/dicts,
# here and where make install puts them.
$(BUILD)/lib/words.o: ALL_CFLAGS += \
	-DWORDS_DICTDIRS='"$(CURDIR)/dicts:$(CURDIR)/$(INDEX_DIR):$(PREFIX)/share/refkit/dicts"' \
	-DWORDS_INDEXDIRS='"$(CURDIR)/$(INDEX_DIR):$(PREFIX)/share/refkit/dicts"'
$(BUILD)/lib/words.o: Makefile
$(BUILD)/lib/lexicon-file.o: ALL_CFLAGS += \
	-DLEXICON_DIRS='"$(CURDIR)/$(INDEX_DIR):$(PREFIX)/share/refkit/dicts"'
$(BUILD)/lib/lexicon-file.o: Makefile
LIBS += -lpthread

# The index is rebuilt when its dictionary or the indexer's source changes
# (not when the sanitizer build makes another indexer).
$(INDEX_DIR)/%.dic: dicts/%.txt
	@mkdir -p $(@D)
	{ grep -c . $<; grep . $<; } >$@

.SECONDEXPANSION:
$(INDEX_DIR)/%.idx: tools/wordck-index.c $$(call dict_files,$$*) \
    $$(call wordlist_dic,$$*) \
    | $(BIN)/t/wordck-index
	@mkdir -p $(@D)
	@echo "wordck-index -d $* -o $@"
	@$(BIN)/t/wordck-index -d $* -o $@ \
	    $(SCOWL_ABBR:%=-a %) $(SCOWL_WORDS:%=-w %) $(SCOWL_ROMAN:%=-r %) \
	    $(SCOWL_ALL:%=-c %)

# The control-word lexicon (lexicon.h): the index's words the policy takes.
$(INDEX_DIR)/en_US-control-word.lex: $(INDEX_DIR)/en_US.idx \
    tools/lexicon-build.c lib/lexicon.c lib/lexicon-file.c \
    | $(BIN)/t/lexicon-build
	$(BIN)/t/lexicon-build -d en_US -p control-word -o $@

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

# demo and check build in a second make, so that the compiler flags read
# from pkg-config are those of the packages deps has just installed.
demo: deps
	$(MAKE) all
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
	mkdir -p $(DESTDIR)$(PREFIX)/share/refkit/dicts
	for f in dicts/*.aff $(WORDLISTS:%=$(INDEX_DIR)/%.dic) \
	    $(INDEX_DICTS:%=$(INDEX_DIR)/%.idx) \
	    $(INDEX_DIR)/en_US-control-word.lex; do \
	    install -m 644 $$f $(DESTDIR)$(PREFIX)/share/refkit/dicts; done

clean:
	rm -rf build bin

.PHONY: all test check bench demo deps install clean
.SUFFIXES:
.SECONDARY:
