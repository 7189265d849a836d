#!/usr/bin/env bash
# Trunk hook (see Trunk.toml): builds the library for wasm32, runs wasm-bindgen (--target web) and, for
# release builds, wasm-opt -Oz, writing nqueens.js and nqueens_bg.wasm into Trunk's staging directory.
#
# Why not Trunk's own `<link data-trunk rel="rust">`: the package has a library and a binary that are
# both named `nqueens`, and Trunk 0.21 selects the artifact by target name only, so it refuses the build
# ("found more than one target artifact"). `cargo build --lib` builds just the library.
# Tools come from PATH (Trunk never downloads them): wasm-bindgen (same version as the crate), wasm-opt.
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

# wasm-opt -Oz for release builds, with binaryen 117 or newer only: older releases (Debian's 108, say)
# mangle the externref table wasm-bindgen 0.2.130 emits, and the module then fails to instantiate
# ("WebAssembly.Table.set(): Argument 1 is invalid for table"). The page is ~120 KB without it.
if [[ "$profile" == release ]] && command -v wasm-opt >/dev/null; then
  version="$(wasm-opt --version | grep -oE '[0-9]+' | head -n1 || true)"
  if [[ -n "$version" && "$version" -ge 117 ]]; then
    if wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals --enable-nontrapping-float-to-int \
        --enable-reference-types --enable-multivalue "$out/nqueens_bg.wasm" -o "$out/nqueens_bg.opt.wasm"; then
      mv "$out/nqueens_bg.opt.wasm" "$out/nqueens_bg.wasm"
    else
      echo "build-wasm.sh: wasm-opt failed; keeping the unoptimised module" >&2
      rm -f "$out/nqueens_bg.opt.wasm"
    fi
  else
    echo "build-wasm.sh: wasm-opt ${version:-?} is older than binaryen 117; skipping it (see the comment in this script)" >&2
  fi
fi
