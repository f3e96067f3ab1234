# Build the polyhedral GCC plugin: the C core (plugin/core/, plain C99 on
# isl, no GCC header) into a static library, the GIMPLE bridge
# (plugin/gcc/, C++ against GCC's plugin headers), and both into
# build/polyhedral.so.
#
#   make             build build/polyhedral.so
#   make check       every test (scripts/check), ending "N passed, N failed"
#   make bench       the benchmarks (scripts/bench $(BENCH_ARGS), docs/bench.md)
#   make GCC=gcc-11  build for another installed GCC (gcc-11 and
#                    gcc-11-plugin-dev): into build/gcc-11/
#   make install     install (DESTDIR, PREFIX; see docs/install.md)
#   make uninstall   remove exactly what make install put
#
# Where a build goes (OUT): build/ (objects in the source tree's folders
# below it, libpolyhedral-core.a, polyhedral.so) for the default compiler
# gcc, and for any name of the same GCC (same plugin directory: GCC=gcc-12
# on Debian bookworm); nothing is written beside the sources;
# build/<name of $(GCC)>/ for another GCC, so that builds for two GCCs
# never overwrite each other: `make GCC=gcc-11' writes
# build/gcc-11/polyhedral.so, `make install GCC=gcc-11' installs that one
# into gcc-11's plugin directory.  A plugin loads only into the GCC it was
# built for.  GCC 11 and 12 are supported; plugin/gcc/support/compat.h hides where
# their internal APIs differ (docs/install.md, "Other GCC versions").

GCC ?= gcc
CXX_FOR_PLUGIN ?= $(subst gcc,g++,$(GCC))
GCC_PLUGIN_HOME := $(shell $(GCC) -print-file-name=plugin)
PLUGIN_INCLUDE := $(GCC_PLUGIN_HOME)/include

ifeq ($(GCC),gcc)
OUT := build
else ifeq ($(GCC_PLUGIN_HOME),$(shell gcc -print-file-name=plugin))
OUT := build
else
OUT := build/$(notdir $(GCC))
endif

CFLAGS ?= -O2 -g
CXXFLAGS ?= -O2 -g
# Hidden visibility: the plugin exports plugin_init and
# plugin_is_GPL_compatible alone (plugin.cc), so that nothing of it can
# bind to, or be bound by, a symbol of cc1 or of another plugin.
CORE_CFLAGS = -std=c99 -Wall -Wextra -Werror -fPIC -fvisibility=hidden \
	-Iinclude $(CFLAGS)
BRIDGE_CXXFLAGS = -std=gnu++14 -fno-rtti -fPIC -fvisibility=hidden -Wall -Wextra \
	-Wno-unused-parameter -Iinclude -Iplugin/gcc -I$(PLUGIN_INCLUDE) \
	$(CXXFLAGS)
LIBS = -lisl -lgmp
# The distribution's link flags (debian/rules passes dpkg-buildflags'):
# beside LIBS, never instead of it.
LDFLAGS ?=

# z3 decides the dependences of polynomial subscripts (docs/design.md,
# "Polynomial subscripts"); without libz3-dev (or with Z3=no) the plugin
# builds without it and assumes those dependences.  Its library is not
# linked: solver.c loads it by its soname (read here from the library
# libz3-dev installs) at the first question, so that compilations that
# ask none do not pay for loading it.  The libraries the core needs are
# written to $(CORE_LIB).libs for the unit tests.
Z3 ?= $(if $(wildcard /usr/include/z3.h),yes,no)
ifeq ($(Z3),yes)
Z3_LIBRARY := $(shell objdump -p $$($(GCC) -print-file-name=libz3.so) \
	2>/dev/null | sed -n 's/^ *SONAME *//p')
CORE_CFLAGS += -DPH_HAVE_Z3 \
	-DPH_Z3_LIBRARY='"$(if $(Z3_LIBRARY),$(Z3_LIBRARY),libz3.so)"'
endif

# The bridge's files by layer, top first (docs/design.md, "Layers").
CORE_SRCS = $(wildcard plugin/core/*.c)
BRIDGE_SRCS = $(wildcard plugin/gcc/*.cc plugin/gcc/codegen/*.cc \
	plugin/gcc/model/*.cc plugin/gcc/prepare/*.cc plugin/gcc/support/*.cc)
CORE_OBJS = $(patsubst plugin/%.c,$(OUT)/%.o,$(CORE_SRCS))
BRIDGE_OBJS = $(patsubst plugin/%.cc,$(OUT)/%.o,$(BRIDGE_SRCS))
CORE_LIB = $(OUT)/libpolyhedral-core.a
PLUGIN_SO = $(OUT)/polyhedral.so

all: $(PLUGIN_SO)

$(CORE_LIB): $(CORE_OBJS)
	rm -f $@
	ar rcs $@ $^
	echo '$(LIBS)' > $@.libs

# $(call link-plugin,OBJECTS) links the plugin $@ from the bridge OBJECTS
# and the core library.  The bridge's references to GCC (the symbols its
# cc1 exports, less those of libstdc++, which cc1 exports too: they stay
# strong and libstdc++ stays a dependency) are made weak first (merged
# into $@.bridge.o, objcopy --weaken-symbols), so that loaded into another
# GCC, which lacks some of them, the plugin still loads and plugin_init
# refuses it with the GCC it was built for, instead of the dynamic
# linker's "undefined symbol".  In the GCC it was built for, they bind as
# before.  Every other symbol must be defined by the plugin or its
# libraries (-z defs): a library left out, as z3 once was from the
# Debian package, fails the link instead of the plugin's loading.
# Linked under a temporary name and renamed, so that a
# compilation that is loading the plugin never sees a half-written file.
CC1 := $(shell $(GCC) -print-prog-name=cc1)
LIBSTDCXX := $(shell $(CXX_FOR_PLUGIN) -print-file-name=libstdc++.so)
define link-plugin
	$(CXX_FOR_PLUGIN) -nostdlib -r -o $@.bridge.o $(1)
	nm -D --defined-only $(CC1) | awk 'NF == 3 { print $$3 }' | \
		LC_ALL=C sort -u > $@.cc1
	nm -D --defined-only $(LIBSTDCXX) | \
		awk 'NF == 3 { sub(/@.*/, "", $$3); print $$3 }' | \
		LC_ALL=C sort -u > $@.libstdcxx
	nm -u $@.bridge.o | awk '{ print $$NF }' | LC_ALL=C sort -u | \
		LC_ALL=C comm -12 - $@.cc1 | \
		LC_ALL=C comm -23 - $@.libstdcxx > $@.weak
	objcopy --weaken-symbols=$@.weak $@.bridge.o
	rm -f $@.cc1 $@.libstdcxx $@.weak
	$(CXX_FOR_PLUGIN) -shared $(LDFLAGS) -Wl,-z,defs -o $@.tmp $@.bridge.o \
		$(CORE_LIB) $(LIBS)
	mv -f $@.tmp $@
endef

$(PLUGIN_SO): $(BRIDGE_OBJS) $(CORE_LIB)
	$(call link-plugin,$(BRIDGE_OBJS))

$(OUT)/%.o: plugin/%.c
	@mkdir -p $(dir $@)
	$(GCC) $(CORE_CFLAGS) -MMD -MP -c $< -o $@

$(OUT)/%.o: plugin/%.cc | check-plugin-headers
	@mkdir -p $(dir $@)
	$(CXX_FOR_PLUGIN) $(BRIDGE_CXXFLAGS) -MMD -MP -c $< -o $@

-include $(CORE_OBJS:.o=.d) $(BRIDGE_OBJS:.o=.d)

# Without gcc-N-plugin-dev, $(GCC) prints the bare word "plugin" as its
# plugin directory: say so instead of failing on a missing header.
check-plugin-headers:
	@test -f '$(PLUGIN_INCLUDE)/gcc-plugin.h' || \
	{ echo "$(GCC) has no plugin headers (no $(PLUGIN_INCLUDE)/gcc-plugin.h):" \
	  "install its plugin-dev package (gcc-N-plugin-dev on Debian)" >&2; \
	  exit 1; }

# A plugin that claims to be built for another GCC, for the test of the
# version check (testsuite/polyhedral.plugin/version.exp).
# In $(OUT)/wrong-version/.
WRONG_VERSION_DIR = $(OUT)/wrong-version
test-plugins: $(WRONG_VERSION_DIR)/polyhedral.so

$(WRONG_VERSION_DIR)/polyhedral.so: plugin/gcc/plugin.cc $(BRIDGE_OBJS) $(CORE_LIB)
	mkdir -p $(WRONG_VERSION_DIR)
	$(CXX_FOR_PLUGIN) $(BRIDGE_CXXFLAGS) -DPH_PRETEND_BUILT_FOR='"0.0"' \
		-c plugin/gcc/plugin.cc -o $(WRONG_VERSION_DIR)/plugin.o
	$(call link-plugin,$(WRONG_VERSION_DIR)/plugin.o \
		$(filter-out $(OUT)/gcc/plugin.o,$(BRIDGE_OBJS)))

check: all
	scripts/check

# The files' call graph goes down the layers and has no cycle
# (scripts/check-layers; make check runs it too).
check-layers: all
	scripts/check-layers $(OUT)

# The plugin against gcc -O3, Graphite, Polly and OpenBLAS on the kernels
# (docs/bench.md): make bench BENCH_ARGS='--kernels gemm,lu --reps 5'.
BENCH_ARGS ?=
bench: all
	scripts/bench $(BENCH_ARGS)

.PHONY: bench

# The option table for docs/options.md (a unit test checks it is there).
options-table: scripts/print-options-table.c $(CORE_LIB)
	mkdir -p build
	$(GCC) $(CORE_CFLAGS) $< $(CORE_LIB) $(LIBS) -o build/$@
	build/$@

# Installation (docs/install.md).  The plugin and its specs file go into the
# plugin directory of the compiler $(GCC), where `gcc -fplugin=polyhedral'
# finds it without a path; headers, docs and the man page under $(PREFIX).
# DESTDIR stages the whole tree (packaging).  Every directory is a variable
# that can be given on the command line.
PREFIX ?= /usr/local
GCC_PLUGIN_DIR ?= $(GCC_PLUGIN_HOME)
INCLUDEDIR ?= $(PREFIX)/include
DOCDIR ?= $(PREFIX)/share/doc/polyhedral
MAN7DIR ?= $(PREFIX)/share/man/man7
INSTALL ?= install

INSTALL_HEADERS = $(wildcard include/polyhedral/*.h)
INSTALL_DOCS = README $(wildcard docs/*.md)

# gcc prints the bare word "plugin" when it has no plugin directory
# (gcc-N-plugin-dev not installed): refuse rather than install there.
check-plugin-dir:
	@case '$(GCC_PLUGIN_DIR)' in /*) ;; \
	*) echo "$(GCC) has no plugin directory (GCC_PLUGIN_DIR='$(GCC_PLUGIN_DIR)');" \
	     "install its plugin-dev package or set GCC_PLUGIN_DIR" >&2; exit 1;; esac

install: all check-plugin-dir
	$(INSTALL) -d '$(DESTDIR)$(GCC_PLUGIN_DIR)' \
		'$(DESTDIR)$(INCLUDEDIR)/polyhedral' '$(DESTDIR)$(DOCDIR)' \
		'$(DESTDIR)$(MAN7DIR)'
	$(INSTALL) -m 644 $(PLUGIN_SO) polyhedral.specs \
		'$(DESTDIR)$(GCC_PLUGIN_DIR)'
	$(INSTALL) -m 644 $(INSTALL_HEADERS) '$(DESTDIR)$(INCLUDEDIR)/polyhedral'
	$(INSTALL) -m 644 $(INSTALL_DOCS) '$(DESTDIR)$(DOCDIR)'
	$(INSTALL) -m 644 docs/polyhedral.7 '$(DESTDIR)$(MAN7DIR)'

# The files by name, then the two directories that are ours alone if they
# are empty; the shared ones (plugin dir, include, man7) stay.
uninstall: check-plugin-dir
	rm -f '$(DESTDIR)$(GCC_PLUGIN_DIR)/polyhedral.so' \
		'$(DESTDIR)$(GCC_PLUGIN_DIR)/polyhedral.specs' \
		$(foreach f,$(INSTALL_HEADERS),'$(DESTDIR)$(INCLUDEDIR)/polyhedral/$(notdir $(f))') \
		$(foreach f,$(INSTALL_DOCS),'$(DESTDIR)$(DOCDIR)/$(notdir $(f))') \
		'$(DESTDIR)$(MAN7DIR)/polyhedral.7'
	rmdir '$(DESTDIR)$(INCLUDEDIR)/polyhedral' '$(DESTDIR)$(DOCDIR)' \
		2>/dev/null || true

clean:
	rm -rf build

.PHONY: all check check-layers clean options-table test-plugins install uninstall \
	check-plugin-dir check-plugin-headers
