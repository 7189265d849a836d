# N-Queens: build, serve, test and benchmark.
#
#   make serve   install the build tools if missing, then serve the optimised page at http://127.0.0.1:8080
#   make dev     the same with a quick debug build (no wasm-opt) that is rebuilt on every change
#   make test    install the build and test tools if missing, then lint and run every test (native, wasm, end to end)
#   make lint    only the lint phase: rustfmt, clippy (native and wasm32), ESLint, tsc --checkJs, import circles
#   make test-notebook  build the page, then the Python widget's wheel, pytest and the widget in JupyterLab (tests/notebook/)
#   make widget  the Python widget nqueens-widget (anywidget) as a wheel in target/widget/, built from the page (widget/)
#   make test-hosts  build the page, then the element in Docusaurus, Starlight, MkDocs, VitePress and React sites (tests/hosts/)
#   make test-slurm  the Slurm recipe on a one-node cluster started here (root; installs slurm-wlm, munge)
#   make bench   cargo bench, the page and count benchmarks (scripts/bench-page.mjs, bench-count.mjs), the join's n = 18 to 20 totals, bench-methods
#   make bench-methods   the count methods natively side by side, one thread, CPU time (scripts/bench-methods.mjs; a peer's binary from NQUEENS_PEER)
#   make bench-wasm-cpu  the built modules' join (scalar, simd128) against native, one thread, CPU time (scripts/bench-wasm-cpu.mjs)
#   make bench-many-boards  50 <n-queens> playing at once: click and setTimeout(0) latencies (scripts/bench-many-boards.mjs)
#   make bench-gpu  the count on the GPU against the CPU, native and in the page, n = 16 to 22 (scripts/bench-gpu.mjs; SIZES=...)
#   make package the npm package of the <n-queens> element in target/package/ (scripts/package.mjs)
#   make man     the command line's manual pages in target/man/ (nqueens.1, nqueens-count.1, ...), from its grammar
#   make setup   only install the tools (scripts/setup.sh)
#
# Tool installation is idempotent and silent when everything is present; see docs/running.md.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

# `cargo install` puts trunk and wasm-bindgen in ~/.cargo/bin; make sure it is searched. node_modules/.bin
# comes first: Trunk takes wasm-opt from PATH and must find the pinned npm binaryen, not Debian's older one.
CARGO_BIN := $(or $(CARGO_HOME),$(HOME)/.cargo)/bin
export PATH := $(CURDIR)/node_modules/.bin:$(CARGO_BIN):$(PATH)

HOST ?= 127.0.0.1
PORT ?= 8080
CHROMEDRIVER ?= /usr/bin/chromedriver
PHASE := scripts/phase.sh
E2E_TESTS = $(wildcard tests/e2e/*.test.mjs)
UNIT_TESTS = $(wildcard tests/unit/*/*.test.mjs)
HOST_TESTS = $(wildcard tests/hosts/*.test.mjs)
NOTEBOOK_TESTS = $(wildcard tests/notebook/*.test.mjs)

.PHONY: help setup build-tools test-tools lint-tools serve dev build dist package man lint test test-native test-unit test-wasm test-e2e test-hosts test-notebook widget test-slurm test-kubernetes e2e bench bench-native bench-page bench-count bench-methods bench-wasm-cpu bench-many-boards bench-gpu clean-phases

help:
	@sed -n '2,20s/^# \{0,1\}//p' Makefile

setup: build-tools test-tools lint-tools

build-tools:
	@scripts/ensure-build-tools.sh

test-tools:
	@scripts/ensure-test-tools.sh

lint-tools:
	@scripts/ensure-lint-tools.sh

# The optimised page (as `make build` writes it), rebuilt when a file changes.
serve: build-tools
	@echo "Serving the page at http://$(HOST):$(PORT)/ (Ctrl-C to stop)"
	trunk serve --release --address $(HOST) --port $(PORT)

# The development loop: an unoptimised debug build (no wasm-opt), quicker to rebuild.
dev: build-tools
	@echo "Serving the debug build at http://$(HOST):$(PORT)/ (Ctrl-C to stop)"
	trunk serve --address $(HOST) --port $(PORT)

# The optimised page in dist/, with the count workers' simd128 module in dist/simd/ (Trunk's post_build hook,
# scripts/build-simd.sh).
build dist: build-tools
	trunk build --release

# The npm package of the element (docs/embedding.md, "From npm"); `npm pack` in target/package/ makes the tarball.
# tests/e2e/package.test.mjs packs it again from dist/ and builds a Vite app and a VitePress site with it.
package: build
	node scripts/package.mjs

# The Python widget (widget/: anywidget, hatchling): its front end and limits from the release build
# (scripts/build-widget.mjs: the element with its wasm inlined), then the wheel, built by pip with hatchling.
widget: build
	node scripts/build-widget.mjs
	python3 -m pip wheel --quiet --disable-pip-version-check --no-deps --wheel-dir target/widget widget/
	@echo "target/widget: $$(ls target/widget | tr '\n' ' ')"

# The manual pages, generated from the command line's grammar (clap_mangen): `man -l target/man/nqueens.1`.
man:
	cargo build --release -p nqueens-cli
	mkdir -p target/man
	target/release/nqueens man-pages target/man
	@echo "target/man: $$(ls target/man | tr '\n' ' ')"

clean-phases:
	@mkdir -p target && : > target/phase-times.txt

# Lint: formatting, clippy for the native and the wasm32 targets, ESLint, and tsc over the page's modules
# with their JSDoc types (the page in a window's global scope, the workers in a worker's); any warning fails.
# The wasm32 pass checks what runs in the browser: the boundary (web/) with its wasm-bindgen tests, and the
# core library it is built on. The command line, the core's tests (proptest), benchmarks and examples are
# native programs, checked by the native pass.
LINT_RUSTFMT := cargo fmt --all --check
LINT_CLIPPY := cargo clippy --workspace --all-targets --features nqueens-cli/gpu -- -D warnings
LINT_CLIPPY_WASM := cargo clippy -p nqueens -p nqueens-boundary -p nqueens-count -p nqueens-pictures -p nqueens-sections --all-targets --target wasm32-unknown-unknown -- -D warnings
# The core's and the boundary's API documents: every link resolves (the core's doc tests run in cargo test).
LINT_DOC := env RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -p nqueens-core -p nqueens -p nqueens-boundary -p nqueens-count -p nqueens-pictures -p nqueens-sections
# With the command line's gpu feature: `count --gpu` is tested through wgpu on lavapipe (the software Vulkan
# that scripts/ensure-test-tools.sh installs), like the nqueens-gpu crate's own tests.
TEST_NATIVE := cargo test --workspace --features nqueens-cli/gpu
TEST_WASM := cargo test -p nqueens --target wasm32-unknown-unknown
LINT_ESLINT := eslint --max-warnings 0 .
LINT_GLUE_TYPES := scripts/glue-types.sh
LINT_TSC := tsc -p tsconfig.json
LINT_TSC_WORKERS := tsc -p tsconfig.worker.json
LINT_TSC_STRICT := tsc -p tsconfig.strict.json
LINT_IMPORTS := node scripts/check-imports.mjs

# tsc checks the page against the glues' declarations that wasm-bindgen generates (scripts/glue-types.sh), so the
# lint builds the boundary's modules (unoptimised) first, with the build tools.
lint: lint-tools build-tools
	$(LINT_RUSTFMT)
	$(LINT_CLIPPY)
	$(LINT_CLIPPY_WASM)
	$(LINT_DOC)
	$(LINT_ESLINT)
	$(LINT_GLUE_TYPES)
	$(LINT_TSC)
	$(LINT_TSC_WORKERS)
	$(LINT_TSC_STRICT)
	$(LINT_IMPORTS)

test: clean-phases
	@$(PHASE) "install tools" $(MAKE) --no-print-directory build-tools test-tools lint-tools
	@$(PHASE) "cargo fmt --check" $(LINT_RUSTFMT)
	@$(PHASE) "clippy (native)" $(LINT_CLIPPY)
	@$(PHASE) "clippy (wasm32)" $(LINT_CLIPPY_WASM)
	@$(PHASE) "cargo doc" $(LINT_DOC)
	@$(PHASE) "eslint" $(LINT_ESLINT)
	@$(PHASE) "the glues' types (wasm-bindgen)" $(LINT_GLUE_TYPES)
	@$(PHASE) "tsc --checkJs (page)" $(LINT_TSC)
	@$(PHASE) "tsc --checkJs (workers)" $(LINT_TSC_WORKERS)
	@$(PHASE) "tsc --strict (page folders)" $(LINT_TSC_STRICT)
	@$(PHASE) "no import circles (page)" $(LINT_IMPORTS)
	@$(PHASE) "cargo test (native)" $(TEST_NATIVE)
	@$(PHASE) "JS unit tests" node --test $(UNIT_TESTS)
	@$(PHASE) "shards through GNU parallel" scripts/check-shards.sh
	@$(PHASE) "shards on a Slurm cluster" scripts/check-slurm.sh
	@$(PHASE) "Kubernetes Job schema" scripts/check-kubernetes.sh
	@$(PHASE) "wasm-bindgen tests" env CHROMEDRIVER=$(CHROMEDRIVER) $(TEST_WASM)
	@$(PHASE) "trunk build --release" trunk build --release
	@$(PHASE) "end-to-end tests" node --test --test-concurrency=1 $(E2E_TESTS)
	@$(PHASE) "host sites" node --test --test-concurrency=1 $(HOST_TESTS)
	@$(PHASE) "notebook widget" node --test --test-concurrency=1 $(NOTEBOOK_TESTS)
	@echo; echo "make test: all phases passed"; cat target/phase-times.txt

# The phases one at a time (each installs only what it needs).
test-native:
	$(TEST_NATIVE)

# The page's pure modules (www/js) under node's test runner: no build, no browser.
test-unit:
	node --test $(UNIT_TESTS)

test-wasm: build-tools test-tools
	CHROMEDRIVER=$(CHROMEDRIVER) $(TEST_WASM)

# A count of n = 16 cut into 7 shards, run through GNU parallel and merged, equals the whole count.
test-shards: test-tools
	scripts/check-shards.sh

# A real one-node Slurm cluster (installed with apt-get if missing, started and stopped here, as root):
# n = 16 as an array of 8 tasks and the dependent merge, one task cancelled mid-run and resubmitted.
test-slurm:
	scripts/check-slurm.sh

# deploy/count-job.yaml against the Kubernetes schema (PyPI's kubernetes-validate, in target/).
test-kubernetes:
	scripts/check-kubernetes.sh

# End-to-end tests against the current dist/ (run `make build` first if it is stale).
test-e2e e2e: test-tools
	node --test --test-concurrency=1 $(E2E_TESTS)

# The packed element in a two-page site of each host tutorials are written in (tests/hosts/sites/: Docusaurus,
# Astro Starlight, MkDocs with Material, VitePress, a React + Vite app), built with the host's production build
# and checked in Chromium; docs/embedding-hosts.md against those sites. Installs are cached in target/hosts/.
test-hosts: build test-tools
	node --test --test-concurrency=1 $(HOST_TESTS)

# The Python widget's wheel built from dist/ and installed into a fresh virtual environment, pytest on its
# traits, and the widget in a JupyterLab on 127.0.0.1 driven by Chromium (tests/notebook/); the virtual
# environment with JupyterLab is kept in target/notebook/ and made again only when its requirements change.
test-notebook: build test-tools
	node --test --test-concurrency=1 $(NOTEBOOK_TESTS)

bench: clean-phases
	@$(PHASE) "install tools" $(MAKE) --no-print-directory build-tools test-tools
	@$(PHASE) "cargo bench" cargo bench -p nqueens-core
	@$(PHASE) "trunk build --release" trunk build --release
	@$(PHASE) "page benchmark" node scripts/bench-page.mjs
	@$(PHASE) "cargo build --release" cargo build --release
	@$(PHASE) "count benchmark" node scripts/bench-count.mjs
	@$(PHASE) "join totals and unique counts for n = 18 to 20, within the memory cap" cargo test --release -p nqueens-core --test join -- --ignored --nocapture
	@$(PHASE) "count methods side by side" $(MAKE) --no-print-directory bench-methods SIZES=16,17,18,19
	@echo; cat target/phase-times.txt

bench-native:
	cargo bench -p nqueens-core

bench-page: test-tools
	node scripts/bench-page.mjs

bench-count: test-tools
	cargo build --release
	node scripts/bench-count.mjs

bench-methods:
	cargo build --release --workspace --bins --examples
	node scripts/bench-methods.mjs $(if $(SIZES),--sizes $(SIZES))

bench-many-boards: test-tools
	nice -n 19 node scripts/bench-many-boards.mjs

bench-wasm-cpu: build test-tools
	cargo build --release
	node scripts/bench-wasm-cpu.mjs

# Meaningful on a machine with a GPU only: here the adapters are software emulations (lavapipe, SwiftShader).
bench-gpu: build test-tools
	cargo build --release -p nqueens-cli --features gpu
	node scripts/bench-gpu.mjs $(if $(SIZES),--sizes $(SIZES))
