#!/usr/bin/env bash
# The second WebAssembly build of the boundary, with WebAssembly SIMD (`-C target-feature=+simd128`), for the
# count's Web Workers (js/count/pool.js loads it where the browser validates SIMD, the scalar build otherwise).
# Trunk runs it after each build (Trunk.toml, [[hooks]] post_build) and it writes simd/nqueens.js and
# simd/nqueens_bg.wasm into Trunk's staging folder, so `trunk build`, `trunk serve`, `make build` and `make serve`
# all ship both builds. The same pinned tools as Trunk's own pipeline: wasm-bindgen from PATH (Cargo.lock's
# version), wasm-opt from the npm binaryen (node_modules/.bin), -O3 as in www/index.html's data-wasm-opt.
#
#   scripts/build-simd.sh [OUT_DIR]     (default: $TRUNK_STAGING_DIR/simd; profile: $TRUNK_PROFILE, else release)
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
ROOT=$(repo_root)
# Trunk's own wasm-opt must be the npm one (Trunk.toml); so must this one.
export PATH="$ROOT/node_modules/.bin:$PATH"

OUT=${1:-${TRUNK_STAGING_DIR:?run by Trunk, or give the output folder}/simd}
PROFILE=${TRUNK_PROFILE:-release}
# Its own target folder: the flags differ from Trunk's build, which would otherwise be rebuilt every time.
TARGET_DIR="$ROOT/target/simd128"

cargo_args=(build -p nqueens --target wasm32-unknown-unknown --target-dir "$TARGET_DIR")
[ "$PROFILE" = release ] && cargo_args+=(--release)
(cd "$ROOT" && RUSTFLAGS="-C target-feature=+simd128" cargo "${cargo_args[@]}")

mkdir -p "$OUT"
wasm-bindgen --target web --no-typescript --out-dir "$OUT" --out-name nqueens \
  "$TARGET_DIR/wasm32-unknown-unknown/$PROFILE/nqueens.wasm"
if [ "$PROFILE" = release ]; then
  wasm-opt -O3 --enable-simd --output "$OUT/nqueens_bg.wasm" "$OUT/nqueens_bg.wasm"
fi
