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
#   make uninstall  the same PREFIX and DESTDIR: removes what install wrote

CC ?= cc
PKG_CONFIG ?= pkg-config
PREFIX ?= /usr/local
DESTDIR ?=
BUILD ?= build
BIN ?= bin
# -O3: the checkers run about 5% faster than with -O2 (nw-check, measured
# per thread); -fno-plt calls the C library and PCRE2 without the detour of
# the procedure linkage table: nw-check 3% faster in one thread (memchr()
# and memcpy() are called for every line).  A packager's CFLAGS replace
# them.
CFLAGS ?= -O3 -g -fno-plt
# Link-time optimisation: each program is optimised whole, so that the
# calls from one file to another on every event (the rules' checks, the
# table of verbs) are inlined: nw-check 6% faster in one thread (measured,
# 21 paired runs).  Such a link takes about 2.5 s a program, so with gcc
# only the programs of bin/ are linked so: the objects are fat (plain code
# beside the compiler's intermediate form) and the tests, benches and
# tools link the plain code (a build from scratch: 98-118 s of processor
# time, against 161 with every link whole).  A compiler without fat
# objects (clang) links everything whole.  make LTO= builds without it.
LTO ?= -flto=auto
EXTRA_CFLAGS ?=
# make check's second build, with the sanitizers and without LTO: its flags
# go with its directory, so that every make in it (tests/install.t's make
# install among them) builds as make check did.
SAN_BUILD = build/san
ifeq ($(BUILD),$(SAN_BUILD))
LTO =
EXTRA_CFLAGS = $(SANITIZE)
endif
FAT_LTO := $(if $(LTO),$(shell $(CC) $(LTO) -ffat-lto-objects -Werror \
	-x c -c -o /dev/null /dev/null 2>/dev/null && echo -ffat-lto-objects))
LTO_CFLAGS = $(LTO) $(FAT_LTO)
PLAIN_LINK = $(if $(FAT_LTO),-fno-lto,$(LTO))

DEBIAN_PACKAGES = make gcc pkg-config libpcre2-dev libhunspell-dev hunspell \
	hunspell-en-us mandoc perl pcre2-utils wamerican
# g++ for libstdc++'s archive, linked with hunspell's (HUNSPELL_LIBS below).
DEBIAN_PACKAGES += g++
# wordck: unmunch expands the dictionaries for the prefix index; SCOWL's
# lists mark abbreviations and persons' names, and measure the index's
# coverage.
DEBIAN_PACKAGES += hunspell-tools scowl
# The examples of README.md and the man pages pipe JSON Lines to jq.
DEBIAN_PACKAGES += jq
# tests/parallel.t and make bench split a batch over jobs with GNU parallel.
DEBIAN_PACKAGES += parallel
# The live referee's tests type into a terminal, as a person does, in tmux.
DEBIAN_PACKAGES += tmux
# The viewers' tests check every SVG they write with xmllint.
DEBIAN_PACKAGES += libxml2-utils
# For the tests only, never needed to write a page: the replay pages'
# tests (tests/*-html.t) open them in headless Chromium through
# chromedriver, check the HTML with tidy and read screenshots' pixels
# with netpbm's pngtopnm.
DEBIAN_PACKAGES += chromium chromium-driver tidy netpbm
# README's man -l, and tests/install.t's look-up of the installed pages
# (a fresh Debian 12 has no man(1): the test skipped it).
DEBIAN_PACKAGES += man-db
PKGS = libpcre2-8 hunspell

PKG_CFLAGS := $(shell $(PKG_CONFIG) --cflags $(PKGS) 2>/dev/null)
PCRE2_LIBS := $(shell $(PKG_CONFIG) --libs libpcre2-8 2>/dev/null)
HUNSPELL_LIBS := $(shell $(PKG_CONFIG) --libs hunspell 2>/dev/null)
# hunspell is C++: as a shared library it brings libstdc++'s, whose symbols
# the dynamic linker binds at every start of a program that uses it, 0.45
# ms of cw-check's, ag-check's and wordck's 1.4 (more than a game of 10,000
# takes).  Where both archives are installed (libhunspell-dev's, and g++'s
# libstdc++), they are linked into the programs: the linker takes only what
# a program calls.
HUNSPELL_ARCHIVE = $(wildcard $(shell $(PKG_CONFIG) --variable=libdir \
	hunspell 2>/dev/null)/lib$(patsubst -l%,%,$(HUNSPELL_LIBS)).a)
STDCXX_ARCHIVE = $(wildcard $(shell $(CC) -print-file-name=libstdc++.a))
ifneq ($(and $(HUNSPELL_ARCHIVE),$(STDCXX_ARCHIVE)),)
HUNSPELL_LIBS := -Wl,-Bstatic $(HUNSPELL_LIBS) -lstdc++ -Wl,-Bdynamic
endif

WARNINGS = -std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	-Wmissing-prototypes
ALL_CFLAGS = $(WARNINGS) $(CFLAGS) $(LTO_CFLAGS) $(EXTRA_CFLAGS) $(PKG_CFLAGS) \
	-D_POSIX_C_SOURCE=200809L -pthread -Ilib
ALL_LDFLAGS = $(LDFLAGS) $(EXTRA_CFLAGS) -pthread
LIBS = $(PCRE2_LIBS) $(HUNSPELL_LIBS) -lm

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
# Persons' names; the upper lists are places and other capitalized words.
SCOWL_NAMES = $(wildcard $(SCOWL)/english-proper-names.* \
	$(SCOWL)/american-proper-names.*)
SCOWL_UPPER = $(wildcard $(SCOWL)/english-upper.* $(SCOWL)/american-upper.*)
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
# The dictionaries' files the programs read, built from dicts/ and the
# system's dictionaries.
DICT_DATA = $(WORDLISTS:%=$(INDEX_DIR)/%.dic) \
	$(INDEX_DICTS:%=$(INDEX_DIR)/%.idx) $(INDEX_DIR)/en_US-control-word.lex \
	$(INDEX_DIR)/en_US-alphagon.lex $(INDEX_DICTS:%=$(INDEX_DIR)/%.forms) \
	$(INDEX_DICTS:%=$(INDEX_DIR)/%.idx.img)
all: $(TOOLS:%=$(BIN)/t/%) $(DICT_DATA)

# A replay page of each game (issue 25), for a reader to open in a web
# browser: examples/html/NAME.html is what its viewer's --html writes of a
# record of examples/ or fixtures/ (the viewer first, then the records).
HTML_PAGES = examples/html/netzwerk.html examples/html/control-word.html \
	examples/html/netmatch.html examples/html/alphagon.html \
	examples/html/pattern-assembly.html examples/html/gcg.html
all: $(HTML_PAGES)
examples/html/netzwerk.html: $(BIN)/nw-show examples/nw/won-4x4.rec
examples/html/control-word.html: $(BIN)/cw-show fixtures/cw/score-table.rec
examples/html/netmatch.html: $(BIN)/nm-show examples/nm/three-players.rec
examples/html/alphagon.html: $(BIN)/ag-show fixtures/ag/score/goal.rec
examples/html/pattern-assembly.html: $(BIN)/pa-show examples/pa/played.rec
examples/html/gcg.html: $(BIN)/gcg-check fixtures/gcg/twins/base.gcg
# The viewers read the dictionaries' files: built first (order only, so
# that they are not among the records $^ names).
$(HTML_PAGES): | $(DICT_DATA)
examples/html/%.html:
	@mkdir -p examples/html
	$< --html $(filter-out $<,$^) >$@.tmp && mv $@.tmp $@

# Every object is built again when the compiler or its flags change (a
# new CFLAGS or LTO, make LTO= in a tree built with it): objects of two
# kinds must not meet in one link.  $(BUILD)/cflags holds the flags, and
# is written again only when they differ (the flags one file alone adds,
# as datadir.o's, are not among them).
# A stamp's recipe writes $@.tmp, then keep_if_same puts it in place only
# if its bytes differ, so that what depends on the stamp is made again
# only then.
keep_if_same = if cmp -s $@.tmp $@; then rm -f $@.tmp; else mv $@.tmp $@; fi
OBJ_FLAGS = $(CC) $(WARNINGS) $(CFLAGS) $(LTO_CFLAGS) $(EXTRA_CFLAGS) \
	$(PKG_CFLAGS)
$(BUILD)/cflags: FORCE
	@mkdir -p $(@D)
	@printf '%s\n' '$(subst ','\'',$(OBJ_FLAGS))' >$@.tmp
	@$(keep_if_same)

$(BUILD)/%.o: %.c $(BUILD)/cflags
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/librefkit.a: $(LIB_OBJ)
	rm -f $@
	$(AR) rcs $@ $(LIB_OBJ)

$(BIN)/%: $(BUILD)/cmd/%.o $(BUILD)/librefkit.a
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) $(LTO) -o $@ $< $(BUILD)/librefkit.a $(LIBS)

$(BIN)/t/%: $(BUILD)/tests/unit/%.o $(BUILD)/librefkit.a
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) $(PLAIN_LINK) -o $@ $< $(BUILD)/librefkit.a $(LIBS)

$(BIN)/t/%: $(BUILD)/tests/bench/%.o $(BUILD)/librefkit.a
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) $(PLAIN_LINK) -o $@ $< $(BUILD)/librefkit.a $(LIBS)

$(BIN)/t/pa-brute: $(BUILD)/tests/bench/pa-brute.o
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) $(PLAIN_LINK) -o $@ $(BUILD)/tests/bench/pa-brute.o

$(BIN)/t/%: $(BUILD)/tools/%.o $(BUILD)/librefkit.a
	@mkdir -p $(@D)
	$(CC) $(ALL_LDFLAGS) $(PLAIN_LINK) -o $@ $< $(BUILD)/librefkit.a $(LIBS)

# Programs find their data beside themselves once installed (datadir.h);
# in this tree, in dicts/ and build/dicts (data/, build/data), then in the
# PREFIX/share/refkit of the first build, a fallback only.
$(BUILD)/lib/datadir.o: ALL_CFLAGS += -DREFKIT_TREE='"$(CURDIR)"' \
	-DREFKIT_DATADIR='"$(PREFIX)/share/refkit"'
$(BUILD)/lib/datadir.o: Makefile
LIBS += -lpthread

# The index is rebuilt when its dictionary, the indexer's source or
# lib/words-index.c (the hash of the files it names) changes (not when
# the sanitizer build makes another indexer).
$(INDEX_DIR)/%.dic: dicts/%.txt
	@mkdir -p $(@D)
	{ grep -c . $<; grep . $<; } >$@

# NAME.sum: the checksum of the dictionary's files, written again only
# when their bytes change: a package update may give them an older date
# than the index, and the index must be built again all the same.
.SECONDEXPANSION:
$(INDEX_DIR)/%.sum: $$(call wordlist_dic,$$*) FORCE
	@mkdir -p $(@D)
	@cat $(call dict_files,$*) /dev/null | cksum >$@.tmp
	@$(keep_if_same)

$(INDEX_DIR)/%.idx: tools/wordck-index.c lib/words-index.c \
    $$(call dict_files,$$*) \
    $$(call wordlist_dic,$$*) $(INDEX_DIR)/%.sum \
    | $(BIN)/t/wordck-index
	@mkdir -p $(@D)
	@echo "wordck-index -d $* -o $@"
	@$(BIN)/t/wordck-index -d $* -o $@ \
	    $(SCOWL_ABBR:%=-a %) $(SCOWL_WORDS:%=-w %) $(SCOWL_ROMAN:%=-r %) \
	    $(SCOWL_NAMES:%=-n %) $(SCOWL_UPPER:%=-u %) $(SCOWL_ALL:%=-c %)

# The image of each prefix index (words-index.h): mapped where it is, not
# read and checked line by line as the text is (some milliseconds a
# program that judges words).
$(INDEX_DIR)/%.idx.img: $(INDEX_DIR)/%.idx lib/words-index.c \
    | $(BIN)/t/wordck-index
	$(BIN)/t/wordck-index -m $< -o $@

# The closure of each dictionary's simple words (words-closure.h): wordck
# answers for hunspell on them, yes and no, without asking it.
$(INDEX_DIR)/%.forms: tools/wordck-closure.c lib/words-affix.c \
    lib/words-closure.c lib/words-index.c lib/words-letters.c $$(call dict_files,$$*) $$(call wordlist_dic,$$*) $(INDEX_DIR)/%.sum \
    | $(BIN)/t/wordck-closure
	@mkdir -p $(@D)
	$(BIN)/t/wordck-closure -d $* -o $@

# The control-word lexicon (lexicon.h): the index's words the policy
# (lib/words.c) takes.
$(INDEX_DIR)/en_US-control-word.lex: $(INDEX_DIR)/en_US.idx \
    tools/lexicon-build.c lib/lexicon.c lib/lexicon-file.c lib/words.c \
    | $(BIN)/t/lexicon-build
	$(BIN)/t/lexicon-build -d en_US -p control-word -o $@

# The alphagon lexicon: the words ag-moves --random builds its games from.
$(INDEX_DIR)/en_US-alphagon.lex: $(INDEX_DIR)/en_US.idx \
    tools/lexicon-build.c lib/lexicon.c lib/lexicon-file.c lib/words.c \
    | $(BIN)/t/lexicon-build
	$(BIN)/t/lexicon-build -d en_US -p alphagon -o $@

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

# The test suite runs twice: as built, and built again with the sanitizers.
# Each run is one prove; the last line make check prints is prove's summary.
test: all
	BIN=$(BIN) prove -j2 tests/

check: deps
	$(MAKE) all
	$(MAKE) BUILD=$(SAN_BUILD) BIN=$(SAN_BUILD)/bin all
	BIN=$(BIN) prove -j2 tests/
	BIN=$(SAN_BUILD)/bin ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 \
	    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 prove -j2 tests/

bench: all
	for b in $(BENCHES); do $(BIN)/t/$$b || exit 1; done
	sh tests/bench/jobs.sh $(BIN)

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

# make install writes each file of INSTALL_FILES, DIR:MODE:FILE, into
# $(DESTDIR)$(PREFIX)/DIR, and lists what it wrote (and the directories it
# made) in share/refkit/manifest; make uninstall removes exactly those.
# Data goes to share/refkit/dicts and share/refkit/data, where installed
# programs find it: a new data file is one line here (data/'s own files
# are all taken, subdirectories kept).
DICT_DATA = $(wildcard dicts/*.aff) $(WORDLISTS:%=$(INDEX_DIR)/%.dic) \
	$(INDEX_DICTS:%=$(INDEX_DIR)/%.idx)
DICT_DATA += $(INDEX_DIR)/en_US-control-word.lex \
	$(INDEX_DICTS:%=$(INDEX_DIR)/%.forms) \
	$(INDEX_DICTS:%=$(INDEX_DIR)/%.idx.img)
GAME_DATA = $(shell find data -type f ! -name '.*' 2>/dev/null | sort)
INSTALL_FILES = $(PROGS:%=bin:755:$(BIN)/%)
INSTALL_FILES += $(foreach m,$(MANS),share/man/man$(subst .,,$(suffix $(m))):644:$(m))
INSTALL_FILES += $(DICT_DATA:%=share/refkit/dicts:644:%)
INSTALL_FILES += $(foreach f,$(GAME_DATA),share/refkit/$(patsubst %/,%,$(dir $(f))):644:$(f))

install: all
	sh tools/install.sh install "$(DESTDIR)$(PREFIX)" $(INSTALL_FILES)

uninstall:
	sh tools/install.sh uninstall "$(DESTDIR)$(PREFIX)"

FORCE:
.PHONY: uninstall FORCE

clean:
	rm -rf build bin examples/html

.PHONY: all test check bench demo deps install clean
.SUFFIXES:
.SECONDARY:
