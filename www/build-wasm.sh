#!/usr/bin/env bash
# Trunk hook (see Trunk.toml): builds the library for wasm32, runs wasm-bindgen (--target web) and, for
# release builds, wasm-opt -O3, writing nqueens.js and nqueens_bg.wasm into Trunk's staging directory.
#
# Why not Trunk's own `<link data-trunk rel="rust">`: the package has a library and a binary that are
# both named `nqueens`, and Trunk 0.21 selects the artifact by target name only, so it refuses the build
# ("found more than one target artifact"). `cargo build --lib` builds just the library.
# Tools (Trunk never downloads them): wasm-bindgen from PATH (same version as the crate), wasm-opt from node_modules.
set -euo pipefail

profile="${TRUNK_PROFILE:-debug}"
out="${TRUNK_STAGING_DIR:?run this from trunk (trunk build / trunk serve)}"
target_dir="${CARGO_TARGET_DIR:-target}"

cargo_args=(build --lib --target wasm32-unknown-unknown)
[[ "$profile" == release ]] && cargo_args+=(--release)
cargo "${cargo_args[@]}"

wasm="$target_dir/wasm32-unknown-unknown/$profile/nqueens.wasm"
bindgen_args=(--target web --no-typescript --out-dir "$out" --out-name nqueens)
[[ "$profile" == debug ]] && bindgen_args+=(--debug --keep-debug)
wasm-bindgen "${bindgen_args[@]}" "$wasm"

# wasm-opt for release builds, from the npm package `binaryen` (pinned in package-lock.json, installed by
# scripts/ensure-build-tools.sh). Debian's binaryen 108 cannot be used: it rewrites the externref table
# that wasm-bindgen emits as a function table, and the module then fails to instantiate
# ("WebAssembly.Table.set(): Argument 1 is invalid for table").
if [[ "$profile" == release ]]; then
  wasm_opt="$(dirname "${BASH_SOURCE[0]}")/../node_modules/.bin/wasm-opt"
  [[ -x "$wasm_opt" ]] || { echo "build-wasm.sh: $wasm_opt is missing: run 'make setup' (npm ci)" >&2; exit 1; }
  "$wasm_opt" -O3 --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
    --enable-reference-types --enable-multivalue "$out/nqueens_bg.wasm" -o "$out/nqueens_bg.opt.wasm"
  mv "$out/nqueens_bg.opt.wasm" "$out/nqueens_bg.wasm"
fi
