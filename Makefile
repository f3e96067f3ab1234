# Build the polyhedral GCC plugin: the C core (plain C99 on isl) into a
# static library, the GIMPLE bridge (C++ against GCC's plugin headers),
# and both into plugin/polyhedral.so.
#
#   make             build plugin/polyhedral.so
#   make check       every test (scripts/check), ending "N passed, N failed"
#   make GCC=gcc-12  build for another installed GCC

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

clean:
	rm -f plugin/*.o plugin/*.d plugin/*.a plugin/*.so
	rm -rf build

.PHONY: all check clean options-table test-plugins
