# N-Queens: build, serve, test and benchmark.
#
#   make serve   install the build tools if missing, then serve the page at http://127.0.0.1:8080
#   make test    install the build and test tools if missing, then run every test (native, wasm, end to end)
#   make bench   cargo bench, then the page and count benchmarks (scripts/bench-page.mjs, scripts/bench-count.mjs)
#   make setup   only install the tools (scripts/setup.sh)
#
# Tool installation is idempotent and silent when everything is present; see docs/running.md.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

# `cargo install` puts trunk and wasm-bindgen in ~/.cargo/bin; make sure it is searched.
CARGO_BIN := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin
export PATH := $(CARGO_BIN):$(PATH)

HOST ?= 127.0.0.1
PORT ?= 8080
CHROMEDRIVER ?= /usr/bin/chromedriver
PHASE := scripts/phase.sh
E2E_TESTS = $(wildcard tests/e2e/*.test.mjs)

.PHONY: help setup build-tools test-tools serve build dist test test-native test-wasm test-e2e e2e bench bench-native bench-page bench-count clean-phases

help:
	@sed -n '2,9s/^# \{0,1\}//p' Makefile

setup: build-tools test-tools

build-tools:
	@scripts/ensure-build-tools.sh

test-tools:
	@scripts/ensure-test-tools.sh

serve: build-tools
	@echo "Serving the page at http://$(HOST):$(PORT)/ (Ctrl-C to stop)"
	trunk serve --address $(HOST) --port $(PORT)

# The optimised page in dist/.
build dist: build-tools
	trunk build --release

clean-phases:
	@mkdir -p target && : > target/phase-times.txt

test: clean-phases
	@$(PHASE) "install tools" $(MAKE) --no-print-directory build-tools test-tools
	@$(PHASE) "cargo test (native)" cargo test
	@$(PHASE) "shards through GNU parallel" scripts/check-shards.sh
	@$(PHASE) "wasm-bindgen tests" env CHROMEDRIVER=$(CHROMEDRIVER) cargo test --target wasm32-unknown-unknown --test web
	@$(PHASE) "trunk build --release" trunk build --release
	@$(PHASE) "end-to-end tests" node --test --test-concurrency=1 $(E2E_TESTS)
	@echo; echo "make test: all phases passed"; cat target/phase-times.txt

# The phases one at a time (each installs only what it needs).
test-native:
	cargo test

test-wasm: build-tools test-tools
	CHROMEDRIVER=$(CHROMEDRIVER) cargo test --target wasm32-unknown-unknown --test web

# A count of n = 14 cut into 7 shards, run through GNU parallel and merged, equals the whole count.
test-shards: test-tools
	scripts/check-shards.sh

# End-to-end tests against the current dist/ (run `make build` first if it is stale).
test-e2e e2e: test-tools
	node --test --test-concurrency=1 $(E2E_TESTS)

bench: clean-phases
	@$(PHASE) "install tools" $(MAKE) --no-print-directory build-tools test-tools
	@$(PHASE) "cargo bench" cargo bench
	@$(PHASE) "trunk build --release" trunk build --release
	@$(PHASE) "page benchmark" node scripts/bench-page.mjs
	@$(PHASE) "cargo build --release" cargo build --release
	@$(PHASE) "count benchmark" node scripts/bench-count.mjs
	@echo; cat target/phase-times.txt

bench-native:
	cargo bench

bench-page: test-tools
	node scripts/bench-page.mjs

bench-count: test-tools
	cargo build --release
	node scripts/bench-count.mjs
