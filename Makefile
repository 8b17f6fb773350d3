# Score Four: the newcomer's entry point. It drives CMake and the Debian dependencies,
# so `make run` and `make test` work on a fresh Debian 12 machine.
#
#   make deps    install missing Debian packages (apt-get; quick and silent when all are present)
#   make         configure and build into build/ (binaries in build/bin/)
#   make check   build + the fast tests (a few minutes: run it before each commit)
#   make test    deps + build (warnings as errors) + every test: fast, slow, sanitizers, fuzzing
#   make run     deps + build + launch the game
#   make bench   deps + build + benchmarks (results to bench/results/, rendered into docs/benchmarks.md)

BUILD       ?= build
ASAN_BUILD  ?= build-asan
FUZZ_BUILD  ?= build-fuzz
JOBS        ?= $(shell nproc 2>/dev/null || echo 2)
FUZZ_SECONDS ?= 30
CMAKE_FLAGS ?=
# make test (CI) builds with warnings as errors (WERROR=ON); empty keeps what the build
# directory was configured with, so make check after make test rebuilds nothing.
WERROR      ?=
S4_WERROR_FLAG = $(if $(WERROR),-DS4_WERROR=$(WERROR))

# One Debian package per line of need: build tools, test framework, window and GL stack,
# glad generator, fonts, a headless X server for end-to-end window tests, clang for libFuzzer.
DEB_PACKAGES = build-essential cmake pkg-config clang libclang-rt-14-dev \
               libcriterion-dev libsdl2-dev libsdl2-ttf-dev libcglm-dev python3-glad \
               libstb-dev libgl-dev libegl-dev libgl1-mesa-dri fonts-dejavu-core \
               xvfb xauth xdotool tmux help2man man-db openmpi-bin libopenmpi-dev \
               libedit-dev

.PHONY: all deps build check test test-slow test-release test-asan fuzz fuzz-build fuzz-long run bench clean install

all: build

deps:
	@sh tools/install-deps.sh $(DEB_PACKAGES)

build:
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(S4_WERROR_FLAG) $(CMAKE_FLAGS) >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)

# The fast tier: every suite not labelled slow (tests/tiers.cmake names the slow ones).
check: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -LE slow

test: WERROR = ON
test: deps build check test-slow test-asan fuzz

test-slow: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS) -L slow

test-release: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

test-asan:
	@cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DS4_SANITIZE=ON $(S4_WERROR_FLAG) $(CMAKE_FLAGS) >/dev/null
	@cmake --build $(ASAN_BUILD) -j $(JOBS)
	cd $(ASAN_BUILD) && ctest --output-on-failure -j $(JOBS) -LE no-sanitizer

# Every parser of untrusted input has a libFuzzer target (tests/fuzz/); `make fuzz` shares
# FUZZ_SECONDS among them, `make fuzz-long` gives each up to FUZZ_LONG_SECONDS and stops it
# at FUZZ_LONG_RUNS executions (the goal in docs/benchmarks.md). Each starts from its
# committed seeds (tests/fuzz/corpus/<name>/) plus what earlier runs found.
FUZZ_TARGETS = protocol reply analysis records moves console gui_input cli solve net checkpoint
FUZZ_LONG_SECONDS ?= 600
FUZZ_LONG_RUNS ?= 10000000

fuzz-build:
	@CC=clang cmake -S . -B $(FUZZ_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DS4_FUZZ=ON -DS4_GUI=OFF -DS4_TESTS=OFF >/dev/null
	@cmake --build $(FUZZ_BUILD) -j $(JOBS) --target $(addprefix fuzz_,$(FUZZ_TARGETS))

fuzz: fuzz-build
	@each=$$(( $(FUZZ_SECONDS) / $(words $(FUZZ_TARGETS)) )); [ $$each -ge 1 ] || each=1; \
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_BUILD)/corpus/$$t; cp tests/fuzz/corpus/$$t/* $(FUZZ_BUILD)/corpus/$$t/; \
	  $(FUZZ_BUILD)/bin/fuzz_$$t -max_total_time=$$each -max_len=4096 -print_final_stats=1 \
	    $(FUZZ_BUILD)/corpus/$$t 2>$(FUZZ_BUILD)/fuzz_$$t.log || { tail -40 $(FUZZ_BUILD)/fuzz_$$t.log; exit 1; }; \
	  echo "fuzz: $$t ran $$each s with no finding ($$(grep -o 'number_of_executed_units: [0-9]*' $(FUZZ_BUILD)/fuzz_$$t.log | grep -o '[0-9]*$$') executions)"; \
	done

fuzz-long: fuzz-build
	@for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_BUILD)/corpus/$$t; cp tests/fuzz/corpus/$$t/* $(FUZZ_BUILD)/corpus/$$t/; \
	  nice -n 19 $(FUZZ_BUILD)/bin/fuzz_$$t -max_total_time=$(FUZZ_LONG_SECONDS) -runs=$(FUZZ_LONG_RUNS) \
	    -max_len=4096 -print_final_stats=1 \
	    $(FUZZ_BUILD)/corpus/$$t 2>$(FUZZ_BUILD)/fuzz_$$t.log || { tail -40 $(FUZZ_BUILD)/fuzz_$$t.log; exit 1; }; \
	  echo "fuzz-long: $$t ran at most $(FUZZ_LONG_SECONDS) s with no finding ($$(grep -o 'number_of_executed_units: [0-9]*' $(FUZZ_BUILD)/fuzz_$$t.log | grep -o '[0-9]*$$') executions)"; \
	done

run: deps build
	./$(BUILD)/bin/score4 $(ARGS)

bench: deps build
	sh bench/run-all.sh $(BUILD)

install: build
	cmake --install $(BUILD)

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(FUZZ_BUILD)
