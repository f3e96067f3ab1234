# Build the polyhedral GCC plugin: the C core (plain C99 on isl) into a
# static library, the GIMPLE bridge (C++ against GCC's plugin headers),
# and both into plugin/polyhedral.so.
#
#   make             build plugin/polyhedral.so
#   make check       every test (scripts/check), ending "N passed, N failed"
#   make GCC=gcc-12  build for another installed GCC
#   make install     install (DESTDIR, PREFIX; see docs/install.md)
#   make uninstall   remove exactly what make install put

GCC ?= gcc
CXX_FOR_PLUGIN ?= $(subst gcc,g++,$(GCC))
PLUGIN_INCLUDE := $(shell $(GCC) -print-file-name=plugin)/include

CFLAGS ?= -O2 -g
CXXFLAGS ?= -O2 -g
CORE_CFLAGS = -std=c99 -Wall -Wextra -Werror -fPIC -Iinclude $(CFLAGS)
BRIDGE_CXXFLAGS = -std=gnu++14 -fno-rtti -fPIC -Wall -Wextra \
	-Wno-unused-parameter -Iinclude -I$(PLUGIN_INCLUDE) $(CXXFLAGS)
LIBS = -lisl -lgmp

CORE_SRCS = $(wildcard plugin/*.c)
BRIDGE_SRCS = $(wildcard plugin/*.cc)
CORE_OBJS = $(CORE_SRCS:.c=.o)
BRIDGE_OBJS = $(BRIDGE_SRCS:.cc=.o)

all: plugin/polyhedral.so

plugin/libpolyhedral-core.a: $(CORE_OBJS)
	rm -f $@
	ar rcs $@ $^

# Linked under a temporary name and renamed, so that a compilation that is
# loading the plugin never sees a half-written file.
plugin/polyhedral.so: $(BRIDGE_OBJS) plugin/libpolyhedral-core.a
	$(CXX_FOR_PLUGIN) -shared -o $@.tmp $(BRIDGE_OBJS) \
		plugin/libpolyhedral-core.a $(LIBS)
	mv -f $@.tmp $@

plugin/%.o: plugin/%.c
	$(GCC) $(CORE_CFLAGS) -MMD -MP -c $< -o $@

plugin/%.o: plugin/%.cc
	$(CXX_FOR_PLUGIN) $(BRIDGE_CXXFLAGS) -MMD -MP -c $< -o $@

-include $(CORE_OBJS:.o=.d) $(BRIDGE_OBJS:.o=.d)

# A plugin that claims to be built for another GCC, for the test of the
# version check (testsuite/polyhedral.plugin/version.exp).
test-plugins: build/wrong-version/polyhedral.so

build/wrong-version/polyhedral.so: plugin/plugin.cc $(BRIDGE_OBJS) \
		plugin/libpolyhedral-core.a
	mkdir -p build/wrong-version
	$(CXX_FOR_PLUGIN) $(BRIDGE_CXXFLAGS) -DPH_PRETEND_BUILT_FOR='"0.0"' \
		-c plugin/plugin.cc -o build/wrong-version/plugin.o
	$(CXX_FOR_PLUGIN) -shared -o $@ build/wrong-version/plugin.o \
		$(filter-out plugin/plugin.o,$(BRIDGE_OBJS)) \
		plugin/libpolyhedral-core.a $(LIBS)

check: all
	scripts/check

# The option table for docs/options.md (a unit test checks it is there).
options-table: scripts/print-options-table.c plugin/libpolyhedral-core.a
	$(GCC) $(CORE_CFLAGS) $< plugin/libpolyhedral-core.a -o build/$@
	build/$@

# Installation (docs/install.md).  The plugin and its specs file go into the
# plugin directory of the compiler $(GCC), where `gcc -fplugin=polyhedral'
# finds it without a path; headers, docs and the man page under $(PREFIX).
# DESTDIR stages the whole tree (packaging).  Every directory is a variable
# that can be given on the command line.
PREFIX ?= /usr/local
GCC_PLUGIN_DIR ?= $(shell $(GCC) -print-file-name=plugin)
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
	$(INSTALL) -m 644 plugin/polyhedral.so polyhedral.specs \
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
	rm -f plugin/*.o plugin/*.d plugin/*.a plugin/*.so
	rm -rf build

.PHONY: all check clean options-table test-plugins install uninstall \
	check-plugin-dir
